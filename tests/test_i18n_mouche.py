"""Mouche in the players' languages: its headlines, prompts, basket and rules page through
the catalogs, the game's own words (mouche, Mistigri, jeton, je passe) kept, the verb
agreeing with the person and with each player, and the rules page following the toggles
in French as it does in English."""
from __future__ import annotations

import random

import pytest

from game import i18n
from game.engine import Card, Session
from game.engine.mouche import MOUCHE_PRESETS
from game.ui import games
from game.ui.mouche import ended, words
from game.ui.rules_text import rules_plain

NAMES = ["You", "Anne", "Bruno", "Claire"]
NB = "\u00a0"  # French puts a no-break space before : ; ! ?


@pytest.fixture(autouse=True)
def english_after():
    """Each test leaves the app in English (the tests' language)."""
    yield
    i18n.follow("en")


def deal_of(seed: int):
    """The first deal of a four-player Académie table, every seat choosing at random from ``seed``."""
    session = Session(MOUCHE_PRESETS["academie_1718"], 4, seed, deals=1)
    deal = session.next_deal()
    deal.play_out(random.Random(seed).random)
    return deal


def test_a_french_headline_for_a_known_deal_agrees_with_you_among_the_mouched():
    """Seed 21: Bruno takes all five tricks; you, Anne and Claire were in and are mouched,
    the verb agreeing with "vous" as French wants it ("êtes", not "sont")."""
    deal = deal_of(21)
    assert ended.headline(deal, NAMES) == ("The basket of 5 is shared by tricks: Bruno 5; you, Anne and Claire "
                                           "are mouched")
    i18n.set_language("fr")
    assert ended.headline(deal, NAMES) == (f"Le panier de 5 se partage par levées{NB}: Bruno 5{NB}; vous, Anne et "
                                           "Claire êtes mouchés")
    assert ended.result_lines(deal, NAMES) == [f"3 mouches sont payées{NB}: chacune attend près du panier une donne "
                                               "suivante"]


def test_a_player_mouched_is_told_in_her_own_gender_in_french():
    """Seed 1: Claire alone takes no trick: "Claire est mouchée : elle paie 5 jetons"."""
    deal = deal_of(1)
    i18n.set_language("fr")
    assert ended.headline(deal, NAMES).endswith(f"{NB}; Claire est mouchée")
    assert ended.result_lines(deal, NAMES) == [f"Claire est mouchée{NB}: elle paie 5 jetons, une mouche qui attend "
                                               "un panier suivant"]


def test_the_person_robs_and_shows_a_mouche_in_the_second_person():
    king = Card.parse("KH")
    i18n.set_language("it")
    assert words.rob_news("You", king) == "Rubi il Re di cuori, mettendo una carta coperta al suo posto"
    assert words.rob_news("Bruno", king) == "Bruno ruba il Re di cuori, mettendo una carta coperta al suo posto"
    i18n.set_language("es")
    assert words.mouche_news("You", 1, True, 20) == ("Muestras una mouche de corazones, el triunfo, y te llevas la "
                                                     "cesta: 20 jetons")


def test_the_talk_bubbles_stay_french_and_the_buttons_show_french_ranks():
    """Je passe is what a player says at Mouche, in every language; the Rob button writes the
    King as R in French."""
    i18n.set_language("it")
    assert words.PASS_BUBBLE == "Je passe" and words.exchange_bubble(3) == "J'en prends 3"
    assert words.PASS == "Passo (je passe)"
    i18n.set_language("fr")
    assert words.rob_label(Card.parse("KH"), Card.parse("QS")) == "Prendre R♥, poser D♠"


@pytest.mark.parametrize("count, italian", [(1, "Puoi cambiare al massimo 1 carta"),
                                            (3, "Puoi cambiare al massimo 3 carte")])
def test_a_plural_in_italian(count: int, italian: str):
    i18n.set_language("it")
    assert words.at_most(count) == italian


def test_french_counts_nought_and_one_as_singular():
    i18n.set_language("fr")
    assert words.laid_down(1) == "1 écartée" and words.laid_down(4) == "4 écartées"
    assert words.laid_down(0) == "0 écartée"


def test_the_toggle_values_read_in_italian_in_the_settings():
    ui = games.ui("mouche")
    assert ui.value_word("mouches_at_once", True) == "all at once"
    i18n.set_language("it")
    assert ui.value_word("mouches_at_once", True) == "tutte insieme"
    assert ui.value_word("mouches_at_once", False) == "una per mano"
    assert ui.value_word("mouche_penalty", "ante") == "solo la posta"
    assert ui.value_word("mouche_cap", 0) == "nessun limite"
    assert ui.preset_name("balzac_1839") == "Con Mistigri (Balzac, 1839)"
    assert ui.pot_words["basket"] == "il paniere" and ui.outcome_words["mouche"] == "una mouche mostrata"


def test_the_french_rules_page_follows_the_dealer_defends_toggle():
    """The dealer must play against a lone player only when the toggle says so, in French as in English."""
    on = MOUCHE_PRESETS["academie_1718"].with_toggle("dealer_defends", True)
    off = MOUCHE_PRESETS["academie_1718"].with_toggle("dealer_defends", False)
    i18n.set_language("fr")
    said = "le donneur doit jouer contre lui"
    assert said in rules_plain(on, 4) and said not in rules_plain(off, 4)


def test_the_french_rules_page_names_the_pack_the_ranks_and_the_mistigri():
    i18n.set_language("fr")
    academie = rules_plain(MOUCHE_PRESETS["academie_1718"], 4)
    assert academie.startswith("Les règles de la Mouche, d'après l'Académie (1718)")
    assert "Elle se joue avec 36 cartes, le jeu français à partir du six" in academie
    assert f"de la plus forte à la plus faible{NB}: R D V A 10 9 8 7 6." in academie
    assert "le donneur met 5 jetons au panier" in academie and "Mistigri" not in academie
    balzac = rules_plain(MOUCHE_PRESETS["balzac_1839"], 4)
    assert "Le Valet de trèfle est le Mistigri" in balzac and "le Mistigri dix" in balzac
    assert "si aucune mouche n'attend, chaque joueur met 5 jetons au panier" in balzac


def test_the_italian_rules_gloss_the_game_words():
    """Mouche, jeton and je passe stay as they are, glossed in the player's language."""
    i18n.set_language("it")
    text = rules_plain(MOUCHE_PRESETS["balzac_1839"], 4)
    assert "Una mouche (in francese, «mosca»)" in text and "100 jetons (gettoni)" in text
    assert "Passare (je passe, «passo»)" in text
