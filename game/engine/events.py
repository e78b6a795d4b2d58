"""Game events in the order they happen, for the window to animate and the log to show.

A deal does not build event objects as it is played (the simulator and the searches
would pay for them); :func:`deal_events` derives them from the deal's own history, which
holds everything needed.  The window keeps a cursor into the list.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, Union

from .actions import Call
from .cards import Card
from .dealing import deal_plan
from .ledger import Transfer

if TYPE_CHECKING:
    from .deal import Deal


class Paid(NamedTuple):
    transfer: Transfer


class Dealt(NamedTuple):
    """The cards went out: ``receivers[i]`` is the seat that got the i-th card of the pack."""

    dealer: int
    receivers: tuple[int, ...]


class Turned(NamedTuple):
    """A card turned for trump; ``curieuse`` when everyone had passed."""

    card: Card
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


Event = Union[Paid, Dealt, Turned, Called, Played, TrickWon, Ended]


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
    for i, (seat, card) in enumerate(deal.plays):
        events.append(Played(seat, card))
        if (i + 1) % n == 0:
            trick = (i + 1) // n
            events.append(TrickWon(deal.trick_winners[trick - 1], trick))
    if deal.outcome is not None:
        events.append(Ended(deal.outcome))
        events.extend(Paid(t) for t in transfers[paid:])
    return events
