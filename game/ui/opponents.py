"""The computer players as the window sees them: ask, then poll every frame, never block.

One :class:`Opponents` serves every computer seat of a table (they never think at once),
in either game.  Their thinking runs in a worker process
(:class:`game.ai.worker.ThinkingWorker`), so the frame rate holds however hard they
think.  If the worker dies or hangs, the worker itself has the quick player of the deal's
game make that move, and the reason comes back with it for the table to show; so too when
the move cannot even be asked (a game whose players do not yet give the open-hand level
the cards it sees).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..ai import quick_player, reveal
from ..ai.evaluation import Effort
from ..ai.worker import Evaluation, HintAnswer, ThinkingWorker
from ..engine.games import freeze
from ..i18n import _

if TYPE_CHECKING:
    from ..ai.hint import Hint


#: Makes the thinking of a table's computer players from their kind and seed: a
#: :class:`ThinkingWorker`, a process of their own.  Every table gets its worker here, the one
#: place where a stand-in with the same face can be put (the UI tests think in their own
#: process: tests/inline_worker.py).
start_worker: Callable[[str, int], ThinkingWorker] = ThinkingWorker


@dataclass(frozen=True)
class Move:
    action: Any
    fallback_reason: str | None = None  # set when the quick player stood in


class Opponents:
    """``kind`` thinks for every computer seat, or ``levels`` (a kind by seat, None for the
    person's) seat by seat: one worker of each kind at the table, started when first asked."""

    def __init__(self, kind: str, seed: int, levels: "list[str | None] | None" = None) -> None:
        self.kind = kind
        self.levels = levels
        self._seed = seed
        self._workers = {kind: start_worker(kind, seed)}
        self._worker = self._workers[kind]  # the one asked last (and the hints')
        self._asked: tuple | None = None  # (what, deal id, ply, seat) being thought about
        self._quick = quick_player(seed)
        self._stood_in: Move | None = None  # the quick player's move when the worker could not be asked

    def _for(self, seat: int) -> ThinkingWorker:
        """The worker of the seat's level."""
        kind = self.levels[seat] if self.levels is not None and seat < len(self.levels) else None
        kind = kind or self.kind
        if kind not in self._workers:
            self._workers[kind] = start_worker(kind, self._seed)
        return self._workers[kind]

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
        self._worker = self._for(seat)
        observation = deal.observation(seat)
        try:
            truth = reveal(deal) if self._worker.sees_every_card else None
            self._worker.submit(observation, truth)
        except Exception as exc:  # a game's players not ready for this level: the quick player stands in
            action = self._quick.choose(freeze(observation))
            why = _("the computer player could not be asked ({error})").format(error=exc)
            self._stood_in = Move(action, "played by the quick player: " + why)  # the prefix: words.stood_in

    def poll(self) -> Move | None:
        """The chosen move once ready (the seat is then idle again), else None."""
        if self._asked is None or self._asked[0] != "move":
            return None
        if self._stood_in is not None:
            move, self._stood_in, self._asked = self._stood_in, None, None
            return move
        decision = self._worker.poll()
        if decision is None:
            return None
        self._asked = None
        return Move(decision.action, decision.reason if decision.fallback else None)

    # ----------------------------------------------------------------- hints
    def ask_hint(self, deal: Any, seat: int) -> None:
        """Ask the expert's view of ``seat``'s choice; :meth:`poll_hint` brings it."""
        self.cancel()
        self._asked = ("hint", id(deal), deal.ply, seat)
        self._worker = self._workers[self.kind]
        self._worker.submit_hint(deal.observation(seat))

    def poll_hint(self) -> "Hint | None":
        answer = self._answer("hint", HintAnswer)
        return answer.hint if answer is not None else None

    # ----------------------------------------------------------------- evaluations
    def ask_evaluation(self, observation: Any, effort: Effort, seed: int = 0, include: tuple = (), truth: Any = None,
                       timeout: float | None = None) -> None:
        """Ask the expert's figures for every choice of ``observation``'s seat (seeing every
        card, given ``truth``); :meth:`poll_evaluation` brings them.  A finished deal's
        review asks one decision after another."""
        self.cancel()
        self._asked = ("evaluate",)
        self._worker = self._workers[self.kind]
        self._worker.submit_evaluation(observation, effort, seed, include, truth, timeout)

    def poll_evaluation(self) -> Evaluation | None:
        """The evaluation once ready (no choices, and the reason, when the worker failed)."""
        return self._answer("evaluate", Evaluation)

    def _answer(self, what: str, kind: type) -> Any:
        """The worker's answer of ``kind`` to what was asked as ``what``, once it came (the
        seat is then idle again), else None."""
        if self._asked is None or self._asked[0] != what:
            return None
        answer = self._worker.poll()
        if not isinstance(answer, kind):
            return None
        self._asked = None
        return answer

    # ----------------------------------------------------------------- ending
    def cancel(self) -> None:
        """Forget whatever is being thought about (its answer is dropped)."""
        self._asked = None
        self._stood_in = None
        for worker in self._workers.values():
            worker.cancel()

    def close(self) -> None:
        self.cancel()
        for worker in self._workers.values():
            worker.close()
