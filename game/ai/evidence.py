"""Soft evidence, shared by both games' samplers and models of the others' words.

A sampled world carries the log of its weight: the correction for the way it was drawn,
plus the log likelihood of what the others said (a call, a knock) given the world's
hands.  :func:`normalised` turns a batch of such log weights into probabilities;
:func:`logistic` is the curve every model of "how likely is this word from this hand"
uses around its point.
"""
from __future__ import annotations

import math
from typing import Sequence


def normalised(log_weights: Sequence[float]) -> list[float]:
    """Log weights made into probabilities (relative to the largest first, for range)."""
    top = max(log_weights)
    raw = [math.exp(w - top) for w in log_weights]
    total = sum(raw)
    return [r / total for r in raw]


def logistic(x: float) -> float:
    """1 / (1 + e^-x), without overflow far from the point."""
    if x < -30:
        return 0.0
    if x > 30:
        return 1.0
    return 1.0 / (1.0 + math.exp(-x))


__all__ = ["logistic", "normalised"]
