"""Bête's one evaluation (:mod:`game.ai.evaluation`): the expert's figures for every legal
call or card, the same the expert plays by and the hint shows."""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Sequence

from ..choice import Choice
from ..evaluation import Effort, budget
from .config import ExpertConfig
from .expert import ExpertPlayer
from .open_hand import OPEN_CONFIG, OpenCards, OpenHandPlayer


def counted(config: ExpertConfig, effort: Effort) -> ExpertConfig:
    """``config`` weighing exactly ``effort.worlds`` worlds when they are counted (the
    open hand, whose one world is the true deal, still weighs it once in the play)."""
    if effort.worlds is None:
        return config
    w = effort.worlds
    one = 1 if config.play_worlds == 1 else w
    return replace(config, call_worlds=w, play_worlds=one, pool=one, min_worlds=w, budget_ms=math.inf)


def _weighed(seen: Any, include: Sequence[Any]) -> None:
    """Every legal action is weighed: an action to include must be one of them."""
    for action in include:
        if action not in seen.legal_actions:
            raise ValueError(f"{action} is not a legal action of seat {seen.seat} here")


def evaluate(seen: Any, effort: Effort, seed: int = 0, include: Sequence[Any] = ()) -> list[Choice]:
    """Every legal action weighed, best first (Bête's expert weighs them all, so any
    legal action of ``include`` is among them)."""
    _weighed(seen, include)
    return ExpertPlayer(seed, counted(ExpertConfig(), effort)).analyse(seen, budget(effort))


def evaluate_open(seen: Any, truth: OpenCards, effort: Effort, seed: int = 0,
                  include: Sequence[Any] = ()) -> list[Choice]:
    """The same seeing every card."""
    _weighed(seen, include)
    return OpenHandPlayer(seed, counted(OPEN_CONFIG, effort)).analyse(seen, truth, budget(effort))


__all__ = ["counted", "evaluate", "evaluate_open"]
