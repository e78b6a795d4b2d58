"""The pots on the table between deals: the dish, the game, the King and the bêtes."""
from __future__ import annotations

from typing import Any, Mapping, NamedTuple

from .errors import LedgerError

#: Pot names as they appear in transfers.  "bete" is the queue: paying to it appends a new
#: bête, taking from it takes from the first bête in the queue (the one at stake).
POTS = ("game", "king", "fiches", "bete", "play", "triolet")


class Table(NamedTuple):
    """What lies on the table.  ``fiches`` counts fiches under the dish, not jetons;
    ``betes`` is the queue, the first being the bête at stake.  ``play`` and ``triolet``
    are Cotton's Beast heaps (its King heap is ``king``)."""

    game: int = 0
    king: int = 0
    fiches: int = 0
    unwon_deals: int = 0
    betes: tuple[int, ...] = ()
    play: int = 0
    triolet: int = 0

    def jetons(self, fiche_value: int) -> int:
        """Everything on the table, in jetons."""
        return self.game + self.king + self.fiches * fiche_value + sum(self.betes) + self.play + self.triolet

    def to_dict(self, heaps: bool = False) -> dict[str, Any]:
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
        return out

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "Table":
        if not isinstance(data, Mapping):
            raise LedgerError("a table must be an object of pots")
        values: dict[str, Any] = {}
        for name in ("game", "king", "fiches", "unwon_deals", "play", "triolet"):
            value = data.get(name, 0)
            if type(value) is not int or value < 0:
                raise LedgerError(f"table pot {name!r} must be a whole number of jetons, not {value!r}")
            values[name] = value
        betes = data.get("betes", [])
        if not isinstance(betes, list) or any(type(b) is not int or b <= 0 for b in betes):
            raise LedgerError(f"table 'betes' must be a list of positive amounts, not {betes!r}")
        return cls(betes=tuple(betes), **values)
