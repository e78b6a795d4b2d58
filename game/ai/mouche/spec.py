"""Mouche's computer players described once for the shared code (:mod:`game.ai.games`)."""
from __future__ import annotations

from ..game import AiSpec
from ..random_player import RandomPlayer
from .expert import MoucheExpertPlayer
from .heuristic import MoucheHeuristicPlayer
from .hint import facts, hint
from .open_hand import MoucheOpenCards, MoucheOpenHandPlayer, reveal


SPEC = AiSpec(
    name="mouche",
    players={"random": RandomPlayer, "heuristic": MoucheHeuristicPlayer, "expert": MoucheExpertPlayer,
             "open_hand": MoucheOpenHandPlayer},
    quick=MoucheHeuristicPlayer,
    reveal=reveal,
    open_cards=MoucheOpenCards.from_dict,
    hint=hint,
    facts=facts,
)

__all__ = ["SPEC"]
