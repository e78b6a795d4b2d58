"""Computer players.  Each sees only its seat's observation (live or frozen); the
open-hand player is the one exception, and must be handed the hidden cards explicitly.

Each game's players live in its own package (``ai/bete/``, ``ai/bestia/``) and are
listed once in :mod:`.games`; ``make_player(kind, seed)`` gives a seat's player for
every game, ``reveal(deal)`` the hidden cards of any game's deal for the open hand and
``hint(observation)`` the expert's hint."""
from .game import KINDS, SEES_EVERY_CARD, AiSpec
from .games import GAMES, hint, make_player, quick_player, reveal
from .player import Player
from .random_player import RandomPlayer

__all__ = [
    "GAMES", "KINDS", "SEES_EVERY_CARD", "AiSpec", "Player", "RandomPlayer", "hint", "make_player", "quick_player",
    "reveal",
]
