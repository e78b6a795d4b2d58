"""A question over the screen beneath: a title, a few lines, and two answers.

Used where one key would otherwise lose something (a new game while a session is saved).
The screen beneath is drawn under a shade and gets no input until an answer is given.
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from . import boxes, theme
from ..i18n import N_
from .app import Scene
from .resources import res
from .shown import said
from .widgets import Button, blit_text, line_height, panel, wrap_even


#: The keys that answer yes and no, each language's own letter (a key's name, in its sense).
YES_KEY, NO_KEY = N_("key for yes|Y"), N_("key for no|N")


def key_letter(message: str) -> str:
    """The language's letter for an answer; the English one where a catalog gives no plain
    letter (a test's pseudo-language)."""
    letter = said(message).rpartition("|")[2]
    return letter if len(letter) == 1 and letter.isascii() and letter.isalpha() else message.rpartition("|")[2]


class Confirm(Scene):
    opaque = False

    def __init__(self, app, title: str, lines: Sequence[str], yes: str, no: str, on_yes: Callable[[], None]) -> None:
        super().__init__(app)
        self.title, self.lines = title, list(lines)
        self.on_yes = on_yes
        self.yes = Button(yes, self._yes)
        self.no = Button(no, self.app.pop)
        self._keys()

    def _keys(self) -> None:
        """The answers' keys in the language of the moment (Y/N, O/N, S/N), each on its button;
        Enter answers yes too, Esc no."""
        yes, no = key_letter(YES_KEY), key_letter(NO_KEY)
        self.yes.hint, self.yes.key = yes, pygame.key.key_code(yes.lower())
        self.no.hint, self.no.key = no, pygame.key.key_code(no.lower())
        self.yes_keys = (self.yes.key, pygame.K_RETURN, pygame.K_KP_ENTER)
        self.no_keys = (self.no.key, pygame.K_ESCAPE)

    def _yes(self) -> None:
        self.app.pop()
        self.on_yes()

    def handle(self, event: pygame.event.Event) -> None:
        self._keys()
        if self.yes.handle(event) or self.no.handle(event):
            return
        if event.type == pygame.KEYDOWN:
            if event.key in self.yes_keys:
                self._yes()
            elif event.key in self.no_keys:
                self.app.pop()

    def draw(self, surface: pygame.Surface) -> None:
        self._keys()
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 150))
        surface.blit(shade, (0, 0))
        boxes.note(surface, "modal", surface.get_rect(), "shade")
        width = int(min(w - 40 * u, 640 * u))
        size = int(19 * u)
        lines = [part for line in self.lines for part in wrap_even("serif", size, line, width - int(60 * u))]
        title_h = res().size("serif_bold", int(28 * u), self.title)[1]  # as tall as the text scale makes it
        box = pygame.Rect(0, 0, width, int(118 * u + title_h + len(lines) * line_height(size)))
        box.center = (w // 2, h // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(28 * u), self.title, (box.centerx, box.top + 18 * u), theme.INK, "midtop",
                  shadow=False)
        y = box.top + 32 * u + title_h
        for line in lines:
            blit_text(surface, "serif", size, line, (box.centerx, y), theme.INK, "midtop", shadow=False)
            y += line_height(size)
        bw = int((width - 80 * u) / 2)
        for i, b in enumerate((self.yes, self.no)):
            b.rect = pygame.Rect(0, 0, bw, int(46 * u))
            b.rect.bottomleft = (int(box.left + 30 * u + i * (bw + 20 * u)), int(box.bottom - 18 * u))
            b.draw(surface, int(20 * u))


__all__ = ["Confirm"]
