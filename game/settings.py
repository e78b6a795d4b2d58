"""The player's settings: typed, validated, saved per user as versioned JSON.

    settings = Settings.load()          # defaults if there is no file or it is bad
    settings = settings.with_players(5)
    settings.save()

The file (``settings.json`` in the user's config folder, see :mod:`game.storage`) is
human-readable, one table per game::

    {"kind": "la-bete settings", "version": 3, "game": "bete",
     "games": {"bete": {"players": 4, "rules": {...}}, "bestia": {"players": 4, "rules": {...}}},
     "opponents": "expert", ...}

The games are the engine's (:mod:`game.engine.games`): this module names none.  Older
files are read and written back as version 3: version 2 kept the first game's table in
``players`` and ``rules`` and each other game's in ``<game>_players`` and
``<game>_rules`` (Bestia's in ``bestia_players``, ``bestia_rules``); version 1 had only the
first game's.
"""
from __future__ import annotations

import dataclasses
from dataclasses import dataclass, field, fields
from pathlib import Path
from typing import Any, Callable, Mapping

from . import storage
from .ai.levels import DEFAULT_LEVEL, LEVELS as AI_LEVELS, level
from .engine import games as registry
from .i18n import LANGUAGES

KIND = "la-bete settings"
VERSION = 3
OLDEST_VERSION = 1  # still read: see the module's text
FILE_NAME = "settings.json"

ANIMATION_SPEEDS = ("slow", "normal", "fast", "instant")
#: Multiplier of every animation's duration for each speed.
SPEED_FACTOR = {"slow": 1.6, "normal": 1.0, "fast": 0.45, "instant": 0.0}
#: Levels of the computer players by player kind, weakest first, with their names.
LEVELS = {level.kind: level.name for level in AI_LEVELS}
AI_PAUSES = (0.0, 0.3, 0.6, 0.9, 1.4)
#: The interface's scale (text and cards), in per cent.
UI_SCALES = (80, 90, 100, 110, 125, 150)
ROUNDS = (1, 2, 3, 4)
#: The Language setting's choices: the system's ("") then each language (see :mod:`game.i18n`).
LANGUAGE_CHOICES = ("",) + tuple(LANGUAGES)
#: The most computer seats a table has (seven players).
MOST_OPPONENTS = 6
#: The table size a game starts at, when it seats that many.
USUAL_PLAYERS = 4


def default_table(game: str) -> dict[str, Any]:
    """A game's table before the person changes it: its usual size and its default rules."""
    spec = registry.spec(game)
    players = min(max(USUAL_PLAYERS, spec.min_players), spec.max_players)
    return {"players": players, "rules": spec.rules().to_dict()}


def default_tables() -> dict[str, dict[str, Any]]:
    return {name: default_table(name) for name in registry.GAMES}


def _table(game: str, data: Any) -> dict[str, Any]:
    """A game's table from a file: checked, its rules filled in; ValueError naming what is wrong."""
    spec = registry.spec(game) if game in registry.GAMES else None
    if spec is None:
        raise ValueError(f"games: no game called {game!r}; games: {', '.join(registry.GAMES)}")
    if not isinstance(data, Mapping):
        raise ValueError(f"games.{game}: not an object with players and rules")
    table = default_table(game)
    if "players" in data:
        table["players"] = data["players"]
    if "rules" in data:
        if not isinstance(data["rules"], dict):
            raise ValueError(f"games.{game}.rules: not an object of toggles")
        table["rules"] = spec.rules.from_dict(data["rules"]).to_dict()
    return table


def _version_2_tables(data: Mapping[str, Any], first_only: bool) -> dict[str, Any]:
    """The tables of a version 2 (or, ``first_only``, version 1) file."""
    tables: dict[str, Any] = {}
    for name in registry.GAMES:
        prefix = "" if name == registry.DEFAULT else f"{name}_"
        if first_only and prefix:
            continue
        old = {key: data[prefix + key] for key in ("players", "rules") if prefix + key in data}
        if old:
            tables[name] = old
    return tables


@dataclass(frozen=True)
class Settings:
    """Each game keeps its own table size and rules, so switching game loses neither."""

    game: str = registry.DEFAULT
    #: Each game's table: ``{"players": n, "rules": {toggle: value}}`` by game.
    games: dict = field(default_factory=default_tables)
    opponents: str = level(DEFAULT_LEVEL).kind
    rounds: int = 1
    animation: str = "normal"
    ai_pause: float = 0.6
    volume: float = 0.7
    muted: bool = False
    four_colour: bool = False
    fullscreen: bool = False
    name: str = "You"
    #: Text and cards at this per cent of their size (80 to 150).
    ui_scale: int = 100
    #: Strict play: no undo (casual play, the default, lets the person take a decision back).
    strict: bool = False
    #: A single legal card is played by itself.
    auto_play: bool = False
    #: The language of every word shown: a code of :data:`game.i18n.LANGUAGES`, or "" for the system's.
    language: str = ""
    #: Each computer seat's level (seat 1 first), where it differs from ``opponents``: a seat
    #: beyond the list, at any table size, plays at ``opponents``.  (Added within version 3:
    #: a file without it seats every opponent at ``opponents``.)
    seat_levels: tuple = ()

    # ----------------------------------------------------------------- checks
    def __post_init__(self) -> None:
        if self.game not in registry.GAMES:
            raise ValueError(f"game: {self.game!r} is not one of {', '.join(registry.GAMES)}")
        if not isinstance(self.games, dict) or set(self.games) != set(registry.GAMES):
            raise ValueError(f"games: a table for each of {', '.join(registry.GAMES)}")
        for name, table in self.games.items():
            players = table.get("players") if isinstance(table, dict) else None
            if not isinstance(table, dict) or not isinstance(table.get("rules"), dict):
                raise ValueError(f"games.{name}: not an object with players and rules")
            if type(players) is not int:
                raise ValueError(f"games.{name}.players: {players!r} is not a whole number")
            registry.spec(name).check_players(players)
            self.game_rules(name)  # raises RuleSetError (a ValueError) when a toggle is wrong
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
        if type(self.ui_scale) is not int or not 80 <= self.ui_scale <= 150:
            raise ValueError(f"ui_scale: {self.ui_scale!r} is not a per cent from 80 to 150")
        for name in ("muted", "four_colour", "fullscreen", "strict", "auto_play"):
            if type(getattr(self, name)) is not bool:
                raise ValueError(f"{name}: {getattr(self, name)!r} is not true or false")
        if self.language not in LANGUAGE_CHOICES:
            raise ValueError(f"language: {self.language!r} is not one of {', '.join(LANGUAGE_CHOICES[1:])} or \"\"")
        if not isinstance(self.seat_levels, tuple) or len(self.seat_levels) > MOST_OPPONENTS \
                or any(kind not in LEVELS for kind in self.seat_levels):
            raise ValueError(f"seat_levels: {list(self.seat_levels)!r} is not up to {MOST_OPPONENTS} of "
                             f"{', '.join(LEVELS)}")
        if not isinstance(self.name, str) or not 0 < len(self.name) <= 24:
            raise ValueError(f"name: {self.name!r} is not 1 to 24 characters")

    def game_rules(self, game: str | None = None):
        """The rules of ``game`` (default: the chosen game), as the engine's rule book."""
        name = game or self.game
        known = self.__dict__.setdefault("_rules_read", {})  # the settings screen asks every frame
        rules = known.get(name)
        if rules is None:
            rules = known[name] = registry.spec(name).rules.from_dict(self.games[name]["rules"])
        return rules

    def levels(self, players: int | None = None) -> list[str]:
        """The level (a player kind) of each computer seat at a table of ``players`` (default:
        the chosen game's), seat 1 first."""
        n = (players or self.table_players()) - 1
        return [self.seat_levels[i] if i < len(self.seat_levels) else self.opponents for i in range(n)]

    def with_opponents(self, kind: str) -> "Settings":
        """Every computer seat at ``kind``."""
        return self.replace(opponents=kind, seat_levels=())

    def with_seat_level(self, seat: int, kind: str) -> "Settings":
        """Computer seat ``seat`` (1 for the first) at ``kind``, the others as they were."""
        levels = [self.seat_levels[i] if i < len(self.seat_levels) else self.opponents for i in range(MOST_OPPONENTS)]
        levels[seat - 1] = kind
        while levels and levels[-1] == self.opponents:
            levels.pop()
        return self.replace(seat_levels=tuple(levels))

    def table_players(self, game: str | None = None) -> int:
        """The number at the table for ``game`` (default: the chosen game)."""
        return self.games[game or self.game]["players"]

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTOR[self.animation]

    def replace(self, **changes: Any) -> "Settings":
        return dataclasses.replace(self, **changes)

    def with_rule(self, name: str, value: Any, game: str | None = None) -> "Settings":
        """A copy with one rule toggle (or the preset) of ``game`` (default: the chosen game) changed."""
        game = game or self.game
        rules = self.game_rules(game).with_toggle(name, value)
        return self._with_table(game, rules=rules.to_dict())

    def with_players(self, players: int, game: str | None = None) -> "Settings":
        return self._with_table(game or self.game, players=players)

    def _with_table(self, game: str, **changes: Any) -> "Settings":
        games = {name: dict(table) for name, table in self.games.items()}
        games[game].update(changes)
        return self.replace(games=games)

    # ----------------------------------------------------------------- files
    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"kind": KIND, "version": VERSION}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "games":
                value = {name: {"players": t["players"], "rules": dict(t["rules"])} for name, t in value.items()}
            elif f.name == "seat_levels":
                value = list(value)
            out[f.name] = value
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Settings":
        """Settings from a file's payload (of any version read); unknown keys are ignored,
        missing ones default."""
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        version = data.get("version")
        if version == 1:  # before the second game: whatever else it held, the table was the first game's
            values.pop("game", None)
            tables = _version_2_tables(data, first_only=True)
        elif version == 2:
            tables = _version_2_tables(data, first_only=False)
        else:
            tables = values.get("games", {})
            if not isinstance(tables, dict):
                raise ValueError("games: not an object of tables by game")
        games = default_tables()
        for name, table in tables.items():
            games[name] = _table(name, table)
        values["games"] = games
        if "seat_levels" in values:
            if not isinstance(values["seat_levels"], list):
                raise ValueError("seat_levels: not a list of levels")
            values["seat_levels"] = tuple(values["seat_levels"])
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
