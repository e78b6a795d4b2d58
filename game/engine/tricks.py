"""Trick legality and trick winners.

The duty of Bête (Le Gras 1739): follow suit if able; otherwise trump if able; if the
trick is already trumped, overtrump if able; a player who can neither follow nor beat
the highest trump may play any card.  Everything works on bitmasks so that the deal,
the computer players and their searches share one fast implementation.
"""
from __future__ import annotations

from .cards import SUIT_MASK, SUIT_OF, Card, Suit, cards_in
from .errors import IllegalAction
from .packs import Ranking


def legal_cards(hand: int, led: Card | None, best: Card | None, trump: int, stronger: tuple[int, ...]) -> int:
    """The cards of ``hand`` that may be played to a trick led with ``led``.

    ``best`` is the card currently winning the trick and ``stronger`` the ranking's table
    of same-suit cards that beat a card.
    """
    if led is None:
        return hand
    follow = hand & SUIT_MASK[SUIT_OF[led]]
    if follow:
        return follow
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return hand
    if SUIT_OF[best] == trump:
        return (trumps & stronger[best]) or hand
    return trumps


def beats(card: Card, best: Card, trump: int, stronger: tuple[int, ...]) -> bool:
    """Whether ``card`` takes the lead of a trick that ``best`` is winning."""
    if SUIT_OF[card] == SUIT_OF[best]:
        return bool(stronger[best] >> card & 1)
    return SUIT_OF[card] == trump


def trick_winner(plays: list[tuple[int, Card]], trump: int, ranking: Ranking) -> int:
    """The seat that wins a complete trick given as (seat, card) in order of play."""
    win_seat, best = plays[0]
    for seat, card in plays[1:]:
        if beats(card, best, trump, ranking.stronger):
            win_seat, best = seat, card
    return win_seat


def why_illegal(hand: int, led: Card | None, best: Card | None, trump: int, ranking: Ranking, card: Card) -> IllegalAction:
    """The error for playing ``card`` when it is not legal, naming the rule broken."""
    if not hand >> card & 1:
        return IllegalAction("not_in_hand", f"you do not hold the {card} ({card.name})")
    assert led is not None, "the lead is always free"
    led_suit = SUIT_OF[led]
    if hand & SUIT_MASK[led_suit]:
        return IllegalAction("follow_suit", f"must follow suit: you hold a {led_suit.noun}")
    trumps = hand & SUIT_MASK[trump]
    trump_noun = Suit(trump).noun
    if SUIT_OF[best] == trump:
        higher = trumps & ranking.stronger[best]
        return IllegalAction(
            "overtrump",
            f"must overtrump: the trick is trumped with the {best} and you hold a higher {trump_noun}"
            f" ({' '.join(str(c) for c in cards_in(higher))})",
        )
    return IllegalAction("trump", f"must trump: you have no {led_suit.noun} and you hold a {trump_noun} (trumps)")
