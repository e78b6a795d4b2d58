"""The rules of the game a rule book belongs to, in the project's own words.

Each game writes its own page (``game/ui/<game>/rules.py``, on :mod:`.rules_page`), every
sentence that depends on a toggle chosen from the rules object, so the rules screen
changes as the settings do.  Returns blocks: ("h1" | "h2" | "p" | "li", text).
"""
from __future__ import annotations

from . import games
from .spec import Block


def rules_blocks(rules, players: int) -> list[Block]:
    """The rules of ``rules``' game for ``players``."""
    return games.ui_of(rules).rules_blocks(rules, players)


def rules_plain(rules, players: int) -> str:
    return "\n".join(text for _, text in rules_blocks(rules, players))
