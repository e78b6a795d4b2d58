"""The trumps' tag under the upcard's place once the upcard no longer says them: the
dealer robbed it (a card lies face down there), or the Mistigri named another suit."""
from __future__ import annotations

import pygame

from ...engine.cards import Suit
from .. import theme
from ..layout import TableLayout
from ..widgets import suit_tag
from .words import trump_tag

#: The tag's widest, in units of the layout: between the talon and the plate on its right,
#: its words set smaller where a language or the text size says more.
MOST = 170


def draw_trump_tag(surface: pygame.Surface, layout: TableLayout, suit: Suit, why: str, four_colour: bool) -> pygame.Rect:
    u = layout.u
    colour = theme.RED_SUIT if suit in (Suit.HEARTS, Suit.DIAMONDS) else theme.INK
    if four_colour:
        colour = theme.FOUR_COLOUR[int(suit)]
    ux, uy = layout.upcard_pos
    return suit_tag(surface, (ux, uy + layout.table_h * 0.5 + 4 * u), trump_tag(why), suit.symbol, colour, u, MOST * u)


__all__ = ["draw_trump_tag"]
