"""The ledger: every deal's outcome and transfers, and each purse over the session."""
from __future__ import annotations

import math

import pygame

from ..engine import Transfer
from . import theme, words
from .app import Scene
from .resources import felt
from .spec import UISpec
from .widgets import Button, blit_text, panel, signed


class LedgerScene(Scene):
    def __init__(self, app, names: list[str], start_purses: list[int], history: list[dict], ui: UISpec) -> None:
        super().__init__(app)
        self.ui = ui
        self.names = names
        self.start = start_purses
        self.history = history
        self.scroll = 0.0
        self.back = Button("Back", self.app.pop, pygame.K_ESCAPE, "Esc")
        self.content_h = 0.0

    def handle(self, event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 50
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -300, pygame.K_PAGEDOWN: 300}.get(event.key)
            if step:
                self.scroll += step

    def _series(self) -> list[list[int]]:
        series = [[p] for p in self.start]
        for entry in self.history:
            for seat, purse in enumerate(entry["purses_after"]):
                series[seat].append(purse)
        return series

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        blit_text(surface, "serif_bold", int(40 * u), "The ledger", (w / 2, 14 * u), theme.BRASS, "midtop")
        # the plot, on the left (or on top when narrow)
        wide = w >= 1100 * u
        plot = pygame.Rect(int(20 * u), int(70 * u), int((w * 0.46) if wide else w - 40 * u),
                           int(h - 150 * u if wide else h * 0.36))
        panel(surface, plot, "paper", radius=int(12 * u))
        self._draw_plot(surface, plot.inflate(-30 * u, -30 * u), u)
        entries = pygame.Rect(plot.right + 20 * u, plot.top, w - plot.right - 40 * u, plot.height) if wide else \
            pygame.Rect(plot.left, plot.bottom + 12 * u, plot.width, h - plot.bottom - 80 * u)
        panel(surface, entries, "paper", radius=int(12 * u))
        self._draw_entries(surface, entries.inflate(-30 * u, -24 * u), u)
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))

    def _draw_plot(self, surface, area: pygame.Rect, u: float) -> None:
        series = self._series()
        blit_text(surface, "serif_bold", int(20 * u), "Purses, deal by deal", (area.left, area.top), theme.INK,
                  shadow=False)
        legend_y = area.top + 28 * u
        x = area.left
        for seat, name in enumerate(self.names):
            colour = _dark(theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)])
            pygame.draw.line(surface, colour, (x, legend_y + 9 * u), (x + 18 * u, legend_y + 9 * u), max(2, int(3 * u)))
            r = blit_text(surface, "serif", int(15 * u), name, (x + 22 * u, legend_y), theme.INK, shadow=False)
            x = r.right + 14 * u
        graph = pygame.Rect(area.left + 44 * u, legend_y + 34 * u, area.width - 54 * u, area.bottom - legend_y - 64 * u)
        values = [v for s in series for v in s]
        lo, hi = min(values + [0]), max(values + [1])
        if hi - lo < 10:
            hi = lo + 10
        step = _nice_step((hi - lo) / 5)
        lo = step * math.floor(lo / step)
        hi = step * math.ceil(hi / step)
        steps = max(1, len(series[0]) - 1)

        def pt(i: int, v: float) -> tuple[float, float]:
            return (graph.left + graph.width * i / steps, graph.bottom - graph.height * (v - lo) / (hi - lo))

        pygame.draw.rect(surface, (246, 238, 214), graph)
        ticks = int(round((hi - lo) / step))
        for k in range(ticks + 1):
            v = lo + step * k
            y = pt(0, v)[1]
            pygame.draw.line(surface, theme.PARCHMENT_DARK, (graph.left, y), (graph.right, y))
            blit_text(surface, "serif", int(13 * u), signed(round(v)), (graph.left - 6 * u, y), theme.INK_SOFT,
                      "midright", shadow=False)
        if lo < 0 < hi:
            y = pt(0, 0)[1]
            pygame.draw.line(surface, theme.DEBT_ON_LIGHT, (graph.left, y), (graph.right, y), 1)
        for i in range(0, steps + 1, max(1, steps // 10)):
            x = pt(i, lo)[0]
            blit_text(surface, "serif", int(13 * u), str(i), (x, graph.bottom + 4 * u), theme.INK_SOFT, "midtop",
                      shadow=False)
        blit_text(surface, "serif_italic", int(13 * u), "deals", (graph.right, graph.bottom + 18 * u),
                  theme.INK_SOFT, "topright", shadow=False)
        pygame.draw.rect(surface, theme.PARCHMENT_DARK, graph, 1)
        for seat, s in enumerate(series):
            colour = _dark(theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)])
            points = [pt(i, v) for i, v in enumerate(s)]
            if len(points) >= 2:
                pygame.draw.lines(surface, colour, False, points, max(2, int(3 * u)))
            for p in points:
                pygame.draw.circle(surface, colour, p, max(2, int(3 * u)))

    def _draw_entries(self, surface, area: pygame.Rect, u: float) -> None:
        blit_text(surface, "serif_bold", int(20 * u), "Deal by deal", (area.left, area.top), theme.INK, shadow=False)
        clip = pygame.Rect(area.left, area.top + 32 * u, area.width, area.height - 32 * u)
        old = surface.get_clip()
        surface.set_clip(clip)
        y = clip.top - self.scroll
        if not self.history:
            blit_text(surface, "serif_italic", int(17 * u), "No deal has been finished yet.", (clip.left, y),
                      theme.INK_SOFT, shadow=False)
        for entry in reversed(self.history):
            outcome = words.outcome_word(entry["outcome"], self.ui.outcome_words)
            title = f"Deal {entry['deal']} — {outcome}"
            blit_text(surface, "serif_bold", int(18 * u), title, (clip.left, y), theme.WOOD, shadow=False)
            y += 24 * u
            blit_text(surface, "serif_italic", int(16 * u), entry["headline"][:110], (clip.left + 10 * u, y),
                      theme.INK, shadow=False)
            y += 22 * u
            antes = 0
            for i, t in enumerate(entry["transfers"]):
                tr = Transfer.from_dict(t)
                if i < entry.get("antes", 0) or tr.why in self.ui.ante_whys:
                    antes += tr.jetons  # the antes are many and alike: shown as a sum below
                    continue
                blit_text(surface, "serif", int(15 * u), words.transfer_line(tr, self.names, self.ui.pot_words)[:100],
                          (clip.left + 20 * u, y), theme.INK_SOFT, shadow=False)
                y += 19 * u
            if antes:
                blit_text(surface, "serif", int(15 * u), f"antes: {words.jetons(antes)} into the pots",
                          (clip.left + 20 * u, y), theme.INK_SOFT, shadow=False)
                y += 19 * u
            purses = "  ".join(f"{self.names[s]} {signed(p)}" for s, p in enumerate(entry["purses_after"]))
            blit_text(surface, "serif", int(15 * u), purses[:120], (clip.left + 20 * u, y), theme.INK, shadow=False)
            y += 30 * u
        self.content_h = y + self.scroll - clip.top
        self.scroll = max(0.0, min(self.scroll, max(0.0, self.content_h - clip.height)))
        surface.set_clip(old)


def _dark(colour) -> tuple[int, int, int]:
    return tuple(int(c * 0.62) for c in colour)


def _nice_step(raw: float) -> float:
    """1, 2, 2.5 or 5 times a power of ten, at least ``raw``."""
    if raw <= 0:
        return 1.0
    power = 10 ** math.floor(math.log10(raw))
    for k in (1, 2, 2.5, 5, 10):
        if k * power >= raw:
            return k * power
    return 10 * power
