"""A question over the screen beneath: a title, a few lines, and two answers.

Used where one key would otherwise lose something (a new game while a session is saved).
The screen beneath is drawn under a shade and gets no input until an answer is given.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import boxes, theme
from .app import Scene
from .widgets import Button, blit_text, line_height, panel, wrap_even


class Confirm(Scene):
    opaque = False

    def __init__(self, app, title: str, lines: Sequence[str], yes: str, no: str, on_yes: Callable[[], None],
                 yes_keys: tuple[int, ...] = (pygame.K_y, pygame.K_RETURN, pygame.K_KP_ENTER),
                 no_keys: tuple[int, ...] = (pygame.K_n, pygame.K_ESCAPE)) -> None:
        super().__init__(app)
        self.title, self.lines = title, list(lines)
        self.on_yes = on_yes
        self.yes = Button(yes, self._yes, yes_keys[0], "Y")
        self.no = Button(no, self.app.pop, no_keys[0], "N")
        self.yes_keys, self.no_keys = yes_keys, no_keys

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle(self, event: pygame.event.Event) -> None:
        if self.yes.handle(event) or self.no.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in self.yes_keys:
                self._yes()
            elif event.key in self.no_keys:
                self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        boxes.note(surface, "modal", surface.get_rect(), "shade")
        width = int(min(w - 40 * u, 640 * u))
        size = int(19 * u)
        lines = [part for line in self.lines for part in wrap_even("serif", size, line, width - int(60 * u))]
        box = pygame.Rect(0, 0, width, int(150 * u + len(lines) * line_height(size)))
        box.center = (w // 2, h // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(28 * u), self.title, (box.centerx, box.top + 18 * u), theme.INK, "midtop",
                  shadow=False)
        y = box.top + 64 * u
        for line in lines:
            blit_text(surface, "serif", size, line, (box.centerx, y), theme.INK, "midtop", shadow=False)
            y += line_height(size)
        bw = int((width - 80 * u) / 2)
        for i, b in enumerate((self.yes, self.no)):
            b.rect = pygame.Rect(0, 0, bw, int(46 * u))
            b.rect.bottomleft = (int(box.left + 30 * u + i * (bw + 20 * u)), int(box.bottom - 18 * u))
            b.draw(surface, int(20 * u))


__all__ = ["Confirm"]
