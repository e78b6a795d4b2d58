"""Bésigue's deal records: every field of the ruling's record section in its binding
form, the reader (the pack as it lay, the choices in order), the replay of a session, and
hostile records: malformed, impossible or fuzzed ones raise RecordError naming the deal,
and nothing else ever escapes."""
from __future__ import annotations

import copy
import json
import random
import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz import examples

from game.engine.besigue import NO_MELD, REQUIRED, BesigueRules, deal_of, pack_order, recorded_actions
from game.engine.besigue.rules import BESIGUE_PRESETS
from game.engine.errors import RecordError
from game.engine.record import dumps, read_records, replay

from test_besigue_stacks import match, play, record_of, say, stack

CARD = re.compile(r"^(A|10|K|Q|J|9|8|7)[SHDC]\.[12]$")
FUZZ = settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])


def session(rules: BesigueRules, seed: int, games: int = 1) -> list[dict]:
    rng = random.Random(seed)
    table = match(rules, seed, games)
    records = []
    while table.wants_deal:
        deal = table.next_deal()
        deal.play_out(rng.random)
        records.append(record_of(deal, seed))
        table.finish_deal()
    return records


SESSION = session(BesigueRules().with_toggles({"second_seven": "play", "plain_sequence": 150}), 3, games=2)


def test_a_record_carries_every_field_of_the_ruling():
    record = SESSION[0]
    assert set(REQUIRED) <= set(record) and record["game"] == "besigue" and record["players"] == 2
    assert set(record["rules"]) == {t.name for t in BesigueRules.toggles()}
    assert record["rules"]["preset"] == "custom" and record["rules"]["plain_sequence"] == 150
    assert len(record["hands"]) == 2 and all(len(h) == 8 for h in record["hands"])
    cards = record["hands"][0] + record["hands"][1] + [record["upcard"]] + record["stock"]
    assert len(set(cards)) == 64 and all(CARD.match(c) for c in cards)
    assert record["trump"] == record["upcard"][-3] and record["trump_from"] == "upcard"
    for t, trick in enumerate(record["tricks"]):
        assert set(trick) == {"leader", "plays", "winner", "melds", "seven", "draws"}
        assert trick["plays"][0][0] == trick["leader"] and all(p[2] in ("hand", "table") for p in trick["plays"])
        assert len(trick["melds"]) <= 1 and len(trick["draws"]) in (0, 2)
        assert trick["seven"] is None or isinstance(trick["seven"], (dict, list))
        if t >= 24:
            assert not trick["melds"] and not trick["draws"] and all(p[2] == "hand" for p in trick["plays"])
    assert record["scores_before"] == [0, 0] and record["outcome"] in ("next_deal", record["outcome"])


def test_records_of_every_preset_replay_identically_and_read_back_from_json_lines():
    for name, rules in BESIGUE_PRESETS.items():
        records = session(rules, 17, games=1)
        lines = [dumps(r) + "\n" for r in records]
        assert list(read_records(lines)) == records
        assert replay(list(read_records(lines))) == records


def test_the_reader_gives_the_pack_as_it_lay_and_every_choice_in_order():
    deal = match(BesigueRules(), 9).next_deal()
    order = list(deal.order)
    deal.play_out(random.Random(1).random)
    record = record_of(deal)
    assert pack_order(record) == order
    again = deal_of(record)
    for action in recorded_actions(record):
        again.apply(action)
    assert record_of(again) == record


def test_a_meld_and_a_seven_in_one_trick_read_back_in_the_order_made():
    for first, second in (("marriage KH.1 QH.1", "exchange 7C.1"), ("exchange 7C.1", "marriage KH.1 QH.1")):
        deal = stack({0: "10D.1 7C.1 KH.1 QH.1"})
        play(deal, "10D.1 9S.1")
        say(deal, first)
        say(deal, second)
        deal.play_out(random.Random(2).random)
        record = record_of(deal)
        actions = [a.code if hasattr(a, "code") else str(a) for a in recorded_actions(record)]
        assert actions[2:4] == [first, second]


def test_no_meld_is_read_back_where_a_declaration_was_left_open():
    deal = stack({0: "10D.1 KH.1 QH.1"})
    play(deal, "10D.1 9S.1")
    say(deal, "no_meld")
    deal.play_out(random.Random(3).random)
    assert recorded_actions(record_of(deal))[2] is NO_MELD


def test_the_claim_record_has_no_draw_after_the_winning_trick():
    deal = stack({0: "10D.1 KH.1 QH.1"}, scores=(990, 0))
    play(deal, "10D.1 9S.1")
    say(deal, "marriage KH.1 QH.1")
    record = record_of(deal)
    assert record["outcome"] == {"winner": 0, "how": "claim"} and record["tricks"][-1]["draws"] == []
    assert record["scores_after"] == [1010, 0] and replay([record]) == [record]


def test_two_seven_events_in_one_trick_make_a_list():
    deal = stack({0: "7C.1 7H.1", 1: "7C.2 9S.1"}, upcard="8C.1", second_seven="play")
    play(deal, "7C.1 7C.2")
    deal.play_out(random.Random(4).random)
    record = record_of(deal)
    assert record["tricks"][0]["seven"] == [
        {"seat": 0, "action": "play", "card": "7C.1", "points": 10},
        {"seat": 1, "action": "play", "card": "7C.2", "points": 10}]
    assert [e["why"] for e in record["score_events"][:2]] == ["seven_played", "seven_played"]


# ----------------------------------------------------------------------------- hostile
def damaged(change) -> list[dict]:
    records = copy.deepcopy(SESSION)
    change(records)
    return records


def swap_plays(r: list[dict]) -> None:
    plays = r[0]["tricks"][30]["plays"]
    plays[0][1], plays[1][1] = plays[1][1], plays[0][1]


IMPOSSIBLE = {
    "a card twice in the pack": lambda r: r[0]["stock"].__setitem__(0, r[0]["stock"][1]),
    "a card not in the pack": lambda r: r[0]["stock"].__setitem__(0, "6S.1"),
    "a card without its copy": lambda r: r[0]["hands"][0].__setitem__(0, r[0]["hands"][0][0][:-2]),
    "a hand too short": lambda r: r[0]["hands"][1].pop(),
    "the plays of a last trick swapped": swap_plays,
    "a meld nobody could declare": lambda r: r[0]["tricks"][0]["melds"].append(
        {"seat": r[0]["tricks"][0]["winner"], "kind": "double_besigue", "from_hand": ["QS.1", "QS.2", "JD.1", "JD.2"],
         "from_table": [], "points": 500}),
    "a meld of an unknown kind": lambda r: r[0]["tricks"][0]["melds"].append(
        {"seat": 0, "kind": "four_tens", "from_hand": [], "from_table": [], "points": 0}),
    "a card played from the table that lay in the hand":
        lambda r: r[0]["tricks"][0]["plays"][0].__setitem__(2, "table"),
    "scores not carried": lambda r: r[1]["scores_before"].__setitem__(0, r[1]["scores_before"][0] + 5),
    "the dealer not alternating": lambda r: r[1].__setitem__("dealer", r[0]["dealer"]),
    "another seed": lambda r: r[1].__setitem__("seed", 4),
    "a preset its toggles are not": lambda r: [x["rules"].__setitem__("preset", "boussac_1896") for x in r],
    "a rule that does not exist": lambda r: r[0]["rules"].__setitem__("jokers", True),
    "a toggle of the wrong type": lambda r: r[0]["rules"].__setitem__("turn_up", 1),
    "a record that stops early": lambda r: r[0]["tricks"].pop(),
    "a trick more": lambda r: r[-1]["tricks"].append(r[-1]["tricks"][-1]),
    "a deal number out of turn": lambda r: r[1].__setitem__("deal", 5),
    "a seat that is not one": lambda r: r[0]["tricks"][0]["plays"][0].__setitem__(0, True),
    "an upcard without a turn-up": lambda r: [x["rules"].__setitem__("turn_up", False) for x in r],
    "not a Bésigue record": lambda r: r[0].__setitem__("game", "bete"),
    "a record that is a list": lambda r: r.__setitem__(1, []),
    "a field missing": lambda r: r[0].pop("stock"),
}


@pytest.mark.parametrize("damage", list(IMPOSSIBLE), ids=list(IMPOSSIBLE))
def test_an_impossible_record_is_refused_naming_the_deal_or_replays_differently(damage):
    """A record the rules could not have written is refused in one line naming the deal;
    one whose own choices are legal but whose account does not follow from the deal before
    (scores, seed, deal number) replays to other records, which the replay's comparison names."""
    records = damaged(IMPOSSIBLE[damage])
    try:
        again = replay(records)
    except RecordError as caught:
        message = str(caught)
        assert "\n" not in message and re.match(r"^(deal \d+|a record|the first record)\b", message), message
    else:
        assert again != records, "an impossible record replayed as if it were true"


def test_the_undamaged_session_replays():
    assert replay(copy.deepcopy(SESSION)) == SESSION


def nested(inner: st.SearchStrategy) -> st.SearchStrategy:
    return st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["QS.1", "7C.2", "hand", "table", "marriage", "exchange", "play", "claim", "upcard"]),
    nested,
    max_leaves=12,
)
KEYS = st.sampled_from(sorted(set(REQUIRED) | {"game_number", "leader", "plays", "winner", "melds", "seven", "draws",
                                               "seat", "kind", "from_hand", "from_table", "points", "action", "card",
                                               "why", "preset", "hand_size", "turn_up"}))


@given(record=st.integers(0, 2), path=st.lists(KEYS | st.integers(0, 40), min_size=1, max_size=5),
       value=json_values, delete=st.booleans())
@FUZZ
def test_a_fuzzed_session_replays_or_is_refused_with_one_record_error(record, path, value, delete):
    records = copy.deepcopy(SESSION[:3])  # the session's first three deals replay on their own
    node = records[record]
    for key in path[:-1]:
        try:
            node = node[key]
        except (KeyError, IndexError, TypeError):
            break
    try:
        if delete:
            del node[path[-1]]
        else:
            node[path[-1]] = value
    except (KeyError, IndexError, TypeError):
        pass
    try:
        replay(records)
    except RecordError as refused:
        assert "\n" not in str(refused)


@given(st.binary(max_size=300))
@FUZZ
def test_lines_of_random_bytes_are_refused_with_one_record_error(content):
    try:
        for record in read_records(content.decode("utf-8", "replace").splitlines()):
            replay([record])
    except RecordError:
        pass


def test_a_record_from_json_with_a_huge_number_does_not_replay_as_written():
    record = copy.deepcopy(SESSION[0])
    record["deal"] = 10 ** 40
    records = [record, copy.deepcopy(SESSION[1])]
    try:
        assert replay(records) != records
    except RecordError:
        pass
    assert json.loads(dumps(SESSION[0])) == SESSION[0]
