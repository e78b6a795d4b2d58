"""A computer player thinking in a process of its own, so the window never waits on it.

The window keeps one :class:`ThinkingWorker` per computer seat (or one shared: a worker
thinks for whichever seat it is asked about) and, every frame, polls it::

    worker = ThinkingWorker("expert", seed=7)        # the process starts warming up
    ticket = worker.submit(deal.observation(seat))     # returns at once
    ...
    decision = worker.poll()                           # None while thinking
    if decision is not None:
        deal.apply(decision.action, seat)
        if decision.fallback:
            show(decision.reason)                      # "played by the quick player: ..."

Only plain JSON crosses between the processes, and nothing on the way asks which game
it is: the window hands over a seat's observation, which crosses as the plain data its
view writes (``to_dict()``, naming its game); the worker rebuilds the frozen view with
the engine's :func:`~game.engine.games.freeze`, asks its player for that game
(:func:`~game.ai.games.make_player`) and answers with the game's text for the action
(the engine spec's ``action_code``), which the window reads back with ``parse_action``.
The open cards of the open-hand level cross as their ``to_dict()`` writes them and are
read back by the game's AI spec (``open_cards``); a hint as :meth:`Hint.to_dict` writes
it; the expert's one evaluation of a seat's choices (``submit_evaluation``, for the
review of a finished deal) as :func:`choice_data` writes each choice.  One worker serves every game.  No game state is pickled.

If the process dies, fails, or has not answered within ``timeout`` seconds, that move is
chosen at once in this process by the quick player of the observation's game (its AI
spec's ``quick``), and the decision says so (``fallback`` and a ``reason`` the table can
show); a hung process is ended and a new one is started for the next move.  The timeout
counts from when the process is ready (it says so once it has imported the engine), so
a slow start is not taken for a hang; a process that does not start within
``STARTUP_LIMIT`` seconds is given up the same way.  The spawn start method is used
everywhere, so it behaves the same on Windows, macOS and in a frozen build (whose entry
point calls ``multiprocessing.freeze_support()``).
"""
from __future__ import annotations

import json
import multiprocessing
import time
from dataclasses import dataclass
from multiprocessing.connection import Connection
from typing import Any, Mapping, Sequence, Union

from ..engine.games import freeze, spec as game_spec
from .by_game import ByGame
from .choice import Choice
from .evaluation import Effort
from .game import KINDS, SEES_EVERY_CARD
from .games import make_player, quick_player, spec as ai_spec
from .hint import Hint

#: Seconds a move may take before the quick player makes it instead.  The expert thinks
#: for about a tenth of a second; this only catches a process that is stuck or starved.
DEFAULT_TIMEOUT = 3.0
#: Seconds a new process may take to start (import Python and the engine) before its
#: move is made by the quick player; the move's own timeout runs from when it is ready.
STARTUP_LIMIT = 30.0

#: A seat's observation of any game: live, frozen, or the plain data its view writes.
ObservationLike = Union[Mapping[str, Any], Any]


@dataclass(frozen=True)
class Decision:
    """A computer player's move, with how it was reached."""

    ticket: int
    action: Any
    fallback: bool = False  # True: chosen by the quick player in the window's process
    reason: str | None = None  # why, in words the table can show


@dataclass(frozen=True)
class HintAnswer:
    ticket: int
    hint: Hint
    fallback: bool = False
    reason: str | None = None


@dataclass(frozen=True)
class Evaluation:
    """The expert's one evaluation of a seat's choices (:mod:`.evaluation`), as the review
    asks it: every choice it weighed, in the order it gave them; none when it failed."""

    ticket: int
    choices: tuple[Choice, ...]
    fallback: bool = False
    reason: str | None = None


def choice_data(choice: Choice, code: Any) -> dict[str, Any]:
    """A choice as plain data, its action in its game's text (``code``: the engine's ``action_code``)."""
    return {"action": code(choice.action), "expected": choice.expected, "win_chance": choice.win_chance,
            "samples": choice.samples, "shortfall_error": choice.shortfall_error}


def choice_of(data: Mapping[str, Any], parse: Any) -> Choice:
    """The choice :func:`choice_data` wrote (``parse``: the engine's ``parse_action``)."""
    return Choice(parse(data["action"]), float(data["expected"]), float(data["win_chance"]), int(data["samples"]),
                  float(data.get("shortfall_error", 0.0)))


def _evaluate(seen: Any, request: Mapping[str, Any]) -> list[dict[str, Any]]:
    """An "evaluate" request answered: the figures of the seat's choices, from its view or,
    given the ``truth``, seeing every card."""
    game, engine = ai_spec(seen.game), game_spec(seen.game)
    effort = Effort(request.get("worlds"), request.get("ms"))
    include = [engine.parse_action(code) for code in request.get("include", ())]
    seed = int(request.get("seed", 0))
    if request.get("truth") is not None:
        choices = game.evaluate_open(seen, game.open_cards(request["truth"]), effort, seed, include)
    else:
        choices = game.evaluate(seen, effort, seed, include)
    return [choice_data(c, engine.action_code) for c in choices]


def evaluation_fields(seen: Any, effort: Effort, seed: int, include: Sequence[Any], truth: Any) -> dict[str, Any]:
    """An "evaluate" request's fields besides the observation, as plain data."""
    code = game_spec(seen.game).action_code
    fields: dict[str, Any] = {"worlds": effort.worlds, "ms": effort.ms, "seed": seed,
                              "include": [code(a) for a in include]}
    if truth is not None:
        fields["truth"] = truth.to_dict()
    return fields


def evaluation_of(ticket: int, seen: Any, answer: Mapping[str, Any]) -> Evaluation:
    """The evaluation an answer to an "evaluate" request holds."""
    parse = game_spec(seen.game).parse_action
    return Evaluation(ticket, tuple(choice_of(c, parse) for c in answer["choices"]))


def answer(player: ByGame, seed: int, request: Mapping[str, Any]) -> dict[str, Any]:
    """One request answered as plain data: a move of ``player``, the expert's hint, or its
    one evaluation of the seat's choices (``"evaluate"``, the review's).

    The worker process answers with it; so does anything that thinks in the window's own
    process (the UI tests' stand-in), so that both give the same answer to the same request.
    An error is answered too (``"error"``): the window falls back on it.
    """
    ticket = request.get("ticket")
    try:
        seen = freeze(request["observation"])
        game = ai_spec(seen.game)
        if request.get("cmd") == "hint":
            return {"ticket": ticket, "hint": game.hint(seen, request.get("budget_ms"), seed, 3).to_dict()}
        if request.get("cmd") == "evaluate":
            return {"ticket": ticket, "choices": _evaluate(seen, request)}
        if player.sees_every_card:
            action = player.choose(seen, game.open_cards(request["truth"]))
        else:
            action = player.choose(seen)
        return {"ticket": ticket, "action": game_spec(seen.game).action_code(action)}
    except Exception as exc:  # reported to the window, which falls back
        return {"ticket": ticket, "error": f"{type(exc).__name__}: {exc}"}


def _serve(connection: Connection, kind: str, seed: int) -> None:
    """The worker process: answer requests one at a time until the window lets go of the pipe
    (or kills it)."""
    player = make_player(kind, seed)
    connection.send_bytes(b'{"ready": true}')
    while True:
        try:
            request = json.loads(connection.recv_bytes())
        except (EOFError, OSError):
            return
        try:
            connection.send_bytes(json.dumps(answer(player, seed, request)).encode("utf-8"))
        except (EOFError, OSError):
            return


class ThinkingWorker:
    """One computer player of ``kind`` in a separate process, asked and polled."""

    def __init__(self, kind: str, seed: int = 0, timeout: float = DEFAULT_TIMEOUT, start: bool = True) -> None:
        if kind not in KINDS:
            raise ValueError(f"unknown player kind {kind!r}; kinds: {', '.join(KINDS)}")
        self.kind = kind
        self.seed = seed
        self.timeout = timeout
        self.sees_every_card = kind in SEES_EVERY_CARD
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._connection: Connection | None = None
        self._fallback = quick_player(seed)
        self._ticket = 0
        self._pending: tuple[int, str, Any, float, float] | None = None
        if start:
            self._start()

    # ------------------------------------------------------------------ process
    def _start(self) -> None:
        parent, child = self._context.Pipe()
        process = self._context.Process(
            target=_serve, args=(child, self.kind, self.seed), name=f"la-bete-{self.kind}", daemon=True
        )
        process.start()
        child.close()
        self._process, self._connection = process, parent
        self._started_at = time.perf_counter()
        self._ready_at: float | None = None

    def _stop_process(self) -> None:
        """End the process without waiting for it: the window calls this inside a frame.

        The process only thinks (it holds no file), so it is killed at once; multiprocessing
        collects its exit status when it next starts a process, or when the program ends.
        """
        process, connection = self._process, self._connection
        self._process = self._connection = None
        if connection is not None:
            connection.close()
        if process is not None and process.is_alive():
            process.kill()

    @property
    def pid(self) -> int | None:
        """The worker process's id (None before it starts or after it stopped)."""
        return None if self._process is None else self._process.pid

    @property
    def thinking(self) -> bool:
        """A move or a hint has been asked for and not yet collected by :meth:`poll`."""
        return self._pending is not None

    # ------------------------------------------------------------------ requests
    def submit(self, observation: ObservationLike, truth: Any = None) -> int:
        """Ask for the move of the observation's seat (of any game); returns at once
        with a ticket.

        The open-hand level must be given ``truth`` (``reveal(deal)``): it sees every card.
        """
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
        """Ask for the expert's hint for the observation's seat (see :func:`game.ai.games.hint`)."""
        seen = freeze(observation)
        return self._send({"cmd": "hint", "observation": seen.to_dict(), "budget_ms": budget_ms}, "hint", seen)

    def submit_evaluation(self, observation: ObservationLike, effort: Effort = Effort(), seed: int = 0,
                          include: Sequence[Any] = (), truth: Any = None, timeout: float | None = None) -> int:
        """Ask for the expert's one evaluation of the observation's seat (``evaluate`` of its
        game's AI spec, or with ``truth`` — ``reveal(deal)`` — ``evaluate_open``), weighing
        the actions of ``include`` too; :meth:`poll` brings an :class:`Evaluation`.  It may
        think longer than a move: ``timeout`` seconds (by default the worker's)."""
        seen = freeze(observation)
        request: dict[str, Any] = {"cmd": "evaluate", "observation": seen.to_dict(), **evaluation_fields(
            seen, effort, seed, include, truth)}
        return self._send(request, "evaluate", seen, timeout)

    def _send(self, request: dict[str, Any], what: str, seen: Any, timeout: float | None = None) -> int:
        self._ticket += 1
        request["ticket"] = self._ticket
        self._pending = (self._ticket, what, seen, time.perf_counter(), self.timeout if timeout is None else timeout)
        if self._process is None or not self._process.is_alive():
            self._stop_process()
            self._start()
        try:
            assert self._connection is not None
            self._connection.send_bytes(json.dumps(request).encode("utf-8"))
        except (OSError, ValueError):
            pass  # poll() finds the process dead and falls back
        return self._ticket

    def poll(self) -> Decision | HintAnswer | Evaluation | None:
        """The answer once ready, else None.  Never blocks."""
        pending = self._pending
        if pending is None:
            return None
        ticket, what, seen, began, timeout = pending
        connection = self._connection
        try:
            while connection is not None and connection.poll():
                answer = json.loads(connection.recv_bytes())
                if answer.get("ready"):
                    self._ready_at = time.perf_counter()
                    continue
                if answer.get("ticket") != ticket:
                    continue  # the answer to a cancelled request
                self._pending = None
                if "error" in answer:
                    return self._fall_back(ticket, what, seen, f"the computer player failed ({answer['error']})")
                if what == "hint":
                    return HintAnswer(ticket, Hint.from_dict(answer["hint"]))
                if what == "evaluate":
                    return evaluation_of(ticket, seen, answer)
                return Decision(ticket, game_spec(seen.game).parse_action(answer["action"]))
        except (EOFError, OSError):
            pass
        process = self._process
        if process is None or not process.is_alive():
            code = None if process is None else process.exitcode
            self._pending = None
            self._stop_process()
            return self._fall_back(ticket, what, seen, f"the thinking process stopped (exit code {code})")
        now = time.perf_counter()
        if self._ready_at is None:
            if now - self._started_at > STARTUP_LIMIT:
                self._pending = None
                self._stop_process()
                return self._fall_back(ticket, what, seen, f"the thinking process did not start within {STARTUP_LIMIT:g} s")
        elif now - max(began, self._ready_at) > timeout:
            self._pending = None
            self._stop_process()
            return self._fall_back(ticket, what, seen, f"the thinking process did not answer within {timeout:g} s")
        return None

    def _fall_back(self, ticket: int, what: str, seen: Any, reason: str) -> Decision | HintAnswer | Evaluation:
        if what == "evaluate":
            return Evaluation(ticket, (), True, reason)
        if what == "hint":
            return HintAnswer(ticket, Hint.unavailable(seen, ai_spec(seen.game).facts(seen), reason), True, reason)
        return Decision(ticket, self._fallback.choose(seen), True, f"played by the quick player: {reason}")

    def cancel(self) -> None:
        """Forget the pending request (say, the deal was abandoned); its answer is dropped."""
        self._pending = None

    def close(self) -> None:
        """Stop the process (also done when the program exits: it is a daemon)."""
        self._pending = None
        self._stop_process()

    def __enter__(self) -> "ThinkingWorker":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


__all__ = ["DEFAULT_TIMEOUT", "STARTUP_LIMIT", "Decision", "Evaluation", "HintAnswer", "ThinkingWorker", "answer",
           "choice_data", "choice_of", "evaluation_fields", "evaluation_of"]
