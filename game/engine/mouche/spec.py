"""Mouche described once for the shared code: its rules, pack, deal, views and records."""
from __future__ import annotations

from typing import Mapping

from ..game import GameSpec
from ..stakes import Jetons, dealt_from_stake, plays_on_while
from ..table import Table
from .actions import Exchange, NameTrump, Rob, Word, action_code, parse_mouche_action
from .basket import read_table, table_record, transfer_record
from .deal import MAX_PLAYERS, MIN_PLAYERS, MoucheDeal
from .frozen import FrozenMoucheObservation
from .mistigri import MISTIGRI
from .record import mouche_actions, mouche_fields, mouche_pack_order
from .observation import VIEW
from .rules import MoucheRules, mouche_pack

OUTCOMES = ("shared", "uncontested", "mouche")


def _deal_actions(deal: MoucheDeal) -> list[str]:
    """The words, exchanges and robs said so far, then the cards (the Mistigri naming its suit)."""
    said = []
    for entry in deal.talk:
        if entry.word == "pass":
            said.append(str(Word.PASS))
        elif entry.word == "rob":
            said.append(Rob(entry.discards[0]).code)
        else:
            said.append(Exchange.of(entry.discards).code)
    named = deal.trump_named
    for _, card in deal.plays:
        said.append(NameTrump(named[1]).code if named is not None and card == MISTIGRI else str(card))
    return said


def _seat_tally(deal: MoucheDeal, seat: int) -> dict[str, int]:
    return {
        "played": seat in deal.in_seats and deal.outcome == "shared",
        "mouched": any(s == seat for s, _ in deal.mouched),
        "mouche": deal.mouche_shown is not None and deal.mouche_shown[0] == seat,
        "uncontested": deal.outcome == "uncontested" and deal.in_seats == (seat,),
    }


def _tally_words(rates: Mapping[str, float]) -> str:
    return (f"played out {100 * rates['played']:.1f}% of its seat's deals, took the basket uncontested in "
            f"{100 * rates['uncontested']:.1f}% and with a mouche in {100 * rates['mouche']:.1f}%; "
            f"was mouched in {100 * rates['mouched']:.1f}%")


def _deal_tally(deal: MoucheDeal) -> dict[str, int]:
    return {
        "in": len(deal.in_seats) if deal.outcome != "uncontested" else 0,
        "mouched": len(deal.mouched),
        "passes": sum(1 for s in deal.status if s == "pass"),
        "exchanged": sum(deal.exchanged),
        "robs": deal.robbed,
        "mistigri named": deal.trump_named is not None,
    }


def _deal_tally_words(counts: Mapping[str, int], deals: int, table: Table) -> list[str]:
    per_deal, players_in = max(deals, 1), counts["in"] or 1
    return [
        f"talk: {counts['passes'] / per_deal:.2f} passes a deal, {counts['exchanged'] / per_deal:.2f} cards"
        f" exchanged a deal, {counts['robs']} upcards robbed",
        f"mouched: {counts['mouched']} of {counts['in']} players in ({100 * counts['mouched'] / players_in:.1f}%);"
        f" {table.basket} left in the basket, {len(table.waiting)} mouches waiting ({sum(table.waiting)} jetons)",
    ]


SPEC = GameSpec(
    name="mouche",
    title="Mouche",
    rules=MoucheRules,
    min_players=MIN_PLAYERS,
    max_players=MAX_PLAYERS,
    pack=mouche_pack,
    economy=Jetons(
        "basket", runs_on=plays_on_while(lambda table: table.waiting),  # R12
        table_record=table_record, read_table=read_table, transfer_record=transfer_record,
        share_out_reasons=("session_end", "share_out"),
        share_out_fields=lambda: {
            "stock": [], "talk": [], "exchanges": [], "folds": [], "in_players": [], "mouche_shown": None,
            "basket_before_shares": None, "shares": [], "mouched": [],
        },
    ),
    new_deal=dealt_from_stake(MoucheDeal),
    record_fields=mouche_fields,
    pack_order=mouche_pack_order,
    recorded_actions=mouche_actions,
    deal_actions=_deal_actions,
    parse_action=parse_mouche_action,
    action_code=action_code,
    view=VIEW,
    freeze=FrozenMoucheObservation.of,
    outcomes=OUTCOMES,
    seat_tally=_seat_tally,
    tally_words=_tally_words,
    deal_tally=_deal_tally,
    deal_tally_words=_deal_tally_words,
)

__all__ = ["SPEC"]
