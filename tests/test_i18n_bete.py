"""Bête in the players' languages: its headlines, its cloth, its ledger words and its rules
page in French, Italian and Spanish, the game's own words (je joue, contre, la vole, la
bête, fiche, jeton) kept French in every language, and English as it always was."""
from __future__ import annotations

import random

import pytest

from game import i18n
from game.engine import Card, Session
from game.engine.bete import Call, RuleSet, preset
from game.ui import games
from game.ui.bete import words
from game.ui.bete.part import CALLS
from game.ui.rules_text import rules_blocks, rules_plain
from game.ui.table.keymap import help_rows

NB = "\u00a0"  # the French no-break space before : ; ! ?
NAMES = ["You", "Anne", "Bruno", "Claire"]


@pytest.fixture(autouse=True)
def english_after():
    """Each test leaves the app in English (the tests' language)."""
    yield
    i18n.follow("en")


def played(seed: int, rules: RuleSet | None = None):
    """The first deal of a four-player session, played out by chance from ``seed``."""
    deal = Session(rules or RuleSet(), 4, seed).next_deal()
    deal.play_out(random.Random(seed).random)
    return deal


def headline(code: str, seed: int, names=NAMES, rules: RuleSet | None = None) -> str:
    i18n.set_language(code)
    return words.headline(played(seed, rules), names)


# ----------------------------------------------------------------------------- headlines
def test_the_person_wins_a_deal_in_every_language():
    """Seed 0: you say je joue and win the deal."""
    assert headline("en", 0) == "You win the deal and take 10 jetons"
    assert headline("fr", 0) == "Vous gagnez la donne et prenez 10 jetons"
    assert headline("it", 0) == "Vinci la mano e prendi 10 jetons"
    assert headline("es", 0) == "Ganas la mano y te llevas 10 jetons"


def test_a_named_player_makes_the_bete_in_french_and_italian():
    """Seed 5: Claire plays and makes the bête; faire la bête is Le Gras's own phrase."""
    assert headline("en", 5) == "Claire makes the bête: 14 jetons into the pot"
    assert headline("fr", 5) == f"Claire fait la bête{NB}: 14 jetons au pot"
    assert headline("it", 5) == "Claire fa la bête: paga 14 jetons"


def test_a_contre_names_both_players_whichever_is_the_person():
    """Two players in one sentence: the variant for the contre player being you, the
    declarer being you, or neither; and the King's holder after a full stop."""
    assert headline("fr", 36) == (f"Votre contre gagne{NB}: 20 jetons, dont 10 payés par Claire. "
                                  f"Vous aviez le Roi d'atout{NB}: +4")
    assert headline("fr", 52) == (f"Anne gagne son contre{NB}: 20 jetons, dont 10 payés par vous. "
                                  f"Claire avait le Roi d'atout{NB}: +4")
    assert headline("it", 38) == ("Il contre di Claire vince: 20 jetons, di cui 10 pagati da Bruno. "
                                  "Avevi il Re di briscola: +4")
    assert headline("it", 8) == "Nessuno vince il contre: Claire paga 10 jetons e tu 20 jetons in bêtes"
    assert headline("en", 19) == "Claire beats the contre and takes 14 jetons; you pay 29 jetons into a bête"
    assert headline("fr", 19) == f"Claire bat le contre et prend 14 jetons{NB}; vous payez 29 jetons dans une bête"


def test_the_beast_names_cottons_heaps_and_the_person_in_lower_case_after_a_semicolon():
    cotton = preset("cotton_1674")
    names = ["Anne", "Bruno", "Claire", "You"]
    assert headline("en", 0, names, cotton) == "Anne takes the Play (4); you take the Triolet (4)"
    assert headline("fr", 0, names, cotton) == f"Anne prend le Play (4){NB}; vous prenez le Triolet (4)"
    assert headline("es", 0, NAMES, cotton) == "Te llevas el Play (4); Claire se lleva el Triolet (4)"


# ----------------------------------------------------------------------------- the cloth
def test_fiches_under_the_dish_are_counted_in_each_languages_plural():
    """Italian and Spanish: one fiche, two fiches; French counts nought as one."""
    i18n.set_language("it")
    assert [words.under_the_dish(n) for n in (0, 1, 2)] == [
        "0 fiches sotto il piatto", "1 fiche sotto il piatto", "2 fiches sotto il piatto"]
    assert words.dish_tip(1, 5, 1) == "Sotto il piatto: 1 fiche da 5 jetons; 1 in palio in questa mano, cioè 5 jetons"
    i18n.set_language("fr")
    assert [words.under_the_dish(n) for n in (0, 1, 2)] == [
        "0 fiche sous le plat", "1 fiche sous le plat", "2 fiches sous le plat"]
    i18n.set_language("es")
    assert words.under_the_dish(3) == "3 fiches bajo el plato"


def test_the_cloth_speaks_the_language_and_numbers_follow_it():
    i18n.set_language("fr")
    assert words.worth(1200) == f"valeur{NB}: 1\u202f200 jetons"
    assert words.heap("king", 3) == f"Roi{NB}: 3 jetons"
    assert words.heap("king", 3, beast=True) == f"King{NB}: 3 jetons"  # Cotton's heap keeps his name
    assert words.call_prompt("Anne", True, Card.parse("KS")) == f"Anne joue{NB}: passez ou dites contre"
    assert words.call_prompt(None, False, Card.parse("QH")) == (f"À vous de parler{NB}: atout cœur "
                                                                f"(retourne{NB}: Dame de cœur)")
    i18n.set_language("it")
    assert words.betes_tip([5, 7]) == ("La bête in palio: 5 jetons, si vince con la prossima mano vinta; "
                                       "poi 7 jetons in attesa")
    assert words.bete_queue(3) == "bête in palio, 2 in attesa"


def test_the_calls_stay_french_in_every_language():
    """Je joue, Je passe and Contre are the game's words: the buttons say them as they are;
    the help's row is named in the player's language."""
    for code in ("fr", "it", "es"):
        i18n.set_language(code)
        assert [c.label for c in CALLS.choices] == ["Je joue", "Je passe", "Contre"]
        assert [Call.PLAY.words, Call.CONTRE.words] == ["Je joue", "Contre"]
    i18n.set_language("it")
    row = dict(help_rows(games.ui("bete").keys))["Parlare"]
    assert row == "J  Je joue  ·  P  Je passe  ·  C  Contre (o i pulsanti)"


def test_ledger_words_and_pots_in_french():
    """A Bête deal won is "gagnée" (the donne), not the record's deals won ("Donnes gagnées")."""
    ui = games.ui("bete")
    assert ui.outcome_words["win"] == "won" and ui.pot_words["fiches"] == "the dish"
    i18n.set_language("fr")
    assert ui.outcome_words["win"] == "gagnée" and i18n._("Deals won") == "Donnes gagnées"
    assert [ui.outcome_words[k] for k in ("vole", "devole", "contre_win")] == ["vole", "dévole", "contre gagné"]
    assert ui.pot_words["fiches"] == "le plat" and ui.pot_words["king"] == "le Roi"
    assert games.preset_name(preset("cotton_1674")) == "La Beast de Cotton, 1674"


# ----------------------------------------------------------------------------- the rules page
def test_the_french_rules_page_says_the_contre_only_when_the_toggle_allows_it():
    i18n.set_language("fr")
    on = rules_plain(RuleSet(), 4)
    off = rules_plain(RuleSet().with_toggle("contre", False), 4)
    assert f"peut dire «{NB}Contre{NB}» au lieu de passer" in on
    assert "Quand quelqu'un a dit contre" in on
    assert f"Il n'y a pas de contre{NB}: dès que quelqu'un joue, tous les autres passent." in off
    assert "Contre" not in off.replace("Il n'y a pas de contre", "") and "Quand quelqu'un a dit contre" not in off


def test_the_rules_pages_follow_every_toggle_in_each_language():
    """As in English (test_ui_rules_text), every toggle changes the page, in the words of
    the language; Le Gras's terms stay French and are glossed in Italian and Spanish."""
    changes = {"ace_high": (True, {"fr": "A R D V 10", "it": "A R D F 10", "es": "A R D J 10"}),
               "deal_packets": ("2+2+1", {"fr": "2, puis 2, puis 1", "it": "2, poi 2, poi 1",
                                          "es": "2, luego 2, luego 1"}),
               "fiche_value": (10, {"fr": "une fiche vaut 10 jetons", "it": "vale 10 jetons", "es": "vale 10 jetons"}),
               "purse": (200, {"fr": "commence avec 200 jetons", "it": "comincia con 200 jetons",
                               "es": "empieza con 200 jetons"}),
               "curieuse": (3, {"fr": "jusqu'à 3 fois par donne", "it": "fino a 3 volte per mano",
                                "es": "hasta 3 veces por mano"}),
               "beast_heaps": (True, {"fr": "le King (le Roi), le Play", "it": "il King (il Re), il Play",
                                      "es": "el King (el Rey), el Play"})}
    for code in ("fr", "it", "es"):
        i18n.set_language(code)
        base = rules_plain(RuleSet(), 4)
        for name, (value, phrases) in changes.items():
            text = rules_plain(RuleSet().with_toggle(name, value), 4)
            assert text != base and phrases[code] in text, (code, name)
    i18n.set_language("it")
    text = rules_plain(RuleSet(), 4)
    assert "«Je joue» (gioco)" in text and "«Contre» (contro)" in text
    assert "La vole (tutte e cinque le prese)" in text
    assert "jetons (gettoni)" in text and "la Curieuse, la «curiosa»" in text
    i18n.set_language("es")
    assert "«Je passe» (paso)" in rules_plain(RuleSet(), 4)


@pytest.mark.parametrize("code", ["fr", "it", "es"])
def test_no_english_sentence_is_left_on_the_rules_page(code):
    """Every block of every preset and every toggle's branch is translated (the shared
    introduction under the title apart)."""
    variants = [preset(p) for p in ("le_gras_1739", "cotton_1674", "cady_1896")]
    variants += [RuleSet().with_toggle("contre", False), RuleSet().with_toggle("curieuse", 0),
                 RuleSet().with_toggle("curieuse", 3), preset("cotton_1674").with_toggle("ace_high", True)]
    for rules in variants:
        for players in (3, 5, 7):
            i18n.set_language("en")
            english = rules_blocks(rules, players)
            i18n.set_language(code)
            translated = rules_blocks(rules, players)
            assert [kind for kind, _ in translated] == [kind for kind, _ in english]
            for (kind, theirs), (_, ours) in list(zip(translated, english))[2:]:
                assert theirs != ours, (code, rules.preset, ours)


def test_english_is_unchanged():
    i18n.set_language("en")
    text = rules_plain(RuleSet(), 4)
    assert text.startswith("The rules of Bête, after Le Gras (1739)")
    assert "Until someone says “Je joue” (I play), a player may say “Je joue” or “Je passe” (I pass)" in text
    assert "K Q J A 10 9 8 7" in text and "packets of 2, then 3" in text
    assert [words.under_the_dish(n) for n in (0, 1)] == ["0 fiches under the dish", "1 fiche under the dish"]
    assert words.heap("game", 4) == "Game: 4 jetons"
    assert games.preset_name(preset("cotton_1674")) == "Cotton's Beast, 1674"
    assert words.call_prompt(None, False, Card.parse("KS")) == "Your call: trumps are spades (King of spades turned)"
