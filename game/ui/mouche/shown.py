"""Mouche's words kept as English message ids and read in the active language.

The shared screens read a game's words from its spec (pots, outcomes, reasons of payments,
presets, the settings' values) as mappings built once at import, before a language is
chosen; a :class:`Shown` mapping translates each value as it is read, so that the next
frame after a change of the Language setting speaks the new language, whether or not the
screen reading it passes the word through ``_`` again (a translated word is not a message
id, and comes back unchanged).  Local to Mouche: game/ui/grammar.py has no such helper.
"""
from __future__ import annotations

from typing import Any, Iterator, Mapping

from ...i18n import _


class Shown(Mapping[Any, str]):
    """A mapping of words marked with ``N_``, each given through ``_`` when it is read."""

    def __init__(self, words: Mapping[Any, str]) -> None:
        self._words = dict(words)

    def __getitem__(self, key: Any) -> str:
        return _(self._words[key])

    def __iter__(self) -> Iterator[Any]:
        return iter(self._words)

    def __len__(self) -> int:
        return len(self._words)

    def __repr__(self) -> str:
        return f"Shown({self._words!r})"


__all__ = ["Shown"]
