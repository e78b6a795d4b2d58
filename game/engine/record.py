"""Deal records: one JSON object per deal, one per line (shared/spec/deal-record.md),
for every game the engine plays; one writer, one reader and one replay.

Besides the fields the spec requires, a Bête record carries ``talon`` (the undealt cards
in order, top first), so that a record alone gives the whole pack and can be replayed by
anyone, and ``stake_fiches`` and ``king_holder`` for readers who want them spelled out.
Bestia's own fields are described in :mod:`.bestia.record`.
"""
from __future__ import annotations

import json
from contextlib import contextmanager
from typing import Any, Iterable, Iterator, Mapping, Sequence, TextIO

from .actions import Call
from .bestia.deal import BestiaDeal
from .bestia.record import bestia_actions, bestia_fields, bestia_pack_order
from .bestia.rules import BestiaRules
from .cards import Card, cards_in
from .dealing import deal_plan
from .errors import EngineError, RecordError
from .rules import RuleSet
from .session import AnyDeal, Session, ShareOut
from .table import Table

GAME = "bete"
#: The rule set of each game a record may name.
RULES = {"bete": RuleSet, "bestia": BestiaRules}
REQUIRED = (
    "game", "rules", "seed", "deal", "players", "dealer", "hands", "upcard", "calls", "trump", "declarer",
    "contre", "tricks", "outcome", "purses_before", "purses_after", "table_before", "table_after", "transfers",
)


def deal_record(deal: AnyDeal, seed: int) -> dict[str, Any]:
    """The record of a finished deal."""
    if not deal.is_over:
        raise EngineError("only a finished deal has a record")
    if deal.__class__ is BestiaDeal:
        return {"game": "bestia", "rules": deal.rules.to_dict(), "seed": seed, **bestia_fields(deal)}
    n = deal.players
    heaps = deal.rules.beast_heaps
    tricks = []
    for t, winner in enumerate(deal.trick_winners):
        plays = deal.plays[t * n : (t + 1) * n]
        tricks.append({"leader": plays[0][0], "plays": [[s, str(c)] for s, c in plays], "winner": winner})
    return {
        "game": GAME,
        "rules": deal.rules.to_dict(),
        "seed": seed,
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


def share_out_record(session: Session, share: ShareOut) -> dict[str, Any]:
    """The last line of a session: no cards, only the share-out's transfers."""
    heaps = getattr(session.rules, "beast_heaps", False)
    pool = session.game.name == "bestia"
    return {
        "game": session.game.name,
        "rules": session.rules.to_dict(),
        "seed": session.seed,
        "deal": share.number,
        "players": session.players,
        "dealer": None,
        "hands": [],
        "upcard": None,
        "calls": [],
        "trump": None,
        "declarer": None,
        "contre": None,
        "tricks": [],
        "outcome": "session_end",
        "purses_before": list(share.purses_before),
        "purses_after": list(share.purses_after),
        "table_before": share.table_before.to_dict(heaps, pool),
        "table_after": share.table_after.to_dict(heaps, pool),
        "transfers": [t.to_dict() for t in share.transfers],
    }


def dumps(record: Mapping[str, Any]) -> str:
    """One line of JSON Lines."""
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def write_record(stream: TextIO, record: Mapping[str, Any]) -> None:
    stream.write(dumps(record))
    stream.write("\n")


def read_records(lines: Iterable[str]) -> Iterator[dict[str, Any]]:
    """Parse JSON Lines, naming the line of any record that is not one."""
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except (ValueError, RecursionError) as exc:
            reason = exc.msg if isinstance(exc, json.JSONDecodeError) else "too deep or too long"
            raise RecordError(f"line {number}: not JSON ({reason})") from None
        if not isinstance(record, dict):
            raise RecordError(f"line {number}: a record must be a JSON object")
        missing = [f for f in REQUIRED if f not in record]
        if missing:
            raise RecordError(f"line {number}: the record lacks {', '.join(missing)}")
        if not isinstance(record["game"], str) or record["game"] not in RULES:
            raise RecordError(f"line {number}: a record of {record['game']!r}; games: {', '.join(RULES)}")
        yield record


def _card(text: Any, where: str) -> Card:
    if not isinstance(text, str):
        raise RecordError(f"{where}: {text!r} is not a card")
    try:
        return Card.parse(text)
    except ValueError as exc:
        raise RecordError(f"{where}: {exc}") from None


def whole(record: Mapping[str, Any], field: str, least: int = 0) -> int:
    """A record's whole-number field: JSON's ``false`` is not a number of players (nor a
    dealer), and nought players would divide by nought."""
    value = record[field]
    if isinstance(value, bool) or not isinstance(value, int) or value < least:
        raise RecordError(f"{field} is {value!r}, not a whole number of at least {least}")
    return value


def pack_order(record: Mapping[str, Any]) -> list[Card]:
    """The pack as it lay before the deal, rebuilt from the hands and the talon (Bestia:
    the hands, upcard, buco and stock)."""
    whole(record, "players", 2)
    whole(record, "dealer")
    if record.get("game") == "bestia":
        return bestia_pack_order(record, _card)
    n = record["players"]
    rules = RuleSet.from_dict(record["rules"])
    eldest = (record["dealer"] + 1) % n
    hands = [[_card(c, f"deal {record['deal']} hands") for c in hand] for hand in record["hands"]]
    if len(hands) != n:
        raise RecordError(f"deal {record['deal']}: {len(hands)} hands for {n} players")
    taken = [0] * n
    order = []
    for offset in deal_plan(n, rules.packets):
        seat = (eldest + offset) % n
        if taken[seat] >= len(hands[seat]):
            raise RecordError(f"deal {record['deal']}: seat {seat} was dealt too few cards")
        order.append(hands[seat][taken[seat]])
        taken[seat] += 1
    order.extend(_card(c, f"deal {record['deal']} talon") for c in record.get("talon", []))
    return order


def replay(records: Sequence[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Play a session again from its records and return the records the engine writes.

    Each deal is dealt from the pack its record gives and played with the calls and
    cards its record gives; a session replays exactly when the result equals the input.
    A record whose choices are illegal, or that is not a record at all, raises
    RecordError naming the deal; nothing else escapes, whatever the file held.
    """
    if not records:
        return []
    with _naming("the first record"):
        first = records[0]
        game = first.get("game", GAME)
        if game not in RULES:
            raise RecordError(f"a record of {game!r}; games: {', '.join(RULES)}")
        rules = RULES[game].from_dict(first["rules"])
        session = Session(rules, whole(first, "players", 2), first["seed"], rounds=1)
        session.dealer = whole(first, "dealer") if first["dealer"] is not None else session.dealer
        session.purses = list(first["purses_before"])
        session.table = Table.from_dict(first["table_before"])
        session.deals_played = whole(first, "deal") - 1
        session.deals_due = len(records) + session.deals_played
    out = []
    for record in records:
        with _naming(f"deal {record.get('deal')!r}" if isinstance(record, Mapping) else "a record"):
            if record["outcome"] == "session_end":
                session.deals_due = 0
                out.append(share_out_record(session, session.end()))
                continue
            deal = session.next_deal(pack_order(record), _chance_seed(record))
            for action in recorded_actions(record):
                deal.apply(action)
            if not deal.is_over:
                raise RecordError(f"deal {record['deal']}: the record stops before the deal ends")
            out.append(deal_record(deal, session.seed))
            session.finish_deal()
    return out


def _chance_seed(record: Mapping[str, Any]) -> int | None:
    """A Bestia deal's seed for reshuffling the stock: a whole number, or absent."""
    seed = record.get("reshuffle_seed")
    if seed is None:
        return None
    return whole(record, "reshuffle_seed")


@contextmanager
def _naming(where: str) -> Iterator[None]:
    """Turn whatever a malformed record makes the engine raise into one RecordError."""
    try:
        yield
    except RecordError:
        raise
    except (EngineError, KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
        detail = f"lacks {exc}" if isinstance(exc, KeyError) else str(exc) or type(exc).__name__
        raise RecordError(f"{where}: {detail}") from None


def recorded_actions(record: Mapping[str, Any]) -> Iterator[Any]:
    """The calls (Bestia: the talk) then the cards of a record, in the order they were made."""
    if record.get("game") == "bestia":
        yield from bestia_actions(record, _card)
        return
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
            yield _card(seat_card[1], where)


def hand_codes(mask: int) -> list[str]:
    return [str(c) for c in cards_in(mask)]
