"""Bête's own part of the table: the dish with its fiches and the King's jetons, the game
and the queue of bêtes (or the Beast's three heaps), and the calls Je joue, Je passe and
Contre as buttons and keys."""
from __future__ import annotations

import math
from typing import Any

import pygame

from ...engine import Phase
from ...engine.bete import Call, Called
from .. import theme
from ..anim import Step
from ..resources import res
from ..table.keymap import Binding
from ..table_part import TablePart
from ..widgets import Button, blit_text, jeton_stack

#: The calls' keys, as the buttons and the help show them.
PLAY = Binding("Call", "J  Je joue", (pygame.K_j,), "J")
PASS = Binding("Call", "P  Je passe", (pygame.K_p,), "P")
CONTRE = Binding("Call", "C  Contre (or the buttons)", (pygame.K_c,), "C")
KEYS = (PLAY, PASS, CONTRE)


class Part(TablePart):
    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.call_buttons: list[Button] = []

    # ----------------------------------------------------------------- events
    def consume(self, event: Any) -> bool:
        if not isinstance(event, Called):
            return False
        step = Step("call", hold=0.5)
        step.first(lambda: self.scene.bubbles.__setitem__(event.seat, event.call.words))
        if event.call is not Call.PASS:
            step.first(lambda: res().play("jetons", 0.3))
        self.scene.tl.add(step)
        return True

    def _known_call(self, seat: int, call: Call) -> bool:
        """Whether the view has shown ``seat``'s call (the engine may be ahead of the animation)."""
        scene = self.scene
        return any(isinstance(ev, Called) and ev.seat == seat and ev.call is call
                   for ev in scene._events_now()[: scene.cursor])

    # ----------------------------------------------------------------- the calls
    def talking(self) -> bool:
        return self.scene.deal.phase is Phase.BIDDING

    def prompt(self) -> tuple[str, list]:
        self._layout_calls()
        return ("call", [(b.label, b.rect, b.key) for b in self.call_buttons if b.visible])

    def handle(self, event: pygame.event.Event) -> None:
        self._layout_calls()
        for b in self.call_buttons:
            if b.visible and b.handle(event):
                return

    def _say(self, call: Call) -> None:
        scene = self.scene
        if not scene.waiting_for_human() or call not in scene.deal.legal_actions():
            return
        scene.act(call)

    def _layout_calls(self) -> None:
        L = self.scene.layout
        deal = self.scene.deal
        legal = deal.legal_actions() if deal is not None else ()
        if not self.call_buttons:
            self.call_buttons = [
                Button("Je joue", lambda: self._say(Call.PLAY), PLAY.key, PLAY.hint),
                Button("Je passe", lambda: self._say(Call.PASS), PASS.key, PASS.hint),
                Button("Contre", lambda: self._say(Call.CONTRE), CONTRE.key, CONTRE.hint),
            ]
        calls = (Call.PLAY, Call.PASS, Call.CONTRE)
        shown = [b for b, c in zip(self.call_buttons, calls) if c in legal]
        for b, c in zip(self.call_buttons, calls):
            b.visible = c in legal
        for b, rect in zip(shown, L.button_column(len(shown), 170, 44, 10)):
            b.rect = rect

    def draw_talk(self, surface: pygame.Surface) -> None:
        self._layout_calls()
        for b in self.call_buttons:
            b.draw(surface, int(22 * self.scene.layout.u))

    def prompt_text(self) -> str:
        scene = self.scene
        deal = scene.deal
        up = deal.trump_card
        if deal.declarer is not None:
            contre = " or say contre" if Call.CONTRE in deal.legal_actions() else ""
            return f"{scene.names[deal.declarer]} plays: pass{contre}"
        return f"Your call: trumps are {up.suit.noun}s ({up.name} turned)"

    # ----------------------------------------------------------------- drawing
    def bar_parts(self) -> list[str]:
        scene = self.scene
        deal = scene.deal
        if deal is None or scene.rules.beast_heaps or scene.state not in ("play", "result") or scene.view is None:
            return []
        if not deal.is_over:
            self._value = deal.value
        return [f"worth {getattr(self, '_value', deal.value)}"]

    def role(self, seat: int) -> str:
        deal = self.scene.deal
        if deal.contre == seat and self._known_call(seat, Call.CONTRE):
            return "contre"
        if deal.declarer == seat and self._known_call(seat, Call.PLAY):
            return "plays"
        return ""

    def loud(self, bubble: str) -> bool:
        return bubble in ("Je joue", "Contre")

    def party_pos(self, party: Any, incoming: bool) -> tuple[float, float] | None:
        L = self.scene.layout
        if party in ("game", "play"):
            return L.game_pos
        if party == "king":
            return L.king_pos
        if party == "fiches":
            return L.fiches_pos
        if party == "bete":
            index = len(self.scene.view.betes) if incoming else 0
            return L.bete_pos(min(index, 5))
        if party == "triolet":
            return L.triolet_pos
        return None

    def draw_pots(self, surface: pygame.Surface) -> None:
        scene = self.scene
        L = scene.layout
        u = L.u
        view = scene.view
        table = view.table(0) if view is not None else scene.session.table
        fiches = view.fiches if view is not None else table.fiches
        dx, dy = L.dish_centre
        r = L.dish_r
        size = int(17 * u)
        if scene.rules.beast_heaps:
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
        if scene.deal is not None and scene.state in ("play", "result"):
            stake = scene.deal.stake_fiches
            blit_text(surface, "serif_italic", int(14 * u),
                      f"{stake} at stake · {stake * scene.rules.fiche_value} jetons",
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
