"""Bête described once for the shared code: its rules, pack, deal, views and records."""
from __future__ import annotations

from typing import Any, Mapping

from ..checks import jetons_kept
from ..game import GameSpec, rate
from ..stakes import Jetons, dealt_from_stake, plays_on_while
from ..packs import Pack
from ..table import Table
from .actions import parse_action
from .deal import Deal
from .frozen import FrozenObservation
from .record import bete_actions, bete_fields, bete_pack_order
from .observation import VIEW
from .rules import HAND_SIZE, RuleSet, bete_pack

MIN_PLAYERS, MAX_PLAYERS = 3, 7
OUTCOMES = ("win", "vole", "bete", "devole", "null", "thrown_in", "contre_win", "contre_lost", "beast")


def _pack(players: int, rules: Any = None) -> Pack:
    """Bête's pack depends on the table size alone."""
    return bete_pack(players)


def _deal_actions(deal: Deal) -> list[str]:
    """The calls and cards so far; a Curieuse is turned by the rules, not a player."""
    return [str(what) for seat, what in deal.calls if seat is not None] + [str(card) for _, card in deal.plays]


def check_deal(deal: Deal) -> None:
    """The hands and the talon are the pack, no card lost or played twice, jetons kept."""
    pack = deal.order
    played = {card for _, card in deal.plays}
    held = {card for seat in range(deal.players) for card in deal.hand(seat)}
    dealt = {card for seat in range(deal.players) for card in deal.dealt_hand(seat)}
    if len(dealt) != HAND_SIZE * deal.players or dealt & set(deal.talon) or dealt | set(deal.talon) != set(pack):
        raise AssertionError(f"deal {deal.number}: the hands and the talon are not the pack")
    if held | played != dealt or held & played:
        raise AssertionError(f"deal {deal.number}: a card was lost or played twice")
    jetons_kept(deal)


#: Outcomes in which the declarer won.
WON_AS_DECLARER = frozenset(("win", "vole"))


def _seat_tally(deal: Deal, seat: int) -> dict[str, int]:
    return {
        "declared": deal.declarer == seat,
        "declared_won": deal.declarer == seat and deal.outcome in WON_AS_DECLARER,
        "contred": deal.contre == seat,
        "contre_won": deal.contre == seat and deal.outcome == "contre_win",
    }


def _tally_rates(counts: Mapping[str, int], seat_deals: int) -> dict[str, float]:
    return {
        "declared": rate(counts["declared"], seat_deals),
        "declarer_won": rate(counts["declared_won"], counts["declared"]),
        "contre": rate(counts["contred"], seat_deals),
        "contre_won": rate(counts["contre_won"], counts["contred"]),
    }


def _tally_words(rates: Mapping[str, float]) -> str:
    return (f"said play in {100 * rates['declared']:.1f}% of its seat's deals and won "
            f"{100 * rates['declarer_won']:.1f}% of those; contre in {100 * rates['contre']:.1f}%, won "
            f"{100 * rates['contre_won']:.1f}%")


def _table_record(table: Table, rules: Any) -> dict[str, Any]:
    return table.to_dict(heaps=getattr(rules, "beast_heaps", False))


SPEC = GameSpec(
    name="bete",
    title="Bête",
    rules=RuleSet,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    pack=_pack,
    economy=Jetons("game", runs_on=plays_on_while(lambda table: table.betes), table_record=_table_record),
    new_deal=dealt_from_stake(Deal),
    record_fields=bete_fields,
    pack_order=bete_pack_order,
    recorded_actions=bete_actions,
    deal_actions=_deal_actions,
    parse_action=parse_action,
    view=VIEW,
    freeze=FrozenObservation.of,
    outcomes=OUTCOMES,
    check_deal=check_deal,
    seat_tally=_seat_tally,
    tally_rates=_tally_rates,
    tally_words=_tally_words,
)

__all__ = ["SPEC", "check_deal"]
