"""The deal's events turned into animation steps: a table of handlers by kind of event.

The shared handlers show what every game of the family does alike: the cards dealt, a
card turned for trump, a card played, a trick won and gathered, the deal's end.  A game
adds its own kinds, or shows a shared kind its own way, with its part's ``handlers()``.
Payments are shown as jetons sliding between purses and pots, landing in the view's books;
the draw for the first dealer, the shuffle and the gathering of the cards between deals
are steps of their own.  What the animations have shown so far (speech bubbles, tricks
won, the last trick, the winning card, jetons in flight) is kept here for the cloth.
"""
from __future__ import annotations

from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Callable, Sequence

from ...engine import Card, Dealt, Ended, Played, Transfer, TrickWon, Turned
from ...engine.events import LAID_DOWN, TRUMP_CARD
from .. import theme, words
from ..anim import Step, Tween, ease_in_out, ease_out
from ...i18n import number
from ..resources import res
from ..words import you
from .news import Spoken
from .places import CardSprite, Places, turn_over

if TYPE_CHECKING:
    from .flow import TableFlow
    from .part import TablePart


class Chip:
    """A jeton (or fiche) sliding from a purse or pot to another."""

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
    """A purse's gain or loss rising from its plate and fading."""

    __slots__ = ("text", "x", "y", "age", "colour", "seat", "amount")

    def __init__(self, text: str, pos, colour) -> None:
        self.text, (self.x, self.y), self.colour, self.age = text, pos, colour, 0.0
        self.seat, self.amount = -1, 0


class Animator:
    def __init__(self, flow: "TableFlow", places: Places) -> None:
        self.flow = flow
        self.places = places
        self.part: "TablePart | None" = None
        #: What the talk has said, by seat, in bubbles over the plates (worded as shown).
        self.bubbles: dict[int, Spoken] = {}
        self.tricks_shown = [0] * flow.n
        self.last_trick: list[tuple[int, Card]] = []
        self.last_winner: int | None = None
        self.win_card: Card | None = None
        #: The trick on the cloth as shown, (seat, card) in order, and who takes it once it is complete.
        self.trick_now: list[tuple[int, Card]] = []
        self.taker: int | None = None
        self.chips: list[Chip] = []
        self.floaters: list[Floater] = []
        self.shuffled = False  # this deal's shuffle has been shown
        self.handlers: dict[type, Callable[[Any], None]] = {
            Dealt: self._deal, Turned: self._turn, Played: self._play, TrickWon: self._trick, Ended: self._ended,
        }
        #: The table's own handlers, kept when a game's take over a kind, for a game whose events
        #: of a shared kind are its own types with the same fields (``TableContext.shared``).
        self.shared = dict(self.handlers)

    def join(self, part: "TablePart") -> None:
        """The game's part: its handlers are added to the table's (and take over a kind they share)."""
        self.part = part
        self.handlers.update(part.handlers())

    @property
    def layout(self):
        return self.places.layout

    @property
    def tl(self):
        return self.flow.tl

    def bubble_words(self) -> dict[int, str]:
        """The bubbles' words, in the language shown now."""
        return {seat: say() for seat, say in self.bubbles.items()}

    # ----------------------------------------------------------------- the flow's calls
    def new_deal(self) -> None:
        """Forget the last deal: the pack is gathered as the new deal's order."""
        res().forget_missing()
        self.tricks_shown = [0] * self.flow.n
        self.bubbles.clear()
        self.win_card = None
        self.trick_now, self.taker = [], None
        self.last_trick, self.last_winner = [], None
        self.shuffled = False

    def lay_pack(self, order: Sequence[Card]) -> None:
        self.places.reset(order)

    def show(self, event: Any) -> None:
        """One event of the deal as animation steps (the first card dealt or turned shows the shuffle)."""
        handler = self.handlers.get(type(event))
        if not self.shuffled and (isinstance(event, (Dealt, Turned)) or handler in (self._deal, self._turn)):
            self.shuffled = True
            self._shuffle()
        if handler is not None:
            handler(event)

    def silenced(self) -> AbstractContextManager:
        return res().silenced()

    # ----------------------------------------------------------------- the lot
    def lot(self, lot: Sequence[tuple[int, Card]], dealer: int, then: Callable[[], None]) -> None:
        """Cards turned one to each seat until a King: ``dealer`` deals first; then ``then``."""
        L = self.layout
        step = Step("lot", hold=0.2)
        cx, cy = L.trick_centre
        sprites = self.places.lot_sprites = []
        gap = min(0.32, 4.0 / max(1, len(lot)))  # a long draw goes quicker
        for i, (seat, card) in enumerate(lot):
            sp = CardSprite(card)
            sp.x, sp.y, sp.h = cx, cy, L.table_h
            sp.z = 2000 + i
            sprites.append(sp)
            d = i * gap
            step.call(d, sp.show)
            step.call(d, lambda: res().play("card", 0.6))
            tx, ty = L.seats[seat].lot
            step.tween(sp, delay=d, duration=0.34, x=tx, y=ty, arc=10 * L.u)
            step.call(d + 0.17, lambda sp=sp: setattr(sp, "face_up", True))
            # a later card of the same seat covers the earlier one
        self.tl.add(step)
        name = self.flow.names[dealer]
        self.tl.add(Step("lot-hold", hold=1.6).first(lambda: self.flow.tell(lambda: words.first_dealer(name))))
        gather = Step("lot-gather")
        px, py = L.dealer_pack(dealer)
        for sp in sprites:
            gather.tween(sp, duration=0.35, x=px, y=py)
            gather.call(0.1, lambda sp=sp: setattr(sp, "face_up", False))
        gather.call(0.36, self._clear_lot)
        self.tl.add(gather)
        self.tl.add(Step("first").call(0, then))

    def _clear_lot(self) -> None:
        self.places.lot_sprites = []
        self.flow.tell("")

    # ----------------------------------------------------------------- shuffle and deal
    def _shuffle(self) -> None:
        deal = self.flow.deal
        L = self.layout
        sprites = self.places.sprites
        px, py = L.dealer_pack(deal.dealer)
        cards = list(deal.order)
        step = Step("shuffle")
        step.first(lambda: res().play("shuffle"))
        half = len(cards) // 2
        w = L.table_w
        for rep in range(2):
            t0 = rep * 0.5
            for i, card in enumerate(cards):
                sp = sprites[card]
                side = -1 if (i < half) ^ (rep == 1) else 1
                step.tween(sp, delay=t0, duration=0.2, x=px + side * w * 0.62, y=py - (i % half) * 0.4)
                step.tween(sp, delay=t0 + 0.24, duration=0.2, x=px, y=py)
            for i, card in enumerate(cards):
                step.call(t0 + 0.3, lambda sp=sprites[card], z=(i % half) * 2 + (i >= half): setattr(sp, "z", z))
        step.call(1.0, lambda: self.places.restack(cards))
        self.tl.add(step)

    def _deal(self, ev: Dealt) -> None:
        deal = self.flow.deal
        L = self.layout
        places = self.places
        step = Step("deal")
        counts = [0] * self.flow.n
        t = 0.0
        prev = None
        size = [ev.receivers.count(seat) for seat in range(self.flow.n)]
        laid = 0
        for i, seat in enumerate(ev.receivers):
            card = deal.order[i]
            sp = places.sprites[card]
            if seat == TRUMP_CARD:
                continue  # turned before the deal
            if seat != prev:
                t += 0.12
                step.call(t, lambda: res().play("deal", 0.7))
                prev = seat
            if seat == LAID_DOWN:
                where = self.part.laid_down(laid)
                laid += 1
                tx, ty, h = places.home_of(where)
                step.call(t + 0.3, lambda card=card, where=where: places.where.__setitem__(card, where))
            else:
                slot = counts[seat]
                counts[seat] += 1
                tx, ty = places.slots(seat, size[seat])[slot]
                h = L.hand_h if seat == 0 else L.small_h
                step.call(t + 0.3, lambda card=card, seat=seat: places.receive(card, seat))
            step.call(t, lambda sp=sp: setattr(sp, "z", places.zed()))
            step.tween(sp, delay=t, duration=0.3, ease=ease_out, x=tx, y=ty, h=h)
            t += 0.05
        talon = deal.order[len(ev.receivers):]
        for j, card in enumerate(talon):
            sp = places.sprites[card]
            x, y = places.talon_xy(j, len(talon))
            step.tween(sp, delay=t + 0.1, duration=0.35, x=x, y=y, h=L.table_h)
            step.call(t + 0.1, lambda card=card, j=j, k=len(talon): places.where.__setitem__(card, ("talon", k - j)))
        self.tl.add(step)
        self.flip_up([deal.order[i] for i, seat in enumerate(ev.receivers) if seat == 0])
        self.sort()

    def flip_up(self, cards: Sequence[Card]) -> None:
        """The person's cards turn face up (in a demo too: the watcher sees seat 0's hand)."""
        flip = Step("flip")
        for card in cards:
            sp = self.places.sprites[card]
            flip.tween(sp, duration=0.12, ease=ease_in_out, squeeze=0.0)
            flip.call(0.12, lambda sp=sp: setattr(sp, "face_up", True))
            flip.tween(sp, delay=0.12, duration=0.12, squeeze=1.0)
        self.tl.add(flip)

    def _sort_hand(self) -> None:
        deal = self.flow.deal
        trump = deal.trump if self.part.trump_known() else -1
        suit_order = [s for s in (0, 1, 3, 2) if s != trump] + [trump]

        def key(card: Card) -> tuple[int, int, int]:
            suit, strength = self.part.hand_rank(card, trump)
            return suit_order.index(suit), -strength, card

        self.places.shown[0].sort(key=key)

    def sort(self) -> None:
        """Sort the person's hand (trumps last, once known) and slide the cards into place."""
        sort = Step("sort")
        sort.first(self._sort_hand)
        sort.first(lambda: self.places.respread(sort, 0))
        self.tl.add(sort)

    def turn_to(self, step: Step, card: Card, where: tuple, x: float, y: float, face_up: bool) -> CardSprite:
        """In ``step``, ``card`` moves to ``where`` at (x, y), on top, turned face up if asked."""
        L = self.layout
        sp = self.places.sprites[card]
        step.call(0, lambda: res().play("card"))
        step.call(0, lambda: setattr(sp, "z", self.places.zed()))
        step.call(0, lambda: self.places.where.__setitem__(card, where))
        step.tween(sp, duration=0.4, x=x, y=y, h=L.table_h)
        if face_up:
            turn_over(step, sp)
        return sp

    def _turn(self, ev: Turned) -> None:
        step = Step("turn", hold=0.35)
        self.turn_up(step, ev)
        self.tl.add(step)
        self.sort()  # trumps may now be known: sort the person's hand again

    def turn_up(self, step: Step, ev: Turned) -> None:
        """The card turned for trump goes face up beside the talon (face down until the game shows it)."""
        L = self.layout
        card = ev.card if ev.card is not None else self.flow.deal.trump_card
        self.turn_to(step, card, ("up",), L.upcard_pos[0], L.upcard_pos[1],
                     ev.card is not None and self.part.trump_known())

    # ----------------------------------------------------------------- tricks
    def _play(self, ev: Played) -> None:
        L = self.layout
        places = self.places
        sp = places.sprites[ev.card]
        seat = ev.seat
        step = Step("play")

        def start() -> None:
            if ev.card in places.shown[seat]:
                places.shown[seat].remove(ev.card)
            places.where[ev.card] = ("trick", seat)
            self.trick_now.append((seat, ev.card))
            sp.z = places.zed()
            sp.lift = 0.0
            res().play("card")
            places.respread(step, seat)

        step.first(start)
        tx, ty = L.seats[seat].trick
        step.tween(sp, duration=0.34, ease=ease_out, x=tx, y=ty, h=L.trick_h)
        if not sp.face_up:
            step.tween(sp, duration=0.12, squeeze=0.0)
            step.call(0.12, lambda: setattr(sp, "face_up", True))
            step.tween(sp, delay=0.12, duration=0.14, squeeze=1.0)
        step.call(0.3, self._mark_leader)
        self.tl.add(step)

    def _mark_leader(self) -> None:
        """Mark the card now winning the trick on the cloth."""
        leading = getattr(self.flow.deal, "leading", None)
        seat = leading(self.trick_now) if leading is not None else None
        self.win_card = next((card for s, card in self.trick_now if s == seat), None)

    def _trick(self, ev: TrickWon) -> None:
        L = self.layout
        places = self.places
        deal = self.flow.deal
        n = self.part.trick_size()
        plays = deal.plays[(ev.trick - 1) * n: ev.trick * n]
        winner_card = next(card for seat, card in plays if seat == ev.seat)
        hold = Step("trick-hold", hold=0.75)
        hold.first(lambda: setattr(self, "win_card", winner_card))
        hold.first(lambda: setattr(self, "taker", ev.seat))
        self.tl.add(hold)
        gather = Step("trick-gather")
        px, py = L.seats[ev.seat].pile

        def start() -> None:
            self.win_card, self.taker, self.trick_now = None, None, []
            res().play("trick")
            for _, card in plays:
                places.where[card] = ("pile", ev.seat)

        gather.first(start)
        for i, (_, card) in enumerate(plays):
            sp = places.sprites[card]
            gather.tween(sp, delay=i * 0.03, duration=0.38, ease=ease_in_out, x=px, y=py, h=L.small_h)
            gather.call(0.2, lambda sp=sp: setattr(sp, "face_up", False))
            gather.call(0.42 + i * 0.03, sp.hide)

        def done() -> None:
            self.tricks_shown[ev.seat] += 1
            self.last_trick = list(plays)
            self.last_winner = ev.seat

        gather.call(0.45 + n * 0.03, done)
        self.tl.add(gather)

    def _ended(self, ev: Ended) -> None:
        flow = self.flow
        deal, names, headline = flow.deal, flow.names, flow.ui.headline
        flow.tell(lambda: you(headline(deal, names)))
        self.tl.add(Step("ended", hold=0.5))

    def gather(self, dealer: int | None) -> None:
        """Every card back to the next dealer's pack (or, at the session's end, to the centre and away)."""
        L = self.layout
        step = Step("gather")
        px, py = L.dealer_pack(dealer) if dealer is not None else L.trick_centre
        for sp in self.places.sprites.values():
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
    def party_pos(self, party, incoming: bool) -> tuple[float, float]:
        """Where a purse (a seat) or a pot lies: a pot where the game's part says."""
        L = self.layout
        if isinstance(party, int):
            plate = L.seats[party].plate
            return (plate.right - 30 * L.u, plate.top + 18 * L.u)
        return self.part.party_pos(party, incoming) or L.trick_centre

    def pay(self, transfers: Sequence[Transfer]) -> None:
        """Payments alike (one reason), as jetons sliding together (as many and of the kind the game's part says)."""
        step = Step("pay", hold=0.1)
        step.first(lambda: res().play("jetons"))
        for i, t in enumerate(transfers):
            d = i * 0.07
            kind, count = self.part.chips(t)
            src = self.party_pos(t.source, False)
            for c in range(count):
                chip = Chip(src, kind)
                dd = d + c * 0.05
                step.call(dd, chip.show)
                step.call(dd, lambda chip=chip: self.chips.append(chip))
                # the target is read when the chip leaves (a new bête goes to the end of the queue)
                step.call(dd, lambda chip=chip, t=t, dd=dd: self._aim(step, chip, t, dd))
                step.call(dd + 0.55, chip.remove)
            step.call(d + 0.55 + (count - 1) * 0.05, lambda t=t: self._land(t))
        self.tl.add(step)

    def _aim(self, step: Step, chip: Chip, t: Transfer, at: float) -> None:
        tx, ty = self.party_pos(t.target, True)
        tween = Tween(chip, {"x": tx, "y": ty}, at, 0.5, ease_in_out, 24 * self.layout.u)
        step.items.append((at, 10 ** 6, tween))

    def _land(self, t: Transfer) -> None:
        self.flow.view.pay(t.source, t.target, t.jetons, t.why)
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
                    f = Floater(("+" if amount > 0 else "−") + number(abs(amount)),
                                (plate.right - 20 * self.layout.u, plate.top), colour)
                    f.seat, f.amount = who, amount
                    self.floaters.append(f)

    def settle(self, dt: float) -> None:
        """Time passes for what fades: floaters rise, landed jetons go."""
        for f in self.floaters:
            f.age += dt
        self.floaters = [f for f in self.floaters if f.age < 1.4]
        if not self.tl.busy and self.chips:
            self.chips = [c for c in self.chips if not c.gone]

    @property
    def moving(self) -> bool:
        """Jetons or figures still on the move (the loop must not sleep)."""
        return bool(self.floaters or self.chips)


__all__ = ["Animator", "Chip", "Floater"]
