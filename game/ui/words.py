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


# ----------------------------------------------------------------------------- the table's words
#: The bar's buttons.
HELP, LAST_TRICK, HINT, LEDGER, RULES, SETTINGS, MENU = "Help", "Last trick", "Hint", "Ledger", "Rules", "Settings", "Menu"
NEXT_DEAL, FINISH, BACK_TO_TITLE = "Next deal", "Finish the session", "Back to the title"
#: The word on the tag under the card turned for trump.
TRUMPS = "Trumps"
#: The letter on the dealer's button.
DEALER_MARK = "D"
YOUR_LEAD = "Your lead: play a card"
YOUR_TURN = "Your turn: play a card (1–5 or click)"
NO_TRICK_YET = "No trick has been played yet in this deal"
HINT_NOT_NOW = "A hint is for when it is your turn"
HINT_TITLE = "Hint: the expert's view"
HINT_THINKING = "The expert is thinking…"
HINT_SHOWN = "What the play has shown"
HELP_TITLE = "At the table"
GO_BACK = "Click or press any key to go back"
NOTHING_PAID = "No jetons change hands."
SHARE_OUT = "The session ends: the table is shared out"
SHARE_OUT_LEDGER = "The session ends: what is left on the table is shared out"
SESSION_OVER = "The session is over"
PURSE, WON_OR_LOST = "purse", "won or lost"
TRICKS = "Tricks: "


def deal_number(number: int, due: int, overtime: str) -> str:
    """'Deal 3 of 4', or beyond the deals due 'Deal 5 (playing off the bêtes)' in the game's words."""
    if number <= due:
        return f"Deal {number} of {due}"
    return f"Deal {number} ({overtime})" if overtime else f"Deal {number}"


def dealer(name: str) -> str:
    return f"dealer {name}"


def tricks(count: int) -> str:
    """A seat's tricks on its plate: 'no trick', '1 trick', '3 tricks'."""
    return "no trick" if count == 0 else f"{count} trick" + ("s" if count > 1 else "")


def thinking(dots: int) -> str:
    return "thinking" + "." * dots


def first_dealer(name: str) -> str:
    return f"{name} draws a King and deals first"


def stood_in(name: str, reason: str) -> str:
    """A computer player's move made by the quick player: 'Anne's move was made by ...'."""
    return f"{name}'s move was {reason}"


def no_figures(reason: str) -> str:
    return f"No figures this time: {reason}"


def last_trick(winner: str) -> str:
    return f"The last trick, won by {winner}"


def deal_title(number: int) -> str:
    return f"Deal {number}"


def more_lines(count: int) -> str:
    return f"… and {count} more (see the Ledger)"
