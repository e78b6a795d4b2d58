"""Bésigue's events on the cloth: the deal, the turn-up laid crosswise under the stock, a
card played from the hand or from the melds, the melds laid face up in front of their
player and said in words, the sevens of trumps, both players drawing (the winner first),
the stock running out and the melds going back to the hands, and the count at the end:
the brisques card by card and the last trick's 10, each flying to the score pad.

Everything that depends on where the cards lie is worked out when its step starts, not
when the event is handed over: a deal picked up again hands every event over at once.
"""
from __future__ import annotations

from typing import Any, Callable

from ...engine import Card
from ...engine import Dealt as SharedDealt
from ...engine import Played as SharedPlayed
from ...engine import TrickWon as SharedTrickWon
from ...engine.besigue import events as ev
from ...engine.besigue.copies import BRISQUES, POWER, by_rank
from ...engine.besigue.melds import Meld
from ...engine.cards import SUIT_OF, Suit, mask_of
from ...i18n import _
from ..anim import Step, ease_in_out, ease_out
from ..resources import res
from ..table.part import TableContext
from ..table.places import turn_over
from . import words
from .pad import ScorePad
from .table_melds import MeldRows

#: How long a meld lies in words before the game goes on: long enough to read it.
MELD_PAUSE = 1.1


class Moves:
    """The handlers of Bésigue's events, and what they have shown so far this deal."""

    def __init__(self, ctx: TableContext, melds: MeldRows, pad: ScorePad) -> None:
        self.ctx = ctx
        self.melds = melds
        self.pad = pad
        self.start_deal()

    def start_deal(self) -> None:
        self.melds.clear()
        deal = self.ctx.deal
        self.pad.start(deal.scores_before if deal is not None else (0, 0))
        #: The trumps as shown (-1 until the turn-up or the first marriage shows them).
        self.trump = -1
        self.last_tricks = False
        self.counted: list[Card] = []  # brisques laid out at the count

    def handlers(self) -> dict[type, Callable[[Any], None]]:
        return {
            ev.Dealt: self.ctx.shared(SharedDealt), ev.TurnedUp: self._turned_up, ev.UpcardSeven: self._upcard_seven,
            ev.Played: self._played, ev.SevenPlayed: self._seven_played, ev.TrickWon: self.ctx.shared(SharedTrickWon),
            ev.BrisquesCounted: self._brisques, ev.LastTrickScored: self._last_trick, ev.Melded: self._melded,
            ev.TrumpsFixed: self._trumps_fixed, ev.SevenExchanged: self._seven_exchanged,
            ev.SevenDeclared: self._seven_declared, ev.Drew: self._drew, ev.StockExhausted: self._stock_out,
            ev.GameWon: self._ended, ev.DealEnded: self._ended,
        }

    # ----------------------------------------------------------------- helpers
    @property
    def L(self):  # noqa: N802 - the layout, as the table's code calls it
        return self.ctx.layout

    def _name(self, seat: int) -> str:
        return self.ctx.names[seat]

    def _step(self, name: str, build: Callable[[Step], None], hold: float = 0.0) -> Step:
        """A step whose moves are worked out when it starts."""
        step = Step(name, hold=hold)
        step.first(lambda: build(step))
        self.ctx.timeline.add(step)
        return step

    def _lay_melds(self, step: Step, seat: int) -> None:
        """Every card of the seat's melds slides to its place in the row."""
        places = self.ctx.places
        for card, where in self.melds.places(seat).items():  # left to right, each over the one before
            places.where[card] = where
            x, y, h = places.home_of(where)
            sp = places.sprites[card]
            sp.z = places.zed()
            step.tween(sp, duration=0.35, ease=ease_in_out, x=x, y=y, h=h)

    # ----------------------------------------------------------------- the deal
    def _turned_up(self, e: ev.TurnedUp) -> None:
        places = self.ctx.places
        sp = places.sprites[e.card]

        def build(step: Step) -> None:
            places.where[e.card] = ("up",)
            sp.z = 0  # beneath the stock
            res().play("card")
            x, y = self.L.upcard_pos
            step.tween(sp, duration=0.4, x=x, y=y, h=self.L.table_h, angle=90.0)
            turn_over(step, sp, 0.3)
            self.trump = SUIT_OF[e.card]

        self._step("turn-up", build, hold=0.3)
        self.ctx.sort_hand()

    def _upcard_seven(self, e: ev.UpcardSeven) -> None:
        def build(step: Step) -> None:
            self.ctx.tell(lambda: words.upcard_seven(self._name(e.seat)))
            self.pad.fly(step, self.L, e.seat, e.points, self.L.upcard_pos)

        self._step("upcard-seven", build, hold=0.6)

    # ----------------------------------------------------------------- the play
    def _played(self, e: ev.Played) -> None:
        if e.from_table:
            self.ctx.timeline.add(Step("unmeld").first(lambda: self.melds.remove(e.seat, e.card)))
        self.ctx.shared(SharedPlayed)(e)
        if e.from_table:
            self._step("melds-close", lambda step: self._lay_melds(step, e.seat))

    def _seven_played(self, e: ev.SevenPlayed) -> None:
        def build(step: Step) -> None:
            self.ctx.tell(lambda: words.seven_played(self._name(e.seat), e.card))
            self.pad.fly(step, self.L, e.seat, e.points, self.L.seats[e.seat].trick)

        self._step("seven-played", build, hold=0.4)

    def _brisques(self, e: ev.BrisquesCounted) -> None:
        deal = self.ctx.deal
        if deal.rules.brisques_when == "as_won":
            def build_won(step: Step) -> None:
                self.ctx.tell(lambda: words.trick_brisques(self._name(e.seat), e.points))
                self.pad.fly(step, self.L, e.seat, e.points, self.L.seats[e.seat].pile)

            self._step("brisques", build_won, hold=0.2)
            return
        self._count_brisques(e)

    def _count_brisques(self, e: ev.BrisquesCounted) -> None:
        """At the end of the deal: the seat's aces and tens laid out one by one, 10 each to the pad."""
        places = self.ctx.places
        cards = by_rank(self.ctx.deal.won[e.seat] & BRISQUES)

        def build(step: Step) -> None:
            L = self.L
            self.ctx.tell(lambda: words.brisques(self._name(e.seat), len(cards), e.points))
            row = L.meld_rows[e.seat]
            step_x = min(L.meld_w * 0.62, (row.width - L.meld_w) / max(1, len(cards) - 1))
            x0 = row.centerx - step_x * (len(cards) - 1) / 2
            px, py = L.seats[e.seat].pile
            for i, card in enumerate(cards):
                sp = places.sprites[card]
                at = 0.18 * i
                x, y = x0 + i * step_x, row.top + L.meld_h / 2

                def show(sp=sp) -> None:
                    sp.x, sp.y, sp.h, sp.visible, sp.face_up, sp.angle = px, py, L.meld_h, True, True, 0.0
                    sp.z = places.zed()
                    res().play("card", 0.5)

                step.call(at, show)
                step.tween(sp, delay=at, duration=0.3, ease=ease_out, x=x, y=y)
                self.pad.fly(step, L, e.seat, 10, (x, y - L.meld_h * 0.5), at=at + 0.2)
            for i, card in enumerate(cards):  # back to the pile once counted
                sp = places.sprites[card]
                at = 0.18 * len(cards) + 1.0
                step.tween(sp, delay=at, duration=0.35, x=px, y=py, h=L.small_h)
                step.call(at + 0.36, sp.hide)

        self._step("count", build, hold=0.2)

    def _last_trick(self, e: ev.LastTrickScored) -> None:
        def build(step: Step) -> None:
            self.ctx.tell(lambda: words.last_trick(self._name(e.seat)))
            self.pad.fly(step, self.L, e.seat, e.points, self.L.seats[e.seat].pile)

        self._step("last-trick", build, hold=0.5)

    # ----------------------------------------------------------------- declarations
    def _melded(self, e: ev.Melded) -> None:
        places = self.ctx.places
        meld = Meld(e.kind, mask_of(e.from_hand + e.from_table))

        def build(step: Step) -> None:
            seat = e.seat
            name = self._name(seat)
            self.ctx.tell(lambda: words.shows(name, meld))
            res().play("meld")
            for card in e.from_hand:
                sp = places.sprites[card]
                if card in places.shown[seat]:
                    places.shown[seat].remove(card)
                sp.z = places.zed()
                sp.lift = 0.0
                if not sp.face_up:
                    turn_over(step, sp, 0.1)
            self.melds.lay(seat, e.kind, list(e.from_hand) + list(e.from_table))
            self._lay_melds(step, seat)
            places.respread(step, seat)
            row = self.L.meld_rows[seat]
            self.pad.fly(step, self.L, seat, e.points, (row.centerx, row.centery), at=0.45)

        self._step("meld", build, hold=MELD_PAUSE)

    def _trumps_fixed(self, e: ev.TrumpsFixed) -> None:
        def build(step: Step) -> None:
            self.trump = int(e.suit)
            self.ctx.tell(lambda: words.marriage_fixes(self._name(e.seat), Suit(e.suit)))

        self._step("trumps", build, hold=0.9)
        self.ctx.sort_hand()

    def _seven_exchanged(self, e: ev.SevenExchanged) -> None:
        places = self.ctx.places

        def build(step: Step) -> None:
            seat = e.seat
            L = self.L
            self.ctx.tell(lambda: words.seven_exchanged(self._name(seat), e.card, e.took))
            res().play("card")
            seven, took = places.sprites[e.card], places.sprites[e.took]
            if e.card in places.shown[seat]:
                places.shown[seat].remove(e.card)
            places.where[e.card] = ("up",)
            seven.z, seven.lift = 0, 0.0
            x, y = L.upcard_pos
            step.tween(seven, duration=0.4, x=x, y=y, h=L.table_h, angle=90.0)
            if not seven.face_up:
                turn_over(step, seven, 0.1)
            places.receive(e.took, seat)
            took.z = places.zed()
            step.tween(took, delay=0.2, duration=0.4, h=L.hand_h if seat == 0 else L.small_h, angle=0.0)
            if seat != 0:
                step.call(0.45, lambda: setattr(took, "face_up", False))
            places.respread(step, seat)
            self.pad.fly(step, L, seat, e.points, L.upcard_pos, at=0.3)

        self._step("seven-exchange", build, hold=MELD_PAUSE * 0.7)
        if e.seat == 0:
            self.ctx.sort_hand()

    def _seven_declared(self, e: ev.SevenDeclared) -> None:
        places = self.ctx.places

        def build(step: Step) -> None:
            seat = e.seat
            L = self.L
            self.ctx.tell(lambda: words.seven_declared(self._name(seat), e.card))
            sp = places.sprites[e.card]
            home = (sp.x, sp.y, sp.h)
            if seat != 0:  # shown across the table, then back into the hand
                row = L.meld_rows[seat]
                step.tween(sp, duration=0.3, x=row.centerx, y=row.centery, h=L.meld_h)
                turn_over(step, sp, 0.05)
                step.call(1.0, lambda: setattr(sp, "face_up", False))
                step.tween(sp, delay=1.0, duration=0.3, x=home[0], y=home[1], h=home[2])
            else:
                step.tween(sp, duration=0.2, lift=L.hand_lift * 1.5)
                step.tween(sp, delay=1.0, duration=0.2, lift=0.0)
            self.pad.fly(step, L, seat, e.points, (home[0], home[1]), at=0.3)

        self._step("seven-shown", build, hold=0.4)

    # ----------------------------------------------------------------- the draw
    def _drew(self, e: ev.Drew) -> None:
        places = self.ctx.places
        card = e.card
        if card is None:
            return
        sp = places.sprites[card]

        def build(step: Step) -> None:
            seat = e.seat
            L = self.L
            if places.where.get(card, ("",))[0] == "talon":  # from the top of the stock
                top = places.talon_xy(places.count("talon") - 1, places.count("talon"))
                sp.x, sp.y = top
            res().play("draw", 0.8)
            places.receive(card, seat)
            sp.z = places.zed()
            step.tween(sp, duration=0.34, ease=ease_out, h=L.hand_h if seat == 0 else L.small_h, angle=0.0)
            if seat == 0 and not sp.face_up:
                turn_over(step, sp, 0.2)
            if seat != 0:
                step.call(0.15, lambda: setattr(sp, "face_up", False))
            places.respread(step, seat)

        self._step("draw", build)
        if e.seat == 0:
            self.ctx.sort_hand()

    def _stock_out(self, e: ev.StockExhausted) -> None:
        places = self.ctx.places

        def build(step: Step) -> None:
            self.last_tricks = True
            self.ctx.tell(lambda: _(words.STOCK_OUT))
            res().play("deal", 0.6)
            for seat in (0, 1):
                for card in self.melds.cards(seat):
                    places.receive(card, seat)
                    sp = places.sprites[card]
                    sp.z = places.zed()
                    step.tween(sp, duration=0.4, h=self.L.hand_h if seat == 0 else self.L.small_h)
                    if seat != 0:
                        step.call(0.25, lambda sp=sp: setattr(sp, "face_up", False))
                places.respread(step, seat)
            self.melds.clear()

        self._step("stock-out", build, hold=1.4)
        self.ctx.sort_hand()

    def _ended(self, e: Any) -> None:
        def build(step: Step) -> None:
            deal, names = self.ctx.deal, self.ctx.names
            self.ctx.tell(lambda: words.headline(deal, names))
            res().play("trick", 0.7)

        self._step("ended", build, hold=0.8)


def hand_order(card: Card) -> int:
    """A card's strength in its suit, for sorting the hand."""
    return POWER[card]


__all__ = ["MELD_PAUSE", "Moves", "hand_order"]
