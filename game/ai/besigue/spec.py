"""Bésigue's computer players described once for the shared code (:mod:`game.ai.games`)."""
from __future__ import annotations

from ..game import AiSpec
from ..oracle import oracle
from ..random_player import RandomPlayer
from .expert import BesigueExpertPlayer
from .heuristic import BesigueHeuristicPlayer
from .evaluate import evaluate, evaluate_open
from .hint import facts, hint
from .open_hand import BesigueOpenCards, BesigueOpenHandPlayer, reveal

SPEC = AiSpec(
    name="besigue",
    players={"random": RandomPlayer, "heuristic": BesigueHeuristicPlayer, "expert": BesigueExpertPlayer,
             "oracle": oracle(BesigueExpertPlayer, BesigueOpenHandPlayer), "open_hand": BesigueOpenHandPlayer},
    reveal=reveal,
    open_cards=BesigueOpenCards.from_dict,
    hint=hint,
    facts=facts,
    evaluate=evaluate,
    evaluate_open=evaluate_open,
)

__all__ = ["SPEC"]
