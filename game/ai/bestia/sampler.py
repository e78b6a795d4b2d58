"""Guesses at a Bestia deal's hidden cards consistent with everything one seat has seen.

A *world* puts every unseen card in a place it may be (:mod:`game.ai.bestia.knowledge`):
the live players' hands, the hidden trump card, the untaken buco, the stock (in an
order: what each exchange would draw), the discards, or out of the deal.  Cards are
drawn one by one, the most constrained first, each to a place with room in proportion
to the room left; a draw that runs into a dead end starts again, and a last resort
searches for any consistent world, which always exists (the true deal is one).

The card-by-card draw is not uniform once places are ruled out for some cards; each
world carries the weight that corrects it (the product of the room each card could have
gone to).  The talk is soft evidence on top: a player who knocked, or who stayed in,
is likelier to hold a hand that takes tricks (:func:`talk_log_likelihood`).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any, Sequence

from ...engine.cards import Card, cards_in
from ...engine.phase import Phase
from .heuristic import hand_outlook
from .knowledge import BUCO, PILE, STOCK, UPCARD, BestiaKnowledge
from ..evidence import logistic
from ..placing import Placing

#: How far the talk is trusted: the likelihood of a word is FLOOR + (1 - FLOOR) * model.
TALK_FLOOR = 0.15
#: How sharply the chance of knocking (staying in) grows with a hand's expected tricks.
KNOCK_SLOPE, STAY_SLOPE = 2.0, 1.2


@dataclass(frozen=True)
class BestiaWorld:
    """One guess at the whole deal: every hand now (the observer's own included, 0 for a
    folded seat), the stock top card first, the discards, the card turned for trump and
    the untaken buco, with the guess's log weight."""

    hands: tuple[int, ...]
    stock: tuple[Card, ...]
    discards: tuple[Card, ...]
    upcard: Card
    buco: tuple[Card, ...]
    log_weight: float


class BestiaSampler(Placing):
    def __init__(self, seen: Any, knowledge: BestiaKnowledge | None = None) -> None:
        self.seen = seen
        self.know = know = knowledge or BestiaKnowledge(seen)
        Placing.__init__(self, know)
        self.use_talk = seen.trump_card is not None and seen.phase is not Phase.ROB

    def sample(self, rng: random.Random, tries: int = 40) -> BestiaWorld:
        """One world (never fails when what was seen hangs together)."""
        for _ in range(tries):
            drawn = self.draw(rng.random)
            if drawn is not None:
                return self._world(drawn[0], drawn[1], rng)
        return self._world(self.search(), 0.0, rng)

    def _world(self, held: Sequence[int], log_weight: float, rng: random.Random) -> BestiaWorld:
        seen, know = self.seen, self.know
        hands = [0] * seen.players
        hands[seen.seat] = seen.hand_mask
        by_place = dict(zip(self.places, held))
        for seat in know.live:
            hands[seat] = by_place.get(seat, 0)
        stock = list(cards_in(by_place.get(STOCK, 0)))
        rng.shuffle(stock)
        discards = cards_in(by_place.get(PILE, 0) | know.fixed[PILE])
        upcard = seen.trump_card if seen.trump_card is not None else cards_in(by_place[UPCARD])[0]
        buco = cards_in(by_place.get(BUCO, 0))
        if self.use_talk:
            log_weight += talk_log_likelihood(seen, know, hands)
        return BestiaWorld(tuple(hands), tuple(stock), discards, upcard, buco, log_weight)


def talk_log_likelihood(seen: Any, know: BestiaKnowledge, hands: Sequence[int]) -> float:
    """How well the world's hands explain the talk: the knocker's hand as it was at the
    knock (its cards now and those it has played) is likely strong, a player still in
    holds one likelier fair than poor.  Soft, so that players who judge otherwise are not
    taken for impossible."""
    trump = know.trump
    assert trump is not None
    in_seats = [s for s in know.live if seen.status[s] in ("play", "knock", "buco")]
    if not in_seats:
        return 0.0
    opponents = max(1, sum(1 for s in seen.status if s != "fold") - 1)
    fair = seen.hand_size / (opponents + 1)
    public = 0
    for _, c in seen.plays:
        public |= 1 << c
    if seen.trump_on_table:
        public |= 1 << seen.trump_card
    total = 0.0
    for seat in in_seats:
        hand = hands[seat] | know.played_by[seat]
        expected, _ = hand_outlook(cards_in(hand), trump, public | hand, opponents)
        slope = KNOCK_SLOPE if seen.status[seat] == "knock" else STAY_SLOPE
        centre = fair if seen.status[seat] == "knock" else fair * 0.5
        total += math.log(TALK_FLOOR + (1 - TALK_FLOOR) * logistic(slope * (expected - centre)))
    return total


__all__ = ["BestiaSampler", "BestiaWorld", "talk_log_likelihood"]
