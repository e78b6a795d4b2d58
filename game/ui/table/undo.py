"""Undo, without pygame: the session as it stood before the person's last decision.

The engine is deterministic and a session's state is its pack order and the actions
taken (:mod:`game.engine.snapshot`), so going back is restoring that state with the
current deal's actions cut just before the person's last one.  The computer players'
moves after it are dropped: they choose again.  Forced words are not actions (the engine
speaks them again as it replays), so only the players' own choices are counted.
"""
from __future__ import annotations

from typing import Any

from ...engine import Session
from ...engine.snapshot import restore_session, session_state


def seats_of_actions(session: Session) -> list[int]:
    """The seat that took each action of the current deal, in order."""
    state = session_state(session)
    actions = list(state["deal"]["actions"]) if state["deal"] else []
    state["deal"]["actions"] = []
    replay = restore_session(state)
    deal = replay.current
    parse = session.game.parse_action
    seats = []
    for code in actions:
        seats.append(deal.to_act)
        deal.apply(parse(code))
    return seats


def last_decision(session: Session, seat: int) -> int | None:
    """How many actions of the current deal came before ``seat``'s last decision (None: it
    has made none in this deal)."""
    if session.current is None:
        return None
    seats = seats_of_actions(session)
    for i in range(len(seats) - 1, -1, -1):
        if seats[i] == seat:
            return i
    return None


def back_to(session: Session, actions: int) -> Session:
    """The session with the current deal replayed through its first ``actions`` actions."""
    state: dict[str, Any] = session_state(session)
    state["deal"]["actions"] = list(state["deal"]["actions"])[:actions]
    return restore_session(state)


__all__ = ["back_to", "last_decision", "seats_of_actions"]
