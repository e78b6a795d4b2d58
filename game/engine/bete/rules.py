"""Bête's rule set: every toggle typed, with a default, a one-line meaning and its source.

One frozen object carries the rules of a session.  Named presets reproduce the
historical descriptions; the window, the simulator and records all read and write
toggles through :meth:`RuleSet.with_toggle` and :meth:`RuleSet.to_dict`.  The machinery
(toggles, presets, coercion) is every game's, in :mod:`..toggles`.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from ..errors import RuleSetError
from ..packs import ACE_HIGH, ECARTE, FRENCH_36, PIQUET_28, PIQUET_32, Pack, Ranking
from ..toggles import RuleBook, Toggle, toggle

LE_GRAS = "Le Gras 1739"
COTTON = "Cotton 1674"
CADY = "Cady 1896"
SPEC = "project ruling (shared/spec/bete-rules.md)"

#: Five cards each, and so five tricks a deal.
HAND_SIZE = 5
#: The ways of dealing the five cards, each making HAND_SIZE.
DEAL_PACKETS = ("2+3", "3+2", "2+2+1", "2+1+2")


@dataclass(frozen=True)
class RuleSet(RuleBook):
    """The rules in force.  Defaults are Le Gras (1739) as ruled in the project spec."""

    GAME = "bete"
    DEFAULT_PRESET = "le_gras_1739"

    preset: str = toggle("le_gras_1739", "the historical description these rules start from", SPEC)
    ace_high: bool = toggle(
        False, "Ace ranks above King (A K Q J 10...) and the King stake goes to the Ace of trumps", CADY
    )
    deal_packets: str = toggle(
        "2+3", "how the five cards are dealt round the table, in packets", LE_GRAS, DEAL_PACKETS
    )
    fiche_value: int = toggle(5, "jetons a fiche is worth", LE_GRAS, (5, 10))
    purse: int = toggle(100, "jetons each player starts the session with", SPEC)
    curieuse: int = toggle(
        1, "how many times the next talon card may be turned for trump when everyone passes", LE_GRAS, (0, 1, 3)
    )
    contre: bool = toggle(True, "a later player may say contre and play against the declarer", LE_GRAS)
    beast_heaps: bool = toggle(
        False, "Beast: no bidding, everyone plays for three heaps, King, Play and Triolet", COTTON
    )

    def check_combination(self) -> None:
        if self.beast_heaps and self.deal_packets not in ("2+3", "3+2"):
            raise RuleSetError("rule deal_packets: Beast is dealt 2+3 or 3+2 only (Cotton 1674)", "beast_packets",
                               toggle="deal_packets")

    @cached_property
    def ranking(self) -> Ranking:
        return ACE_HIGH if self.ace_high else ECARTE

    @cached_property
    def packets(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.deal_packets.split("+"))


RuleSet.register({
    "le_gras_1739": (
        "Bête as Le Gras wrote it in 1739: play, pass, contre, the Curieuse, the dish and the bêtes", {}),
    "cotton_1674": (
        "Cotton's Beast (1674): no bidding, everyone plays for the King, the Play and the Triolet",
        {"beast_heaps": True, "contre": False, "curieuse": 0}),
    "cady_1896": ("Cady (1896): Le Gras's game with the Ace ranked above the King", {"ace_high": True}),
})

#: Bête's presets by name, and what each is, as the window lists them.
PRESETS = RuleSet.PRESETS
PRESET_HELP = RuleSet.PRESET_HELP


def preset(name: str) -> RuleSet:
    return RuleSet.preset_named(name)


def bete_pack(players: int) -> Pack:
    """Le Gras: 28 cards for three or four, 32 for five, 36 for six or seven."""
    if players in (3, 4):
        return PIQUET_28
    if players == 5:
        return PIQUET_32
    if players in (6, 7):
        return FRENCH_36
    raise ValueError(f"Bête is for 3 to 7 players, not {players}")


__all__ = ["bete_pack", "DEAL_PACKETS", "PRESETS", "PRESET_HELP", "RuleSet", "Toggle", "preset"]
