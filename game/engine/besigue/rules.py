"""Bésigue's rule set: Boussac 1896 as the project rules it, every choice the ruling
leaves to taste a typed toggle naming its source, and the ruling's four presets.

Source: ``shared/seeds/002_3957764decd17135.txt`` (Boussac, *Encyclopédie des jeux de
cartes*, 1896, English machine translation); rulings: ``shared/spec/besigue-rules.md``.
Unlike Bête's and Bestia's, the ``preset`` a Bésigue rule set names is always the one its
toggles are, else ``"custom"``: the record says so (ruling, record detail 2).

``plain_sequence`` is ``False`` (off) or the points a plain-suit sequence scores, ``150``,
exactly as the record writes it.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..errors import RuleSetError
from ..packs import DOUBLE_PIQUET_64, Pack
from ..toggles import RuleBook, toggle

BOUSSAC = "Boussac 1896 (seed 002)"
SPEC = "project ruling (shared/spec/besigue-rules.md)"

#: The ways each hand size may be dealt, in packets of two and three (never one or four).
PACKETS = {8: ("3-2-3", "3-3-2", "2-3-3"), 9: ("3-3-3",), 10: ("3-2-3-2", "2-3-2-3")}
#: What a hand size is dealt in unless another way is chosen.
DEFAULT_PACKETS = {8: "3-2-3", 9: "3-3-3", 10: "3-2-3-2"}
ALL_PACKETS = tuple(p for ways in PACKETS.values() for p in ways)


@dataclass(frozen=True)
class BesigueRules(RuleBook):
    """The rules of a Bésigue session.  Defaults are Boussac's game as ruled in the spec."""

    GAME = "besigue"
    DEFAULT_PRESET = "boussac_1896"
    CUSTOM = "custom"

    preset: str = toggle("boussac_1896", "the description these rules start from", SPEC)
    # ------------------------------------------------------------- the deal
    hand_size: int = toggle(8, "cards in each hand: eight, or sometimes nine or ten", BOUSSAC, (8, 9, 10))
    deal_packets: str = toggle(
        "3-2-3", "how the hands are dealt: packets of two and three, the non-dealer served first in each round",
        "Hoyle 1909 and EB9 (3-2-3); Boussac's Cinq-Cents for the other ways", ALL_PACKETS,
    )
    turn_up: bool = toggle(
        True, "the card after the hands is turned up for trumps; off, the first marriage declared fixes trumps",
        BOUSSAC,
    )
    # ------------------------------------------------------------- the sevens of trumps
    seven_is_meld: bool = toggle(
        False, "changing or showing a seven of trumps is the turn's only declaration (off: a meld may come too)",
        "Ultimate Book of Card Games (on); Boussac and Enquire Within (off), project ruling",
    )
    second_seven: str = toggle(
        "declare", "the seven of trumps that cannot be changed: scores nothing, 10 when shown after a trick won,"
        " or every seven of trumps 10 when played", "Hoyle 1909, cosmovisions, zpag (declare); Enquire Within,"
        " EB9 (play); Boussac read literally (none); project ruling", ("none", "declare", "play"),
    )
    # ------------------------------------------------------------- melds
    besigue_pair: str = toggle(
        "classic", "the bésigue: queen of spades and jack of diamonds; or the queen of trumps with the jack of"
        " the paired suit; or Chambers's pairs, which change with trumps", "Boussac's table (classic); Boussac's"
        " 'generally agreed' convention (trump_queen); Chambers's Encyclopædia (chambers)",
        ("classic", "trump_queen", "chambers"),
    )
    plain_sequence: bool | int = toggle(
        False, "A 10 K Q J of a suit that is not trumps scores 150 (off: only the trump sequence scores)",
        "Hoyle 1909, Rubicon laws (150); Boussac's table (off)", (False, 150),
    )
    # ------------------------------------------------------------- drawing
    draw_order: str = toggle(
        "winner_first", "who draws first from the stock: the winner of each trick, or the winner of the first"
        " trick at every draw of the deal", "Boussac (winner_first his rule, fixed the convention he calls wise)",
        ("winner_first", "fixed"),
    )
    # ------------------------------------------------------------- scoring
    brisques_when: str = toggle(
        "end_of_hand", "aces and tens won in tricks score 10 each at the end of the deal, or as each trick is"
        " won", "Boussac (end_of_hand); Hoyle 1909 (as_won)", ("end_of_hand", "as_won"),
    )
    last_trick: str = toggle(
        "final", "the 10 for the last trick goes to the winner of the deal's final trick, or of the last trick"
        " before the stock runs out", "Boussac (final); Enquire Within (last_of_stock)", ("final", "last_of_stock"),
    )
    target: int = toggle(1000, "points that win the game", "Hoyle 1909; adpoker, fr.wikipedia", (1000, 1500, 2000))
    game_end: str = toggle(
        "claim", "the game ends as soon as a player who has just won a trick reaches the target, or only after"
        " a whole deal, the higher total winning", "Boussac (claim); project ruling (hand_end)",
        ("claim", "hand_end"),
    )

    def check_combination(self) -> None:
        size = sum(self.packets)
        if size != self.hand_size:
            ways = ", ".join(PACKETS[self.hand_size])
            raise RuleSetError(f"rule deal_packets: {self.deal_packets} deals {size} cards, not the"
                               f" {self.hand_size} of hand_size; for {self.hand_size} cards: {ways}", "packets",
                               toggle="deal_packets", packets=self.deal_packets, size=size,
                               hand_size=self.hand_size, ways=PACKETS[self.hand_size])

    def completed(self, changes: dict[str, Any]) -> dict[str, Any]:
        """A new hand size the packets do not fit, the packets not chosen with it, is dealt
        its usual way (``3-2-3``, ``3-3-3``, ``3-2-3-2``), so a settings row can cycle it."""
        size = changes.get("hand_size")
        if size in PACKETS and "deal_packets" not in changes and sum(self.packets) != size:
            return {**changes, "deal_packets": DEFAULT_PACKETS[size]}
        return changes

    @cached_property
    def packets(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.deal_packets.split("-"))


BesigueRules.register({
    "boussac_1896": ("Boussac 1896 as ruled: eight cards by 3-2-3, a turn-up, the queen of spades and jack of"
                     " diamonds, the winner draws first, brisques at the end, 1000 up", {}),
    "boussac_conventions": ("Boussac's two common conventions: the first trick's winner draws first all the deal,"
                            " and the queen of trumps makes the bésigue",
                            {"draw_order": "fixed", "besigue_pair": "trump_queen"}),
    "sans_retourne": ("No turn-up: the first marriage declared fixes trumps and scores 40", {"turn_up": False}),
    "hoyle_1909": ("As Hoyle 1909 advises: aces and tens score as each trick is won", {"brisques_when": "as_won"}),
})

BESIGUE_PRESETS = BesigueRules.PRESETS
BESIGUE_PRESET_HELP = BesigueRules.PRESET_HELP


def besigue_pack(players: int) -> Pack:
    """Two players, two piquet packs (shared/spec/besigue-rules.md)."""
    if players != 2:
        raise ValueError(f"Bésigue is for 2 players, not {players}")
    return DOUBLE_PIQUET_64
