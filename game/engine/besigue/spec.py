"""Bésigue described once for the shared code: its rules, pack, deal, views and records,
played for points to a target (:class:`..points.Points`)."""
from __future__ import annotations

from typing import Any, Iterator, Mapping, Sequence

from ..cards import Card
from ..game import CardReader, GameSpec, rate
from ..points import Points, Score
from .actions import BesigueAction, action_code, parse_action
from .copies import PACK
from .deal import BesigueDeal
from .frozen import FrozenBesigueObservation
from .observation import VIEW
from .record import REQUIRED, besigue_fields, pack_order, recorded_actions
from .rules import BesigueRules, besigue_pack

#: How a deal ends: the game goes on, or a player takes it (and how).
OUTCOMES = ("next_deal", "claim", "end_of_deal", "last_trick_tie_break", "hand_end")


def _new_deal(rules: BesigueRules, players: int, dealer: int, order: Sequence[Card], stake: Score, number: int,
              chance: int | None) -> BesigueDeal:
    return BesigueDeal(rules, dealer, order, stake.scores, number, stake.game_number)


def _actions(record: Mapping[str, Any], card: CardReader) -> Iterator[BesigueAction]:
    """The choices of a record (cards are read with their copies, as Bésigue writes them)."""
    yield from recorded_actions(record)


def _deal_actions(deal: BesigueDeal) -> list[str]:
    """Every choice made so far, ``no_meld`` included: a snapshot replays them in order."""
    return [action_code(a) for a in deal.history]


def _outcome(deal: BesigueDeal) -> str:
    return "next_deal" if deal.winner is None else str(deal.how)


def check_deal(deal: BesigueDeal) -> None:
    """Each of the 64 cards in exactly one place; the score events add up to the scores."""
    seen = 0
    for place, mask in deal.card_places().items():
        if seen & mask:
            raise AssertionError(f"deal {deal.number}: a card is in two places ({place})")
        seen |= mask
    if seen != PACK.mask:
        raise AssertionError(f"deal {deal.number}: a card is missing")
    made = [0, 0]
    for event in deal.score_events:
        made[event.seat] += event.points
    if [before + m for before, m in zip(deal.scores_before, made)] != list(deal.scores):
        raise AssertionError(f"deal {deal.number}: the score events do not add up to the scores")


def _seat_tally(deal: BesigueDeal, seat: int) -> dict[str, int]:
    points = [0, 0]
    melds = 0
    for event in deal.score_events:
        points[event.seat] += event.points
    for declared in deal.declarations:
        melds += declared.seat == seat
    return {
        "games_ended": deal.winner is not None,
        "games_won": deal.winner == seat,
        "points": points[seat],
        "declarations": melds,
    }


def _tally_rates(counts: Mapping[str, int], seat_deals: int) -> dict[str, float]:
    return {
        "game_won": rate(counts["games_won"], counts["games_ended"]),
        "points": rate(counts["points"], seat_deals),
        "declarations": rate(counts["declarations"], seat_deals),
    }


def _tally_words(rates: Mapping[str, float]) -> str:
    return (f"made {rates['points']:.1f} points a deal with {rates['declarations']:.2f} declarations; took the game "
            f"in {100 * rates['game_won']:.1f}% of the deals that ended one")


def _deal_tally(deal: BesigueDeal) -> dict[str, int]:
    return {
        "melds": sum(1 for d in deal.declarations if d.what not in ("exchange", "declare")),
        "sevens": sum(1 for d in deal.declarations if d.what in ("exchange", "declare")),
        "points": sum(e.points for e in deal.score_events),
        "claims": deal.how == "claim",
    }


def _deal_tally_words(counts: Mapping[str, int], deals: int, table: Any) -> list[str]:
    per_deal = max(deals, 1)
    return [f"declarations: {counts['melds'] / per_deal:.2f} melds and {counts['sevens'] / per_deal:.2f} sevens a deal;"
            f" {counts['points'] / per_deal:.0f} points scored a deal; {counts['claims']} games claimed"]


SPEC = GameSpec(
    name="besigue",
    title="Bésigue",
    rules=BesigueRules,
    min_players=2,
    max_players=2,
    pack=lambda players, rules=None: besigue_pack(players),
    economy=Points(),
    new_deal=_new_deal,
    record_fields=besigue_fields,
    pack_order=lambda record, card: pack_order(record),
    recorded_actions=_actions,
    deal_actions=_deal_actions,
    parse_action=parse_action,
    action_code=action_code,
    view=VIEW,
    freeze=FrozenBesigueObservation.of,
    outcomes=OUTCOMES,
    outcome_of=_outcome,
    record_required=REQUIRED,
    check_deal=check_deal,
    seat_tally=_seat_tally,
    tally_rates=_tally_rates,
    tally_words=_tally_words,
    deal_tally=_deal_tally,
    deal_tally_words=_deal_tally_words,
)

__all__ = ["SPEC", "check_deal"]
