"""Mouche's choices as the hint says them: pass, play keeping the hand or changing cards,
the dealer's rob, and the Mistigri naming the trumps."""
from __future__ import annotations

from ...engine.mouche import Exchange, NameTrump, Rob, Word
from ...i18n import _
from ..grammar import listed, suit_name, the_card
from ..spec import HintWords
from . import words
from .ended import hint_outcome


def choice(action: object) -> str | None:
    if isinstance(action, Word):
        return _("say “{words}”").format(words=words.PASS_BUBBLE)  # the only word of the talk: je passe
    if isinstance(action, Exchange):
        if not action.discards:
            return _("play, keeping your hand (je m'y tiens)")
        return _("play, changing {cards}").format(cards=listed([the_card(card) for card in action.cards]))
    if isinstance(action, Rob):
        return _("rob the upcard, laying {card} in its place").format(card=the_card(action.card))
    if isinstance(action, NameTrump):
        return _("play the Mistigri, naming {suit} trumps").format(suit=suit_name(action.suit))
    return None


HINT = HintWords(choice, hint_outcome)
