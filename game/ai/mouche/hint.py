"""Mouche's hint: what the expert would do in a seat's place, and what it has worked out.

The choices come with their expected gain in jetons (the seat's 1/n share of the basket
and the pots counted) and the chance of coming out of the deal ahead, weighed over
worlds consistent with everything the seat saw; in the talk they are passing, playing
with each exchange worth weighing and the dealer's rob.  The facts are those shown in
play (:mod:`.knowledge`: ``void``, ``no_trumps``, ``no_trump_above``, ``no_higher`` —
followed without heading the trick where heading is a duty) and, once the play has
begun, the trumps each other player still in is likely to hold, read from sampled worlds.
"""
from __future__ import annotations

from typing import Any

from ...engine.phase import Phase
from ..facts import Fact, likely_trumps
from ..hint import HINT_BUDGET_MS, Hint, HintChoice, hint_choices
from .expert import MoucheExpertConfig, MoucheExpertPlayer
from .knowledge import MoucheKnowledge
from .sampler import MoucheSampler

HINT_CONFIG = MoucheExpertConfig(budget_ms=HINT_BUDGET_MS, talk_worlds=400, play_worlds=200)


def hint(seen: Any, budget_ms: float | None = None, seed: int = 0, top: int = 3) -> Hint:
    """The expert's ``top`` choices for the seat to act and the facts it inferred."""
    knowledge = MoucheKnowledge(seen)
    choices: tuple[HintChoice, ...] = ()
    if seen.legal_actions:
        weighed = MoucheExpertPlayer(seed, HINT_CONFIG).analyse(seen, HINT_BUDGET_MS if budget_ms is None else budget_ms)
        choices = hint_choices(weighed, top)
    return Hint(seen.seat, choices, tuple(knowledge.facts), tuple(trumps_in_play(seen, knowledge, seed)),
                game=seen.game)


def facts(seen: Any) -> tuple[Fact, ...]:
    """What the play has shown, without thinking: for a hint whose figures failed."""
    return tuple(MoucheKnowledge(seen).facts)


def trumps_in_play(seen: Any, knowledge: MoucheKnowledge, seed: int, worlds: int = 200) -> list[dict[str, Any]]:
    """How many trumps each other player in the play probably holds now."""
    if seen.phase is not Phase.PLAY:
        return []
    others = [s for s in seen.in_seats if s != seen.seat and s in knowledge.live]
    if not others:
        return []
    return likely_trumps(MoucheSampler(seen, knowledge), others, int(seen.trump), seed, worlds)


__all__ = ["HINT_CONFIG", "facts", "hint", "trumps_in_play"]
