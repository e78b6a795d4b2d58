"""Every movement of jetons, with its reason, and the books it moves them between.

Jetons are never made or destroyed: a transfer moves them from a purse or a pot to a
purse or a pot.  Purses may go below zero (a debt); pots may not.
"""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple, Sequence, Union

from .errors import LedgerError
from .table import POTS, PendingAnte, Table

Party = Union[int, str]


class Transfer(NamedTuple):
    """``source`` and ``target`` are seat numbers or pot names (see ``table.POTS``)."""

    source: Party
    target: Party
    jetons: int
    why: str

    def to_dict(self) -> dict[str, Any]:
        return {"from": self.source, "to": self.target, "jetons": self.jetons, "why": self.why}

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Transfer":
        if not isinstance(data, Mapping):
            raise LedgerError("a transfer must be an object with from, to, jetons and why")
        try:
            source, target, jetons, why = data["from"], data["to"], data["jetons"], data["why"]
        except KeyError as missing:
            raise LedgerError(f"a transfer lacks the field {missing}") from None
        for party in (source, target):
            if not (type(party) is int or party in POTS):
                raise LedgerError(f"transfer party {party!r} is neither a seat nor a pot ({', '.join(POTS)})")
        if type(jetons) is not int or jetons <= 0:
            raise LedgerError(f"a transfer moves a positive whole number of jetons, not {jetons!r}")
        if not isinstance(why, str):
            raise LedgerError("a transfer's reason must be text")
        return cls(source, target, jetons, why)


class Books:
    """Purses and pots being changed by a deal; records each transfer as it is made.

    The engine pays through :meth:`pay` on every deal, so the common case (a purse to a
    plain pot) is kept short; transfers from outside are checked by
    :func:`apply_transfers` first.
    """

    __slots__ = ("purses", "pots", "betes", "fiches", "fiche_value", "transfers", "pending_antes", "waiting")

    def __init__(self, purses: Sequence[int], table: Table, fiche_value: int = 5) -> None:
        self.purses = list(purses)
        self.pots = {"game": table.game, "king": table.king, "play": table.play, "triolet": table.triolet,
                     "pool": table.pool, "basket": table.basket}
        self.fiches = table.fiches
        self.betes = list(table.betes)
        self.waiting = list(table.waiting)
        self.fiche_value = fiche_value
        self.transfers: list[Transfer] = []
        #: antes owed otherwise than usual next deal; a deal replaces them as it settles.
        self.pending_antes: tuple[PendingAnte, ...] = table.pending_antes

    @property
    def game(self) -> int:
        return self.pots["game"]

    @property
    def king(self) -> int:
        return self.pots["king"]

    @property
    def pool(self) -> int:
        return self.pots["pool"]

    @property
    def basket(self) -> int:
        return self.pots["basket"]

    def pay(self, source: Party, target: Party, jetons: int, why: str) -> None:
        if source.__class__ is int:
            self.purses[source] -= jetons
        else:
            self._take(source, jetons, why)
        if target.__class__ is int:
            self.purses[target] += jetons
        elif target in self.pots:
            self.pots[target] += jetons
        else:
            self._give(target, jetons, why)
        self.transfers.append(tuple.__new__(Transfer, (source, target, jetons, why)))

    def stake_all(self, target: str, jetons: int, why: str) -> None:
        """Every seat, in seat order, pays ``jetons`` into the pot ``target``: an ante."""
        purses, transfers, new = self.purses, self.transfers, tuple.__new__
        for seat in range(len(purses)):
            purses[seat] -= jetons
            transfers.append(new(Transfer, (seat, target, jetons, why)))
        total = jetons * len(purses)
        if target in self.pots:
            self.pots[target] += total
        else:
            self._give(target, total, why)

    def _take(self, source: str, jetons: int, why: str) -> None:
        pots = self.pots
        if source in pots:
            if pots[source] < jetons:
                raise LedgerError(f"the {source} pot holds {pots[source]}, not {jetons} ({why})")
            pots[source] -= jetons
        elif source == "bete":
            if not self.betes or self.betes[0] < jetons:
                raise LedgerError(f"the bête at stake holds {self.betes[0] if self.betes else 0}, not {jetons} ({why})")
            self.betes[0] -= jetons
            if not self.betes[0]:
                del self.betes[0]
        elif source == "fiches":
            count, rest = divmod(jetons, self.fiche_value)
            if rest or count > self.fiches:
                raise LedgerError(f"cannot take {jetons} jetons of fiches from {self.fiches} fiches ({why})")
            self.fiches -= count
        elif source == "waiting":
            if jetons not in self.waiting:
                raise LedgerError(f"no forfeit of {jetons} waiting among {self.waiting} ({why})")
            self.waiting.remove(jetons)
        else:
            raise LedgerError(f"unknown pot {source!r} ({why})")

    def _give(self, target: str, jetons: int, why: str) -> None:
        if target == "bete":
            self.betes.append(jetons)
        elif target == "waiting":
            # largest first; a forfeit goes after those as large, paid before it
            place = next((i for i, m in enumerate(self.waiting) if m < jetons), len(self.waiting))
            self.waiting.insert(place, jetons)
        elif target == "fiches":
            count, rest = divmod(jetons, self.fiche_value)
            if rest:
                raise LedgerError(f"{jetons} jetons is not a whole number of fiches ({why})")
            self.fiches += count
        else:
            raise LedgerError(f"unknown pot {target!r} ({why})")

    def table(self, unwon_deals: int) -> Table:
        pots = self.pots
        return Table(
            pots["game"], pots["king"], self.fiches, unwon_deals, tuple(self.betes), pots["play"], pots["triolet"],
            pots["pool"], self.pending_antes, pots["basket"], tuple(self.waiting),
        )

    def total(self) -> int:
        return sum(self.purses) + self.table(0).jetons(self.fiche_value)


def apply_transfers(
    purses: Sequence[int], table: Table, transfers: Sequence[Transfer], fiche_value: int
) -> tuple[list[int], Table]:
    """Purses and table after the transfers, in order; the deal counter is left as it was."""
    books = Books(purses, table, fiche_value)
    seats = len(books.purses)
    for t in transfers:
        for party in (t.source, t.target):
            if type(party) is int and not 0 <= party < seats:
                raise LedgerError(f"no seat {party} at a table of {seats} ({t.why})")
            if type(party) is not int and party not in POTS:
                raise LedgerError(f"unknown pot {party!r} ({t.why})")
        if type(t.jetons) is not int or t.jetons <= 0:
            raise LedgerError(f"a transfer moves a positive whole number of jetons, not {t.jetons!r} ({t.why})")
        books.pay(t.source, t.target, t.jetons, t.why)
    return books.purses, books.table(table.unwon_deals)
