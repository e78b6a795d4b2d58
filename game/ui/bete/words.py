"""Bête's deals in words: how a deal ended and what it paid, the pots by name, the outcomes
for the ledger, and what a deal counts in the person's record.

Every word goes through the catalogs (:mod:`game.i18n`); the game's own words (je joue,
contre, la vole, la dévole, la bête, the Curieuse, fiche, jeton) stay French in every
language, and Cotton's heaps (the King, the Play, the Triolet) keep his names.
"""
from __future__ import annotations

import re
from typing import Any, Sequence

from ...i18n import N_, NP_, _, ngettext, number
from ...stats import DealSummary
from ..grammar import card_name, is_you, jetons, shown, subject, suit_name
from ..shown import Shown, said


#: The pots as payments name them.
POTS = Shown({"game": N_("the game"), "king": N_("the King"), "fiches": N_("the dish"), "bete": N_("the bêtes"),
              "play": N_("the Play"), "triolet": N_("the Triolet")})


class Whys(Shown):
    """The engine's reasons for Bête's payments, the fiches taken from under the dish counted
    ("3 fiches from under the dish") as the engine wrote them."""

    FICHES = re.compile(r"^(\d+) fiches? from under the dish$")

    def __getitem__(self, key: str) -> str:
        found = self.FICHES.match(key)
        if found:
            n = int(found.group(1))
            return ngettext("{n} fiche from under the dish", "{n} fiches from under the dish", n).format(n=number(n))
        return super().__getitem__(key)


#: Why the engine paid, as the result panel and the ledger say it.
WHYS = Whys({
    "a fiche under the dish": N_("a fiche under the dish"), "stake for the game": N_("stake for the game"),
    "stake for the King": N_("stake for the King"), "stake for the Play": N_("stake for the Play"),
    "stake for the Triolet": N_("stake for the Triolet"), "stake for the Curieuse": N_("stake for the Curieuse"),
    "the dealer's jeton": N_("the dealer's jeton"), "the game": N_("the game"), "the vole": N_("the vole"),
    "a bête waiting, taken by the vole": N_("a bête waiting, taken by the vole"),
    "the contre player's double bête": N_("the contre player's double bête"),
    "the declarer's bête, paid to the contre player": N_("the declarer's bête, paid to the contre player"),
    "the declarer's bête": N_("the declarer's bête"), "the dévole": N_("the dévole"),
    "the King of trumps": N_("the King of trumps"), "the bête at stake": N_("the bête at stake"),
    "most tricks: the Play": N_("most tricks: the Play"), "the King of trumps: the King": N_("the King of trumps: the King"),
    "three of a rank: the Triolet": N_("three of a rank: the Triolet"),
})
#: On the bar when a deal follows the last one due.
OVERTIME = N_("playing off the bêtes")
#: On the plate of a seat that called, by call.
ROLES = Shown({"play": N_("plays"), "contre": N_("contre")})
CURIEUSE = N_("Curieuse")
#: The calls as they are said at the table: the game's own words, French in every language,
#: kept in the catalogs so that each language may write them as its players do.
CALL_WORDS = {"play": N_("Je joue"), "pass": N_("Je passe"), "contre": N_("Contre")}


def call_words(call: Any) -> str:
    """A call as said aloud (``Call.PLAY`` -> "Je joue")."""
    return _(CALL_WORDS[call.value])
CURIEUSE_TURNED = N_("Everyone passed: the Curieuse is turned")
#: Outcomes in a word or two, for the ledger.
OUTCOMES = Shown({"win": NP_("deal", "won"), "vole": N_("vole"), "bete": N_("bête"), "devole": N_("dévole"),
                  "null": NP_("deal", "null"), "thrown_in": N_("thrown in"), "contre_win": N_("contre won"),
                  "contre_lost": N_("contre lost"), "beast": N_("Beast")})
#: The Beast's heaps as a headline names what a player swept, by heap: (the person, a player).
SWEPT = {"play": (N_("You take the Play ({n})"), N_("{name} takes the Play ({n})")),
         "king": (N_("You take the King ({n})"), N_("{name} takes the King ({n})")),
         "triolet": (N_("You take the Triolet ({n})"), N_("{name} takes the Triolet ({n})"))}


def headline(deal: Any, names: Sequence[str]) -> str:
    """One sentence saying how the deal ended and what it cost or paid."""
    outcome = deal.outcome
    d = deal.declarer
    c = deal.contre
    paid = deal.books.transfers[deal.ante_count:]

    def total(src=None, dst=None) -> int:
        return sum(t.jetons for t in paid if (src is None or t.source == src) and (dst is None or t.target == dst)
                   and t.source != "king")

    D = names[d] if d is not None else ""
    C = names[c] if c is not None else ""
    if outcome == "thrown_in":
        line = _("Everyone passed: the deal is thrown in and the pots stay")
    elif outcome == "win" and c is not None:
        first = subject(D, _("You beat the contre and take {amount}"), _("{name} beats the contre and takes {amount}"),
                        amount=jetons(total(dst=d)))
        second = subject(C, _("you pay {amount} into a bête"), _("{name} pays {amount} into a bête"),
                         amount=jetons(total(src=c)))
        line = _("{first}; {second}").format(first=first, second=second)
    elif outcome == "win":
        line = subject(D, _("You win the deal and take {amount}"), _("{name} wins the deal and takes {amount}"),
                       amount=jetons(total(dst=d)))
    elif outcome == "vole":
        line = subject(D, _("You take all five tricks — la vole! {amount} won"),
                       _("{name} takes all five tricks — la vole! {amount} won"), amount=jetons(total(dst=d)))
    elif outcome == "bete":
        line = subject(D, _("You make the bête: {amount} into the pot"),
                       _("{name} makes the bête: {amount} into the pot"), amount=jetons(total(src=d, dst="bete")))
    elif outcome == "devole":
        line = subject(D, _("You take no trick — dévole: {amount} into the pot and a jeton to each player"),
                       _("{name} takes no trick — dévole: {amount} into the pot and a jeton to each player"),
                       amount=jetons(total(src=d, dst="bete")))
    elif outcome == "null":
        line = subject(D, _("A null deal: you tie for most tricks, and every pot stays"),
                       _("A null deal: {name} ties for most tricks, and every pot stays"))
    elif outcome in ("contre_win", "contre_lost"):
        line = _contre_headline(outcome, D, C, total(dst=c), total(src=d), total(src=c))
    elif outcome == "beast":
        line = _swept(paid, names)
    else:
        line = _("The deal ends: {outcome}").format(outcome=outcome)
    holder = deal.king_holder
    if outcome != "beast" and holder is not None:
        king = [t for t in paid if t.source == "king"]
        if king:
            line += ". " + subject(names[holder], _("You held the King of trumps: +{n}"),
                                   _("{name} held the King of trumps: +{n}"), n=number(king[0].jetons))
    return line


def _contre_headline(outcome: str, declarer: str, contre: str, won: int, declarer_paid: int, contre_paid: int) -> str:
    """A contre won by the contre player, or won by nobody: two players in one sentence, in
    the variant for whichever of them is the person (or neither)."""
    if outcome == "contre_win":
        if is_you(contre):
            text = _("Your contre wins: {amount}, of which {declarer} pays {paid}")
        elif is_you(declarer):
            text = _("{contre}'s contre wins: {amount}, of which you pay {paid}")
        else:
            text = _("{contre}'s contre wins: {amount}, of which {declarer} pays {paid}")
        return text.format(contre=shown(contre), declarer=shown(declarer), amount=jetons(won),
                           paid=number(declarer_paid))
    if is_you(declarer):
        text = _("Nobody wins the contre: you pay {paid} and {contre} {contre_paid} into bêtes")
    elif is_you(contre):
        text = _("Nobody wins the contre: {declarer} pays {paid} and you {contre_paid} into bêtes")
    else:
        text = _("Nobody wins the contre: {declarer} pays {paid} and {contre} {contre_paid} into bêtes")
    return text.format(contre=shown(contre), declarer=shown(declarer), paid=jetons(declarer_paid),
                       contre_paid=jetons(contre_paid))


def _swept(paid: Sequence[Any], names: Sequence[str]) -> str:
    """Cotton's Beast: who swept which heap, or that all three stay."""
    parts = []
    for pot in ("play", "king", "triolet"):
        winners = [t for t in paid if t.source == pot and isinstance(t.target, int)]
        if winners:
            who = names[winners[0].target]
            you_form, other_form = SWEPT[pot]
            part = subject(who, _(you_form), _(other_form), n=number(winners[0].jetons))
            # after a semicolon the person's pronoun goes lower case (a name never does)
            parts.append(part[:1].lower() + part[1:] if parts and is_you(who) else part)
    return _("; ").join(parts) if parts else _("Nobody sweeps a heap: all three stay")


def summary(deal: Any, seat: int) -> DealSummary:
    """Declared: said je joue or contre.  Won: the deal, as declarer or by contre (in
    Cotton's Beast, where nobody declares, most tricks alone).  A bête: paid one."""
    outcome = deal.outcome
    if outcome == "beast":
        most = max(deal.tricks_won)
        won = deal.tricks_won[seat] == most and deal.tricks_won.count(most) == 1
    else:
        won = (outcome in ("win", "vole") and seat == deal.declarer) or \
            (outcome == "contre_win" and seat == deal.contre)
    return DealSummary(
        net=deal.books.purses[seat] - deal.purses_before[seat],
        declared=seat in (deal.declarer, deal.contre),
        won=won,
        bete=any(t.source == seat and t.target == "bete" for t in deal.books.transfers),
    )


def history_extra(deal: Any) -> dict[str, Any]:
    """Bête's own fields of a ledger entry."""
    return {"declarer": deal.declarer, "contre": deal.contre}


# ----------------------------------------------------------------------------- on the cloth
def call_prompt(declarer: str | None, contre: bool, upcard: Any) -> str:
    """The line above the hand when the person is to call."""
    if declarer is not None:
        text = _("{name} plays: pass or say contre") if contre else _("{name} plays: pass")
        return text.format(name=shown(declarer))
    return _("Your call: trumps are {suit} ({card} turned)").format(suit=suit_name(upcard.suit),
                                                                   card=card_name(upcard))


def worth(value: int) -> str:
    """The deal's value, on the bar."""
    return _("worth {amount}").format(amount=jetons(value))


#: The pots by name on the cloth: Le Gras's King and game; Cotton's three heaps by his names.
HEAPS = {"king": N_("King"), "game": N_("Game")}
BEAST_HEAPS = {"king": NP_("heap", "King"), "play": NP_("heap", "Play"), "triolet": NP_("heap", "Triolet")}
#: What a pot is for, under the mouse, with its name and its jetons, by pot (the Beast's apart).
POT_TIPS = {"king": N_("King: {amount}, paid to whoever holds the King of trumps (the Ace with ace high)"),
            "game": N_("Game: {amount}, taken by the declarer who wins the deal")}
BEAST_TIPS = {"king": NP_("heap", "King: {amount}, paid to whoever holds the King of trumps (the Ace with ace high)"),
              "play": N_("Play: {amount}, swept by whoever takes the most tricks"),
              "triolet": N_("Triolet: {amount}, swept by whoever holds three of a kind")}


def heap_name(pot: str, beast: bool = False) -> str:
    """A pot's name on the cloth: 'King', 'Game'; in the Beast, 'King', 'Play', 'Triolet'."""
    return said((BEAST_HEAPS if beast else HEAPS)[pot])


def heap(pot: str, count: int, beast: bool = False) -> str:
    """A pot and its jetons on the cloth: 'King: 3 jetons', the Beast's 'Triolet: 2 jetons'."""
    return _("{heap}: {amount}").format(heap=heap_name(pot, beast), amount=jetons(count))


def heap_lines(pot: str, count: int) -> tuple[str, str]:
    """A pot's name and its jetons on two lines, where a line is narrow: ('Game', '4 jetons')."""
    return heap_name(pot), jetons(count)


def pot_tip(pot: str, count: int, beast: bool = False) -> str:
    """What a pot holds and what it is for, under the mouse."""
    return said((BEAST_TIPS if beast else POT_TIPS)[pot]).format(amount=jetons(count))


def dish_tip(fiches: int, fiche_value: int, stake: int) -> str:
    return ngettext("Under the dish: {n} fiche of {value} each; {stake} at stake this deal, {amount}",
                    "Under the dish: {n} fiches of {value} each; {stake} at stake this deal, {amount}",
                    fiches).format(n=number(fiches), value=jetons(fiche_value), stake=number(stake),
                                   amount=jetons(stake * fiche_value))


def betes_tip(betes: list[int]) -> str:
    if not betes:
        return ""
    if len(betes) == 1:
        return _("The bête at stake: {amount}, won with the next deal won").format(amount=jetons(betes[0]))
    return _("The bête at stake: {amount}, won with the next deal won; then {waiting} waiting").format(
        amount=jetons(betes[0]), waiting=", ".join(jetons(b) for b in betes[1:]))


def under_the_dish(fiches: int) -> str:
    return ngettext("{n} fiche under the dish", "{n} fiches under the dish", fiches).format(n=number(fiches))


def at_stake(fiches: int, value: int) -> str:
    return _("{fiches} at stake · {amount}").format(fiches=number(fiches), amount=jetons(value))


def bete_queue(count: int) -> str:
    """The caption of the queue of bêtes."""
    if count > 1:
        return _("bête at stake, {n} waiting").format(n=number(count - 1))
    return _("bête at stake")


__all__ = ["BEAST_HEAPS", "CALL_WORDS", "CURIEUSE", "CURIEUSE_TURNED", "HEAPS", "OUTCOMES", "OVERTIME", "POTS", "ROLES", "Shown", "WHYS", "Whys", "call_words",
           "at_stake", "bete_queue", "betes_tip", "call_prompt", "dish_tip", "headline", "heap", "heap_lines",
           "heap_name", "history_extra", "pot_tip", "said", "summary", "under_the_dish", "worth"]
