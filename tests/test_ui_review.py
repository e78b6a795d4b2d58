"""The review of a finished deal in the window (issue 24), through the real scenes and the
real loop with posted keys and clicks: opened from the result panel (R) and from the
ledger (Enter, a click on a row); stepped with ← → Home End and the person's decisions
(↑ ↓, a click in the list); the costliest first and reached with 1; kept with the deal
so that a second look is instant; played again (A), counted as a replay; saved to a file
and opened from it, a damaged file refused in one line."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from pathlib import Path
from typing import Callable

import pygame
import pytest

from game.review import file as deal_file
from game.review.verdict import costliest
from game.settings import Settings
from game.stats import Statistics
from game.ui.app import App
from game.ui.ledger_scene import LedgerScene
from game.ui.review.replay import ReplayFlow
from game.ui.review.scene import ReviewScene
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene


def make_app(game: str = "bete", players: int = 4, size: tuple[int, int] = (1280, 800)) -> App:
    settings = Settings(game=game, animation="instant", ai_pause=0.0, opponents="heuristic").with_players(players)
    return App(settings, size=size, seed=5, save_settings=False)


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def click(pos: tuple[int, int]) -> None:
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos))


def run_until(app: App, done: Callable[[], bool], seconds: float = 60, hook: Callable[[App], None] | None = None) -> bool:
    def watch(app: App) -> None:
        if done():
            app.quit()
        elif hook is not None:
            hook(app)

    app.hooks.append(watch)
    try:
        app.run(max_seconds=seconds)
    finally:
        app.hooks.remove(watch)
    return done()


def frames(app: App, n: int = 4) -> None:
    app.run(max_frames=app.frames + n)


def a_deal_played(app: App, seed: int = 7) -> TableScene:
    """A table whose first deal is finished, its result shown (the person's turns played by
    the self-test's driver)."""
    app.push(TitleScene(app))
    table = TableScene(app, seed=seed)
    app.push(table)
    driver = Driver(deals=1, seed=seed)
    assert run_until(app, lambda: table.flow.state == "result" and not table.flow.tl.busy, 90, driver)
    return table


def reviewed(app: App) -> ReviewScene:
    scene = app.scene
    assert isinstance(scene, ReviewScene)
    assert run_until(app, lambda: scene.analyst.finished, 60), "the analysis did not finish"
    assert scene.analyst.failed is None
    return scene


# --------------------------------------------------------------------- from the result
def test_the_result_panel_opens_the_review_and_the_keys_step_through_the_deal(home: Path) -> None:
    app = make_app()
    try:
        table = a_deal_played(app)
        key(pygame.K_r)
        frames(app)
        review = reviewed(app)
        flow = review.flow
        assert flow.ply == 0 and flow.deal.ply == 0, "the review begins at the deal's start"
        hands = [review.board.places.shown[s] for s in range(flow.n)]
        assert all(all(review.board.places.sprites[c].face_up for c in hand) for hand in hands[1:]), \
            "every hand face up"
        key(pygame.K_RIGHT)
        frames(app)
        assert flow.ply == 1
        key(pygame.K_END)
        frames(app)
        assert flow.ply == flow.plies and flow.deal.is_over
        key(pygame.K_LEFT)
        frames(app)
        assert flow.ply == flow.plies - 1
        key(pygame.K_HOME)
        frames(app)
        assert flow.ply == 0
        key(pygame.K_DOWN)
        frames(app)
        spots = review.analyst.spots
        if spots:
            assert flow.ply == spots[0].ply, "↓ goes to the person's first decision"
        verdicts = [v for v in review.analyst.verdicts if v is not None]
        assert len(verdicts) == len(spots)
        dear = costliest(verdicts)
        if dear:
            key(pygame.K_1)
            frames(app)
            assert flow.ply == dear[0].ply, "1 shows the costliest decision"
        key(pygame.K_ESCAPE)
        frames(app)
        assert app.scene is table
        entry = table.flow.history[-1]
        assert len(entry["review"]) == len(spots), "the verdicts are kept with the deal"
        key(pygame.K_r)
        frames(app, 2)
        again = app.scene
        assert isinstance(again, ReviewScene) and again.analyst.finished, "a second look is instant"
    finally:
        app.close()
        pygame.quit()


def test_a_click_in_the_list_shows_that_decision_and_the_mouse_steps_through_the_deal(home: Path) -> None:
    app = make_app(size=(960, 600))
    try:
        a_deal_played(app, seed=3)
        key(pygame.K_r)
        frames(app)
        review = reviewed(app)
        if not review.analyst.spots:
            pytest.skip("the person had no decision to make in this deal")
        last = len(review.analyst.spots) - 1
        rect = next(r for r, index in review.list.hits if index == last)
        click(rect.center)
        frames(app)
        at = review.analyst.spots[last].ply
        assert review.flow.ply == at
        click(review.steps[2].rect.center)  # ›: one step on, by the mouse
        frames(app)
        assert review.flow.ply == at + 1
        click(review.steps[0].rect.center)  # «: the deal's start
        frames(app)
        assert review.flow.ply == 0
    finally:
        app.close()
        pygame.quit()


# --------------------------------------------------------------------- from the ledger
def test_a_row_of_the_ledger_opens_its_review_by_enter_or_a_click(home: Path) -> None:
    app = make_app()
    try:
        table = a_deal_played(app)
        table._open_ledger()
        frames(app)
        ledger = app.scene
        assert isinstance(ledger, LedgerScene) and ledger.picker.picked == 0
        key(pygame.K_RETURN)
        frames(app)
        assert isinstance(app.scene, ReviewScene) and app.scene.record == table.flow.history[0]["record"]
        key(pygame.K_ESCAPE)
        frames(app)
        assert app.scene is ledger
        click(ledger.picker.rects[0].center)
        frames(app)
        assert isinstance(app.scene, ReviewScene)
    finally:
        app.close()
        pygame.quit()


# --------------------------------------------------------------------- play again
def test_play_again_deals_the_same_cards_and_counts_a_replay(home: Path) -> None:
    app = make_app()
    try:
        table = a_deal_played(app)
        record = table.flow.history[-1]["record"]
        before = table.flow.statistics.tally("bete", "heuristic")
        key(pygame.K_r)
        frames(app)
        review = app.scene
        key(pygame.K_a)
        frames(app)
        replay = app.scene
        assert isinstance(replay, TableScene) and isinstance(replay.flow, ReplayFlow)
        deal = replay.flow.deal
        assert [sorted(map(str, deal.dealt_hand(s))) for s in range(4)] == [sorted(h) for h in record["hands"]]
        assert deal.dealer == record["dealer"] and replay.flow.names == table.flow.names
        driver = Driver(deals=1, seed=2)
        assert run_until(app, lambda: replay.flow.state == "result" and not replay.flow.tl.busy, 90, driver)
        key(pygame.K_RETURN)
        frames(app)
        assert app.scene is review, "Finish goes back to the review"
        after = table.flow.statistics.tally("bete", "heuristic")
        assert after.replays == before.replays + 1 and after.deals == before.deals
    finally:
        app.close()
        pygame.quit()


def test_the_guided_deal_played_again_from_its_review_is_played_at_a_plain_table(home: Path) -> None:
    """The monkey found Play again (A) in the review of a guided deal asking the coach's table
    for a flow it makes itself: the deal is played again at a plain table, its cards the same."""
    from game.ui.guided.scene import GuidedScene
    from game.ui.guided.selftest import FollowDriver

    app = make_app()
    try:
        app.push(TitleScene(app))
        guided = GuidedScene(app, "bete")
        app.push(guided)
        flow = guided.flow
        assert run_until(app, lambda: flow.state == "result" and not flow.tl.busy, 90, FollowDriver(seed=1))
        record = flow.history[-1]["record"]
        key(pygame.K_r)
        frames(app)
        assert isinstance(app.scene, ReviewScene)
        key(pygame.K_a)
        frames(app)
        replay = app.scene
        assert type(replay) is TableScene and isinstance(replay.flow, ReplayFlow)
        deal = replay.flow.deal
        assert [sorted(map(str, deal.dealt_hand(s))) for s in range(4)] == [sorted(h) for h in record["hands"]]
    finally:
        app.close()
        pygame.quit()


# --------------------------------------------------------------------- files
def test_a_deal_saved_to_a_file_opens_from_the_title_with_its_review(home: Path) -> None:
    app = make_app()
    try:
        a_deal_played(app)
        key(pygame.K_r)
        frames(app)
        review = reviewed(app)
        key(pygame.K_s)
        frames(app)
        saved = deal_file.saved_deals()
        assert len(saved) == 1 and saved[0].parent == home / "deals"
        data = json.loads(saved[0].read_text(encoding="utf-8"))
        assert data["person"] == 0 and len(data["review"]) == review.analyst.total
        assert "\n" not in saved[0].read_text(encoding="utf-8").rstrip("\n"), "one JSON object on one line"
        while not isinstance(app.scene, TitleScene):
            app.pop()
        key(pygame.K_d)
        frames(app)
        key(pygame.K_RETURN)
        frames(app)
        opened = app.scene
        assert isinstance(opened, ReviewScene) and opened.analyst.finished, "the file's review shows at once"
        assert opened.record == review.record
    finally:
        app.close()
        pygame.quit()


@pytest.mark.parametrize("content", [b"", b"\x00\xff\xfe", b"[1]", b'{"game": "bete"}', b"{" * 100_000,
                                     b'{"game": "chess", "deal": 1}'])
def test_a_damaged_deal_file_is_refused_in_one_line_and_left_where_it_lies(home: Path, content: bytes) -> None:
    path = home / "friend.json"
    path.write_bytes(content)
    reports: list[str] = []
    app = App(Settings(animation="instant"), size=(960, 600), save_settings=False, report=reports.append)
    try:
        app.push(TitleScene(app))
        app.scene.open_deal(str(path))
        assert isinstance(app.scene, TitleScene)
        assert len(reports) == 1 and "\n" not in reports[0] and "friend.json" in reports[0]
        assert path.read_bytes() == content, "the person's file is not moved nor changed"
    finally:
        app.close()
        pygame.quit()


def test_a_deal_whose_choices_the_rules_refuse_is_refused(home: Path) -> None:
    record = _a_record()
    record["tricks"][0]["plays"][0][1] = record["tricks"][0]["plays"][1][1]  # a card played twice
    with pytest.raises(deal_file.DealFileError) as refused:
        deal_file.shared_deal(record)
    assert "\n" not in str(refused.value)


def test_a_deal_file_whose_review_is_not_of_its_decisions_is_refused(home: Path) -> None:
    record = _a_record()
    record["review"] = [{"deal": 99, "index": 0, "seat": 0, "ply": 0, "phase": "card", "taken": "KS", "best": "KS",
                         "value_taken": 1.0, "value_best": 1.0, "options": [{"action": "KS", "value": 1.0}],
                         "unit": "jetons"}]
    with pytest.raises(deal_file.DealFileError):
        deal_file.shared_deal(record)
    record["review"] = [{"deal": record["deal"], "options": "lots"}]
    with pytest.raises(deal_file.DealFileError):
        deal_file.shared_deal(record)


def _a_record() -> dict:
    from game.engine import Session
    from game.engine.bete import PRESETS
    from game.engine.record import deal_record
    import random

    session = Session(PRESETS["le_gras_1739"], 4, seed=21, rounds=1)
    while True:
        deal = session.next_deal()
        deal.play_out(random.Random(1).random)
        if deal.plays:
            return deal_record(deal, session.seed)
        session.finish_deal()


def test_the_record_counts_a_replay_apart_from_the_deals(home: Path) -> None:
    from game.stats import DealSummary

    stats = Statistics()
    stats.add_deal("bete", "expert", DealSummary(5, True, True, False))
    stats.add_deal("bete", "expert", DealSummary(-30, True, False, True), replay=True)
    tally = stats.tally("bete", "expert")
    assert (tally.deals, tally.net, tally.betes, tally.replays) == (1, 5, 0, 1)
    assert Statistics.from_dict(stats.to_dict()).tally("bete", "expert") == tally

