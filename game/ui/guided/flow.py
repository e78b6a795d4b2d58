"""The guided deal's flow: the table's own (:class:`~..table.flow.TableFlow`), with the
lesson's session of one deal, the coach told of every action, and nothing written: no
saved session (the person's own stays as it was) and no deal in Your record."""
from __future__ import annotations

from typing import Any, Callable

from ...settings import Settings
from ...stats import Statistics
from ..anim import Step
from ..spec import UISpec
from .. import theme
from ..table.flow import TableFlow
from .coach import Coach, lesson_session
from .opponents import GuidedOpponents


class GuidedFlow(TableFlow):
    coach: Coach

    @classmethod
    def of_lesson(cls, ui: UISpec, settings: Callable[[], Settings], report: Callable[[str], None],
                  **parts: Any) -> "GuidedFlow":
        session = lesson_session(ui)
        names = [settings().name] + theme.NAMES[: session.players - 1]
        coach = Coach(ui, names=names)
        parts.pop("statistics", None)
        flow = cls(ui, session, names, "heuristic", [], ui.account.start(session), 0, settings, report,
                   need_lot=True, computers=GuidedOpponents(coach, session.seed * 100),
                   statistics=Statistics(), **parts)
        flow.coach = coach
        return flow

    # ----------------------------------------------------------------- nothing written
    def save(self) -> None:
        """A lesson is not a session to continue: the person's saved game is left alone."""
        self._saved_ply = self.deal.ply if self.deal is not None else None

    def save_statistics(self) -> None:
        """A lesson is not a deal of Your record."""

    # ----------------------------------------------------------------- the coach
    def update(self, dt: float) -> None:
        super().update(dt)
        self.coach.hear(self.deal)

    def act(self, action: Any) -> bool:
        suggested = self.coach.advice(self.deal)
        before = self.deal.clone() if suggested is not None and action != suggested.action else None
        if not super().act(action):
            return False
        self.coach.acted(self.deal, action, suggested, before)
        return True

    def undo(self) -> bool:
        if not super().undo():
            return False
        self.coach.rewound(self.deal)
        return True

    def next(self) -> None:
        """From the result straight to the end: one deal, no share-out (nothing was at stake)."""
        if self.state != "result":
            return
        self.stage.gather(None)
        self.tl.add(Step("over").call(0, self._over))
        self.state = "shareout"


__all__ = ["GuidedFlow"]
