"""Games played for points to a target: scores carried from deal to deal until a player
reaches the target and takes the game, then a new game from nought (Bésigue).

A session of such a game holds ``scores`` (this game's points, a seat each),
``game_number`` (from 1), ``winners`` (the seat that took each game so far) and ``games``
(how many games the session is for; a "round" of the session is a game).  A deal starts
from the scores and leaves them changed; a deal that ends its game names its ``winner``.
Points are made, not moved: there is nothing to share out at the end.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Mapping, NamedTuple

from .errors import EngineError

if TYPE_CHECKING:
    from .session import Session


class Score(NamedTuple):
    """What a deal of a points game is dealt with: the scores of its game, and which game."""

    scores: tuple[int, ...]
    game_number: int


def _scores(value: Any, players: int, what: str) -> list[int]:
    if not isinstance(value, list) or len(value) != players or any(type(p) is not int or p < 0 for p in value):
        raise EngineError(f"{what} must be {players} whole numbers of points")
    return list(value)


@dataclass(frozen=True)
class Points:
    """The economy of a game played for points to a target."""

    #: What a gain is counted in, and what the second figure of :meth:`gains` measures.
    unit: str = "points"
    own_account: str = "on the seat's own points alone (without what the other made)"

    # ---------------------------------------------------------------- the session
    def start(self, session: "Session") -> None:
        session.scores = [0] * session.players
        session.game_number = 1
        session.winners = []
        session.games = session.rounds

    def stake(self, session: "Session") -> Score:
        return Score(tuple(session.scores), session.game_number)

    def stake_of(self, deal: Any) -> Score:
        return Score(tuple(deal.scores_before), deal.game_number)

    def carry(self, session: "Session", deal: Any) -> None:
        """The deal's scores carry; a deal that ends its game starts the next from nought."""
        session.scores = list(deal.scores)
        if deal.winner is not None:
            session.winners.append(deal.winner)
            session.scores = [0] * session.players
            session.game_number += 1

    def wants_deal(self, session: "Session") -> bool:
        """Games remain to be won; a session given a number of deals plays that many,
        across as many games as they make."""
        if session.deals_limit is not None:
            return session.deals_played < session.deals_limit
        return len(session.winners) < session.games

    def end(self, session: "Session") -> None:
        """Nothing lies on the table at the end of a points game."""
        return None

    def end_record(self, session: "Session", end: None) -> None:
        """A points session writes no closing line: its last deal's record ends it."""
        return None

    def resume(self, session: "Session", record: Mapping[str, Any], deals: int) -> None:
        """Start a replay of ``deals`` deals where the record's deal started; it runs to its
        last record, whichever games those deals finish."""
        session.scores = _scores(record["scores_before"], session.players, "scores_before")
        number = record.get("game_number", 1)
        if type(number) is not int or number < 1:
            raise EngineError(f"game_number is {number!r}, not a whole number from 1")
        session.game_number = number
        session.winners = [0] * (number - 1)  # who took the games before is not in the records
        session.games = number - 1 + deals
        session.deals_limit = session.deals_played + deals

    # ---------------------------------------------------------------- snapshots
    def state(self, session: "Session") -> dict[str, Any]:
        return {"scores": list(session.scores), "game_number": session.game_number, "winners": list(session.winners),
                "games": session.games}

    def restore(self, session: "Session", data: Mapping[str, Any]) -> None:
        n = session.players
        session.scores = _scores(data["scores"], n, "scores")
        winners = data["winners"]
        if not isinstance(winners, list) or any(type(w) is not int or not 0 <= w < n for w in winners):
            raise EngineError("winners must be the seats that took each game")
        session.winners = list(winners)
        number, games = data["game_number"], data["games"]
        if type(number) is not int or number != len(winners) + 1:
            raise EngineError(f"game_number is {number!r}, but {len(winners)} games have been won")
        if type(games) is not int or not 1 <= games <= 1000:
            raise EngineError(f"games is {games!r}, not a whole number from 1 to 1000")
        session.game_number, session.games = number, games

    # ---------------------------------------------------------------- measuring players
    def gains(self, deal: Any) -> tuple[list[float], list[float]]:
        """Each seat's points over the deal less what the others made (so gains add up to
        nought, as a player wants to outscore the other, not merely score), and its
        points alone."""
        made = [after - before for after, before in zip(deal.scores, deal.scores_before)]
        total, n = sum(made), len(made)
        return [m - (total - m) / (n - 1) for m in made], [float(m) for m in made]

    def summary(self, session: "Session") -> list[str]:
        won = [session.winners.count(seat) for seat in range(session.players)]
        return ["games won per seat: " + ", ".join(f"seat {seat} {w}" for seat, w in enumerate(won)),
                "points in the game under way: " + ", ".join(f"seat {s} {p}" for s, p in enumerate(session.scores))]


__all__ = ["Points", "Score"]
