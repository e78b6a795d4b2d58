"""What one Bestia seat may know: its own hand and exchanges, the trump card unless it is
hidden (mano a fidarsi, until the talk is over), the talk with how many cards each player
changed but not which, the cards played, the pool and the purses.

Like Bête's Observation it is a cheap read-only view that refuses to be read once the
deal has moved on; :meth:`BestiaObservation.to_dict` freezes it into plain data.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card, Suit, cards_in
from ..schema import (
    Field, ViewSchema, actions, card_mask, card_or_null, flag, hand, heard_talk, own_exchanges, phase, plays,
    rule_book, seat_or_null, table, text, whole, wholes, word_list,
)
from ..table import Table
from ..talk import HeardTalk
from ..view import SeatView
from .actions import action_code, parse_bestia_action
from .rules import BestiaRules

if TYPE_CHECKING:
    from .deal import BestiaDeal


class BestiaObservation(SeatView):
    __slots__ = ()
    game = "bestia"

    _deal: "BestiaDeal"

    @property
    def rules(self) -> "BestiaRules":
        return self._live().rules

    @property
    def looked(self) -> bool:
        """False while a dealer offered the trump (briscola rubata) has not looked at his cards."""
        deal = self._live()
        return not (deal.phase.value == "rob" and self.seat == deal.dealer)

    @property
    def hand(self) -> tuple[Card, ...]:
        return cards_in(self.hand_mask)

    @property
    def hand_mask(self) -> int:
        return self._live().hands[self.seat] if self.looked else 0

    @property
    def dealt_mask(self) -> int:
        return self._live().dealt[self.seat] if self.looked else 0

    @property
    def form(self) -> str:
        return self._live().form

    @property
    def hand_size(self) -> int:
        return self._live().hand_size

    @property
    def trump_card(self) -> Card | None:
        """The card turned for trump, or None while it lies hidden."""
        deal = self._live()
        return deal.upcard if deal.trump_shown else None

    @property
    def trump(self) -> Suit | None:
        deal = self._live()
        return Suit(deal.trump) if deal.trump_shown else None

    @property
    def trump_on_table(self) -> bool:
        """The trump card still lies on the table (not robbed, not the dealer's at un giro)."""
        return self._live().trump_on_table

    @property
    def talk(self) -> list[HeardTalk]:
        return [HeardTalk(t.seat, t.word, t.forced, len(t.discards) if t.word == "play" else 0, t.circuit)
                for t in self._live().talk if t.word != "discard"]

    @property
    def my_exchanges(self) -> list[tuple[tuple[Card, ...], tuple[Card, ...]]]:
        """The seat's own exchanges: (cards thrown, cards drawn), in order (a buco taken too)."""
        return [(t.discards, t.drawn) for t in self._live().talk
                if t.seat == self.seat and t.word in ("play", "buco", "discard") and (t.discards or t.drawn)]

    @property
    def exchanged(self) -> list[int]:
        return list(self._live().exchanged)

    @property
    def status(self) -> list[str | None]:
        """Each seat's last word: None (not yet spoken), play, terzo, knock, buco or fold."""
        return list(self._live().status)

    @property
    def folded(self) -> list[bool]:
        return self._live().folded

    @property
    def knocker(self) -> int | None:
        return self._live().knocker

    @property
    def robbed(self) -> bool | None:
        return self._live().robbed

    @property
    def buco_taker(self) -> int | None:
        return self._live().buco_taker

    @property
    def circuit(self) -> int:
        return self._live().circuit

    @property
    def turns(self) -> list[int]:
        return list(self._live().turns)

    @property
    def stock_size(self) -> int:
        return len(self._live().stock)

    @property
    def discard_size(self) -> int:
        """Discards that will be shuffled into a new stock when it runs out."""
        return len(self._live().discards)

    @property
    def in_seats(self) -> tuple[int, ...]:
        return self._live().in_seats

    @property
    def leader(self) -> int | None:
        return self._live().leader

    @property
    def pool(self) -> int:
        return self._live().books.pool

    @property
    def table(self) -> Table:
        return self._live().books.table(0)

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data holding exactly what the seat may know."""
        return VIEW.write(self)


def _pots(view: Any, table: Table) -> dict[str, Any]:
    return table.to_dict(pool=True)


#: What a Bestia seat may know, declared once for the live view and the frozen one.
VIEW = ViewSchema("bestia", (
    whole("seat"), whole("players"), rule_book(BestiaRules), text("form"),
    whole("dealer"), whole("to_act"), phase(), hand(), card_mask("dealt", "dealt_mask"), card_or_null("trump_card"),
    flag("trump_on_table"),
    heard_talk(), own_exchanges(),
    wholes("exchanged"), word_list("status"),
    wholes("turns"), whole("circuit"), seat_or_null("knocker"),
    Field("robbed", "robbed", lambda v: v.robbed, lambda d: None if d["robbed"] is None else bool(d["robbed"])),
    seat_or_null("buco_taker"), whole("stock_size"), whole("discard_size"), wholes("in_seats"),
    seat_or_null("leader"), plays(), wholes("trick_winners"), whole("number"), wholes("purses_before"),
    wholes("purses"), whole("pool"), table("table_before", _pots), table("table", _pots),
    actions(parse_bestia_action, action_code),
))
