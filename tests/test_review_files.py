"""A deal shared as a file (issue 24): written as one JSON object on one line, read back
the same; anything else — damaged, hostile, or a deal the rules could not have played —
refused with one line, never anything else escaping, and the file left where it lies."""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.engine import Session
from game.engine.games import GAMES, spec
from game.engine.record import deal_record
from game.review import file as deal_file
from game.review.verdict import Option, Verdict

FUZZ = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def a_record(game: str, seed: int = 5) -> dict:
    engine = spec(game)
    session = Session(engine.rules.preset_named(engine.rules.DEFAULT_PRESET), engine.min_players + 1
                      if engine.min_players + 1 <= engine.max_players else engine.min_players, seed=seed, rounds=1)
    deal = session.next_deal()
    deal.play_out(random.Random(seed).random)
    return deal_record(deal, session.seed)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_deal_saved_reads_back_the_same(tmp_path: Path, game: str) -> None:
    record = a_record(game)
    verdict = Verdict(record["deal"], 0, 0, 0, "card", "KS", "KS", 1.0, 1.0, (Option("KS", 1.0),), "jetons")
    shared = deal_file.SharedDeal(record, ("You", "Anne", "Bruno", "Claire", "Denis")[:record["players"]], 0,
                                  "expert", ())
    path = deal_file.write(tmp_path / deal_file.file_name(record), shared)
    text = path.read_text(encoding="utf-8")
    assert text.count("\n") == 1 and text.endswith("\n"), "one JSON object on one line"
    assert deal_file.read(path) == shared
    assert {k: v for k, v in json.loads(text).items() if k not in deal_file.EXTRA} == record
    assert verdict.to_dict()["deal"] == record["deal"]


def test_a_review_kept_in_a_file_reads_back_the_same(tmp_path: Path) -> None:
    record = a_record("bete")
    verdicts = (Verdict(record["deal"], 0, 0, 2, "talk", "pass", "play", -1.0, 2.5,
                        (Option("play", 2.5, 0.6, 0.0), Option("pass", -1.0, 0.0, 0.4)), "jetons"),)
    shared = deal_file.SharedDeal(record, None, 0, "heuristic", verdicts)
    back = deal_file.read(deal_file.write(tmp_path / "deal.json", shared))
    assert back.verdicts == verdicts and back.verdicts[0].loss == 3.5


@pytest.mark.parametrize("content", [b"", b"   ", b"\x00\xff\xfe", b"[1, 2]", b'"a deal"', b"{" * 100_000,
                                     b'{"game": "bete"}', b'{"game": "chess", "deal": 1}',
                                     b'{"game": "bete", "outcome": "session_end"}'])
def test_a_file_that_is_no_deal_is_refused_in_one_line_and_left_alone(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "deal.json"
    path.write_bytes(content)
    with pytest.raises(deal_file.DealFileError) as refused:
        deal_file.read(path)
    assert "\n" not in str(refused.value) and path.read_bytes() == content


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    path = tmp_path / "deal.json"
    with open(path, "wb") as stream:
        stream.truncate(deal_file.MOST_BYTES + 1)
    with pytest.raises(deal_file.DealFileError, match="too large"):
        deal_file.read(path)


@pytest.mark.parametrize("game", list(GAMES))
def test_a_deal_that_does_not_replay_as_recorded_is_refused(game: str) -> None:
    record = a_record(game)
    record["purses_after" if "purses_after" in record else "scores_after"][0] += 1
    with pytest.raises(deal_file.DealFileError, match="does not replay"):
        deal_file.shared_deal(record)


@pytest.mark.parametrize("field, value", [("names", ["You"]), ("names", "You"), ("person", 9), ("person", True),
                                          ("opponents", "grandmaster"), ("review", {"a": 1}), ("review", [1])])
def test_extra_fields_that_this_program_does_not_write_are_refused(field: str, value: object) -> None:
    record = a_record("bete")
    record[field] = value
    with pytest.raises(deal_file.DealFileError):
        deal_file.shared_deal(record)


@FUZZ
@given(data=st.data())
def test_a_record_with_any_field_damaged_is_read_or_refused_in_one_line(data: st.DataObject) -> None:
    record = copy.deepcopy(a_record(data.draw(st.sampled_from(list(GAMES)))))
    for _ in range(data.draw(st.integers(1, 3))):
        field = data.draw(st.sampled_from(sorted(record) + list(deal_file.EXTRA)))
        record[field] = data.draw(json_values)
    try:
        deal_file.shared_deal(record)
    except deal_file.DealFileError as exc:
        assert "\n" not in str(exc)


def test_the_deals_saved_are_listed_newest_first(tmp_path: Path) -> None:
    old, new = tmp_path / "a.json", tmp_path / "b.json"
    old.write_text("{}")
    new.write_text("{}")
    (tmp_path / "notes.txt").write_text("")
    import os

    os.utime(old, (1_000_000, 1_000_000))
    assert deal_file.saved_deals([tmp_path, tmp_path / "missing"]) == [new, old]
