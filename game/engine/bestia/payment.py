"""What a played Bestia deal pays: the pool shared by tricks, going in bestia, the
knocker's penalty and reward, and the variants that decide the pool otherwise.

All amounts are whole jetons (shared/spec/bestia-rules.md, "Payment"):
- each trick takes floor(pool / tricks) — a fifth, a third at three cards; the remainder
  stays in the pool;
- a player who was in and took no trick pays the pool as it stood before the shares into
  the next pool; a knocker in bestia pays one and a half times that, rounded up;
- a knocker who took more tricks than every other player antes half the ante, rounded
  up, next deal.
"""
from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING

from ..pool import no_trick_pays, share_by_tricks
from ..table import PendingAnte

if TYPE_CHECKING:
    from .deal import BestiaDeal

PART_OF_POOL = {5: "a fifth", 3: "a third"}


def part_of_pool(tricks: int) -> str:
    """What each trick takes of the pool, in words: 'a fifth' with five cards."""
    return PART_OF_POOL.get(tricks, f"1/{tricks}")


def half_up(jetons: int) -> int:
    return (jetons + 1) // 2


def one_and_half_up(jetons: int) -> int:
    return (3 * jetons + 1) // 2


def settle(deal: "BestiaDeal") -> None:
    """Pay out a played deal into its books; fix its outcome and the table after it."""
    books = deal.books
    deal.pool_before_shares = books.pool
    pending: list[PendingAnte] = []
    if deal.form == "tre_carte":
        _two_tricks_take_the_ante_back(deal)
    elif deal.rules.un_perdere:
        pending = _un_perdere(deal)
    else:
        if deal.rules.vincitore_prende_tutto:
            _winner_takes_all(deal)
        else:
            _shares_by_trick(deal)
        _in_bestia(deal)
        pending = _knocker_reward(deal)
    books.pending_antes = tuple(pending)
    deal.table_after = books.table(0)


@lru_cache(maxsize=None)
def _trick_reasons(tricks: int) -> tuple[str, ...]:
    part = part_of_pool(tricks)
    return tuple(f"{part} of the pool for trick {trick}" for trick in range(1, tricks + 1))


def _shares_by_trick(deal: "BestiaDeal") -> None:
    deal.outcome = "shared"
    for seat, share, trick in share_by_tricks(deal.books, "pool", deal.trick_winners, _trick_reasons(deal._tricks)):
        if share:
            deal.shares.append((seat, share, trick + 1))


def _winner_takes_all(deal: "BestiaDeal") -> None:
    """Vincitore prende tutto: most tricks takes the whole pool; a tie leaves it."""
    books, pool = deal.books, deal.books.pool
    most = max(deal.tricks_won[s] for s in deal.in_seats)
    top = [s for s in deal.in_seats if deal.tricks_won[s] == most]
    if len(top) > 1:
        deal.outcome = "no_winner"
        return
    deal.outcome = "winner_takes_all"
    if pool:
        books.pay("pool", top[0], pool, "most tricks: the whole pool")
        deal.shares.append((top[0], pool, None))


def _in_bestia(deal: "BestiaDeal") -> None:
    """Each player in who took no trick pays the pool as it stood before the shares."""
    books, before, knocker = deal.books, deal.pool_before_shares, deal.knocker
    assert before is not None
    deal.bestia_at = len(books.transfers)
    deal.in_bestia.extend(no_trick_pays(
        books, deal.in_seats, deal.tricks_won,
        lambda seat: one_and_half_up(before) if seat == knocker else before, "pool",
        lambda seat: "in bestia, the knocker: the pool and a half" if seat == knocker else "in bestia: the whole pool",
    ))


def _took_most(deal: "BestiaDeal", seat: int) -> bool:
    mine = deal.tricks_won[seat]
    return all(mine > deal.tricks_won[s] for s in deal.in_seats if s != seat)


def _knocker_reward(deal: "BestiaDeal") -> list[PendingAnte]:
    knocker, ante = deal.knocker, deal.rules.ante
    if knocker is None or not _took_most(deal, knocker) or half_up(ante) == ante:
        return []
    return [PendingAnte(knocker, half_up(ante), "the knocker's reward: half the ante")]


def _un_perdere(deal: "BestiaDeal") -> list[PendingAnte]:
    """The fewest tricks share the agreed part of the pool; a knocker who took more tricks
    than anyone pays back what they took and antes one and a half next deal.  Nobody goes
    in bestia: taking no trick is what a player wants."""
    books, pool, rules = deal.books, deal.books.pool, deal.rules
    deal.outcome = "un_perdere"
    part = int(pool * rules.un_perdere_fraction)
    fewest = min(deal.tricks_won[s] for s in deal.in_seats)
    winners = [s for s in deal.in_seats if deal.tricks_won[s] == fewest]
    each = part // len(winners)
    taken = 0
    if each:
        for seat in winners:
            books.pay("pool", seat, each, "fewest tricks: a share of the pool (un perdere)")
            deal.shares.append((seat, each, None))
            taken += each
    knocker = deal.knocker
    if knocker is None or not _took_most(deal, knocker):
        return []
    deal.knocker_failed = True
    if taken:
        books.pay(knocker, "pool", taken, "the knocker took the most tricks: he pays back what the winners took")
    return [PendingAnte(knocker, one_and_half_up(rules.ante), "the knocker who failed at un perdere: an ante and a half")]


def _two_tricks_take_the_ante_back(deal: "BestiaDeal") -> None:
    """Three cards without folding: two tricks take back the ante; nothing else is paid."""
    deal.outcome = "tre_carte"
    paid = deal.antes_paid()
    for seat in deal.in_seats:
        if deal.tricks_won[seat] >= 2 and paid[seat]:
            deal.books.pay("pool", seat, paid[seat], "two tricks: the ante back")
            deal.shares.append((seat, paid[seat], None))
