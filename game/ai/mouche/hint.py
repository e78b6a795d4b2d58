"""Mouche's hint: what the expert would do in a seat's place, and what it has worked out.

The choices are the expert's one evaluation (:mod:`.evaluate`), in the order of their
figures: their expected gain in jetons (the seat's 1/n share of the basket and the pots
counted; in the talk, what each word gains over passing) and the chance of coming out of
the deal with more jetons than now, weighed over worlds consistent with everything the
seat saw; in the talk they are passing, playing with the exchanges worth weighing and
the dealer's rob.  The facts are those shown in
play (:mod:`.knowledge`: ``void``, ``no_trumps``, ``no_trump_above``, ``no_higher`` —
followed without heading the trick where heading is a duty) and, once the play has
begun, the trumps each other player still in is likely to hold, read from sampled worlds.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any

from ...engine.phase import Phase
from ..evaluation import Effort
from ..facts import Fact, likely_trumps
from ..hint import HINT_BUDGET_MS, Hint, HintChoice, hint_choices
from .evaluate import evaluated
from .expert import MoucheExpertConfig
from .knowledge import MoucheKnowledge
from .sampler import MoucheSampler

#: The expert's thinking with twice its worlds: the player asked and is waiting.
HINT_CONFIG = replace(MoucheExpertConfig(), talk_worlds=280, play_worlds=200, budget_ms=HINT_BUDGET_MS)


def hint(seen: Any, budget_ms: float | None = None, seed: int = 0, top: int = 3) -> Hint:
    """The expert's ``top`` choices for the seat to act and the facts it inferred, within
    ``budget_ms`` (None: the hint's own budget)."""
    return hint_by(seen, Effort(ms=budget_ms), seed, top)


def hint_by(seen: Any, effort: Effort, seed: int = 0, top: int = 3) -> Hint:
    """The same with the effort said: a number of worlds gives the figures the expert,
    thinking with as many, plays by."""
    knowledge = MoucheKnowledge(seen)
    choices: tuple[HintChoice, ...] = ()
    if seen.legal_actions:
        choices = hint_choices(evaluated(seen, HINT_CONFIG, effort, seed), top)
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


__all__ = ["HINT_CONFIG", "facts", "hint", "hint_by", "trumps_in_play"]
