"""Bestia as the window shows it: its :class:`~game.ui.spec.UISpec`."""
from __future__ import annotations

from ...engine.bestia.spec import SPEC as ENGINE
from ...i18n import N_
from ..spec import RecordWords, UISpec
from . import rules, words
from .hints import HINT
from .part import KEYS, Part
from .refusals import REFUSALS
from .teach import TEACHING

UI = UISpec(
    name=ENGINE.name,
    subtitle=N_("its Italian cousin, as played near Rome — for four to six players"),
    about="Bestia, its Italian cousin still played today",
    preset_names=words.Shown({
        "bestia_roma": N_("Rome"), "bestia_un_giro": N_("Un giro"), "bestia_col_buco": N_("Col buco"),
        "bestia_a_tre": N_("Giro a tre carte"), "bestia_rigorosa": N_("Rigorosa"),
        "bestia_vincitore": N_("Winner takes all"),
    }),
    toggle_labels={
        "ante": "Ante", "play_stake": "Stake to play", "purse": "Starting purse", "max_circuits": "Circuits of talk",
        "must_trump_anyway": "Trump anyway", "lead_trump_ace": "Lead the trump Ace",
        "lead_top_trump": "Lead the top trump", "briscola_rubata": "Briscola rubata",
        "mano_a_fidarsi": "Mano a fidarsi", "mano_a_fidarsi_no_exchange": "Mano a fidarsi, no exchange",
        "un_perdere": "Un perdere", "un_perdere_part": "Un perdere's part", "giro_a_tre": "Giro a tre carte",
        "tre_carte_senza_piegare": "Opening 3-card deals", "terzo_obbligatorio": "Terzo obbligatorio",
        "un_giro": "Un giro: one round of talk", "vincitore_prende_tutto": "Winner takes all", "col_buco": "Col buco",
    },
    number_choices={
        "purse": (20, 50, 100, 200, 500), "ante": (1, 2, 3, 5, 10), "play_stake": (0, 1, 2, 5),
        "max_circuits": (1, 2, 3, 5), "tre_carte_senza_piegare": (0, 1, 2, 4),
    },
    jeton_toggles=frozenset({"purse", "ante", "play_stake"}),
    rules_blocks=rules.rules_blocks,
    table_part=Part,
    headline=words.headline,
    summary=words.summary,
    history_extra=words.history_extra,
    outcome_words=words.OUTCOMES,
    pot_words=words.POTS,
    why_words=words.WHYS,
    hint=HINT,
    record=RecordWords(declared="stayed in", bete="times you went in bestia", column=N_("Times in bestia")),
    keys=KEYS,
    refusals=REFUSALS,
    teaching=TEACHING,
)
