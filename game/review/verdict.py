"""The expert's verdict on one decision: the value of the choice made, of its best choice,
the loss between them, and, in hindsight, what was best with every card seen.

Values are the one evaluation's figures (:mod:`game.ai.evaluation`): the seat's expected
result of the whole deal from the moment of the decision, in jetons or (a game for points)
its points less the other's.  Actions are written as the deal's record writes them (the
engine spec's ``action_code``: ``"QS"``, ``"pass"``, ``"play 2S 4H"``), so a verdict is
plain data: it crosses from the worker, is kept in the ledger's history and in a shared
deal file, and is read back from them checked, as anything read from a file is.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any, Callable, Mapping, Sequence

from ..ai.choice import Choice, too_close

#: Figures are kept to this many decimals (files, lines of --json).
PLACES = 4
#: A loss smaller than this is nothing (it shows as 0.00).
NOTHING = 0.005
#: A verdict read from a file has at most this many options (the largest talk offers a few dozen).
MOST_OPTIONS = 400


@dataclass(frozen=True)
class Option:
    """One legal choice as the expert weighed it."""

    action: str
    value: float
    #: How often the seat comes out ahead with it, as the game counts it.
    chance: float = 0.0
    #: The standard error of how far it falls short of the best (0: the best, or exact).
    error: float = 0.0

    def to_dict(self) -> dict[str, Any]:
        return {"action": self.action, "value": _round(self.value), "chance": _round(self.chance),
                "error": _round(self.error)}


@dataclass(frozen=True)
class Hindsight:
    """The same decision weighed seeing every card (the expert's open evaluation)."""

    best: str
    value_best: float
    #: The choice made, seen so (None: the open evaluation did not weigh it).
    value_taken: float | None


@dataclass(frozen=True)
class Verdict:
    """One decision of a seat, judged from what it could see then."""

    deal: int
    #: 0-based count of the seat's decisions in the deal.
    index: int
    seat: int
    #: Choices made before it in the deal, every seat's: where the review shows it.
    ply: int
    #: ``talk``, ``exchange``, ``meld`` or ``card``.
    phase: str
    taken: str
    best: str
    #: None when the evaluation did not weigh the choice made (then no loss is known).
    value_taken: float | None
    value_best: float
    options: tuple[Option, ...]
    #: ``jetons`` or ``points``.
    unit: str
    hindsight: Hindsight | None = None

    @property
    def loss(self) -> float | None:
        """What the choice made cost against the best, never below nought."""
        if self.value_taken is None:
            return None
        return max(0.0, self.value_best - self.value_taken)

    @property
    def weighed(self) -> bool:
        return self.value_taken is not None

    @property
    def close(self) -> bool:
        """The choice made is the best, or the worlds weighed cannot tell it from the best
        (or it falls short by less than shows)."""
        if self.taken == self.best or (self.loss is not None and self.loss < NOTHING):
            return True
        taken, best = self.option(self.taken), self.option(self.best)
        if taken is None or best is None:
            return False
        return too_close(_choice(best), _choice(taken))

    def option(self, action: str) -> Option | None:
        return next((o for o in self.options if o.action == action), None)

    def to_dict(self) -> dict[str, Any]:
        """The line ``python -m game.review --json`` prints, and what a file keeps."""
        out: dict[str, Any] = {
            "deal": self.deal, "index": self.index, "seat": self.seat, "ply": self.ply, "phase": self.phase,
            "taken": self.taken, "best": self.best, "value_taken": _round(self.value_taken),
            "value_best": _round(self.value_best), "loss": _round(self.loss), "close": self.close,
            "options": [o.to_dict() for o in self.options], "unit": self.unit,
        }
        if self.hindsight is not None:
            out["hindsight_best"] = self.hindsight.best
            out["hindsight_value_best"] = _round(self.hindsight.value_best)
            out["hindsight_value_taken"] = _round(self.hindsight.value_taken)
        return out

    @classmethod
    def from_dict(cls, data: Any) -> "Verdict":
        """A verdict as :meth:`to_dict` wrote it; ValueError naming what is wrong otherwise."""
        if not isinstance(data, Mapping):
            raise ValueError("a verdict must be an object")
        options = data.get("options")
        if not isinstance(options, list) or not 0 < len(options) <= MOST_OPTIONS:
            raise ValueError("a verdict's options must be a list of its choices")
        read = tuple(Option(_text(o, "action"), _figure(o, "value"), _figure(o, "chance", 0.0),
                            _figure(o, "error", 0.0)) if isinstance(o, Mapping) else _refuse("an option")
                     for o in options)
        hindsight = None
        if data.get("hindsight_best") is not None:
            hindsight = Hindsight(_text(data, "hindsight_best"), _figure(data, "hindsight_value_best"),
                                  _figure(data, "hindsight_value_taken", None))
        unit = data.get("unit")
        if unit not in ("jetons", "points"):
            raise ValueError(f"a verdict's unit is {unit!r}, not jetons or points")
        verdict = cls(_whole(data, "deal", 1), _whole(data, "index", 0), _whole(data, "seat", 0),
                      _whole(data, "ply", 0), _text(data, "phase"), _text(data, "taken"), _text(data, "best"),
                      _figure(data, "value_taken", None), _figure(data, "value_best"), read, unit, hindsight)
        if verdict.option(verdict.best) is None:
            raise ValueError("a verdict's best choice is not among its options")
        return verdict


def verdict_of(deal: int, index: int, seat: int, ply: int, phase: str, taken: Any, choices: Sequence[Choice],
               unit: str, code: Callable[[Any], str], open_choices: Sequence[Choice] = ()) -> Verdict:
    """The verdict of one evaluation's ``choices`` on the action ``taken`` (and, when given,
    of the open evaluation's): the best is the highest figure, whatever order they came in."""
    if not choices:
        raise ValueError("the expert weighed no choice")
    options = tuple(Option(code(c.action), c.expected, c.win_chance, c.shortfall_error) for c in choices)
    best = max(options, key=lambda o: o.value)
    mine = code(taken)
    made = next((o for o in options if o.action == mine), None)
    hindsight = None
    if open_choices:
        seen = [(code(c.action), c.expected) for c in open_choices]
        top = max(seen, key=lambda s: s[1])
        hindsight = Hindsight(top[0], top[1], next((v for a, v in seen if a == mine), None))
    return Verdict(deal, index, seat, ply, phase, mine, best.action, None if made is None else made.value,
                   best.value, options, unit, hindsight)


def costliest(verdicts: Sequence[Verdict], count: int = 3) -> list[Verdict]:
    """The decisions that cost most, dearest first: those the worlds could tell from the
    best (a loss within the noise is no mistake)."""
    dear = [v for v in verdicts if (v.loss or 0.0) >= NOTHING and not v.close]
    return sorted(dear, key=lambda v: (-(v.loss or 0.0), v.index))[:count]


def _choice(option: Option) -> Choice:
    return Choice(option.action, option.value, option.chance, 0, option.error)


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, PLACES)


def _refuse(what: str) -> Any:
    raise ValueError(f"{what} must be an object")


def _text(data: Mapping[str, Any], key: str) -> str:
    value = data.get(key)
    if not isinstance(value, str) or not 0 < len(value) <= 200:
        raise ValueError(f"{key} must be a short text, not {value!r:.40}")
    return value


def _whole(data: Mapping[str, Any], key: str, least: int) -> int:
    value = data.get(key)
    if type(value) is not int or not least <= value <= 10**6:
        raise ValueError(f"{key} must be a whole number from {least}, not {value!r:.40}")
    return value


_MISSING: Any = object()


def _figure(data: Mapping[str, Any], key: str, default: Any = _MISSING) -> Any:
    value = data.get(key, default)
    if value is None and default is None:
        return None
    if value is _MISSING or isinstance(value, bool) or not isinstance(value, (int, float)) \
            or not math.isfinite(value) or abs(value) > 1e9:
        raise ValueError(f"{key} must be a figure, not {value!r:.40}")
    return float(value)


__all__ = ["Hindsight", "Option", "Verdict", "costliest", "verdict_of"]
