"""Perfect-information Monte Carlo: how every game's expert weighs its choices.

The expert cannot see the hidden cards.  So it deals them many times, each time
consistently with everything its seat has seen (a *world*, from its game's sampler; the
open hand has one world, the true one), and in each world, where every card is known,
works out what each of its candidates would earn it: by its game's exact search of the
play, or by playing the deal out with the quick players.  A candidate's figures are its
means over the worlds, each world counted by how well it explains what the seat heard
(its ``log_weight``).  Every candidate meets the same worlds and the same chance draws,
so the differences between candidates are paired world by world.

What a game supplies, for one decision:

- the worlds (:class:`Worlds`): ``sample(rng)`` gives one consistent with the seat's view;
- a weigher (:class:`Weigher`): its ``candidates``; ``resume(world, rng)``, the deal as it
  stands rebuilt in that world (drawing from ``rng`` whatever chance the world leaves
  open: shuffles still to come, how the others will speak); and ``outcomes(position)``,
  each candidate's :data:`Outcome` there (the seat's gain and whether it won), by the
  game's search or rollout.

:func:`weigh` draws worlds until it has ``most``, or until the deadline once it has
``least``; the :class:`Weighing` it returns gives each candidate's figures.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Protocol, Sequence

from .choice import Choice
from .evidence import normalised

#: One candidate in one world: the seat's gain in jetons (its 1/n share of the pots
#: counted), and 1.0 if it won as its game counts winning (its side took the deal, it
#: came out ahead), else 0.0.
Outcome = tuple[float, float]


class Worlds(Protocol):
    """Where the worlds come from: a game's sampler, or :class:`OneWorld`.  A world holds
    whatever its game needs to resume the deal, and its ``log_weight``."""

    def sample(self, rng: random.Random) -> Any: ...


class Weigher(Protocol):
    """One decision of a game, worked out world by world."""

    candidates: Sequence[Any]

    def resume(self, world: Any, rng: random.Random) -> Any: ...

    def outcomes(self, position: Any) -> Sequence[Outcome]: ...


class OneWorld:
    """The one world there is: what the open hand, which sees every card, reasons over."""

    def __init__(self, world: Any) -> None:
        self.world = world

    def sample(self, rng: random.Random) -> Any:
        return self.world


@dataclass(frozen=True)
class Weighing:
    """Every candidate's outcome in every world drawn, and each world's probability."""

    candidates: tuple[Any, ...]
    probabilities: list[float]
    rows: list[Sequence[Outcome]]  # for each world, each candidate's outcome in order

    def gain(self, i: int) -> float:
        """The ``i``-th candidate's expected gain."""
        return sum(p * row[i][0] for p, row in zip(self.probabilities, self.rows))

    def chance(self, i: int) -> float:
        """How likely the ``i``-th candidate wins (a sum of probabilities, kept to 1 however it rounds)."""
        return min(1.0, sum(p * row[i][1] for p, row in zip(self.probabilities, self.rows)))

    def choices(self) -> list[Choice]:
        """Every candidate with its figures, in the candidates' order."""
        worlds = len(self.rows)
        return [Choice(action, self.gain(i), self.chance(i), worlds) for i, action in enumerate(self.candidates)]

    def by_figures(self) -> list[Choice]:
        """Every candidate best first by its expected gain, each with the standard error of
        its shortfall from the best, paired world by world (its error counts the worlds'
        weights, by their effective number)."""
        order = sorted(range(len(self.candidates)), key=lambda i: (self.gain(i), self.chance(i)), reverse=True)
        if not order:
            return []
        best = order[0]
        probabilities, rows = self.probabilities, self.rows
        effective = 1.0 / sum(p * p for p in probabilities) if probabilities else 1.0
        out = []
        for i in order:
            diffs = [row[best][0] - row[i][0] for row in rows]
            mean = sum(p * d for p, d in zip(probabilities, diffs))
            spread = sum(p * (d - mean) ** 2 for p, d in zip(probabilities, diffs))
            out.append(Choice(self.candidates[i], self.gain(i), self.chance(i), len(rows), (spread / effective) ** 0.5))
        return out

    def cautious(self, baseline: int, confidence: float) -> list[Choice]:
        """The choices, best first, keeping the ``baseline`` candidate (a rule of thumb's)
        unless another beats it by ``confidence`` standard errors of their difference.

        Means over a few dozen worlds spread widely, so the best-looking of several
        candidates is often only the luckiest; the difference to the baseline is paired
        world by world, and its error counts the worlds' weights (their effective number)."""
        probabilities, rows = self.probabilities, self.rows
        means = [self.gain(i) for i in range(len(self.candidates))]

        def score(i: int) -> float:
            if i == baseline:
                return means[i]
            diffs = [row[i][0] - row[baseline][0] for row in rows]
            mean = sum(p * d for p, d in zip(probabilities, diffs))
            spread = sum(p * (d - mean) ** 2 for p, d in zip(probabilities, diffs))
            effective = 1.0 / sum(p * p for p in probabilities)
            return means[baseline] + mean - confidence * (spread / effective) ** 0.5

        scored = [(score(i), Choice(action, means[i], self.chance(i), len(rows)))
                  for i, action in enumerate(self.candidates)]
        scored.sort(key=lambda pair: pair[0], reverse=True)
        return [choice for _, choice in scored]


def weigh(worlds: Worlds, weigher: Weigher, rng: random.Random, most: int, least: int, deadline: float) -> Weighing:
    """Each of the weigher's candidates in worlds drawn one after another: at most
    ``most`` of them, and no more once ``deadline`` (``time.perf_counter()``) has passed
    and at least ``least`` are in."""
    weights: list[float] = []
    rows: list[Sequence[Outcome]] = []
    clock = time.perf_counter
    while len(rows) < most and (len(rows) < least or clock() < deadline):
        world = worlds.sample(rng)
        rows.append(weigher.outcomes(weigher.resume(world, rng)))
        weights.append(world.log_weight)
    return Weighing(tuple(weigher.candidates), normalised(weights), rows)


__all__ = ["OneWorld", "Outcome", "Weigher", "Weighing", "Worlds", "weigh"]
