"""The table's keys in one table, which also writes the help screen.

Its words are English message ids, marked ``N_`` and translated as the help is drawn.
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

from ...i18n import N_, _


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


#: A card by its place in the hand: 1 to 9, and 0 for the tenth (a hand of five uses the first five).
NUMBERS = (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_6, pygame.K_7, pygame.K_8, pygame.K_9,
           pygame.K_0)
KEYPAD = (pygame.K_KP1, pygame.K_KP2, pygame.K_KP3, pygame.K_KP4, pygame.K_KP5, pygame.K_KP6, pygame.K_KP7,
          pygame.K_KP8, pygame.K_KP9, pygame.K_KP0)
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)

PLAY_CARD = Binding(N_("Play a card"), N_("click it, or press its number (1 is the leftmost), or ← → then Enter"),
                    NUMBERS + KEYPAD + (pygame.K_LEFT, pygame.K_RIGHT) + ENTER)
SKIP = Binding(N_("Skip a movement"), N_("click anywhere, or Space"), (pygame.K_SPACE,))
LAST_TRICK = Binding(N_("The last trick"), "L", (pygame.K_l,), "L")
HINT = Binding(N_("A hint from the expert"), "I", (pygame.K_i,), "I")
NEXT_DEAL = Binding(N_("Next deal"), N_("Enter or Space on the result"),
                    (pygame.K_RETURN, pygame.K_SPACE, pygame.K_KP_ENTER), N_("Enter"))
REVIEW = Binding(N_("Look back at the deal: every hand, each of your decisions weighed"),
                 N_("R on the result, or Enter on a deal of the ledger"), (pygame.K_r,), "R")
UNDO = Binding(N_("Take back your last decision (casual play)"), N_("U or Ctrl+Z"), (pygame.K_u, pygame.K_z), "U")
TALK = Binding(N_("What was said this deal"), "W", (pygame.K_w,), "W")
MENU = Binding(N_("Pause: resume, settings, rules, ledger, or save and leave"), N_("Esc"), (pygame.K_ESCAPE,), N_("Esc"))
FULL_SCREEN = Binding(N_("Full screen"), "F11", (pygame.K_F11,))
GLOSSARY = Binding(N_("The glossary: the games' words explained"), "F2", (pygame.K_F2,), "F2")
CARD_ORDER = Binding(N_("The order of the cards (or the mouse on the trump's tag)"), "O", (pygame.K_o,), "O")
HELP = Binding(N_("This help"), N_("H or F1"), (pygame.K_h, pygame.K_F1), "H")
#: At the end of the session.
LEDGER = Binding(N_("The ledger"), "G", (pygame.K_g,))
AGAIN = Binding(N_("Play again at the same table"), "A", (pygame.K_a,), "A")
TITLE = Binding(N_("Back to the title"), N_("Enter"), (pygame.K_RETURN,), N_("Enter"))
#: In the pause menu.
RESUME = Binding(N_("Resume"), N_("Esc"), (pygame.K_ESCAPE,), N_("Esc"))
SETTINGS = Binding(N_("Settings"), "S", (pygame.K_s,), "S")
RULES = Binding(N_("Rules"), "R", (pygame.K_r,), "R")
PAUSE_LEDGER = Binding(N_("Ledger"), "G", (pygame.K_g,), "G")
PAUSE_GUIDED = Binding(N_("Guided deal"), "D", (pygame.K_d,), "D")
LEAVE = Binding(N_("Save and go to the title"), "Q", (pygame.K_q,), "Q")

#: The table's own keys, in the help's order; a game's come after the first.
TABLE = (PLAY_CARD, SKIP, TALK, LAST_TRICK, HINT, UNDO, NEXT_DEAL, REVIEW, CARD_ORDER, GLOSSARY, MENU, FULL_SCREEN, HELP)


def help_rows(game_keys: Iterable[Binding] = ()) -> list[tuple[str, str]]:
    """The help's rows: (what, keys), the table's keys with the game's after playing a card."""
    rows: dict[str, list[str]] = {}
    for binding in (TABLE[0], *game_keys, *TABLE[1:]):
        rows.setdefault(binding.what, []).append(binding.words)
    return [(_(what), "  ·  ".join(_(w) for w in words)) for what, words in rows.items()]


__all__ = ["AGAIN", "Binding", "CARD_ORDER", "ENTER", "GLOSSARY", "HELP", "HINT", "KEYPAD", "LAST_TRICK", "LEAVE", "LEDGER", "MENU", "NEXT_DEAL",
           "NUMBERS", "PAUSE_GUIDED", "PAUSE_LEDGER", "PLAY_CARD", "RESUME", "REVIEW", "RULES", "SETTINGS", "SKIP", "TABLE", "TALK", "TITLE", "UNDO",
           "help_rows"]
