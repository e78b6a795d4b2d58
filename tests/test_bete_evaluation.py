"""Bête's one evaluation: the expert plays the first of the very figures its hint lists,
for calls, a declarer's and a defender's cards, a contre deal and Cotton's Beast; a figure
is what follows from that moment; the chance counts coming out ahead."""
from __future__ import annotations

import random
from typing import Callable

import pytest

from game.ai.bete.config import ExpertConfig
from game.ai.bete.evaluate import counted, evaluate, evaluate_open
from game.ai.bete.expert import ExpertPlayer
from game.ai.bete.heuristic import HeuristicPlayer
from game.ai.bete.hint import hint_of
from game.ai.bete.open_hand import OpenHandPlayer, reveal
from game.ai.evaluation import Effort
from game.engine import Session
from game.engine.bete import Call, Deal, Observation, preset
from game.engine.bete.deal import Phase

WORLDS = 12


def reach(name: str, players: int, seed: int, wanted: Callable[[Deal, Observation], bool]) -> Observation:
    """The first decision of heuristic play, deal after deal from ``seed``, that ``wanted``
    picks out among those with more than one legal action."""
    session = Session(preset(name), players, seed, deals=400)
    seats = [HeuristicPlayer(seat) for seat in range(players)]
    while session.wants_deal:
        deal = session.next_deal()
        while not deal.is_over:
            seen = Observation(deal, deal.to_act)
            if len(seen.legal_actions) > 1 and wanted(deal, seen):
                return seen
            deal.apply(seats[deal.to_act].choose(seen))
        session.finish_deal()
    raise AssertionError("no such decision in 400 deals")


def is_call(deal: Deal, seen: Observation) -> bool:
    return seen.phase is Phase.BIDDING and Call.PLAY in seen.legal_actions


def is_contre_offer(deal: Deal, seen: Observation) -> bool:
    return Call.CONTRE in seen.legal_actions


def declarer_card(deal: Deal, seen: Observation) -> bool:
    return seen.phase is Phase.PLAY and seen.seat == deal.declarer and deal.contre is None


def defender_card(deal: Deal, seen: Observation) -> bool:
    return seen.phase is Phase.PLAY and seen.seat != deal.declarer and deal.contre is None and len(seen.plays) > 3


def contre_card(deal: Deal, seen: Observation) -> bool:
    return seen.phase is Phase.PLAY and deal.contre is not None


def beast_card(deal: Deal, seen: Observation) -> bool:
    return seen.phase is Phase.PLAY


POSITIONS = {
    "a call, 4 players": ("le_gras_1739", 4, 1, is_call),
    "a contre offered, 4 players": ("le_gras_1739", 4, 2, is_contre_offer),
    "a declarer's card, 4 players": ("le_gras_1739", 4, 3, declarer_card),
    "a defender's card, 4 players": ("le_gras_1739", 4, 4, defender_card),
    "a defender's card, 5 players": ("le_gras_1739", 5, 5, defender_card),
    "a declarer's card, 7 players": ("le_gras_1739", 7, 6, declarer_card),
    "a card in a contre deal": ("le_gras_1739", 4, 7, contre_card),
    "a card in Cotton's Beast": ("cotton_1674", 4, 8, beast_card),
}


@pytest.mark.parametrize("position", list(POSITIONS))
def test_the_expert_plays_the_hints_first_choice_which_has_the_highest_figure(position: str) -> None:
    seen = reach(*POSITIONS[position])
    effort = Effort(worlds=WORLDS)
    shown = hint_of(seen, effort, seed=3).choices
    figures = [c.expected_jetons for c in shown]
    assert figures[0] == max(figures)
    assert figures == sorted(figures, reverse=True)
    assert ExpertPlayer(3, counted(ExpertConfig(), effort)).choose(seen) == shown[0].action
    weighed = evaluate(seen, effort, seed=3)
    assert [c.action for c in weighed[:len(shown)]] == [c.action for c in shown]
    assert sorted(c.action for c in weighed) == sorted(seen.legal_actions)  # every legal action is weighed


def test_every_legal_action_is_weighed_and_an_illegal_one_refused_in_one_line() -> None:
    seen = reach("le_gras_1739", 4, 3, declarer_card)
    weighed = evaluate(seen, Effort(worlds=4), seed=1, include=seen.legal_actions[-1:])
    assert {c.action for c in weighed} == set(seen.legal_actions)
    with pytest.raises(ValueError) as refused:
        evaluate(seen, Effort(worlds=4), seed=1, include=[Call.CONTRE])
    assert "\n" not in str(refused.value)


def test_the_same_worlds_give_the_same_figures() -> None:
    seen = reach("le_gras_1739", 5, 5, defender_card)
    one, two = evaluate(seen, Effort(worlds=8), seed=4), evaluate(seen, Effort(worlds=8), seed=4)
    assert [(c.action, c.expected, c.win_chance) for c in one] == [(c.action, c.expected, c.win_chance) for c in two]
    assert all(c.samples == 8 for c in one)


def test_hindsight_weighs_the_true_deal_and_the_open_hand_plays_its_first_choice() -> None:
    rng = random.Random(2)
    session = Session(preset("le_gras_1739"), 4, 11, deals=40)
    checked = 0
    while session.wants_deal and checked < 6:
        deal = session.next_deal()
        while not deal.is_over:
            seen = Observation(deal, deal.to_act)
            if deal.phase is Phase.PLAY and len(seen.legal_actions) > 1:
                truth = reveal(deal)
                weighed = evaluate_open(seen, truth, Effort(worlds=4), seed=5)
                assert [c.expected for c in weighed] == sorted((c.expected for c in weighed), reverse=True)
                assert OpenHandPlayer(5).choose(seen, truth) == weighed[0].action
                checked += 1
            legal = deal.legal_actions()
            deal.apply(legal[int(rng.random() * len(legal))])
        session.finish_deal()
    assert checked >= 6


def test_a_pass_is_valued_by_what_follows_it_and_nothing_is_sunk() -> None:
    """The last seat to speak in the last round, everyone before it having passed: passing
    throws the deal in, which moves nothing but the King pot (to its holder, if another
    seat holds it: the seat's share of the table falls by a 1/n of it), so the pass costs
    at most that share and never comes out ahead; the antes and the Curieuse's jetons,
    paid already, count for nothing."""
    def last_to_speak(deal: Deal, seen: Observation) -> bool:
        this_round = seen.calls[max((i + 1 for i, (s, _) in enumerate(seen.calls) if s is None), default=0):]
        return (is_call(deal, seen) and len(this_round) == seen.players - 1 and len(seen.turned) > deal.rules.curieuse
                and all(call is Call.PASS for _, call in this_round) and deal.king_holder != seen.seat)

    seen = reach("le_gras_1739", 4, 12, last_to_speak)
    weighed = {c.action: c for c in evaluate(seen, Effort(worlds=20), seed=1)}
    share = seen.table.king / seen.players
    assert -share - 1e-9 <= weighed[Call.PASS].expected <= 0.0 and weighed[Call.PASS].win_chance == 0.0
    assert weighed[Call.PLAY].samples == 20


def test_the_chance_of_a_defender_counts_coming_out_ahead() -> None:
    """A defender comes out ahead only when the declarer makes the bête (a null moves
    nothing): its chance is never above that of the declarer failing."""
    seen = reach("le_gras_1739", 4, 4, defender_card)
    for choice in evaluate(seen, Effort(worlds=20), seed=2):
        assert 0.0 <= choice.win_chance <= 1.0
        if choice.win_chance == 0.0:
            assert choice.expected <= 0.0
