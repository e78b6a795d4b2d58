"""The registry of the games' computer players: the one shared module of the AI that
imports a game's AI package.

Each game's AI package builds its :class:`~.game.AiSpec` (``<game>/spec.py``); this
module lists them once, in the engine's order, and answers for whichever game an
observation or a deal names: a player of a kind for every game, the quick player, the
open cards and the hint.  Everything else asks here.
"""
from __future__ import annotations

from typing import Any

from .besigue.spec import SPEC as _BESIGUE
from .bestia.spec import SPEC as _BESTIA
from .bete.spec import SPEC as _BETE
from .mouche.spec import SPEC as _MOUCHE
from .by_game import ByGame
from .game import KINDS, SEES_EVERY_CARD, AiSpec
from .hint import Hint

#: Every game's computer players, by the engine's name of the game.
GAMES: dict[str, AiSpec] = {spec.name: spec for spec in (_BETE, _BESTIA, _MOUCHE, _BESIGUE)}


def spec(name: str) -> AiSpec:
    """The computer players of the game called ``name``."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise ValueError(f"no computer players for the game {name!r}; games: {', '.join(GAMES)}") from None


def make_player(kind: str, seed: int) -> ByGame:
    """A player of the named kind with its own random stream, for every game: each
    decision goes to the kind's player of the observation's game."""
    if kind not in KINDS:
        raise ValueError(f"unknown player kind {kind!r}; kinds: {', '.join(KINDS)}")
    return ByGame({name: game.players[kind] for name, game in GAMES.items()}, seed, kind in SEES_EVERY_CARD)


def quick_player(seed: int) -> ByGame:
    """Every game's quick player: what stands in when a worker dies or hangs."""
    return ByGame({name: game.quick for name, game in GAMES.items()}, seed)


def reveal(deal: Any) -> Any:
    """The hidden cards of a live deal of any game: for the open-hand player only."""
    return spec(deal.game).reveal(deal)


def hint(observation: Any, budget_ms: float | None = None, seed: int = 0, top: int = 3) -> Hint:
    """The expert's ``top`` choices for the seat to act and the facts it inferred, in the
    observation's game."""
    return spec(observation.game).hint(observation, budget_ms, seed, top)


__all__ = ["GAMES", "hint", "make_player", "quick_player", "reveal", "spec"]
