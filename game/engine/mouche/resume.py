"""A Mouche deal rebuilt in the middle of its talk from what one seat knows, with the
hidden cards filled in by a guess: where a computer player's look-ahead starts.

A seat cannot replay the deal from its start (it does not know the others' hands, what
they threw, nor the talon's order), but everything public is in its view: who spoke and
how, how many cards each changed, whether the upcard was robbed, the basket and the
waiting mouches, the talon's size.  :func:`resume_talk` builds a :class:`MoucheDeal`
standing exactly there, with the guessed hands, talon, discards and passed hands, so the
rest of the talk, the mouche shown and the payment are the engine's own and no rule of the
talk is copied into the players.  The resumed deal shows the seat exactly its view.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..cards import BIT, Card, mask_of
from ..ledger import Books
from ..phase import Phase
from ..talk import TalkEntry
from ..trickplay import round_the_table
from .basket import TRICKS
from .deal import MoucheDeal
from .mistigri import play_tables
from .rules import HAND_SIZE, mouche_pack


def resume_talk(
    view: Any,
    hands: Sequence[int],
    stock: Sequence[Card],
    discards: Sequence[Card],
    passed: Sequence[int],
) -> MoucheDeal:
    """The deal of ``view`` (a live or frozen Mouche observation taken in the talk) with
    every seat's hand now (``hands``, 0 for a seat that passed), the talon top card first,
    the cards thrown so far (the seat's own among them, and the card a robbing dealer laid
    in the upcard's place) and the hands laid down by those who passed (``passed``, by
    seat, 0 for the others).

    The others' thrown cards in the talk are taken from ``discards`` in order (which of
    them each threw is not known and changes nothing to come).  Books start from the
    view's purses and table; the antes already paid are not listed again, so the deal's
    transfers are those made from here on.  Raises ValueError when the cards do not make
    the pack or do not fit the talk."""
    if view.phase is not Phase.TALK:
        raise ValueError(f"a deal is resumed in its talk, not in phase {view.phase.value}")
    rules, n, me = view.rules, view.players, view.seat
    pack = mouche_pack(n, rules)
    _check_cards(view, pack.mask, hands, stock, discards, passed)
    deal = object.__new__(MoucheDeal)
    deal.rules = rules
    deal.players = n
    deal.dealer = view.dealer
    deal.eldest = (view.dealer + 1) % n
    deal.number = view.number
    deal.order = ()
    deal.pack = pack
    deal.purses_before = tuple(view.purses_before)
    deal.table_before = view.table_before
    deal.books = Books(view.purses, view.table)
    deal.ante_count = 0
    deal.value = view.value
    deal.settle_start = -1
    deal.hands = list(hands)
    deal.dealt = tuple(view.dealt_mask if s == me else (passed[s] or hands[s]) for s in range(n))
    deal.upcard = view.upcard
    deal.trump_on_table = view.trump_on_table
    deal.stock = list(stock)
    deal._init_talk()
    deal.discards = list(discards)
    deal.dead = mask_of_masks(passed)
    deal.status = list(view.status)
    deal._folds = sum(1 for s in view.status if s == "pass")
    deal.talk = _talk(view, discards)
    for entry in deal.talk:
        if entry.word != "rob":
            deal.turns[entry.seat] += 1
    deal.exchanged = list(view.exchanged)
    deal.robbed = view.robbed
    deal.outcome = None
    deal.mouche_shown = None
    deal.mouched = []
    deal.shares = []
    deal.trump_named = None
    deal.table_after = None
    trump = view.upcard.suit
    duty, stronger = play_tables(rules, trump)
    deal._init_play(duty, stronger, TRICKS)
    deal.trump = trump
    deal._next = round_the_table(n)
    deal._in_play = n
    deal.phase = Phase.TALK
    deal.to_act = view.to_act
    return deal


def mask_of_masks(masks: Sequence[int]) -> int:
    out = 0
    for mask in masks:
        out |= mask
    return out


def _talk(view: Any, discards: Sequence[Card]) -> list[TalkEntry]:
    """The talk as the deal keeps it: the seat's own exchanges as it made them, the others'
    with cards from ``discards`` standing for what they threw."""
    me = view.seat
    mine = iter(view.my_exchanges)
    known = mask_of(c for thrown, _ in view.my_exchanges for c in thrown)
    stand_ins = iter(c for c in discards if not known >> c & 1)
    entries = []
    for heard in view.talk:
        seat, word = heard.seat, heard.word
        if word == "pass":
            entries.append(TalkEntry(seat, "pass", heard.forced, circuit=heard.circuit))
            continue
        if word == "rob":
            laid = next(mine)[0] if seat == me else (_next_card(stand_ins),)
            entries.append(TalkEntry(seat, "rob", heard.forced, tuple(laid), (view.upcard,), circuit=heard.circuit))
            continue
        if not heard.changed:
            entries.append(TalkEntry(seat, "play", heard.forced, circuit=heard.circuit))
        elif seat == me:
            thrown, drawn = next(mine)
            entries.append(TalkEntry(seat, "play", heard.forced, tuple(thrown), tuple(drawn), (), len(drawn),
                                     heard.circuit))
        else:
            thrown = tuple(_next_card(stand_ins) for _ in range(heard.changed))
            entries.append(TalkEntry(seat, "play", heard.forced, thrown, (), (), heard.changed, heard.circuit))
    return entries


def _next_card(cards: Any) -> Card:
    card = next(cards, None)
    if card is None:
        raise ValueError("fewer cards thrown than the talk says were thrown")
    return card


def _check_cards(view: Any, pack: int, hands: Sequence[int], stock: Sequence[Card], discards: Sequence[Card],
                 passed: Sequence[int]) -> None:
    """Every card of the pack in exactly one place, each place holding what the view says."""
    n, me = view.players, view.seat
    if len(hands) != n or len(passed) != n:
        raise ValueError(f"{len(hands)} hands and {len(passed)} passed hands for {n} players")
    if hands[me] != view.hand_mask:
        raise ValueError("the seat's own hand is not the one it holds")
    places = list(hands) + list(passed) + [mask_of(stock), mask_of(discards)]
    if view.trump_on_table:
        places.append(BIT[view.upcard])
    seen = 0
    for mask in places:
        if seen & mask:
            raise ValueError("a card is in two places at once")
        seen |= mask
    if seen != pack or len(set(stock)) != len(stock) or len(set(discards)) != len(discards):
        raise ValueError("the cards given do not make the pack")
    if len(stock) != view.stock_size:
        raise ValueError(f"a talon of {len(stock)} cards, not {view.stock_size}")
    if len(discards) != sum(view.exchanged) + (1 if view.robbed else 0):
        raise ValueError(f"{len(discards)} cards thrown, not {sum(view.exchanged) + view.robbed}")
    for seat in range(n):
        out = view.status[seat] == "pass"
        if (passed[seat].bit_count() != HAND_SIZE) if out else (passed[seat] or hands[seat].bit_count() != HAND_SIZE):
            raise ValueError(f"seat {seat}'s cards do not fit its word")


__all__ = ["resume_talk"]
