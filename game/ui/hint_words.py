"""The expert's hint told in words: its top choices and what it has worked out."""
from __future__ import annotations

from typing import Sequence

from ..ai.hint import Hint
from ..engine import Call, Card


def choice_words(action: object) -> str:
    if isinstance(action, Call):
        return f"say “{action.words}”"
    if isinstance(action, Card):
        return f"play the {action.name}"
    return str(action)


def choice_lines(hint: Hint) -> list[str]:
    """'play the King of spades: +3.2 jetons on average, the deal won 64 times in 100'."""
    lines = []
    for i, choice in enumerate(hint.choices):
        gain = choice.expected_jetons
        lead = "Best" if i == 0 else "Or"
        lines.append(f"{lead}: {choice_words(choice.action)} — {gain:+.1f} jetons on average, "
                     f"your side wins the deal {round(100 * choice.win_chance)} times in 100")
    return lines


def fact_lines(hint: Hint, names: Sequence[str], person: int | None) -> list[str]:
    """Each seat's shown voids and likely trumps, naming the players."""
    lines = []
    for fact in hint.facts:
        if fact.seat == person:
            continue
        name = names[fact.seat]
        if fact.what == "void":
            lines.append(f"{name} has no {fact.suit.noun}s since trick {fact.since_trick}")
        elif fact.what == "no_trumps":
            lines.append(f"{name} has no trumps since trick {fact.since_trick}")
        elif fact.what == "no_trump_above":
            lines.append(f"{name} has no trump above the {fact.card.name} since trick {fact.since_trick}")
    for item in hint.likely:
        if item.get("seat") != person:
            count = item.get("count")
            lines.append(f"{names[item['seat']]} likely holds {count} trump{'s' if count != 1 else ''}, "
                         "having said play or contre")
    return lines
