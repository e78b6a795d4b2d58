"""Bésigue's melds (Boussac's table) and which cards may make them (the ruling's rules
1-7, after Hoyle 1909 and Chambers): the melds open to a player, and the reason, in a
player's words, why a meld asked for is refused.

A card's history is kept per copy and per *family* of melds, a mask of the cards that
have scored in it: marriages (plain and royal), sequences (trump and plain), the single
bésigue, the double bésigue, and each rank's four of a kind.  Same family, never twice;
a family may be barred by the step above it on its ladder (royal marriage -> sequence,
bésigue -> double bésigue): up is allowed, down is not.
"""
from __future__ import annotations

from enum import Enum
from itertools import combinations, product
from typing import NamedTuple, Sequence

from ..cards import RANK_OF, SUIT_OF, Rank, Suit, cards_in
from ..errors import IllegalAction
from .copies import RANK_CARDS, both, by_rank, meld_codes, ordered, words

R = Rank
#: Families of melds, indexes into a history (one mask per family).
MARRIAGES, SEQUENCES, BESIGUES, DOUBLES, FOUR_ACES, FOUR_KINGS, FOUR_QUEENS, FOUR_JACKS = range(8)
FAMILIES = 8


class MeldKind(str, Enum):
    """A meld as the record names it."""

    MARRIAGE = "marriage"
    ROYAL_MARRIAGE = "royal_marriage"
    SEQUENCE = "sequence"
    PLAIN_SEQUENCE = "plain_sequence"
    FOUR_JACKS = "four_jacks"
    FOUR_QUEENS = "four_queens"
    FOUR_KINGS = "four_kings"
    FOUR_ACES = "four_aces"
    BESIGUE = "besigue"
    DOUBLE_BESIGUE = "double_besigue"

    @property
    def points(self) -> int:
        return _POINTS[self]

    @property
    def family(self) -> int:
        return _FAMILY[self]

    @property
    def words(self) -> str:
        """'a royal marriage', for messages."""
        return _WORDS[self]

    def __str__(self) -> str:
        return self.value


K = MeldKind
_POINTS = {K.MARRIAGE: 20, K.ROYAL_MARRIAGE: 40, K.SEQUENCE: 250, K.PLAIN_SEQUENCE: 150, K.FOUR_JACKS: 40,
           K.FOUR_QUEENS: 60, K.FOUR_KINGS: 80, K.FOUR_ACES: 100, K.BESIGUE: 40, K.DOUBLE_BESIGUE: 500}
_FAMILY = {K.MARRIAGE: MARRIAGES, K.ROYAL_MARRIAGE: MARRIAGES, K.SEQUENCE: SEQUENCES, K.PLAIN_SEQUENCE: SEQUENCES,
           K.FOUR_JACKS: FOUR_JACKS, K.FOUR_QUEENS: FOUR_QUEENS, K.FOUR_KINGS: FOUR_KINGS, K.FOUR_ACES: FOUR_ACES,
           K.BESIGUE: BESIGUES, K.DOUBLE_BESIGUE: DOUBLES}
_WORDS = {K.MARRIAGE: "a marriage", K.ROYAL_MARRIAGE: "a royal marriage", K.SEQUENCE: "the sequence of trumps",
          K.PLAIN_SEQUENCE: "a plain sequence", K.FOUR_JACKS: "four jacks", K.FOUR_QUEENS: "four queens",
          K.FOUR_KINGS: "four kings", K.FOUR_ACES: "four aces", K.BESIGUE: "a bésigue",
          K.DOUBLE_BESIGUE: "a double bésigue"}
#: The four of a kind each rank makes, and its family.
FOURS = ((R.ACE, K.FOUR_ACES, FOUR_ACES), (R.KING, K.FOUR_KINGS, FOUR_KINGS),
         (R.QUEEN, K.FOUR_QUEENS, FOUR_QUEENS), (R.JACK, K.FOUR_JACKS, FOUR_JACKS))
#: The families a card must not have scored in to join a meld of each family: its own,
#: and the step above it (a card that scored in a sequence never marries again).
BARRED = {MARRIAGES: (MARRIAGES, SEQUENCES), SEQUENCES: (SEQUENCES,), BESIGUES: (BESIGUES, DOUBLES),
          DOUBLES: (DOUBLES,), FOUR_ACES: (FOUR_ACES,), FOUR_KINGS: (FOUR_KINGS,), FOUR_QUEENS: (FOUR_QUEENS,),
          FOUR_JACKS: (FOUR_JACKS,)}
KINGS = tuple(both(R.KING, s) for s in Suit)
QUEENS = tuple(both(R.QUEEN, s) for s in Suit)
QUINT_RANKS = (R.ACE, R.TEN, R.KING, R.QUEEN, R.JACK)
#: QUINTS[suit]: both copies of A 10 K Q J of the suit, one mask per rank.
QUINTS = tuple(tuple(both(r, s) for r in QUINT_RANKS) for s in Suit)
#: Boussac's convention: the jack that goes with the queen of trumps, by trumps.
TRUMP_QUEEN_JACK = {Suit.HEARTS: Suit.CLUBS, Suit.DIAMONDS: Suit.SPADES, Suit.CLUBS: Suit.HEARTS,
                    Suit.SPADES: Suit.DIAMONDS}
S, H, D, C = Suit


class Meld(NamedTuple):
    """A meld naming its exact copies (``cards``, a mask): a copy's history decides what
    it may still make."""

    kind: MeldKind
    cards: int

    @property
    def points(self) -> int:
        return self.kind.points

    @property
    def code(self) -> str:
        """As :func:`..actions.parse_action` reads it: ``royal_marriage KH.1 QH.2``."""
        return " ".join([self.kind.value, *meld_codes(self.cards)])

    def __str__(self) -> str:
        shown = " ".join(words(c) for c in by_rank(self.cards))
        return f"{self.kind.words[0].upper()}{self.kind.words[1:]}, {shown}: {self.points}"


def besigue_pair(rule: str, trump: int) -> tuple[int, int] | None:
    """The bésigue's queens and jacks (both copies of each) under ``rule`` with ``trump``
    (-1: none yet), or None while it waits for trumps."""
    if rule == "classic":
        return both(R.QUEEN, S), both(R.JACK, D)
    if trump < 0:
        return None
    if rule == "trump_queen":
        return both(R.QUEEN, Suit(trump)), both(R.JACK, TRUMP_QUEEN_JACK[Suit(trump)])
    return (both(R.QUEEN, S), both(R.JACK, D)) if trump in (C, H) else (both(R.QUEEN, C), both(R.JACK, H))


def _bits(mask: int) -> list[int]:
    out = []
    while mask:
        low = mask & -mask
        out.append(low)
        mask ^= low
    return out


def open_melds(held: int, hand: int, used: Sequence[int], trump: int, pair: tuple[int, int] | None,
               plain: bool) -> list[Meld]:
    """Every meld a player may declare now.  ``held``: the cards he may meld with (hand
    and his melds on the table, less a turn-up just taken); ``hand``: those in his hand;
    ``used``: the history, one mask per family; ``trump``: the suit, or -1; ``plain``:
    plain sequences score."""
    out: list[Meld] = []
    free = held & ~(used[MARRIAGES] | used[SEQUENCES])
    for suit in range(4):
        kings = free & KINGS[suit]
        queens = free & QUEENS[suit]
        if kings and queens:
            kind = K.ROYAL_MARRIAGE if trump < 0 or suit == trump else K.MARRIAGE
            out += [Meld(kind, k | q) for k in _bits(kings) for q in _bits(queens) if (k | q) & hand]
    for rank, kind, family in FOURS:
        cards = held & RANK_CARDS[rank] & ~used[family]
        if cards.bit_count() >= 4 and cards & hand:
            out += [Meld(kind, sum(four)) for four in combinations(_bits(cards), 4) if sum(four) & hand]
    if pair is not None:
        queens, jacks = pair
        free = held & ~(used[BESIGUES] | used[DOUBLES])
        out += [Meld(K.BESIGUE, q | j) for q in _bits(free & queens) for j in _bits(free & jacks) if (q | j) & hand]
        four = queens | jacks
        if held & ~used[DOUBLES] & four == four and four & hand:
            out.append(Meld(K.DOUBLE_BESIGUE, four))
    if trump >= 0:
        free = held & ~used[SEQUENCES]
        for suit in range(4) if plain else (trump,):
            ranks = [free & m for m in QUINTS[suit]]
            if all(ranks):
                kind = K.SEQUENCE if suit == trump else K.PLAIN_SEQUENCE
                out += [Meld(kind, sum(five)) for five in product(*map(_bits, ranks)) if sum(five) & hand]
    return out


def kind_made(cards: int, trump: int, pair: tuple[int, int] | None, plain: bool) -> MeldKind:
    """What ``cards`` make, or IllegalAction saying why they make nothing."""
    items = cards_in(cards)
    ranks = sorted({RANK_OF[c] for c in items})
    suits = {SUIT_OF[c] for c in items}
    n = len(items)
    if n == 2 and ranks == [R.QUEEN, R.KING] and len(suits) == 1:
        return K.ROYAL_MARRIAGE if trump < 0 or SUIT_OF[items[0]] == trump else K.MARRIAGE
    if n in (2, 4) and ranks == [R.JACK, R.QUEEN]:
        if pair is None:
            raise IllegalAction("no_trumps_yet", "under these rules the bésigue waits for trumps: no marriage has"
                                " fixed them yet", kind=K.BESIGUE)
        queens, jacks = pair
        if n == 4 and cards == queens | jacks:
            return K.DOUBLE_BESIGUE
        if n == 2 and cards & queens and cards & jacks:
            return K.BESIGUE
        raise IllegalAction("not_a_meld", f"the bésigue is the {_pair_words(pair)}",
                            cards=tuple(ordered(m)[0] for m in pair), kind=K.BESIGUE)
    if n == 4 and len(ranks) == 1:
        for rank, kind, _ in FOURS:
            if ranks[0] == rank:
                return kind
        raise IllegalAction("not_a_meld", f"four {ranks[0].noun.lower()}s score nothing: only aces, kings,"
                            " queens and jacks", rank=ranks[0])
    if n == 5 and len(suits) == 1 and ranks == sorted(QUINT_RANKS):
        if trump < 0:
            raise IllegalAction("no_trumps_yet", "no sequence before trumps: the first marriage fixes them",
                                kind=K.SEQUENCE)
        if SUIT_OF[items[0]] == trump:
            return K.SEQUENCE
        if plain:
            return K.PLAIN_SEQUENCE
        raise IllegalAction("not_a_meld", "only the sequence of trumps scores under these rules",
                            kind=K.PLAIN_SEQUENCE)
    raise IllegalAction("not_a_meld", f"{' '.join(words(c) for c in ordered(cards))} make no meld",
                        cards=ordered(cards))


def _pair_words(pair: tuple[int, int]) -> str:
    queen, jack = (ordered(m)[0] for m in pair)
    return f"{words(queen)} with the {words(jack)}"


def refusal(meld: Meld, held: int, hand: int, used: Sequence[int], trump: int, pair: tuple[int, int] | None,
            plain: bool) -> IllegalAction | None:
    """Why ``meld`` may not be declared now (the arguments as for :func:`open_melds`), or
    None when it may."""
    try:
        kind = kind_made(meld.cards, trump, pair, plain)
    except IllegalAction as refused:
        return refused
    if kind is not meld.kind:
        return IllegalAction("wrong_kind", f"these cards make {kind.words}, not {meld.kind.words}",
                             kind=kind, meld=meld.kind)
    if meld.cards & ~held:
        card = ordered(meld.cards & ~held)[0]
        return IllegalAction("not_in_hand", f"you do not hold the {words(card)} (copy {card.copy}) to meld",
                             card=card, melding=True)
    if not meld.cards & hand:
        return IllegalAction("meld_from_hand", "a meld needs at least one card from your hand")
    family = kind.family
    again = meld.cards & used[family]
    if again:
        if again == meld.cards:
            return IllegalAction("same_kind_twice", f"these cards have already scored in {kind.words}",
                                 kind=kind)
        card = ordered(again)[0]
        if family == MARRIAGES:
            return IllegalAction("married_before", f"the {words(card)} has been married before: a second marriage"
                                 " needs a king and a queen never married", card=card)
        if family >= FOUR_ACES:
            return IllegalAction("fresh_four", f"the {words(card)} has already scored in {kind.words}: {kind.words}"
                                 " again needs four cards none of which has", card=card, kind=kind)
        return IllegalAction("same_kind_twice", f"the {words(card)} has already scored in {kind.words}",
                             card=card, kind=kind)
    for above in BARRED[family][1:]:
        down = meld.cards & used[above]
        if down:
            card = ordered(down)[0]
            step = "the sequence" if above == SEQUENCES else "a double bésigue"
            return IllegalAction("no_step_down", f"the {words(card)} scored in {step}: a meld may grow into"
                                 f" {step}, never come down from it", card=card, step=step)
    return None



__all__ = [
    "BESIGUES", "DOUBLES", "FAMILIES", "FOURS", "MARRIAGES", "Meld", "MeldKind", "SEQUENCES", "besigue_pair",
    "kind_made", "open_melds", "refusal",
]
