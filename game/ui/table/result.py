"""The result of a deal: its headline, the tricks, every payment and the purses after, and the
button to go on.  Every payment is shown: on one column while the window holds them, on two
when they fit side by side, else in a list the wheel and the arrow keys scroll (never "and N
more").  A game whose result reads otherwise gives its own (``TablePart.result_panel``)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

import pygame

from ...i18n import _, number
from .. import boxes, theme, words
from ..grammar import shown
from ..resources import res
from ..widgets import Button, blit_text, key_width, line_height, panel, signed, wrap, wrap_even
from ..words import you

if TYPE_CHECKING:
    from .flow import TableFlow
    from .part import TablePart
    from .places import Places

#: Keys that scroll a long list of payments, and by how many lines.
SCROLL_KEYS = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -6, pygame.K_PAGEDOWN: 6}


class ResultPanel:
    """A finished deal, as the table shows it over the cloth."""

    def __init__(self, flow: "TableFlow", places: "Places", part: "TablePart") -> None:
        self.flow = flow
        self.places = places
        self.part = part
        #: The first line of the payments shown, when they are more than the panel holds.
        self.scroll = 0
        self._rows_hidden = 0
        self._deal: Any = None

    def handle(self, event: pygame.event.Event) -> bool:
        """The wheel or an arrow key scrolls a list of payments longer than the panel."""
        if not self._rows_hidden:
            return False
        step = -event.y * 2 if event.type == pygame.MOUSEWHEEL else \
            SCROLL_KEYS.get(event.key) if event.type == pygame.KEYDOWN else None
        if not step:
            return False
        self.scroll = max(0, min(self._rows_hidden, self.scroll + step))
        return True

    def lines(self) -> list[str]:
        """The game's lines, then every payment of the deal (alike ones grouped)."""
        deal = self.flow.deal
        paid = deal.books.transfers[deal.ante_count:]
        lines = [you(line) for line in self.part.result_lines(deal)]
        lines += [you(line) for line in words.grouped_lines(paid, self.flow.names, self.flow.ui.pot_words,
                                                             self.flow.ui.why_words)]
        return lines or [words.NOTHING_PAID]

    def draw(self, surface: pygame.Surface, next_button: Button, beside: Sequence[Button] = ()) -> None:
        """``beside``: buttons left of the next deal's (the Review), the row centred at the foot."""
        flow = self.flow
        names = flow.names
        L = self.places.layout
        u = L.u
        deal = flow.deal
        if deal is not self._deal:
            self._deal, self.scroll = deal, 0
        sw, sh = surface.get_size()
        w = int(min(sw - 40 * u, 760 * u))
        inner = w - int(72 * u)
        size, title_size, small = int(18 * u), int(27 * u), int(17 * u)
        step, title_step, small_step = line_height(size), line_height(title_size, "serif_bold"), line_height(small)
        title_lines = wrap_even("serif_bold", title_size, flow.headline, w - int(60 * u))
        purses = self._purse_rows(inner)
        button_h = int(max(44 * u, res().font("serif_bold", int(21 * u)).get_height() + 14 * u))
        fixed = 18 * u + small_step + len(title_lines) * title_step + small_step + 10 * u \
            + len(purses) * small_step + 14 * u + button_h + 22 * u
        top = L.bar.bottom + 6
        room = sh - top - 10 * u - fixed
        fits = max(1, int(room // step))
        lines = self.lines()
        columns, rows = 1, [row for line in lines for row in wrap("serif", size, line, inner)]
        if len(rows) > fits:
            half = (inner - int(24 * u)) // 2
            two = [row for line in lines for row in wrap("serif", size, line, half)]
            if len(two) <= 2 * fits:
                columns, rows = 2, two
        shown_rows = min(fits, -(-len(rows) // columns))
        self._rows_hidden = max(0, len(rows) - shown_rows) if columns == 1 else 0
        self.scroll = min(self.scroll, self._rows_hidden)
        box = pygame.Rect(0, 0, w, int(fixed + shown_rows * step))
        box.center = (sw // 2, int(L.trick_centre[1] + 10 * u))
        box.top = max(box.top, top)
        panel(surface, box, "paper", radius=int(14 * u), kind="modal", name="result")
        y = box.top + 18 * u
        blit_text(surface, "serif_italic", small, words.deal_title(deal.number), (box.centerx, y), theme.INK_SOFT,
                  "midtop", shadow=False)
        y += small_step
        for line in title_lines:
            blit_text(surface, "serif_bold", title_size, line, (box.centerx, y), theme.INK, "midtop", shadow=False)
            y += title_step
        if deal.plays:
            tricks = "  ·  ".join(f"{shown(names[s])} {number(deal.tricks_won[s])}" for s in self.part.seats_in(deal))
            blit_text(surface, "serif", small, words.tricks_line(tricks), (box.centerx, y), theme.INK_SOFT, "midtop",
                      shadow=False)
        y += small_step + 6 * u
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (box.left + 30 * u, y - 4 * u), (box.right - 30 * u, y - 4 * u))
        self._draw_rows(surface, rows, columns, shown_rows, pygame.Rect(box.left + 36 * u, y, inner, shown_rows * step),
                        size, step)
        y += shown_rows * step + 8 * u
        for row in purses:
            self._draw_purses(surface, row, box.left + 36 * u, y)
            y += small_step
        next_button.label = words.NEXT_DEAL if flow.session.wants_deal else words.FINISH
        label = res().size("serif_bold", int(21 * u), _(next_button.label))[0]  # and room each side for the key's cap
        next_button.rect = pygame.Rect(0, 0, int(max(220 * u, label + 40 * u + 2 * key_width(_(next_button.hint),
                                                                                          int(21 * u)))), button_h)
        draw_buttons(surface, [*beside, next_button], box, int(box.bottom - 14 * u), u)

    def _draw_rows(self, surface: pygame.Surface, rows: list[str], columns: int, shown_rows: int, area: pygame.Rect,
                   size: int, step: float) -> None:
        """The payments, in their columns, or the part of a long list scrolled to, with a bar
        that says where it stands."""
        u = self.places.layout.u
        first = self.scroll if columns == 1 else 0
        width = area.width if columns == 1 else (area.width - int(24 * u)) // 2
        for i, row in enumerate(rows[first:first + shown_rows * columns]):
            column, line = divmod(i, shown_rows)
            x = area.left + column * (width + int(24 * u))
            blit_text(surface, "serif", size, row, (x, area.top + line * step), theme.INK, "topleft", shadow=False)
        if self._rows_hidden:
            track = pygame.Rect(area.right + int(14 * u), area.top, max(3, int(5 * u)), area.height)
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=track.width // 2)
            thumb = track.copy()
            thumb.height = max(int(12 * u), track.height * shown_rows // len(rows))
            thumb.top = track.top + (track.height - thumb.height) * self.scroll // self._rows_hidden
            pygame.draw.rect(surface, theme.WOOD, thumb, border_radius=track.width // 2)
            boxes.note(surface, "badge", track.union(thumb))

    def _purse_rows(self, width: float) -> list[list[int]]:
        """The seats on each line of the purses after the deal (as many lines as the width needs)."""
        u = self.places.layout.u
        deal, names = self.flow.deal, self.flow.names
        rows: list[list[int]] = [[]]
        x = 0.0
        for seat in range(self.flow.n):
            item = res().size("serif_bold", int(17 * u), f"{shown(names[seat])} {signed(deal.books.purses[seat])}")[0] \
                + res().size("serif", int(15 * u), " (+000)")[0] + 18 * u
            if x + item > width and rows[-1]:
                rows.append([])
                x = 0.0
            rows[-1].append(seat)
            x += item
        return rows

    def _draw_purses(self, surface: pygame.Surface, seats: list[int], x: float, y: float) -> None:
        """Purses after the deal, each with its change."""
        u = self.places.layout.u
        deal, names = self.flow.deal, self.flow.names
        for seat in seats:
            after = deal.books.purses[seat]
            diff = after - deal.purses_before[seat]
            rect = blit_text(surface, "serif_bold", int(17 * u), f"{shown(names[seat])} {signed(after)}", (x, y),
                             theme.DEBT_ON_LIGHT if after < 0 else theme.INK, "topleft", shadow=False)
            if diff:
                more = blit_text(surface, "serif", int(15 * u), f" ({'+' if diff > 0 else '−'}{number(abs(diff))})",
                                 (rect.right, rect.top + 2 * u), (40, 110, 40) if diff > 0 else theme.DEBT_ON_LIGHT,
                                 "topleft", shadow=False)
                rect.union_ip(more)
            x = rect.right + 18 * u


def draw_buttons(surface: pygame.Surface, row: Sequence[Button], box: pygame.Rect, bottom: int, u: float) -> None:
    """A result's buttons side by side at its foot, centred together, as tall as the last
    (the next deal's), whose size each has been given."""
    gap = int(14 * u)
    x = box.centerx - (sum(b.rect.width for b in row) + gap * (len(row) - 1)) // 2
    for b in row:
        b.rect = pygame.Rect(x, 0, b.rect.width, row[-1].rect.height)
        b.rect.bottom = bottom
        x += b.rect.width + gap
        b.draw(surface, int(21 * u))


def result_panel(flow: "TableFlow", places: "Places", part: "TablePart") -> Any:
    """The game's result panel, or the table's."""
    return part.result_panel() or ResultPanel(flow, places, part)


__all__ = ["ResultPanel", "draw_buttons", "result_panel"]
