"""Bésigue's events in the order they happen, for the window to animate and the log to
show: derived from the deal's own history, as for Bête and Bestia, so that playing a deal
builds none for nobody to read.

Seen by one seat, the other's face-down draws are None (the turn-up, drawn last, shows);
seen by nobody in particular (``seat=None``), everything shows.
"""
from __future__ import annotations

from collections import defaultdict
from typing import TYPE_CHECKING, NamedTuple, Union

from ..cards import BIT, SUIT_OF, Card, Suit
from .copies import by_rank, ordered
from .melds import MeldKind

if TYPE_CHECKING:
    from .deal import BesigueDeal


class Dealt(NamedTuple):
    """The hands went out in packets: ``receivers[i]`` got the i-th card dealt."""

    dealer: int
    receivers: tuple[int, ...]


class TurnedUp(NamedTuple):
    """The card after the hands turned face up beside the stock: its suit is trumps."""

    card: Card


class UpcardSeven(NamedTuple):
    """The turn-up is a seven: 10 to the dealer."""

    seat: int
    card: Card
    points: int


class Played(NamedTuple):
    seat: int
    card: Card
    from_table: bool


class SevenPlayed(NamedTuple):
    """A seven of trumps played while the stock lasts (``second_seven = play``)."""

    seat: int
    card: Card
    points: int


class TrickWon(NamedTuple):
    seat: int
    trick: int  # from 1


class BrisquesCounted(NamedTuple):
    """Aces and tens won: for a trick as it is won, or all of a seat's at the count."""

    seat: int
    points: int


class LastTrickScored(NamedTuple):
    seat: int
    points: int


class Melded(NamedTuple):
    """A meld laid on the table: ``from_hand`` go face up beside ``from_table``."""

    seat: int
    kind: MeldKind
    from_hand: tuple[Card, ...]
    from_table: tuple[Card, ...]
    points: int


class TrumpsFixed(NamedTuple):
    """No turn-up: the first marriage declared made its suit trumps."""

    seat: int
    suit: Suit


class SevenExchanged(NamedTuple):
    """The seven of trumps given for the turn-up, ``took``."""

    seat: int
    card: Card
    took: Card
    points: int


class SevenDeclared(NamedTuple):
    """The other seven of trumps shown."""

    seat: int
    card: Card
    points: int


class Drew(NamedTuple):
    """A card from the stock (or the turn-up); None when the watching seat cannot see it."""

    seat: int
    card: Card | None


class StockExhausted(NamedTuple):
    """The last card is drawn: the melds go back to the hands and the last ``tricks`` begin."""

    tricks: int


class GameWon(NamedTuple):
    seat: int
    how: str
    scores: tuple[int, int]


class DealEnded(NamedTuple):
    """Nobody has won yet: the scores carry to the next deal."""

    scores: tuple[int, int]


Event = Union[Dealt, TurnedUp, UpcardSeven, Played, SevenPlayed, TrickWon, BrisquesCounted, LastTrickScored,
              Melded, TrumpsFixed, SevenExchanged, SevenDeclared, Drew, StockExhausted, GameWon, DealEnded]


def shown_draws(deal: "BesigueDeal", seat: int | None) -> list[tuple[int, Card | None]]:
    """The draws as ``seat`` saw them: its own cards, and the turn-up whoever took it."""
    drawn = deal.drawn
    last = len(drawn) - 1 if deal.upcard is not None and deal.last_tricks else -1
    return [(s, c if seat is None or s == seat or i == last else None) for i, (s, c) in enumerate(drawn)]


def besigue_events(deal: "BesigueDeal", seat: int | None = None) -> list[Event]:
    """Everything that has happened in the deal so far, in order, as ``seat`` saw it."""
    receivers: list[int] = []
    for size in deal.rules.packets:
        receivers += [deal.eldest] * size + [deal.dealer] * size
    events: list[Event] = [Dealt(deal.dealer, tuple(receivers))]
    if deal.upcard is not None:
        events.append(TurnedUp(deal.upcard))
    after_trick = defaultdict(list)
    for e in deal.score_events:
        if e.why == "upcard_seven":
            events.append(UpcardSeven(e.seat, deal.upcard, e.points))  # type: ignore[arg-type]
        elif e.why in ("brisques", "last_trick"):
            after_trick[e.trick].append(e)
    declared = deal.declarations
    draws = shown_draws(deal, seat)
    j, fixed = 0, deal.upcard is not None
    for i, (s, card) in enumerate(deal.plays):
        t = i // 2
        events.append(Played(s, card, bool(deal.from_table >> card & 1)))
        if j < len(declared) and declared[j].what == "play" and declared[j].from_hand == BIT[card]:
            events.append(SevenPlayed(s, card, declared[j].points))
            j += 1
        if i % 2 == 0:
            continue
        events.append(TrickWon(deal.trick_winners[t], t + 1))
        for e in after_trick.pop(t, ()):
            events.append((BrisquesCounted if e.why == "brisques" else LastTrickScored)(e.seat, e.points))
        while j < len(declared) and declared[j].trick == t:
            d = declared[j]
            j += 1
            if d.what == "exchange":
                took: Card = d.took  # type: ignore[assignment]
                events.append(SevenExchanged(d.seat, ordered(d.from_hand)[0], took, d.points))
            elif d.what == "declare":
                events.append(SevenDeclared(d.seat, ordered(d.from_hand)[0], d.points))
            else:
                cards = by_rank(d.from_hand | d.from_table)
                events.append(Melded(d.seat, MeldKind(d.what), by_rank(d.from_hand), by_rank(d.from_table), d.points))
                if not fixed and d.what == MeldKind.ROYAL_MARRIAGE:
                    fixed = True
                    events.append(TrumpsFixed(d.seat, SUIT_OF[cards[0]]))
        events += [Drew(s, c) for s, c in draws[2 * t: 2 * t + 2]]
        if deal.last_tricks and 2 * t + 2 == len(draws):
            events.append(StockExhausted(deal.rules.hand_size))
    for e in after_trick.pop(len(deal.trick_winners), ()):
        events.append((BrisquesCounted if e.why == "brisques" else LastTrickScored)(e.seat, e.points))
    if deal.is_over:
        scores = (deal.scores[0], deal.scores[1])
        if deal.winner is None:
            events.append(DealEnded(scores))
        else:
            events.append(GameWon(deal.winner, str(deal.how), scores))
    return events


__all__ = [
    "BrisquesCounted", "DealEnded", "Dealt", "Drew", "Event", "GameWon", "LastTrickScored", "Melded", "Played",
    "SevenDeclared", "SevenExchanged", "SevenPlayed", "StockExhausted", "TrickWon", "TrumpsFixed", "TurnedUp",
    "UpcardSeven", "besigue_events", "shown_draws",
]
