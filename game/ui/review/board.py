"""The deal under review laid out on the table itself, every hand face up, at any choice.

The review shows a finished deal as the table showed it — the game's own pots, places,
melds, bubbles and tricks, drawn by the game's part — through the table's machinery: a
:class:`ReviewFlow` (the table's flow over the deal's record, which shows the deal after
any number of its choices and never plays on) drawn by a :class:`ReviewBoard` (the
table's places, animator, game part, cloth and panels, put together as the table scene
puts them, drawn and resized by the review, which routes the input itself).  Going back, or
jumping, deals the record again and lays the position out at once; one choice forward
is shown moving.
"""
from __future__ import annotations

import time
from typing import Any, Callable, Mapping, Sequence

import pygame

from ...engine import Card
from ...i18n import _
from ...review.deal import StackedSession, moves
from ...stats import Statistics
from .. import boxes, theme
from ..spec import UISpec
from ..resources import res
from ..table.cloth import Cloth
from ..table.flow import TableFlow
from ..table.machinery import assemble
from ..table.panels import Panels
from ..widgets import blit_text, key_width


#: The time a frame gives to making the others' faces ready (each read and scaled once): a
#: face read from its file costs some 10 ms, so one a frame; faces only scaled, several.
FACES_MS_A_FRAME = 3.0


class ReviewFlow(TableFlow):
    """A finished deal's record on the table, shown after ``ply`` of its choices."""

    def __init__(self, ui: UISpec, record: Mapping[str, Any], names: list[str], person: int, opponents: str,
                 settings: Callable[[], Any], report: Callable[[str], None], computers: Any, **parts: Any) -> None:
        """``computers``: whoever weighs the decisions (the flow itself never asks them to play)."""
        self.record = record
        self.actions: list[Any] = moves(record)
        session = StackedSession(record)
        parts.update(statistics=Statistics(), computers=computers)
        super().__init__(ui, session, names, opponents, [], ui.account.start(session), person, settings, report,
                         need_lot=False, **parts)
        self.ply = 0

    @property
    def plies(self) -> int:
        """The choices the deal was played with."""
        return len(self.actions)

    def goto(self, ply: int) -> None:
        """The deal after its first ``ply`` choices, laid out at once."""
        ply = max(0, min(ply, self.plies))
        self.session.current = None  # the session never finishes its deal: it deals it again
        deal = self.session.next_deal()
        for action in self.actions[:ply]:
            deal.apply(action)
        self.ply = ply
        self.tl.skip_all()
        self.start_deal()
        self.news = self.toast = None
        self.state = "play"

    def forward(self) -> None:
        """One choice on, shown as the table shows it (what still moves is finished first)."""
        if self.ply >= self.plies:
            return
        self.tl.skip_all()
        self.deal.apply(self.actions[self.ply])
        self.ply += 1

    def _advance(self) -> None:
        """Show what happened; nobody plays on."""
        if self.deal is not None:
            events = self.events_now()
            if self.cursor < len(events):
                self._consume(events)

    def waiting_for_human(self) -> bool:
        return False

    def can_undo(self) -> bool:
        return False

    def save(self) -> None:
        """A review writes nothing of the table's: the session in progress stays as saved."""
        self._saved_ply = self.deal.ply if self.deal is not None else None


class ReviewBoard:
    """The table drawn under the review, put together as the table scene puts it (the
    places, the animator with the game's part, the cloth, the panels), without the person's
    input: every hand face up, the cards of a decision marked."""

    def __init__(self, app: Any, flow: ReviewFlow) -> None:
        self.app = app
        self.flow = flow
        self.ui = flow.ui
        made = assemble(app, flow)
        self.places, self.animator, self.hand, self.context = made.places, made.animator, made.hand, made.context
        self.part = part = made.part
        flow.settling.append(self._all_face_up)
        self.cloth = Cloth(flow, self.places, self.animator, self.hand, part, lambda: app.settings)
        self.panels = Panels(flow, self.places, part, None)
        self.mouse: tuple[int, int] | None = None
        self._faces: set[tuple[str, int, bool]] = set()  # the faces made ready at their size
        #: The cards to mark: (card, its words, colour, the person's), drawn over the cloth.
        self.marks: list[tuple[Card, str, tuple[int, int, int], bool]] = []

    def on_resize(self, size: tuple[int, int], buttons: Sequence[Any]) -> None:
        """The table laid out for the window, the review's ``buttons`` in its bar."""
        self.flow.tl.skip_all()
        L = self.places.layout = self.part.table_layout(size, self.app.scale)
        u = L.u
        res().scale = self.text_scale()  # measured as they are drawn
        title = 16 * u + res().size("serif_bold", int(28 * u), _(self.ui.title))[0] + 12 * u
        words = int(18 * u)  # the buttons' words, smaller where the language says more than the bar holds

        def widths(text: int) -> list[int]:
            return [int(res().size("serif_bold", text, b.label)[0] + 20 * u + (key_width(_(b.hint), text) if b.hint else 0))
                    for b in buttons]

        while sum(widths(words)) + 6 * u * len(buttons) > L.w - title and words > 9:
            words -= 1
        x = L.w - int(12 * u)
        for b, width in reversed(list(zip(buttons, widths(words)))):
            b.rect = pygame.Rect(0, 0, width, int(34 * u))
            b.rect.midright = (x, L.bar.centery)
            x -= width + int(6 * u)
        self.cloth.bar_buttons = list(buttons)
        self.cloth.bar_size = words
        self.places.snap_all()

    def text_scale(self) -> float:
        return self.places.layout.text_scale

    def busy(self) -> bool:
        return self.flow.busy() or self.animator.moving

    def update(self, dt: float) -> None:
        self.flow.update(dt)

    def toggle_talk(self) -> None:
        self.panels.talk_open = not self.panels.talk_open

    def _all_face_up(self, dt: float) -> None:
        """Every card in a hand shows its face: a review sees every hand.  A face not yet
        drawn at its size is made ready first, one a frame and more while the frame's share
        lasts, so that no frame pays for a whole table of them (the table's own frames only
        ever drew the others' backs)."""
        places = self.places
        until = time.perf_counter() + FACES_MS_A_FRAME / 1000
        spent = False
        four = self.app.settings.four_colour
        for card, where in places.where.items():
            if where[0] == "hand":
                sprite = places.sprites[card]
                if not sprite.face_up and sprite.squeeze >= 0.999:
                    key = (sprite.code, int(sprite.h), four)
                    if key not in self._faces:
                        if spent and time.perf_counter() > until:
                            continue
                        spent = True
                        res().card(sprite.code, int(sprite.h), four)
                        self._faces.add(key)
                    sprite.face_up = True

    def handle(self, event: pygame.event.Event) -> None:
        """Only the mouse's place is kept, for the tooltips and the bar's buttons."""
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in self.cloth.bar_buttons:
                b.handle(event)

    def draw(self, surface: pygame.Surface) -> None:
        """The cloth, the marks of the decision, the talk panel (W) and the tooltips."""
        flow = self.flow
        self.cloth.draw(surface)
        self.cloth.draw_floaters(surface)
        u = self.places.layout.u
        tags: dict[tuple[str, tuple[int, int, int], bool], list[pygame.Rect]] = {}
        for card, words, colour, top in self.marks:
            sprite = self.places.sprites.get(card)
            if sprite is None or not sprite.visible:
                continue
            rect = self.places.card_rect(card)
            ring = 16 if top else 8  # the person's mark round the expert's, where both mark a card
            pygame.draw.rect(surface, colour, rect.inflate(ring, ring), max(2, int(3 * u)),
                             border_radius=max(4, rect.width // 12))
            tags.setdefault((words, colour, top), []).append(rect)
        for (words, colour, top), rects in tags.items():
            for group in touching(rects):
                self._tag(surface, group, words, colour, top, u)
        if self.panels.talk_open and flow.deal is not None:
            self.panels.draw_talk(surface)
        tip = self.panels.tooltip(self.mouse, self.animator.bubble_words(), self.animator.tricks_shown)
        if tip:
            self.panels.draw_tooltip(surface, self.mouse, tip)

    def _tag(self, surface: pygame.Surface, group: pygame.Rect, words: str, colour: tuple[int, int, int], top: bool,
             u: float) -> None:
        """One tag for cards side by side in a hand (an exchange's): on their middle, clear of
        their corners' indices, the person's above the expert's."""
        size = max(12, int(15 * u))
        tag = pygame.Rect(0, 0, int(max(group.width * 0.9, res().size("serif_bold", size, words)[0] + 12 * u)),
                          int(size * 1.6))
        tag.center = (group.centerx, int(group.centery + (-0.65 if top else 0.65) * tag.height))
        pygame.draw.rect(surface, colour, tag, border_radius=tag.height // 2)
        boxes.note(surface, "label", tag, words)
        blit_text(surface, "serif_bold", size, words, tag.center, theme.INK, "center", shadow=False)


def touching(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rects gathered where they overlap (the cards of one fan), each group as one."""
    groups: list[pygame.Rect] = []
    for rect in sorted(rects, key=lambda r: r.left):
        if groups and groups[-1].colliderect(rect):
            groups[-1] = groups[-1].union(rect)
        else:
            groups.append(pygame.Rect(rect))
    return groups


__all__ = ["ReviewBoard", "ReviewFlow"]
