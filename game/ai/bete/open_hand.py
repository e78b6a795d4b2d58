"""The open-hand player: it SEES EVERY CARD.  It is unfair by design.

It exists as the upper bound for measuring the expert (the same thinking as the expert,
with the true deal in place of sampled guesses, so the gap between them is the price of
not seeing the cards) and as an honest "unfair" level for players who ask for one.

Its observation does not hold the hidden cards, so it cannot work from one alone: whoever
seats it (the arena, the window) must hand it the truth explicitly at every decision,
``choose(observation, reveal(deal))``.  :func:`reveal` is the one place that reads the
hidden cards out of a deal, and :class:`OpenCards` carries them as plain data (card
codes) so that they can cross to a worker process like an observation.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Mapping

from ...engine import Card
from ...engine.bete import Action, Deal
from ...engine.cards import cards_in, mask_of
from ...engine.bete.frozen import Seen
from ...engine.frozen import ObservationError
from ..choice import Choice
from ..pimc import OneWorld
from .expert import ExpertConfig, think
from .sampler import World


@dataclass(frozen=True)
class OpenCards:
    """Every hand now, every hand as dealt, and the talon's face-down cards."""

    hands: tuple[int, ...]
    dealt: tuple[int, ...]
    hidden: int

    def to_dict(self) -> dict[str, Any]:
        return {
            "hands": [[str(c) for c in cards_in(h)] for h in self.hands],
            "dealt": [[str(c) for c in cards_in(h)] for h in self.dealt],
            "hidden": [str(c) for c in cards_in(self.hidden)],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "OpenCards":
        try:
            return cls(
                tuple(mask_of(Card.parse(c) for c in hand) for hand in data["hands"]),
                tuple(mask_of(Card.parse(c) for c in hand) for hand in data["dealt"]),
                mask_of(Card.parse(c) for c in data["hidden"]),
            )
        except (KeyError, TypeError, ValueError) as exc:
            raise ObservationError(f"the open cards do not read: {exc}") from None


def reveal(deal: Deal) -> OpenCards:
    """The hidden cards of ``deal``: for the open-hand player only."""
    hidden = mask_of(deal.talon) & ~mask_of(deal.turned)
    return OpenCards(tuple(deal.hands), tuple(deal.dealt), hidden)


#: One world: the card play is solved once, every side at its best (the yardstick of card
#: play: the oracle plays its cards so); a call is weighed over 32 draws of the other
#: seats' calls, which it cannot see in advance, all of them drawn (the clock a cap).
OPEN_CONFIG = ExpertConfig(
    budget_ms=250.0, call_worlds=32, play_worlds=1, iterations=4000, pool=1, min_worlds=32, solve_own_play=True,
    card_search="solve", exact_from_start=5,
)


class OpenHandPlayer:
    """Plays with every card face up.  Unfair: for measurement and for those who want it."""

    sees_every_card = True

    def __init__(self, seed: int = 0, config: ExpertConfig | None = None) -> None:
        self.config = config or OPEN_CONFIG
        self.rng = random.Random(seed)

    def choose(self, observation: Seen, truth: OpenCards) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation, truth)[0].action

    def analyse(self, observation: Seen, truth: OpenCards, budget_ms: float | None = None) -> list[Choice]:
        if truth.hands[observation.seat] != observation.hand_mask:
            raise ValueError("the open cards are not those of this observation's deal")
        deadline = time.perf_counter() + (self.config.budget_ms if budget_ms is None else budget_ms) / 1000
        world = OneWorld(World(truth.hands, truth.dealt, truth.hidden, 0.0))
        return think(observation, world, self.config, self.rng, deadline)


__all__ = ["OPEN_CONFIG", "OpenCards", "OpenHandPlayer", "reveal"]
