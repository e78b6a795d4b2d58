"""The person's record across sessions, per game and per opponents' level."""
from __future__ import annotations

import pygame

from ..ai.levels import level
from ..i18n import N_, _, number
from ..stats import Statistics, Tally
from . import games, theme
from .app import Scene
from .resources import felt
from .widgets import Button, blit_text, panel, signed, wrap

#: Columns both kinds of record show: sessions left, deals, deals played in, undone, the average.
LEFT = (N_("left"), lambda t: number(t.abandoned))
DEALS = (N_("Deals"), lambda t: number(t.deals))
IN = (N_("in"), lambda t: number(t.declared))
UNDO = (N_("undo"), lambda t: number(t.undone))
REPLAYS = (N_("again"), lambda t: number(t.replays))
A_DEAL = (N_("a deal"), lambda t: ("+" if t.net_per_deal >= 0 else "−") + number(abs(t.net_per_deal), 1))

#: Column heading, and how a tally shows in it.
COLUMNS: tuple[tuple[str, object], ...] = (
    (N_("Sessions"), lambda t: number(t.sessions)),
    (N_("ahead"), lambda t: number(t.sessions_ahead)),
    LEFT, DEALS, IN,
    (N_("won"), lambda t: number(t.won)),
    (N_("bêtes"), lambda t: number(t.betes)),
    UNDO, REPLAYS,
    (N_("Net"), lambda t: signed(t.net)),
    A_DEAL,
    (N_("best"), lambda t: "—" if t.best_session is None else signed(t.best_session)),
    (N_("worst"), lambda t: "—" if t.worst_session is None else signed(t.worst_session)),
)

#: The columns of a game played for points to a target: games taken and lost, and the points.
POINT_COLUMNS: tuple[tuple[str, object], ...] = (
    (N_("Games"), lambda t: number(t.games_won + t.games_lost)),
    (N_("won"), lambda t: number(t.games_won)),
    (N_("lost"), lambda t: number(t.games_lost)),
    LEFT, DEALS, IN,
    (N_("ahead"), lambda t: number(t.won)),
    UNDO, REPLAYS,
    (N_("Points"), lambda t: signed(t.net)),
    A_DEAL,
)


def columns(game: str) -> tuple[tuple[str, object], ...]:
    """The record's columns for a game: jetons and sessions, or games to a target and points."""
    return POINT_COLUMNS if games.ui(game).account.unit == "points" else COLUMNS


def explanation() -> str:
    """What the columns count, in each game's terms."""
    jeton_games = [ui for ui in games.GAMES.values() if ui.account.unit != "points"]
    point_games = [ui for ui in games.GAMES.values() if ui.account.unit == "points"]
    lines = []
    if jeton_games:
        declared = _("; ").join(_("{game}: {words}").format(game=_(ui.title), words=_(ui.record.declared))
                                for ui in jeton_games)
        betes = _(", or ").join(_(ui.record.bete) for ui in jeton_games)
        lines.append(_("left: sessions abandoned for a new game (counted with what they stood at) · in: deals you "
                       "played ({declared}) · won: deals you won · bêtes: {betes} · undo: deals in which you took a "
                       "decision back · net: jetons won or lost · best and worst: whole sessions").format(
            declared=declared, betes=betes))
    for ui in point_games:
        lines.append(_("{game}: games taken and lost · left: games abandoned for a new game · in: {declared} · "
                       "ahead: {ahead} · points: yours less the other's").format(
            game=_(ui.title), declared=_(ui.record.declared), ahead=_(ui.record.bete)))
    lines.append(_("again: deals played again from their review (not counted among the deals)"))
    return "  —  ".join(lines)


class StatisticsScene(Scene):
    def __init__(self, app, statistics: Statistics | None = None) -> None:
        super().__init__(app)
        self.statistics = statistics if statistics is not None else Statistics.load(app.report)
        self.back = Button(_("Back"), self.app.pop, pygame.K_ESCAPE, "Esc")

    def handle(self, event) -> None:
        self.back.handle(event)

    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        blit_text(surface, "serif_bold", int(40 * u), _("Your record"), (w / 2, 14 * u), theme.BRASS, "midtop")
        box = pygame.Rect(int(20 * u), int(70 * u), int(w - 40 * u), int(h - 150 * u))
        panel(surface, box, "paper", radius=int(12 * u))
        area = box.inflate(-40 * u, -30 * u)
        y = float(area.top)
        for game in games.GAMES:
            y = self._draw_game(surface, game, self.statistics.of_game(game), area, y, u) + 18 * u
        notes = wrap("serif_italic", int(14 * u), explanation(), area.width)
        for i, line in enumerate(notes):
            blit_text(surface, "serif_italic", int(14 * u), line,
                      (area.left, area.bottom - (len(notes) - i) * 18 * u), theme.INK_SOFT, shadow=False)
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))

    def _draw_game(self, surface, game: str, tallies: list[Tally], area: pygame.Rect, y: float, u: float) -> float:
        blit_text(surface, "serif_bold", int(26 * u), games.title(game), (area.left, y), theme.WOOD, shadow=False)
        y += 38 * u
        if not tallies:
            blit_text(surface, "serif_italic", int(17 * u), _("No deal finished yet."), (area.left + 10 * u, y),
                      theme.INK_SOFT, shadow=False)
            return y + 26 * u
        shown = columns(game)
        first = area.left + 200 * u
        step = (area.right - first) / len(shown)
        blit_text(surface, "serif_bold", int(16 * u), _("Against"), (area.left + 10 * u, y), theme.INK, shadow=False)
        for i, (heading, _show) in enumerate(shown):
            blit_text(surface, "serif_bold", int(16 * u), _(heading), (first + step * (i + 1) - 8 * u, y), theme.INK,
                      "topright", shadow=False)
        y += 26 * u
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (area.left, y - 3 * u), (area.right, y - 3 * u))
        for tally in tallies:
            name = _level_name(tally.level)
            blit_text(surface, "serif", int(17 * u), name, (area.left + 10 * u, y), theme.INK, shadow=False)
            for i, (heading, show) in enumerate(shown):
                text = show(tally)
                colour = theme.DEBT_ON_LIGHT if text.startswith("−") else theme.INK
                blit_text(surface, "serif", int(17 * u), text, (first + step * (i + 1) - 8 * u, y), colour,
                          "topright", shadow=False)
            y += 26 * u
        return y


def _level_name(kind: str) -> str:
    """The level's short name ("Open hand", not its warning); a level this version does not
    know (from a newer one) by its key."""
    try:
        return _(level(kind).name).split(" (")[0]
    except ValueError:
        return kind
