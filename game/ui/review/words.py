"""The review's words: its buttons and keys, the verdict on a decision in the hint's
words (:mod:`game.ui.hint_words`, each game's ``HintWords``), its progress, the files."""
from __future__ import annotations

from typing import Any

from ...engine import Card
from ...engine.games import spec as game_spec
from ...i18n import N_, _, number
from ...review.verdict import Option, Verdict
from .. import grammar
from ..hint_words import average_words, chance_words, choice_words
from ..spec import UISpec

REVIEW = N_("Review")
PLAY_AGAIN = N_("Play this deal again")
SAVE_DEAL = N_("Save deal")
TALK = N_("Talk")
BACK = N_("Back")
OPEN_DEAL = N_("Open a deal")
SAID_SO_FAR = N_("What was said so far")
COSTLIEST = N_("Cost you most")
ALL_DECISIONS = N_("In order")
NO_DECISION = N_("You had no decision to make in this deal.")
NOTHING_COSTLY = N_("None of your decisions cost you anything the expert could tell.")
KEYS = N_("← → a step · Home End · ↑ ↓ your decisions · 1 2 3 or C the costliest")
HINDSIGHT = N_("Hindsight")
BEST_MARK = N_("best")
YOURS_MARK = N_("yours")
NOT_WEIGHED = N_("The expert did not weigh your choice.")
DEAL_START = N_("The deal as dealt, every hand face up.")
NO_DEALS_SAVED = N_("No deal saved yet.")
DROP_HINT = N_("Deals are saved in {folder}. Open one with Enter or a click, or drop a deal file on this window.")

#: The kinds of decision, as the verdict's title names them.
PHASES = {"talk": N_("the talk"), "exchange": N_("the exchange"), "meld": N_("a declaration"), "card": N_("a card")}


def heading(number_: int) -> str:
    """The list's heading: 'Deal 3: your decisions'."""
    return _("Deal {number}: your decisions").format(number=number(number_))


def step_line(ply: int, plies: int) -> str:
    """Where the deal stands: 'Step 4 of 15' (a step is one player's choice)."""
    return _("Step {ply} of {plies}").format(ply=number(ply), plies=number(plies))


def decision_title(index: int, total: int, phase: str) -> str:
    """'Your decision 3 of 7: a card'."""
    return _("Your decision {index} of {total}: {what}").format(index=number(index + 1), total=number(total),
                                                                 what=_(PHASES.get(phase, phase)))


def weighing(done: int, total: int) -> str:
    return _("The expert is weighing your decisions: {done} of {total}").format(done=number(done),
                                                                                   total=number(total))


def failed(reason: str) -> str:
    return _("The expert could not weigh this deal ({reason}).").format(reason=reason)


def cannot_review(reason: str) -> str:
    return _("This deal cannot be reviewed: {reason}").format(reason=reason)


def cannot_open(name: str, reason: str) -> str:
    return _("{name} cannot be opened: {reason}").format(name=name, reason=reason)


def saved_as(name: str, folder: str) -> str:
    """'Deal saved as bete-20261114-2131-deal3.json in ~/Documents/La Bête'."""
    return _("Deal saved as {name} in {folder}").format(name=name, folder=folder)


def not_saved(error: str) -> str:
    return _("The deal could not be saved: {error}").format(error=error)


def amount(loss: float, unit: str) -> str:
    figure = number(loss, 1)
    return _("{amount} points").format(amount=figure) if unit == "points" else \
        _("{amount} jetons").format(amount=figure)


def action(code: str, game: str) -> Any:
    """A verdict's action (the record's text) as the game's action."""
    return game_spec(game).parse_action(code)


def said(code: str, ui: UISpec) -> str:
    """A choice in the hint's words: 'play the King of spades', 'say “Je joue”'."""
    try:
        return choice_words(action(code, ui.name), ui.hint)
    except ValueError:
        return code


def _card(code: str, ui: UISpec) -> Card | None:
    try:
        played = action(code, ui.name)
    except ValueError:
        return None
    return played if isinstance(played, Card) else None


def verdict_head(v: Verdict) -> str:
    """What the decision cost: its amount, or that it was the expert's choice, or as good."""
    if not v.weighed:
        return _(NOT_WEIGHED)
    if v.taken == v.best:
        return _("The expert's choice too.")
    if v.close:
        return _("As good as the expert's, as far as it can tell.")
    return _("Cost you {amount} against the expert's choice.").format(amount=amount(v.loss or 0.0, v.unit))


def figures(option: Option | None, v: Verdict, ui: UISpec, deal: Any, seat: int) -> str:
    if option is None:
        return ""
    return _("{average}, {chance}").format(average=average_words(option.value, v.unit),
                                          chance=chance_words(option.chance, ui.hint, deal, seat))


def verdict_lines(v: Verdict, ui: UISpec, deal: Any) -> list[tuple[str, str]]:
    """The verdict in lines: (kind, words), kind ``head``, ``line`` or ``hindsight``."""
    lines = [("head", verdict_head(v))]
    mine = v.option(v.taken)
    you = _("You: {choice}").format(choice=said(v.taken, ui))
    if mine is not None:
        you = _("{choice} — {figures}").format(choice=you, figures=figures(mine, v, ui, deal, v.seat))
    lines.append(("line", you))
    if v.best != v.taken:
        best = _("Best: {choice} — {average}, {chance}").format(
            choice=said(v.best, ui), average=average_words(v.value_best, v.unit),
            chance=chance_words(v.option(v.best).chance if v.option(v.best) else 0.0, ui.hint, deal, v.seat))
        lines.append(("line", best))
    h = v.hindsight
    if h is not None:
        if h.best == v.taken:
            seen = _("every card seen, yours was best too ({average})").format(
                average=average_words(h.value_best, v.unit))
        else:
            seen = _("every card seen, best was: {choice} ({average})").format(
                choice=said(h.best, ui), average=average_words(h.value_best, v.unit))
        lines.append(("hindsight", _("{hindsight}: {words}").format(hindsight=_(HINDSIGHT), words=seen)))
    return lines


def row(v: Verdict | None, index: int, taken: str, ui: UISpec) -> tuple[str, str]:
    """A decision in the list: ('3. King of spades', '−2.3') — a card by its name, another
    choice in the hint's words; its cost, nothing when none ('…' while it is weighed)."""
    card = _card(taken, ui)
    choice = grammar.card_name(card) if card is not None else said(taken, ui)
    text = _("{index}. {choice}").format(index=number(index + 1), choice=grammar.capital(choice))
    if v is None:
        return text, "…"
    if not v.weighed:
        return text, "?"
    if v.close:
        return text, ""
    return text, "−" + number(v.loss or 0.0, 1)


def summary(verdicts: list[Verdict], unit: str) -> str:
    lost = sum(v.loss or 0.0 for v in verdicts if not v.close)
    return _("Your decisions cost {amount} in all against the expert's.").format(amount=amount(lost, unit))


__all__ = ["PHASES", "heading", "row", "step_line", "summary", "verdict_lines"]
