"""The review of a finished deal: the deal from its start on the table with every hand face
up, stepped choice by choice, each of the person's decisions marked with the expert's
verdict, the costliest first; from here the deal is played again or saved to a file.

Keys: ← → a choice, Home / End the ends, ↑ ↓ the person's previous and next decision,
1 2 3 (or C, again for the next) the costliest decisions, W the talk so far, A play
this deal again, S save it to a file, Esc back.  The mouse: the bar's buttons and the
rows of the list of decisions.  The analysis runs in the computer players' worker,
its progress in the list's heading; the verdicts are handed to ``keep`` once all are
in, so that the deal keeps them (the ledger's history, the file).
"""
from __future__ import annotations

import random
from typing import Any, Callable, Mapping, Sequence

import pygame

from ...engine import Card
from ...engine.games import spec as game_spec
from ...i18n import _, number
from ...review import file as deal_file
from ...review.verdict import Verdict, costliest
from .. import games, theme
from ..words import you
from ..app import Scene
from ..opponents import Opponents
from ..resources import res
from ..widgets import Button
from . import words
from .analyst import Analyst
from .board import ReviewBoard, ReviewFlow
from .panel import DecisionList, boxes, draw_lines, draw_toast, fonts
from .replay import replay_flow

#: The colours of the cards marked at a decision: the person's, and the expert's best.
TAKEN_COLOUR = (236, 150, 80)
BEST_COLOUR = theme.GAIN


class ReviewScene(Scene):
    def __init__(self, app: Any, shared: deal_file.SharedDeal, table: Callable[..., Scene],
                 keep: Callable[[list[Verdict]], None] | None = None, computers: Opponents | None = None,
                 statistics: Any = None) -> None:
        """``shared``: the deal (checked: :func:`game.review.file.shared_deal`) and the verdicts
        it keeps; ``table``: the table scene, at which the deal is played again; ``keep``:
        given the verdicts once all are in; ``computers``: the table's, whose worker weighs
        the decisions (else one of the review's own); ``statistics``: the person's record
        as the table holds it."""
        super().__init__(app)
        self.shared = shared
        self.record = shared.record
        self.ui = games.ui(self.record["game"])
        self.person = shared.person
        n = self.record["players"]
        self.names = list(shared.names) if shared.names is not None else \
            [app.settings.name, *theme.NAMES[: n - 1]]
        self.own_computers = computers is None
        self.computers = computers if computers is not None else \
            Opponents("expert", random.SystemRandom().randrange(1 << 30))
        self.statistics = statistics
        self.keep = keep
        self.table = table
        self.flow = ReviewFlow(self.ui, self.record, self.names, self.person, shared.opponents,
                               lambda: self.app.settings, app.report, self.computers, writer=app.writer,
                               errors=app.errors, took=app.frame_watch.took)
        self.board = ReviewBoard(app, self.flow)
        self.analyst = Analyst(self.record, self.person, self.computers, shared.verdicts, done=self._done)
        self.list = DecisionList(self.show_decision)
        self.buttons: list[Button] = []
        #: The steps for the mouse, under the verdict: the start, back, on, the end.
        self.steps = [Button("«", lambda: self.goto(0)), Button("‹", lambda: self.step(-1)),
                      Button("›", lambda: self.step(1)), Button("»", lambda: self.goto(self.flow.plies))]
        self._dear_at = -1  # which of the costliest C showed last
        self._started = False
        self._cold: list[tuple[str, int]] = []

    # ----------------------------------------------------------------- the scene
    def on_enter(self) -> None:
        if not self._started:
            self._started = True
            self.flow.tl.speed = self.app.settings.speed_factor
            self.flow.goto(0)

    def on_resize(self, size: tuple[int, int]) -> None:
        self.buttons = [
            Button(_(words.TALK), self.board.toggle_talk, pygame.K_w, "W", style="flat"),
            Button(_(words.SAVE_DEAL), self.save_deal, pygame.K_s, "S", style="flat"),
            Button(_(words.PLAY_AGAIN), self.play_again, pygame.K_a, "A", style="flat"),
            Button(_(words.BACK), self.app.pop, pygame.K_ESCAPE, "Esc", style="flat"),
        ]
        self.board.on_resize(size, self.buttons)
        self._cold = fonts(self.board.places.layout.u)
        if self._started:  # laid out again where it stood (the first time: on_enter)
            self.flow.goto(self.flow.ply)

    def on_exit(self) -> None:
        self.analyst.stop()
        if self.own_computers:
            self.computers.close()

    def text_scale(self) -> float:
        return self.board.text_scale()

    def busy(self) -> bool:
        return not self.analyst.finished or self.board.busy() or bool(self._cold)

    def update(self, dt: float) -> None:
        self.board.update(dt)
        self.analyst.update()
        self._mark()
        if self._cold:  # a face and size of the panels' words made ready (read from its file)
            role, size = self._cold.pop()
            res().font(role, size)
            res().text(role, size, number(10), theme.INK)  # and its figures' face

    # ----------------------------------------------------------------- moving through the deal
    def goto(self, ply: int) -> None:
        self.flow.goto(ply)

    def step(self, by: int) -> None:
        if by == 1 and self.flow.ply < self.flow.plies:
            self.flow.forward()
        elif by == -1 and self.flow.ply > 0:
            self.goto(self.flow.ply - 1)

    def show_decision(self, index: int) -> None:
        """The deal as it stood at the person's decision ``index``."""
        if 0 <= index < self.analyst.total:
            self.goto(self.analyst.spots[index].ply)

    def next_decision(self, by: int) -> None:
        plies = [s.ply for s in self.analyst.spots]
        ply = self.flow.ply
        ahead = [p for p in plies if (p > ply if by > 0 else p < ply)]
        if ahead:
            self.goto(ahead[0] if by > 0 else ahead[-1])

    def dearest(self, k: int | None = None) -> None:
        """The ``k``-th costliest decision (C: the next of them each time)."""
        dear = costliest(self._verdicts())
        if not dear:
            return
        self._dear_at = (self._dear_at + 1) % len(dear) if k is None else k
        if self._dear_at < len(dear):
            self.show_decision(dear[self._dear_at].index)

    def _verdicts(self) -> list[Verdict]:
        return [v for v in self.analyst.verdicts if v is not None]

    # ----------------------------------------------------------------- the bar's actions
    def play_again(self) -> None:
        """The same cards, seats and opponents, from the deal's start, at a table of its own."""
        self.app.push(self.table(self.app, make_flow=replay_flow(self.app, self.shared, self.names, self.statistics)))

    def save_deal(self) -> None:
        """The deal, its names and the verdicts so far, to a file of its own (said where)."""
        shared = deal_file.SharedDeal(self.record, tuple(self.names), self.person, self.shared.opponents,
                                      tuple(self._verdicts()) if self.analyst.weighed == self.analyst.total else (),
                                      self.shared.levels)
        path = deal_file.deals_dir() / deal_file.file_name(self.record)
        try:
            deal_file.write(path, shared)
        except OSError as exc:
            self.flow.say_toast(words.not_saved(exc.strerror or str(exc)), 5.0)
            return
        self.flow.say_toast(words.saved_as(path.name, home_short(path.parent)), 6.0)

    def _done(self, verdicts: list[Verdict]) -> None:
        if self.keep is not None:
            self.keep(verdicts)

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        self.board.handle(event)
        for b in self.buttons + self.steps:
            if b.handle(event):
                return
        if self.list.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.flow.tl.skip()
            return
        if event.type != pygame.KEYDOWN:
            return
        key = event.key
        if key == pygame.K_RIGHT:
            self.step(1)
        elif key == pygame.K_LEFT:
            self.step(-1)
        elif key == pygame.K_HOME:
            self.goto(0)
        elif key == pygame.K_END:
            self.goto(self.flow.plies)
        elif key == pygame.K_DOWN:
            self.next_decision(1)
        elif key == pygame.K_UP:
            self.next_decision(-1)
        elif key in (pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_KP1, pygame.K_KP2, pygame.K_KP3):
            self.dearest({pygame.K_1: 0, pygame.K_2: 1, pygame.K_3: 2, pygame.K_KP1: 0, pygame.K_KP2: 1}.get(key, 2))
        elif key == pygame.K_c:
            self.dearest()
        elif key == pygame.K_SPACE:
            self.flow.tl.skip()

    # ----------------------------------------------------------------- drawing
    def _mark(self) -> None:
        """The person's card and the expert's best marked on the table at a decision."""
        marks: list[tuple[Card, str, tuple[int, int, int], bool]] = []
        index = self.analyst.index_at(self.flow.ply) if not self.flow.tl.busy else None
        verdict = self.analyst.verdict(index) if index is not None else None
        if verdict is not None:
            best = cards_of(words.action(verdict.best, self.record["game"]))
            marks += [(card, _(words.BEST_MARK), BEST_COLOUR, False) for card in best]
            if verdict.taken != verdict.best:
                taken = cards_of(words.action(verdict.taken, self.record["game"]))
                marks += [(card, _(words.YOURS_MARK), TAKEN_COLOUR, True) for card in taken]
        self.board.marks = marks

    def draw(self, surface: pygame.Surface) -> None:
        self.board.draw(surface)
        if self._cold:  # the panels show once their words' faces are ready, a frame or few after the table
            return
        L = self.board.places.layout
        u = L.u
        left, right = boxes(L)
        analyst = self.analyst
        index = analyst.index_at(self.flow.ply)
        status = []
        if analyst.failed is not None:
            status.append(words.failed(analyst.failed))
        elif not analyst.finished:
            status.append(words.weighing(analyst.weighed, analyst.total))
        elif not analyst.total:
            status.append(_(words.NO_DECISION))
        rows = [(i, *words.row(analyst.verdict(i), i, self._code(s.taken), self.ui))
                for i, s in enumerate(analyst.spots)]
        dear = [rows[v.index] for v in costliest(self._verdicts())]
        if analyst.finished and analyst.total and not dear and analyst.failed is None:
            status.append(_(words.NOTHING_COSTLY))
        weighing = None if analyst.finished else analyst.weighed / max(1, analyst.total)
        self.list.draw(surface, left, u, words.heading(self.record["deal"]), status, dear, rows, index,
                       (_(words.COSTLIEST), _(words.ALL_DECISIONS)), weighing)
        foot = (words.step_line(self.flow.ply, self.flow.plies), _(words.KEYS))
        draw_lines(surface, right, u, self._verdict_lines(index), foot, self.steps)
        if self.flow.toast:
            draw_toast(surface, L, self.flow.toast[0])

    def _code(self, action: Any) -> str:
        return game_spec(self.record["game"]).action_code(action)

    def _verdict_lines(self, index: int | None) -> list[tuple[str, str]]:
        flow = self.flow
        lines: list[tuple[str, str]] = []
        if index is not None:
            verdict = self.analyst.verdict(index)
            lines.append(("title", words.decision_title(index, self.analyst.total, self.analyst.spots[index].phase)))
            if verdict is None:
                lines.append(("line", words.weighing(self.analyst.weighed, self.analyst.total)))
            else:
                said = words.verdict_lines(verdict, self.ui, flow.deal)
                kind = "good" if verdict.close else "bad" if verdict.weighed else "head"
                lines += [(kind if k == "head" else k, text) for k, text in said]
        elif flow.ply == 0:
            lines.append(("title", _(words.DEAL_START)))
        elif flow.deal is not None and flow.deal.is_over:
            lines.append(("title", you(self.ui.headline(flow.deal, self.names))))
            if self.analyst.finished and self.analyst.failed is None and self.analyst.total:
                lines.append(("line", words.summary(self._verdicts(), self.analyst.unit)))
        else:  # between the person's decisions: what has been said so far, the latest last
            said = [("line" if kind == "talk" else "hindsight", you(text)) for kind, text in flow.deal_log()]
            lines += [("title", _(words.SAID_SO_FAR))] + said[-6:]
        return lines


def home_short(folder: Any) -> str:
    """A folder as a person reads it: the home folder as ``~``."""
    from pathlib import Path

    try:
        return "~/" + str(Path(folder).relative_to(Path.home()))
    except ValueError:
        return str(folder)


def cards_of(action: Any) -> list[Card]:
    """The cards an action plays, throws or shows: a card, an exchange's or a meld's, the one
    laid for a robbed upcard (a word of the talk shows in words only)."""
    if isinstance(action, Card):
        return [action]
    cards = getattr(action, "cards", None)
    if isinstance(cards, tuple):
        return [c for c in cards if isinstance(c, Card)]
    card = getattr(action, "card", None)
    return [card] if isinstance(card, Card) else []


def open_review(app: Any, table: Callable[..., Scene], data: Mapping[str, Any], names: Sequence[str] | None = None,
                person: int = 0, opponents: str = deal_file.DEFAULT_OPPONENTS, kept: Any = (),
                keep: Callable[[list[Verdict]], None] | None = None, computers: Opponents | None = None,
                statistics: Any = None, levels: Sequence[str | None] | None = None) -> bool:
    """Push the review of a deal's record (from the ledger or the result), checked as a file
    is; when it cannot be reviewed, said in one line and False."""
    try:
        shared = deal_file.shared_deal({**data, **({"names": list(names)} if names is not None else {}),
                                        **({"levels": list(levels)} if levels is not None else {}),
                                        "person": person, "opponents": opponents, "review": list(kept)})
    except deal_file.DealFileError as exc:
        app.report(words.cannot_review(str(exc)))
        return False
    app.push(ReviewScene(app, shared, table, keep, computers, statistics))
    return True


__all__ = ["ReviewScene", "open_review"]
