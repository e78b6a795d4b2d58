"""The session loop: seats choose in turn until the session ends (a game for jetons
shares out what lies on the table).

One loop serves every game, the simulator, the replay tests and (step by step) the window.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from .deal_protocol import Deal
from .phase import Phase
from .session import Session, ShareOut  # noqa: F401 - ShareOut is the loop's answer


class Chooser(Protocol):
    def choose(self, observation: Any) -> Any: ...


def play_deal(deal: Deal, players: Sequence[Chooser]) -> None:
    """Ask the seat to act for its choice, from its own observation, until the deal ends."""
    over = Phase.OVER
    while deal.phase is not over:
        deal.apply(players[deal.to_act].choose(deal.observation(deal.to_act)))


def play_session(
    session: Session,
    players: Sequence[Chooser],
    on_deal: Callable[[Deal], None] | None = None,
) -> ShareOut | None:
    """Play every deal the session wants, then end it (the share-out, or None in a game
    for points); ``on_deal`` sees each finished deal."""
    if len(players) != session.players:
        raise ValueError(f"{len(players)} players for a table of {session.players}")
    while session.wants_deal:
        deal = session.next_deal()
        play_deal(deal, players)
        if on_deal is not None:
            on_deal(deal)
        session.finish_deal()
    return session.end()
