"""The rules screen's text is generated from the RuleSet and follows every toggle."""
from __future__ import annotations

from game.engine.bete import RuleSet, preset
from game.ui.bete.words import POTS, headline
from game.ui.rules_text import rules_plain
from game.ui.grammar import subject
from game.ui.words import grouped_lines
from game.engine import Transfer


def test_default_rules_describe_le_gras() -> None:
    text = rules_plain(RuleSet(), 4)
    assert "Le Gras (1739)" in text
    assert "K Q J A 10 9 8 7 6" in text
    assert "Contre" in text and "Curieuse" in text
    assert "28 cards" in text and "5 jetons" in text


def test_each_toggle_changes_the_text() -> None:
    base = rules_plain(RuleSet(), 4)
    changes = {
        "ace_high": (True, "A K Q J 10 9 8 7 6"),
        "deal_packets": ("2+2+1", "packets of 2, then 2, then 1"),
        "fiche_value": (10, "a fiche is worth 10 jetons"),
        "purse": (200, "begins with 200 jetons"),
        "curieuse": (0, "If everyone passes, the deal is thrown in"),
        "contre": (False, "There is no contre"),
        "beast_heaps": (True, "three heaps"),
    }
    for name, (value, phrase) in changes.items():
        text = rules_plain(RuleSet().with_toggle(name, value), 4)
        assert text != base, name
        assert phrase in text, (name, phrase)
    assert set(changes) | {"preset"} == {t.name for t in RuleSet.toggles()}


def test_presets_and_players() -> None:
    assert "three heaps" in rules_plain(preset("cotton_1674"), 3)
    assert "Cady" in rules_plain(preset("cady_1896"), 5)
    assert "32 cards" in rules_plain(RuleSet(), 5) and "36 cards" in rules_plain(RuleSet(), 7)


def test_words_agree_with_the_person() -> None:
    assert [subject(name, "You take the trick", "{name} takes the trick") for name in ("You", "Anne")] == \
        ["You take the trick", "Anne takes the trick"]
    names = ["You", "Anne", "Bruno", "Claire"]
    lines = grouped_lines([Transfer(s, "game", 1, "stake for the Curieuse") for s in range(4)]
                          + [Transfer("king", 1, 4, "the King of trumps")], names, POTS)
    assert lines[0] == "everyone → the game: 1 each  (stake for the Curieuse)"
    assert lines[1].startswith("the King → Anne: 4")


def test_headline_of_a_played_deal() -> None:
    import random

    from game.engine import Session

    for seed in range(40):
        session = Session(RuleSet(), 4, seed)
        deal = session.next_deal()
        deal.play_out(random.Random(seed).random)
        line = headline(deal, ["You", "Anne", "Bruno", "Claire"])
        assert line and "You takes" not in line and "You makes" not in line and "You wins" not in line


# ------------------------------------------------------------------ Bestia
def test_bestia_default_rules_describe_the_rome_game() -> None:
    from game.engine.bestia import BestiaRules

    text = rules_plain(BestiaRules(), 4)
    assert "Bestia as played near Rome" in text
    assert "A 3 K Q J 7 6 5 4 2" in text and "40 cards" in text
    assert "Knock (busso)" in text and "Terzo se devo" in text and "in bestia" in text
    assert "a fifth of the pool" in text and "5 jetons into the pool" in text


def test_each_bestia_toggle_changes_the_text() -> None:
    from game.engine.bestia import BestiaRules

    base_rules = BestiaRules()
    base = rules_plain(base_rules, 4)
    changes = {
        "ante": (3, "puts 3 jetons into the pool"),
        "play_stake": (2, "pays 2 more"),
        "purse": (200, "begins with 200 jetons"),
        "max_circuits": (2, "after 2 full circuits"),
        "must_trump_anyway": (True, "you must still play a trump"),
        "lead_trump_ace": (True, "must lead it"),
        "lead_top_trump": (True, "highest trump still out"),
        "briscola_rubata": (True, "Briscola rubata"),
        "mano_a_fidarsi": (True, "Mano a fidarsi"),
        "un_perdere": (True, "Un perdere"),
        "giro_a_tre": (True, "a third of the pool"),
        "tre_carte_senza_piegare": (2, "The first 2 deals"),
        "terzo_obbligatorio": (True, "Terzo obbligatorio"),
        "un_giro": (True, "up to four cards"),
        "vincitore_prende_tutto": (True, "Winner takes all"),
        "col_buco": (True, "the buco"),
    }
    for name, (value, phrase) in changes.items():
        text = rules_plain(base_rules.with_toggle(name, value), 4)
        assert text != base and phrase in text, (name, phrase)
    # the options of other toggles
    fidarsi = base_rules.with_toggle("mano_a_fidarsi", True)
    assert "without exchange" in rules_plain(fidarsi.with_toggle("mano_a_fidarsi_no_exchange", True), 4)
    perdere = base_rules.with_toggle("un_perdere", True)
    assert "takes 1/3 of the pool" in rules_plain(perdere.with_toggle("un_perdere_part", "1/3"), 4)
    options = {"preset", "mano_a_fidarsi_no_exchange", "un_perdere_part"}
    assert set(changes) | options == {t.name for t in BestiaRules.toggles()}


def test_bestia_presets_and_players() -> None:
    from game.engine.bestia import BESTIA_PRESETS

    for name, rules in BESTIA_PRESETS.items():
        assert rules_plain(rules, 5).startswith("The rules of Bestia"), name
    assert "this table seats 6" in rules_plain(BESTIA_PRESETS["bestia_roma"], 6)
