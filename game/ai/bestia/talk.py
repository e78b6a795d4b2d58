"""The quick talk: how the expert expects every player to speak inside its look-ahead.

It is the rule-based player's judgement (:class:`~game.ai.bestia.heuristic.Judge`) made
cheap enough to be asked thousands of times a decision: a card drawn from the stock is
valued at the mean chance of the cards the seat has not seen, instead of over every
draw, and the candidate exchanges are only "throw the k least useful cards".  Like the
rule-based player it looks only at the seat's own observation of the deal it is given.
"""
from __future__ import annotations

from typing import Sequence

from ...engine.bestia import BestiaDeal, BestiaObservation, Exchange, Talk
from ...engine.cards import BIT, Card, SUIT_MASK, cards_in
from ...engine.packs import BRISCOLA, ITALIAN_40
from ...engine.phase import Phase
from .heuristic import SIDE_CHANCE, TRUMP_CHANCE, BestiaHeuristicPlayer, Judge

POWER = BRISCOLA.power
ROB_FROM = POWER[Card.parse("KS")]


def _running(table: tuple[float, ...], cards: int) -> tuple[float, ...]:
    """sums[m]: the chances of a suit's m unseen cards added up (the k-th highest has k above it)."""
    sums = [0.0]
    for k in range(cards):
        sums.append(sums[-1] + table[min(k, len(table) - 1)])
    return tuple(sums)


_TRUMP_SUMS = _running(TRUMP_CHANCE, 10)
_SIDE_SUMS = tuple(_running(tuple(row[i] for row in SIDE_CHANCE), 10) for i in range(5))


def mean_draw(unseen: int, suits: Sequence[int], opponents: int) -> float:
    """The mean chance of a trick of a card drawn from ``unseen`` (averaged over the
    possible trump suits), as :func:`win_chance` values each: by suit, from how many
    unseen cards of the suit there are, without visiting the cards."""
    total = unseen.bit_count()
    if not total:
        return 0.0
    side = _SIDE_SUMS[min(max(opponents, 1), 5) - 1]
    counts = [(unseen & SUIT_MASK[suit]).bit_count() for suit in range(4)]
    chances = 0.0
    for trump in suits:
        chances += sum(_TRUMP_SUMS[m] if suit == trump else side[m] for suit, m in enumerate(counts))
    return chances / (len(suits) * total)


def throw_order(judge: Judge, hand: list[Card], seen: int) -> list[Card]:
    """The hand from the card most worth throwing to the least (at un perdere, the
    likeliest to take a trick goes first)."""
    order = sorted(hand, key=lambda c: (judge.worth(c, seen), POWER[c]))
    return order[::-1] if judge.rules.un_perdere else order


def quick_talk(deal: BestiaDeal, seat: int) -> object:
    """The seat's word (or discard) in the talk of ``deal``, by rule of thumb."""
    phase = deal.phase
    if phase is Phase.ROB:
        return Talk.ROB if POWER[deal.upcard] >= ROB_FROM else Talk.LEAVE
    view = BestiaObservation(deal, seat)
    judge = Judge(view, BestiaHeuristicPlayer.BOLDNESS)
    held = deal.hands[seat]
    hand = cards_in(held)
    seen = judge.seen | held
    order = throw_order(judge, list(hand), seen)
    if phase is Phase.ROB_DISCARD:
        return order[0]
    worth = [judge.worth(c, seen) for c in order]
    words = set(deal.talk_words())
    most = deal.exchange_limit()
    unseen = ITALIAN_40.mask & ~seen
    if view.trump_card is not None and not view.trump_on_table:
        unseen &= ~BIT[view.trump_card]
    draw = mean_draw(unseen, judge.suits, judge.opponents)

    def outlook(k: int) -> tuple[float, float]:
        kept = worth[k:]
        none = (1 - draw) ** k
        for w in kept:
            none *= 1 - w
        return sum(kept) + k * draw, none

    expected, none = outlook(0)
    if Talk.BUCO in words:
        dealt = judge.value(expected, none)
        if judge.value(3 * draw, (1 - draw) ** 3) > max(dealt + 0.5, 0.0):
            return Talk.BUCO
        return Talk.FOLD if dealt < 0 and Talk.FOLD in words else Exchange(0)
    losing = judge.rules.un_perdere
    useless = sum(1 for w in worth if (w > 0.3 if losing else w < 0.3))
    best_k, best = 0, judge.value(expected, none)
    for k in range(1, min(most, useless) + 1):
        value = judge.value(*outlook(k))
        if value > best + 0.25:
            best_k, best = k, value
    if Talk.KNOCK in words:
        fair = view.hand_size / (judge.opponents + 1)
        if judge.value(expected, none, knocking=True) > 0:
            if losing:
                if expected <= fair / 3:
                    return Talk.KNOCK
            elif expected >= 1.5 * fair or (expected >= fair and (best_k == 0 or deal.turns[seat] > 0)):
                return Talk.KNOCK
    if best < 0 and Talk.FOLD in words:
        return Talk.TERZO if Talk.TERZO in words and best > -0.35 * judge.pool else Talk.FOLD
    return Exchange.of(order[:best_k])


__all__ = ["quick_talk", "throw_order"]
