"""Typed errors, each naming the rule or the input at fault."""
from __future__ import annotations


class EngineError(Exception):
    """Base of every error the engine raises on purpose."""


class IllegalAction(EngineError):
    """An action the rules forbid; ``rule`` is a short identifier of the rule broken.

    The message is meant for the player: "must follow suit: you hold a heart".
    """

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(message)
        self.rule = rule


class RuleSetError(EngineError, ValueError):
    """A rule toggle or preset that does not exist, or a value it does not allow."""


class LedgerError(EngineError, ValueError):
    """A movement of jetons that the pots or purses cannot make."""


class RecordError(EngineError, ValueError):
    """A deal record that cannot be read or does not replay."""
