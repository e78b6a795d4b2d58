"""Bête's part of the table: the dish with its fiches and the King's jetons, the game and
the queue of bêtes (or the Beast's three heaps), the Curieuse set aside, and the calls
Je joue, Je passe and Contre as rows of the decision panel."""
from __future__ import annotations

from typing import Any

import pygame

from ...engine import Phase, Turned
from ...i18n import N_, _
from ...engine.bete import Call, Called
from ..anim import Step
from ..resources import res
from ..table.decision import Choice, Decision
from ..table.keymap import Binding
from ..table.part import TablePart
from .dish import Dish, draw_pots
from .words import (CALL_WORDS, CURIEUSE, CURIEUSE_TURNED, ROLES, betes_tip, call_prompt, call_words, dish_tip, pot_tip,
                    worth)

#: The calls' keys, as the buttons and the help show them.
#: (The calls' own words stay French in every language.)
PLAY = Binding(N_("Call"), N_("J  Je joue"), (pygame.K_j,), "J")
PASS = Binding(N_("Call"), N_("P  Je passe"), (pygame.K_p,), "P")
CONTRE = Binding(N_("Call"), N_("C  Contre (or the buttons)"), (pygame.K_c,), "C")
KEYS = (PLAY, PASS, CONTRE)
CALLS = Decision(tuple(Choice(call, CALL_WORDS[call.value], key) for call, key in ((Call.PLAY, PLAY), (Call.PASS, PASS),
                                                                       (Call.CONTRE, CONTRE))),
                 size=(170, 44, 10), font=22)


class Part(TablePart):
    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.called: set[tuple[int, Call]] = set()  # the calls the table has shown this deal
        self._dish: Dish | None = None

    def start_deal(self) -> None:
        self.called = set()

    # ----------------------------------------------------------------- events
    def handlers(self) -> dict[type, Any]:
        return {Called: self._called, Turned: self._turned}

    def _called(self, event: Called) -> None:
        self.called.add((event.seat, event.call))
        step = Step("call", hold=0.5)
        step.first(lambda: self.ctx.say(event.seat, lambda: call_words(event.call)))
        if event.call is not Call.PASS:
            step.first(lambda: res().play("jetons", 0.3))
        self.ctx.timeline.add(step)

    def _turned(self, event: Turned) -> None:
        """The trump turned; at a Curieuse, the card turned before is set aside first."""
        ctx = self.ctx
        L = ctx.layout
        places = ctx.places
        step = Step("turn", hold=0.35)
        if event.curieuse:
            deal = ctx.deal
            old = deal.turned[-2] if len(deal.turned) >= 2 else None
            for card, where in places.where.items():
                if where[0] == "up":
                    old = card
            if old is not None:
                step.call(0, lambda: places.where.__setitem__(old, ("aside",)))
                step.tween(places.sprites[old], duration=0.35, x=L.aside_pos[0], y=L.aside_pos[1], h=L.table_h)
            step.call(0, ctx.hush)
            step.first(lambda: ctx.tell(lambda: _(CURIEUSE_TURNED)))
        ctx.turn_up(step, event)
        ctx.timeline.add(step)
        ctx.sort_hand()  # trumps are now known: sort the person's hand again

    # ----------------------------------------------------------------- the calls
    def decision(self) -> Decision:
        return CALLS

    def talking(self) -> bool:
        return self.ctx.deal.phase is Phase.BIDDING

    def prompt_text(self) -> str:
        deal = self.ctx.deal
        declarer = self.ctx.names[deal.declarer] if deal.declarer is not None else None
        return call_prompt(declarer, Call.CONTRE in deal.legal_actions(), deal.trump_card)

    # ----------------------------------------------------------------- the cloth
    def trump_word(self) -> str:
        return _(CURIEUSE) if self.ctx.places.count("aside") else super().trump_word()

    def home(self, where: tuple) -> tuple[float, float, float] | None:
        if where[0] == "aside":  # a Curieuse covers the first upcard, which peeks out from under it
            L = self.ctx.layout
            return L.aside_pos[0], L.aside_pos[1], L.table_h
        return None

    def bar_parts(self) -> list[str]:
        ctx = self.ctx
        deal = ctx.deal
        if not ctx.showing or ctx.rules.beast_heaps or ctx.view is None:
            return []
        if not deal.is_over:
            self._value = deal.value
        return [worth(getattr(self, "_value", deal.value))]

    def role(self, seat: int) -> str:
        deal = self.ctx.deal
        for call, who in ((Call.CONTRE, deal.contre), (Call.PLAY, deal.declarer)):
            if who == seat and (seat, call) in self.called:
                return ROLES[call.value]
        return ""

    def loud(self, bubble: str) -> bool:
        return bubble in (call_words(Call.PLAY), call_words(Call.CONTRE))

    def dish(self) -> Dish:
        """The pots' places under the current layout."""
        if self._dish is None or self._dish.layout is not self.ctx.layout:
            self._dish = Dish(self.ctx.layout)
        return self._dish

    def chips(self, transfer: Any) -> tuple[str, int]:
        """Fiches go as fiches (one for each fiche), the King's jetons in gold."""
        parties = (transfer.source, transfer.target)
        if "fiches" in parties:
            return "fiche", max(1, min(transfer.jetons // max(1, self.ctx.rules.fiche_value), 4))
        return ("gold" if "king" in parties else "jeton"), max(1, min(transfer.jetons, 4))

    def party_pos(self, party: Any, incoming: bool) -> tuple[float, float] | None:
        dish = self.dish()
        if party in ("game", "play"):
            return dish.game
        if party == "king":
            return dish.king
        if party == "fiches":
            return dish.fiches
        if party == "bete":
            index = len(self.ctx.view.betes) if incoming else 0
            return dish.bete(min(index, 5))
        if party == "triolet":
            return dish.triolet
        return None

    def draw_pots(self, surface: pygame.Surface) -> None:
        draw_pots(surface, self.ctx, self.dish())

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """The pot under the mouse: the dish and its King, the game, the bêtes (or the Beast's heaps)."""
        ctx = self.ctx
        L = ctx.layout
        dish = self.dish()
        table = ctx.table()
        view = ctx.view
        near = L.pot_r * 0.6

        def by(point) -> bool:
            return (pos[0] - point[0]) ** 2 + (pos[1] - point[1]) ** 2 <= near ** 2

        if ctx.rules.beast_heaps:
            for pot, point, count in (("king", dish.king, table.king), ("play", dish.game, table.play),
                                      ("triolet", dish.triolet, table.triolet)):
                if by(point):
                    return pot_tip(pot, count, beast=True)
            return None
        if by(dish.game):
            return pot_tip("game", table.game)
        betes = list(view.betes if view is not None else table.betes)
        if betes and any(by(dish.bete(i)) for i in range(min(len(betes), 6))):
            return betes_tip(betes)
        dx, dy = L.pots_centre
        if abs(pos[0] - dx) <= L.pot_r and abs(pos[1] - dy) <= L.pot_r * 0.7:
            fiches = view.fiches if view is not None else table.fiches
            stake = ctx.deal.stake_fiches if ctx.showing else 0
            return pot_tip("king", table.king) + ". " + dish_tip(fiches, ctx.rules.fiche_value, stake)
        return None
