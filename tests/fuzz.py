"""How many examples a property test draws, by the Hypothesis profile in force (registered
in conftest.py): the count a test asks for is what it draws in the suite's ``ci`` profile
(Hypothesis's 100 a test); ``HYPOTHESIS_PROFILE=dev`` draws ten times as many everywhere."""
from __future__ import annotations

from hypothesis import settings

#: The examples of a test that names no count, in the profile the counts are written for.
CI_EXAMPLES = 100


def examples(count: int) -> int:
    """``count`` in the ``ci`` profile, scaled as the profile in force scales a test's 100."""
    return max(1, count * settings.default.max_examples // CI_EXAMPLES)
