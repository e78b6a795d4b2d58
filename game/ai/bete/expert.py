"""The expert (the Expert level): it guesses the hidden hands from everything its seat has
seen, then searches over those guesses.

- **Worlds.**  :class:`~game.ai.bete.sampler.Sampler` deals the unseen cards consistently
  with the voids shown in play, weighting each deal by how well it explains the calls.
- **Calls** are chosen by expected gain (:mod:`game.ai.bete.payoff`) over sampled worlds
  (:mod:`game.ai.pimc`): in each world, each legal call is followed by the rest of the
  bidding (the other seats modelled by the soft call model the sampler trusts) and the
  card play (every seat following the heuristic), with the same world and the same chance
  draws for every call (:mod:`.calls`).
- **Cards**: when the rest of the play is cheap to solve exactly (after the first trick,
  or from the start with three or four players), perfect-information Monte Carlo: each
  world is solved exactly (alpha-beta on the declarer's outcome class, or max-n in a
  contre deal or in Beast near the end) and the card with the best weighted mean gain is
  played.  Otherwise (five to seven players in the first trick, contre and Beast deals
  early on) information-set MCTS with heuristic rollouts.

Every decision is bounded by ``budget_ms`` of thinking and caps on worlds and iterations,
whichever comes first.  :meth:`ExpertPlayer.analyse` returns what was weighed (expected
gain and chance of winning the deal for each choice); the hint shows it.  :func:`think`
does the thinking from worlds: sampled ones for the expert, the true deal alone for the
open-hand player.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Sequence

from ...engine.bete import Action
from ...engine.bete.deal import Phase
from ...engine.bete.frozen import Seen
from ...engine.cards import Card, mask_of
from ..choice import Choice, best_of, ranked
from ..evidence import normalised
from ..pimc import Outcome, Worlds, weigh
from .callmodel import CallModel
from .calls import CallWeigher
from .heuristic import teams_of
from .ismcts import search
from .knowledge import Knowledge
from .payoff import CLASS_INDEX, Stakes, class_gains, evaluator, stakes_in
from .sampler import Sampler, World
from .solver import maxn_values, team_values
from .tactics import roll_out
from .trickstate import BeteTricks, Evaluate, TrickState


@dataclass(frozen=True)
class ExpertConfig:
    """How hard the expert thinks.  The defaults keep a decision under 250 ms at the 95th
    percentile on a two-core machine for 3 to 7 players."""

    budget_ms: float = 120.0
    call_worlds: int = 240
    play_worlds: int = 40
    iterations: int = 4000
    pool: int = 40
    min_worlds: int = 6
    #: Weigh a call to play by solving the seat's own card play exactly (sound only when
    #: the world is the true one: the open-hand player).
    solve_own_play: bool = False
    #: Up to this many players the first trick is solved exactly too (a 5-player deal
    #: solves in a few milliseconds per world; 6 and 7 take far longer).
    exact_from_start: int = 4
    #: Weigh worlds by how well they explain the calls (off: every consistent world alike).
    use_calls: bool = True
    #: ... and the cards the others played, against the rule-of-thumb play.
    use_plays: bool = False
    #: The model of the others' calls (:mod:`game.ai.bete.callmodel`): it weighs the worlds
    #: and foresees the calls still to come.
    call_model: CallModel = CallModel()


#: For the tests: legal and quick, not strong.
QUICK = ExpertConfig(budget_ms=25.0, call_worlds=12, play_worlds=4, iterations=60, pool=6, min_worlds=2)


def think(seen: Seen, worlds: Worlds, config: ExpertConfig, rng: random.Random, deadline: float) -> list[Choice]:
    """Every legal action of the seat to act, weighed over worlds from ``worlds``."""
    if seen.phase is Phase.BIDDING:
        calls = CallWeigher(seen, config.solve_own_play, config.call_model)
        return weigh(worlds, calls, rng, config.call_worlds, config.min_worlds, deadline).choices()
    n = seen.players
    done = len(seen.trick_winners)
    team = not seen.rules.beast_heaps and seen.contre is None
    left = sum(5 - sum(1 for s, _ in seen.plays if s == seat) for seat in range(n))
    # solving gets dear with many hands: six or seven players wait for the third trick
    settled = done >= (1 if n <= 5 else 2)
    if team and (settled or n <= config.exact_from_start):
        return weigh(worlds, TeamPlayWeigher(seen), rng, config.play_worlds, config.min_worlds, deadline).choices()
    if left <= 12:
        return weigh(worlds, MaxnPlayWeigher(seen), rng, config.play_worlds, config.min_worlds, deadline).choices()
    return tree_choices(seen, worlds, config, rng, deadline)


def play_state(seen: Seen, world: World, evaluate: Evaluate | None = None) -> TrickState:
    """The card play as it stands, with the world's hands."""
    ranking = seen.rules.ranking
    rules = BeteTricks(int(seen.trump), ranking.stronger, ranking.power)
    played = mask_of(card for _, card in seen.plays)
    return TrickState(rules, world.hands, seen.to_act, seen.current_trick, seen.tricks_won, seen.trick_winners,
                      played, evaluate)


class TeamPlayWeigher:
    """Each legal card, the rest of the play then solved exactly in the world: the
    declarer against defenders who share one goal, on the declarer's outcome class."""

    def __init__(self, seen: Seen) -> None:
        self.seen = seen
        self.candidates: list[Card] = list(seen.legal_actions)

    def resume(self, world: World, rng: random.Random) -> tuple[TrickState, Sequence[Sequence[float]]]:
        """The play in the world, and each outcome class's gains at the world's stakes."""
        return play_state(self.seen, world), class_gains(stakes_in(self.seen, world), self.seen.declarer)

    def outcomes(self, position: tuple[TrickState, Sequence[Sequence[float]]]) -> list[Outcome]:
        state, by_class = position
        seen = self.seen
        me, declarer = seen.seat, seen.declarer
        values = team_values(state, declarer, seen.rules.ranking.power, every_move=True)
        out = []
        for card in self.candidates:
            cls = values[card]
            won = cls >= CLASS_INDEX["win"] if me == declarer else cls < CLASS_INDEX["win"]
            out.append((by_class[cls][me], float(won)))
        return out


class MaxnPlayWeigher:
    """Each legal card, the rest of the play then solved in the world with every side
    taking what is best for itself (max-n): a contre deal, Cotton's Beast, the endings."""

    def __init__(self, seen: Seen) -> None:
        self.seen = seen
        self.candidates: list[Card] = list(seen.legal_actions)

    def resume(self, world: World, rng: random.Random) -> TrickState:
        seen = self.seen
        return play_state(seen, world, evaluator(seen, stakes_in(seen, world), seen.seat))

    def outcomes(self, state: TrickState) -> list[Outcome]:
        me = self.seen.seat
        values = maxn_values(state, self.seen.rules.ranking.power, every_move=True)
        return [(values[card][me], values[card][-1]) for card in self.candidates]


def tree_choices(seen: Seen, worlds: Worlds, config: ExpertConfig, rng: random.Random, deadline: float) -> list[Choice]:
    """Information-set MCTS over a pool of worlds, with the heuristic's rollouts: for the
    first trick of a deal too big to solve world by world."""
    me = seen.seat
    pool = [worlds.sample(rng) for _ in range(config.pool)]
    probabilities = normalised([w.log_weight for w in pool])
    cumulative = []
    acc = 0.0
    for p in probabilities:
        acc += p
        cumulative.append(acc)
    states = [play_state(seen, w, evaluator(seen, stakes_in(seen, w), me)) for w in pool]
    teams = teams_of(seen.players, seen.declarer, seen.contre, seen.rules.beast_heaps)
    power = seen.rules.ranking.power
    hidden = [w.hidden for w in pool]
    picked = [0]

    def determinize() -> TrickState:
        x = rng.random() * acc
        lo = 0
        for i, c in enumerate(cumulative):
            if x < c:
                lo = i
                break
        picked[0] = lo
        return states[lo].clone()

    def rollout(state: TrickState) -> Sequence[float]:
        roll_out(state, teams, hidden[picked[0]], power)
        return state.payoffs()

    stakes: Stakes = stakes_in(seen, pool[0])
    scale = max(stakes.value, stakes.play, 1) + stakes.king
    stats = search(determinize, rollout, rng, config.iterations, deadline, scale, tally=lambda p: p[-1])
    out = []
    for card in seen.legal_actions:
        visits, mean, won = stats.get(card, (0, -1e9, 0.0))
        out.append(Choice(card, mean, won, visits))
    return out


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
        return best_of(self.analyse(observation))

    def analyse(self, observation: Seen, budget_ms: float | None = None) -> list[Choice]:
        """Every legal action with its expected gain and chance of winning, best first."""
        cfg = self.config
        deadline = time.perf_counter() + (cfg.budget_ms if budget_ms is None else budget_ms) / 1000
        worlds = Sampler(observation, Knowledge(observation), cfg.use_calls, cfg.use_plays, cfg.call_model)
        return ranked(think(observation, worlds, cfg, self.rng, deadline))


__all__ = ["QUICK", "ExpertConfig", "ExpertPlayer", "think"]
