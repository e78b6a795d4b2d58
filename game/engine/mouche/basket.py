"""The basket (le panier) and the waiting mouches (mouche-rules.md, "Stakes" and "Payment").

At the start of a deal: the ante as ``ante_mode`` says (the dealer's, or everyone's while
no mouche waits), then one waiting mouche, the largest (or every one under
``mouches_at_once``).  The basket then holds B, the value of the deal.  A played deal
pays floor(B/5) a trick, the remainder staying; every player in who took no trick is
mouched: pays B (or the deal's nominal ante), at most ``mouche_cap``, as a new waiting
mouche.  Every amount moves by a transfer with its reason: ``ante``, ``waiting_mouche``,
``trick``, ``uncontested``, ``mouche``, ``mouched``.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Mapping

from ..pool import no_trick_pays, share_by_tricks, take_unplayed
from ..ledger import Transfer
from ..table import Table
from .rules import HAND_SIZE

if TYPE_CHECKING:
    from .deal import MoucheDeal

TRICKS = HAND_SIZE
#: Each trick's share is paid "trick".
TRICK_REASONS = ("trick",) * TRICKS


#: The engine's queue of forfeits waiting, as Mouche's records name it (F14): the mouches.
WAITING = "mouches"


def table_record(table: Table, rules: Any = None) -> dict[str, Any]:
    """The table as Mouche's records and views write it: the basket and the waiting mouches
    (F13; Bête's pots are not written)."""
    return {"basket": table.basket, WAITING: list(table.waiting)}


def read_table(data: Any) -> Table:
    """A table as :func:`table_record` writes it."""
    if not isinstance(data, Mapping):
        return Table.from_dict(data)
    return Table.from_dict({("waiting" if key == WAITING else key): value for key, value in data.items()})


def transfer_record(transfer: Transfer) -> dict[str, Any]:
    """A transfer as Mouche's records write it: the queue of forfeits is "mouches" (F14)."""
    out = transfer.to_dict()
    for end in ("from", "to"):
        if out[end] == "waiting":
            out[end] = WAITING
    return out


def take_antes(deal: "MoucheDeal") -> None:
    """The ante, then the waiting mouche(s) into the basket; B is what the basket then holds."""
    books, rules, n = deal.books, deal.rules, deal.players
    mode = rules.ante_mode
    if mode == "dealer":
        books.pay(deal.dealer, "basket", rules.dealer_ante, "ante")
    elif mode == "dealer_per_player":
        books.pay(deal.dealer, "basket", n, "ante")
    elif not books.waiting:
        for k in range(n):
            books.pay((deal.eldest + k) % n, "basket", rules.ante, "ante")
    deal.ante_count = len(books.transfers)
    coming = list(books.waiting) if rules.mouches_at_once else books.waiting[:1]
    for mouche in coming:
        books.pay("waiting", "basket", mouche, "waiting_mouche")
    deal.value = books.basket


def penalty(deal: "MoucheDeal") -> int:
    """What a mouched player pays: B or the nominal ante (R5), at most the cap (R4)."""
    rules = deal.rules
    amount = deal.value if rules.mouche_penalty == "basket" else rules.nominal_ante(deal.players)
    return min(amount, rules.mouche_cap) if rules.mouche_cap else amount


def pay_mouches(deal: "MoucheDeal", seats: list[int]) -> None:
    """Each of ``seats``, in order, pays a mouche into the queue of waiting mouches."""
    amount = penalty(deal)
    for seat in seats:
        deal.mouched.append((seat, amount))
        if amount:
            deal.books.pay(seat, "waiting", amount, "mouched")


def take_basket(deal: "MoucheDeal", seat: int, why: str) -> None:
    """``seat`` takes the whole basket with no card played: uncontested, or a mouche shown."""
    deal.settle_start = len(deal.books.transfers)
    take_unplayed(deal.books, "basket", seat, why)


def settle_play(deal: "MoucheDeal") -> None:
    """A fifth of B to each trick's winner; every player in without a trick is mouched."""
    books = deal.books
    deal.settle_start = len(books.transfers)
    deal.shares = share_by_tricks(books, "basket", deal.trick_winners, TRICK_REASONS)
    amount = penalty(deal)
    deal.mouched = no_trick_pays(books, deal.in_players, deal.tricks_won, lambda seat: amount, "waiting",
                                 lambda seat: "mouched")
    deal.outcome = "shared"


__all__ = [
    "TRICKS", "WAITING", "pay_mouches", "penalty", "read_table", "settle_play", "table_record", "take_antes",
    "take_basket", "transfer_record",
]
