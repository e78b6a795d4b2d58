"""The order of the cards in words, for the trump tag's tooltip: a line a kind of suit; and
the rule of the trick the coach says beside a card it suggests."""
from __future__ import annotations

from typing import Any, Callable, Iterable

from ..engine import Phase
from ..engine.cards import Rank, Suit
from ..i18n import N_, _
from . import grammar

#: The rule of the trick under Bête's duties (Bête, Mouche).
FOLLOW_TRUMP_OVERTRUMP = N_("You must follow suit; without the suit you must trump, and overtrump if you can.")


def trick_rule_advice(rule: str) -> Callable[[Any, str], str]:
    """The coach's why for a card suggested off the lesson's path: the game's rule of the
    trick (an ``N_`` message) in the play; nothing in the talk."""
    def advice(deal: Any, said: str) -> str:
        return _(rule) if deal.phase is Phase.PLAY else ""

    return advice


def ranks_line(ranks: Iterable[Rank]) -> str:
    """'King, Queen, Jack, Ace, 10, 9, 8, 7', highest first."""
    return ", ".join(grammar.rank_name(r) for r in ranks)


def trumps_line(suit: int | None, ranks: Iterable[Rank]) -> str:
    """'Trumps, diamonds: King, Queen, ...' (or 'Trumps: ...' before trumps are known)."""
    if suit is None or suit < 0:
        return _("Trumps: {ranks}").format(ranks=ranks_line(ranks))
    return _("Trumps, {suit}: {ranks}").format(suit=grammar.suit_name(Suit(suit)), ranks=ranks_line(ranks))


def plain_line(ranks: Iterable[Rank]) -> str:
    """'Other suits: King, Queen, ...'."""
    return _("Other suits: {ranks}").format(ranks=ranks_line(ranks))


__all__ = ["plain_line", "ranks_line", "trumps_line"]
