"""A Mouche seat's observation frozen into plain values: what crosses to a worker process.

:meth:`MoucheObservation.to_dict` writes what the seat may know as JSON-ready data (its
fields are declared once, in :data:`.observation.VIEW`); :class:`FrozenMoucheObservation`
reads it back and answers the same questions as the live view (same names, same types).
The data may come from another process or an old file, so building one checks it and
refuses what does not read, in one line.
"""
from __future__ import annotations

from ..cards import Card, mask_of
from ..frozen import ObservationError
from ..phase import Phase
from ..schema import FrozenView
from .actions import NameTrump
from .mistigri import MISTIGRI
from .observation import VIEW

STATUS = (None, "play", "pass")
PHASES = (Phase.TALK, Phase.PLAY, Phase.OVER)


class FrozenMoucheObservation(FrozenView):
    """An immutable snapshot of one seat's knowledge of a Mouche deal."""

    SCHEMA = VIEW
    __slots__ = VIEW.attrs + ("hand_mask",)

    def _derive(self) -> None:
        n = self.players
        if self.phase not in PHASES:
            raise ObservationError(f"Mouche has no phase {self.phase.value!r}")
        if len(self.status) != n or any(s not in STATUS for s in self.status):
            raise ObservationError(f"observation field 'status' must hold a word per seat, not {self.status!r}")
        if len(self.exchanged) != n:
            raise ObservationError("observation field 'exchanged' must hold a whole number per seat")
        seats = range(n)
        if not 0 <= self.seat < n or self.dealer not in seats or not -1 <= self.to_act < n:
            raise ObservationError(f"seat {self.seat}, dealer {self.dealer}, to act {self.to_act} at a table of {n}")
        if self.leader not in (None, *seats):
            raise ObservationError(f"observation field 'leader' must be a seat or null, not {self.leader!r}")
        if (any(s not in seats for s in self.in_seats + self.trick_winners)
                or any(s not in seats for s, _ in self.plays)):
            raise ObservationError("a seat in the play is not at the table")
        if self.mouche_shown is not None and self.mouche_shown[0] not in seats:
            raise ObservationError(f"a mouche shown by seat {self.mouche_shown[0]}, not at the table")
        if len(self.purses) != n or len(self.purses_before) != n:
            raise ObservationError(f"{len(self.purses)} purses for {n} players")
        self.hand_mask = mask_of(self.hand)

    # ------------------------------------------------- what a live observation derives
    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.players

    @property
    def folded(self) -> list[bool]:
        return [s == "pass" for s in self.status]

    @property
    def legal_mask(self) -> int:
        """The cards that may be played, as a bitmask (0 outside the play, as live); the
        Mistigri when it may be played naming the trumps."""
        if self.phase is not Phase.PLAY:
            return 0
        return mask_of(MISTIGRI if isinstance(a, NameTrump) else a for a in self.legal_actions)

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        size = len(self.in_seats) or self.players
        return list(self.plays[len(self.plays) - len(self.plays) % size:])


__all__ = ["FrozenMoucheObservation"]
