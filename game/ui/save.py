"""The saved session, written after every action so that Continue finds the table as it was.

The file is ``session.json`` in the user's data folder, with the one before it kept as
``session.json.prev``: the table (players, names, levels, which seat is the person), the
ledger's history and the engine's session state (:mod:`game.engine.snapshot`: the session
between deals and the current deal's pack and actions, so a restore lands on the same
card of the same trick).  A file that cannot be read, or that describes a state the rules
could not reach, is set aside with one line of explanation; the previous save is tried next.

The table hands the save's text to the app's :class:`~game.writer.Writer`, which writes it
off the frame; :class:`Encoder` makes that text without re-encoding the whole history.
"""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any, Callable

from .. import storage
from ..i18n import N_
from ..engine import LedgerError, Session, Transfer
from ..ai.game import KINDS
from ..ai.levels import table_level
from ..engine.games import DEFAULT
from ..engine.snapshot import SnapshotError, restore_session, session_state
from ..writer import Writer

KIND = "la-bete session"
VERSION = 2
FILE_NAME = "session.json"


def path() -> Path:
    return storage.data_dir() / FILE_NAME


def snapshot(session: Session, names: list[str], opponents: str, history: list[dict], start_purses: list[int],
             human: int | None, undone: dict[int, int] | None = None, levels: list[str] | None = None) -> dict[str, Any]:
    """The save; ``undone``: the person's decisions taken back, by deal number (written when any);
    ``levels``: each computer seat's level, in seat order (written when they differ from
    ``opponents``: a save without them seats every computer player at ``opponents``)."""
    extra: dict[str, Any] = {"undone": {str(k): v for k, v in undone.items() if v}} if undone else {}
    if levels and any(kind != opponents for kind in levels):
        extra["levels"] = list(levels)
    return {
        "kind": KIND,
        "version": VERSION,
        "names": names,
        "opponents": opponents,
        "human": human,
        "start_purses": start_purses,
        "session": session_state(session),
        **extra,
        "history": history,  # last, as the Encoder writes it
    }


def levels_of(data: dict[str, Any]) -> list[str] | None:
    """Each computer seat's level as a save holds them, or None (every one at ``opponents``)."""
    raw = data.get("levels")
    return list(raw) if isinstance(raw, list) else None


def undone_of(data: dict[str, Any]) -> dict[int, int]:
    """The decisions taken back, by deal number, as a save holds them (nothing trusted unchecked)."""
    raw = data.get("undone")
    if not isinstance(raw, dict):
        return {}
    out = {}
    for key, value in raw.items():
        if isinstance(key, str) and key.isdigit() and type(value) is int and 0 < value < 10**6:
            out[int(key)] = value
    return out


def standing(data: dict[str, Any]) -> tuple[str, str, int] | None:
    """A saved session as the person's record counts it when it is abandoned: its game,
    the opponents' level and what the person has won or lost so far (None: a demo's)."""
    human = data.get("human")
    if human is None:
        return None
    session = data["session"]
    level = table_level(levels_of(data) or [data["opponents"]])
    figures = session.get("purses") or session.get("scores") or data["start_purses"]  # a game for points: its scores
    return session.get("game", DEFAULT), level, figures[human] - data["start_purses"][human]


def write(data: dict[str, Any]) -> None:
    storage.write_json_atomic(path(), data, keep_previous=True)


def submit(writer: Writer, text: str) -> int:
    """Have ``writer`` save ``text`` (from :meth:`Encoder.text`); its ticket."""
    return writer.write(path(), text, "the session", keep_previous=True)


def submit_clear(writer: Writer) -> int:
    """Have ``writer`` remove the save (the session is over) after the saves before it."""
    return writer.remove(path(), "the session")


class Encoder:
    """The save's text, each line of the ledger's history encoded once.

    The history only grows (a line per deal, never changed afterwards) while the save is
    written after every action: encoding all of it every time with the indented encoder,
    which is pure Python, cost the frame 13 ms after 100 deals and 70 ms after 500.  The
    lines already encoded are kept and joined; the text is what
    :func:`game.storage.json_text` gives for the same data (with the history last).
    """

    def __init__(self) -> None:
        self._lines: list[tuple[dict, str]] = []  # (the history's entry, its text)

    def text(self, data: dict[str, Any]) -> str:
        history = data["history"]
        kept = self._lines
        same = 0
        while same < min(len(kept), len(history)) and kept[same][0] is history[same]:
            same += 1
        del kept[same:]
        kept.extend((entry, _nested(entry)) for entry in history[same:])
        head = json.dumps({k: v for k, v in data.items() if k != "history"}, ensure_ascii=False, indent=2)
        body = "[\n" + ",\n".join(text for _, text in kept) + "\n  ]" if kept else "[]"
        return head[:-2] + ',\n  "history": ' + body + "\n}\n"


def _nested(entry: Any) -> str:
    """An entry of the history as indented JSON, at its depth in the save (two levels in)."""
    return "\n".join("    " + line for line in json.dumps(entry, ensure_ascii=False, indent=2).split("\n"))


def read(report: Callable[[str], None] | None = None) -> dict[str, Any] | None:
    """The newest save that restores, or None; each bad one is set aside and reported."""
    storage.sweep_temporaries(path())
    for candidate in (path(), storage.previous(path())):
        data = storage.read_versioned(candidate, KIND, VERSION, report, oldest=VERSION)
        if data is None:
            continue
        try:
            restore(data)
        except SnapshotError as exc:
            storage.refuse(candidate, str(exc), report, then=N_("trying the previous save"))
            continue
        return data
    return None


def restore(data: dict[str, Any]) -> Session:
    """The session the save describes; SnapshotError if it is not a table this game could hold."""
    session = restore_session(data.get("session"))
    n = session.players
    names, human = data.get("names"), data.get("human")
    if not isinstance(names, list) or len(names) != n or not all(isinstance(x, str) and 0 < len(x) <= 40 for x in names):
        raise SnapshotError(f"names must be {n} short texts")
    if human is not None and (type(human) is not int or not 0 <= human < n):
        raise SnapshotError(f"the person's seat {human!r} is not at the table")
    if not isinstance(data.get("opponents"), str):
        raise SnapshotError("the opponents' level is missing")
    levels = data.get("levels")
    if levels is not None and (not isinstance(levels, list) or len(levels) != n - (human is not None)
                               or not all(isinstance(k, str) and k in KINDS for k in levels)):
        raise SnapshotError(f"levels must be {n - 1} kinds of computer player")
    start = data.get("start_purses")
    if not isinstance(start, list) or len(start) != n or any(type(p) is not int for p in start):
        raise SnapshotError(f"start_purses must be {n} whole numbers")
    history = data.get("history")
    if not isinstance(history, list):
        raise SnapshotError("the history must be a list of deals")
    for number, entry in enumerate(history, 1):
        _check_entry(entry, n, number)
    return session


def _check_entry(entry: Any, n: int, number: int) -> None:
    """A ledger line as the ledger scene reads it."""
    where = f"history entry {number}"
    if not isinstance(entry, dict):
        raise SnapshotError(f"{where} is not an object")
    if type(entry.get("deal")) is not int or not isinstance(entry.get("outcome"), str) \
            or not isinstance(entry.get("headline"), str):
        raise SnapshotError(f"{where} lacks its deal number, outcome or headline")
    key = "purses_after" if "purses_after" in entry else "scores_after"  # jetons, or points to a target
    figures = entry.get(key)
    if not isinstance(figures, list) or len(figures) != n or any(type(p) is not int for p in figures):
        raise SnapshotError(f"{where}: purses_after (or scores_after) must be {n} whole numbers")
    transfers = entry.get("transfers", [])
    if type(entry.get("antes", 0)) is not int:
        raise SnapshotError(f"{where}: antes must be a count of transfers")
    if not isinstance(transfers, list):
        raise SnapshotError(f"{where}: transfers must be a list")
    try:
        for t in map(Transfer.from_dict, transfers):
            if any(type(who) is int and not 0 <= who < n for who in (t.source, t.target)):
                raise SnapshotError(f"{where}: a transfer names a seat that is not at the table")
    except LedgerError as exc:
        raise SnapshotError(f"{where}: {exc}") from None


def exists() -> bool:
    return path().exists() or storage.previous(path()).exists()


def clear() -> None:
    for candidate in (path(), storage.previous(path())):
        try:
            candidate.unlink()
        except OSError:
            pass

