"""A Bésigue seat's observation frozen into plain values: what crosses to a worker process.

:meth:`.observation.BesigueObservation.to_dict` writes what the seat may know as JSON-ready
data; :class:`FrozenBesigueObservation` reads it back and answers the same questions as
the live view (same names, same types), so one computer player serves the window's
worker and the in-process simulator alike.  The data may come from another process or
an old file: building one checks it and refuses, in one line, what does not read.
"""
from __future__ import annotations

from typing import Any, Mapping

from ..cards import BIT, RANK_OF, Card, Rank, Suit
from ..errors import EngineError
from ..phase import Phase
from .actions import BesigueAction, parse_action
from .copies import ordered, parse_card
from .history import SEVEN_WAYS, Declared, ScoreEvent
from .melds import FAMILIES, MeldKind
from .rules import BesigueRules


class ObservationError(EngineError, ValueError):
    """Frozen observation data that is not what ``BesigueObservation.to_dict`` writes."""


class FrozenBesigueObservation:
    """An immutable snapshot of one seat's knowledge of a Bésigue deal."""

    game = "besigue"
    players = 2

    __slots__ = (
        "seat", "rules", "dealer", "number", "game_number", "to_act", "phase", "last_tricks", "hand", "hand_mask",
        "tables", "hand_sizes", "upcard", "turn_up", "trump", "trump_from", "stock_size", "plays", "from_table",
        "trick_winners", "draws", "declarations", "scores_before", "scores", "score_events", "legal_actions",
        "_data",
    )

    def __init__(self, data: Mapping[str, Any]) -> None:
        if not isinstance(data, Mapping):
            raise ObservationError("an observation must be an object of fields")
        if data.get("game") != "besigue":
            raise ObservationError(f"not a Bésigue observation (game {data.get('game')!r})")
        try:
            self.seat = _seat(data["seat"], "seat")
            self.rules = BesigueRules.from_dict(data["rules"])
            self.dealer = _seat(data["dealer"], "dealer")
            self.number = _whole(data["number"], "number", 1)
            self.game_number = _whole(data["game_number"], "game_number", 1)
            self.to_act = _whole(data["to_act"], "to_act", -1)
            self.phase = Phase(data["phase"])
            self.last_tricks = _flag(data["last_tricks"], "last_tricks")
            self.hand = ordered(_cards(data["hand"], "hand"))
            self.hand_mask = _mask(self.hand)
            tables = _pair(data["tables"], "tables")
            self.tables = (_mask(_cards(tables[0], "tables")), _mask(_cards(tables[1], "tables")))
            sizes = _pair(data["hand_sizes"], "hand_sizes")
            self.hand_sizes = (_whole(sizes[0], "hand_sizes"), _whole(sizes[1], "hand_sizes"))
            self.upcard = _card_or_none(data["upcard"], "upcard")
            self.turn_up = _card_or_none(data["turn_up"], "turn_up")
            self.trump = None if data["trump"] is None else Suit.parse(data["trump"])
            self.trump_from = data["trump_from"]
            if self.trump_from is not None and self.trump_from != "upcard":
                self.trump_from = _whole(self.trump_from, "trump_from")
            self.stock_size = _whole(data["stock_size"], "stock_size")
            plays = [_triple(p, "plays") for p in _list(data["plays"], "plays")]
            self.plays = tuple((_seat(s, "plays"), parse_card(c)) for s, c, _ in plays)
            self.from_table = _mask(parse_card(c) for _, c, source in plays if _source(source) == "table")
            self.trick_winners = tuple(_seat(s, "trick_winners") for s in _list(data["trick_winners"], "trick_winners"))
            self.draws = tuple((_seat(s, "draws"), _card_or_none(c, "draws"))
                               for s, c in (_pair(d, "draws") for d in _list(data["draws"], "draws")))
            self.declarations = tuple(_declared(d) for d in _list(data["declarations"], "declarations"))
            before, scores = _pair(data["scores_before"], "scores_before"), _pair(data["scores"], "scores")
            self.scores_before = (_whole(before[0], "scores_before"), _whole(before[1], "scores_before"))
            self.scores = (_whole(scores[0], "scores"), _whole(scores[1], "scores"))
            self.score_events = tuple(_score_event(e) for e in _list(data["score_events"], "score_events"))
            self.legal_actions: tuple[BesigueAction, ...] = tuple(
                parse_action(a) for a in _list(data["legal_actions"], "legal_actions"))
        except ObservationError:
            raise
        except KeyError as missing:
            raise ObservationError(f"the observation lacks the field {missing}") from None
        except (EngineError, TypeError, ValueError, AttributeError) as exc:
            raise ObservationError(f"the observation does not read: {exc}") from None
        seen = 0
        for place in (self.hand_mask, *self.tables, *(BIT[c] for _, c in self.plays),
                      BIT[self.turn_up] if self.turn_up is not None else 0):
            if seen & place:
                raise ObservationError("a card lies in two places at once")
            seen |= place
        if len(self.trick_winners) != len(self.plays) // 2:
            raise ObservationError(f"{len(self.trick_winners)} tricks won for {len(self.plays)} cards played")
        self._data = dict(data)

    @classmethod
    def of(cls, observation: Any) -> "FrozenBesigueObservation":
        """Freeze a live observation (or pass a frozen one through, or read its data)."""
        if isinstance(observation, FrozenBesigueObservation):
            return observation
        if isinstance(observation, Mapping):
            return cls(observation)
        return cls(observation.to_dict())

    def to_dict(self) -> dict[str, Any]:
        return dict(self._data)

    # ------------------------------------------------- what a live observation derives
    @property
    def eldest(self) -> int:
        return 1 - self.dealer

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return list(self.plays[len(self.plays) & ~1:])

    @property
    def meld_history(self) -> tuple[int, ...]:
        used = [0] * FAMILIES
        for d in self.declarations:
            if d.what not in SEVEN_WAYS:
                used[MeldKind(d.what).family] |= d.from_hand | d.from_table
        return tuple(used)

    @property
    def sevens_scored(self) -> int:
        upcard = self.upcard
        scored = BIT[upcard] if upcard is not None and RANK_OF[upcard] == Rank.SEVEN else 0
        for d in self.declarations:
            if d.what in SEVEN_WAYS:
                scored |= d.from_hand
        return scored

    @property
    def legal_mask(self) -> int:
        return _mask(a for a in self.legal_actions if a.__class__ is Card)

    def __repr__(self) -> str:
        return f"<FrozenBesigueObservation seat {self.seat}, {self.phase.value}, ply {len(self.plays)}>"


def _whole(value: Any, name: str, least: int = 0) -> int:
    if type(value) is not int or value < least:
        raise ObservationError(f"observation field {name!r} must be a whole number from {least}, not {value!r}")
    return value


def _seat(value: Any, name: str) -> int:
    if type(value) is not int or value not in (0, 1):
        raise ObservationError(f"observation field {name!r} must hold seats 0 or 1, not {value!r}")
    return value


def _flag(value: Any, name: str) -> bool:
    if type(value) is not bool:
        raise ObservationError(f"observation field {name!r} must be true or false, not {value!r}")
    return value


def _list(value: Any, name: str) -> list:
    if not isinstance(value, list):
        raise ObservationError(f"observation field {name!r} must be a list, not {value!r}")
    return value


def _pair(value: Any, name: str) -> list:
    if not isinstance(value, list) or len(value) != 2:
        raise ObservationError(f"observation field {name!r} must hold two items, not {value!r}")
    return value


def _triple(value: Any, name: str) -> list:
    if not isinstance(value, list) or len(value) != 3:
        raise ObservationError(f"observation field {name!r} must hold [seat, card, source], not {value!r}")
    return value


def _source(value: Any) -> str:
    if value not in ("hand", "table"):
        raise ObservationError(f"a card is played from the 'hand' or the 'table', not {value!r}")
    return value


def _cards(value: Any, name: str) -> list[Card]:
    cards = [parse_card(c) for c in _list(value, name)]
    if len(set(cards)) != len(cards):
        raise ObservationError(f"observation field {name!r} names a card twice")
    return cards


def _card_or_none(value: Any, name: str) -> Card | None:
    return None if value is None else parse_card(value)


def _mask(cards: Any) -> int:
    mask = 0
    for card in cards:
        mask |= BIT[card]
    return mask


def _declared(item: Any) -> Declared:
    if not isinstance(item, Mapping):
        raise ObservationError(f"a declaration must be an object, not {item!r}")
    what = item["what"]
    if what not in SEVEN_WAYS:
        MeldKind(what)
    took = _card_or_none(item["took"], "took")
    return Declared(_whole(item["trick"], "trick"), _seat(item["seat"], "seat"), str(what),
                    _mask(_cards(item["from_hand"], "from_hand")), _mask(_cards(item["from_table"], "from_table")),
                    _whole(item["points"], "points", 1), took)


def _score_event(item: Any) -> ScoreEvent:
    if not isinstance(item, Mapping) or not isinstance(item["why"], str):
        raise ObservationError(f"a score event must be an object with a reason, not {item!r}")
    return ScoreEvent(_seat(item["seat"], "seat"), _whole(item["points"], "points", 1), item["why"],
                      _whole(item["trick"], "trick", -1))


__all__ = ["FrozenBesigueObservation", "ObservationError"]
