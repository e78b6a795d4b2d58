"""The review's two panels beside the person's hand, where the table leaves the cloth free
during a review (no decision buttons, no passing news): on the left the person's
decisions — the costliest three first, then all in order, each with what it cost — and
on the right the verdict on the decision shown, or where the deal stands.

Both are laid out from the table's layout (:mod:`game.ui.layout`), under the pots and
the talon and clear of the seats' plates, from 960x600 to 4K; what does not fit is cut
(the list scrolls with the mouse wheel and follows the decision shown).
"""
from __future__ import annotations

from typing import Callable, Sequence

import pygame

from .. import theme
from ..layout import TableLayout
from ..resources import res
from ..widgets import Button, blit_text, fit, line_height, panel, wrap

#: The mark of a decision that cost nothing the expert could tell.
GOOD = (40, 130, 40)
#: The list's rows: (decision index, words, cost).
Row = tuple[int, str, str]


def boxes(L: TableLayout) -> tuple[pygame.Rect, pygame.Rect]:
    """(the list's box, the verdict's box): the columns left and right of the person's hand,
    below whatever of the table lies above them (the seats' plates, the pots, the talon and
    the card turned), the list down to the person's plate, the verdict to the window's foot.
    Both are panels beside the play: they leave every plate in view (what a pot or a bubble
    writes beside it may lie beneath them)."""
    m = L.margin
    left = pygame.Rect(m, 0, max(int(170 * L.u), L.hand_rect.left - 2 * m), 0)
    right = pygame.Rect(0, 0, max(int(170 * L.u), L.w - L.hand_rect.right - 2 * m), 0)
    right.right = L.w - m
    tag = pygame.Rect(0, 0, int(150 * L.u), int(40 * L.u))
    tag.midtop = (int(L.trump_tag[0]), int(L.trump_tag[1]))
    above = [L.pots_rect, tag, L.card_rect(L.upcard_pos, L.table_h), L.card_rect(L.aside_pos, L.table_h),
             L.card_rect(L.talon_pos, L.table_h), *(s.plate for s in L.seats[1:])]
    for box in (left, right):
        lowest = [r.bottom for r in above if r.right > box.left and r.left < box.right]
        box.top = max([L.bar.bottom, *lowest]) + m
    mine = L.seats[0].plate
    left.height = (mine.top if mine.right > left.left and mine.left < left.right else L.h) - m - left.top
    right.height = L.h - m - right.top
    return left, right


def fonts(u: float) -> list[tuple[str, int]]:
    """The faces and sizes the panels draw in: made ready one a frame before they first show."""
    size = int(16 * u)
    return [("serif_bold", int(18 * u)), ("serif", size), ("serif_italic", size), ("serif_bold", size),
            ("serif_italic", max(int(13 * u), 12))]


class DecisionList:
    """The person's decisions, clickable: the costliest first, then every one in order."""

    def __init__(self, pick: Callable[[int], None]) -> None:
        self.pick = pick
        self.scroll = 0.0
        self.hits: list[tuple[pygame.Rect, int]] = []
        self._area = pygame.Rect(0, 0, 0, 0)

    def handle(self, event: pygame.event.Event) -> bool:
        """A click on a row shows that decision; the wheel scrolls the list under the mouse."""
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for rect, index in self.hits:
                if rect.collidepoint(event.pos):
                    self.pick(index)
                    return True
        elif event.type == pygame.MOUSEWHEEL and self._area.collidepoint(pygame.mouse.get_pos()):
            self.scroll = max(0.0, self.scroll - event.y * 40)
            return True
        return False

    def draw(self, surface: pygame.Surface, box: pygame.Rect, u: float, heading: str, status: list[str],
             dear: list[Row], rows: list[Row], current: int | None, section: tuple[str, str],
             progress: float | None = None) -> None:
        """``progress``: the share of the decisions weighed, while the expert weighs them."""
        panel(surface, box, "paper", radius=int(12 * u), kind="side", name="the review's decisions")
        inner = box.inflate(-int(24 * u), -int(16 * u))
        size, head = int(16 * u), int(18 * u)
        y = inner.top
        for part in wrap("serif_bold", head, heading, inner.width):
            blit_text(surface, "serif_bold", head, part, (inner.left, y), theme.INK, shadow=False)
            y += line_height(head)
        for text in status:
            for part in wrap("serif_italic", size, text, inner.width):
                blit_text(surface, "serif_italic", size, part, (inner.left, y), theme.INK_SOFT, shadow=False)
                y += line_height(size)
        if progress is not None:
            bar = pygame.Rect(inner.left, int(y + 2 * u), inner.width, max(4, int(6 * u)))
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, bar, border_radius=bar.height // 2)
            pygame.draw.rect(surface, GOOD, (bar.left, bar.top, max(bar.height, int(bar.width * progress)), bar.height),
                             border_radius=bar.height // 2)
            y += bar.height + 8 * u
        self.hits = []
        step = line_height(size)
        # the two sections scroll as one list under the heading: a short box (a small window, a
        # large text) shows what it holds, the decision shown kept in view
        entries: list[str | Row] = [*([section[0], *dear] if dear else []), section[1], *rows]
        self._area = pygame.Rect(inner.left, int(y), inner.width, max(0, int(inner.bottom - y)))
        room = max(1, int(self._area.height // step))
        first = int(self.scroll // step)
        shown = [k for k, e in enumerate(entries) if not isinstance(e, str) and e[0] == current]
        if shown and not any(first <= k < first + room for k in shown):
            at = shown[-1]  # its place in order
            self.scroll = at * step if at < first else (at - room + 1) * step
        self.scroll = max(0.0, min(self.scroll, max(0.0, (len(entries) - room) * step)))
        old = surface.get_clip()
        surface.set_clip(self._area.clip(old) if old.width else self._area)
        for k, entry in enumerate(entries):  # the lines wholly in view (the wheel brings the others)
            ry = self._area.top + k * step - self.scroll
            if ry < self._area.top - 1 or ry + step > self._area.bottom + 1:
                continue
            if isinstance(entry, str):
                blit_text(surface, "serif_bold", size, fit(entry, size, inner.width, "serif_bold"), (inner.left, ry),
                          theme.WOOD, shadow=False)
            else:
                self._row(surface, inner, entry, ry, size, u, current)
        surface.set_clip(old)

    def _row(self, surface: pygame.Surface, inner: pygame.Rect, row: Row, y: float, size: int, u: float,
             current: int | None) -> None:
        index, text, cost = row
        rect = pygame.Rect(inner.left - int(6 * u), int(y - 2 * u), inner.width + int(12 * u), int(line_height(size)))
        if index == current:
            pygame.draw.rect(surface, theme.HIGHLIGHT, rect, border_radius=int(6 * u))
        if cost:
            colour = theme.DEBT_ON_LIGHT if cost.startswith("−") else theme.INK_SOFT
            width = blit_text(surface, "serif", size, cost, (inner.right, y), colour, "topright", shadow=False).width
        else:  # the expert's choice, or as good: a green dot
            r = max(3, int(size * 0.22))
            pygame.draw.circle(surface, GOOD, (inner.right - r - 1, int(y + line_height(size) * 0.4)), r)
            width = 2 * r + 2
        blit_text(surface, "serif", size, fit(text, size, inner.width - width - int(8 * u)), (inner.left, y),
                  theme.INK, shadow=False)
        clip = surface.get_clip()
        self.hits.append((rect.clip(clip) if clip.width else rect, index))


def draw_lines(surface: pygame.Surface, box: pygame.Rect, u: float, lines: list[tuple[str, str]],
               foot: Sequence[str], buttons: Sequence[Button] = ()) -> None:
    """The verdict's box: a title, lines in kinds (``title``, ``head``, ``bad``, ``good``,
    ``line``, ``hindsight``), cut where the box ends; at its foot the first of ``foot``
    (where the deal stands) and the others (the keys) where the lines leave room; under
    them a row of ``buttons`` (the steps, for the mouse)."""
    panel(surface, box, "paper", radius=int(12 * u), kind="side", name="the review's verdict")
    inner = box.inflate(-int(24 * u), -int(16 * u))
    if buttons:
        bw, bh, gap = int(48 * u), int(30 * u), int(8 * u)
        x = inner.centerx - (len(buttons) * bw + (len(buttons) - 1) * gap) / 2
        for b in buttons:
            b.rect = pygame.Rect(int(x), inner.bottom - bh, bw, bh)
            b.draw(surface, max(12, int(20 * u)))
            x += bw + gap
        inner.height -= bh + int(6 * u)
    size = int(16 * u)
    styles = {"title": ("serif_bold", int(18 * u), theme.INK), "head": ("serif_bold", size, theme.INK),
              "bad": ("serif_bold", size, theme.DEBT_ON_LIGHT), "good": ("serif_bold", size, GOOD),
              "line": ("serif", size, theme.INK), "hindsight": ("serif_italic", size, theme.WOOD)}
    foot_size = max(int(13 * u), 12)
    wrapped = [(kind, part) for kind, text in lines for part in wrap(styles[kind][0], styles[kind][1], text, inner.width)]
    needed = sum(line_height(styles[kind][1]) for kind, _part in wrapped)
    foot_step = max(line_height(foot_size), *(res().size("serif_italic", foot_size, text)[1] + 2 for text in foot))
    foot_lines = wrap("serif_italic", foot_size, " · ".join(foot), inner.width)
    if needed > inner.height - len(foot_lines) * foot_step:
        foot_lines = wrap("serif_italic", foot_size, foot[0], inner.width)
    bottom = inner.bottom - len(foot_lines) * foot_step
    y = float(inner.top)
    for kind, part in wrapped:
        role, px, colour = styles[kind]
        if y + line_height(px) > bottom:
            break
        blit_text(surface, role, px, part, (inner.left, y), colour, shadow=False)
        y += line_height(px)
    for i, part in enumerate(foot_lines):
        blit_text(surface, "serif_italic", foot_size, part, (inner.left, bottom + i * foot_step),
                  theme.INK_SOFT, shadow=False)


def draw_toast(surface: pygame.Surface, L: TableLayout, text: str) -> None:
    """A passing message (the deal saved, or why not) above the person's hand, as wide as it."""
    u = L.u
    size = int(18 * u)
    width = L.hand_rect.width
    lines = [fit(line, size, width - 30 * u, "serif_bold") for line in wrap("serif_bold", size, text, int(width - 30 * u))]
    box = pygame.Rect(0, 0, width, int(len(lines) * line_height(size) + 16 * u))
    box.midbottom = (int(L.hand_centre[0]), int(L.hand_rect.top - 12 * u))
    box.clamp_ip(surface.get_rect())
    panel(surface, box, "dark", radius=int(10 * u), kind="side", name="the review's message")
    for i, line in enumerate(lines):
        blit_text(surface, "serif_bold", size, line, (box.centerx, box.top + 8 * u + i * line_height(size)),
                  theme.IVORY, "midtop")


__all__ = ["DecisionList", "boxes", "draw_lines", "draw_toast", "fonts"]
