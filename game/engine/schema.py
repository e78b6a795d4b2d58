"""A game's view of a deal declared once: the fields a seat may know, each with how it is
written as plain data and read back.

A live view (reading the deal) and a frozen view (reading plain data that crossed to a
worker process or came from a file) must answer the same questions alike, or a computer
player would think differently in the window and in the simulator.  Declaring the fields
once gives both forms and their parity test from one list: the live view's ``to_dict()``
is :meth:`ViewSchema.write`, the frozen view's constructor is :meth:`ViewSchema.read`, and
the conformance suite compares every field of the two for every game.
"""
from __future__ import annotations

from typing import Any, Callable, ClassVar, Iterable, Mapping, NamedTuple, Sequence

from .cards import Card, Suit, cards_in, mask_of
from .errors import EngineError
from .frozen import FrozenPlay, ObservationError, card_codes, seat_or_none, whole_field
from .phase import Phase
from .table import Table
from .talk import HeardTalk


class Field(NamedTuple):
    """One thing a seat may know: ``attr`` on both views, ``key`` in the plain data."""

    key: str
    attr: str
    #: The live view -> plain, JSON-ready data.
    write: Callable[[Any], Any]
    #: The data (the whole mapping, for fields read from one key) -> the attribute's value.
    read: Callable[[Mapping[str, Any]], Any]


class ViewSchema:
    """The fields of one game's view, in the order the plain data lists them."""

    def __init__(self, game: str, fields: Iterable[Field]) -> None:
        self.game = game
        self.fields = tuple(fields)
        self.attrs = tuple(f.attr for f in self.fields)

    def write(self, view: Any) -> dict[str, Any]:
        """Plain JSON-ready data holding exactly what the view's seat may know."""
        out: dict[str, Any] = {"game": self.game}
        for f in self.fields:
            out[f.key] = f.write(view)
        return out

    def read(self, frozen: Any, data: Any) -> None:
        """Set every field of ``frozen`` from ``data``, refusing in one line what does not read."""
        if not isinstance(data, Mapping):
            raise ObservationError("an observation must be an object of fields")
        if data.get("game", self.game) != self.game:
            raise ObservationError(f"not a {self.game} observation (game {data.get('game')!r})")
        for f in self.fields:
            if f.key not in data:
                raise ObservationError(f"the observation lacks the field {f.key!r}")
            try:
                object.__setattr__(frozen, f.attr, f.read(data))
            except ObservationError:
                raise
            except (EngineError, KeyError, TypeError, ValueError, AttributeError) as exc:
                detail = f"lacks {exc}" if isinstance(exc, KeyError) else str(exc)
                raise ObservationError(f"the observation does not read: field {f.key!r}: {detail}") from None


class FrozenView(FrozenPlay):
    """A seat's view read back from plain data: immutable, checked, answering the live
    view's questions by the same names.  A game's frozen view names its ``SCHEMA``, lists
    the schema's attributes (and any it derives) in ``__slots__``, and may derive and check
    more in :meth:`_derive`."""

    __slots__ = ("_data",)
    SCHEMA: ClassVar[ViewSchema]
    game: ClassVar[str] = ""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        cls.game = cls.SCHEMA.game

    def __init__(self, data: Mapping[str, Any]) -> None:
        self.SCHEMA.read(self, data)
        try:
            self._derive()
        except ObservationError:
            raise
        except (EngineError, TypeError, ValueError) as exc:
            raise ObservationError(f"the observation does not read: {exc}") from None
        self._data = dict(data)

    def _derive(self) -> None:
        """Work out what the view keeps besides its fields, and refuse data that does not
        hang together (a seat not at the table...)."""

    @classmethod
    def of(cls, observation: Any) -> Any:
        """Freeze a live view (or pass a frozen one through, or read its data)."""
        if isinstance(observation, cls):
            return observation
        if isinstance(observation, Mapping):
            return cls(observation)
        return cls(observation.to_dict())

    def to_dict(self) -> dict[str, Any]:
        return dict(self._data)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} seat {self.seat} of {self.players}, {self.phase.value}, ply {len(self.plays)}>"  # type: ignore[attr-defined]


# ----------------------------------------------------------------- fields by kind
def whole(key: str, attr: str | None = None) -> Field:
    """A whole number (JSON's true is not a seat)."""
    name = attr or key
    return Field(key, name, lambda v: getattr(v, name), lambda d: whole_field(d, key))


def seat_or_null(key: str) -> Field:
    return Field(key, key, lambda v: getattr(v, key), lambda d: seat_or_none(d, key))


def flag(key: str) -> Field:
    return Field(key, key, lambda v: bool(getattr(v, key)), lambda d: bool(d[key]))


def phase(key: str = "phase") -> Field:
    return Field(key, key, lambda v: getattr(v, key).value, lambda d: Phase(d[key]))


def rule_book(kind: type, key: str = "rules") -> Field:
    return Field(key, key, lambda v: getattr(v, key).to_dict(), lambda d: kind.from_dict(d[key]))


def hand(key: str = "hand") -> Field:
    """Cards held, lowest first within each suit (as ``cards_in`` gives them)."""
    return Field(key, key, lambda v: [str(c) for c in getattr(v, key)],
                 lambda d: tuple(sorted(card_codes(d[key]))))


def card_mask(key: str, attr: str) -> Field:
    """A set of cards kept as a bitmask (``attr``), written as its card codes (``key``)."""
    return Field(key, attr, lambda v: [str(c) for c in cards_in(getattr(v, attr))],
                 lambda d: mask_of(card_codes(d[key])))


def card_list(key: str) -> Field:
    """Cards in order, as a tuple."""
    return Field(key, key, lambda v: [str(c) for c in getattr(v, key)], lambda d: tuple(card_codes(d[key])))


def card_or_null(key: str) -> Field:
    return Field(key, key, lambda v: None if getattr(v, key) is None else str(getattr(v, key)),
                 lambda d: None if d[key] is None else Card.parse(d[key]))


def plays(key: str = "plays") -> Field:
    """The cards played so far: (seat, card) pairs in order."""
    return Field(key, key, lambda v: [[seat, str(c)] for seat, c in getattr(v, key)],
                 lambda d: tuple((whole_of(seat), Card.parse(c)) for seat, c in d[key]))


def wholes(key: str) -> Field:
    """Seats, counts or amounts, one whole number each, as a tuple."""
    return Field(key, key, lambda v: list(getattr(v, key)), lambda d: tuple(whole_of(s) for s in d[key]))


def table(key: str, written: Callable[[Any, Table], dict[str, Any]],
          read: Callable[[Any], Table] = Table.from_dict) -> Field:
    """The pots; ``written(view, table)`` gives only the pots the game has, by its names,
    and ``read`` reads them back."""
    return Field(key, key, lambda v: written(v, getattr(v, key)), lambda d: read(d[key]))


def actions(parse: Callable[[str], Any], code: Callable[[Any], str], key: str = "legal_actions") -> Field:
    """The seat's legal actions, as the game's action codes."""
    return Field(key, key, lambda v: [code(a) for a in getattr(v, key)],
                 lambda d: tuple(parse(a) for a in _strings(d[key], key)))


def heard_talk(key: str = "talk") -> Field:
    """The talk as every seat heard it (how many cards each changed, not which)."""
    def read(data: Mapping[str, Any]) -> tuple:
        return tuple(HeardTalk(whole_field(t, "seat"), str(t["word"]), bool(t["forced"]), whole_field(t, "changed"),
                               whole_field(t, "circuit")) for t in data[key])

    return Field(key, key, lambda v: [t._asdict() for t in getattr(v, key)], read)


def own_exchanges(key: str = "my_exchanges") -> Field:
    """The seat's own exchanges: (cards thrown, cards drawn), in order."""
    def write(view: Any) -> list[dict[str, list[str]]]:
        return [{"discards": [str(c) for c in d], "drawn": [str(c) for c in w]} for d, w in getattr(view, key)]

    def read(data: Mapping[str, Any]) -> tuple:
        return tuple((tuple(card_codes(e["discards"])), tuple(card_codes(e["drawn"]))) for e in data[key])

    return Field(key, key, write, read)


def strict_flag(key: str) -> Field:
    """True or false, and nothing else."""
    def read(data: Mapping[str, Any]) -> bool:
        if type(data[key]) is not bool:
            raise ObservationError(f"observation field {key!r} must be true or false, not {data[key]!r}")
        return data[key]

    return Field(key, key, lambda v: bool(getattr(v, key)), read)


def word_list(key: str) -> Field:
    """A word (or null) per seat, as a tuple."""
    return Field(key, key, lambda v: list(getattr(v, key)), lambda d: tuple(d[key]))


def suit(key: str) -> Field:
    return Field(key, key, lambda v: getattr(v, key).code, lambda d: Suit.parse(d[key]))


def text(key: str) -> Field:
    return Field(key, key, lambda v: getattr(v, key), lambda d: d[key])


def whole_of(value: Any) -> int:
    if type(value) is not int:
        raise ObservationError(f"expected a whole number, not {value!r}")
    return value


def _strings(items: Any, key: str) -> Sequence[str]:
    if not isinstance(items, list) or any(not isinstance(i, str) for i in items):
        raise ObservationError(f"observation field {key!r} must be a list of texts, not {items!r}")
    return items


__all__ = [
    "Field", "FrozenView", "ViewSchema", "actions", "card_list", "card_mask", "card_or_null", "flag", "hand",
    "heard_talk", "own_exchanges", "phase", "plays", "rule_book", "seat_or_null", "strict_flag", "suit", "table", "text",
    "whole", "whole_of", "wholes", "word_list",
]
