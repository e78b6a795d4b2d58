"""The order of the cards in words, for the trump tag's tooltip: a line a kind of suit."""
from __future__ import annotations

from typing import Iterable

from ..engine.cards import Rank, Suit
from ..i18n import _
from . import grammar


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
