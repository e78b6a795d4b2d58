"""One test per rule of shared/spec/besigue-rules.md, each on a stacked deal.

Unless a test says otherwise (see besigue_stacks): seat 1 deals and seat 0 leads; the
turn-up is the 8 of clubs, so clubs are trumps; the cards a hand is not given are 9s and
8s, which make no meld.  Cards are written with their copy: ``KH.1``, ``QS.2``.
"""
from __future__ import annotations

import pytest

from game.engine.packs import PIQUET_32

from game.engine.besigue import (
    NO_MELD, PACK, BesigueDeal, BesigueRules, Meld, MeldKind, Seven, action_code, parse_action,
    parse_card,
)
from game.engine.besigue.copies import BRISQUES, ORDER
from game.engine.besigue.events import Dealt, GameWon, SevenExchanged, StockExhausted, TrumpsFixed
from game.engine.besigue.melds import DOUBLES, FAMILIES, refusal
from game.engine.cards import ALL_CARDS, Card, Suit, copy_code, parse_copy
from game.engine.errors import IllegalAction, RuleSetError
from game.engine.phase import Phase

from test_besigue_stacks import (
    cards, mask, play, play_free, record_of, rules_with, say, stack, to_last_stock_trick, to_last_tricks, trick,
)

C = parse_card


#: The top of the stock for tests whose seat 0 has no low card to lead its next tricks:
#: it draws the 9 and then the 8 of diamonds.
DRAWS = "9D.2 8H.2 8D.2 9H.2"


def melds_open(deal: BesigueDeal) -> set[str]:
    return {a.code for a in deal.legal_actions() if isinstance(a, Meld)}


def refused(deal: BesigueDeal, action, rule: str) -> str:
    with pytest.raises(IllegalAction) as caught:
        deal.apply(parse_action(action) if isinstance(action, str) else action)
    assert caught.value.rule == rule, str(caught.value)
    return str(caught.value)


def whys(deal: BesigueDeal) -> list[tuple[int, int, str]]:
    return [(e.seat, e.points, e.why) for e in deal.score_events]


# ================================================================ players and pack
def test_two_piquet_packs_make_64_cards_each_card_twice():
    assert len(PACK) == 64
    for suit in Suit:
        for rank in ORDER:
            assert sum(1 for c in PACK.cards if c.suit == suit and c.rank == rank) == 2
    assert {c.rank for c in PACK.cards} == set(ORDER)


def test_the_copies_are_told_apart_and_written_with_their_suffix():
    queen = Card.parse("QS")
    second = ALL_CARDS[queen + 52]
    assert (queen.copy, second.copy) == (1, 2) and second.suit == queen.suit and second.rank == queen.rank
    assert str(queen) == "QS" and str(second) == "QS.2"  # Bête's and Bestia's codes do not change
    assert copy_code(queen) == "QS.1" and copy_code(second) == "QS.2"
    assert parse_copy("QS.2") is second and C("10H.1").copy == 1
    for bad in ("QS", "QS.3", "6S.1", "", "7H.0"):
        with pytest.raises(ValueError):
            C(bad)
    assert Card.parse("QS.2") is second and Card.parse("QS.1") is queen  # as str() writes them
    assert second not in PIQUET_32.card_set  # a one-pack game's deal refuses a second copy


# ================================================================ rank and card points
def test_rank_is_a_10_k_q_j_9_8_7_in_every_suit():
    low_to_high = cards("7H.1 8H.1 9H.1 JH.1 QH.1 KH.1 10H.1 AH.1")
    for lower, higher in zip(low_to_high, low_to_high[1:]):
        deal = stack({0: copy_code(lower), 1: copy_code(higher)})
        play(deal, f"{copy_code(lower)} {copy_code(higher)}")
        assert deal.trick_winners == [1]


def test_only_aces_and_tens_count_in_tricks_10_each():
    assert BRISQUES == mask("AS.1 AS.2 AH.1 AH.2 AD.1 AD.2 AC.1 AC.2 10S.1 10S.2 10H.1 10H.2 10D.1 10D.2 10C.1 10C.2")
    deal = stack({0: "KH.1 AS.1", 1: "10H.1 QD.1"}, brisques_when="as_won")
    trick(deal, "KH.1 10H.1")  # seat 1 wins a ten and a king: 10
    assert whys(deal) == [(1, 10, "brisques")]


# ================================================================ dealing
@pytest.mark.parametrize("size,packets", [(8, "3-2-3"), (8, "3-3-2"), (8, "2-3-3"), (9, "3-3-3"), (10, "3-2-3-2"),
                                          (10, "2-3-2-3")])
def test_the_deal_is_in_packets_the_non_dealer_served_first(size, packets):
    rules = rules_with(hand_size=size, deal_packets=packets)
    deal = BesigueDeal(rules, 1, ordered_pack())
    plan = []
    for n in map(int, packets.split("-")):
        plan += [0] * n + [1] * n
    assert deal.events()[0] == Dealt(1, tuple(plan))
    assert [len(h) for h in deal.received] == [size, size]
    assert deal.received[0] == tuple(c for c, seat in zip(ordered_pack(), plan) if seat == 0)
    assert deal.upcard == ordered_pack()[2 * size]
    assert deal.stock_size == 64 - 2 * size - 1 and len(deal.stock) + 1 + 2 * size == 64


def ordered_pack() -> list[Card]:
    return list(PACK.cards)


def test_packets_that_do_not_deal_the_hand_size_are_refused_by_name():
    with pytest.raises(RuleSetError, match="deal_packets"):
        BesigueRules(hand_size=10)
    with pytest.raises(RuleSetError, match="deal_packets"):
        BesigueRules(deal_packets="3-3-3")
    assert BesigueRules().with_toggle("hand_size", 10).deal_packets == "3-2-3-2"
    assert BesigueRules().with_toggle("hand_size", "9").deal_packets == "3-3-3"


def test_the_turn_up_is_trumps_and_the_last_card_drawn():
    deal = stack({}, upcard="QH.2")
    assert deal.trump == Suit.HEARTS and deal.turn_up == C("QH.2") and deal.trump_from == "upcard"
    assert C("QH.2") not in deal.stock


def test_a_seven_turned_up_scores_10_to_the_dealer_at_once():
    deal = stack({}, upcard="7D.1")
    assert whys(deal) == [(1, 10, "upcard_seven")] and deal.scores == [0, 10]


def test_the_non_dealer_leads_the_first_trick():
    assert stack({}, dealer=1).to_act == 0
    assert stack({}, dealer=0).to_act == 1


# ================================================================ play while the stock lasts
def test_any_card_may_be_played_while_the_stock_lasts():
    deal = stack({0: "AH.1", 1: "KH.1 7C.1 9S.1"})
    play(deal, "AH.1")
    assert deal.legal_mask() == deal.hands[1]  # no duty to follow, head or trump
    play(deal, "9S.1")
    assert deal.trick_winners == [0]


def test_a_trump_beats_any_plain_card_and_another_plain_suit_never_wins():
    deal = stack({0: "AH.1 AS.1", 1: "7C.1 KD.1"})
    trick(deal, "AH.1 7C.1")
    assert deal.trick_winners == [1]
    trick(deal, "KD.1 AS.1")  # seat 1 leads now: the ace of another plain suit loses
    assert deal.trick_winners == [1, 1]


def test_of_two_identical_cards_the_first_played_wins():
    deal = stack({0: "AH.2", 1: "AH.1"})
    trick(deal, "AH.2 AH.1")
    assert deal.trick_winners == [0]


def test_the_winner_of_a_trick_leads_the_next():
    deal = stack({0: "8D.1", 1: "9D.1"})
    trick(deal, "8D.1 9D.1")
    assert deal.to_act == 1 and deal.phase is Phase.PLAY


def test_melded_cards_are_played_from_the_table():
    deal = stack({0: "AH.1 KD.1 QD.1"})
    trick(deal, "AH.1 9S.1", "marriage KD.1 QD.1")
    assert deal.tables[0] == mask("KD.1 QD.1") and deal.legal_mask() >> C("KD.1") & 1
    trick(deal, "KD.1 8S.1")
    assert deal.tables[0] == mask("QD.1") and deal.scores[0] == 20  # points scored stand
    assert deal_plays_sources(deal) == ["hand", "hand", "table", "hand"]


def deal_plays_sources(deal: BesigueDeal) -> list[str]:
    return ["table" if deal.from_table >> c & 1 else "hand" for _, c in deal.plays]


# ================================================================ the melds and their points
MELDS = [
    ("marriage KH.1 QH.1", 20, {}),
    ("royal_marriage KC.1 QC.2", 40, {}),
    ("four_jacks JS.1 JH.1 JD.1 JD.2", 40, {}),
    ("four_queens QS.1 QH.1 QD.1 QC.1", 60, {}),
    ("four_kings KS.1 KS.2 KH.1 KD.1", 80, {}),
    ("four_aces AS.1 AH.1 AD.1 AC.2", 100, {}),
    ("besigue QS.1 JD.2", 40, {}),
    ("double_besigue QS.1 QS.2 JD.1 JD.2", 500, {}),
    ("sequence AC.1 10C.1 KC.1 QC.1 JC.1", 250, {}),
    ("plain_sequence AH.1 10H.1 KH.1 QH.1 JH.1", 150, {"plain_sequence": 150}),
]


@pytest.mark.parametrize("meld,points,toggles", MELDS, ids=[m[0].split()[0] for m in MELDS])
def test_each_meld_scores_its_points(meld, points, toggles):
    deal = stack({0: "10D.1 " + meld.split(" ", 1)[1]}, **toggles)
    play(deal, "10D.1 9S.1")
    assert deal.phase is Phase.DECLARE and meld in melds_open(deal)
    assert parse_action(meld).points == points
    say(deal, meld)
    assert whys(deal) == [(0, points, meld.split()[0])]


def test_four_tens_nines_eights_or_sevens_score_nothing():
    deal = stack({0: "AD.1 10S.1 10H.1 10D.2 10C.1", 1: "9D.1"})
    play(deal, "AD.1 9D.1")
    assert deal.phase is Phase.PLAY and not melds_open(deal)
    assert deal.stock_size == 45  # the draw followed at once


def test_any_four_of_a_rank_duplicates_included():
    deal = stack({0: "10D.1 JS.1 JS.2 JH.1 JH.2"})
    play(deal, "10D.1 9S.1")
    assert melds_open(deal) == {"four_jacks JS.1 JS.2 JH.1 JH.2"}


def test_the_plain_sequence_is_off_by_default():
    deal = stack({0: "10D.1 AH.1 10H.1 KH.1 QH.1 JH.1"})
    play(deal, "10D.1 9S.1")
    assert melds_open(deal) == {"marriage KH.1 QH.1"}
    refused(deal, "plain_sequence AH.1 10H.1 KH.1 QH.1 JH.1", "not_a_meld")


# ================================================================ when and how many
def test_only_the_winner_declares_after_the_trick_and_before_the_draw():
    deal = stack({0: "9S.1", 1: "AS.1 KH.1 QH.1"})
    play(deal, "9S.1 AS.1")
    assert deal.phase is Phase.DECLARE and deal.to_act == 1 and deal.hands[1].bit_count() == 7
    with pytest.raises(IllegalAction) as caught:
        deal.apply(parse_action("no_meld"), seat=0)
    assert caught.value.rule == "out_of_turn"
    say(deal, "marriage KH.1 QH.1")
    assert deal.phase is Phase.PLAY and deal.hands[1].bit_count() == 6 and deal.held(1).bit_count() == 8


def test_one_meld_per_trick_won():
    deal = stack({0: "10D.1 KS.1 KH.1 KD.1 KC.1 QC.1 7C.1"})
    play(deal, "10D.1 9S.1")
    assert {"four_kings KS.1 KH.1 KD.1 KC.1", "royal_marriage KC.1 QC.1"} <= melds_open(deal)
    say(deal, "four_kings KS.1 KH.1 KD.1 KC.1")
    assert deal.phase is Phase.DECLARE and not melds_open(deal)  # the seven may still be changed
    assert "one meld per trick" in refused(deal, "royal_marriage KC.1 QC.1", "one_meld")
    say(deal, "no_meld")
    trick(deal, "9D.1 8S.1", "royal_marriage KC.1 QC.1")  # next trick won: the other meld
    assert deal.scores[0] == 120


def test_a_meld_is_never_compulsory():
    deal = stack({0: "10D.1 KH.1 QH.1"})
    play(deal, "10D.1 9S.1")
    assert deal.legal_actions()[-1] is NO_MELD
    say(deal, "no_meld")
    assert deal.phase is Phase.PLAY and deal.scores == [0, 0] and deal.stock_size == 45


def test_legal_actions_offer_every_open_meld_with_its_kind_and_points_biggest_first():
    deal = stack({0: "10D.1 KC.1 QC.1 QS.1 JD.1 KH.1 QH.2 7C.1"})
    play(deal, "10D.1 9S.1")
    offered = deal.legal_actions()
    assert [action_code(a) for a in offered] == [
        "royal_marriage KC.1 QC.1", "besigue QS.1 JD.1", "marriage KH.1 QH.2", "exchange 7C.1", "no_meld"]
    assert [(a.kind, a.points) for a in offered[:3]] == [
        (MeldKind.ROYAL_MARRIAGE, 40), (MeldKind.BESIGUE, 40), (MeldKind.MARRIAGE, 20)]
    assert str(offered[0]) == "A royal marriage, K♣ Q♣: 40"


def test_the_copies_of_a_meld_are_the_players_choice():
    deal = stack({0: "10D.1 KH.1 QH.1 QH.2"})
    play(deal, "10D.1 9S.1")
    assert melds_open(deal) == {"marriage KH.1 QH.1", "marriage KH.1 QH.2"}
    say(deal, "marriage KH.1 QH.2")
    assert deal.tables[0] == mask("KH.1 QH.2")


# ================================================================ which cards may be used
def test_a_meld_needs_at_least_one_card_from_the_hand():
    # the queen of spades (married) and the jack of diamonds (in four jacks) lie on the table
    deal = stack({0: "10D.1 KS.1 QS.1 JD.1 JS.1 JH.1 JC.1 7C.1"}, stock=DRAWS)
    trick(deal, "10D.1 9S.1", "marriage KS.1 QS.1")
    trick(deal, "9D.2 8S.1", "four_jacks JS.1 JH.1 JD.1 JC.1")
    play(deal, "8D.2 9H.1")
    assert deal.phase is Phase.DECLARE and "besigue QS.1 JD.1" not in melds_open(deal)
    assert refused(deal, "besigue QS.1 JD.1", "meld_from_hand") == "a meld needs at least one card from your hand"


def test_all_the_cards_of_a_meld_must_be_held_at_once():
    deal = stack({0: "10D.1 KH.1 7C.1", 1: "QH.1"})
    play(deal, "10D.1 9S.1")
    assert refused(deal, "marriage KH.1 QH.1", "not_in_hand").startswith("you do not hold the Q♥")


def test_same_kind_never_twice_these_cards_have_already_scored():
    deal = stack({0: "10D.1 KS.1 KH.1 KD.1 KC.1 7C.1"})
    trick(deal, "10D.1 9S.1", "four_kings KS.1 KH.1 KD.1 KC.1")
    play(deal, "9D.1 8S.1")
    assert refused(deal, "four_kings KS.1 KH.1 KD.1 KC.1", "meld_from_hand")
    deal = stack({0: "10D.1 KS.1 KH.1 KD.1 KC.1 QC.1 7C.1"})
    trick(deal, "10D.1 9S.1", "four_kings KS.1 KH.1 KD.1 KC.1")
    trick(deal, "9D.1 8S.1", "royal_marriage KC.1 QC.1")  # across kinds: the K♣ scores again
    assert deal.scores[0] == 120


def test_a_fresh_four_of_a_kind_needs_four_cards_that_never_scored_in_it():
    deal = stack({0: "10D.1 KS.1 KH.1 KD.1 KC.1 7C.1"}, stock="KS.2 8S.2")
    trick(deal, "10D.1 9S.1", "four_kings KS.1 KH.1 KD.1 KC.1")
    assert deal.hands[0] >> C("KS.2") & 1
    play(deal, "KS.1 9H.1")  # one king of the four played from the table, a fresh one in hand
    assert deal.phase is Phase.DECLARE and not melds_open(deal)
    message = refused(deal, "four_kings KS.2 KH.1 KD.1 KC.1", "fresh_four")
    assert message == "the K♥ has already scored in four kings: four kings again needs four cards none of which has"


def test_all_four_already_scored_together_are_refused_as_the_same_kind_twice():
    used = [0] * FAMILIES
    four = mask("KS.1 KH.1 KD.1 KC.1")
    used[Meld(MeldKind.FOUR_KINGS, four).kind.family] = four
    why = refusal(Meld(MeldKind.FOUR_KINGS, four), four, four, used, Suit.CLUBS, None, False)
    assert why.rule == "same_kind_twice" and str(why) == "these cards have already scored in four kings"


def test_a_royal_marriage_grows_into_the_sequence():
    deal = stack({0: "10D.1 KC.1 QC.1 AC.1 10C.1 JC.1"})
    trick(deal, "10D.1 9S.1", "royal_marriage KC.1 QC.1")
    play(deal, "9D.1 8S.1")
    assert "sequence AC.1 10C.1 KC.1 QC.1 JC.1" in melds_open(deal)
    say(deal, "sequence AC.1 10C.1 KC.1 QC.1 JC.1")
    assert whys(deal) == [(0, 40, "royal_marriage"), (0, 250, "sequence")]
    assert record_of(finish(deal))["tricks"][1]["melds"] == [{
        "seat": 0, "kind": "sequence", "from_hand": ["AC.1", "10C.1", "JC.1"], "from_table": ["KC.1", "QC.1"],
        "points": 250}]


def test_cards_of_a_sequence_never_marry_but_fresh_ones_may():
    deal = stack({0: "10D.1 AC.1 10C.1 KC.1 QC.1 JC.1 KC.2 QC.2"}, stock="9D.2 8H.2")
    trick(deal, "10D.1 9S.1", "sequence AC.1 10C.1 KC.1 QC.1 JC.1")
    play(deal, "9D.2 8S.1")
    assert melds_open(deal) == {"royal_marriage KC.2 QC.2"}
    message = refused(deal, "royal_marriage KC.1 QC.2", "no_step_down")
    assert message == "the K♣ scored in the sequence: a meld may grow into the sequence, never come down from it"
    say(deal, "royal_marriage KC.2 QC.2")
    assert deal.scores[0] == 290


def test_a_besigue_grows_into_the_double_besigue_on_top_of_its_40():
    deal = stack({0: "10D.1 QS.1 JD.1 QS.2 JD.2"})
    trick(deal, "10D.1 9S.1", "besigue QS.1 JD.1")
    play(deal, "9D.1 8S.1")
    assert "double_besigue QS.1 QS.2 JD.1 JD.2" in melds_open(deal)
    say(deal, "double_besigue QS.1 QS.2 JD.1 JD.2")
    assert deal.scores[0] == 540


def test_a_second_single_besigue_then_leaves_no_card_in_hand_for_the_double():
    deal = stack({0: "10D.1 QS.1 JD.1 QS.2 JD.2 7C.1"})
    trick(deal, "10D.1 9S.1", "besigue QS.1 JD.1")
    trick(deal, "9D.1 8S.1", "besigue QS.2 JD.2")
    play(deal, "8D.1 9H.1")
    assert deal.scores[0] == 80 and not melds_open(deal)
    refused(deal, "double_besigue QS.1 QS.2 JD.1 JD.2", "meld_from_hand")


def test_a_card_of_a_double_besigue_never_makes_a_single_one():
    used = [0] * FAMILIES
    used[DOUBLES] = mask("QS.1 QS.2 JD.1 JD.2")
    pair = (mask("QS.1 QS.2"), mask("JD.1 JD.2"))
    why = refusal(Meld(MeldKind.BESIGUE, mask("QS.1 JD.1")), mask("QS.1 JD.1"), mask("JD.1"), used, 3, pair, False)
    assert why.rule == "no_step_down" and "double bésigue" in str(why)


def test_a_second_marriage_needs_a_king_and_queen_never_married():
    deal = stack({0: "10D.1 KH.1 QH.1 KH.2 7C.1"}, stock="QH.2 8S.2")
    trick(deal, "10D.1 9S.1", "marriage KH.1 QH.1")
    play(deal, "9D.1 8S.1")
    assert melds_open(deal) == {"marriage KH.2 QH.2"}
    assert refused(deal, "marriage KH.2 QH.1", "married_before").startswith("the Q♥ has been married before")


def test_a_card_may_score_again_in_other_kinds():
    deal = stack({0: "10D.1 KS.1 QS.1 JD.1 QH.1 QD.1 QC.1 7C.1"}, stock=DRAWS)
    trick(deal, "10D.1 9S.1", "marriage KS.1 QS.1")
    trick(deal, "9D.2 8S.1", "besigue QS.1 JD.1")
    trick(deal, "8D.2 9H.1", "four_queens QS.1 QH.1 QD.1 QC.1")
    assert whys(deal) == [(0, 20, "marriage"), (0, 40, "besigue"), (0, 60, "four_queens")]


def test_what_cards_make_is_named_when_a_meld_is_misnamed():
    deal = stack({0: "10D.1 KC.1 QC.1"})
    play(deal, "10D.1 9S.1")
    assert refused(deal, "marriage KC.1 QC.1", "wrong_kind") == "these cards make a royal marriage, not a marriage"
    refused(deal, "four_aces KC.1 QC.1", "wrong_kind")
    refused(deal, "marriage KC.1 9D.1", "not_a_meld")


# ================================================================ the bésigue pair
@pytest.mark.parametrize("rule,upcard,pair", [
    ("classic", "8H.1", "QS.1 JD.1"), ("classic", "8C.1", "QS.1 JD.1"),
    ("trump_queen", "8H.1", "QH.1 JC.1"), ("trump_queen", "8D.1", "QD.1 JS.1"),
    ("trump_queen", "8C.1", "QC.1 JH.1"), ("trump_queen", "8S.1", "QS.1 JD.1"),
    ("chambers", "8C.1", "QS.1 JD.1"), ("chambers", "8H.1", "QS.1 JD.1"),
    ("chambers", "8S.1", "QC.1 JH.1"), ("chambers", "8D.1", "QC.1 JH.1"),
])
def test_the_besigue_pair_by_rule_and_trumps(rule, upcard, pair):
    pairs = "QS.1 JD.1 QH.1 JC.1 QD.1 JS.1 QC.1 JH.1"
    deal = stack({0: "10D.2 " + pairs}, upcard=upcard, besigue_pair=rule, hand_size=9)
    play(deal, "10D.2 9H.1" if upcard == "8S.1" else "10D.2 9S.1")
    assert {m for m in melds_open(deal) if m.startswith("besigue")} == {"besigue " + pair}


# ================================================================ the seven of trumps
def test_the_master_exchanges_the_seven_of_trumps_for_the_turn_up_and_scores_10():
    deal = stack({0: "10D.1 7C.1"}, upcard="AC.1")
    play(deal, "10D.1 9S.1")
    assert Seven("exchange", C("7C.1")) in deal.legal_actions()
    say(deal, "exchange 7C.1")
    assert deal.turn_up == C("7C.1") and deal.hands[0] >> C("AC.1") & 1 and not deal.hands[0] >> C("7C.1") & 1
    assert whys(deal) == [(0, 10, "seven_exchange")]
    assert isinstance(deal.events()[-3], SevenExchanged)


def test_only_the_master_may_exchange_the_seven():
    deal = stack({0: "AS.1", 1: "7C.1 9S.1"}, upcard="AC.1")
    play(deal, "AS.1 9S.1")
    assert deal.phase is Phase.PLAY  # seat 0 has nothing to declare; seat 1 is not master
    with pytest.raises(IllegalAction):
        deal.apply(parse_action("exchange 7C.1"), seat=1)


def test_the_turn_up_taken_cannot_be_melded_the_same_turn():
    deal = stack({0: "10D.1 7C.1 QC.1 9D.1"}, upcard="KC.1")
    play(deal, "10D.1 9S.1")
    say(deal, "exchange 7C.1")
    assert deal.phase is Phase.PLAY  # the royal marriage waits: the draw followed
    deal = stack({0: "10D.1 7C.1 QC.1 9D.1 KH.1 QH.1"}, upcard="KC.1")
    play(deal, "10D.1 9S.1")
    say(deal, "exchange 7C.1")
    assert melds_open(deal) == {"marriage KH.1 QH.1"}
    assert refused(deal, "royal_marriage KC.1 QC.1", "fresh_turn_up").startswith("the turn-up you have just taken")
    say(deal, "no_meld")
    trick(deal, "9D.1 8S.1", "royal_marriage KC.1 QC.1")  # at the next trick won it may
    assert deal.scores[0] == 50


def test_a_meld_and_a_seven_in_one_turn_unless_the_seven_is_a_meld():
    deal = stack({0: "10D.1 7C.1 KH.1 QH.1"})
    play(deal, "10D.1 9S.1")
    say(deal, "marriage KH.1 QH.1")
    say(deal, "exchange 7C.1")
    assert whys(deal) == [(0, 20, "marriage"), (0, 10, "seven_exchange")] and deal.phase is Phase.PLAY
    deal = stack({0: "10D.1 7C.1 KH.1 QH.1"}, seven_is_meld=True)
    play(deal, "10D.1 9S.1")
    say(deal, "exchange 7C.1")
    assert whys(deal) == [(0, 10, "seven_exchange")] and deal.phase is Phase.PLAY


def test_the_other_seven_declared_scores_10_once():
    deal = stack({0: "10D.1 7C.2 9D.1"}, upcard="7C.1")
    play(deal, "10D.1 9S.1")
    assert deal.legal_actions() == (Seven("declare", C("7C.2")), NO_MELD)
    say(deal, "declare 7C.2")
    assert whys(deal) == [(1, 10, "upcard_seven"), (0, 10, "seven_declared")]
    play(deal, "9D.1 8S.1")
    assert deal.phase is Phase.PLAY  # nothing more: it has scored


def test_a_seven_that_can_be_exchanged_is_not_declared():
    deal = stack({0: "10D.1 7C.1 7C.2 9D.1"})
    play(deal, "10D.1 9S.1")
    assert deal.legal_actions() == (Seven("exchange", C("7C.1")), Seven("exchange", C("7C.2")), NO_MELD)
    refused(deal, "declare 7C.1", "exchange_it")
    say(deal, "exchange 7C.1")
    assert deal.phase is Phase.PLAY  # one seven action per trick won
    trick(deal, "9D.1 8S.1", "declare 7C.2")  # the turn-up is now a seven: the other is shown
    assert whys(deal) == [(0, 10, "seven_exchange"), (0, 10, "seven_declared")]


def test_second_seven_none_scores_only_the_turn_up_and_the_exchange():
    deal = stack({0: "10D.1 7C.2"}, upcard="7C.1", second_seven="none")
    play(deal, "10D.1 9S.1")
    assert deal.phase is Phase.PLAY
    assert whys(deal) == [(1, 10, "upcard_seven")]


def test_second_seven_play_scores_every_seven_of_trumps_played_won_or_not():
    deal = stack({0: "9D.1 10D.1", 1: "7C.2 AD.1 9S.1"}, upcard="7C.1", second_seven="play")
    trick(deal, "9D.1 7C.2")  # seat 1 plays it and wins
    assert whys(deal) == [(1, 10, "upcard_seven"), (1, 10, "seven_played")]
    deal = stack({0: "10D.1 7C.1", 1: "AD.1 9S.1 7C.2"}, second_seven="play")
    trick(deal, "7C.1 AD.1")  # played and lost
    assert whys(deal) == [(0, 10, "seven_played")]
    assert deal.scores == [10, 0]


def test_second_seven_play_still_scores_the_exchange_and_a_seven_scores_once():
    deal = stack({0: "10D.1 7C.1 9D.1", 1: "9S.1 8S.1"}, second_seven="play")
    play(deal, "10D.1 9S.1")
    say(deal, "exchange 7C.1")
    trick(deal, "9D.1 8S.1")
    assert whys(deal) == [(0, 10, "seven_exchange")]
    assert deal.sevens_scored == mask("7C.1")


def test_the_exchange_is_open_after_the_last_trick_with_drawing_before_its_draw():
    kept0, kept1 = "7C.2 7S.1 7S.2 7H.1 7H.2 7D.1 7D.2", "8S.1 8S.2 8H.1 8H.2 8D.1 8D.2 9S.1"
    deal = to_last_stock_trick(kept0, kept1, "9S.2")
    for _ in range(2):
        play_free(deal, (mask(kept0), mask(kept1)))
    assert deal.trick_winners[-1] == 0 and deal.phase is Phase.DECLARE
    say(deal, "exchange 7C.2")
    assert deal.last_tricks and deal.drawn[-1] == (1, C("7C.2"))  # the seven goes as the turn-up


# ================================================================ drawing
def test_the_winner_draws_first():
    deal = stack({0: "9S.1", 1: "AS.1"}, stock="KD.1 KD.2")
    trick(deal, "9S.1 AS.1")
    assert deal.drawn == [(1, C("KD.1")), (0, C("KD.2"))]


def test_fixed_draw_order_the_first_tricks_winner_draws_first_all_deal():
    deal = stack({0: "AS.1 9D.1", 1: "9S.1 AD.1"}, stock="KD.1 KD.2 KH.1 KH.2", draw_order="fixed")
    trick(deal, "AS.1 9S.1")
    trick(deal, "9D.1 AD.1")  # seat 1 wins the second trick, seat 0 still draws first
    assert deal.drawn == [(0, C("KD.1")), (1, C("KD.2")), (0, C("KH.1")), (1, C("KH.2"))]


def test_the_winner_of_the_last_stock_trick_melds_before_the_last_draw_and_the_other_takes_the_turn_up():
    kept0, kept1 = "KH.1 QH.1 7S.1 7S.2 7H.1 7H.2 7D.1", "8S.1 8S.2 8H.1 8H.2 8D.1 8D.2 9S.1"
    deal = to_last_stock_trick(kept0, kept1, "9S.2")
    for _ in range(2):
        play_free(deal, (mask(kept0), mask(kept1)))
    assert deal.trick_winners[-1] == 0 and deal.phase is Phase.DECLARE
    say(deal, "marriage KH.1 QH.1")
    assert deal.last_tricks and deal.drawn[-2:] == [(0, C("9S.2")), (1, C("8C.1"))]
    assert deal.tables == [0, 0] and deal.hands[0] >> C("KH.1") & 1  # the melds went back to the hands
    assert isinstance(deal.events()[-1], StockExhausted)


# ================================================================ the last tricks
def test_no_meld_and_no_seven_in_the_last_tricks():
    deal = to_last_tricks("KH.1 QH.1 7C.2 7S.2 7H.1 7H.2 7D.1", "8S.1 8S.2 8H.1 8H.2 8D.1 8D.2 9S.1", "QD.1")
    play(deal, "KH.1 8H.1")
    assert deal.phase is Phase.PLAY and deal.to_act == 0
    refused(deal, "marriage KH.1 QH.1", "card_expected")


def test_the_last_tricks_must_follow_suit():
    deal = to_last_tricks("AH.1 7S.1 7S.2 9D.1 9D.2 KD.1 QD.1", "8H.1 AS.1 10S.1 KS.1 QS.1 JS.1 9S.1", "QD.2")
    play(deal, "AH.1")
    assert deal.legal_mask() == mask("8H.1")
    assert refused(deal, "AS.1", "follow_suit") == "must follow suit: you hold a heart"


def test_the_last_tricks_must_head_the_trick():
    deal = to_last_tricks("KH.1 7S.1 7S.2 9D.1 9D.2 KD.1 QD.1", "8H.1 AH.1 10S.1 KS.1 QS.1 JS.1 9S.1", "QD.2")
    play(deal, "KH.1")
    assert deal.legal_mask() == mask("AH.1")
    assert refused(deal, "8H.1", "head_trick") == "must head the trick: you hold the A♥"


def test_the_last_tricks_must_trump_when_void():
    deal = to_last_tricks("KH.1 7S.1 7S.2 9D.1 9D.2 KD.1 QD.1", "9C.1 AS.1 10S.1 KS.1 QS.1 JS.1 9S.1", "QD.2")
    play(deal, "KH.1")
    assert deal.legal_mask() == mask("9C.1 8C.1")  # any trump: the turn-up is seat 1's now
    assert refused(deal, "AS.1", "trump") == "must trump: you have no heart and you hold the 9♣ and the 8♣"


def test_the_last_tricks_any_card_when_void_in_the_suit_and_in_trumps():
    deal = to_last_tricks("AD.1 KH.1 7S.2 9C.1 9C.2 KC.1 QC.1", "AS.1 10S.1 KS.1 QS.1 JS.1 9S.1 7S.1", "QC.2",
                          upcard="8D.2")
    play(deal, "AD.1")
    assert deal.legal_mask() == mask("8D.2")  # trumps led: the only trump, though it cannot head
    play(deal, "8D.2 KH.1")
    assert deal.legal_mask() == deal.hands[1]  # no heart, no trump: any card


def test_a_trump_lead_is_followed_with_a_higher_trump_if_able_else_any_trump():
    deal = to_last_tricks("9C.2 7S.1 7S.2 9D.1 9D.2 KD.1 QD.1", "JC.1 10C.2 AS.1 10S.1 KS.1 QS.1 JS.1", "QD.2")
    play(deal, "9C.2")
    assert deal.legal_mask() == mask("JC.1 10C.2")
    deal = to_last_tricks("AC.2 7S.1 7S.2 9D.1 9D.2 KD.1 QD.1", "JC.1 10C.2 AS.1 10S.1 KS.1 QS.1 JS.1", "QD.2")
    play(deal, "AC.2")
    assert deal.legal_mask() == mask("JC.1 10C.2 8C.1")


# ================================================================ scoring a deal
def test_brisques_and_the_last_trick_at_the_end_of_the_deal():
    deal = finish(stack({}))
    assert [e.why for e in deal.score_events] == ["last_trick", "brisques", "brisques"]
    last = deal.score_events[0]
    assert last.seat == deal.trick_winners[-1] and last.points == 10
    assert sum(e.points for e in deal.score_events) == 170


def test_brisques_as_won_and_the_last_trick_of_the_stock():
    deal = finish(stack({}, brisques_when="as_won", last_trick="last_of_stock"))
    tricks_with_brisques = sum(1 for t in range(32) if mask_of_trick(deal, t) & BRISQUES)
    assert [e.why for e in deal.score_events].count("brisques") == tricks_with_brisques
    (last,) = [e for e in deal.score_events if e.why == "last_trick"]
    assert last.trick == 23 and last.seat == deal.trick_winners[23]


def mask_of_trick(deal: BesigueDeal, t: int) -> int:
    return sum(1 << c for _, c in deal.plays[2 * t: 2 * t + 2])


def finish(deal: BesigueDeal) -> BesigueDeal:
    """Play the deal out without declaring: each seat plays its first legal card."""
    while not deal.is_over:
        if deal.phase is Phase.DECLARE:
            deal.apply(NO_MELD)
        else:
            deal.apply(deal.legal_actions()[0])
    return deal


# ================================================================ winning the game
def test_a_claim_when_the_master_reaches_the_target_after_the_trick():
    deal = stack({0: "AH.1", 1: "10H.1"}, scores=(990, 0), brisques_when="as_won")
    play(deal, "AH.1 10H.1")
    assert deal.is_over and deal.outcome == {"winner": 0, "how": "claim"} and deal.scores == [1010, 0]
    assert deal.drawn == [] and record_of(deal)["tricks"][0]["draws"] == []
    assert isinstance(deal.events()[-1], GameWon)


def test_a_claim_right_after_the_declaration_that_reaches_the_target():
    deal = stack({0: "10D.1 KH.1 QH.1 7C.1"}, scores=(980, 0))
    play(deal, "10D.1 9S.1")
    say(deal, "marriage KH.1 QH.1")
    assert deal.is_over and deal.outcome == {"winner": 0, "how": "claim"} and deal.drawn == []
    refused(deal, "exchange 7C.1", "deal_over")


def test_a_player_over_the_target_who_is_not_master_waits_for_his_next_trick():
    deal = stack({0: "9D.1 10S.1", 1: "AS.1 9S.1"}, upcard="7C.1", dealer=0, scores=(995, 0))
    assert deal.scores == [1005, 0] and not deal.is_over  # the dealer's turned-up seven
    trick(deal, "AS.1 9D.1")  # seat 1 leads and wins
    assert not deal.is_over
    play(deal, "9S.1 10S.1")
    assert deal.outcome == {"winner": 0, "how": "claim"}


def test_no_claim_under_hand_end():
    deal = stack({0: "AH.1", 1: "10H.1"}, scores=(990, 0), brisques_when="as_won", game_end="hand_end")
    play(deal, "AH.1 10H.1")
    assert not deal.is_over


def test_at_the_end_of_the_deal_one_player_over_the_target_wins():
    deal = finish(stack({}, scores=(999, 0)))
    assert deal.scores[0] >= 1000 > deal.scores[1]
    assert deal.outcome == {"winner": 0, "how": "end_of_deal"}


def test_both_over_the_target_the_winner_of_the_final_trick_wins():
    deal = finish(stack({}, scores=(999, 999)))
    assert min(deal.scores) >= 1000
    assert deal.outcome == {"winner": deal.trick_winners[-1], "how": "last_trick_tie_break"}


def test_the_tie_break_is_the_final_trick_whatever_last_trick_says():
    toggles = {"last_trick": "last_of_stock", "game_end": "hand_end", "upcard": "8H.1"}
    plain = finish(stack({}, **toggles))
    assert plain.trick_winners[23] != plain.trick_winners[-1]  # the 10 went to the other player
    deal = finish(stack({}, scores=(1000 + plain.scores[1], 1000 + plain.scores[0]), **toggles))
    assert deal.outcome == {"winner": deal.trick_winners[-1], "how": "last_trick_tie_break"}


def test_hand_end_the_higher_total_wins_and_a_tie_goes_to_the_final_trick():
    plain = finish(stack({}, game_end="hand_end"))
    gained = [plain.scores[0], plain.scores[1]]
    deal = finish(stack({}, scores=(1000, 0), game_end="hand_end"))
    assert deal.outcome == {"winner": 0, "how": "hand_end"}
    deal = finish(stack({}, scores=(1000 + gained[1], 1000 + gained[0]), game_end="hand_end"))
    assert deal.scores[0] == deal.scores[1]
    assert deal.outcome == {"winner": deal.trick_winners[-1], "how": "last_trick_tie_break"}


def test_nobody_at_the_target_a_new_deal_follows():
    deal = finish(stack({}))
    assert deal.outcome == "next_deal" and deal.winner is None


# ================================================================ trumps without a turn-up
def test_without_a_turn_up_the_first_marriage_fixes_trumps_and_scores_40():
    deal = stack({0: "10D.1 KH.1 QH.1 KS.1 QS.1"}, turn_up=False, stock="9C.1 9C.2")
    assert deal.trump == -1 and deal.upcard is None and deal.stock_size == 48
    play(deal, "10D.1 9S.1")
    assert melds_open(deal) >= {"royal_marriage KH.1 QH.1", "royal_marriage KS.1 QS.1"}
    say(deal, "royal_marriage KH.1 QH.1")
    assert deal.trump == Suit.HEARTS and deal.trump_from == 0 and whys(deal) == [(0, 40, "royal_marriage")]
    assert TrumpsFixed(0, Suit.HEARTS) in deal.events()
    record = record_of(finish(deal))
    assert (record["upcard"], record["trump"], record["trump_from"]) == (None, "H", 0)


def test_without_a_turn_up_later_marriages_are_plain_unless_in_trumps():
    deal = stack({0: "10D.1 KH.1 QH.1 KS.1 QS.1 KH.2 QH.2"}, turn_up=False)
    trick(deal, "10D.1 9S.1", "royal_marriage KH.1 QH.1")
    play(deal, "9D.1 8S.1")
    assert melds_open(deal) == {"marriage KS.1 QS.1", "royal_marriage KH.2 QH.2"}


def test_without_trumps_no_sequence_but_fours_and_the_classic_besigue():
    deal = stack({0: "10D.1 AH.1 10H.1 KH.1 QH.1 JH.1 JD.1 QS.1"}, turn_up=False)
    play(deal, "10D.1 9S.1")
    assert melds_open(deal) == {"royal_marriage KH.1 QH.1", "besigue QS.1 JD.1"}
    assert refused(deal, "sequence AH.1 10H.1 KH.1 QH.1 JH.1", "no_trumps_yet").startswith("no sequence before")
    deal = stack({0: "10D.1 9D.1 JD.1 QS.1 QC.1 KH.1 KH.2 KD.1"}, stock="KD.2 8H.2", turn_up=False,
                 besigue_pair="chambers")
    play(deal, "10D.1 9S.1")
    assert melds_open(deal) == set() and deal.phase is Phase.PLAY
    play(deal, "9D.1 8S.1")  # seat 0 drew the fourth king
    assert melds_open(deal) == {"four_kings KH.1 KH.2 KD.1 KD.2"}
    refused(deal, "besigue QS.1 JD.1", "no_trumps_yet")


def test_without_a_turn_up_no_seven_scores():
    deal = stack({0: "10D.1 7C.1 7H.1", 1: "9S.1 7C.2"}, turn_up=False, second_seven="play")
    trick(deal, "7C.1 7C.2")
    assert deal.scores == [0, 0]


def test_without_a_marriage_the_last_tricks_have_no_trumps():
    deal = finish(stack({}, turn_up=False))
    assert deal.trump == -1 and deal.trumps == 0
    last = deal.plays[48:]
    for t in range(0, len(last), 2):
        (leader, led), (_, card) = last[t], last[t + 1]
        winner = deal.trick_winners[24 + t // 2]
        assert winner == (1 - leader if card.suit == led.suit and ORDER.index(card.rank) < ORDER.index(led.rank)
                          else leader)


# ================================================================ actions
@pytest.mark.parametrize("code", ["QS.2", "10H.1", "royal_marriage KH.1 QH.2", "double_besigue QS.1 QS.2 JD.1 JD.2",
                                  "exchange 7H.1", "declare 7H.2", "no_meld"])
def test_every_action_reads_back_from_its_code(code):
    assert action_code(parse_action(code)) == code


@pytest.mark.parametrize("text", ["", "QS", "meld", "marriage", "marriage KH.1 KH.1", "exchange", "pass 7H.1",
                                  "no meld please", "11S.1"])
def test_a_bad_action_text_is_refused_in_one_line(text):
    with pytest.raises(ValueError) as caught:
        parse_action(text)
    assert "\n" not in str(caught.value)


def test_parse_accepts_the_words_no_meld():
    assert parse_action("no meld") is NO_MELD and str(NO_MELD) == "no meld"


# ================================================================ the rule book
def test_every_toggle_of_the_ruling_has_its_help_and_source():
    names = {t.name for t in BesigueRules.toggles()}
    assert names == {"preset", "hand_size", "deal_packets", "turn_up", "seven_is_meld", "second_seven",
                     "besigue_pair", "plain_sequence", "draw_order", "brisques_when", "last_trick", "target",
                     "game_end"}
    assert all(t.help and t.source for t in BesigueRules.toggles())


def test_the_presets_of_the_ruling():
    presets = {name: {k: v for k, v in rules.to_dict().items() if v != BesigueRules().to_dict()[k]}
               for name, rules in BesigueRules.PRESETS.items()}
    assert presets == {
        "boussac_1896": {},
        "boussac_conventions": {"preset": "boussac_conventions", "draw_order": "fixed", "besigue_pair": "trump_queen"},
        "sans_retourne": {"preset": "sans_retourne", "turn_up": False},
        "hoyle_1909": {"preset": "hoyle_1909", "brisques_when": "as_won"},
    }


def test_the_preset_reads_custom_when_the_toggles_are_no_presets():
    rules = BesigueRules().with_toggle("target", "1500")
    assert rules.preset == "custom" and rules.to_dict()["preset"] == "custom"
    assert rules.with_toggle("target", 1000).preset == "boussac_1896"
    assert BesigueRules().with_toggle("turn_up", "off").preset == "sans_retourne"
    assert BesigueRules.from_dict(rules.to_dict()) == rules
    with pytest.raises(RuleSetError):
        BesigueRules().with_toggle("preset", "custom")


def test_plain_sequence_is_false_or_150():
    rules = BesigueRules().with_toggle("plain_sequence", "150")
    assert rules.plain_sequence == 150 and rules.with_toggle("plain_sequence", "off").plain_sequence is False
    for bad in (0, True, 100, "150"):
        with pytest.raises(RuleSetError, match="plain_sequence"):
            BesigueRules(plain_sequence=bad)
