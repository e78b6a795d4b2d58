"""What a game teaches a newcomer, described once in the game's own package and handed to
the window through its :class:`~.spec.UISpec` (``teaching``): the guided first deal and the
coach's words, the glossary, the glosses of its buttons, the goal said during play and the
order of the cards.

Shared code (the guided table, the coach panel, the glossary scene, the glosses on hover)
reads these and names no game.  Every text is an English message marked with ``N_`` in the
game's module and translated where it is drawn; a headword stays in the game's language.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence


@dataclass(frozen=True)
class Step:
    """One of the person's decisions on the guided path: what to do and why, in plain words.
    ``other`` says what a different choice gives up (shown if the person chooses otherwise)."""

    say: str
    why: str
    other: str = ""


@dataclass(frozen=True)
class Lesson:
    """A guided first deal: a session of one deal at a fixed seed, whose every action (the
    opponents' and the suggested ones of the person, seat 0) is the ``script``."""

    preset: str
    players: int
    seed: int
    #: Every action of the deal in order, as the engine's spec writes them (``action_code``).
    script: tuple[str, ...]
    #: The person's decisions on the path, in order (None: said by the teaching's advice).
    steps: tuple["Step | None", ...]
    #: The coach's words after an action of the script (by its index): what it meant.
    moments: Mapping[int, str] = field(default_factory=dict)
    #: What was learnt, said at the end.
    learnt: tuple[str, ...] = ()
    #: The coach's first words, before the cards are dealt.
    welcome: str = ""


@dataclass(frozen=True)
class Entry:
    """A word of the glossary: the game's own headword, its meaning in one or two lines,
    and the heading of the rules page where it is explained (the rules scene scrolls there)."""

    word: str
    meaning: str
    topic: str = ""


@dataclass(frozen=True)
class Teaching:
    """One game's lesson, glossary, glosses, goal line and card order."""

    lesson: Lesson
    glossary: tuple[Entry, ...]
    #: A button's gloss, what it means and what it costs under the deal's rules: (thing, deal) -> words
    #: or None.  ``thing`` is an engine action, or a decision's pick step or picked choice.
    gloss: Callable[[Any, Any], "str | None"]
    #: What each side is trying to do now, in one line: (deal, person's seat, names) -> words.
    goal: Callable[[Any, int, Sequence[str]], str]
    #: The order of the cards, a line a suit kind: (rules, deal or None) -> lines.
    card_order: Callable[[Any, Any], list[str]]
    #: Engine actions whose buttons come and go with the hand (melds), and the decision's own, for
    #: the test that each button has a gloss: rules -> actions.
    actions: Callable[[Any], list] = lambda rules: []
    #: A seat plate's caption (the English word the part marks: "plays", "knocked") and its gloss.
    roles: Mapping[str, str] = field(default_factory=dict)
    #: Why, for a decision without words of its own (off the path, or a turn the lesson leaves to
    #: it): (deal, the choice in words) -> words, or "".
    advice: Callable[[Any, str], str] = lambda deal, said: ""


__all__ = ["Entry", "Lesson", "Step", "Teaching"]
