"""Cotton's Beast (1674), preset ``cotton_1674`` (shared/spec/bete-rules.md, "Beast").

No bidding; every player stakes 1 jeton into each of the King, the Play and the Triolet
every deal; five cards each (2+3 or 3+2), next card turned for trump, the play rules of
Bête.  Most tricks sweeps the Play, the holder of the King of trumps sweeps the King, a
player dealt three of a rank sweeps the Triolet (the highest rank if two); a heap nobody
wins stays.  The outcome is "beast".

Four players, the dealer is seat 3, so seat 0 is eldest and leads; purses start at 100.
"""
from __future__ import annotations

import random

import pytest

from game.engine import Card, IllegalAction, RuleSetError, Session, Table, Transfer
from game.engine.bete import Call, preset
from game.engine.record import deal_record

from helpers import deal_stacked, jetons, new_session, play_tricks

BEAST = preset("cotton_1674")

# Trump hearts (upcard 8H).  Seat 0 takes three tricks, seat 2 is dealt KH, seat 1 is dealt
# three Eights (8S 8D 8C) and nobody else three of a rank.
SINGLE = [
    (0, "KS 8S 9S 10S"),  # 0
    (0, "KD 8D 10D 9D"),  # 0
    (0, "QC 8C JC AC"),  # 0 (the King of clubs is in the talon)
    (0, "9H 10H KH JH"),  # 2, with the King of trumps
    (2, "AS JS AD QS"),  # 1 (Écarté: Q above J above A)
]
# As SINGLE, but seat 3 is also dealt three Jacks (10S 9D JC JH JS): two triplets.
TWO_TRIPLETS = [
    (0, "KS 8S 9S 10S"),
    (0, "KD 8D 10D 9D"),
    (0, "QC 8C AC JC"),
    (0, "9H 10H KH JH"),
    (2, "AS JS AD QS"),
]
# Trump hearts, the King of hearts is the upcard.  Tricks 0, 0, 1, 1, 2: a tie for most;
# no triplet dealt.
TIE = [
    (0, "KS 8S 9S 10S"),  # 0
    (0, "KD 9D 8D AD"),  # 0
    (0, "8C KC 9C 10C"),  # 1
    (1, "QH 8H 9H 10H"),  # 1
    (1, "JD JH AC JS"),  # 2 trumps
]


def settlement(deal):
    return [(t.source, t.target, t.jetons) for t in deal.books.transfers[deal.ante_count :]]


def beast_deal(tricks, upcard, session=None):
    session = session or new_session(rules=BEAST)
    deal = deal_stacked(session, tricks, upcard=upcard)
    play_tricks(deal, tricks)
    assert deal.is_over
    return deal


def test_beast_preset():
    assert BEAST.beast_heaps and BEAST.preset == "cotton_1674"
    assert [r.code for r in BEAST.ranking.order][:4] == ["K", "Q", "J", "A"]


def test_beast_has_no_bidding_the_deal_starts_in_play():
    deal = deal_stacked(new_session(rules=BEAST), SINGLE, upcard="8H")
    assert deal.phase.value == "play"
    assert deal.to_act == deal.eldest == 0
    assert all(isinstance(a, Card) for a in deal.legal_actions())
    for call in (Call.PLAY, Call.PASS, Call.CONTRE):
        with pytest.raises(IllegalAction):
            deal.apply(call)
    assert deal.declarer is None and deal.calls == []


def test_beast_each_player_stakes_one_into_each_heap():
    deal = deal_stacked(new_session(rules=BEAST), SINGLE, upcard="8H")
    assert [(t.source, t.target, t.jetons) for t in deal.books.transfers] == [
        (s, heap, 1) for heap in ("king", "play", "triolet") for s in range(4)
    ]
    table = deal.books.table(0)
    assert (table.king, table.play, table.triolet) == (4, 4, 4)
    # no game, no fiches, no dealer's jeton, no bête
    assert (table.game, table.fiches, table.betes) == (0, 0, ())
    assert deal.books.purses == [97, 97, 97, 97]


def test_beast_outcome_is_beast():
    deal = beast_deal(SINGLE, "8H")
    assert deal.outcome == "beast"
    record = deal_record(deal, 0)
    assert record["outcome"] == "beast"
    assert record["calls"] == [] and record["declarer"] is None and record["contre"] is None
    assert record["table_after"]["play"] == 0 and "triolet" in record["table_after"]


def test_beast_most_tricks_sweeps_the_play():
    deal = beast_deal(SINGLE, "8H")
    assert deal.tricks_won == [3, 1, 1, 0]
    assert ("play", 0, 4) in settlement(deal)
    assert deal.table_after.play == 0


def test_beast_tie_for_most_tricks_leaves_the_play():
    deal = beast_deal(TIE, "KH")
    assert deal.tricks_won == [2, 2, 1, 0]
    assert not [t for t in settlement(deal) if t[0] == "play"]
    assert deal.table_after.play == 4


def test_beast_king_of_trumps_holder_sweeps_the_king():
    deal = beast_deal(SINGLE, "8H")
    assert deal.king_holder == 2
    assert ("king", 2, 4) in settlement(deal)
    assert deal.table_after.king == 0


def test_beast_king_of_trumps_not_dealt_leaves_the_king():
    deal = beast_deal(TIE, "KH")  # the King of trumps is the upcard
    assert deal.king_holder is None
    assert not [t for t in settlement(deal) if t[0] == "king"]
    assert deal.table_after.king == 4


def test_beast_triplet_sweeps_the_triolet():
    deal = beast_deal(SINGLE, "8H")
    assert {str(c) for c in deal.dealt_hand(1)} >= {"8S", "8D", "8C"}  # three Eights
    assert all(len({c.rank for c in deal.dealt_hand(s)}) >= 4 for s in (0, 2, 3))  # no other triplet
    assert ("triolet", 1, 4) in settlement(deal)
    assert deal.table_after.triolet == 0


def test_beast_highest_triplet_wins_if_two():
    deal = beast_deal(TWO_TRIPLETS, "8H")
    # seat 1 holds three Eights, seat 3 three Jacks: the Jacks are higher
    assert sum(1 for c in deal.dealt_hand(3) if c.rank.code == "J") == 3
    assert sum(1 for c in deal.dealt_hand(1) if c.rank.code == "8") == 3
    assert [t for t in settlement(deal) if t[0] == "triolet"] == [("triolet", 3, 4)]


def test_beast_no_triplet_leaves_the_triolet():
    deal = beast_deal(TIE, "KH")
    assert not [t for t in settlement(deal) if t[0] == "triolet"]
    assert deal.table_after.triolet == 4


def test_beast_full_settlement_of_one_deal():
    deal = beast_deal(SINGLE, "8H")
    assert deal.books.transfers[deal.ante_count :] == [
        Transfer("play", 0, 4, "most tricks: the Play"),
        Transfer("king", 2, 4, "the King of trumps: the King"),
        Transfer("triolet", 1, 4, "three of a rank: the Triolet"),
    ]
    assert deal.books.purses == [101, 101, 101, 97]
    assert deal.table_after == Table()


def test_beast_heaps_nobody_wins_stay_for_the_next_deal():
    session = new_session(rules=BEAST, rounds=2)
    first = beast_deal(TIE, "KH", session)
    session.finish_deal()
    assert session.table == Table(king=4, play=4, triolet=4)
    session.dealer = 3  # stack the next deal with seat 0 eldest again
    second = deal_stacked(session, SINGLE, upcard="8H")
    # everyone stakes again on top of what stayed
    table = second.books.table(0)
    assert (table.king, table.play, table.triolet) == (8, 8, 8)
    play_tricks(second, SINGLE)
    assert settlement(second) == [("play", 0, 8), ("king", 2, 8), ("triolet", 1, 8)]
    assert second.table_after == Table()
    assert jetons(second.books.purses, second.table_after) == 400
    assert first.outcome == second.outcome == "beast"


def test_beast_plays_by_the_trick_rules_of_bete():
    deal = deal_stacked(new_session(rules=BEAST), [(0, "KS")], upcard="8H", hands={1: "8S 9D 10D 9H 10H"})
    deal.apply(Card.parse("KS"))
    assert deal.legal_actions() == (Card.parse("8S"),)
    with pytest.raises(IllegalAction) as err:
        deal.apply(Card.parse("9H"))
    assert err.value.rule == "follow_suit"


@pytest.mark.parametrize("packets, allowed", [("2+3", True), ("3+2", True), ("2+2+1", False), ("2+1+2", False)])
def test_beast_deals_2_3_or_3_2(packets, allowed):
    if allowed:
        rules = BEAST.with_toggle("deal_packets", packets)
        deal = Session(rules, 4, 1).next_deal()
        assert all(len(deal.hand(s)) == 5 for s in range(4))
    else:
        with pytest.raises(RuleSetError):
            BEAST.with_toggle("deal_packets", packets)


def test_beast_jetons_are_conserved_over_random_sessions():
    for seed in range(20):
        players = 3 + seed % 3
        session = Session(BEAST, players, seed, rounds=1)
        rng = random.Random(seed)
        while session.wants_deal:
            deal = session.next_deal()
            assert deal.phase.value == "play"
            deal.play_out(rng.random)
            assert deal.outcome == "beast"
            session.finish_deal()
            assert session.table.betes == () and session.table.fiches == 0 and session.table.game == 0
            assert jetons(session.purses, session.table) == players * BEAST.purse
        session.end()
        assert session.table.jetons(5) == 0
        assert sum(session.purses) == players * BEAST.purse
