"""A player that picks uniformly among its legal actions: the baseline of every game."""
from __future__ import annotations

import random
from typing import Any


class RandomPlayer:
    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed).random

    def choose(self, observation: Any) -> Any:
        legal = observation.legal_actions
        return legal[int(self._random() * len(legal))]
