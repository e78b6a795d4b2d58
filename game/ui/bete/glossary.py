"""Bête's words for a newcomer: the glossary (the seed's own list), the glosses of the
calls, the goal said during play and the order of the cards, true to the rules in force."""
from __future__ import annotations

from typing import Any, Sequence

from ...engine import Phase
from ...engine.bete.actions import Call
from ...engine.cards import Rank
from ...i18n import N_, _
from .. import grammar
from ..card_order import FOLLOW_TRUMP_OVERTRUMP, plain_line, trick_rule_advice, trumps_line
from ..teaching import Entry

R = Rank
DEALING, PLAY, STAKES, BIDDING, WINS, CONTRE, KING = (
    N_("Dealing"), N_("Playing the tricks"), N_("The dish and the stakes"), N_("Bidding"), N_("Who wins the deal"),
    N_("When someone said contre"), N_("The King"))

GLOSSARY = (
    Entry("à-tout", N_("Trumps: the suit of the card turned up. Any trump beats any card of another suit."), DEALING),
    Entry("avoir la parole", N_("To have the say: it is your turn to call, Je joue or Je passe."), BIDDING),
    Entry("bête", N_("The forfeit: a declarer who fails pays the deal's value into a new pot, the bête, which waits "
                     "on the table to be won in a later deal."), WINS),
    Entry("contre", N_("Said after someone has said Je joue: you play too, against the declarer, for the same dish; "
                       "you win or lose double."), CONTRE),
    Entry("couper", N_("To trump: to play a trump on a trick led in another suit. You must, when you cannot follow "
                       "suit."), PLAY),
    Entry("Curieuse", N_("When everyone passes, each stakes one jeton more and the next card of the talon is turned "
                         "as the new trump: the Curieuse."), BIDDING),
    Entry("dévole", N_("The declarer takes no trick at all: a bête, and one jeton more to each other player."), WINS),
    Entry("donner", N_("To deal: five cards each, in packets of two and three; the next card is turned up for "
                       "trumps."), DEALING),
    Entry("fiche", N_("A counter worth several jetons (five at Le Gras's table). Each player lays one under the "
                      "dish; a deal won takes the fiches at stake."), STAKES),
    Entry("jeton", N_("A counter worth one: the unit of every stake."), STAKES),
    Entry("jouer (je joue)", N_("To take the deal on alone against the others: three tricks, or the first two, win "
                                "the dish."), BIDDING),
    Entry("levée", N_("A trick: one card from each player. The highest trump takes it, or else the highest card of "
                      "the suit led."), PLAY),
    Entry("passer (je passe)", N_("Not to play alone. You still play your cards, against the declarer."), BIDDING),
    Entry("refaire", N_("To deal again: when everyone has passed, the deal is thrown in and the next player deals; "
                        "the stakes stay on the table."), BIDDING),
    Entry("renoncer", N_("To revoke: not to follow suit when you could. The table refuses such a card and names the "
                         "rule."), PLAY),
    Entry("retourner", N_("To turn up: the dealer turns the card after the hands; its suit is trumps."), DEALING),
    Entry("surcouper", N_("To overtrump: to play a higher trump on a trick already trumped. You must, when you cannot "
                          "follow suit and can beat the trump."), PLAY),
    Entry("talon", N_("The cards left after the deal, face down; the top one is turned up for trumps."), DEALING),
    Entry("triomphe", N_("The old word for trumps and the card turned up (the game of Triomphe is Bête's elder)."),
          DEALING),
    Entry("vole", N_("The declarer takes all five tricks: the dish, every bête waiting and a jeton from each other "
                     "player."), WINS),
    Entry("faire la bête", N_("To fail as declarer and pay a bête. Tirer la bête: to win one back."), WINS),
    Entry("le Roi", N_("The King of trumps: whoever was dealt it takes the King pot, unless on a side that made a "
                       "bête."), KING),
    Entry("le jeu (the dish)", N_("The pot in the middle holding the deal's stakes: the declarer who wins takes it "
                                  "with the fiches at stake."), STAKES),
)

CALL_GLOSSES = {
    Call.PLAY: N_("Je joue: you play alone against the others. Take three tricks, or the first two, and you win the "
                  "dish (now {value}); fail and you pay as much into a new bête."),
    Call.PASS: N_("Je passe: you do not play alone. You still play your cards, to stop the declarer."),
    Call.CONTRE: N_("Contre: you play against the declarer for the same dish (now {value}). Win it and the declarer "
                    "pays you as much again; fail and you pay twice as much into a new bête."),
}


ROLES = {
    N_("plays"): N_("Said Je joue: plays alone for the dish and needs three tricks, or the first two; else pays a "
                    "bête."),
    N_("contre"): N_("Said Contre: plays against the declarer for the dish, and wins or loses double."),
}


def gloss(thing: Any, deal: Any) -> str | None:
    text = CALL_GLOSSES.get(thing) if isinstance(thing, Call) else None
    if text is None:
        return None
    value = getattr(deal, "value", None)
    return _(text).format(value=grammar.jetons(value) if value is not None else "?")


def goal(deal: Any, me: int, names: Sequence[str]) -> str:
    """What each side is trying to do now."""
    declarer, contre = getattr(deal, "declarer", None), getattr(deal, "contre", None)
    if declarer is None:
        return _("The call: say Je joue if your hand can take three tricks, or the first two; else pass.")
    if deal.phase is Phase.BIDDING and contre is None and declarer != me:
        return _("{declarer} said Je joue: pass and defend, or say Contre and play against {declarer} for the "
                 "dish.").format(declarer=names[declarer])
    others = [names[s] for s in range(len(names)) if s not in (declarer, contre, me)]
    if contre is not None:
        if me in (declarer, contre):
            rival = names[contre if me == declarer else declarer]
            return _("You and {rival} each play for the dish: three tricks, or the first two; the others defend."
                     ).format(rival=rival)
        return _("{declarer} and {contre} each play for the dish; you defend: keep them under three tricks.").format(
            declarer=names[declarer], contre=names[contre])
    if declarer == me:
        return _("You play alone: take three tricks, or the first two; {others} defend.").format(
            others=grammar.listed(others))
    return _("{declarer} plays alone and needs three tricks, or the first two; you defend with {others}.").format(
        declarer=names[declarer], others=grammar.listed(others))


def card_order(rules: Any, deal: Any) -> list[str]:
    ranks = (R.ACE, R.KING, R.QUEEN, R.JACK) if rules.ace_high else (R.KING, R.QUEEN, R.JACK, R.ACE)
    ranks += (R.TEN, R.NINE, R.EIGHT, R.SEVEN)
    lines = [trumps_line(getattr(deal, "trump", None), ranks), plain_line(ranks)]
    if not rules.ace_high:
        lines.append(_("The Jack beats the Ace."))
    return lines


advice = trick_rule_advice(FOLLOW_TRUMP_OVERTRUMP)


def actions(rules: Any) -> list:
    """Every button of the call."""
    from .part import CALLS

    return [choice.action for choice in CALLS.choices]


__all__ = ["GLOSSARY", "ROLES", "actions", "advice", "card_order", "gloss", "goal"]
