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
    """What the hint's chance is of: coming out of the deal better off than at that moment,
    the one measure the expert counts for every call and card (a pass, which wins only when
    another declarer makes the bête; a defender's card; a contre; Cotton's Beast)."""
    return _("you come out ahead")


HINT = HintWords(choice, outcome)
