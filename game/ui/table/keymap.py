"""The table's keys in one table, which also writes the help screen.

Each :class:`Binding` is a thing the person may do: its words in the help (the left
column, and its part of the right), the keys that do it and the key's name on its button.
Bindings with the same ``what`` share a row of the help, their words joined.  A game's
own keys (its decisions) are bindings of its spec (:attr:`game.ui.spec.UISpec.keys`),
listed in the help after playing a card.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

import pygame


@dataclass(frozen=True)
class Binding:
    #: The help's left column: "The last trick".
    what: str
    #: Its part of the help's right column: "L".
    words: str
    #: The keys that do it.
    keys: tuple[int, ...] = ()
    #: The key's name on a button: "L".
    hint: str = ""

    @property
    def key(self) -> int | None:
        """The key a button answers to."""
        return self.keys[0] if self.keys else None


NUMBERS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5)
KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)

PLAY_CARD = Binding("Play a card", "click it, or press its number 1–5, or ← → then Enter",
                    NUMBERS + KEYPAD + (pygame.K_LEFT, pygame.K_RIGHT) + ENTER)
SKIP = Binding("Skip a movement", "click anywhere, or Space", (pygame.K_SPACE,))
LAST_TRICK = Binding("The last trick", "L", (pygame.K_l,), "L")
HINT = Binding("A hint from the expert", "I", (pygame.K_i,), "I")
NEXT_DEAL = Binding("Next deal", "Enter or Space on the result", (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER),
                    "Enter")
MENU = Binding("Menu (the game is saved as you play)", "Esc", (pygame.K_ESCAPE,), "Esc")
FULL_SCREEN = Binding("Full screen", "F11", (pygame.K_F11,))
HELP = Binding("This help", "H or F1", (pygame.K_h, pygame.K_F1), "H")
#: At the end of the session.
LEDGER = Binding("The ledger", "G", (pygame.K_g,))
TITLE = Binding("Back to the title", "Enter", (pygame.K_RETURN,), "Enter")

#: The table's own keys, in the help's order; a game's come after the first.
TABLE = (PLAY_CARD, SKIP, LAST_TRICK, HINT, NEXT_DEAL, MENU, FULL_SCREEN, HELP)


def help_rows(game_keys: Iterable[Binding] = ()) -> list[tuple[str, str]]:
    """The help's rows: (what, keys), the table's keys with the game's after playing a card."""
    rows: dict[str, list[str]] = {}
    for binding in (TABLE[0], *game_keys, *TABLE[1:]):
        rows.setdefault(binding.what, []).append(binding.words)
    return [(what, "  ·  ".join(words)) for what, words in rows.items()]


__all__ = ["Binding", "ENTER", "HELP", "HINT", "KEYPAD", "LAST_TRICK", "LEDGER", "MENU", "NEXT_DEAL", "NUMBERS",
           "PLAY_CARD", "SKIP", "TABLE", "TITLE", "help_rows"]
