"""Bête as the window shows it: its :class:`~game.ui.spec.UISpec`."""
from __future__ import annotations

from ...engine.bete.deal import CURIEUSE_STAKE
from ...engine.bete.spec import SPEC as ENGINE
from ...i18n import N_
from ..spec import RecordWords, UISpec
from . import rules, words
from .hints import HINT
from .part import KEYS, Part
from .refusals import REFUSALS, SETTING_REFUSALS
from .teach import TEACHING

UI = UISpec(
    name=ENGINE.name,
    subtitle="the card game of Le Gras, 1739 — for three to seven players",
    about="Bête, the French game of 1674–1896",
    preset_names=words.Shown({"le_gras_1739": N_("Le Gras, 1739"), "cotton_1674": N_("Cotton's Beast, 1674"),
                              "cady_1896": N_("Cady, 1896")}),
    toggle_labels={
        "ace_high": "Ace above King", "deal_packets": "Dealing in packets", "fiche_value": "A fiche is worth",
        "purse": "Starting purse", "curieuse": "Curieuse turn-ups", "contre": "Contre allowed",
        "beast_heaps": "Beast's three heaps",
    },
    number_choices={"purse": (20, 50, 100, 200, 500)},
    jeton_toggles=frozenset({"purse", "fiche_value"}),
    rounds_note="; waiting bêtes are played off after the last",
    rules_blocks=rules.rules_blocks,
    table_part=Part,
    headline=words.headline,
    summary=words.summary,
    history_extra=words.history_extra,
    outcome_words=words.OUTCOMES,
    pot_words=words.POTS,
    why_words=words.WHYS,
    ante_whys=frozenset({CURIEUSE_STAKE}),
    hint=HINT,
    record=RecordWords(declared="je joue or contre", bete="bêtes you made", column=N_("Bêtes made")),
    keys=KEYS,
    teaching=TEACHING,
    overtime=words.OVERTIME,
    refusals=REFUSALS,
    setting_refusals=SETTING_REFUSALS,
)
