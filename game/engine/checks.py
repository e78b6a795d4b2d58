"""The checks of a finished deal beyond what the engine does as it plays, shared by the
games whose deals offer them: every card of the pack in exactly one place, and jetons
neither made nor lost.  A game's spec takes :func:`cards_and_jetons` unless it checks its
deals its own way (:attr:`.game.GameSpec.check_deal`); each raises AssertionError naming
the deal and what is wrong."""
from __future__ import annotations

from typing import Any, Callable

from .deal_protocol import JetonDeal
from .packs import Pack


def every_card_once(deal: Any, pack: int) -> None:
    """Each card of ``pack`` (a mask) in exactly one of the deal's ``card_places()``."""
    seen = 0
    for place, mask in deal.card_places().items():
        if seen & mask:
            raise AssertionError(f"deal {deal.number}: a card is in two places ({place})")
        seen |= mask
    if seen != pack:
        raise AssertionError(f"deal {deal.number}: a card is missing")


def jetons_kept(deal: JetonDeal) -> None:
    """The purses and the table hold as many jetons after the deal as before (a fiche
    counted at the rules' ``fiche_value``)."""
    fiche = getattr(deal.rules, "fiche_value", 1)
    before = sum(deal.purses_before) + deal.table_before.jetons(fiche)
    after = sum(deal.books.purses) + deal.table_after.jetons(fiche)
    if before != after:
        raise AssertionError(f"deal {deal.number}: {before} jetons before, {after} after")


def cards_and_jetons(pack: Callable[[int, Any], Pack]) -> Callable[[Any], None]:
    """The check of a game for jetons whose deals say where each card lies: ``pack`` is its
    spec's (the pack for a table under the rules)."""
    def check(deal: Any) -> None:
        every_card_once(deal, pack(deal.players, deal.rules).mask)
        jetons_kept(deal)

    return check


__all__ = ["cards_and_jetons", "every_card_once", "jetons_kept"]
