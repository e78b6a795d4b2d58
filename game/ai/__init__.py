"""Computer players.  Each sees only its seat's observation (live or frozen); the
open-hand player is the one exception, and must be handed the hidden cards explicitly."""
from .player import Player
from .random_player import RandomPlayer
from .heuristic import HeuristicPlayer
from .expert import ExpertConfig, ExpertPlayer
from .open_hand import OpenCards, OpenHandPlayer, reveal

KINDS = {"random": RandomPlayer, "heuristic": HeuristicPlayer, "expert": ExpertPlayer, "open_hand": OpenHandPlayer}


def make_player(kind: str, seed: int) -> Player:
    """A player of the named kind with its own random stream."""
    try:
        return KINDS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown player kind {kind!r}; kinds: {', '.join(KINDS)}") from None


__all__ = [
    "ExpertConfig", "ExpertPlayer", "HeuristicPlayer", "KINDS", "OpenCards", "OpenHandPlayer", "Player",
    "RandomPlayer", "make_player", "reveal",
]
