"""Packs and rankings: which cards a game uses and how they beat one another.

Bête plays piquet and French packs in Écarté order; Mouche plays the same packs and
order extended down to the 2, a pack sized to the table; Bésigue plays two piquet packs
shuffled together, each card twice (copies 1 and 2); Bestia plays the Italian 40-card pack
in the order of Briscola, A 3 K Q J 7 6 5 4 2.  The Italian pack is French-suited here,
its cards coded as in the deal record (``3S``, ``QH``...): the Queen stands for the
Cavallo, the Jack for the Fante, the King for the Re; Italian suits, when the window
shows them, map swords to spades, cups to hearts, coins to diamonds and batons to clubs.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import FIRST_COPIES, ONE_PACK, RANK_OF, SUIT_OF, Card, Rank, Suit


@dataclass(frozen=True)
class Ranking:
    """The order of ranks within a suit, highest first, with precomputed tables.

    ``stronger[card]`` is the bitmask of the cards of the same suit that beat ``card``;
    ``power[card]`` is a number that grows with strength inside a suit.  Both cover one
    pack (the first copies): a game of two packs keeps its own tables.
    """

    name: str
    order: tuple[Rank, ...]
    stronger: tuple[int, ...] = field(init=False, repr=False, compare=False)
    power: tuple[int, ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        position = {rank: i for i, rank in enumerate(self.order)}
        power = tuple(len(self.order) - position.get(RANK_OF[c], len(self.order)) for c in FIRST_COPIES)
        stronger = []
        for c in FIRST_COPIES:
            mask = 0
            if RANK_OF[c] in position:
                for other in FIRST_COPIES:
                    if SUIT_OF[other] == SUIT_OF[c] and RANK_OF[other] in position and power[other] > power[c]:
                        mask |= 1 << other
            stronger.append(mask)
        object.__setattr__(self, "power", power)
        object.__setattr__(self, "stronger", tuple(stronger))

    def beats(self, card: Card, other: Card) -> bool:
        """True when ``card`` outranks ``other`` of the same suit."""
        return bool(self.stronger[other] >> card & 1)

    @property
    def top(self) -> Rank:
        return self.order[0]


R = Rank
#: Écarté order, as Le Gras gives it for Bête: K Q J A 10 9 8 7 6.
ECARTE = Ranking("écarté", (R.KING, R.QUEEN, R.JACK, R.ACE, R.TEN, R.NINE, R.EIGHT, R.SEVEN, R.SIX))
#: Cady (1896): the Ace above the King.
ACE_HIGH = Ranking("ace high", (R.ACE, R.KING, R.QUEEN, R.JACK, R.TEN, R.NINE, R.EIGHT, R.SEVEN, R.SIX))
#: Mouche: Écarté order extended down to the 2 (K Q J A 10 ... 2), and the same with the Ace
#: above the King.  Separate rankings, so that Bête's keep their strengths.
ECARTE_TO_TWO = Ranking("écarté to the two", ECARTE.order + (R.FIVE, R.FOUR, R.THREE, R.TWO))
ACE_HIGH_TO_TWO = Ranking("ace high to the two", ACE_HIGH.order + (R.FIVE, R.FOUR, R.THREE, R.TWO))
#: Bestia (and Briscola): A 3 K Q J 7 6 5 4 2, the Queen standing for the Cavallo.
BRISCOLA = Ranking(
    "briscola", (R.ACE, R.THREE, R.KING, R.QUEEN, R.JACK, R.SEVEN, R.SIX, R.FIVE, R.FOUR, R.TWO)
)


@dataclass(frozen=True)
class Pack:
    name: str
    cards: tuple[Card, ...]
    card_set: frozenset[Card] = field(init=False, repr=False, compare=False)
    mask: int = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "card_set", frozenset(self.cards))
        object.__setattr__(self, "mask", sum(1 << c for c in self.cards))

    def __len__(self) -> int:
        return len(self.cards)


def _french(name: str, ranks: tuple[Rank, ...]) -> Pack:
    return Pack(name, tuple(Card.of(r, s) for s in Suit for r in ranks))


PIQUET_28 = _french("piquet pack without sevens", (R.EIGHT, R.NINE, R.TEN, R.JACK, R.QUEEN, R.KING, R.ACE))
PIQUET_32 = _french("piquet pack", (R.SEVEN, R.EIGHT, R.NINE, R.TEN, R.JACK, R.QUEEN, R.KING, R.ACE))
FRENCH_36_RANKS = (R.SIX, R.SEVEN, R.EIGHT, R.NINE, R.TEN, R.JACK, R.QUEEN, R.KING, R.ACE)
FRENCH_36 = _french("French pack from six up", FRENCH_36_RANKS)

#: Mouche's larger tables add the low ranks until the talon can feed every exchange.
FRENCH_40 = _french("French pack from five up", (R.FIVE,) + FRENCH_36_RANKS)
FRENCH_44 = _french("French pack from four up", (R.FOUR, R.FIVE) + FRENCH_36_RANKS)
FRENCH_48 = _french("French pack from three up", (R.THREE, R.FOUR, R.FIVE) + FRENCH_36_RANKS)
FRENCH_52 = _french("French pack of fifty-two", (R.TWO, R.THREE, R.FOUR, R.FIVE) + FRENCH_36_RANKS)


#: The Italian pack of forty cards, French-suited: A K Q J 7 6 5 4 3 2 in each suit.
ITALIAN_40 = _french(
    "Italian pack of forty", (R.TWO, R.THREE, R.FOUR, R.FIVE, R.SIX, R.SEVEN, R.JACK, R.QUEEN, R.KING, R.ACE)
)


#: Two piquet packs shuffled together: every card of PIQUET_32 in copy 1 and copy 2.
DOUBLE_PIQUET_64 = Pack("two piquet packs", PIQUET_32.cards + tuple(Card(c + ONE_PACK) for c in PIQUET_32.cards))
