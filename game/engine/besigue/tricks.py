"""Who wins a Bésigue trick, and the duty of the second player in the last tricks.

While the stock lasts any card may be played.  Once it is exhausted the second player
must follow suit and head the trick if able; void, trump; void in trumps too, play any
card.  A trump lead is followed with a higher trump if able, else any trump (Boussac;
the ruling's "The last tricks").  Without trumps (no turn-up and no marriage) the duty
is to follow and head, else any card.
"""
from __future__ import annotations

from ..cards import SUIT_OF, Card
from ..errors import IllegalAction
from .copies import HIGHER, POWER, SUIT_CARDS, ordered, words


def second_wins(led: Card, card: Card, trumps: int) -> bool:
    """Whether ``card`` beats the card led; ``trumps`` is the mask of the trump suit (0
    without trumps).  Of two identical cards the one led wins: the twin is not higher."""
    if SUIT_OF[card] == SUIT_OF[led]:
        return POWER[card] > POWER[led]
    return bool(trumps >> card & 1)


def duty_mask(hand: int, led: Card, trumps: int) -> int:
    """The cards of ``hand`` the second player may play to ``led`` in the last tricks."""
    follow = hand & SUIT_CARDS[SUIT_OF[led]]
    if follow:
        return follow & HIGHER[led] or follow
    return hand & trumps or hand


def duty_refusal(card: Card, hand: int, led: Card, trumps: int) -> IllegalAction:
    """Why ``card`` (held, but not in :func:`duty_mask`) may not be played to ``led``."""
    suit = SUIT_OF[led]
    follow = hand & SUIT_CARDS[suit]
    if follow and not follow >> card & 1:
        return IllegalAction("follow_suit", f"must follow suit: you hold a {suit.noun}", suit=suit)
    if follow:
        heads = _named(follow & HIGHER[led])
        return IllegalAction("head_trick", f"must head the trick: you hold the {_names(heads)}", cards=heads)
    trump = _named(hand & trumps)
    return IllegalAction("trump", f"must trump: you have no {suit.noun} and you hold the {_names(trump)}", suit=suit,
                         cards=trump)


def _named(mask: int) -> tuple[Card, ...]:
    """The cards of ``mask`` each once, whatever its copy, highest first (as a refusal names them)."""
    seen: dict[str, Card] = {}
    for card in ordered(mask):
        seen.setdefault(words(card), card)
    return tuple(seen.values())


def _names(cards: tuple[Card, ...]) -> str:
    """'A♥ and the 10♥'."""
    return " and the ".join(words(card) for card in cards)


__all__ = ["duty_mask", "duty_refusal", "second_wins"]
