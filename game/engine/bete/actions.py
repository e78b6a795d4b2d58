"""The calls of the bidding; the other action of the game is a Card."""
from __future__ import annotations

from enum import Enum
from typing import Union

from ..cards import Card


class Call(str, Enum):
    """What a player says in the bidding (Le Gras: je joue, je passe, contre)."""

    PLAY = "play"
    PASS = "pass"
    CONTRE = "contre"

    @property
    def words(self) -> str:
        return {"play": "Je joue", "pass": "Je passe", "contre": "Contre"}[self.value]

    def __str__(self) -> str:
        return self.value


Action = Union[Card, Call]


def parse_action(text: str) -> Action:
    """A call ('play', 'pass', 'contre') or a card code ('KS')."""
    word = text.strip().lower()
    for call in Call:
        if call.value == word:
            return call
    return Card.parse(text)
