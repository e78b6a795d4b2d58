"""A Bête seat's observation frozen into plain values: what crosses to a worker process.

:meth:`Observation.to_dict` writes exactly what a seat may know as JSON-ready data (its
fields are declared once, in :data:`.observation.VIEW`); :class:`FrozenObservation` reads
it back and answers the same questions as a live :class:`Observation` (same attribute
names, same types).
"""
from __future__ import annotations

from typing import Union

from ..cards import SUIT_OF, Card, Suit, mask_of
from ..frozen import ObservationError
from ..schema import FrozenView
from .observation import VIEW, Observation


class FrozenObservation(FrozenView):
    """An immutable snapshot of one seat's knowledge of a Bête deal."""

    SCHEMA = VIEW
    __slots__ = VIEW.attrs + ("hand_mask",)

    def _derive(self) -> None:
        if not 0 <= self.seat < self.players or not self.turned:
            raise ObservationError(f"seat {self.seat} at a table of {self.players}, {len(self.turned)} cards turned")
        self.hand_mask = mask_of(self.hand)

    # ------------------------------------------------- what a live observation derives
    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.players

    @property
    def upcard(self) -> Card:
        return self.turned[0]

    @property
    def trump(self) -> Suit:
        return SUIT_OF[self.turned[-1]]

    @property
    def legal_mask(self) -> int:
        return mask_of(a for a in self.legal_actions if isinstance(a, Card))

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return list(self.plays[len(self.plays) - len(self.plays) % self.players:])

    @property
    def value(self) -> int:
        table = self.table
        return table.game + self.stake_fiches * self.rules.fiche_value + (table.betes[0] if table.betes else 0)


#: Anything a Bête computer player may be handed: a live view or a frozen one.
Seen = Union[Observation, FrozenObservation]

__all__ = ["FrozenObservation", "Seen"]
