"""Bésigue in the players' languages: the news of a deal dealt from a fixed seed told in
French, the rules page following the toggles in French, the settings' values in Italian,
counts in their plural, and the English unchanged where the person is the subject."""
from __future__ import annotations

import random

import pytest

from game import i18n
from game.engine import Session
from game.engine.besigue import NO_MELD, BesigueRules, Meld, MeldKind, Seven, parse_card
from game.engine.cards import cards_in
from game.ui import games
from game.ui.besigue import hints, words
from game.ui.besigue.rules import rules_blocks

NAMES = ["You", "Anne"]
NBSP = "\u00a0"


@pytest.fixture(autouse=True)
def english_after():
    """Each test leaves the app in English (the tests' language)."""
    yield
    i18n.follow("en")


def seed_two_deal():
    """The first deal of seed 2, played out at random: Anne changes her seven of hearts for the
    turn-up (the queen), then marries in diamonds; nobody reaches the target."""
    deal = Session(BesigueRules(), 2, 2).next_deal()
    deal.play_out(random.Random(2).random)
    return deal


def page(rules: BesigueRules) -> str:
    return " ".join(text for _, text in rules_blocks(rules))


def cards(*codes: str) -> int:
    return sum(1 << parse_card(c) for c in codes)


def test_a_deal_from_a_fixed_seed_is_told_in_french():
    deal = seed_two_deal()
    exchanged, married = deal.declarations[0], deal.declarations[1]
    i18n.set_language("fr")
    seven = cards_in(exchanged.from_hand)[0]
    assert words.seven_exchanged("Anne", seven, exchanged.took) == f"Anne échange le 7♥ contre la retourne, la D♥{NBSP}: 10"
    meld = Meld(MeldKind(married.what), married.from_hand | married.from_table)
    assert words.shows("Anne", meld) == f"Anne annonce un mariage à carreau{NBSP}: 20"
    assert words.shows("You", meld) == f"Vous annoncez un mariage à carreau{NBSP}: 20"
    assert words.meld_label(meld) == "Mariage à carreau — 20"
    line = words.headline(deal, NAMES)
    assert line.startswith("Personne n'a atteint ")
    assert line.endswith(f"{NBSP}: les scores se reportent à la donne suivante (Vous 60, Anne 170)")
    assert words.made_line(deal, NAMES, 0) == f"Vous{NBSP}: 20 en combinaisons et sept, 40 en as et dix"


def test_the_game_taken_is_told_for_the_person_and_for_a_named_player_in_french():
    deal = seed_two_deal()
    deal.winner, deal.how, deal.scores = 1, "claim", [640, 810]
    i18n.set_language("fr")
    assert words.headline(deal, NAMES) == "Anne atteint 810 après une levée gagnée et remporte la partie"
    deal.winner, deal.how = 0, "hand_end"
    assert words.headline(deal, NAMES) == ("Vous avez le plus gros total, 640 contre 810 pour Anne, et remportez "
                                           "la partie")
    deal.winner = 1
    assert words.headline(deal, NAMES) == ("Anne a le plus gros total, 810 contre 640 pour vous, et remporte "
                                           "la partie")


def test_the_french_rules_page_follows_the_toggles():
    i18n.set_language("fr")
    boussac = page(BesigueRules())
    assert boussac.startswith("Les règles du bésigue, d'après Boussac (1896)")
    assert "la dame de pique et le valet de carreau, quel que soit l'atout" in boussac
    assert "Quinte majeure d'atout" in boussac and "Une quinte majeure dans une couleur" not in boussac
    assert f"l'autre sept d'atout peut être montré après une levée gagnée{NBSP}: 10." in boussac
    assert "les brisques" in boussac
    played = page(BesigueRules().with_toggles({"second_seven": "play", "plain_sequence": 150}))
    assert "Chaque sept d'atout marque aussi 10 pour le joueur qui le joue" in played
    assert "l'autre sept d'atout peut être montré" not in played
    assert "L'autre sept d'atout ne marque rien." in page(BesigueRules().with_toggles({"second_seven": "none"}))
    assert f"Une quinte majeure dans une couleur qui n'est pas l'atout{NBSP}: 150." in played
    no_turn_up = page(BesigueRules().with_toggles({"turn_up": False, "hand_size": 10}))
    assert "On ne retourne aucune carte" in no_turn_up and "Sans retourne, aucun sept d'atout ne marque." in no_turn_up
    assert "Chaque joueur reçoit 10 cartes" in no_turn_up and "les 10 dernières levées" in no_turn_up
    assert "Chaque sept d'atout marque aussi" not in no_turn_up


def test_the_rules_page_is_translated_whole_in_every_language():
    """No paragraph of any preset's page is left in English."""
    for code in ("fr", "it", "es"):
        for rules in BesigueRules.PRESETS.values():
            i18n.set_language("en")
            english = rules_blocks(rules)
            i18n.set_language(code)
            for (kind, theirs), (_, ours) in zip(rules_blocks(rules)[2:], english[2:]):  # past the shared intro
                assert theirs != ours or kind == "li" and theirs.startswith("Bésigue"), (code, theirs)


def test_the_toggles_values_and_presets_read_in_italian():
    ui = games.ui("besigue")
    i18n.set_language("it")
    assert ui.value_word("second_seven", "declare") == "10 se mostrato"
    assert ui.value_word("besigue_pair", "classic") == "D♠ e F♦"
    assert ui.value_word("draw_order", "fixed") == "chi vince la prima presa"
    assert ui.value_word("target", 1500).startswith("ai 1")
    assert ui.value_word("deal_packets", "3-2-3") == "3, 2, 3"
    assert ui.preset_name("sans_retourne") == "Senza carta scoperta"
    assert ui.outcome_words["hand_end"] == "partita, al totale più alto"
    i18n.set_language("en")
    assert ui.value_word("second_seven", "declare") == "10 when shown"
    assert ui.value_word("target", 1500) == "1,500 up"


def test_counts_take_their_plural():
    i18n.set_language("it")
    assert words.brisques("Anne", 1, 10) == "Le brisques di Anne: 1 asso o dieci, 10"
    assert words.brisques("Anne", 7, 70) == "Le brisques di Anne: 7 assi e dieci, 70"
    assert words.brisques("You", 0, 0) == "Le tue brisques: nessuna"
    assert words.games_won(1) == "1 partita vinta" and words.games_won(3) == "3 partite vinte"
    i18n.set_language("fr")
    assert words.games_won(0) == "aucune partie gagnée"
    assert words.games_won(1) == "1 partie gagnée" and words.games_won(2) == "2 parties gagnées"
    assert words.stock_tip(1, None, -1) == f"Le talon{NBSP}: 1 carte, prise après chaque levée"
    assert words.stock_tip(17, None, 1) == f"Le talon{NBSP}: 17 cartes, prises après chaque levée{NBSP}; atout cœur"


def test_the_hint_and_the_sevens_in_spanish():
    i18n.set_language("es")
    four = Meld(MeldKind.FOUR_KINGS, cards("KS.1", "KH.1", "KD.1", "KC.1"))
    assert hints.choice(four) == "cantar cuatro reyes (80)"
    assert hints.choice(Seven("exchange", parse_card("7C.1"))) == "cambiar el 7♣ por la muestra (10)"
    assert hints.choice(NO_MELD) == "no cantar nada ahora"
    assert words.seven_played("Anne", parse_card("7S.2")) == "Anne juega el 7♠, un siete de triunfo: 10"
    assert words.last_trick("You") == "Haces la última baza: 10"


def test_english_says_the_person_as_it_did():
    four = Meld(MeldKind.FOUR_ACES, cards("AS.1", "AH.1", "AD.1", "AC.1"))
    assert words.shows("You", four) == "You show four aces: 100"
    assert words.shows("Bruno", four) == "Bruno shows four aces: 100"
    assert words.upcard_seven("You") == "The turn-up is a seven: 10 to you, the dealer"
    assert words.brisques("You", 7, 70) == "Your brisques: 7 aces and tens, 70"
    assert words.marriage_fixes("Anne", 1) == "Anne's marriage fixes trumps: hearts"
    assert words.seven_exchanged("You", parse_card("7H.1"), parse_card("10H.2")) == \
        "You change the 7♥ for the turn-up, the 10♥: 10"
    deal = seed_two_deal()
    deal.winner, deal.how, deal.scores = 0, "last_trick_tie_break", [1020, 1010]
    assert words.headline(deal, NAMES) == "Both reach 1,000: you won the last trick and take the game"


BESIGUE_MODULES = ("declare", "hints", "layout", "moves", "pad", "panels", "part", "rules", "signs", "table_melds",
                   "toggle_words", "words")


@pytest.mark.parametrize("module", BESIGUE_MODULES)
def test_what_the_table_tells_passes_through_the_catalogs(module):
    """Beyond the drawing calls tests/test_i18n.py watches: a line told on the cloth, a toast,
    a key's help and a rules block are never a bare English literal in Bésigue's modules."""
    import ast
    import sys
    from pathlib import Path

    root = Path(__file__).resolve().parents[1]
    sys.path.insert(0, str(root / "tests"))
    from test_i18n import _bare_words

    told = {"tell": 0, "toast": 0, "Binding": 0, "h2": 0, "p": 0, "li": 0, "RulesPage": 0, "Row": 0}
    tree = ast.parse((root / "game/ui/besigue" / f"{module}.py").read_text(encoding="utf-8"))
    bare = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call):
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            if name in told and len(node.args) > told[name]:
                bare += [f"{module}:{node.lineno}: {w!r}" for w in _bare_words(node.args[told[name]])]
    assert not bare, "\n".join(bare)
