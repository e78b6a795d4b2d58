"""Bête's hint: the expert's top choices for the seat to act, from its one evaluation
(:mod:`.evaluate`: the figures it plays by), the facts shown in play (:mod:`.knowledge`:
``void``, ``no_trumps``, ``no_trump_above``) and, after the calls, the trumps each seat
that said play or contre is likely to hold (``since_trick`` 0 meaning "since the
bidding")."""
from __future__ import annotations

from typing import Any

from ...engine.bete import Call
from ...engine.bete.frozen import Seen
from ..evaluation import Effort
from ..facts import Fact, likely_trumps
from ..hint import HINT_BUDGET_MS, Hint, HintChoice, hint_choices
from .evaluate import evaluate
from .knowledge import Knowledge
from .sampler import Sampler


def hint(seen: Seen, budget_ms: float | None = None, seed: int = 0, top: int = 3) -> Hint:
    """The expert's ``top`` choices for the seat to act, as it weighs them to play (its own
    worlds, the hint's clock a cap), and the facts it inferred."""
    return hint_of(seen, Effort(ms=HINT_BUDGET_MS if budget_ms is None else budget_ms), seed, top)


def hint_of(seen: Seen, effort: Effort, seed: int = 0, top: int = 3) -> Hint:
    """The hint from the one evaluation (:func:`.evaluate.evaluate`) at ``effort``."""
    knowledge = Knowledge(seen)
    choices: tuple[HintChoice, ...] = ()
    if seen.legal_actions:
        choices = hint_choices(evaluate(seen, effort, seed), top)
    return Hint(seen.seat, choices, tuple(knowledge.facts), tuple(_likely_trumps(seen, knowledge, seed)), game=seen.game)


def facts(seen: Seen) -> tuple[Fact, ...]:
    """What the play has shown, without thinking: for a hint whose figures failed."""
    return tuple(Knowledge(seen).facts)


def _likely_trumps(seen: Seen, knowledge: Knowledge, seed: int, worlds: int = 200) -> list[dict[str, Any]]:
    """How many trumps each seat that said play or contre probably holds now."""
    bold = sorted({s for s, call in seen.calls if s is not None and s != seen.seat and call in (Call.PLAY, Call.CONTRE)})
    bold = [s for s in bold if knowledge.slots[s] > 0]
    if not bold:
        return []
    return likely_trumps(Sampler(seen, knowledge), bold, int(seen.trump), seed, worlds)


__all__ = ["facts", "hint", "hint_of"]
