"""Bestia's deals in words: the talk in bubbles and on the plates, how a deal ended, going
in bestia, the pool by name, the outcomes for the ledger, and what a deal counts in the
person's record.

Every sentence goes through the catalogs (:mod:`game.i18n`), whole: a sentence about a
player comes in two messages, for the person and for a named player
(:func:`~game.ui.grammar.subject`).  The words the players of Bestia say at the table
(passo, gioco, busso, terzo se devo, in bestia) stay Italian in every language.
"""
from __future__ import annotations

import re
from typing import Any, Sequence

from ...engine.bestia import Talk
from ...i18n import N_, _, ngettext, number
from ...stats import DealSummary
from ..grammar import card_name, is_you, jetons, subject
from ..shown import Shown
from ..words import PRONOUNS

#: What each word of the talk looks like in a bubble: said in Italian in every language (kept in
#: the catalogs, so that each language may write them as its players do); :func:`bubble`.
BUBBLES = {"fold": N_("Passo"), "play": N_("Gioco"), "knock": N_("Busso!"), "terzo": N_("Terzo se devo"),
           "buco": N_("Col buco"), "rob": N_("Rubo la briscola"), "leave": N_("Lascio")}
#: On the seat's plate after it spoke (:func:`role`).
ROLES = {"fold": N_("folded"), "play": N_("plays"), "knock": N_("knocked"), "terzo": N_("terzo se devo"),
         "buco": N_("took the buco")}
#: The talk's words as the prompt lists them (:func:`talk_prompt`).
PROMPT_WORDS = {Talk.FOLD: N_("fold"), Talk.KNOCK: N_("knock"), Talk.TERZO: N_("terzo se devo"),
                Talk.BUCO: N_("take the buco"), Talk.ROB: N_("rob"), Talk.LEAVE: N_("leave")}
#: How the deal was dealt, on the bar (the Rome form says nothing).
FORMS = {"un_giro": N_("un giro"), "col_buco": N_("col buco"), "tre_carte": N_("three cards, no folding")}
#: The word on the tag under the card turned for trump: Italian in every language.
BRISCOLA = N_("Briscola")
#: A seat gone in bestia: its plate, and its bubble (Italian in every language).
IN_BESTIA, IN_BESTIA_BUBBLE = N_("in bestia"), N_("in bestia!")
#: Bubbles drawn highlighted: commitments (said for the player too).
LOUD = (BUBBLES["knock"], IN_BESTIA_BUBBLE)
#: The talk's buttons (the decision panel translates them where it draws them, as it does the keys' help).
ROB, LEAVE, KNOCK, TERZO, BUCO, FOLD = (N_("Rob the trump"), N_("Leave it"), N_("Knock (busso)"),
                                        N_("Terzo se devo"), N_("Take the buco"), N_("Fold (passo)"))
#: On a card picked to change.
CHANGE = N_("change")


class Whys(Shown):
    """The engine's reasons for Bestia's payments, with each trick's share of the pool
    ("a fifth of the pool for trick 2") read from the reason the engine wrote."""

    TRICK = re.compile(r"^(a fifth|a third|1/\d+) of the pool for trick (\d+)$")

    def __getitem__(self, key: str) -> str:
        found = self.TRICK.match(key)
        if found:
            part, trick = found.groups()
            n = number(int(trick))
            if part == "a fifth":
                return _("a fifth of the pool for trick {n}").format(n=n)
            if part == "a third":
                return _("a third of the pool for trick {n}").format(n=n)
            return _("{part} of the pool for trick {n}").format(part=part, n=n)
        return super().__getitem__(key)


#: The pool as payments name it.
POTS = Shown({"pool": N_("the pool")})
#: Outcomes in a word or two, for the ledger.
OUTCOMES = Shown({"shared": N_("shared by tricks"), "uncontested": N_("uncontested"),
                  "winner_takes_all": N_("winner takes all"), "no_winner": N_("no winner"),
                  "un_perdere": N_("un perdere"), "tre_carte": N_("three cards")})
#: Why the engine paid, as the result panel and the ledger say it.
WHYS = Whys({
    "ante": N_("ante"), "most tricks: the whole pool": N_("most tricks: the whole pool"),
    "in bestia, the knocker: the pool and a half": N_("in bestia, the knocker: the pool and a half"),
    "in bestia: the whole pool": N_("in bestia: the whole pool"),
    "the knocker's reward: half the ante": N_("the knocker's reward: half the ante"),
    "fewest tricks: a share of the pool (un perdere)": N_("fewest tricks: a share of the pool (un perdere)"),
    "the knocker took the most tricks: he pays back what the winners took":
        N_("the knocker took the most tricks: he pays back what the winners took"),
    "the knocker who failed at un perdere: an ante and a half":
        N_("the knocker who failed at un perdere: an ante and a half"),
    "two tricks: the ante back": N_("two tricks: the ante back"),
})


def pool_part(tricks: int) -> str:
    """What each trick takes of the pool: 'a fifth' with five cards, 'a third' with three."""
    if tricks == 5:
        return _("a fifth")
    if tricks == 3:
        return _("a third")
    return f"1/{tricks}"


def role(word: str) -> str:
    """A seat's plate after it spoke ("" before)."""
    return _(ROLES[word]) if word in ROLES else ""


def form(name: str) -> str:
    """How the deal was dealt, on the bar."""
    return _(FORMS[name])


#: Going in bestia, by whether the player knocked and how the sentence names them: the person,
#: a computer player by pronoun, or any other name.
IN_BESTIA_LINES = {
    (False, "you"): N_("You go bestia: you pay {amount} into the next pool"),
    (False, "she"): N_("{name} goes bestia: she pays {amount} into the next pool"),
    (False, "he"): N_("{name} goes bestia: he pays {amount} into the next pool"),
    (False, ""): N_("{name} goes bestia and pays {amount} into the next pool"),
    (True, "you"): N_("You go bestia: you pay the pool and a half as the knocker, {amount} into the next pool"),
    (True, "she"): N_("{name} goes bestia: she pays the pool and a half as the knocker, {amount} into the next pool"),
    (True, "he"): N_("{name} goes bestia: he pays the pool and a half as the knocker, {amount} into the next pool"),
    (True, ""): N_("{name} goes bestia and pays the pool and a half as the knocker, {amount} into the next pool"),
}


def in_bestia_line(name: str, paid: int, knocker: bool) -> str:
    """'Anne goes bestia: she pays 24 jetons into the next pool'."""
    return subject(name, _(IN_BESTIA_LINES[knocker, "you"]), _(IN_BESTIA_LINES[knocker, PRONOUNS.get(name, "")]),
                   amount=jetons(paid))


def _tricks_list(deal: Any, names: Sequence[str]) -> str:
    """'Anne 2, Bruno 1': the tricks of the players in who took some."""
    return ", ".join((_("You {n}") if is_you(names[s]) else "{name} {n}").format(name=names[s],
                                                                           n=number(deal.tricks_won[s]))
                     for s in deal.in_seats if deal.tricks_won[s])


def headline(deal: Any, names: Sequence[str]) -> str:
    """One sentence saying how the deal ended: the pool shared, taken or left, and who went in bestia."""
    pool = number(deal.pool_before_shares or 0)
    outcome = deal.outcome
    if outcome == "uncontested":
        (seat,) = deal.in_seats
        return subject(names[seat], _("Everyone else folds: you take the pool of {pool}"),
                       _("Everyone else folds: {name} takes the pool of {pool}"), pool=pool)
    tricks = _tricks_list(deal, names)
    if outcome == "shared":
        line = _("The pool of {pool} is shared by tricks: {tricks}").format(pool=pool, tricks=tricks)
    elif outcome == "winner_takes_all":
        (seat,) = [s for s, _w, _t in deal.shares] or [None]
        line = subject(names[seat], _("You take the most tricks and the whole pool, {pool}"),
                       _("{name} takes the most tricks and the whole pool, {pool}"), pool=pool)
    elif outcome == "no_winner":
        line = _("A tie for the most tricks ({tricks}): the pool of {pool} stays").format(tricks=tricks, pool=pool)
    elif outcome == "un_perdere":
        line = _("Un perdere: the fewest tricks take their part of the pool ({tricks})").format(tricks=tricks)
    elif outcome == "tre_carte":
        line = _("Three cards without folding: two tricks take the ante back ({tricks})").format(tricks=tricks)
    else:
        line = _("The deal ends: {outcome}").format(outcome=outcome)
    for seat, _paid in deal.in_bestia:
        line = subject(names[seat], _("{line}; you go bestia"), _("{line}; {name} goes bestia"), line=line)
    return line


def result_lines(deal: Any, names: Sequence[str]) -> list[str]:
    """The result panel's lines before the payments: who went in bestia, who antes differently next deal."""
    lines = [in_bestia_line(names[s], paid, s == deal.knocker) for s, paid in deal.in_bestia]
    lines += [subject(names[p.seat], _("You ante {amount} next deal ({why})"),
                      _("{name} antes {amount} next deal ({why})"),
                      amount=jetons(p.jetons), why=WHYS.get(p.why, p.why)) for p in deal.books.pending_antes]
    return lines


def summary(deal: Any, seat: int) -> DealSummary:
    """Declared: stayed in.  Won: took a share of the pool.  A bête: went in bestia."""
    return DealSummary(
        net=deal.books.purses[seat] - deal.purses_before[seat],
        declared=seat in deal.in_seats,
        won=any(s == seat for s, _w, _t in deal.shares),
        bete=any(s == seat for s, _p in deal.in_bestia),
    )


def history_extra(deal: Any) -> dict[str, Any]:
    """Bestia's own fields of a ledger entry."""
    return {"knocker": deal.knocker, "in_bestia": [seat for seat, _p in deal.in_bestia]}


# ----------------------------------------------------------------------------- on the cloth
def play_label(picked: int) -> str:
    """The Play button, with the cards picked to change."""
    return _("Play, change {n}").format(n=number(picked)) if picked else _("Play (gioco)")


def at_most(most: int) -> str:
    return ngettext("You may change at most {n} card", "You may change at most {n} cards", most).format(n=number(most))


def either(items: list[str]) -> str:
    """'A', 'A or B', 'A, B or C' in the active language (the choices of a prompt)."""
    if len(items) <= 1:
        return "".join(items)
    return _("{items} or {last}").format(items=", ".join(items[:-1]), last=items[-1])


def talk_prompt(said: list[str], can_play: bool, most: int) -> str:
    """The line above the hand at the person's turn to speak (``said``: the words of
    :data:`PROMPT_WORDS` legal now, English keys)."""
    choices = either(([_("play")] if can_play else []) + [_(word) for word in said]) or _("play")
    if most > 0:
        return ngettext("Your turn to speak: {choices} (pick up to {n} card to change first)",
                        "Your turn to speak: {choices} (pick up to {n} cards to change first)",
                        most).format(choices=choices, n=number(most))
    return _("Your turn to speak: {choices}").format(choices=choices)


def rob_prompt(upcard: Any) -> str:
    return _("You deal: rob the trump ({card}) into your hand, or leave it").format(card=card_name(upcard))


def rob_discard_prompt() -> str:
    return _("You took the trump: discard one card face down (click it or press its number)")


def reshuffled() -> str:
    return _("The stock has run out: the discards are shuffled into a new stock")


def buco_laid() -> str:
    return _("Three cards lie face down across the trump: the buco")


def stock() -> str:
    """The word over the stock."""
    return _("stock")


def bubble(word: str) -> str:
    """A word of the talk as its bubble says it ("knock" -> "Busso!")."""
    return _(BUBBLES[word]) if word in BUBBLES else word


def loud(text: str) -> bool:
    """Whether a bubble is a commitment (a knock, a seat gone in bestia), drawn highlighted."""
    return text.startswith(tuple(_(word) for word in LOUD))


def forced_bubble(bubble: str) -> str:
    """A bubble the rules spoke for the player who said terzo se devo."""
    return _("{words} (forced)").format(words=bubble)


def trump_shown(card: Any) -> str:
    return _("The talk is over: the trump is shown, {card}").format(card=card_name(card))


def pool(amount: int) -> str:
    return _("Pool: {amount}").format(amount=jetons(amount))


def pool_tip(amount: int, tricks: int, each: int) -> str:
    """The pool under the mouse."""
    return _("The pool: {amount}; each of the {n} tricks takes {each}, and a player in who takes none goes "
             "bestia and pays the pool into the next one").format(amount=jetons(amount), n=number(tricks),
                                                                  each=jetons(each))


def each_trick(tricks: int, amount: int) -> str:
    """Under the pool: what a trick takes of it."""
    return _("each trick takes {part}: {amount}").format(part=pool_part(tricks), amount=number(amount))


def laid_down(count: int) -> str:
    return ngettext("{n} laid down", "{n} laid down", count).format(n=number(count))


def knocked_line(name: str, forced: bool, circuits: int) -> str:
    """The table's line at a knock: what it means for those still to speak."""
    if not forced:
        return subject(name, _("You knocked: everyone still to speak plays the cards dealt"),
                       _("{name} knocked: everyone still to speak plays the cards dealt"))
    if circuits == 1:
        return subject(name, _("The talk has gone round once: the rules knock for you; "
                               "everyone still to speak plays the cards dealt"),
                       _("The talk has gone round once: the rules knock for {name}; "
                         "everyone still to speak plays the cards dealt"))
    return subject(name, ngettext("The talk has gone round {n} time: the rules knock for you; "
                                  "everyone still to speak plays the cards dealt",
                                  "The talk has gone round {n} times: the rules knock for you; "
                                  "everyone still to speak plays the cards dealt", circuits),
                   ngettext("The talk has gone round {n} time: the rules knock for {name}; "
                            "everyone still to speak plays the cards dealt",
                            "The talk has gone round {n} times: the rules knock for {name}; "
                            "everyone still to speak plays the cards dealt", circuits), n=number(circuits))


def forced_line(name: str, word: str) -> str:
    """A word the rules said for a player who said terzo se devo."""
    if word == "fold":
        return subject(name, _("You said terzo se devo and three are in: you fold"),
                       _("{name} said terzo se devo and three are in: {name} folds"))
    return subject(name, _("You said terzo se devo: at the knock you play, to make three"),
                   _("{name} said terzo se devo: at the knock {name} plays, to make three"))
