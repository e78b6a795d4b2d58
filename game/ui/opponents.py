"""The computer players as the window sees them: ask, then poll every frame, never block.

One :class:`Opponents` serves every computer seat of a table (they never think at once).
Their thinking runs in a worker process (:class:`game.ai.worker.ThinkingWorker`), so the
frame rate holds however hard they think; when the worker cannot serve the observation
(a game it does not speak yet) a background thread does the same job.  If the worker
dies or hangs, the worker itself has the quick player make that move, and the reason
comes back with it for the table to show.
"""
from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

from ..ai import make_player, reveal
from ..ai.hint import Hint
from ..ai.worker import HintAnswer, ThinkingWorker


@dataclass(frozen=True)
class Move:
    action: Any
    fallback_reason: str | None = None  # set when the quick player stood in


class Opponents:
    def __init__(self, kind: str, seed: int, game: str) -> None:
        self.kind = kind
        self.game = game
        self._worker = ThinkingWorker(kind, seed) if _worker_serves(game) else None
        self._local = make_player(kind, seed) if self._worker is None else None
        self._thread: threading.Thread | None = None
        self._result: Any = None
        self._error: BaseException | None = None
        self._asked: tuple | None = None  # (what, deal id, ply) being thought about
        self._hint: Hint | None = None

    @property
    def thinking(self) -> bool:
        return self._asked is not None

    # ----------------------------------------------------------------- moves
    def begin(self, deal: Any, seat: int) -> None:
        """Start choosing for ``seat`` (ignored when already thinking about this position)."""
        key = ("move", id(deal), deal.ply, seat)
        if self._asked == key:
            return
        self.cancel()
        self._asked = key
        observation = deal.observation(seat)
        sees = getattr(self._local or self._worker, "sees_every_card", False)
        truth = reveal(deal) if sees and _reveal_serves(self.game) else None
        if self._worker is not None:
            self._worker.submit(observation, truth)
            return
        args = (observation, truth) if truth is not None else (observation,)
        self._result = self._error = None
        self._thread = threading.Thread(target=self._run, args=args, name="la-bete-ai", daemon=True)
        self._thread.start()

    def _run(self, *args: Any) -> None:
        try:
            self._result = self._local.choose(*args)
        except BaseException as exc:  # handed to the window's thread by poll()
            self._error = exc

    def poll(self) -> Move | None:
        """The chosen move once ready (the seat is then idle again), else None."""
        if self._asked is None or self._asked[0] != "move":
            return None
        if self._worker is not None:
            decision = self._worker.poll()
            if decision is None:
                return None
            self._asked = None
            return Move(decision.action, decision.reason if decision.fallback else None)
        if self._thread is None or self._thread.is_alive():
            return None
        self._thread, self._asked = None, None
        if self._error is not None:
            raise self._error
        return Move(self._result)

    # ----------------------------------------------------------------- hints
    @property
    def gives_hints(self) -> bool:
        return self._worker is not None

    def ask_hint(self, deal: Any, seat: int) -> None:
        """Ask the expert's view of ``seat``'s choice; :meth:`poll_hint` brings it."""
        if self._worker is None:
            return
        self.cancel()
        self._asked = ("hint", id(deal), deal.ply, seat)
        self._worker.submit_hint(deal.observation(seat))

    def poll_hint(self) -> Hint | None:
        if self._worker is None or self._asked is None or self._asked[0] != "hint":
            return None
        answer = self._worker.poll()
        if not isinstance(answer, HintAnswer):
            return None
        self._asked = None
        return answer.hint

    # ----------------------------------------------------------------- ending
    def cancel(self) -> None:
        """Forget whatever is being thought about (its answer is dropped)."""
        self._asked = None
        self._thread = None
        if self._worker is not None:
            self._worker.cancel()

    def close(self) -> None:
        self.cancel()
        if self._worker is not None:
            self._worker.close()


def _worker_serves(game: str) -> bool:
    """The worker speaks the frozen observations of these games (Bestia's thinking runs on
    a thread here until the worker serves it: then this predicate is all that changes)."""
    return game == "bete"


def _reveal_serves(game: str) -> bool:
    """``reveal`` (the hidden cards for an open-hand player) reads these games' deals."""
    return game == "bete"
