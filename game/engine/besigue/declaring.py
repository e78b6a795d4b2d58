"""The declaration step of a Bésigue deal: what the master may declare now (one meld
and, unless ``seven_is_meld``, one seven action, or one of the two), in the order a
table offers them, and why a declaration asked for is refused.  The turn-up just taken
for a seven is not to be melded this turn (ruling, "The seven of trumps")."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import IllegalAction
from .actions import BesigueAction, Seven
from .copies import by_rank
from .melds import Meld, MeldKind, open_melds, refusal
from .sevens import seven_actions, seven_refusal

if TYPE_CHECKING:
    from .deal import BesigueDeal

_KINDS = list(MeldKind)


def declarations_open(deal: "BesigueDeal", seat: int) -> list[BesigueAction]:
    """Every meld and seven action the master ``seat`` may still make this turn."""
    rules = deal.rules
    out: list[BesigueAction] = []
    one = rules.seven_is_meld
    if not deal.melded and not (one and deal.seven_done):
        hand = deal.hands[seat] & ~deal.fresh
        out += open_melds(hand | deal.tables[seat], hand, deal.used, deal.trump, deal.pair,
                          rules.plain_sequence is not False)
    if not deal.seven_done and not (one and deal.melded):
        out += seven_actions(rules, deal.hands[seat], deal.trump, deal.turn_up, deal.sevens_scored)
    return out


def declaration_refusal(deal: "BesigueDeal", action: Meld | Seven) -> IllegalAction:
    """Why ``action``, not open, is refused, in the player's words."""
    seat, rules = deal.to_act, deal.rules
    hand = deal.hands[seat]
    if action.__class__ is Seven:
        seven: Seven = action  # type: ignore[assignment]
        return seven_refusal(rules, seven, hand, deal.trump, deal.turn_up, deal.sevens_scored, deal.seven_done)
    if deal.melded:
        return IllegalAction("one_meld", "one meld per trick won: you have melded this turn")
    if action.cards & deal.fresh:  # type: ignore[union-attr]
        return IllegalAction("fresh_turn_up", "the turn-up you have just taken cannot be melded this turn")
    meld: Meld = action  # type: ignore[assignment]
    refused = refusal(meld, hand | deal.tables[seat], hand, deal.used, deal.trump, deal.pair,
                      rules.plain_sequence is not False)
    return refused or IllegalAction("not_open", f"{action} cannot be declared now", action=action)


def offer_order(action: BesigueAction) -> tuple:
    """Melds biggest first, then the sevens."""
    if action.__class__ is Meld:
        return (0, -action.points, _KINDS.index(action.kind), by_rank(action.cards))  # type: ignore[union-attr]
    return (1, action.action, action.card)  # type: ignore[union-attr]


__all__ = ["declaration_refusal", "declarations_open", "offer_order"]
