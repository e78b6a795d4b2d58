"""What one Bésigue seat may know: its own hand, both players' melds lying on the table,
every card played, the turn-up and the stock's size, what was declared and scored, and
the cards it drew (and the turn-up whoever took it).  Never the other hand, nor the stock.

Like the other games' views it is a cheap read-only snapshot that refuses to be read once
the deal has moved on; :meth:`BesigueObservation.to_dict` freezes it into plain data that
:class:`.frozen.FrozenBesigueObservation` reads back.  The meld history and the sevens that
have scored are public too: they follow from what was declared.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..cards import Card, Suit, copy_code, mask_of
from ..frozen import ObservationError
from ..phase import Phase
from ..schema import Field, ViewSchema, actions, phase, rule_book, strict_flag, whole
from ..view import StaleObservation
from .actions import BesigueAction, action_code, parse_action
from .copies import codes, meld_codes, ordered, parse_card
from .events import shown_draws
from .history import SEVEN_WAYS, Declared, ScoreEvent
from .melds import MeldKind
from .rules import BesigueRules

if TYPE_CHECKING:
    from .deal import BesigueDeal


class BesigueObservation:
    """One seat's view of a deal at one moment."""

    __slots__ = ("_deal", "seat", "_ply")
    game = "besigue"
    players = 2

    def __init__(self, deal: "BesigueDeal", seat: int) -> None:
        if seat not in (0, 1):
            raise ValueError(f"no seat {seat} at a table of two")
        self._deal = deal
        self.seat = seat
        self._ply = deal.ply

    def _live(self) -> "BesigueDeal":
        deal = self._deal
        if deal.ply != self._ply:
            raise StaleObservation(f"seat {self.seat}'s observation was taken before the last move")
        return deal

    # ------------------------------------------------------------- the deal
    @property
    def rules(self) -> "BesigueRules":
        return self._live().rules

    @property
    def dealer(self) -> int:
        return self._live().dealer

    @property
    def eldest(self) -> int:
        return self._live().eldest

    @property
    def number(self) -> int:
        return self._live().number

    @property
    def game_number(self) -> int:
        return self._live().game_number

    @property
    def to_act(self) -> int:
        return self._live().to_act

    @property
    def phase(self) -> Phase:
        return self._live().phase

    @property
    def last_tricks(self) -> bool:
        """The stock is exhausted: the duty to follow, head and trump holds."""
        return self._live().last_tricks

    # ------------------------------------------------------------- cards
    @property
    def hand(self) -> tuple[Card, ...]:
        return ordered(self._live().hands[self.seat])

    @property
    def hand_mask(self) -> int:
        return self._live().hands[self.seat]

    @property
    def tables(self) -> tuple[int, int]:
        """Each seat's melds lying face up on the table, as masks (its cards to play too)."""
        tables = self._live().tables
        return tables[0], tables[1]

    @property
    def hand_sizes(self) -> tuple[int, int]:
        """Cards in each seat's hand, not counting its melds on the table."""
        hands = self._live().hands
        return hands[0].bit_count(), hands[1].bit_count()

    @property
    def upcard(self) -> Card | None:
        """The card turned up at the deal, or None without a turn-up."""
        return self._live().upcard

    @property
    def turn_up(self) -> Card | None:
        """The card lying face up beside the stock now (a seven once exchanged), or None."""
        return self._live().turn_up

    @property
    def trump(self) -> Suit | None:
        trump = self._live().trump
        return None if trump < 0 else Suit(trump)

    @property
    def trump_from(self) -> str | int | None:
        return self._live().trump_from

    @property
    def stock_size(self) -> int:
        return self._live().stock_size

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        return tuple(self._live().plays)

    @property
    def from_table(self) -> int:
        """The cards played from the table rather than the hand, as a mask."""
        return self._live().from_table

    @property
    def trick_winners(self) -> tuple[int, ...]:
        return tuple(self._live().trick_winners)

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return self._live().current_trick()

    @property
    def draws(self) -> tuple[tuple[int, Card | None], ...]:
        """Every draw in order: the seat's own cards, the other's as None unless it took
        the turn-up (shown to both)."""
        return tuple(shown_draws(self._live(), self.seat))

    # ------------------------------------------------------------- declarations and points
    @property
    def declarations(self) -> tuple[Declared, ...]:
        return tuple(self._live().declarations)

    @property
    def meld_history(self) -> tuple[int, ...]:
        """For each family of melds (:mod:`.melds`), the cards that have scored in it."""
        return tuple(self._live().used)

    @property
    def sevens_scored(self) -> int:
        return self._live().sevens_scored

    @property
    def scores_before(self) -> tuple[int, int]:
        return self._live().scores_before

    @property
    def scores(self) -> tuple[int, int]:
        scores = self._live().scores
        return scores[0], scores[1]

    @property
    def score_events(self) -> tuple[ScoreEvent, ...]:
        return tuple(self._live().score_events)

    @property
    def legal_actions(self) -> tuple[BesigueAction, ...]:
        deal = self._live()
        return deal.legal_actions() if deal.to_act == self.seat else ()

    @property
    def legal_mask(self) -> int:
        deal = self._live()
        return deal.legal_mask() if deal.to_act == self.seat else 0

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data holding exactly what the seat may know."""
        return VIEW.write(self)

    def __repr__(self) -> str:
        return f"<BesigueObservation seat {self.seat}, ply {self._ply}>"


# ----------------------------------------------------------------- the view, declared once
def _card_or_null(key: str) -> Field:
    return Field(key, key, lambda v: None if getattr(v, key) is None else copy_code(getattr(v, key)),
                 lambda d: None if d[key] is None else parse_card(d[key]))


def _read_hand(data: Mapping[str, Any]) -> tuple[Card, ...]:
    return ordered(_cards(data["hand"], "hand"))


def _read_tables(data: Mapping[str, Any]) -> tuple[int, int]:
    tables = _pair(data["tables"], "tables")
    return mask_of(_cards(tables[0], "tables")), mask_of(_cards(tables[1], "tables"))


def _read_sizes(data: Mapping[str, Any]) -> tuple[int, int]:
    sizes = _pair(data["hand_sizes"], "hand_sizes")
    return _whole(sizes[0], "hand_sizes"), _whole(sizes[1], "hand_sizes")


def _read_trump_from(data: Mapping[str, Any]) -> str | int | None:
    value = data["trump_from"]
    return value if value is None or value == "upcard" else _whole(value, "trump_from")


def _write_plays(view: Any) -> list[list[Any]]:
    return [[s, copy_code(c), "table" if view.from_table >> c & 1 else "hand"] for s, c in view.plays]


def _triples(data: Mapping[str, Any]) -> list[list[Any]]:
    plays = _list(data["plays"], "plays")
    for play in plays:
        if not isinstance(play, list) or len(play) != 3 or play[2] not in ("hand", "table"):
            raise ObservationError(f"a card played is [seat, card, 'hand' or 'table'], not {play!r}")
    return plays


def _read_plays(data: Mapping[str, Any]) -> tuple[tuple[int, Card], ...]:
    return tuple((_seat(s, "plays"), parse_card(c)) for s, c, _ in _triples(data))


def _read_from_table(data: Mapping[str, Any]) -> int:
    return mask_of(parse_card(c) for _, c, source in _triples(data) if source == "table")


def _read_draws(data: Mapping[str, Any]) -> tuple[tuple[int, Card | None], ...]:
    return tuple((_seat(s, "draws"), None if c is None else parse_card(c))
                 for s, c in (_pair(d, "draws") for d in _list(data["draws"], "draws")))


def _write_declarations(view: Any) -> list[dict[str, Any]]:
    return [{"trick": d.trick, "seat": d.seat, "what": d.what, "from_hand": meld_codes(d.from_hand),
             "from_table": meld_codes(d.from_table), "points": d.points,
             "took": None if d.took is None else copy_code(d.took)} for d in view.declarations]


def _read_declarations(data: Mapping[str, Any]) -> tuple[Declared, ...]:
    out = []
    for item in _list(data["declarations"], "declarations"):
        if not isinstance(item, Mapping):
            raise ObservationError(f"a declaration must be an object, not {item!r}")
        what = item["what"]
        if what not in SEVEN_WAYS:
            MeldKind(what)
        took = None if item["took"] is None else parse_card(item["took"])
        out.append(Declared(_whole(item["trick"], "trick"), _seat(item["seat"], "seat"), str(what),
                            mask_of(_cards(item["from_hand"], "from_hand")),
                            mask_of(_cards(item["from_table"], "from_table")), _whole(item["points"], "points", 1),
                            took))
    return tuple(out)


def _read_score_events(data: Mapping[str, Any]) -> tuple[ScoreEvent, ...]:
    out = []
    for item in _list(data["score_events"], "score_events"):
        if not isinstance(item, Mapping) or not isinstance(item.get("why"), str):
            raise ObservationError(f"a score event must be an object with a reason, not {item!r}")
        out.append(ScoreEvent(_seat(item["seat"], "seat"), _whole(item["points"], "points", 1), item["why"],
                              _whole(item["trick"], "trick", -1)))
    return tuple(out)


def _read_score_pair(key: str) -> Field:
    def read(data: Mapping[str, Any]) -> tuple[int, int]:
        pair = _pair(data[key], key)
        return _whole(pair[0], key), _whole(pair[1], key)

    return Field(key, key, lambda v: list(getattr(v, key)), read)


def _whole(value: Any, name: str, least: int = 0) -> int:
    if type(value) is not int or value < least:
        raise ObservationError(f"observation field {name!r} must be a whole number from {least}, not {value!r}")
    return value


def _seat(value: Any, name: str) -> int:
    if type(value) is not int or value not in (0, 1):
        raise ObservationError(f"observation field {name!r} must hold seats 0 or 1, not {value!r}")
    return value


def _list(value: Any, name: str) -> list:
    if not isinstance(value, list):
        raise ObservationError(f"observation field {name!r} must be a list, not {value!r}")
    return value


def _pair(value: Any, name: str) -> list:
    if not isinstance(value, list) or len(value) != 2:
        raise ObservationError(f"observation field {name!r} must hold two items, not {value!r}")
    return value


def _cards(value: Any, name: str) -> list[Card]:
    cards = [parse_card(c) for c in _list(value, name)]
    if len(set(cards)) != len(cards):
        raise ObservationError(f"observation field {name!r} names a card twice")
    return cards


#: What a Bésigue seat may know, declared once for the live view and the frozen one.  The
#: cards are written with their copy (``QS.1``); ``plays`` feeds two attributes (the cards
#: played, and which of them came from the table), each writing it alike.
VIEW = ViewSchema("besigue", (
    whole("seat"), whole("players"), rule_book(BesigueRules), whole("dealer"), whole("number"),
    whole("game_number"), whole("to_act"), phase(), strict_flag("last_tricks"),
    Field("hand", "hand", lambda v: codes(v.hand_mask), _read_hand),
    Field("tables", "tables", lambda v: [codes(t) for t in v.tables], _read_tables),
    Field("hand_sizes", "hand_sizes", lambda v: list(v.hand_sizes), _read_sizes),
    _card_or_null("upcard"), _card_or_null("turn_up"),
    Field("trump", "trump", lambda v: None if v.trump is None else v.trump.code,
          lambda d: None if d["trump"] is None else Suit.parse(d["trump"])),
    Field("trump_from", "trump_from", lambda v: v.trump_from, _read_trump_from),
    whole("stock_size"),
    Field("plays", "plays", _write_plays, _read_plays),
    Field("plays", "from_table", _write_plays, _read_from_table),
    Field("trick_winners", "trick_winners", lambda v: list(v.trick_winners),
          lambda d: tuple(_seat(s, "trick_winners") for s in _list(d["trick_winners"], "trick_winners"))),
    Field("draws", "draws", lambda v: [[s, None if c is None else copy_code(c)] for s, c in v.draws], _read_draws),
    Field("declarations", "declarations", _write_declarations, _read_declarations),
    _read_score_pair("scores_before"), _read_score_pair("scores"),
    Field("score_events", "score_events", lambda v: [e._asdict() for e in v.score_events], _read_score_events),
    actions(parse_action, action_code),
))


__all__ = ["BesigueObservation", "StaleObservation", "VIEW"]
