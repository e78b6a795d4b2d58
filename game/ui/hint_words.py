"""The expert's hint told in words: its top choices and what it has worked out.

A game's own choices (calls, words of the talk, exchanges) are said by its spec's
:class:`~.spec.HintWords`; a card, and the facts, alike for every game, here.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Sequence

from ..engine import Card
from .spec import HintWords

if TYPE_CHECKING:  # the shapes the computer players give (game.ai.hint, game.ai.knowledge)
    from ..ai.hint import Hint
    from ..ai.facts import Fact


def choice_words(action: object, words: HintWords) -> str:
    said = words.choice(action)
    if said is not None:
        return said
    if isinstance(action, Card):
        return f"play the {action.name}"
    return str(action)


def listed(items: list[str]) -> str:
    """'the King of spades', 'the King of spades and the Ten of hearts', 'the A, the B and the C'
    (the first 'the' is the caller's)."""
    return items[0] if len(items) == 1 else ", the ".join(items[:-1]) + " and the " + items[-1]


def choice_lines(hint: "Hint", words: HintWords, deal: Any = None, seat: int | None = None) -> list[str]:
    """'play the King of spades: +3.2 jetons on average, the deal won 64 times in 100'.  The
    chance is of what the game counts as winning for the seat: a game whose ``outcome``
    depends on the deal (sides, or none) says it for ``deal`` and ``seat``."""
    outcome = words.outcome(deal, seat) if callable(words.outcome) else words.outcome
    lines = []
    for i, choice in enumerate(hint.choices):
        gain = choice.expected_jetons
        lead = "Best" if i == 0 else "Or"
        amount = f"{gain:+.1f}".replace("-", "−")  # a true minus, as the purses show debts
        times = round(100 * choice.win_chance)
        lines.append(f"{lead}: {choice_words(choice.action, words)} — {amount} {words.unit} on average, "
                     f"{outcome} {times} time{'' if times == 1 else 's'} in 100")
    if hint.choices and any(c.expected_jetons > hint.choices[0].expected_jetons for c in hint.choices[1:]):
        lines.append("“Best” is the expert's own choice: the figures are averages over hands it guessed, "
                     "and a higher one below it is not clearly better.")
    return lines


def fact_words(fact: "Fact", names: Sequence[str], seats: Sequence[int] = ()) -> str:
    """'Bruno has no hearts since trick 2' (suits named as the project names them); with
    ``seats``, the same fact said of them all: 'Bruno and Claire have no hearts ...'."""
    who = [names[s] for s in seats] or [names[fact.seat]]
    name = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    has, does = ("has", "does") if len(who) == 1 else ("have", "do")
    since = f"since trick {fact.since_trick}"
    suit = fact.suit.noun if fact.suit is not None else ""
    card = fact.card.name if fact.card is not None else ""
    if fact.what == "void":
        return f"{name} {has} no {suit}s {since}"
    if fact.what == "no_trumps":
        return f"{name} {has} no trumps {since}"
    if fact.what == "no_trump_above":
        return f"{name} {has} no trump above the {card} {since}"
    if fact.what == "no_higher":
        return f"{name} {has} no {suit} above the {card} {since}"
    return f"{name} {does} not hold the {card} {since}"


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
            if count < 0.05:
                lines.append(f"{names[item['seat']]} almost surely holds no trump now")
            else:
                # an average over the expert's guesses: "0.5 trumps" needs saying so
                lines.append(f"{names[item['seat']]} still holds {count:g} trump{'' if count == 1 else 's'} "
                             "on average, by the expert's guesses")
    return lines
