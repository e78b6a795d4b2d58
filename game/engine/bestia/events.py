"""Bestia's events in the order they happen, derived from the deal's own history (as for
Bête, so that playing a deal costs nothing for events nobody reads).

Seen by one seat, the cards others threw or drew, the robbing dealer's discard and a
hidden trump are None; seen by nobody in particular (``seat=None``), everything shows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..cards import Card
from ..events import (
    LAID_DOWN, TRUMP_CARD, Dealt, Discarded, Drew, Ended, Event, Paid, Reshuffled, Said, TrumpTaken, Turned,
    trick_events,
)

if TYPE_CHECKING:
    from .deal import BestiaDeal


class BucoLaid(NamedTuple):
    """Col buco: three cards laid face down across the trump."""

    cards: int


class TrumpShown(NamedTuple):
    """Mano a fidarsi: the hidden trump card is turned when the talk is over."""

    card: Card


class InBestia(NamedTuple):
    """A player who was in took no trick and pays ``jetons`` into the next pool."""

    seat: int
    jetons: int
    knocker: bool


def _shown(cards: tuple[Card, ...], visible: bool) -> tuple[Card | None, ...]:
    return tuple(cards) if visible else (None,) * len(cards)


def bestia_events(deal: "BestiaDeal", seat: int | None = None) -> list[Event]:
    """Everything that has happened in the deal so far, in order, as ``seat`` saw it."""
    n, transfers, form = deal.players, deal.books.transfers, deal.form
    events: list[Event] = [Paid(t) for t in transfers[: deal.ante_count]]
    hidden_trump = deal.rules.mano_a_fidarsi and seat is not None
    upcard = None if hidden_trump else deal.upcard
    receivers: list[int] = []
    if form in ("un_giro", "col_buco"):
        events.append(Turned(upcard, False))
        receivers.append(TRUMP_CARD)
        if form == "col_buco":
            events.append(BucoLaid(len(deal.buco)))
            receivers += [LAID_DOWN] * len(deal.buco)
    for offset in range(n):
        receiver = (deal.eldest + offset) % n
        receivers += [receiver] * len(deal.packets[receiver])
    events.append(Dealt(deal.dealer, tuple(receivers)))
    if form == "un_giro":
        events.append(TrumpTaken(deal.dealer, deal.upcard))
    elif form in ("rome", "tre_carte"):
        events.append(Turned(upcard, False))

    for entry in deal.talk:
        mine = seat is None or entry.seat == seat
        word = entry.word
        if word == "rob":
            events.append(Said(entry.seat, "rob", False))
            events.append(TrumpTaken(entry.seat, deal.upcard))
        elif word == "discard":
            events.append(Discarded(entry.seat, _shown(entry.discards, mine)))
        elif word == "buco":
            events.append(Said(entry.seat, "buco", False))
            events.append(Discarded(entry.seat, _shown(entry.discards, mine)))
            events.append(Drew(entry.seat, _shown(entry.drawn, mine)))
        else:
            events.append(Said(entry.seat, word, entry.forced))
            if entry.discards:
                events.append(Discarded(entry.seat, _shown(entry.discards, mine)))
                first = entry.drawn[: entry.drawn_before]
                if first:
                    events.append(Drew(entry.seat, _shown(first, mine)))
                if entry.reshuffled:
                    events.append(Reshuffled(len(entry.reshuffled)))
                    events.append(Drew(entry.seat, _shown(entry.drawn[entry.drawn_before:], mine)))

    if deal.leader is not None:
        if deal.rules.mano_a_fidarsi:
            events.append(TrumpShown(deal.upcard))
        events.extend(Paid(t) for t in transfers[deal.ante_count: deal.stake_end])
        events.extend(trick_events(deal.plays, deal._in_play, deal.trick_winners))
    if deal.outcome is not None:
        events.append(Ended(deal.outcome))
        settled = transfers[deal.settle_start:]
        if deal.bestia_at < 0:
            events.extend(Paid(t) for t in settled)
        else:
            events.extend(Paid(t) for t in transfers[deal.settle_start: deal.bestia_at])
            at = deal.bestia_at
            for player, jetons in deal.in_bestia:
                events.append(InBestia(player, jetons, player == deal.knocker))
                if jetons:
                    events.append(Paid(transfers[at]))
                    at += 1
            events.extend(Paid(t) for t in transfers[at:])
    return events
