"""Every hidden card of a Bésigue deal, for an "open hand" computer player (unfair by
design, for measuring and for those who ask for it).  Its observation does not hold them:
whoever seats it hands them over at every decision, ``reveal_besigue(deal)``, the one
place that reads them out of a deal.  As card codes they cross to a worker process like
an observation."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping

from ..cards import Card, copy_code
from .copies import codes, parse_card
from .frozen import ObservationError

if TYPE_CHECKING:
    from .deal import BesigueDeal


@dataclass(frozen=True)
class BesigueOpenCards:
    """Both hands now (without the melds on the table, which are public), the face-down
    stock top card first, and the turn-up lying beside it (None once drawn)."""

    hands: tuple[int, int]
    stock: tuple[Card, ...]
    turn_up: Card | None

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "besigue",
            "hands": [codes(h) for h in self.hands],
            "stock": [copy_code(c) for c in self.stock],
            "turn_up": None if self.turn_up is None else copy_code(self.turn_up),
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "BesigueOpenCards":
        try:
            hands = data["hands"]
            if len(hands) != 2:
                raise ValueError("two hands are needed")
            masks = []
            for hand in hands:
                cards = [parse_card(c) for c in hand]
                if len(set(cards)) != len(cards):
                    raise ValueError("a hand names a card twice")
                masks.append(sum(1 << c for c in cards))
            turn_up = data["turn_up"]
            return cls((masks[0], masks[1]), tuple(parse_card(c) for c in data["stock"]),
                       None if turn_up is None else parse_card(turn_up))
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ObservationError(f"the open cards do not read: {exc}") from None


def reveal_besigue(deal: "BesigueDeal") -> BesigueOpenCards:
    """The hidden cards of ``deal``: for the open-hand player only."""
    return BesigueOpenCards((deal.hands[0], deal.hands[1]), deal.stock[deal.next_card:], deal.turn_up)


__all__ = ["BesigueOpenCards", "reveal_besigue"]
