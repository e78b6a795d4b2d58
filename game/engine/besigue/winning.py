"""Who wins the game (ruling, "Winning the game" and record details 12-14).

Under ``game_end = claim`` the master at or over the target wins at once while the stock
lasts (the deal checks that as it goes); at the count after the last tricks one player
at or over the target wins, and if both are, the winner of the deal's final trick.
Under ``hand_end`` the higher total wins once anyone has reached the target, a tie going
to the winner of the final trick.  Otherwise nobody has won and a new deal follows.
"""
from __future__ import annotations

from typing import Sequence

from .rules import BesigueRules


def claims(rules: BesigueRules, score: int) -> bool:
    """Whether the master with ``score`` wins at once."""
    return rules.game_end == "claim" and score >= rules.target


def winner_at_count(rules: BesigueRules, scores: Sequence[int], last: int) -> tuple[int | None, str | None]:
    """The winner and how, or (None, None), after the count; ``last`` won the final trick."""
    over = [seat for seat in (0, 1) if scores[seat] >= rules.target]
    if not over:
        return None, None
    if rules.game_end == "claim":
        return (over[0], "end_of_deal") if len(over) == 1 else (last, "last_trick_tie_break")
    if scores[0] == scores[1]:
        return last, "last_trick_tie_break"
    return (0 if scores[0] > scores[1] else 1), "hand_end"


__all__ = ["claims", "winner_at_count"]
