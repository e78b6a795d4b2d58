"""Bestia's hint: what the expert would do in a seat's place, and what it has worked out.

The choices come with their expected gain in jetons and the chance of coming out of the
deal ahead; the facts are those shown in play (:mod:`game.ai.bestia_knowledge`: ``void``,
``no_trumps``, ``no_trump_above``, ``no_higher`` — followed without heading the trick —
and ``not_held`` — led otherwise than a lead restriction obliges) and, once the play has
begun, the trumps each other player still in is likely to hold, read from sampled worlds.
:func:`fact_words` words a fact with the players' names and the project's suit names.
"""
from __future__ import annotations

from typing import Any, Sequence

from .bestia_expert import BestiaExpertConfig, BestiaExpertPlayer
from .bestia_knowledge import BestiaKnowledge
from .bestia_sampler import BestiaSampler
from .knowledge import Fact
from .sampler import likely_trumps

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


def fact_words(fact: Fact, names: Sequence[str], seats: Sequence[int] = ()) -> str:
    """'Bruno has no hearts since trick 2' (suits named as the project names them); with
    ``seats``, the same fact said of them all: 'Bruno and Claire have no hearts ...'."""
    who = [names[s] for s in seats] or [names[fact.seat]]
    name = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    has, does = ("has", "does") if len(who) == 1 else ("have", "do")
    since = f"since trick {fact.since_trick}"
    suit = fact.suit.noun if fact.suit is not None else ""
    card = fact.card.name if fact.card is not None else ""
    if fact.what == "void":
        return f"{name} {has} no {suit}s {since}"
    if fact.what == "no_trumps":
        return f"{name} {has} no trumps {since}"
    if fact.what == "no_trump_above":
        return f"{name} {has} no trump above the {card} {since}"
    if fact.what == "no_higher":
        return f"{name} {has} no {suit} above the {card} {since}"
    return f"{name} {does} not hold the {card} {since}"


__all__ = ["HINT_BUDGET_MS", "HINT_CONFIG", "bestia_hint", "fact_words", "trumps_in_play"]
