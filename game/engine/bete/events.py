"""Bête's events: the calls, and the deal's story told from its own history."""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..dealing import deal_plan
from ..events import Dealt, Ended, Event, Paid, Turned, trick_events
from .actions import Call

if TYPE_CHECKING:
    from .deal import Deal


class Called(NamedTuple):
    seat: int
    call: Call


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
