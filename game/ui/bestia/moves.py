"""Bestia's events on the cloth: the talk's words in bubbles, folded hands and exchanged
cards thrown face down on the discards, replacements dealt from the stock, the discards
shuffled into a new stock, the trump taken or shown, the buco, going in bestia."""
from __future__ import annotations

from typing import Any

from ...engine import Card
from ...engine.bestia.events import BucoLaid, InBestia, TrumpShown
from ...engine.events import Discarded, Drew, Reshuffled, Said, TrumpTaken
from ...i18n import _
from ..anim import Step, ease_in_out, ease_out
from ..resources import res
from ..table.part import TableContext
from .words import (IN_BESTIA_BUBBLE, bubble, buco_laid, forced_bubble, forced_line, in_bestia_line, knocked_line,
                    reshuffled, trump_shown)


class TalkMoves:
    """The handlers of Bestia's events, and what they have shown so far this deal."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx
        self.start_deal()

    def start_deal(self) -> None:
        self.said: dict[int, str] = {}
        self.gone_bestia: set[int] = set()
        self.trump_seen = False
        self.reshuffles_seen = 0

    def handlers(self) -> dict[type, Any]:
        return {Said: self._said, Discarded: self._discarded, Drew: self._drew, Reshuffled: self._reshuffled,
                TrumpTaken: self._trump_taken, TrumpShown: self._trump_shown, BucoLaid: self._buco,
                InBestia: self._in_bestia}

    def _said(self, ev: Said) -> None:
        ctx = self.ctx
        word = ev.word
        text = forced_bubble(bubble(word)) if ev.forced else bubble(word)
        step = Step("said", hold=0.55)
        step.first(lambda: ctx.say(ev.seat, text))
        step.first(lambda: self.said.__setitem__(ev.seat, word))
        line = forced_line(ctx.names[ev.seat], word) if ev.forced else None
        if word == "knock":
            step.first(lambda: res().play("trick", 0.6))
            line = knocked_line(ctx.names[ev.seat], ev.forced, ctx.rules.max_circuits)
        if line:
            step.first(lambda: ctx.tell(line))
        ctx.timeline.add(step)
        if word == "fold":
            # the folded hand is laid face down on the discards
            self._to_discards(ev.seat, list(ctx.places.shown[ev.seat]), "fold")

    def _to_discards(self, seat: int, cards: list[Card], name: str) -> None:
        places = self.ctx.places
        L = self.ctx.layout
        step = Step(name)

        def start() -> None:
            for card in cards:
                if card in places.shown[seat]:
                    places.shown[seat].remove(card)
                places.where[card] = ("discard",)
                places.sprites[card].z = places.zed()
                places.sprites[card].lift = 0.0
            places.respread(step, seat)
            res().play("card", 0.6)

        step.first(start)
        x, y = L.discard_pos
        for i, card in enumerate(cards):
            sp = places.sprites[card]
            step.tween(sp, delay=i * 0.06, duration=0.32, ease=ease_in_out, x=x, y=y, h=L.small_h)
            step.call(i * 0.06 + 0.1, lambda sp=sp: setattr(sp, "face_up", False))
        self.ctx.timeline.add(step)

    def _discarded(self, ev: Discarded) -> None:
        seen = [c for c in ev.cards if c is not None]
        cards = seen if len(seen) == len(ev.cards) else self._thrown_by(ev.seat, len(ev.cards))
        self._to_discards(ev.seat, cards, "discard")

    def _thrown_by(self, seat: int, count: int) -> list[Card]:
        """The last cards the seat threw, from the deal's own history (events hid them)."""
        for entry in reversed(self.ctx.deal.talk):
            if entry.seat == seat and len(entry.discards) == count:
                return list(entry.discards)
        return []

    def _drew(self, ev: Drew) -> None:
        ctx = self.ctx
        places = ctx.places
        cards = [c for c in ev.cards if c is not None]
        seat = ev.seat
        step = Step("draw")

        def start() -> None:
            for card in cards:
                places.receive(card, seat)
                places.sprites[card].z = places.zed()
            res().play("deal", 0.7)
            places.respread(step, seat)

        step.first(start)
        h = ctx.layout.hand_h if seat == 0 else ctx.layout.small_h
        for i, card in enumerate(cards):
            step.tween(places.sprites[card], delay=i * 0.08, duration=0.3, ease=ease_out, h=h)
        ctx.timeline.add(step)
        if seat == 0:
            ctx.flip_up(cards)
            ctx.sort_hand()

    def _reshuffled(self, ev: Reshuffled) -> None:
        """The stock ran out: the discards so far become the new stock."""
        ctx = self.ctx
        places = ctx.places
        entries = [e for e in ctx.deal.talk if e.reshuffled]
        fresh = entries[self.reshuffles_seen].reshuffled if self.reshuffles_seen < len(entries) else ()
        self.reshuffles_seen += 1
        step = Step("reshuffle", hold=0.3)
        step.first(lambda: ctx.tell(reshuffled()))
        step.first(lambda: res().play("shuffle", 0.7))
        for j, card in enumerate(fresh):
            x, y = places.talon_xy(j, len(fresh))
            step.tween(places.sprites[card], delay=0.02 * j, duration=0.35, x=x, y=y, h=ctx.layout.table_h)
            step.call(0.02 * j, lambda card=card, j=j, k=len(fresh): places.where.__setitem__(card, ("talon", k - j)))
        ctx.timeline.add(step)

    def _trump_taken(self, ev: TrumpTaken) -> None:
        ctx = self.ctx
        places = ctx.places
        sp = places.sprites[ev.card]
        step = Step("trump-taken", hold=0.2)

        def start() -> None:
            places.receive(ev.card, ev.seat)
            sp.z = places.zed()
            places.respread(step, ev.seat)

        step.first(start)
        step.tween(sp, duration=0.35, h=ctx.layout.hand_h if ev.seat == 0 else ctx.layout.small_h)
        if ev.seat != 0:
            step.call(0.3, lambda: setattr(sp, "face_up", False))
        ctx.timeline.add(step)
        self.trump_seen = True
        if ev.seat == 0:
            ctx.sort_hand()

    def _trump_shown(self, ev: TrumpShown) -> None:
        ctx = self.ctx
        step = Step("trump-shown", hold=0.5)
        step.first(lambda: ctx.tell(trump_shown(ev.card)))
        ctx.turn_over(step, ctx.places.sprites[ev.card])
        ctx.timeline.add(step)
        self.trump_seen = True
        ctx.sort_hand()

    def _buco(self, ev: BucoLaid) -> None:
        self.ctx.timeline.add(Step("buco", hold=0.4).first(
            lambda: self.ctx.tell(buco_laid())))

    def _in_bestia(self, ev: InBestia) -> None:
        ctx = self.ctx
        name = ctx.names[ev.seat]
        step = Step("bestia", hold=1.4)
        step.first(lambda: ctx.tell(in_bestia_line(name, ev.jetons, ev.knocker)))
        step.first(lambda: self.gone_bestia.add(ev.seat))
        step.first(lambda: ctx.say(ev.seat, _(IN_BESTIA_BUBBLE), talk=False))
        ctx.timeline.add(step)


__all__ = ["TalkMoves"]
