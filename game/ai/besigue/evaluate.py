"""Bésigue's one evaluation (:mod:`game.ai.evaluation`): the expert's figures for the cards
and declarations it weighs, the same the expert plays by and the hint shows."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from ..choice import Choice
from ..evaluation import Effort, budget
from .expert import BesigueExpertConfig, BesigueExpertPlayer
from .open_hand import OPEN_CONFIG, BesigueOpenCards, BesigueOpenHandPlayer


def counted(config: BesigueExpertConfig, effort: Effort) -> BesigueExpertConfig:
    """``config`` weighing exactly ``effort.worlds`` worlds when they are counted."""
    if effort.worlds is None:
        return config
    w = effort.worlds
    return replace(config, worlds=w, min_worlds=w, early_min_worlds=w)


def evaluate(seen: Any, effort: Effort, seed: int = 0, include: Sequence[Any] = ()) -> list[Choice]:
    """The actions the expert weighs, best first."""
    return BesigueExpertPlayer(seed, counted(BesigueExpertConfig(), effort)).analyse(seen, budget(effort))


def evaluate_open(seen: Any, truth: BesigueOpenCards, effort: Effort, seed: int = 0,
                  include: Sequence[Any] = ()) -> list[Choice]:
    """The same seeing every card."""
    return BesigueOpenHandPlayer(seed, counted(OPEN_CONFIG, effort)).analyse(seen, truth, budget(effort))


__all__ = ["counted", "evaluate", "evaluate_open"]
