"""The glossary: every word of a game a player meets, its headword in the game's own
language and its meaning in the player's, filtered as one types; a click on a word opens the
rules page at the part that explains it.  ← and → turn to another game's words."""
from __future__ import annotations

import unicodedata
from typing import Any

import pygame

from ..engine.games import spec as engine_spec
from ..i18n import N_, _
from . import games, theme, words
from .app import Scene
from .resources import felt
from .widgets import Button, blit_text, line_height, panel, wrap

GLOSSARY = N_("Glossary")
FILTER = N_("Type to filter: {typed}")
NO_MATCH = N_("No word matches “{typed}”.")
KEYS = N_("type to filter · Backspace · ← → another game · wheel or ↑ ↓ to scroll · click a word for its rules")
SEE = N_("Rules: {topic}")


def glossary_of(game: str) -> str:
    return _("Glossary of {game}").format(game=games.title(game))


def folded(text: str) -> str:
    """Lower case without accents, so that 'deVole' finds 'dévole'."""
    return "".join(c for c in unicodedata.normalize("NFD", text.casefold()) if unicodedata.category(c) != "Mn")


def matches(entry: Any, typed: str) -> bool:
    key = folded(typed.strip())
    return not key or key in folded(entry.word) or key in folded(_(entry.meaning))


class GlossaryScene(Scene):
    def __init__(self, app, game: str, rules: Any = None, players: int | None = None) -> None:
        super().__init__(app)
        self.taught = [name for name, ui in games.GAMES.items() if ui.teaching is not None]
        self.game = game if game in self.taught else self.taught[0]
        self.own = (game, rules, players)  # the rules in force, for the game in play
        self.typed = ""
        self.scroll = 0.0
        self.rows: list[tuple[pygame.Rect, Any]] = []  # each entry's place on screen, for a click
        self.height = 0.0
        self.back = Button(words.BACK, self._back, pygame.K_ESCAPE, "Esc")

    def entries(self) -> list:
        return [e for e in games.ui(self.game).teaching.glossary if matches(e, self.typed)]

    def _back(self) -> None:
        if self.typed:
            self.typed = ""
        else:
            self.app.pop()

    def _turn(self, step: int) -> None:
        at = self.taught.index(self.game)
        self.game = self.taught[(at + step) % len(self.taught)]
        self.scroll = 0.0

    def open_rules(self, entry: Any) -> None:
        from .rules_scene import RulesScene

        game, rules, players = self.own
        if game != self.game or rules is None:
            rules = engine_spec(self.game).rules()
            players = games.players_allowed(self.game)[0] if players is None or game != self.game else players
        self.app.push(RulesScene(self.app, rules, players, topic=entry.topic or None))

    def handle(self, event: pygame.event.Event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.TEXTINPUT:
            self.typed = (self.typed + event.text)[:30]
            self.scroll = 0.0
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll -= event.y * 60
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, entry in self.rows:
                if rect.collidepoint(event.pos):
                    self.open_rules(entry)
                    return
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.typed = self.typed[:-1]
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._turn(1 if event.key == pygame.K_RIGHT else -1)
            else:
                step = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -400, pygame.K_PAGEDOWN: 400}.get(event.key)
                if step:
                    self.scroll += step

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        box = pygame.Rect(0, 0, int(min(w - 40 * u, 940 * u)), int(h - 90 * u))
        box.midtop = (w // 2, int(20 * u))
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(30 * u), glossary_of(self.game), (box.left + 34 * u, box.top + 16 * u),
                  theme.WOOD, shadow=False)
        blit_text(surface, "serif_italic", int(18 * u), _(FILTER).format(typed=self.typed + "_"),
                  (box.right - 34 * u, box.top + 26 * u), theme.INK_SOFT, "topright", shadow=False)
        below = box.top + 16 * u + line_height(int(30 * u), "serif_bold") + 6 * u  # under the heading, however large the text
        clip = pygame.Rect(box.left + 34 * u, below, box.width - 68 * u, box.bottom - 20 * u - below)
        size = int(18 * u)
        step = line_height(size)
        shown = self.entries()
        laid: list[tuple[float, float, Any, list[str]]] = []
        y = 0.0
        for entry in shown:
            lines = list(wrap("serif", size, _(entry.meaning), int(clip.width - 24 * u)))
            tall = step * (len(lines) + 1) + (step * 0.9 if entry.topic else 0) + 10 * u
            laid.append((y, tall, entry, lines))
            y += tall
        self.height = y
        self.scroll = max(0.0, min(self.scroll, max(0.0, self.height - clip.height)))
        old = surface.get_clip()
        surface.set_clip(clip)
        self.rows = []
        for top, tall, entry, lines in laid:
            sy = clip.top + top - self.scroll
            if sy + tall < clip.top or sy > clip.bottom:
                continue
            rect = pygame.Rect(clip.left, int(sy), clip.width, int(tall - 6 * u))
            self.rows.append((rect.clip(clip), entry))
            blit_text(surface, "serif_bold", int(size * 1.1), entry.word, (clip.left, sy), theme.WOOD, shadow=False)
            for i, line in enumerate(lines):
                blit_text(surface, "serif", size, line, (clip.left + 24 * u, sy + step * (i + 1)), theme.INK,
                          shadow=False)
            if entry.topic:
                blit_text(surface, "serif_italic", int(size * 0.85), _(SEE).format(topic=_(entry.topic)),
                          (clip.left + 24 * u, sy + step * (len(lines) + 1)), theme.BRASS_DARK, shadow=False)
        if not shown:
            blit_text(surface, "serif_italic", size, _(NO_MATCH).format(typed=self.typed), (clip.left, clip.top),
                      theme.INK_SOFT, shadow=False)
        surface.set_clip(old)
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))
        blit_text(surface, "serif_italic", int(14 * u), _(KEYS), (20 * u, h - 30 * u), theme.TEXT_DIM, "midleft")


__all__ = ["GLOSSARY", "GlossaryScene", "folded", "glossary_of", "matches"]
