"""The oracle: the yardstick of card play.  It SEES EVERY CARD, and is unfair by design.

It talks, calls and melds as the expert does, from its own seat's view, and plays its cards
seeing every hand (the open-hand player's card play).  So the gap between the expert and
the oracle is what the expert loses in the play for not seeing the cards, while the open
hand, which also talks seeing every card, measures the whole price of hidden cards.  Like
the open hand, it must be handed the truth, ``choose(observation, reveal(deal))``.
"""
from __future__ import annotations

from typing import Any, Callable

from ..engine.phase import Phase


class OraclePlayer:
    """The expert's words, the open hand's cards."""

    sees_every_card = True

    def __init__(self, expert: Callable[[int], Any], open_hand: Callable[[int], Any], seed: int = 0) -> None:
        self.expert = expert(seed)
        self.open_hand = open_hand(seed)

    def choose(self, observation: Any, truth: Any) -> Any:
        if observation.phase is Phase.PLAY:
            return self.open_hand.choose(observation, truth)
        return self.expert.choose(observation)


def oracle(expert: Callable[[int], Any], open_hand: Callable[[int], Any]) -> Callable[[int], OraclePlayer]:
    """A game's oracle from its expert and open-hand players, made from a seed."""
    return lambda seed=0: OraclePlayer(expert, open_hand, seed)


__all__ = ["OraclePlayer", "oracle"]
