"""Bésigue as the window shows it: its :class:`~game.ui.spec.UISpec`, played for points."""
from __future__ import annotations

from ...engine.besigue.spec import SPEC as ENGINE
from ..account import POINTS
from ..spec import RecordWords, UISpec
from . import rules, toggle_words, words
from .hints import HINT
from .part import KEYS, Part
from .refusals import REFUSALS, SETTING_REFUSALS
from .teach import TEACHING

UI = UISpec(
    name=ENGINE.name,
    subtitle="two packs, melds and the seven of trumps, after Boussac, 1896 — for two players",
    about="Bésigue, the two-handed game of melds played to 1,000",
    preset_names=toggle_words.PRESET_NAMES,
    toggle_labels=toggle_words.LABELS,
    rules_blocks=rules.rules_blocks,
    table_part=Part,
    headline=words.headline,
    summary=words.summary,
    history_extra=words.history_extra,
    outcome_words=words.OUTCOMES,
    hint=HINT,
    record=RecordWords(declared="deals you melded in", bete="deals you outscored the other"),
    keys=KEYS,
    teaching=TEACHING,
    toggle_help=toggle_words.HELP,
    toggle_sources=toggle_words.SOURCES,
    value_words=toggle_words.VALUES,
    account=POINTS,
    length_unit="game",
    deal_seconds=90.0,
    length_help="A session lasts this many games; a game is played to the target over as many deals as it takes",
    refusals=REFUSALS,
    setting_refusals=SETTING_REFUSALS,
)
