"""A session at one table, of any game: the draw for first dealer, deal after deal, and
the share-out.

All chance comes from one ``random.Random(seed)``, so a session is reproduced by its
rules, its seed and the players' choices.  The game is the one the rules belong to; what
differs between games (the pack, the deal, when the session may run on, the pot shared
out at the end) its :class:`~.game.GameSpec` says.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from .cards import RANK_OF, Card, Rank
from .deal_protocol import Deal
from .dealing import shuffled
from .errors import EngineError
from .games import spec_of
from .stakes import ShareOut


class Session:
    """Deals in turn until the session is played: ``rounds`` rounds of deals in a game for
    jetons (and, at Bête, no bête waits), ``rounds`` games in a game for points; the
    game's economy (:attr:`~.game.GameSpec.economy`) keeps the account between deals:
    ``purses`` and ``table``, or ``scores``, ``game_number`` and ``winners``."""

    def __init__(self, rules: Any, players: int, seed: int, rounds: int | None = None,
                 deals: int | None = None) -> None:
        """``rounds`` (every seat deals once a round) sets the length, unless ``deals`` is given;
        without either, the rules' own ``rounds`` when they carry the session's length
        (Mouche's do), else one round."""
        if rounds is None:
            rounds = getattr(rules, "rounds", 1)
        self.game = game = spec_of(rules)
        if not game.min_players <= players <= game.max_players:
            raise EngineError(f"{game.title} is for {game.min_players} to {game.max_players} players, not {players}")
        if rounds < 1:
            raise EngineError(f"a session lasts at least one round, not {rounds}")
        if deals is not None and deals < 1:
            raise EngineError(f"a session lasts at least one deal, not {deals}")
        self.rules = rules
        self.players = players
        self.seed = seed
        self.rounds = rounds
        self.deals_due = deals if deals is not None else rounds * players
        self.deals_limit = deals
        self.pack = game.pack(players, rules)
        self._rng = random.Random(seed)
        self.lot = self._draw_for_dealer()
        self.first_dealer = self.lot[-1][0]
        self.dealer = self.first_dealer
        self.deals_played = 0
        self.current: Any = None
        self.share_out: ShareOut | None = None
        self.closed = False
        self.economy = game.economy
        game.economy.start(self)

    def _draw_for_dealer(self) -> list[tuple[int, Card]]:
        """Cards turned one per seat from seat 0 until a King appears: that seat deals."""
        lot = []
        for i, card in enumerate(shuffled(self.pack.cards, self._rng.random)):
            lot.append((i % self.players, card))
            if RANK_OF[card] == Rank.KING:
                return lot
        raise AssertionError("every pack holds a King")

    @property
    def wants_deal(self) -> bool:
        """Another deal is due, as the game's economy says (rounds remain, a bête waits, a
        game is still to be won...)."""
        return not self.closed and self.economy.wants_deal(self)

    def next_deal(self, order: Sequence[Card] | None = None, chance: int | None = None) -> Deal:
        """Shuffle (or take the stacked ``order``, top card first) and deal.

        A game whose deals hold chance of their own also draws the deal's ``chance`` seed
        from the session's, unless a replay gives it.
        """
        if self.current is not None and not self.current.is_over:
            raise EngineError("the current deal is not finished")
        if not self.wants_deal:
            raise EngineError("the session is over: no more deals are due")
        pack = list(order) if order is not None else shuffled(self.pack.cards, self._rng.random)
        number = self.deals_played + 1
        if self.game.deal_chance and chance is None:
            chance = self._rng.getrandbits(32)
        self.current = self.game.new_deal(
            self.rules, self.players, self.dealer, pack, self.economy.stake(self), number, chance
        )
        return self.current

    def finish_deal(self) -> Any:
        """Take the finished deal's account (purses and pots, or scores); the deal passes to
        the next seat."""
        deal = self.current
        if deal is None or not deal.is_over:
            raise EngineError("no finished deal to take")
        self.economy.carry(self, deal)
        self.deals_played += 1
        self.dealer = (self.dealer + 1) % self.players
        self.current = None
        return deal

    def end(self) -> ShareOut | None:
        """Close the session: a game for jetons shares back everything on the table equally
        (the odd jetons to seats 0, 1, 2...); a game for points has nothing to share."""
        if self.current is not None:
            raise EngineError("finish the current deal before ending the session")
        if not self.closed:
            self.share_out = self.economy.end(self)
            self.closed = True
        return self.share_out
