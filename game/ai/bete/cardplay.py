"""Weighing a card: in one world, each legal card followed by the rest of the play.

Two ways to play the rest out (``ExpertConfig.card_search``):

- **respond** (the expert): the others play as the rule of thumb would (:mod:`.tactics`),
  the model of them it also reads their calls and cards by, and the seat chooses its own
  later cards at its best against them (:mod:`.respond`).  Its partners in defence are
  thus taken for what they are, not for players who see every card and follow its plan.
- **solve** (the open hand, the yardstick of card play): every side at its best seeing
  every card: alpha-beta on the declarer's outcome class against defenders sharing one
  goal, max-n in a contre deal, Cotton's Beast and the endings (:mod:`.solver`), and,
  where that is too dear (a contre deal's first tricks, six or seven players' first
  tricks), a tree search with the rule of thumb's rollouts (:mod:`.ismcts`).

An outcome is the seat's gain from the settlement and whether it comes out ahead (a gain
above nought), the same measure the calls are weighed by (:mod:`.calls`).
"""
from __future__ import annotations

import random
from typing import Sequence

from ...engine.bete.frozen import Seen
from ...engine.cards import Card, mask_of
from ..choice import Choice, by_figures
from ..evidence import normalised
from ..pimc import Outcome, Worlds, weigh
from .config import ExpertConfig
from .heuristic import HeuristicPlayer, teams_of
from .ismcts import search
from .payoff import Stakes, ahead, class_gains, evaluator, stakes_in
from .respond import respond_classes, respond_values
from .sampler import World
from .solver import maxn_values, team_values
from .tactics import roll_out
from .trickstate import BeteTricks, Evaluate, TrickState


def card_choices(seen: Seen, worlds: Worlds, config: ExpertConfig, rng: random.Random, deadline: float) -> list[Choice]:
    """Every legal card of the seat to act, weighed over worlds from ``worlds``, best first;
    of cards whose figures are equal, the rule of thumb's card first (:func:`candidates`)."""
    cards = candidates(seen)
    if config.card_search == "respond":
        weigher: TeamPlayWeigher | MaxnPlayWeigher | RespondWeigher = RespondWeigher(seen, cards)
    else:
        n = seen.players
        team = not seen.rules.beast_heaps and seen.contre is None
        left = sum(5 - sum(1 for s, _ in seen.plays if s == seat) for seat in range(n))
        # solving gets dear with many hands: six or seven players wait for the third trick
        settled = len(seen.trick_winners) >= (1 if n <= 5 else 2)
        if team and (settled or n <= config.exact_from_start):
            weigher = TeamPlayWeigher(seen, cards)
        elif left <= 12:
            weigher = MaxnPlayWeigher(seen, cards)
        else:
            return tree_choices(seen, cards, worlds, config, rng, deadline)
    return weigh(worlds, weigher, rng, config.play_worlds, config.min_worlds, deadline).by_figures()


def candidates(seen: Seen) -> list[Card]:
    """The legal cards, the rule of thumb's first: the order in which equal figures stay."""
    first = HeuristicPlayer().card(seen)
    return [first] + [card for card in seen.legal_actions if card != first]


def play_state(seen: Seen, world: World, evaluate: Evaluate | None = None) -> TrickState:
    """The card play as it stands, with the world's hands."""
    ranking = seen.rules.ranking
    rules = BeteTricks(int(seen.trump), ranking.stronger, ranking.power)
    played = mask_of(card for _, card in seen.plays)
    return TrickState(rules, world.hands, seen.to_act, seen.current_trick, seen.tricks_won, seen.trick_winners,
                      played, evaluate)


class RespondWeigher:
    """Each legal card, the others then following the rule of thumb in the world and the
    seat choosing its later cards at its best against them."""

    def __init__(self, seen: Seen, cards: Sequence[Card]) -> None:
        self.seen = seen
        self.candidates = list(cards)
        self.teams = teams_of(seen.players, seen.declarer, seen.contre, seen.rules.beast_heaps)
        self.team = not seen.rules.beast_heaps and seen.contre is None

    def resume(self, world: World, rng: random.Random) -> tuple[TrickState, int, Stakes]:
        seen = self.seen
        stakes = stakes_in(seen, world)
        return play_state(seen, world, evaluator(seen, stakes)), world.hidden, stakes

    def outcomes(self, position: tuple[TrickState, int, Stakes]) -> list[Outcome]:
        state, hidden, stakes = position
        seen = self.seen
        me, power = seen.seat, seen.rules.ranking.power
        if self.team:
            by_class = class_gains(stakes, seen.declarer)
            classes = respond_classes(state, seen.declarer, self.teams, hidden, power)
            return [(by_class[classes[card]][me], ahead(by_class[classes[card]][me])) for card in self.candidates]

        def score(node: TrickState) -> tuple[float, float]:
            gain = node.payoffs()[me]
            return gain, ahead(gain)

        values = respond_values(state, self.teams, hidden, power, score)
        return [values[card] for card in self.candidates]


class TeamPlayWeigher:
    """Each legal card, the rest of the play then solved exactly in the world: the
    declarer against defenders who share one goal, on the declarer's outcome class."""

    def __init__(self, seen: Seen, cards: Sequence[Card]) -> None:
        self.seen = seen
        self.candidates = list(cards)

    def resume(self, world: World, rng: random.Random) -> tuple[TrickState, Sequence[Sequence[float]]]:
        """The play in the world, and each outcome class's gains at the world's stakes."""
        return play_state(self.seen, world), class_gains(stakes_in(self.seen, world), self.seen.declarer)

    def outcomes(self, position: tuple[TrickState, Sequence[Sequence[float]]]) -> list[Outcome]:
        state, by_class = position
        seen = self.seen
        me = seen.seat
        values = team_values(state, seen.declarer, seen.rules.ranking.power, every_move=True)
        return [(by_class[values[card]][me], ahead(by_class[values[card]][me])) for card in self.candidates]


class MaxnPlayWeigher:
    """Each legal card, the rest of the play then solved in the world with every side
    taking what is best for itself (max-n): a contre deal, Cotton's Beast, the endings."""

    def __init__(self, seen: Seen, cards: Sequence[Card]) -> None:
        self.seen = seen
        self.candidates = list(cards)

    def resume(self, world: World, rng: random.Random) -> TrickState:
        seen = self.seen
        return play_state(seen, world, evaluator(seen, stakes_in(seen, world)))

    def outcomes(self, state: TrickState) -> list[Outcome]:
        me = self.seen.seat
        values = maxn_values(state, self.seen.rules.ranking.power, every_move=True)
        return [(values[card][me], ahead(values[card][me])) for card in self.candidates]


def tree_choices(seen: Seen, cards: Sequence[Card], worlds: Worlds, config: ExpertConfig, rng: random.Random,
                 deadline: float) -> list[Choice]:
    """Information-set MCTS over a pool of worlds, with the rule of thumb's rollouts: the
    open hand's search where solving is too dear.  Each card's figures are the means of
    the playouts through it, best first by those means."""
    me = seen.seat
    pool = [worlds.sample(rng) for _ in range(config.pool)]
    probabilities = normalised([w.log_weight for w in pool])
    cumulative = []
    acc = 0.0
    for p in probabilities:
        acc += p
        cumulative.append(acc)
    states = [play_state(seen, w, evaluator(seen, stakes_in(seen, w))) for w in pool]
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
    stats = search(determinize, rollout, rng, config.iterations, deadline, scale, tally=lambda p: ahead(p[me]))
    # every card of the root is tried before any is tried twice
    return by_figures([Choice(card, stats[card][1], stats[card][2], stats[card][0]) for card in cards])


__all__ = ["MaxnPlayWeigher", "RespondWeigher", "TeamPlayWeigher", "candidates", "card_choices", "play_state",
           "tree_choices"]
