"""``python -m game``: the card table.

    python -m game                 the window (title, table, settings, rules, ledger)
    python -m game --demo          every seat played by the computer
    python -m game --self-test     headless: plays deals through the real scenes, prints frame times
    python -m game --lang fr       in French for this run (en, fr, it, es; default: the settings')
    python -m game --review FILE   the review of a deal saved to a file

A bad flag is refused in one line naming it, with exit code 2.  An uncaught error is
written up as a crash report in the user's log folder (see :mod:`game.crash`), with exit
code 70.  The same ``main`` is the entry point of the frozen build (``build.spec``).
"""
from __future__ import annotations

import time

_STARTED = time.perf_counter()


def _process_age() -> float:
    """Seconds since this process was created (Linux), so launch time includes Python's start-up."""
    try:
        import os as _os

        with open("/proc/self/stat", encoding="ascii") as stream:
            fields = stream.read().rsplit(")", 1)[1].split()
        with open("/proc/uptime", encoding="ascii") as stream:
            uptime = float(stream.read().split()[0])
        ticks = _os.sysconf("SC_CLK_TCK")
        return max(0.0, uptime - int(fields[19]) / ticks)
    except (OSError, ValueError, IndexError, AttributeError):
        return 0.0


_STARTED -= _process_age()

import os  # noqa: E402
import sys  # noqa: E402
from typing import Sequence  # noqa: E402


def build_parser():
    """The flags, their choices from the window's registry of games (:mod:`game.ui.games`)."""
    from .cli import OneLineParser, any_int, positive_int
    from .i18n import LANGUAGES
    from .engine.games import spec
    from .settings import ANIMATION_SPEEDS
    from .ui.games import DEFAULT, GAMES

    engines = [spec(name) for name in GAMES]
    titles = ", ".join(ui.title for ui in GAMES.values())
    parser = OneLineParser(prog="python -m game", description=f"La Bête: play {titles} against the computer.")
    mode = parser.add_mutually_exclusive_group()
    mode.add_argument("--demo", action="store_true", help="every seat is a computer player")
    mode.add_argument("--self-test", action="store_true", help="headless run through the real scenes")
    mode.add_argument("--review", metavar="FILE", default=None,
                      help="open a deal saved to a file (Save deal in a review) for its review")
    parser.add_argument("--guided", action="store_true",
                        help="open the guided first deal of --game (with --self-test: play it headless twice)")
    parser.add_argument("--seed", type=any_int, default=None, help="seed of the session (shuffles and the lot)")
    parser.add_argument("--game", default=DEFAULT, choices=list(GAMES), help=f"the game to play (default {DEFAULT})")
    presets = [name for game in engines for name in game.rules.PRESETS]
    low = min(game.min_players for game in engines)
    high = max(game.max_players for game in engines)
    sizes = ", ".join(f"{game.title} {game.min_players} to {game.max_players}" for game in engines)
    parser.add_argument("--preset", choices=presets, default=None,
                        help="rules preset of the game for this run (default: the saved settings)")
    parser.add_argument("--players", type=int, choices=range(low, high + 1), default=None,
                        help=f"players at the table: {sizes} (default: the saved settings;"
                             " the self-test uses 4)")
    parser.add_argument("--deals", type=positive_int, default=2, help="deals the self-test plays (default 2)")
    parser.add_argument("--speed", choices=ANIMATION_SPEEDS, default="fast",
                        help="animation speed of the self-test")
    parser.add_argument("--lang", choices=list(LANGUAGES), default=None,
                        help="the language of this run (default: the Language setting, else the system's)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="window size (default: 1280x800, or larger in proportion to a large screen)")
    return parser


def _size(text: str) -> tuple[int, int]:
    import argparse

    try:
        w, h = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not WIDTHxHEIGHT, e.g. 1280x800") from None
    if w < 640 or h < 400:
        raise argparse.ArgumentTypeError(f"{text} is too small (at least 640x400)")
    return (w, h)


def _check_game(parser, args, argv: list[str]) -> None:
    """--preset and --players must suit --game (the game of the saved settings when not given,
    so only checked for the game named): one line naming the flag otherwise."""
    from .cli import check_players
    from .engine.games import spec
    from .ui.games import GAMES

    args.game_given = any(a == "--game" or a.startswith("--game=") for a in argv)
    if not args.game_given:
        if args.preset is None:
            return
        args.game = next(name for name in GAMES if args.preset in spec(name).rules.PRESETS)
        args.game_given = True
    presets = spec(args.game).rules.PRESETS
    if args.preset is not None and args.preset not in presets:
        choices = ", ".join(presets)
        parser.error(f"argument --preset: invalid choice: {args.preset!r} for --game {args.game} (choose from {choices})")
    if args.players is not None:
        check_players(parser, args.game, args.players)


def main(argv: Sequence[str] | None = None) -> int:
    if getattr(sys, "frozen", False):
        # First thing: in a frozen build a worker process of the computer players is this
        # same executable started again; freeze_support runs the worker and exits there.
        import multiprocessing

        multiprocessing.freeze_support()
    no_console = sys.stdout is None  # a windowed build on Windows: what it prints goes to the log only
    for name in ("stdout", "stderr"):
        if getattr(sys, name) is None:
            setattr(sys, name, open(os.devnull, "w", encoding="utf-8"))
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    parser = build_parser()
    args = parser.parse_args(list(sys.argv[1:] if argv is None else argv))
    if args.lang is not None:
        from . import i18n

        i18n.pin(args.lang)
    _check_game(parser, args, list(sys.argv[1:] if argv is None else argv))
    from . import crash

    # The window modes keep a log in the user's folder; the self-test prints to its console.
    return crash.guard(lambda: _play(args), log_to_file=no_console or not args.self_test)


def _play(args) -> int:
    from .crash import crash_on_purpose

    crash_on_purpose("start")
    if args.self_test:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
        os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        if args.guided:
            from .ui.guided import selftest as guided

            return guided.run(args.game, seed=1 if args.seed is None else args.seed, speed=args.speed,
                              started=_STARTED)
        from .ui import selftest

        return selftest.run(deals=args.deals, seed=1 if args.seed is None else args.seed, players=args.players or 4,
                            started=_STARTED, speed=args.speed, preset=args.preset, game=args.game)
    from . import ui

    return ui.run(demo=args.demo, seed=args.seed, size=args.size, started=_STARTED, preset=args.preset,
                  players=args.players, game=args.game if args.game_given else None, guided=args.guided,
                  review=args.review)


if __name__ == "__main__":
    sys.exit(main())
