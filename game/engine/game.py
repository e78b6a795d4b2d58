"""What shared code knows of a game: one frozen :class:`GameSpec` per game, built in the
game's own package (``engine/<game>/spec.py``) and listed once in :mod:`.games`.

Session, loop, records, snapshots, frozen views, the simulator, the arena and the window
ask a game's spec and never its name.  The hooks are the places where games differ; each
says what it is for.  A deal object itself offers the same face in every game:

- ``players``, ``dealer``, ``number``, ``phase``, ``to_act``, ``ply`` (moves so far),
  ``is_over``, ``outcome``, ``plays`` and ``trick_winners``;
- ``legal_actions()`` and ``apply(action, seat=None)``, raising ``IllegalAction`` that
  names the rule broken;
- ``clone()`` (an independent copy) and ``play_out(random)`` (random legal play to the end);
- ``observation(seat)`` (what that seat may know now) and ``events(since)`` (what
  happened, in order, for the window);
- ``order`` (the pack as dealt, top card first), ``books`` (the purses and pots being
  changed), ``purses_before``, ``table_before`` and, once over, ``table_after``.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterator, Mapping, Sequence

from .cards import Card
from .packs import Pack
from .schema import ViewSchema
from .table import Table

#: Reads one card of a record, naming where it stands when it is not one.
CardReader = Callable[[Any, str], Card]


@dataclass(frozen=True)
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
    new_deal: Callable[[Any, int, int, Sequence[Card], Any, int, "int | None"], Any]
    #: True when each deal draws a chance seed of its own from the session (for chance
    #: inside the deal, such as shuffling discards into a new stock); recorded and saved.
    deal_chance: bool
    #: The deal's own chance seed (None for a game without one).
    chance_of: Callable[[Any], "int | None"]
    #: A finished deal's record fields after ``game``, ``rules`` and ``seed``.
    record_fields: Callable[[Any], dict[str, Any]]
    #: The pack as it lay before the deal, rebuilt from a record.
    pack_order: Callable[[Mapping[str, Any], CardReader], list[Card]]
    #: The players' choices in a record, in order (what the rules did for them left out).
    recorded_actions: Callable[[Mapping[str, Any], CardReader], Iterator[Any]]
    #: The record field holding the deal's chance seed, or None.
    chance_field: str | None
    #: The players' choices so far, as text, in order: what a snapshot saves.
    deal_actions: Callable[[Any], list[str]]
    #: An action from its text (a card code, a call, a word of the talk...).
    parse_action: Callable[[str], Any]
    #: The text :attr:`parse_action` reads back.
    action_code: Callable[[Any], str]
    #: What a seat may know, declared once: the live view writes it (``to_dict()``) and
    #: the frozen view reads it back.
    view: ViewSchema
    #: A frozen view from what a seat's live view writes with ``to_dict()`` (or the live
    #: view itself, or a frozen one passed through).
    freeze: Callable[[Any], Any]
    #: Outcomes a deal may end with, for counting (the share-out's is ``session_end``).
    outcomes: tuple[str, ...]
    #: A finished deal's outcome as one of :attr:`outcomes`.
    outcome_of: Callable[[Any], str]
    #: The fields every record of the game holds (deal-record.md, or the game's ruling).
    record_required: tuple[str, ...]
    #: Checks a finished deal beyond what the engine does as it plays: every card
    #: accounted for, pots consistent.  Raises AssertionError naming what is wrong.
    check_deal: Callable[[Any], None]
    #: What one seat did in a finished deal, as named counts the arena adds up
    #: (said play and won it, knocked, went in bestia...).
    seat_tally: Callable[[Any, int], dict[str, int]]
    #: Those counts over a side's seat-deals as rates, by name, for the arena's figures.
    tally_rates: Callable[[Mapping[str, int], int], dict[str, float]]
    #: The rates in one line of words for the arena's report.
    tally_words: Callable[[Mapping[str, float]], str]
    #: What a finished deal showed of the game's own life (folds, exchanges...), as named
    #: counts the simulator adds up; and those counts over the session in lines of
    #: words, given the deals played and the table left before the share-out (None in a
    #: game for points).
    deal_tally: Callable[[Any], dict[str, int]]
    deal_tally_words: Callable[[Mapping[str, int], int, "Table | None"], list[str]]

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


__all__ = ["CardReader", "GameSpec", "JETON_RECORD", "rate"]
