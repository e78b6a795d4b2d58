"""One evaluation: the expert's figures, as its choice, its hint and the review use them.

Every game's AI spec offers ``evaluate(observation, effort, seed, include=())``: the legal
actions of the seat to act (those the expert weighs, and ``include`` besides), each a
:class:`~game.ai.choice.Choice` whose ``expected`` is what the seat is expected to win or
lose from that moment to the end of the deal (jetons, its share of the pots counted; in a
game for points, its points less the other's), best first.  The expert plays the first;
the hint lists them in that order; the review reads the same figures for the action taken
and the best.  ``evaluate_open(observation, truth, effort, seed, include=())`` is the same
seeing every card (the review's hindsight).

:class:`Effort` says how hard to think: a fixed number of worlds, so that the figures are
the same on a busy machine and a quiet one (tests, the review's ``--worlds``), or the
clock (the table and the arena, where a decision must come in time).
"""
from __future__ import annotations

import math
from dataclasses import dataclass


@dataclass(frozen=True)
class Effort:
    """A fixed number of worlds (``worlds``), or thinking until ``ms`` have passed (None:
    the game's own budget for the purpose)."""

    worlds: int | None = None
    ms: float | None = None

    def __post_init__(self) -> None:
        if self.worlds is not None and self.worlds < 1:
            raise ValueError(f"an evaluation needs at least one world, not {self.worlds}")


#: The game's own budget, on the clock: what the table's expert uses.
ON_THE_CLOCK = Effort()


def budget(effort: Effort) -> float | None:
    """The thinking time an expert's ``analyse`` takes for ``effort``: none when the worlds
    are counted (they are all weighed however long it takes), else the effort's own or
    (None) the expert's default."""
    return math.inf if effort.worlds is not None else effort.ms


__all__ = ["ON_THE_CLOCK", "Effort", "budget"]
