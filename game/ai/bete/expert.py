"""The expert (the Expert level): it guesses the hidden hands from everything its seat has
seen, then weighs every legal call or card over those guesses.

- **Worlds.**  :class:`~game.ai.bete.sampler.Sampler` deals the unseen cards consistently
  with the voids shown in play, weighting each deal by how well it explains the calls.
- **Calls** are weighed by expected gain (:mod:`game.ai.bete.payoff`) over sampled worlds
  (:mod:`game.ai.pimc`): in each world, each legal call is followed by the rest of the
  bidding (the other seats modelled by the call model the sampler trusts) and the card
  play (every seat following the rule of thumb), with the same world and the same chance
  draws for every call (:mod:`.calls`).
- **Cards** are weighed the same way (:mod:`.cardplay`): in each world, each legal card is
  followed by the rest of the play, the others playing as the rule of thumb would and the
  seat at its best against them.

One evaluation: :meth:`ExpertPlayer.analyse` returns every legal action with its figures
(the expected gain from that moment, the chance of coming out ahead), best first; the
expert plays the first, the hint lists them (:mod:`.hint`), :mod:`.evaluate` offers them.
A decision weighs a counted number of worlds; the clock (``budget_ms``) only caps it on a
machine too busy to finish them.  :func:`think` does the weighing from worlds: sampled
ones for the expert, the true deal alone for the open-hand player.
"""
from __future__ import annotations

import random
import time

from ...engine.bete import Action
from ...engine.bete.deal import Phase
from ...engine.bete.frozen import Seen
from ..choice import Choice
from ..pimc import Worlds, weigh
from .calls import CallWeigher
from .cardplay import card_choices
from .config import QUICK, ExpertConfig
from .knowledge import Knowledge
from .sampler import Sampler


def think(seen: Seen, worlds: Worlds, config: ExpertConfig, rng: random.Random, deadline: float) -> list[Choice]:
    """Every legal action of the seat to act, weighed over worlds from ``worlds``, best first."""
    if seen.phase is Phase.BIDDING:
        calls = CallWeigher(seen, config.solve_own_play, config.call_model)
        return weigh(worlds, calls, rng, config.call_worlds, config.min_worlds, deadline).by_figures()
    return card_choices(seen, worlds, config, rng, deadline)


class ExpertPlayer:
    """Sees only its observation; thinks over sampled worlds."""

    sees_every_card = False

    def __init__(self, seed: int = 0, config: ExpertConfig | None = None) -> None:
        self.config = config or ExpertConfig()
        self.rng = random.Random(seed)

    def choose(self, observation: Seen) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation)[0].action

    def analyse(self, observation: Seen, budget_ms: float | None = None) -> list[Choice]:
        """Every legal action with its expected gain and chance of coming out ahead, best first."""
        cfg = self.config
        deadline = time.perf_counter() + (cfg.budget_ms if budget_ms is None else budget_ms) / 1000
        worlds = Sampler(observation, Knowledge(observation), cfg.use_calls, cfg.call_model)
        return think(observation, worlds, cfg, self.rng, deadline)


__all__ = ["QUICK", "ExpertConfig", "ExpertPlayer", "think"]
