"""The difficulty levels a player chooses from, each a kind of computer player.

The settings screen lists :data:`LEVELS` in order, showing ``name`` and ``description``;
the table seats ``make_player(level.kind, seed)`` (or a worker of that kind).  The names and
descriptions are English message ids (marked ``N_``), translated where they are shown.  The
open-hand level is marked ``unfair``: it sees every card and must be handed them.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from typing import Sequence

from ..i18n import N_


@dataclass(frozen=True)
class Level:
    key: str
    name: str
    kind: str
    description: str
    unfair: bool = False


LEVELS: tuple[Level, ...] = (
    Level("novice", N_("Novice"), "random", N_("Plays any legal card and calls at random: for learning the rules.")),
    Level("amateur", N_("Amateur"), "heuristic",
          N_("Counts its trumps and high cards, weighs its calls against the stakes, plays for the tricks it needs.")),
    Level("expert", N_("Expert"), "expert",
          N_("Reads the calls and the voids, guesses the hidden hands and searches the play: a strong player.")),
    Level("open_hand", N_("Open hand (sees every card — unfair)"), "open_hand",
          N_("Sees every hand and the talon. Unfair on purpose, for those who want to be beaten."), unfair=True),
)
DEFAULT_LEVEL = "expert"


def level(key: str) -> Level:
    """The level named by its key (``novice``...) or by its player kind (``random``...)."""
    for item in LEVELS:
        if key in (item.key, item.kind):
            return item
    raise ValueError(f"unknown level {key!r}; levels: {', '.join(item.key for item in LEVELS)}")


def table_level(kinds: Sequence[str]) -> str:
    """A table's opponents as the person's record keeps them: their kind when all play alike
    ("expert"), else each kind with its number, weakest first ("heuristic+expert×2")."""
    order = {item.kind: i for i, item in enumerate(LEVELS)}
    counts = Counter(kinds)
    if len(counts) == 1:
        return next(iter(counts))
    return "+".join(kind if n == 1 else f"{kind}×{n}" for kind, n in sorted(counts.items(), key=lambda kv: order[kv[0]]))


def table_levels(key: str) -> list[tuple[Level, int]]:
    """The levels a record's key names, each with its number (ValueError for a key this
    version cannot read)."""
    out = []
    for part in key.split("+"):
        kind, _sep, n = part.partition("×")
        out.append((level(kind), int(n) if n else 1))
    return out


__all__ = ["DEFAULT_LEVEL", "LEVELS", "Level", "level", "table_level", "table_levels"]
