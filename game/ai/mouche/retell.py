"""Worlds for a decision in the talk: the deal dealt again from its start and the talk so
far said again, each player before the seat holding a hand with which the rule-of-thumb
player says what that player said.

Words are evidence about hands.  A player who said play kept the cards he judged good
and threw the rest; one who passed threw in a poor hand; so the others' hands are
stronger, and what is left for the talon weaker, than cards dealt at random to the
places they may lie.  Dealing the places at random (:class:`.sampler.MoucheSampler`)
makes playing and exchanging look better than they are.  Here the hidden cards are dealt
as they were before the talk, one speaker after another: a hand is drawn for the first
to speak until the rule-of-thumb player, holding it and hearing what that player heard,
says what he said (pass, or play changing as many cards), then for the next, and so on;
the rest is the talon, in order.  A player the rule of thumb cannot explain after
``tries`` hands gets one found for him in an earlier world that fits the cards left, or
else keeps the last (he says what he said, throwing his least useful cards) and the
world counts for less.  The talk is then said again in the engine itself, so
the cards thrown and drawn, and the talon left, follow from the words.
"""
from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import Any, NamedTuple

from ...engine.cards import BIT, Card, Suit, cards_in
from ...engine.dealing import dealt_order
from ...engine.mouche import Exchange, MoucheDeal, Rob, Word
from ...engine.mouche.rules import mouche_pack
from ...engine.phase import Phase
from .heuristic import decide_talk
from .judge import Judge
from .sampler import MoucheWorld

#: How likely a player says what the rule of thumb would not, with any hand tried.
UNEXPLAINED = 0.05


class Told(NamedTuple):
    """The talk so far retold: the hands dealt to those who spoke (empty for the others),
    the words as the world has them said, the world's log weight, the cards left."""

    hands: list[list[Card]]
    said: list[Any]
    log_weight: float
    pool: list[Card]


class Speaker(NamedTuple):
    """What a player about to speak sees, as much as the rule-of-thumb player reads."""

    rules: Any
    players: int
    seat: int
    dealer: int
    hand_mask: int
    upcard: Card
    trump: Suit
    status: list
    value: int
    trump_on_table: bool = True
    robbed: bool = False
    my_exchanges: tuple = ()
    plays: tuple = ()
    in_seats: tuple = ()
    phase: Phase = Phase.TALK


class TalkSampler:
    """Worlds for a seat's decision in the talk, as :class:`.sampler.MoucheSampler` gives
    them (``sample(rng)``), dealt from the start and retold."""

    def __init__(self, seen: Any, tries: int = 25, reuse: int = 2, shuffles: int = 2) -> None:
        self.seen = seen
        n, self.me = seen.players, seen.seat
        self.eldest = (seen.dealer + 1) % n
        self.pool = cards_in(mouche_pack(n, seen.rules).mask & ~seen.dealt_mask & ~BIT[seen.upcard])
        self.tries = tries
        self.reuse = reuse
        self.talon = len(self.pool) - 5 * (n - 1)
        self.shuffles = shuffles
        self._told: Told | None = None
        self._uses = 0
        self._dealt: MoucheWorld | None = None
        self._shuffled = 0
        #: The hands found for each player who spoke, with his word: a word few hands
        #: explain (keeping the hand, changing one card) may find none in ``tries``, and
        #: a hand found in another world that fits the cards left serves again.
        self._found: dict[int, list[tuple[int, Any]]] = {}

    def sample(self, rng: random.Random) -> MoucheWorld:
        """A world: the talk so far retold (one retelling serves ``reuse`` deals of the
        hands: the hands of those who spoke cost the most to find), the hands of those yet
        to speak dealt afresh, and each deal of the hands serves ``shuffles`` worlds, the
        talon shuffled again (what an exchange draws is the luck the talk's choices
        depend on most, and the others' words, worked out for their hands, serve again)."""
        if self._dealt is not None and self._shuffled < self.shuffles:
            self._shuffled += 1
            stock = list(self._dealt.stock)
            rng.shuffle(stock)
            return replace(self._dealt, stock=tuple(stock))
        self._dealt, self._shuffled = self._deal(rng), 1
        return self._dealt

    def _deal(self, rng: random.Random) -> MoucheWorld:
        if self._told is None or self._uses >= self.reuse:
            self._told, self._uses = self._retell(rng), 0
        self._uses += 1
        seen, told, n = self.seen, self._told, self.seen.players
        hands = list(told.hands)
        pool = list(told.pool)
        rng.shuffle(pool)
        for seat in range(n):
            if not hands[seat]:
                hands[seat], pool = pool[:5], pool[5:]
        order = dealt_order(hands, self.eldest, seen.rules.packets) + [seen.upcard] + pool
        deal = MoucheDeal(seen.rules, n, seen.dealer, order, seen.purses_before, seen.table_before, seen.number)
        for word in told.said:
            deal.apply(word)
        passed = tuple(deal.dealt[s] if deal.status[s] == "pass" else 0 for s in range(n))
        return MoucheWorld(tuple(deal.hands), tuple(deal.stock), tuple(deal.discards), passed, told.log_weight)

    def _retell(self, rng: random.Random) -> "Told":
        """The hands of those who spoke, each one with which the rule of thumb says what he said."""
        seen, n, me = self.seen, self.seen.players, self.me
        pool = list(self.pool)
        hands: list[list[Card]] = [[] for _ in range(n)]
        hands[me] = list(cards_in(seen.dealt_mask))
        status: list[str | None] = [None] * n
        said: list[Any] = []
        mine = iter(seen.my_exchanges)
        stock, log_weight = self.talon, 0.0
        for heard in seen.talk:
            seat = heard.seat
            if seat == me:
                thrown, _ = next(mine)
                said.append(Rob(thrown[0]) if heard.word == "rob" else Exchange.of(thrown))
            else:
                hand, word, weight = self._speaker(seat, heard, pool, status, stock, rng)
                hands[seat] = hand
                said.append(word)
                log_weight += weight
            status[seat] = "pass" if heard.word == "pass" else "play"
            stock -= heard.changed
        return Told(hands, said, log_weight, pool)

    def _speaker(self, seat: int, heard: Any, pool: list[Card], status: list, stock: int,
                 rng: random.Random) -> tuple[list[Card], Any, float]:
        """A hand for ``seat`` with which the rule of thumb says what ``heard`` says, taken
        out of ``pool``; the word as the world has it said; the log of the world's weight."""
        seen = self.seen
        rules = seen.rules
        dealer = seat == seen.dealer
        others_in = sum(1 for s, w in enumerate(status) if w == "play" and s != seat)
        may_pass = not dealer or (others_in > 1 or (others_in == 1 and not rules.dealer_defends))
        may_rob = dealer and rules.rob_upcard == "dealer"
        most = min(rules.max_exchange, stock)
        picks: list[int] = []
        view = None
        for _ in range(self.tries):
            picks = rng.sample(range(len(pool)), 5)
            mask = 0
            for i in picks:
                mask |= BIT[pool[i]]
            view = Speaker(rules, seen.players, seat, seen.dealer, mask, seen.upcard, seen.upcard.suit, list(status),
                           seen.value)
            word = decide_talk(view, may_pass, may_rob, most)
            if self._matches(word, heard):
                self._found.setdefault(seat, []).append((mask, word))
                return self._take(pool, picks), word, 0.0
        found = [(mask, word) for mask, word in self._found.get(seat, ()) if mask & self._pool_mask(pool) == mask]
        if found:
            mask, word = found[int(rng.random() * len(found))]
            return self._take(pool, [i for i, c in enumerate(pool) if mask >> c & 1]), word, 0.0
        assert view is not None
        judge = Judge(view)
        if heard.word == "pass":
            word = Word.PASS
        elif heard.word == "rob":
            word = Rob(next(c for c in judge.throw_order(view.hand_mask | BIT[seen.upcard]) if c != seen.upcard))
        else:
            word = Exchange.of(judge.throw_order(view.hand_mask)[:heard.changed])
        return self._take(pool, picks), word, math.log(UNEXPLAINED)

    @staticmethod
    def _pool_mask(pool: list[Card]) -> int:
        mask = 0
        for card in pool:
            mask |= BIT[card]
        return mask

    @staticmethod
    def _matches(word: Any, heard: Any) -> bool:
        if heard.word == "pass":
            return word is Word.PASS
        if heard.word == "rob":
            return word.__class__ is Rob
        return word.__class__ is Exchange and word.count == heard.changed

    @staticmethod
    def _take(pool: list[Card], picks: list[int]) -> list[Card]:
        hand = [pool[i] for i in picks]
        for i in sorted(picks, reverse=True):
            pool.pop(i)
        return hand


__all__ = ["Speaker", "TalkSampler", "Told", "UNEXPLAINED"]
