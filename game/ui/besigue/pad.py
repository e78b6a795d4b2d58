"""The score pad, always in sight: each player's points in this game as shown, the target,
the games won; and the points on their way to it (a meld's, a seven's, the brisques, the
last trick), each flying from where it was made and adding up as it lands.

The figures shown lag behind the engine's while points are in flight, as the purses do in
a game for jetons; a deal picked up again catches up at once.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from .. import theme
from ..anim import Step, ease_in_out
from ..grammar import shown
from ..resources import res
from ..widgets import blit_text, panel
from ..words import figure
from . import words


class Flyer:
    """Points on their way to the pad: '+80' rising from a meld and sliding across."""

    __slots__ = ("x", "y", "text", "visible", "scale")

    def __init__(self, text: str, pos: tuple[float, float]) -> None:
        self.x, self.y = pos
        self.text = text
        self.visible = False
        self.scale = 1.0


class ScorePad:
    def __init__(self) -> None:
        #: Each seat's points as shown (behind the engine while points fly).
        self.shown = [0, 0]
        self.flyers: list[Flyer] = []

    def start(self, scores: Sequence[int]) -> None:
        self.shown = list(scores)
        self.flyers = []

    def score_slot(self, layout: Any, seat: int) -> tuple[float, float]:
        """Where a seat's figure stands on the pad (the opponent's row on top, as across the table)."""
        box = layout.pad_rect
        u = layout.u
        row = 0 if seat == 1 else 1
        return box.right - 22 * u, box.top + 58 * u + row * 50 * u

    def fly(self, step: Step, layout: Any, seat: int, points: int, start: tuple[float, float], at: float = 0.0,
            sound: str | None = None) -> None:
        """Into ``step``: ``points`` for ``seat`` fly from ``start`` to the pad and are added there."""
        flyer = Flyer(f"+{figure(points)}", start)
        tx, ty = self.score_slot(layout, seat)

        def show() -> None:
            flyer.visible = True
            self.flyers.append(flyer)

        def land() -> None:
            flyer.visible = False
            if flyer in self.flyers:
                self.flyers.remove(flyer)
            self.shown[seat] += points
            if sound:
                res().play(sound, 0.7)

        step.call(at, show)
        step.tween(flyer, delay=at + 0.15, duration=0.55, ease=ease_in_out, arc=30 * layout.u, x=tx, y=ty)
        step.call(at + 0.72, land)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, layout: Any, names: Sequence[str], rules: Any, game_number: int,
             games_won: Sequence[int] | None) -> None:
        """The pad: the game and its target, then each player's name, games won (None when
        the session is one game), points and how far toward the target."""
        box = layout.pad_rect
        u = layout.u
        panel(surface, box, "paper", radius=int(12 * u))
        blit_text(surface, "serif_bold", int(18 * u), words.game_target(game_number, rules.target),
                  (box.centerx, box.top + 9 * u), theme.WOOD, "midtop", shadow=False)
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (box.left + 14 * u, box.top + 34 * u),
                         (box.right - 14 * u, box.top + 34 * u))
        for seat in (1, 0):
            x, y = self.score_slot(layout, seat)
            blit_text(surface, "serif_bold", int(19 * u), shown(names[seat]), (box.left + 16 * u, y - 14 * u),
                      theme.INK, "topleft", shadow=False)
            if games_won is not None:  # a session of more than one game
                won = games_won[seat]
                blit_text(surface, "serif_italic", int(13 * u), words.games_won(won), (box.left + 16 * u, y + 8 * u),
                          theme.INK_SOFT, "topleft", shadow=False)
            blit_text(surface, "serif_bold", int(28 * u), figure(self.shown[seat]), (x, y - 16 * u), theme.INK,
                      "topright", shadow=False)
            # how far toward the target
            bar = pygame.Rect(0, 0, int(box.width - 32 * u), max(2, int(4 * u)))
            bar.midleft = (int(box.left + 16 * u), int(y + 28 * u))
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, bar, border_radius=bar.height // 2)
            done = bar.copy()
            done.width = int(bar.width * min(1.0, self.shown[seat] / max(1, rules.target)))
            if done.width > 0:
                colour = theme.SEAT_COLOURS[seat % len(theme.SEAT_COLOURS)]
                pygame.draw.rect(surface, tuple(int(c * 0.7) for c in colour), done, border_radius=bar.height // 2)

    def draw_flyers(self, surface: pygame.Surface, layout: Any) -> None:
        u = layout.u
        for f in self.flyers:
            if f.visible:
                blit_text(surface, "serif_bold", int(26 * u), f.text, (f.x, f.y), theme.HIGHLIGHT, "center")


__all__ = ["Flyer", "ScorePad"]
