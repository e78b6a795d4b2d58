"""Bésigue's cards: two piquet packs shuffled together, every card in two copies, ranked
A 10 K Q J 9 8 7 in every suit, the ten above the king from the first trick to the last.

The cards are the engine's own (:mod:`..cards`), copy 2 of a card being ``card + 52``;
this module holds the tables the rules look up at every trick (a card's power in its
suit, a suit or a rank in both copies, the brisques, the cards that head a card) and
the two ways a card is written: ``QS.1`` in records and actions, ``Q♠`` in messages.
"""
from __future__ import annotations

from typing import Iterable

from ..cards import ALL_CARDS, ONE_PACK, RANK_OF, SUIT_MASK, SUIT_OF, Card, Rank, Suit, cards_in, copy_code, parse_copy
from ..packs import DOUBLE_PIQUET_64

R = Rank
#: Rank in every suit, highest first.
ORDER = (R.ACE, R.TEN, R.KING, R.QUEEN, R.JACK, R.NINE, R.EIGHT, R.SEVEN)
PACK = DOUBLE_PIQUET_64
PACK_MASK = PACK.mask
#: POWER[card] grows with strength in its suit (both copies alike); 0 off the pack.
POWER: tuple[int, ...] = tuple(len(ORDER) - ORDER.index(RANK_OF[c]) if RANK_OF[c] in ORDER else 0 for c in ALL_CARDS)
#: SUIT_CARDS[suit]: both copies of the suit's eight cards.
SUIT_CARDS: tuple[int, ...] = tuple(PACK_MASK & (SUIT_MASK[s] | SUIT_MASK[s] << ONE_PACK) for s in Suit)
#: RANK_CARDS[rank]: the eight cards of a rank, every suit and copy.
RANK_CARDS: dict[Rank, int] = {r: sum(1 << c for c in PACK.cards if RANK_OF[c] == r) for r in ORDER}
#: The aces and tens: 10 points each in the tricks a player wins.
BRISQUES = RANK_CARDS[R.ACE] | RANK_CARDS[R.TEN]
BRISQUE_POINTS = 10
#: HIGHER[card]: the cards of its suit that beat it (its twin does not: the first played wins).
HIGHER: tuple[int, ...] = tuple(
    sum(1 << o for o in PACK.cards if SUIT_OF[o] == SUIT_OF[c] and POWER[o] > POWER[c]) for c in ALL_CARDS
)


def both(rank: Rank, suit: Suit) -> int:
    """The mask of a card's two copies."""
    card = Card.of(rank, suit)
    return 1 << card | 1 << (card + ONE_PACK)


def words(card: Card) -> str:
    """A card for a person: ``A♥``, ``10♠`` (which copy does not matter to the eye)."""
    return RANK_OF[card].code + SUIT_OF[card].symbol


def ordered(cards: int | Iterable[Card]) -> tuple[Card, ...]:
    """Cards as a hand is sorted: by suit, highest first, copy 1 before copy 2."""
    items = cards_in(cards) if isinstance(cards, int) else tuple(cards)
    return tuple(sorted(items, key=lambda c: (SUIT_OF[c], -POWER[c], c)))


def by_rank(cards: int) -> tuple[Card, ...]:
    """Cards as a meld is laid out: highest rank first, then by suit and copy."""
    return tuple(sorted(cards_in(cards), key=lambda c: (-POWER[c], SUIT_OF[c], c)))


def codes(cards: int | Iterable[Card]) -> list[str]:
    """Record codes with the copy, in hand order."""
    return [copy_code(c) for c in ordered(cards)]


def meld_codes(cards: int) -> list[str]:
    """Record codes with the copy, as a meld is laid out."""
    return [copy_code(c) for c in by_rank(cards)]


def parse_card(text: str) -> Card:
    """A card of the Bésigue pack from ``QS.1``, ``10H.2``: the copy must be written."""
    card = parse_copy(text)
    if not PACK_MASK >> card & 1:
        raise ValueError(f"{text!r} is not in the Bésigue pack (ranks A 10 K Q J 9 8 7)")
    return card


__all__ = [
    "BRISQUES", "BRISQUE_POINTS", "HIGHER", "ORDER", "PACK", "PACK_MASK", "POWER", "RANK_CARDS", "SUIT_CARDS",
    "both", "by_rank", "codes", "copy_code", "meld_codes", "ordered", "parse_card", "words",
]
