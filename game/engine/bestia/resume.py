"""A Bestia deal rebuilt in the middle of its talk from what one seat knows, with the
hidden cards filled in by a guess: where a computer player's look-ahead starts.

A seat cannot replay the deal from its start (it does not know the others' discards,
nor the seed that shuffles the discards into a new stock), but everything public is in
its view: who spoke and how, the circuit, the pool, the sizes of the stock and of the
discards.  :func:`resume_talk` builds a :class:`BestiaDeal` standing exactly there, with
the guessed hands, stock, discards, trump card and buco, so that the rest of the talk is
played by the engine itself and no rule of the talk is copied into the players.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..cards import Card, mask_of
from ..ledger import Books
from ..packs import BRISCOLA
from ..phase import Phase
from ..table import Table
from ..trickplay import round_the_table
from .deal import BestiaDeal

TALK_PHASES = (Phase.ROB, Phase.ROB_DISCARD, Phase.TALK)


def resume_talk(
    view: Any,
    hands: Sequence[int],
    stock: Sequence[Card],
    discards: Sequence[Card],
    upcard: Card,
    buco: Sequence[Card] = (),
    seed: int = 0,
) -> BestiaDeal:
    """The deal of ``view`` (a live or frozen Bestia observation taken in the talk) with
    every seat's hand now (``hands``, 0 for a folded seat), the stock top card first, the
    discards waiting to be shuffled into a new stock, the card turned for trump and the
    untaken buco.  ``seed`` draws the shuffles of discards to come.

    Books start from the purses and pool of the view; the antes already paid are not
    listed again, so the deal's transfers are those made from here on."""
    if view.phase not in TALK_PHASES:
        raise ValueError(f"a deal is resumed in its talk, not in phase {view.phase.value}")
    rules, n = view.rules, view.players
    deal = object.__new__(BestiaDeal)
    deal.rules = rules
    deal.players = n
    deal.dealer = view.dealer
    deal.eldest = (view.dealer + 1) % n
    deal.number = view.number
    deal.order = ()
    deal.purses_before = tuple(view.purses_before)
    deal.table_before = view.table_before
    deal.seed = seed
    deal.books = Books(view.purses, Table(pool=view.pool, pending_antes=view.table.pending_antes))
    deal.ante_count = 0
    deal.form = view.form
    deal.hand_size = size = view.hand_size
    deal.packets = tuple(() for _ in range(n))
    deal.upcard = upcard
    deal.trump_on_table = view.trump_on_table
    deal.trump_shown = view.trump_card is not None
    deal.buco = tuple(buco)
    deal.buco_taker = view.buco_taker
    deal.stock = list(stock)
    deal.discards = list(discards)
    deal.dead = 0
    deal.phase = view.phase
    deal.status = list(view.status)
    deal._folds = sum(1 for s in view.status if s == "fold")
    deal.turns = list(view.turns)
    deal.terzo_pending = _terzo_pending(view)
    deal.circuit = view.circuit
    deal.knocker = view.knocker
    deal.robbed = view.robbed
    deal.talk = []
    deal.exchanged = list(view.exchanged)
    deal.reshuffles = 0
    deal.in_seats = ()
    deal.leader = None
    deal.outcome = None
    deal.stake_end = deal.settle_start = deal.bestia_at = -1
    deal.in_bestia = []
    deal.shares = []
    deal.pool_before_shares = None
    deal.table_after = None
    deal.knocker_failed = False
    deal.hands = list(hands)
    deal.dealt = tuple(hands)
    deal._init_play(rules.duty, BRISCOLA.stronger, size)
    deal.trump = upcard.suit
    deal._next = round_the_table(n)
    deal._in_play = n
    deal.to_act = view.to_act
    if mask_of(stock) & mask_of(discards) or any(h & (mask_of(stock) | mask_of(discards)) for h in hands):
        raise ValueError("a card is in two places at once")
    return deal


def _terzo_pending(view: Any) -> list[int]:
    """Who said terzo se devo and has not spoken since, in the order they said it; the seat
    whose turn it is has come to its next turn and is no longer waiting on the others (the
    deal took it off the list as its turn came), so it speaks as it likes."""
    order = [t.seat for t in view.talk if t.word == "terzo"]
    return [seat for seat in order if view.status[seat] == "terzo" and seat != view.to_act]


__all__ = ["TALK_PHASES", "resume_talk"]
