"""What the play has shown of the hidden hands, as the hint tells it: shared by every game.

A :class:`Fact` is one thing a seat showed by what it played (or did not play) under the
duties of its game: ``void`` (no card of ``suit``), ``no_trumps``, ``no_trump_above`` and
``no_higher`` (no card of the suit above ``card``), ``not_held`` (led otherwise than a
lead restriction obliges, so it does not hold ``card``).  Each game's knowledge finds its
own; :func:`fact_words` says any of them with the players' names.  The likely trumps are
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


def fact_words(fact: Fact, names: Sequence[str], seats: Sequence[int] = ()) -> str:
    """'Bruno has no hearts since trick 2' (suits named as the project names them); with
    ``seats``, the same fact said of them all: 'Bruno and Claire have no hearts ...'."""
    who = [names[s] for s in seats] or [names[fact.seat]]
    name = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    has, does = ("has", "does") if len(who) == 1 else ("have", "do")
    since = f"since trick {fact.since_trick}"
    suit = fact.suit.noun if fact.suit is not None else ""
    card = fact.card.name if fact.card is not None else ""
    if fact.what == "void":
        return f"{name} {has} no {suit}s {since}"
    if fact.what == "no_trumps":
        return f"{name} {has} no trumps {since}"
    if fact.what == "no_trump_above":
        return f"{name} {has} no trump above the {card} {since}"
    if fact.what == "no_higher":
        return f"{name} {has} no {suit} above the {card} {since}"
    return f"{name} {does} not hold the {card} {since}"


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


__all__ = ["Fact", "fact_words", "likely_trumps"]
