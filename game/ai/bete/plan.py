"""The seat's best plan of play over many worlds at once, the others following the rule of thumb.

Weighing each world on its own (:mod:`.respond`) lets the seat play each world's later
cards as if it saw that world's hands: it counts on guesses it cannot make.  Here the
seat's later cards may depend only on what it will have seen: at each of its turns the
worlds still alike to its eyes (the same cards played by the others since) share one
choice, the one best over them all.  Where one card is followed by different cards from
the others in different worlds, the seat will know which, and chooses apart.

The worlds' outcomes under that plan are given world by world, so the figures stay means
over the worlds, paired across the seat's candidates (:class:`~game.ai.pimc.Weighing`).
"""
from __future__ import annotations

from typing import Callable, Sequence

from ...engine.cards import ALL_CARDS, Card
from ..moves import distinct_moves
from ..pimc import Outcome
from .tactics import state_card
from .trickstate import TrickState

#: One world in the plan: its index among the worlds, its state, its talon's hidden cards.
Line = tuple[int, TrickState, int]


def plan_outcomes(lines: Sequence[Line], weights: Sequence[float], candidates: Sequence[Card],
                  teams: Sequence[int], power: tuple[int, ...], unseen: int,
                  score: Callable[[int, TrickState], Outcome]) -> list[list[Outcome]]:
    """For each world (by index), each candidate's outcome when the seat then plays the
    best plan against the rule of thumb.  ``lines`` are at the seat's turn, alike to its
    eyes; ``unseen`` the cards it cannot place (which tell its cards apart);
    ``score(index, state)`` a finished world's outcome."""
    me = lines[0][1].to_act
    stronger = lines[0][1].rules.stronger

    def advance(line: Line, card: Card) -> tuple[Line, tuple[Card, ...]]:
        """The world after the seat's ``card`` and the others' cards up to its next turn."""
        index, state, hidden = line
        state = state.clone()
        state.apply(card)
        seen: list[Card] = []
        while not state.is_over and state.to_act != me:
            other = state_card(state, teams, hidden, power)
            seen.append(other)
            state.apply(other)
        return (index, state, hidden), tuple(seen)

    def after(group: Sequence[Line], card: Card) -> tuple[float, dict[int, Outcome]]:
        """The weighed gain of ``group`` after ``card`` with the best plan, and each world's outcome."""
        total = 0.0
        outcomes: dict[int, Outcome] = {}
        alike: dict[tuple[Card, ...], list[Line]] = {}
        for line in group:
            moved, seen = advance(line, card)
            if moved[1].is_over:
                outcome = outcomes[moved[0]] = score(moved[0], moved[1])
                total += weights[moved[0]] * outcome[0]
            else:
                alike.setdefault(seen, []).append(moved)
        for lines_alike in alike.values():
            value, more = best(lines_alike)
            total += value
            outcomes.update(more)
        return total, outcomes

    def best(group: Sequence[Line]) -> tuple[float, dict[int, Outcome]]:
        state = group[0][1]
        legal = state.legal_mask()
        if legal & (legal - 1):
            live = (unseen | state.hands[me]) & ~state.played
            if state.best is not None:
                live |= 1 << state.best
            moves = distinct_moves(legal, live, stronger, power)
        else:
            moves = [ALL_CARDS[legal.bit_length() - 1]]
        top: tuple[float, dict[int, Outcome]] | None = None
        for card in moves:
            got = after(group, card)
            if top is None or got[0] > top[0]:
                top = got
        assert top is not None
        return top

    rows: list[list[Outcome]] = [[] for _ in lines]
    for card in candidates:
        _, outcomes = after(lines, card)
        for index, _state, _hidden in lines:
            rows[index].append(outcomes[index])
    return rows


__all__ = ["Line", "plan_outcomes"]
