"""Bête as Le Gras wrote it in 1739, with Cotton's Beast (1674) and Cady's ace-high Bête
(1896) as presets (shared/spec/bete-rules.md): its rules, the calls, the deal with the
dish, fiches, King and bêtes, its settlement, its view of a deal and its records."""
from .actions import Action, Call, parse_action
from .deal import Deal
from .events import Called
from .frozen import FrozenObservation, Seen
from .observation import Observation
from .rules import PRESET_HELP, PRESETS, RuleSet, bete_pack, preset

__all__ = [
    "Action", "Call", "Called", "Deal", "FrozenObservation", "Observation", "PRESETS", "PRESET_HELP", "RuleSet",
    "Seen", "bete_pack", "parse_action", "preset",
]
