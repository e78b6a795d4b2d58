"""Guesses at a Mouche deal's hidden cards consistent with everything one seat has seen.

A *world* puts every unseen card in a place it may be (:mod:`.knowledge`): the hands of
the others still in or yet to speak, the talon (in an order: what each exchange to come
draws), the discards, and the hands thrown in by those who passed.  Cards are drawn one
by one, the most constrained first, each to a place with room in proportion to the room
left; a draw that runs into a dead end starts again, and a last resort searches for any
consistent world, which always exists (the true deal is one).  Once the play has begun,
nobody in holds a mouche (it would have been shown), so a world that gives one is drawn
again.

The card-by-card draw is not uniform once places are ruled out for some cards; each
world carries the weight that corrects it.  The talk is soft evidence on top
(:func:`talk_log_likelihood`): a player who passed likely threw in a poor hand, one who
kept his five cards likely holds a good one.  In the play, one who exchanged kept his
best cards, so his hand is likely stronger than cards dealt at random: the worlds are
tilted towards strong hands for him (:data:`EXCHANGED_TILT`).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Sequence

from ...engine.cards import BIT, Card, cards_in
from ...engine.mouche.showing import mouche_in
from ..evidence import logistic
from ..placing import Placing
from .judge import Judge
from .knowledge import PASSED, PILE, STOCK, MoucheKnowledge

#: How far the talk is trusted: the likelihood of a word is FLOOR + (1 - FLOOR) * model.
TALK_FLOOR = 0.15
#: The chance of a word from a hand's strength (its cards' chances of a trick added up):
#: logistic(slope * (strength - centre)), measured on the rule-of-thumb player.
PASS_SLOPE, PASS_CENTRE = -2.5, 1.0
KEEP_SLOPE, KEEP_CENTRE = 2.5, 1.8
#: In the play, a player who exchanged kept his best cards: his hand (what he holds and
#: has played) is stronger than cards dealt at random, by about 0.6 of a trick at 4 and 5
#: players (measured on the rule-of-thumb player).  Worlds are tilted towards it: each
#: exchanger's hand weighs exp(EXCHANGED_TILT * strength).
EXCHANGED_TILT = 3.0


@dataclass(frozen=True)
class MoucheWorld:
    """One guess at the whole deal: every hand now (the observer's own included, 0 for a
    seat that passed), the talon top card first, the discards and the hands thrown in
    (by seat, 0 for the others; in the play these three are left empty), with the
    guess's log weight."""

    hands: tuple[int, ...]
    stock: tuple[Card, ...]
    discards: tuple[Card, ...]
    passed: tuple[int, ...]
    log_weight: float


class MoucheSampler(Placing):
    def __init__(self, seen: Any, knowledge: MoucheKnowledge | None = None) -> None:
        self.seen = seen
        self.know = know = knowledge or MoucheKnowledge(seen)
        Placing.__init__(self, know)
        self.use_talk = any(h.word in ("pass", "play") for h in seen.talk if h.seat != seen.seat)
        self.exchangers = [] if know.talking else sorted(
            {h.seat for h in seen.talk if h.seat != seen.seat and h.word == "play" and h.changed} & set(know.live))
        self.strength: list[float] | None = None
        if self.use_talk or self.exchangers:
            judge = Judge(seen)
            unseen = know.unseen
            self.strength = [0.0] * 52
            for c in cards_in(unseen | BIT[seen.upcard]):  # the upcard, robbed, is in a hand
                self.strength[c] = judge.chance(c, unseen & ~BIT[c], BIT[c])

    def sample(self, rng: random.Random, tries: int = 40) -> MoucheWorld:
        """One world (never fails when what was seen hangs together)."""
        drawn = None
        for _ in range(tries):
            drawn = self.draw(rng.random)
            if drawn is not None and not self._shows_a_mouche(drawn[0]):
                return self._world(drawn[0], drawn[1], rng)
        if drawn is None:
            drawn = (self.search(), 0.0)
        return self._world(drawn[0], drawn[1], rng)

    def _shows_a_mouche(self, held: Sequence[int]) -> bool:
        """In the play, a world where someone in holds a mouche cannot be (it was not shown)."""
        know, seen = self.know, self.seen
        if know.talking:
            return False
        trump = int(seen.upcard.suit)
        for place, mask in zip(self.places, held):
            if place >= 0:
                hand = mask | know.played_by[place] | know.fixed.get(place, 0)
                if mouche_in(hand, trump, seen.rules) is not None:
                    return True
        return False

    def _world(self, held: Sequence[int], log_weight: float, rng: random.Random) -> MoucheWorld:
        seen, know = self.seen, self.know
        n = seen.players
        by_place = dict(zip(self.places, held))
        hands = [0] * n
        hands[seen.seat] = seen.hand_mask
        for seat in know.live:
            hands[seat] = by_place.get(seat, 0) | know.fixed.get(seat, 0)
        stock: list[Card] = []
        discards: tuple[Card, ...] = ()
        passed = [0] * n
        if know.talking:
            stock = list(cards_in(by_place.get(STOCK, 0)))
            rng.shuffle(stock)
            discards = cards_in(by_place.get(PILE, 0) | know.fixed[PILE])
            for seat in range(n):
                passed[seat] = by_place.get(PASSED - seat, 0)
        if self.use_talk:
            log_weight += talk_log_likelihood(seen, self.strength, hands, passed, know.played_by)
        if self.exchangers:
            strength = self.strength
            for seat in self.exchangers:
                log_weight += EXCHANGED_TILT * sum(strength[c] for c in cards_in(hands[seat] | know.played_by[seat]))
        return MoucheWorld(tuple(hands), tuple(stock), discards, tuple(passed), log_weight)


def talk_log_likelihood(seen: Any, strength: Sequence[float] | None, hands: Sequence[int],
                        passed: Sequence[int], played_by: Sequence[int]) -> float:
    """How well the world's hands explain the talk: a hand thrown in is likely poor, a hand
    played without an exchange likely good.  Soft, so that players who judge otherwise
    are not taken for impossible.  (What an exchanger kept is not known: it tells little.)"""
    if strength is None:
        return 0.0
    total = 0.0
    for heard in seen.talk:
        seat = heard.seat
        if seat == seen.seat or heard.forced:
            continue
        if heard.word == "pass" and passed[seat]:
            slope, centre, hand = PASS_SLOPE, PASS_CENTRE, passed[seat]
        elif heard.word == "play" and not heard.changed and hands[seat] | played_by[seat]:
            slope, centre, hand = KEEP_SLOPE, KEEP_CENTRE, hands[seat] | played_by[seat]
        else:
            continue
        value = sum(strength[c] for c in cards_in(hand))
        total += math.log(TALK_FLOOR + (1 - TALK_FLOOR) * logistic(slope * (value - centre)))
    return total


__all__ = ["MoucheSampler", "MoucheWorld", "talk_log_likelihood"]
