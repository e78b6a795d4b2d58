"""Bête's part of a deal record (the writer, reader and replay are :mod:`..record`'s).

Besides the fields every record has, a Bête record carries ``talon`` (the undealt cards
in order, top first), so that a record alone gives the whole pack and can be replayed by
anyone, and ``stake_fiches`` and ``king_holder`` for readers who want them spelled out.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterator, Mapping

from ..cards import Card
from ..dealing import dealt_order
from ..errors import RecordError
from ..game import CardReader
from .actions import Action, Call
from .rules import RuleSet

if TYPE_CHECKING:
    from .deal import Deal


def bete_fields(deal: "Deal") -> dict[str, Any]:
    """The record fields of a finished Bête deal after ``game``, ``rules`` and ``seed``."""
    n = deal.players
    heaps = deal.rules.beast_heaps
    tricks = []
    for t, winner in enumerate(deal.trick_winners):
        plays = deal.plays[t * n : (t + 1) * n]
        tricks.append({"leader": plays[0][0], "plays": [[s, str(c)] for s, c in plays], "winner": winner})
    return {
        "deal": deal.number,
        "players": n,
        "dealer": deal.dealer,
        "hands": [[str(c) for c in deal.dealt_hand(s)] for s in range(n)],
        "upcard": str(deal.upcard),
        "calls": [
            {"curieuse": str(what)} if seat is None else {"seat": seat, "call": what.value}
            for seat, what in deal.calls
        ],
        "trump": str(deal.trump_card.suit.code),
        "declarer": deal.declarer,
        "contre": deal.contre,
        "tricks": tricks,
        "outcome": deal.outcome,
        "purses_before": list(deal.purses_before),
        "purses_after": list(deal.books.purses),
        "table_before": deal.table_before.to_dict(heaps),
        "table_after": deal.table_after.to_dict(heaps),
        "transfers": [t.to_dict() for t in deal.books.transfers],
        "talon": [str(c) for c in deal.talon],
        "stake_fiches": deal.stake_fiches,
        "king_holder": deal.king_holder,
    }


def bete_pack_order(record: Mapping[str, Any], card: CardReader) -> list[Card]:
    """The pack as it lay before the deal, rebuilt from the hands and the talon."""
    n = record["players"]
    rules = RuleSet.from_dict(record["rules"])
    eldest = (record["dealer"] + 1) % n
    hands = [[card(c, f"deal {record['deal']} hands") for c in hand] for hand in record["hands"]]
    if len(hands) != n:
        raise RecordError(f"deal {record['deal']}: {len(hands)} hands for {n} players")
    try:
        order = dealt_order(hands, eldest, rules.packets)
    except ValueError as exc:
        raise RecordError(f"deal {record['deal']}: {exc}") from None
    order.extend(card(c, f"deal {record['deal']} talon") for c in record.get("talon", []))
    return order


def bete_actions(record: Mapping[str, Any], card: CardReader) -> Iterator[Action]:
    """The calls then the cards of a record, in the order they were made (a Curieuse is
    the rules' doing, not a player's)."""
    where = f"deal {record['deal']}"
    for call in record["calls"]:
        if "curieuse" in call:
            continue
        try:
            yield Call(call["call"])
        except (KeyError, ValueError, TypeError):
            raise RecordError(f"{where}: {call!r} is not a call") from None
    for trick in record["tricks"]:
        for seat_card in trick["plays"]:
            yield card(seat_card[1], where)
