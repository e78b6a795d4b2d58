"""One computer player for a seat whatever the game: it hands each decision to the
player of the observation's game, so one seat (or one worker process) serves every
game's table at its level.  Each game's player is made on its first decision, from the
same seed, and keeps its own random stream."""
from __future__ import annotations

from typing import Any, Callable, Mapping


class ByGame:
    """Holds one player per game, made by ``factories`` (game name -> player from a seed)."""

    def __init__(self, factories: Mapping[str, Callable[[int], Any]], seed: int, sees_every_card: bool = False) -> None:
        self.factories = factories
        self.seed = seed
        self.sees_every_card = sees_every_card
        self.players: dict[str, Any] = {}

    def player(self, game: str) -> Any:
        """The player of ``game``'s table."""
        player = self.players.get(game)
        if player is None:
            player = self.players[game] = self.factories[game](self.seed)
        return player

    def choose(self, observation: Any, *truth: Any) -> Any:
        """``truth`` (the hidden cards) only for a player that sees every card, in its game."""
        player = self.player(observation.game)
        if truth and getattr(player, "sees_every_card", False):
            return player.choose(observation, *truth)
        return player.choose(observation)


__all__ = ["ByGame"]
