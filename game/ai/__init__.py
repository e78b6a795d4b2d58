"""Computer players.  Each sees only its seat's Observation, never the deal itself."""
from .player import Player
from .random_player import RandomPlayer
from .heuristic import HeuristicPlayer

KINDS = {"random": RandomPlayer, "heuristic": HeuristicPlayer}


def make_player(kind: str, seed: int) -> Player:
    """A player of the named kind with its own random stream."""
    try:
        return KINDS[kind](seed)
    except KeyError:
        raise ValueError(f"unknown player kind {kind!r}; kinds: {', '.join(KINDS)}") from None


__all__ = ["HeuristicPlayer", "KINDS", "Player", "RandomPlayer", "make_player"]
