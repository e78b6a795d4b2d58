"""Mouche's events on the cloth: the basket's worth said as the upcard is turned, the talk's
words in bubbles and on the plates, passed hands and exchanged cards thrown face down on
the discards, replacements dealt from the talon, the dealer robbing the upcard and laying
a card face down in its place, the mouche shown face up in the middle of the table, the
players mouched, and the Mistigri naming the trumps."""
from __future__ import annotations

from typing import Any

from ...engine import Card, Turned
from ...engine.events import Discarded, Drew, Said, TrumpTaken
from ...engine.mouche import MoucheShown, Mouched, TrumpNamed
from ..anim import Step, ease_in_out, ease_out
from ..resources import res
from ..table.news import Spoken
from ..table.part import TableContext
from ..table.talk_moves import TalkMoves
from . import words


class MoucheMoves(TalkMoves):
    """The handlers of Mouche's events, and what they have shown so far this deal."""

    def __init__(self, ctx: TableContext) -> None:
        super().__init__(ctx)
        self.start_deal()

    def start_deal(self) -> None:
        self.roles: dict[int, Spoken] = {}
        self.talk_seen = 0
        self.robbing: int | None = None  # the dealer whose laid card comes next
        self.robber: int | None = None  # the dealer who robbed the upcard
        self.robbed = False
        self.shown: int | None = None  # the seat that showed a mouche
        self.named: int | None = None  # the suit the Mistigri named

    def handlers(self) -> dict[type, Any]:
        return {Turned: self._turned, Said: self._said, Discarded: self._discarded, Drew: self.drew,
                TrumpTaken: self._trump_taken, MoucheShown: self._shown, Mouched: self._mouched,
                TrumpNamed: self._named}

    def role(self, seat: int) -> str:
        said = self.roles.get(seat)
        return said() if said is not None else ""

    # ----------------------------------------------------------------- the upcard
    def _turned(self, ev: Turned) -> None:
        """The upcard turned, and what the basket holds for this deal (the antes and the waiting mouche)."""
        ctx = self.ctx
        deal = ctx.deal
        transfers = deal.books.transfers
        ante = sum(t.jetons for t in transfers[:deal.ante_count])
        coming = [t.jetons for t in transfers if t.why == "waiting_mouche"]
        value = deal.value
        step = Step("turn", hold=0.35)
        step.first(lambda: ctx.tell(lambda: words.basket_news(value, ante, coming)))
        ctx.turn_up(step, ev)
        ctx.timeline.add(step)
        ctx.sort_hand()

    # ----------------------------------------------------------------- the talk
    def _said(self, ev: Said) -> None:
        ctx = self.ctx
        talk = ctx.deal.talk
        entry = talk[self.talk_seen] if self.talk_seen < len(talk) else None
        self.talk_seen += 1
        seat, word = ev.seat, ev.word
        text: Spoken
        role: Spoken
        if word == "pass":
            text, role = (lambda: words.PASS_BUBBLE), (lambda: words.ROLE_PASSED)
        elif word == "rob":
            text, role = (lambda: words.ROB_BUBBLE), (lambda: words.ROLE_ROBBED)
            self.robbing = self.robber = seat
        else:
            changed = len(entry.discards) if entry is not None else 0
            text = (lambda: words.exchange_bubble(changed)) if changed else (lambda: words.KEEP_BUBBLE)
            role = (lambda: words.role_changed(changed)) if changed else (lambda: words.ROLE_KEEPS)
            if seat == self.robber:
                role = lambda: words.robbed_role(changed)  # noqa: E731  (worded as shown)
        step = Step("said", hold=0.55)
        step.first(lambda: ctx.say(seat, text))
        step.first(lambda: self.roles.__setitem__(seat, role))
        if word == "rob":
            name = ctx.names[seat]
            step.first(lambda: ctx.tell(lambda upcard=ctx.deal.upcard: words.rob_news(name, upcard)))
        ctx.timeline.add(step)
        if word == "pass":  # the hand is thrown in face down
            self.to_discards(seat, list(ctx.places.shown[seat]))

    def _discarded(self, ev: Discarded) -> None:
        cards = self.discarded_cards(ev)
        if self.robbing == ev.seat:
            self.robbing = None
            self._lay_in_place(ev.seat, cards[0])
        else:
            self.to_discards(ev.seat, cards)

    def _lay_in_place(self, seat: int, card: Card) -> None:
        """The robbing dealer's card, face down where the upcard lay."""
        ctx = self.ctx
        places = ctx.places
        sp = places.sprites[card]
        step = Step("laid", hold=0.3)

        def start() -> None:
            if card in places.shown[seat]:
                places.shown[seat].remove(card)
            places.where[card] = ("robbed",)
            sp.z = places.zed()
            sp.lift = 0.0
            places.respread(step, seat)
            self.robbed = True
            res().play("card", 0.6)

        step.first(start)
        x, y, h = places.home_of(("robbed",))
        step.tween(sp, duration=0.35, ease=ease_in_out, x=x, y=y, h=h)
        step.call(0.1, lambda: setattr(sp, "face_up", False))
        ctx.timeline.add(step)

    def _trump_taken(self, ev: TrumpTaken) -> None:
        """The dealer robs: the upcard goes into the hand (face down in another's)."""
        self.take_trump(ev, "rob")

    # ----------------------------------------------------------------- after the talk
    def _shown(self, ev: MoucheShown) -> None:
        """The best mouche, face up in a row in the middle of the table, with its words."""
        ctx = self.ctx
        places = ctx.places
        deal = ctx.deal
        seat = ev.seat
        mouche = deal.mouche_shown[1]
        name = ctx.names[seat]
        cards = words.strongest_first(ev.cards, deal.rules)
        step = Step("mouche", hold=2.2)

        def start() -> None:
            for i, card in enumerate(cards):
                if card in places.shown[seat]:
                    places.shown[seat].remove(card)
                places.where[card] = ("shown", i)
                places.sprites[card].z = places.zed()
                places.sprites[card].lift = 0.0
            self.shown = seat
            self.roles[seat] = lambda: words.ROLE_MOUCHE
            ctx.say(seat, lambda: words.MOUCHE_BUBBLE)
            value = deal.value
            ctx.tell(lambda: words.mouche_news(name, mouche.suit, mouche.trumps, value))
            res().play("trick")

        step.first(start)
        for i, card in enumerate(cards):
            sp = places.sprites[card]
            x, y, h = places.home_of(("shown", i))
            step.tween(sp, delay=i * 0.08, duration=0.4, ease=ease_out, x=x, y=y, h=h)
            if seat != 0:
                ctx.turn_over(step, sp, i * 0.08 + 0.2)
        ctx.timeline.add(step)

    def _mouched(self, ev: Mouched) -> None:
        ctx = self.ctx
        name = ctx.names[ev.seat]
        step = Step("mouched", hold=1.0)
        step.first(lambda: ctx.tell(lambda: words.mouched_line(name, ev.jetons)))
        step.first(lambda: self.roles.__setitem__(ev.seat, lambda: words.ROLE_MOUCHED))
        step.first(lambda: ctx.say(ev.seat, lambda: words.MOUCHED_BUBBLE, talk=False))
        ctx.timeline.add(step)

    def _named(self, ev: TrumpNamed) -> None:
        ctx = self.ctx
        name = ctx.names[ev.seat]
        step = Step("named", hold=0.9)
        step.first(lambda: ctx.tell(lambda: words.named_news(name, ev.suit)))
        step.first(lambda: ctx.say(ev.seat, lambda: words.named_bubble(ev.suit)))
        step.first(lambda: setattr(self, "named", ev.suit))
        ctx.timeline.add(step)
        ctx.sort_hand()


__all__ = ["MoucheMoves"]
