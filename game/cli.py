"""Command-line helpers shared by the simulator, the benchmark and the launcher."""
from __future__ import annotations

import argparse
import sys
from typing import NoReturn

from .engine import PRESETS, RuleSet, RuleSetError, preset


class OneLineParser(argparse.ArgumentParser):
    """An argument parser whose errors are one line naming the flag, with exit code 2."""

    def error(self, message: str) -> NoReturn:
        if message.startswith("unrecognized arguments"):
            flags = sorted({o for a in self._actions for o in a.option_strings if o.startswith("--")})
            message += f" (flags: {', '.join(flags)})"
        sys.stderr.write(f"{self.prog}: {message}\n")
        sys.exit(2)


def add_rules_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--preset", default="le_gras_1739", choices=list(PRESETS), help="historical rule preset")
    parser.add_argument(
        "--set",
        dest="toggles",
        action="append",
        default=[],
        metavar="TOGGLE=VALUE",
        help="change one rule toggle (repeatable); toggles: " + ", ".join(t.name for t in RuleSet.toggles()),
    )


def rules_from_arguments(parser: argparse.ArgumentParser, args: argparse.Namespace) -> RuleSet:
    rules = preset(args.preset)
    for item in args.toggles:
        name, sep, value = item.partition("=")
        if not sep or not name.strip():
            parser.error(f"argument --set: expected TOGGLE=VALUE, not {item!r}")
        if name.strip() == "preset":
            parser.error("argument --set: choose the preset with --preset")
        try:
            rules = rules.with_toggle(name.strip(), value.strip())
        except RuleSetError as exc:
            parser.error(f"argument --set: {exc}")
    return rules


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
