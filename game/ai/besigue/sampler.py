"""Guesses at a Bésigue deal's hidden cards consistent with everything one seat saw.

A *world* deals the unseen cards (:class:`~.knowledge.BesigueKnowledge`: the pack less
the seat's own cards, both players' melds on the table, every card played and the
turn-up) to the other's hidden hand and to the stock, in an order: what each draw will
bring.  The cards the other is known to hold (the turn-up he took for a seven) are his.
While the stock lasts no duty binds the play and the stock is shuffled, so every split
of the unseen cards is as likely as any other: the worlds are drawn uniformly and weigh
alike.  Once the stock is gone there is one world, the true one.

Each world comes with its *twin*: the same stock with the two cards of each draw
swapped (the first drawer takes the other card), just as likely a guess; the expert
plays both (:mod:`.weigher`), so the luck of who draws which card cancels out of the
difference between two choices.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from ...engine.cards import ALL_CARDS, Card
from .knowledge import BesigueKnowledge


@dataclass(frozen=True)
class BesigueWorld:
    """One guess at the hidden cards: both hands now (the seat's own as it is, without
    the melds on the table), the face-down stock top card first, the guess's log
    weight, and its twin's stock (None for the one true world)."""

    hands: tuple[int, int]
    stock: tuple[Card, ...]
    log_weight: float = 0.0
    twin: tuple[Card, ...] | None = None


def twin_of(stock: tuple[Card, ...]) -> tuple[Card, ...]:
    """The stock with the two cards of each draw swapped (a last card alone, drawn with
    the turn-up, stays last)."""
    out = list(stock)
    for i in range(0, len(out) - 1, 2):
        out[i], out[i + 1] = out[i + 1], out[i]
    return tuple(out)


class BesigueSampler:
    """Worlds for one seat's view."""

    def __init__(self, seen: Any, knowledge: BesigueKnowledge | None = None) -> None:
        self.seen = seen
        self.know = know = knowledge or BesigueKnowledge(seen)
        if not know.consistent:
            raise ValueError(f"{know.unseen.bit_count()} unseen cards cannot fill a hidden hand of {know.hidden}"
                             f" and a stock of {know.stock}: what was seen does not hang together")
        self.cards = [ALL_CARDS[c] for c in range(104) if know.unseen >> c & 1]
        self.me = seen.seat

    def sample(self, rng: random.Random) -> BesigueWorld:
        know = self.know
        cards = self.cards[:]
        rng.shuffle(cards)
        hidden = know.hidden
        other = know.known
        for card in cards[:hidden]:
            other |= 1 << card
        hands = [0, 0]
        hands[self.me] = self.seen.hand_mask
        hands[know.other] = other
        stock = tuple(cards[hidden:])
        return BesigueWorld((hands[0], hands[1]), stock, 0.0, twin_of(stock))


__all__ = ["BesigueSampler", "BesigueWorld", "twin_of"]
