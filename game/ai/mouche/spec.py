"""Mouche's computer players described once for the shared code (:mod:`game.ai.games`)."""
from __future__ import annotations

from typing import Any

from ..game import AiSpec
from ..hint import Hint
from ..random_player import RandomPlayer
from .expert import MoucheExpertPlayer
from .heuristic import MoucheHeuristicPlayer
from .open_hand import MoucheOpenCards, MoucheOpenHandPlayer, reveal


def _hint(seen: Any, budget_ms: float | None, seed: int, top: int) -> Hint:
    return Hint.unavailable(seen, (), "no hint at this table yet")


SPEC = AiSpec(
    name="mouche",
    players={"random": RandomPlayer, "heuristic": MoucheHeuristicPlayer, "expert": MoucheExpertPlayer,
             "open_hand": MoucheOpenHandPlayer},
    quick=MoucheHeuristicPlayer,
    reveal=reveal,
    open_cards=MoucheOpenCards.from_dict,
    hint=_hint,
    facts=lambda seen: (),
)

__all__ = ["SPEC"]
