"""Mouche's events in the order they happen, derived from the deal's own history (as for
Bête and Bestia, so that playing a deal costs nothing for events nobody reads).

Seen by one seat, the cards others threw or drew and the card the robbing dealer laid in
the upcard's place are None; seen by nobody in particular (``seat=None``), everything shows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..cards import Card
from ..dealing import deal_plan
from ..events import (
    Dealt, Discarded, Drew, Ended, Event, Paid, Played, Said, TrumpTaken, Turned, trick_events,
)

if TYPE_CHECKING:
    from .deal import MoucheDeal


class MoucheShown(NamedTuple):
    """After the talk, ``seat`` shows the best mouche (five cards of a suit) and takes the basket."""

    seat: int
    cards: tuple[Card, ...]


class TrumpNamed(NamedTuple):
    """The Mistigri's holder named ``suit`` trumps as he played it (mistigri_names_trump)."""

    seat: int
    suit: int


class Mouched(NamedTuple):
    """``seat`` is mouched: pays ``jetons``, a new waiting mouche."""

    seat: int
    jetons: int


def _shown(cards: tuple[Card, ...], visible: bool) -> tuple[Card | None, ...]:
    return tuple(cards) if visible else (None,) * len(cards)


def mouche_events(deal: "MoucheDeal", seat: int | None = None) -> list[Event]:
    """Everything that has happened in the deal so far, in order, as ``seat`` saw it."""
    n, transfers = deal.players, deal.books.transfers
    settled = deal.settle_start if deal.settle_start >= 0 else len(transfers)
    events: list[Event] = [Paid(t) for t in transfers[:settled]]  # the antes, then the waiting mouche(s)
    plan = deal_plan(n, deal.rules.packets)
    events.append(Dealt(deal.dealer, tuple((deal.eldest + offset) % n for offset in plan)))
    events.append(Turned(deal.upcard, False))
    for entry in deal.talk:
        mine = seat is None or entry.seat == seat
        events.append(Said(entry.seat, entry.word, entry.forced))
        if entry.word == "rob":
            events.append(TrumpTaken(entry.seat, deal.upcard))
            events.append(Discarded(entry.seat, _shown(entry.discards, mine)))
        elif entry.discards:
            events.append(Discarded(entry.seat, _shown(entry.discards, mine)))
            events.append(Drew(entry.seat, _shown(entry.drawn, mine)))
    if deal.mouche_shown is not None:
        winner = deal.mouche_shown[0]
        events.append(MoucheShown(winner, tuple(deal.hand(winner))))
    played = trick_events(deal.plays, deal._in_play, deal.trick_winners)
    if deal.trump_named is not None:
        suit = deal.trump_named[1]
        at = next(i for i, e in enumerate(played) if type(e) is Played and e.card == deal.rules.mistigri_card)
        played.insert(at + 1, TrumpNamed(played[at].seat, suit))
    events.extend(played)
    if deal.outcome is not None:
        events.append(Ended(deal.outcome))
        for t in transfers[settled:]:
            if t.why == "mouched":
                events.append(Mouched(t.source, t.jetons))
            events.append(Paid(t))
    return events


__all__ = ["MoucheShown", "Mouched", "TrumpNamed", "mouche_events"]
