"""Game events in the order they happen, for the window to animate and the log to show:
the kinds several games tell alike.  A game adds its own kinds in its package.

A deal does not build event objects as it is played (the simulator and the searches
would pay for them); each game derives them from the deal's own history, which holds
everything needed (``deal.events()``).  The window keeps a cursor into the list.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from .cards import Card
from .ledger import Transfer


class Paid(NamedTuple):
    transfer: Transfer


#: In Dealt.receivers: the card turned for trump, and a card laid face down on the table.
TRUMP_CARD, LAID_DOWN = -1, -2


class Dealt(NamedTuple):
    """The cards went out: ``receivers[i]`` is the seat that got the i-th card of the pack
    (or TRUMP_CARD, LAID_DOWN for cards laid on the table as they are dealt)."""

    dealer: int
    receivers: tuple[int, ...]


class Turned(NamedTuple):
    """A card turned for trump; ``curieuse`` when everyone had passed and another is
    turned.  ``card`` is None when it lies face down for the seat watching."""

    card: Card | None
    curieuse: bool


class Played(NamedTuple):
    seat: int
    card: Card


class TrickWon(NamedTuple):
    seat: int
    trick: int  # 1 to 5


class Ended(NamedTuple):
    outcome: str


# Cards a watching seat may not see are None (one per card, so the count still shows).
class TrumpTaken(NamedTuple):
    """The turned trump goes into a hand: a dealer's last card dealt face up, or taken by
    a dealer who robs it."""

    seat: int
    card: Card


class Said(NamedTuple):
    """A word of the talk, as the game's actions name it ("fold", "play", "knock"...);
    ``forced`` when the rules spoke for the player."""

    seat: int
    word: str
    forced: bool


class Discarded(NamedTuple):
    """Cards laid face down: an exchange's discards, a robbing dealer's card, cards
    given up for others."""

    seat: int
    cards: tuple[Card | None, ...]


class Drew(NamedTuple):
    """Replacement cards dealt from the stock (or cards taken from the table) to a seat."""

    seat: int
    cards: tuple[Card | None, ...]


class Reshuffled(NamedTuple):
    """The stock ran out: the discards so far were shuffled into a new stock of ``cards``."""

    cards: int


#: Every event is a small named tuple; each game tells its deal with these and its own.
Event = tuple

def trick_events(plays: Sequence[tuple[int, Card]], size: int, winners: Sequence[int]) -> list[Event]:
    """The cards played, each trick of ``size`` cards followed by who won it: the part of
    the story every game of the family tells alike."""
    events: list[Event] = []
    for i, (seat, card) in enumerate(plays):
        events.append(Played(seat, card))
        if (i + 1) % size == 0:
            trick = (i + 1) // size
            events.append(TrickWon(winners[trick - 1], trick))
    return events
