"""The person's record across sessions: what an evening at the table adds up to.

A lover of old card games wants to know more than the last session's ledger: how many
deals and sessions, how often they declared and won, how many bêtes they made, and
whether they beat the Expert on balance.  The record is kept per game and per opponents'
level, in ``statistics.json`` in the user's data folder, versioned and human-readable
(``{"kind": "la-bete statistics", "version": 2, "tallies": [...]}``; version 1, before the
best and average scores of a game for points, is read as it is) and written
atomically with the previous copy kept, off the frame (:class:`game.writer.Writer`).  A
damaged file is set aside with one line and a fresh record begun; nothing in it is
trusted without being checked.
"""
from __future__ import annotations

import json

from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any, Callable, Iterable

from . import storage
from .i18n import N_
from .ai.levels import LEVELS
from .writer import Writer
from .engine.games import GAMES

KIND = "la-bete statistics"
VERSION = 2
OLDEST_VERSION = 1  # before best_score and game_scores: read with those at nought
FILE_NAME = "statistics.json"
#: A tally's numbers never grow beyond this; a file claiming more is not one we wrote.
LIMIT = 10**12


@dataclass(frozen=True)
class DealSummary:
    """One finished deal as the person at the table saw it.

    ``declared``: in Bête they said *je joue* (or contre); in Bestia they stayed in.
    ``won``: they won the deal (Bête: as declarer or by contre; Bestia: took a share of
    the pool).  ``bete``: they made a bête (Bête) or went in bestia (Bestia).
    """

    net: int
    declared: bool
    won: bool
    bete: bool
    #: In a game played to a target, a deal that ended a game: True if the person took it,
    #: False if another did; None when the game goes on (and in a game for jetons).
    game: bool | None = None
    #: The person's score when a game to a target ended (None otherwise).
    score: int | None = None


@dataclass(frozen=True)
class Tally:
    """Everything recorded for one game against one level of opponents."""

    game: str
    level: str
    deals: int = 0
    declared: int = 0
    won: int = 0
    betes: int = 0
    net: int = 0
    sessions: int = 0
    sessions_ahead: int = 0
    best_session: int | None = None
    worst_session: int | None = None
    #: Games to a target taken and lost (a game for points counts games, not sessions).
    games_won: int = 0
    games_lost: int = 0
    #: Sessions left for a new game before their end (counted in ``sessions`` too).
    abandoned: int = 0
    #: Deals in which the person took a decision back.
    undone: int = 0
    #: Finished deals played again from the review (the same cards): counted here, not as deals.
    replays: int = 0
    #: In a game for points: the person's best score in a finished game, and the sum of
    #: their scores in every finished game (the average is over games won and lost).
    best_score: int | None = None
    game_scores: int = 0

    def with_deal(self, deal: DealSummary, undone: int = 0) -> "Tally":
        return replace(
            self, deals=self.deals + 1, declared=self.declared + deal.declared, won=self.won + deal.won,
            betes=self.betes + deal.bete, net=self.net + deal.net, undone=self.undone + (undone > 0),
            games_won=self.games_won + (deal.game is True), games_lost=self.games_lost + (deal.game is False),
            best_score=self.best_score if deal.score is None else max(deal.score, self.best_score or 0),
            game_scores=self.game_scores + (deal.score or 0),
        )

    def with_replay(self) -> "Tally":
        return replace(self, replays=self.replays + 1)
    @property
    def average_score(self) -> float | None:
        """The person's average score in a finished game for points (None before the first)."""
        games = self.games_won + self.games_lost
        return self.game_scores / games if games and self.best_score is not None else None

    def with_session(self, net: int, abandoned: bool = False) -> "Tally":
        return replace(
            self, sessions=self.sessions + 1, sessions_ahead=self.sessions_ahead + (net > 0),
            abandoned=self.abandoned + abandoned,
            best_session=net if self.best_session is None else max(self.best_session, net),
            worst_session=net if self.worst_session is None else min(self.worst_session, net),
        )

    @property
    def net_per_deal(self) -> float:
        return self.net / self.deals if self.deals else 0.0

    def to_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in fields(self)}

    @classmethod
    def from_dict(cls, data: Any) -> "Tally":
        """A tally from the file, refusing anything this program could not have written."""
        if not isinstance(data, dict):
            raise ValueError("a tally must be an object")
        unknown = set(data) - {f.name for f in fields(cls)}
        if unknown:
            raise ValueError(f"a tally has unknown fields: {', '.join(sorted(map(str, unknown)))}")
        game, level = data.get("game"), data.get("level")
        if not isinstance(game, str) or game not in GAMES:
            raise ValueError(f"a tally of {game!r}; games: {', '.join(GAMES)}")
        if not isinstance(level, str) or not 0 < len(level) <= 40:
            raise ValueError("a tally's level must be a short text")
        values: dict[str, Any] = {"game": game, "level": level}
        for name in ("deals", "declared", "won", "betes", "sessions", "sessions_ahead", "games_won", "games_lost",
                     "abandoned", "undone", "game_scores", "replays"):
            values[name] = _count(data, name, 0)
        values["best_score"] = None if data.get("best_score") is None else _count(data, "best_score", 0)
        values["net"] = _count(data, "net", -LIMIT)
        for name in ("best_session", "worst_session"):
            values[name] = None if data.get(name) is None else _count(data, name, -LIMIT)
        tally = cls(**values)
        if max(tally.declared, tally.betes, tally.games_won + tally.games_lost) > tally.deals or tally.won > tally.deals \
                or tally.sessions_ahead > tally.sessions or tally.abandoned > tally.sessions \
                or tally.undone > tally.deals:
            raise ValueError(f"the {game} tally against {level} counts more wins than it has deals or sessions")
        if (tally.best_session is None) != (tally.sessions == 0):
            raise ValueError(f"the {game} tally against {level} has best and worst sessions without sessions")
        return tally


def _count(data: dict[str, Any], name: str, least: int) -> int:
    value = data.get(name, 0)
    if type(value) is not int or not least <= value <= LIMIT:
        raise ValueError(f"{name} is {value!r}, not a whole number from {least}")
    return value


class Statistics:
    """The tallies, one per (game, level), loaded once and saved after each change."""

    def __init__(self, tallies: Iterable[Tally] = ()) -> None:
        self.tallies: dict[tuple[str, str], Tally] = {}
        for tally in tallies:
            if (tally.game, tally.level) in self.tallies:
                raise ValueError(f"two tallies of {tally.game} against {tally.level}")
            self.tallies[tally.game, tally.level] = tally

    def tally(self, game: str, level: str) -> Tally:
        return self.tallies.get((game, level)) or Tally(game, level)

    def of_game(self, game: str) -> list[Tally]:
        """The game's tallies, weakest opponents first (levels this version does not know last)."""
        order = {item.kind: i for i, item in enumerate(LEVELS)}
        mine = [t for (g, _), t in self.tallies.items() if g == game]
        return sorted(mine, key=lambda t: (order.get(t.level, len(order)), t.level))

    def add_deal(self, game: str, level: str, deal: DealSummary, undone: int = 0, replay: bool = False) -> None:
        """A finished deal; ``undone``: how many of the person's decisions were taken back in it;
        ``replay``: a deal played again with the same cards, counted as a replay only (its
        result was the first playing's)."""
        tally = self.tally(game, level)
        self.tallies[game, level] = tally.with_replay() if replay else tally.with_deal(deal, undone)

    def add_session(self, game: str, level: str, net: int, abandoned: bool = False) -> None:
        """A session over, or ``abandoned`` for a new game: counted alike, with its net so far."""
        self.tallies[game, level] = self.tally(game, level).with_session(net, abandoned)

    def to_dict(self) -> dict[str, Any]:
        return {"kind": KIND, "version": VERSION, "tallies": [t.to_dict() for t in self.tallies.values()]}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "Statistics":
        tallies = data.get("tallies")
        if not isinstance(tallies, list):
            raise ValueError("tallies must be a list")
        return cls(Tally.from_dict(item) for item in tallies)

    # ----------------------------------------------------------------- the file
    @staticmethod
    def path() -> Path:
        return storage.data_dir() / FILE_NAME

    @classmethod
    def load(cls, report: Callable[[str], None] | None = None) -> "Statistics":
        """The record on disk, the previous copy if that one is bad, else a fresh one."""
        path = cls.path()
        storage.sweep_temporaries(path)
        for candidate in (path, storage.previous(path)):
            data = storage.read_versioned(candidate, KIND, VERSION, report, oldest=OLDEST_VERSION)
            if data is None:
                continue
            try:
                return cls.from_dict(data)
            except ValueError as exc:
                storage.refuse(candidate, str(exc), report, then=N_("starting a fresh record"))
        return cls()

    @classmethod
    def peek(cls) -> "Statistics | None":
        """The record on disk as it stands, read without setting a bad file aside or saying so
        (None when it cannot be read): for a glance, as the title's at what the person has played;
        :meth:`load` deals with a bad file where the record is kept."""
        try:
            data = json.loads(cls.path().read_text(encoding="utf-8"))
            return cls.from_dict(data) if isinstance(data, dict) and data.get("kind") == KIND else None
        except (OSError, ValueError, TypeError, KeyError, AttributeError):
            return None

    def save(self, writer: Writer) -> int:
        """Hand the record to ``writer``, which writes it after whatever it was handed before
        (the session that counted the deal) and reports a full disk or a read-only folder,
        which costs only the record; the write's ticket."""
        return writer.write(self.path(), storage.json_text(self.to_dict()), "the statistics", keep_previous=True)


__all__ = ["DealSummary", "Statistics", "Tally"]
