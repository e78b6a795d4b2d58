"""What one seat may know of a deal: the part every game's view shares.

A seat's view is a read-only window on the live deal taken at one moment.  It costs
almost nothing to make (a computer player gets one per decision) and refuses to be read
once the deal has moved on, so it behaves as a snapshot; each game's view adds what its
seats may know and ``to_dict()`` freezes it into plain data for another process or a file.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .cards import Card
from .errors import EngineError
from .table import Table

if TYPE_CHECKING:
    from .phase import Phase


class StaleObservation(EngineError):
    """The deal has moved on since this observation was taken."""


class SeatView:
    """What every game's observation shares: a snapshot of one seat's view of a deal,
    and the parts of it that are public in every game (turn, phase, the card play, purses).
    ``game`` names the game, so one computer player can serve every game."""

    __slots__ = ("_deal", "seat", "_ply")
    game = ""

    def __init__(self, deal: Any, seat: int) -> None:
        self._deal = deal
        self.seat = seat
        self._ply = deal.ply

    def _live(self) -> Any:
        deal = self._deal
        if deal.ply != self._ply:
            raise StaleObservation(f"seat {self.seat}'s observation was taken before the last move")
        return deal

    @property
    def legal_actions(self) -> tuple[Any, ...]:
        """The seat's legal actions, or none when it is not the seat's turn."""
        deal = self._live()
        return deal.legal_actions() if deal.to_act == self.seat else ()

    @property
    def legal_mask(self) -> int:
        deal = self._live()
        return deal.legal_mask() if deal.to_act == self.seat else 0

    @property
    def players(self) -> int:
        return self._live().players

    @property
    def dealer(self) -> int:
        return self._live().dealer

    @property
    def eldest(self) -> int:
        return self._live().eldest

    @property
    def to_act(self) -> int:
        return self._live().to_act

    @property
    def phase(self) -> "Phase":
        return self._live().phase

    @property
    def plays(self) -> list[tuple[int, Card]]:
        return list(self._live().plays)

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return self._live().current_trick

    @property
    def trick_winners(self) -> list[int]:
        return list(self._live().trick_winners)

    @property
    def tricks_won(self) -> list[int]:
        return list(self._live().tricks_won)

    @property
    def purses(self) -> list[int]:
        return list(self._live().books.purses)

    @property
    def number(self) -> int:
        """The deal's number in the session, from 1."""
        return self._live().number

    @property
    def purses_before(self) -> tuple[int, ...]:
        """The purses as they stood before this deal's antes (everyone saw them)."""
        return self._live().purses_before

    @property
    def table_before(self) -> Table:
        return self._live().table_before

    @property
    def outcome(self) -> str | None:
        return self._live().outcome
