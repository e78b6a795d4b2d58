"""The table's panels: the line above the hand (what the person is to do, or the news),
a passing message, the expert's hint beside the play and the end of the session (a deal's
result is :mod:`.result`)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from ...engine import Phase
from .. import boxes, hint_words, theme, words
from ..resources import res
from ..widgets import Button, blit_text, line_height, panel, signed, wrap
from ..grammar import shown
from ...i18n import number
from ..words import you
from ..seats_scene import level_name

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
        #: The last line said while the table waits, and the engine's ply it was true at.
        self._waiting_line: tuple[str, int] | None = None
        #: The talk panel (what was said this deal) is open.
        self.talk_open = False
        #: What each side is trying to do now, said in smaller words above the prompt in the
        #: prompt's own box (the game's teaching; none where no one is to be told).
        self.goal: "Callable[[], str | None]" = lambda: None

    @property
    def layout(self):
        return self.places.layout

    # ----------------------------------------------------------------- above the hand
    def prompt_line(self) -> str | None:
        """The line above the hand: what the table waits for, always — the person's decision
        or card, or the computer player who is thinking.  While the cards move, the line stays
        as it was only while it is still true (no one has acted since): "Denis is thinking"
        never outlives Denis's card."""
        flow = self.flow
        deal = flow.deal
        if flow.state == "shareout":
            return words.SHARE_OUT
        if flow.state != "play" or deal is None or deal.is_over:
            self._waiting_line = None
            return None
        if flow.waiting_for_human():
            if self.part.talking() or deal.phase is not Phase.PLAY:
                line = you(self.part.prompt_text())
            else:
                own = self.part.play_prompt()
                line = you(own) if own is not None else \
                    words.your_turn(len(self.places.reachable()), not deal.current_trick)
            self._waiting_line = (line, deal.ply)
        elif flow.caught_up():
            self._waiting_line = (words.waits_for(flow.names[deal.to_act]), deal.ply)
        if self._waiting_line is None or self._waiting_line[1] != deal.ply:
            return None
        return self._waiting_line[0]

    def prompt_box(self, text: str) -> tuple[list[tuple[pygame.Surface, str]], pygame.Rect]:
        """The line above the hand, left of the decision's buttons, under the goal of the deal
        in smaller words where the table leaves room for both (else the goal is the prompt's
        tooltip); a long one on as many lines as it needs between the pots and the talon (set
        smaller rather than take more than four), never over them; its lines (each with the
        words it draws) and its box."""
        goal = self.goal()
        if goal:
            images, box = self._stacked(text, goal)
            L = self.layout
            heap = self.places.count("discard")  # the talon's room counts the discards' heap once it is laid
            busy = [L.stock_rect if r is L.talon_rect and not heap else r for name, r in L.main_rects().items()
                    if name != "hand"] + [s.plate for s in L.seats]
            if box.collidelist(busy) < 0:
                return images, box
        return self._stacked(text, None)

    def _stacked(self, text: str, goal: str | None) -> tuple[list[tuple[pygame.Surface, str]], pygame.Rect]:
        L = self.layout
        u = L.u
        size, small = int(21 * u), int(16 * u)
        pad = int(28 * u)
        room = pygame.Rect(2 * L.margin, 0, L.talk_area.left - 3 * L.margin, 1)
        widest = max(res().size("serif_italic", size, text)[0], res().size("serif_italic", small, goal)[0] if goal else 0)
        if widest + pad <= room.width:
            lines: list[str] = [text]
            goals = [goal] if goal else []
        else:
            room = pygame.Rect(L.pots_rect.right + L.margin, 0, L.talon_rect.left - L.pots_rect.right - 2 * L.margin, 1)
            lines = wrap("serif_italic", size, text, room.width - pad)
            while len(lines) > 4 and res().font("serif_italic", size) is not res().font("serif_italic", size - 1):
                size -= 1
                lines = wrap("serif_italic", size, text, room.width - pad)
            goals = wrap("serif_italic", small, goal, room.width - pad)[:2] if goal else []
        images = [(res().text("serif_italic", small, line, theme.TEXT_SOFT), goal or "") for line in goals]
        images += [(res().text("serif_italic", size, line, theme.IVORY), text) for line in lines]
        box = pygame.Rect(0, 0, max(img.get_width() for img, _ in images),
                          sum(img.get_height() for img, _ in images)).inflate(pad, 10 * u)
        box.midbottom = (int(L.hand_centre[0] if len(lines) == 1 and len(goals) <= 1 else room.centerx),
                         int(L.hand_rect.top - 4 * u))
        box.right = min(box.right, room.right)
        return images, box

    def draw_prompt(self, surface: pygame.Surface) -> None:
        """The decision's buttons when the person decides, the line above the hand, and a toast."""
        L = self.layout
        u = L.u
        if self.decision is not None and self.flow.waiting_for_human() and self.part.talking():
            self.decision.draw(surface)
        text = self.prompt_line()
        if text:
            images, box = self.prompt_box(text)
            panel(surface, box, "dark", radius=min(box.height // 2, int(18 * u)), kind="prompt", name=text)
            y = box.top + 5 * u
            for img, said in images:
                rect = img.get_rect(midtop=(box.centerx, int(y)))
                surface.blit(img, rect)
                boxes.note_text(surface, img, rect, said)
                y += img.get_height()
        news = self.flow.news_line()
        if news:
            self.draw_news(surface, news)
        if self.flow.toast:
            # a long refusal (French says more than English) on two lines rather than off the window
            size = int(21 * u)
            lines = [res().text("serif_bold", size, line, theme.IVORY)
                     for line in wrap("serif_bold", size, self.flow.toast[0], int(surface.get_width() * 0.72))]
            box = pygame.Rect(0, 0, max(img.get_width() for img in lines),
                              sum(img.get_height() for img in lines)).inflate(30 * u, 14 * u)
            box.midbottom = (int(L.hand_centre[0]), int(L.hand_rect.top - 48 * u))
            box.clamp_ip(surface.get_rect())
            boxes.note(surface, "label", box, self.flow.toast[0])
            pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=10)
            pygame.draw.rect(surface, (128, 28, 24), box, border_radius=10)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, 1, border_radius=10)
            y = box.top + 7 * u
            for img in lines:
                surface.blit(img, img.get_rect(midtop=(box.centerx, int(y))))
                y += img.get_height()

    def news_box(self, lines: int, size: int) -> pygame.Rect:
        """Where the passing message lies: left of the hand, above the person's plate."""
        L = self.layout
        u = L.u
        box = pygame.Rect(0, 0, int(L.hand_rect.left - 3 * L.margin), int(lines * line_height(size, "serif_italic") + 14 * u))
        box.bottomleft = (int(L.margin * 2), int(L.seats[0].plate.top - 10 * u))
        return box

    def draw_news(self, surface: pygame.Surface, text: str) -> None:
        """What just happened, for a few seconds, beside the hand: under the prompt's line where
        a long one reaches over it (set smaller, and its last lines kept, where the room is short)."""
        L = self.layout
        u = L.u
        size = int(17 * u)
        width = int(L.hand_rect.left - 3 * L.margin - 24 * u)
        prompt = self.prompt_line()
        below = self.prompt_box(prompt)[1] if prompt else None
        lines = wrap("serif_italic", size, text, width)
        box = self.news_box(len(lines), size)
        if below is not None and below.colliderect(box):
            while box.top < below.bottom + 4 * u and res().font("serif_italic", size) is not res().font("serif_italic", size - 1):
                size -= 1
                lines = wrap("serif_italic", size, text, width)
                box = self.news_box(len(lines), size)
            while len(lines) > 1 and box.top < below.bottom + 4 * u:
                lines = ["…" + lines[1], *lines[2:]]
                box = self.news_box(len(lines), size)
        panel(surface, box, "dark", radius=int(10 * u), name="news")
        pygame.draw.line(surface, theme.HIGHLIGHT, (box.left + 6 * u, box.top + 8 * u),
                         (box.left + 6 * u, box.bottom - 8 * u), max(2, int(3 * u)))
        y = box.top + 7 * u
        for line in lines:
            blit_text(surface, "serif_italic", size, line, (box.left + 14 * u, y), theme.IVORY)
            y += line_height(size, "serif_italic")

    # ----------------------------------------------------------------- what was said
    def talk_lines(self) -> list[tuple[str, str]]:
        """The talk panel's lines: (font role, words), the deal's talk and news in order."""
        flow = self.flow
        out = [("serif" if kind == "talk" else "serif_italic", you(text)) for kind, text in flow.deal_log()]
        return out or [("serif_italic", words.NOTHING_SAID)]

    def draw_talk(self, surface: pygame.Surface) -> None:
        """What was said this deal, every word in order, beside the play (the latest words
        when the deal has said more than the panel holds)."""
        L = self.layout
        busy = [L.talk_area] if self.flow.waiting_for_human() and self.part.talking() else []
        prompt = self.prompt_line()
        if prompt:
            busy.append(self.prompt_box(prompt)[1])
        self._side(surface, "talk", words.TALK_TITLE, self.talk_lines(), int(16 * L.u), busy, latest=True)

    def _side(self, surface: pygame.Surface, name: str, title: str, lines: list[tuple[str, str]], size: int,
              busy: list[pygame.Rect], latest: bool = False) -> None:
        """A paper panel beside the play (:meth:`.layout.TableLayout.side_panel`): its title and
        lines, set smaller where its room is short, and cut (the first lines, or the ``latest``)
        where even the smallest type does not hold them all."""
        L = self.layout
        u = L.u
        width = int(min(430 * u * res().scale, surface.get_width() * 0.4))
        pad = int(28 * u)

        def rows_at(w: int, k: int) -> tuple[tuple[str, ...], list[tuple[str, str]]]:
            return (wrap("serif_bold", k + int(4 * u), title, w - pad),
                    [(role, part) for role, line in lines for part in wrap(role, k, line, w - pad)])

        def height_at(w: int, k: int) -> int:
            heading, rows = rows_at(w, k)
            return int(20 * u + len(heading) * line_height(k + int(4 * u), "serif_bold") + 8 * u
                       + len(rows) * line_height(k) + 10 * u)

        box = L.side_panel(width, lambda w: height_at(w, size), busy)
        while height_at(box.width, size) > box.height and res().font("serif", size) is not res().font("serif", size - 1):
            size -= 1
        heading, rows = rows_at(box.width, size)
        room = int((box.height - 38 * u - len(heading) * line_height(size + int(4 * u), "serif_bold")) / line_height(size)
                   + 0.1)  # (the box's height was made a whole number of pixels)
        if len(rows) > room:
            rows = rows[len(rows) - max(1, room):] if latest else rows[:max(1, room - 1)] + [("serif_italic", "…")]
        panel(surface, box, "paper", radius=int(12 * u), kind="side", name=name)
        y = box.top + 10 * u
        for line in heading:
            blit_text(surface, "serif_bold", size + int(4 * u), line, (box.left + 14 * u, y), theme.INK, shadow=False)
            y += line_height(size + int(4 * u), "serif_bold")
        y += 8 * u
        for role, line in rows:
            colour = theme.WOOD if role == "serif_bold" else theme.INK if latest and role == "serif" else theme.INK_SOFT
            blit_text(surface, role, size, line, (box.left + 14 * u, y), colour, shadow=False)
            y += line_height(size)

    # ----------------------------------------------------------------- tooltips
    def tooltip(self, pos: tuple[int, int] | None, bubbles: dict[int, str], tricks: list[int]) -> str | None:
        """What lies under the mouse, in words: a seat (its purse, tricks, what it said) or a pot."""
        flow = self.flow
        if pos is None or flow.state not in ("play", "result", "lot"):
            return None
        for s in self.layout.seats:
            if s.plate.collidepoint(pos):
                score = self.part.score_words(s.seat)
                purse = flow.purses()[s.seat] if score is None else score
                deal = flow.deal
                tip = you(words.seat_tip(flow.names[s.seat], purse, tricks[s.seat] if deal is not None else None,
                                         bubbles.get(s.seat, ""), deal is not None and deal.dealer == s.seat))
                kind = flow.levels[s.seat] if s.seat < len(flow.levels) else None
                return tip if kind is None else f"{tip}\n{level_name(kind)}"  # what the plate's pips say
        prompt, goal = self.prompt_line(), self.goal()
        if prompt and goal:
            images, box = self.prompt_box(prompt)
            if box.collidepoint(pos) and all(said != goal for _, said in images):
                return goal  # the goal the prompt's box had no room to say
        return self.part.tooltip(pos)

    def draw_tooltip(self, surface: pygame.Surface, pos: tuple[int, int], text: str) -> None:
        u = self.layout.u
        size = int(16 * u)
        lines = wrap("serif", size, text, int(min(420 * u, surface.get_width() * 0.4)))
        width = max(res().font("serif", size).size(line)[0] for line in lines) + int(20 * u)
        box = pygame.Rect(0, 0, width, int(len(lines) * line_height(size) + 12 * u))
        box.topleft = (pos[0] + int(16 * u), pos[1] + int(18 * u))
        box.clamp_ip(surface.get_rect())
        if box.collidepoint(pos):
            box.bottom = pos[1] - int(8 * u)
            box.clamp_ip(surface.get_rect())
        panel(surface, box, "paper", radius=int(8 * u), kind="modal", name="tooltip")
        y = box.top + 6 * u
        for line in lines:
            blit_text(surface, "serif", size, line, (box.left + 10 * u, y), theme.INK, shadow=False)
            y += line_height(size)

    # ----------------------------------------------------------------- the hint
    def draw_hint(self, surface: pygame.Surface) -> None:
        """The expert's view, beside the table, until the person acts (I hides it)."""
        flow = self.flow
        L = self.layout
        u = L.u
        hint = flow.hint_now()
        if hint is None:
            lines = [("serif_italic", words.HINT_THINKING)]
        else:
            lines = [("serif", line) for line in hint_words.choice_lines(hint, flow.ui.hint, flow.deal, flow.human)]
            if not hint.available:
                lines = [("serif_italic", words.no_figures(hint.reason))]
            facts = hint_words.fact_lines(hint, flow.names, flow.human)
            if facts:
                lines += [("serif_bold", words.HINT_SHOWN)] + [("serif", f) for f in facts]

        busy = [L.talk_area] if flow.deal is not None and self.part.talking() else []
        prompt = self.prompt_line()
        if prompt:
            busy.append(self.prompt_box(prompt)[1])
        self._side(surface, "hint", words.HINT_TITLE, lines, int(15 * u), busy)

    # ----------------------------------------------------------------- the end of the session
    def draw_final(self, surface: pygame.Surface, buttons: list[Button]) -> None:
        flow = self.flow
        u = self.layout.u
        n = flow.n
        sw, sh = surface.get_size()
        box = pygame.Rect(0, 0, int(min(sw - 40 * u, 700 * u)), int((214 + 34 * n) * u))
        box.center = (sw // 2, sh // 2)
        panel(surface, box, "paper", radius=int(14 * u), kind="modal", name="session over")
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
            blit_text(surface, "serif_bold", int(22 * u), f"{number(rank + 1)}.  {shown(flow.names[seat])}", (box.left + 60 * u, y),
                      theme.INK, "topleft", shadow=False)
            blit_text(surface, "serif", int(22 * u), signed(purses[seat]), (box.right - 180 * u, y),
                      theme.DEBT_ON_LIGHT if purses[seat] < 0 else theme.INK, "topright", shadow=False)
            blit_text(surface, "serif_bold", int(22 * u), ("+" if net > 0 else "") + signed(net),
                      (box.right - 60 * u, y), colour, "topright", shadow=False)
            y += 34 * u
        gap = 16 * u
        bw = int(min(200 * u, (box.width - 40 * u - gap * (len(buttons) - 1)) / max(1, len(buttons))))
        for i, b in enumerate(buttons):
            b.rect = pygame.Rect(0, 0, bw, int(44 * u))
            b.rect.midbottom = (int(box.centerx + (i - (len(buttons) - 1) / 2) * (bw + gap)), int(box.bottom - 16 * u))
            b.draw(surface, int(20 * u))


__all__ = ["Panels"]
