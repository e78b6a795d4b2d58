"""Bestia, the Italian cousin of Bête, on the same engine: the Rome version and its
variants (shared/spec/bestia-rules.md).  The trick play, pack, ledger, records, session
and observations' common part are the engine's shared modules; this package holds only
what is Bestia's own: its rules, the talk, its payment and its view of a deal."""
from .actions import BestiaAction, Exchange, Talk, action_code, parse_bestia_action
from ..talk import HeardTalk, TalkEntry
from .deal import MAX_PLAYERS, MIN_PLAYERS, BestiaDeal
from .events import BucoLaid, InBestia, TrumpShown
from .frozen import FrozenBestiaObservation
from .observation import BestiaObservation
from .rules import BESTIA_PRESET_HELP, BESTIA_PRESETS, BestiaRules, bestia_pack

__all__ = [
    "BESTIA_PRESETS", "BESTIA_PRESET_HELP", "BestiaAction", "BestiaDeal", "BestiaObservation", "BestiaRules",
    "BucoLaid", "Exchange", "FrozenBestiaObservation", "HeardTalk", "InBestia", "MAX_PLAYERS", "MIN_PLAYERS", "Talk",
    "TalkEntry", "TrumpShown", "action_code", "bestia_pack", "parse_bestia_action",
]
