"""What a Mouche player can do: in the talk, pass, play (an :class:`Exchange`, the
Rams-family games' own: keeping the hand or changing cards with the talon), or, the
dealer, rob the upcard laying a card in its place; in the play, a card, or under
``mistigri_names_trump`` the Mistigri naming the trump suit."""
from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Union

from ..cards import Card, Suit
from ..talk import Exchange


class Word(str, Enum):
    """The talk's word other than play (an :class:`Exchange`) and the rob."""

    PASS = "pass"  # je passe: throw the hand in, out of this deal

    @property
    def words(self) -> str:
        return "Je passe"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Rob:
    """The dealer robs the upcard: takes it into his hand and lays ``card`` face down in
    its place.  Robbing is playing; he may still exchange with the talon after.  (A
    dataclass, not a tuple, so that it never equals an exchange of the same number.)"""

    card: Card

    @property
    def code(self) -> str:
        return f"rob {self.card}"

    def __str__(self) -> str:
        return f"rob the upcard, laying {self.card}"


@dataclass(frozen=True, slots=True)
class NameTrump:
    """Play the Mistigri naming ``suit`` the trumps from this card on (mistigri_names_trump)."""

    suit: Suit

    @property
    def code(self) -> str:
        return f"mistigri {self.suit.code}"

    def __str__(self) -> str:
        return f"the Mistigri, naming {self.suit.noun}s trumps"


MoucheAction = Union[Card, Word, Exchange, Rob, NameTrump]


def action_code(action: MoucheAction) -> str:
    """The text :func:`parse_mouche_action` turns back into ``action``."""
    return action.code if isinstance(action, (Exchange, Rob, NameTrump)) else str(action)


def parse_mouche_action(text: str) -> MoucheAction:
    """'pass', 'play', 'play 7S 8H' (or 'play, changing 7S 8H'), 'rob 7S', 'mistigri H' or a
    card code."""
    words = text.replace(",", " ").strip().split()
    if len(words) > 1 and words[0].lower() == "play" and words[1].lower() == "changing":
        del words[1]
    if not words:
        raise ValueError("no action given")
    head = words[0].lower()
    if head == "play":
        return Exchange.of(Card.parse(w) for w in words[1:])
    if head == "pass" and len(words) == 1:
        return Word.PASS
    if head == "rob" and len(words) == 2:
        return Rob(Card.parse(words[1]))
    if head == "mistigri" and len(words) == 2:
        return NameTrump(Suit.parse(words[1]))
    if len(words) == 1:
        return Card.parse(words[0])
    raise ValueError(f"not an action: {text!r} (pass, play [cards], rob CARD, mistigri SUIT or a card)")


__all__ = ["Exchange", "MoucheAction", "NameTrump", "Rob", "Word", "action_code", "parse_mouche_action"]
