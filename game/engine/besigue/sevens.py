"""The sevens of trumps (ruling, "The seven of trumps"): what the master may do with one
after a trick won, which score when played under ``second_seven = play``, and why a seven
action is refused.

With a turn-up that is not a seven, the master holding a seven of trumps may give it for
the turn-up (10); once the turn-up is a seven (turned so, or given), the other seven may
be shown for 10 under ``second_seven = declare``.  A seven of trumps scores once at most;
without a turn-up none scores at all.
"""
from __future__ import annotations

from ..cards import RANK_OF, Card, Rank
from ..errors import IllegalAction
from .actions import Seven
from .copies import both, ordered, words
from .rules import BesigueRules

#: SEVENS[suit]: both copies of the seven of the suit.
SEVENS = tuple(both(Rank.SEVEN, suit) for suit in range(4))
SEVEN_POINTS = 10


def seven_actions(rules: BesigueRules, hand: int, trump: int, turn_up: Card | None, scored: int) -> list[Seven]:
    """The seven actions open to a master holding ``hand``, while the turn-up lies there;
    ``scored``: the sevens that have scored."""
    if turn_up is None:
        return []
    sevens = hand & SEVENS[trump] & ~scored
    if not sevens:
        return []
    if RANK_OF[turn_up] != Rank.SEVEN:
        return [Seven("exchange", c) for c in ordered(sevens)]
    if rules.second_seven == "declare":
        return [Seven("declare", c) for c in ordered(sevens)]
    return []


def paid_when_played(rules: BesigueRules, trump: int, scored: int) -> int:
    """The sevens of trumps that score when played to a trick while the stock lasts."""
    if not rules.turn_up or rules.second_seven != "play":
        return 0
    return SEVENS[trump] & ~scored


def seven_refusal(rules: BesigueRules, action: Seven, hand: int, trump: int, turn_up: Card | None, scored: int,
                  done: bool) -> IllegalAction:
    """Why ``action`` (not among :func:`seven_actions`) is refused; ``done``: the master
    has made his seven action this turn."""
    card = action.card
    if not rules.turn_up:
        return IllegalAction("no_seven", "without a turn-up no seven of trumps scores")
    if not SEVENS[trump] >> card & 1:
        return IllegalAction("not_seven_of_trumps", f"the {words(card)} is not a seven of trumps",
                             card=card)
    if not hand >> card & 1:
        return IllegalAction("not_in_hand", f"you do not hold the {words(card)} (copy {card.copy})",
                             card=card)
    if scored >> card & 1:
        return IllegalAction("seven_scored", f"this {words(card)} has already scored", card=card)
    if done:
        return IllegalAction("one_seven", "one seven action per trick won")
    if turn_up is None:
        return IllegalAction("turn_up_gone", "the turn-up has been drawn")
    if RANK_OF[turn_up] == Rank.SEVEN:
        if action.action == "exchange":
            return IllegalAction("turn_up_is_seven", "the turn-up is already a seven: there is nothing to change")
        return IllegalAction("second_seven", "under these rules the other seven of trumps scores"
                             f" {'only when played' if rules.second_seven == 'play' else 'nothing'}",
                         second_seven=rules.second_seven)
    return IllegalAction("exchange_it", "this seven can still be changed for the turn-up: exchange it")


__all__ = ["SEVENS", "SEVEN_POINTS", "paid_when_played", "seven_actions", "seven_refusal"]
