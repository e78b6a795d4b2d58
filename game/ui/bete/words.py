"""Bête's deals in words: how a deal ended and what it paid, the pots by name, the outcomes
for the ledger, and what a deal counts in the person's record."""
from __future__ import annotations

from typing import Any, Sequence

from ...stats import DealSummary
from ..words import jetons, possessive, v

#: The pots as payments name them.
POTS = {"game": "the game", "king": "the King", "fiches": "the dish", "bete": "the bêtes", "play": "the Play",
        "triolet": "the Triolet"}
#: On the bar when a deal follows the last one due.
OVERTIME = "playing off the bêtes"
#: On the plate of a seat that called, by call.
ROLES = {"play": "plays", "contre": "contre"}
CURIEUSE = "Curieuse"
CURIEUSE_TURNED = "Everyone passed: the Curieuse is turned"
#: Outcomes in a word or two, for the ledger.
OUTCOMES = {"win": "won", "vole": "vole", "bete": "bête", "devole": "dévole", "null": "null",
            "thrown_in": "thrown in", "contre_win": "contre won", "contre_lost": "contre lost", "beast": "Beast"}


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
        line = "Everyone passed: the deal is thrown in and the pots stay"
    elif outcome == "win" and c is not None:
        line = (f"{D} {v(D, 'beats')} the contre and {v(D, 'takes')} {jetons(total(dst=d))};"
                f" {C} {v(C, 'pays')} {jetons(total(src=c))} into a bête")
    elif outcome == "win":
        line = f"{D} {v(D, 'wins')} the deal and {v(D, 'takes')} {jetons(total(dst=d))}"
    elif outcome == "vole":
        line = f"{D} {v(D, 'takes')} all five tricks — la vole! {jetons(total(dst=d))} won"
    elif outcome == "bete":
        line = f"{D} {v(D, 'makes')} the bête: {jetons(total(src=d, dst='bete'))} into the pot"
    elif outcome == "devole":
        line = (f"{D} {v(D, 'takes')} no trick — dévole: {jetons(total(src=d, dst='bete'))} into the pot"
                f" and a jeton to each player")
    elif outcome == "null":
        line = f"A null deal: {D} {v(D, 'ties')} for most tricks, and every pot stays"
    elif outcome == "contre_win":
        line = f"{possessive(C)} contre wins: {jetons(total(dst=c))}, of which {D} {v(D, 'pays')} {total(src=d)}"
    elif outcome == "contre_lost":
        line = (f"Nobody wins the contre: {D} {v(D, 'pays')} {jetons(total(src=d))} and"
                f" {C} {jetons(total(src=c))} into bêtes")
    elif outcome == "beast":
        parts = []
        for pot, noun in (("play", "the Play"), ("king", "the King"), ("triolet", "the Triolet")):
            winners = [t for t in paid if t.source == pot and isinstance(t.target, int)]
            if winners:
                who = names[winners[0].target]
                parts.append(f"{who} {v(who, 'takes')} {noun} ({winners[0].jetons})")
        line = "; ".join(parts) if parts else "Nobody sweeps a heap: all three stay"
    else:
        line = f"The deal ends: {outcome}"
    holder = deal.king_holder
    if outcome != "beast" and holder is not None:
        king = [t for t in paid if t.source == "king"]
        if king:
            line += f". {names[holder]} held the King of trumps: +{king[0].jetons}"
    return line


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
        return f"{declarer} plays: pass" + (" or say contre" if contre else "")
    return f"Your call: trumps are {upcard.suit.noun}s ({upcard.name} turned)"


def worth(value: int) -> str:
    return f"worth {jetons(value)}"


#: The pots by name on the cloth.
HEAPS = {"king": "King", "play": "Play", "triolet": "Triolet", "game": "Game"}


def heap(pot: str, count: int) -> str:
    """A pot and its jetons on the cloth: 'King: 3 jetons', the Beast's 'Triolet: 2 jetons'."""
    return f"{HEAPS[pot]}: {jetons(count)}"


def heap_lines(pot: str, count: int) -> tuple[str, str]:
    """A pot's name and its jetons on two lines, where a line is narrow: ('Game', '4 jetons')."""
    return HEAPS[pot], jetons(count)


def pot_tip(pot: str, count: int, fiches: int = 0, fiche_value: int = 5) -> str:
    """What a pot holds and what it is for, under the mouse."""
    what = {
        "king": "paid to whoever holds the King of trumps (the Ace with ace high)",
        "game": "taken by the declarer who wins the deal",
        "play": "swept by whoever takes the most tricks",
        "triolet": "swept by whoever holds three of a kind",
    }.get(pot, "")
    return f"{HEAPS[pot]}: {jetons(count)}, {what}"


def dish_tip(fiches: int, fiche_value: int, stake: int) -> str:
    return (f"Under the dish: {fiches} fiche{'s' if fiches != 1 else ''} of {jetons(fiche_value)} each; "
            f"{stake} at stake this deal, {jetons(stake * fiche_value)}")


def betes_tip(betes: list[int]) -> str:
    if not betes:
        return ""
    waiting = f"; then {', '.join(jetons(b) for b in betes[1:])} waiting" if len(betes) > 1 else ""
    return f"The bête at stake: {jetons(betes[0])}, won with the next deal won{waiting}"


def under_the_dish(fiches: int) -> str:
    return f"{fiches} fiche{'s' if fiches != 1 else ''} under the dish"


def at_stake(fiches: int, jetons: int) -> str:
    return f"{fiches} at stake · {jetons} jetons"


def bete_queue(count: int) -> str:
    """The caption of the queue of bêtes."""
    return "bête at stake" + (f", {count - 1} waiting" if count > 1 else "")
