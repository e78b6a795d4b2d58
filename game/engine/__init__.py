"""The rules engine: pure Python, deterministic from a seed, no pygame and no I/O.

Every game is a package here (``bete``, ``bestia``, ``mouche``) described once by a
:class:`~.game.GameSpec` and listed in :mod:`.games`; the rest is shared by them all:
cards and packs, trick legality by duty (with a top trump), the trick-play loop, the
Rams-family talk and the pot paid by tricks (``talk``, ``pool``), the ledger, sessions,
records and snapshots.  The shared public names are re-exported here; a game's own
names are its package's.
"""
from .cards import Card, Rank, Suit, cards_in, mask_of, parse_cards
from .errors import EngineError, IllegalAction, LedgerError, RecordError, RuleSetError
from .events import Dealt, Discarded, Drew, Ended, Event, Paid, Played, Reshuffled, Said, TrickWon, TrumpTaken, Turned
from .game import GameSpec
from .ledger import Books, Transfer, apply_transfers
from .packs import ACE_HIGH, BRISCOLA, ECARTE, ITALIAN_40, Pack, Ranking
from .phase import Phase
from .session import Session, ShareOut
from .table import PendingAnte, Table
from .toggles import RuleBook, Toggle
from .tricks import HEADING, HEADING_TRUMP_ANYWAY, TRUMPING, Duty
from .view import SeatView, StaleObservation

__all__ = [
    "ACE_HIGH", "BRISCOLA", "Books", "Card", "Dealt", "Discarded", "Drew", "Duty", "ECARTE", "Ended", "EngineError",
    "Event", "GameSpec", "HEADING", "HEADING_TRUMP_ANYWAY", "ITALIAN_40", "IllegalAction", "LedgerError", "Pack",
    "Paid", "PendingAnte", "Phase", "Played", "Rank", "Ranking", "RecordError", "Reshuffled", "RuleBook",
    "RuleSetError", "Said", "SeatView", "Session", "ShareOut", "StaleObservation", "Suit", "TRUMPING", "Table",
    "Toggle", "Transfer", "TrickWon", "TrumpTaken", "Turned", "apply_transfers", "cards_in", "mask_of", "parse_cards",
]
