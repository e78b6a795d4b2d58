"""What the experts of the Rams-family games share around :mod:`game.ai.pimc`: the weighing
of the talk's words and of the cards world by world, the figures of the talk counted from
dropping out, and the player that thinks over sampled worlds.

- :class:`TalkWeighing`: each candidate word played out in one world by the game's
  ``_simulate`` (the rest of the talk and the play by the quick players): the seat's
  gain, and whether its purse came out of the deal ahead.
- :class:`CardWeighing`: each candidate card (``moves``, the search's form of the
  ``candidates``) followed by the rest of the play, solved exactly when at most
  ``exact_cards`` are left in hands, else rolled out by the quick card player.
- :func:`race`: the talk's candidates weighed world after world, a candidate dropped
  once the worlds show it clearly worse than the best, so that the worlds go to the
  choices still in question; while the seat may still drop out (pass, fold), each
  figure is what its choice gains over doing so.
- :class:`SampledExpert`: the player, which plays the first of its one evaluation.
"""
from __future__ import annotations

import random
import time
from typing import Any, Sequence

from .choice import Choice
from .evidence import normalised
from .pimc import Outcome, Worlds
from .rams_play import Settled, after_each

#: The race drops a candidate that falls short of the best by this many standard errors
#: of the difference, paired world by world...
DROP = 2.5
#: ... looking every this many worlds, from twice as many on.
LOOK = 10


def outcome(gain: float, purse: float) -> Outcome:
    """The seat's gain, and 1.0 if its purse came out of the deal ahead."""
    return (gain, 1.0 if purse > 0 else 0.0)


def settled_outcome(settled: Settled, seat: int) -> Outcome:
    """:func:`outcome` of a finished play for ``seat``."""
    return outcome(settled[seat], settled.purses[seat])


def with_included(candidates: list[Any], include: Sequence[Any]) -> list[Any]:
    """The candidates, and every action of ``include`` not among them (the review weighs
    what the person did, even an exchange the expert would not have thought of)."""
    return candidates + [a for a in include if a not in candidates]


class TalkWeighing:
    """The talk's ``candidates``, each played out by ``_simulate`` in one world."""

    candidates: Sequence[Any]

    def outcomes(self, start: Any) -> list[Outcome]:
        return self.outcomes_of(start, range(len(self.candidates)))

    def outcomes_of(self, start: Any, which: Sequence[int]) -> list[Outcome]:
        """The outcomes of the candidates numbered ``which`` only."""
        return [outcome(*self._simulate(start, self.candidates[i])) for i in which]

    def _simulate(self, start: Any, action: Any) -> tuple[float, float]:
        """(the seat's gain, its purse's change) when it says ``action`` in the deal ``start``."""
        raise NotImplementedError


def race(worlds: Worlds, weigher: TalkWeighing, rng: random.Random, most: int, least: int, deadline: float,
         out: Any = None) -> list[Choice]:
    """The weigher's candidates weighed in worlds drawn one after another (at most
    ``most``; no more once ``deadline`` has passed and ``least`` are in), best first.

    Every :data:`LOOK` worlds, a candidate that falls short of the best so far by
    :data:`DROP` standard errors of the difference is weighed no more: its figures are
    those of the worlds it met (its ``samples`` say how many), and the worlds still to
    come go to the choices still in question.  Every candidate meets the same worlds as
    long as it is weighed, so its shortfall from the best is paired world by world.

    ``out``, when it is a candidate, is the word that drops the seat out of the deal
    (pass, fold): it is weighed in every world, and every figure is what its choice gains
    over dropping out in the worlds it met.  Dropping out costs the seat nothing more from
    that moment; what the others then win from the pot or pay into it would change the
    seat's share of the pot whatever it said, so only what its own choice changes is
    counted, and dropping out reads 0."""
    count = len(weigher.candidates)
    base = weigher.candidates.index(out) if out in weigher.candidates else None
    active = list(range(count))
    rows: list[list[Outcome]] = [[] for _ in range(count)]
    log_weights: list[float] = []
    clock = time.perf_counter
    while len(log_weights) < most and (len(log_weights) < least or clock() < deadline):
        world = worlds.sample(rng)
        for i, result in zip(active, weigher.outcomes_of(weigher.resume(world, rng), active)):
            rows[i].append(result)
        log_weights.append(world.log_weight)
        seen = len(log_weights)
        if len(active) > 1 and seen >= 2 * LOOK and seen % LOOK == 0:
            active = _still_in(active, rows, normalised(log_weights), base)
    if base is not None:
        rows = [[(r[0] - b[0], r[1]) for r, b in zip(row, rows[base])] for row in rows]
    return _raced(weigher.candidates, rows, log_weights)


def _still_in(active: list[int], rows: list[list[Outcome]], probabilities: list[float], keep: int | None) -> list[int]:
    """The candidates the worlds cannot yet tell clearly worse than the best (and ``keep``)."""
    def mean(i: int) -> float:
        return sum(p * r[0] for p, r in zip(probabilities, rows[i]))

    best = max(active, key=mean)
    out = []
    for i in active:
        short, error = _shortfall(rows[best], rows[i], probabilities)
        if i in (best, keep) or short <= DROP * error:
            out.append(i)
    return out


def _shortfall(best: Sequence[Outcome], other: Sequence[Outcome], probabilities: list[float]) -> tuple[float, float]:
    """How far ``other`` falls short of ``best`` over the worlds both met, and the standard
    error of that (the worlds' weights counted by their effective number)."""
    diffs = [b[0] - o[0] for b, o in zip(best, other)]
    mean = sum(p * d for p, d in zip(probabilities, diffs))
    spread = sum(p * (d - mean) ** 2 for p, d in zip(probabilities, diffs))
    effective = 1.0 / sum(p * p for p in probabilities)
    return mean, (spread / effective) ** 0.5


def _raced(candidates: Sequence[Any], rows: list[list[Outcome]], log_weights: list[float]) -> list[Choice]:
    """Each candidate's figures over the worlds it met, best first, each with the standard
    error of its shortfall from the best over those worlds."""
    weighed = []
    for row in rows:
        probabilities = normalised(log_weights[:len(row)])
        weighed.append((sum(p * r[0] for p, r in zip(probabilities, row)),
                        min(1.0, sum(p * r[1] for p, r in zip(probabilities, row)))))
    order = sorted(range(len(candidates)), key=lambda i: weighed[i], reverse=True)
    best = order[0]
    out = []
    for i in order:
        met = min(len(rows[i]), len(rows[best]))
        error = 0.0 if i == best else _shortfall(rows[best][:met], rows[i][:met], normalised(log_weights[:met]))[1]
        out.append(Choice(candidates[i], weighed[i][0], weighed[i][1], len(rows[i]), error))
    return out


class CardWeighing:
    """The seat's cards, each followed in one world by the rest of the play.  The game
    sets ``seen``, ``exact_cards``, ``moves`` and ``payoffs`` (each seat's gain from the
    tricks taken, :class:`~game.ai.rams_play.Settled`), and says how it solves
    (:meth:`solve`) and rolls out (:meth:`roll_out`)."""

    seen: Any
    exact_cards: int
    moves: Sequence[Any]
    payoffs: Any

    def outcomes(self, state: Any) -> list[Outcome]:
        me, payoffs = self.seen.seat, self.payoffs
        if state.cards_left() <= self.exact_cards:
            values = self.solve(state)
        else:
            def rolled(child: Any) -> Settled:
                self.roll_out(child)
                return payoffs(child.won)
            values = after_each(state, self.moves, rolled)
        return [settled_outcome(values[m], me) for m in self.moves]

    def solve(self, state: Any) -> dict[Any, Settled]:
        """What the play pays after each move, solved exactly."""
        raise NotImplementedError

    def roll_out(self, state: Any) -> None:
        """Play ``state`` to its end by the quick card player."""
        raise NotImplementedError


class SampledExpert:
    """Sees only its observation; thinks over sampled worlds.  A game's player names its
    ``Config`` and says how it ``analyse``s an observation into choices, best first: its
    one evaluation, whose first it plays."""

    sees_every_card = False
    Config: Any = None

    def __init__(self, seed: int = 0, config: Any = None) -> None:
        self.config = config or self.Config()
        self.rng = random.Random(seed)

    def choose(self, observation: Any) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation)[0].action

    def deadline(self, budget_ms: float | None) -> float:
        """When thinking stops (``time.perf_counter()``): after ``budget_ms``, by default the config's."""
        return time.perf_counter() + (self.config.budget_ms if budget_ms is None else budget_ms) / 1000

    def analyse(self, observation: Any, budget_ms: float | None = None, include: Sequence[Any] = ()) -> list[Choice]:
        raise NotImplementedError


__all__ = ["DROP", "LOOK", "CardWeighing", "SampledExpert", "TalkWeighing", "outcome", "race", "settled_outcome",
           "with_included"]
