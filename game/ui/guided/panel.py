"""The coach's panel beside the play, and the ring round what it suggests.

The panel holds the goal of the deal now (a line from the game's teaching), the coach's
latest words (a moment of the deal, a choice explained) and, at the person's turn, what to
do and why.  It takes the place the hint's panel would, where it hides least of the table.
"""
from __future__ import annotations

from typing import Any, Sequence

import pygame

from ...i18n import _
from .. import theme
from ..resources import res
from ..widgets import blit_text, line_height, panel, wrap
from .coach import Advice
from .marks import Target

#: Roles of the panel's paragraphs: (font role, colour).
STYLES = {"title": ("serif_bold", theme.INK), "goal": ("serif_italic", theme.WOOD), "note": ("serif", theme.INK_SOFT),
          "say": ("serif_bold", theme.INK), "why": ("serif", theme.INK)}


def paragraphs(goal: str, note: str, advice: Advice | None) -> list[tuple[str, str]]:
    """The panel's text, in order: (role, words)."""
    out = [("goal", goal)] if goal else []
    if note:
        out.append(("note", note))
    if advice is not None:
        out += [("say", advice.say), ("why", advice.why)]
    return [(role, text) for role, text in out if text]


def draw_panel(surface: pygame.Surface, layout: Any, title: str, paras: Sequence[tuple[str, str]],
               busy: Sequence[pygame.Rect]) -> pygame.Rect:
    """The panel at the side of the table where it hides least; its rectangle.  Where its room
    is short its words are set smaller, down to the smallest type, and then the goal and the
    coach's last words give way to what to do now, which is cut last (with "…")."""
    u = layout.u
    size = int(15 * u)
    width = int(min(460 * u, surface.get_width() * 0.38))

    def lines_at(w: int, k: int, said: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
        out = []
        for role, text in said:
            out += [(role, line) for line in wrap(STYLES[role][0], k, text, w - int(28 * u))]
            out.append(("gap", ""))
        return out

    def height(w: int, k: int = size, said: Sequence[tuple[str, str]] = paras) -> int:
        return int(40 * u + sum(line_height(k) if role != "gap" else 6 * u for role, _l in lines_at(w, k, said)))

    box = layout.side_panel(width, height, busy)
    while height(box.width, size) > box.height and res().font("serif", size) is not res().font("serif", size - 1):
        size -= 1
    said = list(paras)
    while len(said) > 1 and height(box.width, size, said) > box.height and said[0][0] in ("goal", "note"):
        said.pop(0)  # what to do now comes first
    lines = lines_at(box.width, size, said)

    def tall(rows: list[tuple[str, str]]) -> int:
        return int(40 * u + sum(line_height(size) if role != "gap" else 6 * u for role, _l in rows))

    if tall(lines) > box.height:
        while len(lines) > 1 and tall(lines + [("why", "…")]) > box.height:
            lines.pop()
        while lines and lines[-1][0] == "gap":
            lines.pop()
        lines.append((lines[-1][0] if lines else "why", "…"))
    panel(surface, box, "paper", radius=int(12 * u), kind="side", name="coach")
    pygame.draw.rect(surface, theme.BRASS_DARK, box, max(1, int(2 * u)), border_radius=int(12 * u))
    blit_text(surface, "serif_bold", int(18 * u), title, (box.left + 14 * u, box.top + 8 * u), theme.WOOD, shadow=False)
    y = box.top + 34 * u
    for role, line in lines:
        if role == "gap":
            y += 6 * u
            continue
        font, colour = STYLES[role]
        blit_text(surface, font, size, line, (box.left + 14 * u, y), colour, shadow=False)
        y += line_height(size)
    return box


def draw_marks(surface: pygame.Surface, table: Any, target: Target | None, time: float) -> None:
    """A pulsing ring round the suggested cards and button."""
    if target is None:
        return
    u = table.places.layout.u
    glow = 0.5 + 0.5 * abs(((time * 1.2) % 2.0) - 1.0)
    colour = tuple(int(c * (0.55 + 0.45 * glow)) for c in theme.HIGHLIGHT)
    width = max(2, int(4 * u))
    for card in target.cards:
        if card in table.places.reachable():
            rect = table.places.card_rect(card)
            pygame.draw.rect(surface, colour, rect.inflate(int(10 * u), int(10 * u)), width,
                             border_radius=max(4, rect.width // 10))
    button = target.button
    if button is not None and button.visible and button.rect.width > 10:
        pygame.draw.rect(surface, colour, button.rect.inflate(int(10 * u), int(10 * u)), width,
                         border_radius=int(10 * u))


def title_words() -> str:
    from .words import COACH

    return _(COACH)


__all__ = ["STYLES", "draw_marks", "draw_panel", "paragraphs", "title_words"]
