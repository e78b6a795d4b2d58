"""The rule-of-thumb card play of Mouche, on the fast play state: the heuristic player's
cards, and every seat's in the expert's rollouts, so that its look-ahead plays as the
table it meets.

Each player in wants a trick first (without one it is mouched and pays the basket), then
as many more as it can (each takes a fifth of the basket).  So, from its own hand and the
cards it has seen played only:

- **leading**, cash a master (a card nothing unseen can beat in the suit it counts in),
  the trumps first, the Mistigri before all (it draws the trumps that could beat the
  rest); without one, lead low from a short side suit and keep the trumps for later;
- **following**, the last to play takes the trick as cheaply as it can; earlier, a
  player without a trick yet takes it with a master if it holds one, else with its
  strongest card, and one that has its trick takes it only cheaply and safely; a player
  that cannot take the trick throws its cheapest card (a side card before a trump).

Under ``mistigri_names_trump`` the Mistigri names the suit the rest of the hand is
longest in (the trumps on a tie), so what is left counts as trumps.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.cards import ALL_CARDS, BIT, SUIT_OF, Card, cards_in
from ...engine.mouche.mistigri import MISTIGRI
from ..moves import distinct_moves
from ..rams_play import Settled, after_each
from .play import Move, PlayState, mask_of_cards


def name_for(state: PlayState, hand: int) -> int:
    """The suit the Mistigri names: the rest of ``hand`` longest in it, then strongest."""
    rest = hand & ~BIT[MISTIGRI]
    power = state.power

    def weight(suit: int) -> tuple[int, int, bool]:
        cards = [c for c in cards_in(rest) if SUIT_OF[c] == suit]
        return len(cards), sum(power[c] for c in cards), suit == state.trump

    return max(range(4), key=weight)


def _move(state: PlayState, card: Card, hand: int) -> Move:
    if card == MISTIGRI and state.naming:
        return (card, name_for(state, hand))
    return card


def quick_card(state: PlayState, pack: int) -> Move:
    """The rule-of-thumb move of the seat to act, from its own hand and the cards played
    (and those lying face up, ``state.visible``); ``pack``: the deal's cards as a mask."""
    legal = state.legal_mask()
    me = state.to_act
    hand = state.hands[me]
    if legal & (legal - 1) == 0:
        return _move(state, ALL_CARDS[legal.bit_length() - 1], hand)
    unseen = pack & ~(state.played | hand | state.visible)
    stronger, suit_of, trump = state.stronger, state.suit_of, state.trump
    cards = sorted(cards_in(legal), key=state.cheapness.__getitem__)  # cheapest first
    masters = [c for c in cards if not stronger[c] & unseen]
    if state.in_trick == 0:
        trumps = [c for c in masters if suit_of[c] == trump]
        if trumps:
            return _move(state, trumps[-1], hand)
        if masters:
            return _move(state, masters[-1], hand)
        return _move(state, _low_lead(state, cards, hand), hand)
    best = state.best
    assert best is not None
    winners = [c for c in cards if state.beats(c, best)]
    if not winners:
        return _move(state, cards[0], hand)
    if state.in_trick == state.size - 1:
        return _move(state, winners[0], hand)
    safe = [c for c in winners if c in masters and (suit_of[c] == trump or suit_of[c] == suit_of[state.led])]
    if safe:
        return _move(state, safe[0], hand)
    if not state.won[me]:
        return _move(state, winners[-1], hand)
    return _move(state, winners[0], hand)


def _low_lead(state: PlayState, cards: list[Card], hand: int) -> Card:
    """No master: the lowest card of the shortest side suit (to be void of it sooner and
    trump it later), keeping the trumps."""
    suit_of, trump, power = state.suit_of, state.trump, state.power
    side = [c for c in cards if suit_of[c] != trump]
    if not side:
        return cards[0]
    length = [0, 0, 0, 0]
    for c in cards_in(hand):
        length[suit_of[c]] += 1
    return min(side, key=lambda c: (length[suit_of[c]], power[c]))


def roll_out(state: PlayState, pack: int) -> None:
    """Play to the end with every seat playing the rule-of-thumb move."""
    while state.done < 5:
        state.play(quick_card(state, pack))


__all__ = ["name_for", "quick_card", "roll_out"]


def best_reply_values(state: PlayState, payoffs: Any, moves: Sequence[Move], me: int, pack: int) -> dict[Move, Settled]:
    """What the play pays after each of ``moves``, I then playing my best in this world
    and every other seat its rule-of-thumb move (the table the expert meets).  Of my
    cards with no live card between them one is tried (the others' rule of thumb cannot
    tell them apart either), and positions reached again by another order of my cards
    are remembered."""
    table: dict[tuple, Settled] = {}

    def node(s: PlayState) -> Settled:
        while s.done < 5 and s.to_act != me:
            s.play(quick_card(s, pack))
        if s.done == 5:
            return payoffs(s.won)
        key = (*s.hands, *s.won, s.led, s.best, s.best_seat, s.in_trick, s.trump)
        hit = table.get(key)
        if hit is not None:
            return hit
        best: Settled | None = None
        for move in _distinct(s):
            child = s.clone()
            child.play(move)
            v = node(child)
            if best is None or v[me] > best[me]:
                best = v
        assert best is not None
        table[key] = best
        return best

    return after_each(state, moves, node)


def _distinct(s: PlayState) -> list[Move]:
    """The seat to act's moves, one of each run of cards with no live card between them."""
    legal = s.legal_mask()
    if not legal & (legal - 1):
        return s.moves(legal)
    live = 0 if s.best is None else BIT[s.best]
    for h in s.hands:
        live |= h
    top_trump = legal & BIT[MISTIGRI] if s.rules.mistigri else 0  # a trump in clubs' bits: kept apart
    runs = distinct_moves(legal ^ top_trump, live, s.stronger, s.power)
    return s.moves(mask_of_cards(runs) | top_trump)
