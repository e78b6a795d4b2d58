"""Percentiles of measured times: one meaning of "p99" for every tool that prints one (the
arena's decision times, the bench's batches, the self-test's frames, the experts' timing).

They are :func:`statistics.quantiles` by its ``inclusive`` method: the p-th percentile of
n values lies at p/100 of the way from the least to the greatest, interpolated between the
two values around that place (the method of spreadsheets and of numpy's default), so the
p99 of a hundred frames lies between the two slowest, and no tool rounds an index its own
way.
"""
from __future__ import annotations

from statistics import quantiles
from typing import Sequence

#: How :func:`statistics.quantiles` places the cut points (see the module's docstring).
METHOD = "inclusive"
#: What a tool reports unless it asks for others.
USUAL = (50, 95, 99)


def percentile(values: Sequence[float], p: int) -> float:
    """The ``p``-th percentile (1 to 99) of ``values``; 0 for none, the value for one."""
    if len(values) < 2:
        return float(values[0]) if values else 0.0
    return quantiles(values, n=100, method=METHOD)[p - 1]


def percentiles(values: Sequence[float], at: Sequence[int] = USUAL, digits: int = 2) -> dict[str, float]:
    """``{"p50": ..., "p95": ..., "p99": ...}`` of ``values``, rounded to ``digits``; 0 when
    nothing was measured."""
    if len(values) < 2:
        return {f"p{p}": round(percentile(values, p), digits) for p in at}
    cuts = quantiles(values, n=100, method=METHOD)
    return {f"p{p}": round(cuts[p - 1], digits) for p in at}


__all__ = ["METHOD", "USUAL", "percentile", "percentiles"]
