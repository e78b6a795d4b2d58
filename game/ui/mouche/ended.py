"""How a Mouche deal ended, in words: the headline (a mouche shown, the basket taken
unplayed or shared by tricks, who is mouched), the result panel's lines, the pots and the
outcomes by name for the payments and the ledger, and what a deal counts in the person's
record.  Each sentence about a player comes whole, for the person and for a named player."""
from __future__ import annotations

from typing import Any, Sequence

from ...i18n import N_, _, ngettext, number
from ...stats import DealSummary
from ..grammar import is_you, jetons, listed, shown, subject
from ..words import PRONOUNS
from ..shown import Shown
from .words import mouche_cards, mouche_news, mouched_line

#: The pots as payments name them.
POTS = Shown({"basket": N_("the basket"), "waiting": N_("the waiting mouches")})
#: Outcomes in a word or two, for the ledger.
OUTCOMES = Shown({"shared": N_("shared by tricks"), "uncontested": N_("uncontested"), "mouche": N_("a mouche shown")})
#: Reasons of payments, as the result and the ledger say them.
WHYS = Shown({"ante": N_("ante"), "waiting_mouche": N_("a waiting mouche comes in"), "trick": N_("a trick"),
              "uncontested": N_("taken unplayed"), "mouche": N_("the mouche shown"), "mouched": N_("mouched"),
              "session_end": N_("the session ends"), "share_out": N_("share-out")})
#: What the person's record counts at Mouche (the record screen translates them).
RECORD_DECLARED, RECORD_BETE = N_("were in"), N_("mouches you paid")
#: The record's column of the mouches paid.
RECORD_COLUMN = N_("Mouches paid")
#: The hint's outcome.
HINT_OUTCOME = N_("you come out ahead")


def hint_outcome(deal: Any = None, seat: int | None = None) -> str:
    """What the hint's chance is the chance of, in the active language."""
    return _(HINT_OUTCOME)


def within(name: str) -> str:
    """A player's name within a sentence: the person as 'you', not 'You'."""
    return _("you") if is_you(name) else shown(name)


def _uncontested(deal: Any, names: Sequence[str]) -> str:
    (seat,) = deal.in_seats
    value = jetons(deal.value)
    if all(s == "pass" for i, s in enumerate(deal.status) if i != seat):
        return subject(names[seat], _("Everyone passed: you take the basket unplayed, {jetons}"),
                       _("Everyone passed: {name} takes the basket unplayed, {jetons}"), jetons=value)
    return subject(names[seat], _("Everyone else passed: you take the basket unplayed, {jetons}"),
                   _("Everyone else passed: {name} takes the basket unplayed, {jetons}"), jetons=value)


def _mouched(line: str, who: Sequence[str]) -> str:
    """The headline, and who is mouched after it."""
    women = all(PRONOUNS.get(name) == "she" for name in who)  # French agrees: mouchée, mouchées
    if len(who) == 1:
        if women:
            return _("{line}; {she} is mouched").format(line=line, she=who[0])
        return subject(who[0], _("{line}; you are mouched"), _("{line}; {name} is mouched"), line=line)
    said = listed([within(name) for name in who])
    if any(is_you(name) for name in who):  # the verb agrees with "you" in French, Italian and Spanish
        return _("{line}; {you_and_others} are mouched").format(line=line, you_and_others=said)
    if women:
        return _("{line}; {women} are mouched").format(line=line, women=said)
    return _("{line}; {names} are mouched").format(line=line, names=said)


def headline(deal: Any, names: Sequence[str]) -> str:
    """One sentence saying how the deal ended: the basket taken or shared, and who was mouched."""
    value = deal.value
    outcome = deal.outcome
    if outcome == "mouche":
        seat, mouche = deal.mouche_shown
        line = mouche_news(names[seat], mouche.suit, mouche.trumps, value)
    elif outcome == "uncontested":
        line = _uncontested(deal, names)
    elif outcome == "shared":
        tricks = ", ".join(f"{within(names[s])} {number(deal.tricks_won[s])}" for s in deal.in_seats
                           if deal.tricks_won[s])
        line = _("The basket of {value} is shared by tricks: {tricks}").format(value=number(value), tricks=tricks)
    else:
        line = _("The deal ends: {outcome}").format(outcome=OUTCOMES.get(outcome, outcome))
    if outcome != "uncontested" and deal.mouched:
        line = _mouched(line, [names[s] for s, _paid in deal.mouched])
    return line


def result_lines(deal: Any, names: Sequence[str]) -> list[str]:
    """The result panel's lines before the payments: the mouche's cards, who is mouched, what stays."""
    lines = []
    if deal.mouche_shown is not None:
        seat, _mouche = deal.mouche_shown
        lines.append(subject(names[seat], _("Your mouche: {cards}"), _("{name}'s mouche: {cards}"),
                             cards=mouche_cards(deal.hand(seat), deal.rules)))
    if len(deal.mouched) == 1:
        (seat, paid), = deal.mouched
        lines.append(mouched_line(names[seat], paid))
    elif deal.mouched:
        n = len(deal.mouched)
        lines.append(ngettext("{n} mouche is paid: it waits beside the basket for a later deal",
                              "{n} mouches are paid: each waits beside the basket for a later deal", n).format(
            n=number(n)))
    left = deal.table_after.basket if deal.table_after is not None else 0
    if left:
        lines.append(ngettext("{jetons} stays in the basket for the next deal",
                              "{jetons} stay in the basket for the next deal", left).format(jetons=jetons(left)))
    return lines


def summary(deal: Any, seat: int) -> DealSummary:
    """Declared: was in.  Won: took the basket or a share of it.  A bête: was mouched."""
    books = deal.books
    return DealSummary(
        net=books.purses[seat] - deal.purses_before[seat],
        declared=deal.status[seat] in ("play", "rob"),
        won=any(t.target == seat and t.source == "basket" for t in books.transfers),
        bete=any(s == seat for s, _paid in deal.mouched),
    )


def history_extra(deal: Any) -> dict[str, Any]:
    """Mouche's own fields of a ledger entry."""
    shown_by = deal.mouche_shown[0] if deal.mouche_shown is not None else None
    return {"in_players": list(deal.in_players), "mouche_shown": shown_by, "mouched": [s for s, _paid in deal.mouched]}


__all__ = ["HINT_OUTCOME", "OUTCOMES", "POTS", "RECORD_BETE", "RECORD_COLUMN", "RECORD_DECLARED", "WHYS", "headline", "hint_outcome",
           "history_extra", "result_lines", "summary", "within"]
