"""The pots on the table between deals: Bête's dish, game, King and bêtes, Beast's heaps,
Bestia's pool, with the antes a Bestia knocker owes differently next deal, and Mouche's
basket and the forfeits waiting to come into it."""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from .errors import LedgerError

#: Pot names as they appear in transfers.  "bete" is the queue: paying to it appends a new
#: bête, taking from it takes from the first bête in the queue (the one at stake).
#: "waiting" is a queue of forfeits waiting to come into a pot, largest first (Mouche's
#: waiting mouches): paying to it adds a new one in its place, taking from it takes one of
#: exactly that amount.
POTS = ("game", "king", "fiches", "bete", "play", "triolet", "pool", "basket", "waiting")


class PendingAnte(NamedTuple):
    """A seat's ante for the next deal, when it is not the usual one (Bestia: the knocker
    who took the most tricks antes half, one who failed at un perdere an ante and a half)."""

    seat: int
    jetons: int
    why: str


class Table(NamedTuple):
    """What lies on the table.  ``fiches`` counts fiches under the dish, not jetons;
    ``betes`` is the queue, the first being the bête at stake.  ``play`` and ``triolet``
    are Cotton's Beast heaps (its King heap is ``king``); ``pool`` is Bestia's, and
    ``pending_antes`` the antes owed otherwise than usual at its next deal; ``basket`` is
    Mouche's, and ``waiting`` the forfeits waiting to come into it, largest first."""

    game: int = 0
    king: int = 0
    fiches: int = 0
    unwon_deals: int = 0
    betes: tuple[int, ...] = ()
    play: int = 0
    triolet: int = 0
    pool: int = 0
    pending_antes: tuple[PendingAnte, ...] = ()
    basket: int = 0
    waiting: tuple[int, ...] = ()

    def jetons(self, fiche_value: int) -> int:
        """Everything on the table, in jetons."""
        return (self.game + self.king + self.fiches * fiche_value + sum(self.betes) + self.play + self.triolet
                + self.pool + self.basket + sum(self.waiting))

    def to_dict(self, heaps: bool = False, pool: bool = False, waiting: bool = False) -> dict[str, Any]:
        out: dict[str, Any] = {
            "game": self.game,
            "king": self.king,
            "fiches": self.fiches,
            "unwon_deals": self.unwon_deals,
            "betes": list(self.betes),
        }
        if heaps:
            out["play"] = self.play
            out["triolet"] = self.triolet
        if pool:
            out["pool"] = self.pool
            out["pending_antes"] = [p._asdict() for p in self.pending_antes]
        if waiting:
            out["basket"] = self.basket
            out["waiting"] = list(self.waiting)
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Table":
        if not isinstance(data, Mapping):
            raise LedgerError("a table must be an object of pots")
        values: dict[str, Any] = {}
        for name in ("game", "king", "fiches", "unwon_deals", "play", "triolet", "pool", "basket"):
            value = data.get(name, 0)
            if type(value) is not int or value < 0:
                raise LedgerError(f"table pot {name!r} must be a whole number of jetons, not {value!r}")
            values[name] = value
        betes = data.get("betes", [])
        if not isinstance(betes, list) or any(type(b) is not int or b <= 0 for b in betes):
            raise LedgerError(f"table 'betes' must be a list of positive amounts, not {betes!r}")
        waiting = data.get("waiting", [])
        if (not isinstance(waiting, list) or any(type(m) is not int or m <= 0 for m in waiting)
                or waiting != sorted(waiting, reverse=True)):
            raise LedgerError(f"table 'waiting' must be a list of positive amounts, largest first, not {waiting!r}")
        pending = data.get("pending_antes", [])
        if not isinstance(pending, list):
            raise LedgerError(f"table 'pending_antes' must be a list, not {pending!r}")
        antes = []
        for item in pending:
            if not (isinstance(item, Mapping) and type(item.get("seat")) is int and type(item.get("jetons")) is int
                    and item["seat"] >= 0 and item["jetons"] >= 0 and isinstance(item.get("why"), str)):
                raise LedgerError(f"a pending ante is {{seat, jetons, why}}, not {item!r}")
            antes.append(PendingAnte(item["seat"], item["jetons"], item["why"]))
        return cls(betes=tuple(betes), pending_antes=tuple(antes), waiting=tuple(waiting), **values)
