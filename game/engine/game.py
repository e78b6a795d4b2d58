"""What shared code knows of a game: one frozen :class:`GameSpec` per game, built in the
game's own package (``engine/<game>/spec.py``) and listed once in :mod:`.games`.

Session, loop, records, snapshots, frozen views, the simulator, the arena and the window
ask a game's spec and never its name.  The hooks are the places where games differ; each
says what it is for, and those most games fill alike have that as their default, so a game
writes only what is its own.  A deal itself offers the same face in every game: the
:class:`~.deal_protocol.Deal` protocol (and :class:`~.deal_protocol.JetonDeal` in a game
played for jetons).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Iterator, Mapping, Sequence

from .cards import Card
from .checks import cards_and_jetons
from .deal_protocol import Deal
from .packs import Pack
from .schema import ViewSchema
from .table import Table

#: Reads one card of a record, naming where it stands when it is not one.
CardReader = Callable[[Any, str], Card]


def no_chance(deal: Deal) -> None:
    """A deal without chance of its own: everything follows from the shuffle and the players."""
    return None


def outcome_said(deal: Deal) -> str:
    """The deal's own ``outcome``, as most games name it."""
    return deal.outcome


def no_tally(deal: Deal, seat: int | None = None) -> dict[str, int]:
    """Nothing counted beyond the outcomes and the gains."""
    return {}


def per_seat_deal(counts: Mapping[str, int], seat_deals: int) -> dict[str, float]:
    """Each count as a share of the side's seat-deals."""
    return {name: rate(count, seat_deals) for name, count in counts.items()}


def no_words(*counts: Any) -> list[str]:
    return []


@dataclass(frozen=True, kw_only=True)
class GameSpec:
    """One game, described once."""

    #: As in deal records and files: ``"bete"``.
    name: str
    #: For people: ``"Bête"``.
    title: str
    #: The game's rule book (a :class:`.toggles.RuleBook`), with its presets.
    rules: type
    min_players: int
    max_players: int
    #: The pack for a table of n players under these rules (without rules: the game's
    #: default rules), for a game whose rules may choose the pack (Mouche's mouche_pack).
    pack: Callable[[int, Any], Pack]
    #: How the game keeps account between deals: jetons in purses and pots
    #: (:class:`.stakes.Jetons`) or points toward a target (:class:`.points.Points`).
    economy: Any
    #: A new deal: (rules, players, dealer, pack order top first, the stake the economy
    #: gives it — purses and table, or scores —, number, chance seed) -> the deal, antes
    #: taken and cards dealt.
    new_deal: Callable[[Any, int, int, Sequence[Card], Any, int, "int | None"], Deal]
    #: A finished deal's record fields after ``game``, ``rules`` and ``seed``.
    record_fields: Callable[[Deal], dict[str, Any]]
    #: The pack as it lay before the deal, rebuilt from a record.
    pack_order: Callable[[Mapping[str, Any], CardReader], list[Card]]
    #: The players' choices in a record, in order (what the rules did for them left out).
    recorded_actions: Callable[[Mapping[str, Any], CardReader], Iterator[Any]]
    #: The players' choices so far, as text, in order: what a snapshot saves.
    deal_actions: Callable[[Deal], list[str]]
    #: An action from its text (a card code, a call, a word of the talk...).
    parse_action: Callable[[str], Any]
    #: What a seat may know, declared once: the live view writes it (``to_dict()``) and
    #: the frozen view reads it back.
    view: ViewSchema
    #: A frozen view from what a seat's live view writes with ``to_dict()`` (or the live
    #: view itself, or a frozen one passed through).
    freeze: Callable[[Any], Any]
    #: Outcomes a deal may end with, for counting (the share-out's is ``session_end``).
    outcomes: tuple[str, ...]

    # ----------------------------------------------------------------- what most games share
    #: The text :attr:`parse_action` reads back (an action's ``str`` unless the game says).
    action_code: Callable[[Any], str] = str
    #: True when each deal draws a chance seed of its own from the session (for chance
    #: inside the deal, such as shuffling discards into a new stock); recorded and saved.
    deal_chance: bool = False
    #: The deal's own chance seed (None for a game without one).
    chance_of: Callable[[Deal], "int | None"] = no_chance
    #: The record field holding the deal's chance seed, or None.
    chance_field: str | None = None
    #: A finished deal's outcome as one of :attr:`outcomes`.
    outcome_of: Callable[[Deal], str] = outcome_said
    #: The fields every record of the game holds (deal-record.md, or the game's ruling).
    record_required: tuple[str, ...] = field(default_factory=lambda: JETON_RECORD)
    #: Checks a finished deal beyond what the engine does as it plays: every card
    #: accounted for, pots consistent.  Raises AssertionError naming what is wrong.  By
    #: default each card of :attr:`pack` in one of the deal's ``card_places()`` and
    #: jetons kept (:func:`.checks.cards_and_jetons`).
    check_deal: Callable[[Deal], None] | None = None
    #: What one seat did in a finished deal, as named counts the arena adds up
    #: (said play and won it, knocked, went in bestia...).
    seat_tally: Callable[[Deal, int], dict[str, int]] = no_tally
    #: Those counts over a side's seat-deals as rates, by name, for the arena's figures.
    tally_rates: Callable[[Mapping[str, int], int], dict[str, float]] = per_seat_deal
    #: The rates in one line of words for the arena's report.
    tally_words: Callable[[Mapping[str, float]], str] = lambda rates: ""
    #: What a finished deal showed of the game's own life (folds, exchanges...), as named
    #: counts the simulator adds up; and those counts over the session in lines of
    #: words, given the deals played and the table left before the share-out (None in a
    #: game for points).
    deal_tally: Callable[[Deal], dict[str, int]] = no_tally
    deal_tally_words: Callable[[Mapping[str, int], int, "Table | None"], list[str]] = no_words

    def __post_init__(self) -> None:
        if self.check_deal is None:
            object.__setattr__(self, "check_deal", cards_and_jetons(self.pack))

    def players_allowed(self) -> range:
        return range(self.min_players, self.max_players + 1)

    def check_players(self, players: int) -> None:
        if not self.min_players <= players <= self.max_players:
            raise ValueError(f"{self.title} is for {self.min_players} to {self.max_players} players, not {players}")


#: What every record of a game played for jetons holds (shared/spec/deal-record.md).
JETON_RECORD = (
    "game", "rules", "seed", "deal", "players", "dealer", "hands", "upcard", "calls", "trump", "declarer",
    "contre", "tricks", "outcome", "purses_before", "purses_after", "table_before", "table_after", "transfers",
)


def rate(count: int, out_of: int) -> float:
    """A share rounded for reports; nought out of nought is nought."""
    return round(count / max(out_of, 1), 4)


__all__ = ["CardReader", "GameSpec", "JETON_RECORD", "no_chance", "no_tally", "per_seat_deal", "no_words", "outcome_said",
           "rate"]
