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


def miss_sums(chances: Sequence[float], most: int) -> tuple[float, ...]:
    """The elementary symmetric sums of the (1 - chance), of degree 0 to ``most``: what a
    group of cards adds to :func:`draws_table` (a group's sums are worked out once, and
    groups combine by :func:`together`)."""
    sums = [1.0] + [0.0] * most
    for chance in chances:
        miss = 1.0 - chance
        for j in range(most, 0, -1):
            sums[j] += sums[j - 1] * miss
    return tuple(sums)


def together(a: Sequence[float], b: Sequence[float]) -> list[float]:
    """The :func:`miss_sums` of two groups of cards as one (their product, cut at the same degree)."""
    size = len(a)
    out = [0.0] * size
    for i in range(size):
        if a[i]:
            for j in range(size - i):
                out[i + j] += a[i] * b[j]
    return out


def draws_table(sums: Sequence[float], chances: float, unseen: int) -> list[tuple[float, float]]:
    """:func:`draw_outlook` for every k up to the degree of ``sums`` at once, from the
    :func:`miss_sums` of the ``unseen`` cards and their chances added up."""
    mean = chances / unseen if unseen else 0.0
    return [(k * mean, sums[k] / comb(unseen, k)) if k <= unseen else (0.0, 1.0) for k in range(len(sums))]


__all__ = ["draw_outlook", "draws_table", "miss_sums", "together"]
