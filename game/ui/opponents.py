"""The computer players as the window sees them: ask, then poll, never block.

:class:`ComputerSeat` wraps any player with ``choose(observation)`` (``game.ai``) and runs
the choice on a background thread so that the window keeps drawing while it thinks.
When the ai package offers a worker process this adapter is the one place to swap it in.
"""
from __future__ import annotations

import threading
from typing import Any

from ..engine import Action, Observation


def make_computer(kind: str, seed: int) -> Any:
    """A player of ``kind``; an unknown level falls back to the heuristic player."""
    from .. import ai

    try:
        return ai.make_player(kind, seed)
    except (ValueError, KeyError, TypeError):
        return ai.make_player("heuristic", seed)


class ComputerSeat:
    def __init__(self, kind: str, seed: int) -> None:
        self.kind = kind
        self.player = make_computer(kind, seed)
        self._thread: threading.Thread | None = None
        self._result: Action | None = None
        self._error: BaseException | None = None
        self._ply: int | None = None

    @property
    def thinking(self) -> bool:
        return self._thread is not None

    def begin(self, observation: Observation, ply: int) -> None:
        """Start choosing for the position at ``ply`` (ignored if already started for it)."""
        if self._thread is not None and self._ply == ply:
            return
        self._result = None
        self._error = None
        self._ply = ply
        thread = threading.Thread(target=self._run, args=(observation,), name="la-bete-ai", daemon=True)
        self._thread = thread
        thread.start()

    def _run(self, observation: Observation) -> None:
        try:
            self._result = self.player.choose(observation)
        except BaseException as exc:  # handed to the window's thread by poll()
            self._error = exc

    def poll(self) -> Action | None:
        """The chosen action once ready (then the seat is idle again), else None."""
        thread = self._thread
        if thread is None or thread.is_alive():
            return None
        self._thread = None
        if self._error is not None:
            raise self._error
        return self._result

    def cancel(self) -> None:
        """Forget a pending choice (its thread ends on its own)."""
        self._thread = None
        self._result = None
