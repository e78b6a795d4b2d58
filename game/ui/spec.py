"""What the window knows of a game: one frozen :class:`UISpec` per game, built in the
game's own package (``game/ui/<game>/spec.py``) and listed once in :mod:`.games`.

The title, the settings, the rules page, the table, the ledger, the record and the
self-test ask a game's spec and never its name.  Everything the person reads about a game
comes from its spec's words; the table's own things (pots, places, decisions, events,
result panel) from the part its ``table_part`` builds (:mod:`.table.part`).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, Mapping, Sequence

from ..engine.games import spec as engine_spec
from ..stats import DealSummary
from .account import JETONS
from .refusals import Refusals, SettingWords

#: A block of a rules page: ("h1" | "h2" | "p" | "li", text).
Block = tuple[str, str]


@dataclass(frozen=True)
class HintWords:
    """How the hint says a game's choices."""

    #: A choice of this game's own in words ("say “Je joue”"), or None for a card (shared).
    choice: Callable[[Any], "str | None"]
    #: What the hint's chance is the chance of ("you come out ahead"), or a function of the
    #: deal and the seat saying it (there are sides only once someone declares).
    outcome: Any
    #: What the expected gain is counted in: "jetons", or "points" in a game for points.
    unit: str = "jetons"


@dataclass(frozen=True)
class RecordWords:
    """What the person's record counts in a game (the Your record screen explains it)."""

    #: A deal "in": "je joue or contre".
    declared: str
    #: What the record's "bêtes" counts: "bêtes you made".
    bete: str
    #: The record's column of it: "Bêtes made" (a game for points has none).
    column: str = ""


@dataclass(frozen=True, kw_only=True)
class UISpec:
    """One game as the window shows it; what most games say alike is the default."""

    #: The engine's name of the game (:class:`game.engine.game.GameSpec`).
    name: str
    #: The line under the title: "the card game of Le Gras, 1739 — for three to seven players".
    subtitle: str
    #: The game in a few words, for the settings' Game row: "Bête, the French game of 1674–1896".
    about: str
    #: The presets' short names, by preset.
    preset_names: Mapping[str, str]
    #: The toggles' labels in the settings, by toggle (a toggle not named is shown by its key).
    toggle_labels: Mapping[str, str]
    #: The rules page: (rules, players) -> blocks.
    rules_blocks: Callable[[Any, int], list]
    #: The game's part of the table, given the table's narrow context (:mod:`.table.part`).
    table_part: Callable[[Any], Any]
    #: How a finished deal ended in one sentence: (deal, names) -> words.
    headline: Callable[[Any, Sequence[str]], str]
    #: A finished deal as the person's record counts it: (deal, seat) -> summary.
    summary: Callable[[Any, int], DealSummary]
    #: The game's own fields of a ledger entry: deal -> fields.
    history_extra: Callable[[Any], dict]
    #: Outcomes in a word or two for the ledger, by outcome.
    outcome_words: Mapping[str, str]
    hint: HintWords
    record: RecordWords
    #: For people: "Bête" (by default the engine's title of the game).
    title: str = ""
    #: The values a toggle that is a number the rules leave open cycles through, by toggle.
    number_choices: Mapping[str, tuple] = field(default_factory=dict)
    #: Toggles whose value is a number of jetons ("100 jetons").
    jeton_toggles: frozenset = frozenset()
    #: Added to "In a round every player deals once" (waiting bêtes played off...).
    rounds_note: str = ""
    #: The pots as payments name them ("the dish"), by pot.
    pot_words: Mapping[str, str] = field(default_factory=dict)
    #: Reasons of payments the ledger sums with the antes (stakes alike for everyone).
    ante_whys: frozenset = frozenset()
    #: The keys of the game's decisions, as the help lists them (:class:`.table.keymap.Binding`).
    keys: tuple = field(default=())
    #: Why a deal follows the last one due, on the bar ("playing off the bêtes"); "" if none ever does.
    overtime: str = ""
    #: A toggle's help in the settings in the player's words, by toggle (one not named: the engine's help).
    toggle_help: Mapping[str, str] = field(default_factory=dict)
    #: A toggle's sources in the player's words, by toggle (one not named: the engine's, as the settings word it).
    toggle_sources: Mapping[str, str] = field(default_factory=dict)
    #: How a toggle's values read in the settings, by toggle and value (one not named: the value itself).
    value_words: Mapping[str, Mapping[Any, str]] = field(default_factory=dict)
    #: Reasons of payments in words, where the engine's word is not the player's ("waiting_mouche").
    why_words: Mapping[str, str] = field(default_factory=dict)
    #: Toggles the settings do not show (a rule the table's own rows already set, as the length of a session).
    hidden_toggles: frozenset = frozenset()
    #: The sources' short keys in the engine's rules ("ADJO") as a player reads them, by key.
    source_names: Mapping[str, str] = field(default_factory=dict)
    #: How the game keeps its account at the window: jetons in purses and pots, or points (:mod:`.account`).
    account: Any = JETONS
    #: What a session's length counts ("round", or "game" in a game played to a target), and its help
    #: in the settings ("" for the table's: in a round every player deals once).
    length_unit: str = "round"
    length_help: str = ""
    #: About how long one deal takes the self-test at its pace, in seconds (its time limit).
    deal_seconds: float = 30.0
    #: The words of the refusals of the game's own rules, by rule (:mod:`.refusals`; the
    #: shared rules' words are there), and of its Settings' own checks of toggles.
    refusals: Refusals = field(default_factory=dict)
    setting_refusals: Mapping[str, SettingWords] = field(default_factory=dict)
    #: What the game teaches a newcomer: its guided deal, glossary, glosses, goal line and card
    #: order (:class:`.teaching.Teaching`), or None.
    teaching: Any = None

    def __post_init__(self) -> None:
        if not self.title:
            object.__setattr__(self, "title", engine_spec(self.name).title)

    def preset_name(self, preset: str) -> str:
        return self.preset_names.get(preset, preset)

    def toggle_label(self, toggle: str) -> str:
        return self.toggle_labels.get(toggle, toggle.replace("_", " "))

    def value_word(self, toggle: str, value: Any) -> str | None:
        """A toggle's value in words, or None where the value reads as it is."""
        return self.value_words.get(toggle, {}).get(value)


__all__ = ["Block", "HintWords", "RecordWords", "UISpec"]
