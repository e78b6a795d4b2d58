"""Bésigue's figures: what each weighed choice is worth, the worlds' means read in the
light of what is known before any world is weighed.

A playout of a Bésigue deal from early in the stock swings by a hundred points and more
(who draws which card decides the melds), so the plain means of the few worlds a
decision can afford would pick the luckiest choice, not the best.  What is known
beforehand is measured (:data:`PRIORS`, from arena positions weighed over many worlds):
the rule of thumb's choice (the heuristic's, Boussac's precepts) is usually the best,
and any other choice is worth ``mu`` points less on average, give or take ``tau``.

So a choice's figure is its expected worth given the worlds weighed (a normal prior and
a normal likelihood): the rule of thumb's choice is worth its mean; another is worth the
rule of thumb's mean plus their paired difference shrunk by ``k = tau² / (tau² + s²)``,
less ``(1 - k) mu``, where ``s`` is the standard error of that difference, its spread
per world counted with ``weight`` worlds' worth of the measured spread ``sigma`` (two
worlds that happen to agree are not taken for certainty).  With one world another
choice must beat the rule of thumb's by a wide margin to come first; with many, the
worlds' means decide.  The chances of coming out ahead are counted on the same worlds.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..choice import Choice
from ..pimc import Weighing


@dataclass(frozen=True)
class Prior:
    """Before any world: another choice falls short of the rule of thumb's by ``mu``
    points on average, spread ``tau``; the paired difference of a world spreads
    ``sigma``, trusted as ``weight`` worlds."""

    mu: float
    tau: float
    sigma: float
    weight: float = 4.0


#: Measured over arena positions (a quarter of the decisions of the first 16 deals of
#: seeds 5 and 6, 20 twin worlds each; ``mu`` the mean shortfall, ``tau`` its spread less
#: the worlds' noise, ``sigma`` the root mean square spread of a world's paired
#: difference; ``python -m game.ai.besigue.calibrate``): a card early in the stock (more
#: than 16 cards left, 1,629 choices), in the middle (9 to 16, 448), late (318), and a
#: declaration (87); six differences of 300 points or more left out.
PRIORS = {
    "early": Prior(mu=11.8, tau=16.8, sigma=101.3),
    "middle": Prior(mu=14.2, tau=30.7, sigma=80.0),
    "late": Prior(mu=13.4, tau=30.3, sigma=41.2),
    "declare": Prior(mu=17.2, tau=23.6, sigma=65.1),
}


def figures(weighing: Weighing, baseline: int, prior: Prior) -> list[Choice]:
    """Every candidate with its figure (the rule of thumb's, ``baseline``, at its mean),
    best first, each with the standard error of its shortfall from the best."""
    probabilities, rows = weighing.probabilities, weighing.rows
    worlds = len(rows)
    effective = 1.0 / sum(p * p for p in probabilities)
    base = weighing.gain(baseline)
    scored: list[tuple[float, float, int]] = []  # (figure, posterior variance, candidate)
    for i in range(len(weighing.candidates)):
        if i == baseline:
            scored.append((base, 0.0, i))
            continue
        diffs = [row[i][0] - row[baseline][0] for row in rows]
        mean = sum(p * d for p, d in zip(probabilities, diffs))
        spread = sum(p * (d - mean) ** 2 for p, d in zip(probabilities, diffs))
        per_world = (prior.weight * prior.sigma ** 2 + effective * spread) / (prior.weight + effective)
        error = per_world / effective
        k = prior.tau ** 2 / (prior.tau ** 2 + error)
        scored.append((base + k * mean - (1 - k) * prior.mu, k * error, i))
    scored.sort(key=lambda s: (s[0], weighing.chance(s[2]), s[2] == baseline), reverse=True)
    best_variance = scored[0][1]
    return [Choice(weighing.candidates[i], figure, weighing.chance(i), worlds,
                   0.0 if n == 0 else (variance + best_variance) ** 0.5)
            for n, (figure, variance, i) in enumerate(scored)]


__all__ = ["PRIORS", "Prior", "figures"]
