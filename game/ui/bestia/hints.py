"""Bestia's choices as the hint says them: a word of the talk, or play with the cards to change."""
from __future__ import annotations

from ...engine.bestia import Exchange, Talk
from ..hint_words import listed
from ..spec import HintWords


def choice(action: object) -> str | None:
    if isinstance(action, Talk):
        return f"say “{action.words}”"
    if isinstance(action, Exchange):
        if not action.discards:
            return "play the cards you hold"
        return "play, changing the " + listed([card.name for card in action.cards])
    return None


HINT = HintWords(choice, "you come out ahead")
