"""One panel for every game's decisions, built from data: rows of buttons, each an action
of the engine with its label and key, shown while the engine allows it; and, for games
that ask for cards first (an exchange, a meld), a "pick cards, then confirm" step.

A game's part says what its decisions are with a :class:`Decision`; the table's
:class:`DecisionPanel` lays the buttons out beside the hand, answers clicks and keys,
lifts and tags the cards picked, and tells tests and the self-test what it offers
(:meth:`DecisionPanel.prompt`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

from ...engine.cards import BIT, cards_in, mask_of
from ...i18n import _
from .. import boxes, theme
from ..resources import res
from ..widgets import Button, blit_text, fitted
from .keymap import KEYPAD, NUMBERS, Binding

if TYPE_CHECKING:
    from .part import TableContext


@dataclass(frozen=True)
class Choice:
    """A button: the engine's ``action`` it says, its ``label`` and its key."""

    action: Any
    label: str
    key: Binding


@dataclass(frozen=True)
class PickedChoice:
    """A button whose action is made of the cards picked (a dealer laying the card picked
    in place of the one he takes): shown while ``offered(deal)``; ``action(picked)`` is the
    engine's action for the cards picked (a mask), or None when they make none, and then
    ``missing`` is said instead."""

    offered: Callable[[Any], bool]
    action: Callable[[int], Any]
    #: The label for the cards picked.
    label: Callable[[int], str]
    key: Binding
    missing: str


@dataclass(frozen=True)
class Pick:
    """Pick cards of the hand (click or number key; again to put one back), then confirm."""

    #: How many cards may be picked in this deal now; below nought, no confirming either.
    most: Callable[[Any], int]
    #: The engine's action for the cards picked (a mask).
    action: Callable[[int], Any]
    #: The confirm button's label for the number of cards picked.
    label: Callable[[int], str]
    key: Binding
    #: The word on a picked card.
    tag: str
    #: What is said when the most are picked already.
    limit: Callable[[int], str]


@dataclass(frozen=True)
class Decision:
    """A game's decisions: its rows, in the order shown, and its pick step if it has one."""

    choices: tuple[Choice | PickedChoice, ...]
    pick: Pick | None = None
    #: A button's width and height and the gap between, in units of the 1280x800 table.
    size: tuple[float, float, float] = (190, 40, 8)
    #: The label's size, in the same units.
    font: float = 19
    #: The panel that shows them: the table's, or a game's own (a :class:`DecisionPanel`
    #: subclass) for decisions its rows cannot say, as choices that change with the hand.
    panel: Any = None


class DecisionPanel:
    """The buttons of a :class:`Decision`, laid out, drawn and answering input."""

    def __init__(self, decision: Decision, ctx: "TableContext", hover: Callable[[Any], None]) -> None:
        self.decision = decision
        self.ctx = ctx
        self._hover = hover
        self.buttons = [(c, Button(c.label, lambda c=c: self._choose(c.action), c.key.key, c.key.hint))
                        if isinstance(c, Choice) else
                        (c, Button("", lambda c=c: self._use_picked(c), c.key.key, c.key.hint))
                        for c in decision.choices]
        pick = decision.pick
        self.confirm = Button("", self._confirm, pick.key.key, pick.key.hint) if pick else None
        self.picked = 0  # the cards picked, a mask

    def start_deal(self) -> None:
        self.picked = 0

    def most(self) -> int:
        pick = self.decision.pick
        return pick.most(self.ctx.deal) if pick else -1

    def layout(self) -> list[Button]:
        """The buttons offered now, laid out beside the hand; the confirm button first."""
        deal = self.ctx.deal
        legal = set(deal.legal_actions()) if deal is not None else set()
        shown = []
        if self.confirm is not None:
            most = self.most()
            self.confirm.visible = most >= 0
            if most >= 0:
                self.confirm.label = self.decision.pick.label(self.picked.bit_count())
                shown.append(self.confirm)
        for choice, button in self.buttons:
            if isinstance(choice, Choice):
                button.visible = choice.action in legal
                button.label = _(choice.label)  # a game's marked word, in the language of this frame
            else:
                button.visible = deal is not None and choice.offered(deal)
                button.label = choice.label(self.picked)
            if button.visible:
                shown.append(button)
        w, h, gap = self.decision.size
        for b, rect in zip(shown, self.ctx.layout.button_column(len(shown), w, h, gap)):
            b.rect = rect
        return shown

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        for b in self.layout():
            if b.handle(event):
                return
        pick = self.decision.pick
        if pick is None:
            return
        if event.type == pygame.KEYDOWN and event.key in pick.key.keys:  # its other keys (Enter) confirm too
            if self.confirm.visible:
                self._confirm()
            return
        hand = self.ctx.places.reachable()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.ctx.places.card_at(event.pos)
            if card is not None:
                self.pick(card)
        elif event.type == pygame.KEYDOWN and event.key in NUMBERS + KEYPAD:
            i = (NUMBERS if event.key in NUMBERS else KEYPAD).index(event.key)
            if i < len(hand):
                self.pick(hand[i])
        elif event.type == pygame.MOUSEMOTION:
            self._hover(self.ctx.places.card_at(event.pos))

    def pick(self, card) -> None:
        """Pick a card, or put it back; the rules' limit is said when it is reached."""
        most = self.most()
        if self.picked & BIT[card]:
            self.picked &= ~BIT[card]
        elif most <= 0:
            self.ctx.act(self.decision.pick.action(BIT[card]))  # refused: the engine says why
        elif self.picked.bit_count() >= most:
            self.ctx.toast(self.decision.pick.limit(most), 3.0)
        else:
            self.picked |= BIT[card]

    def _confirm(self) -> None:
        picked = self.picked & mask_of(self.ctx.places.reachable())
        if self.ctx.act(self.decision.pick.action(picked)):
            self.picked = 0

    def _use_picked(self, choice: PickedChoice) -> None:
        action = choice.action(self.picked & mask_of(self.ctx.places.reachable()))
        if action is None:
            self.ctx.toast(_(choice.missing), 3.0)
        else:
            self._choose(action)

    def _choose(self, action: Any) -> None:
        if self.ctx.waiting() and self.ctx.act(action):
            self.picked = 0

    def lift(self, card) -> float | None:
        """How high a picked card stands (None: not picked)."""
        return self.ctx.layout.hand_lift  # as high as the hand's room: clear of the prompt above it if self.picked & BIT[card] else None

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        u = self.ctx.layout.u
        for b in self.layout():
            b.draw(surface, int(self.decision.font * u))
        places = self.ctx.places
        for card in cards_in(self.picked):
            if card in places.reachable():
                rect = places.card_rect(card)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), max(2, int(3 * u)),
                                 border_radius=max(4, rect.width // 12))
                word = _(self.decision.pick.tag)
                size = fitted("serif_bold", int(16 * u), word, rect.width * 0.8 - 10 * u)
                tag = pygame.Rect(0, 0, int(rect.width * 0.8), int(max(24 * u, res().size("serif_bold", size, word)[1] + 4)))
                tag.midbottom = (rect.centerx, int(rect.bottom - 8 * u))
                pygame.draw.rect(surface, theme.WOOD, tag, border_radius=tag.height // 2)
                boxes.note(surface, "label", tag)
                blit_text(surface, "serif_bold", size, word, tag.center, theme.IVORY, "center", shadow=False)

    # ----------------------------------------------------------------- for tests and the self-test
    def prompt(self) -> tuple[str, list]:
        """("choose", [(label, rect, key)]) for buttons alone; with a pick step ("pick",
        [buttons, [(card, rect, index)], most, the confirm key])."""
        shown = self.layout()
        buttons = [(b.label, b.rect, b.key) for b in shown]
        if self.decision.pick is None:
            return ("choose", buttons)
        places = self.ctx.places
        cards = [(card, places.card_rect(card), i) for i, card in enumerate(places.reachable())]
        return ("pick", [buttons, cards, max(0, self.most()), self.confirm.key])


__all__ = ["Choice", "Decision", "DecisionPanel", "Pick", "PickedChoice"]
