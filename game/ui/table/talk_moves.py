"""The moves the talk of the Rams family shares on the cloth (Bestia, Mouche): exchanged or
folded cards thrown face down on the discards, replacements dealt from the stock, and the
turned trump taken into a hand.  A game's moves build on :class:`TalkMoves` and add their
own events (the buco, going in bestia; the mouche shown, the Mistigri naming the trumps)."""
from __future__ import annotations

from ...engine import Card
from ...engine.events import Discarded, Drew, TrumpTaken
from ..anim import Step, ease_in_out, ease_out
from ..resources import res
from .part import TableContext


class TalkMoves:
    """The shared handlers of the talk's events: each returns nothing and adds its step to
    the table's timeline."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx

    def to_discards(self, seat: int, cards: list[Card], name: str = "discard") -> None:
        """Cards from a seat to the discards, turned face down as they go."""
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

    def discarded_cards(self, ev: Discarded) -> list[Card]:
        """The cards of a discard, those the event hides (another's) read from the deal's own
        history: the last cards the seat threw."""
        seen = [c for c in ev.cards if c is not None]
        if len(seen) == len(ev.cards):
            return seen
        for entry in reversed(self.ctx.deal.talk):
            if entry.seat == ev.seat and len(entry.discards) == len(ev.cards):
                return list(entry.discards)
        return []

    def drew(self, ev: Drew) -> None:
        """Replacements dealt from the stock into a hand (face up in the person's)."""
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

    def take_trump(self, ev: TrumpTaken, name: str) -> None:
        """The turned trump taken into a hand (face down in another's)."""
        ctx = self.ctx
        places = ctx.places
        sp = places.sprites[ev.card]
        step = Step(name, hold=0.2)

        def start() -> None:
            places.receive(ev.card, ev.seat)
            sp.z = places.zed()
            places.respread(step, ev.seat)

        step.first(start)
        step.tween(sp, duration=0.35, h=ctx.layout.hand_h if ev.seat == 0 else ctx.layout.small_h)
        if ev.seat != 0:
            step.call(0.3, lambda: setattr(sp, "face_up", False))
        ctx.timeline.add(step)
        if ev.seat == 0:
            ctx.sort_hand()


__all__ = ["TalkMoves"]
