"""What the play has shown of the hidden hands, as the hint tells it: shared by every game.

A :class:`Fact` is one thing a seat showed by what it played (or did not play) under the
duties of its game: ``void`` (no card of ``suit``), ``no_trumps``, ``no_trump_above`` and
``no_higher`` (no card of the suit above ``card``), ``not_held`` (led otherwise than a
lead restriction obliges, so it does not hold ``card``).  Each game's knowledge finds its
own; the window says them in words (``game.ui.hint_words``).  The likely trumps are
read from sampled worlds (:func:`likely_trumps`), since no single trick shows them.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ..engine.cards import SUIT_MASK, Card, Suit
from .evidence import normalised


@dataclass(frozen=True)
class Fact:
    """One thing a seat showed; ``since_trick`` counts from 1."""

    seat: int
    what: str
    since_trick: int
    suit: Suit | None = None
    card: Card | None = None

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "what": self.what, "since_trick": self.since_trick,
            "suit": None if self.suit is None else self.suit.code,
            "card": None if self.card is None else str(self.card),
        }


def likely_trumps(sampler: Any, seats: Sequence[int], trump: int, seed: int, worlds: int = 200) -> list[dict[str, Any]]:
    """How many trumps each of ``seats`` probably holds now, averaged over worlds from
    ``sampler`` (any game's: its worlds hold ``hands`` and ``log_weight``), as the hint's
    ``likely_trumps`` facts."""
    rng = random.Random(seed)
    drawn = [sampler.sample(rng) for _ in range(worlds)]
    weights = normalised([w.log_weight for w in drawn])
    mask = SUIT_MASK[trump]
    return [{"seat": seat, "what": "likely_trumps", "since_trick": 0, "suit": Suit(trump).code, "card": None,
             "count": round(sum(p * (w.hands[seat] & mask).bit_count() for p, w in zip(weights, drawn)), 1)}
            for seat in seats]


__all__ = ["Fact", "likely_trumps"]
