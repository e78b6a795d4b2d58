"""The guided deal at the real table: the table's scene with the lesson's flow, the coach's
panel and its ring round the suggestion, and at the end what was learnt and a way to a
real game."""
from __future__ import annotations

import pygame

from ...i18n import _
from .. import games, theme, words as table_words
from ..app import App
from ..table.scene import TableScene
from ..widgets import Button, blit_text, line_height, panel, wrap
from . import words
from .flow import GuidedFlow
from .marks import Target, locate
from .panel import draw_marks, draw_panel, paragraphs, title_words


class GuidedScene(TableScene):
    def __init__(self, app: App, game: str) -> None:
        ui = games.ui(game)
        super().__init__(app, make_flow=lambda settings, **parts: GuidedFlow.of_lesson(ui, settings, **parts))
        self.menu_buttons = [
            Button(_(words.PLAY_REAL), self._play_real, pygame.K_RETURN, _("Enter")),
            Button(table_words.BACK_TO_TITLE, self._to_title, pygame.K_t, "T"),
        ]
        self.glossing.goal_shown = False  # the coach's panel says it
        self._target_key: tuple | None = None
        self._target: Target | None = None

    @property
    def coach(self):
        return self.flow.coach

    def _play_real(self) -> None:
        """A real session of this game: the title's New game beneath (which asks first if a game is saved)."""
        self.app.settings = self.app.settings.replace(game=self.ui.name)
        self.app.save_settings()
        self.app.pop()
        new_game = getattr(self.app.scene, "new_game", None)
        if new_game is not None:
            new_game()

    def advice(self):
        flow = self.flow
        return self.coach.advice(flow.deal) if flow.waiting_for_human() else None

    def target(self) -> Target | None:
        """Where the suggestion stands on screen now (found once a position)."""
        advice = self.advice()
        if advice is None:
            return None
        key = (id(self.flow.deal), self.flow.deal.ply, self.app.size)
        if key != self._target_key:
            self._target_key = key
            self._target = locate(self, advice.action)
        return self._target

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        flow = self.flow
        if flow.state == "over" and not flow.tl.busy:
            self.cloth.draw(surface)
            self._draw_end(surface)
            return
        super().draw(surface)
        draw_marks(surface, self, self.target(), flow.time)

    def draw_aside(self, surface: pygame.Surface) -> None:
        """The coach's panel, where the hint's would be (the expert's panel takes its place while it shows)."""
        flow = self.flow
        if flow.hint_asked is not None or flow.hint_now() is not None:
            return
        deal = flow.deal
        live = deal is not None and flow.state == "play" and not deal.is_over
        goal = self.ui.teaching.goal(deal, 0, flow.names) if live else ""
        L = self.places.layout
        busy = [L.talk_area] if deal is not None and self.part.talking() else []
        busy += [pygame.Rect(r.left, r.top - int(44 * L.u), r.width, int(44 * L.u)) for r in L.seat_rects]  # bubbles
        prompt = self.panels.prompt_line()
        if prompt:
            busy.append(self.panels.prompt_box(prompt)[1])
        draw_panel(surface, L, title_words(), paragraphs(goal, self.coach.note, self.advice()), busy)

    def _draw_end(self, surface: pygame.Surface) -> None:
        u = self.places.layout.u
        sw, sh = surface.get_size()
        width = int(min(sw - 40 * u, 760 * u))
        size = int(18 * u)
        step = line_height(size)
        inner = width - int(60 * u)
        lesson = self.ui.teaching.lesson
        lines: list[tuple[str, str, float]] = [("serif_bold", _(words.LEARNT), 0.0)]  # (role, text, space above)
        for said in lesson.learnt:
            for i, part in enumerate(wrap("serif", size, "• " + _(said), inner)):
                lines.append(("serif", part if i == 0 else "   " + part, step * 0.25 if i == 0 else 0.0))
        for i, part in enumerate(wrap("serif_italic", size, _(words.NOT_COUNTED), inner)):
            lines.append(("serif_italic", part, step * 0.6 if i == 0 else 0.0))
        tall = sum(step + above for _r, _t, above in lines)
        box = pygame.Rect(0, 0, width, int(140 * u + tall))
        box.center = (sw // 2, sh // 2)
        panel(surface, box, "paper", radius=int(14 * u), kind="modal", name="what was learnt")
        blit_text(surface, "serif_bold", int(30 * u), _(words.GUIDED_DONE), (box.centerx, box.top + 16 * u), theme.INK,
                  "midtop", shadow=False)
        y = box.top + 62 * u
        for role, line, above in lines:
            y += above
            blit_text(surface, role, size, line, (box.left + 30 * u, y), theme.INK if role != "serif_italic"
                      else theme.INK_SOFT, shadow=False)
            y += step
        bw, bh, gap = int(280 * u), int(44 * u), int(16 * u)
        x = box.centerx - (len(self.menu_buttons) * bw + gap) / 2
        for b in self.menu_buttons:
            b.rect = pygame.Rect(int(x), int(box.bottom - bh - 18 * u), bw, bh)
            b.draw(surface, int(20 * u))
            x += bw + gap


__all__ = ["GuidedScene"]
