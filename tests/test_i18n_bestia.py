"""Bestia in the players' languages: a deal told in French and Italian as in English, the
rules page following the toggles in every language, plurals counted per language, and the
game's Italian words (busso, passo, in bestia) kept Italian everywhere."""
from __future__ import annotations

import random

import pytest

from game import i18n
from game.engine import Session
from game.engine.bestia import BESTIA_PRESETS, BestiaRules, Talk
from game.ui import words as table_words
from game.ui.bestia import words
from game.ui.bestia.hints import choice
from game.ui.bestia.rules import rules_blocks
from game.ui.bestia.spec import UI

NAMES = ["You", "Anne", "Bruno", "Claire"]
LANGUAGES = ("fr", "it", "es")


@pytest.fixture(autouse=True)
def english_after():
    """Each test leaves the app in English (the tests' language)."""
    yield
    i18n.follow("en")


def played(seed: int, preset: str = "bestia_roma"):
    """The first deal of a four-player session, played out at random from ``seed``."""
    session = Session(BESTIA_PRESETS[preset], 4, seed, deals=3)
    deal = session.next_deal()
    deal.play_out(random.Random(seed).random)
    return deal


def text(rules: BestiaRules, players: int = 4) -> str:
    return "\n".join(block[1] for block in rules_blocks(rules, players))


# ----------------------------------------------------------------------------- a deal told
def test_a_deal_where_the_person_and_the_knocker_go_in_bestia_in_english():
    """Seed 0: Claire knocked and took no trick, nor did the person; the English is the table's as before."""
    deal = played(0)
    assert table_words.you(words.headline(deal, NAMES)) == (
        "The pool of 20 is shared by tricks: Anne 2, Bruno 3; you go bestia; Claire goes bestia")
    assert words.result_lines(deal, NAMES) == [
        "You go bestia: you pay 20 jetons into the next pool",
        "Claire goes bestia: she pays the pool and a half as the knocker, 30 jetons into the next pool"]


def test_the_same_deal_in_french():
    i18n.set_language("fr")
    deal = played(0)
    assert words.headline(deal, NAMES) == (
        "La poule de 20 est partagée aux levées\u00a0: Anne 2, Bruno 3\u00a0; vous allez in bestia\u00a0; "
        "Claire va in bestia")
    assert words.result_lines(deal, NAMES) == [
        "Vous allez in bestia\u00a0: vous payez 20 jetons à la poule suivante",
        "Claire va in bestia\u00a0: ayant bussato, elle paie la poule et demie, 30 jetons, à la poule suivante"]


def test_a_deal_where_the_person_knocked_and_went_in_bestia_in_italian():
    """Seed 10: the person knocked and took no trick; Bruno took none either."""
    i18n.set_language("it")
    deal = played(10)
    assert deal.knocker == 0
    assert words.headline(deal, NAMES) == (
        "Il piatto di 20 si spartisce a prese: Anne 3, Claire 2; tu vai in bestia; Bruno va in bestia")
    assert words.result_lines(deal, NAMES) == [
        "Vai in bestia: avendo bussato, paghi il piatto e mezzo, 30 jetons, nel prossimo piatto",
        "Bruno va in bestia: paga 20 jetons nel prossimo piatto"]


def test_the_knockers_reward_is_said_with_its_reason_in_italian():
    """Seed 1: Bruno knocked and took most tricks: he antes half next deal."""
    i18n.set_language("it")
    lines = words.result_lines(played(1), NAMES)
    assert lines[-1] == ("Alla prossima mano Bruno mette 3 jetons d'invito "
                         "(il premio di chi ha bussato: metà dell'invito)")


def test_the_payments_reasons_and_the_pool_are_read_in_the_language():
    i18n.set_language("fr")
    assert words.WHYS.get("a fifth of the pool for trick 2", "") == "un cinquième de la poule pour la levée 2"
    assert words.WHYS.get("in bestia: the whole pool", "") == "in bestia\u00a0: toute la poule"
    assert words.WHYS.get("not a reason", "as it is") == "as it is"
    i18n.set_language("it")
    assert words.POTS["pool"] == "il piatto" and words.OUTCOMES["shared"] == "spartizione a prese"
    assert UI.preset_name("bestia_roma") == "Roma" and UI.preset_name("bestia_col_buco") == "Col buco"
    i18n.set_language("en")
    assert words.WHYS.get("a third of the pool for trick 3", "") == "a third of the pool for trick 3"


# ----------------------------------------------------------------------------- the talk
def test_the_talk_keeps_its_italian_words_in_every_language():
    """The bubbles are what the players say, in Italian; the buttons gloss busso and passo
    in the player's language, as the English does, and say them plainly in Italian."""
    assert words.BUBBLES["knock"] == "Busso!" and words.IN_BESTIA == "in bestia"
    expected = {"en": ("Knock (busso)", "Fold (passo)", "Play (gioco)"),
                "fr": ("Frapper (busso)", "Passer (passo)", "Jouer (gioco)"),
                "it": ("Busso", "Passo", "Gioco"),
                "es": ("Golpear (busso)", "Retirarse (passo)", "Jugar (gioco)")}
    for code, buttons in expected.items():
        i18n.set_language(code)
        assert (i18n._(words.KNOCK), i18n._(words.FOLD), words.play_label(0)) == buttons
        assert "busso" in choice(Talk.KNOCK).lower()


def test_the_prompt_lists_the_words_in_the_language():
    said = [words.PROMPT_WORDS[Talk.FOLD], words.PROMPT_WORDS[Talk.KNOCK], words.PROMPT_WORDS[Talk.TERZO]]
    assert words.talk_prompt(said, True, 5) == (
        "Your turn to speak: play, fold, knock or terzo se devo (pick up to 5 cards to change first)")
    i18n.set_language("es")
    assert words.talk_prompt(said, True, 1) == (
        "Te toca hablar: jugar, retirarte, bussare o terzo se devo (elige antes hasta 1 carta para cambiar)")
    i18n.set_language("fr")
    assert words.talk_prompt(said[:1], False, 0) == "À vous de parler\u00a0: passer"


def test_a_plural_in_italian_and_in_french():
    """Italian counts only 1 as singular, French 0 and 1."""
    i18n.set_language("it")
    assert [words.at_most(n) for n in (1, 3)] == ["Puoi cambiare al massimo 1 carta",
                                                  "Puoi cambiare al massimo 3 carte"]
    assert [words.laid_down(n) for n in (1, 4)] == ["1 scartata", "4 scartate"]
    i18n.set_language("fr")
    assert [words.laid_down(n) for n in (1, 2)] == ["1 écartée", "2 écartées"]
    assert words.knocked_line("Anne", True, 2) == (
        "La parole a fait 2 tours\u00a0: la règle bussa pour Anne\u00a0; tous ceux qui n'ont pas encore parlé "
        "jouent les cartes données")


def test_numbers_are_written_for_the_language():
    i18n.set_language("fr")
    assert words.pool(1500) == "Poule\u00a0: 1\u202f500 jetons"
    i18n.set_language("es")
    assert words.pool(1500) == "Bote: 1500 jetons"  # Spanish groups from five figures on
    assert words.pool(15000) == "Bote: 15.000 jetons"


# ----------------------------------------------------------------------------- the rules page
def test_the_italian_rules_page_follows_the_toggles():
    i18n.set_language("it")
    roma = BESTIA_PRESETS["bestia_roma"]
    plain = text(roma)
    assert "Terzo obbligatorio" not in plain and "Briscola rubata" not in plain
    assert "dopo 3 giri completi il prossimo a parlare deve bussare" in plain
    strict = text(roma.with_toggles({"terzo_obbligatorio": True, "briscola_rubata": True, "max_circuits": 1}))
    assert "Terzo obbligatorio: devono giocare almeno in tre" in strict
    assert "Briscola rubata: prima della parola, il mazziere può rubare la briscola girata" in strict
    assert "dopo 1 giro completo il prossimo a parlare deve bussare" in strict
    assert "Le regole della Bestia col buco" in text(BESTIA_PRESETS["bestia_col_buco"])


def test_the_french_rules_page_says_what_trumping_anyway_means_only_when_it_is_on():
    i18n.set_language("fr")
    roma = BESTIA_PRESETS["bestia_roma"]
    anyway = "vous devez quand même jouer un atout si vous en avez un"
    assert anyway not in text(roma) and "sinon, jouez n'importe quelle carte" in text(roma)
    assert anyway in text(roma.with_toggles({"must_trump_anyway": True}))
    one = text(roma.with_toggles({"tre_carte_senza_piegare": 1}))
    assert "La séance s'ouvre par 1 donne jouée à trois cartes chacun" in one


@pytest.mark.parametrize("code", LANGUAGES)
@pytest.mark.parametrize("preset, toggles", [(name, {}) for name in BESTIA_PRESETS] + [
    ("bestia_roma", {"briscola_rubata": True, "terzo_obbligatorio": True, "play_stake": 2, "lead_trump_ace": True,
                     "lead_top_trump": True, "tre_carte_senza_piegare": 2, "must_trump_anyway": True}),
    ("bestia_roma", {"mano_a_fidarsi": True, "mano_a_fidarsi_no_exchange": True, "un_perdere": True}),
])
def test_every_sentence_of_the_rules_page_is_translated(code, preset, toggles):
    """No block of Bestia's own page is left in English (the shared introduction aside)."""
    rules = BESTIA_PRESETS[preset].with_toggles(toggles)
    english = rules_blocks(rules, 5)
    i18n.set_language(code)
    translated = rules_blocks(rules, 5)
    assert len(translated) == len(english)
    own = [(e, t) for e, t in zip(english, translated) if e[0] != "p" or not e[1].startswith("These are the rules")]
    assert [t for e, t in own if e[1] == t[1]] == []


def test_the_hint_says_the_choices_in_the_language():
    from game.engine import Card
    from game.engine.bestia import Exchange

    cards = [Card.parse("2S"), Card.parse("KH")]
    assert choice(Exchange.of(cards)) == "play, changing the 2 of spades and the King of hearts"
    i18n.set_language("fr")
    assert choice(Talk.FOLD) == "dire «\u00a0Passo (passer)\u00a0»"
    assert choice(Exchange.of(cards)) == "jouer en changeant le 2 de pique et le Roi de cœur"
    i18n.set_language("it")
    assert choice(Talk.KNOCK) == "dire “Busso”" and choice(Exchange(0)) == "giocare le carte che hai"
