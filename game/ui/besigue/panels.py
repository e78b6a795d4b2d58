"""Bésigue's result of a deal and end of the session, in words: how the deal ended, what
each player made (melds and sevens, aces and tens, the last trick), the scores against the
target, and at the end the games each took."""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from .. import theme
from .. import words as table_words
from ..resources import res
from ..table.result import draw_buttons
from ..widgets import Button, blit_text, line_height, panel, wrap
from ...i18n import _, number
from ..grammar import shown
from ..words import figure
from . import words


class ResultPanel:
    """A finished deal: its headline, what each made, the scores after, and the button on."""

    def __init__(self, ctx: Any, pad: Any) -> None:
        self.ctx = ctx
        self.pad = pad

    def draw(self, surface: pygame.Surface, next_button: Button, beside: Sequence[Button] = ()) -> None:
        """``beside``: buttons left of the next deal's (the Review), the row centred at the foot."""
        ctx = self.ctx
        deal = ctx.deal
        names = ctx.names
        L = ctx.layout
        u = L.u
        sw, sh = surface.get_size()
        w = int(min(sw - 40 * u, 700 * u))
        title = wrap("serif_bold", int(26 * u), ctx.headline, w - int(60 * u))
        lines = [part for seat in (0, 1) for part in wrap("serif", int(18 * u), words.made_line(deal, names, seat),
                                                          w - int(72 * u))]
        title_step, step = line_height(int(26 * u), "serif_bold"), line_height(int(18 * u))
        small = line_height(int(17 * u))
        button_h = int(max(44 * u, res().font("serif_bold", int(21 * u)).get_height() + 14 * u))
        h = int(16 * u + small + 4 * u + title_step * len(title) + 16 * u + step * len(lines) + 8 * u
                + line_height(int(20 * u), "serif_bold") + 16 * u + button_h + 14 * u)
        box = pygame.Rect(0, 0, w, h)
        box.center = (sw // 2, int(L.trick_centre[1]))
        box.top = max(box.top, L.bar.bottom + 6)
        panel(surface, box, "paper", radius=int(14 * u), kind="modal", name="result")
        y = box.top + 16 * u
        heading = f"{table_words.deal_title(deal.number)}  ·  {words.game_target(deal.game_number, deal.rules.target)}"
        blit_text(surface, "serif_italic", int(17 * u), heading, (box.centerx, y), theme.INK_SOFT, "midtop",
                  shadow=False)
        y += small + 4 * u
        for line in title:
            blit_text(surface, "serif_bold", int(26 * u), line, (box.centerx, y), theme.INK, "midtop", shadow=False)
            y += title_step
        y += 6 * u
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (box.left + 30 * u, y), (box.right - 30 * u, y))
        y += 10 * u
        for line in lines:
            blit_text(surface, "serif", int(18 * u), line, (box.left + 36 * u, y), theme.INK, "topleft", shadow=False)
            y += step
        y += 8 * u
        x = box.left + 36 * u
        for seat in (0, 1):
            before, after = deal.scores_before[seat], deal.scores[seat]
            rect = blit_text(surface, "serif_bold", int(20 * u), f"{shown(names[seat])} {figure(after)}", (x, y),
                             theme.INK, "topleft", shadow=False)
            if after != before:
                more = blit_text(surface, "serif", int(16 * u), f" (+{figure(after - before)})",
                                 (rect.right, rect.top + 3 * u), (40, 110, 40), "topleft", shadow=False)
                rect.union_ip(more)
            x = rect.right + 24 * u
        blit_text(surface, "serif_italic", int(16 * u), words.to_target(deal.rules.target),
                  (box.right - 36 * u, y + 3 * u), theme.INK_SOFT, "topright", shadow=False)
        next_button.label = table_words.NEXT_DEAL if ctx.session.wants_deal else table_words.FINISH
        next_button.rect = pygame.Rect(0, 0, int(220 * u), button_h)
        draw_buttons(surface, [*beside, next_button], box, int(box.bottom - 14 * u), u)


class FinalPanel:
    """The end of the session: the games each player took, and the last game's scores."""

    def __init__(self, ctx: Any) -> None:
        self.ctx = ctx

    def draw(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        ctx = self.ctx
        session = ctx.session
        names = ctx.names
        u = ctx.layout.u
        sw, sh = surface.get_size()
        box = pygame.Rect(0, 0, int(min(sw - 40 * u, 700 * u)), int(300 * u))
        box.center = (sw // 2, sh // 2)
        panel(surface, box, "paper", radius=int(14 * u), kind="modal", name="session over")
        blit_text(surface, "serif_bold", int(32 * u), table_words.SESSION_OVER, (box.centerx, box.top + 18 * u),
                  theme.INK, "midtop", shadow=False)
        won = [session.winners.count(seat) for seat in (0, 1)]
        y = box.top + 74 * u
        blit_text(surface, "serif_italic", int(15 * u), _(words.GAMES_WON), (box.right - 60 * u, y), theme.INK_SOFT,
                  "topright", shadow=False)
        y += 24 * u
        for rank, seat in enumerate(sorted((0, 1), key=lambda s: -won[s])):
            blit_text(surface, "serif_bold", int(22 * u), f"{number(rank + 1)}.  {shown(names[seat])}",
                      (box.left + 60 * u, y), theme.INK, "topleft", shadow=False)
            blit_text(surface, "serif_bold", int(22 * u), number(won[seat]), (box.right - 60 * u, y), theme.INK,
                      "topright", shadow=False)
            y += 34 * u
        deal = ctx.deal
        if deal is not None:
            last = words.last_game(deal.game_number, [figure(s) for s in deal.scores], names)
            blit_text(surface, "serif_italic", int(16 * u), last, (box.centerx, y + 4 * u), theme.INK_SOFT, "midtop",
                      shadow=False)
        n, gap = len(buttons), 16 * u
        bw = int(min(200 * u, (box.width - 40 * u - (n - 1) * gap) / max(1, n)))
        for i, b in enumerate(buttons):  # Play again, the ledger, back to the title: side by side
            b.rect = pygame.Rect(0, 0, bw, int(44 * u))
            b.rect.midbottom = (int(box.centerx + (i - (n - 1) / 2) * (bw + gap)), int(box.bottom - 16 * u))
            b.draw(surface, int(20 * u))


__all__ = ["FinalPanel", "ResultPanel"]
