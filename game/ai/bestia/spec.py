"""Bestia's computer players described once for the shared code (:mod:`game.ai.games`)."""
from __future__ import annotations

from ..game import AiSpec
from ..oracle import oracle
from ..random_player import RandomPlayer
from .expert import BestiaExpertPlayer
from .heuristic import BestiaHeuristicPlayer
from .evaluate import evaluate, evaluate_open
from .hint import facts, hint
from .open_hand import BestiaOpenCards, BestiaOpenHandPlayer, reveal

SPEC = AiSpec(
    name="bestia",
    players={"random": RandomPlayer, "heuristic": BestiaHeuristicPlayer, "expert": BestiaExpertPlayer,
             "oracle": oracle(BestiaExpertPlayer, BestiaOpenHandPlayer), "open_hand": BestiaOpenHandPlayer},
    reveal=reveal,
    open_cards=BestiaOpenCards.from_dict,
    hint=hint,
    facts=facts,
    evaluate=evaluate,
    evaluate_open=evaluate_open,
)

__all__ = ["SPEC"]
