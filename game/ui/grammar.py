"""The grammar the table's sentences need in every language: the person as the subject of a
sentence, cards and suits by name with their article, jetons and points counted.

English once got by with "You" as a name and a regular expression that mended the verb
("You takes" -> "You take"); French, Italian and Spanish conjugate, agree and place their
articles otherwise, so a sentence about a player comes in two whole messages, one for the
person and one for a named player, and the translator writes each::

    subject(names[seat], _("You take the trick"), _("{name} takes the trick"))

A card is named with its article by one message per rank ("the King of {suit}" is "le Roi
de {suit}", "il Re di {suit}", "el Rey de {suit}"), since the article follows the rank's
gender and the first sound of its name.
"""
from __future__ import annotations

from typing import Any

from ..engine import Card
from ..engine.cards import Rank, Suit
from ..i18n import N_, _, ngettext, number

#: The person's seat as the table names it (the Settings' default name): a key, drawn as
#: ``_("You")`` in the active language.
YOU = N_("You")


def is_you(name: str) -> bool:
    """Whether ``name`` is the person's seat (as the table knows it, or already translated)."""
    return name == YOU or name == _(YOU)


def shown(name: str) -> str:
    """A player's name as drawn: the person's in the active language, a computer's as it is."""
    return _(YOU) if name == YOU else name


def subject(name: str, you_form: str, other_form: str, **fields: Any) -> str:
    """A sentence whose subject is a player, in the form for the person or for a named player
    (both already through ``_``); ``{name}`` in the second is the player's name."""
    return (you_form if is_you(name) else other_form).format(name=shown(name), **fields)


def capital(text: str) -> str:
    """The sentence's first letter in capitals ("the King ..." at the start of a line)."""
    return text[:1].upper() + text[1:]


# ----------------------------------------------------------------------------- suits and cards
#: A suit's name as a card game says it ("trumps are spades", "no spades").
SUIT_NAMES = (N_("spades"), N_("hearts"), N_("diamonds"), N_("clubs"))
#: One card of a suit ("a spade"), as in "you hold a spade".
SUIT_NOUNS = (N_("a spade"), N_("a heart"), N_("a diamond"), N_("a club"))
#: The court cards' and the Ace's names, and each rank with its article ("the King of {suit}").
RANK_NAMES = {Rank.JACK: N_("Jack"), Rank.QUEEN: N_("Queen"), Rank.KING: N_("King"), Rank.ACE: N_("Ace")}
#: (Each number too: Italian says "il 7" but "l'8".)
THE_RANK = {Rank.TWO: N_("the 2 of {suit}"), Rank.THREE: N_("the 3 of {suit}"), Rank.FOUR: N_("the 4 of {suit}"),
            Rank.FIVE: N_("the 5 of {suit}"), Rank.SIX: N_("the 6 of {suit}"), Rank.SEVEN: N_("the 7 of {suit}"),
            Rank.EIGHT: N_("the 8 of {suit}"), Rank.NINE: N_("the 9 of {suit}"), Rank.TEN: N_("the 10 of {suit}"),
            Rank.JACK: N_("the Jack of {suit}"), Rank.QUEEN: N_("the Queen of {suit}"),
            Rank.KING: N_("the King of {suit}"), Rank.ACE: N_("the Ace of {suit}")}


def suit_name(suit: Suit | int) -> str:
    """'spades', 'pique', 'picche', 'picas'."""
    return _(SUIT_NAMES[int(suit)])


def a_suit(suit: Suit | int) -> str:
    """'a spade', 'un pique', 'una picca', 'una pica'."""
    return _(SUIT_NOUNS[int(suit)])


def rank_name(rank: Rank) -> str:
    """'King', 'Roi', 'Re', 'Rey'; a number card's rank is its number."""
    return _(RANK_NAMES[rank]) if rank in RANK_NAMES else number(int(rank))


def card_name(card: Card) -> str:
    """'King of spades', without article (a list's items, a button)."""
    return _("{rank} of {suit}").format(rank=rank_name(card.rank), suit=suit_name(card.suit))


def the_card(card: Card) -> str:
    """'the King of spades', 'le Roi de pique', 'il Re di picche', 'el Rey de picas';
    'the 7 of hearts', 'le 7 de cœur'."""
    return _(THE_RANK[card.rank]).format(suit=suit_name(card.suit))


def listed(items: list[str]) -> str:
    """'A', 'A and B', 'A, B and C' in the active language."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} and {last}").format(items=", ".join(items[:-1]), last=items[-1])


# ----------------------------------------------------------------------------- amounts
def jetons(n: int) -> str:
    """'1 jeton', '12 jetons' (jeton is the games' own word, kept in every language)."""
    return ngettext("{n} jeton", "{n} jetons", abs(n)).format(n=number(n))


def fiches(n: int) -> str:
    return ngettext("{n} fiche", "{n} fiches", abs(n)).format(n=number(n))


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", abs(n)).format(n=number(n))


def tricks(n: int) -> str:
    """'no trick', '1 trick', '3 tricks'."""
    return _("no trick") if n == 0 else ngettext("{n} trick", "{n} tricks", n).format(n=number(n))


__all__ = ["RANK_NAMES", "SUIT_NAMES", "SUIT_NOUNS", "THE_RANK", "YOU", "a_suit", "capital", "card_name", "fiches",
           "is_you", "jetons", "listed", "points", "rank_name", "shown", "subject", "suit_name", "the_card", "tricks"]
