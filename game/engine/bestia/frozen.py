"""A Bestia seat's observation frozen into plain values: what crosses to a worker process.

:meth:`BestiaObservation.to_dict` writes what the seat may know as JSON-ready data (its
fields are declared once, in :data:`.observation.VIEW`); :class:`FrozenBestiaObservation`
reads it back and answers the same questions as the live view (same names, same types),
so a Bestia player's code serves the window's worker process and the in-process
simulator alike.  The data may come from another process or an old file, so building
one checks it and refuses what does not read, in one line.
"""
from __future__ import annotations

from ..cards import SUIT_OF, Card, Suit, mask_of
from ..frozen import ObservationError
from ..phase import Phase
from ..schema import FrozenView
from .observation import VIEW

FORMS = ("rome", "un_giro", "col_buco", "tre_carte")
STATUS = (None, "play", "terzo", "knock", "buco", "fold")


class FrozenBestiaObservation(FrozenView):
    """An immutable snapshot of one seat's knowledge of a Bestia deal."""

    SCHEMA = VIEW
    __slots__ = VIEW.attrs + ("hand_mask",)

    def _derive(self) -> None:
        n = self.players
        if self.form not in FORMS:
            raise ObservationError(f"unknown form of deal {self.form!r}")
        if len(self.status) != n or any(s not in STATUS for s in self.status):
            raise ObservationError(f"observation field 'status' must hold a word per seat, not {self.status!r}")
        for name in ("exchanged", "turns"):
            if len(getattr(self, name)) != n:
                raise ObservationError(f"observation field {name!r} must hold a whole number per seat")
        seats = range(n)
        for name in ("knocker", "buco_taker", "leader"):
            if getattr(self, name) not in (None, *seats):
                raise ObservationError(f"observation field {name!r} must be a seat or null, not {getattr(self, name)!r}")
        if not 0 <= self.seat < n or self.dealer not in seats or not -1 <= self.to_act < n:
            raise ObservationError(f"seat {self.seat}, dealer {self.dealer}, to act {self.to_act} at a table of {n}")
        if any(s not in seats for s in self.in_seats + self.trick_winners) or any(s not in seats for s, _ in self.plays):
            raise ObservationError("a seat in the play is not at the table")
        if len(self.purses) != n or len(self.purses_before) != n:
            raise ObservationError(f"{len(self.purses)} purses for {n} players")
        self.hand_mask = mask_of(self.hand)

    # ------------------------------------------------- what a live observation derives
    @property
    def looked(self) -> bool:
        return not (self.phase is Phase.ROB and self.seat == self.dealer)

    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.players

    @property
    def hand_size(self) -> int:
        return 3 if self.form in ("tre_carte", "col_buco") else self.rules.hand_size

    @property
    def trump(self) -> Suit | None:
        return None if self.trump_card is None else Suit(SUIT_OF[self.trump_card])

    @property
    def folded(self) -> list[bool]:
        return [s == "fold" for s in self.status]

    @property
    def legal_mask(self) -> int:
        """The cards that may be played, as a bitmask (0 outside the play, as live)."""
        if self.phase is not Phase.PLAY:
            return 0
        return mask_of(a for a in self.legal_actions if isinstance(a, Card))

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        size = len(self.in_seats) or self.players
        return list(self.plays[len(self.plays) - len(self.plays) % size:])


__all__ = ["FORMS", "FrozenBestiaObservation", "STATUS"]
