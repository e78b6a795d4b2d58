"""One computer player for a seat whatever the game: it hands each decision to the
player of the observation's game, so ``make_player(kind, seed)`` serves Bête and Bestia
at every level, and Mouche with the random player (its others are still to come)."""
from __future__ import annotations

from typing import Any

from .bestia_expert import BestiaExpertPlayer
from .bestia_heuristic import BestiaHeuristicPlayer
from .bestia_open_hand import BestiaOpenHandPlayer
from .random_player import RandomPlayer

#: Bestia's players by level (the kinds of :data:`game.ai.KINDS`).
BESTIA_KINDS: dict[str, type] = {
    "random": RandomPlayer, "heuristic": BestiaHeuristicPlayer, "expert": BestiaExpertPlayer,
    "open_hand": BestiaOpenHandPlayer,
}

#: Mouche's players by level: only the random one so far.
MOUCHE_KINDS: dict[str, type] = {"random": RandomPlayer}


class ByGame:
    """Holds one player per game (``players`` maps the game name to it)."""

    def __init__(self, players: dict[str, Any]) -> None:
        self.players = players
        self.sees_every_card = any(getattr(p, "sees_every_card", False) for p in players.values())

    def choose(self, observation: Any, *truth: Any) -> Any:
        """``truth`` (the hidden cards) only for a player that sees every card, in its game."""
        player = self.players.get(observation.game)
        if player is None:
            raise ValueError(f"no computer player of this kind plays {observation.game} yet")
        if truth and getattr(player, "sees_every_card", False):
            return player.choose(observation, *truth)
        return player.choose(observation)


def for_every_game(kind: str, seed: int, bete: Any) -> ByGame:
    """``bete`` (already made for the kind) with the Bestia and Mouche players of the same kind."""
    players = {"bete": bete, "bestia": BESTIA_KINDS[kind](seed)}
    if kind in MOUCHE_KINDS:
        players["mouche"] = MOUCHE_KINDS[kind](seed)
    return ByGame(players)
