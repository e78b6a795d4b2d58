"""Deals and payments told in words, for the result panel and the ledger."""
from __future__ import annotations

import re
from typing import Sequence

from ..engine import Transfer

POT_WORDS = {
    "game": "the game",
    "king": "the King",
    "fiches": "the dish",
    "bete": "the bêtes",
    "play": "the Play",
    "triolet": "the Triolet",
    "pool": "the pool",
}


_YOU = re.compile(r"\bYou (wins|makes|takes|ties|beats|pays|draws|deals|says|holds|plays|goes|folds|knocks|changes"
                  r"|keeps|leads|antes)\b")


def you(text: str) -> str:
    """Second person where the person is the subject ('You draw a King', 'You go bestia')."""
    def verb(m: re.Match) -> str:
        word = m.group(1)
        return "You " + (word[:-2] if word == "goes" else word[:-1])
    return _YOU.sub(verb, text).replace("You's", "Your")


def party(who, names: Sequence[str]) -> str:
    if isinstance(who, int):
        return names[who]
    return POT_WORDS.get(who, str(who))


def jetons(n: int) -> str:
    return f"{n} jeton" if n == 1 else f"{n} jetons"


def transfer_line(t: Transfer, names: Sequence[str]) -> str:
    return f"{party(t.source, names)} → {party(t.target, names)}: {t.jetons}  ({t.why})"


def grouped_lines(transfers: Sequence[Transfer], names: Sequence[str]) -> list[str]:
    """Transfer lines, with alike payments from several players (stakes) on one line."""
    lines: list[str] = []
    i = 0
    transfers = list(transfers)
    while i < len(transfers):
        t = transfers[i]
        j = i + 1
        while (j < len(transfers) and transfers[j].why == t.why and transfers[j].target == t.target
               and transfers[j].jetons == t.jetons and isinstance(transfers[j].source, int)
               and isinstance(t.source, int)):
            j += 1
        if j - i >= 3:
            who = "everyone" if j - i == len(names) else ", ".join(names[x.source] for x in transfers[i:j])
            lines.append(f"{who} → {party(t.target, names)}: {t.jetons} each  ({t.why})")
        else:
            lines.extend(transfer_line(x, names) for x in transfers[i:j])
        i = j
    return lines


_BASE = {"takes": "take", "makes": "make", "wins": "win", "ties": "tie", "beats": "beat", "pays": "pay",
         "draws": "draw", "deals": "deal", "holds": "hold", "says": "say", "plays": "play"}


def v(name: str, verb: str) -> str:
    """The verb agreeing with its subject: 'Anne takes', 'You take'."""
    return _BASE.get(verb, verb) if name == "You" else verb


def possessive(name: str) -> str:
    return "Your" if name == "You" else f"{name}'s"


def headline(deal, names: Sequence[str]) -> str:
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


def outcome_word(outcome: str | None) -> str:
    return {
        "win": "won", "vole": "vole", "bete": "bête", "devole": "dévole", "null": "null",
        "thrown_in": "thrown in", "contre_win": "contre won", "contre_lost": "contre lost",
        "beast": "Beast", "session_end": "share-out",
        "shared": "shared by tricks", "uncontested": "uncontested", "winner_takes_all": "winner takes all",
        "no_winner": "no winner", "un_perdere": "un perdere", "tre_carte": "three cards",
    }.get(outcome or "", outcome or "")
