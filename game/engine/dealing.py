"""Dealing in packets: which seat receives each card of the shuffled pack."""
from __future__ import annotations

from functools import lru_cache
from operator import itemgetter
from typing import Callable, Sequence, TypeVar

T = TypeVar("T")


@lru_cache(maxsize=None)
def deal_plan(players: int, packets: tuple[int, ...]) -> tuple[int, ...]:
    """For each card taken from the top of the pack, the receiver's distance from eldest.

    Packets go round the table from eldest hand; the dealer (distance players-1) is
    served last in each round of packets.  A hand is the packets' sum: each game's rules
    offer only the packets that make its own hand size.
    """
    plan: list[int] = []
    for size in packets:
        for offset in range(players):
            plan.extend([offset] * size)
    return tuple(plan)


@lru_cache(maxsize=None)
def seat_getters(players: int, packets: tuple[int, ...]) -> tuple[Callable[[Sequence[int]], tuple[int, ...]], ...]:
    """For each distance from eldest, a getter of the pack positions that seat receives.

    ``sum(getter(bits))`` is then a hand's bitmask, built at C speed.
    """
    return tuple(itemgetter(*positions) for positions in seat_positions(players, packets))


@lru_cache(maxsize=None)
def seat_positions(players: int, packets: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """For each distance from eldest, the pack positions that seat receives, in order."""
    plan = deal_plan(players, packets)
    return tuple(tuple(i for i, off in enumerate(plan) if off == offset) for offset in range(players))


def dealt_order(hands: Sequence[Sequence[T]], eldest: int, packets: tuple[int, ...]) -> list[T]:
    """The cards dealt in the order they came off the pack, from each seat's hand as it was
    received (what a deal record writes); ValueError when a seat holds too few."""
    players = len(hands)
    taken = [0] * players
    order = []
    for offset in deal_plan(players, packets):
        seat = (eldest + offset) % players
        if taken[seat] >= len(hands[seat]):
            raise ValueError(f"seat {seat} was dealt too few cards")
        order.append(hands[seat][taken[seat]])
        taken[seat] += 1
    return order


def shuffled(cards: tuple, random: "callable") -> list:
    """A Fisher-Yates shuffle driven by ``random()`` floats.

    The standard library's ``shuffle`` is several times slower; this keeps the deal
    reproducible from the session seed on every Python version.
    """
    pack = list(cards)
    for i in range(len(pack) - 1, 0, -1):
        j = int(random() * (i + 1))
        pack[i], pack[j] = pack[j], pack[i]
    return pack
