"""A rule-based Bestia player: weighs the pool it may share against the pool it must pay
if it goes in bestia, chooses its exchange from what could come from the stock, knocks
with a hand that does well as it is, and plays to take its tricks (or, at un perdere,
to avoid them).

What could come from the stock is every card the seat has not seen, each as likely as
the next.  The value of throwing k cards is worked out over all the k-card draws at
once (expected tricks by linearity, the chance of no trick from elementary symmetric
sums, exact for drawing without replacement) rather than by sampling some of them: as
exact, and fast enough for every decision of a session.

It sees only its seat's BestiaObservation.
"""
from __future__ import annotations

import random
from typing import Sequence

from ...engine import BRISCOLA, Card, ITALIAN_40, Phase
from ...engine.bestia import BestiaObservation, Exchange, Talk
from ...engine.cards import SUIT_OF, cards_in, mask_of
from ...engine.tricks import beats
from ..draws import draw_outlook

STRONGER, POWER = BRISCOLA.stronger, BRISCOLA.power
#: Chance a card takes a trick by the number of higher cards of its suit still unseen,
#: measured over thousands of deals of this player against itself: a trump (whatever the
#: number of opponents), and a side card by the number of opponents, one to five (each
#: may be void and trump it).
TRUMP_CHANCE = (1.0, 0.62, 0.52, 0.40, 0.31, 0.18)
SIDE_CHANCE = (
    (0.51, 0.40, 0.33, 0.33, 0.30),
    (0.22, 0.10, 0.09, 0.05, 0.05),
    (0.10, 0.08, 0.05, 0.05, 0.04),
    (0.05, 0.04, 0.02, 0.01, 0.01),
)


def win_chance(card: Card, trump: int, seen: int, opponents: int) -> float:
    """Rough chance that ``card`` takes a trick, given the cards ``seen`` (the seat's own
    hand, the cards played, the trump card face up) and how many opponents play."""
    higher = (STRONGER[card] & ~seen).bit_count()
    if SUIT_OF[card] == trump:
        return TRUMP_CHANCE[min(higher, len(TRUMP_CHANCE) - 1)]
    return SIDE_CHANCE[min(higher, len(SIDE_CHANCE) - 1)][min(max(opponents, 1), 5) - 1]


def hand_outlook(hand: Sequence[Card], trump: int, seen: int, opponents: int) -> tuple[float, float]:
    """(expected tricks, chance of no trick) for a hand under a known trump."""
    expected, none = 0.0, 1.0
    for card in hand:
        chance = win_chance(card, trump, seen, opponents)
        expected += chance
        none *= 1.0 - chance
    return expected, none


class Judge:
    """A seat's judgement of hands at one decision: what is known (trump, cards seen,
    opponents, the pool) is worked out once, then hands are valued quickly.  While the
    trump is hidden (mano a fidarsi) every judgement is averaged over the four suits."""

    #: The pool, in starting purses, at which going in bestia is feared twice as much.
    CAUTION_PURSES = 10

    def __init__(self, obs: BestiaObservation, boldness: float) -> None:
        rules = obs.rules
        self.rules = rules
        self.trump = None if obs.trump is None else int(obs.trump)
        self.suits: Sequence[int] = range(4) if self.trump is None else (self.trump,)
        self.opponents = self.expected_opponents(obs)
        seen = mask_of(card for _, card in obs.plays)
        if obs.trump_card is not None and obs.trump_on_table:
            seen |= 1 << obs.trump_card
        self.seen = seen
        self.pool = obs.pool + rules.play_stake * (self.opponents + 1)
        self.tricks = obs.hand_size
        self.boldness = boldness

    @staticmethod
    def expected_opponents(obs: BestiaObservation) -> int:
        """Opponents at the play: those in it already, and during the talk about half of
        those yet to say anything (many will fold)."""
        if obs.phase is Phase.PLAY:
            return max(1, len(obs.in_seats) - 1)
        status = obs.status
        sure = sum(1 for seat, word in enumerate(status) if seat != obs.seat and word not in (None, "fold"))
        undecided = sum(1 for seat, word in enumerate(status) if seat != obs.seat and word is None)
        return max(1, sure + (undecided + 1) // 2)

    def outlook(self, kept: Sequence[Card], unseen: Sequence[Card] = (), k: int = 0) -> tuple[float, float]:
        """(expected tricks, chance of no trick) of ``kept`` plus ``k`` cards drawn from
        ``unseen``."""
        seen = self.seen | mask_of(kept)
        expected = none = 0.0
        for suit in self.suits:
            e, p = hand_outlook(kept, suit, seen, self.opponents)
            if k:
                more, miss = draw_outlook([win_chance(c, suit, seen, self.opponents) for c in unseen], k)
                e, p = e + more, p * miss
            expected += e
            none += p
        return expected / len(self.suits), none / len(self.suits)

    def value(self, expected: float, none: float, knocking: bool = False) -> float:
        """Jetons a hand of these prospects may be expected to win or lose by playing.

        Playing is worth the shares the expected tricks take, less the pool paid (one and
        a half for a knocker) times the chance of no trick, feared the more as the pool
        grows past what a purse holds; ``boldness`` (a fraction of the pool) stands for
        what a middling hand still gains: others fold, bestia payments feed the pools to
        come."""
        rules, pool = self.rules, self.pool
        bold = self.boldness * pool
        if rules.un_perdere:
            fair = self.tricks / (self.opponents + 1)
            part = float(pool * rules.un_perdere_fraction)
            value = part * max(0.0, min(1.0, (fair - expected) / fair + 0.3)) / 2 - rules.play_stake
            if knocking:
                value -= part * max(0.0, expected - fair)
            return value + bold
        gain = pool / self.tricks * expected
        if rules.vincitore_prende_tutto:
            # strictly the most tricks: a fair hand's chance is about 0.72 in the number of
            # players (ties take nothing), growing with the square of its strength
            fair = self.tricks / (self.opponents + 1)
            gain = pool * min(1.0, 0.72 / (self.opponents + 1) * (expected / fair) ** 2)
        # wariness grows as the pool dwarfs a purse: a risk no one at the table can afford
        caution = 1.0 + pool / (self.CAUTION_PURSES * max(rules.purse, 1))
        penalty = pool * (1.5 if knocking else 1.0) * caution
        return gain - none * penalty - rules.play_stake + bold

    def worth(self, card: Card, seen: int) -> float:
        """A card's chance of a trick (averaged over the suits while the trump is hidden)."""
        return sum(win_chance(card, suit, seen, self.opponents) for suit in self.suits) / len(self.suits)


class BestiaHeuristicPlayer:
    #: A fraction of the pool a middling hand is still worth playing for (Judge.value).
    BOLDNESS = 0.08
    #: Knock holding this many times a fair share of the tricks (see _knocks).
    KNOCK_SHARE = 1.5

    def __init__(self, seed: int = 0) -> None:
        self._random = random.Random(seed)

    def choose(self, observation: BestiaObservation):
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        phase = observation.phase
        if phase is Phase.PLAY:
            return self._card(observation, legal)
        if phase is Phase.ROB:
            return self._rob(observation)
        judge = Judge(observation, self.BOLDNESS)
        if phase is Phase.ROB_DISCARD:
            return self._throw_order(judge, [c for c in legal if isinstance(c, Card)])[0]
        return self._talk(observation, judge, legal)

    # ----------------------------------------------------------------- judgement
    def _unseen(self, obs: BestiaObservation, judge: Judge) -> list[Card]:
        """Cards that could come from the stock, as far as this seat can tell."""
        known = judge.seen | obs.hand_mask
        if obs.trump_card is not None and not obs.trump_on_table:
            known |= 1 << obs.trump_card  # robbed, or the un giro dealer's: not in the stock
        for thrown, _ in obs.my_exchanges:
            known |= mask_of(thrown)
        return list(cards_in(ITALIAN_40.mask & ~known))

    def _throw_order(self, judge: Judge, hand: Sequence[Card]) -> list[Card]:
        """The hand from the card most worth throwing to the least."""
        seen = judge.seen | mask_of(hand)
        order = sorted(hand, key=lambda c: (judge.worth(c, seen), POWER[c]))
        return order[::-1] if judge.rules.un_perdere else order

    def _best_exchange(self, obs: BestiaObservation, judge: Judge, most: int) -> tuple[Exchange, float]:
        """(exchange, its value): throwing the k least useful cards (only cards of little
        use are candidates) for k cards drawn from those this seat has not seen."""
        hand = list(obs.hand)
        best = (Exchange(0), judge.value(*judge.outlook(hand)))
        if not most:
            return best
        order = self._throw_order(judge, hand)
        seen = judge.seen | obs.hand_mask
        if judge.rules.un_perdere:
            useless = sum(1 for c in order if judge.worth(c, seen) > 0.3)
        else:
            useless = sum(1 for c in order if judge.worth(c, seen) < 0.3)
        unseen = self._unseen(obs, judge)
        for k in range(1, min(most, useless, len(unseen)) + 1):
            value = judge.value(*judge.outlook(order[k:], unseen, k))
            if value > best[1] + 0.25:  # a new card must be worth the change
                best = (Exchange.of(order[:k]), value)
        return best

    # ----------------------------------------------------------------- the talk
    def _rob(self, obs: BestiaObservation) -> Talk:
        """Briscola rubata, decided before looking: take a high trump."""
        card = obs.trump_card
        return Talk.ROB if card is not None and POWER[card] >= POWER[Card.parse("KS")] else Talk.LEAVE

    def _talk(self, obs: BestiaObservation, judge: Judge, legal: tuple):
        words = {a for a in legal if isinstance(a, Talk)}
        expected, none = judge.outlook(list(obs.hand))
        if Talk.BUCO in words:
            return self._buco_or_not(obs, judge, expected, none, words)
        most = max((a.count for a in legal if isinstance(a, Exchange)), default=0)
        choice, value = self._best_exchange(obs, judge, most)
        if Talk.KNOCK in words and self._knocks(obs, judge, expected, none, value, choice.count == 0):
            return Talk.KNOCK
        if value < 0 and Talk.FOLD in words:
            if Talk.TERZO in words and value > -obs.pool * 0.35:
                return Talk.TERZO
            return Talk.FOLD
        if choice in legal:
            return choice
        return Exchange(0) if Exchange(0) in legal else legal[0]

    def _knocks(self, obs: BestiaObservation, judge: Judge, expected: float, none: float, exchange_value: float,
                content: bool) -> bool:
        """Knock with a hand that does well as it is: a strong one at once, a fair one
        once this seat has had its chance to mend it, or when it would change nothing
        (``content``).  Exchanging may promise more, but a knock takes from everyone
        else the chance to mend theirs, which the exchange's value does not count."""
        fair = obs.hand_size / (judge.opponents + 1)
        value = judge.value(expected, none, knocking=True)
        if value <= 0:
            return False
        if judge.rules.un_perdere:
            return value >= exchange_value - 0.5 and expected <= fair / (2 * self.KNOCK_SHARE)
        if expected >= self.KNOCK_SHARE * fair:
            return True
        return expected >= fair and (content or obs.turns[obs.seat] > 0)

    def _buco_or_not(self, obs: BestiaObservation, judge: Judge, expected: float, none: float, words: set):
        """Col buco: play the three cards dealt, take the buco (three unseen cards) or fold."""
        dealt = judge.value(expected, none)
        buco = judge.value(*judge.outlook([], self._unseen(obs, judge), 3))
        if buco > dealt + 0.5 and buco > 0:
            return Talk.BUCO
        if dealt < 0 and Talk.FOLD in words:
            return Talk.FOLD
        return Exchange(0)

    # ----------------------------------------------------------------- the play
    def _card(self, obs: BestiaObservation, legal: tuple) -> Card:
        trump = int(obs.trump) if obs.trump is not None else SUIT_OF[legal[0]]
        cards = sorted(legal, key=lambda c: (SUIT_OF[c] == trump, POWER[c]))  # cheapest first
        trick = obs.current_trick
        losing = obs.rules.un_perdere
        if not trick:
            return self._lead(obs, cards, trump, losing)
        best = trick[0][1]
        for _, card in trick[1:]:
            if beats(card, best, trump, STRONGER):
                best = card
        winners = [c for c in cards if beats(c, best, trump, STRONGER)]
        if losing:
            losers = [c for c in cards if c not in winners]
            return losers[-1] if losers else cards[-1]  # shed the highest card that loses
        if not winners:
            return cards[0]
        last = len(trick) == len(obs.in_seats) - 1
        if last or obs.tricks_won[obs.seat]:
            return winners[0]  # the cheapest card that takes it
        return winners[-1]  # no trick yet: take this one as surely as possible

    def _lead(self, obs: BestiaObservation, cards: list[Card], trump: int, losing: bool) -> Card:
        if losing:
            return cards[0]
        seen = obs.hand_mask | mask_of(card for _, card in obs.plays)
        if obs.trump_on_table and obs.trump_card is not None:
            seen |= 1 << obs.trump_card
        opponents = len(obs.in_seats) - 1
        chance, _, card = max((win_chance(c, trump, seen, opponents), -POWER[c], c) for c in cards)
        if chance >= 0.6:
            return card
        side = [c for c in cards if SUIT_OF[c] != trump]
        return side[0] if side else cards[0]


__all__ = ["BestiaHeuristicPlayer", "Judge", "draw_outlook", "hand_outlook", "win_chance"]
