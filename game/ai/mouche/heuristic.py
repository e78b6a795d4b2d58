"""A rule-based Mouche player: judges its hand for the talk (pass or play, keep or
exchange, which cards to throw for what the talon may bring, the dealer's rob), weighing
the share of the basket it may take, the chance of a mouche and of being the only one in,
against the mouche it risks; then plays its cards for the tricks it needs under Bête's
duties (:mod:`.cardplay`).

The judgement is :class:`~game.ai.mouche.judge.Judge`'s: each card's chance of a trick
from the cards unseen, what a k-card draw adds worked out over every draw at once, the
chance of a mouche counted exactly.  The candidates are the exchanges a player would
think of: throw the k least useful cards, or keep one suit (with the Mistigri where it
is wild) and draw for the mouche; the dealer, who may rob the upcard, weighs each again
with the upcard in his hand and his least useful card laid in its place.

It sees only its seat's observation.  The same judgement, asked of the engine's live
view, is every player's talk in the expert's look-ahead (:func:`quick_talk`).
"""
from __future__ import annotations

import random
from typing import Any

from ...engine.cards import BIT, SUIT_MASK, Suit
from ...engine.mouche import Exchange, MoucheObservation, NameTrump, Rob, Word
from ...engine.mouche.mistigri import MISTIGRI
from ...engine.mouche.rules import mouche_pack
from ...engine.phase import Phase
from .cardplay import quick_card
from .judge import STYLE, Judge, Style
from .play import PlayState



def exchanges_to_weigh(judge: Judge, hand: int, most: int) -> list[int]:
    """The exchanges a player would think of: the k least useful cards for each k, and
    for a suit held long enough, everything else (drawing for the mouche)."""
    order = judge.throw_order(hand)
    found = {sum(BIT[c] for c in order[:k]) for k in range(most + 1)}
    top = BIT[MISTIGRI] if judge.mistigri else 0
    for suit in range(4):
        wild = bool(top) and (judge.rules.mistigri_wild or suit == judge.trump)
        keep = hand & SUIT_MASK[suit] & ~top | (hand & top if wild else 0)
        throw = hand & ~keep
        if 0 < throw.bit_count() <= most and keep.bit_count() >= 3:
            found.add(throw)
    return sorted(found, key=lambda m: (m.bit_count(), m))


def best_exchange(judge: Judge, hand: int, most: int) -> tuple[int, float]:
    """(cards to throw, the worth of playing so) among :func:`exchanges_to_weigh`."""
    best, value = 0, judge.plan(hand, 0)
    margin = judge.style.change_margin * judge.value
    for throw in exchanges_to_weigh(judge, hand, most):
        worth = judge.plan(hand, throw)
        if worth > value + margin:
            best, value = throw, worth
    return best, value


def talk_choice(view: Any, style: Style = STYLE) -> Any:
    """The seat's word in the talk, by rule of thumb."""
    legal = view.legal_actions
    most = max((a.count for a in legal if a.__class__ is Exchange), default=0)
    return decide_talk(view, Word.PASS in legal, any(a.__class__ is Rob for a in legal), most, style)


def decide_talk(view: Any, may_pass: bool, may_rob: bool, most: int, style: Style = STYLE) -> Any:
    """The word of :func:`talk_choice`, told what the seat may say: pass or not, rob or
    not, exchange how many cards at most."""
    if not may_pass and not view.robbed and not any(w == "play" for w in view.status):
        return Exchange(0)  # everyone passed: the dealer takes the basket, whatever he does
    judge = Judge(view, style)
    hand = view.hand_mask
    throw, value = best_exchange(judge, hand, most)
    choice: Any = Exchange(throw)
    if may_rob:
        with_upcard = hand | BIT[view.upcard]
        lay = next(c for c in judge.throw_order(with_upcard) if c != view.upcard)
        robbed, worth = best_exchange(judge, with_upcard ^ BIT[lay], most)
        if worth > value:
            choice, value = Rob(lay), worth
    if may_pass and value < judge.style.play_margin * judge.value:
        return Word.PASS
    return choice


def play_state(view: Any) -> PlayState:
    """The play as the seat sees it: its own hand, the cards played, the upcard if still face up."""
    hands = [0] * view.players
    hands[view.seat] = view.hand_mask
    visible = BIT[view.upcard] if view.trump_on_table else 0
    for thrown, _ in view.my_exchanges:
        for card in thrown:
            visible |= BIT[card]
    named = view.trump_named
    named = None if named is None else (named[0], int(named[1]))
    return PlayState(view.rules, hands, view.in_seats, view.leader, int(view.upcard.suit), view.plays, named,
                     visible)


def card_choice(view: Any) -> Any:
    """The seat's card (or the Mistigri naming a suit), by rule of thumb."""
    state = play_state(view)
    move = quick_card(state, mouche_pack(view.players, view.rules).mask)
    if move.__class__ is tuple:
        return NameTrump(Suit(move[1]))
    return move


def quick_talk(deal: Any) -> Any:
    """The word of the seat to act in the talk of a live ``deal``, as the rule-of-thumb
    player says it (without listing every exchange it might ask for)."""
    return decide_talk(MoucheObservation(deal, deal.to_act), bool(deal.talk_words()), bool(deal.robs()),
                       deal.exchange_limit())


class MoucheHeuristicPlayer:
    """Sees only its observation; decides at once."""

    sees_every_card = False

    def __init__(self, seed: int = 0, style: Style = STYLE) -> None:
        self._random = random.Random(seed)
        self.style = style

    def choose(self, observation: Any) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        if observation.phase is Phase.PLAY:
            return card_choice(observation)
        return talk_choice(observation, self.style)


__all__ = ["MoucheHeuristicPlayer", "best_exchange", "card_choice", "decide_talk", "exchanges_to_weigh",
           "play_state", "quick_talk", "talk_choice"]
