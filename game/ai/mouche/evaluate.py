"""Mouche's one evaluation (:mod:`game.ai.evaluation`): the expert's figures for the words,
exchanges, robs and cards it weighs, the same the expert plays by and the hint shows."""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Sequence

from ..choice import Choice
from ..evaluation import Effort, budget
from .expert import MoucheExpertConfig, MoucheExpertPlayer
from .open_hand import OPEN_CONFIG, MoucheOpenCards, MoucheOpenHandPlayer


def counted(config: MoucheExpertConfig, effort: Effort) -> MoucheExpertConfig:
    """``config`` weighing exactly ``effort.worlds`` worlds when they are counted."""
    if effort.worlds is None:
        return config
    w = effort.worlds
    return replace(config, talk_worlds=w, play_worlds=w, min_worlds=w)


def evaluated(seen: Any, config: MoucheExpertConfig, effort: Effort, seed: int = 0,
              include: Sequence[Any] = ()) -> list[Choice]:
    """The actions an expert thinking as ``config`` (and ``effort``) weighs, and those of
    ``include``, best first."""
    return MoucheExpertPlayer(seed, counted(config, effort)).analyse(seen, budget(effort), include)


def evaluate(seen: Any, effort: Effort, seed: int = 0, include: Sequence[Any] = ()) -> list[Choice]:
    """The actions the expert weighs, and those of ``include``, best first: its first is
    what the expert plays with the same effort and seed."""
    return evaluated(seen, MoucheExpertConfig(), effort, seed, include)


def evaluate_open(seen: Any, truth: MoucheOpenCards, effort: Effort, seed: int = 0,
                  include: Sequence[Any] = ()) -> list[Choice]:
    """The same seeing every card."""
    return MoucheOpenHandPlayer(seed, counted(OPEN_CONFIG, effort)).analyse(seen, truth, budget(effort), include)


__all__ = ["counted", "evaluate", "evaluate_open", "evaluated"]
