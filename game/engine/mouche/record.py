"""Mouche's part of a deal record (the writer, reader and replay are :mod:`..record`'s),
as ``shared/spec/mouche-rules.md`` "Record details" (F1-F17) sets it out.

A Mouche record carries ``"game": "mouche"``; ``calls`` is empty and ``declarer`` and
``contre`` null; ``hands`` are the cards as received; ``trump`` is the upcard's suit; a
trick in which the Mistigri named the trumps carries ``trump_named``.  Its own fields:

- ``stock``: the talon under the upcard, top first (hands, upcard and stock are the pack);
- ``talk``: in speaking order, ``{"seat", "say": "pass"}``; ``{"seat", "say": "play",
  "discards", "drawn"}``; the dealer's ``{"seat", "say": "rob", "took", "discards"}``,
  followed by a play of the same seat only when he also exchanges;
- ``exchanges``: ``{"seat", "discards", "drawn"}`` for each exchange with the talon;
  ``folds``: the seats that passed; ``in_players``: the seats in, eldest first;
- ``mouche_shown``: null or ``{"seat", "cards"}``, the best mouche;
- ``basket_before_shares``: B; ``shares``: ``{"seat", "jetons", "trick"}`` a trick, trick
  from 0; ``mouched``: ``{"seat", "jetons"}``, eldest first;
- ``table_before``/``table_after``: ``{"basket", "mouches"}``.

Outcomes: ``shared``, ``uncontested``, ``mouche``; and ``session_end``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator, Mapping, Sequence

from ..cards import Card, Suit
from ..dealing import dealt_order
from ..errors import RecordError
from ..game import CardReader
from ..talk import Exchange, TalkEntry
from .actions import MoucheAction, NameTrump, Rob, Word
from .basket import table_record, transfer_record
from .mistigri import MISTIGRI
from .rules import HAND_SIZE, MoucheRules

if TYPE_CHECKING:
    from .deal import MoucheDeal


def _codes(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def _talk(entries: Sequence[TalkEntry]) -> list[dict[str, Any]]:
    """The talk as F7 writes it: the robbing dealer who keeps his hand has no play entry."""
    out: list[dict[str, Any]] = []
    for i, entry in enumerate(entries):
        if entry.word == "pass":
            out.append({"seat": entry.seat, "say": "pass"})
        elif entry.word == "rob":
            out.append({"seat": entry.seat, "say": "rob", "took": str(entry.drawn[0]),
                        "discards": _codes(entry.discards)})
        elif entry.discards or not (i and entries[i - 1].word == "rob"):
            out.append({"seat": entry.seat, "say": "play", "discards": _codes(entry.discards),
                        "drawn": _codes(entry.drawn)})
    return out


def mouche_fields(deal: "MoucheDeal") -> dict[str, Any]:
    """The record fields of a finished Mouche deal after ``game``, ``rules`` and ``seed``."""
    n, size = deal.players, deal._in_play
    tricks = []
    for t, winner in enumerate(deal.trick_winners):
        plays = deal.plays[t * size:(t + 1) * size]
        trick: dict[str, Any] = {"leader": plays[0][0], "plays": [[s, str(c)] for s, c in plays], "winner": winner}
        if deal.trump_named is not None and deal.trump_named[0] == t:
            trick["trump_named"] = Suit(deal.trump_named[1]).code
        tricks.append(trick)
    assert deal.table_after is not None
    shown = deal.mouche_shown
    return {
        "deal": deal.number,
        "players": n,
        "dealer": deal.dealer,
        "hands": [_codes(deal.dealt_hand(s)) for s in range(n)],
        "upcard": str(deal.upcard),
        "calls": [],
        "trump": deal.upcard.suit.code,
        "declarer": None,
        "contre": None,
        "tricks": tricks,
        "outcome": deal.outcome,
        "purses_before": list(deal.purses_before),
        "purses_after": list(deal.books.purses),
        "table_before": table_record(deal.table_before),
        "table_after": table_record(deal.table_after),
        "transfers": [transfer_record(t) for t in deal.books.transfers],
        "stock": _codes(deal.order[n * HAND_SIZE + 1:]),
        "talk": _talk(deal.talk),
        "exchanges": [{"seat": e.seat, "discards": _codes(e.discards), "drawn": _codes(e.drawn)}
                      for e in deal.talk if e.word == "play" and e.discards],
        "folds": [e.seat for e in deal.talk if e.word == "pass"],
        "in_players": list(deal.in_players),
        "mouche_shown": None if shown is None else {"seat": shown[0], "cards": _codes(deal.hand(shown[0]))},
        "basket_before_shares": deal.value,
        "shares": [{"seat": s, "jetons": j, "trick": t} for s, j, t in deal.shares],
        "mouched": [{"seat": s, "jetons": j} for s, j in deal.mouched],
    }


def mouche_pack_order(record: Mapping[str, Any], card: CardReader) -> list[Card]:
    """The pack as it lay before the deal: the hands in their packets, the upcard, the talon."""
    n, where = record["players"], f"deal {record['deal']}"
    rules = MoucheRules.from_dict(record["rules"])
    hands = record["hands"]
    if not isinstance(hands, list) or len(hands) != n or not all(isinstance(h, list) for h in hands):
        raise RecordError(f"{where}: {n} hands expected")
    hands = [[card(c, f"{where} hands") for c in hand] for hand in hands]
    try:
        order = dealt_order(hands, (record["dealer"] + 1) % n, rules.packets)
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}") from None
    stock = record.get("stock", [])
    if not isinstance(stock, list):
        raise RecordError(f"{where}: the stock is a list of cards")
    return order + [card(record["upcard"], f"{where} upcard")] + [card(c, f"{where} stock") for c in stock]


def _cards(entry: Mapping[str, Any], field: str, card: CardReader, where: str) -> list[Card]:
    cards = entry.get(field, [])
    if not isinstance(cards, list):
        raise RecordError(f"{where}: {field} is a list of cards, not {cards!r}")
    return [card(c, where) for c in cards]


def mouche_actions(record: Mapping[str, Any], card: CardReader) -> Iterator[MoucheAction]:
    """The choices of a record in the order they were made: the talk (a robbing dealer
    with no play entry after his rob kept his hand), then the cards."""
    where = f"deal {record['deal']}"
    talk = record.get("talk", [])
    if not isinstance(talk, list):
        raise RecordError(f"{where}: the talk is a list of words")
    for i, entry in enumerate(talk):
        if not isinstance(entry, Mapping) or "say" not in entry:
            raise RecordError(f"{where}: {entry!r} is not a word of the talk")
        say = entry["say"]
        if say == "pass":
            yield Word.PASS
        elif say == "play":
            yield Exchange.of(_cards(entry, "discards", card, where))
        elif say == "rob":
            laid = _cards(entry, "discards", card, where)
            if len(laid) != 1:
                raise RecordError(f"{where}: a rob lays one card in the upcard's place")
            yield Rob(laid[0])
            after = talk[i + 1] if i + 1 < len(talk) else None
            if not (isinstance(after, Mapping) and after.get("say") == "play"
                    and after.get("seat") == entry.get("seat")):  # no play after the rob: he kept his hand
                yield Exchange(0)
        else:
            raise RecordError(f"{where}: {say!r} is not a word of the talk")
    for trick in record["tricks"]:
        named = trick.get("trump_named")
        for seat_card in trick["plays"]:
            played = card(seat_card[1], where)
            if named is not None and played == MISTIGRI:
                if not isinstance(named, str):
                    raise RecordError(f"{where}: trump_named is a suit, not {named!r}")
                yield NameTrump(Suit.parse(named))
            else:
                yield played


__all__ = ["mouche_actions", "mouche_fields", "mouche_pack_order"]
