"""Bestia's hint: what the expert would do in a seat's place, and what it has worked out.

The choices come with their expected gain in jetons and the chance of coming out of the
deal ahead; the facts are those shown in play (:mod:`game.ai.bestia_knowledge`: ``void``,
``no_trumps``, ``no_trump_above``, ``no_higher`` — followed without heading the trick —
and ``not_held`` — led otherwise than a lead restriction obliges) and, once the play has
begun, the trumps each other player still in is likely to hold, read from sampled worlds.
"""
from __future__ import annotations

from typing import Any

from .bestia_expert import BestiaExpertConfig, BestiaExpertPlayer
from .bestia_knowledge import BestiaKnowledge
from .bestia_sampler import BestiaSampler
from .facts import likely_trumps

#: A hint may think longer than a move: the player asked for it and is waiting.
HINT_BUDGET_MS = 400.0
HINT_CONFIG = BestiaExpertConfig(budget_ms=HINT_BUDGET_MS, talk_worlds=500, play_worlds=200)


def bestia_hint(seen: Any, budget_ms: float | None = None, seed: int = 0, top: int = 3) -> Any:
    """The expert's ``top`` choices for the seat to act and the facts it inferred."""
    from .hint import Hint, HintChoice

    knowledge = BestiaKnowledge(seen)
    choices: tuple[HintChoice, ...] = ()
    if seen.legal_actions:
        weighed = BestiaExpertPlayer(seed, HINT_CONFIG).analyse(seen, HINT_BUDGET_MS if budget_ms is None else budget_ms)
        choices = tuple(HintChoice(c.action, c.expected, c.win_chance, c.samples) for c in weighed[:top])
    return Hint(seen.seat, choices, tuple(knowledge.facts), tuple(trumps_in_play(seen, knowledge, seed)), game="bestia")


def trumps_in_play(seen: Any, knowledge: BestiaKnowledge, seed: int, worlds: int = 200) -> list[dict[str, Any]]:
    """How many trumps each other player in the play probably holds now."""
    if knowledge.trump is None or not seen.in_seats:
        return []
    others = [s for s in seen.in_seats if s != seen.seat and s in knowledge.live]
    if not others:
        return []
    return likely_trumps(BestiaSampler(seen, knowledge), others, knowledge.trump, seed, worlds)


__all__ = ["HINT_BUDGET_MS", "HINT_CONFIG", "bestia_hint", "trumps_in_play"]
