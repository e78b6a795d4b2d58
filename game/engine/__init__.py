"""The rules engine: pure Python, deterministic from a seed, no pygame and no I/O.

It plays Bête (and Beast) and Bestia on shared pieces: packs, trick legality by duty,
the trick-play loop, the ledger, sessions, records.  The public names are re-exported
here; see each module for the rule it holds.
"""
from .actions import Action, Call, parse_action
from .bestia import (
    BESTIA_PRESET_HELP, BESTIA_PRESETS, BestiaAction, BestiaDeal, BestiaObservation, BestiaRules, Exchange, Talk,
    parse_bestia_action,
)
from .cards import Card, Rank, Suit, cards_in, mask_of, parse_cards
from .deal import Deal
from .errors import EngineError, IllegalAction, LedgerError, RecordError, RuleSetError
from .events import (
    BucoLaid, Called, Dealt, Discarded, Drew, Ended, Event, InBestia, Paid, Played, Reshuffled, Said, TrickWon,
    TrumpShown, TrumpTaken, Turned,
)
from .ledger import Books, Transfer, apply_transfers
from .observation import Observation, SeatView, StaleObservation
from .packs import ACE_HIGH, BRISCOLA, ECARTE, ITALIAN_40, Pack, Ranking, bestia_pack, bete_pack
from .phase import Phase
from .rules import PRESETS, RuleSet, Toggle, preset
from .session import GAMES, Game, Session, ShareOut, game_of
from .table import PendingAnte, Table
from .tricks import BESTIA, BETE, BESTIA_TRUMP_ANYWAY, Duty

__all__ = [
    "ACE_HIGH", "Action", "BESTIA", "BESTIA_PRESETS", "BESTIA_PRESET_HELP", "BESTIA_TRUMP_ANYWAY", "BETE",
    "BRISCOLA", "BestiaAction", "BestiaDeal", "BestiaObservation", "BestiaRules", "Books", "BucoLaid", "Call",
    "Called", "Card", "Deal", "Dealt", "Discarded", "Drew", "Duty", "ECARTE", "Ended", "EngineError", "Event",
    "Exchange", "GAMES", "Game", "ITALIAN_40", "IllegalAction", "InBestia", "LedgerError", "Observation", "PRESETS",
    "Pack", "Paid", "PendingAnte", "Phase", "Played", "Rank", "Ranking", "RecordError", "Reshuffled", "RuleSet",
    "RuleSetError", "Said", "SeatView", "Session", "ShareOut", "StaleObservation", "Suit", "Table", "Talk",
    "Toggle", "Transfer", "TrickWon", "TrumpShown", "TrumpTaken", "Turned", "apply_transfers", "bestia_pack",
    "bete_pack", "cards_in", "game_of", "mask_of", "parse_action", "parse_bestia_action", "parse_cards", "preset",
]
