"""The melds lying face up in front of each player, grouped by meld, as the table shows them.

A card on the table lies in the group of the last meld it joined: a king of a marriage
that goes on to make four kings moves to the four kings, and a royal marriage grown
into the sequence becomes the sequence.  A group keeps its meld's kind for the small
word under it; a card played from the table leaves its group, and an empty group goes.
Each card's place is ``("meld", seat, group, index)``; the layout says where that is.
"""
from __future__ import annotations

from typing import Sequence

from ...engine import Card
from ...engine.besigue.copies import POWER
from ...engine.besigue.melds import MeldKind
from ...engine.cards import SUIT_OF
from .layout import BesigueLayout


class MeldRows:
    """Each seat's groups of melded cards, in the order they were laid."""

    def __init__(self) -> None:
        self.groups: list[list[tuple[MeldKind, list[Card]]]] = [[], []]

    def clear(self) -> None:
        self.groups = [[], []]

    def lay(self, seat: int, kind: MeldKind, cards: Sequence[Card]) -> None:
        """A meld laid: its cards (from the hand, or moved from older groups) make a new group."""
        cards = list(cards)
        self._take(seat, cards)
        cards.sort(key=lambda c: (-POWER[c], SUIT_OF[c], c))
        self.groups[seat].append((kind, cards))

    def remove(self, seat: int, card: Card) -> None:
        """A card played from the table (or taken back into the hand)."""
        self._take(seat, [card])

    def _take(self, seat: int, cards: Sequence[Card]) -> None:
        kept = []
        for kind, group in self.groups[seat]:
            rest = [c for c in group if c not in cards]
            if rest:
                kept.append((kind, rest))
        self.groups[seat] = kept

    def cards(self, seat: int) -> list[Card]:
        """The seat's cards on the table, left to right."""
        return [c for _, group in self.groups[seat] for c in group]

    def places(self, seat: int) -> dict[Card, tuple]:
        """Where each of the seat's cards on the table lies now."""
        return {card: ("meld", seat, g, i) for g, (_, group) in enumerate(self.groups[seat])
                for i, card in enumerate(group)}

    def sizes(self, seat: int) -> list[int]:
        return [len(group) for _, group in self.groups[seat]]

    def home(self, layout: BesigueLayout, where: tuple) -> tuple[float, float, float] | None:
        """The centre and height of the card at ``("meld", seat, group, index)``."""
        _, seat, g, i = where
        slots = layout.meld_slots(seat, self.sizes(seat))
        if g >= len(slots) or i >= len(slots[g]):
            row = layout.meld_rows[seat]
            return row.centerx, row.top + layout.meld_h / 2, layout.meld_h
        x, y = slots[g][i]
        return x, y, layout.meld_h

    def labels(self, layout: BesigueLayout, seat: int) -> list[tuple[MeldKind, float, float, float]]:
        """Each group's kind, where its word goes (under the group's middle) and how wide it may be."""
        out = []
        for (kind, _), slots in zip(self.groups[seat], layout.meld_slots(seat, self.sizes(seat))):
            x = (slots[0][0] + slots[-1][0]) / 2
            out.append((kind, x, slots[0][1] + layout.meld_h / 2 + 2 * layout.u,
                        slots[-1][0] - slots[0][0] + layout.meld_w * 1.2))
        return out


__all__ = ["MeldRows"]
