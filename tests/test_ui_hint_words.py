"""The hint told in words, for both games: the choices as a person would say them and the
facts naming the players, never telling the person about their own hand."""
from __future__ import annotations

from game.ai.hint import Hint, HintChoice
from game.ai.facts import Fact
from game.engine import Card, Suit
from game.engine.bete import Call
from game.engine.bestia import Exchange, Talk
from game.ui import hint_words
from game.ui.games import ui
from game.ui.hint_words import fact_lines

BETE, BESTIA = ui("bete").hint, ui("bestia").hint


def choice_words(action) -> str:
    return hint_words.choice_words(action, BESTIA if isinstance(action, (Exchange, Talk)) else BETE)


def choice_lines(hint: Hint) -> list[str]:
    return hint_words.choice_lines(hint, ui(hint.game).hint)

NAMES = ["You", "Anne", "Bruno", "Claire"]


def test_bete_choices_are_calls_and_cards() -> None:
    assert choice_words(Call.PLAY) == f"say “{Call.PLAY.words}”"
    assert choice_words(Card.parse("KH")) == f"play the {Card.parse('KH').name}"


def test_bestia_talk_and_exchanges_are_said_in_words() -> None:
    assert choice_words(Talk.FOLD) == "say “Passo (fold)”"
    assert choice_words(Exchange(0)) == "play the cards you hold"
    two, four = Card.parse("2S"), Card.parse("4H")
    assert choice_words(Exchange.of([two])) == f"play, changing the {two.name}"
    assert choice_words(Exchange.of([two, four])) == f"play, changing the {two.name} and the {four.name}"


def test_choice_lines_give_jetons_and_the_chance_in_the_games_terms() -> None:
    bete = Hint(0, (HintChoice(Call.PASS, -1.25, 0.4, 100),), ())
    bestia = Hint(0, (HintChoice(Talk.KNOCK, 3.0, 0.62, 100), HintChoice(Exchange(0), 1.0, 0.5, 100)), (),
                  game="bestia")
    assert choice_lines(bete) == [f"Best: say “{Call.PASS.words}” — −1.2 jetons on average, "
                                  "you come out ahead 40 times in 100"]
    lines = choice_lines(bestia)
    assert lines[0].startswith("Best: say “Busso (knock)” — +3.0 jetons") and "come out ahead 62 times" in lines[0]
    assert lines[1].startswith("Or: play the cards you hold")


def test_facts_name_the_players_and_skip_the_person() -> None:
    facts = (Fact(1, "void", 2, Suit.parse("H")), Fact(0, "no_trumps", 1), Fact(2, "no_trumps", 3))
    likely = ({"seat": 3, "count": 2.0}, {"seat": 0, "count": 1.0}, {"seat": 1, "count": 0.0})
    hint = Hint(0, (), facts, likely, game="bestia")
    lines = fact_lines(hint, NAMES, person=0)
    assert lines == [f"Anne has no {Suit.parse('H').noun}s since trick 2", "Bruno has no trumps since trick 3",
                     "Claire still holds 2 trumps on average, by the expert's guesses", "Anne almost surely holds no trump now"]


def test_the_hint_lists_its_choices_in_the_order_of_their_figures() -> None:
    from game.ai.choice import Choice
    from game.ai.hint import hint_choices

    weighed = [Choice(Exchange(0), -2.2, 0.34, 60), Choice(Talk.FOLD, -1.9, 0.0, 60), Choice(Talk.KNOCK, 4.0, 0.7, 60)]
    choices = hint_choices(weighed, 3)
    assert [c.expected_jetons for c in choices] == [4.0, -1.9, -2.2]
    lines = choice_lines(Hint(0, choices, (), game="bestia"))
    assert lines[0].startswith("Best: say “Busso (knock)” — +4.0 jetons")
    assert lines[1].startswith("Or: say “Passo (fold)”") and lines[2].startswith("Or: play the cards you hold")


def test_a_choice_the_worlds_cannot_tell_from_the_best_is_said_to_be_as_good() -> None:
    from game.ai.choice import Choice
    from game.ai.hint import hint_choices

    weighed = [Choice(Talk.KNOCK, 3.0, 0.6, 60), Choice(Talk.FOLD, 2.8, 0.0, 60, shortfall_error=0.5),
               Choice(Exchange(0), -1.0, 0.2, 60, shortfall_error=0.5)]
    choices = hint_choices(weighed, 3)
    assert [c.close for c in choices] == [False, True, False]
    lines = choice_lines(Hint(0, choices, (), game="bestia"))
    assert lines[1].startswith("As good, as far as the expert can tell: say “Passo (fold)”")
    assert lines[2].startswith("Or: play the cards you hold")


def test_one_time_in_a_hundred_is_said_in_the_singular() -> None:
    hint = Hint(0, (HintChoice(Call.PASS, -1.2, 0.01, 50),), ())
    assert choice_lines(hint)[0].endswith("you come out ahead 1 time in 100")


def test_bete_counts_coming_out_ahead_for_every_call_and_card() -> None:
    """The expert counts one chance for a pass, a declarer, a defender, a contre player and
    Cotton's Beast alike: ending the deal better off than at that moment; the words say so."""
    from types import SimpleNamespace

    hint = Hint(0, (HintChoice(Card.parse("KH"), 1.0, 0.5, 50),), ())
    words = ui("bete").hint

    def deal(declarer, contre=None, beast=False):
        return SimpleNamespace(declarer=declarer, contre=contre, rules=SimpleNamespace(beast_heaps=beast))

    for d in (deal(2), deal(0), deal(None), deal(2, contre=0), deal(None, beast=True), None):
        assert hint_words.choice_lines(hint, words, d, 0)[0].endswith("you come out ahead 50 times in 100")


def test_what_several_players_showed_alike_is_said_once() -> None:
    spades = Suit.parse("S")
    facts = (Fact(1, "void", 2, spades), Fact(2, "void", 2, spades), Fact(3, "void", 2, spades),
             Fact(1, "no_trumps", 3), Fact(3, "void", 1, Suit.parse("C")))
    lines = fact_lines(Hint(0, (), facts), NAMES, person=0)
    assert lines == [f"Anne, Bruno and Claire have no {spades.noun}s since trick 2", "Anne has no trumps since trick 3",
                     f"Claire has no {Suit.parse('C').noun}s since trick 1"]
