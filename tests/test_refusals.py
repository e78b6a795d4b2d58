"""The rules' refusals said in the player's language: every rule the engine can refuse by
has its words, its game's where only its game refuses by it and the shared ones where the
shared engine does; the words in English are the engine's own to the letter for refusals
made by real illegal actions at real deals of every game, and a French, an Italian refusal
read as a player of the language would say it."""
from __future__ import annotations

import ast
import random
from pathlib import Path

import pytest

from game import i18n
from game.engine import IllegalAction, Session
from game.engine.besigue import BESIGUE_PRESETS
from game.engine.bestia import BESTIA_PRESETS
from game.engine.bete import PRESETS
from game.engine.cards import Card
from game.engine.mouche import MOUCHE_PRESETS
from game.engine.phase import Phase
from game.ui import games
from game.ui.refusals import SETTINGS, SHARED, knows, refusal_words, rule_set_words
from game.ui.settings_scene import clash_words
from game.settings import Settings

ENGINE = Path(__file__).resolve().parents[1] / "game" / "engine"
TABLES = [(PRESETS, 4), (BESTIA_PRESETS, 4), (MOUCHE_PRESETS, 4), (BESIGUE_PRESETS, 2)]
GAMES = ["bete", "bestia", "mouche", "besigue"]


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.follow("en")


def raised(kind: str, index: int, where: str | None = None) -> set[str]:
    """The rule ids of every ``kind(...)`` call in the engine (its argument ``index``): in a
    game's package (``where``), or in the shared engine (``where`` None)."""
    found = set()
    games = {p.parent for p in ENGINE.glob("*/spec.py")}
    for path in ENGINE.rglob("*.py"):
        if (path.parent.name != where) if where else path.parent in games:
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == kind and len(node.args) > index:
                argument = node.args[index]
                assert isinstance(argument, ast.Constant), f"{path}:{node.lineno}: a rule id by name, please"
                found.add(argument.value)
    return found


def test_the_shared_engines_refusals_have_their_words_in_the_shared_module():
    rules = raised("IllegalAction", 0)
    assert rules and rules <= set(SHARED), sorted(rules - set(SHARED))
    assert raised("RuleSetError", 1) <= set(SETTINGS)


@pytest.mark.parametrize("game", GAMES)
def test_each_game_words_the_refusals_of_its_own_rules(game):
    """A rule only the game refuses by has its words in the game's package, none in the shared module."""
    ui = games.ui(game)
    rules = raised("IllegalAction", 0, game)
    assert rules <= set(ui.refusals) | set(SHARED), sorted(rules - set(ui.refusals) - set(SHARED))
    assert not set(ui.refusals) - rules, "words for a rule the game never refuses by"
    settings = raised("RuleSetError", 1, game)
    assert settings <= set(ui.setting_refusals) | set(SETTINGS)


def test_no_game_words_a_rule_the_shared_module_words_alike():
    """Where a game's words for a shared rule are the shared ones, it leaves them to the shared module."""
    for game in GAMES:
        for rule, words in games.ui(game).refusals.items():
            assert {w.text for w in words} - {w.text for w in SHARED.get(rule, ())}, (game, rule)


def refusals(rules, players: int, seed: int, deals: int = 2) -> list[IllegalAction]:
    """Illegal actions tried at every step of real deals: each card not legal now, actions
    legal elsewhere (a word in the play, a card in the talk, a meld not open), out of turn."""
    rng = random.Random(seed)
    session = Session(rules, players, seed, deals=deals)
    seen: list = [Card(v) for v in range(104)]
    out: list[IllegalAction] = []
    while session.wants_deal:
        deal = session.next_deal()
        while deal.phase is not Phase.OVER:
            legal = deal.legal_actions()
            seen += [a for a in legal if a not in seen]
            for action in rng.sample(seen, min(len(seen), 14)):
                if action in legal:
                    continue
                with pytest.raises(IllegalAction) as exc:
                    deal.apply(action, deal.to_act)
                out.append(exc.value)
            with pytest.raises(IllegalAction) as exc:
                deal.apply(legal[0], (deal.to_act + 1) % players)
            out.append(exc.value)
            deal.apply(rng.choice(legal))
        with pytest.raises(IllegalAction) as exc:
            deal.apply(seen[0])
        out.append(exc.value)
        session.finish_deal()
    return out


@pytest.mark.parametrize("presets,players,game", [(*t, g) for t, g in zip(TABLES, GAMES)], ids=GAMES)
def test_english_refusals_are_the_engines_words(presets, players, game):
    said: set[str] = set()
    own = games.ui(game).refusals
    for i, rules in enumerate(presets.values()):
        for exc in refusals(rules, players, seed=i + 1):
            assert knows(exc, own), (exc.rule, str(exc), exc.fields)
            assert refusal_words(exc, own) == str(exc)
            said.add(exc.rule)
    assert {"out_of_turn", "deal_over"} <= said and len(said) >= 5, said


def first_refusal(presets, players: int, rule: str) -> IllegalAction:
    for seed in range(1, 40):
        for rules in presets.values():
            for exc in refusals(rules, players, seed, deals=1):
                if exc.rule == rule:
                    return exc
    raise AssertionError(f"no {rule} refusal")


def test_a_card_that_does_not_follow_suit_is_refused_in_french_at_la_bete():
    exc = first_refusal(PRESETS, 4, "follow_suit")
    i18n.set_language("fr")
    said = refusal_words(exc, games.ui("bete").refusals)
    assert said.startswith("vous devez fournir\u00a0: vous avez un "), said
    assert said.split()[-1] in ("pique", "cœur", "carreau", "trèfle")


def test_bestia_refuses_in_italian():
    exc = first_refusal(BESTIA_PRESETS, 4, "follow_suit")
    own = games.ui("bestia").refusals
    i18n.set_language("it")
    said = refusal_words(exc, own)
    assert said.startswith("devi rispondere al seme: hai un"), said
    i18n.set_language("es")
    assert refusal_words(exc, own).startswith("debes asistir: tienes un")


def test_a_card_named_with_its_article_in_the_players_language():
    exc = IllegalAction("lead", "must lead the KH", card=Card.parse("KH"))
    assert refusal_words(exc, {}) == "must lead the KH"
    i18n.set_language("fr")
    assert refusal_words(exc, {}) == "vous devez entamer le Roi de cœur"
    i18n.set_language("it")
    assert refusal_words(exc, {}) == "devi aprire con il Re di cuori"


def test_a_refusal_without_words_here_is_said_in_the_engines_english():
    i18n.set_language("fr")
    assert refusal_words(IllegalAction("new_rule", "a rule added since"), {}) == "a rule added since"
    assert refusal_words(IllegalAction("lead", "must lead the table", card=None), {}) == "must lead the table"


def test_a_rule_of_several_wordings_is_worded_by_its_fields_in_every_language():
    """Bestia's robber may neither fold nor say terzo: the word said picks the wording."""
    from game.engine.bestia.actions import Talk

    own = games.ui("bestia").refusals
    terzo = IllegalAction("robber_no_fold", "you took the trump: you may not say terzo se devo", word=Talk.TERZO)
    fold = IllegalAction("robber_no_fold", "you took the trump: you may not fold", word=Talk.FOLD)
    assert refusal_words(terzo, own) == str(terzo) and refusal_words(fold, own) == str(fold)
    i18n.set_language("fr")
    assert "terzo se devo" in refusal_words(terzo, own) and "terzo" not in refusal_words(fold, own)


@pytest.mark.parametrize("game,changes", [
    ("bestia", [("col_buco", True), ("un_giro", True)]), ("bestia", [("mano_a_fidarsi_no_exchange", True)]),
    ("mouche", [("mistigri_free", True)]), ("besigue", [("hand_size", 9), ("deal_packets", "3-2-3")]),
    ("bete", [("deal_packets", "2+2+1"), ("beast_heaps", True)]),
])
def test_the_settings_refuse_a_combination_in_their_words(game, changes):
    """In English as the Settings said it before (the toggles by their labels); in French
    through the catalogs."""
    settings = Settings(game=game)
    with pytest.raises(ValueError) as exc:
        for name, value in changes:
            settings = settings.with_rule(name, value, game)
    ui = games.ui(game)
    english = rule_set_words(exc.value, ui)
    assert english and english == clash_words(str(exc.value), ui)
    i18n.set_language("fr")
    assert rule_set_words(exc.value, ui) not in ("", english)
