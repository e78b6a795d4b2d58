"""Command-line helpers shared by the simulator, the benchmark and the launcher."""
from __future__ import annotations

import argparse
import sys
from typing import NoReturn, Sequence

from .engine import RuleSetError
from .engine.games import DEFAULT, GAMES


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line naming the flag, with exit code 2."""

    def error(self, message: str) -> NoReturn:
        if message.startswith("unrecognized arguments"):
            flags = sorted({o for a in self._actions for o in a.option_strings if o.startswith("--")})
            message += f" (flags: {', '.join(flags)})"
        sys.stderr.write(f"{self.prog}: {message}\n")
        sys.exit(2)


def add_game_argument(parser: argparse.ArgumentParser, games: Sequence[str] | None = None) -> None:
    """``--game``, among ``games`` (default: every game the engine plays)."""
    parser.add_argument("--game", default=DEFAULT, choices=list(games or GAMES),
                        help=f"the game to play (default {DEFAULT})")


def players_help(games: Sequence[str] | None = None) -> str:
    """Each game's table sizes, for a ``--players`` help line: "Bête 3 to 7, Bestia 4 to 6"."""
    return ", ".join(f"{GAMES[name].title} {GAMES[name].min_players} to {GAMES[name].max_players}"
                     for name in games or GAMES)


def add_rules_arguments(parser: argparse.ArgumentParser) -> None:
    presets = [name for game in GAMES.values() for name in game.rules.PRESETS]
    defaults = ", ".join(f"{game.rules.DEFAULT_PRESET} for {name}" for name, game in GAMES.items())
    parser.add_argument("--preset", default=None, metavar="NAME",
                        help="historical rule preset of the game: " + ", ".join(presets) + f" (default {defaults})")
    toggles = sorted({t.name for game in GAMES.values() for t in game.rules.toggles()} - {"preset"})
    parser.add_argument(
        "--set",
        dest="toggles",
        action="append",
        default=[],
        metavar="TOGGLE=VALUE",
        help="change one rule toggle of the game (repeatable); toggles: " + ", ".join(toggles),
    )


def rules_from_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace):
    """The rule set of ``--game`` from ``--preset`` and every ``--set``, judged together
    (a toggle and the toggle it needs may come in either order), or one line naming the
    flag at fault and what it allows.  A toggle set twice keeps its last value."""
    game = getattr(args, "game", DEFAULT)
    kind = GAMES[game].rules
    preset = args.preset or kind.DEFAULT_PRESET
    if preset not in kind.PRESETS:
        choices = ", ".join(repr(p) for p in kind.PRESETS)
        parser.error(f"argument --preset: invalid choice: {preset!r} for --game {game} (choose from {choices})")
    changes: dict[str, str] = {}
    for item in args.toggles:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            parser.error(f"argument --set: expected TOGGLE=VALUE, not {item!r}")
        if name.strip() == "preset":
            parser.error("argument --set: choose the preset with --preset")
        changes[name.strip()] = value.strip()
    try:
        return kind.PRESETS[preset].with_toggles(changes)
    except RuleSetError as exc:
        parser.error(f"argument --set: {exc}")


def default_players(game: str) -> int:
    """The table size a tool uses when none is given: four, or the nearest the game allows."""
    spec = GAMES[game]
    return min(max(4, spec.min_players), spec.max_players)


def check_players(parser: argparse.ArgumentParser, game: str, players: int) -> None:
    """``--players`` within the game's table sizes, or one line saying which."""
    info = GAMES[game]
    if not info.min_players <= players <= info.max_players:
        allowed = ", ".join(str(n) for n in range(info.min_players, info.max_players + 1))
        parser.error(f"argument --players: invalid choice: {players} for --game {game} (choose from {allowed})")


def positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number (expected 1 or more)") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"{value} is too small (expected 1 or more)")
    return value


def any_int(text: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None


def positive_float(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a number (expected more than 0)") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"{value} is too small (expected more than 0)")
    return value
