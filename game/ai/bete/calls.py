"""Weighing a call: in one world, each legal call followed by the rest of the bidding and
the card play, paid by the settlement.

The seats still to speak are modelled by the call model the sampler trusts
(:mod:`.callmodel`), each with one chance draw per world so that every call meets the
same draws; the play is rolled out with every seat following the rule of thumb
(:mod:`.tactics`).  Where everyone passes and the rules turn a Curieuse, what follows is
not a deal thrown in but a new round of calls under the Curieuse's trump (one of the
world's face-down talon cards, drawn), every seat modelled by the call model, and its
play (:meth:`CallWeigher.after_curieuse`).  The open hand, whose world is the true one,
may weigh saying play by solving its own card play exactly instead (``solve_own_play``):
it secures at least the solved outcome whatever the others do.
"""
from __future__ import annotations

import random
from typing import Any, NamedTuple, Sequence

from ...engine.bete import Action, Call
from ...engine.bete.frozen import Seen
from ...engine.bete.rules import bete_pack
from ...engine.bete.scoring import bete_outcome
from ...engine.cards import SUIT_OF, Card, cards_in, mask_of
from ..pimc import Outcome
from .callmodel import CallModel
from .heuristic import teams_of
from .payoff import CLASS_INDEX, CLASSES, Stakes, ahead, purse_changes, shares, stakes_in
from .sampler import World
from .solver import team_value
from .strength import expected_tricks
from .tactics import roll_out
from .trickstate import BeteTricks, TrickState


class Position(NamedTuple):
    """One world as the calls meet it: the world, each seat's chance draw for the calls
    still to come, the world's stakes, the expected tricks of each seat still to speak,
    and, where a Curieuse would follow a round of passes, its card and the draws of the
    round after it."""

    world: World
    draws: Sequence[float]
    stakes: Stakes
    tricks: dict[int, float]
    curieuse: Card | None
    again: Sequence[float]


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
        self.top = ranking.top
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
        self.curieuse_follows = len(seen.turned) <= seen.rules.curieuse and seen.talon_size > len(seen.turned)

    def resume(self, world: World, rng: random.Random) -> Position:
        n, trump, stronger, outside = self.n, self.trump, self.stronger, self.pack & ~self.turned
        tricks = {seat: expected_tricks(world.dealt[seat], trump, stronger, outside & ~world.dealt[seat], n)
                  for seat in self.later}
        draws = [rng.random() for _ in range(n)]
        curieuse = None
        again: list[float] = []
        if self.curieuse_follows and self.declarer is None and world.hidden:
            face_down = cards_in(world.hidden)
            curieuse = face_down[int(rng.random() * len(face_down))]
            again = [rng.random() for _ in range(n)]
        return Position(world, draws, stakes_in(self.seen, world), tricks, curieuse, again)

    def outcomes(self, position: Position) -> list[Outcome]:
        return [self.simulate(position, action) for action in self.candidates]

    def simulate(self, position: Position, action: Action) -> Outcome:
        """The seat's gain and whether it comes out ahead, saying ``action`` in the world."""
        world, draws, stakes, tricks = position.world, position.draws, position.stakes, position.tricks
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
            if position.curieuse is not None:
                return self.after_curieuse(world, position.curieuse, position.again, stakes)
            gain = shares(purse_changes(stakes, None, None, "thrown_in"))[me]
            return gain, ahead(gain)
        state = TrickState(self.tricks, world.dealt, self.eldest)
        roll_out(state, teams_of(n, declarer, contre, False), world.hidden, self.power)
        outcome = bete_outcome(declarer, contre, state.tricks_won, state.winners)
        if self.solve_own_play and declarer == me and contre is None and n <= 5:
            outcome = CLASSES[max(CLASS_INDEX[outcome], self._solve(world))]
        gain = shares(purse_changes(stakes, declarer, contre, outcome))[me]
        return gain, ahead(gain)

    def after_curieuse(self, world: World, card: Card, draws: Sequence[float], stakes: Stakes) -> Outcome:
        """The seat's gain when everyone passed and ``card`` is turned for trump: each seat
        pays a jeton into the game (its share of the game gives it back: no gain), then
        every seat speaks again from eldest, as the call model foresees it, and the deal
        is played out (or thrown in, the King pot going to the new King's holder)."""
        n, me, stronger = self.n, self.me, self.stronger
        trump = SUIT_OF[card]
        outside = self.pack & ~self.turned & ~(1 << card)
        value = self.value + n
        king = int(Card.of(self.top, trump))
        holder = next((s for s in range(n) if world.dealt[s] >> king & 1), None)
        strong = self.call_model.strong
        declarer = contre = None
        for k in range(n):
            seat = (self.eldest + k) % n
            hand = world.dealt[seat]
            tricks = expected_tricks(hand, trump, stronger, outside & ~hand, n)
            if declarer is None:
                if draws[seat] < strong(tricks, False, value, self.king_pot if seat == holder else 0):
                    declarer = seat
                    if not self.contre_allowed:
                        break
            elif draws[seat] < strong(tricks, True, value, 0):
                contre = seat
                break
        after = stakes._replace(value=value, king_holder=holder)
        if declarer is None:
            gain = shares(purse_changes(after, None, None, "thrown_in"))[me]
            return gain, ahead(gain)
        state = TrickState(BeteTricks(trump, stronger, self.power), world.dealt, self.eldest)
        roll_out(state, teams_of(n, declarer, contre, False), world.hidden & ~(1 << card), self.power)
        outcome = bete_outcome(declarer, contre, state.tricks_won, state.winners)
        gain = shares(purse_changes(after, declarer, contre, outcome))[me]
        return gain, ahead(gain)

    def _solve(self, world: Any) -> int:
        """The seat's outcome class as declarer with best play by every side, once a world."""
        solved = self._solved.get(world.dealt)
        if solved is None:
            start = TrickState(self.tricks, world.dealt, self.seen.eldest)
            solved = self._solved[world.dealt] = team_value(start, self.me, self.power)
        return solved


__all__ = ["CallWeigher", "Position"]
