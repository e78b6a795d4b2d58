"""Bestia's events on the cloth: the talk's words in bubbles, folded hands and exchanged
cards thrown face down on the discards, replacements dealt from the stock, the discards
shuffled into a new stock, the trump taken or shown, the buco, going in bestia."""
from __future__ import annotations

from typing import Any

from ...engine.bestia.events import BucoLaid, InBestia, TrumpShown
from ...engine.events import Discarded, Drew, Reshuffled, Said, TrumpTaken
from ...i18n import _
from ..anim import Step
from ..resources import res
from ..table.part import TableContext
from ..table.talk_moves import TalkMoves
from .words import (IN_BESTIA_BUBBLE, bubble, buco_laid, forced_bubble, forced_line, in_bestia_line, knocked_line,
                    reshuffled, trump_shown)


class BestiaMoves(TalkMoves):
    """The handlers of Bestia's events, and what they have shown so far this deal."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.start_deal()

    def start_deal(self) -> None:
        self.said: dict[int, str] = {}
        self.gone_bestia: set[int] = set()
        self.trump_seen = False
        self.reshuffles_seen = 0

    def handlers(self) -> dict[type, Any]:
        return {Said: self._said, Discarded: self._discarded, Drew: self.drew, Reshuffled: self._reshuffled,
                TrumpTaken: self._trump_taken, TrumpShown: self._trump_shown, BucoLaid: self._buco,
                InBestia: self._in_bestia}

    def _said(self, ev: Said) -> None:
        ctx = self.ctx
        word = ev.word
        forced, name, circuits = ev.forced, ctx.names[ev.seat], ctx.rules.max_circuits
        step = Step("said", hold=0.55)
        step.first(lambda: ctx.say(ev.seat, lambda: forced_bubble(bubble(word)) if forced else bubble(word)))
        step.first(lambda: self.said.__setitem__(ev.seat, word))
        line = (lambda: forced_line(name, word)) if forced else None
        if word == "knock":
            step.first(lambda: res().play("trick", 0.6))
            line = lambda: knocked_line(name, forced, circuits)  # noqa: E731  (worded as shown)
        if line:
            step.first(lambda: ctx.tell(line))
        ctx.timeline.add(step)
        if word == "fold":
            # the folded hand is laid face down on the discards
            self.to_discards(ev.seat, list(ctx.places.shown[ev.seat]), "fold")

    def _discarded(self, ev: Discarded) -> None:
        self.to_discards(ev.seat, self.discarded_cards(ev))

    def _reshuffled(self, ev: Reshuffled) -> None:
        """The stock ran out: the discards so far become the new stock."""
        ctx = self.ctx
        places = ctx.places
        entries = [e for e in ctx.deal.talk if e.reshuffled]
        fresh = entries[self.reshuffles_seen].reshuffled if self.reshuffles_seen < len(entries) else ()
        self.reshuffles_seen += 1
        step = Step("reshuffle", hold=0.3)
        step.first(lambda: ctx.tell(reshuffled))
        step.first(lambda: res().play("shuffle", 0.7))
        for j, card in enumerate(fresh):
            x, y = places.talon_xy(j, len(fresh))
            step.tween(places.sprites[card], delay=0.02 * j, duration=0.35, x=x, y=y, h=ctx.layout.table_h)
            step.call(0.02 * j, lambda card=card, j=j, k=len(fresh): places.where.__setitem__(card, ("talon", k - j)))
        ctx.timeline.add(step)

    def _trump_taken(self, ev: TrumpTaken) -> None:
        self.take_trump(ev, "trump-taken")
        self.trump_seen = True

    def _trump_shown(self, ev: TrumpShown) -> None:
        ctx = self.ctx
        step = Step("trump-shown", hold=0.5)
        step.first(lambda: ctx.tell(lambda: trump_shown(ev.card)))
        ctx.turn_over(step, ctx.places.sprites[ev.card])
        ctx.timeline.add(step)
        self.trump_seen = True
        ctx.sort_hand()

    def _buco(self, ev: BucoLaid) -> None:
        self.ctx.timeline.add(Step("buco", hold=0.4).first(
            lambda: self.ctx.tell(buco_laid)))

    def _in_bestia(self, ev: InBestia) -> None:
        ctx = self.ctx
        name = ctx.names[ev.seat]
        step = Step("bestia", hold=1.4)
        step.first(lambda: ctx.tell(lambda: in_bestia_line(name, ev.jetons, ev.knocker)))
        step.first(lambda: self.gone_bestia.add(ev.seat))
        step.first(lambda: ctx.say(ev.seat, lambda: _(IN_BESTIA_BUBBLE), talk=False))
        ctx.timeline.add(step)


__all__ = ["BestiaMoves"]
