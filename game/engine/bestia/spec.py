"""Bestia described once for the shared code: its rules, pack, deal, views and records."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..cards import Card
from ..game import GameSpec, rate
from ..stakes import Jetons, Stake
from ..packs import Pack
from ..table import Table
from .actions import Exchange, Talk, action_code, parse_bestia_action
from .deal import MAX_PLAYERS, MIN_PLAYERS, BestiaDeal
from .frozen import FrozenBestiaObservation
from .record import bestia_actions, bestia_fields, bestia_pack_order
from .observation import VIEW
from .rules import BestiaRules, bestia_pack

OUTCOMES = ("shared", "uncontested", "winner_takes_all", "no_winner", "un_perdere", "tre_carte")


def _new_deal(rules: BestiaRules, players: int, dealer: int, order: Sequence[Card], stake: Stake, number: int,
              chance: int | None) -> BestiaDeal:
    """The opening deals of tre_carte_senza_piegare are three-card deals without folding."""
    opener = number <= rules.tre_carte_senza_piegare
    return BestiaDeal(rules, players, dealer, order, stake.purses, stake.table, number, chance or 0, opener)


def _pack(players: int, rules: Any = None) -> Pack:
    """The Italian forty whatever the table and the rules."""
    return bestia_pack(players)


def _deal_actions(deal: BestiaDeal) -> list[str]:
    """The words and exchanges said so far, then the cards; what the rules forced is left
    for the engine to do again."""
    said: list[str] = []
    for entry in deal.talk:
        if entry.forced:
            continue
        if entry.word == "play":
            said.append(action_code(Exchange.of(entry.discards)))
        elif entry.word == "discard":
            said.append(str(entry.discards[0]))
        else:
            said.append(str(Talk(entry.word)))
    return said + [str(card) for _, card in deal.plays]


def _seat_tally(deal: BestiaDeal, seat: int) -> dict[str, int]:
    won = deal.tricks_won
    knocked = deal.knocker == seat
    return {
        "played": seat in deal.in_seats and deal.outcome != "uncontested",
        "in_bestia": any(s == seat for s, _ in deal.in_bestia),
        "knocked": knocked,
        "knocked_won": knocked and all(won[seat] > won[s] for s in deal.in_seats if s != seat),
    }


def _tally_rates(counts: Mapping[str, int], seat_deals: int) -> dict[str, float]:
    return {
        "played": rate(counts["played"], seat_deals),
        "knocked": rate(counts["knocked"], seat_deals),
        "knocked_won": rate(counts["knocked_won"], counts["knocked"]),
        "in_bestia": rate(counts["in_bestia"], seat_deals),
    }


def _tally_words(rates: Mapping[str, float]) -> str:
    return (f"played in {100 * rates['played']:.1f}% of its seat's deals, knocked in "
            f"{100 * rates['knocked']:.1f}% and took the most tricks in {100 * rates['knocked_won']:.1f}% of those; "
            f"went in bestia in {100 * rates['in_bestia']:.1f}%")


def _deal_tally(deal: BestiaDeal) -> dict[str, int]:
    return {
        "in": len(deal.in_seats) if deal.leader is not None else 0,
        "in bestia": len(deal.in_bestia),
        "knocks": deal.knocker is not None,
        "knocker in bestia": any(seat == deal.knocker for seat, _ in deal.in_bestia),
        "folds": sum(1 for s in deal.status if s == "fold"),
        "exchanged": sum(deal.exchanged),
        "reshuffles": deal.reshuffles,
    }


def _deal_tally_words(counts: Mapping[str, int], deals: int, table: Table | None) -> list[str]:
    played = counts["in"] or 1
    return [
        f"talk: {counts['folds'] / max(deals, 1):.2f} folds a deal, "
        f"{counts['exchanged'] / max(deals, 1):.2f} cards exchanged a deal, "
        f"{counts['reshuffles']} stock reshuffles, {counts['knocks']} knocks",
        f"in bestia: {counts['in bestia']} of {counts['in']} players in ({100 * counts['in bestia'] / played:.1f}%),"
        f" the knocker {counts['knocker in bestia']} times; {table.pool if table else 0} left in the pool",
    ]


def _table_record(table: Table, rules: Any) -> dict[str, Any]:
    return table.to_dict(pool=True)


SPEC = GameSpec(
    name="bestia",
    title="Bestia",
    rules=BestiaRules,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    pack=_pack,
    economy=Jetons("pool", table_record=_table_record),
    new_deal=_new_deal,
    deal_chance=True,
    chance_of=lambda deal: deal.seed,
    record_fields=bestia_fields,
    pack_order=bestia_pack_order,
    recorded_actions=bestia_actions,
    chance_field="reshuffle_seed",
    deal_actions=_deal_actions,
    parse_action=parse_bestia_action,
    action_code=action_code,
    view=VIEW,
    freeze=FrozenBestiaObservation.of,
    outcomes=OUTCOMES,
    seat_tally=_seat_tally,
    tally_rates=_tally_rates,
    tally_words=_tally_words,
    deal_tally=_deal_tally,
    deal_tally_words=_deal_tally_words,
)

__all__ = ["SPEC"]
