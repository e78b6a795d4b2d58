"""One meaning of "p99" for every tool: :func:`statistics.quantiles`, inclusive method."""
from __future__ import annotations

import statistics

from game.percentiles import METHOD, percentile, percentiles


def test_a_percentile_lies_between_the_values_around_its_place() -> None:
    """Inclusive: the p-th percentile of 1..100 lies p/100 of the way from 1 to 100."""
    hundred = [float(i) for i in range(100, 0, -1)]
    assert percentiles(hundred) == {"p50": 50.5, "p95": 95.05, "p99": 99.01}
    assert percentile([10.0, 20.0], 50) == 15.0


def test_the_method_is_the_standard_librarys_inclusive_one() -> None:
    values = [3.0, 1.0, 4.0, 1.0, 5.0, 9.0, 2.0, 6.0]
    assert METHOD == "inclusive"
    assert percentile(values, 95) == statistics.quantiles(values, n=100, method="inclusive")[94]


def test_nothing_measured_is_nought_and_one_value_is_itself() -> None:
    assert percentiles([]) == {"p50": 0.0, "p95": 0.0, "p99": 0.0}
    assert percentiles([7.25]) == {"p50": 7.25, "p95": 7.25, "p99": 7.25}


def test_every_tool_that_prints_a_percentile_uses_this_one() -> None:
    from game import arena, bench
    from game.ai.besigue import timing
    from game.ui import selftest

    assert arena.percentiles is percentiles and timing.percentiles is percentiles
    assert selftest.percentile is percentile and bench.percentile is percentile
