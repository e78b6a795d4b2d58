"""The table's words in the player's language (issue 18): the line above the hand, a seat's
tooltip, the sentences whose subject is a player, the payments, the expert's facts with
their plurals, and the table's numbers written as each language writes them."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from game import i18n
from game.ai.facts import Fact
from game.ai.hint import Hint, HintChoice
from game.engine import Card, Suit, Transfer
from game.settings import Settings
from game.ui import hint_words, words
from game.ui.account import JETONS, POINTS
from game.ui.games import ui

NB, NNB = "\u00a0", "\u202f"  # French: before a colon, in « »; in 1 000
NAMES = ["You", "Anne", "Bruno", "Claire"]


@pytest.fixture(autouse=True)
def english_after():
    """Each test leaves the app in English (the tests' language)."""
    yield
    i18n.follow("en")


def test_the_line_above_the_hand_asks_for_a_card_in_french() -> None:
    i18n.set_language("fr")
    assert words.your_turn(3, lead=False) == f"À vous{NB}: jouez une carte (1–3 ou clic)"
    assert words.your_turn(1, lead=True) == f"À vous d'entamer{NB}: jouez une carte (1 ou clic)"
    assert words.waits_for("Claire") == "Claire réfléchit"


def test_the_english_lines_are_as_they_were() -> None:
    assert words.your_turn(3, lead=False) == "Your turn: play a card (1–3 or click)"
    assert words.takes_trick("You") == "You take the trick" and words.takes_trick("Anne") == "Anne takes the trick"
    assert words.first_dealer("You") == "You draw a King and deal first"
    assert words.last_trick("You") == "The last trick, won by you"
    assert words.seat_tip("Anne", 93, 1, "Je passe", True) == "Anne: 93 jetons  ·  1 trick  ·  said “Je passe”  ·  the dealer"
    assert words.score_of(640, 1000) == "640 of 1,000" and words.deal_number(3, 4, "") == "Deal 3 of 4"


def test_a_seat_tip_in_french_names_the_person_and_counts_in_french() -> None:
    i18n.set_language("fr")
    tip = words.seat_tip("You", 1000, 1, "Je passe", True)
    assert tip == f"Vous{NB}: 1{NNB}000 jetons  ·  1 levée  ·  dernière annonce{NB}: «{NB}Je passe{NB}»  ·  le donneur"
    assert words.seat_tip("Anne", 0, 0, "", False) == f"Anne{NB}: 0 jeton  ·  aucune levée"


def test_a_player_as_subject_takes_the_verb_of_each_language() -> None:
    i18n.set_language("fr")
    assert words.takes_trick("You") == "Vous remportez la levée"
    assert words.takes_trick("Bruno") == "Bruno remporte la levée"
    assert words.first_dealer("Claire") == "Claire tire un Roi et fait la première donne"
    i18n.set_language("it")
    assert words.takes_trick("You") == "Prendi tu la presa"
    assert words.last_trick("Anne") == "L'ultima presa, vinta da Anne"
    i18n.set_language("es")
    assert words.takes_trick("You") == "Te llevas la baza"
    assert words.game_to(2, "You") == "Partida 2 para ti"


def test_the_tables_numbers_in_french() -> None:
    """A score sheet's 1,000 is 1 000 in French, a purse's change too, a deal and its number."""
    i18n.set_language("fr")
    assert words.figure(1000) == f"1{NNB}000"
    assert words.score_of(640, 1000) == f"640 sur 1{NNB}000"
    assert words.points(1500) == f"1{NNB}500 points" and words.points(1) == "1 point"
    assert words.deal_number(3, 4, "") == "Donne 3 sur 4"
    assert JETONS.figures({"purses_after": [1200, -5, 80, 0]}, NAMES) == f"Vous 1{NNB}200  Anne −5  Bruno 80  Claire 0"
    assert POINTS.plot_title == "Les points, donne par donne, face à l'objectif"


def test_payments_in_french_and_spanish() -> None:
    stakes = [Transfer(s, "game", 1, "the share-out at the end of the session") for s in range(4)]
    i18n.set_language("fr")
    lines = words.grouped_lines(stakes + [Transfer("game", 0, 1200, "gathered for the share-out")], NAMES,
                                {"game": "the game"})  # Bête's pot, marked in its words
    assert lines[0] == f"tout le monde → le jeu{NB}: 1 chacun  (le partage à la fin de la séance)"
    assert lines[1] == f"le jeu → Vous{NB}: 1{NNB}200  (rassemblé pour le partage)"
    i18n.set_language("es")
    three = words.grouped_lines(stakes[:3], NAMES + ["Denis"], {})
    assert three == ["Tú, Anne y Bruno → game: 1 cada uno  (el reparto al final de la sesión)"]
    assert words.outcome_word("session_end", {}) == "reparto"


def _facts() -> Hint:
    facts = (Fact(1, "void", 2, Suit.parse("H")), Fact(2, "void", 2, Suit.parse("H")),
             Fact(3, "no_trump_above", 3, None, Card.parse("KS")))
    return Hint(0, (), facts, ({"seat": 3, "count": 2.5}, {"seat": 2, "count": 1.0}), game="bestia")


def test_the_hint_facts_in_italian_with_a_plural() -> None:
    i18n.set_language("it")
    assert hint_words.fact_lines(_facts(), NAMES, 0) == [
        "Anne e Bruno non hanno più cuori dalla presa 2",
        "Claire non ha briscole sopra il Re di picche dalla presa 3",
        "Claire ha ancora 2,5 briscole in media, secondo le ipotesi dell'esperto",
        "Bruno ha ancora 1 briscola in media, secondo le ipotesi dell'esperto",
    ]


def test_the_hint_facts_in_english_are_as_they_were() -> None:
    assert hint_words.fact_lines(_facts(), NAMES, 0) == [
        "Anne and Bruno have no hearts since trick 2",
        "Claire has no trump above the King of spades since trick 3",
        "Claire still holds 2.5 trumps on average, by the expert's guesses",
        "Bruno still holds 1 trump on average, by the expert's guesses",
    ]


def test_a_hint_choice_in_french_counts_its_chance_and_its_jetons() -> None:
    i18n.set_language("fr")
    hint = Hint(0, (HintChoice(Card.parse("QH"), -1.25, 0.01, 50), HintChoice(Card.parse("7S"), -1.5, 0.4, 50),
                    HintChoice(Card.parse("8S"), -1.3, 0.3, 50, close=True)), ())
    best, other, close = hint_words.choice_lines(hint, ui("bete").hint)
    assert best.startswith(f"Meilleur{NB}: jouer la Dame de cœur — −1,2 jetons en moyenne, ") and best.endswith(" 1 fois sur 100")
    assert other.startswith(f"Ou{NB}: jouer le 7 de pique — −1,5 jetons en moyenne")
    assert close.startswith(f"Aussi bon, autant que l'expert puisse en juger{NB}: jouer le 8 de pique")


def test_the_table_in_french_asks_the_person_and_names_the_seat_vous(home: Path) -> None:
    """At a real table, the draw for the first dealer is told in French and the person's
    seat is "Vous" on its tooltip."""
    from game.ui.app import App
    from game.ui.table.scene import TableScene
    from game.ui.title_scene import TitleScene

    i18n.set_language("fr")
    settings = Settings(animation="instant", ai_pause=0.0, opponents="heuristic").with_players(4)
    app = App(settings, size=(960, 600), seed=5, save_settings=False)
    i18n.set_language("fr")
    try:
        app.push(TitleScene(app))
        table = TableScene(app, seed=5)
        app.push(table)

        def waiting(app: App) -> None:
            if table.flow.waiting_for_human():
                app.quit()

        app.hooks.append(waiting)
        app.run(max_seconds=30)
        assert table.flow.waiting_for_human()
        told = [say() for _n, _kind, say in table.flow.log]
        assert any("un Roi et fai" in text and "la première donne" in text for text in told), told
        tip = table.panels.tooltip(table.places.layout.seats[0].plate.center, {}, [0] * 4)
        assert tip.startswith(f"Vous{NB}: ")
        table.draw(app.screen)  # the table draws its French words
        assert words.dealer(table.flow.names[table.flow.deal.dealer]) in (f"donneur{NB}: Anne", f"donneur{NB}: Bruno",
                                                                          f"donneur{NB}: Claire", "vous donnez")
    finally:
        app.close()
        pygame.quit()


def test_french_thousands_are_set_with_their_figures() -> None:
    """The narrow no-break space of 1 000 goes with the figures' face (the words' italic
    face has no such glyph and would draw a box)."""
    from game.ui.typeset import runs

    parts = runs(f"Donne 3{NB}: 1{NNB}000 points", "words", "figures")
    assert [kind for kind, _chunk in parts] == ["words", "figures", "words", "figures", "words"]
    assert parts[3] == ("figures", f"1{NNB}000")


def test_the_rules_page_promises_in_spanish_that_it_is_the_tables_own() -> None:
    from game.ui.rules_page import RulesPage

    i18n.set_language("es")
    assert RulesPage("Bête").blocks[1] == ("p", "Estas son las reglas exactamente como esta mesa las juega con los "
                                                "ajustes elegidos ahora. Cambia una regla en Ajustes y esta página "
                                                "cambia con ella.")
    i18n.set_language("en")
    assert RulesPage("Bête").blocks[1][1].startswith("These are the rules exactly as this table plays them")


@pytest.mark.parametrize("game,players", [("bete", 4), ("bestia", 5), ("mouche", 4), ("besigue", 2)])
def test_what_the_table_said_is_said_again_in_a_language_chosen_mid_deal(home: Path, game: str,
                                                                         players: int) -> None:
    """The passing news, the talk log (W), the bubbles and the words on the plates are kept as
    what says them: turned to French mid-deal, the table says none of them in English."""
    import screen_frames as sf

    heard: dict[str, tuple] = {}

    def seen(app, moment: str) -> None:
        if moment != "result" or heard:
            return
        table = app.scene
        flow, part = table.flow, table.part

        def said() -> tuple:
            return (flow.deal_log(), flow.news_line(), table.animator.bubble_words(),
                    [part.role(seat) for seat in range(flow.n)])

        heard["en"] = said()
        i18n.follow("fr")
        heard["fr"] = said()
        i18n.follow("en")
        heard["again"] = said()

    sf.play_table(game, players, {}, seen=seen)
    assert heard, "the deal did not end"
    (log_en, news_en, bubbles_en, roles_en), (log_fr, news_fr, bubbles_fr, roles_fr) = heard["en"], heard["fr"]
    assert heard["again"] == heard["en"]
    news = [(en, fr) for (kind, en), (_k, fr) in zip(log_en, log_fr) if kind == "news"]
    assert news and all(en != fr for en, fr in news), news
    assert news_en is None or news_en != news_fr
    changed = [seat for seat, role in enumerate(roles_en) if role and role != roles_fr[seat]]
    assert changed or not any(roles_en), (roles_en, roles_fr)
    assert bubbles_en.keys() == bubbles_fr.keys()
