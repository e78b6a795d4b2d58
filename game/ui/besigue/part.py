"""Bésigue's part of the table: a table of two with the score pad in place of pots, the
stock with the turn-up crosswise beneath it, each player's melds face up in front of them
(the person's playable by click like the hand), the declaration after a trick won as its
own decision panel, the last tricks' duty on the line above the hand, and its own result
and end-of-session panels."""
from __future__ import annotations

from typing import Any

import pygame

from ...engine import Card, Phase
from ...engine.besigue.copies import POWER
from ...i18n import N_, _
from ..table.decision import Decision
from ..table.keymap import Binding
from ..table.part import TableContext, TablePart
from ..widgets import blit_fitted, blit_text, suit_tag
from .. import theme
from . import words
from .declare import DeclarePanel
from .layout import BUTTON_W, BesigueLayout
from .moves import Moves
from .pad import ScorePad
from .panels import FinalPanel, ResultPanel
from .table_melds import MeldRows

#: The declaration's keys, as the help lists them (the buttons show theirs).
KEYS = (
    Binding(N_("Play a card"), words.MORE_CARDS_HELP),
    Binding(N_("Declare after winning a trick"), words.KEYS_HELP),
    Binding(N_("Declare after winning a trick"), words.PICK_HELP),
)
#: The declaration step: its buttons change with the hand, so its panel is Bésigue's own.
DECLARE = Decision(choices=(), size=(BUTTON_W, 36, 6), font=17, panel=DeclarePanel)


class Part(TablePart):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.melds = MeldRows()
        self.pad = ScorePad()
        self.moves = Moves(ctx, self.melds, self.pad)

    def start_deal(self) -> None:
        self.moves.start_deal()

    def handlers(self) -> dict[type, Any]:
        return self.moves.handlers()

    def trick_size(self) -> int:
        return 2

    def card_power(self, card: Card) -> int:
        return POWER[card]

    def table_layout(self, size: tuple[int, int], scale: float = 1.0) -> BesigueLayout:
        return BesigueLayout(size, scale)

    # ----------------------------------------------------------------- the person
    def decision(self) -> Decision:
        return DECLARE

    def talking(self) -> bool:
        return self.ctx.deal.phase is Phase.DECLARE

    def reachable(self) -> list[Card]:
        """The hand, then the person's melds on the table, left to right: both may be played."""
        return self.ctx.places.shown[0] + self.melds.cards(0)

    def prompt_text(self) -> str:
        deal = self.ctx.deal
        legal = deal.legal_actions()
        melds = sum(1 for a in legal if a.__class__.__name__ == "Meld")
        seven = any(a.__class__.__name__ == "Seven" for a in legal)
        return words.declare_prompt(melds, seven)

    def play_prompt(self) -> str | None:
        deal = self.ctx.deal
        return words.play_prompt(deal.led is None, self.moves.last_tricks)

    # ----------------------------------------------------------------- the cloth
    def bar_parts(self) -> list[str]:
        session = self.ctx.session
        deal = self.ctx.deal
        if deal is None or session.games <= 1:
            return []
        return [words.game_of(deal.game_number, session.games)]

    def trump_word(self) -> str:
        return _(words.TRUMPS)

    def plate_score(self, seat: int) -> str | None:
        from ..words import figure

        return figure(self.pad.shown[seat])

    def score_words(self, seat: int) -> str | None:
        from ..words import points

        return points(self.pad.shown[seat])

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """The score pad and the stock under the mouse, in words."""
        ctx = self.ctx
        L = ctx.layout
        if ctx.deal is None:
            return None
        if L.pad_rect.collidepoint(pos):
            session = ctx.session
            won = [session.winners.count(s) for s in (0, 1)] if session.games > 1 else None
            return words.pad_tip(ctx.names, self.pad.shown, ctx.rules.target, won)
        if L.talon_rect.collidepoint(pos) and (ctx.places.count("talon") or ctx.places.cards_at("up")):
            up = ctx.places.cards_at("up")
            return words.stock_tip(ctx.places.count("talon"), up[0] if up else None, self.moves.trump)
        return None

    def home(self, where: tuple) -> tuple[float, float, float] | None:
        if where[0] == "meld":
            return self.melds.home(self.ctx.layout, where)
        return None

    def draw_pots(self, surface: pygame.Surface) -> None:
        """The score pad, always in sight."""
        ctx = self.ctx
        deal = ctx.deal
        flow_session = ctx.session
        game = deal.game_number if deal is not None else flow_session.game_number
        won = [flow_session.winners.count(s) for s in (0, 1)] if flow_session.games > 1 else None
        self.pad.draw(surface, ctx.layout, ctx.names, ctx.rules, game, won)

    def draw_extra(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        L = ctx.layout
        u = L.u
        if ctx.showing:
            for seat in (0, 1):
                for kind, x, y, width in self.melds.labels(L, seat):
                    blit_fitted(surface, "serif_italic", int(14 * u), words.MELD_TAGS[kind], (x, y), width,
                                theme.TEXT_SOFT, "midtop")
            if ctx.places.count("talon"):
                x, y = L.talon_pos
                blit_text(surface, "serif_italic", int(14 * u), _(words.STOCK_LEFT),
                          (x, y - L.table_h * 0.5 - 4 * u), theme.TEXT_SOFT, "midbottom")
            if not ctx.places.cards_at("up") and self.moves.trump >= 0:
                self._trump_tag(surface)
        self.pad.draw_flyers(surface, L)

    def _trump_tag(self, surface: pygame.Surface) -> None:
        """Trumps said beside the stock when no turn-up shows them (fixed by a marriage, or the turn-up drawn)."""
        from ...engine.cards import Suit

        L = self.ctx.layout
        u = L.u
        suit = Suit(self.moves.trump)
        colour = theme.FOUR_COLOUR[int(suit)] if self.ctx.four_colour else (
            theme.RED_SUIT if suit in (1, 2) else theme.INK)
        suit_tag(surface, L.trump_tag, _(words.TRUMPS), suit.symbol, colour, u, 130 * u * L.big)

    # ----------------------------------------------------------------- the result
    def result_panel(self) -> Any:
        return ResultPanel(self.ctx, self.pad)

    def final_panel(self) -> Any:
        return FinalPanel(self.ctx)


__all__ = ["DECLARE", "KEYS", "Part"]
