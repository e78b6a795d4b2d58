"""Mouche, and Mistigri (Pamphile), the Bête family's Rams-style descendants, on the same
engine (shared/spec/mouche-rules.md): Bête's packs and ranking extended to the 2, the
Rams talk and the payment by tricks Bestia shares, the mouche shown after the talk, the
Mistigri as top trump.  This package holds only what is Mouche's own: its rules, actions,
talk, the mouche, the basket, the Mistigri, its view of a deal and its records."""
from .actions import Exchange, MoucheAction, NameTrump, Rob, Word, action_code, parse_mouche_action
from .deal import MAX_PLAYERS, MIN_PLAYERS, MoucheDeal
from .events import MoucheShown, Mouched, TrumpNamed
from .frozen import FrozenMoucheObservation
from .mistigri import MISTIGRI
from .observation import MoucheObservation
from .rules import CUSTOM, MOUCHE_PRESET_HELP, MOUCHE_PRESETS, MoucheRules, mouche_pack
from .showing import Mouche, mouche_in

__all__ = [
    "CUSTOM", "Exchange", "FrozenMoucheObservation", "MAX_PLAYERS", "MIN_PLAYERS", "MISTIGRI", "MOUCHE_PRESETS",
    "MOUCHE_PRESET_HELP", "Mouche", "MoucheAction", "MoucheDeal", "MoucheObservation", "MoucheRules", "MoucheShown",
    "Mouched", "NameTrump", "Rob", "TrumpNamed", "Word", "action_code", "mouche_in", "mouche_pack",
    "parse_mouche_action",
]
