"""Bête's choices as the hint says them: a call by its words."""
from __future__ import annotations

from ...engine.bete import Call
from ..spec import HintWords


def choice(action: object) -> str | None:
    if isinstance(action, Call):
        return f"say “{action.words}”"
    return None


HINT = HintWords(choice, "your side wins the deal")
