"""Mouche's card play as a small, fast search state, what a played deal pays each seat,
and an exact max-n solution of the remaining tricks.

The searches and rollouts step the play many thousands of times a decision; the engine's
deal carries books, records and checks they do not need.  :class:`PlayState` holds only
the hands of the players in as bitmasks, the trick in progress and the tricks taken, and
asks the engine's own tables (:func:`game.engine.mouche.mistigri.play_tables`: Bête's
duties or heading the trick, the Mistigri as top trump, set aside under
``mistigri_free``) which cards may be played and which beats which, so legality is never
copied.  Under ``mistigri_names_trump`` the Mistigri is played with a suit, and the
tables are those of that suit from then on, as the engine does.

Every seat is valued by its *gain*, as the arena counts it: its purse's change plus
``1/n`` of the table's (a mouche paid is won or shared back later, so each seat owns
``1/n`` of it).  :class:`Payoffs` prices each way the tricks can fall: a fifth of the
basket a trick, the penalty (the engine's own, :func:`game.engine.mouche.basket.penalty`)
for every player in without one.
"""
from __future__ import annotations

from typing import Any, NamedTuple, Sequence

from ...engine.cards import ALL_CARDS, BIT, Card
from ...engine.mouche.basket import TRICKS, penalty
from ...engine.mouche.mistigri import MISTIGRI, play_tables
from ..moves import distinct_moves

#: A move of the search: a card, or (the Mistigri, the suit it names) under mistigri_names_trump.
Move = Any


class _Priced(NamedTuple):
    """Just what the engine's penalty reads of a deal."""

    rules: Any
    value: int
    players: int


class Payoffs:
    """Each seat's gain for each way the five tricks can fall, at a deal played for
    ``value`` (B) by the seats ``in_seats``."""

    def __init__(self, rules: Any, players: int, value: int, in_seats: Sequence[int]) -> None:
        self.n = players
        self.share = value // TRICKS
        self.penalty = penalty(_Priced(rules, value, players))
        self.in_seats = tuple(in_seats)
        self.memo: dict[tuple[int, ...], tuple[float, ...]] = {}

    def __call__(self, won: Sequence[int]) -> tuple[float, ...]:
        key = tuple(won)
        hit = self.memo.get(key)
        if hit is None:
            purse = [0.0] * self.n
            table = -float(self.share * TRICKS)
            for seat in self.in_seats:
                if won[seat]:
                    purse[seat] = float(won[seat] * self.share)
                else:
                    purse[seat] = -float(self.penalty)
                    table += self.penalty
            hit = self.memo[key] = tuple(p + table / self.n for p in purse)
        return hit


def power_table(rules: Any) -> tuple[int, ...]:
    """A card's strength within the suit it counts in, the Mistigri above every trump."""
    power = list(rules.ranking.power)
    if rules.mistigri:
        power[MISTIGRI] = 99
    return tuple(power)


class PlayState:
    """The card play from any point: the hands (0 for a seat out of the play), the trick
    in progress, the tricks taken, the cards played."""

    __slots__ = (
        "rules", "hands", "nxt", "size", "trump", "legal_of", "stronger", "suit_of", "suit_mask", "power", "naming",
        "to_act", "led", "best", "best_seat", "in_trick", "won", "done", "played", "visible",
    )

    def __init__(self, rules: Any, hands: Sequence[int], in_seats: Sequence[int], leader: int, trump: int,
                 plays: Sequence[tuple[int, Card]] = (), named: "tuple[int, int] | None" = None,
                 visible: int = 0) -> None:
        """``plays``: every card played so far, in order, from ``leader``'s first lead;
        ``named``: (trick, suit) once the Mistigri has named the trumps; ``visible``: cards
        every seat can see that are in nobody's hand (the upcard still on the table)."""
        seats = sorted(in_seats)
        n = len(hands)
        self.rules = rules
        self.hands = list(hands)
        self.nxt = tuple(next((s for s in seats if s > seat), seats[0]) for seat in range(n))
        self.size = len(seats)
        self.power = power_table(rules)
        self.naming = bool(rules.mistigri_names_trump)
        self._tables(trump)
        self.visible = visible
        self.to_act = leader
        self.led: Card | None = None
        self.best: Card | None = None
        self.best_seat = -1
        self.in_trick = 0
        self.won = [0] * n
        self.done = 0
        self.played = 0
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

    def clone(self) -> "PlayState":
        other = object.__new__(PlayState)
        for name in PlayState.__slots__:
            setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.won = list(self.won)
        return other

    @property
    def is_over(self) -> bool:
        return self.done == TRICKS

    def legal_mask(self) -> int:
        return self.legal_of(self.hands[self.to_act], self.led, self.best, self.trump, self.stronger)

    def beats(self, card: Card, best: Card) -> bool:
        """Whether ``card`` takes the lead of a trick ``best`` is winning."""
        suit_of = self.suit_of
        if suit_of[card] == suit_of[best]:
            return bool(self.stronger[best] >> card & 1)
        return suit_of[card] == self.trump

    def apply(self, card: Card, suit: int | None = None) -> None:
        """Play ``card`` for the seat to act (trusted: callers offer legal cards); the
        Mistigri under mistigri_names_trump names ``suit`` (the current trump if None)."""
        seat = self.to_act
        self.hands[seat] ^= BIT[card]
        self.played |= BIT[card]
        if self.in_trick == 0:
            self.led = self.best = card
            self.best_seat = seat
        elif self.beats(card, self.best):  # type: ignore[arg-type]
            self.best, self.best_seat = card, seat
        self.in_trick += 1
        if self.in_trick < self.size:
            self.to_act = self.nxt[seat]
        else:
            winner = self.best_seat
            self.won[winner] += 1
            self.done += 1
            self.to_act = winner
            self.in_trick = 0
            self.led = self.best = None
            self.best_seat = -1
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

    def cards_left(self) -> int:
        return sum(h.bit_count() for h in self.hands)


def maxn_values(state: PlayState, payoffs: Payoffs, moves: Sequence[Move]) -> dict[Move, tuple[float, ...]]:
    """Every seat's gain after each of ``moves`` for the seat to act, every seat then
    choosing what is best for itself (max-n; ties go to the first move tried).  Cards with
    no live card between them are tried once; positions at trick starts are remembered."""
    table: dict[tuple, tuple[float, ...]] = {}

    def node(s: PlayState) -> tuple[float, ...]:
        if s.done == TRICKS:
            return payoffs(s.won)
        key = None
        if s.in_trick == 0:
            key = (*s.hands, s.to_act, *s.won, s.trump)
            hit = table.get(key)
            if hit is not None:
                return hit
        legal = s.legal_mask()
        if legal & (legal - 1):
            live = 0 if s.best is None else BIT[s.best]
            for h in s.hands:
                live |= h
            top_trump = legal & BIT[MISTIGRI] if s.rules.mistigri else 0  # a trump in clubs' bits: kept apart
            runs = distinct_moves(legal ^ top_trump, live, s.stronger, s.power)
            options = s.moves(mask_of_cards(runs) | top_trump)
        else:
            options = s.moves(legal)
        seat = s.to_act
        top: tuple[float, ...] | None = None
        for move in options:
            child = s.clone()
            child.play(move)
            v = node(child)
            if top is None or v[seat] > top[seat]:
                top = v
        assert top is not None
        if key is not None:
            table[key] = top
        return top

    out = {}
    for move in moves:
        child = state.clone()
        child.play(move)
        out[move] = node(child)
    return out


def mask_of_cards(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


__all__ = ["Move", "Payoffs", "PlayState", "mask_of_cards", "maxn_values", "power_table"]
