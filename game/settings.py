"""The player's settings: typed, validated, saved per user as versioned JSON.

    settings = Settings.load()          # defaults if there is no file or it is bad
    settings = settings.replace(players=5)
    settings.save()

The file (``settings.json`` in the user's config folder, see :mod:`game.storage`) is
human-readable: ``{"kind": "la-bete settings", "version": 1, "players": 4, ...}``.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Callable, Mapping

from . import storage
from .ai.levels import DEFAULT_LEVEL, LEVELS as AI_LEVELS, level

KIND = "la-bete settings"
VERSION = 1
FILE_NAME = "settings.json"

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
#: Multiplier of every animation's duration for each speed.
SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
#: Levels of the computer players by player kind, weakest first, with their names.
LEVELS = {level.kind: level.name for level in AI_LEVELS}
AI_PAUSES = (0.0, 0.3, 0.6, 0.9, 1.4)
ROUNDS = (1, 2, 3, 4)
MIN_PLAYERS, MAX_PLAYERS = 3, 7


def default_rules() -> dict[str, Any]:
    from .engine import RuleSet

    return RuleSet().to_dict()


@dataclass(frozen=True)
class Settings:
    players: int = 4
    rules: dict = field(default_factory=default_rules)
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
        if type(self.players) is not int or not MIN_PLAYERS <= self.players <= MAX_PLAYERS:
            raise ValueError(f"players: {self.players!r} is not 3 to 7")
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

    def ruleset(self):
        """The engine's RuleSet for these settings."""
        from .engine import RuleSet

        return RuleSet.from_dict(self.rules)

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTOR[self.animation]

    def replace(self, **changes: Any) -> "Settings":
        return dataclasses.replace(self, **changes)

    def with_rule(self, name: str, value: Any) -> "Settings":
        """A copy with one rule toggle (or the preset) changed."""
        rules = self.ruleset().with_toggle(name, value)
        return self.replace(rules=rules.to_dict())

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
        if "rules" in values:
            if not isinstance(values["rules"], dict):
                raise ValueError("rules: not an object of toggles")
            from .engine import RuleSet

            values["rules"] = RuleSet.from_dict(values["rules"]).to_dict()
        return cls(**values)

    @staticmethod
    def path() -> Path:
        return storage.config_dir() / FILE_NAME

    @classmethod
    def load(cls, path: Path | None = None, report: Callable[[str], None] | None = None) -> "Settings":
        path = Path(path) if path is not None else cls.path()
        data = storage.read_versioned(path, KIND, VERSION, report)
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
