"""A Bête seat's observation frozen into plain values: what crosses to a worker process.

:meth:`Observation.to_dict` writes exactly what a seat may know as JSON-ready data;
:class:`FrozenObservation` reads it back and answers the same questions as a live
:class:`Observation` (same attribute names, same types).
"""
from __future__ import annotations

from typing import Any, Mapping, Union

from ..cards import SUIT_OF, Card, Suit, mask_of
from ..errors import EngineError
from ..frozen import FrozenPlay, ObservationError, card_codes, seat_or_none, whole_field
from ..phase import Phase
from ..table import Table
from .actions import Action, Call, parse_action
from .observation import Observation
from .rules import RuleSet


class FrozenObservation(FrozenPlay):
    """An immutable snapshot of one seat's knowledge of a Bête deal."""

    game = "bete"

    __slots__ = (
        "seat", "players", "rules", "dealer", "to_act", "phase", "hand", "hand_mask", "dealt_mask", "turned",
        "talon_size", "calls", "declarer", "contre", "plays", "trick_winners", "number", "purses_before",
        "table_before", "purses", "table", "stake_fiches", "legal_actions", "_data",
    )

    def __init__(self, data: Mapping[str, Any]) -> None:
        if not isinstance(data, Mapping):
            raise ObservationError("an observation must be an object of fields")
        try:
            self.seat = whole_field(data, "seat")
            self.players = whole_field(data, "players")
            self.rules = RuleSet.from_dict(data["rules"])
            self.dealer = whole_field(data, "dealer")
            self.to_act = whole_field(data, "to_act")
            self.phase = Phase(data["phase"])
            self.hand = tuple(sorted(card_codes(data["hand"])))
            self.hand_mask = mask_of(self.hand)
            self.dealt_mask = mask_of(card_codes(data["dealt"]))
            self.turned = tuple(card_codes(data["turned"]))
            self.talon_size = whole_field(data, "talon_size")
            self.calls = tuple(_call(item) for item in data["calls"])
            self.declarer = seat_or_none(data, "declarer")
            self.contre = seat_or_none(data, "contre")
            self.plays = tuple((int(seat), Card.parse(card)) for seat, card in data["plays"])
            self.trick_winners = tuple(int(s) for s in data["trick_winners"])
            self.number = whole_field(data, "number")
            self.purses_before = tuple(int(p) for p in data["purses_before"])
            self.table_before = Table.from_dict(data["table_before"])
            self.purses = tuple(int(p) for p in data["purses"])
            self.table = Table.from_dict(data["table"])
            self.stake_fiches = whole_field(data, "stake_fiches")
            self.legal_actions = tuple(parse_action(a) for a in data["legal_actions"])
        except ObservationError:
            raise
        except KeyError as missing:
            raise ObservationError(f"the observation lacks the field {missing}") from None
        except (EngineError, TypeError, ValueError) as exc:
            raise ObservationError(f"the observation does not read: {exc}") from None
        if not 0 <= self.seat < self.players or not self.turned:
            raise ObservationError(f"seat {self.seat} at a table of {self.players}, {len(self.turned)} cards turned")
        self._data = dict(data)

    @classmethod
    def of(cls, observation: Union[Observation, "FrozenObservation", Mapping[str, Any]]) -> "FrozenObservation":
        """Freeze a live observation (or pass a frozen one through, or read its data)."""
        if isinstance(observation, FrozenObservation):
            return observation
        if isinstance(observation, Observation):
            return cls(observation.to_dict())
        return cls(observation)

    def to_dict(self) -> dict[str, Any]:
        return dict(self._data)

    # ------------------------------------------------- what a live observation derives
    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.players

    @property
    def upcard(self) -> Card:
        return self.turned[0]

    @property
    def trump(self) -> Suit:
        return SUIT_OF[self.turned[-1]]

    @property
    def legal_mask(self) -> int:
        return mask_of(a for a in self.legal_actions if isinstance(a, Card))

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return list(self.plays[len(self.plays) - len(self.plays) % self.players:])

    @property
    def value(self) -> int:
        table = self.table
        return table.game + self.stake_fiches * self.rules.fiche_value + (table.betes[0] if table.betes else 0)

    def __repr__(self) -> str:
        return f"<FrozenObservation seat {self.seat} of {self.players}, {self.phase.value}, ply {len(self.plays)}>"


def _call(item: Mapping[str, Any]) -> tuple[int | None, Action]:
    if "curieuse" in item:
        return (None, Card.parse(item["curieuse"]))
    return (int(item["seat"]), Call(item["call"]))



#: Anything a Bête computer player may be handed: a live view or a frozen one.
Seen = Union[Observation, FrozenObservation]

__all__ = ["FrozenObservation", "Seen"]
