"""Scenes over the table: the help (written by the keymap) and the last trick.

Either closes at the next click or key.  The table goes on beneath (its animations, the
computer players, the mouse over the hand), so an overlay passes time, the mouse's
movements and the window's size on to it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from ...i18n import _
from .. import boxes, grammar, theme, words
from ..glossary_scene import GLOSSARY
from ..guided.words import GUIDED
from ..app import Scene
from ..resources import res
from ..widgets import Button, blit_text, line_height, panel, wrap, wrap_even
from ..words import you
from . import keymap

if TYPE_CHECKING:
    from .scene import TableScene


class Overlay(Scene):
    opaque = False

    def __init__(self, app, table: "TableScene") -> None:
        super().__init__(app)
        self.table = table

    def on_resize(self, size: tuple[int, int]) -> None:
        self.app.fit(self.table)

    def text_scale(self) -> float:
        """Sized by the table's layout, as the table is."""
        return self.table.text_scale()

    def handle(self, event: pygame.event.Event) -> None:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.app.pop()
            return
        self.table.handle(event)

    def update(self, dt: float) -> None:
        self.table.update(dt)

    def busy(self) -> bool:
        return self.table.busy()

    def _shade(self, surface: pygame.Surface) -> None:
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        boxes.note(surface, "modal", surface.get_rect(), "shade")


class HelpOverlay(Overlay):
    """What each key does at the table: the table's keymap and the game's.  Its glossary row
    (or F2) opens the glossary."""

    glossary_row: pygame.Rect | None = None

    def handle(self, event: pygame.event.Event) -> None:
        row = self.glossary_row
        clicked = event.type == pygame.MOUSEBUTTONDOWN and row is not None and row.collidepoint(event.pos)
        if clicked or (event.type == pygame.KEYDOWN and event.key in keymap.GLOSSARY.keys):
            self.app.pop()
            self.table.open_glossary()
            return
        super().handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        u = self.table.places.layout.u
        self._shade(surface)
        rows = keymap.help_rows(self.table.ui.keys)
        size = int(19 * u)
        width = int(min(surface.get_width() - 40 * u, 860 * u))
        # a row's keys beside its words, on as many lines as they need (a game's keys may say much)
        laid = []
        for what, keys in rows:
            room = width - 80 * u - res().font("serif_bold", size).size(what)[0] - 24 * u
            laid.append((what, wrap("serif", size, keys, int(max(room, width * 0.3)))))
        step = line_height(size) * 0.92
        height = 110 * u + sum(max(40 * u, len(lines) * step + 40 * u - step) for _, lines in laid)
        box = pygame.Rect(0, 0, width, int(min(height, surface.get_height() - 20 * u)))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(30 * u), words.HELP_TITLE, (box.centerx, box.top + 16 * u), theme.INK,
                  "midtop", shadow=False)
        y = box.top + 70 * u
        glossary = _(keymap.GLOSSARY.what)
        for what, lines in laid:
            if what == glossary:
                self.glossary_row = pygame.Rect(box.left + 30 * u, y - 4 * u, box.width - 60 * u, step + 8 * u)
                pygame.draw.rect(surface, theme.PARCHMENT_DARK, self.glossary_row, border_radius=int(6 * u))
            blit_text(surface, "serif_bold", size, what, (box.left + 40 * u, y), theme.INK, shadow=False)
            for i, line in enumerate(lines):
                blit_text(surface, "serif", size, line, (box.right - 40 * u, y + i * step), theme.INK_SOFT,
                          "topright", shadow=False)
            y += max(40 * u, len(lines) * step + 40 * u - step)


class LastTrickOverlay(Overlay):
    """The last trick gathered, who played each card and who won it."""

    def draw(self, surface: pygame.Surface) -> None:
        table = self.table
        L = table.places.layout
        u = L.u
        shown = table.animator
        names = table.flow.names
        self._shade(surface)
        n = len(shown.last_trick)
        title = you(words.last_trick(names[shown.last_winner]))
        wide = max(res().font("serif_bold", int(26 * u)).size(title)[0],
                   res().font("serif_italic", int(15 * u)).size(words.GO_BACK)[0]) + 40 * u  # the words inside
        w = int(min(surface.get_width() - 40 * u, max(wide, n * (L.table_w + 24 * u) + 60 * u)))
        box = pygame.Rect(0, 0, w, int(L.table_h + 130 * u))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(26 * u), title, (box.centerx, box.top + 14 * u), theme.INK, "midtop",
                  shadow=False)
        x = box.centerx - (n - 1) * (L.table_w + 24 * u) / 2
        for seat, card in shown.last_trick:
            img = res().card(table.places.sprites[card].code, L.table_h, self.app.settings.four_colour)
            rect = img.get_rect(center=(int(x), int(box.top + 56 * u + L.table_h / 2)))
            surface.blit(img, rect)
            if seat == shown.last_winner:
                pygame.draw.rect(surface, theme.BRASS, rect.inflate(6, 6), 3, border_radius=8)
            blit_text(surface, "serif", int(17 * u), grammar.shown(names[seat]), (rect.centerx, rect.bottom + 6 * u),
                      theme.INK, "midtop", shadow=False)
            x += L.table_w + 24 * u
        blit_text(surface, "serif_italic", int(15 * u), words.GO_BACK,
                  (box.centerx, box.bottom - 10 * u), theme.INK_SOFT, "midbottom", shadow=False)


class PauseMenu(Overlay):
    """Esc at the table: the game stops (no time passes, no computer moves) until Resume."""

    def __init__(self, app, table: "TableScene") -> None:
        super().__init__(app, table)
        self.labels = ("RESUME", "SETTINGS", "RULES", "LEDGER", "GLOSSARY", "GUIDED", "LEAVE")
        self.buttons = [
            Button(words.RESUME, self.app.pop, keymap.RESUME.key, keymap.RESUME.hint),
            Button(words.SETTINGS, table._open_settings, keymap.SETTINGS.key, keymap.SETTINGS.hint),
            Button(words.RULES, table._open_rules, keymap.RULES.key, keymap.RULES.hint),
            Button(words.LEDGER, table._open_ledger, keymap.PAUSE_LEDGER.key, keymap.PAUSE_LEDGER.hint),
            Button(_(GLOSSARY), table.open_glossary, keymap.GLOSSARY.key, keymap.GLOSSARY.hint),
            Button(_(GUIDED), self.guided, keymap.PAUSE_GUIDED.key, keymap.PAUSE_GUIDED.hint),
            Button(words.LEAVE, self.leave, keymap.LEAVE.key, keymap.LEAVE.hint),
        ]

    def guided(self) -> None:
        """The guided deal of this game, from the title beneath (the session in play was saved after every action)."""
        game = self.table.ui.name
        self.leave()
        guided = getattr(self.app.scene, "guided", None)
        if guided is not None:
            guided(game)

    def leave(self) -> None:
        """Save (it was after every action: once more, to be sure) and go back to the title."""
        self.table.flow.save()
        self.app.pop()
        self.app.pop()

    def handle(self, event: pygame.event.Event) -> None:
        for b in self.buttons:
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key in keymap.ENTER:
            self.app.pop()

    def update(self, dt: float) -> None:
        """Paused: the table waits."""

    def busy(self) -> bool:
        return False

    def draw(self, surface: pygame.Surface) -> None:
        u = self.table.places.layout.u
        self._shade(surface)
        for b, label in zip(self.buttons, self.labels):  # in the language as it stands (Settings may change it)
            b.label = {"GUIDED": _(GUIDED), "GLOSSARY": _(GLOSSARY)}.get(label) or getattr(words, label)
        bw, bh, gap = int(340 * u), int(48 * u), int(12 * u)
        notes = wrap_even("serif_italic", int(15 * u), words.PAUSE_NOTE, bw + int(40 * u))
        box = pygame.Rect(0, 0, bw + int(80 * u), int(96 * u + len(self.buttons) * (bh + gap) + len(notes) * 19 * u))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(32 * u), words.PAUSED, (box.centerx, box.top + 16 * u), theme.INK,
                  "midtop", shadow=False)
        y = box.top + 72 * u
        for b in self.buttons:
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (box.centerx, int(y))
            b.draw(surface, int(21 * u))
            y += bh + gap
        for i, line in enumerate(notes):
            blit_text(surface, "serif_italic", int(15 * u), line, (box.centerx, y + 4 * u + i * 19 * u),
                      theme.INK_SOFT, "midtop", shadow=False)


__all__ = ["HelpOverlay", "LastTrickOverlay", "Overlay", "PauseMenu"]
