"""A rule-based player: counts its trumps and high cards to bid, and plays for the
tricks its side needs (the declarer and a contre player play for themselves, everyone
else defends against them)."""
from __future__ import annotations

import random

from ..engine import Action, Call, Card, Observation, Phase
from ..engine.cards import SUIT_OF
from ..engine.tricks import beats

#: Expected tricks needed to say play, and to say contre over a player who already plays.
PLAY_THRESHOLD = 2.0
CONTRE_THRESHOLD = 3.3


def expected_tricks(hand: tuple[Card, ...], trump: int, power: tuple[int, ...], players: int) -> float:
    """A rough count of the tricks a hand takes: high trumps nearly always, long trumps
    often, side Kings and Queens sometimes, less so the more players there are."""
    top = max(power)
    crowd = 4 / players
    tricks = 0.0
    trumps = [c for c in hand if SUIT_OF[c] == trump]
    for card in trumps:
        gap = top - power[card]
        tricks += (1.0, 0.85, 0.65, 0.45)[gap] if gap < 4 else 0.3
    tricks += max(0, len(trumps) - 2) * 0.25
    for card in hand:
        if SUIT_OF[card] != trump:
            gap = top - power[card]
            tricks += (0.7 * crowd, 0.35 * crowd)[gap] if gap < 2 else 0.0
    return tricks


class HeuristicPlayer:
    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def choose(self, observation: Observation) -> Action:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        if observation.phase is Phase.BIDDING:
            return self._call(observation, legal)
        return self._card(observation, legal)

    def _call(self, obs: Observation, legal: tuple[Action, ...]) -> Action:
        power = obs.rules.ranking.power
        strength = expected_tricks(obs.hand, obs.trump, power, obs.players)
        strength += self._random.uniform(-0.15, 0.15)  # not wholly predictable
        if Call.CONTRE in legal and strength >= CONTRE_THRESHOLD:
            return Call.CONTRE
        if Call.PLAY in legal and strength >= PLAY_THRESHOLD:
            return Call.PLAY
        return Call.PASS

    def _card(self, obs: Observation, legal: tuple[Action, ...]) -> Action:
        ranking = obs.rules.ranking
        power, stronger = ranking.power, ranking.stronger
        trump = obs.trump
        me = obs.seat
        attackers = {s for s in (obs.declarer, obs.contre) if s is not None}
        trick = obs.current_trick
        cards = sorted(legal, key=lambda c: (SUIT_OF[c] == trump, power[c]))  # weakest first
        if not trick:
            return self._lead(obs, cards, attackers)
        win_seat, best = trick[0]
        for seat, card in trick[1:]:
            if beats(card, best, trump, stronger):
                win_seat, best = seat, card
        winners = [c for c in cards if beats(c, best, trump, stronger)]
        partner_winning = (me in attackers) == (win_seat in attackers) and me not in attackers
        if winners and not partner_winning:
            return winners[0]  # the cheapest card that takes the trick
        return cards[0]

    def _lead(self, obs: Observation, cards: list[Card], attackers: set[int]) -> Card:
        trump = obs.trump
        power = obs.rules.ranking.power
        trumps = [c for c in cards if SUIT_OF[c] == trump]
        if obs.seat in attackers and len(trumps) >= 2:
            return trumps[-1]  # draw the defenders' trumps
        side = [c for c in cards if SUIT_OF[c] != trump]
        if side:
            best_side = max(side, key=lambda c: power[c])
            if power[best_side] >= max(power) - 1:
                return best_side  # a King or Queen may take the trick
            return side[0]
        return cards[-1] if obs.seat in attackers else cards[0]


__all__ = ["HeuristicPlayer", "expected_tricks"]
