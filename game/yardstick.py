"""The bench's yardsticks (:mod:`.bench`): the work of a deal done bare, on plain ints and
lists, to measure how fast this interpreter is rather than how fast the engine is.

:func:`bare_deal` is the fair one: the same steps as one of the engine's deals, without
its objects, checks, records or events — shuffle the pack, take the antes, a round of
calls, the tricks played under Bête's duty (follow, else trump, overtrump a trumped
trick) with uniformly random legal cards, and the settlement of the pot.
:func:`card_play` is the old one, the card play alone from one fixed deal.

Cards are numbered 0..pack-1, the suit in the low two bits and the rank above them, so a
higher number of the same suit is a higher card and a hand is a bitmask.
"""
from __future__ import annotations

import random as _random
from typing import Callable

Step = Callable[[], None]


def _suit_masks(pack: int) -> list[int]:
    return [sum(1 << c for c in range(pack) if c & 3 == suit) for suit in range(4)]


def _play_trick(hands: list[int], seat: int, players: int, trump: int, masks: list[int],
                rnd: Callable[[], float]) -> int:
    """One trick under Bête's duty, from ``seat``; the seat that takes it."""
    trump_mask = masks[trump]
    led = best = best_seat = -1
    for k in range(players):
        hand = hands[seat]
        if k == 0:
            legal = hand
        else:
            legal = hand & masks[led & 3]
            if not legal:
                trumps = hand & trump_mask
                if best & 3 == trump:
                    trumps &= ~((2 << best) - 1)
                legal = trumps or hand
        for _ in range(int(rnd() * legal.bit_count())):
            legal &= legal - 1
        bit = legal & -legal
        card = bit.bit_length() - 1
        hands[seat] = hand ^ bit
        if k == 0:
            led = best = card
            best_seat = seat
        elif (card & 3 == best & 3 and card > best) or (card & 3 == trump and best & 3 != trump):
            best, best_seat = card, seat
        seat = seat + 1 if seat + 1 < players else 0
    return best_seat


def bare_deal(players: int, pack: int, tricks: int, rnd: Callable[[], float]) -> Step:
    """One bare deal a call, the dealer passing round the table: ``pack`` cards shuffled,
    an ante a seat, ``tricks`` cards each and a turned trump, a round of calls (the first
    seat to draw under one half plays, else the dealer), ``tricks`` tricks, and the pot
    paid to a player who took the most tricks, or doubled by one who did not."""
    tricks = min(tricks, (pack - 1) // players)
    masks = _suit_masks(pack)
    cards = list(range(pack))
    purses = [100] * players
    state = [0, 0]  # the dealer, the pot

    def step() -> None:
        order = cards[:]
        for i in range(pack - 1, 0, -1):
            j = int(rnd() * (i + 1))
            order[i], order[j] = order[j], order[i]
        dealer, pot = state
        for seat in range(players):
            purses[seat] -= 1
            pot += 1
        hands = [0] * players
        for i in range(players * tricks):
            hands[i % players] |= 1 << order[i]
        trump = order[players * tricks] & 3
        eldest = dealer + 1 if dealer + 1 < players else 0
        declarer = dealer
        seat = eldest
        for _ in range(players):
            if rnd() < 0.5:
                declarer = seat
                break
            seat = seat + 1 if seat + 1 < players else 0
        won = [0] * players
        seat = eldest
        for _ in range(tricks):
            seat = _play_trick(hands, seat, players, trump, masks, rnd)
            won[seat] += 1
        if all(won[declarer] > won[s] for s in range(players) if s != declarer):
            purses[declarer] += pot
            pot = 0
        else:
            purses[declarer] -= pot
            pot += pot
        state[0], state[1] = eldest, pot if pot < 10_000 else 0

    return step


def card_play(players: int, rnd: Callable[[], float]) -> Step:
    """The old yardstick: five tricks from one fixed deal of a 36-card pack, trump spades,
    ranks in bit order; nothing shuffled, anted, called or settled."""
    suit_mask = [0x1FF << (9 * s) for s in range(4)]
    trump_mask = suit_mask[0]
    cards = list(range(36))
    _random.Random(5).shuffle(cards)

    def step() -> None:
        hands = [0] * players
        for i in range(players * 5):
            hands[i % players] |= 1 << cards[(i * 7) % 36]
        seat = 0
        for _trick in range(5):
            led = best = 0
            best_seat = seat
            for k in range(players):
                hand = hands[seat]
                legal = hand if k == 0 else (hand & suit_mask[led // 9]) or (
                    (hand & trump_mask & ~((2 << best) - 1) if best < 9 else hand & trump_mask) or hand)
                for _ in range(int(rnd() * legal.bit_count())):
                    legal &= legal - 1
                bit = legal & -legal
                card = bit.bit_length() - 1
                hands[seat] = hand ^ bit
                if k == 0:
                    led = best = card
                    best_seat = seat
                elif (card // 9 == best // 9 and card > best) or (card < 9 <= best):
                    best, best_seat = card, seat
                seat = seat + 1 if seat + 1 < players else 0
            seat = best_seat

    return step


__all__ = ["bare_deal", "card_play"]
