"""Mouche's part of the table: the basket and the waiting mouches where the pots lie, the
talon and its discards, the card laid in the robbed upcard's place, the mouche shown in the
middle; the talk as rows of the decision panel (play, keeping the hand or changing the
cards picked first; pass; the dealer's rob, laying the card picked); the Mistigri marked on
its face, and under ``mistigri_names_trump`` the four suits to name as it is played."""
from __future__ import annotations

from typing import Any

import pygame

from ...engine import Card, Phase
from ...engine.cards import Suit, cards_in
from ...engine.mouche import MISTIGRI, Exchange, NameTrump, Rob, Word
from ...engine.mouche.basket import TRICKS
from .. import theme
from ..theme import CARD_RATIO
from ..marks import MARK
from ..table.decision import Choice, Decision, Pick, PickedChoice
from ..table.keymap import NUMBERS, Binding
from ..table.part import TableContext, TablePart
from ..widgets import blit_text
from . import ended, words
from .basket import BasketPlaces, draw_basket, draw_queue
from .tag import draw_trump_tag
from .moves import MoucheMoves

#: The cards of a mouche shown overlap by half (or more where the trick's room is narrow).
SHOWN_STEP = 0.48
#: The name of the Mistigri's mark (``assets/cards/marks/mistigri.png``, drawn by tools/make_cards.py).
MISTIGRI_MARK = "mistigri"

#: The talk's keys, as the buttons and the help show them (J and P as at Bête, its parent).
#: (Their words are message ids: the help translates them as it lists them.)
SAID = words.SHOWN
PLAY = Binding(SAID["KEY_TALK"], SAID["KEY_PLAY"], (pygame.K_j, pygame.K_RETURN, pygame.K_KP_ENTER), "J")
PASS = Binding(SAID["KEY_TALK"], SAID["KEY_PASS"], (pygame.K_p,), "P")
PICK = Binding(SAID["KEY_PICK"], SAID["KEY_PICK_HOW"], NUMBERS)
ROB = Binding(SAID["KEY_ROB"], SAID["KEY_ROB_HOW"], (pygame.K_r,), "R")
#: Naming the trumps: S, E (hEarts: H is the help), D, C.
NAME_KEYS = {Suit.SPADES: (pygame.K_s, "S"), Suit.HEARTS: (pygame.K_e, "E"), Suit.DIAMONDS: (pygame.K_d, "D"),
             Suit.CLUBS: (pygame.K_c, "C")}
NAME = {suit: Binding(SAID["KEY_NAME"], words.NAME_KEYS[suit], (k,), letter) for suit, (k, letter) in NAME_KEYS.items()}
KEYS = (PLAY, PASS, PICK, ROB, *NAME.values())


def shown_place(L: Any, index: int) -> tuple[float, float, float]:
    """The ``index``-th card of a mouche shown: in a row across the middle, each overlapping
    the next, within the trick's room and at its cards' size."""
    room = L.trick_rect
    h = int(min(L.table_h, room.height - 8))  # no trick lies there yet: as large as the room allows
    w = h / CARD_RATIO
    step = min(w * SHOWN_STEP, max(0.0, (room.width - 8 - w) / 4))
    return room.centerx + (index - 2) * step, room.centery, h


def most(deal: Any) -> int:
    """The most cards the person may pick now: to change (and one to lay when robbing); below
    nought once the talk is over (in play a card picked is played)."""
    if deal.phase is not Phase.TALK:
        return -1
    return max(deal.exchange_limit(), 1 if deal.robs() else 0)


def may_rob(deal: Any) -> bool:
    return deal.phase is Phase.TALK and bool(deal.robs())


def rob_with(picked: int) -> Rob | None:
    """The rob laying the one card picked (None: not exactly one picked)."""
    return Rob(cards_in(picked)[0]) if picked.bit_count() == 1 else None


class Part(TablePart):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.moves = MoucheMoves(ctx)
        self.naming_at: int | None = None  # the move at which the person chose the Mistigri, to name the trumps
        self._places: BasketPlaces | None = None
        # the buttons' words in the language of the table as it opens
        self._decision = Decision(
            choices=(PickedChoice(may_rob, rob_with, self._rob_label, ROB, words.PICK_ONE_TO_ROB),
                     Choice(Word.PASS, words.PASS, PASS),
                     *(Choice(NameTrump(suit), words.name_label(suit), NAME[suit]) for suit in Suit)),
            pick=Pick(most=most, action=self._picked, label=words.play_label, key=PLAY, tag=words.CHANGE_TAG,
                      limit=words.at_most),
            size=(214, 40, 8),
        )

    def start_deal(self) -> None:
        self.moves.start_deal()
        self.naming_at = None

    def handlers(self) -> dict[type, Any]:
        return self.moves.handlers()

    def trick_size(self) -> int:
        deal = self.ctx.deal
        return len(deal.in_seats) if deal.leader is not None else self.ctx.players

    def face(self, card: Card) -> str:
        """The Mistigri wears its ribbon at a table that plays with it."""
        if self.ctx.rules.mistigri and card == MISTIGRI:
            return f"{card}{MARK}{MISTIGRI_MARK}"
        return str(card)

    def hand_rank(self, card: Card, trump: int) -> tuple[int, int]:
        """The Mistigri is sorted with the trumps, above them all."""
        if card == MISTIGRI and self.ctx.rules.mistigri and trump >= 0:
            return trump, max(self.ctx.rules.ranking.power) + 1
        return super().hand_rank(card, trump)

    # ----------------------------------------------------------------- the person's decisions
    def decision(self) -> Decision:
        return self._decision

    def naming(self) -> bool:
        """The person chose the Mistigri and names the trumps now."""
        deal = self.ctx.deal
        return self.naming_at is not None and deal.phase is Phase.PLAY and deal.ply == self.naming_at

    def talking(self) -> bool:
        return self.ctx.deal.phase is Phase.TALK or self.naming()

    def card_action(self, card: Card) -> Any:
        """The Mistigri, where it names the trumps, first asks which suit."""
        deal = self.ctx.deal
        if card == MISTIGRI and self.ctx.rules.mistigri_names_trump and NameTrump(Suit.SPADES) in deal.legal_actions():
            self.naming_at = deal.ply
            return None
        return card

    def _picked(self, picked: int) -> Any:
        """Play changing the cards picked; in the naming step, a card picked instead is played."""
        deal = self.ctx.deal
        if deal.phase is Phase.TALK:
            return Exchange(picked)
        self.naming_at = None
        return cards_in(picked)[0]

    def _rob_label(self, picked: int) -> str:
        deal = self.ctx.deal
        upcard = deal.upcard if deal is not None else None
        return words.rob_label(upcard, cards_in(picked)[0] if picked.bit_count() == 1 else None)

    def prompt_text(self) -> str:
        deal = self.ctx.deal
        if self.naming():
            return words.NAME_PROMPT
        seat = deal.to_act
        limit, talon = deal.exchange_limit(), len(deal.stock)
        if deal.robbed and seat == deal.dealer:
            return words.robbed_prompt(limit, talon)
        alone = not any(status == "play" for status in deal.status)
        return words.talk_prompt(Word.PASS in deal.talk_words(), limit, talon, seat == deal.dealer,
                                 bool(deal.robs()), deal.upcard, alone)

    # ----------------------------------------------------------------- the cloth
    def role(self, seat: int) -> str:
        return self.moves.role(seat)

    def loud(self, bubble: str) -> bool:
        return words.loud(bubble)

    def bar_parts(self) -> list[str]:
        parts = []
        if self.ctx.showing and self.trump_shown() is not None:
            parts.append(words.trumps_fact(Suit(self.trump_shown())))
        if self.ctx.rules.mistigri:
            parts.append(words.MISTIGRI_FACT)
        return parts

    def trump_shown(self) -> int | None:
        """The trump suit once the upcard no longer says it (robbed, or the Mistigri named another)."""
        if self.moves.named is not None:
            return self.moves.named
        if self.moves.robbed and self.ctx.deal is not None:
            return self.ctx.deal.upcard.suit
        return None

    def places(self) -> BasketPlaces:
        if self._places is None or self._places.layout is not self.ctx.layout:
            self._places = BasketPlaces(self.ctx.layout)
        return self._places

    def party_pos(self, party: Any, incoming: bool) -> tuple[float, float] | None:
        places = self.places()
        if party == "basket":
            return places.basket
        if party == "waiting":
            view = self.ctx.view
            queue = list(view.waiting) if view is not None else []
            return places.waiting(len(queue) if incoming else 0)
        return None

    def home(self, where: tuple) -> tuple[float, float, float] | None:
        L = self.ctx.layout
        if where[0] == "discard":
            x, y = L.discard_pos
            return x, y, L.small_h
        if where[0] == "robbed":
            x, y = L.upcard_pos
            return x, y, L.table_h
        if where[0] == "shown":
            return shown_place(L, where[1])
        return None

    def draw_pots(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        view = ctx.view
        table = ctx.table()
        amount = view.basket if view is not None else table.basket
        deal = ctx.deal
        playing = deal is not None and ctx.playing and not deal.is_over and amount
        draw_basket(surface, self.places(), amount, deal.value // TRICKS if playing else None)
        draw_queue(surface, self.places(), list(view.waiting if view is not None else table.waiting))

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """The basket or the waiting mouches under the mouse, with their units."""
        ctx = self.ctx
        places = self.places()
        view = ctx.view
        table = ctx.table()
        if places.basket_rect().collidepoint(pos):
            amount = view.basket if view is not None else table.basket
            deal = ctx.deal
            playing = deal is not None and ctx.playing and not deal.is_over and amount
            return words.basket_tip(amount, deal.value // TRICKS if playing else None)
        if places.queue_rect().collidepoint(pos):
            return words.waiting_tip(list(view.waiting if view is not None else table.waiting))
        return None

    def draw_extra(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        if not ctx.showing:
            return
        L = ctx.layout
        u = L.u
        x, y = L.talon_pos
        if ctx.places.count("talon"):
            blit_text(surface, "serif_italic", int(15 * u), words.TALON_WORD, (x, y - L.table_h * 0.5 - 4 * u),
                      theme.TEXT_SOFT, "midbottom")
        heap = ctx.places.count("discard")
        if heap:
            dx, dy = L.discard_pos
            blit_text(surface, "serif_italic", int(14 * u), words.laid_down(heap), (dx, dy + L.small_h * 0.5 + 4 * u),
                      theme.TEXT_DIM, "midtop")
        suit = self.trump_shown()
        if suit is not None:
            why = words.NAMED_TAG if self.moves.named is not None else words.ROBBED_TAG
            draw_trump_tag(surface, L, Suit(suit), why, ctx.four_colour)

    # ----------------------------------------------------------------- the result
    def seats_in(self, deal: Any) -> list[int]:
        return list(deal.in_seats)

    def result_lines(self, deal: Any) -> list[str]:
        return ended.result_lines(deal, self.ctx.names)


__all__ = ["KEYS", "MISTIGRI_MARK", "Part", "shown_place"]
