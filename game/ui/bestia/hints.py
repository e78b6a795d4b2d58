"""Bestia's choices as the hint says them: a word of the talk (Italian, glossed in the
player's language as the engine glosses it in English), or play with the cards to change."""
from __future__ import annotations

from typing import Any

from ...engine.bestia import Exchange, Talk
from ...i18n import N_, _
from ..grammar import listed, the_card
from ..spec import HintWords

#: The talk's words as the hint quotes them: said in Italian, the gloss in the player's language.
GLOSSED = {Talk.FOLD: N_("Passo (fold)"), Talk.KNOCK: N_("Busso (knock)")}


def choice(action: object) -> str | None:
    if isinstance(action, Talk):
        said = _(GLOSSED[action]) if action in GLOSSED else action.words
        return _("say “{words}”").format(words=said)
    if isinstance(action, Exchange):
        if not action.discards:
            return _("play the cards you hold")
        return _("play, changing {cards}").format(cards=listed([the_card(card) for card in action.cards]))
    return None


def outcome(deal: Any, seat: int | None) -> str:
    """What the hint's chance is the chance of, in the active language."""
    return _("you come out ahead")


HINT = HintWords(choice, outcome)
