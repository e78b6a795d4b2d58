"""Bésigue's words for a newcomer: the glossary, the glosses of the meld buttons, the goal
said during play, the order of the cards and the advice for a turn without words of its own."""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.besigue import NO_MELD, Seven
from ...engine.besigue.melds import Meld, MeldKind
from ...engine.cards import Rank
from ...i18n import N_, _
from .. import words as table_words
from ..card_order import plain_line, trumps_line
from ..teaching import Entry

R = Rank
ORDER = (R.ACE, R.TEN, R.KING, R.QUEEN, R.JACK, R.NINE, R.EIGHT, R.SEVEN)
DEAL, STOCK, MELDS, SEVEN, DRAW, LAST, SCORE, GAME = (
    N_("Players, pack and the deal"), N_("Playing while the stock lasts"), N_("Declaring melds"),
    N_("The seven of trumps"), N_("Drawing"), N_("The last tricks"), N_("Scoring the deal"), N_("Winning the game"))

GLOSSARY = (
    Entry("bésigue", N_("The Queen of spades with the Jack of diamonds, declared together: 40 points. Both pairs, "
                        "double bésigue, score 500."), MELDS),
    Entry("mariage (marriage)", N_("King and Queen of one suit: 20 points, or 40 in trumps (the royal marriage)."),
          MELDS),
    Entry("séquence (sequence)", N_("Ace, 10, King, Queen and Jack of trumps: 250 points."), MELDS),
    Entry("quatre (four of a kind)", N_("Four Aces 100, four Kings 80, four Queens 60, four Jacks 40, of any "
                                        "suits."), MELDS),
    Entry("brisques", N_("The aces and tens taken in tricks: 10 points each, counted at the end of the deal."),
          SCORE),
    Entry("le sept d'atout (seven of trumps)", N_("After a trick won, exchange it for the turn-up or show it: 10 "
                                                  "points."), SEVEN),
    Entry("la dernière levée (the last trick)", N_("The last trick of the deal scores 10 for whoever takes it."),
          SCORE),
    Entry("talon (stock)", N_("The cards left after the deal, face down: after each trick the winner draws first, "
                              "then the other."), DRAW),
    Entry("retourne (turn-up)", N_("The card turned up after the deal: it names trumps and is the stock's last "
                                   "card."), DEAL),
    Entry("les dernières levées (the last tricks)", N_("Once the stock is out, the last eight tricks are strict: "
                                                       "follow suit and win the trick if you can; without the suit, "
                                                       "trump."), LAST),
    Entry("atout", N_("Trumps: the suit of the card turned up; a trump beats any card of another suit."), DEAL),
)

MELD_GLOSSES = {
    MeldKind.MARRIAGE: N_("Marriage: King and Queen of a plain suit, 20 points. The cards stay before you and may "
                          "be played from the table."),
    MeldKind.ROYAL_MARRIAGE: N_("Royal marriage: King and Queen of trumps, 40 points."),
    MeldKind.SEQUENCE: N_("Sequence: Ace, 10, King, Queen and Jack of trumps, 250 points."),
    MeldKind.PLAIN_SEQUENCE: N_("Plain sequence: Ace, 10, King, Queen and Jack of a plain suit, 150 points."),
    MeldKind.FOUR_JACKS: N_("Four Jacks of any suits: 40 points."),
    MeldKind.FOUR_QUEENS: N_("Four Queens of any suits: 60 points."),
    MeldKind.FOUR_KINGS: N_("Four Kings of any suits: 80 points."),
    MeldKind.FOUR_ACES: N_("Four Aces of any suits: 100 points."),
    MeldKind.BESIGUE: N_("Bésigue: the Queen of spades and the Jack of diamonds, 40 points."),
    MeldKind.DOUBLE_BESIGUE: N_("Double bésigue: both Queens of spades and both Jacks of diamonds, 500 points."),
}
SEVEN_GLOSS = N_("The seven of trumps: exchanged for the turn-up, or shown, it scores 10 points.")
NO_MELD_GLOSS = N_("No meld: declare nothing now. You may declare after another trick won.")


def gloss(thing: Any, deal: Any) -> str | None:
    if isinstance(thing, Meld):
        return _(MELD_GLOSSES[thing.kind])
    if isinstance(thing, Seven):
        return _(SEVEN_GLOSS)
    if thing is NO_MELD:
        return _(NO_MELD_GLOSS)
    return None


def goal(deal: Any, me: int, names: Sequence[str]) -> str:
    other = names[1 - me]
    scores = _("Score: you {mine}, {other} {theirs}.").format(mine=table_words.points(deal.scores[me]), other=other,
                                                        theirs=table_words.points(deal.scores[1 - me]))
    if deal.last_tricks:
        return _("The last tricks: follow suit and win the trick if you can; the last trick scores 10.") + " " + scores
    return _("First to {target}; aces and tens count 10 each at the end of the deal.").format(
        target=table_words.points(deal.rules.target)) + " " + scores


def card_order(rules: Any, deal: Any) -> list[str]:
    trump = getattr(deal, "trump", None)
    return [trumps_line(trump, ORDER), plain_line(ORDER), _("The 10 is second only to the Ace.")]


def actions(rules: Any) -> list:
    """The declarations' buttons, which come and go with the hand: one of each kind."""
    return [Meld(kind, 0) for kind in MeldKind] + [Seven("exchange", 0), Seven("declare", 0), NO_MELD]


def advice(deal: Any, said: str) -> str:
    """Why, for a turn without words of its own."""
    if deal.phase.value == "declare":
        return _("You won the trick: you may declare one meld now, or none, before drawing.")
    if deal.last_tricks:
        return _("The last tricks: follow suit and win the trick if you can; without the suit, trump.")
    return _("While the stock lasts any card may be played: keep your aces and tens, the brisques, and the cards "
             "of the melds you hope for; give what you need least.")


__all__ = ["GLOSSARY", "actions", "advice", "card_order", "gloss", "goal"]
