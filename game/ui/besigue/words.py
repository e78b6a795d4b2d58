"""Bésigue's words: the melds by name and points, the sevens, the draw, the last tricks, the
count, how a deal and a game end, the outcomes for the ledger, and what a deal counts in the
person's record.  Every word the Bésigue table shows comes from here (or the shared words)."""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.besigue.copies import words as card_words
from ...engine.besigue.melds import Meld, MeldKind
from ...stats import DealSummary
from ..words import figure

K = MeldKind
#: A meld's name, as a button and the score pad say it.
MELD_NAMES = {K.MARRIAGE: "Marriage", K.ROYAL_MARRIAGE: "Royal marriage", K.SEQUENCE: "Sequence of trumps",
              K.PLAIN_SEQUENCE: "Plain sequence", K.FOUR_JACKS: "Four jacks", K.FOUR_QUEENS: "Four queens",
              K.FOUR_KINGS: "Four kings", K.FOUR_ACES: "Four aces", K.BESIGUE: "Bésigue",
              K.DOUBLE_BESIGUE: "Double bésigue"}
#: The small word under a group of melded cards on the table.
MELD_TAGS = {K.MARRIAGE: "marriage", K.ROYAL_MARRIAGE: "royal marriage", K.SEQUENCE: "sequence",
             K.PLAIN_SEQUENCE: "sequence", K.FOUR_JACKS: "four jacks", K.FOUR_QUEENS: "four queens",
             K.FOUR_KINGS: "four kings", K.FOUR_ACES: "four aces", K.BESIGUE: "bésigue",
             K.DOUBLE_BESIGUE: "double bésigue"}
NO_MELD = "No meld"
DECLARE = "Declare"
PICKED_TAG = "meld"
TRUMPS = "Trumps"
#: Over the stock.
STOCK_LEFT = "stock"
STOCK_OUT = "The stock is out: follow suit and head the trick"
#: Outcomes in a word or two, for the ledger.
OUTCOMES = {"next_deal": "scores carry", "claim": "game, claimed", "end_of_deal": "game, at the count",
            "last_trick_tie_break": "game, on the last trick", "hand_end": "game, on the higher total"}
#: The help's rows for the declaration's keys.
KEYS_HELP = "click a meld, or press its letter; N no meld; S the seven of trumps"
PICK_HELP = "click the cards (hand or table) to choose the copies, then Enter"
MORE_CARDS_HELP = "6–9 and 0 for the sixth to the tenth card; your melds on the table are played by click too"


def _agree(name: str, verb: str) -> str:
    """'Anne shows', 'You show'."""
    if name != "You":
        return verb
    return verb[:-2] if verb.endswith(("ches", "shes")) else verb[:-1]


def meld_name(meld: Meld, trump: int = -1) -> str:
    """'Four kings', 'Marriage in hearts', 'Royal marriage'."""
    name = MELD_NAMES[meld.kind]
    if meld.kind in (K.MARRIAGE, K.PLAIN_SEQUENCE):
        from ...engine.cards import SUIT_OF, cards_in

        name += f" in {SUIT_OF[cards_in(meld.cards)[0]].noun}s"
    return name


def meld_label(meld: Meld) -> str:
    """A button: 'Bésigue — 40', 'Four kings — 80'."""
    return f"{meld_name(meld)} — {figure(meld.points)}"


def seven_label(action: str) -> str:
    return "Seven: change for the turn-up — 10" if action == "exchange" else "Seven: show it — 10"


def shows(name: str, meld: Meld) -> str:
    """'Bruno shows four aces: 100'."""
    what = meld_name(meld)
    return f"{name} {_agree(name, 'shows')} {what[:1].lower() + what[1:]}: {figure(meld.points)}"


def marriage_fixes(name: str, suit: Any) -> str:
    return f"{name}'s marriage fixes trumps: {suit.noun}s" if name != "You" else \
        f"Your marriage fixes trumps: {suit.noun}s"


def seven_exchanged(name: str, seven: Any, took: Any) -> str:
    return f"{name} {_agree(name, 'changes')} the {card_words(seven)} for the turn-up, the {card_words(took)}: 10"


def seven_declared(name: str, seven: Any) -> str:
    return f"{name} {_agree(name, 'shows')} the {card_words(seven)}, the other seven of trumps: 10"


def seven_played(name: str, seven: Any) -> str:
    return f"{name} {_agree(name, 'plays')} the {card_words(seven)}, a seven of trumps: 10"


def upcard_seven(name: str) -> str:
    return f"The turn-up is a seven: 10 to {name}, the dealer"


def drew(name: str, first: bool) -> str:
    return f"{name} {_agree(name, 'draws')} first" if first else ""


def brisques(name: str, count: int, points: int) -> str:
    """'Anne's brisques: 7 aces and tens, 70'."""
    who = "Your" if name == "You" else f"{name}'s"
    return f"{who} brisques: {count} ace{'s' if count != 1 else ''} and ten{'s' if count != 1 else ''}, {points}" \
        if count else f"{who} brisques: none"


def trick_brisques(name: str, points: int) -> str:
    return f"{name} {_agree(name, 'wins')} {points} in aces and tens"


def last_trick(name: str) -> str:
    return f"{name} {_agree(name, 'takes')} the last trick: 10"


def game_target(number: int, target: int) -> str:
    return f"Game {number} · to {figure(target)}"


def game_of(number: int, games: int) -> str:
    return f"game {number} of {games}"


def games_won(count: int) -> str:
    return "no game won" if count == 0 else f"{count} game{'s' if count > 1 else ''} won"


def pad_tip(names: Sequence[str], scores: Sequence[int], target: int, won: Sequence[int] | None) -> str:
    """The score pad under the mouse: 'The game is 1,000 up: Anne 130, You 110 (Anne 1 game won, ...)'."""
    line = f"The game is {figure(target)} up: " + ", ".join(f"{names[s]} {figure(scores[s])}" for s in (1, 0))
    if won is not None:
        line += ". Games won: " + ", ".join(f"{names[s]} {won[s]}" for s in (1, 0))
    return line


def stock_tip(left: int, up: Any, trump: int) -> str:
    """The stock under the mouse: 'The stock: 47 cards; the turn-up beneath it, the 10 of hearts, sets trumps'."""
    from ...engine.cards import Suit

    line = f"The stock: {left} card{'s' if left != 1 else ''}, drawn after each trick"
    if up is not None:
        line += f"; beneath it the turn-up, the {card_words(up)}, drawn last"
    if trump >= 0:
        line += f"; trumps are {Suit(trump).noun}s"
    return line


# ----------------------------------------------------------------------------- the person
def declare_prompt(offered: int, seven: bool) -> str:
    if not offered and seven:
        return "You won the trick: the seven of trumps, or no meld"
    return "You won the trick: declare a meld" + (" or the seven" if seven else "") + ", or no meld"


def choose_copies(meld_words: str) -> str:
    return f"{meld_words}: which cards? Click them, then Declare"


PICK_MORE = "Click the cards of a meld (hand or table), then Declare"


def play_prompt(leading: bool, last_tricks: bool) -> str:
    if last_tricks:
        return "Your lead: play a card" if leading else "Follow suit and head the trick if you can, else trump"
    where = "from your hand or your melds"
    return f"Your lead: play a card {where}" if leading else f"Your turn: play any card {where}"


def declare_label(meld: Meld | None) -> str:
    return f"{DECLARE}: {meld_label(meld)}" if meld is not None else f"{DECLARE}…"


def at_most(most: int) -> str:
    return f"A meld has at most {most} cards"


# ----------------------------------------------------------------------------- how it ended
def _scores(deal: Any, names: Sequence[str]) -> str:
    return ", ".join(f"{names[s]} {figure(deal.scores[s])}" for s in (0, 1))


def headline(deal: Any, names: Sequence[str]) -> str:
    """How the deal ended, in one sentence: the game taken and how, or the scores carried."""
    target = figure(deal.rules.target)
    if deal.winner is None:
        return f"No one has reached {target}: the scores carry to the next deal ({_scores(deal, names)})"
    name = names[deal.winner]
    score = figure(deal.scores[deal.winner])
    if deal.how == "claim":
        return f"{name} {_agree(name, 'reaches')} {score} after winning a trick and {_agree(name, 'takes')} the game"
    if deal.how == "end_of_deal":
        return f"After the count {name} {_agree(name, 'has')} {score} and {_agree(name, 'takes')} the game"
    if deal.how == "last_trick_tie_break":
        return f"Both reach {target}: {name} won the last trick and {_agree(name, 'takes')} the game"
    other = names[1 - deal.winner]
    return (f"{name} {_agree(name, 'has')} the higher total, {score} to {figure(deal.scores[1 - deal.winner])}"
            f" against {other}, and {_agree(name, 'takes')} the game")


def made_line(deal: Any, names: Sequence[str], seat: int) -> str:
    """'Anne: 180 in melds and sevens, 60 in brisques, 10 for the last trick'."""
    parts: dict[str, int] = {}
    for e in deal.score_events:
        if e.seat != seat:
            continue
        key = "brisques" if e.why == "brisques" else "last" if e.why == "last_trick" else "melds"
        parts[key] = parts.get(key, 0) + e.points
    said = []
    if parts.get("melds"):
        said.append(f"{figure(parts['melds'])} in melds and sevens")
    if parts.get("brisques"):
        said.append(f"{figure(parts['brisques'])} in aces and tens")
    if parts.get("last"):
        said.append("10 for the last trick")
    return f"{names[seat]}: " + (", ".join(said) if said else "nothing this deal")


def summary(deal: Any, seat: int) -> DealSummary:
    """Declared: melded in the deal.  Won: made more points than the other.  A game ended: taken or lost."""
    made = [after - before for after, before in zip(deal.scores, deal.scores_before)]
    return DealSummary(
        net=made[seat] - made[1 - seat],
        declared=any(d.seat == seat for d in deal.declarations),
        won=made[seat] > made[1 - seat],
        bete=False,
        game=None if deal.winner is None else deal.winner == seat,
    )


def history_extra(deal: Any) -> dict[str, Any]:
    """Bésigue's own fields of a ledger entry: trumps, and each seat's declarations."""
    return {"trump": None if deal.trump < 0 else "SHDC"[deal.trump],
            "declared": [sum(1 for d in deal.declarations if d.seat == s) for s in (0, 1)]}


__all__ = ["MELD_NAMES", "NO_MELD", "OUTCOMES", "STOCK_OUT", "headline", "history_extra", "meld_label", "shows",
           "summary"]


# ----------------------------------------------------------------------------- the panels
GAMES_WON = "games won"


def to_target(target: int) -> str:
    return f"the game is {figure(target)} up"


def last_game(number: int, scores: Sequence[str], names: Sequence[str]) -> str:
    return f"Game {number} ended at " + " to ".join(f"{names[s]} {scores[s]}" for s in (0, 1))
