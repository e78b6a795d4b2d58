"""Mouche's rules page is generated from the active rules and the table's size (each preset,
three to six players, every toggle), and its settings read in a player's words."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.engine.mouche import MOUCHE_PRESETS, MoucheRules
from game.settings import Settings
from game.ui import games
from game.ui.app import App
from game.ui.mouche import toggle_words
from game.ui.rules_text import rules_plain
from game.ui.settings_scene import SettingsScene

#: (pack, cards in the talon after the deal and the upcard, ranks high to low) by players, Académie's packs.
ACADEMIE = {3: (28, 12, "K Q J A 10 9 8."), 4: (36, 15, "K Q J A 10 9 8 7 6."),
            5: (48, 22, "K Q J A 10 9 8 7 6 5 4 3."), 6: (52, 21, "K Q J A 10 9 8 7 6 5 4 3 2.")}


@pytest.mark.parametrize("players", range(3, 7))
@pytest.mark.parametrize("preset", list(MOUCHE_PRESETS))
def test_the_page_of_each_preset_at_each_size(preset: str, players: int) -> None:
    text = rules_plain(MOUCHE_PRESETS[preset], players)
    pack, talon, order = ACADEMIE[players]
    assert f"this table seats {players}" in text
    assert f"It uses {pack} cards, the " in text and f"the talon still holds {talon} cards besides" in text
    assert f"high to low: {order}" in text
    if preset == "academie_1718":
        assert text.startswith("The rules of Mouche, after the Académie (1718)")
        assert "the dealer puts 5 jetons into the basket" in text and "Mistigri" not in text
    else:
        assert text.startswith("The rules of Mouche with Mistigri, as Balzac tells it (1839)")
        assert "if no mouche is waiting, every player puts 5 jetons into the basket" in text
        assert "The Jack of clubs is the Mistigri" in text and "the Mistigri ten" in text
        assert "four cards of a suit and the Mistigri make a mouche of that suit" in text
    assert "the largest waiting mouche" in text and "a fifth of the basket" in text
    assert f"for at most {players} more deals" in text


#: A toggle, the value that changes it, the rules it starts from, and a phrase of the page then.
CHANGES = [
    ("mouche_pack", "talon_rule", "academie_1718", 5, "It uses 44 cards"),
    ("mouche_pack", "short", "academie_1718", 3, "It uses 32 cards"),
    ("ace_high", True, "academie_1718", 4, "high to low: A K Q J 10 9 8 7 6. The Ace is the highest card."),
    ("ante_mode", "dealer_per_player", "academie_1718", 4, "the dealer puts one jeton for each player, 4,"),
    ("ante_mode", "everyone", "academie_1718", 4, "if no mouche is waiting, every player puts 5 jetons"),
    ("dealer_ante", 10, "academie_1718", 4, "the dealer puts 10 jetons into the basket"),
    ("ante", 3, "balzac_1839", 4, "every player puts 3 jetons into the basket"),
    ("mouches_at_once", True, "academie_1718", 4, "every waiting mouche comes into the basket."),
    ("deal_packets", "2+3", "academie_1718", 4, "in packets of 2, then 3"),
    ("max_exchange", 3, "academie_1718", 4, "from one up to 3 cards face down"),
    ("rob_upcard", "none", "academie_1718", 4, "Nobody takes it"),
    ("dealer_defends", True, "academie_1718", 4, "the dealer must play against him"),
    ("mouche_loos_players_in", False, "academie_1718", 4, "Nobody else pays."),
    ("mouche_loos_all", True, "academie_1718", 4, "Every other player, in or out, is mouched"),
    ("head_trick", True, "academie_1718", 4, "beat the best card of the suit in the trick if you can"),
    ("mouche_penalty", "ante", "academie_1718", 4, "he pays the deal's ante, 5 jetons, whatever the basket holds"),
    ("mouche_cap", 20, "academie_1718", 4, "never more than 20 jetons"),
    ("mistigri", True, "academie_1718", 4, "The Jack of clubs is the Mistigri"),
    ("mistigri_free", True, "balzac_1839", 4, "The Mistigri may be played at any time"),
    ("mistigri_wild", False, "balzac_1839", 4, "Four trumps and the Mistigri make a mouche of trumps."),
    ("mistigri_names_trump", True, "balzac_1839", 4, "names the trump suit as it is played"),
    ("purse", 200, "academie_1718", 4, "Every player begins with 200 jetons"),
]


@pytest.mark.parametrize("name, value, start, players, phrase", CHANGES)
def test_each_toggle_changes_the_page(name: str, value: object, start: str, players: int, phrase: str) -> None:
    base = MOUCHE_PRESETS[start]
    before = rules_plain(base, players)
    after = rules_plain(base.with_toggle(name, value), players)
    assert after != before and phrase in after and phrase not in before


def test_every_rule_that_plays_differently_is_on_the_page() -> None:
    """Every toggle but the session's length (the table's Length row) changes the page."""
    covered = {name for name, *_ in CHANGES}
    assert covered | {"preset", "rounds"} == {t.name for t in MoucheRules.toggles()}


def test_the_settings_say_every_rule_in_words(home: Path) -> None:
    ui = games.ui("mouche")
    for toggle in MoucheRules.toggles():
        if toggle.name in ("preset", *ui.hidden_toggles):
            continue
        assert toggle.name in ui.toggle_labels and toggle.name in ui.toggle_help, toggle.name
        for value in games.toggle_choices("mouche", toggle):
            if isinstance(value, str):
                assert ui.value_word(toggle.name, value), (toggle.name, value)
    app = App(Settings(game="mouche"), size=(1280, 800), seed=1, save_settings=False)
    try:
        scene = SettingsScene(app)
        rows = {row.label: row for row in scene.rows}
    finally:
        app.close()
        pygame.quit()
    assert "rounds" not in rows and "Length" in rows, "the session's length is the table's own row"
    assert rows["The pack"].value() == "the Académie's"
    assert rows["Who antes"].value() == "the dealer" and rows["Dealer's stake"].value() == "5 jetons"
    assert rows["Largest mouche"].value() == "no limit" and rows["The Mistigri (J♣)"].value() == "no"
    assert rows["The pack"].help.startswith("How many cards for 3, 4, 5 and 6 players")
    assert rows["The pack"].source == ("Source: the Académie des jeux oubliés after the Académie universelle (1718), §1; "
                                       "an Académie des jeux text; jeux-de-cartes.com's Mouche")
    assert games.preset_name(MOUCHE_PRESETS["balzac_1839"]) == toggle_words.PRESET_NAMES["balzac_1839"]
