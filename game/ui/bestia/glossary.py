"""Bestia's words for a newcomer: the glossary, the glosses of the talk's words, the goal said
during play and the order of the cards."""
from __future__ import annotations

from typing import Any, Sequence

from ...engine import Phase
from ...engine.bestia.actions import Talk
from ...engine.cards import Rank
from ...i18n import N_, _, ngettext
from .. import grammar
from ..card_order import plain_line, trick_rule_advice, trumps_line
from ..table.decision import Pick
from ..teaching import Entry

R = Rank
ORDER = (R.ACE, R.THREE, R.KING, R.QUEEN, R.JACK, R.SEVEN, R.SIX, R.FIVE, R.FOUR, R.TWO)
TALK, PLAY, PAYMENT, CARDS, POOL = (N_("The talk"), N_("Playing the tricks"), N_("Payment"),
                                   N_("Seats, pack and the order of play"), N_("The pool"))

GLOSSARY = (
    Entry("gioco (play)", N_("To stay in the deal: you may change up to five cards for as many from the stock, and "
                             "must then take a trick or go in bestia."), TALK),
    Entry("busso", N_("I knock: the talk ends at once and play begins; the knocker leads, and pays the pool and a "
                      "half if he takes no trick."), TALK),
    Entry("passo", N_("I fold: out of this deal; you win nothing and pay nothing more."), TALK),
    Entry("terzo se devo", N_("“Third if I must”, said on a first turn: you play only if fewer than three are in "
                              "when your turn comes back (or when someone knocks)."), TALK),
    Entry("briscola", N_("The trump suit, named by the card turned up after the deal; any trump beats any card of "
                         "another suit."), CARDS),
    Entry("buco", N_("“The hole”: in the Col buco variant, three cards laid face down across the trump; the first "
                     "player to ask takes them in place of the three dealt."), TALK),
    Entry("bestia", N_("The forfeit of a player who played and took no trick: the whole pool, paid into the next "
                       "one."), PAYMENT),
    Entry("pool (piatto)", N_("The jetons in the middle: everyone's ante, and any bestia paid. Each trick takes a "
                              "fifth of it."), POOL),
    Entry("cavallo", N_("The Italian horse, the Queen of this pack: it ranks below the King."), CARDS),
)

TALK_GLOSSES = {
    Talk.KNOCK: N_("Busso: the talk ends now and you lead. Take no trick and you pay the pool and a half ({cost})."),
    Talk.FOLD: N_("Passo: you lay your cards down; you win nothing and pay nothing more this deal."),
    Talk.TERZO: N_("Terzo se devo: you decide later; you play only if fewer than three are in by then."),
    Talk.BUCO: N_("Col buco: throw the three cards dealt and take the buco's three; you may not fold after."),
    Talk.ROB: N_("Rob the trump: the dealer takes the turned card into hand."),
    Talk.LEAVE: N_("Leave the trump where it lies."),
}
PLAY_GLOSS = N_("Play (gioco): you stay in and change the cards you picked, none to five, for as many from the "
                "stock. Take no trick and you go in bestia: the whole pool ({cost}).")


def _pool(deal: Any) -> str:
    pool = getattr(deal, "pool", None)
    return grammar.jetons(pool) if isinstance(pool, int) else "?"


ROLES = {
    N_("plays"): N_("In the deal: must take a trick or go in bestia, paying the whole pool."),
    N_("folded"): N_("Out of this deal: wins nothing and pays nothing more."),
    N_("knocked"): N_("Knocked: ended the talk and leads; pays the pool and a half without a trick."),
    N_("terzo se devo"): N_("Plays only if fewer than three are in when the turn comes back."),
    N_("in bestia"): N_("Played and took no trick: pays the whole pool into the next."),
    N_("took the buco"): N_("Took the buco's three cards in place of those dealt: must play."),
}


def gloss(thing: Any, deal: Any) -> str | None:
    if isinstance(thing, Pick):
        return _(PLAY_GLOSS).format(cost=_pool(deal))
    if thing is Talk.KNOCK:
        pool = getattr(deal, "pool", 0)
        return _(TALK_GLOSSES[thing]).format(cost=grammar.jetons(-(-pool * 3 // 2)))
    text = TALK_GLOSSES.get(thing) if isinstance(thing, Talk) else None
    return _(text) if text else None


def goal(deal: Any, me: int, names: Sequence[str]) -> str:
    if deal.phase is not Phase.PLAY:
        return _("The talk: play if your hand can take a trick, else fold. Whoever plays and takes no trick "
                 "pays the bestia, the whole pool ({pool}).").format(pool=_pool(deal))
    if deal.folded[me]:
        return _("You folded: the others play for the pool's fifths.")
    taken = deal.trick_winners.count(me)
    if taken:
        return ngettext("You have {n} trick: a fifth of the pool each, and no bestia for you.",
                        "You have {n} tricks: a fifth of the pool each, and no bestia for you.", taken).format(n=taken)
    if getattr(deal, "knocker", None) == me:
        return _("You knocked: take at least one trick or pay the pool and a half.")
    return _("You play: take at least one trick or pay the bestia, the whole pool ({pool}).").format(pool=_pool(deal))


def card_order(rules: Any, deal: Any) -> list[str]:
    return [trumps_line(getattr(deal, "trump", None), ORDER), plain_line(ORDER),
            _("The 3 is second only to the Ace.")]


#: The rule of the trick, said with a card suggested off the lesson's path (one of the lesson's lines).
TRICK_RULE = N_("Follow suit and head the trick if you can; without the suit, beat the trumps in it if you can.")
advice = trick_rule_advice(TRICK_RULE)


def actions(rules: Any) -> list:
    """Every button of the talk: its words, and Play (the pick step)."""
    from .part import TALK as DECISION

    return [choice.action for choice in DECISION.choices] + [DECISION.pick]


__all__ = ["GLOSSARY", "ROLES", "TRICK_RULE", "actions", "advice", "card_order", "gloss", "goal"]
