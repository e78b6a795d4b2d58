"""A choice as an expert weighed it, and the order the experts prefer choices in.

Every game's expert (and the hint, which shows its figures) answers with the same
:class:`Choice`: the action, the jetons it is expected to win, how often it wins, and
how many worlds (or tree visits) are behind those figures.
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


def ranked(choices: Sequence[Choice]) -> list[Choice]:
    """Best first: by expected gain when every choice was weighed over the same worlds;
    by visits after a tree search (its means for rarely tried moves are noisy)."""
    if len({c.samples for c in choices}) > 1:
        return sorted(choices, key=lambda c: (c.samples, c.expected), reverse=True)
    return sorted(choices, key=lambda c: (c.expected, c.win_chance), reverse=True)


def best_of(choices: Sequence[Choice]) -> Any:
    """The action of the best choice (:func:`ranked`)."""
    return ranked(choices)[0].action


__all__ = ["Choice", "best_of", "ranked"]
