"""Mouche's computer players described once for the shared code (:mod:`game.ai.games`)."""
from __future__ import annotations

from typing import Any

from ..game import AiSpec
from ..hint import Hint
from ..random_player import RandomPlayer
from .heuristic import MoucheHeuristicPlayer


def _hint(seen: Any, budget_ms: float | None, seed: int, top: int) -> Hint:
    return Hint.unavailable(seen, (), "no hint at this table yet")


SPEC = AiSpec(
    name="mouche",
    players={"random": RandomPlayer, "heuristic": MoucheHeuristicPlayer, "expert": MoucheHeuristicPlayer,
             "open_hand": RandomPlayer},
    quick=MoucheHeuristicPlayer,
    reveal=lambda deal: {},
    open_cards=lambda data: dict(data),
    hint=_hint,
    facts=lambda seen: (),
)

__all__ = ["SPEC"]
