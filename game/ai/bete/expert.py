"""The expert (the Expert level): it guesses the hidden hands from everything its seat has
seen, then searches over those guesses.

- **Worlds.**  :class:`~game.ai.sampler.Sampler` deals the unseen cards consistently with
  the voids shown in play, weighting each deal by how well it explains the calls.
- **Calls** are chosen by expected gain (:mod:`game.ai.payoff`) over sampled worlds: in
  each world, each legal call is followed by the rest of the bidding (the other seats
  modelled by the soft call model the sampler trusts) and the card play (every seat
  following the heuristic), with the same world and the same chance draws for every call.
- **Cards**: when the rest of the play is cheap to solve exactly (after the first trick,
  or from the start with three or four players), perfect-information Monte Carlo: each
  world is solved exactly (alpha-beta on the declarer's outcome class, or max-n in a
  contre deal or in Beast near the end) and the card with the best weighted mean gain is
  played.  Otherwise (five to seven players in the first trick, contre and Beast deals
  early on) information-set MCTS with heuristic rollouts.

Every decision is bounded by ``budget_ms`` of thinking and caps on worlds and iterations,
whichever comes first.  :meth:`ExpertPlayer.analyse` returns what was weighed (expected
gain and chance of winning the deal for each choice); the hint shows it.

:class:`Reasoner` does the thinking from a :class:`Guesser`, which gives worlds: sampled
ones for the expert, the true deal alone for the open-hand player.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Protocol, Sequence

from ...engine import Card
from ...engine.bete import Action, Call
from ...engine.cards import RANK_OF, mask_of
from ...engine.bete.deal import Phase
from ...engine.bete.frozen import Seen
from ...engine.bete.rules import bete_pack
from ...engine.bete.scoring import bete_outcome
from .heuristic import teams_of
from .ismcts import search
from .knowledge import Knowledge
from .payoff import CLASS_INDEX, CLASSES, SIDE_WON, Stakes, class_gains, gains, purse_changes, shares
from .callmodel import CallModel
from ..choice import Choice, best_of, ranked
from ..evidence import normalised
from .sampler import Sampler, World
from .solver import maxn_values, team_value, team_values
from .strength import expected_tricks
from .tactics import roll_out
from .trickstate import BeteTricks, TrickState


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
    #: The model of the others' calls (:mod:`game.ai.callmodel`): it weighs the worlds
    #: and foresees the calls still to come.
    call_model: CallModel = CallModel()


#: For the tests: legal and quick, not strong.
QUICK = ExpertConfig(budget_ms=25.0, call_worlds=12, play_worlds=4, iterations=60, pool=6, min_worlds=2)


class Guesser(Protocol):
    """Where the worlds come from."""

    def worlds(self, rng: random.Random) -> World: ...


class SampledWorlds:
    def __init__(self, seen: Seen, knowledge: Knowledge, config: ExpertConfig) -> None:
        self.sampler = Sampler(seen, knowledge, config.use_calls, config.use_plays, config.call_model)

    def worlds(self, rng: random.Random) -> World:
        return self.sampler.sample(rng)


class Reasoner:
    """The expert's thinking over worlds from a :class:`Guesser`."""

    def __init__(self, config: ExpertConfig, rng: random.Random) -> None:
        self.config = config
        self.rng = rng

    # ------------------------------------------------------------------ calls
    def call_choices(self, seen: Seen, guesser: Guesser, deadline: float) -> list[Choice]:
        legal = [a for a in seen.legal_actions]
        cfg, rng = self.config, self.rng
        totals = {a: [0.0, 0.0] for a in legal}
        weights: list[float] = []
        sims: list[list[tuple[float, float]]] = []
        clock = time.perf_counter
        plan = _CallPlan(seen, self.config.solve_own_play, self.config.call_model)
        while len(sims) < cfg.call_worlds and (len(sims) < cfg.min_worlds or clock() < deadline):
            world = guesser.worlds(rng)
            draws = [rng.random() for _ in range(seen.players)]
            sims.append([plan.simulate(world, action, draws) for action in legal])
            weights.append(world.log_weight)
        probabilities = normalised(weights)
        for p, results in zip(probabilities, sims):
            for action, (gain, won) in zip(legal, results):
                totals[action][0] += p * gain
                totals[action][1] += p * won
        return [Choice(a, totals[a][0], totals[a][1], len(sims)) for a in legal]

    # ------------------------------------------------------------------ cards
    def card_choices(self, seen: Seen, guesser: Guesser, deadline: float, exact_only: bool = False) -> list[Choice]:
        n = seen.players
        done = len(seen.trick_winners)
        beast = seen.rules.beast_heaps
        team = not beast and seen.contre is None
        left = sum(5 - sum(1 for s, _ in seen.plays if s == seat) for seat in range(n))
        # solving gets dear with many hands: six or seven players wait for the third trick
        settled = done >= (1 if n <= 5 else 2)
        if team and (settled or n <= self.config.exact_from_start or exact_only):
            return self._pimc(seen, guesser, deadline, team=True)
        if left <= 12 or exact_only:
            return self._pimc(seen, guesser, deadline, team=False)
        return self._ismcts(seen, guesser, deadline)

    def _state(self, seen: Seen, world: World, evaluate=None) -> TrickState:
        ranking = seen.rules.ranking
        rules = BeteTricks(int(seen.trump), ranking.stronger, ranking.power)
        played = mask_of(card for _, card in seen.plays)
        return TrickState(rules, world.hands, seen.to_act, seen.current_trick, seen.tricks_won, seen.trick_winners,
                          played, evaluate)

    def _pimc(self, seen: Seen, guesser: Guesser, deadline: float, team: bool) -> list[Choice]:
        cfg, rng = self.config, self.rng
        me = seen.seat
        legal = [a for a in seen.legal_actions]
        power = seen.rules.ranking.power
        clock = time.perf_counter
        rows: list[tuple[float, dict[Card, tuple[float, float]]]] = []
        while len(rows) < cfg.play_worlds and (len(rows) < cfg.min_worlds or clock() < deadline):
            world = guesser.worlds(rng)
            stakes = stakes_in(seen, world)
            row: dict[Card, tuple[float, float]] = {}
            if team:
                declarer = seen.declarer
                by_class = class_gains(stakes, declarer)
                state = self._state(seen, world)
                values = team_values(state, declarer, power, every_move=True)
                for card, cls in values.items():
                    won = cls >= CLASS_INDEX["win"] if me == declarer else cls < CLASS_INDEX["win"]
                    row[card] = (by_class[cls][me], float(won))
            else:
                state = self._state(seen, world, _evaluator(seen, stakes, me))
                for card, payoff in maxn_values(state, power, every_move=True).items():
                    row[card] = (payoff[me], payoff[-1])
            rows.append((world.log_weight, row))
        probabilities = normalised([w for w, _ in rows])
        out = []
        for card in legal:
            gain = sum(p * row[card][0] for p, (_, row) in zip(probabilities, rows))
            won = sum(p * row[card][1] for p, (_, row) in zip(probabilities, rows))
            out.append(Choice(card, gain, won, len(rows)))
        return out

    def _ismcts(self, seen: Seen, guesser: Guesser, deadline: float) -> list[Choice]:
        cfg, rng = self.config, self.rng
        me = seen.seat
        pool = [guesser.worlds(rng) for _ in range(cfg.pool)]
        probabilities = normalised([w.log_weight for w in pool])
        cumulative = []
        acc = 0.0
        for p in probabilities:
            acc += p
            cumulative.append(acc)
        states = [self._state(seen, w, _evaluator(seen, stakes_in(seen, w), me)) for w in pool]
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

        stakes = stakes_in(seen, pool[0])
        scale = max(stakes.value, stakes.play, 1) + stakes.king
        stats = search(determinize, rollout, rng, cfg.iterations, deadline, scale, tally=lambda p: p[-1])
        out = []
        for card in seen.legal_actions:
            visits, mean, won = stats.get(card, (0, -1e9, 0.0))
            out.append(Choice(card, mean, won, visits))
        return out


def stakes_in(seen: Seen, world: World) -> Stakes:
    """What the settlement can move, in ``world`` (the King's and the Triolet's holders)."""
    table = seen.table
    king = Card.of(seen.rules.ranking.top, seen.trump)
    holder = next((s for s, hand in enumerate(world.dealt) if hand >> king & 1), None)
    beast = seen.rules.beast_heaps
    return Stakes(
        seen.players, seen.value, sum(table.betes[1:]), table.king, holder, beast, table.play, table.triolet,
        triolet_seat(world.dealt, seen.rules.ranking.power) if beast else None,
    )


def triolet_seat(dealt: Sequence[int], power: tuple[int, ...]) -> int | None:
    """The seat dealt three cards of one rank (the highest such rank if two)."""
    best: tuple[int, int] | None = None
    for seat, hand in enumerate(dealt):
        counts: dict[int, list[int]] = {}
        mask = hand
        while mask:
            bit = mask & -mask
            card = bit.bit_length() - 1
            counts.setdefault(RANK_OF[card], []).append(card)
            mask ^= bit
        for cards in counts.values():
            if len(cards) >= 3 and (best is None or power[cards[0]] > best[1]):
                best = (seat, power[cards[0]])
    return None if best is None else best[0]


def side_won(seen_seat: int, declarer: int | None, contre: int | None, outcome: str, beast_first: bool) -> float:
    """Whether ``seen_seat``'s side won the deal (a defender wins when the playing side fails)."""
    if declarer is None:
        return float(beast_first)
    if seen_seat == declarer:
        return float(outcome in ("win", "vole"))
    if seen_seat == contre:
        return float(outcome == "contre_win")
    return float(outcome not in SIDE_WON)


def _evaluator(seen: Seen, stakes: Stakes, me: int):
    """Payoffs of a finished state: every seat's gain, then whether ``me``'s side won."""
    declarer, contre = seen.declarer, seen.contre

    def evaluate(tricks_won: Sequence[int], winners: Sequence[int]) -> tuple[float, ...]:
        if stakes.beast:
            out = gains(stakes, None, None, tricks_won, winners)
            most = max(tricks_won)
            first = tricks_won[me] == most and tricks_won.count(most) == 1
            return (*out, float(first))
        outcome = bete_outcome(declarer, contre, list(tricks_won), list(winners))
        out = shares(purse_changes(stakes, declarer, contre, outcome))
        return (*out, side_won(me, declarer, contre, outcome, False))

    return evaluate


class _CallPlan:
    """The rest of the bidding and the play after one call, in one world."""

    def __init__(self, seen: Seen, solve_own_play: bool = False, call_model: CallModel | None = None) -> None:
        self.seen = seen
        self.call_model = call_model or CallModel()
        self.solve_own_play = solve_own_play
        self._solved: dict[int, int] = {}
        self.n = n = seen.players
        self.me = seen.seat
        self.trump = int(seen.trump)
        ranking = seen.rules.ranking
        self.stronger = ranking.stronger
        self.power = ranking.power
        self.pack = bete_pack(n).mask
        self.turned = mask_of(seen.turned)
        self.contre_allowed = seen.rules.contre
        in_round = 0
        for seat, _ in seen.calls:
            in_round = 0 if seat is None else in_round + 1
        self.later = [(self.me + k) % n for k in range(1, n - in_round)]
        self.tricks = BeteTricks(self.trump, ranking.stronger, ranking.power)
        self.king = int(Card.of(ranking.top, self.trump))

    def simulate(self, world: World, action: Action, draws: Sequence[float]) -> tuple[float, float]:
        seen, me, n = self.seen, self.me, self.n
        declarer, contre = seen.declarer, seen.contre
        if action is Call.PLAY:
            declarer = me
        elif action is Call.CONTRE:
            contre = me
        if contre is None and not (declarer is not None and not self.contre_allowed):
            strong = self.call_model.strong
            value, king_pot, king = seen.value, seen.table.king, self.king
            for seat in self.later:
                hand = world.dealt[seat]
                tricks = expected_tricks(hand, self.trump, self.stronger, self.pack & ~hand & ~self.turned, n)
                if declarer is None:
                    risk = king_pot if hand >> king & 1 else 0
                    if draws[seat] < strong(tricks, False, value, risk):
                        declarer = seat
                        if not self.contre_allowed:
                            break
                elif draws[seat] < strong(tricks, True, value, 0):
                    contre = seat
                    break
        stakes = stakes_in(seen, world)
        if declarer is None:
            return shares(purse_changes(stakes, None, None, "thrown_in"))[me], 0.0
        state = TrickState(self.tricks, world.dealt, seen.eldest)
        roll_out(state, teams_of(n, declarer, contre, False), world.hidden, self.power)
        outcome = bete_outcome(declarer, contre, state.tricks_won, state.winners)
        if self.solve_own_play and declarer == me and contre is None and n <= 5:
            # the seat will play its own cards by exact search: it secures at least the
            # solved outcome whatever the others do, and may profit from their slips
            solved = self._solved.get(id(world))
            if solved is None:
                start = TrickState(self.tricks, world.dealt, seen.eldest)
                solved = self._solved[id(world)] = team_value(start, me, self.power)
            outcome = CLASSES[max(CLASS_INDEX[outcome], solved)]
        gain = shares(purse_changes(stakes, declarer, contre, outcome))[me]
        return gain, side_won(me, declarer, contre, outcome, False)


class ExpertPlayer:
    """Sees only its observation; thinks over sampled worlds."""

    sees_every_card = False

    def __init__(self, seed: int = 0, config: ExpertConfig | None = None) -> None:
        self.config = config or ExpertConfig()
        self.rng = random.Random(seed)
        self.reasoner = Reasoner(self.config, self.rng)

    def choose(self, observation: Seen) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return best_of(self.analyse(observation))

    def analyse(self, observation: Seen, budget_ms: float | None = None) -> list[Choice]:
        """Every legal action with its expected gain and chance of winning, best first."""
        began = time.perf_counter()
        deadline = began + (self.config.budget_ms if budget_ms is None else budget_ms) / 1000
        guesser = SampledWorlds(observation, Knowledge(observation), self.config)
        if observation.phase is Phase.BIDDING:
            choices = self.reasoner.call_choices(observation, guesser, deadline)
        else:
            choices = self.reasoner.card_choices(observation, guesser, deadline)
        return ranked(choices)


__all__ = ["QUICK", "ExpertConfig", "ExpertPlayer", "Guesser", "Reasoner", "stakes_in"]