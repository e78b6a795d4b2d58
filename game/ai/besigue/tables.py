"""Tables Bésigue's computer players look up at every decision: each card's points, its
twin (the same card of the other pack), its place in its suit, and the masks the melds
are made of.  Cards are the engine's (copy 2 of a card is ``card + 52``); masks cover
both copies unless a name says otherwise.
"""
from __future__ import annotations

from ...engine.cards import ALL_CARDS, ONE_PACK, SUIT_OF, Card, Rank
from ...engine.besigue.copies import BRISQUES, HIGHER, PACK_MASK, POWER, RANK_CARDS, SUIT_CARDS, both

R = Rank
#: POINTS[card]: what the card is worth in a trick won (aces and tens, the brisques).
POINTS: tuple[int, ...] = tuple(10 if BRISQUES >> c & 1 else 0 for c in range(2 * ONE_PACK))
#: TWIN[card]: the same card of the other pack.
TWIN: tuple[int, ...] = tuple(c + ONE_PACK if c < ONE_PACK else c - ONE_PACK for c in range(2 * ONE_PACK))
#: BOTH[card]: the mask of the card and its twin.
BOTH: tuple[int, ...] = tuple((1 << c) | (1 << TWIN[c]) for c in range(2 * ONE_PACK))
#: The pack's cards, both copies, in a fixed order.
PACK_CARDS: tuple[Card, ...] = tuple(ALL_CARDS[c] for c in range(2 * ONE_PACK) if PACK_MASK >> c & 1)
#: :func:`between`'s answers, made on first use.
_BETWEEN: dict[tuple[int, int], int] = {}


def between(high: int, low: int) -> int:
    """The cards of the suit that tell ``high`` from ``low`` (of one suit, ``high`` not
    weaker) when the other player holds one: those from ``low``'s power to ``high``'s,
    both ends' twins included (a twin led beats its twin played second), ``high`` and
    ``low`` themselves left out."""
    key = (high, low)
    mask = _BETWEEN.get(key)
    if mask is None:
        mask = _BETWEEN[key] = (HIGHER[low] | BOTH[low]) & ~HIGHER[high] & ~(1 << high) & ~(1 << low)
    return mask


#: SUIT_ORDER[suit]: the suit's sixteen cards, strongest first (copy 1 before copy 2).
SUIT_ORDER: tuple[tuple[Card, ...], ...] = tuple(
    tuple(sorted((c for c in PACK_CARDS if SUIT_OF[c] == s), key=lambda c: (-POWER[c], c))) for s in range(4)
)
ACES, TENS, KINGS, QUEENS, JACKS = (RANK_CARDS[r] for r in (R.ACE, R.TEN, R.KING, R.QUEEN, R.JACK))
SEVENS = PACK_MASK & sum(BOTH[Card.of(R.SEVEN, s)] for s in range(4))
LOW = PACK_MASK & ~(ACES | TENS | KINGS | QUEENS | JACKS)  # nines, eights, sevens


def points_of(mask: int) -> int:
    """The brisque points in ``mask``."""
    return 10 * (mask & BRISQUES).bit_count()


def card_of(rank: Rank, suit: int) -> Card:
    return Card.of(rank, suit)


def cards_of(mask: int) -> list[Card]:
    """The cards of ``mask``, lowest bit first (both copies: copy 1's cards, then copy 2's)."""
    out = []
    while mask:
        low = mask & -mask
        out.append(ALL_CARDS[low.bit_length() - 1])
        mask ^= low
    return out


def pair_of(cards: int) -> int:
    """One mask of both copies of every card in ``cards``."""
    out = 0
    while cards:
        low = cards & -cards
        out |= BOTH[low.bit_length() - 1]
        cards ^= low
    return out


__all__ = [
    "ACES", "BOTH", "BRISQUES", "HIGHER", "JACKS", "KINGS", "LOW", "PACK_CARDS", "PACK_MASK", "POINTS", "POWER",
    "QUEENS", "RANK_CARDS", "SEVENS", "SUIT_CARDS", "SUIT_ORDER", "TENS", "TWIN", "between", "both", "card_of",
    "cards_of", "pair_of", "points_of",
]
