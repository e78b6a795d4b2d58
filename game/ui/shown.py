"""A game's words kept as English message ids and given in the active language when read.

The shared screens read a game's words from its spec (pots, outcomes, reasons of payments,
presets, the settings' values) as mappings built once at import, before a language is
chosen; a :class:`Shown` mapping translates each value as it is read, so that the next
frame after a change of the Language setting speaks the new language, whether or not the
screen reading it passes the word through ``_`` again (a translated word is not a message
id, and comes back unchanged).
"""
from __future__ import annotations

from typing import Any, Callable, Iterator, Mapping

from ..i18n import _


def said(word: "str | Callable[[], str]") -> str:
    """A marked word in the active language: a message marked with ``N_``, or one in a
    context (``NP_``) or a function holding a figure, which give their words when called."""
    return word() if callable(word) else _(word)


class Shown(Mapping[Any, str]):
    """Words by key, each marked with ``N_`` (or ``NP_``, in a context) and given through
    :func:`said` when it is read; a value may instead be a function giving its words already
    translated (one that holds a figure)."""

    def __init__(self, words: Mapping[Any, "str | Callable[[], str]"]) -> None:
        self._words = dict(words)

    def __getitem__(self, key: Any) -> str:
        return said(self._words[key])

    def __iter__(self) -> Iterator[Any]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)

    def __repr__(self) -> str:
        return f"Shown({self._words!r})"


__all__ = ["Shown", "said"]
