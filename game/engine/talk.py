"""The talk of the Rams-family games (Bestia, Mouche): before any card is played each
player in turn says whether he is in, may throw cards and be given as many from the
stock (Mouche's talon), or drops out; the dealer may rob the card turned for trump.

What the games say alike lives here: the exchange a player asks for (:class:`Exchange`),
the words said as the deal keeps them (:class:`TalkEntry`) and as the table heard them
(:class:`HeardTalk`), and :class:`TalkPlay`, the base of a deal with a talk: drawing the
replacements, dropping out, the turn that skips those out, the dealer robbing the trump
card, and the play among the seats still in.  The words themselves, and when each may be
said, are each game's own.
"""
from __future__ import annotations

from math import comb
from typing import Callable, ClassVar, Iterable, NamedTuple

from .cards import BIT, Card, cards_in, mask_of
from .phase import Phase
from .trickplay import TrickPlay


class Exchange(NamedTuple):
    """Say "play" and throw the cards of ``discards`` (a bitmask), to be given as many from
    the stock.  ``Exchange(0)`` plays the cards held."""

    discards: int = 0

    @classmethod
    def of(cls, cards: Iterable[Card]) -> "Exchange":
        return cls(mask_of(cards))

    @property
    def cards(self) -> tuple[Card, ...]:
        return cards_in(self.discards)

    @property
    def count(self) -> int:
        return self.discards.bit_count()

    @property
    def code(self) -> str:
        """As the games' action parsers read it: 'play' or 'play 2S 4H'."""
        return " ".join(["play", *(str(c) for c in self.cards)])

    def __str__(self) -> str:
        if not self.discards:
            return "play"
        return "play, changing " + " ".join(str(c) for c in self.cards)


class TalkEntry(NamedTuple):
    """One thing said (or done) in the talk, in order.

    ``word``: the game's (Bestia: fold, play, knock, terzo, buco, rob, leave, or discard,
    the robbing dealer's card; Mouche: pass, play, rob).  ``forced`` when the rules spoke
    for the player.  For a play: the cards thrown and drawn; ``reshuffled`` is the new
    stock when the stock ran out during this exchange, after the first ``drawn_before``
    cards were drawn.  ``circuit`` counts from 1.
    """

    seat: int
    word: str
    forced: bool = False
    discards: tuple[Card, ...] = ()
    drawn: tuple[Card, ...] = ()
    reshuffled: tuple[Card, ...] = ()
    drawn_before: int = 0
    circuit: int = 1


class HeardTalk(NamedTuple):
    """A word of the talk as everyone heard it: ``changed`` is how many cards a player
    exchanged (the cards themselves are known only to that player)."""

    seat: int
    word: str
    forced: bool
    changed: int
    circuit: int


#: EXCHANGES[cards held][most] is how many exchanges of at most ``most`` cards there are.
EXCHANGES = tuple(tuple(sum(comb(size, k) for k in range(min(most, size) + 1)) for most in range(7)) for size in range(7))


def exchanges(hand: int, most: int) -> list[int]:
    """Every set of at most ``most`` cards of ``hand``, fewest first: the exchanges a
    player may ask for."""
    subsets = [0]
    if most:
        for card in cards_in(hand):
            bit = 1 << card
            subsets += [m | bit for m in subsets if m.bit_count() < most]
    subsets.sort(key=lambda m: (m.bit_count(), m))
    return subsets


def random_discards(hand: int, most: int, random: Callable[[], float]) -> int:
    """One of the exchanges of at most ``most`` cards of ``hand``, each as likely (each card
    thrown at even odds, drawn again until no more than ``most`` are thrown)."""
    if not most:
        return 0
    cards = cards_in(hand)
    while True:
        discards = 0
        for card in cards:
            if random() < 0.5:
                discards |= 1 << card
        if discards.bit_count() <= most:
            return discards


def next_in(seats: tuple[int, ...], seat: int) -> int:
    """The seat in play after ``seat`` (which may itself be out); ``seats`` in seat order."""
    for s in seats:
        if s > seat:
            return s
    return seats[0]


class TalkPlay(TrickPlay):
    """A deal whose play is preceded by a talk.  The game sets ``OUT``, the word of a
    player who drops out, and implements :meth:`_restock` if its stock may run out.

    ``status[seat]`` is the seat's last word (None before it speaks); ``turns`` counts each
    seat's turns and ``circuit`` the rounds of the talk; ``stock`` is the face-down pack
    to draw from, top card first, ``discards`` the cards thrown, ``dead`` the hands laid
    down by those out; ``exchanged`` counts each seat's cards changed.
    """

    __slots__ = (
        "dealer", "eldest", "upcard", "trump_on_table", "stock", "discards", "dead", "status", "turns", "circuit",
        "talk", "exchanged", "in_seats", "leader", "_folds",
    )
    OUT: ClassVar[str] = "fold"

    def _init_talk(self) -> None:
        """Nobody has spoken yet."""
        n = self.players
        self.discards: list[Card] = []
        self.dead = 0
        self.status: list[str | None] = [None] * n
        self._folds = 0
        self.turns = [0] * n
        self.circuit = 1
        self.talk: list[TalkEntry] = []
        self.exchanged = [0] * n
        self.in_seats: tuple[int, ...] = ()
        self.leader: int | None = None

    # ----------------------------------------------------------------- queries
    @property
    def folded(self) -> list[bool]:
        return [s == self.OUT for s in self.status]

    @property
    def remaining(self) -> int:
        """Players not out."""
        return self.players - self._folds

    # ----------------------------------------------------------------- words
    def _say_play(self, seat: int, discards: int) -> None:
        """``seat`` is in, throwing ``discards`` and drawing as many from the top of the stock."""
        self.status[seat] = "play"
        self.turns[seat] += 1
        if not discards:
            self.talk.append(TalkEntry(seat, "play", circuit=self.circuit))
            return
        thrown = cards_in(discards)
        count = len(thrown)
        stock = self.stock
        drawn = stock[:count]
        del stock[:count]
        before, reshuffled = len(drawn), ()
        if before < count:
            reshuffled = self._restock()
            more = count - before
            drawn += stock[:more]
            del stock[:more]
            assert len(drawn) == count, "the stock and the discards always hold enough cards"
        self.hands[seat] = self.hands[seat] ^ discards | mask_of(drawn)
        self.discards.extend(thrown)
        self.exchanged[seat] += count
        self.talk.append(TalkEntry(seat, "play", False, thrown, tuple(drawn), reshuffled, before, self.circuit))

    def _restock(self) -> tuple[Card, ...]:
        """A new stock when the stock runs out during an exchange (Bestia shuffles the
        discards); a game whose stock always suffices never comes here."""
        raise AssertionError("the stock ran out")

    def _fold(self, seat: int, forced: bool) -> None:
        """``seat`` is out of this deal: its hand is laid down."""
        self.status[seat] = self.OUT
        self._folds += 1
        self.turns[seat] += 1
        self.dead |= self.hands[seat]
        self.hands[seat] = 0
        self.talk.append(TalkEntry(seat, self.OUT, forced, circuit=self.circuit))

    def _take_upcard(self, seat: int) -> None:
        """The (dealer's) rob: the card turned for trump goes into the hand."""
        self.hands[seat] |= BIT[self.upcard]
        self.trump_on_table = False

    def _lay_aside(self, seat: int, card: Card) -> None:
        """A card laid face down out of the hand (the robbing dealer's), with the discards."""
        self.hands[seat] ^= BIT[card]
        self.discards.append(card)

    # ----------------------------------------------------------------- turns
    def _advance(self, seat: int) -> int:
        """The next seat to speak, skipping those out; passing the dealer starts a circuit."""
        n, status, out = self.players, self.status, self.OUT
        while True:
            if seat == self.dealer:
                self.circuit += 1
            seat = seat + 1 if seat + 1 < n else 0
            if status[seat] != out:
                return seat

    def _nearest_eldest(self) -> int:
        """The seat still in nearest eldest hand, in order of play."""
        n = self.players
        for offset in range(n):
            seat = (self.eldest + offset) % n
            if self.status[seat] != self.OUT:
                return seat
        raise AssertionError("someone is always in")

    def _begin_play(self, seats: tuple[int, ...], leader: int) -> None:
        """The play among ``seats`` (in seat order), ``leader`` leading; the game has set its
        duty, trump and lead rule."""
        self.in_seats = seats
        self._next = tuple(next_in(seats, s) for s in range(self.players))
        self._in_play = len(seats)
        self._ready_to_play()
        self.leader = leader
        self.phase = Phase.PLAY
        self.to_act = leader
        self._legal = -1

    def _copy_talk_into(self, other: "TalkPlay") -> None:
        """The talk's own lists, for a clone (the slots are copied by :meth:`_copy_into`)."""
        other.stock = list(self.stock)
        other.discards = list(self.discards)
        other.status = list(self.status)
        other.turns = list(self.turns)
        other.talk = list(self.talk)
        other.exchanged = list(self.exchanged)


__all__ = [
    "EXCHANGES", "Exchange", "HeardTalk", "TalkEntry", "TalkPlay", "exchanges", "next_in", "random_discards",
]
