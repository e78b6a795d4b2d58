"""Bésigue's part of a deal record (ruling, "The deal record for Bésigue" and its binding
details): its fields, and reading them back (the pack as it lay and the choices in the
order made); the writer, the reader of lines and the replay are :mod:`..record`'s.

Besides the ruling's fields a record carries ``game_number``, the game of the session the
deal belongs to (from 1).  Cards are written with their copy, ``QS.1``; in ``melds`` and
``score_events`` as everywhere the order is the order of play.  The choices are read back
with the declarations of a trick in the order their points were scored (``score_events``
says which came first when a meld and a seven share a trick) and with ``no_meld`` where a
declaration step was left with something still open.
"""
from __future__ import annotations

from contextlib import contextmanager
from typing import Any, Iterator, Mapping, Sequence

from ..cards import Card, copy_code
from ..errors import EngineError, RecordError
from ..phase import Phase
from .actions import NO_MELD, BesigueAction, Seven
from .copies import PACK, codes, meld_codes, parse_card
from .deal import BesigueDeal
from .history import SEVEN_WAYS
from .melds import Meld, MeldKind
from .rules import BesigueRules

REQUIRED = ("game", "rules", "seed", "deal", "players", "dealer", "hands", "upcard", "stock", "trump", "trump_from",
            "tricks", "score_events", "scores_before", "scores_after", "outcome")
SEVEN_WHYS = {"exchange": "seven_exchange", "declare": "seven_declared"}
DECLARATION_WHYS = frozenset(SEVEN_WHYS.values()) | {k.value for k in MeldKind}


def besigue_fields(deal: BesigueDeal) -> dict[str, Any]:
    """A finished deal's record fields after ``game``, ``rules`` and ``seed`` (which the
    shared writer, :func:`..record.deal_record`, puts first)."""
    count = len(deal.trick_winners)
    melds: list[list[dict[str, Any]]] = [[] for _ in range(count)]
    sevens: list[list[dict[str, Any]]] = [[] for _ in range(count)]
    for d in deal.declarations:
        if d.what in SEVEN_WAYS:
            sevens[d.trick].append({"seat": d.seat, "action": d.what, "card": codes(d.from_hand)[0],
                                    "points": d.points})
        else:
            melds[d.trick].append({"seat": d.seat, "kind": d.what, "from_hand": meld_codes(d.from_hand),
                                   "from_table": meld_codes(d.from_table), "points": d.points})
    tricks = []
    for t, winner in enumerate(deal.trick_winners):
        plays = deal.plays[2 * t: 2 * t + 2]
        seven = sevens[t]
        tricks.append({
            "leader": plays[0][0],
            "plays": [[s, copy_code(c), "table" if deal.from_table >> c & 1 else "hand"] for s, c in plays],
            "winner": winner,
            "melds": melds[t],
            "seven": (seven[0] if len(seven) == 1 else seven) if seven else None,
            "draws": [[s, copy_code(c)] for s, c in deal.drawn[2 * t: 2 * t + 2]],
        })
    return {
        "deal": deal.number,
        "game_number": deal.game_number,
        "players": 2,
        "dealer": deal.dealer,
        "hands": [[copy_code(c) for c in deal.received[s]] for s in (0, 1)],
        "upcard": None if deal.upcard is None else copy_code(deal.upcard),
        "stock": [copy_code(c) for c in deal.stock],
        "trump": None if deal.trump < 0 else "SHDC"[deal.trump],
        "trump_from": deal.trump_from,
        "tricks": tricks,
        "score_events": [{"seat": e.seat, "points": e.points, "why": e.why} for e in deal.score_events],
        "scores_before": list(deal.scores_before),
        "scores_after": list(deal.scores),
        "outcome": deal.outcome,
    }


# ----------------------------------------------------------------------------- reading
def _where(record: Any) -> str:
    number = record.get("deal") if isinstance(record, Mapping) else None
    return f"deal {number!r}" if type(number) is int else "a record"


@contextmanager
def _naming(where: str) -> Iterator[None]:
    """Turn whatever a malformed record makes the engine raise into one RecordError."""
    try:
        yield
    except RecordError as exc:
        message = str(exc)
        raise RecordError(message if message.startswith(where) else f"{where}: {message}") from None
    except (EngineError, KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError,
            RecursionError) as exc:
        detail = f"lacks {exc}" if isinstance(exc, KeyError) else str(exc) or type(exc).__name__
        raise RecordError(f"{where}: {detail}") from None


def _whole(record: Mapping[str, Any], field: str, least: int = 0) -> int:
    value = record[field]
    if type(value) is not int or value < least:
        raise RecordError(f"{field} is {value!r}, not a whole number of at least {least}")
    return value


def _seat(value: Any, what: str) -> int:
    if type(value) is not int or value not in (0, 1):
        raise RecordError(f"{what} is {value!r}, not seat 0 or 1")
    return value


def _list(value: Any, what: str) -> list:
    if not isinstance(value, list):
        raise RecordError(f"{what} is not a list")
    return value


def _card(text: Any, what: str) -> Card:
    if not isinstance(text, str):
        raise RecordError(f"{what}: {text!r} is not a card")
    return parse_card(text)


def _scores(value: Any, what: str) -> list[int]:
    if not isinstance(value, list) or len(value) != 2 or any(type(s) is not int or s < 0 for s in value):
        raise RecordError(f"{what} must be two whole numbers of points, not {value!r}")
    return value


def rules_of(record: Mapping[str, Any]) -> BesigueRules:
    """The record's rules, which must read back exactly as written (preset included)."""
    rules = BesigueRules.from_dict(record["rules"])
    if rules.to_dict() != record["rules"]:
        raise RecordError(f"the rules do not read back as written: they are preset {rules.preset!r}")
    return rules


def pack_order(record: Mapping[str, Any]) -> list[Card]:
    """The pack as it lay before the deal, top card first: the packets in the order dealt,
    the turn-up, then the stock."""
    with _naming(_where(record)):
        rules = rules_of(record)
        hands = _list(record["hands"], "hands")
        if len(hands) != 2 or any(len(_list(h, "a hand")) != rules.hand_size for h in hands):
            raise RecordError(f"two hands of {rules.hand_size} cards are needed")
        upcard = record["upcard"]
        if not rules.turn_up and upcard is not None:
            raise RecordError("upcard: there is no turn-up under these rules")
        order = order_of(rules, _seat(record["dealer"], "dealer"), [[_card(c, "hands") for c in h] for h in hands],
                         None if upcard is None else _card(upcard, "upcard"),
                         [_card(c, "stock") for c in _list(record["stock"], "stock")])
        if len(order) != len(PACK) or len(set(order)) != len(PACK):
            raise RecordError(f"hands, upcard and stock must hold the {len(PACK)} cards once each")
        return order


def order_of(rules: BesigueRules, dealer: int, hands: Sequence[Sequence[Card]], upcard: Card | None,
             stock: Sequence[Card]) -> list[Card]:
    """The pack order that deals ``hands`` (each in the order received, the non-dealer
    served first in every round of packets), turns up ``upcard`` and leaves ``stock``:
    how a record's pack is rebuilt, and how a deal is stacked."""
    order: list[Card] = []
    taken = [0, 0]
    for size in rules.packets:
        for seat in (1 - dealer, dealer):
            order += hands[seat][taken[seat]:taken[seat] + size]
            taken[seat] += size
    if upcard is not None:
        order.append(upcard)
    return order + list(stock)


def deal_of(record: Mapping[str, Any]) -> BesigueDeal:
    """The deal of a record, dealt and not yet played."""
    with _naming(_where(record)):
        return BesigueDeal(rules_of(record), _seat(record["dealer"], "dealer"), pack_order(record),
                           _scores(record["scores_before"], "scores_before"), _whole(record, "deal", 1),
                           _game_number(record))


def _game_number(record: Mapping[str, Any]) -> int:
    number = record.get("game_number", 1)
    if type(number) is not int or number < 1:
        raise RecordError(f"game_number is {number!r}, not a whole number from 1")
    return number


def recorded_actions(record: Mapping[str, Any]) -> list[BesigueAction]:
    """The choices of a record in the order they were made (``no_meld`` included)."""
    deal = deal_of(record)
    with _naming(_where(record)):
        return _drive(deal, record)


def _drive(deal: BesigueDeal, record: Mapping[str, Any]) -> list[BesigueAction]:
    """Play the record's choices on ``deal`` and return them."""
    whys = [e["why"] for e in _list(record["score_events"], "score_events") if e["why"] in DECLARATION_WHYS]
    done: list[BesigueAction] = []

    def act(action: BesigueAction, seat: Any) -> None:
        deal.apply(action, _seat(seat, "a seat"))
        done.append(action)

    for t, trick in enumerate(_list(record["tricks"], "tricks")):
        what = f"trick {t + 1}"
        plays = _list(trick["plays"], what)
        if len(plays) != 2:
            raise RecordError(f"{what} must hold two plays")
        for seat, code, source in plays:
            card = _card(code, what)
            if source not in ("hand", "table") or (source == "table") != bool(deal.tables[seat] >> card & 1):
                raise RecordError(f"{what}: {code} was not played from the {source!r}")
            act(card, seat)
        turn = [(Meld(MeldKind(m["kind"]), _mask(m["from_hand"] + m["from_table"], what)), m["seat"])
                for m in _list(trick["melds"], what)]
        seven = trick["seven"]
        for s in [seven] if isinstance(seven, Mapping) else _list(seven or [], what):
            if s["action"] != "play":
                turn.append((Seven(s["action"], _card(s["card"], what)), s["seat"]))
        scored, whys = whys[:len(turn)], whys[len(turn):]
        if len(turn) == 2 and scored[0] in SEVEN_WHYS.values():
            turn.reverse()
        for action, seat in turn:
            act(action, seat)
        if deal.phase is Phase.DECLARE:
            act(NO_MELD, deal.to_act)
    return done


def _mask(items: Any, what: str) -> int:
    mask = 0
    for code in _list(items, what):
        mask |= 1 << _card(code, what)
    return mask


__all__ = ["REQUIRED", "besigue_fields", "deal_of", "order_of", "pack_order", "recorded_actions", "rules_of"]
