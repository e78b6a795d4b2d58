"""Measures the expert's prior (:data:`.prior.PRIORS`): how far the other choices fall
short of the rule of thumb's, weighed over many twin worlds.

    python -m game.ai.besigue.calibrate --seed 5 --deals 16 --worlds 20

The heuristic plays the arena's deals (:func:`game.arena.deal_starts`) in both seats; at
a share of its decisions (``--share``, the last tricks aside) every distinct choice is
weighed over ``--worlds`` twin worlds, and each other choice's paired difference to the
heuristic's is kept with its spread.  By kind of decision (:func:`.expert.stage`):
``mu`` is the mean shortfall, ``tau`` the spread of the differences less the worlds'
noise, ``sigma`` the root mean square spread of one world's difference.  A difference
of :data:`OUTLIER` points or more (a double bésigue declared or lost) is left out of the
fit: a normal prior cannot hold it beside the rest, and the worlds show it anyway.
"""
from __future__ import annotations

import argparse
import random
import statistics
import sys
from typing import Any, Sequence

from ...arena import deal_starts
from ...engine.besigue import BESIGUE_PRESETS, FrozenBesigueObservation
from ...engine.cards import Card
from ...engine.games import spec_of
from .expert import BesigueExpertConfig, stage
from .heuristic import BesigueHeuristicPlayer
from .prior import Prior
from .sampler import BesigueSampler
from .weigher import PlayWeigher, shape

#: A difference left out of the fit, in points.
OUTLIER = 300.0
#: One choice measured: (kind of decision, mean paired difference, its spread per world, worlds).
Measured = tuple[str, float, float, int]


def measure(rules: Any, deals: int, seed: int, worlds: int, share: float) -> list[Measured]:
    """The paired differences of every other choice to the heuristic's, at a ``share`` of
    the heuristic's decisions over ``deals`` deals."""
    config = BesigueExpertConfig()
    heuristic = BesigueHeuristicPlayer()
    pick = random.Random(seed)
    out: list[Measured] = []
    for start in deal_starts(rules, 2, deals, seed):
        deal = spec_of(rules).new_deal(rules, 2, start.dealer, [Card(c) for c in start.order], start.stake,
                                       start.number, start.chance)
        while not deal.is_over:
            seen = FrozenBesigueObservation.of(deal.observation(deal.to_act))
            action = heuristic.choose(seen)
            if not seen.last_tricks and len(seen.legal_actions) > 1 and pick.random() < share:
                out += _differences(seen, action, config, worlds)
            deal.apply(action)
    return out


def _differences(seen: Any, action: Any, config: BesigueExpertConfig, worlds: int) -> list[Measured]:
    weigher = PlayWeigher(seen, config.solve_stock, config.game_value)
    base = [shape(seen, a) for a in weigher.candidates].index(shape(seen, action))
    sampler, rng = BesigueSampler(seen), random.Random(1)
    rows = [weigher.outcomes(weigher.resume(sampler.sample(rng), rng)) for _ in range(worlds)]
    kind = stage(seen, config)
    out = []
    for i in range(len(weigher.candidates)):
        if i != base:
            diffs = [row[i][0] - row[base][0] for row in rows]
            out.append((kind, statistics.mean(diffs), statistics.pstdev(diffs), worlds))
    return out


def fit(measured: Sequence[Measured]) -> dict[str, Prior]:
    """The prior of each kind of decision from its measured differences."""
    priors = {}
    for kind in sorted({m[0] for m in measured}):
        mine = [m for m in measured if m[0] == kind and abs(m[1]) < OUTLIER]
        means = [m[1] for m in mine]
        noise = statistics.mean(m[2] ** 2 / m[3] for m in mine)
        tau = max(statistics.pvariance(means) - noise, 0.0) ** 0.5
        sigma = statistics.mean(m[2] ** 2 for m in mine) ** 0.5
        priors[kind] = Prior(mu=-statistics.mean(means), tau=tau, sigma=sigma)
    return priors


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.besigue.calibrate",
                                     description="The Bésigue expert's prior, measured over the arena's deals.")
    parser.add_argument("--deals", type=int, default=16)
    parser.add_argument("--seed", type=int, action="append", help="arena seeds (repeat; default 5 and 6)")
    parser.add_argument("--worlds", type=int, default=20, help="twin worlds weighed at each decision measured")
    parser.add_argument("--share", type=float, default=0.25, help="the share of the decisions measured")
    parser.add_argument("--preset", default="boussac_1896", choices=sorted(BESIGUE_PRESETS))
    args = parser.parse_args(argv)
    measured: list[Measured] = []
    for seed in args.seed or [5, 6]:
        measured += measure(BESIGUE_PRESETS[args.preset], args.deals, seed, args.worlds, args.share)
    for kind, prior in fit(measured).items():
        count = sum(1 for m in measured if m[0] == kind)
        print(f"{kind}: mu {prior.mu:.1f}, tau {prior.tau:.1f}, sigma {prior.sigma:.1f} over {count} choices")
    return 0


if __name__ == "__main__":
    sys.exit(main())
