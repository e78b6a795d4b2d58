"""Bésigue's computer players described once for the shared code (:mod:`game.ai.games`).

Interim, while Bésigue's own players are written: every kind plays at random and the hint
says it has nothing to offer.
"""
from __future__ import annotations

from typing import Any, Mapping

from ..game import AiSpec
from ..hint import Hint
from ..random_player import RandomPlayer


def _hint(seen: Any, budget_ms: float | None, seed: int, top: int) -> Hint:
    return Hint.unavailable(seen, (), "no hint at this table yet")


SPEC = AiSpec(
    name="besigue",
    players={kind: RandomPlayer for kind in ("random", "heuristic", "expert", "open_hand")},
    quick=RandomPlayer,
    reveal=lambda deal: {},
    open_cards=lambda data: dict(data),
    hint=_hint,
    facts=lambda seen: (),
)

__all__ = ["SPEC"]
