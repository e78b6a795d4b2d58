"""Bésigue's one evaluation: the expert plays the first of the figures its hint lists, with
the same worlds; a figure counts the points from now on; the review's actions are
weighed too; the last tricks are exact for every card; twin worlds and the prior."""
from __future__ import annotations

import random

import pytest

from game.ai.besigue.calibrate import fit
from game.ai.besigue.evaluate import effort_of, evaluate, evaluate_open
from game.ai.besigue.expert import BesigueExpertConfig, BesigueExpertPlayer, solve_last_tricks
from game.ai.besigue.hint import hint_of
from game.ai.besigue.open_hand import reveal
from game.ai.besigue.prior import Prior, figures
from game.ai.besigue.sampler import BesigueSampler, twin_of
from game.ai.evaluation import Effort
from game.ai.pimc import Weighing
from game.engine.besigue import NO_MELD, FrozenBesigueObservation, Meld, parse_card
from test_besigue_ai import _declaring, _last_tricks, _position

HAND = "AH.1 10S.1 7S.1 8S.1 KD.1 QD.1 JC.1 9C.1"
POSITIONS = {
    "leading early in the stock": lambda: _position({0: HAND, 1: ""}, led=None, to_act=0, stock_size=31),
    "second early in the stock": lambda: _position({0: HAND, 1: ""}, led="9H.2", to_act=0, stock_size=31),
    "leading late in the stock": lambda: _position({0: HAND, 1: ""}, led=None, to_act=0, stock_size=5),
    "second late in the stock": lambda: _position({0: HAND, 1: ""}, led="10H.2", to_act=0, stock_size=3),
    "a declaration": lambda: _declaring("AC.1 10C.1 KC.1 QC.1 JC.1 7H.1 8H.1", 11),
    "a declaration of the seven": lambda: _declaring("7C.1 KD.1 QD.1 9H.1 8H.1 JS.1 9S.1", 21),
    "the last tricks": lambda: _last_tricks("10S.1 10H.1 KC.1 9C.1 8D.1", "AS.1 7H.1 AC.2 QD.1 7C.1", None),
}


@pytest.mark.parametrize("where", list(POSITIONS))
@pytest.mark.parametrize("worlds", [1, 5])
def test_the_expert_plays_the_hints_first_choice_which_has_the_highest_figure(where, worlds):
    seen = FrozenBesigueObservation.of(POSITIONS[where]().observation(0))
    effort = Effort(worlds=worlds)
    listed = hint_of(seen, effort, seed=7).choices
    assert listed[0].expected_jetons == max(c.expected_jetons for c in listed)
    assert [c.expected_jetons for c in listed] == sorted((c.expected_jetons for c in listed), reverse=True)
    expert = BesigueExpertPlayer(7, effort_of(BesigueExpertConfig(), effort))
    assert expert.choose(seen) == listed[0].action == evaluate(seen, effort, 7)[0].action
    assert all(0.0 <= c.win_chance <= 1.0 and c.samples == (1 if seen.last_tricks else worlds) for c in listed)


def test_what_is_already_scored_does_not_count_in_a_figure():
    """The same cards with 600 points already scored between them: the same figures."""
    fresh = FrozenBesigueObservation.of(_position({0: HAND, 1: ""}, led=None, to_act=0, stock_size=9).observation(0))
    scored = _position({0: HAND, 1: ""}, led=None, to_act=0, stock_size=9, scores=(700, 100))
    later = FrozenBesigueObservation.of(scored.observation(0))
    figures_of = [[(c.action, c.expected) for c in evaluate(s, Effort(worlds=3), 2)] for s in (fresh, later)]
    assert figures_of[0] == figures_of[1]


def test_a_meld_skipped_is_worth_what_follows_not_less_than_nothing():
    """Declaring nothing is valued by the deal played on: with the trump sequence in
    hand, declaring it now is best and worth about its 250 points, and declaring nothing
    is worth the sequence declared at a later trick, not a loss from a baseline."""
    seen = FrozenBesigueObservation.of(_declaring("AC.1 10C.1 KC.1 QC.1 JC.1 7H.1 8H.1", 5).observation(0))
    weighed = evaluate(seen, Effort(worlds=4), 1)
    figure = {c.action: c.expected for c in weighed}
    assert isinstance(weighed[0].action, Meld) and weighed[0].action.points == 250 and weighed[0].expected > 200
    assert 0 < figure[NO_MELD] < weighed[0].expected


def test_the_review_may_ask_for_a_card_the_expert_weighed_as_its_twin():
    deal = _position({0: "AH.1 AH.2 7S.1 8S.1 KD.1 QD.1 JC.1 9C.1", 1: ""}, led=None, to_act=0)
    seen = FrozenBesigueObservation.of(deal.observation(0))
    plain = evaluate(seen, Effort(worlds=2), 3)
    asked = evaluate(seen, Effort(worlds=2), 3, include=[parse_card("AH.2")])
    assert parse_card("AH.2") not in {c.action for c in plain}
    twin = {c.action: c for c in asked}
    assert twin[parse_card("AH.2")].expected == twin[parse_card("AH.1")].expected
    assert [c for c in asked if c.action != parse_card("AH.2")] == plain
    truth = reveal(deal)
    assert parse_card("AH.2") in {c.action for c in evaluate_open(seen, truth, Effort(), 3, [parse_card("AH.2")])}
    with pytest.raises(ValueError, match="not a legal action"):
        evaluate(seen, Effort(worlds=1), 3, include=[parse_card("AS.1")])


def test_in_the_last_tricks_every_legal_card_has_its_exact_value():
    deal = _last_tricks("10H.2 KH.1 7S.1 JC.1", "10D.1 QD.1 9S.1", "AH.2")
    seen = deal.observation(0)
    weighed = evaluate(seen, Effort(worlds=3), 0)
    assert {c.action for c in weighed} == set(deal.legal_actions())
    assert [(c.action, c.expected) for c in weighed] == [(c.action, c.expected) for c in solve_last_tricks(seen)]


def test_a_world_and_its_twin_draw_the_same_cards_each_draw_swapped():
    stock = tuple(parse_card(w) for w in "AH.1 7S.1 KD.1 QD.1 JC.1".split())
    assert twin_of(stock) == tuple(parse_card(w) for w in "7S.1 AH.1 QD.1 KD.1 JC.1".split())
    seen = _position({0: HAND, 1: ""}, led=None, to_act=0, stock_size=9).observation(0)
    world = BesigueSampler(seen).sample(random.Random(1))
    assert world.twin == twin_of(world.stock) and sorted(world.twin) == sorted(world.stock)


def test_another_choice_comes_before_the_rule_of_thumbs_only_once_the_worlds_show_it_better():
    """A choice 30 points better than the rule of thumb's in every world: in one world
    the measured prior still puts the rule of thumb's first; in forty, the worlds win."""
    prior = Prior(mu=10.0, tau=20.0, sigma=90.0)
    for worlds, first in ((1, "rule"), (40, "other")):
        rows = [[(5.0, 1.0), (35.0, 1.0)] for _ in range(worlds)]
        weighing = Weighing(("rule", "other"), [1.0 / worlds] * worlds, rows)
        ranked = figures(weighing, 0, prior)
        assert ranked[0].action == first and ranked[0].expected == max(c.expected for c in ranked)



def test_the_prior_is_fitted_from_the_measured_shortfalls_leaving_out_a_big_melds_worth():
    """Shortfalls of 10 and 30 points, each measured exactly (no spread): mu 20, tau 10;
    a difference of 500 (a double bésigue) is left out of the fit."""
    measured = [("late", -10.0, 0.0, 20), ("late", -30.0, 0.0, 20), ("late", 500.0, 0.0, 20),
                ("early", -5.0, 40.0, 4), ("early", -5.0, 40.0, 4)]
    priors = fit(measured)
    assert (priors["late"].mu, priors["late"].tau, priors["late"].sigma) == (20.0, 10.0, 0.0)
    assert priors["early"].mu == 5.0 and priors["early"].tau == 0.0 and priors["early"].sigma == 40.0
