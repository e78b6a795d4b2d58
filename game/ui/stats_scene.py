"""The person's record across sessions, per game and per opponents' level."""
from __future__ import annotations

import pygame

from ..ai.levels import table_levels
from ..i18n import N_, _, number
from ..stats import Statistics, Tally
from . import games, theme
from .app import Scene
from .resources import felt
from .seats_scene import level_name
from .widgets import Button, blit_text, fitted, line_height, panel, signed, wrap

#: Column heading, and how a tally shows in it; each heading says what it counts (no footnote).
SESSIONS = (N_("Sessions"), lambda t: number(t.sessions))
LEFT = (N_("Left unfinished"), lambda t: number(t.abandoned))
DEALS = (N_("Deals"), lambda t: number(t.deals))
UNDO = (N_("Deals with an undo"), lambda t: number(t.undone))
#: Deals played again from their review: apart from the deals, whose results they leave as they were.
REPLAYS = (N_("Deals played again"), lambda t: number(t.replays))


def columns(game: str) -> tuple[tuple[str, object], ...]:
    """The record's columns for a game: for jetons, the jetons won or lost, the deals won and
    the game's own loss (bêtes made, times in bestia, mouches paid); for points to a target,
    the games won and lost and the best and average scores."""
    ui = games.ui(game)
    if ui.account.unit == "points":
        return (
            (N_("Games won"), lambda t: number(t.games_won)),
            (N_("Games lost"), lambda t: number(t.games_lost)),
            LEFT, DEALS,
            (N_("Best score"), lambda t: "—" if t.best_score is None else number(t.best_score)),
            (N_("Average score"), lambda t: "—" if t.average_score is None else number(round(t.average_score))),
            UNDO, REPLAYS,
        )
    return (
        SESSIONS, LEFT, DEALS,
        (N_("Deals won"), lambda t: number(t.won)),
        (ui.record.column, lambda t: number(t.betes)),
        UNDO, REPLAYS,
        (N_("Jetons won or lost"), lambda t: signed(t.net)),
        (N_("Jetons a deal"), lambda t: ("+" if t.net_per_deal >= 0 else "−") + number(abs(t.net_per_deal), 1)),
        (N_("Best session"), lambda t: "—" if t.best_session is None else signed(t.best_session)),
        (N_("Worst session"), lambda t: "—" if t.worst_session is None else signed(t.worst_session)),
    )


class StatisticsScene(Scene):
    def __init__(self, app, statistics: Statistics | None = None) -> None:
        super().__init__(app)
        self.statistics = statistics if statistics is not None else Statistics.load(app.report)
        self.back = Button(_("Back"), self.app.pop, pygame.K_ESCAPE, "Esc")
        #: How far the record is scrolled (the wheel, the arrows), when it is taller than its panel.
        self.scroll = 0.0

    def handle(self, event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0.0, self.scroll - event.y * 50)
        elif event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -40, pygame.K_DOWN: 40, pygame.K_PAGEUP: -300, pygame.K_PAGEDOWN: 300}.get(event.key)
            if step:
                self.scroll = max(0.0, self.scroll + step)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        title = blit_text(surface, "serif_bold", int(40 * u), _("Your record"), (w / 2, 14 * u), theme.BRASS, "midtop")
        top = max(70 * u, title.bottom + 6 * u)  # below the title however large its words
        box = pygame.Rect(int(20 * u), int(top), int(w - 40 * u), int(h - 80 * u - top))
        panel(surface, box, "paper", radius=int(12 * u))
        area = box.inflate(-40 * u, -30 * u)
        old = surface.get_clip()
        surface.set_clip(area)
        y = float(area.top) - self.scroll
        for game in games.GAMES:
            y = self._draw_game(surface, game, self.statistics.of_game(game), area, y, u) + 12 * u
        surface.set_clip(old)
        self.scroll = max(0.0, min(self.scroll, y + self.scroll - area.bottom))  # its foot in view at most
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))

    def _draw_game(self, surface, game: str, tallies: list[Tally], area: pygame.Rect, y: float, u: float) -> float:
        title = blit_text(surface, "serif_bold", int(24 * u), games.title(game), (area.left, y), theme.WOOD, shadow=False)
        y = title.bottom + 4 * u
        if not tallies:
            blit_text(surface, "serif_italic", int(16 * u), _("No deal finished yet."), (area.left + 10 * u, y),
                      theme.INK_SOFT, shadow=False)
            return y + line_height(int(16 * u))
        shown = columns(game)
        first = area.left + 190 * u
        step = (area.right - first) / len(shown)
        size = int(14 * u)
        heads = [wrap("serif_bold", size, _(heading), int(step - 10 * u)) for heading, _show in shown]
        lines = max(len(h) for h in heads)
        pitch = line_height(size, "serif_bold") * 0.8
        blit_text(surface, "serif_bold", size, _("Against"), (area.left + 10 * u, y + (lines - 1) * pitch), theme.INK,
                  shadow=False)
        for i, head in enumerate(heads):
            for k, line in enumerate(head):  # the heading's last line on the row's line
                blit_text(surface, "serif_bold", fitted("serif_bold", size, line, step - 8 * u), line,
                          (first + step * (i + 1) - 8 * u, y + (lines - len(head) + k) * pitch), theme.INK, "topright",
                          shadow=False)
        y += (lines - 1) * pitch + line_height(size, "serif_bold") + 2 * u
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (area.left, y - 3 * u), (area.right, y - 3 * u))
        row = int(16 * u)
        for tally in tallies:
            name = level_words(tally.level)
            blit_text(surface, "serif", fitted("serif", row, name, first - area.left - 20 * u), name,
                      (area.left + 10 * u, y), theme.INK, shadow=False)
            for i, (heading, show) in enumerate(shown):
                text = show(tally)
                colour = theme.DEBT_ON_LIGHT if text.startswith("−") else theme.INK
                blit_text(surface, "serif", row, text, (first + step * (i + 1) - 8 * u, y), colour, "topright",
                          shadow=False)
            y += line_height(row)
        return y


def level_words(key: str) -> str:
    """The opponents a tally counts: a level's short name ("Open hand", not its warning), or a
    table of several ("Expert ×2, Amateur"); a key this version cannot read, as it is."""
    try:
        kinds = table_levels(key)
    except ValueError:
        return key
    return ", ".join(level_name(item.kind) + (f" ×{number(n)}" if n > 1 else "") for item, n in reversed(kinds))
