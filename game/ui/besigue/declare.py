"""After winning a trick: the melds open to the person, by name and points, the seven of
trumps when it applies, and "No meld", as buttons beside the hand.

The engine offers each meld with its exact copies.  Copies that lie alike (both in the
hand, neither having scored) make the same meld, so a button stands for all of them; when
the copies matter (one lies on the table, or has scored before), the button asks the person
to choose the cards by clicking them, and Declare lays the meld the cards picked make.  Any
cards may be picked without a button too; the engine names the rule a choice breaks.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pygame

from ...engine import IllegalAction
from ...engine.besigue import NO_MELD, Seven
from ...engine.besigue.melds import FAMILIES, Meld, MeldKind, kind_made
from ...engine.cards import BIT, RANK_OF, SUIT_OF, cards_in, mask_of
from ...i18n import N_, _
from .. import theme
from ..refusals import refusal_words
from .refusals import REFUSALS
from ..table.decision import DecisionPanel
from ..table.keymap import ENTER, NUMBERS, Binding
from ..widgets import Button, blit_text
from . import words

#: The meld buttons' keys, biggest meld first; the seven's and "No meld"'s.
MELD_KEYS = (pygame.K_a, pygame.K_b, pygame.K_c, pygame.K_d, pygame.K_e)
SEVEN_KEY, NO_MELD_KEY = pygame.K_s, pygame.K_n
#: Melds whose button names their suit: one button a suit.
SUITED = frozenset({MeldKind.MARRIAGE, MeldKind.ROYAL_MARRIAGE, MeldKind.SEQUENCE, MeldKind.PLAIN_SEQUENCE})
DECLARE_KEY = Binding(N_("Declare a meld"), words.PICK_HELP, ENTER, "Enter")


@dataclass
class Row:
    """A button: its words, its key and the engine's actions it stands for (copies that differ)."""

    label: str
    key: int
    hint: str
    actions: list[Any]
    button: Button | None = None


def _signature(deal: Any, seat: int, card: int) -> tuple:
    """What tells two copies of a card apart for the rules: where it lies and what it has scored in."""
    return (RANK_OF[card], SUIT_OF[card], bool(deal.tables[seat] >> card & 1),
            tuple(deal.used[f] >> card & 1 for f in range(FAMILIES)))


def rows_of(deal: Any) -> list[Row]:
    """The buttons for the declarations open now: each kind of meld (and suit, for a marriage
    or a sequence) one button, the cards that may make it alike made one; the seven; No meld."""
    seat = deal.to_act
    melds: dict[tuple, dict[tuple, Meld]] = {}
    sevens: list[Seven] = []
    for action in deal.legal_actions():
        if isinstance(action, Meld):
            cards = cards_in(action.cards)
            suit = SUIT_OF[cards[0]] if action.kind in SUITED else None  # a marriage or a sequence has a suit
            sig = tuple(sorted(_signature(deal, seat, c) for c in cards))
            melds.setdefault((action.kind, suit), {}).setdefault(sig, action)
        elif isinstance(action, Seven):
            sevens.append(action)
    rows = []
    for i, alike in enumerate(list(melds.values())[:len(MELD_KEYS)]):
        first = next(iter(alike.values()))
        rows.append(Row(words.meld_label(first), MELD_KEYS[i], "ABCDE"[i], list(alike.values())))
    if sevens:
        rows.append(Row(words.seven_label(sevens[0].action), SEVEN_KEY, "S", [sevens[0]]))
    rows.append(Row(_(words.NO_MELD), NO_MELD_KEY, "N", [NO_MELD]))
    return rows


class DeclarePanel(DecisionPanel):
    """The declaration step's buttons and its cards picked (:class:`DecisionPanel`'s face)."""

    def __init__(self, decision: Any, ctx: Any, hover: Any) -> None:
        super().__init__(decision, ctx, hover)
        self.confirm = Button("", self._confirm, DECLARE_KEY.key, DECLARE_KEY.hint)
        self.rows: list[Row] = []
        self.choosing: Row | None = None
        self._ply: int | None = None

    def start_deal(self) -> None:
        self.picked = 0
        self.choosing = None
        self._ply = None

    def most(self) -> int:
        return 5  # the longest meld, the sequence

    # ----------------------------------------------------------------- what is offered
    def _fresh(self) -> None:
        """The rows for the deal as it stands (the picks forgotten once the person has acted)."""
        deal = self.ctx.deal
        if deal is None or deal.ply == self._ply:
            return
        self._ply = deal.ply
        self.picked = 0
        self.choosing = None
        self.rows = rows_of(deal) if deal.phase.value == "declare" else []
        for row in self.rows:
            row.button = Button(row.label, lambda row=row: self._choose_row(row), row.key, row.hint)

    def matched(self) -> Meld | None:
        """The open meld the cards picked make, if they make one."""
        deal = self.ctx.deal
        if not self.picked or deal is None:
            return None
        for action in deal.legal_actions():
            if isinstance(action, Meld) and action.cards == self.picked:
                return action
        return None

    def candidates(self) -> int:
        """While a meld's copies are chosen: the cards that may still be picked for it."""
        if self.choosing is None:
            return 0
        union = 0
        for action in self.choosing.actions:
            union |= action.cards
        return union & ~self.picked

    def layout(self) -> list[Button]:
        self._fresh()
        shown = []
        if self.picked or self.choosing is not None:
            self.confirm.label = words.declare_label(self.matched())
            shown.append(self.confirm)
        shown += [row.button for row in self.rows if row.button is not None]
        w, h, gap = self.decision.size
        for b, rect in zip(shown, self.ctx.layout.button_column(len(shown), w, h, gap)):
            b.rect = rect
            b.visible = True
        return shown

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        for b in self.layout():
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key in ENTER:
            self._confirm()
            return
        hand = self.ctx.places.reachable()
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.ctx.places.card_at(event.pos)
            if card is not None:
                self.pick(card)
        elif event.type == pygame.KEYDOWN and event.key in NUMBERS:
            i = NUMBERS.index(event.key)
            if i < len(hand):
                self.pick(hand[i])
        elif event.type == pygame.MOUSEMOTION:
            self._hover(self.ctx.places.card_at(event.pos))

    def pick(self, card: Any) -> None:
        """Pick a card for a meld, or put it back."""
        self._fresh()
        if self.picked & BIT[card]:
            self.picked &= ~BIT[card]
        elif self.picked.bit_count() >= 5:
            self.ctx.toast(words.at_most(5), 3.0)
        else:
            self.picked |= BIT[card]

    def _choose_row(self, row: Row) -> None:
        if not self.ctx.waiting():
            return
        if len(row.actions) == 1:
            self._choose(row.actions[0])
            return
        # the copies matter: the cards every choice shares are picked, the person picks the rest
        common = -1
        for action in row.actions:
            common &= action.cards
        self.choosing = row
        self.picked = common & mask_of(self.ctx.places.reachable())
        self.ctx.toast(words.choose_copies(row.label), 4.0)

    def _confirm(self) -> None:
        if not self.ctx.waiting():
            return
        meld = self.matched()
        if meld is not None:
            self._choose(meld)
            return
        if not self.picked:
            self.ctx.toast(_(words.PICK_MORE), 3.0)
            return
        deal = self.ctx.deal
        try:
            kind = kind_made(self.picked, deal.trump, deal.pair, deal.rules.plain_sequence is not False)
        except IllegalAction as exc:
            text = refusal_words(exc, REFUSALS)
            self.ctx.toast(text[:1].upper() + text[1:], 3.5)
            return
        self.ctx.act(Meld(kind, self.picked))  # refused: the engine says why

    def _choose(self, action: Any) -> None:
        if self.ctx.waiting() and self.ctx.act(action):
            self.picked = 0
            self.choosing = None

    def lift(self, card: Any) -> float | None:
        if self.picked & BIT[card]:
            return self.ctx.layout.hand_lift  # as high as the hand's room: clear of the prompt above it
        if self.candidates() & BIT[card]:
            return self.ctx.layout.hand_lift * 0.5
        return None

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        u = self.ctx.layout.u
        for b in self.layout():
            b.draw(surface, int(self.decision.font * u))
        places = self.ctx.places
        reach = places.reachable()
        for card in cards_in(self.picked | self.candidates()):
            if card not in reach:
                continue
            rect = places.card_rect(card)
            picked = self.picked & BIT[card]
            colour = theme.HIGHLIGHT if picked else theme.BRASS
            pygame.draw.rect(surface, colour, rect.inflate(6, 6), max(2, int((3 if picked else 2) * u)),
                             border_radius=max(4, rect.width // 12))
            if picked:
                tag = pygame.Rect(0, 0, int(rect.width * 0.8), int(22 * u))
                tag.midbottom = (rect.centerx, int(rect.bottom - 6 * u))
                pygame.draw.rect(surface, theme.WOOD, tag, border_radius=tag.height // 2)
                blit_text(surface, "serif_bold", int(15 * u), _(words.PICKED_TAG), tag.center, theme.IVORY, "center",
                          shadow=False)

    # ----------------------------------------------------------------- for tests and the self-test
    def prompt(self) -> tuple[str, list]:
        """("choose", [(label, rect, key)]); while copies are chosen ("pick", [buttons, the
        cards that may be picked (card, rect, index), how many more, the Declare key])."""
        shown = self.layout()
        buttons = [(b.label, b.rect, b.key) for b in shown]
        if self.choosing is None and not self.picked:
            return ("choose", buttons)
        places = self.ctx.places
        reach = places.reachable()
        wanted = self.candidates()
        cards = [(card, places.card_rect(card), i) for i, card in enumerate(reach) if wanted >> card & 1]
        size = min((a.cards.bit_count() for a in self.choosing.actions), default=5) if self.choosing else 5
        return ("pick", [buttons, cards, max(0, size - self.picked.bit_count()), self.confirm.key])


__all__ = ["DECLARE_KEY", "DeclarePanel", "Row", "rows_of"]
