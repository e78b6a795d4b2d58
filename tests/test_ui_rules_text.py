"""The rules screen's text is generated from the RuleSet and follows every toggle."""
from __future__ import annotations

from game.engine import RuleSet, preset
from game.ui.rules_text import rules_plain
from game.ui.words import grouped_lines, headline, v
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
    assert v("You", "takes") == "take" and v("Anne", "takes") == "takes"
    names = ["You", "Anne", "Bruno", "Claire"]
    lines = grouped_lines([Transfer(s, "game", 1, "stake for the Curieuse") for s in range(4)]
                          + [Transfer("king", 1, 4, "the King of trumps")], names)
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
