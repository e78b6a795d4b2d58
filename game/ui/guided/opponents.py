"""The opponents of a guided deal, with the face of :class:`~..opponents.Opponents`: on the
lesson's path they play the script's moves, so the deal goes as the lesson tells it; off it,
the table's heuristic player of each seat chooses at once, in this process (a few
milliseconds, and the same every time).  The hint, and the review's figures once the deal is
played, are the real ones, asked of a worker started only when the person asks for them."""
from __future__ import annotations

from typing import Any

from ...ai.evaluation import Effort
from ...ai.worker import Evaluation
from ..opponents import Move, Opponents
from .coach import Coach


class GuidedOpponents:
    def __init__(self, coach: Coach, seed: int) -> None:
        self.coach = coach
        self.seed = seed
        self._move: Move | None = None
        self._hints: Opponents | None = None

    @property
    def thinking(self) -> bool:
        return False

    def begin(self, deal: Any, seat: int) -> None:
        if self._move is None:
            self._move = Move(self.coach.choose_for(deal, seat))

    def poll(self) -> Move | None:
        move, self._move = self._move, None
        return move

    def _thinking(self) -> Opponents:
        """The worker of the hint and of the review's figures, started when first asked."""
        if self._hints is None:
            self._hints = Opponents("heuristic", self.seed)
        return self._hints

    def ask_hint(self, deal: Any, seat: int) -> None:
        self._thinking().ask_hint(deal, seat)

    def poll_hint(self) -> Any:
        return self._hints.poll_hint() if self._hints is not None else None

    def ask_evaluation(self, observation: Any, effort: Effort, seed: int = 0, include: tuple = (), truth: Any = None,
                       timeout: float | None = None) -> None:
        """The review of the guided deal, once played, weighs its decisions as any deal's."""
        self._thinking().ask_evaluation(observation, effort, seed, include, truth, timeout)

    def poll_evaluation(self) -> Evaluation | None:
        return self._hints.poll_evaluation() if self._hints is not None else None

    def cancel(self) -> None:
        self._move = None
        if self._hints is not None:
            self._hints.cancel()

    def close(self) -> None:
        self.cancel()
        if self._hints is not None:
            self._hints.close()


__all__ = ["GuidedOpponents"]
