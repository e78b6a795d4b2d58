"""Bestia's deals in words: the talk in bubbles and on the plates, how a deal ended, going
in bestia, the pool by name, the outcomes for the ledger, and what a deal counts in the
person's record."""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.bestia import Talk
from ...stats import DealSummary
from ..words import PRONOUNS, jetons, v

#: What each word of the talk looks like in a bubble, and on the seat's plate after.
BUBBLES = {"fold": "Passo", "play": "Gioco", "knock": "Busso!", "terzo": "Terzo se devo", "buco": "Col buco",
           "rob": "Rubo la briscola", "leave": "Lascio"}
ROLES = {"fold": "folded", "play": "plays", "knock": "knocked", "terzo": "terzo se devo", "buco": "took the buco"}
#: The talk's words as the prompt lists them.
PROMPT_WORDS = {Talk.FOLD: "fold", Talk.KNOCK: "knock", Talk.TERZO: "terzo se devo", Talk.BUCO: "take the buco",
                Talk.ROB: "rob", Talk.LEAVE: "leave"}
#: How the deal was dealt, on the bar (the Rome form says nothing).
FORMS = {"un_giro": "un giro", "col_buco": "col buco", "tre_carte": "three cards, no folding"}
#: The word on the tag under the card turned for trump.
BRISCOLA = "Briscola"
#: A seat gone in bestia: its plate, and its bubble.
IN_BESTIA, IN_BESTIA_BUBBLE = "in bestia", "in bestia!"
#: Bubbles drawn highlighted: commitments (said for the player too).
LOUD = (BUBBLES["knock"], IN_BESTIA_BUBBLE)
#: Said of a word the rules spoke for the player.
FORCED = " (forced)"
#: The talk's buttons.
ROB, LEAVE, KNOCK, TERZO, BUCO, FOLD = ("Rob the trump", "Leave it", "Knock (busso)", "Terzo se devo",
                                        "Take the buco", "Fold (passo)")
#: On a card picked to change.
CHANGE = "change"
RESHUFFLED = "The stock has run out: the discards are shuffled into a new stock"
BUCO_LAID = "Three cards lie face down across the trump: the buco"
STOCK = "stock"
ROB_PROMPT_DISCARD = "You took the trump: discard one card face down (click it or press its number)"
#: The pool as payments name it.
POTS = {"pool": "the pool"}
#: Outcomes in a word or two, for the ledger.
OUTCOMES = {"shared": "shared by tricks", "uncontested": "uncontested", "winner_takes_all": "winner takes all",
            "no_winner": "no winner", "un_perdere": "un perdere", "tre_carte": "three cards"}


def in_bestia_line(name: str, paid: int, knocker: bool) -> str:
    """'Anne goes bestia: she pays 24 into the next pool' (the table turns 'You goes' into 'You go')."""
    what = "the pool and a half as the knocker, " if knocker else ""
    if name == "You":
        return f"You goes bestia: you pay {what}{jetons(paid)} into the next pool"
    pronoun = PRONOUNS.get(name)
    pays = f": {pronoun} pays" if pronoun else " and pays"
    return f"{name} goes bestia{pays} {what}{jetons(paid)} into the next pool"


def headline(deal: Any, names: Sequence[str]) -> str:
    """One sentence saying how the deal ended: the pool shared, taken or left, and who went in bestia."""
    pool = deal.pool_before_shares or 0
    outcome = deal.outcome
    if outcome == "uncontested":
        (seat,) = deal.in_seats
        return f"Everyone else folds: {names[seat]} {v(names[seat], 'takes')} the pool of {pool}"
    tricks = ", ".join(f"{names[s]} {deal.tricks_won[s]}" for s in deal.in_seats if deal.tricks_won[s])
    if outcome == "shared":
        line = f"The pool of {pool} is shared by tricks: {tricks}"
    elif outcome == "winner_takes_all":
        (seat,) = [s for s, _, _ in deal.shares] or [None]
        line = f"{names[seat]} {v(names[seat], 'takes')} the most tricks and the whole pool, {pool}"
    elif outcome == "no_winner":
        line = f"A tie for the most tricks ({tricks}): the pool of {pool} stays"
    elif outcome == "un_perdere":
        line = f"Un perdere: the fewest tricks take their part of the pool ({tricks})"
    elif outcome == "tre_carte":
        line = f"Three cards without folding: two tricks take the ante back ({tricks})"
    else:
        line = f"The deal ends: {outcome}"
    for seat, _ in deal.in_bestia:
        line += f"; {names[seat]} goes bestia"
    return line


def result_lines(deal: Any, names: Sequence[str]) -> list[str]:
    """The result panel's lines before the payments: who went in bestia, who antes differently next deal."""
    lines = [in_bestia_line(names[s], paid, s == deal.knocker) for s, paid in deal.in_bestia]
    lines += [f"{names[p.seat]} antes {jetons(p.jetons)} next deal ({p.why})" for p in deal.books.pending_antes]
    return lines


def summary(deal: Any, seat: int) -> DealSummary:
    """Declared: stayed in.  Won: took a share of the pool.  A bête: went in bestia."""
    return DealSummary(
        net=deal.books.purses[seat] - deal.purses_before[seat],
        declared=seat in deal.in_seats,
        won=any(s == seat for s, _, _ in deal.shares),
        bete=any(s == seat for s, _ in deal.in_bestia),
    )


def history_extra(deal: Any) -> dict[str, Any]:
    """Bestia's own fields of a ledger entry."""
    return {"knocker": deal.knocker, "in_bestia": [seat for seat, _ in deal.in_bestia]}


# ----------------------------------------------------------------------------- on the cloth
def play_label(picked: int) -> str:
    """The Play button, with the cards picked to change."""
    return f"Play, change {picked}" if picked else "Play (gioco)"


def at_most(most: int) -> str:
    return f"You may change at most {most} cards"


def talk_prompt(words: list[str], can_play: bool, most: int) -> str:
    """The line above the hand at the person's turn to speak."""
    choices = ", ".join((["play"] if can_play else []) + words[:-1]) + " or " + words[-1] if words else "play"
    change = f" (pick up to {most} cards to change first)" if most > 0 else ""
    return f"Your turn to speak: {choices}{change}"


def rob_prompt(upcard: Any) -> str:
    return f"You deal: rob the trump ({upcard.name}) into your hand, or leave it"


def trump_shown(card: Any) -> str:
    return f"The talk is over: the trump is shown, {card.name}"


def pool(amount: int) -> str:
    return f"Pool: {jetons(amount)}"


def pool_tip(amount: int, tricks: int, each: int) -> str:
    """The pool under the mouse."""
    return (f"The pool: {jetons(amount)}; each of the {tricks} tricks takes {jetons(each)}, and a player in "
            "who takes none goes bestia and pays the pool into the next one")


def each_trick(part: str, amount: int) -> str:
    return f"each trick takes {part}: {amount}"


def laid_down(count: int) -> str:
    return f"{count} laid down"


def knocked_line(name: str, forced: bool, circuits: int) -> str:
    """The table's line at a knock: what it means for those still to speak."""
    if forced:
        rounds = "once" if circuits == 1 else f"{circuits} times"
        return (f"The talk has gone round {rounds}: the rules knock for {name}; "
                "everyone still to speak plays the cards dealt")
    return f"{name} knocked: everyone still to speak plays the cards dealt"


def forced_line(name: str, word: str) -> str:
    """A word the rules said for a player who said terzo se devo."""
    if word == "fold":
        return f"{name} said terzo se devo and three are in: {name} folds"
    return f"{name} said terzo se devo: at the knock {name} plays, to make three"
