"""Deals of the hidden cards consistent with everything one seat has seen.

A *world* gives every other seat a hand and the talon its face-down cards, such that no
seat holds a card it has shown it cannot hold (:mod:`game.ai.bete.knowledge`), and each seat
holds exactly the cards it has yet to play.  Worlds are drawn card by card, each card
going to a seat with room for it in proportion to the room left; a draw that runs into a
dead end starts again, and a last resort searches for any consistent world.

Each world carries a weight.  The card-by-card draw is not uniform once some seats are
ruled out of some cards; the weight corrects it (it is proportional to the product, over
the cards, of the room they could have gone to).  The calls are soft evidence: a seat
that said play is likelier to hold trumps and masters, one that passed less so; the
weight multiplies in, for each call, the chance that a player holding that world's hand
makes it (:mod:`game.ai.bete.callmodel`: a logistic in the hand's expected tricks around a
point set by the stakes, with a floor so that a player who bids otherwise does not
mislead it).  The cards the others played are not: checked against the rule of thumb's
card from each world's hand, they moved the card placements little and the expert's
results not at all (README, the expert's levers).
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Sequence

from ...engine.bete.actions import Call
from ...engine.cards import Card, SUIT_OF, cards_in
from ...engine.bete.frozen import Seen
from .callmodel import CallModel
from .knowledge import Knowledge
from .strength import expected_tricks
from ..placing import draw_places, search_places

TALON = -1


@dataclass(frozen=True)
class World:
    """One guess at the whole deal: ``hands`` now (the observer's own included), the
    cards each seat was dealt, the talon's face-down cards, and the guess's weight."""

    hands: tuple[int, ...]
    dealt: tuple[int, ...]
    hidden: int
    log_weight: float


class Sampler:
    def __init__(self, seen: Seen, knowledge: Knowledge | None = None, use_calls: bool = True,
                 call_model: CallModel | None = None) -> None:
        self.seen = seen
        self.call_model = call_model or CallModel()
        self.know = know = knowledge or Knowledge(seen)
        n = know.players
        me = know.seat
        bins = [s for s in range(n) if s != me and know.slots[s] > 0]
        if know.hidden_talon > 0:
            bins.append(TALON)
        self.bins = bins
        self.capacity = [know.slots[s] if s != TALON else know.hidden_talon for s in bins]
        cards = cards_in(know.unseen)
        if len(cards) != sum(self.capacity):
            raise ValueError(f"{len(cards)} unseen cards for {sum(self.capacity)} places")
        allowed = {
            card: [i for i, s in enumerate(bins) if s == TALON or not know.cannot[s] >> card & 1] for card in cards
        }
        # the most constrained cards first: fewer dead ends
        self.cards = sorted(cards, key=lambda c: (len(allowed[c]), int(c)))
        self.allowed = [allowed[c] for c in self.cards]
        self.calls = self._calls_to_weigh(seen) if use_calls else []

    def _calls_to_weigh(self, seen: Seen) -> list[tuple[int, int, int, Call, bool, int, int]]:
        """(seat, trump then, turned mask then, call, whether contre was open, V then, the
        King of trumps then) for each other seat's call."""
        out = []
        turned = seen.turned
        trump = SUIT_OF[turned[0]]
        turned_mask = 1 << turned[0]
        declared = False
        contre_open = seen.rules.contre
        top = seen.rules.ranking.top
        # each Curieuse turned put one jeton per player into the game
        value = seen.value - seen.players * (len(turned) - 1)
        for seat, what in seen.calls:
            if seat is None:
                trump = SUIT_OF[what]
                turned_mask |= 1 << what
                value += seen.players
                continue
            if seat != self.know.seat:
                king = int(Card.of(top, trump))
                out.append((seat, trump, turned_mask, what, declared and contre_open, value, king))
            if what is Call.PLAY:
                declared = True
        return out

    def sample(self, rng: random.Random, tries: int = 40) -> World:
        """One world (never fails: the true deal is always consistent)."""
        for _ in range(tries):
            drawn = self._draw(rng)
            if drawn is not None:
                hands, log_weight = drawn
                return self._world(hands, log_weight)
        hands = self._search()
        return self._world(hands, 0.0)

    def _draw(self, rng: random.Random) -> tuple[list[int], float] | None:
        return draw_places(self.cards, self.allowed, self.capacity, rng.random)

    def _search(self) -> list[int]:
        return search_places(self.cards, self.allowed, self.capacity)

    def _world(self, bin_hands: Sequence[int], log_weight: float) -> World:
        know = self.know
        n = know.players
        hands = [0] * n
        hidden = 0
        for s, mask in zip(self.bins, bin_hands):
            if s == TALON:
                hidden = mask
            else:
                hands[s] = mask
        hands[know.seat] = self.seen.hand_mask
        dealt = tuple(hands[s] | know.played_by[s] for s in range(n))
        if self.calls:
            log_weight += self.call_log_likelihood(dealt)
        return World(tuple(hands), dealt, hidden, log_weight)

    def call_log_likelihood(self, dealt: Sequence[int]) -> float:
        """How well the world's hands explain the calls heard (:class:`CallModel`)."""
        stronger = self.seen.rules.ranking.stronger
        n = self.know.players
        pack = self.know.pack
        king_pot = self.seen.table.king
        chance = self.call_model.chance
        total = 0.0
        for seat, trump, turned_mask, call, contre_open, value, king in self.calls:
            hand = dealt[seat]
            tricks = expected_tricks(hand, trump, stronger, pack & ~hand & ~turned_mask, n)
            risk = king_pot if hand >> king & 1 else 0
            total += math.log(chance(call, tricks, contre_open, value, risk))
        return total


__all__ = ["Sampler", "World"]
