"""What every game's frozen view shares: a seat's observation frozen into plain values
is what crosses to a worker process.

Each game's live view writes what a seat may know as JSON-ready data (``to_dict()``) and
its frozen view reads it back, answering the same questions with the same names and
types, so one player's code serves the window's worker process and the in-process
simulator alike.  Building one from data checks it, since it may come from another
process or an old file; the readers here refuse what does not read, in one line.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from .cards import Card
from .errors import EngineError


class ObservationError(EngineError, ValueError):
    """Frozen observation data that is not what :meth:`Observation.to_dict` writes."""


class FrozenPlay:
    """What either game's frozen view answers alike about the play so far; a subclass
    holds ``players`` and ``trick_winners``."""

    __slots__ = ()
    players: int
    trick_winners: tuple[int, ...]

    @property
    def tricks_won(self) -> list[int]:
        won = [0] * self.players
        for seat in self.trick_winners:
            won[seat] += 1
        return won

    @property
    def outcome(self) -> None:
        """Observations are taken while the deal is played; the outcome is not known yet."""
        return None


def whole_field(data: Mapping[str, Any], name: str) -> int:
    """A whole-number field of frozen data (JSON's true is not a seat); both games' views use it."""
    value = data[name]
    if type(value) is not int:
        raise ObservationError(f"observation field {name!r} must be a whole number, not {value!r}")
    return value


def card_codes(items: Sequence[str]) -> list[Card]:
    """A list of card codes read back as cards, refusing a lone string."""
    if isinstance(items, str) or not isinstance(items, Sequence):
        raise ObservationError(f"expected a list of card codes, not {items!r}")
    return [Card.parse(item) for item in items]


def seat_or_none(data: Mapping[str, Any], name: str, players: int | None = None) -> int | None:
    """A field holding a seat (of a table of ``players``, when given), or null (no declarer yet)."""
    value = data[name]
    if value is not None and (type(value) is not int or (players is not None and not 0 <= value < players)):
        raise ObservationError(f"observation field {name!r} must be a seat or null, not {value!r}")
    return value


def per_seat(items: Any, count: int, name: str) -> tuple[int, ...]:
    """A field holding a whole number for each of ``count`` seats."""
    if not isinstance(items, list) or len(items) != count or any(type(i) is not int for i in items):
        raise ObservationError(f"observation field {name!r} must hold a whole number per seat, not {items!r}")
    return tuple(items)


__all__ = ["FrozenPlay", "ObservationError", "card_codes", "per_seat", "seat_or_none", "whole_field"]
