"""Trick legality and trick winners, for every game, given the game's duty.

A :class:`Duty` says what a player owes the trick:

- Bête (Le Gras 1739): follow suit if able; otherwise trump if able; if the trick is
  already trumped, overtrump if able; a player who can neither follow nor beat the highest
  trump may play any card.  (:data:`TRUMPING`)
- Bestia (Rome): follow suit if able and **head** the trick if able: while the trick is not
  trumped, a card of the led suit higher than any in it; void in the led suit, a trump
  that beats every trump in the trick if able, otherwise any card (:data:`HEADING`), or,
  under ``must_trump_anyway``, any trump if unable to beat (:data:`HEADING_TRUMP_ANYWAY`).

A deal may count a card in another suit than its own: Mistigri's Jack of clubs is the
**top trump**, a trump above the trump suit's top whatever the trump suit
(:func:`top_trump_suits`, :func:`top_trump_stronger`, :func:`for_deal`); it may also be a
card set aside when the duties are worked out and playable besides.  Without one, the
suits are the cards' own (:data:`PLAIN`).

Lead restrictions (Bestia's ``lead_trump_ace`` and ``lead_top_trump``) depend on the deal,
not the trick; :func:`must_lead` gives the card they oblige.  Everything works on
bitmasks so that the deals, the computer players and their searches share one fast
implementation.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable, NamedTuple, Sequence

from .cards import FIRST_COPIES, SUIT_MASK, SUIT_OF, Card, Suit, cards_in
from .errors import IllegalAction
from .packs import Ranking

#: legal(hand, led, best, trump, stronger) -> the bitmask of cards that may be played.
LegalCards = Callable[[int, "Card | None", "Card | None", int, "tuple[int, ...]"], int]


class Suits(NamedTuple):
    """The suit each card counts as in a deal (``of``, by card) and the cards each suit
    counts (``mask``, by suit)."""

    of: tuple[int, ...]
    mask: tuple[int, ...]


#: Every card in its own suit.
PLAIN = Suits(SUIT_OF, SUIT_MASK)


@lru_cache(maxsize=None)
def top_trump_suits(card: Card, trump: int) -> Suits:
    """The suits when ``card`` is the top trump: counted in the trump suit, not in its own."""
    of = list(SUIT_OF)
    of[card] = Suit(trump)
    mask = list(SUIT_MASK)
    mask[SUIT_OF[card]] &= ~(1 << card)
    mask[trump] |= 1 << card
    return Suits(tuple(of), tuple(mask))


@lru_cache(maxsize=None)
def top_trump_stronger(ranking: Ranking, card: Card, trump: int) -> tuple[int, ...]:
    """The ranking's table of cards that beat a card, with ``card`` the top trump: it beats
    every trump, nothing beats it, and it no longer beats the cards of its own suit."""
    bit = 1 << card
    stronger = [mask & ~bit for mask in ranking.stronger]
    for other in FIRST_COPIES:
        if SUIT_OF[other] == trump and other != card:
            stronger[other] |= bit
    stronger[card] = 0
    return tuple(stronger)


def trumping(suits: Suits = PLAIN) -> LegalCards:
    """Bête's duty over the deal's suits.  A closure over the suit tables rather than
    arguments so the play loops call a plain five-argument function."""
    suit_of, suit_mask = suits

    def legal_cards(hand: int, led: Card | None, best: Card | None, trump: int, stronger: tuple[int, ...]) -> int:
        """Bête: the cards of ``hand`` that may be played to a trick led with ``led``.

        ``best`` is the card currently winning the trick and ``stronger`` the ranking's table
        of same-suit cards that beat a card.
        """
        if led is None:
            return hand
        follow = hand & suit_mask[suit_of[led]]
        if follow:
            return follow
        trumps = hand & suit_mask[trump]
        if not trumps:
            return hand
        if suit_of[best] == trump:
            return (trumps & stronger[best]) or hand
        return trumps

    return legal_cards


legal_cards = trumping()


def _heading(trump_anyway: bool, suits: Suits = PLAIN) -> LegalCards:
    """Bestia's duty: follow and head the trick if able; void, beat the trumps played if
    able; unable to beat them, any card, or (``must_trump_anyway``) still a trump.  A
    closure rather than a flag so the play loops call a plain five-argument function."""
    suit_of, suit_mask = suits

    def legal(hand: int, led: Card | None, best: Card | None, trump: int, stronger: tuple[int, ...]) -> int:
        if led is None:
            return hand
        led_suit = suit_of[led]
        follow = hand & suit_mask[led_suit]
        if follow:
            if suit_of[best] == led_suit:  # not trumped (or trumps were led): head it if able
                return (follow & stronger[best]) or follow
            return follow
        trumps = hand & suit_mask[trump]
        if not trumps:
            return hand
        if suit_of[best] == trump:
            return (trumps & stronger[best]) or (trumps if trump_anyway else hand)
        return trumps

    return legal


heading_cards = _heading(trump_anyway=False)
heading_cards_trump_anyway = _heading(trump_anyway=True)


def _setting_aside(legal: LegalCards, free: int) -> LegalCards:
    """``legal`` with the cards of ``free`` left out of the duty and always playable besides."""
    kept = ~free

    def legal_with_free(hand: int, led: Card | None, best: Card | None, trump: int, stronger: tuple[int, ...]) -> int:
        return legal(hand & kept, led, best, trump, stronger) | (hand & free)

    return legal_with_free


class Duty(NamedTuple):
    """What a player owes the trick.  ``legal`` is a plain function so the play loops
    call it without a bound-method lookup."""

    name: str
    legal: LegalCards
    heads: bool  # must play higher in the led suit while the trick is untrumped
    trump_anyway: bool  # void and unable to beat the trumps: must still play a trump
    suits: Suits = PLAIN  # the suit each card counts as (a top trump counts as a trump)
    free: int = 0  # cards set aside when the duties are worked out, always playable besides


TRUMPING = Duty("follow, trump, overtrump", legal_cards, False, False)
HEADING = Duty("follow and head, beat the trumps", heading_cards, True, False)
HEADING_TRUMP_ANYWAY = Duty("follow and head, beat the trumps, else trump anyway", heading_cards_trump_anyway, True, True)


@lru_cache(maxsize=None)
def for_deal(duty: Duty, suits: Suits, free: int = 0) -> Duty:
    """``duty`` over a deal's own suits (a top trump counted as a trump), with the cards of
    ``free`` set aside when the duties are worked out and always playable besides."""
    legal = _heading(duty.trump_anyway, suits) if duty.heads else trumping(suits)
    if free:
        legal = _setting_aside(legal, free)
    return Duty(duty.name, legal, duty.heads, duty.trump_anyway, suits, free)


def beats(card: Card, best: Card, trump: int, stronger: tuple[int, ...], suit_of: tuple[int, ...] = SUIT_OF) -> bool:
    """Whether ``card`` takes the lead of a trick that ``best`` is winning: a higher card of
    the suit ``best`` counts in, or a trump on a card that is none.  ``stronger`` is the
    deal's table of cards beating a card and ``suit_of`` the suit each card counts in (a
    top trump counts as a trump: :func:`top_trump_suits`).  The one rule of who wins a
    trick for the games of the family; Bésigue's two packs keep theirs
    (``besigue.tricks.second_wins``: of two twins the first played wins, and trumps
    are a mask, none before a marriage fixes them)."""
    if suit_of[card] == suit_of[best]:
        return bool(stronger[best] >> card & 1)
    return suit_of[card] == trump


def leader(plays: Sequence[tuple[int, Card]], trump: int, stronger: tuple[int, ...],
           suit_of: tuple[int, ...] = SUIT_OF) -> int | None:
    """The seat whose card leads ``plays`` (a trick begun or complete, as (seat, card) in
    order of play), by :func:`beats`; None for no card."""
    if not plays:
        return None
    win_seat, best = plays[0]
    for seat, card in plays[1:]:
        if beats(card, best, trump, stronger, suit_of):
            win_seat, best = seat, card
    return win_seat


def _codes(mask: int) -> str:
    return " ".join(str(c) for c in cards_in(mask))


def why_illegal(
    hand: int, led: Card | None, best: Card | None, trump: int, ranking: Ranking, card: Card, duty: Duty = TRUMPING,
    stronger: tuple[int, ...] | None = None,
) -> IllegalAction:
    """The error for playing ``card`` when the duty forbids it, naming the rule broken;
    ``stronger`` is the deal's table when it is not the ranking's (a top trump)."""
    if not hand >> card & 1:
        return IllegalAction("not_in_hand", f"you do not hold the {card} ({card.name})", card=card)
    assert led is not None, "the lead is free of the trick's duty"
    suit_of, suit_mask = duty.suits
    stronger = ranking.stronger if stronger is None else stronger
    hand &= ~duty.free
    led_suit = Suit(suit_of[led])
    follow = hand & suit_mask[led_suit]
    if follow:
        if not follow >> card & 1:
            return IllegalAction("follow_suit", f"must follow suit: you hold a {led_suit.noun}", suit=led_suit)
        higher = follow & stronger[best]
        return IllegalAction(
            "head_trick", f"must head the trick: you hold a higher {led_suit.noun} ({_codes(higher)})",
            suit=led_suit, cards=cards_in(higher),
        )
    trumps = hand & suit_mask[trump]
    trump_noun = Suit(trump).noun
    if suit_of[best] == trump:
        higher = trumps & stronger[best]
        if higher:
            return IllegalAction(
                "overtrump",
                f"must overtrump: the trick is trumped with the {best} and you hold a higher {trump_noun}"
                f" ({_codes(higher)})", best=best, trump=Suit(trump), cards=cards_in(higher),
            )
        return IllegalAction(
            "trump_anyway", f"must trump anyway: you cannot beat the {best} but you hold a {trump_noun} (trumps)",
            best=best, trump=Suit(trump),
        )
    return IllegalAction("trump", f"must trump: you have no {led_suit.noun} and you hold a {trump_noun} (trumps)",
                         suit=led_suit, trump=Suit(trump))


def must_lead(hand: int, trump: int, ranking: Ranking, out: int, first_trick: bool,
              trump_ace: bool, top_trump: bool) -> Card | None:
    """The card a leader is obliged to lead, if any (Bestia's "other restrictions").

    ``lead_trump_ace``: at the first trick, a leader holding the Ace of trumps leads it.
    ``lead_top_trump``: a leader holding the highest trump still out (not yet played and
    not lying face up on the table; ``out`` is that set) leads it.
    """
    trumps = hand & SUIT_MASK[trump]
    if not trumps:
        return None
    if top_trump:
        pending = out & SUIT_MASK[trump]
        if pending:
            top = max(cards_in(pending), key=ranking.power.__getitem__)
            if trumps >> top & 1:
                return top
    if trump_ace and first_trick:
        ace = Card.of(ranking.top, Suit(trump))
        if trumps >> ace & 1:
            return ace
    return None
