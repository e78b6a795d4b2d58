"""The hint: what the expert would do in a seat's place, and what it has worked out.

``hint(observation)`` gives, for the seat to act, the expert's top choices, each with its
expected gain in jetons and its chance of winning the deal, and the facts it inferred, as
structured data the window words with the players' names::

    Fact(seat=1, what="void", suit=Suit.HEARTS, since_trick=2)  ->  "Bruno has no hearts since trick 2"

Facts are the hard ones shown in play (``void``, ``no_trumps``, ``no_trump_above``, see
:mod:`game.ai.knowledge`) and, after the calls, the trumps each seat that said play or
contre is likely to hold (``likely_trumps`` with ``count``, ``since_trick`` 0 meaning "since
the bidding").  It runs in a few hundred milliseconds: ask a
:class:`~game.ai.worker.ThinkingWorker` for it (``submit_hint``) to keep the window smooth.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Mapping

from ..engine.bestia import parse_bestia_action
from ..engine.bete import Action, Call, parse_action
from ..engine.bestia import action_code
from ..engine.cards import Suit
from ..engine.bete.frozen import Seen
from .expert import ExpertConfig, ExpertPlayer
from .facts import Fact, likely_trumps
from .knowledge import Knowledge
from .sampler import Sampler

#: A hint may think longer than a move: the player asked for it and is waiting.
HINT_BUDGET_MS = 400.0
HINT_CONFIG = ExpertConfig(budget_ms=HINT_BUDGET_MS, call_worlds=600, play_worlds=120, iterations=12000, pool=60)


@dataclass(frozen=True)
class HintChoice:
    action: Action
    expected_jetons: float  # mean gain in jetons, the seat's 1/n share of the pots counted
    win_chance: float  # chance the seat's side wins the deal (a defender: the playing side fails)
    samples: int  # worlds (or tree visits) behind the figures

    def to_dict(self) -> dict[str, Any]:
        return {"action": action_code(self.action), "expected_jetons": round(self.expected_jetons, 3),
                "win_chance": round(self.win_chance, 4), "samples": self.samples}


@dataclass(frozen=True)
class Hint:
    seat: int
    choices: tuple[HintChoice, ...]  # best first; empty when the seat has no choice to make
    facts: tuple[Fact, ...]
    likely: tuple[dict[str, Any], ...] = field(default=())
    available: bool = True
    reason: str | None = None  # why there is no hint, when there is none
    game: str = "bete"

    @classmethod
    def unavailable(cls, seen: Any, reason: str) -> "Hint":
        """No figures (the thinking failed), but the facts, which cost nothing."""
        if seen.game == "bestia":
            from .bestia_knowledge import BestiaKnowledge

            return cls(seen.seat, (), tuple(BestiaKnowledge(seen).facts), (), False, reason, "bestia")
        return cls(seen.seat, (), tuple(Knowledge(seen).facts), (), False, reason)

    def to_dict(self) -> dict[str, Any]:
        return {
            "seat": self.seat,
            "choices": [c.to_dict() for c in self.choices],
            "facts": [f.to_dict() for f in self.facts] + list(self.likely),
            "available": self.available,
            "reason": self.reason,
            "game": self.game,
        }

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Hint":
        from ..engine import Card

        game = data.get("game", "bete")
        parse = parse_bestia_action if game == "bestia" else parse_action
        choices = tuple(
            HintChoice(parse(c["action"]), float(c["expected_jetons"]), float(c["win_chance"]), int(c["samples"]))
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


def hint(observation: Any, budget_ms: float | None = None, seed: int = 0,
         top: int = 3) -> Hint:
    """The expert's ``top`` choices for the seat to act and the facts it inferred (either game)."""
    if observation.game == "bestia":
        from .bestia_hint import bestia_hint

        return bestia_hint(observation, budget_ms, seed, top)
    seen = observation
    knowledge = Knowledge(seen)
    choices: tuple[HintChoice, ...] = ()
    if seen.legal_actions:
        expert = ExpertPlayer(seed, HINT_CONFIG)
        weighed = expert.analyse(seen, HINT_BUDGET_MS if budget_ms is None else budget_ms)
        choices = tuple(HintChoice(c.action, c.expected, c.win_chance, c.samples) for c in weighed[:top])
    return Hint(seen.seat, choices, tuple(knowledge.facts), tuple(_likely_trumps(seen, knowledge, seed)))


def _likely_trumps(seen: Seen, knowledge: Knowledge, seed: int, worlds: int = 200) -> list[dict[str, Any]]:
    """How many trumps each seat that said play or contre probably holds now."""
    bold = sorted({s for s, call in seen.calls if s is not None and s != seen.seat and call in (Call.PLAY, Call.CONTRE)})
    bold = [s for s in bold if knowledge.slots[s] > 0]
    if not bold:
        return []
    return likely_trumps(Sampler(seen, knowledge), bold, int(seen.trump), seed, worlds)


__all__ = ["HINT_BUDGET_MS", "Hint", "HintChoice", "hint"]
