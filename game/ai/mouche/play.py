"""Mouche's card play as a small, fast search state, and what a played deal pays each seat.

The searches and rollouts step the play many thousands of times a decision;
:class:`PlayState` is the shared search state of the card play
(:class:`game.ai.rams_play.TrickPlay`: the hands of the players in as bitmasks, the trick
in progress and the tricks taken), and asks the engine's own tables (:func:`game.engine.mouche.mistigri.play_tables`: Bête's
duties or heading the trick, the Mistigri as top trump, set aside under
``mistigri_free``) which cards may be played and which beats which, so legality is never
copied.  Under ``mistigri_names_trump`` the Mistigri is played with a suit, and the
tables are those of that suit from then on, as the engine does.

Every seat is valued by its *gain*, as the arena counts it: its purse's change plus
``1/n`` of the table's (a mouche paid is won or shared back later, so each seat owns
``1/n`` of it).  :class:`Payoffs` prices each way the tricks can fall: a fifth of the
basket a trick, the penalty (the engine's own, :func:`game.engine.mouche.basket.penalty`)
for every player in without one; each seat's purse's change beside its gain.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Any, NamedTuple, Sequence

from ...engine.cards import ALL_CARDS, BIT, Card
from ...engine.mouche.basket import TRICKS, penalty
from ...engine.mouche.mistigri import MISTIGRI, play_tables
from ..rams_play import MemoPayoffs, Settled, TrickPlay

#: A move of the search: a card, or (the Mistigri, the suit it names) under mistigri_names_trump.
Move = Any


class _Priced(NamedTuple):
    """Just what the engine's penalty reads of a deal."""

    rules: Any
    value: int
    players: int


class Payoffs(MemoPayoffs):
    """Each seat's gain for each way the five tricks can fall, at a deal played for
    ``value`` (B) by the seats ``in_seats``."""

    def __init__(self, rules: Any, players: int, value: int, in_seats: Sequence[int]) -> None:
        self.n = players
        self.share = value // TRICKS
        self.penalty = penalty(_Priced(rules, value, players))
        self.in_seats = tuple(in_seats)
        self.memo: dict[tuple[int, ...], Settled] = {}

    def _settle(self, won: tuple[int, ...]) -> Settled:
        purse = [0.0] * self.n
        table = -float(self.share * TRICKS)
        for seat in self.in_seats:
            if won[seat]:
                purse[seat] = float(won[seat] * self.share)
            else:
                purse[seat] = -float(self.penalty)
                table += self.penalty
        return Settled.of([p + table / self.n for p in purse], purse)


@lru_cache(maxsize=None)
def power_table(rules: Any) -> tuple[int, ...]:
    """A card's strength within the suit it counts in, the Mistigri above every trump."""
    power = list(rules.ranking.power)
    if rules.mistigri:
        power[MISTIGRI] = 99
    return tuple(power)


@lru_cache(maxsize=None)
def cheapness(rules: Any, trump: int) -> tuple[int, ...]:
    """By card, how dear it is to give up, for a play in ``trump``: a side card before a
    trump, low before high (the rule-of-thumb player's order, worked out once)."""
    suit_of = play_tables(rules, trump)[0].suits[0]
    power = power_table(rules)
    return tuple((suit_of[c] == trump) * 1000 + power[c] for c in range(len(power)))


class PlayState(TrickPlay):
    """The card play from any point (:class:`TrickPlay`), with the Mistigri and the cards
    lying face up."""

    __slots__ = ("rules", "suit_mask", "power", "naming", "visible", "cheapness")

    def __init__(self, rules: Any, hands: Sequence[int], in_seats: Sequence[int], leader: int, trump: int,
                 plays: Sequence[tuple[int, Card]] = (), named: "tuple[int, int] | None" = None,
                 visible: int = 0) -> None:
        """``plays``: every card played so far, in order, from ``leader``'s first lead;
        ``named``: (trick, suit) once the Mistigri has named the trumps; ``visible``: cards
        every seat can see that are in nobody's hand (the upcard still on the table)."""
        self._start(hands, in_seats, leader, TRICKS)
        self.rules = rules
        self.power = power_table(rules)
        self.naming = bool(rules.mistigri_names_trump)
        self._tables(trump)
        self.visible = visible
        for seat, card in plays:
            self.hands[seat] |= BIT[card]  # put back, then play it as the deal did
            self.to_act = seat
            suit = named[1] if named is not None and card == MISTIGRI and self.naming else None
            self.apply(card, suit)

    def _tables(self, trump: int) -> None:
        duty, stronger = play_tables(self.rules, trump)
        self.trump = trump
        self.legal_of = duty.legal
        self.stronger = stronger
        self.suit_of, self.suit_mask = duty.suits
        self.cheapness = cheapness(self.rules, trump)

    def legal_mask(self) -> int:
        return self.legal_of(self.hands[self.to_act], self.led, self.best, self.trump, self.stronger)

    def apply(self, card: Card, suit: int | None = None) -> None:
        """Play ``card`` for the seat to act (trusted: callers offer legal cards); the
        Mistigri under mistigri_names_trump names ``suit`` (the current trump if None)."""
        TrickPlay.apply(self, card)
        if card == MISTIGRI and self.naming:
            self.naming = False
            self._tables(self.trump if suit is None else suit)

    def moves(self, legal: int) -> list[Move]:
        """The moves of a legal mask: its cards, the Mistigri once for each suit it may name."""
        out: list[Move] = []
        while legal:
            bit = legal & -legal
            card = ALL_CARDS[bit.bit_length() - 1]
            legal ^= bit
            if card == MISTIGRI and self.naming:
                out += [(card, suit) for suit in range(4)]
            else:
                out.append(card)
        return out

    def play(self, move: Move) -> None:
        if move.__class__ is tuple:
            self.apply(move[0], move[1])
        else:
            self.apply(move)


def mask_of_cards(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


__all__ = ["Move", "Payoffs", "PlayState", "cheapness", "mask_of_cards", "power_table"]
