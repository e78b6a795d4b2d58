"""Exact solutions of the card play when every hand is known (one sampled world).

Two searches over a :class:`~game.ai.bete.trickstate.TrickState`, both with a transposition
table keyed at trick starts and with cards that are equivalent (same suit, no live card
between them) tried once:

- :func:`team_values`: a declarer against defenders who share one goal, the usual Bête
  deal without contre.  The value is the declarer's outcome class (dévole < bête < null <
  win < vole, :data:`game.ai.bete.payoff.CLASSES`), which the declarer maximises and the
  defenders minimise; alpha-beta with bounds that stop as soon as the tricks taken settle
  the class.  Any two-sided trick game whose payoff is monotone in one side's result can
  use it with its own ``classify`` and ``bounds``.
- :func:`maxn_values`: any number of sides with their own payoffs (a contre deal, Cotton's
  Beast): each seat picks what is best for itself (max-n), without pruning; only for
  small endings.
"""
from __future__ import annotations

from typing import Sequence

from ...engine.cards import ALL_CARDS, Card, SUIT_OF, cards_in
from ...engine.bete.deal import TRICKS
from ..moves import distinct_moves
from .payoff import declarer_class
from .trickstate import TrickState

def _class_bounds(declarer: int, tricks_won: Sequence[int], done: int, first_two: bool) -> tuple[int, int]:
    """The worst and best class still possible for the declarer at a trick start."""
    taken = tricks_won[declarer]
    left = TRICKS - done
    others = max(t for s, t in enumerate(tricks_won) if s != declarer)
    if taken >= 3 or (taken == 2 and first_two and others + left < 3):
        low = 3
    else:
        low = 0 if taken == 0 else 1
    lost = done > taken
    can_first_two = first_two or (done < 2 and not lost)
    if taken + left >= 3 or (can_first_two and taken + left >= 2 and others < 3):
        high = 3 if lost else 4
    elif taken + left >= others:
        high = 2
    else:
        high = 1
    return low, high


def team_values(state: TrickState, declarer: int, power: tuple[int, ...], every_move: bool = False) -> dict[Card, int]:
    """The declarer's outcome class after each distinct legal card of the seat to act
    (each legal card with ``every_move``), with best play by both sides from there."""
    n = state.players
    trump = state.rules.trump
    stronger = state.rules.stronger
    legal_of = state.rules.legal
    table: dict[tuple, tuple[int, int]] = {}

    def trick_start(hands: list[int], leader: int, won: list[int], done: int, first_two: bool,
                    alpha: int, beta: int) -> int:
        low, high = _class_bounds(declarer, won, done, first_two)
        if low >= beta or low == high:
            return low
        if high <= alpha:
            return high
        key = (*hands, leader, *won, first_two)
        entry = table.get(key)
        if entry is not None:
            low, high = max(low, entry[0]), min(high, entry[1])
            if low >= beta or low == high:
                return low
            if high <= alpha:
                return high
        a0, b0 = max(alpha, low), min(beta, high)
        value = play(hands, leader, 0, None, None, -1, won, done, first_two, a0, b0)
        if value <= a0:
            high = min(high, value)
        elif value >= b0:
            low = max(low, value)
        else:
            low = high = value
        table[key] = (low, high)
        return value

    def play(hands: list[int], seat: int, k: int, led: Card | None, best: Card | None, best_seat: int,
             won: list[int], done: int, first_two: bool, alpha: int, beta: int) -> int:
        hand = hands[seat]
        legal = legal_of(hand, led, best)
        if legal & (legal - 1):
            live = 0 if best is None else 1 << best  # the card to beat tells cards apart too
            for h in hands:
                live |= h
            moves = distinct_moves(legal, live, stronger, power)
        else:
            moves = (ALL_CARDS[legal.bit_length() - 1],)
        maximise = seat == declarer
        value = -1 if maximise else 5
        for card in moves:
            hands[seat] = hand ^ (1 << card)
            if k == 0:
                n_best, n_seat = card, seat
            elif SUIT_OF[card] == SUIT_OF[best]:
                n_best, n_seat = (card, seat) if stronger[best] >> card & 1 else (best, best_seat)
            elif SUIT_OF[card] == trump:
                n_best, n_seat = card, seat
            else:
                n_best, n_seat = best, best_seat
            if k + 1 < n:
                v = play(hands, seat + 1 if seat + 1 < n else 0, k + 1, led if k else card, n_best, n_seat, won,
                         done, first_two, alpha, beta)
            else:
                won2 = list(won)
                won2[n_seat] += 1
                f2 = (n_seat == declarer) if done == 0 else (first_two and n_seat == declarer) if done == 1 else first_two
                if done + 1 == TRICKS:
                    v = declarer_class(declarer, won2, f2)
                else:
                    v = trick_start(hands, n_seat, won2, done + 1, f2, alpha, beta)
            hands[seat] = hand
            if maximise:
                if v > value:
                    value = v
                    if v > alpha:
                        alpha = v
            elif v < value:
                value = v
                if v < beta:
                    beta = v
            if alpha >= beta:
                break
        return value

    hands = list(state.hands)
    seat = state.to_act
    done = len(state.winners)
    first_two = _first_two(state.winners, declarer)
    legal = legal_of(hands[seat], state.led, state.best)
    live = 0 if state.best is None else 1 << state.best
    for h in hands:
        live |= h
    results: dict[Card, int] = {}
    k = state.in_trick
    for card in (cards_in(legal) if every_move else distinct_moves(legal, live, stronger, power)):
        child = state.clone()
        child.apply(card)
        if child.in_trick == 0:
            if child.is_over:
                results[card] = declarer_class(declarer, child.tricks_won, _first_two(child.winners, declarer))
            else:
                results[card] = trick_start(child.hands, child.to_act, child.tricks_won, len(child.winners),
                                            _first_two(child.winners, declarer), -1, 5)
        else:
            results[card] = play(child.hands, child.to_act, k + 1, child.led, child.best, child.best_seat,
                                 child.tricks_won, done, first_two, -1, 5)
    return results


def _first_two(winners: Sequence[int], declarer: int) -> bool:
    """Whether the declarer took (or may still take) tricks 1 and 2, as the search counts it."""
    if not winners:
        return False
    if len(winners) == 1:
        return winners[0] == declarer
    return winners[0] == declarer and winners[1] == declarer


def maxn_values(state: TrickState, power: tuple[int, ...], every_move: bool = False) -> dict[Card, tuple[float, ...]]:
    """Every seat's payoff after each distinct legal card of the seat to act, each seat
    choosing what is best for itself from there (ties: the first card tried)."""
    table: dict[tuple, tuple[float, ...]] = {}
    stronger = state.rules.stronger

    def value(node: TrickState) -> tuple[float, ...]:
        if node.is_over:
            return tuple(node.payoffs())
        key = None
        if node.in_trick == 0:
            key = (*node.hands, node.to_act, *node.tricks_won, *node.winners[:2])
            hit = table.get(key)
            if hit is not None:
                return hit
        seat = node.to_act
        best: tuple[float, ...] | None = None
        for card in _moves(node, stronger, power):
            child = node.clone()
            child.apply(card)
            v = value(child)
            if best is None or v[seat] > best[seat]:
                best = v
        assert best is not None
        if key is not None:
            table[key] = best
        return best

    out = {}
    for card in (state.legal_moves() if every_move else _moves(state, stronger, power)):
        child = state.clone()
        child.apply(card)
        out[card] = value(child)
    return out


def _moves(state: TrickState, stronger: tuple[int, ...], power: tuple[int, ...]) -> list[Card]:
    live = 0 if state.best is None else 1 << state.best
    for h in state.hands:
        live |= h
    return distinct_moves(state.legal_mask(), live, stronger, power)




def team_value(state: TrickState, declarer: int, power: tuple[int, ...]) -> int:
    """The declarer's outcome class from ``state`` with best play by both sides."""
    values = team_values(state, declarer, power).values()
    return max(values) if state.to_act == declarer else min(values)


__all__ = ["maxn_values", "team_value", "team_values"]
