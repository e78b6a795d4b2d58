"""Payment from a pot played for trick by trick, as the Rams-family games pay (Bestia's
pool, Mouche's basket): each trick takes a share of the pot in whole jetons, the
remainder staying; a player who was in and took no trick pays a penalty; and a lone
player left in takes the whole pot unplayed.

Each game names the pot, the penalty and the reasons it writes; these functions make the
transfers in the books and say who got or paid what, in order.
"""
from __future__ import annotations

from typing import Callable, Sequence

from .ledger import Books


def take_unplayed(books: Books, pot: str, seat: int, why: str) -> int:
    """The lone player in takes the whole ``pot`` without a card played; returns the amount."""
    amount = books.pots[pot]
    if amount:
        books.pay(pot, seat, amount, why)
    return amount


def share_by_tricks(
    books: Books, pot: str, winners: Sequence[int], reasons: Sequence[str]
) -> list[tuple[int, int, int]]:
    """Each trick (``winners[i]`` won trick i, from 0) takes floor(pot / tricks in the deal)
    from the pot, ``reasons[i]`` saying why (one reason a trick of the deal); the remainder
    stays.  Returns (seat, jetons, trick) for every trick, a share of nought included (no
    transfer of nought is made)."""
    share = books.pots[pot] // len(reasons)
    paid = []
    for trick, seat in enumerate(winners):
        if share:
            books.pay(pot, seat, share, reasons[trick])
        paid.append((seat, share, trick))
    return paid


def no_trick_pays(
    books: Books, seats: Sequence[int], tricks_won: Sequence[int], amount: Callable[[int], int], target: str,
    why: Callable[[int], str],
) -> list[tuple[int, int]]:
    """Each of ``seats`` (in the order given) that took no trick pays ``amount(seat)`` into
    ``target``.  Returns (seat, jetons) for each, a penalty of nought included."""
    paid = []
    for seat in seats:
        if tricks_won[seat]:
            continue
        jetons = amount(seat)
        paid.append((seat, jetons))
        if jetons:
            books.pay(seat, target, jetons, why(seat))
    return paid


__all__ = ["no_trick_pays", "share_by_tricks", "take_unplayed"]
