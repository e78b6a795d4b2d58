"""What one seat may know of a deal: its own hand and everything played in the open.

:class:`SeatView` holds what every game's view shares; :class:`Observation` is Bête's
(Bestia's is in :mod:`.bestia.observation`).

An Observation is a read-only view taken at one moment of the deal.  It costs almost
nothing to make (a computer player gets one per decision) and refuses to be read once
the deal has moved on, so it behaves as a snapshot; :meth:`Observation.to_dict` freezes
it into plain data for another process or a file.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .actions import Action, Call
from .cards import Card, Suit, cards_in
from .errors import EngineError
from .table import Table

if TYPE_CHECKING:
    from .deal import Deal
    from .phase import Phase
    from .rules import RuleSet


class StaleObservation(EngineError):
    """The deal has moved on since this observation was taken."""


class SeatView:
    """What every game's observation shares: a snapshot of one seat's view of a deal,
    and the parts of it that are public in every game (turn, phase, the card play, purses).
    ``game`` names the game, so one computer player can serve both."""

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
    def legal_actions(self) -> tuple["Action", ...]:
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


class Observation(SeatView):
    """A Bête seat's view: its hand, the upcard and any Curieuse, the calls, the play."""

    __slots__ = ()
    game = "bete"
    _deal: "Deal"

    @property
    def hand(self) -> tuple[Card, ...]:
        return cards_in(self._live().hands[self.seat])

    @property
    def hand_mask(self) -> int:
        return self._live().hands[self.seat]

    @property
    def dealt_mask(self) -> int:
        return self._live().dealt[self.seat]

    @property
    def rules(self) -> "RuleSet":
        return self._live().rules

    @property
    def upcard(self) -> Card:
        return self._live().upcard

    @property
    def turned(self) -> list[Card]:
        """The upcard and any Curieuse, in the order turned."""
        return list(self._live().turned)

    @property
    def trump(self) -> Suit:
        return Suit(self._live().trump)

    @property
    def talon_size(self) -> int:
        """Cards in the talon, the upturned ones included."""
        return len(self._live().talon)

    @property
    def calls(self) -> list[tuple[int | None, Call | Card]]:
        return list(self._live().calls)

    @property
    def declarer(self) -> int | None:
        return self._live().declarer

    @property
    def contre(self) -> int | None:
        return self._live().contre

    @property
    def table(self) -> Table:
        deal = self._live()
        return deal.books.table(deal.table_before.unwon_deals)

    @property
    def stake_fiches(self) -> int:
        return self._live().stake_fiches

    @property
    def value(self) -> int:
        return self._live().value

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data holding exactly what the seat may know."""
        deal = self._live()
        return {
            "game": "bete",
            "seat": self.seat,
            "players": deal.players,
            "rules": deal.rules.to_dict(),
            "dealer": deal.dealer,
            "to_act": deal.to_act,
            "phase": deal.phase.value,
            "hand": [str(c) for c in cards_in(deal.hands[self.seat])],
            "dealt": [str(c) for c in cards_in(deal.dealt[self.seat])],
            "turned": [str(c) for c in deal.turned],
            "talon_size": len(deal.talon),
            "calls": [
                {"curieuse": str(what)} if seat is None else {"seat": seat, "call": what.value}
                for seat, what in deal.calls
            ],
            "declarer": deal.declarer,
            "contre": deal.contre,
            "plays": [[seat, str(card)] for seat, card in deal.plays],
            "trick_winners": list(deal.trick_winners),
            "number": deal.number,
            "purses_before": list(deal.purses_before),
            "table_before": deal.table_before.to_dict(deal.rules.beast_heaps),
            "purses": list(deal.books.purses),
            "table": self.table.to_dict(deal.rules.beast_heaps),
            "stake_fiches": deal.stake_fiches,
            "legal_actions": [str(a) for a in self.legal_actions],
        }
