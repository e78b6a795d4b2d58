"""What a Bésigue player can do, as small immutable values with a text code and a parser.

- a card (:class:`~game.engine.cards.Card`, the action itself, as in Bête and Bestia),
  from the hand or from the player's melds on the table: ``QS.2``;
- a :class:`~.melds.Meld` naming its exact copies: ``royal_marriage KH.1 QH.2``;
- a :class:`Seven` of trumps, given for the turn-up (``exchange 7H.1``) or shown when it
  cannot be given (``declare 7H.2``);
- :data:`NO_MELD`: nothing (more) to declare after a trick won; the draw follows.
"""
from __future__ import annotations

from enum import Enum
from typing import NamedTuple, Union

from ..cards import Card, copy_code
from .copies import parse_card, words
from .melds import Meld, MeldKind


class NoMeld(str, Enum):
    """The one way to end a declaration step without (another) declaration."""

    NO_MELD = "no_meld"

    @property
    def code(self) -> str:
        return self.value

    def __str__(self) -> str:
        return "no meld"


NO_MELD = NoMeld.NO_MELD
SEVEN_ACTIONS = ("exchange", "declare")


class Seven(NamedTuple):
    """A seven of trumps after a trick won: ``exchange`` it for the turn-up, or
    ``declare`` it (show it) when the turn-up is already a seven.  10 points either way."""

    action: str
    card: Card

    @property
    def code(self) -> str:
        return f"{self.action} {copy_code(self.card)}"

    def __str__(self) -> str:
        if self.action == "exchange":
            return f"Change the {words(self.card)} for the turn-up: 10"
        return f"Show the {words(self.card)}: 10"


BesigueAction = Union[Card, Meld, Seven, NoMeld]


def action_code(action: BesigueAction) -> str:
    """The text :func:`parse_action` turns back into ``action``."""
    if action.__class__ is Card:
        return copy_code(action)  # type: ignore[arg-type]
    return action.code  # type: ignore[union-attr]


def parse_action(text: str) -> BesigueAction:
    """``QS.2``; ``royal_marriage KH.1 QH.2`` (any meld kind, then its cards);
    ``exchange 7H.1`` or ``declare 7H.2``; ``no_meld`` (or ``no meld``)."""
    if not isinstance(text, str):
        raise ValueError(f"not an action: {text!r}")
    words_ = text.strip().split()
    if not words_:
        raise ValueError("no action given")
    head = words_[0].lower()
    if head == "no_meld" and len(words_) == 1 or [w.lower() for w in words_] == ["no", "meld"]:
        return NO_MELD
    if head in SEVEN_ACTIONS and len(words_) == 2:
        return Seven(head, parse_card(words_[1]))
    for kind in MeldKind:
        if kind.value == head:
            cards = [parse_card(w) for w in words_[1:]]
            mask = 0
            for card in cards:
                mask |= 1 << card
            if not cards or mask.bit_count() != len(cards):
                raise ValueError(f"a meld names each of its cards once: {text!r}")
            return Meld(kind, mask)
    if len(words_) == 1:
        return parse_card(words_[0])
    raise ValueError(f"not an action: {text!r} (a card such as QS.1, a meld such as 'marriage KH.1 QH.2',"
                     " 'exchange 7H.1', 'declare 7H.2' or 'no_meld')")


__all__ = ["BesigueAction", "NO_MELD", "NoMeld", "SEVEN_ACTIONS", "Seven", "action_code", "parse_action"]
