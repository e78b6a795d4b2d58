"""Computer players.  Each sees only its seat's observation (live or frozen); the
open-hand player is the one exception, and must be handed the hidden cards explicitly.
``make_player`` gives a seat's player for every game (see :mod:`.by_game`)."""
from .player import Player
from .random_player import RandomPlayer
from .heuristic import HeuristicPlayer
from .expert import ExpertConfig, ExpertPlayer
from .open_hand import OpenCards, OpenHandPlayer, reveal
from .bestia_heuristic import BestiaHeuristicPlayer
from .bestia_expert import BestiaExpertConfig, BestiaExpertPlayer
from .bestia_open_hand import BestiaOpenCards, BestiaOpenHandPlayer, reveal_bestia
from .by_game import BESTIA_KINDS, ByGame, for_every_game

KINDS = {"random": RandomPlayer, "heuristic": HeuristicPlayer, "expert": ExpertPlayer, "open_hand": OpenHandPlayer}


def make_player(kind: str, seed: int) -> Player:
    """A player of the named kind with its own random stream, for either game."""
    try:
        return for_every_game(kind, seed, KINDS[kind](seed))
    except KeyError:
        raise ValueError(f"unknown player kind {kind!r}; kinds: {', '.join(KINDS)}") from None


__all__ = [
    "BESTIA_KINDS", "BestiaExpertConfig", "BestiaExpertPlayer", "BestiaHeuristicPlayer", "BestiaOpenCards",
    "BestiaOpenHandPlayer", "ByGame", "ExpertConfig", "ExpertPlayer", "HeuristicPlayer", "KINDS",
    "OpenCards", "OpenHandPlayer", "Player", "RandomPlayer", "make_player", "reveal", "reveal_bestia",
]
