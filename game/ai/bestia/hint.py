"""Bestia's hint: what the expert would do in a seat's place, and what it has worked out.

The choices come with their expected gain in jetons and the chance of coming out of the
deal ahead; the facts are those shown in play (:mod:`.knowledge`: ``void``,
``no_trumps``, ``no_trump_above``, ``no_higher`` — followed without heading the trick —
and ``not_held`` — led otherwise than a lead restriction obliges) and, once the play has
begun, the trumps each other player still in is likely to hold, read from sampled worlds.
"""
from __future__ import annotations

from typing import Any

from ..facts import Fact, likely_trumps
from ..hint import HINT_BUDGET_MS, Hint, HintChoice, hint_choices
from .expert import BestiaExpertConfig, BestiaExpertPlayer
from .knowledge import BestiaKnowledge
from .sampler import BestiaSampler

HINT_CONFIG = BestiaExpertConfig(budget_ms=HINT_BUDGET_MS, talk_worlds=500, play_worlds=200)


def hint(seen: Any, budget_ms: float | None = None, seed: int = 0, top: int = 3) -> Hint:
    """The expert's ``top`` choices for the seat to act and the facts it inferred."""
    knowledge = BestiaKnowledge(seen)
    choices: tuple[HintChoice, ...] = ()
    if seen.legal_actions:
        weighed = BestiaExpertPlayer(seed, HINT_CONFIG).analyse(seen, HINT_BUDGET_MS if budget_ms is None else budget_ms)
        choices = hint_choices(weighed, top)
    return Hint(seen.seat, choices, tuple(knowledge.facts), tuple(trumps_in_play(seen, knowledge, seed)), game=seen.game)


def facts(seen: Any) -> tuple[Fact, ...]:
    """What the play has shown, without thinking: for a hint whose figures failed."""
    return tuple(BestiaKnowledge(seen).facts)


def trumps_in_play(seen: Any, knowledge: BestiaKnowledge, seed: int, worlds: int = 200) -> list[dict[str, Any]]:
    """How many trumps each other player in the play probably holds now."""
    if knowledge.trump is None or not seen.in_seats:
        return []
    others = [s for s in seen.in_seats if s != seen.seat and s in knowledge.live]
    if not others:
        return []
    return likely_trumps(BestiaSampler(seen, knowledge), others, knowledge.trump, seed, worlds)


__all__ = ["HINT_CONFIG", "facts", "hint", "trumps_in_play"]
