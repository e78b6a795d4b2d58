"""The review's analysis, off the frame: each of the person's decisions weighed in the
computer players' worker, one question at a time, the window polling every frame.

For each decision the worker is asked the expert's one evaluation from what the person
could see (the choice made among those weighed), then the same seeing every card (the
hindsight); the verdict is built from the two answers exactly as the command line builds
it (:func:`game.review.verdict.verdict_of`).  A review kept with the deal (the ledger's
history, a shared file) is shown at once and asks nothing.  Without pygame: the tests
drive it with any object that answers ``ask_evaluation`` and ``poll_evaluation``.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Mapping, Sequence

from ...ai.evaluation import ON_THE_CLOCK, Effort
from ...ai.games import reveal
from ...engine.games import spec as game_spec
from ...review.analysis import SEED
from ...review.deal import Spot, spots, unit_of
from ...review.verdict import Verdict, verdict_of

#: Seconds one question may take before the worker is thought stuck (the expert answers in
#: a tenth of a second at the table's effort; a busy machine may take many times that).
QUESTION_TIMEOUT = 20.0


class Analyst:
    """The person's decisions in a finished deal and, as they come, the expert's verdicts."""

    def __init__(self, record: Mapping[str, Any], seat: int, computers: Any, kept: Sequence[Verdict] = (),
                 effort: Effort = ON_THE_CLOCK, done: Callable[[list[Verdict]], None] | None = None) -> None:
        self.record = record
        self.seat = seat
        self.computers = computers
        self.effort = effort
        self.spots: list[Spot] = spots(record, seat)
        self.unit = unit_of(record)
        self.code = game_spec(record["game"]).action_code
        kept = list(kept)
        whole = len(kept) == len(self.spots) and all(v.ply == s.ply for v, s in zip(kept, self.spots))
        self.verdicts: list[Verdict | None] = list(kept) if whole else [None] * len(self.spots)
        #: Why the expert could not weigh the deal (the worker failed), or None.
        self.failed: str | None = None
        self._done = done
        self._told = whole
        self._asking: tuple[int, bool] | None = None  # (decision, hindsight) asked of the worker
        self._choices: Any = None  # the first answer, while the hindsight is asked
        self.began = time.perf_counter()
        #: Seconds the whole analysis took (None until it is finished, or when it was kept).
        self.took: float | None = None

    # ----------------------------------------------------------------- progress
    @property
    def total(self) -> int:
        return len(self.spots)

    @property
    def weighed(self) -> int:
        return sum(v is not None for v in self.verdicts)

    @property
    def finished(self) -> bool:
        return self.failed is not None or self.weighed == self.total

    def verdict(self, index: int) -> Verdict | None:
        return self.verdicts[index] if 0 <= index < len(self.verdicts) else None

    def index_at(self, ply: int) -> int | None:
        """The person's decision the deal waits for after ``ply`` choices, if it is one."""
        return next((i for i, s in enumerate(self.spots) if s.ply == ply), None)

    # ----------------------------------------------------------------- each frame
    def update(self) -> None:
        """Ask the next question, or collect the answer (never waits)."""
        if self.finished:
            self._finish()
            return
        if self._asking is None:
            self._ask(next(i for i, v in enumerate(self.verdicts) if v is None), False)
            return
        answer = self.computers.poll_evaluation()
        if answer is None:
            return
        index, hindsight = self._asking
        self._asking = None
        if answer.fallback or not answer.choices:
            self.failed = answer.reason or "no figures"
            return
        if not hindsight:
            self._choices = answer.choices
            self._ask(index, True)
            return
        spot = self.spots[index]
        self.verdicts[index] = verdict_of(self.record["deal"], index, spot.seat, spot.ply, spot.phase, spot.taken,
                                          self._choices, self.unit, self.code, answer.choices)

    def _ask(self, index: int, hindsight: bool) -> None:
        spot = self.spots[index]
        truth = reveal(spot.deal) if hindsight else None
        self.computers.ask_evaluation(spot.observation, self.effort, SEED, (spot.taken,), truth, QUESTION_TIMEOUT)
        self._asking = (index, hindsight)

    def _finish(self) -> None:
        if self._told or self.failed is not None:
            return
        self._told = True
        self.took = time.perf_counter() - self.began
        if self._done is not None:
            self._done([v for v in self.verdicts if v is not None])

    def stop(self) -> None:
        """Forget the question in flight (the review is closed)."""
        if self._asking is not None:
            self.computers.cancel()
            self._asking = None


__all__ = ["Analyst", "QUESTION_TIMEOUT"]
