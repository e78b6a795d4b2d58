"""How many tricks a five-card hand is worth as declarer: the heuristic's count of trumps
and high cards, also the expert's model of what the other seats' calls say.

Each card is rated by how many unseen cards of its suit outrank it (its *rank to go*):
a trump no unseen card beats is a sure trick; a side master (a King, or an Ace with
``ace_high``) takes a trick unless it is trumped, which grows likelier the more players
there are; length in trumps adds tricks, and a void with trumps in hand lets one ruff.
The figures were set against simulated deals (a declarer's tricks under heuristic play).
"""
from __future__ import annotations

import math
from typing import Iterable

from ...engine.cards import SUIT_MASK, SUIT_OF, cards_in

_TRUMP_BY_RANK = (1.0, 0.72, 0.5, 0.34, 0.24)
_SIDE_BY_RANK = (0.75, 0.3)


def expected_tricks(hand: int, trump: int, stronger: tuple[int, ...], outside: int, players: int) -> float:
    """The tricks ``hand`` may take as declarer; ``outside`` are the cards that could
    be anywhere else (not in the hand, not turned face up)."""
    tricks = 0.0
    trumps = hand & SUIT_MASK[trump]
    count = trumps.bit_count()
    crowd = 4.0 / players
    for card in cards_in(hand):
        to_go = (stronger[card] & outside).bit_count()
        if SUIT_OF[card] == trump:
            tricks += _TRUMP_BY_RANK[to_go] if to_go < len(_TRUMP_BY_RANK) else 0.16
        elif to_go < len(_SIDE_BY_RANK):
            tricks += _SIDE_BY_RANK[to_go] * crowd
    if count > 2:
        tricks += 0.3 * (count - 2)
    if count >= 2:
        for suit in range(4):
            if suit != trump and not hand & SUIT_MASK[suit]:
                tricks += 0.2
    return tricks




#: Tricks at which saying play wins as often as it makes the bête (heuristic play, 3-7
#: players alike), and how quickly the chance of winning grows around it.
PLAY_POINT = 2.4
PLAY_SLOPE = 2.8
#: A contre answers a declarer who is already strong: only a hand well above it dares.
CONTRE_POINT = 3.2


def win_chance(tricks: float) -> float:
    """The chance a declarer with ``tricks`` expected wins the deal (fit to simulations)."""
    return 1.0 / (1.0 + math.exp(-PLAY_SLOPE * (tricks - PLAY_POINT)))


def outside_of(pack: int, hand: int, turned: Iterable[int]) -> int:
    """The cards another seat or the talon may hold, as seen from ``hand``."""
    mask = pack & ~hand
    for card in turned:
        mask &= ~(1 << card)
    return mask


__all__ = ["CONTRE_POINT", "PLAY_POINT", "expected_tricks", "outside_of", "win_chance"]
