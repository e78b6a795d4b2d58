"""Bésigue's choices as the hint says them: a card (the table's words), a meld with its
points, the seven of trumps, or declaring nothing; the figures are points, the seat's
less the other's from now to the end of the deal, and the chance is of scoring more than
the other over the same stretch (what is already scored is not counted)."""
from __future__ import annotations

from typing import Any

from ...engine.besigue import NO_MELD, Meld, Seven
from ...i18n import _
from ..spec import HintWords
from ..words import figure
from .signs import the_sign
from .words import meld_name


def choice(action: object) -> str | None:
    if isinstance(action, Meld):
        name = meld_name(action)
        return _("declare {meld} ({points})").format(meld=name[:1].lower() + name[1:], points=figure(action.points))
    if isinstance(action, Seven):
        if action.action == "exchange":
            return _("change {seven} for the turn-up (10)").format(seven=the_sign(action.card))
        return _("show {seven} (10)").format(seven=the_sign(action.card))
    if action is NO_MELD:
        return _("declare nothing now")
    return None


def outcome(deal: Any, seat: int | None) -> str:
    """What the hint's chance is of, in the active language (the same whoever asks)."""
    return _("you outscore the other from now to the end of the deal")


HINT = HintWords(choice, outcome, unit="points")
