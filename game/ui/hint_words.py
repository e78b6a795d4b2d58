"""The expert's hint told in words: its top choices and what it has worked out.

A game's own choices (calls, words of the talk, exchanges) are said by its spec's
:class:`~.spec.HintWords`; a card, and the facts, alike for every game, here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..engine import Card
from ..i18n import _, ngettext, number
from . import grammar
from .spec import HintWords

if TYPE_CHECKING:  # the shapes the computer players give (game.ai.hint, game.ai.knowledge)
    from ..ai.hint import Hint
    from ..ai.facts import Fact


def choice_words(action: object, words: HintWords) -> str:
    said = words.choice(action)
    if said is not None:
        return said
    if isinstance(action, Card):
        return _("play {card}").format(card=grammar.the_card(action))
    return str(action)


def listed(items: list[str]) -> str:
    """'the King of spades', 'the King of spades and the Ten of hearts', 'the A, the B and the C'
    (English only: the first 'the' is the caller's; a game's words in other languages use
    :func:`.grammar.listed` with :func:`.grammar.the_card`)."""
    return items[0] if len(items) == 1 else ", the ".join(items[:-1]) + " and the " + items[-1]


def _decimal(x: float) -> str:
    """A figure as short as it is exact ('2', '0.5', '1.25'), as the language writes it."""
    text = f"{abs(x):g}"
    decimals = len(text.partition(".")[2]) if "e" not in text else 2
    return number(x, decimals)


def choice_lines(hint: "Hint", words: HintWords, deal: Any = None, seat: int | None = None) -> list[str]:
    """'Best: play the King of spades — +3.2 jetons on average, you win the deal 64 times in
    100', the choices in the order of their figures; one the worlds weighed cannot tell
    from the best is said to be as good rather than ranked below it.  The chance is of what
    the game counts as winning for the seat: a game whose ``outcome`` depends on the deal
    (sides, or none) says it for ``deal`` and ``seat``.  The game's outcome and unit are
    marked words, translated here."""
    lines = []
    for i, choice in enumerate(hint.choices):
        average = average_words(choice.expected_jetons, words.unit)
        chance = chance_words(choice.win_chance, words, deal, seat)
        if i == 0:
            line = _("Best: {choice} — {average}, {chance}")
        elif choice.close:
            line = _("As good, as far as the expert can tell: {choice} — {average}, {chance}")
        else:
            line = _("Or: {choice} — {average}, {chance}")
        lines.append(line.format(choice=choice_words(choice.action, words), average=average, chance=chance))
    return lines


def average_words(gain: float, unit: str) -> str:
    """'+3.2 jetons on average' (or points, in a game for points): a figure of the expert's."""
    amount = ("+" if gain >= 0 else "−") + number(abs(gain), 1)  # a true minus, as the purses show debts
    if unit == "points":
        return _("{amount} points on average").format(amount=amount)
    return _("{amount} jetons on average").format(amount=amount)


def chance_words(win_chance: float, words: HintWords, deal: Any = None, seat: int | None = None) -> str:
    """'you win the deal 64 times in 100': how often the seat wins as its game counts it."""
    outcome = _(words.outcome(deal, seat) if callable(words.outcome) else words.outcome)
    times = round(100 * win_chance)
    return ngettext("{outcome} {times} time in 100", "{outcome} {times} times in 100", times).format(
        outcome=outcome, times=number(times))


def _fact(what: str, n: int) -> str:
    """What the play has shown of a player, or of ``n`` players alike (the plural)."""
    if what == "void":
        return ngettext("{names} has no {suit} since trick {trick}", "{names} have no {suit} since trick {trick}", n)
    if what == "no_trumps":
        return ngettext("{names} has no trumps since trick {trick}", "{names} have no trumps since trick {trick}", n)
    if what == "no_trump_above":
        return ngettext("{names} has no trump above {card} since trick {trick}",
                        "{names} have no trump above {card} since trick {trick}", n)
    if what == "no_higher":
        return ngettext("{names} has no {suit} above {card} since trick {trick}",
                        "{names} have no {suit} above {card} since trick {trick}", n)
    return ngettext("{names} does not hold {card} since trick {trick}", "{names} do not hold {card} since trick {trick}", n)


def fact_words(fact: "Fact", names: Sequence[str], seats: Sequence[int] = ()) -> str:
    """'Bruno has no hearts since trick 2' (suits named as the project names them); with
    ``seats``, the same fact said of them all: 'Bruno and Claire have no hearts ...'."""
    who = [grammar.shown(names[s]) for s in seats] or [grammar.shown(names[fact.seat])]
    return _fact(fact.what, len(who)).format(names=grammar.listed(who), trick=number(fact.since_trick),
                          suit=grammar.suit_name(fact.suit) if fact.suit is not None else "",
                          card=grammar.the_card(fact.card) if fact.card is not None else "")


def fact_lines(hint: "Hint", names: Sequence[str], person: int | None) -> list[str]:
    """Each seat's shown voids and likely trumps, naming the players."""
    # one line for what several players showed alike ("Bruno and Claire have no spades")
    alike: dict[tuple, list[Any]] = {}
    for fact in hint.facts:
        if fact.seat != person:
            alike.setdefault((fact.what, fact.suit, fact.card, fact.since_trick), []).append(fact)
    lines = [fact_words(same[0], names, [f.seat for f in same]) for same in alike.values()]
    for item in hint.likely:
        if item.get("seat") != person:
            count = item.get("count")
            name = grammar.shown(names[item["seat"]])
            if count < 0.05:
                lines.append(_("{name} almost surely holds no trump now").format(name=name))
            else:
                # an average over the expert's guesses: "0.5 trumps" needs saying so
                many = int(count) if float(count).is_integer() else 2
                lines.append(ngettext("{name} still holds {count} trump on average, by the expert's guesses",
                                      "{name} still holds {count} trumps on average, by the expert's guesses",
                                      many).format(name=name, count=_decimal(count)))
    return lines
