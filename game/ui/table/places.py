"""The cards on the cloth: each card a sprite, and the place it lies in.

A place is a small tuple naming where a card is: ``("hand", seat)``, ``("talon", depth)``,
``("up",)`` (turned for trump), ``("trick", seat)``, ``("pile", seat)`` (won tricks) and
``("pack", depth)``; a game adds its own (a heap of discards, cards set aside, melds...)
and says where they are with its part's ``home`` (asked first, so a game may also place
a shared kind its own way).  ``shown`` is each hand as the table shows it, in order.
"""
from __future__ import annotations

from typing import Callable, Iterable, Sequence

import pygame

from ...engine import Card
from ..anim import Step
from ..layout import TableLayout

#: A card's centre and height on the cloth.
Home = tuple[float, float, float]


class CardSprite:
    __slots__ = ("card", "code", "x", "y", "h", "face_up", "visible", "z", "squeeze", "lift", "angle")

    def __init__(self, card: Card) -> None:
        self.card = card
        self.code = str(card)
        self.x = self.y = 0.0
        self.h = 100.0
        self.face_up = False
        self.visible = False
        self.z = 0
        self.squeeze = 1.0
        self.lift = 0.0
        self.angle = 0.0  # degrees anticlockwise: a card laid crosswise is at 90

    def show(self) -> None:
        self.visible = True

    def hide(self) -> None:
        self.visible = False


def turn_over(step: Step, sp: CardSprite, at: float = 0.0) -> None:
    """Into ``step``, from ``at``: the card squeezed to its edge, shown face up, opened again."""
    step.tween(sp, delay=at, duration=0.14, squeeze=0.0)
    step.call(at + 0.14, lambda: setattr(sp, "face_up", True))
    step.tween(sp, delay=at + 0.14, duration=0.14, squeeze=1.0)


class Places:
    """Every card's sprite and place, and where each place is under the current layout."""

    def __init__(self, pack: Iterable[Card], players: int, layout: TableLayout, dealer: Callable[[], int]) -> None:
        self.layout = layout
        self.sprites = {card: CardSprite(card) for card in pack}
        self.where: dict[Card, tuple] = {card: ("pack",) for card in self.sprites}
        self.shown: list[list[Card]] = [[] for _ in range(players)]
        self.lot_sprites: list[CardSprite] = []
        #: The game's own places: where -> home, or None when not one of its own.
        self.own_home: Callable[[tuple], "Home | None"] = lambda where: None
        #: The person's cards within reach, in order (the game's part says; by default the hand).
        self.reachable: Callable[[], list[Card]] = lambda: self.shown[0]
        self._dealer = dealer
        self._z = 0

    def zed(self) -> int:
        """A height above every card so far: the card moved now lies on top."""
        self._z += 1
        return 1000 + self._z

    def reset(self, order: Sequence[Card]) -> None:
        """A new deal: every hand empty, every card in the pack as ``order`` lies (top first)."""
        self.shown = [[] for _ in self.shown]
        for i, card in enumerate(order):
            self.where[card] = ("pack", len(order) - i)
            sp = self.sprites[card]
            sp.visible, sp.face_up, sp.squeeze, sp.lift, sp.angle = True, False, 1.0, 0.0, 0.0
            sp.z = len(order) - i
        self.snap_all()

    def restack(self, cards: Sequence[Card]) -> None:
        for i, card in enumerate(cards):
            self.sprites[card].z = len(cards) - i

    # ----------------------------------------------------------------- where
    def home(self, card: Card) -> Home:
        """Where ``card`` rests in its place."""
        return self.home_of(self.where[card], card)

    def home_of(self, where: tuple, card: Card | None = None) -> Home:
        """Where a card rests in the place ``where`` (in a hand, where ``card`` stands in it)."""
        L = self.layout
        own = self.own_home(where)
        if own is not None:
            return own
        kind = where[0]
        if kind == "hand":
            seat = where[1]
            cards = self.shown[seat]
            i = cards.index(card) if card in cards else 0
            if seat == 0:
                x, y = L.hand_slots(len(cards))[i]
                return x, y, L.hand_h
            x, y = L.fan_slots(seat, len(cards))[i]
            return x, y, L.small_h
        if kind == "talon":
            x, y = self.talon_xy(0, 1 + min(where[1], 6))
            return x, y, L.table_h
        if kind == "up":
            return L.upcard_pos[0], L.upcard_pos[1], L.table_h
        if kind == "trick":
            x, y = L.seats[where[1]].trick
            return x, y, L.trick_h
        if kind == "pile":
            x, y = L.seats[where[1]].pile
            return x, y, L.small_h
        x, y = L.dealer_pack(self._dealer())
        depth = where[1] if len(where) > 1 else 0
        return x - depth * 0.25 * L.u, y - depth * 0.25 * L.u, L.table_h

    def snap_all(self) -> None:
        for card, sp in self.sprites.items():
            sp.x, sp.y, sp.h = self.home(card)
            sp.squeeze = 1.0

    def talon_xy(self, j: int, k: int) -> tuple[float, float]:
        """The centre of the j-th of k cards of the talon (the top one last)."""
        x, y = self.layout.talon_pos
        depth = min(k - 1 - j, 6)
        return x - depth * 0.8 * self.layout.u, y - depth * 0.8 * self.layout.u

    def slots(self, seat: int, count: int) -> list[tuple[float, float]]:
        """Where ``count`` cards of a seat's hand stand."""
        L = self.layout
        return L.hand_slots(count) if seat == 0 else L.fan_slots(seat, count)

    def count(self, kind: str) -> int:
        """Cards in places of this kind."""
        return sum(1 for w in self.where.values() if w[0] == kind)

    def cards_at(self, kind: str) -> list[Card]:
        return [card for card, w in self.where.items() if w[0] == kind]

    # ----------------------------------------------------------------- hands
    def receive(self, card: Card, seat: int) -> None:
        self.where[card] = ("hand", seat)
        self.shown[seat].append(card)

    def respread(self, step: Step, seat: int) -> None:
        """The seat's hand slides to close the gaps (or make room), each card over the one on
        its left, so that where they overlap every card's corner shows."""
        cards = self.shown[seat]
        for card, (x, y) in zip(cards, self.slots(seat, len(cards))):
            self.sprites[card].z = self.zed()
            step.tween(self.sprites[card], duration=0.25, x=x, y=y)

    def card_rect(self, card: Card) -> pygame.Rect:
        sp = self.sprites[card]
        return self.layout.card_rect((sp.x, sp.y - sp.lift), int(sp.h))

    def card_at(self, pos) -> Card | None:
        """The person's card within reach under ``pos``, the top one where they overlap."""
        for card in reversed(self.reachable()):
            if self.card_rect(card).collidepoint(pos):
                return card
        return None


__all__ = ["CardSprite", "Home", "Places", "turn_over"]
