"""Bésigue's choices made in one world and the deal played out: what the expert's
figures are means of (:mod:`game.ai.pimc`'s weigher).

- **Candidates**: the legal cards (copies that are the same to the play tried once: two
  copies in hand, or on the table with the same meld history), or at a declaration
  step the melds open, the seven actions and ``no_meld``.
- **In each world** the deal is rebuilt (:func:`~.resume.resume`), each candidate is
  made and the deal is played out by the quick player in both seats (:mod:`~.quick`);
  the candidate's outcome is the seat's points less the other's from now to the end of
  the deal (what is already scored is not counted), and the game's value if the deal
  ends the game (``game_value``).  When the stock is nearly out, the playout stops at
  the last tricks and solves them exactly (:mod:`~.solver`).
- **Twins**: a sampled world comes with its twin, the same cards with each draw's two
  cards swapped (:attr:`~.sampler.BesigueWorld.twin`), which is just as likely.  Who wins
  a trick decides who draws the better card of the pair, and that luck swings a playout
  by a meld; played in both, a candidate that wins the trick and one that loses it each
  draw either card once, so the luck of the draw cancels out of their difference.  The
  outcome is the mean of the two playouts.
"""
from __future__ import annotations

import random
import time
from typing import Any, Sequence

from ...engine.besigue.actions import Seven
from ...engine.besigue.melds import Meld
from ...engine.cards import ONE_PACK, Card
from ...engine.phase import Phase
from ..pimc import Outcome
from .quick import quick_action
from .resume import resume
from .sampler import BesigueWorld
from .solver import LastTricks, count_bases, count_judge, game_at_stake
from .tables import points_of


def candidates(seen: Any) -> list[Any]:
    """The choices worth weighing: every legal action, copies that are the same to the
    play tried once (the first of them)."""
    out, shapes = [], set()
    for action in seen.legal_actions:
        form = shape(seen, action)
        if form not in shapes:
            shapes.add(form)
            out.append(action)
    return out


def shape(seen: Any, action: Any) -> tuple:
    """What tells an action from another to the play: a card by its rank and suit, where
    it lies and what it has scored in; a meld by its kind and such cards; a seven by
    what is done with it."""
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
    if seen.phase is Phase.PLAY:
        return _card_shape(seen, action)
    return (action,)


def _card_shape(seen: Any, card: Card) -> tuple:
    on_table = bool(seen.tables[seen.seat] >> card & 1)
    history = tuple(bool(m >> card & 1) for m in seen.meld_history) if on_table else ()
    return (card % ONE_PACK, on_table, history)


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
    """The seat's candidates, each made in one world (and its twin) and the deal played
    out: the seat's points less the other's from now on (and the game's value), and
    whether it came out of the deal ahead."""

    def __init__(self, seen: Any, solve_stock: int, game_value: float = 0.0, solvers: Solvers | None = None,
                 deadline: float = float("inf"), include: Sequence[Any] = ()) -> None:
        self.seen = seen
        self.deadline = deadline
        self.game_value = game_value
        self.candidates = candidates(seen)
        known = {shape(seen, a) for a in self.candidates}
        self.candidates += [a for a in include if shape(seen, a) not in known]
        self.me = seen.seat
        self.before = seen.scores
        self.solve = self.solving = 0 < seen.stock_size + (seen.turn_up is not None) <= solve_stock
        self.solvers = solvers or Solvers(game_value)

    def resume(self, world: BesigueWorld, rng: random.Random) -> list[Any]:
        # a world weighed past the deadline (the least number of worlds not yet in) is
        # played out by the quick player to the end, every candidate alike
        self.solving = self.solve and time.perf_counter() < self.deadline
        starts = [resume(self.seen, world.hands, world.stock)]
        if world.twin is not None:
            starts.append(resume(self.seen, world.hands, world.twin))
        return starts

    def outcomes(self, starts: list[Any]) -> list[Outcome]:
        out = []
        share = 1.0 / len(starts)
        for action in self.candidates:
            value = ahead = 0.0
            for start in starts:
                deal = start.clone()
                deal.apply(action)
                v = self.play_out(deal)
                value += v * share
                if v > 0:
                    ahead += share
            out.append((value, ahead))
        return out

    def play_out(self, deal: Any) -> float:
        """The seat's value of the deal played out from ``deal`` by the quick player (the
        last tricks solved when asked)."""
        solve = self.solving
        while deal.phase is not Phase.OVER:
            if solve and deal.last_tricks:
                return self._solved(deal)
            deal.apply(quick_action(deal))
        return value_of(deal, self.me, self.before, self.game_value)

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


__all__ = ["PlayWeigher", "Solvers", "candidates", "shape", "value_of"]
