"""The window's registry of games: the one shared module of game/ui that imports a game.

Each game's package builds its :class:`~.spec.UISpec` (``<game>/spec.py``); this module
lists them once, in the order the title and the settings offer them.  The title, the
settings, the rules, the table, the ledger, the record and the self-test ask here.
"""
from __future__ import annotations

from typing import Any

from ..engine import games as engine
from ..i18n import _
from .besigue.spec import UI as _BESIGUE
from .bestia.spec import UI as _BESTIA
from .bete.spec import UI as _BETE
from . import words
from .mouche.spec import UI as _MOUCHE
from .spec import UISpec

#: Every game the window seats, by name, in the order it offers them.
GAMES: dict[str, UISpec] = {ui.name: ui for ui in (_BETE, _BESTIA, _MOUCHE, _BESIGUE)}
#: The game the window offers first.
DEFAULT = engine.DEFAULT if engine.DEFAULT in GAMES else next(iter(GAMES))
assert set(GAMES) <= set(engine.GAMES), "every game the window seats is one the engine plays"


def ui(name: str) -> UISpec:
    """The game called ``name``."""
    return GAMES[name]


def ui_of(rules: Any) -> UISpec:
    """The game whose rule book ``rules`` is."""
    return GAMES[engine.spec_of(rules).name]


def title(name: str) -> str:
    """The game's name in the active language (Bésigue is Besigue in Spanish)."""
    return _(GAMES[name].title)


def preset_name(rules: Any) -> str:
    """The rules' preset by name, or "Custom (from ...)" when a toggle was changed by hand."""
    name = ui_of(rules).preset_name(rules.preset)
    return name if is_preset(rules) else words.custom(name)


def is_preset(rules: Any) -> bool:
    """Whether the rules are their preset's, no toggle changed."""
    named = type(rules).PRESETS.get(rules.preset)
    if named is None:
        return False

    def toggles(r: Any) -> dict:
        return {k: (type(v), v) for k, v in r.to_dict().items() if k != "preset"}

    return toggles(named) == toggles(rules)


def players_allowed(name: str) -> range:
    return engine.spec(name).players_allowed()


def toggle_choices(name: str, toggle: Any) -> tuple:
    """The values a settings row of ``name``'s toggle cycles through."""
    if toggle.choices:
        return tuple(toggle.choices)
    if toggle.kind is bool:
        return (False, True)
    return GAMES[name].number_choices.get(toggle.name, (20, 50, 100, 200, 500))


__all__ = ["DEFAULT", "GAMES", "players_allowed", "preset_name", "title", "toggle_choices", "ui",
           "ui_of"]
