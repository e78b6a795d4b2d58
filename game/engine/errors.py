"""Typed errors, each naming the rule or the input at fault."""
from __future__ import annotations

from typing import Any


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action the rules forbid; ``rule`` is a short identifier of the rule broken.

    The message is meant for the player: "must follow suit: you hold a heart". ``fields``
    are the values it names (cards, suits, counts, seats, ...), kept as objects so that the
    table can say the same refusal in the player's language (the shared rules' words in
    ``game/ui/refusals.py``, a game's own in its ``game/ui/<game>/refusals.py``) without the
    engine knowing any language but the records' English.  Where a rule is said in more
    than one way, a field tells which (the toggle in force, the word said...): the window
    picks its words by the fields, never by reading the message.
    """

    def __init__(self, rule: str, message: str, **fields: Any) -> None:
        super().__init__(message)
        self.rule = rule
        self.fields = fields


class RuleSetError(EngineError, ValueError):
    """A rule toggle or preset that does not exist, or a value it does not allow; ``rule``
    names the check refused ("needs", "clash", ...; empty for the command line's own errors)
    and ``fields`` the toggles and reasons its message names, as for :class:`IllegalAction`."""

    def __init__(self, message: str, rule: str = "", **fields: Any) -> None:
        super().__init__(message)
        self.rule = rule
        self.fields = fields


class LedgerError(EngineError, ValueError):
    """A movement of jetons that the pots or purses cannot make."""


class RecordError(EngineError, ValueError):
    """A deal record that cannot be read or does not replay."""
