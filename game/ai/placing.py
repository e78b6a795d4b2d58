"""Dealing the unseen cards to the places they may lie (hands, stock, talon...), each
place holding as many as it must: the core of both games' samplers.

``cards[k]`` may go to the places ``allowed[k]`` (indices into ``capacity``); the cards
come most constrained first, so a random draw rarely runs out of room.
"""
from __future__ import annotations

import math
from typing import Callable, Sequence


def draw_places(cards: Sequence[int], allowed: Sequence[Sequence[int]], capacity: Sequence[int],
                rand: Callable[[], float]) -> tuple[list[int], float] | None:
    """A random placement as bitmasks per place, with the log of its proposal weight (the
    importance weight corrects for the order of drawing); None when a card finds no room."""
    room = list(capacity)
    held = [0] * len(room)
    log_weight = 0.0
    for card, places in zip(cards, allowed):
        total = 0
        for i in places:
            total += room[i]
        if total == 0:
            return None
        log_weight += math.log(total)
        pick = rand() * total
        for i in places:
            pick -= room[i]
            if pick < 0 and room[i]:
                break
        else:
            i = next(i for i in reversed(places) if room[i])
        room[i] -= 1
        held[i] |= 1 << card
    return held, log_weight


def search_places(cards: Sequence[int], allowed: Sequence[Sequence[int]], capacity: Sequence[int]) -> list[int]:
    """Any placement, depth first: for when random draws keep running out of room."""
    room = list(capacity)
    held = [0] * len(room)

    def place(k: int) -> bool:
        if k == len(cards):
            return True
        for i in allowed[k]:
            if room[i]:
                room[i] -= 1
                held[i] |= 1 << cards[k]
                if place(k + 1):
                    return True
                room[i] += 1
                held[i] ^= 1 << cards[k]
        return False

    if not place(0):
        raise ValueError("no deal of the hidden cards fits what was seen")
    return held
