"""What one Mouche seat may know: its own hand and exchanges (and, the dealer, the card he
laid in the upcard's place), the upcard and whether it was robbed, the talk with how many
cards each player changed but not which, the talon's size, a mouche once shown, the cards
played, the basket, the waiting mouches and the purses.

Names follow Bestia's view where the thing is the same (``talk``, ``exchanged``,
``status``, ``in_seats``, ``stock_size``...), so a player's ideas carry over; like every
game's view it refuses to be read once the deal has moved on, and
:meth:`MoucheObservation.to_dict` freezes it into plain data.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card, Suit, cards_in
from ..frozen import card_codes, whole_field
from ..schema import (
    Field, ViewSchema, actions, card_mask, hand, heard_talk, own_exchanges, phase, plays, rule_book, seat_or_null,
    strict_flag, suit, table, whole, wholes, word_list,
)
from ..table import Table
from ..talk import HeardTalk
from ..view import SeatView
from .actions import action_code, parse_mouche_action
from .basket import read_table, table_record
from .rules import MoucheRules

if TYPE_CHECKING:
    from .deal import MoucheDeal


class MoucheObservation(SeatView):
    __slots__ = ()
    game = "mouche"

    _deal: "MoucheDeal"

    @property
    def rules(self) -> "MoucheRules":
        return self._live().rules

    @property
    def hand(self) -> tuple[Card, ...]:
        return cards_in(self.hand_mask)

    @property
    def hand_mask(self) -> int:
        return self._live().hands[self.seat]

    @property
    def dealt_mask(self) -> int:
        return self._live().dealt[self.seat]

    @property
    def upcard(self) -> Card:
        """The card turned for trump: everyone saw it, robbed or not."""
        return self._live().upcard

    @property
    def trump_on_table(self) -> bool:
        """The upcard still lies on the table (the dealer has not robbed it)."""
        return self._live().trump_on_table

    @property
    def trump(self) -> Suit:
        """The trump suit now (the upcard's, or the one the Mistigri named)."""
        return Suit(self._live().trump)

    @property
    def robbed(self) -> bool:
        return self._live().robbed

    @property
    def talk(self) -> list[HeardTalk]:
        return [HeardTalk(t.seat, t.word, t.forced, len(t.discards) if t.word == "play" else 0, t.circuit)
                for t in self._live().talk]

    @property
    def my_exchanges(self) -> list[tuple[tuple[Card, ...], tuple[Card, ...]]]:
        """The seat's own exchanges (cards thrown, cards drawn) in order; a rob is (the card
        laid, the upcard taken)."""
        return [(t.discards, t.drawn) for t in self._live().talk if t.seat == self.seat and t.discards]

    @property
    def exchanged(self) -> list[int]:
        return list(self._live().exchanged)

    @property
    def status(self) -> list[str | None]:
        """Each seat's word: None (not yet spoken), play or pass."""
        return list(self._live().status)

    @property
    def folded(self) -> list[bool]:
        return self._live().folded

    @property
    def stock_size(self) -> int:
        """Cards in the talon under the upcard."""
        return len(self._live().stock)

    @property
    def in_seats(self) -> tuple[int, ...]:
        """The seats in play, in seat order, once the talk is over."""
        return self._live().in_seats

    @property
    def leader(self) -> int | None:
        return self._live().leader

    @property
    def mouche_shown(self) -> tuple[int, tuple[Card, ...]] | None:
        """The seat that showed the winning mouche and its five cards, once shown."""
        deal = self._live()
        if deal.mouche_shown is None:
            return None
        seat = deal.mouche_shown[0]
        return seat, cards_in(deal.hands[seat])

    @property
    def trump_named(self) -> tuple[int, Suit] | None:
        """The trick in which the Mistigri named the trumps, and the suit (mistigri_names_trump)."""
        named = self._live().trump_named
        return None if named is None else (named[0], Suit(named[1]))

    @property
    def basket(self) -> int:
        return self._live().books.basket

    @property
    def value(self) -> int:
        """B, the basket once the ante and the waiting mouche are in: what the deal is played for."""
        return self._live().value

    @property
    def table(self) -> Table:
        return self._live().books.table(0)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data holding exactly what the seat may know."""
        return VIEW.write(self)


def _shown(view: Any) -> dict[str, Any] | None:
    shown = view.mouche_shown
    return None if shown is None else {"seat": shown[0], "cards": [str(c) for c in shown[1]]}


def _read_shown(data: Any) -> tuple[int, tuple[Card, ...]] | None:
    shown = data["mouche_shown"]
    return None if shown is None else (whole_field(shown, "seat"), tuple(card_codes(shown["cards"])))


def _named(view: Any) -> dict[str, Any] | None:
    named = view.trump_named
    return None if named is None else {"trick": named[0], "suit": named[1].code}


def _read_named(data: Any) -> tuple[int, Suit] | None:
    named = data["trump_named"]
    return None if named is None else (whole_field(named, "trick"), Suit.parse(named["suit"]))


def _pots(view: Any, table: Table) -> dict[str, Any]:
    return table_record(table)


#: What a Mouche seat may know, declared once for the live view and the frozen one.
VIEW = ViewSchema("mouche", (
    whole("seat"), whole("players"), rule_book(MoucheRules), whole("dealer"), whole("to_act"), phase(), hand(),
    card_mask("dealt", "dealt_mask"), Field("upcard", "upcard", lambda v: str(v.upcard), lambda d: Card.parse(d["upcard"])), strict_flag("trump_on_table"), suit("trump"),
    strict_flag("robbed"), heard_talk(), own_exchanges(), wholes("exchanged"), word_list("status"),
    whole("stock_size"), wholes("in_seats"), seat_or_null("leader"),
    Field("mouche_shown", "mouche_shown", _shown, _read_shown), Field("trump_named", "trump_named", _named, _read_named),
    plays(), wholes("trick_winners"), whole("number"), wholes("purses_before"), wholes("purses"), whole("basket"),
    whole("value"), table("table_before", _pots, read_table), table("table", _pots, read_table), actions(parse_mouche_action, action_code),
))


__all__ = ["MoucheObservation", "VIEW"]
