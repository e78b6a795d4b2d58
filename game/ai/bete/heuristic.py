"""The rule-based player (the Amateur level): counts its trumps and high cards to judge
its calls against the stakes, and plays for the tricks its side needs.

Calls: the hand's expected tricks as declarer (:mod:`game.ai.bete.strength`) give a chance of
winning; it says play when that chance, against the chance of making the bête, pays:
a win takes V, a bête pays V, and a player dealt the King of trumps also risks the King
pot, so it wants a better hand to play when the King is rich.  It says contre only with a
hand that beats a declarer who has already claimed strength.  Card play is
:func:`game.ai.bete.tactics.pick_card`: the declarer draws trumps and cashes masters, the
defenders cash their masters and take the tricks the declarer needs.
"""
from __future__ import annotations

import random

from ...engine import Card
from ...engine.bete import Action, Call
from ...engine.cards import mask_of
from ...engine.tricks import beats
from ...engine.bete.deal import Phase
from ...engine.bete.frozen import Seen
from ...engine.bete.rules import bete_pack
from .strength import CONTRE_POINT, expected_tricks, outside_of, win_chance
from .tactics import pick_card

#: Share of the hands that do not win which end in a bête rather than a null.
FAIL_SHARE = 0.72


def teams_of(players: int, declarer: int | None, contre: int | None, beast: bool) -> tuple[int, ...]:
    """Sides for :func:`pick_card`: 0 for defenders, a number of its own for each seat
    that plays for itself."""
    if beast:
        return tuple(range(1, players + 1))
    teams = [0] * players
    if declarer is not None:
        teams[declarer] = 1
    if contre is not None:
        teams[contre] = 2
    return tuple(teams)


def unseen_of(seen: Seen) -> int:
    """The cards ``seen``'s seat cannot place: not its own, not played, not turned up."""
    mask = outside_of(bete_pack(seen.players).mask, seen.hand_mask, seen.turned)
    return mask & ~mask_of(card for _, card in seen.plays)


def holds_king(seen: Seen) -> bool:
    king = Card.of(seen.rules.ranking.top, seen.trump)
    return bool(seen.dealt_mask >> king & 1)


class HeuristicPlayer:
    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def choose(self, observation: Seen) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        if observation.phase is Phase.BIDDING:
            return self.call(observation, legal)
        return self.card(observation)

    def call(self, seen: Seen, legal: tuple[Action, ...]) -> Action:
        n = seen.players
        ranking = seen.rules.ranking
        outside = outside_of(bete_pack(n).mask, seen.hand_mask, seen.turned)
        tricks = expected_tricks(seen.hand_mask, seen.trump, ranking.stronger, outside, n)
        tricks += self._random.uniform(-0.1, 0.1)  # not wholly predictable
        if Call.CONTRE in legal and tricks >= CONTRE_POINT:
            return Call.CONTRE
        if Call.PLAY in legal:
            value = max(seen.value, 1) * (1 - 1 / n)
            risk = seen.table.king * (1 - 1 / n) if holds_king(seen) else 0.0
            win = win_chance(tricks)
            fail = (1 - win) * FAIL_SHARE
            if win * value - fail * (value + risk) > 0:
                return Call.PLAY
        return Call.PASS

    def card(self, seen: Seen) -> Card:
        n = seen.players
        rules = seen.rules
        trick = seen.current_trick
        best, best_seat = None, -1
        stronger = rules.ranking.stronger
        trump = seen.trump
        for seat, card in trick:
            if best is None or beats(card, best, trump, stronger):
                best, best_seat = card, seat
        teams = teams_of(n, seen.declarer, seen.contre, rules.beast_heaps)
        return pick_card(
            seen.legal_mask, seen.hand_mask, seen.seat, n, len(trick), best, best_seat, teams, unseen_of(seen),
            trump, stronger, rules.ranking.power,
        )


__all__ = ["HeuristicPlayer", "holds_king", "teams_of", "unseen_of"]
