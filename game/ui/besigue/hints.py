"""Bésigue's choices as the hint says them: a card (the table's words), a meld with its
points, the seven of trumps, or declaring nothing; the figures are points, the seat's
less the other's from now to the end of the deal."""
from __future__ import annotations

from ...engine.besigue import NO_MELD, Meld, Seven
from ...engine.besigue.copies import words as card_words
from ..spec import HintWords
from ..words import figure
from .words import meld_name


def choice(action: object) -> str | None:
    if isinstance(action, Meld):
        name = meld_name(action)
        return f"declare {name[:1].lower() + name[1:]} ({figure(action.points)})"
    if isinstance(action, Seven):
        if action.action == "exchange":
            return f"change the {card_words(action.card)} for the turn-up (10)"
        return f"show the {card_words(action.card)} (10)"
    if action is NO_MELD:
        return "declare nothing now"
    return None


HINT = HintWords(choice, "you come out of the deal ahead", unit="points")
