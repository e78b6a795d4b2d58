"""The card play of a trick-taking deal as a small, fast search state.

The searches (``solver``, ``ismcts``) and the rollouts need a state they can copy and
step millions of times; the engine's :class:`~game.engine.Deal` carries books, records and
checks they do not need.  A :class:`TrickState` holds only the hands as bitmasks, the
trick in progress and the tricks taken, and asks two pluggable parts for the rest: the
:class:`TrickRules` (which cards may be played, which card beats which) and an
``evaluate`` function giving every seat's payoff once the last trick is taken.  Bête
supplies :class:`BeteTricks` and a payoff from :mod:`game.ai.bete.payoff`; another trick game
(Bestia) can supply its own and reuse the searches.

It follows the generic state interface the searches use: ``to_act``, ``is_over``,
``legal_moves()``, ``apply(move)``, ``clone()`` and ``payoffs()``.
"""
from __future__ import annotations

from typing import Callable, Protocol, Sequence

from ...engine.cards import Card, SUIT_OF, cards_in
from ...engine.bete.deal import TRICKS
from ...engine.tricks import legal_cards

Payoffs = Sequence[float]
Evaluate = Callable[[Sequence[int], Sequence[int]], Payoffs]


class GameState(Protocol):
    """What the generic searches need of a game position."""

    to_act: int

    @property
    def is_over(self) -> bool: ...

    def legal_moves(self) -> Sequence[object]: ...

    def apply(self, move: object) -> None: ...

    def clone(self) -> "GameState": ...

    def payoffs(self) -> Payoffs: ...


class TrickRules(Protocol):
    """The card-play duties of a trick game, on bitmasks."""

    trump: int
    stronger: tuple[int, ...]

    def legal(self, hand: int, led: Card | None, best: Card | None) -> int: ...


class BeteTricks:
    """Bête's duties: follow suit, else trump, else overtrump a trumped trick, else anything."""

    __slots__ = ("trump", "stronger", "power")

    def __init__(self, trump: int, stronger: tuple[int, ...], power: tuple[int, ...]) -> None:
        self.trump = trump
        self.stronger = stronger
        self.power = power

    def legal(self, hand: int, led: Card | None, best: Card | None) -> int:
        return legal_cards(hand, led, best, self.trump, self.stronger)


class TrickState:
    """Card play from any point of a deal: hands as bitmasks, the trick in progress."""

    __slots__ = (
        "rules", "players", "hands", "to_act", "led", "best", "best_seat", "in_trick", "tricks_won", "winners",
        "played", "evaluate",
    )

    def __init__(
        self,
        rules: TrickRules,
        hands: Sequence[int],
        to_act: int,
        trick: Sequence[tuple[int, Card]] = (),
        tricks_won: Sequence[int] | None = None,
        winners: Sequence[int] = (),
        played: int = 0,
        evaluate: Evaluate | None = None,
    ) -> None:
        """``trick`` is the trick in progress as (seat, card) in order of play; ``played``
        every card played so far (the trick's included) as a bitmask."""
        n = len(hands)
        self.rules = rules
        self.players = n
        self.hands = list(hands)
        self.to_act = to_act
        self.led: Card | None = None
        self.best: Card | None = None
        self.best_seat = -1
        self.in_trick = 0
        for seat, card in trick:
            self._take(seat, card)
        self.tricks_won = list(tricks_won) if tricks_won is not None else [0] * n
        self.winners = list(winners)
        self.played = played
        self.evaluate = evaluate

    def _take(self, seat: int, card: Card) -> None:
        """Account for ``card`` joining the trick (the hands are not touched)."""
        if self.in_trick == 0:
            self.led = self.best = card
            self.best_seat = seat
        else:
            best = self.best
            if SUIT_OF[card] == SUIT_OF[best]:
                if self.rules.stronger[best] >> card & 1:
                    self.best, self.best_seat = card, seat
            elif SUIT_OF[card] == self.rules.trump:
                self.best, self.best_seat = card, seat
        self.in_trick += 1

    @property
    def is_over(self) -> bool:
        return len(self.winners) == TRICKS

    def legal_mask(self) -> int:
        return self.rules.legal(self.hands[self.to_act], self.led, self.best)

    def legal_moves(self) -> tuple[Card, ...]:
        return cards_in(self.rules.legal(self.hands[self.to_act], self.led, self.best))

    def apply(self, card: Card) -> None:
        """Play ``card`` for the seat to act (trusted: the searches only offer legal cards)."""
        seat = self.to_act
        self.hands[seat] ^= 1 << card
        self.played |= 1 << card
        self._take(seat, card)
        if self.in_trick < self.players:
            self.to_act = seat + 1 if seat + 1 < self.players else 0
        else:
            winner = self.best_seat
            self.tricks_won[winner] += 1
            self.winners.append(winner)
            self.to_act = winner
            self.in_trick = 0
            self.led = self.best = None
            self.best_seat = -1

    def clone(self) -> "TrickState":
        other = object.__new__(TrickState)
        other.rules = self.rules
        other.players = self.players
        other.hands = list(self.hands)
        other.to_act = self.to_act
        other.led = self.led
        other.best = self.best
        other.best_seat = self.best_seat
        other.in_trick = self.in_trick
        other.tricks_won = list(self.tricks_won)
        other.winners = list(self.winners)
        other.played = self.played
        other.evaluate = self.evaluate
        return other

    def payoffs(self) -> Payoffs:
        assert self.evaluate is not None, "a state searched for payoffs needs an evaluate function"
        return self.evaluate(self.tricks_won, self.winners)


__all__ = ["BeteTricks", "Evaluate", "GameState", "Payoffs", "TrickRules", "TrickState"]
