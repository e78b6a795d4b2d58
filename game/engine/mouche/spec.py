"""Mouche described once for the shared code: its rules, pack, deal, views and records."""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..cards import Card
from ..game import JETON_RECORD, GameSpec, rate
from ..stakes import Jetons, Stake
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


def _new_deal(rules: MoucheRules, players: int, dealer: int, order: Sequence[Card], stake: Stake, number: int,
              chance: int | None) -> MoucheDeal:
    return MoucheDeal(rules, players, dealer, order, stake.purses, stake.table, number)


def _runs_on(session: Any) -> bool:
    """After the rounds, play on while a mouche waits, for at most n more deals (R12)."""
    return bool(session.table.waiting) and session.deals_played < session.deals_due + session.players


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


def check_deal(deal: MoucheDeal) -> None:
    """Each card of the pack in exactly one place; the basket, mouches and purses conserve jetons."""
    seen = 0
    for place, mask in deal.card_places().items():
        if seen & mask:
            raise AssertionError(f"deal {deal.number}: a card is in two places ({place})")
        seen |= mask
    if seen != deal.pack.mask:
        raise AssertionError(f"deal {deal.number}: a card is missing")
    before = sum(deal.purses_before) + deal.table_before.jetons(1)
    after = sum(deal.books.purses) + deal.table_after.jetons(1)
    if before != after:
        raise AssertionError(f"deal {deal.number}: {before} jetons before, {after} after")


def _seat_tally(deal: MoucheDeal, seat: int) -> dict[str, int]:
    return {
        "played": seat in deal.in_seats and deal.outcome == "shared",
        "mouched": any(s == seat for s, _ in deal.mouched),
        "mouche": deal.mouche_shown is not None and deal.mouche_shown[0] == seat,
        "uncontested": deal.outcome == "uncontested" and deal.in_seats == (seat,),
    }


def _tally_rates(counts: Mapping[str, int], seat_deals: int) -> dict[str, float]:
    return {name: rate(counts[name], seat_deals) for name in ("played", "mouched", "mouche", "uncontested")}


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
        "basket", runs_on=_runs_on, table_record=table_record, read_table=read_table, transfer_record=transfer_record,
        share_out_reasons=("session_end", "share_out"),
        share_out_fields=lambda: {
            "stock": [], "talk": [], "exchanges": [], "folds": [], "in_players": [], "mouche_shown": None,
            "basket_before_shares": None, "shares": [], "mouched": [],
        },
    ),
    new_deal=_new_deal,
    deal_chance=False,
    chance_of=lambda deal: None,
    record_fields=mouche_fields,
    pack_order=mouche_pack_order,
    recorded_actions=mouche_actions,
    chance_field=None,
    deal_actions=_deal_actions,
    parse_action=parse_mouche_action,
    action_code=action_code,
    view=VIEW,
    freeze=FrozenMoucheObservation.of,
    outcomes=OUTCOMES,
    outcome_of=lambda deal: deal.outcome,
    record_required=JETON_RECORD,
    check_deal=check_deal,
    seat_tally=_seat_tally,
    tally_rates=_tally_rates,
    tally_words=_tally_words,
    deal_tally=_deal_tally,
    deal_tally_words=_deal_tally_words,
)

__all__ = ["SPEC", "check_deal"]
