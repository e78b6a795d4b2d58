"""Bête's choices as the hint says them: a call by its words."""
from __future__ import annotations

from typing import Any

from ...engine.bete import Call
from ..spec import HintWords


def choice(action: object) -> str | None:
    if isinstance(action, Call):
        return f"say “{action.words}”"
    return None


def outcome(deal: Any, seat: int | None) -> str:
    """What the hint's chance is of: the deal won by the seat, or by its side where there are
    sides (a defender against a declarer); in Cotton's Beast, coming out ahead."""
    if deal is None or seat is None:
        return "you win the deal"
    if getattr(deal.rules, "beast_heaps", False):
        return "you come out ahead"
    if deal.declarer is not None and seat not in (deal.declarer, deal.contre):
        return "your side (the defence) wins the deal"
    return "you win the deal"


HINT = HintWords(choice, outcome)
