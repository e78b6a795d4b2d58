"""What a Bestia player can do besides playing a card: the words of the talk, and the
exchange (the Rams-family games' own, :class:`..talk.Exchange`), a small immutable value
holding the cards thrown (a bitmask of card bits)."""
from __future__ import annotations

from enum import Enum
from typing import Union

from ..cards import Card
from ..talk import Exchange


class Talk(str, Enum):
    """The talk's words other than "play" (which is an :class:`Exchange`)."""

    FOLD = "fold"  # lay the cards down: out of this deal
    KNOCK = "knock"  # end the talk; play begins, the knocker leads
    TERZO = "terzo"  # terzo se devo: third player if I must (first turn only)
    BUCO = "buco"  # col buco: throw the three cards dealt and play the buco's
    ROB = "rob"  # briscola rubata: the dealer takes the turned trump into hand
    LEAVE = "leave"  # briscola rubata: the dealer leaves the trump where it lies

    @property
    def words(self) -> str:
        return _WORDS[self]

    def __str__(self) -> str:
        return self.value


_WORDS = {
    Talk.FOLD: "Passo (fold)",
    Talk.KNOCK: "Busso (knock)",
    Talk.TERZO: "Terzo se devo",
    Talk.BUCO: "Col buco",
    Talk.ROB: "Rubo la briscola",
    Talk.LEAVE: "Lascio la briscola",
}


BestiaAction = Union[Card, Talk, Exchange]


def action_code(action: BestiaAction) -> str:
    """The text :func:`parse_bestia_action` turns back into ``action``."""
    return action.code if isinstance(action, Exchange) else str(action)


def parse_bestia_action(text: str) -> BestiaAction:
    """'fold', 'knock', 'terzo', 'buco', 'rob', 'leave', 'play', 'play 2S 4H' (or as
    written for people, 'play, changing 2S 4H') or a card code."""
    words = text.replace(",", " ").strip().split()
    if len(words) > 1 and words[0].lower() == "play" and words[1].lower() == "changing":
        del words[1]
    if not words:
        raise ValueError("no action given")
    head = words[0].lower()
    if head == "play":
        return Exchange.of(Card.parse(w) for w in words[1:])
    for talk in Talk:
        if talk.value == head and len(words) == 1:
            return talk
    if len(words) == 1:
        return Card.parse(words[0])
    raise ValueError(f"not an action: {text!r} (fold, knock, terzo, buco, rob, leave, play [cards] or a card)")
