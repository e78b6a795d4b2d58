"""The Mistigri (Pamphile): the Jack of clubs as the highest trump, above the King of
trumps whatever the trump suit, a trump and nothing else (mouche-rules.md, "Mistigri";
R3, R9, R11).

For the play it is the engine's generic top trump (:func:`..tricks.top_trump_suits`): the
card counted in the trump suit, beating every trump; under ``mistigri_free`` it is also
set aside when the duties are worked out and always playable.  Under
``mistigri_names_trump`` its holder names the trump suit as he plays it, and the tables
are made again for that suit.  Its holder is spared when a mouche is shown.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..cards import BIT, Card
from ..tricks import Duty, for_deal, top_trump_stronger, top_trump_suits
from .rules import MoucheRules

if TYPE_CHECKING:
    from .deal import MoucheDeal

MISTIGRI = Card.parse("JC")


@lru_cache(maxsize=None)
def play_tables(rules: MoucheRules, trump: int) -> tuple[Duty, tuple[int, ...]]:
    """The duty and the table of cards that beat a card, for a play in ``trump``."""
    if not rules.mistigri:
        return rules.duty, rules.ranking.stronger
    suits = top_trump_suits(MISTIGRI, trump)
    free = BIT[MISTIGRI] if rules.mistigri_free else 0
    return for_deal(rules.duty, suits, free), top_trump_stronger(rules.ranking, MISTIGRI, trump)


def name_trump(deal: "MoucheDeal", suit: int) -> None:
    """The Mistigri has just been played naming ``suit``: trumps from now on (R9)."""
    deal.trump = suit
    deal.duty, deal._stronger = play_tables(deal.rules, suit)
    deal._ready_to_play()
    deal._legal = -1


def holder(deal: "MoucheDeal") -> int | None:
    """The seat holding the Mistigri after the talk: in the hand it plays, or in the hand
    laid down on passing (R6); None when it lies in the talon, the discards or the upcard."""
    for seat in range(deal.players):
        if deal.hands[seat] >> MISTIGRI & 1 or (deal.status[seat] == "pass" and deal.dealt[seat] >> MISTIGRI & 1):
            return seat
    return None


__all__ = ["MISTIGRI", "holder", "name_trump", "play_tables"]
