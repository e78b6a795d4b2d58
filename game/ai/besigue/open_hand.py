"""Bésigue's open-hand player: it SEES EVERY CARD.  It is unfair by design.

It is the upper bound for measuring Bésigue's expert (the same thinking, with the true
deal in place of sampled guesses: the other hand and the stock in the order it will be
drawn) and an honest "unfair" level for players who ask for one.  Its observation does
not hold the hidden cards: whoever seats it must hand them over at every decision,
``choose(observation, reveal_besigue(deal))``.  The engine's
:func:`~game.engine.besigue.reveal.reveal_besigue` is the one place that reads them out
of a deal, and :class:`~game.engine.besigue.reveal.BesigueOpenCards` carries them as
card codes, so they cross to a worker process like an observation.

With one world and playouts that draw no chance, each candidate is played out once; the
last tricks are solved at the end of every playout, and exactly once the stock is gone.
"""
from __future__ import annotations

import math
import random
from typing import Any, Sequence

from ...engine.besigue.reveal import BesigueOpenCards, reveal_besigue
from ...engine.phase import Phase
from ..choice import Choice
from ..pimc import OneWorld
from .expert import BesigueExpertConfig, check_included, deadline_of, solve_last_tricks, think, with_twins
from .sampler import BesigueWorld
from .weigher import Solvers

#: One world, played out once per candidate, the last tricks solved at the end of each
#: playout; the means alone decide (there is no spread to fear in the one true world).
OPEN_CONFIG = BesigueExpertConfig(worlds=dict.fromkeys(("early", "middle", "late", "declare"), 1), cap_ms=math.inf, solve_stock=64,
                                  priors=None)


def reveal(deal: Any) -> BesigueOpenCards:
    """The hidden cards of a live Bésigue deal: for the open-hand player only."""
    return reveal_besigue(deal)


class BesigueOpenHandPlayer:
    """Plays Bésigue with every card face up.  Unfair: for measurement and for those who want it."""

    sees_every_card = True

    def __init__(self, seed: int = 0, config: BesigueExpertConfig | None = None) -> None:
        self.config = config or OPEN_CONFIG
        self.rng = random.Random(seed)
        self.solvers = Solvers(self.config.game_value)

    def choose(self, observation: Any, truth: BesigueOpenCards) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation, truth)[0].action

    def analyse(self, observation: Any, truth: BesigueOpenCards, include: Sequence[Any] = ()) -> list[Choice]:
        """Every distinct action (and those of ``include``) played out once in the true
        deal, best first."""
        seat = observation.seat
        if truth.hands[seat] != observation.hand_mask:
            raise ValueError("the open cards are not those of this observation's deal")
        check_included(observation, include)
        if observation.last_tricks and observation.phase is Phase.PLAY:
            return with_twins(observation, solve_last_tricks(observation, self.solvers, self.config.game_value),
                              include)
        world = OneWorld(BesigueWorld(truth.hands, tuple(truth.stock), 0.0))
        return think(observation, world, self.config, self.rng, deadline_of(self.config), self.solvers, include)


__all__ = ["OPEN_CONFIG", "BesigueOpenCards", "BesigueOpenHandPlayer", "reveal"]
