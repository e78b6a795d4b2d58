"""A rules page being written, block by block: what every game's rules text builds on.

Blocks are ("h1" | "h2" | "p" | "li", text); the rules scene lays them out.
"""
from __future__ import annotations

from ..i18n import N_, _
from .spec import Block


class RulesPage:
    """A rules page being written, block by block, under its title and the promise that
    it is the table's own rules."""

    INTRO = N_("These are the rules exactly as this table plays them with the settings now chosen. "
               "Change a rule in Settings and this page changes with it.")

    def __init__(self, title: str) -> None:
        self.blocks: list[Block] = [("h1", title), ("p", _(self.INTRO))]

    def h2(self, text: str) -> None:
        self.blocks.append(("h2", text))

    def p(self, text: str) -> None:
        self.blocks.append(("p", text))

    def li(self, text: str) -> None:
        self.blocks.append(("li", text))


__all__ = ["Block", "RulesPage"]
