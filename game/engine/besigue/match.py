"""A session of Bésigue: the draw for first dealer, deal after deal with the scores
carried to the target, the game won, and more games if asked for (ruling, "Seats and
deal rotation" and record details 3 and 12-14).

All chance comes from one ``random.Random(seed)``, as in Bête's and Bestia's sessions:
the draw for dealer, then one shuffle per deal (:func:`..dealing.shuffled`), so a
session is reproduced by its rules, its seed and the players' choices.  The deal
alternates every deal, across games too; each game starts at ``[0, 0]``.
"""
from __future__ import annotations

import random
from typing import Sequence

from ..cards import RANK_OF, Card, Rank
from ..dealing import shuffled
from ..errors import EngineError
from .copies import PACK
from .deal import BesigueDeal
from .rules import BesigueRules


def draw_for_dealer(rng: random.Random) -> list[tuple[int, Card]]:
    """The lot: cards turned one per seat from seat 0 until a King appears; that seat
    deals first (the last entry's seat)."""
    lot = []
    for i, card in enumerate(shuffled(PACK.cards, rng.random)):
        lot.append((i % 2, card))
        if RANK_OF[card] == Rank.KING:
            return lot
    raise AssertionError("the pack holds kings")


class BesigueMatch:
    """Games of Bésigue at one table, deal after deal.  ``games`` may be raised while the
    session runs, when the players ask for another game."""

    players = 2
    game = "besigue"

    def __init__(self, rules: BesigueRules, seed: int, games: int = 1) -> None:
        if games < 1:
            raise EngineError(f"a session holds at least one game, not {games}")
        self.rules = rules
        self.seed = seed
        self.games = games
        self._rng = random.Random(seed)
        self.lot = draw_for_dealer(self._rng)
        self.first_dealer = self.dealer = self.lot[-1][0]
        self.scores = [0, 0]
        self.game_number = 1
        self.winners: list[int] = []
        self.deals_played = 0
        self.current: BesigueDeal | None = None

    @property
    def wants_deal(self) -> bool:
        """A deal may be dealt now: none is in play and a game is under way or asked for."""
        return self.current is None and len(self.winners) < self.games

    @property
    def is_over(self) -> bool:
        return len(self.winners) >= self.games and self.current is None

    def next_deal(self, order: Sequence[Card] | None = None) -> BesigueDeal:
        """Shuffle (or take the stacked ``order``, top card first) and deal."""
        if self.current is not None:
            raise EngineError("the current deal is not finished")
        if len(self.winners) >= self.games:
            raise EngineError("the session is over: no more deals are due")
        pack = list(order) if order is not None else shuffled(PACK.cards, self._rng.random)
        self.current = BesigueDeal(self.rules, self.dealer, pack, self.scores, self.deals_played + 1, self.seed,
                                   self.game_number)
        return self.current

    def finish_deal(self) -> BesigueDeal:
        """Carry the finished deal's scores, or close its game; the deal passes."""
        deal = self.current
        if deal is None or not deal.is_over:
            raise EngineError("no finished deal to take")
        self.scores = list(deal.scores)
        if deal.winner is not None:
            self.winners.append(deal.winner)
            self.scores = [0, 0]
            self.game_number += 1
        self.deals_played += 1
        self.dealer = 1 - self.dealer
        self.current = None
        return deal

    @property
    def games_won(self) -> list[int]:
        """Games won by each seat so far."""
        return [self.winners.count(0), self.winners.count(1)]


__all__ = ["BesigueMatch", "draw_for_dealer"]
