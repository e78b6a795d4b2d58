"""The player's settings: typed, validated, saved per user as versioned JSON.

    settings = Settings.load()          # defaults if there is no file or it is bad
    settings = settings.replace(players=5)
    settings.save()

The file (``settings.json`` in the user's config folder, see :mod:`game.storage`) is
human-readable: ``{"kind": "la-bete settings", "version": 2, "game": "bete", "players": 4, ...}``.
Version 2 added the game to play and Bestia's table (``bestia_players``, ``bestia_rules``);
a version 1 file is read as Bête settings with Bestia's defaults, and written back as 2.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Callable, Mapping

from . import storage
from .ai.levels import DEFAULT_LEVEL, LEVELS as AI_LEVELS, level

KIND = "la-bete settings"
VERSION = 2
OLDEST_VERSION = 1  # still read: a version 1 file is a Bête player's settings
FILE_NAME = "settings.json"

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
#: Multiplier of every animation's duration for each speed.
SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
#: Levels of the computer players by player kind, weakest first, with their names.
LEVELS = {level.kind: level.name for level in AI_LEVELS}
AI_PAUSES = (0.0, 0.3, 0.6, 0.9, 1.4)
ROUNDS = (1, 2, 3, 4)
MIN_PLAYERS, MAX_PLAYERS = 3, 7
GAMES = ("bete", "bestia")
GAME_TITLES = {"bete": "Bête", "bestia": "Bestia"}


def _rules_class(game: str) -> Any:
    from .engine.bestia import BestiaRules
    from .engine.bete import RuleSet

    return {"bete": RuleSet, "bestia": BestiaRules}[game]


def default_rules() -> dict[str, Any]:
    return _rules_class("bete")().to_dict()


def default_bestia_rules() -> dict[str, Any]:
    return _rules_class("bestia")().to_dict()


def players_allowed(game: str) -> range:
    """The table sizes of ``game`` (the engine's)."""
    from .engine.games import GAMES as ENGINE_GAMES

    info = ENGINE_GAMES[game]
    return range(info.min_players, info.max_players + 1)


@dataclass(frozen=True)
class Settings:
    """Each game keeps its own table size and rules, so switching game loses neither."""

    game: str = "bete"
    players: int = 4
    rules: dict = field(default_factory=default_rules)
    bestia_players: int = 4
    bestia_rules: dict = field(default_factory=default_bestia_rules)
    opponents: str = level(DEFAULT_LEVEL).kind
    rounds: int = 1
    animation: str = "normal"
    ai_pause: float = 0.6
    volume: float = 0.7
    muted: bool = False
    four_colour: bool = False
    fullscreen: bool = False
    name: str = "You"

    # ----------------------------------------------------------------- checks
    def __post_init__(self) -> None:
        if self.game not in GAMES:
            raise ValueError(f"game: {self.game!r} is not one of {', '.join(GAMES)}")
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players: {self.players!r} is not 3 to 7")
        allowed = players_allowed("bestia")
        if type(self.bestia_players) is not int or self.bestia_players not in allowed:
            raise ValueError(f"bestia_players: {self.bestia_players!r} is not {allowed[0]} to {allowed[-1]}")
        if self.opponents not in LEVELS:
            raise ValueError(f"opponents: {self.opponents!r} is not one of {', '.join(LEVELS)}")
        if type(self.rounds) is not int or not 1 <= self.rounds <= 20:
            raise ValueError(f"rounds: {self.rounds!r} is not 1 to 20")
        if self.animation not in ANIMATION_SPEEDS:
            raise ValueError(f"animation: {self.animation!r} is not one of {', '.join(ANIMATION_SPEEDS)}")
        for name in ("ai_pause", "volume"):
            value = getattr(self, name)
            if type(value) not in (int, float) or not 0 <= value <= 5:
                raise ValueError(f"{name}: {value!r} is not a number from 0 to 5")
        if not 0 <= self.volume <= 1:
            raise ValueError(f"volume: {self.volume!r} is not from 0 to 1")
        for name in ("muted", "four_colour", "fullscreen"):
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name}: {getattr(self, name)!r} is not true or false")
        if not isinstance(self.name, str) or not 0 < len(self.name) <= 24:
            raise ValueError(f"name: {self.name!r} is not 1 to 24 characters")
        self.ruleset()  # raises RuleSetError (a ValueError) when a toggle is wrong
        self.bestia_ruleset()

    def ruleset(self):
        """The engine's RuleSet (Bête's) for these settings."""
        return _rules_class("bete").from_dict(self.rules)

    def bestia_ruleset(self):
        """The engine's BestiaRules for these settings."""
        return _rules_class("bestia").from_dict(self.bestia_rules)

    def game_rules(self, game: str | None = None):
        """The rules of ``game`` (default: the chosen game)."""
        return self.bestia_ruleset() if (game or self.game) == "bestia" else self.ruleset()

    def table_players(self, game: str | None = None) -> int:
        """The number at the table for ``game`` (default: the chosen game)."""
        return self.bestia_players if (game or self.game) == "bestia" else self.players

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTOR[self.animation]

    def replace(self, **changes: Any) -> "Settings":
        return dataclasses.replace(self, **changes)

    def with_rule(self, name: str, value: Any, game: str = "bete") -> "Settings":
        """A copy with one rule toggle (or the preset) of ``game`` changed."""
        rules = self.game_rules(game).with_toggle(name, value)
        if game == "bestia":
            return self.replace(bestia_rules=rules.to_dict())
        return self.replace(rules=rules.to_dict())

    def with_players(self, players: int, game: str | None = None) -> "Settings":
        if (game or self.game) == "bestia":
            return self.replace(bestia_players=players)
        return self.replace(players=players)

    # ----------------------------------------------------------------- files
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": KIND, "version": VERSION}
        for f in fields(self):
            value = getattr(self, f.name)
            out[f.name] = dict(value) if isinstance(value, dict) else value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Settings":
        """Settings from a file's payload; unknown keys are ignored, missing ones default."""
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        for key, game in (("rules", "bete"), ("bestia_rules", "bestia")):
            if key in values:
                if not isinstance(values[key], dict):
                    raise ValueError(f"{key}: not an object of toggles")
                values[key] = _rules_class(game).from_dict(values[key]).to_dict()
        if data.get("version") == 1:  # before Bestia: whatever it held, it was Bête's
            for key in ("game", "bestia_players", "bestia_rules"):
                values.pop(key, None)
        return cls(**values)

    @staticmethod
    def path() -> Path:
        return storage.config_dir() / FILE_NAME

    @classmethod
    def load(cls, path: Path | None = None, report: Callable[[str], None] | None = None) -> "Settings":
        path = Path(path) if path is not None else cls.path()
        data = storage.read_versioned(path, KIND, VERSION, report, oldest=OLDEST_VERSION)
        if data is None:
            return cls()
        try:
            return cls.from_dict(data)
        except (ValueError, TypeError, RecursionError) as exc:
            storage.refuse(path, str(exc), report)
            return cls()

    def save(self, path: Path | None = None) -> Path:
        path = Path(path) if path is not None else self.path()
        storage.write_json_atomic(path, self.to_dict())
        return path
