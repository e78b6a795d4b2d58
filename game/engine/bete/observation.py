"""What one Bête seat may know: its own hand, the upcard and any Curieuse, the calls and
the play (the view's shared part is :class:`..view.SeatView`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card, Suit, cards_in
from ..table import Table
from ..view import SeatView
from .actions import Call

if TYPE_CHECKING:
    from .deal import Deal
    from .rules import RuleSet


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
