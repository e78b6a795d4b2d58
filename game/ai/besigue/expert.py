"""Bésigue's expert (the Expert level): it deals the cards it cannot see many times,
consistently with everything its seat saw, and weighs each choice over those deals by
the points it is expected to bring (:mod:`game.ai.pimc`, the reasoner every game's
expert shares).  It plays the first of its one evaluation (:mod:`.evaluate`): the same
figures its hint shows.

- **Worlds** (:class:`~.sampler.BesigueSampler`): the other's hidden hand and the stock
  in order, from the cards not seen (melds shown stay known until played, every card
  played, the turn-up, the seven exchanged and the turn-up taken for it), each with its
  twin, the draws' cards swapped.
- **In each world** every distinct choice is made and the deal played out by the quick
  player in both seats, the last tricks solved exactly when the stock is nearly out
  (:mod:`.weigher`): the seat's points less the other's from now to the end of the deal.
- **The figures** (:mod:`.prior`): the worlds' means read in the light of what is
  measured beforehand, that the rule of thumb's choice is usually the best; so on a few
  worlds another choice comes first only when it beats it by a wide margin.
- **The last tricks**: every card is known, so every legal card's value is solved, not
  sampled (:class:`~.solver.LastTricks`, alpha-beta; the table of positions is kept from
  one trick to the next).

A decision weighs a counted number of worlds (more late in the stock, where a choice
tells more), so that its figures do not depend on how busy the machine is; the clock
(``cap_ms``) is only a safety: past it no further world is begun.
"""
from __future__ import annotations

import math
import random
import time
from dataclasses import dataclass, field
from typing import Any, Mapping, Sequence

from ...engine.cards import BIT
from ...engine.phase import Phase
from ..choice import Choice, by_figures
from ..pimc import Worlds, weigh
from .heuristic import BesigueHeuristicPlayer
from .knowledge import BesigueKnowledge
from .prior import PRIORS, Prior, figures
from .sampler import BesigueSampler
from .solver import count_bases
from .weigher import PlayWeigher, Solvers, shape


@dataclass(frozen=True)
class BesigueExpertConfig:
    """How hard the expert thinks: twin worlds by kind of decision (:func:`stage`).  A world
    costs about 10 ms of one core early in the stock, 4.5 in the middle, 8 late where the
    last tricks are solved, 2.3 at a declaration (``python -m game.ai.besigue.timing
    --clock cpu``); sixteen in the middle and at a declaration measured no stronger than
    eight and four (+18.1 against +30.2 points a deal over the arena's first 200 deals):
    the more worlds, the more the figures trust the quick player's playouts over the
    rule of thumb."""

    worlds: Mapping[str, int] = field(default_factory=lambda: {"early": 1, "middle": 8, "late": 6, "declare": 4})
    #: The clock's safety cap on a decision: past it no further world is begun (one is
    #: always weighed).
    cap_ms: float = 150.0
    #: Solve the last tricks exactly at the end of each playout when the stock holds at
    #: most this many cards at the decision (0: never; the quick player plays them).
    solve_stock: int = 4
    #: What ending the game is worth, in points, beyond the deal's points.
    game_value: float = 0.0
    #: A stock of more cards than ``early_stock`` (the turn-up counted) is early, of at
    #: most ``late_stock`` late: early a playout swings so wide that a world tells
    #: almost nothing (:data:`.prior.PRIORS`), late each world tells much.
    early_stock: int = 16
    late_stock: int = 8
    #: What is known before any world (:mod:`.prior`); None: the worlds' means alone,
    #: as for the open hand, whose one world is the true one.
    priors: Mapping[str, Prior] | None = field(default_factory=lambda: dict(PRIORS))


#: For the tests: legal and quick, not strong.
QUICK = BesigueExpertConfig(worlds={"early": 1, "middle": 1, "late": 1, "declare": 1}, solve_stock=0)


def stage(seen: Any, config: BesigueExpertConfig) -> str:
    """The kind of decision: ``declare``, or a card ``early``, in the ``middle`` of or
    ``late`` in the stock."""
    if seen.phase is Phase.DECLARE:
        return "declare"
    left = seen.stock_size + (seen.turn_up is not None)
    return "early" if left > config.early_stock else "late" if left <= config.late_stock else "middle"


def think(seen: Any, worlds: Worlds, config: BesigueExpertConfig, rng: random.Random, deadline: float,
          solvers: Solvers | None = None, include: Sequence[Any] = ()) -> list[Choice]:
    """The seat's choices (and those of ``include``) weighed over worlds from ``worlds``,
    best first by their figures: the config's number of worlds for the stage, fewer
    once ``deadline`` has passed (one at least)."""
    kind = stage(seen, config)
    weigher = PlayWeigher(seen, config.solve_stock, config.game_value, solvers, deadline, include)
    weighing = weigh(worlds, weigher, rng, config.worlds[kind], 1, deadline)
    if config.priors is None:
        return with_twins(seen, weighing.by_figures(), include)
    rule_of_thumb = shape(seen, BesigueHeuristicPlayer().choose(seen))
    baseline = [shape(seen, a) for a in weigher.candidates].index(rule_of_thumb)
    return with_twins(seen, figures(weighing, baseline, config.priors[kind]), include)


def with_twins(seen: Any, choices: list[Choice], include: Sequence[Any]) -> list[Choice]:
    """``choices`` with each action of ``include`` that was weighed as its twin (the
    same to the play) given its twin's figures, next to it."""
    weighed = {c.action for c in choices}
    extra = [a for a in include if a not in weighed]
    if not extra:
        return choices
    out = []
    for choice in choices:
        out.append(choice)
        form = shape(seen, choice.action)
        out += [Choice(a, choice.expected, choice.win_chance, choice.samples, choice.shortfall_error)
                for a in extra if shape(seen, a) == form]
    return out


def deadline_of(config: BesigueExpertConfig) -> float:
    """When a decision begun now must stop beginning worlds (``time.perf_counter()``)."""
    return time.perf_counter() + config.cap_ms / 1000 if math.isfinite(config.cap_ms) else math.inf


def check_included(seen: Any, include: Sequence[Any]) -> None:
    """Only legal actions can be weighed."""
    legal = seen.legal_actions
    for action in include:
        if action not in legal:
            raise ValueError(f"{action} is not a legal action here: it cannot be weighed")


def solve_last_tricks(seen: Any, solvers: Solvers | None = None, game_value: float = 0.0) -> list[Choice]:
    """Every legal card in the last tricks with its exact value, best first: the seat's
    points less the other's from this trick on (and the game's value when the count may
    end it)."""
    know = BesigueKnowledge(seen)
    assert know.other_hand is not None
    me, other = seen.seat, 1 - seen.seat
    bases = _bases(seen)
    solver = (solvers or Solvers(game_value)).solver(seen.rules, know.trumps, bases)
    trick = seen.current_trick
    led = trick[0][1] if len(trick) == 1 else None
    if solver.judge is None:
        values = solver.values(seen.hand_mask, know.other_hand, led)
    else:
        values = solver.values(seen.hand_mask, know.other_hand, led, bases[me], bases[other])
    return by_figures([Choice(card, float(v), 1.0 if v > 0 else 0.0, 1) for card, v in values.items()])


def _bases(seen: Any) -> tuple[int, int]:
    won = [0, 0]
    plays = seen.plays
    for t, winner in enumerate(seen.trick_winners):
        won[winner] |= BIT[plays[2 * t][1]] | BIT[plays[2 * t + 1][1]]
    return count_bases(seen.rules, seen.scores, (won[0], won[1]))


class BesigueExpertPlayer:
    """Sees only its observation; thinks over sampled worlds, and solves the last tricks."""

    sees_every_card = False

    def __init__(self, seed: int = 0, config: BesigueExpertConfig | None = None) -> None:
        self.config = config or BesigueExpertConfig()
        self.rng = random.Random(seed)
        self.solvers = Solvers(self.config.game_value)

    def choose(self, observation: Any) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation)[0].action

    def analyse(self, observation: Any, include: Sequence[Any] = ()) -> list[Choice]:
        """Every weighed action (and those of ``include``) with the points it is worth
        and the chance of coming out of the deal ahead, best first: over the config's
        worlds for the stage, within its cap."""
        check_included(observation, include)
        if observation.last_tricks and observation.phase is Phase.PLAY:
            return with_twins(observation, solve_last_tricks(observation, self.solvers, self.config.game_value),
                              include)
        return think(observation, BesigueSampler(observation), self.config, self.rng, deadline_of(self.config),
                     self.solvers, include)


__all__ = ["QUICK", "BesigueExpertConfig", "BesigueExpertPlayer", "check_included", "deadline_of", "solve_last_tricks", "stage", "think",
           "with_twins"]
