"""The one interface every computer player offers."""
from __future__ import annotations

from typing import Protocol

from ..engine.bete import Action, Observation


class Player(Protocol):
    def choose(self, observation: Observation) -> Action:
        """An action from ``observation.legal_actions``; the player sees nothing else."""
        ...
