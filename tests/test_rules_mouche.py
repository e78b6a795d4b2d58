"""One test per rule of shared/spec/mouche-rules.md (its rulings R1-R12 and record details
F1-F17 included), each on a stacked deal, and the ruling's worked example (deals 1-3 at
four players) reproduced record by record.

Unless a test says otherwise: four players, academie_1718, the dealer is seat 3, so eldest
hand is seat 0 and seats speak and play in the order 0, 1, 2, 3; the 36-card pack (six
up); the dealer antes 5, so B = 5 and a trick is worth 1; the 6 of hearts is turned, so
hearts are trumps.  Tricks are written (leader, "cards in order of play").
"""
from __future__ import annotations

import pytest

from game.engine import Card, IllegalAction, Phase, Rank, RuleSetError, Session, Suit, Table
from game.engine.errors import LedgerError
from game.engine.ledger import Books
from game.engine.mouche import CUSTOM, MOUCHE_PRESETS, MoucheRules, NameTrump, Rob, Word, mouche_pack
from game.engine.mouche.events import MoucheShown, Mouched, TrumpNamed
from game.engine.record import deal_record, replay, share_out_record

from mouche_helpers import cards, check_cards_accounted_for, deal_stacked, moves, new_session, play_tricks, say, stack

C = Card.parse
# A played deal: seats 0 and 2 play, 1 and 3 pass; seat 0 takes three tricks, seat 2 two.
HANDS_A = {0: "KS QS JS 7D 8D", 1: "6S 6C 7C 8C 9C", 2: "7S 8S 9S KD QD", 3: "10S AS 6D 9D 10D"}
TRICKS_A = [(0, "KS 7S"), (0, "QS 8S"), (0, "JS 9S"), (0, "7D KD"), (2, "QD 8D")]


def played_deal(hands=HANDS_A, talk="play pass play pass", tricks=TRICKS_A, upcard="6H", session=None, **toggles):
    session = session or new_session(**toggles)
    deal = deal_stacked(session, hands, upcard)
    say(deal, talk)
    play_tricks(deal, tricks)
    assert deal.is_over
    return deal


def refused(deal, word: str) -> str:
    """The rule named when ``word`` is refused."""
    with pytest.raises(IllegalAction) as caught:
        say(deal, word)
    return caught.value.rule


# ================================================================ seats, players and pack
def test_eldest_is_after_the_dealer_and_the_deal_passes_on():
    session = new_session(dealer=1)
    for number in range(3):
        deal = session.next_deal()
        assert deal.dealer == (1 + number) % 4 and deal.eldest == (2 + number) % 4 and deal.to_act == deal.eldest
        say(deal, "pass " * 3)
        deal.play_out(lambda: 0.0)
        session.finish_deal()


def test_first_dealer_by_lot_as_bete():
    for seed in range(10):
        session = Session(MoucheRules(), 5, seed)
        assert session.lot[-1][1].rank is Rank.KING
        assert all(card.rank is not Rank.KING for _, card in session.lot[:-1])
        assert session.first_dealer == session.lot[-1][0] == (len(session.lot) - 1) % 5


@pytest.mark.parametrize("players", [2, 7])
def test_three_to_six_players(players):
    with pytest.raises(Exception, match="3 to 6"):
        Session(MoucheRules(), players, 1)


@pytest.mark.parametrize("players, size, talon", [(3, 28, 12), (4, 36, 15), (5, 48, 22), (6, 52, 21)])
def test_pack_per_table_size_academie_1718(players, size, talon):
    deal = new_session(players, dealer=0).next_deal()
    assert len(deal.pack) == size and len(deal.stock) == talon
    low = {3: Rank.EIGHT, 4: Rank.SIX, 5: Rank.THREE, 6: Rank.TWO}[players]
    assert {c.rank for c in deal.pack.cards} == {r for r in Rank if r >= low}


@pytest.mark.parametrize("choice, sizes", [("talon_rule", (28, 36, 44, 52)), ("short", (32, 36, 40, 44))])
def test_mouche_pack_talon_rule_and_short(choice, sizes):
    rules = MoucheRules(mouche_pack=choice)
    assert tuple(len(mouche_pack(n, rules)) for n in (3, 4, 5, 6)) == sizes


def test_short_pack_at_three_is_thirty_two_r1():
    assert {c.rank for c in mouche_pack(3, MoucheRules(mouche_pack="short")).cards} == {r for r in Rank if r >= 7}


def test_ranking_k_q_j_a_10_down_to_the_2():
    rules = MoucheRules()
    assert [r.code for r in rules.ranking.order] == "K Q J A 10 9 8 7 6 5 4 3 2".split()
    # at six players the pack goes down to the 2; the 3 sits between the 4 and the 2
    deal = deal_stacked(new_session(6, dealer=5), {0: "3S", 1: "2S", 2: "4S", 3: "AS"}, upcard="2H")
    say(deal, "play play play play pass pass 3S 2S 4S AS")
    assert deal.trick_winners == [3]
    deal = deal_stacked(new_session(6, dealer=5), {0: "3S", 1: "2S", 2: "JS", 3: "AS"}, upcard="2H")
    say(deal, "play play play play pass pass 3S 2S JS AS")
    assert deal.trick_winners == [2]


def test_ace_high():
    assert [r.code for r in MoucheRules(ace_high=True).ranking.order] == "A K Q J 10 9 8 7 6 5 4 3 2".split()
    deal = deal_stacked(new_session(ace_high=True), {0: "KS", 1: "AS"})
    say(deal, "play play pass pass KS AS")
    assert deal.trick_winners == [1]


def test_card_codes_ranks_two_to_five_in_french_packs_f1():
    deal = new_session(6, dealer=5).next_deal()
    deal.play_out(__import__("random").Random(1).random)
    record = deal_record(deal, 0)
    codes = {c for hand in record["hands"] for c in hand} | set(record["stock"]) | {record["upcard"]}
    assert {"2S", "3H", "4D", "5C", "10S"} <= codes and len(codes) == 52
    assert replay([record]) == [record]


# ================================================================ stakes
def test_dealer_antes_five_into_the_basket():
    deal = deal_stacked(new_session())
    assert moves(deal) == [(3, "basket", 5, "ante")] and deal.value == deal.basket == 5


def test_dealer_per_player_antes_one_a_player():
    deal = deal_stacked(new_session(ante_mode="dealer_per_player"))
    assert moves(deal) == [(3, "basket", 4, "ante")] and deal.value == 4


def test_everyone_antes_while_no_mouche_waits():
    deal = deal_stacked(new_session(ante_mode="everyone", ante=2))
    assert moves(deal) == [(s, "basket", 2, "ante") for s in (0, 1, 2, 3)] and deal.value == 8


def test_everyone_nobody_antes_when_a_mouche_waits():
    session = new_session(ante_mode="everyone")
    session.table = Table(waiting=(20,))
    session.purses = [95, 95, 95, 95]
    deal = deal_stacked(session)
    assert moves(deal) == [("waiting", "basket", 20, "waiting_mouche")] and deal.value == 20


def test_one_waiting_mouche_comes_in_a_deal_largest_first():
    session = new_session()
    session.table = Table(waiting=(10, 10, 5))
    deal = deal_stacked(session)
    assert moves(deal) == [(3, "basket", 5, "ante"), ("waiting", "basket", 10, "waiting_mouche")]
    assert deal.value == 15 and deal.books.waiting == [10, 5]


def test_mouches_at_once():
    session = new_session(mouches_at_once=True)
    session.table = Table(waiting=(10, 5))
    deal = deal_stacked(session)
    assert moves(deal)[1:] == [("waiting", "basket", 10, "waiting_mouche"), ("waiting", "basket", 5, "waiting_mouche")]
    assert deal.value == 20 and deal.books.waiting == []


def test_waiting_mouches_queue_largest_first_ties_earliest_first():
    books = Books([0, 0, 0], Table(waiting=(9, 4)))
    for seat, amount in ((0, 4), (1, 12), (2, 9)):
        books.pay(seat, "waiting", amount, "mouched")
    assert books.waiting == [12, 9, 9, 4, 4]
    books.pay("waiting", "basket", 9, "waiting_mouche")
    assert books.table(0).waiting == (12, 9, 4, 4)
    with pytest.raises(LedgerError):
        books.pay("waiting", "basket", 7, "waiting_mouche")


def test_purse_may_go_into_debt():
    deal = played_deal(purse=2, talk="play play play pass", hands={**HANDS_A, 1: "6S 6C 7C 8C 9C"},
                       tricks=[(0, "KS 6S 7S"), (0, "QS 6C 8S"), (0, "JS 7C 9S"), (0, "7D 8C KD"), (2, "QD 8D 9C")])
    assert deal.mouched == [(1, 5)] and deal.purses[1] == -3


# ================================================================ dealing
def test_five_cards_in_packets_three_then_two_from_eldest_then_upcard_then_talon():
    session = new_session(5, dealer=1)
    order = list(mouche_pack(5).cards)
    deal = session.next_deal(order)
    for k, seat in enumerate((2, 3, 4, 0, 1)):  # the dealer, seat 1, last in each round
        assert deal.dealt_hand(seat) == order[3 * k:3 * k + 3] + order[15 + 2 * k:17 + 2 * k]
    assert deal.upcard == order[25] and deal.stock == order[26:]


def test_deal_packets_two_then_three():
    session = new_session(deal_packets="2+3")
    order = list(mouche_pack(4).cards)
    deal = session.next_deal(order)
    assert deal.dealt_hand(0) == order[0:2] + order[8:11]


def test_upcard_turned_for_trump_lies_beside_the_talon():
    deal = deal_stacked(new_session(), upcard="9C")
    assert deal.trump == Suit.CLUBS and deal.trump_on_table and C("9C") not in deal.stock
    check_cards_accounted_for(deal)


# ================================================================ the talk
def test_talk_one_round_from_eldest_to_the_dealer():
    deal = deal_stacked(new_session())
    for seat in (0, 1, 2):
        assert deal.to_act == seat and deal.phase is Phase.TALK
        say(deal, "play")
    assert deal.to_act == 3
    say(deal, "pass")
    assert deal.phase is Phase.PLAY and [e.seat for e in deal.talk] == [0, 1, 2, 3]


def test_pass_throws_the_hand_in():
    deal = deal_stacked(new_session(), HANDS_A)
    say(deal, "pass")
    assert deal.status[0] == "pass" and deal.hands[0] == 0 and deal.dead == deal.dealt[0]
    check_cards_accounted_for(deal)


def test_play_keeping_the_hand():
    deal = deal_stacked(new_session(), HANDS_A)
    say(deal, "play")
    assert deal.status[0] == "play" and deal.hands[0] == deal.dealt[0] and deal.exchanged[0] == 0


def test_exchange_draws_as_many_from_the_top_of_the_talon():
    deal = deal_stacked(new_session(), HANDS_A, stock="AH KH QH")
    say(deal, "play(7D,8D)")
    assert set(deal.hand(0)) == set(cards("KS QS JS AH KH")) and deal.stock[0] == C("QH")
    assert deal.discards == cards("7D 8D") and deal.exchanged[0] == 2
    check_cards_accounted_for(deal)


def test_exchange_may_not_exceed_the_talon_and_there_is_no_reshuffle():
    deal = deal_stacked(new_session(6, dealer=5, mouche_pack="short"))  # 44 cards: a talon of 13
    for seat in (0, 1):
        deal.apply(action_play_all(deal, seat))
    assert len(deal.stock) == 3 and deal.exchange_limit() == 3
    assert refused(deal, "play(" + ",".join(str(c) for c in deal.hand(2)[:4]) + ")") == "talon_short"
    deal.apply(action_play_all(deal, 2, 3))
    assert deal.stock == [] and deal.exchange_limit() == 0
    assert refused(deal, "play(" + str(deal.hand(3)[0]) + ")") == "talon_short"


def action_play_all(deal, seat, count=5):
    from game.engine.mouche import Exchange

    return Exchange.of(deal.hand(seat)[:count])


def test_max_exchange():
    deal = deal_stacked(new_session(max_exchange=2), HANDS_A)
    assert deal.exchange_limit() == 2
    assert refused(deal, "play(7D,8D,JS)") == "max_exchange"
    say(deal, "play(7D,8D)")


def test_an_exchange_is_a_promise_to_play():
    deal = deal_stacked(new_session(), HANDS_A)
    say(deal, "play(7D) pass pass pass")
    assert deal.status[0] == "play" and deal.outcome == "uncontested"  # one act: no passing after exchanging


def test_the_dealer_robs_the_upcard_laying_a_card_in_its_place_r8():
    deal = deal_stacked(new_session(), {3: "10S AS 6D 9D 10D"}, upcard="AH")
    say(deal, "play play pass")
    assert Rob(C("6D")) in deal.legal_actions() and Rob(C("AH")) not in deal.legal_actions()
    say(deal, "rob(6D)")
    assert C("AH") in deal.hand(3) and C("6D") not in deal.hand(3) and not deal.trump_on_table
    assert deal.to_act == 3 and deal.phase is Phase.TALK and deal.trump == Suit.HEARTS
    check_cards_accounted_for(deal)


def test_the_robbing_dealer_may_then_exchange_the_upcard_included_r8():
    deal = deal_stacked(new_session(max_exchange=1), {3: "10S AS 6D 9D 10D"}, upcard="AH", stock="KC")
    say(deal, "play play pass rob(6D)")
    assert deal.exchange_limit() == 1  # the rob does not count against max_exchange
    say(deal, "play(AH)")
    assert C("KC") in deal.hand(3) and C("AH") in deal.discards and deal.phase is Phase.PLAY
    assert [(e.word, e.discards, e.drawn) for e in deal.talk[-2:]] == [("rob", (C("6D"),), (C("AH"),)),
                                                                        ("play", (C("AH"),), (C("KC"),))]


def test_robbing_is_playing_the_robber_may_not_pass():
    deal = deal_stacked(new_session())
    say(deal, "play play pass rob(" + str(deal.hand(3)[0]) + ")")
    assert Word.PASS not in deal.legal_actions() and refused(deal, "pass") == "robbed_plays"
    assert not any(isinstance(a, Rob) for a in deal.legal_actions())


def test_only_the_dealer_robs_once():
    deal = deal_stacked(new_session(), HANDS_A)
    assert refused(deal, "rob(KS)") == "dealer_robs"
    say(deal, "pass pass pass rob(6D)")
    assert refused(deal, "rob(9D)") == "robbed_once"


def test_rob_upcard_none():
    deal = deal_stacked(new_session(rob_upcard="none"), HANDS_A)
    say(deal, "play play pass")
    assert not any(isinstance(a, Rob) for a in deal.legal_actions()) and refused(deal, "rob(6D)") == "no_rob"


def test_nobody_must_play():
    deal = deal_stacked(new_session(), HANDS_A)
    assert Word.PASS in deal.legal_actions()
    say(deal, "pass pass play")
    assert Word.PASS in deal.legal_actions()  # the dealer may pass: one player is in


def test_all_pass_before_the_dealer_who_may_not_pass_and_takes_the_basket_unplayed():
    deal = deal_stacked(new_session(), HANDS_A)
    say(deal, "pass pass pass")
    assert Word.PASS not in deal.legal_actions() and refused(deal, "pass") == "dealer_must_play"
    assert any(isinstance(a, Rob) for a in deal.legal_actions())  # he may rob or exchange (R8)
    say(deal, "play(6D)")
    assert deal.outcome == "uncontested" and deal.plays == [] and deal.in_seats == (3,)
    assert moves(deal)[1:] == [("basket", 3, 5, "uncontested")] and deal.mouched == []


def test_a_lone_player_in_takes_the_basket_unplayed():
    deal = deal_stacked(new_session(), HANDS_A)
    say(deal, "pass play pass pass")
    assert deal.outcome == "uncontested" and deal.is_over and deal.plays == []
    assert moves(deal)[1:] == [("basket", 1, 5, "uncontested")] and deal.shares == []


def test_dealer_defends():
    deal = deal_stacked(new_session(dealer_defends=True), HANDS_A)
    say(deal, "pass play pass")
    assert refused(deal, "pass") == "dealer_defends"
    say(deal, "play")
    assert deal.phase is Phase.PLAY and deal.in_seats == (1, 3)


# ================================================================ the mouche
MOUCHE_0 = {0: "7S 8S 9S 10S QS"}


def test_a_mouche_wins_the_basket_no_card_played():
    deal = deal_stacked(new_session(), {**MOUCHE_0, 1: "6C 7C 8C 9D 10D"})
    say(deal, "play play pass pass")
    assert deal.outcome == "mouche" and deal.plays == [] and deal.mouche_shown[0] == 0
    assert moves(deal)[1:] == [("basket", 0, 5, "mouche"), (1, "waiting", 5, "mouched")]
    assert deal.table_after == Table(waiting=(5,))


def test_a_mouche_made_by_the_exchange():
    deal = deal_stacked(new_session(), {0: "7S 8S 9S 10S 7D"}, stock="QS")
    say(deal, "play(7D) play pass pass")
    assert deal.outcome == "mouche" and deal.mouche_shown[0] == 0


def test_the_mouche_is_shown_after_the_whole_talk():
    deal = deal_stacked(new_session(), MOUCHE_0)
    say(deal, "play")
    assert deal.phase is Phase.TALK and deal.to_act == 1  # nothing shown yet: the others may still pass
    say(deal, "pass play")
    assert deal.phase is Phase.TALK
    say(deal, "pass")
    assert deal.outcome == "mouche" and deal.mouched == [(2, 5)]
    shown = [e for e in deal.events() if isinstance(e, MoucheShown)]
    assert shown == [MoucheShown(0, tuple(sorted(cards("7S 8S 9S 10S QS"))))]


def test_a_mouche_of_trumps_beats_a_plain_one():
    deal = deal_stacked(new_session(), {**MOUCHE_0, 1: "7H 8H 9H 10H JH"})
    say(deal, "play play pass pass")
    assert deal.mouche_shown[0] == 1 and deal.mouche_shown[1].trumps and deal.mouched == []


def test_more_card_points_win_the_ace_counting_one_r2():
    # spades K Q J 10 6 = 46 against diamonds A 10 9 8 7 = 35 (the Ace counts 1, not 11)
    deal = deal_stacked(new_session(ace_high=True), {0: "AD 10D 9D 8D 7D", 1: "KS QS JS 10S 6S"})
    say(deal, "play play pass pass")
    assert deal.mouche_shown[0] == 1 and deal.mouche_shown[1].points == 46


def test_equal_mouches_the_one_nearer_eldest_wins():
    deal = deal_stacked(new_session(), {3: "6S 7S 8S 9S AS", 1: "6D 7D 8D 9D AD"})
    say(deal, "pass play pass play")
    assert deal.mouche_shown[0] == 1 and deal.mouched == []  # the inferior mouche is spared


def test_the_players_in_are_mouched_each_paying_b():
    session = new_session()
    session.table = Table(waiting=(10,))
    deal = deal_stacked(session, MOUCHE_0)
    say(deal, "play play play pass")
    assert deal.value == 15 and deal.mouched == [(1, 15), (2, 15)]
    assert moves(deal)[2:] == [("basket", 0, 15, "mouche"), (1, "waiting", 15, "mouched"),
                               (2, "waiting", 15, "mouched")]


def test_players_who_passed_pay_nothing_on_a_mouche():
    deal = deal_stacked(new_session(), MOUCHE_0)
    say(deal, "play pass play pass")
    assert deal.mouched == [(2, 5)]


def test_mouche_loos_all_every_other_player_pays_but_the_exceptions_r6():
    deal = deal_stacked(new_session(mouche_loos_all=True, mistigri=True),
                        {**MOUCHE_0, 2: "6D 7D 8D 9D 10D", 3: "JC 6C 7C 8H 9H"})
    say(deal, "play pass play pass")  # seat 3 passed holding the Mistigri: spared all the same
    assert deal.mouched == [(1, 5)]


def test_with_both_toggles_off_nobody_pays_on_a_mouche_r6():
    deal = deal_stacked(new_session(mouche_loos_players_in=False), MOUCHE_0)
    say(deal, "play play play play")
    assert deal.outcome == "mouche" and deal.mouched == []


def test_mouche_loos_all_overrides_players_in_r6():
    deal = deal_stacked(new_session(mouche_loos_players_in=False, mouche_loos_all=True), MOUCHE_0)
    say(deal, "play pass pass play")
    assert deal.mouched == [(1, 5), (2, 5), (3, 5)]


def test_a_lone_player_in_with_a_mouche_wins_uncontested_r7():
    deal = deal_stacked(new_session(mouche_loos_all=True), MOUCHE_0)
    say(deal, "play pass pass pass")
    assert deal.outcome == "uncontested" and deal.mouche_shown is None and deal.mouched == []


def test_the_penalty_on_a_shown_mouche_is_as_in_play_r4():
    deal = deal_stacked(new_session(mouche_penalty="ante", ante_mode="everyone", ante=3), MOUCHE_0)
    say(deal, "play play pass pass")
    assert deal.value == 12 and deal.mouched == [(1, 12)]
    session = new_session(mouche_penalty="ante", ante_mode="everyone", ante=3)
    session.table = Table(waiting=(40,))
    deal = deal_stacked(session, MOUCHE_0)
    say(deal, "play play pass pass")
    assert deal.value == 40 and deal.mouched == [(1, 12)]  # R5: 4 x 3 though nobody anted


# ================================================================ the play
def test_the_first_player_in_from_eldest_leads_and_only_those_in_play():
    deal = deal_stacked(new_session(), HANDS_A)
    say(deal, "pass play play pass")
    assert deal.leader == 1 and deal.in_seats == (1, 2)
    say(deal, "6S 7S")
    assert [s for s, _ in deal.plays] == [1, 2] and deal.to_act == 2


def test_follow_suit_trump_overtrump_else_any_card():
    hands = {0: "KS 7H 7C 8C 9C", 1: "8H AC 6D 7D 8D", 2: "9H QH 10C 9D 10D", 3: "6S JS QC KC JD"}
    deal = deal_stacked(new_session(), hands)
    say(deal, "play play play play KS")
    assert set(deal.legal_actions()) == set(cards("8H"))  # void in spades: trump
    say(deal, "8H")
    assert set(deal.legal_actions()) == set(cards("9H QH")) and refused(deal, "10C") == "overtrump"
    say(deal, "QH")
    assert set(deal.legal_actions()) == set(cards("6S JS"))  # follow suit (any spade)
    say(deal, "6S")
    assert deal.trick_winners == [2]
    deal = deal_stacked(new_session(), hands)
    say(deal, "play play play play 7C AC")
    assert refused(deal, "9H") == "follow_suit"


def test_head_trick_r10():
    deal = deal_stacked(new_session(head_trick=True), {0: "9S", 1: "7S KS"})
    say(deal, "play play pass pass 9S")
    assert set(deal.legal_actions()) == {C("KS")} and refused(deal, "7S") == "head_trick"
    deal = deal_stacked(new_session(), {0: "9S", 1: "7S KS 8C 9C 10C"})
    say(deal, "play play pass pass 9S")
    assert set(deal.legal_actions()) == set(cards("7S KS"))  # Bête's duty: any spade


def test_the_winner_of_a_trick_leads_the_next():
    deal = played_deal()
    assert deal.trick_winners == [0, 0, 0, 2, 2] and [p[0] for p in deal.plays[8:]] == [2, 0]


# ================================================================ payment
def test_each_trick_takes_a_fifth_of_the_basket():
    deal = played_deal()
    assert moves(deal)[1:] == [("basket", s, 1, "trick") for s in (0, 0, 0, 2, 2)]
    assert deal.shares == [(0, 1, 0), (0, 1, 1), (0, 1, 2), (2, 1, 3), (2, 1, 4)] and deal.outcome == "shared"


def test_the_remainder_stays_in_the_basket():
    session = new_session(6, dealer=5, ante_mode="dealer_per_player")
    deal = deal_stacked(session, {0: "KS QS JS 7D 8D", 1: "7S 8S 9S KD QD"}, upcard="2H")
    say(deal, "play play pass pass pass pass")
    play_tricks(deal, TRICKS_A[:3] + [(0, "7D KD"), (1, "QD 8D")])
    assert deal.value == 6 and deal.table_after.basket == 1 and all(j == 1 for _, j, _ in deal.shares)
    deal = deal_stacked(new_session(ante_mode="dealer_per_player"), HANDS_A)
    say(deal, "play pass play pass")
    play_tricks(deal, TRICKS_A)
    assert deal.shares[0] == (0, 0, 0) and deal.table_after.basket == 4  # a share of nought is still written


def test_a_player_in_without_a_trick_is_mouched_paying_b():
    deal = played_deal(talk="play play play pass", hands={**HANDS_A, 1: "6S 6C 7C 8C 9C"},
                       tricks=[(0, "KS 6S 7S"), (0, "QS 6C 8S"), (0, "JS 7C 9S"), (0, "7D 8C KD"), (2, "QD 8D 9C")])
    assert deal.mouched == [(1, 5)] and moves(deal)[-1] == (1, "waiting", 5, "mouched")
    assert deal.table_after == Table(waiting=(5,))
    assert [e for e in deal.events() if isinstance(e, Mouched)] == [Mouched(1, 5)]


def test_several_mouched_each_pay_b_each_a_waiting_mouche():
    hands = {0: "KS QS JS AS KH", 1: "6S 6C 7C 8C 9C", 2: "7S 8S 9S KD QD", 3: "10C JC QC KC 6D"}
    deal = played_deal(hands, "play play play pass", [(0, f"{c} {x} {y}") for c, x, y in
                                                      zip(cards("KS QS JS AS KH"), cards("6S 6C 7C 8C 9C"),
                                                          cards("7S 8S 9S KD QD"))])
    assert deal.tricks_won[0] == 5 and deal.mouched == [(1, 5), (2, 5)]
    assert deal.table_after.waiting == (5, 5)


def test_mouche_penalty_ante_r5():
    session = new_session(mouche_penalty="ante", ante_mode="dealer_per_player")
    session.table = Table(waiting=(30,))
    deal = played_deal(talk="play play play pass", hands={**HANDS_A, 1: "6S 6C 7C 8C 9C"}, session=session,
                       tricks=[(0, "KS 6S 7S"), (0, "QS 6C 8S"), (0, "JS 7C 9S"), (0, "7D 8C KD"), (2, "QD 8D 9C")])
    assert deal.value == 34 and deal.mouched == [(1, 4)]


def test_mouche_cap():
    session = new_session(mouche_cap=3)
    session.table = Table(waiting=(30,))
    deal = played_deal(talk="play play play pass", hands={**HANDS_A, 1: "6S 6C 7C 8C 9C"}, session=session,
                       tricks=[(0, "KS 6S 7S"), (0, "QS 6C 8S"), (0, "JS 7C 9S"), (0, "7D 8C KD"), (2, "QD 8D 9C")])
    assert deal.value == 35 and deal.mouched == [(1, 3)]


# ================================================================ the worked example
EXAMPLE = [  # (dealer, hands, talk, tricks)
    (3, {0: "KS QS JS 7D 8D", 1: "6S 6C 7C 8C 9C", 2: "7S 8S 9S KD QD", 3: "10S AS 6D 9D 10D"},
     "play pass play pass", TRICKS_A),
    (0, {0: "KH QH JH AH 7C", 1: "KS KC 7D 8D 9D", 2: "7S 8C 10D JD QD", 3: "6S 8S 9S 10S 6C"},
     "play play pass play",
     [(1, "KS 7S KH"), (0, "QH 7D 10D"), (0, "JH 8D JD"), (0, "AH 9D QD"), (0, "7C KC 8C")]),
    (1, {0: "6S 7S 8S 9S 6D", 1: "10S JS QS KS 7D", 2: "AS 8D 9D 10D 6C", 3: "JD QD KD AD 7C"},
     "pass play pass pass", []),
]


def example_record(number, dealer, hands, order, talk, tricks, purses, table_before, table_after, transfers,
                   in_players, shares, mouched, value, outcome):
    return {
        "game": "mouche", "rules": MoucheRules().to_dict(), "seed": 17, "deal": number, "players": 4,
        "dealer": dealer, "hands": [hands[s].split() for s in range(4)], "upcard": "6H", "calls": [], "trump": "H",
        "declarer": None, "contre": None, "tricks": tricks, "outcome": outcome,
        "purses_before": purses[0], "purses_after": purses[1], "table_before": table_before,
        "table_after": table_after, "transfers": transfers, "stock": [str(c) for c in order[21:]], "talk": talk,
        "exchanges": [], "folds": [e["seat"] for e in talk if e["say"] == "pass"], "in_players": in_players,
        "mouche_shown": None, "basket_before_shares": value, "shares": shares, "mouched": mouched,
    }


def t(source, target, jetons, why):
    return {"from": source, "to": target, "jetons": jetons, "why": why}


def test_the_rulings_worked_example_deals_1_to_3_at_four_players():
    """Deal 1: the dealer antes 5; A and C play, B and D pass; A takes 3 tricks, C 2.  Deal 2:
    A, B and C play; A takes 4, B 1, C none and pays 5, a waiting mouche.  Deal 3: the dealer's
    5 and C's mouche make B = 10; D plays alone, the dealer passing: D takes 10 unplayed."""
    session = Session(MoucheRules(), 4, 17)
    session.dealer = 3
    records, orders = [], []
    for dealer, hands, talk, tricks in EXAMPLE:
        assert session.dealer == dealer
        order = stack(4, dealer, hands, "6H")
        orders.append(order)
        deal = session.next_deal(order)
        say(deal, talk)
        play_tricks(deal, tricks)
        records.append(deal_record(deal, session.seed))
        session.finish_deal()

    def plays(leader, text):
        seats = {1: [1, 2, 0], 0: [0, 1, 2], 2: [2, 0]}
        return [[s, c] for s, c in zip(seats[leader], text.split())]

    def talk(words, eldest):
        out = []
        for k, word in enumerate(words.split()):
            seat = (eldest + k) % 4
            out.append({"seat": seat, "say": "pass"} if word == "pass" else
                       {"seat": seat, "say": "play", "discards": [], "drawn": []})
        return out

    expected = [
        example_record(
            1, 3, EXAMPLE[0][1], orders[0], talk("play pass play pass", 0),
            [{"leader": 0, "plays": [[0, "KS"], [2, "7S"]], "winner": 0},
             {"leader": 0, "plays": [[0, "QS"], [2, "8S"]], "winner": 0},
             {"leader": 0, "plays": [[0, "JS"], [2, "9S"]], "winner": 0},
             {"leader": 0, "plays": [[0, "7D"], [2, "KD"]], "winner": 2},
             {"leader": 2, "plays": [[2, "QD"], [0, "8D"]], "winner": 2}],
            ([100, 100, 100, 100], [103, 100, 102, 95]), {"basket": 0, "mouches": []}, {"basket": 0, "mouches": []},
            [t(3, "basket", 5, "ante")] + [t("basket", s, 1, "trick") for s in (0, 0, 0, 2, 2)],
            [0, 2], [{"seat": s, "jetons": 1, "trick": i} for i, s in enumerate((0, 0, 0, 2, 2))], [], 5, "shared"),
        example_record(
            2, 0, EXAMPLE[1][1], orders[1], talk("play play pass play", 1),
            [{"leader": 1, "plays": plays(1, "KS 7S KH"), "winner": 0},
             {"leader": 0, "plays": plays(0, "QH 7D 10D"), "winner": 0},
             {"leader": 0, "plays": plays(0, "JH 8D JD"), "winner": 0},
             {"leader": 0, "plays": plays(0, "AH 9D QD"), "winner": 0},
             {"leader": 0, "plays": plays(0, "7C KC 8C"), "winner": 1}],
            ([103, 100, 102, 95], [102, 101, 97, 95]), {"basket": 0, "mouches": []}, {"basket": 0, "mouches": [5]},
            [t(0, "basket", 5, "ante")] + [t("basket", s, 1, "trick") for s in (0, 0, 0, 0, 1)]
            + [t(2, "mouches", 5, "mouched")],
            [1, 2, 0], [{"seat": s, "jetons": 1, "trick": i} for i, s in enumerate((0, 0, 0, 0, 1))],
            [{"seat": 2, "jetons": 5}], 5, "shared"),
        example_record(
            3, 1, EXAMPLE[2][1], orders[2], talk("pass play pass pass", 2), [],
            ([102, 101, 97, 95], [102, 96, 97, 105]), {"basket": 0, "mouches": [5]}, {"basket": 0, "mouches": []},
            [t(1, "basket", 5, "ante"), t("mouches", "basket", 5, "waiting_mouche"), t("basket", 3, 10, "uncontested")],
            [3], [], [], 10, "uncontested"),
    ]
    for got, want in zip(records, expected):
        assert sorted(got) == sorted(want), f"deal {want['deal']}: the fields differ"
        for field in want:
            assert got[field] == want[field], f"deal {want['deal']}, field {field}"
    assert replay(records) == records


# ================================================================ the Mistigri
def test_the_mistigri_is_the_highest_trump():
    deal = deal_stacked(new_session(mistigri=True), {0: "KH", 1: "JC", 2: "QH"})
    say(deal, "play play play pass KH JC QH")
    assert deal.trick_winners == [1]
    assert MoucheRules(mistigri=True).mistigri_card == C("JC")


def test_the_mistigri_is_a_trump_and_not_a_club():
    hands = {0: "7C 8S", 1: "JC 9C 8D", 2: "7H 9S"}
    deal = deal_stacked(new_session(mistigri=True), hands)
    say(deal, "play play play pass 7C")
    assert set(deal.legal_actions()) == {C("9C")} and refused(deal, "JC") == "follow_suit"
    deal = deal_stacked(new_session(mistigri=True), {0: "7H", 1: "JC 9C 8D"})
    say(deal, "play play pass pass 7H")
    assert set(deal.legal_actions()) == {C("JC")}  # its only trump: it must follow a trump lead
    deal = deal_stacked(new_session(mistigri=True), {0: "10C", 1: "JC 6S 8D 7S 9S"}, upcard="6D")
    say(deal, "play play pass pass 10C")
    assert set(deal.legal_actions()) == {C("JC"), C("8D")}  # void in clubs: it trumps, as the 8 of trumps


def test_the_mistigri_turned_up_makes_clubs_trumps_and_the_dealer_may_rob_it():
    deal = deal_stacked(new_session(mistigri=True), {3: "6S 7S 8S 9S 6D"}, upcard="JC")
    assert deal.trump == Suit.CLUBS
    say(deal, "play play pass rob(6D) play")
    assert C("JC") in deal.hand(3)


def test_the_mistigri_is_wild_in_a_mouche():
    deal = deal_stacked(new_session(mistigri=True), {0: "JC 7S 8S 9S 10S"})
    say(deal, "play play pass pass")
    assert deal.outcome == "mouche" and deal.mouche_shown[1].suit == Suit.SPADES


def test_without_mistigri_wild_it_completes_only_a_mouche_of_trumps_r3():
    deal = deal_stacked(new_session(mistigri=True, mistigri_wild=False), {0: "JC 7S 8S 9S 10S"})
    say(deal, "play play pass pass")
    assert deal.outcome != "mouche"
    deal = deal_stacked(new_session(mistigri=True, mistigri_wild=False), {0: "JC 6C 7C 8C 9C"})
    say(deal, "play play pass pass")
    assert deal.outcome != "mouche"  # clubs are not trumps: the Mistigri is no club
    deal = deal_stacked(new_session(mistigri=True, mistigri_wild=False), {0: "JC 7H 8H 9H 10H"})
    say(deal, "play play pass pass")
    assert deal.outcome == "mouche" and deal.mouche_shown[1].trumps


def test_the_mistigris_holder_is_spared_by_a_mouche():
    deal = deal_stacked(new_session(mistigri=True), {**MOUCHE_0, 1: "JC 6D 7D 8H 9H"})
    say(deal, "play play play pass")
    assert deal.outcome == "mouche" and deal.mouched == [(2, 5)]


def test_the_mistigri_always_takes_its_trick():
    deal = deal_stacked(new_session(mistigri=True), {0: "AH KH QH 10H 9C", 1: "JC 6S 7S 8D 9D"}, upcard="6H")
    say(deal, "play play pass pass")
    for _ in range(5):
        legal = deal.legal_actions()
        deal.apply(C("JC") if C("JC") in legal else legal[0])
    assert deal.tricks_won[1] >= 1 and deal.mouched == []


def test_mistigri_free_r11():
    rules = dict(mistigri=True, mistigri_free=True)
    deal = deal_stacked(new_session(**rules), {0: "7C", 1: "JC 9C 8D"})
    say(deal, "play play pass pass 7C")
    assert set(deal.legal_actions()) == {C("JC"), C("9C")}  # always playable besides
    deal = deal_stacked(new_session(**rules), {0: "7H", 1: "JC 9C 8D"})
    say(deal, "play play pass pass 7H")
    assert set(deal.legal_actions()) == set(deal.hand(1))  # need not follow trumps
    deal = deal_stacked(new_session(**rules), {0: "JC 7S", 1: "7H 9C 8D"})
    say(deal, "play play pass pass JC")
    assert set(deal.legal_actions()) == {C("7H")}  # led, it leads trumps
    say(deal, "7H")
    assert deal.trick_winners == [0]


def test_mistigri_names_trump_r9():
    rules = dict(mistigri=True, mistigri_names_trump=True)
    deal = deal_stacked(new_session(**rules), {0: "JC 7S 8C 9C 7H", 1: "8S 9D 8D AC QC", 2: "6S 7D 6D 8H 10S"})
    say(deal, "play play play pass")
    assert NameTrump(Suit.DIAMONDS) in deal.legal_actions() and C("JC") not in deal.legal_actions()
    assert refused(deal, "JC") == "name_trump"
    say(deal, "mistigri(D)")
    assert deal.trump == Suit.DIAMONDS
    assert set(deal.legal_actions()) == set(cards("9D 8D"))  # led, the Mistigri leads the named suit
    say(deal, "8D 6D")
    assert deal.trick_winners == [0]
    say(deal, "8C QC")
    assert set(deal.legal_actions()) == {C("7D")}  # void in clubs: trump in diamonds, not in the old hearts
    say(deal, "7D")
    assert deal.trick_winners == [0, 2]
    deal.play_out(lambda: 0.0)
    record = deal_record(deal, 0)
    assert record["trump"] == "H" and record["tricks"][0]["trump_named"] == "D"
    assert all("trump_named" not in trick for trick in record["tricks"][1:])
    assert TrumpNamed(0, Suit.DIAMONDS) in deal.events()
    assert replay([record]) == [record]


def test_mistigri_names_trump_may_name_trumps_already_r9():
    deal = deal_stacked(new_session(mistigri=True, mistigri_names_trump=True), {0: "KS", 1: "JC 9C 8C 7D 8D"})
    say(deal, "play play pass pass KS mistigri(H)")
    assert deal.trump == Suit.HEARTS and deal.trick_winners == [1] and deal.trump_named == (0, Suit.HEARTS)


# ================================================================ the end of a session
def test_the_session_plays_on_while_a_mouche_waits_at_most_n_more_deals_r12():
    session = new_session(rounds=1)
    assert session.deals_due == 4
    session.deals_played = 4
    session.table = Table(waiting=(5,))
    assert session.wants_deal
    session.deals_played = 8
    assert not session.wants_deal  # n more at most
    session.deals_played = 4
    session.table = Table(basket=3)
    assert not session.wants_deal  # a remainder in the basket does not count


def test_the_share_out_f16():
    session = new_session(players=3, dealer=2, rounds=1)
    session.deals_played = session.deals_due
    session.table = Table(basket=2, waiting=(10, 5))
    session.purses = [90, 95, 98]
    share = session.end()
    record = share_out_record(session, share)
    assert record["outcome"] == "session_end" and record["deal"] == 4 and record["dealer"] is None
    assert record["transfers"] == [t("mouches", "basket", 10, "session_end"), t("mouches", "basket", 5, "session_end"),
                                   t("basket", 0, 6, "share_out"), t("basket", 1, 6, "share_out"),
                                   t("basket", 2, 5, "share_out")]
    assert record["table_after"] == {"basket": 0, "mouches": []} and record["purses_after"] == [96, 101, 103]
    assert record["hands"] == record["stock"] == record["talk"] == record["shares"] == record["mouched"] == []
    assert record["upcard"] is record["trump"] is record["mouche_shown"] is record["basket_before_shares"] is None
    assert replay([record]) == [record]


# ================================================================ toggles and presets
def test_every_toggle_has_a_default_a_meaning_and_a_source():
    names = [info.name for info in MoucheRules.toggles()]
    assert names == ["preset", "mouche_pack", "ace_high", "ante_mode", "dealer_ante", "ante", "mouches_at_once",
                     "deal_packets", "max_exchange", "rob_upcard", "dealer_defends", "mouche_loos_players_in",
                     "mouche_loos_all", "head_trick", "mouche_penalty", "mouche_cap", "mistigri", "mistigri_free",
                     "mistigri_wild", "mistigri_names_trump", "purse", "rounds"]
    for info in MoucheRules.toggles():
        assert info.help and info.source and info.default == getattr(MoucheRules(), info.name)


def test_presets_academie_1718_and_balzac_1839():
    assert set(MOUCHE_PRESETS) == {"academie_1718", "balzac_1839"}
    assert MOUCHE_PRESETS["academie_1718"] == MoucheRules()
    balzac = MOUCHE_PRESETS["balzac_1839"]
    assert balzac.ante_mode == "everyone" and balzac.mistigri and balzac.mistigri_wild


def test_a_rule_set_of_no_preset_is_custom_f2():
    rules = MoucheRules().with_toggle("head_trick", "true")
    assert rules.preset == CUSTOM and rules.to_dict()["preset"] == CUSTOM
    assert MoucheRules.from_dict(rules.to_dict()) == rules
    assert rules.with_toggle("head_trick", "false").preset == "academie_1718"
    assert MoucheRules().with_toggles({"ante_mode": "everyone", "mistigri": True}).preset == "balzac_1839"
    assert MoucheRules(purse=40, rounds=3).preset == "academie_1718"  # the table's, not the rules'


@pytest.mark.parametrize("option", ["mistigri_free", "mistigri_names_trump"])
def test_impossible_combinations_are_refused_by_name(option):
    with pytest.raises(RuleSetError, match=f"rule {option}: .*mistigri"):
        MoucheRules().with_toggle(option, True)
    assert getattr(MOUCHE_PRESETS["balzac_1839"].with_toggle(option, True), option)


def test_values_a_toggle_does_not_allow_are_refused():
    for name, value in (("max_exchange", 6), ("deal_packets", "2+2+1"), ("mouche_cap", -1), ("rounds", 0),
                        ("mouche_pack", "piquet"), ("ante", 0)):
        with pytest.raises(RuleSetError, match=name):
            MoucheRules().with_toggle(name, value)


# ================================================================ records
def test_record_fields_of_a_rob_and_an_exchange_f7_f8():
    deal = deal_stacked(new_session(), {**HANDS_A, 3: "10S AS 6D 9D 10D"}, upcard="AH", stock="KC QC")
    say(deal, "play(7D,8D) pass pass rob(6D)")
    say(deal, "play")  # keeps his hand after the rob: no play entry is written
    deal.play_out(lambda: 0.0)
    record = deal_record(deal, 4)
    assert record["talk"] == [
        {"seat": 0, "say": "play", "discards": ["7D", "8D"], "drawn": ["KC", "QC"]},
        {"seat": 1, "say": "pass"}, {"seat": 2, "say": "pass"},
        {"seat": 3, "say": "rob", "took": "AH", "discards": ["6D"]},
    ]
    assert record["exchanges"] == [{"seat": 0, "discards": ["7D", "8D"], "drawn": ["KC", "QC"]}]
    assert record["folds"] == [1, 2] and record["in_players"] == [0, 3] and record["trump"] == "H"
    assert record["table_before"] == {"basket": 0, "mouches": []} and record["calls"] == []
    assert record["declarer"] is None and record["contre"] is None
    assert replay([record]) == [record]


def test_record_of_a_mouche_shown_f9():
    deal = deal_stacked(new_session(), MOUCHE_0)
    say(deal, "play play pass pass")
    record = deal_record(deal, 0)
    assert record["mouche_shown"] == {"seat": 0, "cards": ["7S", "8S", "9S", "10S", "QS"]}
    assert record["outcome"] == "mouche" and record["shares"] == [] and record["tricks"] == []
    assert record["mouched"] == [{"seat": 1, "jetons": 5}] and record["basket_before_shares"] == 5
