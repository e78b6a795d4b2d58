"""Bestia's part of a deal record (the writer, reader and replay are :mod:`..record`'s).

Bestia records carry ``"game": "bestia"``, the fields every record has (``calls``,
``declarer`` and ``contre``, which Bestia has not, are empty), and these of its own:

- ``form``: ``rome``, ``un_giro``, ``col_buco`` or ``tre_carte`` (how the deal was dealt
  and talked, from the rules and the deal number);
- ``stock``: the undealt cards after the trump (and the buco), top first; with ``hands``,
  ``upcard`` and ``buco`` it gives the whole pack in order;
- ``buco``: the three cards of col buco's buco, else empty;
- ``reshuffle_seed``: the deal's chance seed, from which the stock is shuffled again
  from the discards (each reshuffle is also written out in ``talk``);
- ``talk``: in order, ``{"seat", "say", "circuit"}`` with ``say`` one of fold, play, knock,
  terzo, buco, rob, leave, discard; ``"forced": true`` when the rules spoke for the
  player; a play's ``discards`` and ``drawn`` cards; ``reshuffled``, the new stock when
  the stock ran out during that exchange; a rob's card ``took``;
- ``exchanges``: cards each seat exchanged in all; ``folds``: the seats that folded, in
  order; ``knocker``: the seat that knocked, or null; ``in_players``: the seats that
  played (or the one who took the pool uncontested);
- ``pool_before_shares``: the pool when the deal was decided; ``shares``: what was taken
  from it, ``{"seat", "jetons", "trick"}`` (trick null when not by trick);
  ``in_bestia``: ``{"seat", "jetons"}`` for each player in bestia; ``knocker_failed``:
  the knocker took the most tricks at un perdere.
- ``table_before``/``table_after`` add ``pool`` and ``pending_antes`` (``{"seat",
  "jetons", "why"}``: a knocker's different ante next deal).

Outcomes: ``shared`` (the pool shared by tricks), ``uncontested`` (all but one folded),
``winner_takes_all``, ``no_winner`` (vincitore prende tutto), ``un_perdere``,
``tre_carte`` (an opening three-card deal), and ``session_end``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterator, Mapping

from ..cards import Card
from ..errors import RecordError
from .actions import BestiaAction, Exchange, Talk
from .rules import BestiaRules

if TYPE_CHECKING:
    from ..talk import TalkEntry
    from .deal import BestiaDeal


def _codes(cards: Any) -> list[str]:
    return [str(c) for c in cards]


def _talk_entry(entry: "TalkEntry") -> dict[str, Any]:
    out: dict[str, Any] = {"seat": entry.seat, "say": entry.word, "circuit": entry.circuit}
    if entry.forced:
        out["forced"] = True
    if entry.word == "rob":
        out["took"] = str(entry.drawn[0])
    elif entry.discards or entry.word in ("buco", "discard"):
        out["discards"] = _codes(entry.discards)
        if entry.word != "discard":
            out["drawn"] = _codes(entry.drawn)
        if entry.reshuffled:
            out["reshuffled"] = _codes(entry.reshuffled)
    return out


def bestia_fields(deal: "BestiaDeal") -> dict[str, Any]:
    """The record fields of a finished Bestia deal after ``rules`` and ``seed``."""
    n, size = deal.players, deal._in_play
    tricks = []
    for t, winner in enumerate(deal.trick_winners):
        plays = deal.plays[t * size:(t + 1) * size]
        tricks.append({"leader": plays[0][0], "plays": [[s, str(c)] for s, c in plays], "winner": winner})
    dealt = sum(len(p) for p in deal.packets) + 1 + len(deal.buco)
    return {
        "deal": deal.number,
        "players": n,
        "dealer": deal.dealer,
        "hands": [_codes(deal.packets[s]) for s in range(n)],
        "upcard": str(deal.upcard),
        "calls": [],
        "trump": deal.upcard.suit.code,
        "declarer": None,
        "contre": None,
        "tricks": tricks,
        "outcome": deal.outcome,
        "purses_before": list(deal.purses_before),
        "purses_after": list(deal.books.purses),
        "table_before": deal.table_before.to_dict(pool=True),
        "table_after": deal.table_after.to_dict(pool=True),
        "transfers": [t.to_dict() for t in deal.books.transfers],
        "form": deal.form,
        "stock": _codes(deal.order[dealt:]),
        "buco": _codes(deal.buco),
        "reshuffle_seed": deal.seed,
        "talk": [_talk_entry(e) for e in deal.talk],
        "exchanges": list(deal.exchanged),
        "folds": [e.seat for e in deal.talk if e.word == "fold"],
        "knocker": deal.knocker,
        "in_players": list(deal.in_seats),
        "pool_before_shares": deal.pool_before_shares,
        "shares": [{"seat": s, "jetons": j, "trick": t} for s, j, t in deal.shares],
        "in_bestia": [{"seat": s, "jetons": j} for s, j in deal.in_bestia],
        "knocker_failed": deal.knocker_failed,
    }


def bestia_pack_order(record: Mapping[str, Any], card: Callable[[Any, str], Card]) -> list[Card]:
    """The pack as it lay before the deal, rebuilt from the hands, upcard, buco and stock."""
    n, where = record["players"], f"deal {record['deal']}"
    hands = record["hands"]
    if not isinstance(hands, list) or len(hands) != n:
        raise RecordError(f"{where}: {n} hands expected")
    eldest = (record["dealer"] + 1) % n
    packets = [card(c, f"{where} hands") for offset in range(n) for c in hands[(eldest + offset) % n]]
    upcard = [card(record["upcard"], f"{where} upcard")]
    buco = [card(c, f"{where} buco") for c in record.get("buco", [])]
    stock = [card(c, f"{where} stock") for c in record.get("stock", [])]
    if record.get("form") in ("un_giro", "col_buco"):
        return upcard + buco + packets + stock
    return packets + upcard + stock


def bestia_actions(record: Mapping[str, Any], card: Callable[[Any, str], Card]) -> Iterator[BestiaAction | Card]:
    """The choices of a record in the order they were made; what the rules forced is left
    for the engine to do again."""
    where = f"deal {record['deal']}"
    for entry in record.get("talk", []):
        if not isinstance(entry, Mapping) or "say" not in entry:
            raise RecordError(f"{where}: {entry!r} is not a word of the talk")
        if entry.get("forced"):
            continue
        say = entry["say"]
        if say == "play":
            yield Exchange.of(card(c, where) for c in entry.get("discards", []))
        elif say == "discard":
            yield card(entry.get("discards", [None])[0], where)
        else:
            try:
                yield Talk(say)
            except ValueError:
                raise RecordError(f"{where}: {say!r} is not a word of the talk") from None
    for trick in record["tricks"]:
        for seat_card in trick["plays"]:
            yield card(seat_card[1], where)


def rules_of(record: Mapping[str, Any]) -> BestiaRules:
    return BestiaRules.from_dict(record["rules"])
