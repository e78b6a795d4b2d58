"""The saved session: written between deals, so Continue picks up at the next deal.

The file is ``session.json`` in the user's data folder: the table (players, rules,
levels, names), the session's state between deals (dealer, purses, pots, deals played
and the state of its random stream, so the next shuffle is the one it would have been)
and the history the ledger shows.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

from .. import storage
from ..engine import RuleSet, Session, Table

KIND = "la-bete session"
VERSION = 1
FILE_NAME = "session.json"


def path() -> Path:
    return storage.data_dir() / FILE_NAME


def snapshot(session: Session, names: list[str], opponents: str, history: list[dict], start_purses: list[int],
             human: int | None) -> dict[str, Any]:
    state = session._rng.getstate()  # noqa: SLF001 - see the report: the engine has no snapshot API yet
    return {
        "kind": KIND,
        "version": VERSION,
        "players": session.players,
        "rules": session.rules.to_dict(),
        "seed": session.seed,
        "rounds": session.rounds,
        "names": names,
        "opponents": opponents,
        "human": human,
        "session": {
            "dealer": session.dealer,
            "first_dealer": session.first_dealer,
            "purses": list(session.purses),
            "table": session.table.to_dict(session.rules.beast_heaps) | {"play": session.table.play,
                                                                          "triolet": session.table.triolet},
            "deals_played": session.deals_played,
            "deals_due": session.deals_due,
            "rng": [state[0], list(state[1]), state[2]],
        },
        "start_purses": start_purses,
        "history": history,
    }


def write(data: dict[str, Any]) -> None:
    storage.write_json_atomic(path(), data)


def read(report: Callable[[str], None] | None = None) -> dict[str, Any] | None:
    data = storage.read_versioned(path(), KIND, VERSION, report)
    if data is None:
        return None
    try:
        restore(data)
    except (KeyError, TypeError, ValueError, IndexError) as exc:
        try:
            moved = storage.set_aside(path()).name
        except OSError:
            moved = "(could not be moved)"
        (report or storage._stderr)(f"la-bete: {path()} is unreadable ({exc}); set aside as {moved}")
        return None
    return data


def exists() -> bool:
    return path().exists()


def clear() -> None:
    try:
        path().unlink()
    except OSError:
        pass


def restore(data: dict[str, Any]) -> Session:
    """The session as it stood between deals when saved."""
    rules = RuleSet.from_dict(data["rules"])
    session = Session(rules, int(data["players"]), int(data["seed"]), rounds=int(data["rounds"]))
    s = data["session"]
    session.dealer = int(s["dealer"])
    session.first_dealer = int(s["first_dealer"])
    purses = [int(p) for p in s["purses"]]
    if len(purses) != session.players:
        raise ValueError("purses do not match the players")
    session.purses = purses
    session.table = Table.from_dict(s["table"])
    session.deals_played = int(s["deals_played"])
    session.deals_due = int(s["deals_due"])
    version, internal, gauss = s["rng"]
    session._rng.setstate((version, tuple(internal), gauss))  # noqa: SLF001
    if not session.wants_deal:
        raise ValueError("the saved session has no deal left to play")
    return session
