"""A player that picks uniformly among its legal actions: the baseline."""
from __future__ import annotations

import random

from ..engine.bete import Action, Observation


class RandomPlayer:
    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed).random

    def choose(self, observation: Observation) -> Action:
        legal = observation.legal_actions
        return legal[int(self._random() * len(legal))]
