"""The seat's best card play against the others' rule of thumb, in one world.

Where every hand is known and every other seat plays as the rule of thumb would
(:mod:`.tactics`), the only choices left are the seat's own: a search over them alone (a
max over the seat's cards, the others' cards worked out), far smaller than a search
in which every seat chooses.
"""
from __future__ import annotations

from typing import Callable, Sequence

from ...engine.cards import Card, cards_in
from ..moves import distinct_moves
from .solver import _class_bounds, _first_two
from .payoff import declarer_class
from .tactics import state_card
from .trickstate import TrickState


def _moves(node: TrickState, stronger: tuple[int, ...], power: tuple[int, ...], hidden: int) -> Sequence[Card]:
    """The seat's cards that may play out differently: one of each run with no card
    between them that is live or that the others cannot place (the talon's face-down
    cards: the rule of thumb asks whether a card is a master by what it cannot see)."""
    legal = node.legal_mask()
    if legal & (legal - 1):
        live = hidden if node.best is None else hidden | 1 << node.best
        for h in node.hands:
            live |= h
        return distinct_moves(legal, live, stronger, power)
    return cards_in(legal)


def respond_classes(state: TrickState, declarer: int, teams: Sequence[int], hidden: int,
                    power: tuple[int, ...]) -> dict[Card, int]:
    """The declarer's outcome class (:data:`.payoff.CLASSES`) after each legal card of the
    seat to act, the others following the rule of thumb and the seat choosing its later
    cards at its best (the declarer the highest class, a defender the lowest)."""
    me = state.to_act
    sign = 1 if me == declarer else -1
    stronger = state.rules.stronger
    table: dict[tuple, int] = {}

    def value(node: TrickState, alpha: int) -> int:
        """The seat's best signed class from ``node``; anything at or below ``alpha`` may
        be returned as is (the caller has that already)."""
        while True:
            if node.in_trick == 0:
                if node.is_over:
                    return sign * declarer_class(declarer, node.tricks_won, _first_two(node.winners, declarer))
                low, high = _class_bounds(declarer, node.tricks_won, len(node.winners),
                                          _first_two(node.winners, declarer))
                if low == high:
                    return sign * low
                top = high if sign > 0 else -low
                if top <= alpha:
                    return top
            if node.to_act == me:
                break
            node.apply(state_card(node, teams, hidden, power))
        key = None
        if node.in_trick == 0:
            key = (*node.hands, node.to_act, *node.tricks_won, _first_two(node.winners, declarer))
            hit = table.get(key)
            if hit is not None:
                return hit
        else:
            top = 4 if sign > 0 else 0
        best = -5
        for card in _moves(node, stronger, power, hidden):
            child = node.clone()
            child.apply(card)
            v = value(child, max(alpha, best))
            if v > best:
                best = v
                if best >= top:
                    break
        if key is not None and best > alpha:
            table[key] = best
        return best

    out: dict[Card, int] = {}
    for card in state.legal_moves():
        child = state.clone()
        child.apply(card)
        out[card] = sign * value(child, -5)
    return out


def respond_values(state: TrickState, teams: Sequence[int], hidden: int, power: tuple[int, ...],
                   score: Callable[[TrickState], tuple[float, float]]) -> dict[Card, tuple[float, float]]:
    """The seat to act's best ``score`` (its gain, then whether it won) after each of its
    legal cards, the others following the rule of thumb: for deals whose payoffs are not
    one side's outcome class (a contre deal, Cotton's Beast)."""
    me = state.to_act
    stronger = state.rules.stronger

    def value(node: TrickState) -> tuple[float, float]:
        while not node.is_over and node.to_act != me:
            node.apply(state_card(node, teams, hidden, power))
        if node.is_over:
            return score(node)
        best = (-1e18, 0.0)
        for card in _moves(node, stronger, power, hidden):
            child = node.clone()
            child.apply(card)
            v = value(child)
            if v > best:
                best = v
        return best

    out: dict[Card, tuple[float, float]] = {}
    for card in state.legal_moves():
        child = state.clone()
        child.apply(card)
        out[card] = value(child)
    return out


__all__ = ["respond_classes", "respond_values"]
