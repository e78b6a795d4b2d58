"""The person's hand as input: a card pointed at or chosen with the arrows, lifted as the
mouse or the keys move over it, and played by click, number key or Enter."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ...engine import Card
from .keymap import ENTER, KEYPAD, NUMBERS
from .places import CardSprite, Places

if TYPE_CHECKING:
    from .decision import DecisionPanel
    from .flow import TableFlow
    from .part import TablePart


class Hand:
    def __init__(self, flow: "TableFlow", places: Places) -> None:
        self.flow = flow
        self.places = places
        self.part: "TablePart | None" = None
        self.decision: "DecisionPanel | None" = None
        self.hover: Card | None = None
        self.selected = -1

    def start_deal(self) -> None:
        self.selected = -1

    def act(self, action: Any) -> bool:
        """The person's action to the engine (see :meth:`.flow.TableFlow.act`); done, nothing stays chosen."""
        if not self.flow.act(action):
            return False
        self.forget()
        return True

    def forget(self) -> None:
        """Nothing pointed at nor chosen any more (the card went)."""
        self.hover = None
        self.selected = -1

    def play(self, card: Card) -> None:
        """The card chosen: played, unless the game's part asks something first (None)."""
        action = self.part.card_action(card)
        if action is not None:
            self.act(action)

    def set_hover(self, card: Card | None) -> None:
        self.hover = card

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        hand = self.places.reachable()
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.places.card_at(event.pos)
            if self.hover is not None:
                self.selected = hand.index(self.hover)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self.places.card_at(event.pos)
            if card is not None:
                self.play(card)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.selected = (self.selected + step) % len(hand) if self.selected >= 0 else (0 if step > 0 else len(hand) - 1)
                self.hover = None
            elif event.key in ENTER and 0 <= self.selected < len(hand):
                self.play(hand[self.selected])
            elif event.key in NUMBERS or event.key in KEYPAD:
                i = (NUMBERS if event.key in NUMBERS else KEYPAD).index(event.key)
                if i < len(hand):
                    self.play(hand[i])

    def prompt(self) -> tuple[str, list]:
        """("card", [(card, rect, legal, index)]) for tests and the self-test."""
        legal = self.part.card_mask()
        return ("card", [(card, self.places.card_rect(card), bool(legal >> card & 1), i)
                         for i, card in enumerate(self.places.reachable())])

    # ----------------------------------------------------------------- lifted cards
    def lift_target(self, card: Card) -> float:
        if not self.flow.waiting_for_human():
            return 0.0
        if self.part.talking():
            lift = self.decision.lift(card) if self.decision is not None else None
            return lift or 0.0
        if not self.part.card_mask() >> card & 1:
            return 0.0
        hand = self.places.reachable()
        chosen = card == self.hover or (0 <= self.selected < len(hand) and hand[self.selected] == card)
        L = self.places.layout
        return L.hand_lift if chosen else L.hand_lift * 0.18

    def sprites(self) -> list[CardSprite]:
        return [self.places.sprites[c] for c in self.places.reachable()]

    def ease(self, dt: float) -> None:
        k = min(1.0, dt * 16)
        for sp in self.sprites():
            target = self.lift_target(sp.card)
            sp.lift += (target - sp.lift) * k
            if abs(sp.lift - target) < 0.5:
                sp.lift = target

    def moving(self) -> bool:
        """A card still rising or settling."""
        return any(abs(sp.lift - self.lift_target(sp.card)) > 0.5 for sp in self.sprites())


__all__ = ["Hand"]
