"""Deal records: one JSON object per deal, one per line (shared/spec/deal-record.md),
for every game the engine plays; one writer, one reader and one replay.  What a game's
record holds besides the common fields its spec writes and reads
(:attr:`~.game.GameSpec.record_fields`, ``pack_order``, ``recorded_actions``).
"""
from __future__ import annotations

import json
from contextlib import contextmanager
from typing import Any, Iterable, Iterator, Mapping, Sequence, TextIO

from .cards import Card
from .deal_protocol import Deal
from .errors import EngineError, RecordError
from .games import DEFAULT, GAMES
from .session import Session

def deal_record(deal: Deal, seed: int, undone: int = 0) -> dict[str, Any]:
    """The record of a finished deal; ``undone``: how many of a player's decisions were taken
    back during it (the window's casual play), written only when some were, as ``undone``
    (an extra field, which every reader ignores and a replay does not need: the record
    holds the choices that stood)."""
    if not deal.is_over:
        raise EngineError("only a finished deal has a record")
    game = GAMES[deal.game]
    record = {"game": game.name, "rules": deal.rules.to_dict(), "seed": seed, **game.record_fields(deal)}
    if undone > 0:
        record[UNDONE] = undone
    return record


#: The extra field of a deal in which decisions were taken back (see :func:`deal_record`).
UNDONE = "undone"


def share_out_record(session: Session, share: Any) -> dict[str, Any] | None:
    """The last line of a session (a game for jetons: the share-out), or None when the
    game writes none."""
    return session.economy.end_record(session, share)


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
        game = record.get("game")
        if not isinstance(game, str) or game not in GAMES:
            raise RecordError(f"line {number}: a record of {game!r}; games: {', '.join(GAMES)}")
        missing = [f for f in GAMES[game].record_required if f not in record]
        if missing:
            raise RecordError(f"line {number}: the record lacks {', '.join(missing)}")
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
    """The pack as it lay before the deal, rebuilt from the record's cards."""
    whole(record, "players", 2)
    whole(record, "dealer")
    return GAMES[record.get("game", DEFAULT)].pack_order(record, _card)


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
        game = first.get("game", DEFAULT)
        if not isinstance(game, str) or game not in GAMES:
            raise RecordError(f"a record of {game!r}; games: {', '.join(GAMES)}")
        rules = GAMES[game].rules.from_dict(first["rules"])
        session = Session(rules, whole(first, "players", 2), first["seed"], rounds=1)
        session.dealer = whole(first, "dealer") if first["dealer"] is not None else session.dealer
        session.deals_played = whole(first, "deal") - 1
        session.economy.resume(session, first, len(records))
    out = []
    for record in records:
        with _naming(f"deal {record.get('deal')!r}" if isinstance(record, Mapping) else "a record"):
            if record["outcome"] == "session_end":
                session.deals_due = 0
                end = share_out_record(session, session.end())
                if end is None:
                    raise RecordError("this game's sessions have no share-out")
                out.append(end)
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
    """A deal's own chance seed, for a game whose deals hold chance: a whole number, or absent."""
    field = GAMES[record.get("game", DEFAULT)].chance_field
    if field is None or record.get(field) is None:
        return None
    return whole(record, field)


@contextmanager
def _naming(where: str) -> Iterator[None]:
    """Turn whatever a malformed record makes the engine raise into one RecordError."""
    try:
        yield
    except RecordError:
        raise
    except (EngineError, KeyError, TypeError, ValueError, IndexError, AttributeError, OverflowError) as exc:
        detail = f"lacks {exc}" if isinstance(exc, KeyError) else str(exc) or type(exc).__name__
        raise RecordError(f"{where}: {' '.join(detail.split())}") from None  # one line, whatever raised


def recorded_actions(record: Mapping[str, Any]) -> Iterator[Any]:
    """The players' choices in a record, in the order they were made."""
    yield from GAMES[record.get("game", DEFAULT)].recorded_actions(record, _card)
