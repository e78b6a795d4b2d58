"""Where the coach's suggestion stands on screen: the cards to play or pick and the button
to press, found from the engine's action through the table's hand and decision panel
(whichever panel a game gives: rows of choices, a pick step, a picked choice, or rows that
stand for several actions)."""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ...engine import Card
from ...engine.cards import BIT, cards_in, mask_of
from ..table.decision import Choice, PickedChoice


@dataclass
class Target:
    """The cards to click (in order) and then the button, if any."""

    cards: list = field(default_factory=list)
    button: Any = None


def _in_panel(panel: Any, action: Any, hand: list) -> Target | None:
    for row in getattr(panel, "rows", ()):  # rows each standing for the copies of one meld
        if action in row.actions:
            if len(row.actions) == 1:
                return Target([], row.button)
            return Target(cards_in(action.cards), panel.confirm)
    for choice, button in getattr(panel, "buttons", ()):
        if isinstance(choice, Choice) and choice.action == action:
            return Target([], button)
        if isinstance(choice, PickedChoice):
            for card in hand:
                if choice.action(BIT[card]) == action:
                    return Target([card], button)
    pick = panel.decision.pick if hasattr(panel, "decision") else None
    if pick is not None and panel.confirm is not None:
        most = max(0, panel.most())
        for size in range(0, min(most, len(hand)) + 1):
            for chosen in combinations(hand, size):
                if pick.action(mask_of(list(chosen))) == action:
                    return Target(list(chosen), panel.confirm)
    return None


def locate(table: Any, action: Any) -> Target | None:
    """The suggestion on the table (a :class:`~..table.scene.TableScene`), or None where it
    cannot be shown."""
    hand = list(table.places.reachable())
    if table.part.talking():
        if table.decision is None:
            return None
        table.decision.layout()  # the buttons where they are drawn this frame
        return _in_panel(table.decision, action, hand)
    if isinstance(action, Card) and action in hand:
        return Target([action], None)
    return None


__all__ = ["Target", "locate"]
