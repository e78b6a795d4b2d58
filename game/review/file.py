"""A deal shared as a file: its record (shared/spec/deal-record.md), one JSON object on
one line, with a few fields of its own beside the record's, which any reader of records
ignores:

- ``names``: the players' names, by seat; ``person``: the seat of the player who shared it
  (whose decisions the review weighs); ``opponents``: the computer players' level, and
  ``levels`` each seat's (null for the person's), where they differed;
- ``review``: the expert's verdicts on the person's decisions, when they were worked out
  (:class:`~.verdict.Verdict` as plain data), so that opening the file shows them at once.

Reading trusts nothing: a file too large, not UTF-8, not JSON, not a record of a game
this table plays, whose choices the rules refuse or that does not replay to what it
says, or whose extra fields are not what this program writes, is refused with one line
(:class:`DealFileError`), and left where it lies: it is the person's, not the game's.
Records of several deals (JSON Lines, ``python -m game.sim --log``) are read by
:func:`read_records_file` for the command line.
"""
from __future__ import annotations

import json
import os
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping, Sequence

from .. import storage
from ..ai.game import KINDS
from ..engine import RecordError
from ..engine.record import dumps, read_records, replay
from .verdict import Verdict

#: A shared deal is a few kilobytes; a review of a long deal a few dozen.
MOST_BYTES = 2 * 1024 * 1024
#: The file of records the command line reads may hold a long simulation.
MOST_RECORD_BYTES = 256 * 1024 * 1024
#: The fields a shared deal adds to its record.
EXTRA = ("names", "person", "opponents", "levels", "review")
#: The level a deal file names when it names none (a record from the simulator).
DEFAULT_OPPONENTS = "expert"
SUFFIX = ".json"


class DealFileError(Exception):
    """A file that is not a deal this table can show; its message is one line."""


@dataclass(frozen=True)
class SharedDeal:
    """A deal as a file holds it."""

    record: dict[str, Any]
    #: The players' names by seat (None: the file names none, as the simulator's records).
    names: tuple[str, ...] | None = None
    person: int = 0
    opponents: str = DEFAULT_OPPONENTS
    verdicts: tuple[Verdict, ...] = field(default=())
    #: Each seat's level (None for the person's), when the table seated them seat by seat.
    levels: tuple[str | None, ...] | None = None

    def to_dict(self) -> dict[str, Any]:
        out = {k: v for k, v in self.record.items() if k not in EXTRA}
        if self.names is not None:
            out["names"] = list(self.names)
        out.update(person=self.person, opponents=self.opponents)
        if self.levels is not None:
            out["levels"] = list(self.levels)
        if self.verdicts:
            out["review"] = [v.to_dict() for v in self.verdicts]
        return out


def deals_dir() -> Path:
    """Where shared deals are saved: the player's documents (``LA_BETE_HOME/deals`` when set)."""
    home = os.environ.get(storage.HOME_ENV)
    if home:
        return Path(home) / "deals"
    import platformdirs

    return Path(platformdirs.user_documents_dir()) / "La Bête"


def file_name(record: Mapping[str, Any], now: float | None = None) -> str:
    """``bete-20261114-2131-deal3.json``: the game, when it was saved, the deal's number."""
    stamp = time.strftime("%Y%m%d-%H%M%S", time.localtime(now))
    return f"{record.get('game')}-{stamp}-deal{record.get('deal')}{SUFFIX}"


def write(path: Path, shared: SharedDeal) -> Path:
    """The deal to ``path``, whole or not at all."""
    storage.write_text_atomic(path, dumps(shared.to_dict()) + "\n")
    return path


def saved_deals(folders: Sequence[Path] | None = None) -> list[Path]:
    """The deal files in ``folders`` (by default where deals are saved), newest first."""
    found: list[tuple[float, Path]] = []
    for folder in folders if folders is not None else [deals_dir()]:
        try:
            entries = list(Path(folder).iterdir())
        except OSError:
            continue
        for path in entries:
            try:
                if path.suffix.lower() == SUFFIX and path.is_file():
                    found.append((path.stat().st_mtime, path))
            except OSError:
                continue
    return [path for _, path in sorted(found, key=lambda item: (-item[0], item[1].name))]


def read(path: Path | str) -> SharedDeal:
    """The deal of a shared file; DealFileError in one line when it is not one."""
    text = _text(Path(path), MOST_BYTES)
    try:
        data = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise DealFileError(f"not JSON ({exc.msg if isinstance(exc, json.JSONDecodeError) else 'too deep'})") from None
    if not isinstance(data, dict):
        raise DealFileError("a shared deal is one JSON object: one deal's record")
    return shared_deal(data)


def shared_deal(data: Mapping[str, Any]) -> SharedDeal:
    """A deal from its plain data (a file's, or the ledger's), checked as a file is."""
    try:
        record = next(read_records([json.dumps(dict(data))]))
    except RecordError as exc:
        raise DealFileError(str(exc).removeprefix("line 1: ")) from None
    except (TypeError, ValueError) as exc:
        raise DealFileError(f"not a deal record ({exc})") from None
    if record.get("outcome") == "session_end":
        raise DealFileError("a session's share-out is not a deal")
    plain = {k: v for k, v in record.items() if k not in EXTRA}
    try:
        again = replay([plain])[0]
    except RecordError as exc:
        raise DealFileError(f"the deal does not replay: {exc}") from None
    differ = sorted(k for k in again if again[k] != plain.get(k))
    if differ:
        raise DealFileError(f"the deal does not replay as recorded ({', '.join(differ)} differ)")
    players = again["players"]
    names = record.get("names")
    if names is not None and (not isinstance(names, list) or len(names) != players
                              or not all(isinstance(n, str) and 0 < len(n.strip()) <= 40 for n in names)):
        raise DealFileError(f"names must be {players} short texts")
    person = record.get("person", 0)
    if type(person) is not int or not 0 <= person < players:
        raise DealFileError(f"the person's seat {person!r:.20} is not at the table")
    opponents = record.get("opponents", DEFAULT_OPPONENTS)
    if opponents not in KINDS:
        raise DealFileError(f"the opponents' level {opponents!r:.20} is not one of {', '.join(KINDS)}")
    levels = record.get("levels")
    if levels is not None and (not isinstance(levels, list) or len(levels) != players
                               or any(level is not None and level not in KINDS for level in levels)):
        raise DealFileError(f"levels must be {players} levels of {', '.join(KINDS)} (null for the person)")
    verdicts = verdicts_of(record.get("review", []), record["deal"], person)
    return SharedDeal(plain, None if names is None else tuple(names), person, opponents, verdicts,
                      None if levels is None else tuple(levels))


def verdicts_of(data: Any, deal: int, seat: int) -> tuple[Verdict, ...]:
    """A review kept with a deal, checked: the seat's verdicts on this deal, in order."""
    if not isinstance(data, list) or len(data) > 500:
        raise DealFileError("the review must be a list of verdicts")
    try:
        verdicts = tuple(Verdict.from_dict(item) for item in data)
    except ValueError as exc:
        raise DealFileError(f"the review does not read: {exc}") from None
    if any(v.deal != deal or v.seat != seat or v.index != i for i, v in enumerate(verdicts)):
        raise DealFileError("the review is not of this deal's decisions")
    return verdicts


def read_records_file(path: Path | str) -> list[dict[str, Any]]:
    """Every deal of a file of records (JSON Lines, or one object), share-outs left out;
    DealFileError in one line when it is not one."""
    text = _text(Path(path), MOST_RECORD_BYTES)
    try:
        records = list(read_records(text.splitlines()))
    except RecordError as exc:
        stripped = text.strip()
        if not stripped.startswith("{"):
            raise DealFileError(str(exc)) from None
        try:  # one object written over several lines
            return [read(path).record]
        except DealFileError:
            raise DealFileError(str(exc)) from None
    return [r for r in records if r.get("outcome") != "session_end"]


def _text(path: Path, most: int) -> str:
    try:
        size = path.stat().st_size
        if size > most:
            raise DealFileError(f"too large ({size:,} bytes) for a deal")
        with open(path, "rb") as stream:
            raw = stream.read(most + 1)
    except DealFileError:
        raise
    except IsADirectoryError:
        raise DealFileError("a folder, not a file") from None
    except OSError as exc:
        raise DealFileError(exc.strerror or type(exc).__name__) from None
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        raise DealFileError("not a deal record (not UTF-8 text)") from None


__all__ = ["DEFAULT_OPPONENTS", "DealFileError", "SharedDeal", "deals_dir", "file_name", "read", "read_records_file",
           "saved_deals", "shared_deal", "verdicts_of", "write"]
