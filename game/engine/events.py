"""Game events in the order they happen, for the window to animate and the log to show.

A deal does not build event objects as it is played (the simulator and the searches
would pay for them); :func:`deal_events` derives them from the deal's own history, which
holds everything needed.  The window keeps a cursor into the list.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Sequence, Union

from .actions import Call
from .cards import Card
from .dealing import deal_plan
from .ledger import Transfer

if TYPE_CHECKING:
    from .deal import Deal


class Paid(NamedTuple):
    transfer: Transfer


#: In Dealt.receivers: the card turned for trump, and a card of Bestia's buco.
TRUMP_CARD, BUCO_CARD = -1, -2


class Dealt(NamedTuple):
    """The cards went out: ``receivers[i]`` is the seat that got the i-th card of the pack
    (or TRUMP_CARD, BUCO_CARD for the cards Bestia lays on the table first)."""

    dealer: int
    receivers: tuple[int, ...]


class Turned(NamedTuple):
    """A card turned for trump; ``curieuse`` when everyone had passed.  ``card`` is None
    when it lies face down (Bestia's mano a fidarsi) for the seat watching."""

    card: Card | None
    curieuse: bool


class Called(NamedTuple):
    seat: int
    call: Call


class Played(NamedTuple):
    seat: int
    card: Card


class TrickWon(NamedTuple):
    seat: int
    trick: int  # 1 to 5


class Ended(NamedTuple):
    outcome: str


# ------------------------------------------------------------------ Bestia's own events
# Cards a watching seat may not see are None (one per card, so the count still shows).
class BucoLaid(NamedTuple):
    """Col buco: three cards laid face down across the trump."""

    cards: int


class TrumpTaken(NamedTuple):
    """The turned trump goes into a hand: the dealer's fifth card at un giro, or taken by
    a dealer who robs it (briscola rubata)."""

    seat: int
    card: Card


class TrumpShown(NamedTuple):
    """Mano a fidarsi: the hidden trump card is turned when the talk is over."""

    card: Card


class Said(NamedTuple):
    """A word of Bestia's talk: "fold", "play", "knock", "terzo", "buco", "rob" or "leave";
    ``forced`` when the rules spoke for the player (terzo se devo, the last circuit)."""

    seat: int
    word: str
    forced: bool


class Discarded(NamedTuple):
    """Cards laid face down: an exchange's discards, a robbing dealer's card, the cards
    given up for the buco."""

    seat: int
    cards: tuple[Card | None, ...]


class Drew(NamedTuple):
    """Replacement cards dealt from the stock (or the buco's cards) to a seat."""

    seat: int
    cards: tuple[Card | None, ...]


class Reshuffled(NamedTuple):
    """The stock ran out: the discards so far were shuffled into a new stock of ``cards``."""

    cards: int


class InBestia(NamedTuple):
    """A player who was in took no trick and pays ``jetons`` into the next pool."""

    seat: int
    jetons: int
    knocker: bool


Event = Union[
    Paid, Dealt, Turned, Called, Played, TrickWon, Ended, BucoLaid, TrumpTaken, TrumpShown, Said, Discarded, Drew,
    Reshuffled, InBestia,
]


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


def deal_events(deal: "Deal") -> list[Event]:
    """Everything that has happened in the deal so far, in order."""
    n = deal.players
    transfers = deal.books.transfers
    events: list[Event] = [Paid(t) for t in transfers[: deal.ante_count]]
    plan = deal_plan(n, deal.rules.packets)
    events.append(Dealt(deal.dealer, tuple((deal.eldest + off) % n for off in plan)))
    events.append(Turned(deal.upcard, False))
    paid = deal.ante_count
    for seat, what in deal.calls:
        if seat is None:
            events.extend(Paid(t) for t in transfers[paid : paid + n])
            paid += n
            events.append(Turned(what, True))
        else:
            events.append(Called(seat, what))
    events.extend(trick_events(deal.plays, n, deal.trick_winners))
    if deal.outcome is not None:
        events.append(Ended(deal.outcome))
        events.extend(Paid(t) for t in transfers[paid:])
    return events
