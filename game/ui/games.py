"""What the window says about each game it can seat: its title, its presets' short names
and its toggles' labels.  One place, so the title, settings, rules and table agree."""
from __future__ import annotations

from typing import Any

from ..engine.games import GAMES

PRESET_NAMES = {
    "bete": {"le_gras_1739": "Le Gras, 1739", "cotton_1674": "Cotton's Beast, 1674", "cady_1896": "Cady, 1896"},
    "bestia": {
        "bestia_roma": "Rome", "bestia_un_giro": "Un giro", "bestia_col_buco": "Col buco",
        "bestia_a_tre": "Giro a tre carte", "bestia_rigorosa": "Rigorosa", "bestia_vincitore": "Winner takes all",
    },
}

TOGGLE_LABELS = {
    "bete": {
        "ace_high": "Ace above King", "deal_packets": "Dealing in packets", "fiche_value": "A fiche is worth",
        "purse": "Starting purse", "curieuse": "Curieuse turn-ups", "contre": "Contre allowed",
        "beast_heaps": "Beast's three heaps",
    },
    "bestia": {
        "ante": "Ante", "play_stake": "Stake to play", "purse": "Starting purse", "max_circuits": "Circuits of talk",
        "must_trump_anyway": "Trump anyway", "lead_trump_ace": "Lead the trump Ace",
        "lead_top_trump": "Lead the top trump", "briscola_rubata": "Briscola rubata",
        "mano_a_fidarsi": "Mano a fidarsi", "mano_a_fidarsi_no_exchange": "…without exchange",
        "un_perdere": "Un perdere", "un_perdere_part": "Un perdere's part", "giro_a_tre": "Giro a tre carte",
        "tre_carte_senza_piegare": "Opening 3-card deals", "terzo_obbligatorio": "Terzo obbligatorio",
        "un_giro": "Un giro", "vincitore_prende_tutto": "Winner takes all", "col_buco": "Col buco",
    },
}

#: A toggle's choices when it is a number the rules leave open.
NUMBER_CHOICES = {
    "purse": (20, 50, 100, 200, 500), "ante": (1, 2, 3, 5, 10), "play_stake": (0, 1, 2, 5),
    "max_circuits": (1, 2, 3, 5), "tre_carte_senza_piegare": (0, 1, 2, 4),
}


def title(game: str) -> str:
    return GAMES[game].title


def preset_name(rules: Any) -> str:
    return PRESET_NAMES[rules.GAME][rules.preset]


def players_text(game: str) -> str:
    allowed = GAMES[game].players_allowed()
    return f"{allowed[0]} to {allowed[-1]}"


def toggle_label(game: str, name: str) -> str:
    return TOGGLE_LABELS[game].get(name, name.replace("_", " "))


def toggle_choices(toggle: Any) -> tuple:
    """The values a settings row cycles through."""
    if toggle.choices:
        return tuple(toggle.choices)
    if toggle.kind is bool:
        return (False, True)
    return NUMBER_CHOICES.get(toggle.name, (20, 50, 100, 200, 500))
