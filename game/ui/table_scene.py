"""The card table: a whole session of Bête or of Bestia, animated from the deal's events.

The engine's deal is the truth; the window shows a *view* of it that lags behind while
animations play.  A cursor into ``deal.events()`` turns each new event into an animation
step (cards dealt, turned, played and gathered; jetons sliding between purses and pots),
and the view's purses and pots (an engine ``Books``) change as each payment lands.
The person's input and the computer players' turns wait until the view has caught up.

This module holds what both games share; each game's own pots, talk, events and words are
its :class:`~.table_part.TablePart` (:mod:`.bete_table`, :mod:`.bestia_table`).
"""
from __future__ import annotations

import random
from typing import Any

import pygame

from ..engine import (
    Books, Card, Dealt, Ended, IllegalAction, Paid, Phase, Played, Session, Transfer, TrickWon, Turned,
)
from ..engine.cards import SUIT_OF
from ..engine.events import LAID_DOWN, TRUMP_CARD
from ..stats import Statistics
from . import games, hint_words, save, theme, words
from .table import keymap
from .anim import Step, Timeline, ease_in_out, ease_out
from .app import App, Scene
from .layout import TableLayout
from .opponents import Opponents
from .resources import felt, res
from .table_part import TablePart
from .widgets import Button, blit_text, panel, signed, wrap
from .words import you


class CardSprite:
    __slots__ = ("card", "code", "x", "y", "h", "face_up", "visible", "z", "squeeze", "lift", "alpha")

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
        self.alpha = 255

    def show(self) -> None:
        self.visible = True

    def hide(self) -> None:
        self.visible = False

    def turn(self, up: bool = True) -> None:
        self.face_up = up


class Chip:
    __slots__ = ("x", "y", "kind", "visible", "gone")

    def __init__(self, pos, kind: str) -> None:
        self.x, self.y = pos
        self.kind = kind
        self.visible = False
        self.gone = False

    def show(self) -> None:
        self.visible = True

    def remove(self) -> None:
        self.gone = True
        self.visible = False


class Floater:
    __slots__ = ("text", "x", "y", "age", "colour", "seat", "amount")

    def __init__(self, text: str, pos, colour) -> None:
        self.text, (self.x, self.y), self.colour, self.age = text, pos, colour, 0.0
        self.seat, self.amount = -1, 0


class TableScene(Scene):
    def __init__(self, app: App, saved: dict | None = None, demo: bool = False, seed: int | None = None) -> None:
        super().__init__(app)
        s = app.settings
        self.demo = demo
        if saved is not None:
            self.session = save.restore(saved)
            self.names = list(saved["names"])
            self.opponents = saved["opponents"]
            self.history = list(saved["history"])
            self.start_purses = list(saved["start_purses"])
            self.human = saved.get("human", 0) if not demo else None
            self.need_lot = False
        else:
            if seed is None:
                seed = random.SystemRandom().randrange(1 << 30)
            players = s.table_players()
            self.session = Session(s.game_rules(), players, seed, rounds=s.rounds)
            self.names = [s.name] + theme.NAMES[: players - 1]
            if demo:
                self.names[0] = "Gaspard"
            self.opponents = s.opponents
            self.history = []
            self.start_purses = list(self.session.purses)
            self.human = None if demo else 0
            self.need_lot = True
        n = self.session.players
        self.n = n
        self.rules = self.session.rules
        self.fiche_value: int = getattr(self.rules, "fiche_value", 5)  # Bestia has no fiches
        base = self.session.seed * 100
        self.computers = Opponents(self.opponents, base)
        self.statistics = Statistics.load(app.report)
        self.tl = Timeline()
        self.tl.speed = s.speed_factor
        self.sprites = {card: CardSprite(card) for card in self.session.pack.cards}
        self.where: dict[Card, tuple] = {card: ("pack",) for card in self.sprites}
        self.shown: list[list[Card]] = [[] for _ in range(n)]
        self.lot_sprites: list[CardSprite] = []
        self.chips: list[Chip] = []
        self.floaters: list[Floater] = []
        self.bubbles: dict[int, str] = {}
        self.tricks_shown = [0] * n
        self.deal = None
        self._saved_ply: int | None = None
        self.view: Books | None = None
        self.cursor = 0
        self._events_key: tuple | None = None
        self._events: list = []
        self.state = "start"
        self.shuffled = False  # this deal's shuffle has been shown
        self.time = 0.0
        self._z = 0
        self.hover: Card | None = None
        self.selected = -1
        self.toast: tuple[str, float] | None = None
        self.headline = ""
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.show_last = False
        self.show_help = False
        self.hint: tuple[Any, int] | None = None  # (the expert's hint, the ply it is for)
        self.hint_asked: int | None = None  # the ply a hint is being worked out for
        self.win_card: Card | None = None
        self.pack_at = 0
        self._ai_since = 0.0
        self._ai_move: Any = None
        self._ai_seat: int | None = None
        self.result_at = 0.0
        self.share = None
        self.error: str | None = None
        self.deals_seen = 0
        self.layout = TableLayout(app.size, n)
        self.background = None
        self.bar_buttons: list[Button] = []
        self.ui = games.ui(self.session.game.name)
        self.part = self.ui.table_part(self)
        self.next_button = Button("Next deal", self._next, pygame.K_RETURN, "Enter")
        self.menu_buttons: list[Button] = []

    # ================================================================= scene
    def on_enter(self) -> None:
        self.tl.speed = self.app.settings.speed_factor
        if self.state == "start":
            self.state = "lot"
            if self.need_lot:
                self._anim_lot()
            else:
                self.tl.add(Step("resume").call(0, self._start_deal))

    def on_resize(self, size: tuple[int, int]) -> None:
        self.tl.skip_all()
        self.layout = TableLayout(size, self.n)
        self.background = felt(size)
        u = self.layout.u
        self.bar_buttons = [
            Button("Help", self._toggle_help, pygame.K_h, "H", style="flat"),
            Button("Last trick", self._toggle_last, pygame.K_l, "L", style="flat"),
            Button("Hint", self._ask_hint, pygame.K_i, "I", style="flat"),
            Button("Ledger", self._open_ledger, None, "", style="flat"),
            Button("Rules", self._open_rules, None, "", style="flat"),
            Button("Settings", self._open_settings, None, "", style="flat"),
            Button("Menu", self._to_title, pygame.K_ESCAPE, "Esc", style="flat"),
        ]
        x = size[0] - int(12 * u)
        for b in reversed(self.bar_buttons):
            hint = res().font("sans", max(9, int(18 * u * 0.5))).size(b.hint)[0] if b.hint else 0
            w = int(res().font("serif_bold", int(19 * u)).size(b.label)[0] + 24 * u + 2 * hint)
            b.rect = pygame.Rect(0, 0, w, int(34 * u))
            b.rect.midright = (x, self.layout.bar.centery)
            x -= w + int(6 * u)
        self._snap_all()
        L = self.layout
        codes = [str(c) for c in self.session.pack.cards]
        self._warm = [("back", h) for h in (L.small_h, L.table_h, L.hand_h)]
        self._warm += [(code, h) for h in (L.hand_h, L.table_h) for code in codes]

    def _warm_one(self) -> None:
        """Load and scale one card face a frame, so that no frame pays for many."""
        if self._warm:
            code, h = self._warm.pop(0)
            res().card(code, h, self.app.settings.four_colour)

    def busy(self) -> bool:
        if self.tl.busy or self.floaters or self.toast or self.chips or self.hint_asked is not None:
            return True
        if any(abs(sp.lift - self._lift_target(sp.card)) > 0.5 for sp in self._hand_sprites()):
            return True
        if self.state == "play" and self.deal is not None and not self.deal.is_over and self.deal.to_act != self.human:
            return True
        if self.state == "result" and self.demo:
            return True
        return False

    # ================================================================= the flow
    def _events_now(self) -> list:
        deal = self.deal
        key = (id(deal), deal.ply, len(deal.books.transfers))
        if key != self._events_key:
            self._events_key = key
            self._events = deal.events()
        return self._events

    def update(self, dt: float) -> None:
        self.time += dt
        self._warm_one()
        self.tl.update(dt)
        self._ease(dt)
        if self.hint_asked is not None:
            answer = self.computers.poll_hint()
            if answer is not None:
                self.hint, self.hint_asked = (answer, self.hint_asked), None
            elif self.deal is None or self.deal.ply != self.hint_asked:
                self.hint_asked = None  # the person played before the hint came
        if not self.tl.busy:
            self._advance()
        if self.deal is not None and self.deal.ply != self._saved_ply:
            self._save()  # in the frame of every action, the person's or a computer's

    def _advance(self) -> None:
        if self.state == "play":
            events = self._events_now()
            if self.cursor < len(events):
                self._consume(events)
                return
            deal = self.deal
            if deal.is_over:
                self._deal_finished()
                return
            seat = deal.to_act
            if seat != self.human:
                self._computer_turn(seat)
        elif self.state == "result" and self.demo:
            if self.time - self.result_at > max(1.5, 3.0 * self.app.settings.speed_factor):
                self._next()

    def _computer_turn(self, seat: int) -> None:
        deal = self.deal
        ai = self.computers
        if self._ai_seat != seat:
            self._ai_since = self.time
            self._ai_seat = seat
            self._ai_move = None
        if self._ai_move is None:
            ai.begin(deal, seat)
            self._ai_move = ai.poll()
        pause = self.app.settings.ai_pause * (1.0 if deal.phase is Phase.PLAY else 0.7)
        if self.app.settings.animation == "instant":
            pause = min(pause, 0.05)
        move = self._ai_move
        if move is not None and self.time - self._ai_since >= pause:
            self._ai_move, self._ai_seat = None, None
            if move.fallback_reason:
                self.toast = (f"{self.names[seat]}'s move was {move.fallback_reason}", self.time + 4.0)
            try:
                deal.apply(move.action, seat)
            except IllegalAction as exc:  # a computer player's bug: reported (the self-test fails), not a crash
                self.error = f"{self.names[seat]} ({self.opponents}) chose an illegal action {move.action}: {exc}"
                self.app.errors.append(self.error)
                print(f"la-bete: {self.error}")
                deal.apply(deal.legal_actions()[0], seat)

    def thinking_seat(self) -> int | None:
        """The computer seat whose move is awaited beyond its pause, for the table to show."""
        if self._ai_seat is None or self._ai_move is not None:
            return None
        return self._ai_seat if self.time - self._ai_since >= self.app.settings.ai_pause else None

    def _start_deal(self) -> None:
        session = self.session
        res().forget_missing()
        resumed = session.current is not None  # a saved deal, replayed to where it was left
        deal = self.deal = session.current if resumed else session.next_deal()
        self.view = Books(deal.purses_before, deal.table_before, self.fiche_value)
        self.cursor = 0
        self._events_key = None
        self.tricks_shown = [0] * self.n
        self.bubbles.clear()
        self.shown = [[] for _ in range(self.n)]
        self.headline = ""
        self.win_card = None
        self.last_trick, self.last_winner = [], None
        self.selected = -1
        self.shuffled = False
        self.part.start_deal()
        self.pack_at = deal.dealer
        for i, card in enumerate(deal.order):
            self.where[card] = ("pack", len(deal.order) - i)
            sp = self.sprites[card]
            sp.visible, sp.face_up, sp.squeeze, sp.lift = True, False, 1.0, 0.0
            sp.z = len(deal.order) - i
        self._snap_all()
        self.state = "play"
        if resumed:
            self._catch_up()
        self._save()

    def _catch_up(self) -> None:
        """Show at once, without sound, everything that happened before the deal was saved."""
        events = self._events_now()
        speed, self.tl.speed = self.tl.speed, 0.0
        with res().silenced():
            while self.cursor < len(events):
                self._consume(events)
            self.tl.update(0.0)
        self.tl.speed = speed

    def _deal_finished(self) -> None:
        deal = self.deal
        self.state = "result"
        self.result_at = self.time
        self.deals_seen += 1
        self.headline = you(self.ui.headline(deal, self.names))
        self.history.append({
            "deal": deal.number,
            "dealer": deal.dealer,
            **self.ui.history_extra(deal),
            "outcome": deal.outcome,
            "headline": self.headline,
            "tricks": list(deal.tricks_won),
            "transfers": [t.to_dict() for t in deal.books.transfers],
            "antes": deal.ante_count,
            "purses_after": list(deal.books.purses),
        })
        self.session.finish_deal()
        self._save()
        if self.human is not None:  # after the save: a crash between the two never counts a deal twice
            self.statistics.add_deal(self.session.game.name, self.opponents, self.ui.summary(deal, self.human))
            self.statistics.save(self.app.report)

    def _next(self) -> None:
        if self.state != "result":
            return
        if self.session.wants_deal:
            self._anim_gather(self.session.dealer)
            self.tl.add(Step("next").call(0, self._start_deal))
            self.state = "lot"
        else:
            self._anim_gather(None)
            share = self.share = self.session.end()
            self.view = Books(share.purses_before, share.table_before, self.fiche_value)
            self.history.append({
                "deal": share.number, "dealer": None, "declarer": None, "contre": None, "outcome": "session_end",
                "headline": "The session ends: what is left on the table is shared out",
                "tricks": [], "transfers": [t.to_dict() for t in share.transfers],
                "purses_after": list(share.purses_after),
            })
            self.headline = "The session ends: the table is shared out"
            groups = _group(list(share.transfers))
            for g in groups:
                self._anim_payments(g)
            self.tl.add(Step("over").call(0, self._over))
            self.state = "shareout"
            save.clear()
            if self.human is not None:
                net = share.purses_after[self.human] - self.start_purses[self.human]
                self.statistics.add_session(self.session.game.name, self.opponents, net)
                self.statistics.save(self.app.report)

    def _over(self) -> None:
        self.state = "over"
        self.result_at = self.time

    def _save(self) -> None:
        self._saved_ply = self.deal.ply if self.deal is not None else None
        if self.human is None or self.session.share_out is not None:
            return
        try:
            save.write(save.snapshot(self.session, self.names, self.opponents, self.history, self.start_purses,
                                     self.human))
        except OSError as exc:
            self.app.report(f"la-bete: cannot save the session: {exc.strerror}")

    # ================================================================= events -> steps
    def _consume(self, events: list) -> None:
        ev = events[self.cursor]
        if isinstance(ev, Paid):
            group = [ev.transfer]
            j = self.cursor + 1
            while j < len(events) and isinstance(events[j], Paid) and events[j].transfer.why == ev.transfer.why:
                group.append(events[j].transfer)
                j += 1
            self.cursor = j
            self._anim_payments(group)
            return
        self.cursor += 1
        if not self.shuffled and isinstance(ev, (Dealt, Turned)):
            self.shuffled = True
            self._anim_shuffle()
        if isinstance(ev, Dealt):
            self._anim_deal(ev)
        elif isinstance(ev, Turned):
            self._anim_turn(ev)
        elif self.part.consume(ev):
            pass
        elif isinstance(ev, Played):
            self._anim_play(ev)
        elif isinstance(ev, TrickWon):
            self._anim_trick(ev)
        elif isinstance(ev, Ended):
            self.headline = you(self.ui.headline(self.deal, self.names))
            self.tl.add(Step("ended", hold=0.5))

    def _zed(self) -> int:
        self._z += 1
        return 1000 + self._z

    # ----------------------------------------------------------------- the lot
    def _anim_lot(self) -> None:
        L = self.layout
        lot = self.session.lot
        step = Step("lot", hold=0.2)
        cx, cy = L.trick_centre
        self.lot_sprites = []
        gap = min(0.32, 4.0 / max(1, len(lot)))  # a long draw goes quicker
        for i, (seat, card) in enumerate(lot):
            sp = CardSprite(card)
            sp.x, sp.y, sp.h = cx, cy, L.table_h
            sp.z = 2000 + i
            self.lot_sprites.append(sp)
            d = i * gap
            step.call(d, sp.show)
            step.call(d, lambda: res().play("card", 0.6))
            tx, ty = L.seats[seat].lot
            step.tween(sp, delay=d, duration=0.34, x=tx, y=ty, arc=10 * L.u)
            step.call(d + 0.17, lambda sp=sp: setattr(sp, "face_up", True))
            # a later card of the same seat covers the earlier one
        self.tl.add(step)
        dealer = self.session.first_dealer
        self.tl.add(Step("lot-hold", hold=1.6).first(
            lambda: setattr(self, "headline", you(f"{self.names[dealer]} draws a King and deals first"))))
        gather = Step("lot-gather")
        px, py = L.dealer_pack(dealer)
        for sp in self.lot_sprites:
            gather.tween(sp, duration=0.35, x=px, y=py)
            gather.call(0.1, lambda sp=sp: setattr(sp, "face_up", False))
        gather.call(0.36, self._clear_lot)
        self.tl.add(gather)
        self.tl.add(Step("first").call(0, self._start_deal))

    def _clear_lot(self) -> None:
        self.lot_sprites = []
        self.headline = ""

    # ----------------------------------------------------------------- shuffle and deal
    def _anim_shuffle(self) -> None:
        deal = self.deal
        L = self.layout
        px, py = L.dealer_pack(deal.dealer)
        cards = list(deal.order)
        step = Step("shuffle")
        step.first(lambda: res().play("shuffle"))
        half = len(cards) // 2
        w = L.table_w
        for rep in range(2):
            t0 = rep * 0.5
            for i, card in enumerate(cards):
                sp = self.sprites[card]
                side = -1 if (i < half) ^ (rep == 1) else 1
                step.tween(sp, delay=t0, duration=0.2, x=px + side * w * 0.62, y=py - (i % half) * 0.4)
                step.tween(sp, delay=t0 + 0.24, duration=0.2, x=px, y=py)
            for i, card in enumerate(cards):
                step.call(t0 + 0.3, lambda sp=self.sprites[card], z=(i % half) * 2 + (i >= half): setattr(sp, "z", z))
        step.call(1.0, lambda: self._restack(cards))
        self.tl.add(step)

    def _restack(self, cards: list[Card]) -> None:
        for i, card in enumerate(cards):
            self.sprites[card].z = len(cards) - i

    def _anim_deal(self, ev: Dealt) -> None:
        deal = self.deal
        L = self.layout
        step = Step("deal")
        counts = [0] * self.n
        t = 0.0
        prev = None
        size = [ev.receivers.count(seat) for seat in range(self.n)]
        laid = 0
        for i, seat in enumerate(ev.receivers):
            card = deal.order[i]
            sp = self.sprites[card]
            if seat == TRUMP_CARD:
                continue  # turned before the deal (Bestia's un giro and col buco)
            if seat != prev:
                t += 0.12
                step.call(t, lambda: res().play("deal", 0.7))
                prev = seat
            if seat == LAID_DOWN:
                where = ("buco", laid)
                laid += 1
                tx, ty, h = self.part.home(where)
                step.call(t + 0.3, lambda card=card, where=where: self.where.__setitem__(card, where))
            else:
                slot = counts[seat]
                counts[seat] += 1
                if seat == 0:
                    tx, ty = L.hand_slots(size[seat])[slot]
                    h = L.hand_h
                else:
                    tx, ty = L.fan_slots(seat, size[seat])[slot]
                    h = L.small_h
                step.call(t + 0.3, lambda card=card, seat=seat: self._receive(card, seat))
            step.call(t, lambda sp=sp: setattr(sp, "z", self._zed()))
            step.tween(sp, delay=t, duration=0.3, ease=ease_out, x=tx, y=ty, h=h)
            t += 0.05
        talon = deal.order[len(ev.receivers):]
        for j, card in enumerate(talon):
            sp = self.sprites[card]
            x, y = self._talon_xy(j, len(talon))
            step.tween(sp, delay=t + 0.1, duration=0.35, x=x, y=y, h=L.table_h)
            step.call(t + 0.1, lambda card=card, j=j, k=len(talon): self.where.__setitem__(card, ("talon", k - j)))
        self.tl.add(step)
        self.flip_up(self.deal.dealt_hand(0))
        self._anim_sort()

    def flip_up(self, cards) -> None:
        """The person's cards turn face up (in a demo too: the watcher sees seat 0's hand)."""
        flip = Step("flip")
        for card in cards:
            sp = self.sprites[card]
            flip.tween(sp, duration=0.12, ease=ease_in_out, squeeze=0.0)
            flip.call(0.12, lambda sp=sp: setattr(sp, "face_up", True))
            flip.tween(sp, delay=0.12, duration=0.12, squeeze=1.0)
        self.tl.add(flip)

    def _receive(self, card: Card, seat: int) -> None:
        self.where[card] = ("hand", seat)
        self.shown[seat].append(card)

    def _talon_xy(self, j: int, k: int) -> tuple[float, float]:
        x, y = self.layout.talon_pos
        depth = min(k - 1 - j, 6)
        return x - depth * 0.8 * self.layout.u, y - depth * 0.8 * self.layout.u

    def _sort_hand(self) -> None:
        trump = self.deal.trump if self.part.trump_known() else -1
        power = self.rules.ranking.power
        suit_order = [s for s in (0, 1, 3, 2) if s != trump] + [trump]
        self.shown[0].sort(key=lambda c: (suit_order.index(SUIT_OF[c]), -power[c]))

    def _anim_sort(self) -> None:
        """Sort the person's hand (trumps last, once known) and slide the cards into place."""
        sort = Step("sort")
        sort.first(self._sort_hand)
        sort.first(lambda: self._respread(sort, 0))
        self.tl.add(sort)

    def _anim_turn(self, ev: Turned) -> None:
        L = self.layout
        step = Step("turn", hold=0.35)
        if ev.curieuse:
            old = self.deal.turned[-2] if len(self.deal.turned) >= 2 else None
            for card, where in self.where.items():
                if where[0] == "up":
                    old = card
            if old is not None:
                osp = self.sprites[old]
                step.call(0, lambda: self.where.__setitem__(old, ("aside",)))
                step.tween(osp, duration=0.35, x=L.aside_pos[0], y=L.aside_pos[1], h=L.table_h)
            step.call(0, lambda: self.bubbles.clear())
            step.first(lambda: setattr(self, "headline", "Everyone passed: the Curieuse is turned"))
        card = ev.card if ev.card is not None else self.deal.trump_card
        sp = self.sprites[card]
        step.call(0, lambda: res().play("card"))
        step.call(0, lambda: setattr(sp, "z", self._zed()))
        step.call(0, lambda: self.where.__setitem__(card, ("up",)))
        step.tween(sp, duration=0.4, x=L.upcard_pos[0], y=L.upcard_pos[1], h=L.table_h)
        if ev.card is not None and self.part.trump_known():  # Bestia's mano a fidarsi: face down until shown
            self.turn_over(step, sp)
        self.tl.add(step)
        self._anim_sort()  # trumps may now be known: sort the person's hand again

    @staticmethod
    def turn_over(step: Step, sp: CardSprite, at: float = 0.0) -> None:
        step.tween(sp, delay=at, duration=0.14, squeeze=0.0)
        step.call(at + 0.14, lambda: setattr(sp, "face_up", True))
        step.tween(sp, delay=at + 0.14, duration=0.14, squeeze=1.0)

    def _anim_play(self, ev: Played) -> None:
        L = self.layout
        sp = self.sprites[ev.card]
        seat = ev.seat
        step = Step("play")

        def start() -> None:
            if self.deal.trick_number == 0 and not self.tricks_shown[seat] and len(self.deal.plays) <= self.part.trick_size():
                self.bubbles.clear()
            if ev.card in self.shown[seat]:
                self.shown[seat].remove(ev.card)
            self.where[ev.card] = ("trick", seat)
            sp.z = self._zed()
            sp.lift = 0.0
            res().play("card")
            self._respread(step, seat)

        step.first(start)
        tx, ty = L.seats[seat].trick
        step.tween(sp, duration=0.34, ease=ease_out, x=tx, y=ty, h=L.table_h)
        if not sp.face_up:
            step.tween(sp, duration=0.12, squeeze=0.0)
            step.call(0.12, lambda: setattr(sp, "face_up", True))
            step.tween(sp, delay=0.12, duration=0.14, squeeze=1.0)
        self.tl.add(step)

    def _respread(self, step: Step, seat: int) -> None:
        L = self.layout
        cards = self.shown[seat]
        slots = L.hand_slots(len(cards)) if seat == 0 else L.fan_slots(seat, len(cards))
        for card, (x, y) in zip(cards, slots):
            step.tween(self.sprites[card], duration=0.25, x=x, y=y)

    def _anim_trick(self, ev: TrickWon) -> None:
        L = self.layout
        deal = self.deal
        n = self.part.trick_size()
        plays = deal.plays[(ev.trick - 1) * n: ev.trick * n]
        winner_card = next(card for seat, card in plays if seat == ev.seat)
        hold = Step("trick-hold", hold=0.75)
        hold.first(lambda: setattr(self, "win_card", winner_card))
        self.tl.add(hold)
        gather = Step("trick-gather")
        px, py = L.seats[ev.seat].pile

        def start() -> None:
            self.win_card = None
            res().play("trick")
            for _, card in plays:
                self.where[card] = ("pile", ev.seat)

        gather.first(start)
        for i, (_, card) in enumerate(plays):
            sp = self.sprites[card]
            gather.tween(sp, delay=i * 0.03, duration=0.38, ease=ease_in_out, x=px, y=py, h=L.small_h)
            gather.call(0.2, lambda sp=sp: setattr(sp, "face_up", False))
            gather.call(0.42 + i * 0.03, sp.hide)

        def done() -> None:
            self.tricks_shown[ev.seat] += 1
            self.last_trick = list(plays)
            self.last_winner = ev.seat

        gather.call(0.45 + n * 0.03, done)
        self.tl.add(gather)

    def _anim_gather(self, dealer: int | None) -> None:
        L = self.layout
        step = Step("gather")
        px, py = L.dealer_pack(dealer) if dealer is not None else L.trick_centre
        for card, sp in self.sprites.items():
            if not sp.visible:
                continue
            step.tween(sp, duration=0.4, x=px, y=py, h=L.table_h)
            if sp.face_up:
                step.call(0.15, lambda sp=sp: setattr(sp, "face_up", False))
            if dealer is None:
                step.call(0.4, sp.hide)
        step.first(lambda: res().play("deal", 0.5))
        step.first(lambda: self.bubbles.clear())
        self.tl.add(step)

    # ----------------------------------------------------------------- jetons
    def _party_pos(self, party, incoming: bool) -> tuple[float, float]:
        L = self.layout
        if isinstance(party, int):
            plate = L.seats[party].plate
            return (plate.right - 30 * L.u, plate.top + 18 * L.u)
        return self.part.party_pos(party, incoming) or L.trick_centre

    def _anim_payments(self, transfers: list[Transfer]) -> None:
        step = Step("pay", hold=0.1)
        step.first(lambda: res().play("jetons"))
        for i, t in enumerate(transfers):
            d = i * 0.07
            count = max(1, min(t.jetons if t.source != "fiches" and t.target != "fiches" else t.jetons // max(
                1, self.fiche_value), 4))
            kind = "fiche" if "fiches" in (t.source, t.target) else "king" if "king" in (t.source, t.target) else "jeton"
            src = self._party_pos(t.source, False)
            step_chips = []
            for c in range(count):
                chip = Chip(src, kind)
                step_chips.append(chip)
                dd = d + c * 0.05
                step.call(dd, chip.show)
                step.call(dd, lambda chip=chip: self.chips.append(chip))
                # the target is read when the chip leaves (a new bête goes to the end of the queue)
                step.call(dd, lambda chip=chip, t=t, dd=dd: self._aim(step, chip, t, dd))
                step.call(dd + 0.55, chip.remove)
            step.call(d + 0.55 + (count - 1) * 0.05, lambda t=t: self._land(t))
        self.tl.add(step)

    def _aim(self, step: Step, chip: Chip, t: Transfer, at: float) -> None:
        tx, ty = self._party_pos(t.target, True)
        from .anim import Tween
        tween = Tween(chip, {"x": tx, "y": ty}, at, 0.5, ease_in_out, 24 * self.layout.u)
        step.items.append((at, 10 ** 6, tween))

    def _land(self, t: Transfer) -> None:
        self.view.pay(t.source, t.target, t.jetons, t.why)
        self.chips = [c for c in self.chips if not c.gone]
        if self.tl.speed <= 0:
            return
        for who, sign in ((t.source, -1), (t.target, 1)):
            if isinstance(who, int):
                plate = self.layout.seats[who].plate
                amount = sign * t.jetons
                for f in self.floaters:
                    if f.seat == who and f.age < 0.8:
                        amount += f.amount
                        self.floaters.remove(f)
                        break
                if amount:
                    colour = theme.GAIN if amount > 0 else theme.DEBT
                    f = Floater(("+" if amount > 0 else "−") + str(abs(amount)),
                                (plate.right - 20 * self.layout.u, plate.top), colour)
                    f.seat, f.amount = who, amount
                    self.floaters.append(f)

    # ================================================================= input
    def waiting_for_human(self) -> bool:
        deal = self.deal
        return (self.state == "play" and not self.tl.busy and deal is not None and not deal.is_over
                and deal.to_act == self.human and self.cursor >= len(self._events_now()))

    def human_prompt(self) -> tuple[str, list] | None:
        """What the table waits for from the person, for tests and the self-test driver."""
        if self.state in ("result", "over") and not self.tl.busy:
            button = self.next_button if self.state == "result" else (self.menu_buttons or [None])[-1]
            if button is None or button.rect.width <= 10:
                return None  # not drawn yet
            return ("continue", [button.rect])
        if not self.waiting_for_human():
            return None
        if self.part.talking():
            return self.part.prompt()
        legal = self.part.card_mask()
        out = []
        for i, card in enumerate(self.shown[0]):
            out.append((card, self._card_rect(card), bool(legal >> card & 1), i))
        return ("card", out)

    def handle(self, event: pygame.event.Event) -> None:
        if event.type == pygame.MOUSEMOTION:
            for b in self.bar_buttons:
                b.handle(event)
        if (self.show_last or self.show_help) and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if not (event.type == pygame.KEYDOWN and event.key == pygame.K_F11):
                self.show_last = self.show_help = False
                return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self._toggle_help()
            return
        for b in self.bar_buttons:
            if event.type != pygame.MOUSEMOTION and b.handle(event):
                return
        if self.tl.busy:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                self.tl.skip()
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
                self.tl.skip()
            return
        if self.state in ("result", "over"):
            if self.state == "over":
                for b in self.menu_buttons:
                    if b.handle(event):
                        return
                return
            if self.next_button.handle(event):
                return
            if event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_KP_ENTER):
                self._next()
            return
        if not self.waiting_for_human():
            return
        if self.part.talking():
            self.part.handle(event)
            return
        self._handle_card_input(event)

    def _handle_card_input(self, event: pygame.event.Event) -> None:
        hand = self.shown[0]
        if event.type == pygame.MOUSEMOTION:
            self.hover = self._card_at(event.pos)
            if self.hover is not None:
                self.selected = hand.index(self.hover)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = self._card_at(event.pos)
            if card is not None:
                self._try_play(card)
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
                step = -1 if event.key == pygame.K_LEFT else 1
                self.selected = (self.selected + step) % len(hand) if self.selected >= 0 else (0 if step > 0 else len(hand) - 1)
                self.hover = None
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and 0 <= self.selected < len(hand):
                self._try_play(hand[self.selected])
            elif pygame.K_1 <= event.key <= pygame.K_5:
                i = event.key - pygame.K_1
                if i < len(hand):
                    self._try_play(hand[i])
            elif pygame.K_KP1 <= event.key <= pygame.K_KP5:
                i = event.key - pygame.K_KP1
                if i < len(hand):
                    self._try_play(hand[i])

    def _try_play(self, card: Card) -> None:
        self.act(card)

    def act(self, action: Any) -> bool:
        """The person's action to the engine; refused, the engine's reason is said in words."""
        try:
            self.deal.apply(action, self.human)
        except IllegalAction as exc:
            text = str(exc)
            self.toast = (text[:1].upper() + text[1:], self.time + 3.5)
            return False
        self.hover = None
        self.selected = -1
        self.toast = None
        return True

    def _card_rect(self, card: Card) -> pygame.Rect:
        sp = self.sprites[card]
        rect = self.layout.card_rect((sp.x, sp.y - sp.lift), int(sp.h))
        return rect

    def _card_at(self, pos) -> Card | None:
        for card in reversed(self.shown[0]):
            if self._card_rect(card).collidepoint(pos):
                return card
        return None

    def _lift_target(self, card: Card) -> float:
        if not self.waiting_for_human():
            return 0.0
        if self.part.talking():
            return self.part.lift(card) or 0.0
        if not self.part.card_mask() >> card & 1:
            return 0.0
        hand = self.shown[0]
        chosen = card == self.hover or (0 <= self.selected < len(hand) and hand[self.selected] == card)
        return self.layout.hand_lift if chosen else self.layout.hand_lift * 0.18

    def _hand_sprites(self) -> list[CardSprite]:
        return [self.sprites[c] for c in self.shown[0]]

    def _ease(self, dt: float) -> None:
        k = min(1.0, dt * 16)
        for sp in self._hand_sprites():
            target = self._lift_target(sp.card)
            sp.lift += (target - sp.lift) * k
            if abs(sp.lift - target) < 0.5:
                sp.lift = target
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < 1.4]
        if self.toast and self.time > self.toast[1]:
            self.toast = None
        if not self.tl.busy and self.chips:
            self.chips = [c for c in self.chips if not c.gone]

    # ----------------------------------------------------------------- buttons
    def _toggle_help(self) -> None:
        self.show_help = not self.show_help
        self.show_last = False

    def _ask_hint(self) -> None:
        if not self.waiting_for_human():
            self.toast = ("A hint is for when it is your turn", self.time + 2.0)
        elif self.hint is not None and self.hint[1] == self.deal.ply:
            self.hint = None  # the key shows and hides it
        else:
            self.hint = None
            self.hint_asked = self.deal.ply
            self.computers.ask_hint(self.deal, self.human)

    def _hint_now(self) -> Any:
        """The hint for this very position, if one was asked for and is ready."""
        if self.hint is not None and self.deal is not None and self.hint[1] == self.deal.ply:
            return self.hint[0]
        return None

    def _toggle_last(self) -> None:
        if self.last_trick:
            self.show_last = not self.show_last
        else:
            self.toast = ("No trick has been played yet in this deal", self.time + 2.0)

    def _open_ledger(self) -> None:
        from .ledger_scene import LedgerScene
        self.app.push(LedgerScene(self.app, self.names, self.start_purses, self.history, self.ui))

    def _open_rules(self) -> None:
        from .rules_scene import RulesScene
        self.app.push(RulesScene(self.app, self.rules, self.n))

    def _open_settings(self) -> None:
        from .settings_scene import SettingsScene
        self.app.push(SettingsScene(self.app, in_game=True))

    def _to_title(self) -> None:
        self.app.pop()

    def on_exit(self) -> None:
        self.computers.close()

    # ================================================================= placing
    def _home(self, card: Card):
        L = self.layout
        where = self.where[card]
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
            x, y = self._talon_xy(0, 1 + min(where[1], 6))
            return x, y, L.table_h
        if kind == "up":
            return L.upcard_pos[0], L.upcard_pos[1], L.table_h
        if kind == "aside":
            return L.aside_pos[0], L.aside_pos[1], L.table_h
        if kind == "trick":
            x, y = L.seats[where[1]].trick
            return x, y, L.table_h
        if kind == "pile":
            x, y = L.seats[where[1]].pile
            return x, y, L.small_h
        own = self.part.home(where)
        if own is not None:
            return own
        dealer = self.deal.dealer if self.deal is not None else self.session.first_dealer
        x, y = L.dealer_pack(dealer)
        depth = where[1] if len(where) > 1 else 0
        return x - depth * 0.25 * L.u, y - depth * 0.25 * L.u, L.table_h

    def _snap_all(self) -> None:
        for card, sp in self.sprites.items():
            sp.x, sp.y, sp.h = self._home(card)
            sp.squeeze = 1.0

    # ================================================================= drawing
    def draw(self, surface: pygame.Surface) -> None:
        L = self.layout
        if self.background is None or self.background.get_size() != surface.get_size():
            self.background = felt(surface.get_size())
        surface.blit(self.background, (0, 0))
        self._draw_bar(surface)
        self.part.draw_pots(surface)
        self._draw_cards(surface, fans=True)
        self._draw_seats(surface)
        self._draw_cards(surface, fans=False)
        self._draw_talon_label(surface)
        self.part.draw_extra(surface)
        self._draw_chips(surface)
        self._draw_prompt(surface)
        for f in self.floaters:
            alpha = max(0, min(255, int(255 * (1.4 - f.age) / 0.6)))
            img = res().text("serif_bold", int(24 * L.u), f.text, f.colour)
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(int(f.x), int(f.y - 30 * L.u * f.age))))
        if self.hint_asked is not None or self._hint_now() is not None:
            self._draw_hint(surface)
        if self.show_last:
            self._draw_last_trick(surface)
        if self.show_help:
            self._draw_help(surface)
        if self.state == "result" and not self.tl.busy:
            self._draw_result(surface)
        if self.state == "over" and not self.tl.busy:
            self._draw_final(surface)

    def _draw_bar(self, surface: pygame.Surface) -> None:
        L = self.layout
        u = L.u
        bar = L.bar
        shade = pygame.Surface(bar.size, pygame.SRCALPHA)
        shade.fill((8, 18, 12, 170))
        surface.blit(shade, bar)
        pygame.draw.line(surface, theme.BRASS_DARK, bar.bottomleft, bar.bottomright, 1)
        title = blit_text(surface, "serif_bold", int(28 * u), self.ui.title,
                          (16 * u, bar.centery), theme.BRASS, "midleft")
        sub = blit_text(surface, "serif_italic", int(18 * u), games.preset_name(self.rules),
                        (title.right + 12 * u, bar.centery + 2 * u), theme.TEXT_SOFT, "midleft")
        parts = []
        session = self.session
        deal = self.deal
        if deal is not None:
            due = session.deals_due
            number = deal.number
            parts.append(f"Deal {number} of {due}" if number <= due else f"Deal {number} (playing off the bêtes)")
            parts.append(f"dealer {self.names[deal.dealer]}")
            parts += self.part.bar_parts()
        if parts:
            left = sub.right + 16 * u
            right = (self.bar_buttons[0].rect.left if self.bar_buttons else bar.right) - 10 * u
            size = int(20 * u)
            text = "  ·  ".join(parts)
            font = res().font("serif", size)
            while font.size(text)[0] > right - left and len(parts) > 1:
                parts.pop()
                text = "  ·  ".join(parts)
            blit_text(surface, "serif", size, text, ((left + right) / 2, bar.centery), theme.TEXT, "center")
        for b in self.bar_buttons:
            b.enabled = not (b.label == "Last trick" and not self.last_trick)
            b.draw(surface, int(18 * u))

    def _draw_talon_label(self, surface: pygame.Surface) -> None:
        L = self.layout
        u = L.u
        deal = self.deal
        if deal is None or self.state not in ("play", "result"):
            return
        up = [c for c, w in self.where.items() if w[0] == "up"]
        talon_left = sum(1 for w in self.where.values() if w[0] == "talon")
        x, y = L.talon_pos
        if talon_left:
            c = (int(x - L.table_w * 0.5 + 4 * u), int(y - L.table_h * 0.5 + 4 * u))
            pygame.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] + 2), int(13 * u))
            pygame.draw.circle(surface, theme.PANEL, c, int(13 * u))
            pygame.draw.circle(surface, theme.BRASS_DARK, c, int(13 * u), max(1, int(2 * u)))
            blit_text(surface, "serif_bold", int(16 * u), str(talon_left), c, theme.IVORY, "center", shadow=False)
        curieuse = any(w[0] == "aside" for w in self.where.values())
        if up and self.sprites[up[0]].face_up:
            card = up[0]
            suit = card.suit
            colour = theme.RED_SUIT if suit in (1, 2) else theme.INK
            if self.app.settings.four_colour:
                colour = theme.FOUR_COLOUR[int(suit)]
            ux, uy = L.upcard_pos
            word = "Curieuse" if curieuse else self.part.trump_word
            width = res().font("serif_bold", int(17 * u)).size(word)[0] + 44 * u
            tag = pygame.Rect(0, 0, int(width), int(30 * u))
            tag.midtop = (int(ux), int(uy + L.table_h * 0.5 + 4 * u))
            pygame.draw.rect(surface, theme.IVORY, tag, border_radius=tag.height // 2)
            pygame.draw.rect(surface, theme.BRASS_DARK, tag, 1, border_radius=tag.height // 2)
            blit_text(surface, "serif_bold", int(17 * u), word, (tag.centerx - 12 * u, tag.centery), theme.INK,
                      "center", shadow=False)
            blit_text(surface, "sans", int(19 * u), suit.symbol, (tag.right - 16 * u, tag.centery), colour, "center",
                      shadow=False)

    def _draw_seats(self, surface: pygame.Surface) -> None:
        L = self.layout
        u = L.u
        deal = self.deal
        view = self.view
        purses = view.purses if view is not None else self.session.purses
        caught_up = deal is not None and not self.tl.busy and self.cursor >= len(self._events_now())
        active = deal.to_act if (caught_up and self.state == "play" and not deal.is_over) else None
        for s in L.seats:
            seat = s.seat
            plate = s.plate
            if seat == active and not self.tl.busy:
                glow = plate.inflate(10 * u, 10 * u)
                g = pygame.Surface(glow.size, pygame.SRCALPHA)
                pygame.draw.rect(g, (*theme.HIGHLIGHT, 120), g.get_rect(), border_radius=14)
                surface.blit(g, glow)
            panel(surface, plate, "dark", radius=int(10 * u))
            name = self.names[seat]
            blit_text(surface, "serif_bold", int(21 * u), name, (plate.left + 12 * u, plate.top + 5 * u), theme.IVORY)
            purse = purses[seat]
            colour = theme.DEBT if purse < 0 else theme.IVORY
            icon = res().jeton(int(8 * u))
            px = plate.right - 12 * u
            rect = blit_text(surface, "serif_bold", int(21 * u), signed(purse), (px, plate.top + 5 * u), colour,
                             "topright")
            surface.blit(icon, icon.get_rect(midright=(rect.left - 5 * u, rect.centery + 1 * u)))
            # second line: tricks and role
            tricks = self.tricks_shown[seat]
            line_y = plate.bottom - 8 * u
            back = res().card("back", int(16 * u))
            for i in range(tricks):
                surface.blit(back, back.get_rect(bottomleft=(plate.left + 12 * u + i * 9 * u, line_y + 2 * u)))
            label = "no trick" if tricks == 0 else (f"{tricks} trick" + ("s" if tricks > 1 else ""))
            if deal is None or self.state not in ("play", "result"):
                label = ""
            label_x = plate.left + 12 * u + ((tricks - 1) * 9 * u + back.get_width() + 6 * u if tricks else 4 * u)
            blit_text(surface, "serif", int(15 * u), label, (label_x, line_y), theme.TEXT_SOFT, "bottomleft")
            role = self.part.role(seat) if deal is not None and self.state in ("play", "result") else ""
            if role:
                blit_text(surface, "serif_italic", int(16 * u), role, (plate.right - 12 * u, line_y), theme.HIGHLIGHT,
                          "bottomright")
            if deal is not None and deal.dealer == seat and self.state in ("play", "result", "lot"):
                c = (int(plate.left - 2 * u), int(plate.top + 2 * u))
                pygame.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] + 2), int(11 * u))
                pygame.draw.circle(surface, theme.IVORY, c, int(11 * u))
                pygame.draw.circle(surface, theme.BRASS_DARK, c, int(11 * u), max(1, int(2 * u)))
                blit_text(surface, "serif_bold", int(15 * u), "D", c, theme.INK, "center", shadow=False)
            bubble = self.bubbles.get(seat)
            if seat == active and seat == self.thinking_seat():
                bubble = "thinking" + "." * (1 + int(self.time * 3) % 3)
            if bubble:
                self._draw_bubble(surface, s, bubble)

    def _draw_bubble(self, surface: pygame.Surface, s, text: str) -> None:
        u = self.layout.u
        img = res().text("serif_bold", int(20 * u), text, theme.INK)
        rect = img.get_rect()
        box = rect.inflate(22 * u, 10 * u)
        if s.seat == 0:
            box.midbottom = (int(s.plate.centerx), int(s.plate.top - 10 * u))
        else:
            box.midbottom = (int(s.plate.centerx), int(s.plate.top - self.layout.small_h * 0.95))
            box.top = max(box.top, self.layout.bar.bottom + 2)
        pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=box.height // 2)
        fill = theme.HIGHLIGHT if self.part.loud(text) else theme.IVORY
        pygame.draw.rect(surface, fill, box, border_radius=box.height // 2)
        pygame.draw.rect(surface, theme.BRASS_DARK, box, 1, border_radius=box.height // 2)
        surface.blit(img, img.get_rect(center=box.center))

    def _in_fan(self, sp: CardSprite) -> bool:
        where = self.where.get(sp.card)
        return where is not None and where[0] == "hand" and where[1] != 0

    def _draw_cards(self, surface: pygame.Surface, fans: bool) -> None:
        L = self.layout
        four = self.app.settings.four_colour
        r = res()
        sprites = [sp for sp in self.sprites.values() if sp.visible and self._in_fan(sp) == fans]
        if not fans:
            sprites += self.lot_sprites
        sprites.sort(key=lambda sp: sp.z)
        waiting = self.waiting_for_human() and not self.part.talking()
        legal = self.part.card_mask() if waiting else 0
        for sp in sprites:
            if not sp.visible:
                continue
            h = int(sp.h)
            code = sp.code if sp.face_up else "back"
            if sp.squeeze < 0.999:
                img = r.card_squeezed(code, h, four, max(0.02, sp.squeeze))
            else:
                img = r.card(code, h, four)
            rect = img.get_rect(center=(int(sp.x), int(sp.y - sp.lift)))
            shadow = r.card_shadow(img.get_width(), img.get_height())
            lift = 2 + sp.lift * 0.2
            surface.blit(shadow, shadow.get_rect(center=(rect.centerx + lift, rect.centery + lift * 1.4)))
            surface.blit(img, rect)
            if waiting and self.where.get(sp.card, ("",))[0] == "hand" and self.where[sp.card][1] == 0:
                if not legal >> sp.card & 1:
                    dim = _dim_surface(img.get_size())
                    surface.blit(dim, rect)
            if sp.card == self.win_card and sp.face_up:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), max(2, int(3 * L.u)),
                                 border_radius=max(4, int(rect.width / 12)))
            if sp.lift > 1 and self.selected >= 0 and self.shown[0] and sp.card == self.shown[0][
                    min(self.selected, len(self.shown[0]) - 1)] and self.hover is None:
                pygame.draw.rect(surface, theme.BRASS, rect.inflate(4, 4), 2, border_radius=max(4, int(rect.width / 12)))
        # the talon's count is written under it (see _draw_talon_label)

    def _draw_chips(self, surface: pygame.Surface) -> None:
        u = self.layout.u
        for chip in self.chips:
            if not chip.visible:
                continue
            if chip.kind == "fiche":
                img = res().fiche(int(40 * u))
            else:
                img = res().jeton(int(12 * u), "king" if chip.kind == "king" else "jeton")
            surface.blit(img, img.get_rect(center=(int(chip.x), int(chip.y))))

    def _prompt_line(self) -> str | None:
        """The line above the hand: what the person is to do, or the news of the deal."""
        deal = self.deal
        if self.waiting_for_human():
            if self.part.talking() or deal.phase is not Phase.PLAY:
                return you(self.part.prompt_text())
            return "Your lead: play a card" if not deal.current_trick else "Your turn: play a card (1–5 or click)"
        if self.headline and self.state in ("play", "lot", "shareout"):
            return self.headline
        return None

    def _prompt_box(self, text: str) -> tuple[pygame.Surface, pygame.Rect]:
        L = self.layout
        u = L.u
        img = res().text("serif_italic", int(21 * u), text, theme.IVORY)
        box = img.get_rect().inflate(28 * u, 10 * u)
        box.midbottom = (int(L.hand_centre[0]), int(L.hand_rect.top - 4 * u))
        return img, box

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        L = self.layout
        u = L.u
        if self.waiting_for_human() and self.part.talking():
            self.part.draw_talk(surface)
        text = self._prompt_line()
        if text:
            img, box = self._prompt_box(text)
            panel(surface, box, "dark", radius=box.height // 2)
            surface.blit(img, img.get_rect(center=box.center))
        if self.toast:
            msg = self.toast[0]
            img = res().text("serif_bold", int(21 * u), msg, theme.IVORY)
            box = img.get_rect().inflate(30 * u, 14 * u)
            box.midbottom = (int(L.hand_centre[0]), int(L.hand_rect.top - 48 * u))
            pygame.draw.rect(surface, (0, 0, 0), box.move(2, 3), border_radius=10)
            pygame.draw.rect(surface, (128, 28, 24), box, border_radius=10)
            pygame.draw.rect(surface, theme.HIGHLIGHT, box, 1, border_radius=10)
            surface.blit(img, img.get_rect(center=box.center))

    def _draw_last_trick(self, surface: pygame.Surface) -> None:
        L = self.layout
        u = L.u
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        n = len(self.last_trick)
        w = int(min(surface.get_width() - 40 * u, n * (L.table_w + 24 * u) + 60 * u))
        box = pygame.Rect(0, 0, w, int(L.table_h + 130 * u))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(26 * u), you(f"The last trick, won by {self.names[self.last_winner]}"),
                  (box.centerx, box.top + 14 * u), theme.INK, "midtop", shadow=False)
        x = box.centerx - (n - 1) * (L.table_w + 24 * u) / 2
        for seat, card in self.last_trick:
            img = res().card(str(card), L.table_h, self.app.settings.four_colour)
            rect = img.get_rect(center=(int(x), int(box.top + 56 * u + L.table_h / 2)))
            surface.blit(img, rect)
            if seat == self.last_winner:
                pygame.draw.rect(surface, theme.BRASS, rect.inflate(6, 6), 3, border_radius=8)
            blit_text(surface, "serif", int(17 * u), self.names[seat], (rect.centerx, rect.bottom + 6 * u),
                      theme.INK, "midtop", shadow=False)
            x += L.table_w + 24 * u
        blit_text(surface, "serif_italic", int(15 * u), "Click or press any key to go back",
                  (box.centerx, box.bottom - 10 * u), theme.INK_SOFT, "midbottom", shadow=False)

    def _draw_hint(self, surface: pygame.Surface) -> None:
        """The expert's view, beside the table, until the person acts (I hides it)."""
        L = self.layout
        u = L.u
        size = int(15 * u)
        width = int(min(430 * u, surface.get_width() * 0.36))
        hint = self._hint_now()
        if hint is None:
            lines = [("serif_italic", "The expert is thinking…")]
        else:
            lines = [("serif", line) for line in hint_words.choice_lines(hint, self.ui.hint)]
            if not hint.available:
                lines = [("serif_italic", f"No figures this time: {hint.reason}")]
            facts = hint_words.fact_lines(hint, self.names, self.human)
            if facts:
                lines += [("serif_bold", "What the play has shown")] + [("serif", f) for f in facts]

        def wrapped_at(w: int) -> list[tuple[str, str]]:
            return [(role, part) for role, line in lines for part in wrap(role, size, line, w - int(28 * u))]

        busy = [L.talk_area] if self.deal is not None and self.part.talking() else []
        prompt = self._prompt_line()
        if prompt:
            busy.append(self._prompt_box(prompt)[1])
        box = L.side_panel(width, lambda w: int(46 * u + len(wrapped_at(w)) * size * 1.3 + 12 * u), busy)
        wrapped = wrapped_at(box.width)
        panel(surface, box, "paper", radius=int(12 * u))
        blit_text(surface, "serif_bold", int(19 * u), "Hint: the expert's view", (box.left + 14 * u, box.top + 10 * u),
                  theme.INK, shadow=False)
        y = box.top + 42 * u
        for role, line in wrapped:
            blit_text(surface, role, size, line, (box.left + 14 * u, y), theme.INK_SOFT if role != "serif_bold"
                      else theme.WOOD, shadow=False)
            y += size * 1.3

    def _draw_help(self, surface: pygame.Surface) -> None:
        u = self.layout.u
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((0, 0, 0, 140))
        surface.blit(shade, (0, 0))
        rows = keymap.help_rows(self.ui.keys)
        box = pygame.Rect(0, 0, int(min(surface.get_width() - 40 * u, 860 * u)), int((110 + 40 * len(rows)) * u))
        box.center = (surface.get_width() // 2, surface.get_height() // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(30 * u), "At the table", (box.centerx, box.top + 16 * u), theme.INK,
                  "midtop", shadow=False)
        y = box.top + 70 * u
        for what, keys in rows:
            blit_text(surface, "serif_bold", int(19 * u), what, (box.left + 40 * u, y), theme.INK, shadow=False)
            blit_text(surface, "serif", int(19 * u), keys, (box.right - 40 * u, y), theme.INK_SOFT, "topright",
                      shadow=False)
            y += 40 * u

    def _draw_result(self, surface: pygame.Surface) -> None:
        L = self.layout
        u = L.u
        deal = self.deal
        sw, sh = surface.get_size()
        w = int(min(sw - 40 * u, 760 * u))
        paid = deal.books.transfers[deal.ante_count:]
        lines = [you(line) for line in self.part.result_lines(deal)]
        lines += [you(line) for line in words.grouped_lines(paid, self.names, self.ui.pot_words)]
        if len(lines) > 9:
            lines = lines[:8] + [f"… and {len(lines) - 8} more (see the Ledger)"]
        title_lines = wrap("serif_bold", int(27 * u), self.headline, w - int(60 * u))
        h = int((110 + 36 * len(title_lines) + 24 * max(1, len(lines)) + 90) * u)
        box = pygame.Rect(0, 0, w, h)
        box.center = (sw // 2, int(L.trick_centre[1] + 10 * u))
        box.top = max(box.top, L.bar.bottom + 6)
        panel(surface, box, "paper", radius=int(14 * u))
        y = box.top + 18 * u
        blit_text(surface, "serif_italic", int(17 * u), f"Deal {deal.number}", (box.centerx, y), theme.INK_SOFT,
                  "midtop", shadow=False)
        y += 24 * u
        for line in title_lines:
            blit_text(surface, "serif_bold", int(27 * u), line, (box.centerx, y), theme.INK, "midtop", shadow=False)
            y += 36 * u
        tricks = "  ·  ".join(f"{self.names[s]} {deal.tricks_won[s]}" for s in self.part.seats_in(deal))
        if deal.plays:
            blit_text(surface, "serif", int(17 * u), "Tricks: " + tricks, (box.centerx, y), theme.INK_SOFT, "midtop",
                      shadow=False)
        y += 30 * u
        pygame.draw.line(surface, theme.PARCHMENT_DARK, (box.left + 30 * u, y - 6 * u), (box.right - 30 * u, y - 6 * u))
        if not lines:
            lines = ["No jetons change hands."]
        for line in lines:
            blit_text(surface, "serif", int(18 * u), line, (box.left + 36 * u, y), theme.INK, "topleft", shadow=False)
            y += 24 * u
        # purses after the deal, with the change
        y += 8 * u
        x = box.left + 36 * u
        for seat in range(self.n):
            before = deal.purses_before[seat]
            after = deal.books.purses[seat]
            diff = after - before
            colour = theme.DEBT_ON_LIGHT if after < 0 else theme.INK
            txt = f"{self.names[seat]} {signed(after)}"
            rect = blit_text(surface, "serif_bold", int(17 * u), txt, (x, y), colour, "topleft", shadow=False)
            if diff:
                d = blit_text(surface, "serif", int(15 * u), f" ({'+' if diff > 0 else '−'}{abs(diff)})",
                              (rect.right, rect.top + 2 * u),
                              (40, 110, 40) if diff > 0 else theme.DEBT_ON_LIGHT, "topleft", shadow=False)
                rect.union_ip(d)
            x = rect.right + 18 * u
        b = self.next_button
        b.label = "Next deal" if self.session.wants_deal else "Finish the session"
        b.rect = pygame.Rect(0, 0, int(220 * u), int(44 * u))
        b.rect.midbottom = (box.centerx, int(box.bottom - 14 * u))
        b.draw(surface, int(21 * u))

    def _draw_final(self, surface: pygame.Surface) -> None:
        L = self.layout
        u = L.u
        sw, sh = surface.get_size()
        box = pygame.Rect(0, 0, int(min(sw - 40 * u, 620 * u)), int((214 + 34 * self.n) * u))
        box.center = (sw // 2, sh // 2)
        panel(surface, box, "paper", radius=int(14 * u))
        blit_text(surface, "serif_bold", int(32 * u), "The session is over", (box.centerx, box.top + 18 * u),
                  theme.INK, "midtop", shadow=False)
        purses = self.share.purses_after if self.share else self.session.purses
        order = sorted(range(self.n), key=lambda s: -purses[s])
        y = box.top + 64 * u
        blit_text(surface, "serif_italic", int(15 * u), "purse", (box.right - 180 * u, y), theme.INK_SOFT, "topright",
                  shadow=False)
        blit_text(surface, "serif_italic", int(15 * u), "won or lost", (box.right - 60 * u, y), theme.INK_SOFT,
                  "topright", shadow=False)
        y += 24 * u
        for rank, seat in enumerate(order):
            net = purses[seat] - self.start_purses[seat]
            colour = theme.DEBT_ON_LIGHT if net < 0 else (40, 110, 40) if net > 0 else theme.INK
            blit_text(surface, "serif_bold", int(22 * u), f"{rank + 1}.  {self.names[seat]}", (box.left + 60 * u, y),
                      theme.INK, "topleft", shadow=False)
            blit_text(surface, "serif", int(22 * u), signed(purses[seat]), (box.right - 180 * u, y),
                      theme.DEBT_ON_LIGHT if purses[seat] < 0 else theme.INK, "topright", shadow=False)
            blit_text(surface, "serif_bold", int(22 * u), ("+" if net > 0 else "") + signed(net),
                      (box.right - 60 * u, y), colour, "topright", shadow=False)
            y += 34 * u
        if not self.menu_buttons:
            self.menu_buttons = [
                Button("Ledger", self._open_ledger, pygame.K_g),
                Button("Back to the title", self._to_title, pygame.K_RETURN, "Enter"),
            ]
        bw = int(200 * u)
        for i, b in enumerate(self.menu_buttons):
            b.rect = pygame.Rect(0, 0, bw, int(44 * u))
            b.rect.midbottom = (int(box.centerx + (i - 0.5) * (bw + 20 * u)), int(box.bottom - 16 * u))
            b.draw(surface, int(20 * u))


_DIMS: dict[tuple[int, int], pygame.Surface] = {}


def _dim_surface(size: tuple[int, int]) -> pygame.Surface:
    surface = _DIMS.get(size)
    if surface is None:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (20, 30, 24, 120), surface.get_rect(), border_radius=max(3, size[0] // 12))
        _DIMS[size] = surface
    return surface


def _group(transfers: list[Transfer]) -> list[list[Transfer]]:
    groups: list[list[Transfer]] = []
    for t in transfers:
        if groups and groups[-1][0].why == t.why:
            groups[-1].append(t)
        else:
            groups.append([t])
    return groups


__all__ = ["TableScene", "you"]
