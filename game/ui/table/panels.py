"""The table's panels: the line above the hand (what the person is to do, or the news),
a passing message, the expert's hint beside the play, the result of a deal and the end
of the session."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...engine import Phase
from .. import hint_words, theme, words
from ..resources import res
from ..widgets import Button, blit_text, panel, signed, wrap
from ..words import you

if TYPE_CHECKING:
    from .decision import DecisionPanel
    from .flow import TableFlow
    from .part import TablePart
    from .places import Places


class Panels:
    def __init__(self, flow: "TableFlow", places: "Places", part: "TablePart",
                 decision: "DecisionPanel | None") -> None:
        self.flow = flow
        self.places = places
        self.part = part
        self.decision = decision

    @property
    def layout(self):
        return self.places.layout

    # ----------------------------------------------------------------- above the hand
    def prompt_line(self) -> str | None:
        """The line above the hand: what the person is to do, or the news of the deal."""
        flow = self.flow
        deal = flow.deal
        if flow.waiting_for_human():
            if self.part.talking() or deal.phase is not Phase.PLAY:
                return you(self.part.prompt_text())
            return words.YOUR_LEAD if not deal.current_trick else words.YOUR_TURN
        if flow.headline and flow.state in ("play", "lot", "shareout"):
            return flow.headline
        return None

    def _prompt_box(self, text: str) -> tuple[pygame.Surface, pygame.Rect]:
        L = self.layout
        u = L.u
        img = res().text("serif_italic", int(21 * u), text, theme.IVORY)
        box = img.get_rect().inflate(28 * u, 10 * u)
        box.midbottom = (int(L.hand_centre[0]), int(L.hand_rect.top - 4 * u))
        return img, box

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """The decision's buttons when the person decides, the line above the hand, and a toast."""
        L = self.layout
        u = L.u
        if self.decision is not None and self.flow.waiting_for_human() and self.part.talking():
            self.decision.draw(surface)
        text = self.prompt_line()
        if text:
            img, box = self._prompt_box(text)
            panel(surface, box, "dark", radius=box.height // 2)
            surface.blit(img, img.get_rect(center=box.center))
        if self.flow.toast:
            msg = self.flow.toast[0]
            img = res().text("serif_bold", int(21 * u), msg, theme.IVORY)
            box = img.get_rect().inflate(30 * u, 14 * u)
            box.midbottom = (int(L.hand_centre[0]), int(L.hand_rect.top - 48 * u))
            pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=10)
            pygame.draw.rect(surface, (128, 28, 24), box, border_radius=10)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, 1, border_radius=10)
            surface.blit(img, img.get_rect(center=box.center))

    # ----------------------------------------------------------------- the hint
    def draw_hint(self, surface: pygame.Surface) -> None:
        """The expert's view, beside the table, until the person acts (I hides it)."""
        flow = self.flow
        L = self.layout
        u = L.u
        size = int(15 * u)
        width = int(min(430 * u, surface.get_width() * 0.36))
        hint = flow.hint_now()
        if hint is None:
            lines = [("serif_italic", words.HINT_THINKING)]
        else:
            lines = [("serif", line) for line in hint_words.choice_lines(hint, flow.ui.hint)]
            if not hint.available:
                lines = [("serif_italic", words.no_figures(hint.reason))]
            facts = hint_words.fact_lines(hint, flow.names, flow.human)
            if facts:
                lines += [("serif_bold", words.HINT_SHOWN)] + [("serif", f) for f in facts]

        def wrapped_at(w: int) -> list[tuple[str, str]]:
            return [(role, part) for role, line in lines for part in wrap(role, size, line, w - int(28 * u))]

        busy = [L.talk_area] if flow.deal is not None and self.part.talking() else []
        prompt = self.prompt_line()
        if prompt:
            busy.append(self._prompt_box(prompt)[1])
        box = L.side_panel(width, lambda w: int(46 * u + len(wrapped_at(w)) * size * 1.3 + 12 * u), busy)
        wrapped = wrapped_at(box.width)
        panel(surface, box, "paper", radius=int(12 * u))
        blit_text(surface, "serif_bold", int(19 * u), words.HINT_TITLE, (box.left + 14 * u, box.top + 10 * u),
                  theme.INK, shadow=False)
        y = box.top + 42 * u
        for role, line in wrapped:
            blit_text(surface, role, size, line, (box.left + 14 * u, y), theme.INK_SOFT if role != "serif_bold"
                      else theme.WOOD, shadow=False)
            y += size * 1.3

    # ----------------------------------------------------------------- the end of the session
    def draw_final(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        flow = self.flow
        u = self.layout.u
        n = flow.n
        sw, sh = surface.get_size()
        box = pygame.Rect(0, 0, int(min(sw - 40 * u, 620 * u)), int((214 + 34 * n) * u))
        box.center = (sw // 2, sh // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(32 * u), words.SESSION_OVER, (box.centerx, box.top + 18 * u),
                  theme.INK, "midtop", shadow=False)
        purses = flow.share.purses_after if flow.share else flow.session.purses
        order = sorted(range(n), key=lambda s: -purses[s])
        y = box.top + 64 * u
        blit_text(surface, "serif_italic", int(15 * u), words.PURSE, (box.right - 180 * u, y), theme.INK_SOFT,
                  "topright", shadow=False)
        blit_text(surface, "serif_italic", int(15 * u), words.WON_OR_LOST, (box.right - 60 * u, y), theme.INK_SOFT,
                  "topright", shadow=False)
        y += 24 * u
        for rank, seat in enumerate(order):
            net = purses[seat] - flow.start_purses[seat]
            colour = theme.DEBT_ON_LIGHT if net < 0 else (40, 110, 40) if net > 0 else theme.INK
            blit_text(surface, "serif_bold", int(22 * u), f"{rank + 1}.  {flow.names[seat]}", (box.left + 60 * u, y),
                      theme.INK, "topleft", shadow=False)
            blit_text(surface, "serif", int(22 * u), signed(purses[seat]), (box.right - 180 * u, y),
                      theme.DEBT_ON_LIGHT if purses[seat] < 0 else theme.INK, "topright", shadow=False)
            blit_text(surface, "serif_bold", int(22 * u), ("+" if net > 0 else "") + signed(net),
                      (box.right - 60 * u, y), colour, "topright", shadow=False)
            y += 34 * u
        bw = int(200 * u)
        for i, b in enumerate(buttons):
            b.rect = pygame.Rect(0, 0, bw, int(44 * u))
            b.rect.midbottom = (int(box.centerx + (i - 0.5) * (bw + 20 * u)), int(box.bottom - 16 * u))
            b.draw(surface, int(20 * u))


class ResultPanel:
    """A finished deal: its headline, the tricks, what was paid and the purses after, and the
    button to go on.  A game whose result reads otherwise gives its own (``TablePart.result_panel``)."""

    def __init__(self, flow: "TableFlow", places: "Places", part: "TablePart") -> None:
        self.flow = flow
        self.places = places
        self.part = part

    def draw(self, surface: pygame.Surface, next_button: Button) -> None:
        flow = self.flow
        names = flow.names
        L = self.places.layout
        u = L.u
        deal = flow.deal
        sw, sh = surface.get_size()
        w = int(min(sw - 40 * u, 760 * u))
        paid = deal.books.transfers[deal.ante_count:]
        lines = [you(line) for line in self.part.result_lines(deal)]
        lines += [you(line) for line in words.grouped_lines(paid, names, flow.ui.pot_words)]
        if len(lines) > 9:
            lines = lines[:8] + [words.more_lines(len(lines) - 8)]
        title_lines = wrap("serif_bold", int(27 * u), flow.headline, w - int(60 * u))
        h = int((110 + 36 * len(title_lines) + 24 * max(1, len(lines)) + 90) * u)
        box = pygame.Rect(0, 0, w, h)
        box.center = (sw // 2, int(L.trick_centre[1] + 10 * u))
        box.top = max(box.top, L.bar.bottom + 6)
        panel(surface, box, "paper", radius=int(14 * u))
        y = box.top + 18 * u
        blit_text(surface, "serif_italic", int(17 * u), words.deal_title(deal.number), (box.centerx, y), theme.INK_SOFT,
                  "midtop", shadow=False)
        y += 24 * u
        for line in title_lines:
            blit_text(surface, "serif_bold", int(27 * u), line, (box.centerx, y), theme.INK, "midtop", shadow=False)
            y += 36 * u
        tricks = "  ·  ".join(f"{names[s]} {deal.tricks_won[s]}" for s in self.part.seats_in(deal))
        if deal.plays:
            blit_text(surface, "serif", int(17 * u), words.TRICKS + tricks, (box.centerx, y), theme.INK_SOFT, "midtop",
                      shadow=False)
        y += 30 * u
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (box.left + 30 * u, y - 6 * u), (box.right - 30 * u, y - 6 * u))
        if not lines:
            lines = [words.NOTHING_PAID]
        for line in lines:
            blit_text(surface, "serif", int(18 * u), line, (box.left + 36 * u, y), theme.INK, "topleft", shadow=False)
            y += 24 * u
        # purses after the deal, with the change
        y += 8 * u
        x = box.left + 36 * u
        for seat in range(flow.n):
            before = deal.purses_before[seat]
            after = deal.books.purses[seat]
            diff = after - before
            colour = theme.DEBT_ON_LIGHT if after < 0 else theme.INK
            rect = blit_text(surface, "serif_bold", int(17 * u), f"{names[seat]} {signed(after)}", (x, y), colour,
                             "topleft", shadow=False)
            if diff:
                d = blit_text(surface, "serif", int(15 * u), f" ({'+' if diff > 0 else '−'}{abs(diff)})",
                              (rect.right, rect.top + 2 * u),
                              (40, 110, 40) if diff > 0 else theme.DEBT_ON_LIGHT, "topleft", shadow=False)
                rect.union_ip(d)
            x = rect.right + 18 * u
        next_button.label = words.NEXT_DEAL if flow.session.wants_deal else words.FINISH
        next_button.rect = pygame.Rect(0, 0, int(220 * u), int(44 * u))
        next_button.rect.midbottom = (box.centerx, int(box.bottom - 14 * u))
        next_button.draw(surface, int(21 * u))


def result_panel(flow: "TableFlow", places: "Places", part: "TablePart") -> Any:
    """The game's result panel, or the table's."""
    return part.result_panel() or ResultPanel(flow, places, part)


__all__ = ["Panels", "ResultPanel", "result_panel"]
