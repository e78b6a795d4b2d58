"""The table's machinery put together around a flow: the cards' places, the animator, the
person's hand, the game's part and the narrow context it is given, joined to the flow so
that the deal's events move the cards.  The table scene and the review's board both stand
on it; each adds what is its own (the table its decision panel, the review its open hands).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ..layout import TableLayout
from .animator import Animator
from .flow import TableFlow
from .hand import Hand
from .part import TableContext
from .places import Places


@dataclass(frozen=True)
class Machinery:
    places: Places
    animator: Animator
    hand: Hand
    context: TableContext
    part: Any


def assemble(app: Any, flow: TableFlow) -> Machinery:
    """The machinery for ``flow`` in ``app``'s window, joined to the flow."""
    def pack_seat() -> int:
        """Where the pack lies: before the dealer of the deal, the first dealer."""
        deal = flow.deal
        return deal.dealer if deal is not None else flow.session.first_dealer

    places = Places(flow.session.pack.cards, flow.n, TableLayout(app.size, flow.n, app.scale), pack_seat)
    animator = Animator(flow, places)
    hand = Hand(flow, places)
    context = TableContext(flow, places, animator, hand.act)
    part = flow.ui.table_part(context)
    places.own_home = part.home
    for sprite in places.sprites.values():
        sprite.code = part.face(sprite.card)
    places.reachable = part.reachable
    animator.join(part)
    hand.part = part
    flow.stage = animator
    flow.settling += [hand.ease, animator.settle]
    flow.deal_begins += [hand.start_deal, part.start_deal]
    return Machinery(places, animator, hand, context, part)


__all__ = ["Machinery", "assemble"]
