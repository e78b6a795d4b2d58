"""Mouche's choices as the hint says them: pass, play keeping the hand or changing cards,
the dealer's rob, and the Mistigri naming the trumps."""
from __future__ import annotations

from ...engine.mouche import Exchange, NameTrump, Rob, Word
from ..hint_words import listed
from ..spec import HintWords
from .words import HINT_OUTCOME


def choice(action: object) -> str | None:
    if isinstance(action, Word):
        return f"say “{action.words}”"
    if isinstance(action, Exchange):
        if not action.discards:
            return "play, keeping your hand (je m'y tiens)"
        return "play, changing the " + listed([card.name for card in action.cards])
    if isinstance(action, Rob):
        return f"rob the upcard, laying the {action.card.name} in its place"
    if isinstance(action, NameTrump):
        return f"play the Mistigri, naming {action.suit.noun}s trumps"
    return None


HINT = HintWords(choice, HINT_OUTCOME)
