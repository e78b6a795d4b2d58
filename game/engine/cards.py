"""Suits, ranks and cards, with cards as small ints so that hands can be bitmasks.

A card is an ``int`` subclass: its value is its index in a 52-card universe
(suit * 13 + rank - 2), so ``1 << card`` is its bit in a card set and tables can be
indexed by it directly.  Only one instance exists per card, so cards compare and hash
as the ints they are.  Every pack the games use (piquet 28/32, French 36, Italian 40)
is a subset of this universe.

A pack made of two packs (Bésigue's) needs the two copies of a card told apart, since a
copy's meld history is its own.  The universe therefore runs on to 104: copy 2 of a card
is ``card + 52`` and prints with its suffix (``QS.2``).  Games of one pack never meet
those values, so their masks and tables keep the 52 bits they always had.
"""
from __future__ import annotations

from enum import IntEnum
from typing import Iterable


class Suit(IntEnum):
    """The four French suits, in the order the notation lists them."""

    SPADES = 0
    HEARTS = 1
    DIAMONDS = 2
    CLUBS = 3

    @property
    def code(self) -> str:
        return "SHDC"[self]

    @property
    def noun(self) -> str:
        """Singular noun for messages: 'you hold a heart'."""
        return ("spade", "heart", "diamond", "club")[self]

    @property
    def symbol(self) -> str:
        return "♠♥♦♣"[self]

    @classmethod
    def parse(cls, text: str) -> "Suit":
        code = text.strip().upper()
        if len(code) != 1 or code not in "SHDC":
            raise ValueError(f"not a suit: {text!r} (use S, H, D or C)")
        return cls("SHDC".index(code))


class Rank(IntEnum):
    """Card ranks by face value; the order a game ranks them in lives in a Ranking."""

    TWO = 2
    THREE = 3
    FOUR = 4
    FIVE = 5
    SIX = 6
    SEVEN = 7
    EIGHT = 8
    NINE = 9
    TEN = 10
    JACK = 11
    QUEEN = 12
    KING = 13
    ACE = 14

    @property
    def code(self) -> str:
        return _RANK_CODES[self]

    @property
    def noun(self) -> str:
        return _RANK_NOUNS[self]

    @classmethod
    def parse(cls, text: str) -> "Rank":
        code = text.strip().upper()
        for rank, rank_code in _RANK_CODES.items():
            if rank_code == code:
                return rank
        raise ValueError(f"not a rank: {text!r} (use 2-10, J, Q, K or A)")


_RANK_CODES = {r: (str(int(r)) if r <= 10 else "JQKA"[r - 11]) for r in Rank}
_RANK_NOUNS = {
    **{r: str(int(r)) for r in Rank if r <= 10},
    Rank.JACK: "Jack",
    Rank.QUEEN: "Queen",
    Rank.KING: "King",
    Rank.ACE: "Ace",
}


class Card(int):
    """One playing card; ``str(card)`` is its record code, e.g. ``KS`` or ``10H``."""

    __slots__ = ()

    def __new__(cls, value: int) -> "Card":
        # Construction goes through the interned table so that a card is a singleton.
        return ALL_CARDS[value]

    @classmethod
    def of(cls, rank: Rank, suit: Suit) -> "Card":
        return ALL_CARDS[suit * 13 + rank - 2]

    @classmethod
    def parse(cls, text: str) -> "Card":
        """A card from its code, ``KS`` or ``10H``; a game of two packs may add the copy,
        ``QS.1`` or ``QS.2`` (as ``str()`` writes copy 2)."""
        code = text.strip().upper()
        base, dot, copy = code.rpartition(".")
        if dot and copy in ("1", "2"):
            code = base
        if len(code) < 2:
            raise ValueError(f"not a card: {text!r} (write rank then suit, e.g. KS or 10H)")
        try:
            card = cls.of(Rank.parse(code[:-1]), Suit.parse(code[-1]))
        except ValueError:
            raise ValueError(f"not a card: {text!r} (write rank then suit, e.g. KS or 10H)") from None
        return ALL_CARDS[card + ONE_PACK] if dot and copy == "2" else card

    @property
    def suit(self) -> Suit:
        return SUIT_OF[self]

    @property
    def rank(self) -> Rank:
        return RANK_OF[self]

    @property
    def bit(self) -> int:
        return 1 << self

    @property
    def copy(self) -> int:
        """Which of two packs the card comes from: 1, or 2 for ``card + 52``."""
        return 1 if self < ONE_PACK else 2

    @property
    def name(self) -> str:
        """Words for messages: 'King of spades'."""
        return f"{self.rank.noun} of {self.suit.noun}s"

    def __str__(self) -> str:
        return _CODES[self]

    def __repr__(self) -> str:
        if self >= ONE_PACK:
            return f"parse_copy({_CODES[self]!r})"
        return f"Card.parse({_CODES[self]!r})"

    def __reduce__(self) -> tuple:
        return (Card, (int(self),))


#: Cards in one pack's universe; copy 2 of card ``c`` is ``c + ONE_PACK``.
ONE_PACK = 52
ALL_CARDS: tuple[Card, ...] = tuple(int.__new__(Card, i) for i in range(2 * ONE_PACK))
#: The 52 cards of a single pack (copy 1), for tables a one-pack game builds.
FIRST_COPIES: tuple[Card, ...] = ALL_CARDS[:ONE_PACK]
#: BIT[card] is ``1 << card``, for turning a list of cards into bits at C speed.
BIT: tuple[int, ...] = tuple(1 << i for i in range(2 * ONE_PACK))
SUIT_OF: tuple[Suit, ...] = tuple(Suit(i % ONE_PACK // 13) for i in range(2 * ONE_PACK))
RANK_OF: tuple[Rank, ...] = tuple(Rank(i % 13 + 2) for i in range(2 * ONE_PACK))
_CODES: tuple[str, ...] = tuple(
    RANK_OF[i].code + SUIT_OF[i].code + ("" if i < ONE_PACK else ".2") for i in range(2 * ONE_PACK)
)

#: SUIT_MASK[suit] is the bitmask of every card of that suit in the universe.
SUIT_MASK: tuple[int, ...] = tuple(((1 << 13) - 1) << (13 * s) for s in range(4))

def _suit_subsets(suit: int) -> tuple[tuple[Card, ...], ...]:
    """Every pattern's cards, each one card longer than a pattern made before it: a few
    milliseconds, where filtering 13 ranks for each of the 8,192 patterns took tens."""
    base = 13 * suit
    table: list[tuple[Card, ...]] = [()] * (1 << 13)
    for bits in range(1, 1 << 13):
        top = bits.bit_length() - 1
        table[bits] = table[bits ^ (1 << top)] + (ALL_CARDS[base + top],)
    return tuple(table)


#: _SUBSETS[suit][bits] is the tuple of cards of a 13-bit suit pattern; "suits" 4 to 7 are
#: the four suits' second copies.  Made at import (about 10 ms for all eight): made on
#: first use, they fell inside a frame of the window, at a computer player's first turn.
_SUBSETS: tuple[tuple[tuple[Card, ...], ...], ...] = tuple(_suit_subsets(suit) for suit in range(8))


def cards_in(mask: int) -> tuple[Card, ...]:
    """The cards of a bitmask, suit by suit, lowest rank first (second copies after all
    the first).

    Built from per-suit tables because computer players turn a mask into cards at
    every decision.
    """
    out: tuple[Card, ...] = ()
    suit = 0
    while mask:
        bits = mask & 0x1FFF
        if bits:
            out += _SUBSETS[suit][bits]
        mask >>= 13
        suit += 1
    return out


def mask_of(cards: Iterable[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= 1 << card
    return mask


def parse_cards(text: str | Iterable[str]) -> list[Card]:
    """Cards from 'KS QH 10D' or an iterable of codes."""
    items = text.split() if isinstance(text, str) else list(text)
    return [Card.parse(item) for item in items]


def copy_code(card: Card) -> str:
    """A card's code with its copy always written, as two-pack records want: ``QS.1``."""
    code = _CODES[card]
    return code if card >= ONE_PACK else code + ".1"


def parse_copy(text: str) -> Card:
    """A card of a two-pack game from ``QS.1`` or ``10H.2``; the copy must be given."""
    code = text.strip().upper() if isinstance(text, str) else ""
    base, dot, copy = code.rpartition(".")
    if not dot or copy not in ("1", "2"):
        raise ValueError(f"not a card: {text!r} (write rank, suit and copy, e.g. QS.1 or 10H.2)")
    card = Card.parse(base)
    return card if copy == "1" else ALL_CARDS[card + ONE_PACK]
