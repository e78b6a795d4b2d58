"""One test per rule and per variant of shared/spec/bestia-rules.md, each on a stacked deal.

Unless a test says otherwise: four players, the dealer is seat 3, so eldest hand is seat 0
and seats speak and play in the order 0, 1, 2, 3; ante 5, so the pool is 20 and every
purse 95 once the antes are in; trump hearts (the 2 of hearts is turned).

Tricks are written (leader, "cards in order of play").
"""
from __future__ import annotations

import pytest

from game.engine import BRISCOLA, Card, ITALIAN_40, IllegalAction, Phase, Rank, RuleSetError, Session, cards_in
from game.engine.bestia import BestiaRules
from game.engine.bestia import BESTIA_PRESETS, Exchange, Talk
from game.engine.bestia.events import InBestia, TrumpShown
from game.engine.events import Ended, Paid, Played, Said, TrickWon, Turned
from game.engine.record import deal_record

from helpers import (
    cards, check_cards_accounted_for, deal_bestia as deal_stacked, new_bestia_session as new_session, play_tricks, say,
    settlement,
)

POOL = 20
C = Card.parse

# Deal A: trump hearts, seat 0 knocks at once; tricks go 0, 0, 1, 1, 2: seat 3 takes none.
HANDS_A = {0: "AS AD 6C JS 6D", 1: "2S 2D AC 3S KD", 2: "4S 4D 2C 6S 3H", 3: "5S 5D 4C 7S QD"}
TRICKS_A = [(0, "AS 2S 4S 5S"), (0, "AD 2D 4D 5D"), (0, "6C AC 2C 4C"), (1, "3S 6S 7S JS"), (1, "KD 3H QD 6D")]
# Deal B: seat 0 takes all five tricks, whoever leads the first (seat 0 or seat 3).
HANDS_B = {0: "AS AD AC 3D 3C", 1: "4S 2D 2C 6D 6C", 2: "5S 4D 4C 7D 7C", 3: "2S 5D 5C JD JC"}
TRICKS_B0 = [(0, "AS 4S 5S 2S"), (0, "AD 2D 4D 5D"), (0, "AC 2C 4C 5C"), (0, "3D 6D 7D JD"), (0, "3C 6C 7C JC")]
TRICKS_B3 = [(3, "2S AS 4S 5S")] + TRICKS_B0[1:]


def played(hands, talk, tricks, session=None, upcard="2H", **toggles):
    session = session or new_session(**toggles)
    deal = deal_stacked(session, hands, upcard)
    say(deal, talk)
    play_tricks(deal, tricks)
    assert deal.is_over
    return deal


def first_trick(hands, played_cards, upcard="2H", **toggles):
    """Seat 0 knocks and the cards given are played to the first trick in turn."""
    deal = deal_stacked(new_session(**toggles), hands, upcard)
    say(deal, "knock " + played_cards)
    return deal


# ================================================================ cards
def test_pack_is_the_italian_forty_cards():
    assert len(ITALIAN_40) == 40
    assert {c.rank for c in ITALIAN_40.cards} == {Rank.parse(r) for r in "A 3 K Q J 7 6 5 4 2".split()}
    deal = new_session().next_deal()
    assert all(len(deal.hand(s)) == 5 for s in range(4))
    check_cards_accounted_for(deal)


def test_ranking_is_a_3_k_q_j_7_6_5_4_2():
    assert [r.code for r in BRISCOLA.order] == "A 3 K Q J 7 6 5 4 2".split()
    # the Three beats the King; the Ace beats the Three
    deal = first_trick({0: "KS", 1: "3S", 2: "AS", 3: "QS"}, "KS 3S AS QS")
    assert deal.trick_winners == [2]
    deal = first_trick({0: "2D", 1: "4D", 2: "7D", 3: "JD"}, "2D 4D 7D JD")
    assert deal.trick_winners == [3]


def test_card_codes_of_the_italian_pack_are_french_codes():
    # the Queen stands for the Cavallo; ranks 2 to 7, J, Q, K, A in suits S H D C
    assert [str(c) for c in cards_in(ITALIAN_40.mask) if c.suit == 0] == "2S 3S 4S 5S 6S 7S JS QS KS AS".split()
    assert all(str(Card.parse(str(c))) == str(c) for c in ITALIAN_40.cards)


# ================================================================ stakes
def test_ante_every_player_into_the_pool():
    deal = deal_stacked(new_session())
    assert deal.pool == POOL
    assert [(t.source, t.target, t.jetons, t.why) for t in deal.transfers] == [(s, "pool", 5, "ante") for s in range(4)]
    assert deal.purses == [95] * 4


def test_play_stake_paid_by_every_player_still_in_when_play_starts():
    deal = deal_stacked(new_session(play_stake=2))
    say(deal, "fold play play")
    assert deal.pool == POOL  # nothing yet
    say(deal, "knock")
    assert deal.phase is Phase.PLAY
    stakes = deal.transfers[deal.ante_count:]
    assert [(t.source, t.jetons, t.why) for t in stakes] == [(s, 2, "the stake to play") for s in (1, 2, 3)]
    assert deal.pool == POOL + 6


def test_purse_may_go_into_debt():
    deal = played(HANDS_B, "play play play knock", TRICKS_B3, purse=10)
    assert deal.purses[3] == 10 - 5 - 30  # the knocker in bestia
    assert sum(deal.purses) + deal.pool == 40


# ================================================================ the deal
def test_dealer_by_lot_then_the_deal_passes_on():
    dealers = set()
    for seed in range(20):
        session = Session(BestiaRules(), 5, seed)
        assert session.lot[-1][1].rank is Rank.KING
        first = session.first_dealer
        dealers.add(first)
        for k in range(3):
            deal = session.next_deal()
            assert deal.dealer == (first + k) % 5
            deal.play_out(__import__("random").Random(seed).random)
            session.finish_deal()
    assert len(dealers) > 1


def test_five_cards_each_in_one_packet_from_eldest_then_trump_then_stock():
    session = new_session(players=5, dealer=1)  # eldest is seat 2
    order = list(ITALIAN_40.cards)
    deal = session.next_deal(order)
    for k, seat in enumerate((2, 3, 4, 0, 1)):  # the dealer, seat 1, last
        assert deal.dealt_hand(seat) == order[5 * k: 5 * k + 5]
    assert deal.upcard == order[25] and deal.trump == order[25].suit
    assert deal.stock == order[26:]
    assert deal.to_act == 2  # eldest speaks first


@pytest.mark.parametrize("players", [3, 7])
def test_bestia_is_for_four_to_six_players(players):
    with pytest.raises(Exception) as err:
        Session(BestiaRules(), players, 1)
    assert "4 to 6" in str(err.value)


# ================================================================ the talk
def test_talk_goes_round_from_eldest():
    deal = deal_stacked(new_session(players=5, dealer=1))
    seen = []
    for _ in range(5):
        seen.append(deal.to_act)
        deal.apply(Exchange(0))
    assert seen == [2, 3, 4, 0, 1]
    assert deal.to_act == 2 and deal.circuit == 2  # round again


def test_fold_is_out_of_the_deal_wins_nothing_pays_nothing_more():
    deal = played({**HANDS_A, 1: "2S 3S KS KC QC"}, "play fold play knock",
                  [(3, "5S AS 6S"), (0, "AD 4D 5D"), (0, "6C 2C 4C"), (0, "JS 4S 7S"), (0, "6D 3H QD")],
                  play_stake=1)
    assert deal.in_seats == (0, 2, 3)
    assert all(seat != 1 for seat, _ in deal.plays)  # folded: plays no card
    assert 1 not in [t.source for t in deal.transfers[deal.ante_count:]]  # no stake, no bestia
    assert deal.purses[1] == 95


def test_play_exchanges_cards_from_the_stock():
    deal = deal_stacked(new_session(), {0: "2S 4S 5S 6S 7S"}, stock="AS 3S KS")
    say(deal, "play(2S,4S)")
    assert set(deal.hand(0)) == set(cards("5S 6S 7S AS 3S"))  # given from the top of the stock
    assert deal.stock[0] == C("KS") and len(deal.stock) == 40 - 21 - 2
    assert deal.exchanged == [2, 0, 0, 0] and deal.discards == cards("2S 4S")
    assert deal.to_act == 1
    check_cards_accounted_for(deal)


def test_play_may_change_all_five_cards_or_none():
    deal = deal_stacked(new_session())
    legal = deal.legal_actions()
    exchanges = [a for a in legal if isinstance(a, Exchange)]
    assert len(exchanges) == 32  # every set of 0 to 5 of the five cards
    assert set(legal) - set(exchanges) == {Talk.FOLD, Talk.KNOCK, Talk.TERZO}
    deal.apply(Exchange(deal.hands[0]))
    assert deal.exchanged[0] == 5


def test_playing_with_no_exchange_is_not_a_knock():
    deal = deal_stacked(new_session())
    say(deal, "play")
    assert deal.phase is Phase.TALK and deal.knocker is None and deal.to_act == 1


def test_stock_reshuffled_from_discards_when_it_runs_out():
    # six players: 30 cards dealt, the trump turned, a stock of nine
    session = new_session(players=6, dealer=5, seed=11)
    deal = deal_stacked(session, {0: "2S 4S 5S 6S 7S", 1: "2C 4C 5C 6C 7C"}, stock="AS 3S KS QS JS AC 3C KC QC")
    say(deal, "play(2S,4S,5S,6S,7S)")
    assert deal.stock == cards("AC 3C KC QC")
    say(deal, "play(2C,4C,5C,6C,7C)")
    entry = deal.talk[-1]
    assert entry.drawn[:4] == tuple(cards("AC 3C KC QC"))  # the old stock first
    assert set(entry.reshuffled) == set(cards("2S 4S 5S 6S 7S"))  # the discards so far, not seat 1's own
    assert entry.drawn[4] == entry.reshuffled[0]
    assert deal.stock == list(entry.reshuffled[1:])
    assert deal.discards == cards("2C 4C 5C 6C 7C")
    check_cards_accounted_for(deal)


def test_turned_trump_is_never_drawn():
    session = new_session(players=6, dealer=5, seed=3)
    deal = deal_stacked(session, upcard="AH")
    for _ in range(20):  # circuits of full exchanges: many reshuffles
        if deal.phase is not Phase.TALK:
            break
        deal.apply(Exchange(deal.hands[deal.to_act]))
        assert not any(deal.hands[s] >> C("AH") & 1 for s in range(6))
        check_cards_accounted_for(deal)
    assert deal.reshuffles >= 2


def test_reshuffle_is_decided_by_the_session_seed():
    def reshuffled(seed):
        session = Session(BestiaRules(), 6, seed)
        deal = session.next_deal()
        deal.apply(Exchange(deal.hands[deal.to_act]))
        deal.apply(Exchange(deal.hands[deal.to_act]))
        return deal.talk[-1].reshuffled

    assert reshuffled(5) == reshuffled(5)
    assert len({reshuffled(seed) for seed in range(5)}) > 1


def test_knock_ends_the_talk_and_the_knocker_exchanges_nothing():
    deal = deal_stacked(new_session())
    hand = deal.hands[1]
    say(deal, "play knock")
    assert deal.phase is Phase.PLAY and deal.knocker == 1
    assert deal.hands[1] == hand and deal.exchanged[1] == 0
    assert deal.to_act == 1  # the knocker leads


def test_players_yet_to_speak_play_the_cards_dealt_after_a_knock():
    deal = deal_stacked(new_session())
    say(deal, "knock")
    assert deal.in_seats == (0, 1, 2, 3)
    assert [deal.hands[s] for s in range(4)] == list(deal.dealt)


def test_terzo_se_devo_only_at_the_first_turn():
    deal = deal_stacked(new_session())
    say(deal, "play play play play")
    assert Talk.TERZO not in deal.legal_actions()
    with pytest.raises(IllegalAction) as err:
        deal.apply(Talk.TERZO)
    assert err.value.rule == "terzo_first_turn"


def test_terzo_se_devo_folds_at_the_next_turn_when_three_are_in():
    deal = deal_stacked(new_session())
    say(deal, "terzo play play play")
    assert deal.status[0] == "fold" and deal.talk[-1].forced
    assert deal.to_act == 1


def test_terzo_se_devo_is_an_ordinary_turn_when_fewer_than_three_are_in():
    deal = deal_stacked(new_session())
    say(deal, "terzo play fold play")
    assert deal.to_act == 0 and deal.status[0] == "terzo"
    assert {Talk.FOLD, Talk.KNOCK} <= set(deal.legal_actions()) and Talk.TERZO not in deal.legal_actions()
    say(deal, "play")
    assert deal.status[0] == "play"


def test_terzo_se_devo_at_a_knock_folds_when_three_others_are_in():
    deal = deal_stacked(new_session())
    say(deal, "terzo play play knock")
    assert deal.status[0] == "fold" and deal.talk[-1] == deal.talk[-1]._replace(seat=0, word="fold", forced=True)
    assert deal.in_seats == (1, 2, 3) and deal.to_act == 3


def test_terzo_se_devo_at_a_knock_the_earliest_play_until_three_are_in():
    deal = deal_stacked(new_session(players=5, dealer=4))  # eldest is seat 0
    say(deal, "terzo terzo fold terzo knock")
    assert [(e.seat, e.word, e.forced) for e in deal.talk[-3:]] == [(0, "play", True), (1, "play", True),
                                                                   (3, "fold", True)]
    assert deal.in_seats == (0, 1, 4)


def test_talk_skips_folded_players():
    deal = deal_stacked(new_session())
    say(deal, "play fold play play")
    assert deal.to_act == 0
    say(deal, "play")
    assert deal.to_act == 2  # seat 1 folded


def test_last_player_in_takes_the_whole_pool():
    deal = deal_stacked(new_session())
    say(deal, "play fold fold fold")
    assert deal.is_over and deal.outcome == "uncontested"
    assert deal.plays == [] and settlement(deal) == [("pool", 0, POOL)]
    assert deal.purses == [115, 95, 95, 95] and deal.table_after.pool == 0


def test_dealer_may_not_fold_when_everyone_else_has():
    deal = deal_stacked(new_session())
    say(deal, "fold fold fold")
    # the dealer is never asked: he is the last one in and takes the pool
    assert deal.is_over and [e.seat for e in deal.talk] == [0, 1, 2]
    assert settlement(deal) == [("pool", 3, POOL)]


def test_talk_at_most_max_circuits_then_the_next_speaker_must_knock():
    deal = deal_stacked(new_session(max_circuits=2))
    say(deal, "play play play play play play play play")
    assert deal.phase is Phase.PLAY and deal.knocker == 0
    assert (deal.talk[-1].word, deal.talk[-1].forced, deal.talk[-1].circuit) == ("knock", True, 3)
    deal = deal_stacked(new_session())  # three circuits by default
    say(deal, " ".join(["play"] * 12))
    assert deal.knocker == 0 and deal.talk[-1].forced


def test_folded_hands_are_not_shuffled_into_a_new_stock():
    session = new_session(players=6, dealer=5)
    deal = deal_stacked(session)
    folded = deal.hands[0]
    say(deal, "fold")
    for _ in range(10):
        deal.apply(Exchange(deal.hands[deal.to_act]))
    assert deal.reshuffles
    assert not any(set(e.reshuffled) & set(cards_in(folded)) for e in deal.talk)
    assert deal.dead == folded


# ================================================================ play
def test_knocker_leads_the_first_trick_and_the_winner_the_next():
    deal = played(HANDS_B, "play play play knock", TRICKS_B3)
    record = deal_record(deal, 0)
    assert [t["leader"] for t in record["tricks"]] == [3, 0, 0, 0, 0]
    assert deal.trick_winners == [0] * 5


def test_must_follow_suit():
    deal = first_trick({0: "7S", 1: "5S 2D 4D 6D AH"}, "7S")
    assert deal.legal_actions() == (C("5S"),)
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("AH"))
    assert err.value.rule == "follow_suit" and str(err.value) == "must follow suit: you hold a spade"


def test_must_head_the_trick_when_it_is_not_trumped():
    deal = first_trick({0: "7S", 1: "5S JS 2D 4D 6D"}, "7S")
    assert deal.legal_actions() == (C("JS"),)
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("5S"))
    assert err.value.rule == "head_trick"
    assert str(err.value) == "must head the trick: you hold a higher spade (JS)"
    # a card unable to head may follow with any card of the suit
    deal = first_trick({0: "AS", 1: "5S JS 2D 4D 6D"}, "AS")
    assert set(deal.legal_actions()) == set(cards("5S JS"))


def test_no_duty_to_head_a_trumped_trick():
    deal = first_trick({0: "7S", 1: "4H 2D 4D 5D 6D", 2: "5S KS 2C 4C 5C"}, "7S 4H")
    assert set(deal.legal_actions()) == set(cards("5S KS"))


def test_must_head_when_trumps_are_led():
    deal = first_trick({0: "5H", 1: "4H KH 2D 4D 6D"}, "5H")
    assert deal.legal_actions() == (C("KH"),)


def test_void_must_trump_an_untrumped_trick():
    deal = first_trick({0: "7S", 1: "4H 2D 4D 5D 6D"}, "7S")
    assert deal.legal_actions() == (C("4H"),)
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("2D"))
    assert err.value.rule == "trump"


def test_void_must_beat_the_trumps_played():
    deal = first_trick({0: "7S", 1: "5H 2D 4D 6D 7D", 2: "4H KH 2C 4C 5C"}, "7S 5H")
    assert deal.legal_actions() == (C("KH"),)
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("4H"))
    assert err.value.rule == "overtrump"


def test_void_unable_to_beat_the_trumps_may_play_any_card():
    deal = first_trick({0: "7S", 1: "KH 2D 4D 6D 7D", 2: "4H 2C 4C 5C 6C"}, "7S KH")
    assert set(deal.legal_actions()) == set(cards("4H 2C 4C 5C 6C"))


def test_must_trump_anyway_when_unable_to_beat():
    deal = first_trick({0: "7S", 1: "KH 2D 4D 6D 7D", 2: "4H 2C 4C 5C 6C"}, "7S KH", must_trump_anyway=True)
    assert deal.legal_actions() == (C("4H"),)
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("2C"))
    assert err.value.rule == "trump_anyway"


def test_lead_trump_ace_the_first_leader_must_lead_it():
    deal = deal_stacked(new_session(lead_trump_ace=True), {0: "AH 2S 4S 5S 6S"})
    say(deal, "knock")
    assert deal.legal_actions() == (C("AH"),)
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("2S"))
    assert err.value.rule == "lead_trump_ace"
    # without the toggle the lead is free
    deal = deal_stacked(new_session(), {0: "AH 2S 4S 5S 6S"})
    say(deal, "knock")
    assert len(deal.legal_actions()) == 5


def test_lead_trump_ace_holds_only_at_the_first_trick():
    deal = deal_stacked(new_session(lead_trump_ace=True), {0: "AS AH 5S 6S 7S", 1: "2S", 2: "4S", 3: "JS"},
                        upcard="2H")
    say(deal, "play play play knock")  # seat 3 leads
    say(deal, "JS AS 2S 4S")  # seat 0 wins the first trick with the Ace of spades
    assert deal.to_act == 0 and len(deal.legal_actions()) == 4


def test_lead_top_trump_a_leader_holding_the_highest_trump_out_must_lead_it():
    hands = {0: "AH 3H 2S 4S 5S", 1: "6H 6S 2D 4D 5D", 2: "7H 7S 2C 4C 5C", 3: "JH JS 6D 6C 7D"}
    deal = deal_stacked(new_session(lead_top_trump=True), hands, upcard="KH")
    say(deal, "knock")
    assert deal.legal_actions() == (C("AH"),)
    say(deal, "AH 6H 7H JH")
    # the Ace played, the King lying face up on the table: the Three is the highest out
    assert deal.legal_actions() == (C("3H"),)
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("2S"))
    assert err.value.rule == "lead_top_trump"


def test_illegal_actions_change_nothing():
    deal = first_trick({0: "7S", 1: "5S JS 2D 4D 6D"}, "7S")
    before = (list(deal.hands), list(deal.plays), deal.ply)
    for wrong in (C("5S"), C("AD"), Talk.KNOCK, Exchange(0)):
        with pytest.raises(IllegalAction):
            deal.apply(wrong)
    assert (list(deal.hands), list(deal.plays), deal.ply) == before
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("JS"), seat=2)
    assert err.value.rule == "out_of_turn"


def test_talk_refuses_a_card_and_play_refuses_a_word():
    deal = deal_stacked(new_session(), {0: "2S 4S 5S 6S 7S"})
    with pytest.raises(IllegalAction) as err:
        deal.apply(C("2S"))
    assert err.value.rule == "talk_expected"
    with pytest.raises(IllegalAction) as err:
        deal.apply(Exchange.of(cards("AS")))
    assert err.value.rule == "not_in_hand"
    say(deal, "knock")
    with pytest.raises(IllegalAction) as err:
        deal.apply(Talk.FOLD)
    assert err.value.rule == "card_expected"


# ================================================================ payment
def test_each_trick_takes_a_fifth_of_the_pool():
    deal = played(HANDS_A, "knock", TRICKS_A)
    assert deal.tricks_won == [2, 2, 1, 0]
    shares = [t for t in settlement(deal) if t[0] == "pool"]
    assert shares == [("pool", 0, 4), ("pool", 0, 4), ("pool", 1, 4), ("pool", 1, 4), ("pool", 2, 4)]
    assert deal.outcome == "shared"


def test_shares_in_whole_jetons_the_remainder_stays_in_the_pool():
    deal = played(HANDS_A, "knock", TRICKS_A, play_stake=1)  # pool 24: 4 a trick, 4 stay
    assert [t for t in settlement(deal) if t[0] == "pool"][0] == ("pool", 0, 4)
    assert deal.pool_before_shares == 24
    assert deal.table_after.pool == 4 + 24  # the remainder and seat 3's bestia


def test_in_bestia_pays_the_whole_pool_into_the_next_pool():
    deal = played(HANDS_A, "knock", TRICKS_A)
    assert deal.in_bestia == [(3, POOL)]
    assert settlement(deal)[-1] == (3, "pool", POOL)
    assert deal.purses == [103, 103, 99, 75]
    assert deal.table_after.pool == POOL
    kinds = [type(e) for e in deal.events()]
    assert kinds.index(InBestia) > kinds.index(Ended)


def test_knocker_in_bestia_pays_one_and_a_half_times_rounded_up():
    deal = played(HANDS_B, "play play play knock", TRICKS_B3, ante=3)  # pool 12
    assert deal.knocker == 3 and deal.tricks_won == [5, 0, 0, 0]
    assert deal.in_bestia == [(1, 12), (2, 12), (3, 18)]
    deal = played(HANDS_B, "play play play knock", TRICKS_B3, ante=5, play_stake=1)  # pool 24 -> 36
    assert deal.in_bestia[-1] == (3, 36)
    deal = played(HANDS_B, "play play play knock", TRICKS_B3, ante=1, play_stake=0)  # pool 4 -> 6
    assert deal.in_bestia[-1] == (3, 6)
    deal = played(HANDS_B, "play play play knock", TRICKS_B3, ante=1, play_stake=1)  # pool 8 -> 12
    assert deal.in_bestia[-1] == (3, 12)
    deal = played(HANDS_B, "play play play knock", TRICKS_B3, ante=7)  # pool 28 -> 42
    assert deal.in_bestia[-1] == (3, 42)
    deal = played(HANDS_B, "play play fold knock", [(3, "2S AS 4S"), (0, "AD 2D 5D"), (0, "AC 2C 5C"),
                                                    (0, "3D 6D JD"), (0, "3C 6C JC")], ante=3, play_stake=1)
    assert deal.pool_before_shares == 15 and deal.in_bestia[-1] == (3, 23)  # 22.5 rounded up


def test_knocker_with_more_tricks_than_anyone_antes_half_next_deal():
    session = new_session()
    deal = played(HANDS_B, "knock", TRICKS_B0, session=session)
    assert deal.table_after.pending_antes == ((0, 3, "the knocker's reward: half the ante"),)
    session.finish_deal()
    session.dealer = 3
    deal = deal_stacked(session)
    antes = [(t.source, t.jetons, t.why) for t in deal.transfers[: deal.ante_count]]
    assert antes == [(0, 3, "the knocker's reward: half the ante"), (1, 5, "ante"), (2, 5, "ante"), (3, 5, "ante")]
    assert deal.books.pending_antes == ()


def test_knocker_tied_for_most_tricks_has_no_reward():
    deal = played(HANDS_A, "knock", TRICKS_A)
    assert deal.tricks_won[0] == deal.tricks_won[1] == 2
    assert deal.table_after.pending_antes == ()


def test_session_end_shares_the_pool_equally_remainder_to_low_seats():
    session = new_session(rounds=1, play_stake=1)
    played(HANDS_A, "knock", TRICKS_A, session=session)
    session.finish_deal()
    assert session.table.pool == 28
    session.deals_due = session.deals_played
    share = session.end()
    assert [t.jetons for t in share.transfers if t.source == "pool"] == [7, 7, 7, 7]
    assert share.table_after.jetons(5) == 0
    assert sum(share.purses_after) == 4 * 100


def test_session_ends_after_every_player_has_dealt_the_chosen_number_of_times():
    session = Session(BestiaRules(), 5, 2, rounds=2)
    count = 0
    rng = __import__("random").Random(2)
    while session.wants_deal:
        session.next_deal().play_out(rng.random)
        session.finish_deal()
        count += 1
    assert count == 10


# ================================================================ variants
def test_briscola_rubata_the_dealer_decides_before_looking():
    deal = deal_stacked(new_session(briscola_rubata=True))
    assert deal.phase is Phase.ROB and deal.to_act == 3
    assert deal.legal_actions() == (Talk.ROB, Talk.LEAVE)
    assert deal.observation(3).hand == ()  # he has not looked at his cards
    assert len(deal.observation(0).hand) == 5


def test_briscola_rubata_the_dealer_takes_the_trump_and_discards_one():
    deal = deal_stacked(new_session(briscola_rubata=True), {3: "2S 4S 5S 6S 7S"}, upcard="AH")
    say(deal, "rob")
    assert deal.phase is Phase.ROB_DISCARD and C("AH") in deal.hand(3) and len(deal.hand(3)) == 6
    assert not deal.trump_on_table and deal.trump == C("AH").suit
    say(deal, "2S")
    assert len(deal.hand(3)) == 5 and deal.discards == [C("2S")]
    assert deal.phase is Phase.TALK and deal.to_act == 0
    check_cards_accounted_for(deal)


def test_briscola_rubata_the_dealer_can_neither_fold_nor_exchange_and_speaks_last():
    deal = deal_stacked(new_session(briscola_rubata=True))
    say(deal, "rob " + str(deal.hand(3)[0]) + " play play play")
    assert deal.to_act == 3
    assert deal.legal_actions() == (Talk.KNOCK, Exchange(0))
    with pytest.raises(IllegalAction) as err:
        deal.apply(Talk.FOLD)
    assert err.value.rule == "robber_no_fold"
    with pytest.raises(IllegalAction) as err:
        deal.apply(Exchange.of(deal.hand(3)[:1]))
    assert err.value.rule == "robber_no_exchange"
    say(deal, "play")
    assert deal.to_act == 0  # every other player had an exchange before the dealer could knock


def test_briscola_rubata_the_dealer_may_leave_the_trump():
    deal = deal_stacked(new_session(briscola_rubata=True))
    say(deal, "leave")
    assert deal.trump_on_table and deal.phase is Phase.TALK and deal.to_act == 0
    say(deal, "play play play")
    assert Talk.FOLD in deal.legal_actions()


def test_mano_a_fidarsi_the_trump_is_shown_only_after_the_talk():
    deal = deal_stacked(new_session(mano_a_fidarsi=True), upcard="AH")
    view = deal.observation(0)
    assert view.trump_card is None and view.trump is None
    assert Turned(None, False) in deal.events(seat=0)
    say(deal, "play(" + str(deal.hand(0)[0]) + ") knock")
    assert deal.observation(1).trump_card == C("AH")
    assert TrumpShown(C("AH")) in deal.events(seat=2)


def test_mano_a_fidarsi_without_exchange_play_the_cards_dealt_or_fold():
    deal = deal_stacked(new_session(mano_a_fidarsi=True, mano_a_fidarsi_no_exchange=True))
    assert set(deal.legal_actions()) == {Talk.FOLD, Talk.KNOCK, Talk.TERZO, Exchange(0)}
    with pytest.raises(IllegalAction) as err:
        deal.apply(Exchange.of(deal.hand(0)[:1]))
    assert err.value.rule == "no_exchange"
    with pytest.raises(RuleSetError):
        BestiaRules().with_toggle("mano_a_fidarsi_no_exchange", True)  # an option of mano a fidarsi


def test_un_perdere_the_fewest_tricks_win_part_of_the_pool():
    deal = played(HANDS_A, "knock", TRICKS_A, un_perdere=True)  # tricks 2 2 1 0
    assert deal.outcome == "un_perdere"
    assert settlement(deal) == [("pool", 3, 10)]  # half the pool, by default
    assert deal.in_bestia == []  # nobody goes in bestia
    deal = played(HANDS_A, "knock", TRICKS_A, un_perdere=True, un_perdere_part="1")
    assert settlement(deal) == [("pool", 3, 20)]


def test_un_perdere_ties_share_and_a_knocker_with_most_tricks_pays_back():
    deal = played(HANDS_B, "knock", TRICKS_B0, un_perdere=True)  # tricks 5 0 0 0, seat 0 knocked
    assert settlement(deal) == [("pool", 1, 3), ("pool", 2, 3), ("pool", 3, 3), (0, "pool", 9)]
    assert deal.knocker_failed
    assert deal.table_after.pending_antes == ((0, 8, "the knocker who failed at un perdere: an ante and a half"),)
    assert deal.table_after.pool == POOL - 9 + 9


def test_giro_a_tre_three_cards_and_a_third_of_the_pool_a_trick():
    session = new_session(giro_a_tre=True)
    deal = deal_stacked(session, {0: "AS AD AC", 1: "2S 2D 2C", 2: "4S 4D 4C", 3: "5S 5D 5C"})
    assert all(len(deal.hand(s)) == 3 for s in range(4)) and deal.upcard == deal.order[12]
    assert len([a for a in deal.legal_actions() if isinstance(a, Exchange)]) == 8
    say(deal, "knock")
    play_tricks(deal, [(0, "AS 2S 4S 5S"), (0, "AD 2D 4D 5D"), (0, "AC 2C 4C 5C")])
    assert [t for t in settlement(deal) if t[0] == "pool"] == [("pool", 0, 6)] * 3  # 20 // 3, 2 stay
    assert deal.in_bestia == [(1, 20), (2, 20), (3, 20)]


def test_tre_carte_senza_piegare_opening_deals_have_no_talk_and_eldest_leads():
    session = new_session(tre_carte_senza_piegare=1)
    deal = deal_stacked(session, {0: "AS AD 2C", 1: "2S 2D AC", 2: "4S 4D 4C", 3: "5S 5D 5C"})
    assert deal.form == "tre_carte" and deal.phase is Phase.PLAY and deal.to_act == 0
    assert all(len(deal.hand(s)) == 3 for s in range(4)) and deal.talk == []
    play_tricks(deal, [(0, "AS 2S 4S 5S"), (0, "AD 2D 4D 5D"), (0, "2C AC 4C 5C")])
    assert deal.tricks_won == [2, 1, 0, 0]
    session.finish_deal()
    assert session.next_deal().form == "rome"  # then the ordinary game


def test_tre_carte_senza_piegare_two_tricks_take_the_ante_back_nothing_else_is_paid():
    session = new_session(tre_carte_senza_piegare=2)
    deal = deal_stacked(session, {0: "AS AD 2C", 1: "2S 2D AC", 2: "4S 4D 4C", 3: "5S 5D 5C"})
    play_tricks(deal, [(0, "AS 2S 4S 5S"), (0, "AD 2D 4D 5D"), (0, "2C AC 4C 5C")])
    assert deal.outcome == "tre_carte" and settlement(deal) == [("pool", 0, 5)]
    assert deal.table_after.pool == 15


def test_terzo_obbligatorio_no_one_may_fold_when_three_remain():
    deal = deal_stacked(new_session(terzo_obbligatorio=True))
    say(deal, "fold")
    assert Talk.FOLD not in deal.legal_actions()
    with pytest.raises(IllegalAction) as err:
        deal.apply(Talk.FOLD)
    assert err.value.rule == "terzo_obbligatorio"
    deal = deal_stacked(new_session(players=5, dealer=4, terzo_obbligatorio=True))
    say(deal, "fold fold")
    assert Talk.FOLD not in deal.legal_actions()


def test_un_giro_the_dealer_keeps_the_trump_as_fifth_card():
    session = new_session(un_giro=True)
    order = list(ITALIAN_40.cards)
    deal = session.next_deal(order)
    assert deal.upcard == order[0] and deal.form == "un_giro"
    assert deal.dealt_hand(0) == order[1:6] and deal.dealt_hand(3) == order[16:20]
    assert set(deal.hand(3)) == set(order[16:20]) | {order[0]} and not deal.trump_on_table
    assert deal.stock == order[20:]


def test_un_giro_one_turn_each_to_play_or_fold_and_change_up_to_four():
    deal = deal_stacked(new_session(un_giro=True))
    legal = deal.legal_actions()
    assert Talk.KNOCK not in legal and Talk.TERZO not in legal and Talk.FOLD in legal
    assert len([a for a in legal if isinstance(a, Exchange)]) == 31  # not all five
    with pytest.raises(IllegalAction) as err:
        deal.apply(Exchange(deal.hands[0]))
    assert err.value.rule == "exchange_limit"
    say(deal, "fold play play")
    assert deal.to_act == 3  # the dealer speaks last
    say(deal, "play")
    assert deal.phase is Phase.PLAY and deal.knocker is None
    assert deal.to_act == 1  # the active player nearest eldest leads


def test_vincitore_prende_tutto_most_tricks_takes_the_whole_pool():
    deal = played(HANDS_B, "knock", TRICKS_B0, vincitore_prende_tutto=True)
    assert deal.outcome == "winner_takes_all"
    assert settlement(deal)[0] == ("pool", 0, POOL)
    assert deal.in_bestia == [(1, 20), (2, 20), (3, 20)]  # going in bestia still holds


def test_vincitore_prende_tutto_a_tie_leaves_the_pool():
    deal = played(HANDS_A, "knock", TRICKS_A, vincitore_prende_tutto=True)  # 2 2 1 0
    assert deal.outcome == "no_winner"
    assert settlement(deal) == [(3, "pool", POOL)]  # only seat 3's bestia
    assert deal.table_after.pool == 2 * POOL


def test_col_buco_three_cards_each_and_the_buco_across_the_trump():
    session = new_session(col_buco=True)
    order = list(ITALIAN_40.cards)
    deal = session.next_deal(order)
    assert deal.upcard == order[0] and deal.buco == tuple(order[1:4])
    assert deal.dealt_hand(0) == order[4:7] and deal.dealt_hand(3) == order[13:16]
    assert set(deal.legal_actions()) == {Talk.FOLD, Talk.BUCO, Exchange(0)}


def test_col_buco_the_first_to_ask_takes_the_buco_and_plays_it():
    deal = deal_stacked(new_session(col_buco=True), {0: "2S 4S 5S"}, buco="AS AD AC")
    say(deal, "buco")
    assert set(deal.hand(0)) == set(cards("AS AD AC"))
    assert deal.buco_taker == 0 and deal.dead == Exchange.of(cards("2S 4S 5S")).discards
    assert set(deal.legal_actions()) == {Talk.FOLD, Exchange(0)}  # the buco is gone
    with pytest.raises(IllegalAction) as err:
        deal.apply(Talk.BUCO)
    assert err.value.rule == "buco_taken"
    say(deal, "play fold play")
    assert deal.phase is Phase.PLAY and deal.to_act == 0 and deal.in_seats == (0, 1, 3)
    check_cards_accounted_for(deal)


def test_col_buco_a_trick_takes_a_third_of_the_pool():
    deal = deal_stacked(new_session(col_buco=True), {0: "2S 4S 5S", 1: "6S 6D 6C", 2: "7S 7D 7C", 3: "JS JD JC"},
                        upcard="2H", buco="AS AD AC")
    say(deal, "buco play play play")
    play_tricks(deal, [(0, "AS 6S 7S JS"), (0, "AD 6D 7D JD"), (0, "AC 6C 7C JC")])
    assert [t for t in settlement(deal) if t[0] == "pool"] == [("pool", 0, 6)] * 3


def test_variants_that_cannot_go_together_are_refused():
    for first, second in [("un_perdere", "vincitore_prende_tutto"), ("un_giro", "col_buco"),
                          ("briscola_rubata", "un_giro"), ("briscola_rubata", "col_buco"),
                          ("briscola_rubata", "mano_a_fidarsi"), ("mano_a_fidarsi", "un_giro")]:
        with pytest.raises(RuleSetError) as err:
            BestiaRules().with_toggle(first, True).with_toggle(second, True)
        assert first in str(err.value) and second in str(err.value)


# ================================================================ toggles and presets
def test_every_toggle_names_its_source():
    for toggle in BestiaRules.toggles():
        assert toggle.source and toggle.help
    sources = {t.name: t.source for t in BestiaRules.toggles()}
    assert "Briscola rubata" in sources["briscola_rubata"] and "Bestia col buco" in sources["col_buco"]


def test_rule_toggle_bad_value_is_refused_with_allowed_values():
    with pytest.raises(RuleSetError) as err:
        BestiaRules().with_toggle("ante", "0")
    assert "an integer from 1" in str(err.value)
    with pytest.raises(RuleSetError) as err:
        BestiaRules().with_toggle("un_perdere_part", "2/3")
    assert "1, 1/2, 1/3, 1/5" in str(err.value)
    with pytest.raises(RuleSetError) as err:
        BestiaRules().with_toggle("contre", True)
    assert "max_circuits" in str(err.value)


def test_preset_bestia_roma_is_the_default():
    rules = BESTIA_PRESETS["bestia_roma"]
    assert rules == BestiaRules()
    assert (rules.ante, rules.play_stake, rules.max_circuits, rules.purse) == (5, 0, 3, 100)
    assert not any(getattr(rules, t.name) for t in BestiaRules.toggles() if t.kind is bool)


@pytest.mark.parametrize("name, toggles", [
    ("bestia_un_giro", {"un_giro": True}),
    ("bestia_col_buco", {"col_buco": True}),
    ("bestia_a_tre", {"giro_a_tre": True}),
    ("bestia_rigorosa", {"must_trump_anyway": True, "lead_trump_ace": True, "lead_top_trump": True}),
    ("bestia_vincitore", {"vincitore_prende_tutto": True}),
])
def test_presets_are_their_variants(name, toggles):
    rules = BESTIA_PRESETS[name]
    assert rules.to_dict() == {**BestiaRules().to_dict(), "preset": name, **toggles}
    assert BestiaRules.from_dict(rules.to_dict()) == rules
    assert BestiaRules().with_toggle("preset", name) == rules


def test_rules_round_trip_through_the_record():
    rules = BestiaRules().with_toggles({"ante": 10, "briscola_rubata": "on", "tre_carte_senza_piegare": "2"})
    assert BestiaRules.from_dict(rules.to_dict()) == rules
    deal = Session(rules, 4, 1).next_deal()
    deal.play_out(__import__("random").Random(1).random)
    assert BestiaRules.from_dict(deal_record(deal, 1)["rules"]) == rules


# ================================================================ what a seat sees
def test_observation_reveals_only_what_the_seat_may_know():
    deal = deal_stacked(new_session(), {0: "2S 4S 5S 6S 7S"}, stock="AS 3S KS")
    say(deal, "play(2S,4S) play")
    mine, other = deal.observation(0), deal.observation(1)
    assert mine.my_exchanges == [(tuple(cards("2S 4S")), tuple(cards("AS 3S")))]
    assert other.my_exchanges == [] and other.exchanged == [2, 0, 0, 0]
    assert [(t.seat, t.word, t.changed) for t in other.talk] == [(0, "play", 2), (1, "play", 0)]
    data = str(other.to_dict())
    assert all(code not in data for code in ("'2S'", "'4S'", "'3S'") if not deal.hands[1] >> C(code[1:-1]) & 1)
    assert other.hand == deal.hand(1) and other.trump_card == C("2H")
    assert other.pool == POOL and other.stock_size == 40 - 21 - 2


def test_events_in_order_for_the_window():
    session = new_session(players=6, dealer=5)
    deal = deal_stacked(session, {0: "2S 4S 5S 6S 7S", 1: "2C 4C 5C 6C 7C"})
    say(deal, "play(2S,4S,5S,6S,7S) play(2C,4C,5C,6C,7C) knock")
    deal.play_out(__import__("random").Random(4).random)
    kinds = [type(e).__name__ for e in deal.events()]
    assert kinds[:8] == ["Paid"] * 6 + ["Dealt", "Turned"]
    assert kinds[8:12] == ["Said", "Discarded", "Drew", "Said"]
    assert kinds[12:16] == ["Discarded", "Drew", "Reshuffled", "Drew"]
    assert Said(2, "knock", False) in deal.events()
    played_events = [e for e in deal.events() if isinstance(e, Played)]
    assert [(e.seat, e.card) for e in played_events] == deal.plays
    assert [e.seat for e in deal.events() if isinstance(e, TrickWon)] == deal.trick_winners
    assert kinds.index("Ended") > kinds.index("TrickWon")
    paid = [e.transfer for e in deal.events() if isinstance(e, Paid)]
    assert paid == deal.transfers


def test_events_seen_by_a_seat_hide_the_cards_of_others():
    deal = deal_stacked(new_session(), {0: "2S 4S 5S 6S 7S"})
    say(deal, "play(2S,4S)")
    mine = [e for e in deal.events(seat=0) if type(e).__name__ in ("Discarded", "Drew")]
    theirs = [e for e in deal.events(seat=1) if type(e).__name__ in ("Discarded", "Drew")]
    assert mine[0].cards == tuple(cards("2S 4S")) and None not in mine[1].cards
    assert [e.cards for e in theirs] == [(None, None), (None, None)]


def test_clone_is_independent_and_plays_out_alike():
    rng = __import__("random").Random(9)
    deal = Session(BestiaRules(), 5, 9).next_deal()
    copy = deal.clone()
    copy.play_out(rng.random)
    assert copy.is_over and not deal.is_over and deal.plays == [] and deal.talk == []
    again = deal.clone()
    again.play_out(__import__("random").Random(1).random)
    check_cards_accounted_for(again)
    assert sum(again.purses) + again.pool == 5 * 100


def test_stale_observation_refuses_to_be_read():
    deal = deal_stacked(new_session())
    view = deal.observation(1)
    say(deal, "play")
    with pytest.raises(Exception) as err:
        view.hand
    assert "before the last move" in str(err.value)


# ================================================================ decisions where the source is open
def test_decision_no_play_stake_at_the_opening_three_card_deals():
    session = new_session(tre_carte_senza_piegare=1, play_stake=3)
    deal = deal_stacked(session, {0: "AS AD 2C", 1: "2S 2D AC", 2: "4S 4D 4C", 3: "5S 5D 5C"})
    assert deal.transfers[deal.ante_count:] == []
    assert deal.pool == POOL


def test_decision_winner_takes_all_keeps_the_knockers_reward():
    deal = played(HANDS_B, "knock", TRICKS_B0, vincitore_prende_tutto=True)
    assert deal.table_after.pending_antes == ((0, 3, "the knocker's reward: half the ante"),)


def test_decision_no_knocker_at_un_giro_or_col_buco():
    for toggles in ({"un_giro": True}, {"col_buco": True}):
        deal = deal_stacked(new_session(**toggles))
        say(deal, "play play play play")
        assert deal.phase is Phase.PLAY and deal.knocker is None


def test_decision_the_session_end_forgets_the_antes_owed():
    session = new_session()
    played(HANDS_B, "knock", TRICKS_B0, session=session)
    session.finish_deal()
    assert session.table.pending_antes
    session.deals_due = session.deals_played
    share = session.end()
    assert share.table_after.pending_antes == () and share.table_after.pool == 0


def test_decision_the_stock_is_shuffled_again_only_when_a_card_is_wanted():
    session = new_session(players=6, dealer=5)
    deal = deal_stacked(session, {0: "2S 4S 5S 6S 7S", 1: "2C 4C 5C 6C 7C"}, stock="AS 3S KS QS JS AC 3C KC QC")
    say(deal, "play(2S,4S,5S,6S,7S) play(2C,4C,5C,6C)")
    assert deal.stock == [] and deal.reshuffles == 0  # empty, but nobody wants a card yet
    say(deal, "play")
    assert deal.reshuffles == 0
    deal.apply(Exchange.of(deal.hand(deal.to_act)[:1]))
    assert deal.reshuffles == 1 and set(deal.talk[-1].reshuffled) == set(cards("2S 4S 5S 6S 7S 2C 4C 5C 6C"))


def test_decision_a_robbing_dealer_may_not_say_terzo_se_devo():
    deal = deal_stacked(new_session(players=4, dealer=0, briscola_rubata=True))  # the dealer speaks last
    say(deal, "rob " + str(deal.hand(0)[0]))
    say(deal, "play play play")
    assert deal.to_act == 0 and Talk.TERZO not in deal.legal_actions()
    with pytest.raises(IllegalAction) as err:
        deal.apply(Talk.TERZO)
    assert err.value.rule == "robber_no_fold"


def test_actions_written_as_text_read_back():
    from game.engine.bestia import action_code, parse_bestia_action

    deal = deal_stacked(new_session(briscola_rubata=True))
    say(deal, "leave")
    for legal in deal.legal_actions():
        assert parse_bestia_action(action_code(legal)) == legal
        assert parse_bestia_action(str(legal)) == legal
    assert deal.observation(0).to_dict()["legal_actions"][:3] == ["fold", "knock", "terzo"]
    assert parse_bestia_action("play 2S 4H") == Exchange.of(cards("2S 4H"))
    with pytest.raises(ValueError):
        parse_bestia_action("shout")
