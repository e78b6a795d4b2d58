"""Mouche's table follows the table's conventions (issue 16): the talk — pass, play, an
exchange, a rob — kept beside each seat and in the talk panel (W); the line above the hand
always says what the table waits for; undo (U) takes back a word of the talk and an
exchange; the basket and the waiting mouches say what they hold, with their unit, under
the mouse.  Input is posted as events, the computers scripted (tests/mouche_ui_helpers.py)."""
from __future__ import annotations

from pathlib import Path

import pygame

from game.engine import Phase
from game.engine.mouche import Exchange, Word
from game.ui.app import App
from game.ui.mouche import words
from game.ui.words import said, you
from mouche_ui_helpers import first_dealer_seed, key, open_table, settings


def run_until(app: App, done, seconds: float = 30) -> bool:
    def hook(app: App) -> None:
        if done():
            app.quit()

    app.hooks.append(hook)
    try:
        app.run(max_seconds=seconds)
    finally:
        app.hooks.remove(hook)
    return done()


def waiting(table, phase: Phase | None = None) -> bool:
    flow = table.flow
    return (flow.deal is not None and flow.waiting_for_human() and not table.busy()
            and (phase is None or flow.deal.phase is phase))


def pass_then_keep(deal, seat: int):
    """Anne (seat 1) passes, the others play keeping their hands."""
    return Word.PASS if seat == 1 and Word.PASS in deal.legal_actions() else Exchange(0)


def test_the_talk_beside_each_seat_and_in_the_talk_panel(home: Path) -> None:
    """The person, eldest, changes two cards; Anne passes; the others keep their hands: each
    word stays beside its seat while the deal is played, and the talk panel lists them all."""
    app, table = open_table(settings(players=4), seed=first_dealer_seed(4, 3), talk=pass_then_keep)
    try:
        flow = table.flow
        assert run_until(app, lambda: waiting(table, Phase.TALK))
        assert table.panels.prompt_line() == you(table.part.prompt_text())
        key(pygame.K_1)
        key(pygame.K_2)
        key(pygame.K_j)
        assert run_until(app, lambda: waiting(table, Phase.PLAY))
        bubbles = table.animator.bubble_words()
        assert bubbles[0] == words.exchange_bubble(2) and bubbles[1] == words.PASS_BUBBLE
        assert bubbles[2] == bubbles[3] == words.KEEP_BUBBLE
        talk = [text for kind, text in flow.deal_log() if kind == "talk"]
        names = flow.names
        assert talk == [said(names[0], words.exchange_bubble(2)), said(names[1], words.PASS_BUBBLE),
                        said(names[2], words.KEEP_BUBBLE), said(names[3], words.KEEP_BUBBLE)]
        assert table.panels.prompt_line(), "the line above the hand says the person plays"
        key(pygame.K_w)
        assert run_until(app, lambda: table.panels.talk_open)
        app._draw()
    finally:
        app.close()
        pygame.quit()


def test_undo_a_pass_and_an_exchange(home: Path) -> None:
    """U after P: the person speaks again, nothing said; U after an exchange: the hand dealt
    is back and nothing is picked."""
    app, table = open_table(settings(players=4), seed=first_dealer_seed(4, 3))
    try:
        flow = table.flow
        assert run_until(app, lambda: waiting(table, Phase.TALK))
        dealt = sorted(flow.deal.hand(0))
        key(pygame.K_p)
        assert run_until(app, lambda: any(e.seat == 0 for e in flow.deal.talk))
        key(pygame.K_u)
        assert run_until(app, lambda: waiting(table, Phase.TALK))
        assert not any(e.seat == 0 for e in flow.deal.talk)
        assert not any(kind == "talk" and text.startswith(flow.names[0]) for kind, text in flow.deal_log())
        assert 0 not in table.animator.bubbles
        key(pygame.K_1)
        key(pygame.K_3)
        key(pygame.K_j)
        assert run_until(app, lambda: any(e.seat == 0 and e.discards for e in flow.deal.talk))
        assert sorted(flow.deal.hand(0)) != dealt
        key(pygame.K_u)
        assert run_until(app, lambda: waiting(table, Phase.TALK))
        assert sorted(flow.deal.hand(0)) == dealt and sorted(table.places.reachable()) == dealt
        assert table.decision.picked == 0
        assert flow.undone[flow.deal.number] == 2
    finally:
        app.close()
        pygame.quit()


def test_the_basket_and_the_waiting_mouches_under_the_mouse(home: Path) -> None:
    """The basket's tooltip gives what it holds and what a trick takes, in jetons; the
    waiting mouches' gives each and their sum."""
    app, table = open_table(settings(players=4), seed=first_dealer_seed(4, 3))
    try:
        assert run_until(app, lambda: waiting(table, Phase.TALK))
        places = table.part.places()
        basket = table.part.tooltip(places.basket_rect().center)
        assert basket.startswith(f"The basket: {table.flow.view.basket} jetons")
        assert "takes a fifth" in basket
        queue = table.part.tooltip(places.queue_rect().center)
        assert queue.startswith("No mouche waiting")
        assert words.waiting_tip([10, 5]) == ("Mouches waiting, one coming into the basket each deal: next 10 jetons; "
                                              "then 5 jetons; 15 jetons in all")
        table.mouse = places.basket_rect().center
        app._draw()
    finally:
        app.close()
        pygame.quit()


def test_undo_a_rob(home: Path) -> None:
    """The person deals, picks a card and robs the upcard (R); U gives the upcard back to its
    place, face up, and the card laid back to the hand, with the talk's trumps as dealt."""
    app, table = open_table(settings(players=4), seed=first_dealer_seed(4, 0),
                            talk=lambda deal, seat: Exchange(0) if seat == 1 else Word.PASS)
    try:
        flow = table.flow
        assert run_until(app, lambda: waiting(table, Phase.TALK))
        deal = flow.deal
        assert deal.dealer == 0
        dealt, upcard = sorted(deal.hand(0)), deal.upcard
        key(pygame.K_2)
        key(pygame.K_r)
        assert run_until(app, lambda: flow.deal.robbed and waiting(table, Phase.TALK))
        assert table.part.trump_shown() == upcard.suit and table.places.where[upcard][0] == "hand"
        key(pygame.K_u)
        assert run_until(app, lambda: waiting(table, Phase.TALK) and not flow.deal.robbed)
        assert sorted(flow.deal.hand(0)) == dealt and sorted(table.places.reachable()) == dealt
        assert table.places.where[upcard][0] == "up" and table.places.sprites[upcard].face_up
        assert table.part.trump_shown() is None and table.part.role(0) == ""
    finally:
        app.close()
        pygame.quit()
