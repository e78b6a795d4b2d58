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
from ..table import Table
from ..talk import HeardTalk
from ..view import SeatView
from .actions import action_code
from .basket import table_record

if TYPE_CHECKING:
    from .deal import MoucheDeal
    from .rules import MoucheRules


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
        deal = self._live()
        shown = self.mouche_shown
        named = self.trump_named
        return {
            "game": "mouche",
            "seat": self.seat,
            "players": deal.players,
            "rules": deal.rules.to_dict(),
            "dealer": deal.dealer,
            "to_act": deal.to_act,
            "phase": deal.phase.value,
            "hand": [str(c) for c in self.hand],
            "dealt": [str(c) for c in cards_in(self.dealt_mask)],
            "upcard": str(deal.upcard),
            "trump_on_table": deal.trump_on_table,
            "trump": Suit(deal.trump).code,
            "robbed": deal.robbed,
            "talk": [t._asdict() for t in self.talk],
            "my_exchanges": [{"discards": [str(c) for c in d], "drawn": [str(c) for c in w]}
                             for d, w in self.my_exchanges],
            "exchanged": list(deal.exchanged),
            "status": list(deal.status),
            "stock_size": len(deal.stock),
            "in_seats": list(deal.in_seats),
            "leader": deal.leader,
            "mouche_shown": None if shown is None else {"seat": shown[0], "cards": [str(c) for c in shown[1]]},
            "trump_named": None if named is None else {"trick": named[0], "suit": named[1].code},
            "plays": [[seat, str(c)] for seat, c in deal.plays],
            "trick_winners": list(deal.trick_winners),
            "number": deal.number,
            "purses_before": list(deal.purses_before),
            "purses": list(deal.books.purses),
            "basket": deal.books.basket,
            "value": deal.value,
            "table_before": table_record(deal.table_before),
            "table": table_record(self.table),
            "legal_actions": [action_code(a) for a in self.legal_actions],
        }


__all__ = ["MoucheObservation"]
