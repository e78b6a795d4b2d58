"""Worlds for a decision in the play: each other player's hand one with which the
rule-of-thumb player would have played the cards he played.

Cards are evidence about hands.  A player who led a trump held no master of a side suit
he would have cashed first; one who threw low when he could have taken the trick holds
his trick already...  The rule-of-thumb card player (:func:`.cardplay.quick_card`) reads
only his own hand and what he has seen, so each player's hand can be tried on its own:
one after another, a hand for him from the cards he may hold (those he played, and
others none of the duties shown rules out) until, replayed trick by trick, the
rule-of-thumb player holding it plays each card he played.  A player it cannot explain
after ``tries`` hands gets one that at least follows the duties shown, and the world
counts for less.  The talk weighs each world on top, as :class:`.sampler.MoucheSampler`
does.
"""
from __future__ import annotations

import math
import random
from typing import Any, Sequence

from ...engine.cards import BIT, Card, cards_in
from ...engine.mouche.mistigri import MISTIGRI
from ...engine.mouche.rules import mouche_pack
from ...engine.mouche.showing import mouche_in
from .cardplay import quick_card
from .play import PlayState
from .retell import UNEXPLAINED
from .sampler import EXCHANGED_TILT, MoucheSampler, MoucheWorld, talk_log_likelihood


class PlaySampler(MoucheSampler):
    """Worlds for a seat's decision in the play (``sample(rng)``), each player's cards replayed."""

    def __init__(self, seen: Any, tries: int = 40) -> None:
        MoucheSampler.__init__(self, seen)
        self.tries = tries
        #: Each hand tried, once: late in the play few cards are unknown, and the worlds
        #: try the same hands again and again.
        self._replayed: dict[tuple[int, int, bool], bool] = {}
        know = self.know
        self.trump = int(seen.upcard.suit)
        self.pack = mouche_pack(seen.players, seen.rules).mask
        self.room = {s: 5 - know.played_by[s].bit_count() - (1 if know.fixed.get(s) else 0) for s in know.live}
        self.allowed_to = {s: 0 for s in know.live}
        for card, places in know.allowed.items():
            for place in places:
                if place in self.allowed_to:
                    self.allowed_to[place] |= BIT[card]

    def sample(self, rng: random.Random, tries: int = 40) -> MoucheWorld:
        seen, know = self.seen, self.know
        hands = [0] * seen.players
        hands[seen.seat] = seen.hand_mask
        taken = 0
        log_weight = 0.0
        for seat in know.live:
            found = self._hand(seat, taken, rng)
            if found is None:
                world = MoucheSampler.sample(self, rng)
                return MoucheWorld(world.hands, (), (), world.passed, world.log_weight + 2 * math.log(UNEXPLAINED))
            held, weight = found
            hands[seat] = held & ~know.played_by[seat]
            taken |= held
            log_weight += weight
        if self.use_talk:
            log_weight += talk_log_likelihood(seen, self.strength, hands, [0] * seen.players, know.played_by)
        if self.exchangers:
            strength = self.strength
            for seat in self.exchangers:
                log_weight += EXCHANGED_TILT * sum(strength[c] for c in cards_in(hands[seat] | know.played_by[seat]))
        return MoucheWorld(tuple(hands), (), (), (0,) * seen.players, log_weight)

    def _hand(self, seat: int, taken: int, rng: random.Random) -> tuple[int, float] | None:
        """(his hand for the play, cards played included; the log weight), or None when the
        cards left cannot make one."""
        know = self.know
        base = know.played_by[seat] | know.fixed.get(seat, 0)
        free = cards_in(self.allowed_to[seat] & ~taken)
        room = self.room[seat]
        if len(free) < room:
            return None
        upcard = BIT[self.seen.upcard] if self.seen.trump_on_table else 0
        rules = self.seen.rules
        for _ in range(self.tries):
            held = base | _mask(rng.sample(free, room))
            if mouche_in(held, self.trump, rules) is None and self._replays(seat, held, upcard, True):
                return held, 0.0
        for _ in range(self.tries):
            held = base | _mask(rng.sample(free, room))
            if self._replays(seat, held, upcard, False):
                return held, math.log(UNEXPLAINED)
        return None

    def _replays(self, seat: int, held: int, visible: int, by_rule_of_thumb: bool) -> bool:
        """Whether ``held`` (the seat's hand for the play) makes the rule-of-thumb player
        play each card the seat played (else: each is at least legal)."""
        key = (seat, held, by_rule_of_thumb)
        known = self._replayed.get(key)
        if known is None:
            known = self._replayed[key] = self._replay(seat, held, visible, by_rule_of_thumb)
        return known

    def _replay(self, seat: int, held: int, visible: int, by_rule_of_thumb: bool) -> bool:
        seen = self.seen
        hands = [0] * seen.players
        hands[seat] = held
        state = PlayState(seen.rules, hands, seen.in_seats, seen.leader, self.trump, (), None, visible)
        named = seen.trump_named
        naming = state.naming
        for who, card in seen.plays:
            suit = int(named[1]) if named is not None and naming and card == MISTIGRI else None
            move: Any = card if suit is None else (card, suit)
            if who == seat:
                if by_rule_of_thumb:
                    if quick_card(state, self.pack) != move:
                        return False
                elif not state.legal_mask() >> card & 1:
                    return False
            else:
                state.hands[who] |= BIT[card]
                state.to_act = who
            state.play(move)
            naming = state.naming
        return True


def _mask(cards: Sequence[Card]) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


__all__ = ["PlaySampler"]
