"""The session loop: seats choose in turn until the session's share-out.

One loop serves both games, the simulator, the replay tests and (step by step) the window.
"""
from __future__ import annotations

from typing import Any, Callable, Protocol, Sequence

from .bestia.deal import BestiaDeal
from .bestia.observation import BestiaObservation
from .deal import OVER, Deal
from .observation import Observation, SeatView
from .session import AnyDeal, Session, ShareOut


class Chooser(Protocol):
    def choose(self, observation: Any) -> Any: ...


#: The observation each kind of deal gives its seats.
VIEWS: dict[type, type[SeatView]] = {Deal: Observation, BestiaDeal: BestiaObservation}


def play_deal(deal: AnyDeal, players: Sequence[Chooser]) -> None:
    """Ask the seat to act for its choice, from its own observation, until the deal ends."""
    view = VIEWS[type(deal)]
    while deal.phase is not OVER:
        seat = deal.to_act
        deal.apply(players[seat].choose(view(deal, seat)))


def play_session(
    session: Session,
    players: Sequence[Chooser],
    on_deal: Callable[[AnyDeal], None] | None = None,
) -> ShareOut:
    """Play every deal the session wants, then share out; ``on_deal`` sees each finished deal."""
    if len(players) != session.players:
        raise ValueError(f"{len(players)} players for a table of {session.players}")
    while session.wants_deal:
        deal = session.next_deal()
        play_deal(deal, players)
        if on_deal is not None:
            on_deal(deal)
        session.finish_deal()
    return session.end()
