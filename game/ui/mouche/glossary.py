"""Mouche's words for a newcomer: the glossary, the glosses of the talk's buttons, the goal
said during play and the order of the cards."""
from __future__ import annotations

from typing import Any, Sequence

from ...engine import Phase
from ...engine.cards import Rank
from ...engine.mouche.actions import NameTrump, Word
from ...i18n import N_, _, ngettext
from .. import grammar
from ..card_order import FOLLOW_TRUMP_OVERTRUMP, plain_line, trick_rule_advice, trumps_line
from ..table.decision import Pick, PickedChoice
from ..teaching import Entry

R = Rank
TALK, MOUCHE, PLAY, BASKET, PAY = (N_("The talk"), N_("The mouche"), N_("Playing the tricks"),
                                   N_("The basket and the mouches"), N_("Payment"))

GLOSSARY = (
    Entry("mouche", N_("The fly: the forfeit of a player who played and took no trick, the whole basket's value, "
                       "played for in a later deal. Also five cards of one suit, which win the basket unplayed."),
          MOUCHE),
    Entry("être mouché", N_("To be mouched: to have played and taken no trick, and so to pay a mouche."), PAY),
    Entry("panier (basket)", N_("What the deal is played for: the dealer's ante and a mouche waiting, if any. Each "
                                "trick takes a fifth of it."), BASKET),
    Entry("je passe", N_("I pass: you throw your hand in; you are out of this deal and pay nothing more."), TALK),
    Entry("je joue", N_("I play: you stay in, keeping your hand or changing up to five cards from the talon."), TALK),
    Entry("rob (the turn-up)", N_("The dealer's right: take the card turned up, a trump, into hand and lay a card "
                                  "face down in its place."), TALK),
    Entry("talon", N_("The cards left after the deal, face down: the exchanges are drawn from it."), TALK),
    Entry("Mistigri", N_("The Jack of clubs, when the Mistigri rule is on: the highest trump of all, and wild in a "
                         "mouche."), PLAY),
    Entry("Pamphile", N_("The old name of the Mistigri and of the game played with it (Lenturlu, Pamphile)."), PLAY),
    Entry("atout", N_("Trumps: the suit of the card turned up; a trump beats any card of another suit."), PLAY),
)

PASS_GLOSS = N_("Je passe: throw your hand in. You are out of this deal and pay nothing more.")
PLAY_GLOSS = N_("Je joue: stay in, changing the cards you picked (none to five) from the talon. Take no trick and "
                "you are mouched: you pay the basket's value ({cost}).")
ROB_GLOSS = N_("Rob: the dealer takes the card turned up, a trump, and lays the card picked in its place. Robbing "
               "is playing: take no trick and you are mouched ({cost}).")
NAME_GLOSS = N_("Name {suit} as trumps for the rest of the deal, as the Mistigri is played.")


def _basket(deal: Any) -> str:
    basket = getattr(deal, "basket", None)
    return grammar.jetons(basket) if isinstance(basket, int) else "?"


ROLES = {
    N_("passed"): N_("Out of this deal: wins nothing and pays nothing more."),
    N_("kept"): N_("Plays with the hand dealt: must take a trick or be mouched."),
    N_("robbed"): N_("The dealer took the turn-up: plays, and must take a trick or be mouched."),
    N_("mouched"): N_("Played and took no trick: pays the basket's value as a mouche waiting."),
    N_("mouche!"): N_("Five cards of one suit: wins the whole basket without play."),
}


def gloss(thing: Any, deal: Any) -> str | None:
    if isinstance(thing, Pick):
        return _(PLAY_GLOSS).format(cost=_basket(deal))
    if isinstance(thing, PickedChoice):
        return _(ROB_GLOSS).format(cost=_basket(deal))
    if thing is Word.PASS:
        return _(PASS_GLOSS)
    if isinstance(thing, NameTrump):
        return _(NAME_GLOSS).format(suit=grammar.suit_name(thing.suit))
    return None


def goal(deal: Any, me: int, names: Sequence[str]) -> str:
    if deal.phase is not Phase.PLAY:
        return _("The talk: play if your hand can take a trick, else pass. Whoever plays and takes no trick is "
                 "mouched and pays the basket's value ({cost}).").format(cost=_basket(deal))
    if deal.folded[me]:
        return _("You passed: the others play for the basket's fifths.")
    taken = deal.trick_winners.count(me)
    if taken:
        return ngettext("You have {n} trick: a fifth of the basket each, and no mouche for you.",
                        "You have {n} tricks: a fifth of the basket each, and no mouche for you.", taken).format(n=taken)
    return _("You play: take at least one trick or be mouched, paying the basket's value ({cost}).").format(
        cost=_basket(deal))


def card_order(rules: Any, deal: Any) -> list[str]:
    top = (R.ACE, R.KING, R.QUEEN, R.JACK) if rules.ace_high else (R.KING, R.QUEEN, R.JACK, R.ACE)
    low = tuple(r for r in (R.TEN, R.NINE, R.EIGHT, R.SEVEN, R.SIX, R.FIVE, R.FOUR, R.THREE, R.TWO)
                if deal is None or any(c.rank == r for c in deal.order))
    lines = [trumps_line(getattr(deal, "trump", None), top + low), plain_line(top + low)]
    if rules.mistigri:
        lines.insert(0, _("The Mistigri, the Jack of clubs, is the highest trump of all."))
    if not rules.ace_high:
        lines.append(_("The Jack beats the Ace."))
    return lines


advice = trick_rule_advice(FOLLOW_TRUMP_OVERTRUMP)


def actions(rules: Any) -> list:
    return [Word.PASS]


__all__ = ["GLOSSARY", "ROLES", "actions", "advice", "card_order", "gloss", "goal"]
