"""Bête's computer players described once for the shared code (:mod:`game.ai.games`)."""
from __future__ import annotations

from ..game import AiSpec
from ..oracle import oracle
from ..random_player import RandomPlayer
from .expert import ExpertPlayer
from .heuristic import HeuristicPlayer
from .evaluate import evaluate, evaluate_open
from .hint import facts, hint
from .open_hand import OpenCards, OpenHandPlayer, reveal

SPEC = AiSpec(
    name="bete",
    players={"random": RandomPlayer, "heuristic": HeuristicPlayer, "expert": ExpertPlayer, "oracle": oracle(ExpertPlayer, OpenHandPlayer), "open_hand": OpenHandPlayer},
    reveal=reveal,
    open_cards=OpenCards.from_dict,
    hint=hint,
    facts=facts,
    evaluate=evaluate,
    evaluate_open=evaluate_open,
)

__all__ = ["SPEC"]
