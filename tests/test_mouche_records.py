"""Hostile Mouche records: any field of any record replaced by any JSON value, and records
made impossible on purpose, either replay to something else or fail with a RecordError
naming the deal; nothing else escapes (as tests/test_hostile_files.py does for Bête and
Bestia).  And the simulator plays and replays Mouche from the command line."""
from __future__ import annotations

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz import examples

from game import sim
from game.ai import make_player
from game.engine import RecordError, Session
from game.engine.loop import play_session
from game.engine.mouche import MOUCHE_PRESETS
from game.engine.record import deal_record, read_records, replay, share_out_record

FUZZ = settings(max_examples=examples(80), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)
FIELDS = ["rules", "seed", "deal", "players", "dealer", "hands", "upcard", "stock", "talk", "tricks", "trump",
          "outcome", "purses_before", "table_before", "transfers", "in_players", "shares", "mouched", "mouche_shown"]


def session_records(preset: str, players: int, seed: int, **toggles) -> list[dict]:
    rules = MOUCHE_PRESETS[preset].with_toggles(toggles)
    session = Session(rules, players, seed, deals=8)
    seats = [make_player("random", seed + s) for s in range(players)]
    out: list[dict] = []
    share = play_session(session, seats, lambda deal: out.append(deal_record(deal, seed)))
    out.append(share_out_record(session, share))
    return out


@pytest.fixture(scope="module")
def records() -> list[dict]:
    """Sessions with robs, exchanges, mouches waiting and the Mistigri naming the trumps."""
    return session_records("balzac_1839", 4, 0, mistigri_names_trump=True)


def test_the_records_themselves_replay(records) -> None:
    assert replay(records) == records
    assert any(entry["say"] == "rob" for r in records for entry in r.get("talk", []))
    assert any(r["table_after"]["mouches"] for r in records)
    assert any("trump_named" in trick for r in records for trick in r["tricks"])


@given(deal=st.integers(0, 12), field=st.sampled_from(FIELDS), value=json_values)
@FUZZ
def test_a_damaged_mouche_record_replays_differently_or_fails_with_a_record_error(records, deal, field, value):
    damaged = copy.deepcopy(records)
    damaged[deal % len(damaged)][field] = value
    try:
        again = replay(damaged)
    except RecordError:
        return
    assert again != damaged or damaged == records


@given(deal=st.integers(0, 11), where=st.sampled_from(["talk", "tricks"]), index=st.integers(0, 6),
       key=st.sampled_from(["seat", "say", "discards", "drawn", "took", "plays", "trump_named", "leader"]),
       value=json_values)
@FUZZ
def test_a_damaged_word_or_trick_replays_differently_or_fails_with_a_record_error(records, deal, where, index, key,
                                                                                  value):
    damaged = copy.deepcopy(records)
    items = damaged[deal][where]
    if not items:
        return
    items[index % len(items)][key] = value
    try:
        again = replay(damaged)
    except RecordError:
        return
    assert again != damaged or damaged == records


@pytest.mark.parametrize("damage", [
    lambda r: r[1]["hands"][0].__setitem__(0, r[1]["hands"][1][0]),
    lambda r: r[1]["stock"].append("2S"),
    lambda r: r[2]["stock"].pop(),
    lambda r: r[0]["talk"].append({"seat": 0, "say": "pass"}),
    lambda r: r[0]["talk"].__setitem__(0, {"seat": 0, "say": "knock"}),
    lambda r: r[1]["tricks"][0]["plays"].reverse(),
    lambda r: r[0]["table_before"].__setitem__("mouches", [1, 5]),
    lambda r: r[0]["rules"].__setitem__("mistigri_names_trump", "yes"),
], ids=["a card dealt twice", "a card not in the pack", "a card missing", "a word too many", "a word of Bestia",
        "cards in the wrong order", "mouches not largest first", "a toggle of the wrong type"])
def test_a_record_that_is_impossible_does_not_replay(records, damage) -> None:
    damaged = copy.deepcopy(records)
    damage(damaged)
    with pytest.raises(RecordError):
        again = replay(damaged)
        assert again == damaged, "replayed to something else"
        raise AssertionError("an impossible record replayed")


@given(st.text(max_size=200))
@FUZZ
def test_any_text_reads_as_records_or_fails_with_a_record_error(text: str) -> None:
    try:
        list(read_records(('{"game": "mouche", ' + text).splitlines()))
    except RecordError:
        pass


@pytest.mark.parametrize("preset", list(MOUCHE_PRESETS))
@pytest.mark.parametrize("players", [3, 6])
def test_the_simulator_plays_mouche_and_replays_its_log(tmp_path, capsys, preset, players) -> None:
    log = tmp_path / "mouche.jsonl"
    assert sim.main(["--game", "mouche", "--preset", preset, "--players", str(players), "--deals", "60",
                     "--ai", "random", "--seed", "3", "--log", str(log)]) == 0
    out = capsys.readouterr().out
    assert f"game mouche, preset {preset}, {players} players" in out and "outcomes: shared" in out
    assert sim.main(["--replay", str(log)]) == 0
    assert "replayed identically" in capsys.readouterr().out
    records = [r for r in read_records(log.read_text(encoding="utf-8").splitlines())]
    assert records[-1]["outcome"] == "session_end" and sum(records[-1]["purses_after"]) == 100 * players


def test_the_simulators_rounds_are_the_rules_rounds(tmp_path, capsys) -> None:
    log = tmp_path / "mouche.jsonl"
    assert sim.main(["--game", "mouche", "--players", "3", "--rounds", "2", "--ai", "random", "--log", str(log)]) == 0
    records = list(read_records(log.read_text(encoding="utf-8").splitlines()))
    assert all(r["rules"]["rounds"] == 2 for r in records)  # the session's length is the record's
    assert 6 <= len(records) - 1 <= 9  # two rounds of three deals, and at most three to play off the mouches
