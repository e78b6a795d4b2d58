"""Mouche's computer players described once for the shared code (:mod:`game.ai.games`)."""
from __future__ import annotations

from ..game import AiSpec
from ..oracle import oracle
from ..random_player import RandomPlayer
from .expert import MoucheExpertPlayer
from .heuristic import MoucheHeuristicPlayer
from .evaluate import evaluate, evaluate_open
from .hint import facts, hint
from .open_hand import MoucheOpenCards, MoucheOpenHandPlayer, reveal


SPEC = AiSpec(
    name="mouche",
    players={"random": RandomPlayer, "heuristic": MoucheHeuristicPlayer, "expert": MoucheExpertPlayer,
             "oracle": oracle(MoucheExpertPlayer, MoucheOpenHandPlayer), "open_hand": MoucheOpenHandPlayer},
    reveal=reveal,
    open_cards=MoucheOpenCards.from_dict,
    hint=hint,
    facts=facts,
    evaluate=evaluate,
    evaluate_open=evaluate_open,
)

__all__ = ["SPEC"]
