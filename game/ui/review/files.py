"""Open a deal (from the title): the deal files saved from reviews, newest first, each
opened for its review with Enter or a click; a deal file from elsewhere (a friend's) is
dropped on the window, or given as ``python -m game --review FILE``."""
from __future__ import annotations

import time
from pathlib import Path
from typing import Any, Callable

import pygame

from ...i18n import _
from ...review import file as deal_file
from .. import theme
from ..app import Scene
from ..resources import felt
from ..widgets import Button, blit_text, line_height, panel, wrap
from . import words
from .hooks import open_file


class DealFilesScene(Scene):
    def __init__(self, app: Any, table: Callable[..., Scene], folder: Path | None = None) -> None:
        super().__init__(app)
        self.table = table
        self.folder = folder if folder is not None else deal_file.deals_dir()
        self.files: list[Path] = []
        self.picked = 0
        self.scroll = 0.0
        self.hits: list[tuple[pygame.Rect, int]] = []
        self.back = Button(_(words.BACK), self.app.pop, pygame.K_ESCAPE, "Esc")

    def on_enter(self) -> None:
        self.files = deal_file.saved_deals([self.folder])
        self.picked = min(self.picked, max(0, len(self.files) - 1))

    def open(self, index: int) -> None:
        if 0 <= index < len(self.files):
            open_file(self.app, self.table, self.files[index])

    def handle(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.DROPFILE:
            open_file(self.app, self.table, event.file)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index in self.hits:
                if rect.collidepoint(event.pos):
                    self.picked = index
                    self.open(index)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0.0, self.scroll - event.y * 40)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN) and self.files:
                self.picked = max(0, min(len(self.files) - 1, self.picked + (1 if event.key == pygame.K_DOWN else -1)))
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.open(self.picked)

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        blit_text(surface, "serif_bold", int(40 * u), _(words.OPEN_DEAL), (w / 2, 14 * u), theme.BRASS, "midtop")
        box = pygame.Rect(int(w * 0.12), int(80 * u), int(w * 0.76), int(h - 170 * u))
        panel(surface, box, "paper", radius=int(12 * u))
        inner = box.inflate(-int(40 * u), -int(30 * u))
        size = max(12, int(18 * u))
        step = line_height(size) * 1.25
        y = float(inner.top)
        for line in wrap("serif_italic", max(12, int(16 * u)), _(words.DROP_HINT).format(folder=self.folder),
                         inner.width):
            blit_text(surface, "serif_italic", max(12, int(16 * u)), line, (inner.left, y), theme.INK_SOFT,
                      shadow=False)
            y += line_height(max(12, int(16 * u)))
        y += 10 * u
        self.hits = []
        if not self.files:
            blit_text(surface, "serif_italic", size, _(words.NO_DEALS_SAVED), (inner.left, y), theme.INK, shadow=False)
        area = pygame.Rect(inner.left, int(y), inner.width, int(inner.bottom - y))
        room = max(1, int(area.height // step))
        first = int(self.scroll // step)
        if self.picked < first:
            self.scroll = self.picked * step
        elif self.picked >= first + room:
            self.scroll = (self.picked - room + 1) * step
        self.scroll = max(0.0, min(self.scroll, max(0.0, (len(self.files) - room) * step)))
        old = surface.get_clip()
        surface.set_clip(area)
        for index, path in enumerate(self.files):
            ry = area.top + index * step - self.scroll
            if ry + step < area.top or ry > area.bottom:
                continue
            rect = pygame.Rect(area.left - int(8 * u), int(ry), area.width + int(16 * u), int(step))
            if index == self.picked:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect, border_radius=int(6 * u))
            blit_text(surface, "serif", size, path.name, (area.left, ry + 3 * u), theme.INK, shadow=False)
            when = time.strftime("%Y-%m-%d %H:%M", time.localtime(_mtime(path)))
            blit_text(surface, "serif_italic", size, when, (area.right, ry + 3 * u), theme.INK_SOFT, "topright",
                      shadow=False)
            self.hits.append((rect.clip(area), index))
        surface.set_clip(old)
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))
        self._draw_notices(surface, u)

    def _draw_notices(self, surface: pygame.Surface, u: float) -> None:
        """A file refused, said in one line for a while."""
        now = time.perf_counter()
        recent = [text for text, at in self.app.notices if now - at < 12.0][-1:]
        w, h = surface.get_size()
        for text in recent:
            size = max(12, int(16 * u))
            lines = wrap("serif", size, text.removeprefix("la-bete: "), int(w - 300 * u))
            box = pygame.Rect(0, 0, int(w - 260 * u), int(len(lines) * line_height(size) + 14 * u))
            box.bottomleft = (int(20 * u), int(h - 12 * u))
            panel(surface, box, "dark", radius=int(8 * u))
            for i, line in enumerate(lines):
                blit_text(surface, "serif", size, line, (box.left + 12 * u, box.top + 7 * u + i * line_height(size)),
                          theme.IVORY)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


__all__ = ["DealFilesScene"]
