"""Bête's part of the table: the dish with its fiches and the King's jetons, the game and
the queue of bêtes (or the Beast's three heaps), the Curieuse set aside, and the calls
Je joue, Je passe and Contre as rows of the decision panel."""
from __future__ import annotations

import math
from typing import Any

import pygame

from ...engine import Phase, Turned
from ...engine.bete import Call, Called
from .. import theme
from ..anim import Step
from ..resources import res
from ..table.decision import Choice, Decision
from ..table.keymap import Binding
from ..table.part import TablePart
from ..widgets import blit_text, jeton_stack

#: The calls' keys, as the buttons and the help show them.
PLAY = Binding("Call", "J  Je joue", (pygame.K_j,), "J")
PASS = Binding("Call", "P  Je passe", (pygame.K_p,), "P")
CONTRE = Binding("Call", "C  Contre (or the buttons)", (pygame.K_c,), "C")
KEYS = (PLAY, PASS, CONTRE)
CALLS = Decision((Choice(Call.PLAY, "Je joue", PLAY), Choice(Call.PASS, "Je passe", PASS),
                  Choice(Call.CONTRE, "Contre", CONTRE)), size=(170, 44, 10), font=22)


class Part(TablePart):
    def __init__(self, ctx) -> None:
        super().__init__(ctx)
        self.called: set[tuple[int, Call]] = set()  # the calls the table has shown this deal

    def start_deal(self) -> None:
        self.called = set()

    # ----------------------------------------------------------------- events
    def handlers(self) -> dict[type, Any]:
        return {Called: self._called, Turned: self._turned}

    def _called(self, event: Called) -> None:
        self.called.add((event.seat, event.call))
        step = Step("call", hold=0.5)
        step.first(lambda: self.ctx.say(event.seat, event.call.words))
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
            step.first(lambda: ctx.tell("Everyone passed: the Curieuse is turned"))
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
        up = deal.trump_card
        if deal.declarer is not None:
            contre = " or say contre" if Call.CONTRE in deal.legal_actions() else ""
            return f"{self.ctx.names[deal.declarer]} plays: pass{contre}"
        return f"Your call: trumps are {up.suit.noun}s ({up.name} turned)"

    # ----------------------------------------------------------------- the cloth
    def trump_word(self) -> str:
        return "Curieuse" if self.ctx.places.count("aside") else "Trumps"

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
        return [f"worth {getattr(self, '_value', deal.value)}"]

    def role(self, seat: int) -> str:
        deal = self.ctx.deal
        if deal.contre == seat and (seat, Call.CONTRE) in self.called:
            return "contre"
        if deal.declarer == seat and (seat, Call.PLAY) in self.called:
            return "plays"
        return ""

    def loud(self, bubble: str) -> bool:
        return bubble in (Call.PLAY.words, Call.CONTRE.words)

    def party_pos(self, party: Any, incoming: bool) -> tuple[float, float] | None:
        L = self.ctx.layout
        if party in ("game", "play"):
            return L.game_pos
        if party == "king":
            return L.king_pos
        if party == "fiches":
            return L.fiches_pos
        if party == "bete":
            index = len(self.ctx.view.betes) if incoming else 0
            return L.bete_pos(min(index, 5))
        if party == "triolet":
            return L.triolet_pos
        return None

    def draw_pots(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        L = ctx.layout
        u = L.u
        view = ctx.view
        table = ctx.table()
        fiches = view.fiches if view is not None else table.fiches
        dx, dy = L.dish_centre
        r = L.dish_r
        size = int(17 * u)
        if ctx.rules.beast_heaps:
            jeton_stack(surface, L.king_pos, table.king, int(13 * u), "king", label=f"King {table.king}",
                        label_size=size, label_side="below")
            jeton_stack(surface, L.game_pos, table.play, int(13 * u), "jeton", label=f"Play {table.play}",
                        label_size=size, label_side="below")
            jeton_stack(surface, L.triolet_pos, table.triolet, int(13 * u), "bete", label=f"Triolet {table.triolet}",
                        label_size=size, label_side="below")
            return
        # fiches peeking out from under the dish
        fiche = res().fiche(int(40 * u))
        for i in range(min(fiches, 12)):
            a = math.radians(196 + i * 13)
            x = dx + math.cos(a) * r * 0.95
            y = dy - math.sin(a) * r * 0.66
            surface.blit(fiche, fiche.get_rect(center=(int(x), int(y))))
        # the upturned dish
        dish = pygame.Rect(0, 0, int(r * 2), int(r * 1.34))
        dish.center = (int(dx), int(dy))
        pygame.draw.ellipse(surface, (0, 0, 0), dish.move(3, 5))
        pygame.draw.ellipse(surface, (118, 122, 126), dish)
        pygame.draw.ellipse(surface, (168, 172, 176), dish.inflate(-6 * u, -5 * u))
        pygame.draw.ellipse(surface, (196, 200, 204), dish.inflate(-r * 0.7, -r * 0.48))
        pygame.draw.ellipse(surface, (226, 228, 230), dish.inflate(-r * 1.2, -r * 0.84), max(1, int(2 * u)))
        hl = dish.inflate(-r * 0.35, -r * 0.3)
        pygame.draw.arc(surface, (236, 238, 240), hl, math.radians(100), math.radians(160), max(1, int(3 * u)))
        # the King's jetons on top
        jeton_stack(surface, (dx, dy - 2 * u), table.king, int(12 * u), "king", max_shown=10, label="")
        blit_text(surface, "serif_bold", size, f"King {table.king}", (dx, dish.top - 12 * u), theme.HIGHLIGHT,
                  "midbottom")
        blit_text(surface, "serif", int(15 * u), f"{fiches} fiche{'s' if fiches != 1 else ''} under the dish",
                  (dx, dish.bottom + 6 * u), theme.TEXT_SOFT, "midtop")
        if ctx.showing:
            stake = ctx.deal.stake_fiches
            blit_text(surface, "serif_italic", int(14 * u),
                      f"{stake} at stake · {stake * ctx.rules.fiche_value} jetons",
                      (dx, dish.bottom + 24 * u), theme.TEXT_DIM, "midtop")
        # the game, beside the dish
        gx, gy = L.game_pos
        jeton_stack(surface, (gx, gy), table.game, int(12 * u), "jeton", label="")
        blit_text(surface, "serif_bold", size, f"Game {table.game}", (gx, gy + 16 * u), theme.TEXT, "midtop")
        # the queue of bêtes
        betes = list(view.betes if view is not None else table.betes)
        for i, amount in enumerate(betes[:6]):
            x, y = L.bete_pos(i)
            label = str(amount) if i < 5 or len(betes) <= 6 else f"+{len(betes) - 5}"
            jeton_stack(surface, (x, y), min(amount, 10), int(11 * u), "bete", max_shown=10, label="")
            colour = theme.HIGHLIGHT if i == 0 else theme.TEXT_SOFT
            blit_text(surface, "serif_bold", size, label, (x, y + 10 * u), colour, "midtop")
        if betes:
            x0, y0 = L.bete_pos(0)
            caption = "bête at stake" + (f", {len(betes) - 1} waiting" if len(betes) > 1 else "")
            blit_text(surface, "serif_italic", int(14 * u), caption, (x0 - 14 * u, y0 + 30 * u), theme.TEXT_DIM,
                      "topleft")
