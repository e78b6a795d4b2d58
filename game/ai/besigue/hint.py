"""Bésigue's hint: what the expert would do in a seat's place, and what it knows of the
other hand.

- **The choices**: the expert's one evaluation (:mod:`.evaluate`) in the order of its
  figures: at a card, the best cards; at a declaration step, the best melds (and the
  seven of trumps, and declaring nothing).  Each comes with the points it is worth, the
  seat's points less the other's from now to the end of the deal (over the expert's
  guesses at the hidden cards, :mod:`.prior`; exact in the last tricks), and the chance
  of coming out of the deal ahead counted on the same guesses; those the guesses cannot
  tell from the first are marked as good.
- **The facts** (:mod:`.knowledge`): ``holds`` (the turn-up he took for his seven of
  trumps, while he keeps it in hand), and in the last tricks what his cards showed under
  the duty to follow, head and trump: ``void``, ``no_trumps``, ``no_higher`` (followed
  without heading), ``no_trump_above``.  His melds on the table are in plain sight.
- **Likely trumps** (``likely_trumps`` with ``count``): how many trumps he holds, hand
  and table, on average: every split of the unseen cards between his hand and the stock
  is alike, so the count is worked out exactly rather than sampled.
"""
from __future__ import annotations

from typing import Any

from ...engine.besigue.copies import SUIT_CARDS
from ..facts import Fact
from ..evaluation import Effort
from ..hint import HINT_BUDGET_MS, Hint, HintChoice, hint_choices
from .evaluate import evaluate
from .knowledge import BesigueKnowledge


def hint(seen: Any, budget_ms: float | None = None, seed: int = 0, top: int = 3) -> Hint:
    """The expert's ``top`` choices for the seat to act, thinking ``budget_ms`` (None: the
    hint's own budget), and what it knows of the other hand."""
    return hint_of(seen, Effort(ms=HINT_BUDGET_MS if budget_ms is None else budget_ms), seed, top)


def hint_of(seen: Any, effort: Effort, seed: int = 0, top: int = 3) -> Hint:
    """The hint from the evaluation with ``effort`` (counted worlds give the same hint on
    any machine)."""
    knowledge = BesigueKnowledge(seen)
    choices: tuple[HintChoice, ...] = ()
    if seen.legal_actions:
        choices = hint_choices(evaluate(seen, effort, seed), top)
    return Hint(seen.seat, choices, tuple(knowledge.facts), tuple(likely_trumps(seen, knowledge)), game=seen.game)


def facts(seen: Any) -> tuple[Fact, ...]:
    """What the play has shown, without thinking: for a hint whose figures failed."""
    return tuple(BesigueKnowledge(seen).facts)


def likely_trumps(seen: Any, knowledge: BesigueKnowledge) -> list[dict[str, Any]]:
    """How many trumps the other holds now (hand and melds on the table), on average."""
    if knowledge.trump < 0:
        return []
    trumps = SUIT_CARDS[knowledge.trump]
    other = knowledge.other
    count = float((knowledge.other_table & trumps).bit_count() + (knowledge.known & trumps).bit_count())
    unseen = knowledge.unseen.bit_count()
    if knowledge.other_hand is not None:
        count = float(((knowledge.other_hand | knowledge.other_table) & trumps).bit_count())
    elif unseen:
        count += knowledge.hidden * (knowledge.unseen & trumps).bit_count() / unseen
    return [{"seat": other, "what": "likely_trumps", "since_trick": 0, "suit": "SHDC"[knowledge.trump], "card": None,
             "count": round(count, 1)}]


__all__ = ["facts", "hint", "hint_of", "likely_trumps"]
