"""A Bésigue seat's observation frozen into plain values: what crosses to a worker process.

:meth:`.observation.BesigueObservation.to_dict` writes what the seat may know as JSON-ready
data (its fields are declared once, in :data:`.observation.VIEW`);
:class:`FrozenBesigueObservation` reads it back and answers the same questions as the live
view (same names, same types), so one computer player serves the window's worker and the
in-process simulator alike.  The data may come from another process or an old file:
building one checks it and refuses, in one line, what does not read.
"""
from __future__ import annotations

from ..cards import BIT, RANK_OF, Card, Rank, mask_of
from ..frozen import ObservationError
from ..schema import FrozenView
from .history import SEVEN_WAYS
from .melds import FAMILIES, MeldKind
from .observation import VIEW


class FrozenBesigueObservation(FrozenView):
    """An immutable snapshot of one seat's knowledge of a Bésigue deal."""

    SCHEMA = VIEW
    __slots__ = VIEW.attrs + ("hand_mask",)

    def _derive(self) -> None:
        if self.players != 2 or self.seat not in (0, 1) or self.dealer not in (0, 1) or self.to_act not in (-1, 0, 1):
            raise ObservationError(f"seat {self.seat}, dealer {self.dealer}, to act {self.to_act} at a table of two")
        self.hand_mask = mask_of(self.hand)
        seen = 0
        for place in (self.hand_mask, *self.tables, *(BIT[c] for _, c in self.plays),
                      BIT[self.turn_up] if self.turn_up is not None else 0):
            if seen & place:
                raise ObservationError("a card lies in two places at once")
            seen |= place
        if len(self.trick_winners) != len(self.plays) // 2:
            raise ObservationError(f"{len(self.trick_winners)} tricks won for {len(self.plays)} cards played")

    # ------------------------------------------------- what a live observation derives
    @property
    def eldest(self) -> int:
        return 1 - self.dealer

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return list(self.plays[len(self.plays) & ~1:])

    @property
    def meld_history(self) -> tuple[int, ...]:
        used = [0] * FAMILIES
        for d in self.declarations:
            if d.what not in SEVEN_WAYS:
                used[MeldKind(d.what).family] |= d.from_hand | d.from_table
        return tuple(used)

    @property
    def sevens_scored(self) -> int:
        upcard = self.upcard
        scored = BIT[upcard] if upcard is not None and RANK_OF[upcard] == Rank.SEVEN else 0
        for d in self.declarations:
            if d.what in SEVEN_WAYS:
                scored |= d.from_hand
        return scored

    @property
    def legal_mask(self) -> int:
        return mask_of(a for a in self.legal_actions if a.__class__ is Card)


__all__ = ["FrozenBesigueObservation", "ObservationError"]
