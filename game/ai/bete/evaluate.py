"""Bête's one evaluation (:mod:`game.ai.evaluation`): the expert's figures for every legal
call or card, the same the expert plays by and the hint shows."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from ..choice import Choice
from ..evaluation import Effort, budget
from .expert import ExpertConfig, ExpertPlayer
from .open_hand import OPEN_CONFIG, OpenCards, OpenHandPlayer


def counted(config: ExpertConfig, effort: Effort) -> ExpertConfig:
    """``config`` weighing exactly ``effort.worlds`` worlds when they are counted."""
    if effort.worlds is None:
        return config
    w = effort.worlds
    return replace(config, call_worlds=w, play_worlds=w, min_worlds=w, pool=w)


def evaluate(seen: Any, effort: Effort, seed: int = 0, include: Sequence[Any] = ()) -> list[Choice]:
    """Every legal action weighed, best first (Bête's expert weighs them all, so
    ``include`` adds nothing)."""
    return ExpertPlayer(seed, counted(ExpertConfig(), effort)).analyse(seen, budget(effort))


def evaluate_open(seen: Any, truth: OpenCards, effort: Effort, seed: int = 0,
                  include: Sequence[Any] = ()) -> list[Choice]:
    """The same seeing every card."""
    return OpenHandPlayer(seed, counted(OPEN_CONFIG, effort)).analyse(seen, truth, budget(effort))


__all__ = ["counted", "evaluate", "evaluate_open"]
