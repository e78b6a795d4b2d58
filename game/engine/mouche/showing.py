"""The mouche, the five-card flush, shown after the talk (mouche-rules.md, "The mouche"):
what makes one, which of several wins, and who is mouched by it.

A mouche is five cards of one suit in the hand of a player who is in, as the hand stands
after the talk.  With the Mistigri, four cards of a suit and the Mistigri make a mouche of
that suit when it is wild, and four trumps and the Mistigri a mouche of trumps always
(R3).  A mouche of trumps beats a plain one; then the more card points (K, Q, J, 10 count
ten, the Ace one, the others their pips, the Mistigri ten: R2); then the one nearer
eldest hand.  The best takes the basket; every other player who is in (or, under
``mouche_loos_all``, every other player) is mouched, except the holder of an inferior
mouche and the Mistigri's holder (R6).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..cards import RANK_OF, SUIT_MASK, SUIT_OF, Rank, cards_in
from .mistigri import MISTIGRI, holder
from .rules import HAND_SIZE

if TYPE_CHECKING:
    from .deal import MoucheDeal
    from .rules import MoucheRules

#: Card points of a mouche, by rank.
POINTS = {**{rank: int(rank) for rank in Rank if rank <= Rank.NINE},
          Rank.TEN: 10, Rank.JACK: 10, Rank.QUEEN: 10, Rank.KING: 10, Rank.ACE: 1}


class Mouche(NamedTuple):
    """A mouche: its suit, whether it is of trumps, and its card points."""

    suit: int
    trumps: bool
    points: int


def mouche_in(hand: int, trump: int, rules: "MoucheRules") -> Mouche | None:
    """The mouche ``hand`` (a whole hand) makes, or None."""
    if hand.bit_count() != HAND_SIZE:
        return None
    points = sum(POINTS[RANK_OF[card]] for card in cards_in(hand))
    if rules.mistigri and hand >> MISTIGRI & 1:
        rest = hand & ~(1 << MISTIGRI)
        suit = SUIT_OF[(rest & -rest).bit_length() - 1]
        if rest & ~SUIT_MASK[suit]:
            return None
        if suit == trump or rules.mistigri_wild:
            return Mouche(suit, suit == trump, points)
        return None
    suit = SUIT_OF[(hand & -hand).bit_length() - 1]
    if hand & ~SUIT_MASK[suit]:
        return None
    return Mouche(suit, suit == trump, points)


def shown(deal: "MoucheDeal") -> list[tuple[int, Mouche]]:
    """The mouches of the players in, in order of play from eldest hand."""
    trump, rules = deal.upcard.suit, deal.rules
    found = []
    for seat in deal.in_players:
        mouche = mouche_in(deal.hands[seat], trump, rules)
        if mouche is not None:
            found.append((seat, mouche))
    return found


def best(mouches: list[tuple[int, Mouche]]) -> tuple[int, Mouche] | None:
    """The winning mouche: of trumps first, then card points, then nearer eldest (the
    list is in order of play from eldest, so the first of equals wins)."""
    winner = None
    for seat, mouche in mouches:
        if winner is None or (mouche.trumps, mouche.points) > (winner[1].trumps, winner[1].points):
            winner = (seat, mouche)
    return winner


def mouched_by(deal: "MoucheDeal", winner: int, mouches: list[tuple[int, Mouche]]) -> list[int]:
    """Who pays a mouche when ``winner`` shows the best, in order of play from eldest."""
    rules, n = deal.rules, deal.players
    if rules.mouche_loos_all:
        seats = [(deal.eldest + k) % n for k in range(n)]
    elif rules.mouche_loos_players_in:
        seats = list(deal.in_players)
    else:
        return []
    spared = {seat for seat, _ in mouches}
    if rules.mistigri:
        spared.add(holder(deal))
    return [seat for seat in seats if seat != winner and seat not in spared]


__all__ = ["Mouche", "POINTS", "best", "mouche_in", "mouched_by", "shown"]
