"""The rules engine: pure Python, deterministic from a seed, no pygame and no I/O.

The public names are re-exported here; see each module for the rule it holds.
"""
from .actions import Action, Call, parse_action
from .cards import Card, Rank, Suit, cards_in, mask_of, parse_cards
from .deal import Deal, Phase
from .errors import EngineError, IllegalAction, LedgerError, RecordError, RuleSetError
from .events import Called, Dealt, Ended, Event, Paid, Played, TrickWon, Turned
from .ledger import Books, Transfer, apply_transfers
from .observation import Observation, StaleObservation
from .packs import ACE_HIGH, ECARTE, Pack, Ranking, bete_pack
from .rules import PRESETS, RuleSet, Toggle, preset
from .session import Session, ShareOut
from .table import Table

__all__ = [
    "ACE_HIGH", "Action", "Books", "Call", "Called", "Card", "Deal", "Dealt", "ECARTE", "Ended", "EngineError",
    "Event", "IllegalAction", "LedgerError", "Observation", "PRESETS", "Pack", "Paid", "Phase", "Played", "Rank",
    "Ranking", "RecordError", "RuleSet", "RuleSetError", "Session", "ShareOut", "StaleObservation", "Suit",
    "Table", "Toggle", "Transfer", "TrickWon", "Turned", "apply_transfers", "bete_pack", "cards_in", "mask_of",
    "parse_action", "parse_cards", "preset",
]
