"""Where Mouche's pots lie and how they look: the basket (le panier) with its jetons, what
it holds and what a trick takes, and beside it the queue of waiting mouches, each with its
amount, the next to come in first.  Both stay inside the table's pots' area, the basket in
its left column and the queue in its right, so the shared layout keeps them clear of the
trick, the talon, the hand and the plates (tests/test_ui_mouche_layout.py draws them)."""
from __future__ import annotations

from typing import Sequence

import pygame

from ...i18n import number
from .. import theme
from ..layout import Point, TableLayout
from ..resources import res
from ..widgets import blit_fitted, blit_text, jeton_stack
from . import words
from .words import basket, each_trick, more_waiting

#: Waiting mouches shown one by one; the rest are summed on one line.
SHOWN = 3
#: Jetons drawn in the basket at most (two columns), and in a waiting mouche.
BASKET_JETONS, MOUCHE_JETONS = 12, 6
#: The basket's wicker, dark and light, and its rim.
WICKER, WICKER_LIGHT, WICKER_RIM, WICKER_INSIDE = (104, 70, 34), (150, 108, 56), (182, 136, 72), (62, 40, 18)
#: The basket's column of the pots' area, in units of the 1280x800 table (the queue has the rest).
BASKET_COLUMN = 136


class BasketPlaces:
    """The places of the basket and of the waiting mouches under a layout."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        u = layout.u
        area = self.area = layout.pots_rect
        #: The basket's middle, where its jetons lie.
        self.basket = (area.left + 68 * u, area.top + 50 * u)
        #: Where the captions (basket, mouches waiting) stand: atop the area, clear of the jetons.
        self.caption_y = area.top + 3 * u
        self._queue_x = area.left + 172 * u
        self._queue_y = area.top + 42 * u
        self._queue_step = 24 * u

    def waiting(self, index: int) -> Point:
        """The ``index``-th waiting mouche (the next to come in first); past the shown ones, the line of the rest."""
        return (self._queue_x, self._queue_y + min(index, SHOWN) * self._queue_step)

    def basket_rect(self) -> pygame.Rect:
        """The basket's column: the basket, its jetons and its words."""
        area = self.area
        return pygame.Rect(area.left, area.top, int(BASKET_COLUMN * self.layout.u), area.height)

    def queue_rect(self) -> pygame.Rect:
        """The queue's column: the waiting mouches and their caption."""
        basket = self.basket_rect()
        return pygame.Rect(basket.right, self.area.top, self.area.right - basket.right, self.area.height)


def _draw_wicker(surface: pygame.Surface, centre: Point, u: float) -> pygame.Rect:
    """A low wicker basket seen from above and in front; returns its rim."""
    x, y = centre
    body = pygame.Rect(0, 0, int(112 * u), int(50 * u))
    body.midtop = (int(x), int(y - 14 * u))
    pygame.draw.ellipse(surface, (0, 0, 0), body.move(3, 4))
    pygame.draw.ellipse(surface, WICKER, body)
    for k in range(1, 4):
        band = body.inflate(-k * 16 * u, -k * 10 * u)
        pygame.draw.ellipse(surface, WICKER_LIGHT, band, max(1, int(2 * u)))
    rim = pygame.Rect(0, 0, int(112 * u), int(32 * u))
    rim.midtop = (int(x), int(y - 14 * u))
    pygame.draw.ellipse(surface, WICKER_INSIDE, rim.inflate(-10 * u, -8 * u))
    pygame.draw.ellipse(surface, WICKER_RIM, rim, max(2, int(5 * u)))
    return rim


def draw_basket(surface: pygame.Surface, places: BasketPlaces, amount: int, trick_share: int | None) -> None:
    """The basket holding ``amount``, and what each trick takes (None: not while the deal is played)."""
    u = places.layout.u
    x, y = places.basket
    rim = _draw_wicker(surface, (x, y), u)
    jeton_stack(surface, (x, rim.centery + 2 * u), min(amount, BASKET_JETONS), int(12 * u), "jeton",
                max_shown=BASKET_JETONS, label="")
    column = places.basket_rect().width - 4 * u
    blit_fitted(surface, "serif_italic", int(15 * u), words.BASKET_WORD, (x, places.caption_y), column,
                theme.TEXT_SOFT, "midtop")
    label = blit_fitted(surface, "serif_bold", int(22 * u), basket(amount), (x, rim.top + 49 * u), column,
                        theme.HIGHLIGHT, "midtop")
    if trick_share is not None:
        blit_fitted(surface, "serif_italic", int(15 * u), each_trick(trick_share), (x, label.bottom + 2 * u), column,
                    theme.TEXT_SOFT, "midtop")


def draw_queue(surface: pygame.Surface, places: BasketPlaces, waiting: Sequence[int]) -> None:
    """The waiting mouches, largest (the next to come in) first and highlighted."""
    u = places.layout.u
    caption = words.WAITING_WORD if waiting else words.NO_MOUCHE_WAITING
    column = places.queue_rect()
    one_line = res().font("serif_italic", int(15 * u)).get_height()  # a caption on two lines grows upward
    blit_fitted(surface, "serif_italic", int(15 * u), caption, (column.centerx, places.caption_y + one_line),
                column.width - 4 * u, theme.TEXT_SOFT, "midbottom")
    for i, mouche in enumerate(waiting[:SHOWN]):
        mx, my = places.waiting(i)
        jeton_stack(surface, (mx, my), min(mouche, MOUCHE_JETONS), int(9 * u), "red", max_shown=MOUCHE_JETONS,
                    label="")
        colour = theme.HIGHLIGHT if i == 0 else theme.IVORY
        blit_text(surface, "serif_bold", int(20 * u), number(mouche), (mx + 16 * u, my), colour, "midleft")
    if len(waiting) > SHOWN:
        rest = waiting[SHOWN:]
        mx, my = places.waiting(SHOWN)
        blit_text(surface, "serif_italic", int(16 * u), more_waiting(len(rest), sum(rest)),
                  (places.area.right - 4 * u, my), theme.TEXT_SOFT, "midright")


__all__ = ["BasketPlaces", "SHOWN", "draw_basket", "draw_queue"]
