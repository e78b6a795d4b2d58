"""Bésigue follows the table's conventions (issue 16): undo of a card and of a declaration
in casual play, the pause menu on Esc, the line above the hand naming Anne while she
thinks, the talk panel keeping what was shown, and the ledger a score sheet of points
against the target."""
from __future__ import annotations

from pathlib import Path

import pygame

from besigue_ui_helpers import key, make_app, open_table, ready, run_until, stacked
from game.engine import Phase
from game.engine.besigue import parse_card
from game.ui import save
from game.ui.app import App
from game.ui.ledger_scene import LedgerScene
from game.ui.table.overlays import PauseMenu


def frames(app: App, count: int) -> None:
    """Run ``count`` frames at the frame rate (an idle scene would wait up to a second a frame
    for input that the test has already posted)."""
    def ticking(app: App) -> None:
        pass

    app.hooks.append(ticking)
    try:
        app.run(max_frames=app.frames + count)
    finally:
        app.hooks.remove(ticking)


def test_undo_a_card_and_a_declaration(home: Path) -> None:
    # the person leads the ace of clubs (trumps), wins the trick, and may change the seven
    saved = stacked({0: "7C.1 AC.1 8D.1 9D.1 7D.1 8D.2 9D.2 7D.2"}, stock="9S.2 8S.2")
    app = make_app()
    table = open_table(app, saved)
    try:
        flow = table.flow
        assert run_until(app, lambda: ready(table), 20)
        deal = flow.deal
        hand = list(table.places.reachable())
        ace = parse_card("AC.1")
        key((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
             pygame.K_8)[hand.index(ace)])
        assert run_until(app, lambda: flow.deal.ply >= 1, 10)
        key(pygame.K_u)
        assert run_until(app, lambda: ready(table) and flow.deal.ply == 0, 20)
        assert table.places.where[ace] == ("hand", 0) and flow.undone[flow.deal.number] == 1
        assert save.read()["undone"] == {str(flow.deal.number): 1}
        # again, to the declaration: the seven changed for the turn-up, then taken back
        key((pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7,
             pygame.K_8)[list(table.places.reachable()).index(ace)])
        assert run_until(app, lambda: ready(table) and flow.deal.phase is Phase.DECLARE, 20)
        key(pygame.K_s)
        assert run_until(app, lambda: ready(table) and flow.deal.phase is Phase.PLAY, 20)
        assert flow.deal.scores[0] == 10 and flow.deal.turn_up == parse_card("7C.1")
        key(pygame.K_u)
        assert run_until(app, lambda: ready(table) and flow.deal.phase is Phase.DECLARE, 20)
        deal = flow.deal
        assert deal.scores[0] == 0 and deal.turn_up == parse_card("9C.1") and table.part.pad.shown[0] == 0
        assert table.places.where[parse_card("9C.1")] == ("up",) and flow.undone[deal.number] == 2
    finally:
        app.close()
        pygame.quit()


def test_esc_pauses_and_the_ledger_is_a_score_sheet(home: Path) -> None:
    app = make_app()
    table = open_table(app)
    try:
        assert run_until(app, lambda: ready(table), 20)
        key(pygame.K_ESCAPE)
        frames(app, 2)
        assert isinstance(app.scene, PauseMenu)
        assert [b.label for b in app.scene.buttons] == ["Resume", "Settings", "Rules", "Ledger", "Glossary",
                                                         "Guided deal", "Save and go to the title"]
        key(pygame.K_g)
        frames(app, 2)
        ledger = app.scene
        assert isinstance(ledger, LedgerScene) and ledger.target == 1000
        history = [{"deal": 1, "dealer": 1, "outcome": "next_deal", "headline": "", "scores_after": [230, 410],
                    "points": [230, 410], "game_number": 1, "winner": None},
                   {"deal": 2, "dealer": 0, "outcome": "end_of_deal", "headline": "", "scores_after": [1040, 700],
                    "points": [810, 290], "game_number": 1, "winner": 0},
                   {"deal": 3, "dealer": 1, "outcome": "next_deal", "headline": "", "scores_after": [120, 300],
                    "points": [120, 300], "game_number": 2, "winner": None}]
        account = ledger.account
        assert [account.made(e, []) for e in history] == [[230, 410], [810, 290], [120, 300]]
        assert account.after_row(history[1], ["You", "Anne"]) == "Game 1 to You"
        assert account.foot([0, 0], history, 1000) == [("Score now", ["120 of 1,000", "300 of 1,000"]),
                                                        ("Games won", ["1", "0"])]
        series = account.series([0, 0], history)
        assert series[0] == [(0, 0), (1, 230), (2, 1040), (2, None), (2, 0), (3, 120)]
        ledger.history = history
        frames(app, 2)  # drawn without a fault
        assert not app.errors
    finally:
        app.close()
        pygame.quit()


def test_the_prompt_names_anne_while_she_thinks_and_the_talk_panel_opens(home: Path) -> None:
    from game.settings import Settings
    from game.ui.app import App

    settings = Settings(game="besigue", animation="instant", ai_pause=5.0, rounds=1,
                        opponents="random").with_players(2)
    app = App(settings, size=(1280, 800), seed=1, save_settings=False, report=lambda line: None)
    table = open_table(app, stacked({}))
    try:
        flow = table.flow
        assert run_until(app, lambda: ready(table), 20)
        assert table.panels.prompt_line() == "Your lead: play a card from your hand or your melds"
        key(pygame.K_1)
        assert run_until(app, lambda: flow.deal.to_act == 1 and flow.caught_up() and not flow.tl.busy, 10)
        assert table.panels.prompt_line() == "Anne is thinking"
        key(pygame.K_w)
        frames(app, 2)
        assert table.panels.talk_open
        key(pygame.K_w)
        frames(app, 2)
        assert not table.panels.talk_open
    finally:
        app.close()
        pygame.quit()
