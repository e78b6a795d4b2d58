"""The one interface every computer player offers, in every game."""
from __future__ import annotations

from typing import Any, Protocol


class Player(Protocol):
    def choose(self, observation: Any) -> Any:
        """An action from ``observation.legal_actions``; the player sees nothing else
        (a player that sees every card is handed them too: ``choose(observation, truth)``)."""
        ...
