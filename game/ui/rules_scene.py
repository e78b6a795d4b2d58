"""The rules of the game in force, generated from its rules, on a scrollable page."""
from __future__ import annotations

import pygame

from typing import Any

from . import theme, words
from .app import Scene
from ..i18n import _
from .resources import felt, res
from .rules_text import rules_blocks
from .widgets import Button, blit_text, line_height, panel, wrap

SIZES = {"h1": 34, "h2": 25, "p": 20, "li": 20}
ROLES = {"h1": "serif_bold", "h2": "serif_bold", "p": "serif", "li": "serif"}


class RulesScene(Scene):
    def __init__(self, app, rules: Any, players: int, topic: str | None = None) -> None:
        super().__init__(app)
        self.topic = topic  # a heading to open the page at (a glossary word's), once laid out
        self.rules = rules
        self.players = players
        self.blocks = rules_blocks(rules, players)
        self.scroll = 0.0
        self.lines: list[tuple[str, str, float, float]] = []  # role, text, y, x
        self.height = 0.0
        self.back = Button(words.BACK, self.app.pop, pygame.K_ESCAPE, "Esc")
        self._laid_for = None

    def on_resize(self, size) -> None:
        self._laid_for = None

    def _lay_out(self, width: int, u: float) -> None:
        self.lines = []
        y = 0.0
        for kind, text in self.blocks:
            size = int(SIZES[kind] * u)
            role = ROLES[kind]
            indent = 26 * u if kind == "li" else 0
            if kind in ("h1", "h2"):
                y += 14 * u
            for j, line in enumerate(wrap(role, size, text, int(width - indent))):
                bullet = kind == "li" and j == 0
                self.lines.append((role, line, y, indent, size, bullet, kind))
                y += max(size * 1.32, line_height(size, role))  # as tall as its words at the text scale
            y += 8 * u
        self.height = y
        if self.topic is not None:
            self.scroll = next((top for _r, text, top, *_rest, kind in self.lines if kind in ("h1", "h2")
                                and text == _(self.topic)), 0.0)
            self.topic = None

    def handle(self, event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 60
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -400, pygame.K_PAGEDOWN: 400,
                    pygame.K_SPACE: 400, pygame.K_HOME: -10 ** 6, pygame.K_END: 10 ** 6}.get(event.key)
            if step:
                self.scroll += step

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        box = pygame.Rect(0, 0, int(min(w - 40 * u, 940 * u)), int(h - 90 * u))
        box.midtop = (w // 2, int(20 * u))
        panel(surface, box, "paper", radius=int(14 * u))
        clip = box.inflate(-70 * u, -40 * u)
        if self._laid_for != (w, h, res().scale):
            self._lay_out(clip.width, u)
            self._laid_for = (w, h, res().scale)
        self.scroll = max(0.0, min(self.scroll, max(0.0, self.height - clip.height)))
        old = surface.get_clip()
        surface.set_clip(clip)
        for role, text, y, indent, size, bullet, kind in self.lines:
            sy = clip.top + y - self.scroll
            if sy + size * 1.4 < clip.top or sy > clip.bottom:
                continue
            colour = theme.WOOD if kind in ("h1", "h2") else theme.INK
            if bullet:
                blit_text(surface, "serif_bold", size, "•", (clip.left + 8 * u, sy), theme.BRASS_DARK, shadow=False)
            blit_text(surface, role, size, text, (clip.left + indent, sy), colour, shadow=False)
        surface.set_clip(old)
        if self.height > clip.height:  # a scroll bar
            track = pygame.Rect(box.right - 18 * u, clip.top, 6 * u, clip.height)
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=3)
            frac = clip.height / self.height
            thumb = pygame.Rect(track.left, track.top + (self.scroll / self.height) * clip.height, track.width,
                                max(20 * u, clip.height * frac))
            pygame.draw.rect(surface, theme.BRASS_DARK, thumb, border_radius=3)
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))
        blit_text(surface, "serif_italic", int(14 * u), _("wheel, arrows or Page Up/Down to scroll"),
                  (20 * u, h - 30 * u), theme.TEXT_DIM, "midleft")
