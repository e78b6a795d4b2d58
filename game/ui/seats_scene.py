"""The opponents seat by seat: every computer player's level at the next table, each on its
own row (the first row sets them all), as FreeDoko lets each player of the table be chosen.
Opened from the title's Opponents row (a click on its level, or O); saved at once."""
from __future__ import annotations

import pygame

from ..ai.levels import LEVELS, level
from ..i18n import N_, _
from . import theme, words
from .app import Scene
from .grammar import shown
from .resources import felt
from .widgets import Button, blit_text, draw_level, fitted, line_height, panel, wrap

#: The rows' words.
TITLE = N_("Opponents seat by seat")
EVERY_SEAT = N_("Every seat")
HELP = N_("↑ ↓ choose a seat  ·  ← → its level  ·  applies from the next new game")


def level_name(kind: str) -> str:
    """A level's short name ("Open hand", not its warning), in the active language."""
    return _(level(kind).name).split(" (")[0]


def opponents_words(kinds: list[str]) -> str:
    """The table's opponents on one line: their level, or "seat by seat" when they differ."""
    return level_name(kinds[0]) if len(set(kinds)) == 1 else _("seat by seat")


class SeatsScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.focus = 0
        self.back = Button(words.BACK, self.app.pop, pygame.K_ESCAPE, "Esc")
        self.rows: list[tuple[pygame.Rect, pygame.Rect, pygame.Rect]] = []

    def _kinds(self) -> list[str]:
        return self.app.settings.levels()

    def change(self, row: int, step: int) -> None:
        """Row 0 sets every seat; row k, the k-th computer seat."""
        s = self.app.settings
        kinds = [item.kind for item in LEVELS]
        if row == 0:
            now = self._kinds()
            current = now[0] if len(set(now)) == 1 else s.opponents
            s = s.with_opponents(kinds[(kinds.index(current) + step) % len(kinds)])
        else:
            current = self._kinds()[row - 1]
            s = s.with_seat_level(row, kinds[(kinds.index(current) + step) % len(kinds)])
        self.app.settings = s
        self.app.save_settings()

    def handle(self, event) -> None:
        if self.back.handle(event):
            return
        count = len(self._kinds()) + 1
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, (row, left, right) in enumerate(self.rows):
                if left.collidepoint(event.pos) or right.collidepoint(event.pos) or row.collidepoint(event.pos):
                    self.focus = i
                    self.change(i, -1 if left.collidepoint(event.pos) else 1)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_UP, pygame.K_DOWN):
                self.focus = (self.focus + (1 if event.key == pygame.K_DOWN else -1)) % count
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE):
                self.change(self.focus, -1 if event.key == pygame.K_LEFT else 1)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        title = blit_text(surface, "serif_bold", int(40 * u), _(TITLE), (w / 2, 14 * u), theme.BRASS, "midtop")
        kinds = self._kinds()
        names = ["", *theme.NAMES[:len(kinds)]]
        size = int(20 * u)
        step = max(44 * u, line_height(size, "serif_bold") * 1.25)
        box = pygame.Rect(0, 0, int(min(w - 40 * u, 720 * u)), int(30 * u + step * (len(kinds) + 1)))
        box.midtop = (w // 2, int(title.bottom + 14 * u))
        panel(surface, box, "paper", radius=int(14 * u))
        self.rows = []
        for i in range(len(kinds) + 1):
            y = box.top + 15 * u + i * step
            row = pygame.Rect(int(box.left + 12 * u), int(y), int(box.width - 24 * u), int(step - 6 * u))
            if i == self.focus:
                pygame.draw.rect(surface, (226, 210, 170), row, border_radius=8)
            label = _(EVERY_SEAT) if i == 0 else shown(names[i])
            kind = (kinds[0] if len(set(kinds)) == 1 else None) if i == 0 else kinds[i - 1]
            value = level_name(kind) if kind is not None else _("seat by seat")
            right = pygame.Rect(0, 0, int(30 * u), int(30 * u))
            right.midright = (int(row.right - 10 * u), row.centery)
            left = right.copy()
            left.midright = (int(right.left - 230 * u), row.centery)
            name_room = left.left - row.left - 60 * u
            blit_text(surface, "serif_bold", fitted("serif_bold", size, label, name_room), label,
                      (row.left + 14 * u, row.centery), theme.INK, "midleft", shadow=False)
            if kind is not None:
                draw_level(surface, kind, (left.left - 30 * u, row.centery), u)
            for rect, glyph in ((left, "‹"), (right, "›")):
                pygame.draw.rect(surface, theme.WOOD, rect, border_radius=6)
                blit_text(surface, "serif_bold", int(24 * u), glyph, rect.center, theme.IVORY, "center", shadow=False)
            blit_text(surface, "serif_bold", fitted("serif_bold", int(19 * u), value, right.left - left.right - 12 * u),
                      value, ((left.right + right.left) / 2, row.centery), theme.INK, "center", shadow=False)
            self.rows.append((row, left, right))
        focused = kinds[self.focus - 1] if self.focus else (kinds[0] if len(set(kinds)) == 1 else None)
        if focused is not None:
            y = box.bottom + 12 * u
            for line in wrap("serif_italic", int(17 * u), _(level(focused).description), int(box.width)):
                blit_text(surface, "serif_italic", int(17 * u), line, (box.left, y), theme.TEXT_SOFT)
                y += line_height(int(17 * u), "serif_italic")
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))
        blit_text(surface, "serif_italic", fitted("serif_italic", int(14 * u), _(HELP), self.back.rect.left - 40 * u),
                  _(HELP), (20 * u, h - 22 * u), theme.TEXT_DIM, "midleft")


__all__ = ["SeatsScene", "level_name", "opponents_words"]
