"""A Mouche seat's observation frozen into plain values: what crosses to a worker process.

:meth:`MoucheObservation.to_dict` writes what the seat may know as JSON-ready data;
:class:`FrozenMoucheObservation` reads it back and answers the same questions as the live
view (same names, same types).  The data may come from another process or an old file,
so building one checks it and refuses what does not read, in one line.
"""
from __future__ import annotations

from typing import Any, Mapping

from ..cards import Card, Suit, mask_of
from ..errors import EngineError
from ..frozen import FrozenPlay, ObservationError, card_codes, per_seat, seat_or_none, whole_field
from ..phase import Phase
from ..table import Table
from ..talk import HeardTalk
from .actions import MoucheAction, NameTrump, parse_mouche_action
from .mistigri import MISTIGRI
from .rules import MoucheRules

STATUS = (None, "play", "pass")
PHASES = (Phase.TALK, Phase.PLAY, Phase.OVER)


class FrozenMoucheObservation(FrozenPlay):
    """An immutable snapshot of one seat's knowledge of a Mouche deal."""

    game = "mouche"

    __slots__ = (
        "seat", "players", "rules", "dealer", "to_act", "phase", "hand", "hand_mask", "dealt_mask", "upcard",
        "trump_on_table", "trump", "robbed", "talk", "my_exchanges", "exchanged", "status", "stock_size", "in_seats",
        "leader", "mouche_shown", "trump_named", "plays", "trick_winners", "number", "purses_before", "purses",
        "basket", "value", "table_before", "table", "legal_actions", "_data",
    )

    def __init__(self, data: Mapping[str, Any]) -> None:
        if not isinstance(data, Mapping):
            raise ObservationError("an observation must be an object of fields")
        if data.get("game") != "mouche":
            raise ObservationError(f"not a Mouche observation (game {data.get('game')!r})")
        try:
            self.seat = whole_field(data, "seat")
            self.players = n = whole_field(data, "players")
            self.rules = MoucheRules.from_dict(data["rules"])
            self.dealer = whole_field(data, "dealer")
            self.to_act = whole_field(data, "to_act")
            self.phase = Phase(data["phase"])
            if self.phase not in PHASES:
                raise ObservationError(f"Mouche has no phase {self.phase.value!r}")
            self.hand = tuple(sorted(card_codes(data["hand"])))
            self.hand_mask = mask_of(self.hand)
            self.dealt_mask = mask_of(card_codes(data["dealt"]))
            self.upcard = Card.parse(data["upcard"])
            self.trump_on_table = _flag(data, "trump_on_table")
            self.trump = Suit.parse(data["trump"])
            self.robbed = _flag(data, "robbed")
            self.talk = tuple(HeardTalk(whole_field(t, "seat"), str(t["word"]), bool(t["forced"]),
                                        whole_field(t, "changed"), whole_field(t, "circuit")) for t in data["talk"])
            self.my_exchanges = tuple((tuple(card_codes(e["discards"])), tuple(card_codes(e["drawn"])))
                                      for e in data["my_exchanges"])
            self.exchanged = per_seat(data["exchanged"], n, "exchanged")
            self.status = tuple(data["status"])
            if len(self.status) != n or any(s not in STATUS for s in self.status):
                raise ObservationError(f"observation field 'status' must hold a word per seat, not {self.status!r}")
            self.stock_size = whole_field(data, "stock_size")
            self.in_seats = tuple(int(s) for s in data["in_seats"])
            self.leader = seat_or_none(data, "leader", n)
            shown = data["mouche_shown"]
            self.mouche_shown = None if shown is None else (whole_field(shown, "seat"),
                                                            tuple(card_codes(shown["cards"])))
            named = data["trump_named"]
            self.trump_named = None if named is None else (whole_field(named, "trick"), Suit.parse(named["suit"]))
            self.plays = tuple((int(seat), Card.parse(c)) for seat, c in data["plays"])
            self.trick_winners = tuple(int(s) for s in data["trick_winners"])
            self.number = whole_field(data, "number")
            self.purses_before = tuple(int(p) for p in data["purses_before"])
            self.purses = tuple(int(p) for p in data["purses"])
            self.basket = whole_field(data, "basket")
            self.value = whole_field(data, "value")
            self.table_before = Table.from_dict(data["table_before"])
            self.table = Table.from_dict(data["table"])
            self.legal_actions: tuple[MoucheAction, ...] = tuple(parse_mouche_action(a) for a in data["legal_actions"])
        except ObservationError:
            raise
        except KeyError as missing:
            raise ObservationError(f"the observation lacks the field {missing}") from None
        except (EngineError, TypeError, ValueError, AttributeError) as exc:
            raise ObservationError(f"the observation does not read: {exc}") from None
        seats = range(n)
        if not 0 <= self.seat < n or self.dealer not in seats or not -1 <= self.to_act < n:
            raise ObservationError(f"seat {self.seat}, dealer {self.dealer}, to act {self.to_act} at a table of {n}")
        if (any(s not in seats for s in self.in_seats + self.trick_winners)
                or any(s not in seats for s, _ in self.plays)):
            raise ObservationError("a seat in the play is not at the table")
        if self.mouche_shown is not None and self.mouche_shown[0] not in seats:
            raise ObservationError(f"a mouche shown by seat {self.mouche_shown[0]}, not at the table")
        if len(self.purses) != n or len(self.purses_before) != n:
            raise ObservationError(f"{len(self.purses)} purses for {n} players")
        self._data = dict(data)

    @classmethod
    def of(cls, observation: Any) -> "FrozenMoucheObservation":
        """Freeze a live observation (or pass a frozen one through, or read its data)."""
        if isinstance(observation, FrozenMoucheObservation):
            return observation
        if isinstance(observation, Mapping):
            return cls(observation)
        return cls(observation.to_dict())

    def to_dict(self) -> dict[str, Any]:
        return dict(self._data)

    # ------------------------------------------------- what a live observation derives
    @property
    def eldest(self) -> int:
        return (self.dealer + 1) % self.players

    @property
    def folded(self) -> list[bool]:
        return [s == "pass" for s in self.status]

    @property
    def legal_mask(self) -> int:
        """The cards that may be played, as a bitmask (0 outside the play, as live); the
        Mistigri when it may be played naming the trumps."""
        if self.phase is not Phase.PLAY:
            return 0
        return mask_of(MISTIGRI if isinstance(a, NameTrump) else a for a in self.legal_actions)

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        size = len(self.in_seats) or self.players
        return list(self.plays[len(self.plays) - len(self.plays) % size:])

    def __repr__(self) -> str:
        return (f"<FrozenMoucheObservation seat {self.seat} of {self.players}, {self.phase.value},"
                f" ply {len(self.plays)}>")


def _flag(data: Mapping[str, Any], name: str) -> bool:
    value = data[name]
    if type(value) is not bool:
        raise ObservationError(f"observation field {name!r} must be true or false, not {value!r}")
    return value


__all__ = ["FrozenMoucheObservation"]
