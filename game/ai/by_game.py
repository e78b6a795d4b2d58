"""One computer player for a seat whatever the game: it hands each decision to the
player of the observation's game, so ``make_player(kind, seed)`` serves Bête and Bestia."""
from __future__ import annotations

from typing import Any

from .bestia_heuristic import BestiaHeuristicPlayer
from .random_player import RandomPlayer

#: Bestia's players by level; a level Bestia has not got yet plays as the heuristic.
BESTIA_KINDS: dict[str, type] = {"random": RandomPlayer, "heuristic": BestiaHeuristicPlayer}


class ByGame:
    """Holds one player per game (``players`` maps the game name to it)."""

    def __init__(self, players: dict[str, Any]) -> None:
        self.players = players
        self.sees_every_card = bool(getattr(players["bete"], "sees_every_card", False))

    def choose(self, observation: Any, *truth: Any) -> Any:
        """``truth`` (the hidden cards) only for a player that sees every card, in its game."""
        player = self.players[observation.game]
        if truth and getattr(player, "sees_every_card", False):
            return player.choose(observation, *truth)
        return player.choose(observation)


def for_every_game(kind: str, seed: int, bete: Any) -> ByGame:
    """``bete`` (already made for the kind) with the Bestia player of the same kind."""
    return ByGame({"bete": bete, "bestia": BESTIA_KINDS.get(kind, BestiaHeuristicPlayer)(seed)})
