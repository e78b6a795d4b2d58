"""What one Bête seat may know: its own hand, the upcard and any Curieuse, the calls and
the play (the view's shared part is :class:`..view.SeatView`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card, Suit, cards_in
from ..schema import (
    Field, ViewSchema, actions, card_list, card_mask, hand, phase, plays, rule_book, seat_or_null, table, whole,
    whole_of, wholes,
)
from ..table import Table
from ..view import SeatView
from .actions import Call, parse_action
from .rules import RuleSet

if TYPE_CHECKING:
    from .deal import Deal


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
        return VIEW.write(self)


def _calls(view: Any) -> list[dict[str, Any]]:
    return [{"curieuse": str(what)} if seat is None else {"seat": seat, "call": what.value}
            for seat, what in view.calls]


def _read_calls(data: Any) -> tuple[tuple[int | None, Call | Card], ...]:
    return tuple((None, Card.parse(item["curieuse"])) if "curieuse" in item else (whole_of(item["seat"]), Call(item["call"]))
                 for item in data["calls"])


def _pots(view: Any, table: Table) -> dict[str, Any]:
    return table.to_dict(view.rules.beast_heaps)


#: What a Bête seat may know, declared once for the live view and the frozen one.
VIEW = ViewSchema("bete", (
    whole("seat"), whole("players"), rule_book(RuleSet), whole("dealer"), whole("to_act"), phase(), hand(),
    card_mask("dealt", "dealt_mask"), card_list("turned"), whole("talon_size"), Field("calls", "calls", _calls, _read_calls),
    seat_or_null("declarer"), seat_or_null("contre"), plays(), wholes("trick_winners"), whole("number"),
    wholes("purses_before"), table("table_before", _pots), wholes("purses"), table("table", _pots),
    whole("stake_fiches"), actions(parse_action, str),
))
