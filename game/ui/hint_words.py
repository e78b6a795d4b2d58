"""The expert's hint told in words: its top choices and what it has worked out."""
from __future__ import annotations

from typing import Any, Sequence

from ..ai.facts import fact_words
from ..ai.hint import Hint
from ..engine import Card
from ..engine.bete import Call
from ..engine.bestia import Exchange, Talk


def choice_words(action: object) -> str:
    if isinstance(action, Call):
        return f"say “{action.words}”"
    if isinstance(action, Card):
        return f"play the {action.name}"
    if isinstance(action, Talk):
        return f"say “{action.words}”"
    if isinstance(action, Exchange):
        if not action.discards:
            return "play the cards you hold"
        return "play, changing the " + _listed([card.name for card in action.cards])
    return str(action)


def _listed(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", the ".join(items[:-1]) + " and the " + items[-1]


def choice_lines(hint: Hint) -> list[str]:
    """'play the King of spades: +3.2 jetons on average, the deal won 64 times in 100'."""
    lines = []
    for i, choice in enumerate(hint.choices):
        gain = choice.expected_jetons
        lead = "Best" if i == 0 else "Or"
        outcome = "you come out ahead" if hint.game == "bestia" else "your side wins the deal"
        amount = f"{gain:+.1f}".replace("-", "−")  # a true minus, as the purses show debts
        times = round(100 * choice.win_chance)
        lines.append(f"{lead}: {choice_words(choice.action)} — {amount} jetons on average, "
                     f"{outcome} {times} time{'' if times == 1 else 's'} in 100")
    if hint.choices and any(c.expected_jetons > hint.choices[0].expected_jetons for c in hint.choices[1:]):
        lines.append("“Best” is the expert's own choice: the figures are averages over hands it guessed, "
                     "and a higher one below it is not clearly better.")
    return lines


def fact_lines(hint: Hint, names: Sequence[str], person: int | None) -> list[str]:
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
