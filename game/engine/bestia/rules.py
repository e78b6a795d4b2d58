"""Bestia's rule set: the Rome version and every variant of the source, each a typed
toggle naming where it comes from, with presets for the well-known combinations.

Source: ``shared/seeds/003_fae2c4e19d893683.txt`` (the Rome version after Paolo
Ronzoni, then a section of variants from books and web sites); rulings where it is
unclear: ``shared/spec/bestia-rules.md``.  The machinery (toggles, presets, coercion,
records) is Bête's, shared through :mod:`..toggles`.
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from ..errors import RuleSetError
from ..packs import BRISCOLA, ITALIAN_40, Pack, Ranking
from ..toggles import RuleBook, toggle
from ..tricks import HEADING, HEADING_TRUMP_ANYWAY, Duty

ROME = "Bestia near Rome, after Paolo Ronzoni (seed 003)"
SPEC = "project ruling (shared/spec/bestia-rules.md)"


def variant(name: str) -> str:
    """The source of a variant: its section of the seed's variants."""
    return f"seed 003, variants: {name}"


UN_PERDERE_PARTS = ("1", "1/2", "1/3", "1/5")


@dataclass(frozen=True)
class BestiaRules(RuleBook):
    """The rules of a Bestia session.  Defaults are the Rome version as ruled in the spec."""

    GAME = "bestia"
    DEFAULT_PRESET = "bestia_roma"

    preset: str = toggle("bestia_roma", "the description these rules start from", SPEC)
    # ------------------------------------------------------------- stakes
    ante: int = toggle(5, "jetons each player puts into the pool before every deal", ROME, minimum=1)
    play_stake: int = toggle(
        0, "jetons each player still in pays into the pool when the play begins", ROME, minimum=0
    )
    purse: int = toggle(100, "jetons each player starts the session with (a purse may go into debt)", SPEC)
    # ------------------------------------------------------------- the talk
    max_circuits: int = toggle(
        3, "full circuits of the talk at most; then the next player to speak must knock", SPEC, minimum=1
    )
    # ------------------------------------------------------------- play
    must_trump_anyway: bool = toggle(
        False, "void in the suit led and unable to beat the trumps played, still play a trump if you hold one",
        variant("other restrictions"),
    )
    lead_trump_ace: bool = toggle(
        False, "the first leader holding the Ace of trumps must lead it", variant("other restrictions")
    )
    lead_top_trump: bool = toggle(
        False, "a leader holding the highest trump still out must lead it", variant("other restrictions")
    )
    # ------------------------------------------------------------- variants
    briscola_rubata: bool = toggle(
        False, "the dealer may take the turned trump, discarding one card; he may then neither fold nor exchange",
        variant("Briscola rubata"),
    )
    mano_a_fidarsi: bool = toggle(
        False, "the trump is shown only when the talk is over", variant("Mano a fidarsi")
    )
    mano_a_fidarsi_no_exchange: bool = toggle(
        False, "with mano a fidarsi, no cards are exchanged: play the cards dealt or fold",
        variant("Mano a fidarsi"),
    )
    un_perdere: bool = toggle(
        False, "the fewest tricks wins part of the pool; a knocker taking the most tricks pays it back",
        variant("Un perdere"),
    )
    un_perdere_part: str = toggle(
        "1/2", "the part of the pool the fewest tricks wins at un perdere", variant("Un perdere"), UN_PERDERE_PARTS
    )
    giro_a_tre: bool = toggle(
        False, "three cards each instead of five; a trick takes a third of the pool", variant("Giro a tre carte")
    )
    tre_carte_senza_piegare: int = toggle(
        0, "deals opening the session with three cards and no folding, exchange or knock (two tricks take the"
        " ante back)", variant("three-card hands without folding"), minimum=0,
    )
    terzo_obbligatorio: bool = toggle(
        False, "at least three must play: when three remain, no one may fold", variant("Terzo obbligatorio")
    )
    un_giro: bool = toggle(
        False, "one turn each to play or fold and one exchange of up to four cards; the dealer keeps the trump",
        variant("one knocking round (un giro)"),
    )
    vincitore_prende_tutto: bool = toggle(
        False, "the player with most tricks takes the whole pool; a tie leaves it", variant("winner takes all")
    )
    col_buco: bool = toggle(
        False, "three cards each and three face down across the trump, the buco: fold, knock or take the buco",
        variant("Bestia col buco"),
    )

    def check_combination(self) -> None:
        pairs = [
            ("mano_a_fidarsi_no_exchange", "mano_a_fidarsi", "is an option of mano_a_fidarsi: turn that on too"),
        ]
        for name, needs, why in pairs:
            if getattr(self, name) and not getattr(self, needs):
                raise RuleSetError(f"rule {name}: {why}", "needs", toggle=name, needs=needs)
        clashes = [
            ("un_perdere", "vincitore_prende_tutto", "each decides who takes the pool"),
            ("un_giro", "col_buco", "each is its own way of dealing and talking"),
            ("briscola_rubata", "un_giro", "at un giro the dealer already keeps the trump"),
            ("briscola_rubata", "col_buco", "at col buco the buco lies across the trump"),
            ("briscola_rubata", "mano_a_fidarsi", "the trump cannot be taken while it is hidden"),
            ("mano_a_fidarsi", "un_giro", "at un giro the trump is dealt face up to the dealer"),
        ]
        for first, second, why in clashes:
            if getattr(self, first) and getattr(self, second):
                raise RuleSetError(f"rule {second}: cannot be played with {first} ({why})", "clash", toggle=second,
                                   other=first, why=why)

    @cached_property
    def ranking(self) -> Ranking:
        return BRISCOLA

    @cached_property
    def duty(self) -> Duty:
        return HEADING_TRUMP_ANYWAY if self.must_trump_anyway else HEADING

    @cached_property
    def hand_size(self) -> int:
        """Cards each player holds in an ordinary deal of the session."""
        return 3 if self.giro_a_tre or self.col_buco else 5

    @cached_property
    def un_perdere_fraction(self) -> Fraction:
        return Fraction(self.un_perdere_part)


BestiaRules.register({
    "bestia_roma": ("Bestia as played near Rome: fold, play and exchange, knock or terzo se devo; five tricks"
                    " share the pool", {}),
    "bestia_un_giro": ("Bestia in one round: each plays or folds once and exchanges up to four cards; the"
                       " dealer keeps the trump", {"un_giro": True}),
    "bestia_col_buco": ("Bestia col buco: three cards each and a face-down buco of three to take instead",
                        {"col_buco": True}),
    "bestia_a_tre": ("Giro a tre carte: the Rome game with three cards each, a third of the pool a trick",
                     {"giro_a_tre": True}),
    "bestia_rigorosa": ("The Rome game with all the other restrictions: trump anyway, lead the Ace of trumps"
                        " and the highest trump out",
                        {"must_trump_anyway": True, "lead_trump_ace": True, "lead_top_trump": True}),
    "bestia_vincitore": ("The Rome game where the player with most tricks takes the whole pool",
                         {"vincitore_prende_tutto": True}),
})

BESTIA_PRESETS = BestiaRules.PRESETS
BESTIA_PRESET_HELP = BestiaRules.PRESET_HELP


def bestia_pack(players: int) -> Pack:
    """Bestia is played with the Italian 40-card pack whatever the number of players."""
    return ITALIAN_40
