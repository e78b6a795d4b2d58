"""Where Bête's pots lie and how they look: the dish at the centre of the table's pots, the
King's jetons on it and the fiches under it, the game beside it and the queue of bêtes
below; or, in Cotton's Beast, the three heaps."""
from __future__ import annotations

import math

import pygame

from ...i18n import number
from .. import theme
from ..layout import Point, TableLayout
from ..resources import res
from ..table.part import TableContext
from ..widgets import blit_fitted, blit_text, jeton_stack
from .words import at_stake, bete_queue, heap, heap_lines, under_the_dish


class Dish:
    """The places of Bête's pots under a layout."""

    def __init__(self, layout: TableLayout) -> None:
        self.layout = layout
        u = layout.u
        r = layout.pot_r
        dx, dy = layout.pots_centre
        self.king = (dx, dy - 8 * u)
        self.fiches = (dx - r * 0.55, dy + r * 0.55)
        self.game = (dx + r + 40 * u, dy + 14 * u)
        self.triolet = (dx - r - 10 * u, dy + 14 * u)
        self._bete_y = dy + r + 58 * u
        self._bete_x0 = dx - r + 4 * u
        self._bete_step = 64 * u

    def bete(self, index: int) -> Point:
        """The ``index``-th bête of the queue (the one at stake first)."""
        return (self._bete_x0 + index * self._bete_step, self._bete_y)


def draw_pots(surface: pygame.Surface, ctx: TableContext, dish: Dish) -> None:
    L = ctx.layout
    u = L.u
    view = ctx.view
    table = ctx.table()
    fiches = view.fiches if view is not None else table.fiches
    dx, dy = L.pots_centre
    r = L.pot_r
    size = int(17 * u)
    if ctx.rules.beast_heaps:
        heaps = (("king", dish.king, table.king, "gold"), ("play", dish.game, table.play, "jeton"),
                 ("triolet", dish.triolet, table.triolet, "red"))
        for pot, point, count, colour in heaps:
            jeton_stack(surface, point, count, int(13 * u), colour, label=heap(pot, count, beast=True),
                        label_size=size, label_side="below")
        return
    # fiches peeking out from under the dish
    fiche = res().fiche(int(40 * u))
    for i in range(min(fiches, 12)):
        a = math.radians(196 + i * 13)
        x = dx + math.cos(a) * r * 0.95
        y = dy - math.sin(a) * r * 0.66
        surface.blit(fiche, fiche.get_rect(center=(int(x), int(y))))
    # the upturned dish
    bowl = pygame.Rect(0, 0, int(r * 2), int(r * 1.34))
    bowl.center = (int(dx), int(dy))
    pygame.draw.ellipse(surface, (0, 0, 0), bowl.move(3, 5))
    pygame.draw.ellipse(surface, (118, 122, 126), bowl)
    pygame.draw.ellipse(surface, (168, 172, 176), bowl.inflate(-6 * u, -5 * u))
    pygame.draw.ellipse(surface, (196, 200, 204), bowl.inflate(-r * 0.7, -r * 0.48))
    pygame.draw.ellipse(surface, (226, 228, 230), bowl.inflate(-r * 1.2, -r * 0.84), max(1, int(2 * u)))
    hl = bowl.inflate(-r * 0.35, -r * 0.3)
    pygame.draw.arc(surface, (236, 238, 240), hl, math.radians(100), math.radians(160), max(1, int(3 * u)))
    # the King's jetons on top
    jeton_stack(surface, (dx, dy - 2 * u), table.king, int(12 * u), "gold", max_shown=10, label="")
    king = heap("king", table.king)
    label = pygame.Rect((0, 0), res().size("serif_bold", size, king))
    label.midbottom = (int(dx), int(bowl.top - 12 * u))
    for plate in (seat.plate for seat in L.seats):  # a plate beside the dish (six at the table): clear of it
        if label.colliderect(plate):
            if plate.centerx < label.centerx:
                label.left = plate.right + int(4 * u)
            else:
                label.right = plate.left - int(4 * u)
    blit_text(surface, "serif_bold", size, king, label.midbottom, theme.HIGHLIGHT, "midbottom")
    gx, gy = dish.game
    name, amount = heap_lines("game", table.game)
    game_w = max(res().size("serif_bold", size, name)[0], res().size("serif", int(15 * u), amount)[0])
    width = min(2 * (r + 12 * u), 2 * (gx - dx) - game_w - 12 * u)  # under the dish, clear of the game beside it
    under = blit_fitted(surface, "serif", int(15 * u), under_the_dish(fiches), (dx, bowl.bottom + 6 * u), width,
                        theme.TEXT_SOFT, "midtop")
    if ctx.showing:
        stake = ctx.deal.stake_fiches
        blit_fitted(surface, "serif_italic", int(14 * u), at_stake(stake, stake * ctx.rules.fiche_value),
                    (dx, under.bottom + 2 * u), width, theme.TEXT_DIM, "midtop")
    # the game, beside the dish
    jeton_stack(surface, (gx, gy), table.game, int(12 * u), "jeton", label="")
    label = blit_text(surface, "serif_bold", size, name, (gx, gy + 16 * u), theme.TEXT, "midtop")
    blit_text(surface, "serif", int(15 * u), amount, (gx, label.bottom), theme.TEXT, "midtop")
    # the queue of bêtes
    betes = list(view.betes if view is not None else table.betes)
    below = 0.0
    for i, amount in enumerate(betes[:6]):
        x, y = dish.bete(i)
        label = number(amount) if i < 5 or len(betes) <= 6 else "+" + number(len(betes) - 5)
        jeton_stack(surface, (x, y), min(amount, 10), int(11 * u), "red", max_shown=10, label="")
        colour = theme.HIGHLIGHT if i == 0 else theme.TEXT_SOFT
        below = max(below, blit_text(surface, "serif_bold", size, label, (x, y + 10 * u), colour, "midtop").bottom)
    if betes:
        x0, y0 = dish.bete(0)
        blit_text(surface, "serif_italic", int(14 * u), bete_queue(len(betes)), (x0 - 14 * u, max(y0 + 30 * u, below)),
                  theme.TEXT_DIM, "topleft")
