"""A deal's review worked out in this process: each decision of a seat weighed by the
expert's one evaluation, from what the seat could see then, and seeing every card.

The command line (:mod:`.cli`) and the tests call :func:`review`; the window asks the
computer players' worker the very same questions one decision at a time (its
``submit_evaluation``) and builds the same :class:`~.verdict.Verdict` from the answers
with :func:`~.verdict.verdict_of`, so that a review reads alike wherever it was made.
"""
from __future__ import annotations

from typing import Any, Iterator, Mapping

from ..ai.evaluation import ON_THE_CLOCK, Effort
from ..ai.games import reveal, spec as ai_spec
from ..engine.games import spec as game_spec
from .deal import Spot, spots, unit_of
from .verdict import Verdict, verdict_of

#: The seed every evaluation of a review is made with: the same figures on every machine
#: when the worlds are counted.
SEED = 1


def question(spot: Spot, hindsight: bool = False) -> dict[str, Any]:
    """What is asked of the evaluation for ``spot``: the seat's frozen view, the action taken
    (which must be weighed), and for the hindsight every card of the position."""
    asked: dict[str, Any] = {"observation": spot.observation, "include": (spot.taken,)}
    if hindsight:
        asked["truth"] = reveal(spot.deal)
    return asked


def weigh(spot: Spot, effort: Effort = ON_THE_CLOCK, hindsight: bool = True, seed: int = SEED,
          deal: int = 0, index: int = 0, unit: str = "jetons") -> Verdict:
    """The verdict on one decision, the expert thinking here."""
    asked = question(spot, hindsight)
    seen = asked["observation"]
    game = ai_spec(seen.game)
    choices = game.evaluate(seen, effort, seed, asked["include"])
    open_choices = game.evaluate_open(seen, asked["truth"], effort, seed, asked["include"]) if hindsight else ()
    return verdict_of(deal, index, spot.seat, spot.ply, spot.phase, spot.taken, choices, unit,
                      game_spec(seen.game).action_code, open_choices)


def review(record: Mapping[str, Any], seat: int = 0, effort: Effort = ON_THE_CLOCK, hindsight: bool = True,
           seed: int = SEED) -> Iterator[Verdict]:
    """The seat's decisions of the recorded deal, each with the expert's verdict, in order."""
    unit = unit_of(record)
    for index, spot in enumerate(spots(record, seat)):
        yield weigh(spot, effort, hindsight, seed, record["deal"], index, unit)


__all__ = ["SEED", "question", "review", "weigh"]
