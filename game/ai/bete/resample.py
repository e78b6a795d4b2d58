"""Worlds drawn many at a time and resampled by their weights.

When the evidence is strong (the cards the others played, each checked against the
rule of thumb), few of the worlds drawn explain it well and their weights spread over
orders of magnitude: a weighed mean over a few dozen of them rests on two or three.
Drawing a larger pool, cheap beside solving a world, and keeping ``count`` of them in
proportion to their weights (systematic resampling) gives as many worlds that each count
alike, spent where the evidence points.
"""
from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from ..evidence import normalised


class Resampled:
    """``count`` worlds resampled from ``pool`` drawn from ``worlds`` (a sampler); each
    comes out with a log weight of nought, in the order drawn."""

    def __init__(self, worlds: Any, count: int, pool: int) -> None:
        self.worlds = worlds
        self.count = count
        self.pool = max(pool, count)
        self.kept: list[Any] = []

    def sample(self, rng: random.Random) -> Any:
        if not self.kept:
            self.kept = self._resample(rng)
        return self.kept.pop()

    def _resample(self, rng: random.Random) -> list[Any]:
        drawn = [self.worlds.sample(rng) for _ in range(self.pool)]
        probabilities = normalised([w.log_weight for w in drawn])
        step = 1.0 / self.count
        point = rng.random() * step
        kept = []
        acc = 0.0
        for world, p in zip(drawn, probabilities):
            acc += p
            while point < acc and len(kept) < self.count:
                kept.append(replace(world, log_weight=0.0))
                point += step
        while len(kept) < self.count:
            kept.append(replace(drawn[-1], log_weight=0.0))
        kept.reverse()
        return kept


__all__ = ["Resampled"]
