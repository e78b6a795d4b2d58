"""Bestia's open-hand player: it SEES EVERY CARD.  It is unfair by design.

It is the upper bound for measuring Bestia's expert (the same thinking, with the true
deal in place of sampled guesses: every hand, the stock in order, the discards, the
hidden trump card and the buco) and an honest "unfair" level for players who ask for
one.  Its observation does not hold the hidden cards: whoever seats it must hand them
over at every decision, ``choose(observation, reveal(deal))``.
:func:`reveal` is the one place that reads them out of a Bestia deal, and
:class:`BestiaOpenCards` carries them as card codes, so they cross to a worker process
like an observation.  Only the shuffles of discards still to come stay unknown to it.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ...engine.bestia import BestiaDeal
from ...engine.cards import Card, cards_in, mask_of
from ...engine.frozen import ObservationError
from ..choice import Choice
from ..pimc import OneWorld
from .expert import BestiaExpertConfig, think
from .sampler import BestiaWorld


@dataclass(frozen=True)
class BestiaOpenCards:
    """Every hand now, the stock top card first, the discards, the trump card and the buco."""

    hands: tuple[int, ...]
    stock: tuple[Card, ...]
    discards: tuple[Card, ...]
    upcard: Card
    buco: tuple[Card, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "bestia",
            "hands": [[str(c) for c in cards_in(h)] for h in self.hands],
            "stock": [str(c) for c in self.stock],
            "discards": [str(c) for c in self.discards],
            "upcard": str(self.upcard),
            "buco": [str(c) for c in self.buco],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "BestiaOpenCards":
        try:
            return cls(
                tuple(mask_of(Card.parse(c) for c in hand) for hand in data["hands"]),
                tuple(Card.parse(c) for c in data["stock"]),
                tuple(Card.parse(c) for c in data["discards"]),
                Card.parse(data["upcard"]),
                tuple(Card.parse(c) for c in data["buco"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ObservationError(f"the open cards do not read: {exc}") from None


def reveal(deal: BestiaDeal) -> BestiaOpenCards:
    """The hidden cards of ``deal``: for the open-hand player only."""
    buco = deal.buco if deal.buco_taker is None else ()
    return BestiaOpenCards(tuple(deal.hands), tuple(deal.stock), tuple(deal.discards), deal.upcard, buco)


#: One world: the play is solved exactly from further out; the talk is weighed over a
#: few draws of the shuffles of discards still to come, which it cannot see.
OPEN_CONFIG = BestiaExpertConfig(talk_worlds=3, play_worlds=1, min_worlds=1, exact_cards=18)


class BestiaOpenHandPlayer:
    """Plays Bestia with every card face up.  Unfair: for measurement and for those who want it."""

    sees_every_card = True

    def __init__(self, seed: int = 0, config: BestiaExpertConfig | None = None) -> None:
        self.config = config or OPEN_CONFIG
        self.rng = random.Random(seed)

    def choose(self, observation: Any, truth: BestiaOpenCards) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation, truth)[0].action

    def analyse(self, observation: Any, truth: BestiaOpenCards, budget_ms: float | None = None,
                include: Sequence[Any] = ()) -> list[Choice]:
        """Every weighed action with its gain in the true deal, best first."""
        if observation.looked and truth.hands[observation.seat] != observation.hand_mask:
            raise ValueError("the open cards are not those of this observation's deal")
        deadline = time.perf_counter() + (self.config.budget_ms if budget_ms is None else budget_ms) / 1000
        world = OneWorld(BestiaWorld(truth.hands, truth.stock, truth.discards, truth.upcard, truth.buco, 0.0))
        return think(observation, world, self.config, self.rng, deadline, include)


__all__ = ["OPEN_CONFIG", "BestiaOpenCards", "BestiaOpenHandPlayer", "reveal"]
