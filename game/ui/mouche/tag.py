"""The trumps' tag under the upcard's place once the upcard no longer says them: the
dealer robbed it (a card lies face down there), or the Mistigri named another suit."""
from __future__ import annotations

import pygame

from ...engine.cards import Suit
from .. import theme
from ..layout import TableLayout
from ..resources import res
from ..widgets import blit_text
from .words import trump_tag


def tag_rect(layout: TableLayout, why: str) -> pygame.Rect:
    """Where the tag lies: under the upcard's place, as wide as its words."""
    u = layout.u
    font = res().font("serif_bold", int(17 * u))
    rect = pygame.Rect(0, 0, int(font.size(trump_tag(why))[0] + 44 * u), int(30 * u))
    ux, uy = layout.upcard_pos
    rect.midtop = (int(ux), int(uy + layout.table_h * 0.5 + 4 * u))
    return rect


def draw_trump_tag(surface: pygame.Surface, layout: TableLayout, suit: Suit, why: str, four_colour: bool) -> None:
    u = layout.u
    tag = tag_rect(layout, why)
    pygame.draw.rect(surface, theme.IVORY, tag, border_radius=tag.height // 2)
    pygame.draw.rect(surface, theme.BRASS_DARK, tag, 1, border_radius=tag.height // 2)
    blit_text(surface, "serif_bold", int(17 * u), trump_tag(why), (tag.centerx - 12 * u, tag.centery), theme.INK,
              "center", shadow=False)
    colour = theme.RED_SUIT if suit in (Suit.HEARTS, Suit.DIAMONDS) else theme.INK
    if four_colour:
        colour = theme.FOUR_COLOUR[int(suit)]
    blit_text(surface, "sans", int(19 * u), suit.symbol, (tag.right - 16 * u, tag.centery), colour, "center",
              shadow=False)


__all__ = ["draw_trump_tag", "tag_rect"]
