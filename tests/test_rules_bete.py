"""One test per rule of shared/spec/bete-rules.md, each on a stacked deal that shows the rule.

Unless a test says otherwise: four players (28 cards: 8 9 10 J Q K A), the dealer is seat 3,
so eldest hand is seat 0 and seats play in the order 0, 1, 2, 3; purses start at 100,
fiche 5.  On a fresh table the antes are a fiche (5), a jeton for the game and one for the
King from everyone, and the dealer's jeton: game 5, King 4, four fiches, one at stake, so
V = 5 + 5 = 10, and purses are 93, 93, 93, 92 before the settlement.

Tricks are written (leader, "cards in order of play"); the hands are read off them.
"""
from __future__ import annotations

import random

import pytest

from game.engine import (
    ACE_HIGH, Card, ECARTE, IllegalAction, Rank, RuleSetError, Session, Table, Transfer, apply_transfers, parse_cards,
)
from game.engine.bete import Call, RuleSet, bete_pack, preset
from game.engine.errors import EngineError
from game.engine.record import deal_record, share_out_record

from helpers import act, cards, deal_stacked, jetons, new_session, play_tricks

FRESH_V = 10
AFTER_ANTES = [93, 93, 93, 92]

# -------------------------------------------------------------------- deals
# Trump hearts (upcard KH: nobody holds the King of trumps).  0 takes tricks 1-3, 1 the
# fourth, 2 the fifth.
WIN3 = [
    (0, "KS 8S 9S 10S"),
    (0, "KD 8D 9D 10D"),
    (0, "KC 8C 9C 10C"),
    (0, "8H QH 9H 10H"),  # 1
    (1, "JS QS AS JD"),  # 2 (Écarté: Q above J above A); 0 discards
]
# Trump hearts (upcard KH).  0 takes the first two tricks, then 1, 2 and 3 one each.
FIRST_TWO = [
    (0, "KS 8S 9S 10S"),
    (0, "KD 8D 9D 10D"),
    (0, "8C KC 9C 10C"),  # 1
    (1, "8H QH 9H 10H"),  # 2
    (2, "JS QS JD JC"),  # 3
]
# Trump diamonds (upcard AD); seat 0 is dealt KD, the King of trumps.  0 takes the first
# two tricks, then 1 takes the last three.
FIRST_TWO_THEN_THREE = [
    (0, "KS 8S 9S 10S"),
    (0, "KD 8D 9D 10D"),
    (0, "8C KC 9C 10C"),  # 1
    (1, "QH 8H 9H 10H"),  # 1
    (1, "QC JS QS JH"),  # 1: nobody else holds a club or a trump
]
# Trump clubs (upcard AC); seat 0 is dealt KC, the King of trumps.  Tricks go 0, 1, 0, 1, 3:
# 2-2-1 with 0's two not being the first two.
NULL_2_2_1 = [
    (0, "KS 8S 9S 10S"),  # 0
    (0, "8D KD 9D 10D"),  # 1
    (1, "8C 9C 10C KC"),  # 0, with the King of trumps
    (0, "8H QH 9H 10H"),  # 1
    (1, "JD JH QD JS"),  # 3
]
# Trump hearts (upcard KH).  0 takes all five tricks.
VOLE = [
    (0, "KS 8S 9S 10S"),
    (0, "KD 8D 9D 10D"),
    (0, "KC 8C 9C 10C"),
    (0, "QH 8H 9H 10H"),
    (0, "JH JS JD JC"),
]
# Trump hearts (upcard KH).  1 takes all five tricks; 0 takes none.
DEVOLE = [
    (0, "8S KS 9S 10S"),
    (1, "KD 9D 10D 8D"),
    (1, "KC 9C 10C 8C"),
    (1, "QH 9H 10H 8H"),
    (1, "JH JS JC JD"),
]


def settlement(deal):
    return [(t.source, t.target, t.jetons) for t in deal.books.transfers[deal.ante_count :]]


def antes(deal):
    return [(t.source, t.target, t.jetons) for t in deal.books.transfers[: deal.ante_count]]


def played(tricks, calls, upcard, *, session=None, **toggles):
    """A finished deal: stack it, bid ``calls``, play ``tricks``.  Returns (deal, V)."""
    session = session or new_session(**toggles)
    deal = deal_stacked(session, tricks, upcard=upcard)
    value = deal.value
    act(deal, calls)
    play_tricks(deal, tricks)
    assert deal.is_over
    return deal, value


def thrown_in(session, upcard="KH", hands=None, talon=""):
    """A deal in which everybody passes (every round, through any Curieuse)."""
    deal = deal_stacked(session, upcard=upcard, hands=hands, talon=talon)
    while not deal.is_over:
        deal.apply(Call.PASS)
    return deal


# ================================================================ seats, pack, dealing
def test_eldest_hand_is_the_seat_after_the_dealer():
    for players in (3, 4, 5, 7):
        for dealer in range(players):
            session = new_session(players=players, dealer=dealer)
            deal = session.next_deal()
            assert deal.dealer == dealer
            assert deal.eldest == (dealer + 1) % players
            assert deal.to_act == deal.eldest  # eldest calls first


def test_first_dealer_is_the_first_king_drawn():
    first_dealers = set()
    for seed in range(60):
        session = Session(RuleSet(), 4, seed)
        lot = session.lot
        # one card per seat in order from seat 0, until a King appears
        assert [seat for seat, _ in lot] == [i % 4 for i in range(len(lot))]
        assert lot[-1][1].rank is Rank.KING
        assert all(card.rank is not Rank.KING for _, card in lot[:-1])
        assert len({card for _, card in lot}) == len(lot)
        assert session.dealer == session.first_dealer == lot[-1][0]
        assert session.next_deal().dealer == lot[-1][0]
        first_dealers.add(session.first_dealer)
    assert len(first_dealers) > 1  # it is a lot, not a fixed seat


@pytest.mark.parametrize(
    "players, size, ranks",
    [
        (3, 28, "8 9 10 J Q K A"),
        (4, 28, "8 9 10 J Q K A"),
        (5, 32, "7 8 9 10 J Q K A"),
        (6, 36, "6 7 8 9 10 J Q K A"),
        (7, 36, "6 7 8 9 10 J Q K A"),
    ],
)
def test_pack_has_28_32_or_36_cards_by_player_count(players, size, ranks):
    pack = bete_pack(players)
    assert len(pack) == size
    assert {c.rank for c in pack.cards} == {Rank.parse(r) for r in ranks.split()}
    assert all(sum(1 for c in pack.cards if c.suit == s) == size // 4 for s in range(4))
    deal = Session(RuleSet(), players, 1).next_deal()
    hands = [set(deal.hand(s)) for s in range(players)]
    assert all(len(h) == 5 for h in hands)
    assert len(set().union(*hands)) == 5 * players  # disjoint
    assert len(deal.talon) == size - 5 * players
    assert deal.upcard == deal.talon[0] and all(deal.upcard not in h for h in hands)


def test_stacked_pack_must_be_exactly_the_pack_for_the_table():
    session = new_session(players=4)
    with pytest.raises(ValueError):
        session.next_deal(list(bete_pack(5).cards))  # 32 cards for four players


def test_packets_2_3_deal_order():
    session = new_session(players=4, dealer=3)
    order = list(bete_pack(4).cards)
    deal = session.next_deal(order)
    # two each from eldest (seat 0), dealer (seat 3) last, then three each
    assert deal.dealt_hand(0) == [order[i] for i in (0, 1, 8, 9, 10)]
    assert deal.dealt_hand(1) == [order[i] for i in (2, 3, 11, 12, 13)]
    assert deal.dealt_hand(2) == [order[i] for i in (4, 5, 14, 15, 16)]
    assert deal.dealt_hand(3) == [order[i] for i in (6, 7, 17, 18, 19)]
    assert deal.upcard == order[20]


def test_packets_2_1_2_deal_order():
    session = new_session(players=4, dealer=1, deal_packets="2+1+2")  # eldest is seat 2
    order = list(bete_pack(4).cards)
    deal = session.next_deal(order)
    assert deal.dealt_hand(2) == [order[i] for i in (0, 1, 8, 12, 13)]
    assert deal.dealt_hand(3) == [order[i] for i in (2, 3, 9, 14, 15)]
    assert deal.dealt_hand(0) == [order[i] for i in (4, 5, 10, 16, 17)]
    assert deal.dealt_hand(1) == [order[i] for i in (6, 7, 11, 18, 19)]  # the dealer, last
    assert deal.upcard == order[20]
    assert set(deal.hand(1)) == {order[i] for i in (6, 7, 11, 18, 19)}


@pytest.mark.parametrize("packets", ["2+3", "3+2", "2+2+1", "2+1+2"])
def test_packets_go_round_from_eldest_dealer_last(packets):
    players, dealer = 5, 2
    session = new_session(players=players, dealer=dealer, deal_packets=packets)
    order = list(bete_pack(players).cards)
    deal = session.next_deal(order)
    expected = {seat: [] for seat in range(players)}
    position = 0
    for size in map(int, packets.split("+")):
        for k in range(1, players + 1):  # eldest (dealer+1) first, dealer (dealer+5) last
            expected[(dealer + k) % players] += order[position : position + size]
            position += size
    for seat in range(players):
        assert deal.dealt_hand(seat) == expected[seat]
    assert deal.upcard == order[25]


def test_seven_players_leave_one_card_the_upcard():
    session = new_session(players=7, dealer=6)
    deal = session.next_deal()
    assert len(deal.talon) == 1 and deal.upcard == deal.talon[0]


# ================================================================ ranking and tricks
@pytest.mark.parametrize(
    "trick, winner",
    [
        ("AS KS JS QS", 1),  # King beats Queen, Jack and Ace
        ("10S AS 9S 8S", 1),  # Ace beats Ten
        ("AS 10S JS 9S", 2),  # Jack beats Ace
        ("JS QS AS 10S", 1),  # Queen beats Jack
    ],
)
def test_ecarte_ranking_king_beats_ace(trick, winner):
    assert RuleSet().ranking is ECARTE
    assert [r.code for r in ECARTE.order] == "K Q J A 10 9 8 7 6".split()
    session = new_session()
    deal = deal_stacked(session, [(0, trick)], upcard="KH")
    act(deal, "play pass pass pass")
    play_tricks(deal, [(0, trick)])
    assert deal.trick_winners == [winner]


def test_ace_high_ranks_ace_above_king():
    rules = preset("cady_1896")
    assert rules.ranking is ACE_HIGH
    assert [r.code for r in ACE_HIGH.order] == "A K Q J 10 9 8 7 6".split()
    session = new_session(rules=rules)
    deal = deal_stacked(session, [(0, "KS AS QS JS")], upcard="8H")
    act(deal, "play pass pass pass")
    play_tricks(deal, [(0, "KS AS QS JS")])
    assert deal.trick_winners == [1]
    # the same cards under Écarté ranking: the King wins
    deal = deal_stacked(new_session(), [(0, "KS AS QS JS")], upcard="8H")
    act(deal, "play pass pass pass")
    play_tricks(deal, [(0, "KS AS QS JS")])
    assert deal.trick_winners == [0]


def test_highest_card_of_the_led_suit_wins_an_untrumped_trick():
    # seat 1 is void in spades and holds no trump: its King of diamonds wins nothing
    session = new_session()
    deal = deal_stacked(session, [(0, "9S KD QS JS")], upcard="KH", hands={1: "8D 9D 8C 9C"})
    act(deal, "play pass pass pass")
    play_tricks(deal, [(0, "9S KD QS JS")])
    assert deal.trick_winners == [2]


def test_highest_trump_wins_the_trick():
    # trump hearts: 1 trumps with the 8, 3 overtrumps with the 10; the King of spades loses
    session = new_session()
    deal = deal_stacked(session, [(0, "KS 8H 9S 10H")], upcard="KH", hands={1: "8D 9D 8C 9C", 3: "10D JD 10C JC"})
    act(deal, "play pass pass pass")
    play_tricks(deal, [(0, "KS 8H 9S 10H")])
    assert deal.trick_winners == [3]


def _first_trick(hands, lead_cards, upcard="KH"):
    """A deal where seat 0 led and ``lead_cards`` were played in turn; ``hands`` gives the
    seats' other cards (the rest is filled with spare low cards)."""
    session = new_session()
    deal = deal_stacked(session, [(0, lead_cards)], upcard=upcard, hands=hands)
    act(deal, "play pass pass pass")
    for card in cards(lead_cards):
        deal.apply(card)
    return deal


def test_must_follow_suit():
    deal = _first_trick({1: "8S 9D 10D 9H 10H"}, "KS")
    assert deal.to_act == 1
    assert deal.legal_actions() == (Card.parse("8S"),)  # the spade only, not the trumps
    for card in parse_cards("9D 9H"):
        with pytest.raises(IllegalAction) as err:
            deal.apply(card)
        assert err.value.rule == "follow_suit"


def test_follow_suit_with_any_card_no_duty_to_head():
    deal = _first_trick({1: "8S QS 9D 10D 9H"}, "JS")
    assert set(deal.legal_actions()) == set(parse_cards("8S QS"))
    deal.apply(Card.parse("8S"))  # a lower spade is allowed
    assert deal.to_act == 2


def test_must_trump_when_void():
    deal = _first_trick({1: "9H 10H 8D 9D 10D"}, "KS")
    assert set(deal.legal_actions()) == set(parse_cards("9H 10H"))  # any trump, not a discard
    with pytest.raises(IllegalAction) as err:
        deal.apply(Card.parse("8D"))
    assert err.value.rule == "trump"
    deal.apply(Card.parse("9H"))
    assert deal.to_act == 2


def test_must_overtrump_a_trumped_trick():
    deal = _first_trick({1: "8D 9D 10D JD", 2: "JH 8H 8C 9C 10C"}, "KS 9H")
    assert deal.to_act == 2
    assert deal.legal_actions() == (Card.parse("JH"),)
    for card in parse_cards("8H 8C"):  # neither a lower trump nor a discard
        with pytest.raises(IllegalAction) as err:
            deal.apply(card)
        assert err.value.rule == "overtrump"
    deal.apply(Card.parse("JH"))


def test_free_discard_when_unable_to_overtrump():
    deal = _first_trick({1: "8D 9D 10D JD", 2: "8H 9H 8C 9C 10C"}, "KS QH")
    assert deal.to_act == 2
    assert set(deal.legal_actions()) == set(parse_cards("8H 9H 8C 9C 10C"))  # even a lower trump
    deal.apply(Card.parse("8C"))
    assert deal.to_act == 3


def test_illegal_card_error_names_the_rule():
    # trump spades; hearts led; seat 1 holds a heart
    deal = _first_trick({1: "8H 9D 10D 8S 9S"}, "KH", upcard="AS")
    with pytest.raises(IllegalAction) as err:
        deal.apply(Card.parse("9D"))
    assert str(err.value) == "must follow suit: you hold a heart"
    assert err.value.rule == "follow_suit"
    # refused cards change nothing
    assert deal.to_act == 1 and len(deal.hand(1)) == 5
    with pytest.raises(IllegalAction) as err:
        deal.apply(Card.parse("AD"))
    assert err.value.rule == "not_in_hand"

    deal = _first_trick({1: "8S 9D 10D JD QD"}, "KH", upcard="AS")
    with pytest.raises(IllegalAction) as err:
        deal.apply(Card.parse("9D"))
    assert err.value.rule == "trump" and str(err.value).startswith("must trump")

    deal = _first_trick({1: "9D 10D JD QD", 2: "JS 8S 8D 8C 9C"}, "KH 9S", upcard="AS")
    with pytest.raises(IllegalAction) as err:
        deal.apply(Card.parse("8S"))
    assert err.value.rule == "overtrump" and str(err.value).startswith("must overtrump")


def test_eldest_leads_first_trick_winner_leads_next():
    session = new_session()
    deal = deal_stacked(session, WIN3, upcard="KH")
    act(deal, "pass pass play pass")  # seat 2 declares
    assert deal.declarer == 2
    assert deal.to_act == 0  # eldest hand leads, not the declarer
    play_tricks(deal, WIN3)  # checks each leader: 0, 0, 0, 0 (winner of trick 3), 1 (winner of 4)
    record = deal_record(deal, 0)
    assert [t["leader"] for t in record["tricks"]] == [0, 0, 0, 0, 1]
    assert [t["winner"] for t in record["tricks"]] == deal.trick_winners == [0, 0, 0, 1, 2]


def test_everyone_plays_all_five_tricks():
    deal, _ = played(WIN3, "play pass pass pass", "KH")
    assert len(deal.trick_winners) == 5 and sum(deal.tricks_won) == 5
    assert all(not deal.hands[s] for s in range(4))
    assert len(deal.plays) == 20


# ================================================================ bidding
def test_bidding_goes_round_from_eldest_to_the_dealer():
    session = new_session(players=5, dealer=1)
    deal = deal_stacked(session)
    seats = []
    while deal.phase.value == "bidding" and len(seats) < 5:
        seats.append(deal.to_act)
        deal.apply(Call.PASS if len(seats) < 5 else Call.PLAY)
    assert seats == [2, 3, 4, 0, 1]  # seat s+1 acts after seat s, the dealer last
    assert deal.declarer == 1 and deal.to_act == 2


def test_first_to_say_play_is_the_declarer():
    deal = deal_stacked(new_session())
    assert deal.phase.value == "bidding"
    assert deal.legal_actions() == (Call.PLAY, Call.PASS)
    act(deal, "pass play")
    assert deal.declarer == 1
    assert set(deal.legal_actions()) == {Call.PASS, Call.CONTRE}
    with pytest.raises(IllegalAction):
        deal.apply(Call.PLAY)


def test_no_contre_before_play():
    deal = deal_stacked(new_session())
    assert Call.CONTRE not in deal.legal_actions()
    with pytest.raises(IllegalAction) as err:
        deal.apply(Call.CONTRE)
    assert err.value.rule == "contre_after_play"
    act(deal, "pass")
    with pytest.raises(IllegalAction):
        deal.apply(Call.CONTRE)
    assert deal.contre is None and deal.to_act == 1


def test_only_one_contre_and_it_ends_the_round():
    deal = deal_stacked(new_session())
    act(deal, "pass play contre")
    assert deal.declarer == 1 and deal.contre == 2
    # seat 3 never speaks: the round is over, the play begins with eldest
    assert deal.phase.value == "play"
    assert deal.to_act == 0
    assert [(s, c.value) for s, c in deal.calls] == [(0, "pass"), (1, "play"), (2, "contre")]
    with pytest.raises(IllegalAction):
        deal.apply(Call.CONTRE)


def test_passed_player_cannot_come_back():
    deal = deal_stacked(new_session())
    act(deal, "pass play pass pass")
    # seat 0 passed before seat 1 said play: the round ended at the dealer, seat 0 has no contre
    assert deal.phase.value == "play"
    assert deal.contre is None
    assert len(deal.calls) == 4
    with pytest.raises(IllegalAction):
        deal.apply(Call.CONTRE)


def test_contre_toggle_off_refuses_contre():
    deal = deal_stacked(new_session(contre=False))
    act(deal, "pass play")
    assert Call.CONTRE not in deal.legal_actions()
    with pytest.raises(IllegalAction):
        deal.apply(Call.CONTRE)
    assert deal.contre is None


# ================================================================ Curieuse and thrown-in deals
def test_curieuse_turns_next_card_and_everyone_stakes():
    session = new_session()
    deal = deal_stacked(session, upcard="8S", talon="9D")
    game_before = deal.books.game
    purses_before = list(deal.books.purses)
    act(deal, "pass pass pass pass")
    assert [str(c) for c in deal.turned] == ["8S", "9D"]
    assert deal.upcard == Card.parse("8S") and deal.trump_card == Card.parse("9D")
    assert deal.trump == Card.parse("9D").suit  # the new trump suit
    assert deal.books.game == game_before + 4
    assert deal.books.purses == [p - 1 for p in purses_before]
    assert deal.books.transfers[-4:] == [Transfer(s, "game", 1, "stake for the Curieuse") for s in range(4)]
    # a new round from eldest, in which a player who passed may now play
    assert deal.phase.value == "bidding" and deal.to_act == 0 and deal.declarer is None
    act(deal, "play pass pass pass")
    assert deal.declarer == 0 and deal.phase.value == "play"
    # V now counts the Curieuse stakes: game 5 + 4, one fiche
    assert deal.value == 9 + 5


def test_curieuse_appears_in_the_record_calls():
    session = new_session(curieuse=1)
    deal = deal_stacked(session, upcard="8S", talon="9D")
    act(deal, "pass pass pass pass pass pass pass pass")
    assert deal.outcome == "thrown_in"
    record = deal_record(deal, 0)
    assert record["calls"][4] == {"curieuse": "9D"}
    assert record["upcard"] == "8S" and record["trump"] == "D"


@pytest.mark.parametrize("allowed", [0, 1, 3])
def test_three_curieuses_at_most(allowed):
    session = new_session(curieuse=allowed)
    deal = deal_stacked(session, upcard="8S", talon="9D 10C JH QS")
    game_after_antes = deal.books.game
    rounds = 0
    while not deal.is_over:
        act(deal, "pass pass pass pass")
        rounds += 1
    assert rounds == allowed + 1
    assert len(deal.turned) == allowed + 1
    assert deal.outcome == "thrown_in"
    assert deal.books.game == game_after_antes + 4 * allowed
    with pytest.raises(RuleSetError):
        RuleSet().with_toggle("curieuse", 4)


def test_seven_players_no_curieuse():
    session = new_session(players=7, dealer=6, curieuse=3)
    deal = session.next_deal()
    game = deal.books.game
    act(deal, " ".join(["pass"] * 7))
    assert deal.outcome == "thrown_in"
    assert len(deal.turned) == 1
    assert deal.books.game == game  # no Curieuse stake


def test_thrown_in_pays_only_the_king():
    session = new_session(curieuse=0)
    deal = thrown_in(session, upcard="8H", hands={2: "KH"})
    assert deal.outcome == "thrown_in"
    assert deal.plays == [] and deal.declarer is None
    assert settlement(deal) == [("king", 2, 4)]
    assert deal.table_after == Table(game=5, king=0, fiches=4, unwon_deals=1, betes=())
    assert deal.books.purses == [93, 93, 97, 92]
    session.finish_deal()
    assert session.dealer == 0  # the deal passes on


# ================================================================ who wins the deal
def test_win_with_three_tricks():
    deal, value = played(WIN3, "play pass pass pass", "KH")
    assert deal.tricks_won == [3, 1, 1, 0]
    assert deal.outcome == "win"
    assert value == FRESH_V
    assert settlement(deal) == [("game", 0, 5), ("fiches", 0, 5)]
    assert deal.books.purses == [103, 93, 93, 92]
    assert deal.table_after == Table(game=0, king=4, fiches=3, unwon_deals=0, betes=())


def test_win_with_first_two_tricks():
    deal, _ = played(FIRST_TWO, "play pass pass pass", "KH")
    assert deal.trick_winners == [0, 0, 1, 2, 3]
    assert deal.outcome == "win"
    assert settlement(deal) == [("game", 0, 5), ("fiches", 0, 5)]


def test_two_tricks_not_the_first_two_do_not_win():
    deal, _ = played(NULL_2_2_1, "play pass pass pass", "AC")
    assert deal.tricks_won[0] == 2 and deal.trick_winners[:2] != [0, 0]
    assert deal.outcome != "win"


def test_first_two_tricks_do_not_win_if_another_takes_three():
    deal, value = played(FIRST_TWO_THEN_THREE, "play pass pass pass", "AD")
    assert deal.trick_winners == [0, 0, 1, 1, 1]
    assert deal.outcome == "bete"
    assert settlement(deal)[0] == (0, "bete", value)


def test_vole_takes_all_betes_and_a_jeton_from_each():
    session = new_session()
    session.table = Table(game=3, king=4, fiches=4, unwon_deals=2, betes=(11, 7))
    deal, value = played(VOLE, "play pass pass pass", "KH", session=session)
    assert deal.outcome == "vole"
    # game 3 + the dealer's 1, three fiches at stake, the bête at stake
    assert value == 4 + 15 + 11
    assert settlement(deal) == [
        ("game", 0, 4), ("fiches", 0, 15), ("bete", 0, 11),
        ("bete", 0, 7),  # the bête waiting in the queue
        (1, 0, 1), (2, 0, 1), (3, 0, 1),
    ]
    assert deal.table_after == Table(game=0, king=4, fiches=1, unwon_deals=0, betes=())
    assert deal.books.purses == [100 + 30 + 7 + 3, 99, 99, 98]


def test_devole_pays_bete_and_a_jeton_to_each():
    deal, value = played(DEVOLE, "play pass pass pass", "KH")
    assert deal.tricks_won[0] == 0
    assert deal.outcome == "devole"
    assert settlement(deal) == [(0, "bete", value), (0, 1, 1), (0, 2, 1), (0, 3, 1)]
    assert deal.books.purses == [93 - FRESH_V - 3, 94, 94, 93]
    assert deal.table_after.betes == (FRESH_V,)


def test_null_when_declarer_ties():
    deal, _ = played(NULL_2_2_1, "play pass pass pass", "AC")
    assert deal.tricks_won == [2, 2, 0, 1]
    assert deal.outcome == "null"


def test_null_when_five_players_take_one_trick_each():
    tricks = [
        (0, "KS 7S 8S 9S 10S"),  # 0
        (0, "7D KD 8D 9D 10D"),  # 1
        (1, "7C KC 8C 9C 10C"),  # 2
        (2, "7H QH 8H 9H 10H"),  # 3 (trump hearts, KH the upcard)
        (3, "JS JH JD JC QD"),  # 4 trumps
    ]
    session = new_session(players=5, dealer=4)
    deal, _ = played(tricks, "play pass pass pass pass", "KH", session=session)
    assert deal.tricks_won == [1, 1, 1, 1, 1]
    assert deal.outcome == "null"


def test_null_pays_nothing_but_the_king():
    deal, _ = played(NULL_2_2_1, "play pass pass pass", "AC")
    assert deal.outcome == "null"
    assert deal.king_holder == 0  # the declarer, who did not make a bête, takes the King
    assert settlement(deal) == [("king", 0, 4)]
    assert deal.table_after == Table(game=5, king=0, fiches=4, unwon_deals=1, betes=())


def test_bete_goes_to_end_of_queue():
    session = new_session()
    session.table = Table(game=3, king=4, fiches=4, unwon_deals=2, betes=(11, 7))
    deal, value = played(FIRST_TWO_THEN_THREE, "play pass pass pass", "AD", session=session)
    assert deal.outcome == "bete"
    assert value == 4 + 15 + 11
    # the game, the fiches and the bête at stake all stay; the new bête waits last
    assert deal.table_after == Table(game=4, king=4, fiches=4, unwon_deals=3, betes=(11, 7, 30))


def test_win_takes_only_the_bete_at_stake():
    session = new_session()
    session.table = Table(game=3, king=4, fiches=4, unwon_deals=2, betes=(11, 7))
    deal, value = played(WIN3, "play pass pass pass", "KH", session=session)
    assert deal.outcome == "win"
    assert settlement(deal) == [("game", 0, 4), ("fiches", 0, 15), ("bete", 0, 11)]
    assert deal.table_after.betes == (7,)  # the waiting bête is now the one at stake


# ================================================================ antes and fiches
def test_antes_fiche_under_the_dish_when_none_is_left():
    deal = deal_stacked(new_session())
    assert antes(deal)[:4] == [(s, "fiches", 5) for s in range(4)]
    assert deal.books.fiches == 4
    deal = deal_stacked(new_session(fiche_value=10))
    assert antes(deal)[:4] == [(s, "fiches", 10) for s in range(4)]
    session = new_session()
    session.table = Table(game=3, king=4, fiches=1, unwon_deals=0, betes=())
    deal = deal_stacked(session)
    assert not [t for t in antes(deal) if t[1] == "fiches"]  # one fiche remains: no fiche ante


def test_antes_game_staked_by_everyone_only_when_empty():
    deal = deal_stacked(new_session())
    assert [t for t in antes(deal) if t[1] == "game" and t[0] != 3] == [(0, "game", 1), (1, "game", 1), (2, "game", 1)]
    session = new_session()
    session.table = Table(game=3, king=4, fiches=4, unwon_deals=1, betes=())
    deal = deal_stacked(session)
    assert [t for t in antes(deal) if t[1] == "game"] == [(3, "game", 1)]  # the dealer's only


def test_antes_dealer_adds_a_jeton_every_deal():
    for dealer in range(4):
        deal = deal_stacked(new_session(dealer=dealer))
        assert deal.books.transfers[4 + 4] == Transfer(dealer, "game", 1, "the dealer's jeton")
    session = new_session(dealer=2)
    session.table = Table(game=3, king=4, fiches=4, unwon_deals=1, betes=(20,))
    deal = deal_stacked(session)
    assert antes(deal) == [(2, "game", 1)]  # a bête at stake: no jetons staked but the dealer's
    assert deal.books.game == 4


def test_antes_king_staked_only_when_empty():
    deal = deal_stacked(new_session())
    assert [t for t in antes(deal) if t[1] == "king"] == [(s, "king", 1) for s in range(4)]
    session = new_session()
    session.table = Table(game=3, king=2, fiches=4, unwon_deals=1, betes=())
    deal = deal_stacked(session)
    assert not [t for t in antes(deal) if t[1] == "king"]
    assert deal.books.king == 2


def test_antes_are_taken_in_order_fiche_game_dealer_king():
    deal = deal_stacked(new_session())
    assert antes(deal) == (
        [(s, "fiches", 5) for s in range(4)]
        + [(s, "game", 1) for s in range(4)]
        + [(3, "game", 1)]
        + [(s, "king", 1) for s in range(4)]
    )
    assert deal.books.purses == AFTER_ANTES
    assert deal.value == FRESH_V


def test_fiches_at_stake_grow_while_deals_are_unwon():
    session = new_session(curieuse=0, rounds=2)
    stakes = []
    for _ in range(5):  # thrown-in deals; KH is the upcard so the King stays too
        deal = thrown_in(session, upcard="KH")
        stakes.append(deal.stake_fiches)
        session.finish_deal()
    # one more fiche each deal, at most the four under the dish
    assert stakes == [1, 2, 3, 4, 4]
    assert session.table.unwon_deals == 5
    session.dealer = 3  # so that seat 0 is eldest for the stacked deal
    deal, value = played(WIN3, "play pass pass pass", "KH", session=session)
    assert deal.stake_fiches == 4
    assert value == deal.books.transfers[deal.ante_count].jetons + 4 * 5  # game + four fiches
    session.finish_deal()
    assert session.table.unwon_deals == 0 and session.table.fiches == 0
    session.dealer = 3
    deal = deal_stacked(session)
    assert antes(deal)[:4] == [(s, "fiches", 5) for s in range(4)]  # all taken: ante again
    assert deal.stake_fiches == 1


def test_null_and_bete_count_as_unwon_deals():
    null, _ = played(NULL_2_2_1, "play pass pass pass", "AC")
    assert null.table_after.unwon_deals == 1
    bete, _ = played(FIRST_TWO_THEN_THREE, "play pass pass pass", "AD")
    assert bete.table_after.unwon_deals == 1
    win, _ = played(WIN3, "play pass pass pass", "KH")
    assert win.table_after.unwon_deals == 0


# ================================================================ contre
def test_contre_declarer_wins():
    deal, value = played(WIN3, "play contre", "KH")
    assert deal.declarer == 0 and deal.contre == 1
    assert deal.outcome == "win"
    assert settlement(deal) == [("game", 0, 5), ("fiches", 0, 5), (1, "bete", 2 * value)]
    assert deal.books.purses == [93 + value, 93 - 2 * value, 93, 92]
    assert deal.table_after.betes == (2 * value,)
    assert deal.table_after.unwon_deals == 0


def test_contre_player_wins_takes_v_and_v_from_declarer():
    deal, value = played(FIRST_TWO_THEN_THREE, "play contre", "AD")
    assert deal.tricks_won == [2, 3, 0, 0]
    assert deal.outcome == "contre_win"
    assert settlement(deal) == [("game", 1, 5), ("fiches", 1, 5), (0, 1, value)]
    assert deal.books.purses == [93 - value, 93 + 2 * value, 93, 92]
    assert deal.table_after.betes == ()
    assert deal.table_after.unwon_deals == 0
    # seat 0 held the King of trumps and lost the contre: the King stays
    assert deal.king_holder == 0 and deal.table_after.king == 4


def test_contre_both_lose_pay_v_and_2v():
    deal, value = played(NULL_2_2_1, "play contre", "AC")
    assert deal.outcome == "contre_lost"  # no null in a contre deal
    assert settlement(deal) == [(0, "bete", value), (1, "bete", 2 * value)]
    assert deal.table_after.betes == (value, 2 * value)  # the declarer's first
    assert deal.table_after.game == 5 and deal.table_after.king == 4
    assert deal.table_after.unwon_deals == 1


def test_contre_has_no_vole_extras():
    session = new_session()
    session.table = Table(game=3, king=4, fiches=4, unwon_deals=0, betes=(11, 7))
    deal, value = played(VOLE, "play contre", "KH", session=session)
    assert deal.outcome == "win"
    assert settlement(deal) == [("game", 0, 4), ("fiches", 0, 5), ("bete", 0, 11), (1, "bete", 2 * value)]
    assert deal.table_after.betes == (7, 2 * value)


# ================================================================ the King
def test_king_stays_when_holder_made_the_bete():
    deal, value = played(FIRST_TWO_THEN_THREE, "play pass pass pass", "AD")
    assert deal.outcome == "bete"
    assert deal.king_holder == 0
    assert settlement(deal) == [(0, "bete", value)]
    assert deal.table_after.king == 4


def test_king_stays_when_the_contre_player_holding_it_loses():
    # WIN3 with seat 1 dealt the King of trumps (hearts; the Queen is the upcard)
    tricks = WIN3[:3] + [(0, "8H KH 9H 10H")] + WIN3[4:]
    deal, _ = played(tricks, "play contre", "QH")
    assert deal.outcome == "win" and deal.king_holder == 1
    assert not [t for t in settlement(deal) if t[0] == "king"]
    assert deal.table_after.king == 4
    # the same deal without a contre: seat 1 is a defender and takes the King
    deal, _ = played(tricks, "play pass pass pass", "QH")
    assert ("king", 1, 4) in settlement(deal)


def test_king_goes_to_a_defender_whatever_the_declarer_does():
    # the same bête, but the King of trumps (diamonds) dealt to seat 2 instead of seat 0
    tricks = [(0, "KS 8S 9S 10S"), (0, "KD 8D 9D 10D")]
    session = new_session(curieuse=0)
    deal = deal_stacked(session, tricks, upcard="AH", hands={2: "KH"})
    act(deal, "play pass pass pass")
    while not deal.is_over:
        deal.apply(deal.legal_actions()[0])
    assert deal.king_holder == 2
    assert ("king", 2, 4) in settlement(deal)


def test_king_in_talon_wins_nothing():
    session = new_session(curieuse=0)
    deal = thrown_in(session, upcard="KH")  # the King of trumps is the upcard
    assert deal.king_holder is None and settlement(deal) == []
    session.finish_deal()
    session.dealer = 3
    deal = thrown_in(session, upcard="8H", talon="9S 10S KH")  # deeper in the talon
    assert deal.king_holder is None and settlement(deal) == []
    assert deal.table_after.king == 4


def test_king_after_curieuse_is_king_of_new_trump():
    session = new_session(curieuse=1)
    deal = thrown_in(session, upcard="8S", talon="9D", hands={1: "KD", 2: "KS"})
    assert len(deal.turned) == 2 and deal.trump == Card.parse("9D").suit
    assert deal.king_holder == 1  # the King of diamonds, not the King of spades
    assert settlement(deal) == [(s, "game", 1) for s in range(4)] + [("king", 1, 4)]  # Curieuse stakes, the King


def test_ace_of_trumps_takes_king_stake_with_ace_high():
    session = new_session(rules=preset("cady_1896"), curieuse=0)
    deal = thrown_in(session, upcard="8H", hands={1: "KH", 2: "AH"})
    assert deal.king_holder == 2
    assert settlement(deal) == [("king", 2, 4)]


# ================================================================ purses, session
def test_purse_may_go_into_debt():
    session = new_session(purse=3, curieuse=0)
    deal = thrown_in(session, upcard="KH")
    assert deal.books.purses == [-4, -4, -4, -5]
    session.finish_deal()
    assert session.purses == [-4, -4, -4, -5]
    assert jetons(session.purses, session.table) == 4 * 3
    session.next_deal()  # play goes on in debt


def test_jetons_are_never_made_or_destroyed():
    for seed in range(30):
        players = 3 + seed % 5
        rules = RuleSet().with_toggles({"curieuse": (0, 1, 3)[seed % 3], "fiche_value": (5, 10)[seed % 2]})
        session = Session(rules, players, seed, rounds=1)
        rng = random.Random(seed)
        total = players * rules.purse
        while session.wants_deal:
            deal = session.next_deal()
            deal.play_out(rng.random)
            purses, table = apply_transfers(deal.purses_before, deal.table_before, deal.books.transfers, rules.fiche_value)
            assert purses == deal.books.purses
            assert table._replace(unwon_deals=0) == deal.table_after._replace(unwon_deals=0)
            session.finish_deal()
            assert jetons(session.purses, session.table, rules.fiche_value) == total
        session.end()
        assert jetons(session.purses, session.table, rules.fiche_value) == total
        assert session.table.jetons(rules.fiche_value) == 0


def test_session_end_shares_table_equally_remainder_to_low_seats():
    session = new_session(curieuse=0)
    thrown_in(session, upcard="KH")
    session.finish_deal()
    assert session.table == Table(game=5, king=4, fiches=4, unwon_deals=1, betes=())
    share = session.end()
    # 5 + 4 + 20 = 29 jetons: 7 each and one over, to seat 0
    assert list(share.purses_after) == [93 + 8, 93 + 7, 93 + 7, 92 + 7]
    assert session.purses == list(share.purses_after)
    assert share.table_after.jetons(5) == 0
    record = share_out_record(session, share)
    assert record["outcome"] == "session_end"
    assert record["hands"] == [] and record["tricks"] == [] and record["upcard"] is None
    paid = [t for t in record["transfers"] if isinstance(t["to"], int)]
    assert [(t["to"], t["jetons"]) for t in paid] == [(0, 8), (1, 7), (2, 7), (3, 7)]


def test_session_end_shares_the_betes_too():
    session = new_session(players=5, dealer=4)
    session.table = Table(game=0, king=0, fiches=0, unwon_deals=0, betes=(11, 28))
    share = session.end()
    # 39 jetons among five: 7 each, the four over to seats 0, 1, 2, 3
    assert list(share.purses_after) == [108, 108, 108, 108, 107]
    assert share.table_after.betes == ()


def test_session_plays_on_until_no_bete_waits_at_most_n_deals():
    session = new_session(curieuse=0, dealer=0)  # one round of four deals
    assert session.deals_due == 4
    for _ in range(3):
        thrown_in(session)
        session.finish_deal()
    assert session.dealer == 3  # deal 4: eldest is seat 0
    played(FIRST_TWO_THEN_THREE, "play pass pass pass", "AD", session=session)
    session.finish_deal()
    assert session.table.betes
    for extra in range(4):  # a bête waits: up to n = 4 more deals
        assert session.wants_deal
        thrown_in(session)
        session.finish_deal()
    assert session.deals_played == 8
    assert session.table.betes  # still waiting, but the limit is reached
    assert not session.wants_deal
    with pytest.raises(EngineError):
        session.next_deal()


def test_session_stops_when_the_waiting_bete_is_won():
    session = new_session(curieuse=0, dealer=0)
    for _ in range(3):
        thrown_in(session)
        session.finish_deal()
    played(FIRST_TWO_THEN_THREE, "play pass pass pass", "AD", session=session)
    session.finish_deal()
    assert session.wants_deal
    session.dealer = 3  # so that seat 0 is eldest for the stacked win
    played(WIN3, "play pass pass pass", "KH", session=session)
    session.finish_deal()
    assert session.table.betes == ()
    assert not session.wants_deal


def test_session_without_bete_ends_after_its_rounds():
    session = new_session(curieuse=0, dealer=1)
    session_rounds = Session(RuleSet(), 4, 0, rounds=2)
    assert session_rounds.deals_due == 8
    for _ in range(4):
        thrown_in(session)
        session.finish_deal()
    assert not session.wants_deal


def test_deal_passes_to_next_seat():
    session = new_session(players=5, dealer=3, curieuse=0)
    dealers = []
    for _ in range(5):
        deal = thrown_in(session)
        dealers.append(deal.dealer)
        session.finish_deal()
    assert dealers == [3, 4, 0, 1, 2]
    assert session.dealer == 3


# ================================================================ toggles and presets
def test_rule_toggle_unknown_value_is_refused_with_allowed_values():
    with pytest.raises(RuleSetError) as err:
        RuleSet().with_toggle("fiche_value", 7)
    assert "allowed: 5, 10" in str(err.value)
    with pytest.raises(RuleSetError) as err:
        RuleSet().with_toggle("deal_packets", "1+4")
    assert "2+3, 3+2, 2+2+1, 2+1+2" in str(err.value)
    with pytest.raises(RuleSetError) as err:
        RuleSet().with_toggle("curieuse", "2")
    assert "0, 1, 3" in str(err.value)
    with pytest.raises(RuleSetError) as err:
        RuleSet().with_toggle("contre", "maybe")
    assert "true, false" in str(err.value)
    with pytest.raises(RuleSetError) as err:
        RuleSet().with_toggle("no_such_rule", 1)
    assert "fiche_value" in str(err.value)
    with pytest.raises(RuleSetError) as err:
        preset("hoyle_1750")
    assert "le_gras_1739" in str(err.value)
    # good values are taken, text as on a command line too
    assert RuleSet().with_toggle("fiche_value", "10").fiche_value == 10
    assert RuleSet().with_toggle("contre", "off").contre is False


def test_fiche_value_10_counts_in_the_value_of_the_deal():
    deal = deal_stacked(new_session(fiche_value=10))
    assert deal.books.fiches == 4 and deal.stake_fiches == 1
    assert deal.value == 5 + 10


def test_preset_le_gras_1739_is_the_default():
    rules = preset("le_gras_1739")
    assert rules == RuleSet()
    assert (rules.ace_high, rules.deal_packets, rules.fiche_value, rules.purse) == (False, "2+3", 5, 100)
    assert (rules.curieuse, rules.contre, rules.beast_heaps) == (1, True, False)
    assert RuleSet().with_toggle("preset", "le_gras_1739") == rules


def test_preset_cotton_1674_is_beast():
    rules = preset("cotton_1674")
    assert rules.beast_heaps and rules.preset == "cotton_1674"
    assert rules.ranking is ECARTE
    deal = Session(rules, 4, 3).next_deal()
    assert deal.phase.value == "play"  # no bidding
    with pytest.raises(RuleSetError):
        rules.with_toggle("deal_packets", "2+2+1")


def test_preset_cady_1896_ranks_ace_high():
    rules = preset("cady_1896")
    assert rules.ace_high and rules.ranking is ACE_HIGH
    assert rules.with_toggle("ace_high", False).to_dict() == {**RuleSet().to_dict(), "preset": "cady_1896"}


def test_rules_round_trip_through_the_record():
    rules = RuleSet().with_toggles({"deal_packets": "3+2", "fiche_value": 10, "curieuse": 3})
    assert RuleSet.from_dict(rules.to_dict()) == rules
