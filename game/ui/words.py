"""Words every game uses, in the active language: the table's prompts, plates, captions and
messages, payments told, scores, for the table, the result panel and the ledger.  A game's
own words are in its package (``game/ui/<game>/words.py``): its pots by name, its outcomes,
its headlines; the grammar they share (a player as a sentence's subject, cards with their
article, counts) in :mod:`.grammar`.
"""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import Mapping, Sequence

from ..engine import Transfer
from ..i18n import N_, _, language, ngettext, number
from . import grammar

_number = number  # for the functions whose argument is named ``number``

#: Words translated where they are read: ``words.NEW_GAME`` is "New game" in the active
#: language (see :func:`__getattr__`).  Marked with ``N_`` for the catalogs.
SHOWN: dict[str, str] = {}


def __getattr__(name: str) -> str:
    """A word of :data:`SHOWN` in the active language, at the moment it is read, so that a
    change of the Language setting shows at the next frame."""
    if name in SHOWN:
        return _(SHOWN[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")

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
    return _MID.sub(lambda m: m.group(0).lower(), _YOU.sub(verb, text).replace("You's", "Your"))


#: "You" or "Your" within a sentence (after a word, a comma, a colon or a semicolon): no capital.
_MID = re.compile(r"(?<=[\w,;:—] )Your?\b")


def party(who, names: Sequence[str], pots: Mapping[str, str]) -> str:
    """A seat by its player's name, a pot by the game's word for it (marked, translated here)."""
    if isinstance(who, int):
        return grammar.shown(names[who])
    return _(pots.get(who, str(who)))


def jetons(n: int) -> str:
    return grammar.jetons(n)


#: A game with no words of its own for its payments' reasons.
NO_WORDS: Mapping[str, str] = MappingProxyType({})
#: The reasons the engine gives the share-out's payments (every game with pots has them).
SHARE_OUT_WHYS = (N_("gathered for the share-out"), N_("the share-out at the end of the session"),
                  N_("fiches changed for jetons for the share-out"))


def _why(t: Transfer, whys: Mapping[str, str]) -> str:
    return _(whys.get(t.why, t.why))


def transfer_line(t: Transfer, names: Sequence[str], pots: Mapping[str, str],
                  whys: Mapping[str, str] = NO_WORDS) -> str:
    """'Anne → the pool: 2  (ante)', the reason in the game's words where it has some."""
    return _("{source} → {target}: {amount}  ({why})").format(
        source=party(t.source, names, pots), target=party(t.target, names, pots), amount=number(t.jetons),
        why=_why(t, whys))


def grouped_lines(transfers: Sequence[Transfer], names: Sequence[str], pots: Mapping[str, str],
                  whys: Mapping[str, str] = NO_WORDS) -> list[str]:
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
            fields = dict(target=party(t.target, names, pots), amount=number(t.jetons), why=_why(t, whys))
            if j - i == len(names):
                lines.append(_("everyone → {target}: {amount} each  ({why})").format(**fields))
            else:
                who = grammar.listed([party(x.source, names, pots) for x in transfers[i:j]])
                lines.append(_("{who} → {target}: {amount} each  ({why})").format(who=who, **fields))
        else:
            lines.extend(transfer_line(x, names, pots, whys) for x in transfers[i:j])
        i = j
    return lines


#: Outcomes every game has, in a word.
OUTCOMES = {"session_end": N_("share-out")}


def outcome_word(outcome: str | None, words: Mapping[str, str]) -> str:
    """An outcome in a word or two for the ledger, from the game's ``words`` (marked, translated here)."""
    outcome = outcome or ""
    return _(words.get(outcome) or OUTCOMES.get(outcome, outcome))


# ----------------------------------------------------------------------------- the table's words
SHOWN.update(
    # the bar's buttons
    HELP=N_("Help"), LAST_TRICK=N_("Last trick"), HINT=N_("Hint"), LEDGER=N_("Ledger"), RULES=N_("Rules"),
    SETTINGS=N_("Settings"), MENU=N_("Menu"), TALK=N_("Talk"), UNDO=N_("Undo"),
    # on the bar of the demo
    DEMO=N_("Demo: every seat played by the computer"),
    NEXT_DEAL=N_("Next deal"), FINISH=N_("Finish the session"), BACK_TO_TITLE=N_("Back to the title"),
    PLAY_AGAIN=N_("Play again"),
    # the pause menu
    PAUSED=N_("Paused"), RESUME=N_("Resume"), LEAVE=N_("Save and go to the title"),
    PAUSE_NOTE=N_("Saved after every move: Continue on the title finds the game as it stands."),
    HELP_TITLE=N_("At the table"), GO_BACK=N_("Click or press any key to go back"),
    # the tag under the card turned for trump; the letter on the dealer's button
    TRUMPS=N_("Trumps"), DEALER_MARK=N_("D"), IN_PLAY=N_("in play, so far"),
    UNDO_STRICT=N_("Strict play: a decision once made stands (Settings, Undo)"),
    UNDO_NOTHING=N_("Nothing of yours to take back in this deal"),
    UNDONE=N_("Taken back: your decision again"),
    NO_TRICK_YET=N_("No trick has been played yet in this deal"),
    HINT_NOT_NOW=N_("A hint is for when it is your turn"),
    HINT_TITLE=N_("Hint: the expert's view"), HINT_THINKING=N_("The expert is thinking…"),
    HINT_SHOWN=N_("What the play has shown"), HINT_BEST=N_("best"),
    TALK_TITLE=N_("What was said this deal"), NOTHING_SAID=N_("Nothing has been said yet in this deal."),
    NOTHING_PAID=N_("No jetons change hands."),
    SHARE_OUT=N_("The session ends: the table is shared out"),
    SHARE_OUT_LEDGER=N_("The session ends: what is left on the table is shared out"),
    SESSION_OVER=N_("The session is over"), PURSE=N_("purse"), WON_OR_LOST=N_("won or lost"),
    # the line across the ledger's plot of a game played to a target
    TARGET=N_("target"),
    POINTS_PLOT=N_("Points, deal by deal, against the target"), SCORE_ROW=N_("Score now"),
    GAMES_ROW=N_("Games won"),
)


def deal_number(number: int, due: int, overtime: str) -> str:
    """'Deal 3 of 4', or beyond the deals due 'Deal 5 (playing off the bêtes)' in the game's words."""
    if number <= due:
        return _("Deal {number} of {due}").format(number=_number(number), due=_number(due))
    if overtime:
        return _("Deal {number} ({overtime})").format(number=_number(number), overtime=_(overtime))
    return deal_title(number)


def dealer(name: str) -> str:
    return grammar.subject(name, _("you deal"), _("dealer {name}"))


def tricks(count: int) -> str:
    """A seat's tricks on its plate: 'no trick', '1 trick', '3 tricks'."""
    return grammar.tricks(count)


def tricks_line(tricks_: str) -> str:
    """The result panel's tricks: 'Tricks: You 3  ·  Anne 2'."""
    return _("Tricks: {tricks}").format(tricks=tricks_)


def thinking(dots: int) -> str:
    return _("thinking") + "." * dots


def first_dealer(name: str) -> str:
    return grammar.subject(name, _("You draw a King and deal first"), _("{name} draws a King and deals first"))


_QUICK = "played by the quick player: "


def stood_in(name: str, reason: str) -> str:
    """A computer player's move made by the quick player: 'Anne's move was played by the quick
    player: ...' (the technical reason after it stays as the worker says it)."""
    if reason.startswith(_QUICK):
        return _("{name}'s move was played by the quick player: {reason}").format(
            name=grammar.shown(name), reason=reason[len(_QUICK):])
    return _("{name}'s move was {reason}").format(name=grammar.shown(name), reason=reason)


def no_figures(reason: str) -> str:
    return _("No figures this time: {reason}").format(reason=reason)


def last_trick(winner: str) -> str:
    return grammar.subject(winner, _("The last trick, won by you"), _("The last trick, won by {name}"))


def deal_title(number: int) -> str:
    return _("Deal {number}").format(number=_number(number))


# ----------------------------------------------------------------------------- points to a target
def figure(n: int) -> str:
    """A number of points as a score sheet writes it: '1,000' in English, '1 000' in French."""
    return f"{n:,}" if language() == "en" else number(n)


def points(n: int) -> str:
    return ngettext("{n} point", "{n} points", abs(n)).format(n=figure(n))


def points_made(n: int) -> str:
    """A deal's points for one player in the ledger: '+180', or 'nothing'."""
    return f"+{figure(n)}" if n else _("nothing")


def game_number(number: int) -> str:
    return _("Game {number}").format(number=_number(number))


def game_to(number: int, name: str) -> str:
    """On the score sheet after the deal that won a game: 'Game 1 to Anne'."""
    return grammar.subject(name, _("Game {number} to You"), _("Game {number} to {name}"), number=_number(number))


def score_of(points: int, target: int | None) -> str:
    """A score against the target: '640 of 1,000'."""
    return _("{points} of {target}").format(points=figure(points), target=figure(target)) if target else figure(points)


def takes_trick(name: str) -> str:
    """On the winning card as the trick is gathered: 'Claire takes the trick'."""
    return grammar.subject(name, _("You take the trick"), _("{name} takes the trick"))


def your_turn(cards: int, lead: bool) -> str:
    """The line above the hand when the person is to play: 'Your turn: play a card (1–3 or click)'."""
    keys = "1" if cards <= 1 else f"1–{min(cards, 9)}"
    if lead:
        return _("Your lead: play a card ({keys} or click)").format(keys=keys)
    return _("Your turn: play a card ({keys} or click)").format(keys=keys)


def waits_for(name: str) -> str:
    """The line above the hand while a computer player decides: 'Claire is thinking'."""
    return grammar.subject(name, _("You are thinking"), _("{name} is thinking"))


def said(name: str, text: str) -> str:
    """A word of the talk in the log: 'Anne: je joue'."""
    text = text.strip()
    return _("{name}: {words}").format(name=grammar.shown(name), words=text[:1].lower() + text[1:])


# ----------------------------------------------------------------------------- the title
SHOWN.update(
    NEW_GAME=N_("New game"), CONTINUE=N_("Continue"), QUIT=N_("Quit"), YOUR_RECORD=N_("Your record"),
    GAME=N_("Game"), PLAYERS=N_("Players"), RULES_ROW=N_("Rules"),
    TITLE_KEYS=N_("F11 full screen  ·  G game  ·  ← → players  ·  ↑ ↓ rules"),
    ABANDON_TITLE=N_("Leave the game in progress?"),
    ABANDON_YES=N_("Start a new game"), ABANDON_NO=N_("Keep it"),
    ABANDON_NOTE=N_("It counts in Your record as an abandoned session, with what you have won or lost so far."),
    CUSTOM=N_("Custom"),
    CUSTOM_HELP=N_("Rules of your own: the rules below, changed by hand from a preset"),
)


def changed_by_hand(preset: str) -> str:
    return _("The rules of {preset}, changed by hand in Settings").format(preset=preset)


NUMBERS_IN_WORDS = (N_("nought"), N_("one"), N_("two"), N_("three"), N_("four"), N_("five"), N_("six"), N_("seven"),
                    N_("eight"), N_("nine"), N_("ten"))


def players_row(n: int) -> str:
    return ngettext("{n}  (you and {others} other)", "{n}  (you and {others} others)", max(n - 1, 1)).format(
        n=number(n), others=number(n - 1))


def custom(preset: str) -> str:
    """A preset whose rules were changed by hand: 'Custom (from Le Gras, 1739)'."""
    return _("Custom (from {preset})").format(preset=preset)


def saved_table(game: str, players: int, preset: str, number_: int, due: int) -> str:
    """What Continue resumes: 'Bête, 5 players, Le Gras, 1739 — deal 3 of 5'."""
    return ngettext("{game}, {players} player, {preset} — deal {number} of {due}",
                    "{game}, {players} players, {preset} — deal {number} of {due}", players).format(
        game=game, players=number(players), preset=preset, number=number(min(number_, max(due, number_))),
        due=number(max(due, number_)))


def saved_game(game: str, preset: str, scores: str, target: int) -> str:
    """What Continue resumes of a game to a target: 'Bésigue, Boussac, 1896 — You 370, Anne 270, to 1,000'."""
    return _("{game}, {preset} — {scores}, to {target}").format(game=game, preset=preset, scores=scores,
                                                                 target=figure(target))


def continue_line(table: str) -> str:
    return _("Continue: {table}").format(table=table)


def abandon_lines(table: str) -> list[str]:
    return [_("A session is saved: {table}.").format(table=table), _(SHOWN["ABANDON_NOTE"])]


def title_subtitle(rules: str, low: int, high: int) -> str:
    """Under the title: 'Le Gras, 1739 — for three to seven players'."""
    def n(k: int) -> str:
        return _(NUMBERS_IN_WORDS[k]) if k < len(NUMBERS_IN_WORDS) else number(k)
    if low == high:
        return ngettext("{rules} — for {low} player", "{rules} — for {low} players", low).format(
            rules=rules, low=n(low))
    return ngettext("{rules} — for {low} to {high} player", "{rules} — for {low} to {high} players", high).format(
        rules=rules, low=n(low), high=n(high))


# ----------------------------------------------------------------------------- the settings
SHOWN.update(
    FROM_NEXT_GAME=N_("Saved: this applies from the next new game; the game on the table goes on as it began."),
    APPLIES_NOW=N_("Saved: this applies now."),
    UNDO_ROW=N_("Undo"), CASUAL=N_("casual"), STRICT=N_("strict"),
    UNDO_HELP=N_("Casual: U or Ctrl+Z takes back your last call, word, exchange or card (the deal is marked so in "
                 "the ledger and in Your record). Strict: what is done stands"),
    AUTO_PLAY_ROW=N_("Play a lone card"),
    AUTO_PLAY_HELP=N_("When only one of your cards may be played, it is played by itself after a moment"),
    SCALE_ROW=N_("Text and cards"),
    SCALE_HELP=N_("Larger or smaller words and cards; the table grows as far as the window allows "
                  "(a larger window gives it more)"),
    SOURCE_TEXT=N_("the source text,"), PROJECT_RULING=N_("the project's ruling"),
)


def source(text: str) -> str:
    return _("Source: {text}").format(text=text)


# ----------------------------------------------------------------------------- the ledger
SHOWN.update(
    LEDGER_TITLE=N_("The ledger"), LEDGER_PLOT=N_("Purses, deal by deal"), LEDGER_SHEET=N_("Deal by deal"),
    DEAL_COLUMN=N_("Deal"), OUTCOME_COLUMN=N_("Outcome"), PURSES_ROW=N_("Purse now"), WON_OR_LOST_ROW=N_("Won or lost"),
    DEALS_AXIS=N_("deals"), NO_DEAL_YET=N_("No deal has been finished yet."), BACK=N_("Back"),
)


def with_undo(outcome: str, count: int) -> str:
    """A deal in which the person took a decision back, on the score sheet."""
    if count > 1:
        return _("{outcome} (undo ×{count})").format(outcome=outcome, count=number(count))
    return _("{outcome} (undo)").format(outcome=outcome)


def seat_tip(name: str, purse: int | str, taken: int | None, said: str, dealer: bool) -> str:
    """A seat under the mouse: 'Anne: 93 jetons · 1 trick · said “Je passe” · the dealer'."""
    parts = [_("{name}: {purse}").format(name=grammar.shown(name), purse=jetons(purse) if isinstance(purse, int) else purse)]
    if taken is not None:
        parts.append(tricks(taken))
    if said:
        parts.append(_("said “{words}”").format(words=said))
    if dealer:
        parts.append(_("the dealer"))
    return "  ·  ".join(parts)
