"""The computer players' worker as the UI tests have it: the face of
:class:`game.ai.worker.ThinkingWorker`, thinking in the test's own process.

A table opened in a test would otherwise start a process (spawn: a fresh Python importing
the engine and the AI) that the test then waits on frame after frame.  This stand-in is asked
and polled the same way and answers the same request with the same code as the process
(:func:`game.ai.worker.answer`, by the real players of its kind), the request and the answer
crossing as the same plain JSON; it only does so in the frame that polls, so the tests see the
real decisions without the process.  The conftest puts it at every table
(:data:`game.ui.opponents.start_worker`) unless a test is marked ``real_worker``; the worker's
own tests, the self-test's and the packaging test keep the real process.

A request that fails falls back to the quick player, with the reason, as the process's does.
"""
from __future__ import annotations

import json
from typing import Any

from game.ai.game import KINDS, SEES_EVERY_CARD
from game.ai.games import make_player, quick_player, spec as ai_spec
from game.ai.hint import Hint
from game.ai.evaluation import Effort
from game.ai.worker import (
    DEFAULT_TIMEOUT, Decision, Evaluation, HintAnswer, ObservationLike, answer, evaluation_fields, evaluation_of,
)
from game.engine.games import freeze, spec as game_spec


class InlineWorker:
    """One computer player of ``kind``, asked and polled like a :class:`ThinkingWorker`."""

    def __init__(self, kind: str, seed: int = 0, timeout: float = DEFAULT_TIMEOUT, start: bool = True) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown player kind {kind!r}; kinds: {', '.join(KINDS)}")
        self.kind = kind
        self.seed = seed
        self.timeout = timeout  # never reached: the answer is worked out in the frame that polls
        self.sees_every_card = kind in SEES_EVERY_CARD
        self._player = make_player(kind, seed)
        self._fallback = quick_player(seed)
        self._ticket = 0
        self._pending: tuple[int, str, Any, str] | None = None  # ticket, what, the view, the request

    @property
    def pid(self) -> None:
        """No process of its own."""
        return None

    @property
    def thinking(self) -> bool:
        return self._pending is not None

    def submit(self, observation: ObservationLike, truth: Any = None) -> int:
        if self.sees_every_card and truth is None:
            raise ValueError("the open-hand player sees every card: pass truth=reveal(deal)")
        seen = freeze(observation)
        if not seen.legal_actions:
            raise ValueError(f"it is not seat {seen.seat}'s turn to act")
        request: dict[str, Any] = {"cmd": "choose", "observation": seen.to_dict()}
        if truth is not None:
            request["truth"] = truth.to_dict()
        return self._send(request, "choose", seen)

    def submit_hint(self, observation: ObservationLike, budget_ms: float | None = None) -> int:
        seen = freeze(observation)
        return self._send({"cmd": "hint", "observation": seen.to_dict(), "budget_ms": budget_ms}, "hint", seen)

    def submit_evaluation(self, observation: ObservationLike, effort: Effort = Effort(), seed: int = 0,
                          include: Any = (), truth: Any = None, timeout: float | None = None) -> int:
        seen = freeze(observation)
        request = {"cmd": "evaluate", "observation": seen.to_dict(), **evaluation_fields(seen, effort, seed, include, truth)}
        return self._send(request, "evaluate", seen)

    def _send(self, request: dict[str, Any], what: str, seen: Any) -> int:
        self._ticket += 1
        request["ticket"] = self._ticket
        self._pending = (self._ticket, what, seen, json.dumps(request))  # what would cross the pipe
        return self._ticket

    def poll(self) -> Decision | HintAnswer | Evaluation | None:
        if self._pending is None:
            return None
        ticket, what, seen, request = self._pending
        self._pending = None
        answered = json.loads(json.dumps(answer(self._player, self.seed, json.loads(request))))
        if "error" in answered:
            reason = f"the computer player failed ({answered['error']})"
            if what == "evaluate":
                return Evaluation(ticket, (), True, reason)
            if what == "hint":
                return HintAnswer(ticket, Hint.unavailable(seen, ai_spec(seen.game).facts(seen), reason), True, reason)
            return Decision(ticket, self._fallback.choose(seen), True, f"played by the quick player: {reason}")
        if what == "hint":
            return HintAnswer(ticket, Hint.from_dict(answered["hint"]))
        if what == "evaluate":
            return evaluation_of(ticket, seen, answered)
        return Decision(ticket, game_spec(seen.game).parse_action(answered["action"]))

    def cancel(self) -> None:
        self._pending = None

    def close(self) -> None:
        self._pending = None

    def __enter__(self) -> "InlineWorker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


def think_in_process() -> None:
    """For a test's script run in a process of its own (the screenshots, the killed game):
    every table it opens thinks in that process too, as in the tests' own (conftest.py)."""
    from game.ui import opponents

    opponents.start_worker = InlineWorker
