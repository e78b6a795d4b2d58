"""What differs between the games at the table, behind one small interface.

The table scene (:mod:`.table_scene`) owns everything both games share: the cards as
sprites, the timeline, the lot, the shuffle and the deal, tricks played and gathered,
jetons sliding, the person's card input, the bar, the seats, the result and final panels.
A :class:`TablePart` adds one game's own things: its pots, its talk (the calls, the
words of a talk and an exchange), the events only it has.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ..engine import Card, Phase

if TYPE_CHECKING:
    from .table_scene import TableScene


class TablePart:
    """The defaults are what both games do; a game overrides what it does its own way."""

    #: The word on the tag under the turned trump.
    trump_word = "Trumps"

    def __init__(self, scene: "TableScene") -> None:
        self.scene = scene

    # ----------------------------------------------------------------- a new deal
    def start_deal(self) -> None:
        """Forget what the last deal showed."""

    # ----------------------------------------------------------------- events
    def consume(self, event: Any) -> bool:
        """Animate an event only this game has; False when it is not one of them."""
        return False

    def trick_size(self) -> int:
        """Cards in a trick of the current deal."""
        return self.scene.n

    def trump_known(self) -> bool:
        """Whether the person may sort the hand by the trump suit yet."""
        return True

    # ----------------------------------------------------------------- the person
    def talking(self) -> bool:
        """The person is to speak (not to play a card): the part's buttons take the input."""
        return self.scene.deal.phase is not Phase.PLAY

    def card_mask(self) -> int:
        """The cards of the person's hand that may be chosen now (dimmed otherwise)."""
        deal = self.scene.deal
        return deal.legal_mask() if deal.phase is Phase.PLAY else 0

    def prompt(self) -> tuple[str, list]:
        """What the table waits for while talking, for tests and the self-test driver."""
        raise NotImplementedError

    def handle(self, event: pygame.event.Event) -> None:
        """The person's input while talking."""

    def lift(self, card: Card) -> float | None:
        """How high a card of the person's hand stands while talking (None: not lifted)."""
        return None

    def prompt_text(self) -> str:
        """The line above the hand while the person talks; draws the buttons too."""
        return ""

    def draw_talk(self, surface: pygame.Surface) -> None:
        """The talk's buttons and marks, while the person talks."""

    # ----------------------------------------------------------------- drawing
    def bar_parts(self) -> list[str]:
        """The game's own facts for the bar after 'Deal n of m · dealer X'."""
        return []

    def draw_pots(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def party_pos(self, party: Any, incoming: bool) -> tuple[float, float] | None:
        """Where a pot of this game lies (None: not one of its pots)."""
        return None

    def home(self, where: tuple) -> tuple[float, float, float] | None:
        """Centre and height of a card in a place only this game has."""
        return None

    def role(self, seat: int) -> str:
        """The word on a seat's plate (plays, contre, knocks, folded...)."""
        return ""

    def loud(self, bubble: str) -> bool:
        """Whether a speech bubble is a commitment, drawn highlighted."""
        return False

    def seats_in(self, deal: Any) -> list[int]:
        """The seats that played the tricks of ``deal``."""
        return list(range(self.scene.n))

    def result_lines(self, deal: Any) -> list[str]:
        """Lines of the result panel between the headline and the payments."""
        return []

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Anything else the game shows on the cloth."""
