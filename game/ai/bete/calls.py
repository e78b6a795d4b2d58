"""Weighing a call: in one world, each legal call followed by the rest of the bidding and
the card play, paid by the settlement.

The seats still to speak are modelled by the call model the sampler trusts
(:mod:`.callmodel`), each with one chance draw per world so that every call meets the
same draws; the play is rolled out with every seat following the rule of thumb
(:mod:`.tactics`).  The open hand, whose world is the true one, may weigh saying play by
solving its own card play exactly instead (``solve_own_play``): it secures at least the
solved outcome whatever the others do.
"""
from __future__ import annotations

import random
from typing import Any, Sequence

from ...engine.bete import Action, Call
from ...engine.bete.frozen import Seen
from ...engine.bete.rules import bete_pack
from ...engine.bete.scoring import bete_outcome
from ...engine.cards import Card, mask_of
from ..pimc import Outcome
from .callmodel import CallModel
from .heuristic import teams_of
from .payoff import CLASS_INDEX, CLASSES, Stakes, ahead, purse_changes, shares, stakes_in
from .sampler import World
from .solver import team_value
from .strength import expected_tricks
from .tactics import roll_out
from .trickstate import BeteTricks, TrickState


class CallWeigher:
    """The seat's legal calls, each with the rest of the bidding and the play after it
    (a :class:`~game.ai.pimc.Weigher`)."""

    def __init__(self, seen: Seen, solve_own_play: bool = False, call_model: CallModel | None = None) -> None:
        self.seen = seen
        self.candidates: list[Action] = list(seen.legal_actions)
        self.call_model = call_model or CallModel()
        self.solve_own_play = solve_own_play
        self._solved: dict[tuple[int, ...], int] = {}
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
        # what the observation says, read once: a live one works each out from the deal
        self.declarer, self.contre, self.eldest = seen.declarer, seen.contre, seen.eldest
        self.value, self.king_pot = seen.value, seen.table.king

    def resume(self, world: World, rng: random.Random) -> tuple[World, list[float], Stakes, dict[int, float]]:
        """The world, each seat's chance draw for the calls still to come, the world's
        stakes and the expected tricks of each seat still to speak."""
        n, trump, stronger, outside = self.n, self.trump, self.stronger, self.pack & ~self.turned
        tricks = {seat: expected_tricks(world.dealt[seat], trump, stronger, outside & ~world.dealt[seat], n)
                  for seat in self.later}
        return world, [rng.random() for _ in range(n)], stakes_in(self.seen, world), tricks

    def outcomes(self, position: tuple[World, Sequence[float], Stakes, dict[int, float]]) -> list[Outcome]:
        return [self.simulate(position, action) for action in self.candidates]

    def simulate(self, position: tuple[World, Sequence[float], Stakes, dict[int, float]], action: Action) -> Outcome:
        """The seat's gain and whether it comes out ahead, saying ``action`` in the world."""
        world, draws, stakes, tricks = position
        me, n = self.me, self.n
        declarer, contre = self.declarer, self.contre
        if action is Call.PLAY:
            declarer = me
        elif action is Call.CONTRE:
            contre = me
        if contre is None and not (declarer is not None and not self.contre_allowed):
            strong = self.call_model.strong
            value, king_pot, king = self.value, self.king_pot, self.king
            for seat in self.later:
                if declarer is None:
                    risk = king_pot if world.dealt[seat] >> king & 1 else 0
                    if draws[seat] < strong(tricks[seat], False, value, risk):
                        declarer = seat
                        if not self.contre_allowed:
                            break
                elif draws[seat] < strong(tricks[seat], True, value, 0):
                    contre = seat
                    break
        if declarer is None:
            gain = shares(purse_changes(stakes, None, None, "thrown_in"))[me]
            return gain, ahead(gain)
        state = TrickState(self.tricks, world.dealt, self.eldest)
        roll_out(state, teams_of(n, declarer, contre, False), world.hidden, self.power)
        outcome = bete_outcome(declarer, contre, state.tricks_won, state.winners)
        if self.solve_own_play and declarer == me and contre is None and n <= 5:
            outcome = CLASSES[max(CLASS_INDEX[outcome], self._solve(world))]
        gain = shares(purse_changes(stakes, declarer, contre, outcome))[me]
        return gain, ahead(gain)

    def _solve(self, world: Any) -> int:
        """The seat's outcome class as declarer with best play by every side, once a world."""
        solved = self._solved.get(world.dealt)
        if solved is None:
            start = TrickState(self.tricks, world.dealt, self.seen.eldest)
            solved = self._solved[world.dealt] = team_value(start, self.me, self.power)
        return solved


__all__ = ["CallWeigher"]
