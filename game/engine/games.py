"""The registry of games: the one shared module of the engine that imports a game.

Each game's package builds its :class:`~.game.GameSpec` (``<game>/spec.py``); this module
lists them once, in the order the window offers them.  Everything else asks here.
"""
from __future__ import annotations

from typing import Any, Mapping

from .besigue.spec import SPEC as _BESIGUE
from .bestia.spec import SPEC as _BESTIA
from .bete.spec import SPEC as _BETE
from .mouche.spec import SPEC as _MOUCHE
from .errors import EngineError
from .frozen import ObservationError
from .game import GameSpec

#: Every game the engine plays, by name, in the order the window offers them.
GAMES: dict[str, GameSpec] = {spec.name: spec for spec in (_BETE, _BESTIA, _MOUCHE, _BESIGUE)}
#: The game a file or a command line means when it names none.
DEFAULT = _BETE.name


def spec(name: str) -> GameSpec:
    """The game called ``name``; EngineError listing the games when there is none."""
    try:
        return GAMES[name]
    except (KeyError, TypeError):
        raise EngineError(f"not a game this table plays: {name!r}; games: {', '.join(GAMES)}") from None


def spec_of(rules: Any) -> GameSpec:
    """The game whose rule book ``rules`` is."""
    for game in GAMES.values():
        if isinstance(rules, game.rules):
            return game
    raise EngineError(f"no game plays by {type(rules).__name__}")


def freeze(observation: Any) -> Any:
    """Any game's observation frozen: a live view, a frozen one passed through, or the
    plain data a view writes (which names its game)."""
    game = observation.get("game") if isinstance(observation, Mapping) else getattr(observation, "game", None)
    if game is None:
        game = DEFAULT
    if not isinstance(game, str) or game not in GAMES:
        raise ObservationError(f"an observation of {game!r}; games: {', '.join(GAMES)}")
    return GAMES[game].freeze(observation)


__all__ = ["DEFAULT", "GAMES", "freeze", "spec", "spec_of"]
