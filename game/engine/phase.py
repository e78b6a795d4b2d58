"""Where a deal stands, in every game of the engine."""
from __future__ import annotations

from enum import Enum


class Phase(str, Enum):
    """Bête bids; Bestia talks (and may first offer the dealer the trump card, briscola
    rubata, then ask for his discard); both then play and are over.  Bésigue plays, and
    after each trick won while the stock lasts its winner may declare (a meld, a seven of
    trumps) before the draw."""

    BIDDING = "bidding"
    ROB = "rob"
    ROB_DISCARD = "rob_discard"
    TALK = "talk"
    PLAY = "play"
    DECLARE = "declare"
    OVER = "over"
