"""The ledger: a score sheet of every deal's outcome and what it changed for each player
(jetons, or points), and each seat's purse (or score, against the target) over the
session, as the game's account says."""
from __future__ import annotations

import math
from typing import Any, Callable

import pygame

from . import theme, words
from .app import Scene
from .grammar import shown
from .resources import felt, res
from .review.hooks import RowPicker
from .spec import UISpec
from .widgets import Button, blit_text, fit, fitted, line_height, panel, signed, wrap
from .words import you


class LedgerScene(Scene):
    def __init__(self, app, names: list[str], start_purses: list[int], history: list[dict], ui: UISpec,
                 rules=None, live: dict | None = None, review: Callable[[int], Any] | None = None) -> None:
        """``live``: the deal in play as a ledger entry (a game for points: the points made so
        far, as the score pad shows them), written below the deals finished; ``review``: opens
        the review of the deal at an index of ``history`` (a row picked)."""
        super().__init__(app)
        self.ui = ui
        self.account = ui.account
        self.target = self.account.target(rules) if rules is not None else None
        self.names = names
        self.start = start_purses
        self.history = history
        self.picker = RowPicker(lambda: self.history, review)
        self.live = live
        self.scroll = 0.0
        self.back = Button(words.BACK, self.app.pop, pygame.K_ESCAPE, "Esc")
        self.content_h = 0.0

    def handle(self, event) -> None:
        if self.back.handle(event) or self.picker.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 50
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -300, pygame.K_PAGEDOWN: 300}.get(event.key)
            if step:
                self.scroll += step

    def _series(self) -> list[list[tuple[int, int | None]]]:
        return self.account.series(self.start, self._rows())

    def outcome(self, entry: dict) -> str:
        """What happened in a deal and to whom, as its row says it: the headline said at the
        table ("Bruno beats the bête…"), the deal in play as such, "(undo)" after a deal with one."""
        outcome = you(entry.get("headline") or words.outcome_word(entry["outcome"], self.ui.outcome_words))
        if entry is self.live:
            outcome = words.IN_PLAY
        if entry.get("undone"):
            outcome = words.with_undo(outcome, entry["undone"])
        return outcome

    def _rows(self) -> list[dict]:
        """The deals finished, and the deal in play."""
        return [*self.history, self.live] if self.live is not None else list(self.history)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        title = blit_text(surface, "serif_bold", int(40 * u), words.LEDGER_TITLE, (w / 2, 14 * u), theme.BRASS, "midtop")
        # the plot, on the left (or on top when narrow), below the title however large its words
        wide = w >= 1100 * u
        top = max(70 * u, title.bottom + 6 * u)
        plot = pygame.Rect(int(20 * u), int(top), int((w * 0.46) if wide else w - 40 * u),
                           int(h - 80 * u - top if wide else h * 0.36))
        panel(surface, plot, "paper", radius=int(12 * u))
        self._draw_plot(surface, plot.inflate(-30 * u, -30 * u), u)
        entries = pygame.Rect(plot.right + 20 * u, plot.top, w - plot.right - 40 * u, plot.height) if wide else \
            pygame.Rect(plot.left, plot.bottom + 12 * u, plot.width, h - plot.bottom - 80 * u)
        panel(surface, entries, "paper", radius=int(12 * u))
        self._draw_entries(surface, entries.inflate(-30 * u, -24 * u), u)
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))
        if self.picker.hint:
            blit_text(surface, "serif_italic", int(16 * u), self.picker.hint, (20 * u, self.back.rect.centery),
                      theme.TEXT_SOFT, "midleft")

    def _draw_plot(self, surface, area: pygame.Rect, u: float) -> None:
        series = self._series()
        n = len(series)
        blit_text(surface, "serif_bold", fitted("serif_bold", int(20 * u), self.account.plot_title, area.width),
                  self.account.plot_title, (area.left, area.top), theme.INK, shadow=False)
        legend_y = area.top + line_height(int(20 * u), "serif_bold")
        pitch = line_height(int(15 * u))
        x, row = area.left, 0
        for seat, name in enumerate(map(shown, self.names)):
            colour = seat_colour(seat)
            width = res().font("serif", int(15 * u)).size(name)[0] + 44 * u
            if x + width > area.right and x > area.left:
                x, row = area.left, row + 1
            y = legend_y + row * pitch
            pygame.draw.line(surface, colour, (x, y + 9 * u), (x + 18 * u, y + 9 * u), max(2, int(3 * u)))
            marker(surface, seat, colour, (x + 9 * u, y + 9 * u), max(3, int(4 * u)))
            r = blit_text(surface, "serif", int(15 * u), name, (x + 22 * u, y), theme.INK, shadow=False)
            x = r.right + 14 * u
        top = legend_y + (row + 1) * pitch + line_height(int(13 * u)) / 2  # the top tick's figure clear of the legend
        graph = pygame.Rect(area.left + 48 * u, top, area.width - 58 * u, area.bottom - top - 8 * u - 1.8 * line_height(int(13 * u)))
        values = [v for s in series for _, v in s if v is not None] + ([self.target] if self.target else [])
        lo, hi = axis(min(values), max(values))
        step = _nice_step((hi - lo) / 5)
        steps = max(1, max(x for s in series for x, _ in s))
        spread = max(2.0, 3 * u)  # lines that coincide lie side by side, a few pixels apart

        def pt(i: int, v: float, seat: int = -1) -> tuple[float, float]:
            shift = 0.0 if seat < 0 else (seat - (n - 1) / 2) * spread
            return (graph.left + graph.width * i / steps, graph.bottom - graph.height * (v - lo) / (hi - lo) + shift)

        pygame.draw.rect(surface, (246, 238, 214), graph)
        ticks = int(round((hi - lo) / step))
        for k in range(ticks + 1):
            v = lo + step * k
            if v > hi + 1e-9:  # a tick beyond the axis would stand over the legend
                break
            y = pt(0, v)[1]
            pygame.draw.line(surface, theme.PARCHMENT_DARK, (graph.left, y), (graph.right, y))
            blit_text(surface, "serif", int(13 * u), signed(round(v)), (graph.left - 6 * u, y), theme.INK_SOFT,
                      "midright", shadow=False)
        if lo < 0 < hi:
            y = pt(0, 0)[1]
            pygame.draw.line(surface, theme.DEBT_ON_LIGHT, (graph.left, y), (graph.right, y), 1)
        if self.target:
            y = pt(0, self.target)[1]
            pygame.draw.line(surface, theme.WOOD, (graph.left, y), (graph.right, y), max(1, int(2 * u)))
            blit_text(surface, "serif_italic", int(13 * u), words.TARGET, (graph.right - 4 * u, y - 2 * u),
                      theme.WOOD, "bottomright", shadow=False)
        for i in range(0, steps + 1, max(1, steps // 10)):
            x = pt(i, lo)[0]
            blit_text(surface, "serif", int(13 * u), str(i), (x, graph.bottom + 4 * u), theme.INK_SOFT, "midtop",
                      shadow=False)
        blit_text(surface, "serif_italic", int(13 * u), words.DEALS_AXIS,
                  (graph.right, graph.bottom + 6 * u + line_height(int(13 * u)) * 0.8), theme.INK_SOFT, "topright",
                  shadow=False)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, graph, 1)
        for seat, s in enumerate(series):
            colour = seat_colour(seat)
            runs: list[list[tuple[float, float]]] = [[]]
            for i, v in s:  # a None breaks the line (a new game starts from nought)
                if v is None:
                    runs.append([])
                else:
                    runs[-1].append(pt(i, v, seat))
            for points in runs:
                if len(points) >= 2:
                    pygame.draw.lines(surface, colour, False, points, max(2, int(2.5 * u)))
                for p in points:
                    marker(surface, seat, colour, p, max(3, int(4 * u)))

    def _draw_entries(self, surface, area: pygame.Rect, u: float) -> None:
        """The score sheet: a row a deal (its outcome, what each player won or lost, or the
        points each made), a column a player, the purses (or the scores against the target
        and the games won) at the foot."""
        blit_text(surface, "serif_bold", int(20 * u), words.LEDGER_SHEET, (area.left, area.top), theme.INK,
                  shadow=False)
        size = int(15 * u)
        n = len(self.names)
        deal_w = max(44 * u, res().size("serif_bold", size, words.DEAL_COLUMN)[0] + 10 * u)
        outcome_w = min(260 * u, area.width * 0.42)
        col_w = (area.width - deal_w - outcome_w) / max(1, n)
        head_y = area.top + 30 * u

        def col_x(seat: int) -> float:
            return area.left + deal_w + outcome_w + col_w * (seat + 1) - 6 * u

        blit_text(surface, "serif_bold", size, words.DEAL_COLUMN, (area.left, head_y), theme.INK, shadow=False)
        blit_text(surface, "serif_bold", size, words.OUTCOME_COLUMN, (area.left + deal_w, head_y), theme.INK,
                  shadow=False)
        for seat, name in enumerate(map(shown, self.names)):
            blit_text(surface, "serif_bold", size, fit(name, size, col_w - 8 * u, "serif_bold"), (col_x(seat), head_y),
                      seat_colour(seat), "topright", shadow=False)
        row_h = line_height(size)
        foot = self.account.foot(self.start, self._rows(), self.target)
        foot_h = row_h * len(foot) + 10 * u
        clip = pygame.Rect(area.left, int(head_y + row_h + 4 * u), area.width, int(area.bottom - head_y - row_h - foot_h))
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (area.left, clip.top - 3 * u), (area.right, clip.top - 3 * u))
        old = surface.get_clip()
        surface.set_clip(clip)
        y = clip.top - self.scroll
        rows = self._rows()
        if not rows:
            blit_text(surface, "serif_italic", size, words.NO_DEAL_YET, (clip.left, y), theme.INK_SOFT, shadow=False)
        before = list(self.start)
        for index, entry in enumerate(rows):
            lines = wrap("serif_italic", size, self.outcome(entry), int(outcome_w - 8 * u))
            self.picker.mark(surface, index, pygame.Rect(area.left - 6 * u, y - 2 * u, area.width + 12 * u,
                                                         row_h * len(lines) + 2 * u), clip)
            after = entry[self.account.figures_key]
            label = str(entry["deal"]) if entry.get("dealer") is not None else "·"
            blit_text(surface, "serif", size, label, (area.left, y), theme.INK_SOFT, shadow=False)
            for k, line in enumerate(lines):
                blit_text(surface, "serif_italic", size, line, (area.left + deal_w, y + k * row_h), theme.WOOD,
                          shadow=False)
            for seat, diff in enumerate(self.account.made(entry, before)):
                text = ("+" if diff > 0 else "") + signed(diff) if diff else "—"
                colour = GAIN if diff > 0 else theme.DEBT_ON_LIGHT if diff < 0 else theme.INK_SOFT
                blit_text(surface, "serif", size, text, (col_x(seat), y), colour, "topright", shadow=False)
            before = list(after)
            y += row_h * len(lines) + 2 * u
            note = self.account.after_row(entry, self.names)
            if note:  # a game won: a line across the sheet, and the next game from nought
                pygame.draw.line(surface, theme.WOOD, (area.left, y - 2 * u), (area.right, y - 2 * u))
                blit_text(surface, "serif_bold", size, fit(note, size, area.width - 8 * u, "serif_bold"),
                          (area.left + deal_w, y), theme.WOOD, shadow=False)
                y += row_h
        self.content_h = y + self.scroll - clip.top
        self.scroll = self.picker.follow(self.scroll, clip)
        self.scroll = max(0.0, min(self.scroll, max(0.0, self.content_h - clip.height)))
        surface.set_clip(old)
        foot_y = clip.bottom + 6 * u
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (area.left, foot_y - 2 * u), (area.right, foot_y - 2 * u))
        for k, (label, cells) in enumerate(foot):
            y = foot_y + k * row_h
            blit_text(surface, "serif_bold", size, label, (area.left, y), theme.INK, shadow=False)
            for seat, text in enumerate(cells):
                colour = GAIN if text.startswith("+") else theme.DEBT_ON_LIGHT if text.startswith("−") else theme.INK
                blit_text(surface, "serif_bold" if k == 0 else "serif", size, fit(text, size, col_w - 8 * u),
                          (col_x(seat), y), colour, "topright", shadow=False)


#: A figure won, on the sheet.
GAIN = (40, 110, 40)


#: Each seat's colour on the sheet and the plot: hues far apart (no two purples), dark enough
#: for parchment; the person's line ochre.
LEDGER_COLOURS = [(150, 108, 24), (28, 98, 170), (186, 38, 38), (36, 128, 48), (118, 62, 168), (214, 104, 16),
                  (196, 56, 132)]


def seat_colour(seat: int) -> tuple[int, int, int]:
    return LEDGER_COLOURS[seat % len(LEDGER_COLOURS)]


def marker(surface, seat: int, colour, centre, r: int) -> None:
    """A shape of the seat's own on its line (circle, square, triangle, diamond, a triangle
    pointing down, a cross, a star), so that lines lying together are told apart by shape as
    well as by colour."""
    x, y = centre
    shape = seat % 7
    if shape == 0:
        pygame.draw.circle(surface, colour, (x, y), r)
    elif shape == 1:
        pygame.draw.rect(surface, colour, pygame.Rect(int(x - r), int(y - r), 2 * r, 2 * r))
    elif shape == 2:
        pygame.draw.polygon(surface, colour, [(x, y - r * 1.2), (x + r * 1.1, y + r * 0.8), (x - r * 1.1, y + r * 0.8)])
    elif shape == 3:
        pygame.draw.polygon(surface, colour, [(x, y - r * 1.3), (x + r * 1.1, y), (x, y + r * 1.3), (x - r * 1.1, y)])
    elif shape == 4:
        pygame.draw.polygon(surface, colour, [(x, y + r * 1.2), (x + r * 1.1, y - r * 0.8), (x - r * 1.1, y - r * 0.8)])
    elif shape == 5:
        width = max(2, r // 2 + 1)
        pygame.draw.line(surface, colour, (x - r, y - r), (x + r, y + r), width)
        pygame.draw.line(surface, colour, (x - r, y + r), (x + r, y - r), width)
    else:
        points = [(x + math.cos(math.radians(90 + 36 * k)) * (r * 1.3 if k % 2 == 0 else r * 0.55),
                   y - math.sin(math.radians(90 + 36 * k)) * (r * 1.3 if k % 2 == 0 else r * 0.55)) for k in range(10)]
        pygame.draw.polygon(surface, colour, points)


def axis(lo: float, hi: float) -> tuple[float, float]:
    """The plot's axis fitted to the purses: round figures just beyond the lowest and highest."""
    if hi - lo < 10:
        mid = (hi + lo) / 2
        lo, hi = mid - 5, mid + 5
    step = _nice_step((hi - lo) / 5)
    return step * math.floor(lo / step), step * math.ceil(hi / step)


def _nice_step(raw: float) -> float:
    """1, 2, 2.5 or 5 times a power of ten, at least ``raw``."""
    if raw <= 0:
        return 1.0
    power = 10 ** math.floor(math.log10(raw))
    for k in (1, 2, 2.5, 5, 10):
        if k * power >= raw:
            return k * power
    return 10 * power
