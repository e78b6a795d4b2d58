"""Bésigue's expert (the Expert level): it deals the cards it cannot see many times,
consistently with everything its seat saw, and weighs each choice over those deals by
the points it is expected to bring (:mod:`game.ai.pimc`, the reasoner every game's
expert shares).

- **Worlds** (:class:`~.sampler.BesigueSampler`): the other's hidden hand and the stock
  in order, from the cards not seen (melds shown stay known until played, every card
  played, the turn-up, the seven exchanged and the turn-up taken for it).
- **Candidates**: the legal cards (copies that are the same to the play tried once: two
  copies in hand, or on the table with the same meld history), or at a declaration
  step the melds open, the seven actions and ``no_meld``.
- **In each world** the deal is rebuilt (:func:`~.resume.resume`), each candidate is
  made and the deal is played out by the quick player in both seats
  (:mod:`~.quick`); the candidate's outcome is the seat's points less the other's from
  now to the end of the deal, and the game's value if the deal ends the game
  (``game_value``: a claim, or the count).  When the stock is nearly out, the playout
  stops at the last tricks and solves them exactly (:mod:`~.solver`).
- **Declarations** keep the quick player's choice unless another beats it by
  ``confidence`` standard errors of the difference, paired world by world: a
  declaration's worth lies in tricks far ahead, and the means of a few dozen worlds
  spread wide.
- **The last tricks**: every card is known, so they are solved, not sampled
  (:class:`~.solver.LastTricks`, alpha-beta; the table of positions is kept from one
  trick to the next).

Every decision is bounded by ``budget_ms`` of thinking and by a cap on worlds, whichever
comes first; :meth:`BesigueExpertPlayer.analyse` returns what was weighed (the points
each choice is worth on average, the chance of coming out of the deal ahead); the hint
shows it.  :func:`think` does the thinking from worlds: sampled ones for the expert, the
true deal for the open-hand player.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Sequence

from ...engine.besigue.actions import Seven
from ...engine.besigue.melds import Meld
from ...engine.cards import BIT, ONE_PACK, Card
from ...engine.phase import Phase
from ..choice import Choice, ranked
from ..pimc import Outcome, Worlds, weigh
from .heuristic import BesigueHeuristicPlayer
from .knowledge import BesigueKnowledge
from .quick import quick_action
from .resume import resume
from .sampler import BesigueSampler, BesigueWorld
from .solver import LastTricks, count_bases, count_judge, game_at_stake
from .tables import points_of


@dataclass(frozen=True)
class BesigueExpertConfig:
    """How hard the expert thinks.  The defaults keep a decision near a tenth of a second
    on a two-core machine."""

    budget_ms: float = 60.0
    #: The budget early in the stock (more than ``late_stock`` cards left): there the
    #: playouts spread so wide that a few dozen worlds seldom overturn the heuristic's
    #: card, so the time goes to the end of the stock, where they do.
    early_budget_ms: float = 25.0
    worlds: int = 64
    min_worlds: int = 3
    #: Early in the stock, the worlds weighed however long they take: below
    #: ``trust_worlds`` the heuristic's choice is kept anyway, so a world is not forced.
    early_min_worlds: int = 1
    #: Solve the last tricks exactly at the end of each playout when the stock holds at
    #: most this many cards at the decision (0: never; the quick player plays them).
    solve_stock: int = 4
    #: What ending the game is worth, in points, beyond the deal's points.
    game_value: float = 0.0
    #: Standard errors by which a choice must beat the heuristic's to be made instead
    #: (cards, declarations); a negative figure trusts the means alone.
    confidence: float = 1.0
    card_confidence: float = 1.0
    #: Early in the stock (more than ``late_stock`` cards left, the turn-up counted) the
    #: playouts spread so wide that a card must beat the heuristic's by this many.
    early_confidence: float = 2.0
    late_stock: int = 10
    #: Worlds weighed below which the heuristic's choice is kept whatever the figures:
    #: the spread of two or three worlds says too little to trust a difference.
    trust_worlds: int = 8


#: For the tests: legal and quick, not strong.
QUICK = BesigueExpertConfig(budget_ms=3.0, early_budget_ms=3.0, worlds=2, min_worlds=1, solve_stock=0, trust_worlds=1)


def candidates(seen: Any) -> list[Any]:
    """The choices worth weighing: every legal action, copies that are the same to the
    play tried once (the first of them)."""
    legal = list(seen.legal_actions)
    if seen.phase is not Phase.PLAY:
        out, shapes = [], set()
        for action in legal:
            shape = _shape(seen, action)
            if shape not in shapes:
                shapes.add(shape)
                out.append(action)
        return out
    out, shapes = [], set()
    for card in legal:
        shape = _card_shape(seen, card)
        if shape not in shapes:
            shapes.add(shape)
            out.append(card)
    return out


def _card_shape(seen: Any, card: Card) -> tuple:
    """What tells a card from its twin: where it lies and what it has scored in."""
    on_table = bool(seen.tables[seen.seat] >> card & 1)
    history = tuple(bool(m >> card & 1) for m in seen.meld_history) if on_table else ()
    return (card % ONE_PACK, on_table, history)


def _shape(seen: Any, action: Any) -> tuple:
    if action.__class__ is Meld:
        cards = []
        mask = action.cards
        while mask:
            low = mask & -mask
            cards.append(_card_shape(seen, low.bit_length() - 1))
            mask ^= low
        return (action.kind, tuple(sorted(cards)))
    if action.__class__ is Seven:
        return (action.action, action.card % ONE_PACK)
    return (action,)


class Solvers:
    """The last tricks' solvers of one player, kept from decision to decision: a table of
    positions holds whatever the deal, for the same trumps and the same count (the
    judge's positions carry the totals), so the playouts at the end of the stock fill it
    for the last tricks that follow."""

    #: Positions kept at most, per solver, before it starts afresh.
    LIMIT = 300_000

    def __init__(self, game_value: float = 0.0) -> None:
        self.game_value = game_value
        self.kept: dict[tuple, LastTricks] = {}

    def solver(self, rules: Any, trumps: int, bases: tuple[int, int] | None = None) -> LastTricks:
        """The solver for ``trumps`` under ``rules``; with ``bases`` (the totals before the
        last tricks, :func:`~.solver.count_bases`) one that judges the game when the
        count may end it."""
        judged = bool(self.game_value) and bases is not None and game_at_stake(rules, bases)
        last = 10 if rules.last_trick == "final" else 0
        key = (trumps, last, judged, rules if judged else None)
        kept = self.kept.get(key)
        if kept is None or len(kept.table) > self.LIMIT:
            judge = count_judge(rules, self.game_value) if judged else None
            kept = self.kept[key] = LastTricks(trumps, last, judge)
        return kept


class PlayWeigher:
    """The seat's candidates, each made in one world and the deal played out: the seat's
    points less the other's from now on (and the game's value), and whether it came out
    of the deal ahead."""

    def __init__(self, seen: Any, config: BesigueExpertConfig, solvers: Solvers | None = None,
                 deadline: float = float("inf")) -> None:
        self.seen = seen
        self.deadline = deadline
        self.config = config
        self.candidates = candidates(seen)
        self.me = seen.seat
        self.before = seen.scores
        self.solve = self.solving = 0 < seen.stock_size + (seen.turn_up is not None) <= config.solve_stock
        self.solvers = solvers or Solvers(config.game_value)

    def resume(self, world: BesigueWorld, rng: random.Random) -> Any:
        # a world weighed past the deadline (the least number of worlds not yet in) is
        # played out by the quick player to the end, every candidate alike
        self.solving = self.solve and time.perf_counter() < self.deadline
        return resume(self.seen, world.hands, world.stock)

    def outcomes(self, start: Any) -> list[Outcome]:
        out = []
        for action in self.candidates:
            deal = start.clone()
            deal.apply(action)
            value = self.play_out(deal)
            out.append((value, 1.0 if value > 0 else 0.0))
        return out

    def play_out(self, deal: Any) -> float:
        """The seat's value of the deal played out from ``deal`` by the quick player (the
        last tricks solved when asked)."""
        me, config = self.me, self.config
        solve = self.solving
        while deal.phase is not Phase.OVER:
            if solve and deal.last_tricks:
                return self._solved(deal)
            deal.apply(quick_action(deal))
        return value_of(deal, me, self.before, config.game_value)

    def _solved(self, deal: Any) -> float:
        me, other = self.me, 1 - self.me
        rules = deal.rules
        gained = deal.scores[me] - self.before[me] - (deal.scores[other] - self.before[other])
        seat = deal.to_act
        bases = count_bases(rules, (deal.scores[0], deal.scores[1]), (deal.won[0], deal.won[1]))
        solver = self.solvers.solver(rules, deal.trumps, bases)
        brisques = 0
        if rules.brisques_when == "end_of_hand":
            brisques = points_of(deal.won[me]) - points_of(deal.won[other])
        if solver.judge is None:
            value = solver.value(deal.hands[seat], deal.hands[1 - seat])
        else:
            value = solver.value(deal.hands[seat], deal.hands[1 - seat], bases[seat], bases[1 - seat])
            value -= bases[seat] - bases[1 - seat]
        if seat != me:
            value = -value
        return gained + brisques + value


def value_of(deal: Any, me: int, before: Sequence[int], game_value: float) -> float:
    """The seat's points less the other's since ``before``, and the game's value if the
    deal ended the game."""
    other = 1 - me
    value = deal.scores[me] - before[me] - (deal.scores[other] - before[other])
    if game_value and deal.winner is not None:
        value += game_value if deal.winner == me else -game_value
    return float(value)


def think(seen: Any, worlds: Worlds, config: BesigueExpertConfig, rng: random.Random, deadline: float,
          solvers: Solvers | None = None) -> list[Choice]:
    """The seat's choices weighed over worlds from ``worlds``: cards best first by their
    mean, declarations with the quick player's kept unless another is clearly better."""
    weigher = PlayWeigher(seen, config, solvers, deadline)
    early = seen.stock_size + (seen.turn_up is not None) > config.late_stock
    least = config.early_min_worlds if early else config.min_worlds
    weighing = weigh(worlds, weigher, rng, config.worlds, least, deadline)
    if seen.phase is Phase.DECLARE:
        confidence = config.confidence
    elif early:
        confidence = config.early_confidence
    else:
        confidence = config.card_confidence
    if confidence < 0:
        return ranked(weighing.choices())
    rule_of_thumb = BesigueHeuristicPlayer().choose(seen)
    shape = _shape(seen, rule_of_thumb) if seen.phase is Phase.DECLARE else _card_shape(seen, rule_of_thumb)
    shapes = [_shape(seen, a) if seen.phase is Phase.DECLARE else _card_shape(seen, a) for a in weigher.candidates]
    baseline = shapes.index(shape)
    if len(weighing.rows) < config.trust_worlds:
        choices = weighing.choices()
        return [choices[baseline]] + ranked(choices[:baseline] + choices[baseline + 1:])
    return weighing.cautious(baseline, confidence)


def solve_last_tricks(seen: Any, solvers: Solvers | None = None, game_value: float = 0.0,
                      exact: bool = True) -> list[Choice]:
    """The legal cards in the last tricks with their values, best first: the seat's
    points less the other's from this trick on (and the game's value when the count may
    end it).  ``exact``: every card's value; else the best card's alone (the others'
    figures are then only bounds: what the search needed to set them aside)."""
    know = BesigueKnowledge(seen)
    assert know.other_hand is not None
    me, other = seen.seat, 1 - seen.seat
    bases = _bases(seen)
    solver = (solvers or Solvers(game_value)).solver(seen.rules, know.trumps, bases)
    trick = seen.current_trick
    led = trick[0][1] if len(trick) == 1 else None
    if solver.judge is None and not exact:
        card, value = solver.best(seen.hand_mask, know.other_hand, led)
        return [Choice(card, float(value), 1.0 if value > 0 else 0.0, 1)]
    if solver.judge is None:
        values = solver.values(seen.hand_mask, know.other_hand, led)
    else:
        values = solver.values(seen.hand_mask, know.other_hand, led, bases[me], bases[other])
    return ranked([Choice(card, float(v), 1.0 if v > 0 else 0.0, 1) for card, v in values.items()])


def _bases(seen: Any) -> tuple[int, int]:
    won = [0, 0]
    plays = seen.plays
    for t, winner in enumerate(seen.trick_winners):
        won[winner] |= BIT[plays[2 * t][1]] | BIT[plays[2 * t + 1][1]]
    return count_bases(seen.rules, seen.scores, (won[0], won[1]))


class BesigueExpertPlayer:
    """Sees only its observation; thinks over sampled worlds, and solves the last tricks."""

    sees_every_card = False

    def __init__(self, seed: int = 0, config: BesigueExpertConfig | None = None) -> None:
        self.config = config or BesigueExpertConfig()
        self.rng = random.Random(seed)
        self.solvers = Solvers(self.config.game_value)

    def choose(self, observation: Any) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation, exact=False)[0].action

    def analyse(self, observation: Any, budget_ms: float | None = None, exact: bool = True) -> list[Choice]:
        """Every weighed action with the points it is worth on average and the chance of
        coming out of the deal ahead, best first (in the last tricks, unless ``exact``,
        the best card alone)."""
        if observation.last_tricks and observation.phase is Phase.PLAY:
            return solve_last_tricks(observation, self.solvers, exact=exact)
        if budget_ms is None:
            early = observation.stock_size + (observation.turn_up is not None) > self.config.late_stock
            budget_ms = self.config.early_budget_ms if early else self.config.budget_ms
        deadline = time.perf_counter() + budget_ms / 1000
        return think(observation, BesigueSampler(observation), self.config, self.rng, deadline, self.solvers)


__all__ = ["QUICK", "BesigueExpertConfig", "BesigueExpertPlayer", "PlayWeigher", "Solvers", "candidates",
           "solve_last_tricks", "think", "value_of"]
