"""Bestia's card play as a small, fast search state, what a finished play pays, a quick
rule-of-thumb player for rollouts, and an exact max-n solution of the remaining tricks.

The searches step the play millions of times; :class:`PlayState` is the shared search
state of the card play (:class:`game.ai.rams_play.TrickPlay`: the hands of the seats in
play as bitmasks, the trick in progress and the tricks taken), and asks the engine's duty
(:mod:`game.engine.tricks`, Bestia's follow-and-head) which cards may be played and
:func:`game.engine.tricks.must_lead` for the lead restrictions, so legality is never
copied.  What a play pays is worked out by the engine's own settlement
(:func:`game.engine.bestia.payment.settle`) once for each way the tricks can fall
(:class:`Payoffs`), so the variants (winner takes all, un perdere, the opening three-card
deals) are paid exactly as the table pays them.

Every seat is valued by its *gain*: its purse's change plus ``1/n`` of the pool's change
(what goes into the pool is shared by the deals to come; the arena counts it so), plus,
for a knocker whose ante next deal changes, ``(n-1)/n`` of the difference.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.bestia.payment import settle
from ...engine.cards import ALL_CARDS, BIT, Card, SUIT_MASK, SUIT_OF, cards_in
from ...engine.ledger import Books
from ...engine.packs import BRISCOLA, ITALIAN_40
from ...engine.table import Table
from ...engine.tricks import beats, must_lead
from ..moves import distinct_moves
from ..rams_play import MemoPayoffs, Settled, TrickPlay, after_each

STRONGER, POWER = BRISCOLA.stronger, BRISCOLA.power


class _Settling:
    """Just what the engine's settlement reads and writes of a deal."""

    def __init__(self, rules: Any, form: str, tricks: int, in_seats: Sequence[int], knocker: int | None,
                 books: Books, won: Sequence[int], antes: Sequence[int]) -> None:
        self.rules, self.form, self._tricks, self.in_seats, self.knocker = rules, form, tricks, tuple(in_seats), knocker
        self.books = books
        self.tricks_won = list(won)
        self.trick_winners = [s for s, count in enumerate(won) for _ in range(count)]
        self._antes = antes
        self.shares: list = []
        self.in_bestia: list = []
        self.outcome = self.pool_before_shares = self.table_after = None
        self.bestia_at = -1
        self.knocker_failed = False

    def antes_paid(self) -> list[int]:
        return list(self._antes)


class Payoffs(MemoPayoffs):
    """Each seat's gain for each way the tricks can fall, from the engine's settlement.

    ``purses`` and ``pool`` are those at the start of the play; gains are counted from
    ``base_purses`` and ``base_pool`` (the decision's moment, which may be earlier: a
    stake paid to play is then part of the gain)."""

    def __init__(self, rules: Any, form: str, players: int, tricks: int, in_seats: Sequence[int],
                 knocker: int | None, purses: Sequence[int], pool: int, base_purses: Sequence[int],
                 base_pool: int, antes: Sequence[int]) -> None:
        self.args = (rules, form, tricks, tuple(in_seats), knocker)
        self.n = players
        self.purses, self.pool = tuple(purses), pool
        self.base_purses, self.base_pool = tuple(base_purses), base_pool
        self.antes = tuple(antes)
        self.memo: dict[tuple[int, ...], Settled] = {}

    def _settle(self, won: tuple[int, ...]) -> Settled:
        rules, form, tricks, in_seats, knocker = self.args
        n = self.n
        books = Books(self.purses, Table(pool=self.pool))
        settle(_Settling(rules, form, tricks, in_seats, knocker, books, won, self.antes))  # type: ignore[arg-type]
        table = (books.pool - self.base_pool) / n
        purses = [after - before for after, before in zip(books.purses, self.base_purses)]
        gains = [purse + table for purse in purses]
        for pending in books.pending_antes:
            gains[pending.seat] += (rules.ante - pending.jetons) * (n - 1) / n
        return Settled.of(gains, purses)


class PlayState(TrickPlay):
    """The card play from any point (:class:`TrickPlay`), with Bestia's lead restrictions."""

    __slots__ = ("lead_ace", "lead_top", "on_table")

    def __init__(self, rules: Any, hands: Sequence[int], in_seats: Sequence[int], leader: int, trump: int,
                 tricks: int, plays: Sequence[tuple[int, Card]] = (), on_table: int = 0) -> None:
        """``plays``: every card played so far, in order, from ``leader``'s first lead;
        ``on_table``: the trump card as a bit while it lies face up (not out for the lead
        restrictions)."""
        self._start(hands, in_seats, leader, tricks)
        self.trump = trump
        self.legal_of = rules.duty.legal
        self.stronger, self.suit_of = STRONGER, SUIT_OF
        self.lead_ace, self.lead_top = rules.lead_trump_ace, rules.lead_top_trump
        self.on_table = on_table
        for seat, card in plays:
            self.hands[seat] |= BIT[card]  # put back, then play it as the deal did
            self.to_act = seat
            self.apply(card)

    def legal_mask(self) -> int:
        hand = self.hands[self.to_act]
        if self.in_trick == 0 and (self.lead_ace or self.lead_top):
            forced = self.forced_lead(hand, self.played)
            if forced is not None:
                return BIT[forced]
        return self.legal_of(hand, self.led, self.best, self.trump, STRONGER)

    def forced_lead(self, hand: int, played: int) -> Card | None:
        out = ITALIAN_40.mask & ~played & ~self.on_table
        return must_lead(hand, self.trump, BRISCOLA, out, self.done == 0, self.lead_ace, self.lead_top)


# ---------------------------------------------------------------------- the quick player
def cheapest(mask: int, trump: int) -> Card:
    """The card of ``mask`` that costs least to give up: a side card before a trump, low before high."""
    side = mask & ~SUIT_MASK[trump]
    return min(cards_in(side or mask), key=POWER.__getitem__)


def dearest(mask: int, trump: int) -> Card:
    trumps = mask & SUIT_MASK[trump]
    return max(cards_in(trumps or mask), key=POWER.__getitem__)


def quick_card(state: PlayState, losing: bool) -> Card:
    """The rule-of-thumb card (the heuristic player's play, on bitmasks): from its own hand
    and what has been played only.  ``losing``: un perdere, where tricks are to be avoided."""
    legal = state.legal_mask()
    if legal & (legal - 1) == 0:
        return ALL_CARDS[legal.bit_length() - 1]
    trump = state.trump
    if state.in_trick == 0:
        if losing:
            return cheapest(legal, trump)
        hand = state.hands[state.to_act]
        unseen = ~(state.played | hand | state.on_table)
        masters = 0
        for card in cards_in(legal):
            if not STRONGER[card] & unseen:
                masters |= BIT[card]
        if masters & SUIT_MASK[trump]:
            return dearest(masters & SUIT_MASK[trump], trump)
        if masters:
            return max(cards_in(masters), key=POWER.__getitem__)
        return cheapest(legal, trump)
    best = state.best
    assert best is not None
    winners = 0
    for card in cards_in(legal):
        if beats(card, best, trump, STRONGER):
            winners |= BIT[card]
    if losing:
        losers = legal & ~winners
        return max(cards_in(losers), key=POWER.__getitem__) if losers else dearest(legal, trump)
    if not winners:
        return cheapest(legal, trump)
    if state.in_trick == state.size - 1 or state.won[state.to_act]:
        return min(cards_in(winners), key=lambda c: (SUIT_OF[c] == trump, POWER[c]))
    return max(cards_in(winners), key=lambda c: (SUIT_OF[c] == trump, POWER[c]))


def roll_out(state: PlayState, losing: bool) -> None:
    """Play to the end with every seat playing the quick card."""
    while not state.is_over:
        state.apply(quick_card(state, losing))


# ---------------------------------------------------------------------- exact search
def maxn_values(state: PlayState, payoffs: Payoffs, moves: Sequence[Card]) -> dict[Card, tuple[float, ...]]:
    """Every seat's gain after each of ``moves`` for the seat to act, every seat then
    choosing what is best for itself (max-n; ties go to the first card tried).  Cards
    with no live card between them are tried once; positions at trick starts are
    remembered."""
    table: dict[tuple, tuple[float, ...]] = {}
    legal_of, trump, tricks, nxt, size = state.legal_of, state.trump, state.tricks, state.nxt, state.size
    leads = state.lead_ace or state.lead_top

    def node(hands: list[int], seat: int, k: int, led: Card | None, best: Card | None, best_seat: int,
             won: list[int], done: int, played: int) -> tuple[float, ...]:
        if k == 0:
            if done == tricks:
                return payoffs(won)
            key = (*hands, seat, *won)
            hit = table.get(key)
            if hit is not None:
                return hit
        hand = hands[seat]
        legal = 0
        if k == 0 and leads:
            forced = state.forced_lead(hand, played)
            if forced is not None:
                legal = BIT[forced]
        if not legal:
            legal = legal_of(hand, led, best, trump, STRONGER)
        if legal & (legal - 1):
            live = 0 if best is None else BIT[best]
            for h in hands:
                live |= h
            options = distinct_moves(legal, live, STRONGER, POWER)
        else:
            options = (ALL_CARDS[legal.bit_length() - 1],)
        top: tuple[float, ...] | None = None
        for card in options:
            hands[seat] = hand ^ BIT[card]
            if k == 0:
                n_best, n_seat = card, seat
            elif SUIT_OF[card] == SUIT_OF[best]:
                n_best, n_seat = (card, seat) if STRONGER[best] >> card & 1 else (best, best_seat)
            elif SUIT_OF[card] == trump:
                n_best, n_seat = card, seat
            else:
                n_best, n_seat = best, best_seat
            if k + 1 < size:
                v = node(hands, nxt[seat], k + 1, led if k else card, n_best, n_seat, won, done, played | BIT[card])
            else:
                won[n_seat] += 1
                v = node(hands, n_seat, 0, None, None, -1, won, done + 1, played | BIT[card])
                won[n_seat] -= 1
            hands[seat] = hand
            if top is None or v[seat] > top[seat]:
                top = v
        assert top is not None
        if k == 0:
            table[(*hands, seat, *won)] = top
        return top

    return after_each(state, moves, lambda child: node(child.hands, child.to_act, child.in_trick, child.led,
                                                       child.best, child.best_seat, child.won, child.done,
                                                       child.played))


__all__ = ["PlayState", "Payoffs", "cheapest", "maxn_values", "quick_card", "roll_out"]
