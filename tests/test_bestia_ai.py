"""Bestia's computer players: they never act illegally, under every preset, variant and
table size; ``make_player`` serves both games; the heuristic's judgement is sensible."""
from __future__ import annotations

from itertools import combinations
from math import prod

import pytest

from game.ai import BestiaHeuristicPlayer, RandomPlayer, make_player
from game.ai.bestia_heuristic import draw_outlook
from game.engine import BestiaRules, Card, Phase, RuleSet, Session, parse_cards
from game.engine.bestia import BESTIA_PRESETS, Exchange, Talk
from game.engine.loop import play_deal, play_session

from bestia_helpers import deal_stacked, new_session, say

VARIANTS = [(name, {}) for name in BESTIA_PRESETS] + [
    ("bestia_roma", {"briscola_rubata": True}),
    ("bestia_roma", {"mano_a_fidarsi": True}),
    ("bestia_roma", {"mano_a_fidarsi": True, "mano_a_fidarsi_no_exchange": True}),
    ("bestia_roma", {"un_perdere": True}),
    ("bestia_roma", {"tre_carte_senza_piegare": 2, "terzo_obbligatorio": True, "play_stake": 2}),
    ("bestia_col_buco", {"un_perdere": True}),
]


@pytest.mark.parametrize("kind", ["heuristic", "random"])
@pytest.mark.parametrize("name, toggles", VARIANTS, ids=[n + "".join(f"-{k}" for k in t) for n, t in VARIANTS])
def test_computer_players_never_act_illegally(kind, name, toggles):
    rules = BESTIA_PRESETS[name].with_toggles(toggles)
    for players in (4, 5, 6):
        session = Session(rules, players, players, deals=12)
        seats = [make_player(kind, 10 * players + s) for s in range(players)]
        share = play_session(session, seats)  # the engine raises IllegalAction on any illegal choice
        assert sum(share.purses_after) == players * rules.purse


def test_make_player_serves_both_games():
    player = make_player("heuristic", 1)
    for rules in (RuleSet(), BestiaRules()):
        deal = Session(rules, 4, 3).next_deal()
        play_deal(deal, [player] * 4)
        assert deal.is_over


def test_heuristic_knocks_with_a_strong_hand():
    deal = deal_stacked(new_session(), {0: "AH 3H KH AS AD"}, upcard="2H")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(0)) is Talk.KNOCK


def test_heuristic_folds_a_hopeless_hand_and_never_exchanges_its_trumps():
    deal = deal_stacked(new_session(), {0: "2S 4S 5D 4C 5C"}, upcard="AH")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(0)) in (Talk.FOLD, Talk.TERZO)
    deal = deal_stacked(new_session(), {1: "KH 7H 2S 4D 5C"}, upcard="AH")
    say(deal, "play")
    choice = BestiaHeuristicPlayer(1).choose(deal.observation(1))
    assert isinstance(choice, Exchange) and choice.count
    assert set(choice.cards) <= set(parse_cards("2S 4D 5C"))  # low side cards go, the trumps stay


def test_heuristic_with_sure_tricks_knocks_rather_than_let_others_mend_their_hands():
    # the Ace lies face up: the Three and the King of trumps are sure of a trick each
    deal = deal_stacked(new_session(), {1: "3H KH AS AD 5C"}, upcard="AH")
    say(deal, "play")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(1)) is Talk.KNOCK


def test_heuristic_takes_a_trick_it_needs_and_otherwise_plays_low():
    deal = deal_stacked(new_session(), {0: "7S 2D 4D 5D 6D", 1: "AS JS 2C 4C 5C"}, upcard="2H")
    say(deal, "knock 7S")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(1)) == Card.parse("AS")


def test_heuristic_at_un_perdere_ducks_the_trick():
    deal = deal_stacked(new_session(un_perdere=True), {0: "KS 2D 4D 5D 6D", 1: "AS 2S 2C 4C 5C"}, upcard="2H")
    say(deal, "knock KS")
    # heading is owed only when able: the Ace must be played, there is no lower way out
    assert deal.legal_actions() == (Card.parse("AS"),)
    deal = deal_stacked(new_session(un_perdere=True), {0: "AS 2D 4D 5D 6D", 1: "KS 2S 2C 4C 5C"}, upcard="2H")
    say(deal, "knock AS")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(1)) == Card.parse("KS")  # shed the high card


def test_heuristic_sees_only_its_observation():
    deal = deal_stacked(new_session(), upcard="2H")
    view = deal.observation(0)
    choice = BestiaHeuristicPlayer(3).choose(view)
    assert choice in view.legal_actions


def test_the_draw_outlook_is_exact():
    chances = [0.1, 0.5, 0.3, 0.9, 0.0, 0.25]
    for k in range(1, 4):
        draws = list(combinations(chances, k))
        expected = sum(sum(d) for d in draws) / len(draws)
        none = sum(prod(1 - c for c in d) for d in draws) / len(draws)
        assert draw_outlook(chances, k) == pytest.approx((expected, none))


def test_heuristic_beats_random_play():
    score = 0
    for seed in range(4):
        session = Session(BestiaRules(), 4, seed, deals=40)
        seats = [BestiaHeuristicPlayer(seed), RandomPlayer(seed), BestiaHeuristicPlayer(seed + 1), RandomPlayer(seed + 1)]
        share = play_session(session, seats)
        net = [p - 100 for p in share.purses_after]
        score += (net[0] + net[2]) > (net[1] + net[3])
    assert score == 4


def test_heuristic_rob_decision_is_taken_without_looking():
    deal = deal_stacked(new_session(briscola_rubata=True), upcard="AH")
    view = deal.observation(3)
    assert view.phase is Phase.ROB and view.hand == ()
    assert BestiaHeuristicPlayer(1).choose(view) is Talk.ROB
    deal = deal_stacked(new_session(briscola_rubata=True), upcard="4H")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(3)) is Talk.LEAVE
