"""The card play of a Rams-family deal (some seats fold, those in play every trick out,
each trick taken counts) as a small, fast search state: what the games' searches share.

The searches step the play many thousands of times a decision; the engine's deal carries
books, records and checks they do not need.  :class:`TrickPlay` holds only the hands of
the seats in play as bitmasks (0 for a seat out of the play), the trick in progress, the
tricks taken and the cards played; a game's state adds what its own rules need (which
cards may be played, forced leads, a card naming the trumps) and sets the tables it plays
by: ``suit_of`` (the suit a card counts in), ``stronger`` (by card, the mask of the cards
of its suit that beat it), ``trump`` and ``legal_of`` (the engine's duty).

:class:`MemoPayoffs` remembers what each way the tricks can fall pays every seat
(:class:`Settled`: the gains, and the purses' changes), and :func:`after_each` values the
position after each of a seat's moves.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence, TypeVar

from ..engine.cards import BIT, Card
from ..engine.tricks import beats

State = TypeVar("State", bound="TrickPlay")


class TrickPlay:
    """The card play from any point: the hands, the trick in progress (``led``, ``best``
    and ``best_seat`` winning it, ``in_trick`` cards in), the tricks taken by seat
    (``won``), the tricks done and the cards played (a mask)."""

    __slots__ = (
        "hands", "nxt", "size", "tricks", "trump", "legal_of", "stronger", "suit_of",
        "to_act", "led", "best", "best_seat", "in_trick", "won", "done", "played",
    )
    #: The copy of a state of this class (:func:`_cloner`), made once for each class.
    _clone: Callable[[Any], Any]

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls._clone = staticmethod(_cloner(cls))  # type: ignore[assignment]

    def _start(self, hands: Sequence[int], in_seats: Sequence[int], leader: int, tricks: int) -> None:
        """The play before its first card: ``leader`` to lead, the seats ``in_seats`` in
        turn, ``tricks`` tricks to play."""
        seats = sorted(in_seats)
        n = len(hands)
        self.hands = list(hands)
        self.nxt = tuple(next((s for s in seats if s > seat), seats[0]) for seat in range(n))
        self.size = len(seats)
        self.tricks = tricks
        self.to_act = leader
        self.led: Card | None = None
        self.best: Card | None = None
        self.best_seat = -1
        self.in_trick = 0
        self.won = [0] * n
        self.done = 0
        self.played = 0

    def clone(self: State) -> State:
        """A copy to play on: the hands and the tricks taken are its own, the tables shared."""
        return self._clone(self)

    @property
    def is_over(self) -> bool:
        return self.done == self.tricks

    def beats(self, card: Card, best: Card) -> bool:
        """Whether ``card`` takes the lead of a trick ``best`` is winning (the engine's rule)."""
        return beats(card, best, self.trump, self.stronger, self.suit_of)

    def apply(self, card: Card) -> None:
        """Play ``card`` for the seat to act (trusted: callers offer legal cards)."""
        seat = self.to_act
        self.hands[seat] ^= BIT[card]
        self.played |= BIT[card]
        if self.in_trick == 0:
            self.led = self.best = card
            self.best_seat = seat
        elif beats(card, self.best, self.trump, self.stronger, self.suit_of):  # type: ignore[arg-type]
            self.best, self.best_seat = card, seat
        self.in_trick += 1
        if self.in_trick < self.size:
            self.to_act = self.nxt[seat]
        else:
            winner = self.best_seat
            self.won[winner] += 1
            self.done += 1
            self.to_act = winner
            self.in_trick = 0
            self.led = self.best = None
            self.best_seat = -1

    def play(self, move: Any) -> None:
        """Play a move of the search (here a card; a game may have moves of its own)."""
        self.apply(move)

    def cards_left(self) -> int:
        return sum(h.bit_count() for h in self.hands)


def _cloner(cls: type) -> Callable[[Any], Any]:
    """The copy of a play state of class ``cls``, every slot of the class and its bases
    written out once: the searches copy a state at every node, and a loop over the slots'
    names costs three times as much."""
    names = [name for klass in reversed(cls.__mro__) for name in klass.__dict__.get("__slots__", ())]
    lines = ["def clone(self):", "    other = new(cls)"]
    lines += [f"    other.{name} = self.{name}" for name in names if name not in ("hands", "won")]
    lines += ["    other.hands = self.hands[:]", "    other.won = self.won[:]", "    return other"]
    scope: dict[str, Any] = {"new": object.__new__, "cls": cls}
    exec("\n".join(lines), scope)  # noqa: S102 - the code is the slots' names, nothing read from outside
    return scope["clone"]


TrickPlay._clone = staticmethod(_cloner(TrickPlay))  # type: ignore[assignment]


class Settled(tuple):
    """Each seat's gain for one way the tricks fell (a tuple, as the searches compare
    it), with each seat's purse change from the same moment in ``purses``: the gain
    decides, the purse says whether the seat came out of the deal ahead."""

    purses: tuple[float, ...]

    @classmethod
    def of(cls, gains: Sequence[float], purses: Sequence[float]) -> "Settled":
        settled = cls(gains)
        settled.purses = tuple(purses)
        return settled


class MemoPayoffs:
    """What each way the tricks can fall (the tricks taken by seat) pays every seat,
    worked out once by :meth:`_settle` and remembered in ``memo``, which the game's
    ``__init__`` sets to an empty dict."""

    memo: dict[tuple[int, ...], Settled]

    def __call__(self, won: Sequence[int]) -> Settled:
        key = tuple(won)
        hit = self.memo.get(key)
        if hit is None:
            hit = self.memo[key] = self._settle(key)
        return hit

    def _settle(self, won: tuple[int, ...]) -> Settled:
        raise NotImplementedError


V = TypeVar("V")


def after_each(state: State, moves: Sequence[Any], value: Callable[[State], V]) -> dict[Any, V]:
    """``value`` of the play after each of ``moves`` for the seat to act, each on a copy."""
    out = {}
    for move in moves:
        child = state.clone()
        child.play(move)
        out[move] = value(child)
    return out


__all__ = ["MemoPayoffs", "Settled", "TrickPlay", "after_each"]
