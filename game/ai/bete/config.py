"""How hard Bête's expert thinks, and how it reads the others: one frozen config that the
expert, the open hand and the hint share."""
from __future__ import annotations

import math
from dataclasses import dataclass

from .callmodel import CallModel


@dataclass(frozen=True)
class ExpertConfig:
    """The worlds each decision weighs, counted (the figures are the same on a busy machine
    and a quiet one), and a clock that only caps a decision when the machine is too slow."""

    #: The clock's cap on one decision: past it, no world is drawn beyond ``min_worlds``.
    budget_ms: float = 250.0
    call_worlds: int = 240
    play_worlds: int = 40
    min_worlds: int = 6
    #: For the open hand's tree search (:mod:`.ismcts`), the only player that still uses it.
    iterations: int = 4000
    pool: int = 40
    #: Weigh a call to play by solving the seat's own card play exactly (sound only when
    #: the world is the true one: the open-hand player).
    solve_own_play: bool = False
    #: How a card is weighed in a world: "respond" (the others play as the rule of thumb
    #: would, the seat at its best against them: the expert) or "solve" (every side at its
    #: best seeing every card: the open hand, the yardstick of card play).
    card_search: str = "respond"
    #: With "solve", up to this many players the first trick is solved exactly too.
    exact_from_start: int = 4
    #: Weigh worlds by how well they explain the calls (off: every consistent world alike).
    use_calls: bool = True
    #: The model of the others' calls (:mod:`.callmodel`): it weighs the worlds and
    #: foresees the calls still to come.
    call_model: CallModel = CallModel()


#: For the tests: legal and quick, not strong (a few worlds, all weighed whatever the clock).
QUICK = ExpertConfig(budget_ms=math.inf, call_worlds=12, play_worlds=4, iterations=60, pool=6, min_worlds=12)


__all__ = ["QUICK", "ExpertConfig"]
