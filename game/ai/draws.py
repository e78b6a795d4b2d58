"""The chances a draw from the stock brings a hand, for the talk of the Rams family's games
(Bestia's exchange, Mouche's): a player changing ``k`` cards draws ``k`` of the cards unseen,
each draw as likely, and each card drawn takes a trick with its own chance."""
from __future__ import annotations

from math import comb
from typing import Sequence


def draw_outlook(chances: Sequence[float], k: int) -> tuple[float, float]:
    """Over every draw of ``k`` of the cards whose chances are given, equally likely:
    (expected tricks they add, expected product of their chances of no trick)."""
    m = len(chances)
    if not k or m < k:
        return 0.0, 1.0
    sums = [1.0] + [0.0] * k  # elementary symmetric sums of the (1 - chance)
    for chance in chances:
        miss = 1.0 - chance
        for j in range(k, 0, -1):
            sums[j] += sums[j - 1] * miss
    return k * sum(chances) / m, sums[k] / comb(m, k)


def draws_outlook(chances: Sequence[float], most: int) -> list[tuple[float, float]]:
    """:func:`draw_outlook` for every k from 0 to ``most`` at once."""
    m = len(chances)
    sums = [1.0] + [0.0] * most
    for chance in chances:
        miss = 1.0 - chance
        for j in range(most, 0, -1):
            sums[j] += sums[j - 1] * miss
    mean = sum(chances) / m if m else 0.0
    return [(k * mean, sums[k] / comb(m, k)) if k <= m else (0.0, 1.0) for k in range(most + 1)]


__all__ = ["draw_outlook", "draws_outlook"]
