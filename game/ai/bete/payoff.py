"""What a seat gains from a deal's settlement: the measure every computer player maximises
and the arena scores.

A seat's **gain** is the jetons its purse receives at the settlement (the game, the fiches
and the bête at stake, the waiting bêtes of a vole, the vole and dévole jetons, the contre
doubling, the King) plus its ``1/n`` share of whatever the settlement put on or took off
the table.  The share is there because a pot is nobody's loss: a bête paid into the queue
is won later by whoever wins a deal, and whatever is left at the end of the session is
shared back equally, so by symmetry each seat owns ``1/n`` of the table.  Counting it makes
each deal constant-sum (gains add up to nought), and gives the defenders their real
stake: the declarer's win takes ``V/n`` from each of them, the declarer's bête gives them
``V/n`` each.  Without it a defender would be indifferent to the outcome.

Antes and the Curieuse stake are paid before anyone decides anything, so they are left
out: they do not depend on the players' choices.  What the settlement can move depends on
who holds the King and the Triolet, so the expert works its stakes out in each world it
guesses (:func:`stakes_in`).
"""
from __future__ import annotations

from typing import Any, Callable, NamedTuple, Sequence

from ...engine.bete.deal import TRICKS
from ...engine.bete.frozen import Seen
from ...engine.bete.scoring import bete_outcome
from ...engine.cards import RANK_OF, Card

#: The declarer's outcomes of a deal without contre, worst first: a solver searches on
#: the index (the declarer maximises it, the defenders minimise it).
CLASSES = ("devole", "bete", "null", "win", "vole")
CLASS_INDEX = {name: i for i, name in enumerate(CLASSES)}


class Stakes(NamedTuple):
    """What the settlement of one deal can move, as known while it is played."""

    players: int
    value: int  # V: the game, the fiches at stake and the bête at stake
    waiting: int = 0  # the bêtes queued behind the one at stake (a vole takes them)
    king: int = 0  # the King pot
    king_holder: int | None = None  # the seat dealt the King of trumps, if any
    beast: bool = False  # Cotton's Beast: the Play and the Triolet instead of V
    play: int = 0
    triolet: int = 0
    triolet_holder: int | None = None


def purse_changes(stakes: Stakes, declarer: int | None, contre: int | None, outcome: str) -> list[int]:
    """Each purse's change at a Bête settlement (shared/spec/bete-rules.md, Settlement)."""
    n, v = stakes.players, stakes.value
    delta = [0] * n
    losers: tuple[int, ...] = ()
    if outcome in ("win", "vole"):
        delta[declarer] += v
        if outcome == "vole":
            delta[declarer] += stakes.waiting + n - 1
            for seat in range(n):
                if seat != declarer:
                    delta[seat] -= 1
        if contre is not None:
            delta[contre] -= 2 * v
            losers = (contre,)
    elif outcome == "contre_win":
        delta[contre] += 2 * v
        delta[declarer] -= v
        losers = (declarer,)
    elif outcome == "contre_lost":
        delta[declarer] -= v
        delta[contre] -= 2 * v
        losers = (declarer, contre)
    elif outcome in ("bete", "devole"):
        delta[declarer] -= v
        if outcome == "devole":
            delta[declarer] -= n - 1
            for seat in range(n):
                if seat != declarer:
                    delta[seat] += 1
        losers = (declarer,)
    holder = stakes.king_holder
    if holder is not None and holder not in losers:
        delta[holder] += stakes.king
    return delta


def beast_purse_changes(stakes: Stakes, tricks_won: Sequence[int]) -> list[int]:
    """Cotton's Beast: most tricks sweeps the Play, the King and the Triolet go to their holders."""
    delta = [0] * stakes.players
    most = max(tricks_won)
    leaders = [s for s, t in enumerate(tricks_won) if t == most]
    if len(leaders) == 1:
        delta[leaders[0]] += stakes.play
    if stakes.king_holder is not None:
        delta[stakes.king_holder] += stakes.king
    if stakes.triolet_holder is not None:
        delta[stakes.triolet_holder] += stakes.triolet
    return delta


def shares(delta: Sequence[int]) -> tuple[float, ...]:
    """Gains from purse changes: each seat also owns 1/n of what the table gained."""
    table = -sum(delta) / len(delta)
    return tuple(d + table for d in delta)


def gains(
    stakes: Stakes, declarer: int | None, contre: int | None, tricks_won: Sequence[int], winners: Sequence[int]
) -> tuple[float, ...]:
    """Every seat's gain once the tricks are played (or the deal thrown in: no declarer)."""
    if stakes.beast:
        return shares(beast_purse_changes(stakes, tricks_won))
    if declarer is None:
        return shares(purse_changes(stakes, None, None, "thrown_in"))
    return shares(purse_changes(stakes, declarer, contre, bete_outcome(declarer, contre, list(tricks_won), list(winners))))


def class_gains(stakes: Stakes, declarer: int) -> tuple[tuple[float, ...], ...]:
    """The gain vector of each of the declarer's outcomes (``CLASSES`` order), no contre."""
    return tuple(shares(purse_changes(stakes, declarer, None, name)) for name in CLASSES)


def declarer_class(declarer: int, tricks_won: Sequence[int], first_two: bool) -> int:
    """The index in ``CLASSES`` of a finished deal without contre.

    ``first_two``: the declarer took tricks 1 and 2.
    """
    taken = tricks_won[declarer]
    others = max(t for s, t in enumerate(tricks_won) if s != declarer)
    if taken >= 3 or (taken == 2 and first_two and others < 3):
        return 4 if taken == TRICKS else 3
    if taken == others:
        return 2
    return 0 if taken == 0 else 1


def stakes_in(seen: Seen, world: Any) -> Stakes:
    """What the settlement can move, in ``world`` (a guess at the deal: its ``dealt``
    hands name the King's and the Triolet's holders)."""
    table = seen.table
    king = Card.of(seen.rules.ranking.top, seen.trump)
    holder = next((s for s, hand in enumerate(world.dealt) if hand >> king & 1), None)
    beast = seen.rules.beast_heaps
    return Stakes(
        seen.players, seen.value, sum(table.betes[1:]), table.king, holder, beast, table.play, table.triolet,
        triolet_seat(world.dealt, seen.rules.ranking.power) if beast else None,
    )


def triolet_seat(dealt: Sequence[int], power: tuple[int, ...]) -> int | None:
    """The seat dealt three cards of one rank (the highest such rank if two)."""
    best: tuple[int, int] | None = None
    for seat, hand in enumerate(dealt):
        counts: dict[int, list[int]] = {}
        mask = hand
        while mask:
            bit = mask & -mask
            card = bit.bit_length() - 1
            counts.setdefault(RANK_OF[card], []).append(card)
            mask ^= bit
        for cards in counts.values():
            if len(cards) >= 3 and (best is None or power[cards[0]] > best[1]):
                best = (seat, power[cards[0]])
    return None if best is None else best[0]


def ahead(gain: float) -> float:
    """1.0 if a gain leaves the seat better off than before (the chance the hint shows:
    "you come out ahead"), else 0.0: the same measure for a call, a declarer's card, a
    defender's and a contre player's."""
    return 1.0 if gain > 1e-9 else 0.0


def evaluator(seen: Seen, stakes: Stakes) -> Callable[[Sequence[int], Sequence[int]], tuple[float, ...]]:
    """Every seat's gain once the play is over (tricks won, trick winners)."""
    declarer, contre = seen.declarer, seen.contre

    def evaluate(tricks_won: Sequence[int], winners: Sequence[int]) -> tuple[float, ...]:
        return gains(stakes, declarer, contre, tricks_won, winners)

    return evaluate


__all__ = [
    "CLASSES", "CLASS_INDEX", "Stakes", "ahead", "beast_purse_changes", "class_gains", "declarer_class",
    "evaluator", "gains", "purse_changes", "shares", "stakes_in", "triolet_seat",
]
