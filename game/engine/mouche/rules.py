"""Mouche's rule set: every toggle typed, with a default, a one-line meaning and its source,
and the presets ``academie_1718`` (Mouche) and ``balzac_1839`` (Mouche with Mistigris).

Sources and rulings: ``shared/spec/mouche-rules.md`` (the project's binding ruling; its
source keys are used here).  The machinery is every game's, in :mod:`..toggles`.  A rule
set whose toggles are exactly a preset's is named after it, any other is ``custom``; the
purse and the length of the session are the table's, not the rules', and do not count.
"""
from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cached_property
from typing import Any, Mapping

from ..cards import Card
from ..errors import RuleSetError
from ..packs import (
    ACE_HIGH_TO_TWO, ECARTE_TO_TWO, FRENCH_36, FRENCH_40, FRENCH_44, FRENCH_48, FRENCH_52, PIQUET_28, PIQUET_32,
    Pack, Ranking,
)
from ..toggles import RuleBook, toggle
from ..tricks import HEADING, TRUMPING, Duty

SPEC = "project ruling (shared/spec/mouche-rules.md)"
#: Sources are named by their keys in mouche-rules.md's list (ADJO: the Académie des jeux
#: oubliés after the Académie universelle des jeux of 1718; BALZAC: Béatrix, 1839; ...).
MISTIGRI_SOURCES = "seed 000; BALZAC; W-Mistigri; DE-Mistigri"

#: The preset a rule set whose toggles are no preset's is written as.
CUSTOM = "custom"
#: Toggles that belong to the table rather than the rules: they do not make a set custom.
TABLE_TOGGLES = ("preset", "purse", "rounds")

MIN_PLAYERS, MAX_PLAYERS = 3, 6
#: Five cards each (whatever the packets: every ``deal_packets`` makes five), five tricks.
HAND_SIZE = 5
#: The pack for each table size under each ``mouche_pack`` (mouche-rules.md, "Players and pack"; R1).
PACKS: dict[str, dict[int, Pack]] = {
    "academie_1718": {3: PIQUET_28, 4: FRENCH_36, 5: FRENCH_48, 6: FRENCH_52},
    "talon_rule": {3: PIQUET_28, 4: FRENCH_36, 5: FRENCH_44, 6: FRENCH_52},
    "short": {3: PIQUET_32, 4: FRENCH_36, 5: FRENCH_40, 6: FRENCH_44},
}


@dataclass(frozen=True)
class MoucheRules(RuleBook):
    """The rules of a Mouche session.  Defaults are Mouche as ruled after the Académie (1718)."""

    GAME = "mouche"
    DEFAULT_PRESET = "academie_1718"

    preset: str = toggle("academie_1718", "the description these rules start from (custom: changed from both)", SPEC)
    # ------------------------------------------------------------- cards
    mouche_pack: str = toggle(
        "academie_1718", "the pack for each table size: academie_1718 28/36/48/52, talon_rule 28/36/44/52 (low ranks"
        " added until the talon can feed every exchange), short 32/36/40/44", "ADJO §1; ADP; JDC", tuple(PACKS),
    )
    ace_high: bool = toggle(False, "the Ace ranks above the King (A K Q J 10 ... 2)", "W-Mistigri; DE-Mistigri; HOYLE")
    # ------------------------------------------------------------- stakes
    ante_mode: str = toggle(
        "dealer", "who antes into the basket every deal: the dealer dealer_ante jetons, the dealer one a player,"
        " or everyone ante jetons while no mouche waits", "ADP; W-Mouche; PK; BALZAC",
        ("dealer", "dealer_per_player", "everyone"),
    )
    dealer_ante: int = toggle(5, "jetons the dealer antes under ante_mode dealer", f"{SPEC} after PK", minimum=1)
    ante: int = toggle(5, "jetons each player antes under ante_mode everyone", f"{SPEC} after BALZAC", minimum=1)
    mouches_at_once: bool = toggle(
        False, "every waiting mouche comes into the next basket, not one a deal", "W-Mouche; HOYLE; EWUE; PEEL"
    )
    # ------------------------------------------------------------- the deal and the talk
    deal_packets: str = toggle("3+2", "how the five cards are dealt round the table, in packets",
                               "ADP; PK; DE-Mistigri", ("3+2", "2+3"))
    max_exchange: int = toggle(5, "the most cards a player may exchange with the talon", "BALZAC; ADP; DE-Mistigri",
                               (1, 2, 3, 4, 5))
    rob_upcard: str = toggle(
        "dealer", "the dealer may rob the upcard (take it, laying a card in its place), or nobody may",
        "BALZAC; Loo", ("dealer", "none"),
    )
    dealer_defends: bool = toggle(
        False, "when one player is in as the talk reaches the dealer, the dealer may not pass", "PEEL (three-card Loo)"
    )
    # ------------------------------------------------------------- the mouche shown
    mouche_loos_players_in: bool = toggle(
        True, "when a mouche is shown, every other player who is in is mouched", "HOYLE; EWUE; PK"
    )
    mouche_loos_all: bool = toggle(
        False, "when a mouche is shown, every other player, in or out, is mouched", "FCL; PW"
    )
    # ------------------------------------------------------------- play and payment
    head_trick: bool = toggle(
        False, "a player following suit must beat the trick if able (Bestia's duty)", "PEEL; PL-Pamfil"
    )
    mouche_penalty: str = toggle(
        "basket", "what a mouched player pays: the whole basket, or the deal's ante only",
        "BALZAC; W-Mouche; PAGAT-LOO; HOYLE; EWUE", ("basket", "ante"),
    )
    mouche_cap: int = toggle(0, "no mouche larger than this (0: no limit)", "HOYLE (limited Loo)", minimum=0)
    # ------------------------------------------------------------- the Mistigri
    mistigri: bool = toggle(False, "the Jack of clubs, the Mistigri, is the highest trump", MISTIGRI_SOURCES)
    mistigri_free: bool = toggle(
        False, "the Mistigri may be played at any time, commands trumps when led, and need not follow trumps",
        "PAMLOO",
    )
    mistigri_wild: bool = toggle(
        True, "four cards of a suit and the Mistigri make a mouche of that suit", "W-Mistigri; DE-Mistigri; HOYLE"
    )
    mistigri_names_trump: bool = toggle(
        False, "the Mistigri's holder names the trump suit as he plays it", "W-Mistigri; DE-Mistigri"
    )
    # ------------------------------------------------------------- the table
    purse: int = toggle(100, "jetons each player starts the session with (a purse may go into debt)", SPEC)
    rounds: int = toggle(1, "rounds the session lasts (every seat deals once a round), then waiting mouches are"
                            " played off", f"{SPEC}, as Bête", minimum=1)

    def __post_init__(self) -> None:
        object.__setattr__(self, "preset", self._preset_of_toggles())
        super().__post_init__()

    def _preset_of_toggles(self) -> str:
        """The preset whose toggles these are, or custom."""
        mine = {f.name: getattr(self, f.name) for f in fields(self) if f.name not in TABLE_TOGGLES}
        for name, (_, changes) in MOUCHE_PRESET_TOGGLES.items():
            if mine == {**_DEFAULTS, **changes}:
                return name
        return CUSTOM

    def check_combination(self) -> None:
        for option in ("mistigri_free", "mistigri_names_trump"):
            if getattr(self, option) and not self.mistigri:
                raise RuleSetError(f"rule {option}: is an option of mistigri: turn that on too", "needs", toggle=option,
                                   needs="mistigri")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> "MoucheRules":
        """As every rule book reads them; a custom set starts from the default preset."""
        if isinstance(data, Mapping) and data.get("preset") == CUSTOM:
            data = {**data, "preset": cls.DEFAULT_PRESET}
        return super().from_dict(data)

    @cached_property
    def ranking(self) -> Ranking:
        return ACE_HIGH_TO_TWO if self.ace_high else ECARTE_TO_TWO

    @cached_property
    def duty(self) -> Duty:
        """Bête's duties, or Bestia's heading the trick (R10)."""
        return HEADING if self.head_trick else TRUMPING

    @cached_property
    def packets(self) -> tuple[int, ...]:
        return tuple(int(p) for p in self.deal_packets.split("+"))

    @cached_property
    def mistigri_card(self) -> Card | None:
        """The Jack of clubs when it is the Mistigri."""
        return Card.parse("JC") if self.mistigri else None

    def nominal_ante(self, players: int) -> int:
        """The deal's ante whatever is waiting (R5): what mouche_penalty ante charges."""
        if self.ante_mode == "dealer":
            return self.dealer_ante
        if self.ante_mode == "dealer_per_player":
            return players
        return players * self.ante


#: name -> (what the preset is, toggles changed from the defaults).
MOUCHE_PRESET_TOGGLES: dict[str, tuple[str, dict[str, Any]]] = {
    "academie_1718": ("Mouche after the Académie (1718): the dealer antes five, each player in or out, exchange"
                      " once with the talon, the mouche wins the basket", {}),
    "balzac_1839": ("Mouche with Mistigris, as Balzac describes it (1839): everyone stakes while no mouche waits,"
                    " the Jack of clubs the highest trump and wild in a mouche",
                    {"ante_mode": "everyone", "mistigri": True}),
}
_DEFAULTS = {f.name: f.default for f in fields(MoucheRules) if f.name not in TABLE_TOGGLES}

MoucheRules.register(MOUCHE_PRESET_TOGGLES)
#: A set of toggles that is neither preset's reads as custom (never a preset to choose).
MoucheRules.PRESET_HELP[CUSTOM] = "toggles changed from either preset"

MOUCHE_PRESETS = MoucheRules.PRESETS
MOUCHE_PRESET_HELP = MoucheRules.PRESET_HELP


def mouche_pack(players: int, rules: MoucheRules | None = None) -> Pack:
    """The pack for ``players`` under the rules' ``mouche_pack`` (the default rules' without)."""
    choice = (rules or MOUCHE_PRESETS["academie_1718"]).mouche_pack
    try:
        return PACKS[choice][players]
    except KeyError:
        raise ValueError(f"Mouche is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}") from None


__all__ = [
    "CUSTOM", "MAX_PLAYERS", "MIN_PLAYERS", "MOUCHE_PRESETS", "MOUCHE_PRESET_HELP", "MoucheRules", "mouche_pack",
]
