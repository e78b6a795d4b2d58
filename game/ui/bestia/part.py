"""Bestia's part of the table: the pool at the centre, the stock and the briscola, the
discards, the buco; the talk (fold, play, knock and the rest of the engine's legal words)
as rows of the decision panel, with the exchange as its pick step (cards picked by click
or number key, then Play); the shares paid trick by trick and going in bestia in words."""
from __future__ import annotations

from typing import Any

import pygame

from ...engine import Phase
from ...engine.bestia import Exchange, Talk
from ...i18n import N_, _
from .. import theme
from ..table.decision import Choice, Decision, Pick
from ..table.keymap import NUMBERS, Binding
from ..table.part import TableContext, TablePart
from ..widgets import blit_fitted, blit_text, jeton_stack
from .moves import BestiaMoves
from . import words
from .words import PROMPT_WORDS, result_lines

#: The talk's keys, as the buttons and the help show them.
PLAY = Binding(N_("Talk"), N_("P or Enter play"), (pygame.K_p, pygame.K_RETURN, pygame.K_KP_ENTER), "P")
FOLD = Binding(N_("Talk"), N_("F fold"), (pygame.K_f,), "F")
KNOCK = Binding(N_("Talk"), N_("K knock"), (pygame.K_k,), "K")
TERZO = Binding(N_("Talk"), N_("T terzo se devo"), (pygame.K_t,), "T")
BUCO = Binding(N_("Talk"), N_("B buco"), (pygame.K_b,), "B")
PICK = Binding(N_("Change cards before playing"), N_("click them or press 1–5, then Play"), NUMBERS)
ROB = Binding(N_("Briscola rubata (dealer)"), N_("R rob the trump"), (pygame.K_r,), "R")
LEAVE = Binding(N_("Briscola rubata (dealer)"), N_("E leave it"), (pygame.K_e,), "E")
KEYS = (PLAY, FOLD, KNOCK, TERZO, BUCO, PICK, ROB, LEAVE)


def most(deal: Any) -> int:
    """The most cards the person may change now (below nought: playing is not offered)."""
    return max((a.count for a in deal.legal_actions() if isinstance(a, Exchange)), default=-1)


#: The talk: Play (after picking the cards to change) first, then the other words legal now.
TALK = Decision(
    choices=(Choice(Talk.ROB, words.ROB, ROB), Choice(Talk.LEAVE, words.LEAVE, LEAVE),
             Choice(Talk.KNOCK, words.KNOCK, KNOCK), Choice(Talk.TERZO, words.TERZO, TERZO),
             Choice(Talk.BUCO, words.BUCO, BUCO), Choice(Talk.FOLD, words.FOLD, FOLD)),
    pick=Pick(most=most, action=Exchange, label=words.play_label, key=PLAY, tag=words.CHANGE, limit=words.at_most),
)


class Part(TablePart):
    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.moves = BestiaMoves(ctx)

    def start_deal(self) -> None:
        self.moves.start_deal()

    def handlers(self) -> dict[type, Any]:
        return self.moves.handlers()

    def trick_size(self) -> int:
        deal = self.ctx.deal
        return len(deal.in_seats) if deal.leader is not None else self.ctx.players

    def trump_known(self) -> bool:
        """Only mano a fidarsi hides the trump until the talk is over."""
        return self.moves.trump_seen or not self.ctx.rules.mano_a_fidarsi

    def laid_down(self, index: int) -> tuple:
        return ("buco", index)

    # ----------------------------------------------------------------- the person's talk
    def decision(self) -> Decision:
        return TALK

    def talking(self) -> bool:
        return self.ctx.deal.phase in (Phase.TALK, Phase.ROB)

    def card_mask(self) -> int:
        deal = self.ctx.deal
        if deal.phase is Phase.ROB_DISCARD:
            return deal.hands[deal.dealer]
        return super().card_mask()

    def prompt_text(self) -> str:
        deal = self.ctx.deal
        if deal.phase is Phase.ROB:
            return words.rob_prompt(deal.upcard)
        if deal.phase is Phase.ROB_DISCARD:
            return words.rob_discard_prompt()
        up_to = most(deal)
        said = [PROMPT_WORDS[a] for a in deal.legal_actions() if isinstance(a, Talk)]
        return words.talk_prompt(said, up_to >= 0, up_to)

    # ----------------------------------------------------------------- the cloth
    def trump_word(self) -> str:
        return _(words.BRISCOLA)

    def role(self, seat: int) -> str:
        if seat in self.moves.gone_bestia:
            return _(words.IN_BESTIA)
        return words.role(self.moves.said.get(seat, ""))

    def loud(self, bubble: str) -> bool:
        return words.loud(bubble)

    def bar_parts(self) -> list[str]:
        deal = self.ctx.deal
        if deal is None or deal.form == "rome":
            return []
        return [words.form(deal.form)]

    def party_pos(self, party: Any, incoming: bool) -> tuple[float, float] | None:
        return self.ctx.layout.pots_centre if party == "pool" else None

    def home(self, where: tuple) -> tuple[float, float, float] | None:
        L = self.ctx.layout
        if where[0] == "discard":
            x, y = L.discard_pos
            return x, y, L.small_h
        if where[0] == "buco":
            x, y = L.upcard_pos
            return x + (where[1] - 1) * 10 * L.u, y + L.table_h * 0.18, L.table_h
        return None

    def draw_pots(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        L = ctx.layout
        u = L.u
        view = ctx.view
        pool = view.pool if view is not None else ctx.table().pool
        x, y = L.pots_centre
        # the label below the stack: above it, the plates of a full table come close
        jeton_stack(surface, (x, y), min(pool, 30), int(14 * u), "jeton", max_shown=30, label="")
        width = 2 * min(x - L.pots_rect.left, L.pots_rect.right - x)  # in the pots' room, smaller if it must
        label = blit_fitted(surface, "serif_bold", int(30 * u), words.pool(pool), (x, y + 26 * u), width,
                            theme.HIGHLIGHT, "midtop")
        deal = ctx.deal
        if deal is not None and ctx.playing and not deal.is_over and deal.form != "tre_carte":
            tricks = deal.hand_size
            blit_fitted(surface, "serif_italic", int(16 * u), words.each_trick(tricks, pool // tricks),
                        (x, label.bottom + 2 * u), width, theme.TEXT_SOFT, "midtop")

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """The pool under the mouse."""
        ctx = self.ctx
        L = ctx.layout
        x, y = L.pots_centre
        if abs(pos[0] - x) > L.pot_r * 1.3 or not -L.pot_r <= pos[1] - y <= L.pot_r:
            return None
        view = ctx.view
        pool = view.pool if view is not None else ctx.table().pool
        deal = ctx.deal
        tricks = deal.hand_size if deal is not None else 5
        return words.pool_tip(pool, tricks, pool // max(1, tricks))

    def draw_extra(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        L = ctx.layout
        u = L.u
        if not ctx.showing:
            return
        x, y = L.talon_pos
        if ctx.places.count("talon"):
            blit_text(surface, "serif_italic", int(15 * u), words.stock(), (x, y - L.table_h * 0.5 - 4 * u),
                      theme.TEXT_SOFT, "midbottom")
        heap = ctx.places.count("discard")
        if heap:
            dx, dy = L.discard_pos
            blit_text(surface, "serif_italic", int(14 * u), words.laid_down(heap), (dx, dy + L.small_h * 0.5 + 4 * u),
                      theme.TEXT_DIM, "midtop")

    # ----------------------------------------------------------------- the result
    def seats_in(self, deal: Any) -> list[int]:
        return list(deal.in_seats)

    def result_lines(self, deal: Any) -> list[str]:
        return result_lines(deal, self.ctx.names)


__all__ = ["KEYS", "Part", "TALK"]
