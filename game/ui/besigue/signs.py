"""A card as the Bésigue table writes it in a sentence, which the shared grammar does not give.

:func:`the_sign`: a card as the Bésigue table writes it in a sentence, by its corner sign
("the 7♥", "the Q♠"), with its article: which copy of the two does not matter to the eye,
and the sign is short enough for a line of news.  The rank's letter and the article are the
language's ("le 7♥", "la D♠", "il F♦", "la J♦"), one message per rank as
:func:`~game.ui.grammar.the_card` does for a card's full name.
"""
from __future__ import annotations

from ...engine import Card
from ...engine.cards import RANK_OF, SUIT_OF, Rank
from ...i18n import N_, _

#: Each rank of the Bésigue pack by its corner sign, with the article ({suit} is the suit's symbol).
THE_SIGN = {Rank.ACE: N_("the A{suit}"), Rank.TEN: N_("the 10{suit}"), Rank.KING: N_("the K{suit}"),
            Rank.QUEEN: N_("the Q{suit}"), Rank.JACK: N_("the J{suit}"), Rank.NINE: N_("the 9{suit}"),
            Rank.EIGHT: N_("the 8{suit}"), Rank.SEVEN: N_("the 7{suit}")}


def the_sign(card: Card) -> str:
    """'the 7♥', 'le 7♥', 'il 7♥', 'el 7♥'; 'the Q♠', 'la D♠', 'la D♠', 'la D♠'."""
    return _(THE_SIGN[RANK_OF[card]]).format(suit=SUIT_OF[card].symbol)


__all__ = ["THE_SIGN", "the_sign"]
