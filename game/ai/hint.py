"""The hint: what the expert would do in a seat's place, and what it has worked out.

A :class:`Hint` holds, for the seat to act, the expert's top choices, each with its
expected gain in jetons and its chance of winning (the deal, or of coming out ahead, as
the game counts it), and the facts it inferred, as structured data the window words with
the players' names (the window's ``game.ui.hint_words``)::

    Fact(seat=1, what="void", suit=Suit.HEARTS, since_trick=2)  ->  "Bruno has no hearts since trick 2"

Facts are the hard ones shown in play (:mod:`game.ai.facts`) and the trumps the others
are likely to hold (``likely_trumps`` with ``count``, ``since_trick`` 0).  Each game's
AI works a hint out (its spec's ``hint``; :func:`game.ai.games.hint` picks the game); it
runs in a few hundred milliseconds, so the window asks a
:class:`~game.ai.worker.ThinkingWorker` for it (``submit_hint``) to stay smooth.  A hint
crosses from the worker as the plain data :meth:`Hint.to_dict` writes, its actions in
their game's own text (the engine's ``action_code`` and ``parse_action``).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..engine.cards import Card, Suit
from ..engine.games import DEFAULT, spec as game_spec
from .choice import Choice, by_figures, too_close
from .facts import Fact

#: A hint may think longer than a move: the player asked for it and is waiting.
HINT_BUDGET_MS = 400.0


@dataclass(frozen=True)
class HintChoice:
    action: Any
    expected_jetons: float  # mean gain in jetons, the seat's 1/n share of the pots counted
    win_chance: float  # chance the seat wins as its game counts it (its side wins the deal, it comes out ahead)
    samples: int  # worlds (or tree visits) behind the figures
    #: Too close to the first choice for the worlds weighed to tell them apart.
    close: bool = False

    def to_dict(self, code: Callable[[Any], str] = str) -> dict[str, Any]:
        """``code`` writes the action as its game reads it back (the engine's ``action_code``)."""
        return {"action": code(self.action), "expected_jetons": round(self.expected_jetons, 3),
                "win_chance": round(self.win_chance, 4), "samples": self.samples, "close": self.close}


def hint_choices(choices: Sequence[Choice], top: int) -> tuple[HintChoice, ...]:
    """The ``top`` choices of one evaluation in the order of their figures, those the
    worlds cannot tell from the best marked ``close``."""
    ordered = by_figures(choices)
    return tuple(HintChoice(c.action, c.expected, c.win_chance, c.samples, i > 0 and too_close(ordered[0], c))
                 for i, c in enumerate(ordered[:top]))


@dataclass(frozen=True)
class Hint:
    seat: int
    choices: tuple[HintChoice, ...]  # best first; empty when the seat has no choice to make
    facts: tuple[Fact, ...]
    likely: tuple[dict[str, Any], ...] = field(default=())
    available: bool = True
    reason: str | None = None  # why there is no hint, when there is none
    game: str = DEFAULT

    @classmethod
    def unavailable(cls, seen: Any, facts: Sequence[Fact], reason: str) -> "Hint":
        """No figures (the thinking failed), but the facts, which cost nothing."""
        return cls(seen.seat, (), tuple(facts), (), False, reason, seen.game)

    def to_dict(self) -> dict[str, Any]:
        code = game_spec(self.game).action_code
        return {
            "seat": self.seat,
            "choices": [c.to_dict(code) for c in self.choices],
            "facts": [f.to_dict() for f in self.facts] + list(self.likely),
            "available": self.available,
            "reason": self.reason,
            "game": self.game,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Hint":
        game = data.get("game", DEFAULT)
        parse = game_spec(game).parse_action
        choices = tuple(
            HintChoice(parse(c["action"]), float(c["expected_jetons"]), float(c["win_chance"]), int(c["samples"]),
                       bool(c.get("close", False)))
            for c in data["choices"]
        )
        facts, likely = [], []
        for f in data["facts"]:
            if f["what"] == "likely_trumps":
                likely.append(dict(f))
            else:
                facts.append(Fact(
                    int(f["seat"]), f["what"], int(f["since_trick"]),
                    None if f.get("suit") is None else Suit.parse(f["suit"]),
                    None if f.get("card") is None else Card.parse(f["card"]),
                ))
        return cls(int(data["seat"]), choices, tuple(facts), tuple(likely), bool(data["available"]), data.get("reason"),
                   game)


__all__ = ["HINT_BUDGET_MS", "Hint", "HintChoice", "hint_choices"]
