"""Mouche's open-hand player: it SEES EVERY CARD.  It is unfair by design.

It is the upper bound for measuring Mouche's expert (the same thinking, with the true
deal in place of sampled guesses: every hand, the talon in order, the discards and the
hands thrown in) and an honest "unfair" level for players who ask for one.  Its
observation does not hold the hidden cards: whoever seats it must hand them over at
every decision, ``choose(observation, reveal(deal))``.  :func:`reveal` is the one place
that reads them out of a Mouche deal, and :class:`MoucheOpenCards` carries them as card
codes, so they cross to a worker process like an observation.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Mapping, Sequence

from ...engine.cards import Card, cards_in, mask_of
from ...engine.frozen import ObservationError
from ...engine.mouche import MoucheDeal
from ..choice import Choice
from ..pimc import OneWorld
from .expert import MoucheExpertConfig, think
from .sampler import MoucheWorld


@dataclass(frozen=True)
class MoucheOpenCards:
    """Every hand now (0 for a seat that passed), the talon top card first, the discards
    and the hands thrown in by those who passed (by seat, 0 for the others)."""

    hands: tuple[int, ...]
    stock: tuple[Card, ...]
    discards: tuple[Card, ...]
    passed: tuple[int, ...]

    def to_dict(self) -> dict[str, Any]:
        return {
            "game": "mouche",
            "hands": [[str(c) for c in cards_in(h)] for h in self.hands],
            "stock": [str(c) for c in self.stock],
            "discards": [str(c) for c in self.discards],
            "passed": [[str(c) for c in cards_in(h)] for h in self.passed],
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "MoucheOpenCards":
        try:
            return cls(
                tuple(mask_of(Card.parse(c) for c in hand) for hand in data["hands"]),
                tuple(Card.parse(c) for c in data["stock"]),
                tuple(Card.parse(c) for c in data["discards"]),
                tuple(mask_of(Card.parse(c) for c in hand) for hand in data["passed"]),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise ObservationError(f"the open cards do not read: {exc}") from None


def reveal(deal: MoucheDeal) -> MoucheOpenCards:
    """The hidden cards of ``deal``: for the open-hand player only."""
    passed = tuple(deal.dealt[s] if deal.status[s] == "pass" else 0 for s in range(deal.players))
    return MoucheOpenCards(tuple(deal.hands), tuple(deal.stock), tuple(deal.discards), passed)


#: One world, the true one: the talk needs one playout a candidate (the others' words and
#: cards follow the rule of thumb, without chance), and it weighs every exchange and rob
#: the rule of thumb thinks of.
OPEN_CONFIG = MoucheExpertConfig(talk_worlds=1, play_worlds=1, min_worlds=1, talk_candidates=99)


class MoucheOpenHandPlayer:
    """Plays Mouche with every card face up.  Unfair: for measurement and for those who want it."""

    sees_every_card = True

    def __init__(self, seed: int = 0, config: MoucheExpertConfig | None = None) -> None:
        self.config = config or OPEN_CONFIG
        self.rng = random.Random(seed)

    def choose(self, observation: Any, truth: MoucheOpenCards) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation, truth)[0].action

    def analyse(self, observation: Any, truth: MoucheOpenCards, budget_ms: float | None = None,
                include: Sequence[Any] = ()) -> list[Choice]:
        """Every weighed action with its gain in the true deal, best first."""
        if truth.hands[observation.seat] != observation.hand_mask:
            raise ValueError("the open cards are not those of this observation's deal")
        deadline = time.perf_counter() + (self.config.budget_ms if budget_ms is None else budget_ms) / 1000
        world = OneWorld(MoucheWorld(truth.hands, truth.stock, truth.discards, truth.passed, 0.0))
        return think(observation, world, self.config, self.rng, deadline, include)


__all__ = ["OPEN_CONFIG", "MoucheOpenCards", "MoucheOpenHandPlayer", "reveal"]
