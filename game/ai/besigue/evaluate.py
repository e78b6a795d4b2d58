"""Bésigue's one evaluation (:mod:`game.ai.evaluation`): the expert's figures for the cards
and declarations it weighs, the same the expert plays by and the hint shows.

A figure is the seat's points less the other's from that moment to the end of the deal
(what is already scored is not counted; a meld skipped is worth what follows it), by
the expert's worlds and figures (:mod:`.expert`, :mod:`.prior`); in the last tricks it
is exact for every legal card (:mod:`.solver`).  ``include`` adds actions the expert
would not list on its own (the second copy of a card it weighed as one): each gets the
figures of the action that is the same to the play.
"""
from __future__ import annotations

import math
from dataclasses import replace
from typing import Any, Sequence

from ..choice import Choice
from ..evaluation import Effort
from .expert import BesigueExpertConfig, BesigueExpertPlayer
from .open_hand import OPEN_CONFIG, BesigueOpenCards, BesigueOpenHandPlayer

#: On the clock (``Effort(ms=...)``), worlds are weighed until the time is up: at most this many.
MOST_ON_THE_CLOCK = 10_000


def effort_of(config: BesigueExpertConfig, effort: Effort) -> BesigueExpertConfig:
    """``config`` for ``effort``: exactly ``effort.worlds`` worlds at every decision, with
    no clock; or as many as ``effort.ms`` allows; or the config's own, under its cap."""
    if effort.worlds is not None:
        return replace(config, worlds=dict.fromkeys(config.worlds, effort.worlds), cap_ms=math.inf)
    if effort.ms is not None:
        return replace(config, worlds=dict.fromkeys(config.worlds, MOST_ON_THE_CLOCK), cap_ms=effort.ms)
    return config


def evaluate(seen: Any, effort: Effort, seed: int = 0, include: Sequence[Any] = ()) -> list[Choice]:
    """The actions the expert weighs (and ``include``), best first by their figures: the
    first is what :class:`BesigueExpertPlayer` plays with the same effort and seed."""
    return BesigueExpertPlayer(seed, effort_of(BesigueExpertConfig(), effort)).analyse(seen, include=include)


def evaluate_open(seen: Any, truth: BesigueOpenCards, effort: Effort, seed: int = 0,
                  include: Sequence[Any] = ()) -> list[Choice]:
    """The same seeing every card: each action played out once in the true deal (there is
    one world; the effort does not change it)."""
    return BesigueOpenHandPlayer(seed, OPEN_CONFIG).analyse(seen, truth, include=include)


__all__ = ["effort_of", "evaluate", "evaluate_open"]
