"""Hostile and broken files: settings, saves and deal records that are empty, truncated,
random bytes, huge, of another version, with fields of the wrong type, or describing a
state the game could not reach (a card twice, jetons that do not add up, an illegal
card).  Each is refused with one line, set aside where it lies in the user's folder, and
the game starts all the same.  Nothing is ever loaded with pickle or eval."""
from __future__ import annotations

import copy
import json
import random
from pathlib import Path

import pygame
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz import examples

from game import storage
from game.engine import RecordError, Session
from game.engine.bete import PRESETS
from game.engine.loop import play_session
from game.engine.record import deal_record, read_records, replay, share_out_record
from game.ai import make_player
from game.settings import Settings
from game.ui import save
from game.ui.app import App
from game.ui.title_scene import TitleScene

FUZZ = settings(max_examples=examples(60), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=12,
)


def good_save(tmp: Path) -> dict:
    """A save in the middle of a deal, as the table writes it."""
    session = Session(PRESETS["le_gras_1739"], 4, seed=12, rounds=1)
    deal = session.next_deal()
    rng = random.Random(3)
    for _ in range(9):
        deal.apply(deal.legal_actions()[int(rng.random() * len(deal.legal_actions()))])
    return save.snapshot(session, ["You", "Anne", "Bruno", "Claire"], "heuristic", [], [100] * 4, 0)


def settings_file() -> Path:
    return Settings.path()


def set_aside_files(home: Path, name: str) -> list[Path]:
    return [p for p in home.iterdir() if p.name.startswith(f"{name}.corrupt-")]


# ----------------------------------------------------------------------------- settings
BROKEN_BYTES = [
    b"",
    b"   \n",
    b'{"kind": "la-bete settings", "version": 1, "players": 5',  # truncated
    b"\x00\xff\xfe garbage \x80",
    b"[1, 2, 3]",
    b'{"kind": "la-bete settings", "version": 99}',
    b'{"kind": "something else", "version": 1}',
    b'{"kind": "la-bete settings", "version": "1"}',
    b"[" * 100_000,  # deeper than any parser should follow
    b'{"kind": "la-bete settings", "version": 1, "players": ' + b"9" * 5000 + b"}",
]


@pytest.mark.parametrize("content", BROKEN_BYTES, ids=range(len(BROKEN_BYTES)))
def test_broken_settings_are_set_aside_with_one_line(home: Path, content: bytes) -> None:
    settings_file().write_bytes(content)
    reports: list[str] = []
    assert Settings.load(report=reports.append) == Settings()
    assert len(reports) == 1 and "\n" not in reports[0] and "settings.json" in reports[0]
    assert not settings_file().exists() and len(set_aside_files(home, "settings.json")) == 1


def test_huge_settings_file_is_refused_unread(home: Path) -> None:
    with open(settings_file(), "wb") as stream:
        stream.write(b'{"kind": "la-bete settings", "version": 1, "name": "')
        stream.write(b"x" * (storage.MAX_FILE_BYTES + 10))
        stream.write(b'"}')
    reports: list[str] = []
    assert Settings.load(report=reports.append) == Settings()
    assert len(reports) == 1 and "too large" in reports[0]


@given(field=st.sampled_from([f for f in Settings().to_dict() if f not in ("kind", "version")]), value=json_values)
@FUZZ
def test_settings_with_a_field_of_any_value_load_or_are_refused_in_one_line(home: Path, field: str, value) -> None:
    data = Settings().to_dict() | {field: value}
    settings_file().write_text(json.dumps(data), encoding="utf-8")
    reports: list[str] = []
    loaded = Settings.load(report=reports.append)
    if reports:
        assert len(reports) == 1 and loaded == Settings() and not settings_file().exists()
    else:
        kept = getattr(loaded, field)
        kept = list(kept) if field == "seat_levels" else kept  # a tuple in the settings, a list in the file
        assert kept == value or field == "games"  # tables and toggles filled in
    for p in home.iterdir():
        p.unlink()


@given(st.binary(max_size=300))
@FUZZ
def test_settings_of_random_bytes_never_stop_the_game(home: Path, content: bytes) -> None:
    settings_file().write_bytes(content)
    reports: list[str] = []
    Settings.load(report=reports.append)
    assert len(reports) <= 1
    for p in home.iterdir():
        p.unlink()


# ----------------------------------------------------------------------------- saves
def write_save(data) -> None:
    save.path().parent.mkdir(parents=True, exist_ok=True)
    save.path().write_text(json.dumps(data), encoding="utf-8")


IMPOSSIBLE = {
    "a card twice in the pack": lambda d: d["session"]["deal"]["order"].__setitem__(1, d["session"]["deal"]["order"][0]),
    "a card not in the pack": lambda d: d["session"]["deal"]["order"].__setitem__(0, "2S"),
    "jetons made from nothing": lambda d: d["session"]["purses"].__setitem__(0, d["session"]["purses"][0] + 5),
    "jetons lost": lambda d: d["session"]["table"].__setitem__("game", d["session"]["table"]["game"] + 3),
    "an illegal card": lambda d: d["session"]["deal"]["actions"].append("2S"),
    "a call during the play": lambda d: d["session"]["deal"]["actions"].append("contre"),
    "a purse missing": lambda d: d["session"]["purses"].pop(),
    "a damaged random stream": lambda d: d["session"]["rng"][1].pop(),
    "a dealer not at the table": lambda d: d["session"].__setitem__("dealer", 7),
    "more players than the game allows": lambda d: d["session"].__setitem__("players", 9),
    "a rule that does not exist": lambda d: d["session"]["rules"].__setitem__("jokers", True),
    "a person not at the table": lambda d: d.__setitem__("human", 4),
    "names missing": lambda d: d["names"].pop(),
    "a ledger line with a transfer to nowhere": lambda d: d["history"].append(
        {"deal": 1, "outcome": "win", "headline": "x", "purses_after": [100] * 4, "tricks": [],
         "transfers": [{"from": 0, "to": "purse", "jetons": 1, "why": "x"}]}),
    "the wrong version": lambda d: d.__setitem__("version", 1),
}


@pytest.mark.parametrize("damage", list(IMPOSSIBLE), ids=list(IMPOSSIBLE))
def test_a_save_claiming_an_impossible_state_is_refused(home: Path, damage: str) -> None:
    data = good_save(home)
    IMPOSSIBLE[damage](data)
    write_save(data)
    reports: list[str] = []
    assert save.read(report=reports.append) is None
    assert len(reports) == 1 and "\n" not in reports[0] and "session.json" in reports[0]
    assert len(set_aside_files(home, "session.json")) == 1 and not save.exists()


def test_the_good_save_itself_is_accepted(home: Path) -> None:
    write_save(good_save(home))
    reports: list[str] = []
    assert save.read(report=reports.append) is not None and not reports


def test_a_bad_save_falls_back_on_the_previous_one(home: Path) -> None:
    data = good_save(home)
    save.write(data)
    save.write(data)  # the first is now session.json.prev
    save.path().write_bytes(b'{"kind": "la-bete sess')  # and the newest is torn
    reports: list[str] = []
    assert save.read(report=reports.append) == data
    assert len(reports) == 1


@given(path=st.lists(st.sampled_from(["session", "deal", "order", "actions", "purses", "table", "rng", "rules",
                                      "history", "names", 0, 1, 2]), min_size=1, max_size=4), value=json_values)
@FUZZ
def test_a_save_with_any_field_of_any_value_is_loaded_or_refused_in_one_line(home: Path, path: list, value) -> None:
    data = good_save(home)
    node = data
    for key in path[:-1]:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            break
    try:
        node[path[-1]] = value
    except (IndexError, TypeError):
        pass
    write_save(data)
    reports: list[str] = []
    loaded = save.read(report=reports.append)
    assert (loaded is None) == bool(reports) and len(reports) <= 1
    if loaded is not None:
        save.restore(loaded)  # what was accepted really restores
    for p in home.iterdir():
        p.unlink()


@given(st.binary(max_size=400))
@FUZZ
def test_a_save_of_random_bytes_is_refused(home: Path, content: bytes) -> None:
    save.path().parent.mkdir(parents=True, exist_ok=True)
    save.path().write_bytes(content)
    reports: list[str] = []
    assert save.read(report=reports.append) is None and len(reports) == 1
    for p in home.iterdir():
        p.unlink()


def test_the_game_starts_with_every_file_broken(home: Path) -> None:
    settings_file().write_bytes(b"\x00 not json")
    write_save({"kind": "la-bete session", "version": 2, "session": {"players": "four"}})
    (home / "statistics.json").write_bytes(b'{"kind": "la-bete statistics", "version": 1, "tallies": 7}')
    app = App(size=(1280, 800), save_settings=False, report=lambda line: None)
    try:
        title = TitleScene(app)
        app.push(title)
        app.run(max_frames=3)
        title.cont()  # the save is refused: Continue goes away, the title stays
        app.run(max_frames=3)
        assert app.scene is title and not title.has_save
        notices = [text for text, _ in app.notices]
        assert len(notices) == 2 and "settings.json" in notices[0] and "session.json" in notices[1]
        title.new_game()
        app.run(max_frames=3)
        assert app.scene is not title
        assert [text for text, _ in app.notices][2:] and "statistics.json" in app.notices[2][0]
    finally:
        pygame.quit()


# ----------------------------------------------------------------------------- deal records
@pytest.fixture(scope="module")
def records() -> list[dict]:
    session = Session(PRESETS["le_gras_1739"], 4, seed=5, deals=6)
    seats = [make_player("random", s) for s in range(4)]
    out: list[dict] = []
    share = play_session(session, seats, lambda deal: out.append(deal_record(deal, 5)))
    out.append(share_out_record(session, share))
    return out


@pytest.mark.parametrize("content", ["", "\n\n", "{", "[]", '"text"', "{}", '{"game": "poker"}', "nul\x00l"])
def test_record_lines_that_are_not_records_are_named(content: str) -> None:
    try:
        assert list(read_records(content.splitlines())) == []
    except RecordError as exc:
        assert str(exc).startswith("line ")


@given(st.text(max_size=200))
@FUZZ
def test_any_text_reads_as_records_or_fails_with_a_record_error(text: str) -> None:
    try:
        list(read_records(text.splitlines()))
    except RecordError:
        pass


@given(deal=st.integers(0, 6), field=st.sampled_from(
    ["rules", "seed", "deal", "players", "dealer", "hands", "upcard", "calls", "trump", "declarer", "contre",
     "tricks", "outcome", "purses_before", "table_before", "transfers", "talon"]), value=json_values)
@FUZZ
def test_a_damaged_record_replays_differently_or_fails_with_a_record_error(records, deal: int, field: str, value) -> None:
    damaged = copy.deepcopy(records)
    damaged[deal][field] = value
    try:
        again = replay(damaged)
    except RecordError:
        return
    assert again != damaged or damaged == records


@pytest.mark.parametrize("damage", [
    lambda r: r[1]["hands"][0].__setitem__(0, r[1]["hands"][1][0]),
    lambda r: r[2]["tricks"][0]["plays"].reverse(),
    lambda r: r[0]["hands"][2].pop(),
    lambda r: r[1].__setitem__("talon", r[1]["talon"] + ["AS"]),
], ids=["a card dealt twice", "cards in the wrong order", "a card missing", "a card too many"])
def test_a_record_that_is_impossible_does_not_replay(records, damage) -> None:
    damaged = copy.deepcopy(records)
    damage(damaged)
    with pytest.raises(RecordError):
        again = replay(damaged)
        assert again == damaged, "replayed to something else"
        raise AssertionError("an impossible record replayed")


@pytest.mark.parametrize("players", [False, True, 0, 1, -4, 4.0, "4", None])
@pytest.mark.parametrize("deal", [0, 3])
def test_a_record_whose_players_are_not_a_whole_number_is_refused(records, deal: int, players) -> None:
    damaged = copy.deepcopy(records)
    damaged[deal]["players"] = players
    with pytest.raises(RecordError, match="players"):
        replay(damaged)


@pytest.fixture(scope="module")
def bestia_records() -> list[dict]:
    from game.engine.bestia import BESTIA_PRESETS

    session = Session(BESTIA_PRESETS["bestia_roma"], 5, seed=8, deals=6)
    seats = [make_player("heuristic", s) for s in range(5)]
    out: list[dict] = []
    share = play_session(session, seats, lambda deal: out.append(deal_record(deal, 8)))
    out.append(share_out_record(session, share))
    return out


@given(deal=st.integers(0, 6), field=st.sampled_from(
    ["rules", "deal", "players", "dealer", "hands", "upcard", "stock", "buco", "talk", "form", "tricks",
     "reshuffle_seed", "purses_before", "table_before", "shares", "in_bestia"]), value=json_values)
@FUZZ
def test_a_damaged_bestia_record_replays_differently_or_fails_with_a_record_error(
        bestia_records, deal: int, field: str, value) -> None:
    damaged = copy.deepcopy(bestia_records)
    damaged[deal][field] = value
    try:
        again = replay(damaged)
    except RecordError:
        return
    if again == damaged and damaged != bestia_records:
        # only another chance seed for a deal whose stock never ran out is another true record
        talk = bestia_records[deal].get("talk", [])
        assert field == "reshuffle_seed" and not any(entry.get("reshuffled") for entry in talk), \
            f"a record damaged in {field} replayed as if it were true"


def test_the_bestia_records_themselves_replay(bestia_records) -> None:
    assert replay(bestia_records) == bestia_records
