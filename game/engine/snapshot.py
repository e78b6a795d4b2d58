"""A session as plain data and back, at any moment, even in the middle of a trick.

The window saves after every action so that a session survives the machine dying.  The
state is small: the session between deals (purses, pots, dealer, the random stream as it
stands after the current shuffle), and the current deal as its pack order plus the calls
and cards played so far.  Restoring replays those actions through the engine, so a state
the rules could not reach is refused, and so is a table whose jetons do not add up.
"""
from __future__ import annotations

import random
from typing import Any, Mapping

from .cards import Card
from .errors import EngineError, IllegalAction
from .games import DEFAULT, GAMES
from .session import Session

_RNG_WORDS = 625  # Mersenne Twister: 624 words of state and the position


class SnapshotError(EngineError, ValueError):
    """A saved state that is malformed or that the rules could not have reached."""


def session_state(session: Session) -> dict[str, Any]:
    """Plain, JSON-ready data from which :func:`restore_session` rebuilds ``session`` exactly."""
    version, words, gauss = session._rng.getstate()  # noqa: SLF001 - the session owns its stream; so does this module
    current = session.current
    return {
        "game": session.game.name,
        "rules": session.rules.to_dict(),
        "players": session.players,
        "seed": session.seed,
        "rounds": session.rounds,
        "deals_due": session.deals_due,
        "deals_limit": session.deals_limit,
        "deals_played": session.deals_played,
        "first_dealer": session.first_dealer,
        "dealer": session.dealer,
        **session.economy.state(session),
        "rng": [version, list(words), gauss],
        "deal": None if current is None else {
            "order": [str(c) for c in current.order],
            "chance": session.game.chance_of(current),
            "actions": session.game.deal_actions(current),
        },
    }


def restore_session(data: Mapping[str, Any]) -> Session:
    """The session ``data`` describes, its current deal replayed to the same point.

    Raises SnapshotError naming what is wrong: a missing or mistyped field, jetons that
    do not add up to the purses the players sat down with, a pack that is not the pack,
    or an action the rules forbid.
    """
    try:
        return _restore(data)
    except SnapshotError:
        raise
    except IllegalAction as exc:
        raise SnapshotError(f"the saved deal breaks a rule: {exc}") from None
    except (EngineError, KeyError, TypeError, ValueError, IndexError, OverflowError) as exc:
        detail = f"missing {exc}" if isinstance(exc, KeyError) else str(exc)
        raise SnapshotError(f"not a session state: {detail}") from None


def _int(data: Mapping[str, Any], name: str, low: int, high: int) -> int:
    value = data[name]
    if type(value) is not int or not low <= value <= high:
        raise SnapshotError(f"{name} is {value!r}, not a whole number from {low} to {high}")
    return value


def _restore(data: Mapping[str, Any]) -> Session:
    if not isinstance(data, Mapping):
        raise SnapshotError("not a session state: not an object")
    name = data.get("game", DEFAULT)
    if not isinstance(name, str) or name not in GAMES:
        raise SnapshotError(f"not a game this table plays: {name!r}")
    game = GAMES[name]
    rules = game.rules.from_dict(data["rules"])
    players = _int(data, "players", game.min_players, game.max_players)
    seed = data["seed"]
    if type(seed) is not int:
        raise SnapshotError(f"seed is {seed!r}, not a whole number")
    session = Session(rules, players, seed, rounds=_int(data, "rounds", 1, 1000))
    session.deals_due = _int(data, "deals_due", 1, 100_000)
    limit = data.get("deals_limit")
    session.deals_limit = None if limit is None else _int(data, "deals_limit", 1, 100_000)
    session.deals_played = _int(data, "deals_played", 0, 100_000)
    session.first_dealer = _int(data, "first_dealer", 0, players - 1)
    session.dealer = _int(data, "dealer", 0, players - 1)
    session.economy.restore(session, data)
    rng = data["rng"]
    if (not isinstance(rng, list) or len(rng) != 3 or not isinstance(rng[1], list) or len(rng[1]) != _RNG_WORDS
            or any(type(w) is not int or not 0 <= w < 2 ** 32 for w in rng[1])):
        raise SnapshotError("the random stream's state is damaged")
    stream = random.Random()
    stream.setstate((rng[0], tuple(rng[1]), rng[2]))
    session._rng = stream  # noqa: SLF001
    deal = data["deal"]
    if deal is None:
        if not session.wants_deal:
            raise SnapshotError("the saved session has no deal left to play")
        return session
    if not session.wants_deal:
        raise SnapshotError("the saved session has a deal in progress after its last deal")
    order = [_card(code) for code in deal["order"]]
    if len(set(order)) != len(order):
        raise SnapshotError("the saved pack holds a card twice")
    chance = deal.get("chance")
    if chance is not None and (type(chance) is not int or not 0 <= chance < 2 ** 32):
        raise SnapshotError("the saved deal's chance seed is damaged")
    current = session.next_deal(order, chance)
    parse = game.parse_action
    for code in deal["actions"]:
        if current.is_over:
            raise SnapshotError("the saved deal goes on after its end")
        if not isinstance(code, str):
            raise SnapshotError(f"{code!r} is not an action")
        current.apply(parse(code))
    return session  # a deal whose last card was played is settled again, as it was


def _card(code: Any) -> Card:
    if not isinstance(code, str):
        raise SnapshotError(f"{code!r} is not a card")
    try:
        return Card.parse(code)
    except ValueError as exc:
        raise SnapshotError(str(exc)) from None
