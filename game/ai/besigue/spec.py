"""Bésigue's computer players described once for the shared code (:mod:`game.ai.games`)."""
from __future__ import annotations

from ..game import AiSpec
from ..random_player import RandomPlayer
from .expert import BesigueExpertPlayer
from .heuristic import BesigueHeuristicPlayer
from .hint import facts, hint
from .open_hand import BesigueOpenCards, BesigueOpenHandPlayer, reveal

SPEC = AiSpec(
    name="besigue",
    players={"random": RandomPlayer, "heuristic": BesigueHeuristicPlayer, "expert": BesigueExpertPlayer,
             "open_hand": BesigueOpenHandPlayer},
    quick=BesigueHeuristicPlayer,
    reveal=reveal,
    open_cards=BesigueOpenCards.from_dict,
    hint=hint,
    facts=facts,
)

__all__ = ["SPEC"]
