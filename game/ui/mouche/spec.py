"""Mouche (and Mistigri) as the window shows it: its :class:`~game.ui.spec.UISpec`."""
from __future__ import annotations

from ...engine.mouche.spec import SPEC as ENGINE
from ..spec import RecordWords, UISpec
from . import ended, rules, toggle_words, words
from .hints import HINT
from .part import KEYS, Part
from .refusals import REFUSALS
from .teach import TEACHING

UI = UISpec(
    name=ENGINE.name,
    title=toggle_words.TITLE,
    subtitle=toggle_words.SUBTITLE,
    about=toggle_words.ABOUT,
    preset_names=toggle_words.PRESET_NAMES,
    toggle_labels=toggle_words.LABELS,
    number_choices=toggle_words.NUMBER_CHOICES,
    jeton_toggles=toggle_words.JETON_TOGGLES,
    rounds_note=toggle_words.OVERTIME_NOTE,
    rules_blocks=rules.rules_blocks,
    table_part=Part,
    headline=ended.headline,
    summary=ended.summary,
    history_extra=ended.history_extra,
    outcome_words=ended.OUTCOMES,
    pot_words=ended.POTS,
    hint=HINT,
    record=RecordWords(declared=ended.RECORD_DECLARED, bete=ended.RECORD_BETE, column=ended.RECORD_COLUMN),
    keys=KEYS,
    teaching=TEACHING,
    overtime=words.OVERTIME,
    toggle_help=toggle_words.HELP,
    value_words=toggle_words.VALUES,
    hidden_toggles=toggle_words.HIDDEN,
    why_words=ended.WHYS,
    source_names=toggle_words.SOURCES,
    refusals=REFUSALS,
)
