"""A choice as an expert weighed it, and the order the experts prefer choices in.

Every game's expert (and the hint, which shows its figures) answers with the same
:class:`Choice`: the action, the jetons it is expected to win, how often it wins, how
many worlds (or tree visits) are behind those figures, and how surely it falls short of
the best.  One evaluation (:mod:`.evaluation`) lists them :func:`by_figures`.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Sequence


@dataclass(frozen=True)
class Choice:
    """One action as the expert weighed it."""

    action: Any
    expected: float  # mean gain in jetons, the seat's 1/n share of the pots counted
    win_chance: float  # chance of winning as the game counts it (the side wins the deal, the seat comes out ahead)
    samples: int  # worlds (or tree visits) behind the figures
    #: The standard error of the amount by which it falls short of the best choice, paired
    #: world by world (0 for the best itself, or where the figures are exact).
    shortfall_error: float = 0.0


def by_figures(choices: Sequence[Choice]) -> list[Choice]:
    """Best first by expected gain, then by chance of winning: the order of one evaluation,
    whose first the expert plays and whose list the hint shows."""
    return sorted(choices, key=lambda c: (c.expected, c.win_chance), reverse=True)


def too_close(best: Choice, other: Choice, errors: float = 1.0) -> bool:
    """``other`` falls short of ``best`` by no more than ``errors`` standard errors of the
    difference: the worlds weighed cannot tell them apart."""
    return best.expected - other.expected <= errors * other.shortfall_error


def ranked(choices: Sequence[Choice]) -> list[Choice]:
    """Best first: by expected gain when every choice was weighed over the same worlds;
    by visits after a tree search (its means for rarely tried moves are noisy)."""
    if len({c.samples for c in choices}) > 1:
        return sorted(choices, key=lambda c: (c.samples, c.expected), reverse=True)
    return sorted(choices, key=lambda c: (c.expected, c.win_chance), reverse=True)


def best_of(choices: Sequence[Choice]) -> Any:
    """The action of the best choice (:func:`ranked`)."""
    return ranked(choices)[0].action


__all__ = ["Choice", "best_of", "by_figures", "ranked", "too_close"]
