"""A newcomer's evening, mended (issue 26): each thing seen, as a scene or a unit test.  The
overlaps and the glyphs are read over every screen by test_ui_reading.py and test_glyphs.py."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools
import json
from pathlib import Path

import pygame
import pytest

import screen_frames as sf
from game import i18n
from game.ai.levels import table_level
from game.settings import Settings
from game.stats import DealSummary, Statistics
from game.ui import boxes, save, words
from game.ui.app import App
from game.ui.grammar import shown
from game.ui.besigue.layout import BesigueLayout
from game.ui.ledger_scene import LEDGER_COLOURS, marker
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene


@pytest.fixture()
def english_after():
    yield
    i18n.follow("en")


def table_app(settings: Settings, seed: int = 5, size=(1280, 800)) -> tuple[App, TableScene]:
    app = App(settings, size=size, seed=seed, save_settings=False, report=lambda line: None)
    app.push(TitleScene(app))
    table = TableScene(app, seed=seed)
    app.push(table)
    return app, table


def answer(table: TableScene) -> None:
    """The person's first legal card, or the first word offered (a pick confirmed as it stands)."""
    kind, items = table.human_prompt()
    if kind == "card":
        sf.post_key(pygame.K_1 + [it for it in items if it[2]][0][3])
    elif kind == "choose":
        sf.post_key(items[0][2])
    elif kind == "pick":
        sf.post_key(items[3])


# ----------------------------------------------------------------------------- the prompt
def test_the_prompt_names_a_thinking_player_only_while_that_player_is_to_act(home: Path) -> None:
    settings = Settings(animation="normal", ai_pause=0.05, opponents="random").with_players(5)
    app, table = table_app(settings)
    flow = table.flow
    said: list[tuple[str, int]] = []

    def watch(app: App) -> None:
        line = table.panels.prompt_line()
        deal = flow.deal
        if line is not None and deal is not None and not deal.is_over:
            for seat in range(1, flow.n):
                if line == words.waits_for(flow.names[seat]):
                    said.append((line, seat))
                    assert deal.to_act == seat, f"{line!r} while seat {deal.to_act} is to act"
        if flow.state == "result" or (deal is not None and deal.trick_number >= 3):
            app.quit()
        elif flow.waiting_for_human() and not table.hand.moving():
            answer(table)

    try:
        app.hooks.append(watch)
        app.run(max_seconds=60)
    finally:
        app.close()
        pygame.quit()
    assert said, "no one was seen thinking"


# ----------------------------------------------------------------------------- the trick
@pytest.mark.parametrize("game,players,size", [("bestia", 6, (960, 600)), ("bete", 7, (1280, 800)),
                                               ("besigue", 2, (960, 600))])
def test_each_card_of_the_trick_names_its_player_and_the_leader_is_marked(home: Path, game: str, players: int,
                                                                          size) -> None:
    settings = Settings(game=game, animation="instant", ai_pause=0.0, opponents="random").with_players(players)
    app, table = table_app(settings, size=size)
    checked: list[int] = []

    def watch(app: App) -> None:
        places = table.places
        trick = sorted((places.sprites[c].z, w[1], c) for c, w in places.where.items()
                       if w[0] == "trick" and places.sprites[c].visible)
        if len(trick) >= min(2, players - 1) and not table.flow.tl.busy:
            with boxes.recording(app.screen) as rec:
                app._draw()
            for order, (_z, seat, card) in enumerate(trick):
                rect = places.card_rect(card)
                name = table.flow.names[seat]
                tags = [b for b in rec.boxes if b.kind == "label" and b.label == shown(name)
                        and rect.inflate(2, 2).contains(b.rect)]
                assert tags, f"the {card} of {name} carries no name"
                leads = [b for b in rec.boxes if b.kind == "mark" and b.label == "leads" and rect.contains(b.rect)]
                assert bool(leads) == (order == 0), f"the leader's mark on the {order + 1}th card"
            checked.append(len(trick))
            app.quit()
        elif table.flow.waiting_for_human() and not table.hand.moving():
            answer(table)

    try:
        app.hooks.append(watch)
        app.run(max_seconds=90)
    finally:
        app.close()
        pygame.quit()
    assert checked


def test_besigues_turn_up_shows_more_than_half_of_itself(home: Path) -> None:
    for size in [(960, 600), (1280, 800)]:
        L = BesigueLayout(size)
        up = pygame.Rect(0, 0, L.table_h, L.table_w)
        up.center = (int(L.upcard_pos[0]), int(L.upcard_pos[1]))
        stock = L.card_rect(L.talon_pos, L.table_h)
        hidden = up.clip(stock)
        assert hidden.width * hidden.height < 0.5 * up.width * up.height, size


# ----------------------------------------------------------------------------- the score sheets
def test_the_ledger_of_a_game_for_points_shows_the_deal_in_play_as_the_pad_does(home: Path) -> None:
    from game.ui.besigue.spec import UI
    from game.ui.ledger_scene import LedgerScene

    class Deal:  # a deal in play: 100 and 10 made so far
        number, dealer, game_number, scores, scores_before, winner = 1, 1, 1, [100, 10], [0, 0], None

    live = UI.account.live(Deal())
    foot = UI.account.foot([0, 0], [live], 1000)
    assert foot[0][1] == [words.score_of(100, 1000), words.score_of(10, 1000)]
    app = App(Settings(game="besigue"), size=(1280, 800), save_settings=False)
    try:
        ledger = LedgerScene(app, ["You", "Anne"], [0, 0], [], UI, UI_rules(), live)
        assert ledger.outcome(live) == words.IN_PLAY and ledger._rows() == [live]
    finally:
        app.close()


def UI_rules():
    from game.engine.besigue import BesigueRules

    return BesigueRules()


def test_a_deals_outcome_on_the_sheet_says_what_happened_and_to_whom(home: Path) -> None:
    from game.ui.bete.spec import UI
    from game.ui.ledger_scene import LedgerScene

    entry = {"deal": 1, "dealer": 3, "outcome": "win", "headline": "Bruno wins the game: 11 jetons", "undone": 1,
             "purses_after": [93, 93, 109, 93, 92]}
    app = App(Settings(), size=(1280, 800), save_settings=False)
    try:
        ledger = LedgerScene(app, ["You", "Anne", "Bruno", "Claire", "Denis"], [100] * 5, [entry], UI)
        assert ledger.outcome(entry) == "Bruno wins the game: 11 jetons (undo)"
    finally:
        app.close()


def test_the_plots_lines_are_told_apart_by_colour_and_by_shape() -> None:
    for a, b in itertools.combinations(LEDGER_COLOURS, 2):
        assert sum((x - y) ** 2 for x, y in zip(a, b)) ** 0.5 > 60, (a, b)
    pygame.init()
    shapes = []
    for seat in range(7):
        surface = pygame.Surface((20, 20))
        marker(surface, seat, (255, 255, 255), (10, 10), 5)
        shapes.append(pygame.image.tobytes(surface, "RGB"))
    assert len(set(shapes)) == 7


def test_your_records_columns_fit_each_game(home: Path) -> None:
    from game.ui.stats_scene import columns

    heads = {game: [h for h, _show in columns(game)] for game in ("bete", "bestia", "mouche", "besigue")}
    assert {"Deals won", "Bêtes made", "Jetons won or lost"} <= set(heads["bete"])
    assert {"Deals won", "Times in bestia", "Jetons won or lost"} <= set(heads["bestia"])
    assert {"Deals won", "Mouches paid"} <= set(heads["mouche"])
    assert {"Games won", "Games lost", "Best score", "Average score"} <= set(heads["besigue"])
    assert not {"Sessions", "Jetons won or lost"} & set(heads["besigue"])
    stats = Statistics()
    stats.add_deal("besigue", "expert", DealSummary(300, True, True, False, game=True, score=1020))
    stats.add_deal("besigue", "expert", DealSummary(-80, False, False, False, game=False, score=640))
    tally = stats.tally("besigue", "expert")
    assert (tally.best_score, tally.average_score) == (1020, 830)


def test_a_record_of_the_first_version_still_loads(home: Path) -> None:
    path = Statistics.path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"kind": "la-bete statistics", "version": 1, "tallies": [
        {"game": "besigue", "level": "expert", "deals": 4, "games_won": 1}]}), encoding="utf-8")
    tally = Statistics.load().tally("besigue", "expert")
    assert (tally.deals, tally.games_won, tally.best_score, tally.game_scores) == (4, 1, None, 0)


def test_continue_says_a_game_for_points_stands_against_its_target(home: Path) -> None:
    line = words.saved_game("Bésigue", "Boussac, 1896", "You 370, Anne 270", 1000)
    assert line == "Bésigue, Boussac, 1896 — You 370, Anne 270, to 1,000" and "deal" not in line


# ----------------------------------------------------------------------------- the settings
def settings_app(settings: Settings) -> tuple[App, object]:
    from game.ui.settings_scene import SettingsScene

    app = App(settings, size=(1280, 800), save_settings=False)
    scene = SettingsScene(app)
    app.push(scene)
    app._draw()
    return app, scene


def row_of(scene, label: str) -> int:
    return next(i for i, row in enumerate(scene.rows) if row.label == label or words.SHOWN.get(label) == row.label)


@pytest.mark.parametrize("label,key", [("SCALE_ROW", pygame.K_RIGHT), ("Language", pygame.K_RIGHT)])
def test_a_setting_stays_on_the_row_just_changed(home: Path, english_after, label: str, key: int) -> None:
    app, scene = settings_app(Settings())
    try:
        i = row_of(scene, label)
        scene.focus = i
        scene.scroll = max(0.0, scene._tops[i] - 200)
        app._draw()
        before = scene.rows[i].rect.top
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        app._draw()
        assert abs(scene.rows[i].rect.top - before) <= 2
    finally:
        app.close()


def test_stepping_stops_at_the_ends_of_a_scale(home: Path) -> None:
    app, scene = settings_app(Settings(ui_scale=150, animation="instant"))
    try:
        scene.rows[row_of(scene, "SCALE_ROW")].change(1)
        scene.rows[row_of(scene, "Animation")].change(1)
        assert (app.settings.ui_scale, app.settings.animation) == (150, "instant")
    finally:
        app.close()


def test_the_language_is_near_the_top_of_the_settings(home: Path) -> None:
    app, scene = settings_app(Settings())
    try:
        assert row_of(scene, "Language") == 0
    finally:
        app.close()


# ----------------------------------------------------------------------------- the opponents
def test_each_opponents_level_is_set_seat_by_seat_and_kept(home: Path) -> None:
    from game.ui.seats_scene import SeatsScene

    app = App(Settings(opponents="expert").with_players(4), size=(1280, 800), save_settings=False)
    try:
        app.push(TitleScene(app))
        app._draw()
        assert any(b.label == "Expert" for b in recorded(app) if b.kind == "text"), "the title shows the level"
        seats = SeatsScene(app)
        app.push(seats)
        seats.change(2, -1)  # Bruno one level down: Amateur
        assert app.settings.levels() == ["expert", "heuristic", "expert"]
        app.pop()
        table = TableScene(app, seed=3)
        app.push(table)
        flow = table.flow
        assert flow.levels == [None, "expert", "heuristic", "expert"]
        assert flow.record_level == table_level(["expert", "heuristic", "expert"]) == "heuristic+expert×2"
        assert save.snapshot(flow.session, flow.names, flow.opponents, [], flow.start_purses, 0, None,
                             ["expert", "heuristic", "expert"])["levels"] == ["expert", "heuristic", "expert"]
        app.run(max_frames=40)
        plates = [b.label for b in recorded(app) if b.kind == "mark" and b.label.startswith("level")]
        assert plates == ["level expert", "level heuristic", "level expert"]
    finally:
        app.close()
        pygame.quit()


def recorded(app: App) -> list[boxes.Box]:
    with boxes.recording(app.screen) as rec:
        app._draw()
    return rec.boxes


def test_a_save_from_before_the_seats_seats_every_opponent_at_its_level() -> None:
    assert save.levels_of({"opponents": "expert"}) is None
    assert Settings.from_dict({"version": 3, "opponents": "heuristic"}).levels(4) == ["heuristic"] * 3


# ----------------------------------------------------------------------------- the dialogs and the result
@pytest.mark.parametrize("language,yes", [("en", "Y"), ("fr", "O"), ("it", "S"), ("es", "S")])
def test_a_dialogs_keys_follow_the_language(home: Path, english_after, language: str, yes: str) -> None:
    from game.ui.dialogs import Confirm

    answered: list[bool] = []
    app = App(Settings(language=language), size=(960, 600), save_settings=False)
    try:
        app.push(TitleScene(app))
        dialog = Confirm(app, "?", ["?"], "Yes", "No", lambda: answered.append(True))
        app.push(dialog)
        keys = [b.label for b in recorded(app) if b.kind == "key"]
        assert keys[-2:] == [yes, "N"]
        dialog.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(yes.lower()), mod=0, unicode="",
                                         scancode=0))
        assert answered == [True]
    finally:
        app.close()


def test_the_result_panel_shows_every_payment(home: Path) -> None:
    settings = Settings(game="bestia", animation="instant", ai_pause=0.0, opponents="random").with_players(6)
    app, table = table_app(settings, seed=6, size=(960, 600))
    shown: set[str] = set()

    def watch(app: App) -> None:
        flow = table.flow
        if flow.state == "result" and not flow.tl.busy:
            panel = table.result
            for _ in range(40):  # scrolled to its foot, if it scrolls
                for b in recorded(app):
                    if b.kind == "text":
                        shown.add(b.label)
                panel.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_DOWN, mod=0, unicode="", scancode=0))
            wanted = panel.lines()
            assert len(wanted) > 5
            missing = [line for line in wanted if not any(part in shown for part in [line[:20]])
                       and not any(line.startswith(text[:20]) for text in shown)]
            assert not missing, missing
            assert not any("more" in text and "Ledger" in text for text in shown)
            app.quit()
        elif flow.waiting_for_human() and not table.hand.moving():
            answer(table)

    try:
        app.hooks.append(watch)
        app.run(max_seconds=90)
    finally:
        app.close()
        pygame.quit()
    assert shown
