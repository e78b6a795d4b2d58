"""Bête's choices as the hint says them: a call by its words."""
from __future__ import annotations

from typing import Any

from ...engine.bete import Call
from ...i18n import _
from ..spec import HintWords
from .words import call_words


def choice(action: object) -> str | None:
    if isinstance(action, Call):
        return _("say “{call}”").format(call=call_words(action))  # the call's words stay French
    return None


def outcome(deal: Any, seat: int | None) -> str:
    """What the hint's chance is of: the deal won by the seat, or by its side where there are
    sides (a defender against a declarer); in Cotton's Beast, coming out ahead."""
    if deal is None or seat is None:
        return _("you win the deal")
    if getattr(deal.rules, "beast_heaps", False):
        return _("you come out ahead")
    if deal.declarer is not None and seat not in (deal.declarer, deal.contre):
        return _("your side (the defence) wins the deal")
    return _("you win the deal")


HINT = HintWords(choice, outcome)
