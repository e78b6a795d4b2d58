"""Dealing the unseen cards to the places they may lie (hands, stock, talon...), each
place holding as many as it must: the core of the games' samplers.

``cards[k]`` may go to the places ``allowed[k]`` (indices into ``capacity``); the cards
come most constrained first, so a random draw rarely runs out of room.
:class:`Placing` sets these out from a seat's knowledge of where each card may be.
"""
from __future__ import annotations

import math
from typing import Any, Callable, Sequence

from ..engine.cards import cards_in


class Placing:
    """The unseen cards and the places with room for them, from a seat's knowledge: its
    ``capacity`` (how many cards each place still holds), ``unseen`` (a mask) and
    ``allowed`` (the places each card may be).  ``places`` are those with room, in the
    knowledge's order; ``capacity`` and ``allowed`` are indices into them."""

    def __init__(self, know: Any) -> None:
        places = [p for p, room in know.capacity.items() if room > 0]
        self.places = places
        index = {p: i for i, p in enumerate(places)}
        self.capacity = [know.capacity[p] for p in places]
        cards = cards_in(know.unseen)
        for c in cards:
            if not know.allowed[c]:
                raise ValueError(f"the {c} can be nowhere: what was seen does not hang together")
        self.cards = sorted(cards, key=lambda c: (len(know.allowed[c]), int(c)))
        self.allowed = [[index[p] for p in know.allowed[c]] for c in self.cards]

    def draw(self, rand: Callable[[], float]) -> tuple[list[int], float] | None:
        """A random placement and its log weight (:func:`draw_places`); None at a dead end."""
        return draw_places(self.cards, self.allowed, self.capacity, rand)

    def search(self) -> list[int]:
        """Any placement (:func:`search_places`)."""
        return search_places(self.cards, self.allowed, self.capacity)


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
