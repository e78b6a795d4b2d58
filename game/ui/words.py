"""Words every game uses: the person as "You", verbs agreeing, jetons counted, payments
told, for the table, the result panel and the ledger.  A game's own words are in its
package (``game/ui/<game>/words.py``): its pots by name, its outcomes, its headlines.
"""
from __future__ import annotations

import re
from typing import Mapping, Sequence

from ..engine import Transfer

#: The computer players' pronouns, for "Anne goes in ...: she pays 24".
PRONOUNS = {"Anne": "she", "Claire": "she", "Élise": "she", "Bruno": "he", "Denis": "he", "Firmin": "he",
            "Gaspard": "he"}


_YOU = re.compile(r"\bYou (wins|makes|takes|ties|beats|pays|draws|deals|says|holds|plays|goes|folds|knocks|changes"
                  r"|keeps|leads|antes)\b")


def you(text: str) -> str:
    """Second person where the person is the subject ('You draw a King', 'You go bestia')."""
    def verb(m: re.Match) -> str:
        word = m.group(1)
        return "You " + (word[:-2] if word == "goes" else word[:-1])
    return _YOU.sub(verb, text).replace("You's", "Your")


def party(who, names: Sequence[str], pots: Mapping[str, str]) -> str:
    """A seat by its player's name, a pot by the game's word for it."""
    if isinstance(who, int):
        return names[who]
    return pots.get(who, str(who))


def jetons(n: int) -> str:
    return f"{n} jeton" if n == 1 else f"{n} jetons"


def transfer_line(t: Transfer, names: Sequence[str], pots: Mapping[str, str]) -> str:
    return f"{party(t.source, names, pots)} → {party(t.target, names, pots)}: {t.jetons}  ({t.why})"


def grouped_lines(transfers: Sequence[Transfer], names: Sequence[str], pots: Mapping[str, str]) -> list[str]:
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
            lines.append(f"{who} → {party(t.target, names, pots)}: {t.jetons} each  ({t.why})")
        else:
            lines.extend(transfer_line(x, names, pots) for x in transfers[i:j])
        i = j
    return lines


_BASE = {"takes": "take", "makes": "make", "wins": "win", "ties": "tie", "beats": "beat", "pays": "pay",
         "draws": "draw", "deals": "deal", "holds": "hold", "says": "say", "plays": "play"}


def v(name: str, verb: str) -> str:
    """The verb agreeing with its subject: 'Anne takes', 'You take'."""
    return _BASE.get(verb, verb) if name == "You" else verb


def possessive(name: str) -> str:
    return "Your" if name == "You" else f"{name}'s"


#: Outcomes every game has, in a word.
OUTCOMES = {"session_end": "share-out"}


def outcome_word(outcome: str | None, words: Mapping[str, str]) -> str:
    """An outcome in a word or two for the ledger, from the game's ``words``."""
    outcome = outcome or ""
    return words.get(outcome) or OUTCOMES.get(outcome, outcome)
