"""A finished deal played again: the same cards, seats and opponents, from its start, at a
table of its own over the review.

The table is the real one (:class:`~game.ui.table.scene.TableScene`) over a
:class:`ReplayFlow`: its session is the deal's record's (:class:`game.review.deal.StackedSession`:
the same pack and chance, purses and pots or scores as the deal began), the computer
players are of the record's level.  It writes no save (the session in progress stays as
it was saved) and the person's record counts it as a replay, not a new deal.  Finish on
its result goes back to the review.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ...review.deal import StackedSession
from ...review.file import SharedDeal
from ...stats import Statistics
from .. import games
from ..table.flow import TableFlow


class Replays:
    """The person's record as a replay sees it: a deal finished counts as a replay."""

    def __init__(self, statistics: "Statistics | Replays") -> None:
        # a deal played again from the review of a deal played again: still the one record
        self.statistics: Statistics = statistics.statistics if isinstance(statistics, Replays) else statistics

    def add_deal(self, game: str, level: str, deal: Any, undone: int = 0) -> None:
        self.statistics.add_deal(game, level, deal, undone, replay=True)

    def save(self, writer: Any) -> int:
        return self.statistics.save(writer)


class ReplayFlow(TableFlow):
    """The record's deal dealt again and played from its start; its result leads back."""

    def __init__(self, ui: Any, shared: SharedDeal, names: Sequence[str], settings: Any, report: Any,
                 app: Any, statistics: Statistics | None, **parts: Any) -> None:
        session = StackedSession(shared.record)
        parts["statistics"] = Replays(statistics if statistics is not None else Statistics.load(report))
        levels = [kind for kind in shared.levels if kind is not None] if shared.levels is not None else None
        super().__init__(ui, session, list(names), shared.opponents, [], ui.account.start(session), shared.person,
                         settings, report, need_lot=False, levels=levels, **parts)
        self.app = app

    def save(self) -> None:
        """Nothing of a replay is saved: the session in progress stays as it was."""
        self._saved_ply = self.deal.ply if self.deal is not None else None

    def next(self) -> None:
        """From its result, back to the review."""
        if self.state == "result":
            self.state = "over"
            self.app.pop()


def replay_flow(app: Any, shared: SharedDeal, names: Sequence[str],
                statistics: Statistics | None) -> Callable[..., TableFlow]:
    """What makes the table's flow for the deal played again from the settings and the
    table's parts (:class:`~game.ui.table.scene.TableScene`'s ``make_flow``)."""
    ui = games.ui(shared.record["game"])

    def make(settings: Callable[[], Any], report: Any, demo: bool = False, **parts: Any) -> TableFlow:
        parts.pop("statistics", None)
        return ReplayFlow(ui, shared, names, settings, report, app, statistics, **parts)

    return make


__all__ = ["ReplayFlow", "Replays", "replay_flow"]
