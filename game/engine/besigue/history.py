"""The entries of a Bésigue deal's history: points scored and declarations made, in
order.  Small tuples, cheap enough to keep on every move, from which the record, the
events and the observations are all derived."""
from __future__ import annotations

from typing import NamedTuple

from ..cards import Card


class ScoreEvent(NamedTuple):
    """Points scored, in order.  ``trick``: the index of the trick it came with; -1 for the
    turned-up seven, the number of tricks for the count at the end of the deal."""

    seat: int
    points: int
    why: str
    trick: int


class Declared(NamedTuple):
    """A meld or a seven of trumps that scored, in order.  ``what``: a meld kind, or
    ``exchange``, ``declare`` or ``play`` for a seven (its card is ``from_hand``);
    ``took``: the turn-up taken for an exchanged seven."""

    trick: int
    seat: int
    what: str
    from_hand: int
    from_table: int
    points: int
    took: Card | None = None


#: Declared.what for the three ways a seven of trumps scores.
SEVEN_WAYS = ("exchange", "declare", "play")

__all__ = ["Declared", "SEVEN_WAYS", "ScoreEvent"]
