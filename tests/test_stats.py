"""The person's record across sessions: tallies per game and level that add up deal by
deal, survive a restart, and refuse a damaged file in one line without stopping the game."""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz import examples

from game import storage
from game.stats import KIND, VERSION, DealSummary, Statistics, Tally
from game.writer import Writer

FUZZ = settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])


def evening() -> Statistics:
    stats = Statistics()
    for deal in (DealSummary(28, True, True, False), DealSummary(-11, True, False, True),
                 DealSummary(-3, False, False, False)):
        stats.add_deal("bete", "expert", deal)
    stats.add_session("bete", "expert", 14)
    stats.add_deal("bestia", "heuristic", DealSummary(-24, True, False, True))
    stats.add_session("bestia", "heuristic", -24)
    return stats


def test_a_deal_adds_its_net_and_its_counts() -> None:
    tally = evening().tally("bete", "expert")
    assert (tally.deals, tally.declared, tally.won, tally.betes, tally.net) == (3, 2, 1, 1, 14)
    assert tally.net_per_deal == pytest.approx(14 / 3)


def test_sessions_keep_the_best_and_the_worst() -> None:
    tally = Tally("bete", "expert").with_session(-5).with_session(12).with_session(3)
    assert (tally.sessions, tally.sessions_ahead, tally.best_session, tally.worst_session) == (3, 2, 12, -5)


def save(stats: Statistics) -> Writer:
    """Write the record as the table does (off the frame), and wait for it."""
    writer = Writer()
    stats.save(writer)
    assert writer.flush(10)
    return writer


def test_each_game_and_level_has_its_own_tally() -> None:
    stats = evening()
    assert [t.level for t in stats.of_game("bete")] == ["expert"]
    assert stats.tally("bestia", "heuristic").betes == 1
    assert stats.tally("bete", "random") == Tally("bete", "random")


def test_the_record_survives_a_restart(home: Path) -> None:
    save(evening())
    data = json.loads((home / "statistics.json").read_text(encoding="utf-8"))
    assert data["kind"] == KIND and data["version"] == VERSION
    assert Statistics.load().tallies == evening().tallies


@pytest.mark.parametrize("content", ["", "{", "[]", '{"kind": "la-bete statistics", "version": 99}',
                                     '{"kind": "la-bete statistics", "version": 1, "tallies": {}}'])
def test_a_damaged_record_is_set_aside_and_a_fresh_one_begun(home: Path, content: str) -> None:
    (home / "statistics.json").write_text(content, encoding="utf-8")
    lines: list[str] = []
    assert Statistics.load(lines.append).tallies == {}
    assert len(lines) == 1 and "statistics.json" in lines[0]
    assert any(p.name.startswith("statistics.json.corrupt-") for p in home.iterdir())


def test_a_damaged_record_falls_back_on_the_previous_copy(home: Path) -> None:
    first = evening()
    save(first)
    save(first)  # the previous copy is now a good record too
    (home / "statistics.json").write_text("{", encoding="utf-8")
    assert Statistics.load(lambda line: None).tallies == first.tallies


@pytest.mark.parametrize("damage", [
    {"won": 9}, {"declared": 4}, {"sessions_ahead": 2}, {"deals": -1}, {"net": 1.5}, {"net": True},
    {"best_session": None}, {"game": "poker"}, {"level": ""}, {"cheat": 1},
], ids=lambda d: next(iter(d)))
def test_a_tally_that_could_not_have_been_written_is_refused(damage: dict) -> None:
    good = evening().tally("bete", "expert").to_dict()
    with pytest.raises(ValueError):
        Tally.from_dict({**good, **damage})


def test_two_tallies_of_the_same_game_and_level_are_refused() -> None:
    tally = evening().tally("bete", "expert").to_dict()
    with pytest.raises(ValueError, match="two tallies"):
        Statistics.from_dict({"tallies": [tally, tally]})


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**13, 10**13) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=10,
)


@given(field=st.sampled_from(["game", "level", "deals", "declared", "won", "betes", "net", "sessions",
                              "sessions_ahead", "best_session", "worst_session"]), value=json_values)
@FUZZ
def test_a_record_with_any_field_of_any_value_loads_or_is_refused_in_one_line(home: Path, field: str, value) -> None:
    data = evening().to_dict()
    data["tallies"][0][field] = value
    storage.write_json_atomic(home / "statistics.json", data)
    lines: list[str] = []
    loaded = Statistics.load(lines.append)
    if lines:
        assert len(lines) == 1 and loaded.tallies == {}
    else:
        Statistics.from_dict(loaded.to_dict())  # what loaded is itself a good record


def test_a_record_that_cannot_be_written_is_reported_not_raised(home: Path, monkeypatch) -> None:
    def full(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "write_text_atomic", full)
    assert save(evening()).take_errors() == ["la-bete: cannot save the statistics: No space left on device"]


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (2560, 1440)])
def test_the_record_opens_from_the_title_and_shows_every_game(home: Path, size: tuple[int, int]) -> None:
    import pygame

    from game.settings import Settings
    from game.ui.app import App
    from game.ui.stats_scene import StatisticsScene
    from game.ui.title_scene import TitleScene

    save(evening())
    app = App(Settings(), size=size, save_settings=False)
    try:
        app.push(TitleScene(app))
        app.run(max_frames=2)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_y, mod=0, unicode="y", scancode=0))
        app.run(max_frames=3)
        assert isinstance(app.scene, StatisticsScene)
        assert app.scene.statistics.tallies == evening().tallies
        assert not app.errors
    finally:
        pygame.quit()


def test_a_game_for_points_counts_games_won_and_lost(home: Path) -> None:
    stats = Statistics()
    stats.add_deal("besigue", "expert", DealSummary(120, True, True, False))  # the game goes on
    stats.add_deal("besigue", "expert", DealSummary(300, True, True, False, game=True))
    stats.add_deal("besigue", "expert", DealSummary(-80, False, False, False, game=False))
    tally = stats.tally("besigue", "expert")
    assert (tally.deals, tally.games_won, tally.games_lost, tally.net) == (3, 1, 1, 340)
    save(stats)
    again = Statistics.load().tally("besigue", "expert")
    assert again == tally
    with pytest.raises(ValueError):
        Tally.from_dict({**tally.to_dict(), "games_won": 5})  # more games than deals
    old = {k: v for k, v in tally.to_dict().items() if k not in ("games_won", "games_lost")}
    assert Tally.from_dict(old).games_won == 0, "a record written before games were counted still loads"


def test_abandoned_sessions_and_deals_with_an_undo_are_counted(home) -> None:
    from game.stats import DealSummary, Statistics

    stats = Statistics()
    stats.add_deal("bete", "expert", DealSummary(-5, True, False, True), undone=2)
    stats.add_deal("bete", "expert", DealSummary(3, False, False, False))
    stats.add_session("bete", "expert", -2, abandoned=True)
    save(stats)
    tally = Statistics.load().tally("bete", "expert")
    assert (tally.deals, tally.undone, tally.sessions, tally.abandoned, tally.worst_session) == (2, 1, 1, 1, -2)


def test_a_record_without_the_new_counts_still_loads(home) -> None:
    from game import storage
    from game.stats import Statistics

    data = {"kind": "la-bete statistics", "version": 1,
            "tallies": [{"game": "bete", "level": "expert", "deals": 3, "net": 4}]}
    storage.write_json_atomic(Statistics.path(), data)
    tally = Statistics.load().tally("bete", "expert")
    assert tally.deals == 3 and tally.abandoned == 0 and tally.undone == 0


def test_the_deal_record_says_undone_only_when_some_were() -> None:
    import random

    from game.engine import Session
    from game.engine.bete.rules import RuleSet
    from game.engine.record import deal_record, read_records, dumps

    session = Session(RuleSet(), 4, 1)
    deal = session.next_deal()
    rng = random.Random(1)
    while not deal.is_over:
        deal.apply(rng.choice(deal.legal_actions()))
    assert "undone" not in deal_record(deal, 1)
    record = deal_record(deal, 1, undone=2)
    assert record["undone"] == 2
    assert next(read_records([dumps(record)]))["undone"] == 2
