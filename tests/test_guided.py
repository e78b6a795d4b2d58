"""The guided first deal, the glossary and the glosses: what a newcomer is taught is true to
the rules (the lessons are legal deals of their presets that show the game's moments), said in
every language, and the coach keeps coaching whatever the person chooses."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n
from game.engine.games import spec as engine_spec
from game.settings import Settings
from game.ui import games
from game.ui.guided.coach import Coach, lesson_session, script_seats
from game.ui.rules_text import rules_blocks
from game.ui.table.decision import Choice, DecisionPanel

ROOT = Path(__file__).resolve().parents[1]
GAMES = list(games.GAMES)
LANGUAGES = ("fr", "it", "es")


def translated(text: str, code: str) -> str:
    i18n.set_language(code)
    try:
        return i18n._(text)
    finally:
        i18n.set_language("en")


def played(game: str):
    """The lesson's deal played through its script, and its events by kind."""
    ui = games.ui(game)
    deal = lesson_session(ui).next_deal()
    for code in ui.teaching.lesson.script:
        deal.apply(engine_spec(game).parse_action(code))
    events: dict[str, list] = {}
    for event in deal.events():
        events.setdefault(type(event).__name__, []).append(event)
    return deal, events


def at_the_first_decision(ui):
    """A coach, and the lesson's deal at the person's first decision."""
    coach = Coach(ui)
    deal = lesson_session(ui).next_deal()
    while deal.to_act != 0:
        deal.apply(coach.choose_for(deal, deal.to_act))
    return coach, deal


def other_than(coach: Coach, deal, advice) -> None:
    """The person takes another choice than the coach's ``advice``, and the coach hears of it."""
    other = next(a for a in deal.legal_actions() if a != advice.action)
    deal.apply(other, 0)
    coach.acted(deal, other, advice)


# ----------------------------------------------------------------------------- the lessons
@pytest.mark.parametrize("game", GAMES)
def test_a_lesson_is_a_legal_deal_of_its_preset_played_to_its_end(game: str) -> None:
    ui = games.ui(game)
    lesson = ui.teaching.lesson
    assert lesson.preset in engine_spec(game).rules.PRESETS
    seats = script_seats(ui)  # an illegal action of the script raises
    deal, _ = played(game)
    assert deal.is_over
    assert len(lesson.steps) == seats.count(0), "one step for each of the person's decisions"
    assert all(i < len(lesson.script) for i in lesson.moments)


def test_the_bete_lesson_shows_a_call_a_contre_tricks_won_and_lost_the_dish_fiches_and_the_king() -> None:
    deal, events = played("bete")
    calls = [(e.seat, e.call.value) for e in events["Called"]]
    assert (2, "play") in calls and (0, "contre") in calls
    assert deal.outcome == "contre_win"
    assert 0 in deal.trick_winners and set(deal.trick_winners) - {0}
    paid = [e.transfer for e in events["Paid"]]
    assert any(t.source == "game" and t.target == 0 for t in paid), "the dish's game taken"
    assert any(t.source == "fiches" and t.target == 0 for t in paid), "a fiche from under the dish"
    assert any(t.source == "king" and t.target == 0 for t in paid), "the King pot"


def test_the_bestia_lesson_shows_an_exchange_a_knock_the_pool_shared_and_a_bestia() -> None:
    deal, events = played("bestia")
    assert any(e.seat == 0 for e in events["Discarded"])
    assert (0, "knock") in [(e.seat, e.word) for e in events["Said"]]
    assert deal.outcome == "shared"
    assert [e.seat for e in events["InBestia"]] == [2]


def test_the_mouche_lesson_shows_the_exchange_the_turn_up_robbed_and_a_mouche() -> None:
    deal, events = played("mouche")
    assert [e.seat for e in events["TrumpTaken"]] == [0]
    assert any(e.seat == 0 and e.cards for e in events["Discarded"])
    assert [e.seat for e in events["Mouched"]] == [2]


def test_the_besigue_lesson_shows_a_marriage_the_seven_besigue_the_last_tricks_and_the_brisques() -> None:
    deal, events = played("besigue")
    mine = {e.kind.value for e in events["Melded"] if e.seat == 0}
    assert {"marriage", "besigue"} <= mine
    assert any(e.seat == 0 for e in events["SevenExchanged"])
    assert events["StockExhausted"] and events["LastTrickScored"]
    assert {e.seat for e in events["BrisquesCounted"]} == {0, 1}


# ----------------------------------------------------------------------------- the coach
@pytest.mark.parametrize("game", GAMES)
def test_the_coach_suggests_the_lesson_at_every_decision_of_the_path(game: str) -> None:
    ui = games.ui(game)
    coach = Coach(ui)
    deal = lesson_session(ui).next_deal()
    while not deal.is_over:
        if deal.to_act == 0:
            advice = coach.advice(deal)
            assert advice.say and advice.why
            deal.apply(advice.action, 0)
            coach.acted(deal, advice.action, advice)
        else:
            deal.apply(coach.choose_for(deal, deal.to_act))
    assert not coach.diverged
    assert tuple(engine_spec(game).deal_actions(deal)) == ui.teaching.lesson.script


@pytest.mark.parametrize("game", GAMES)
def test_a_different_choice_is_explained_and_the_coach_goes_on_to_the_end(game: str) -> None:
    ui = games.ui(game)
    coach, deal = at_the_first_decision(ui)
    other_than(coach, deal, coach.advice(deal))
    assert coach.diverged and "The deal goes on from your choice" in coach.note
    step = ui.teaching.lesson.steps[0]
    if step is not None and step.other:
        assert coach.note.startswith(step.other)
    while not deal.is_over:
        if deal.to_act == 0:
            advice = coach.advice(deal)
            assert advice.action in deal.legal_actions() and advice.say and advice.why
            deal.apply(advice.action, 0)
        else:
            deal.apply(coach.choose_for(deal, deal.to_act))


@pytest.mark.parametrize("game", GAMES)
def test_the_coachs_words_follow_a_language_chosen_meanwhile(game: str) -> None:
    """The coach's suggestion and its last words, said again in the language the person
    turns to mid-deal, the suggestion itself unchanged."""
    coach, deal = at_the_first_decision(games.ui(game))
    english = coach.advice(deal)
    i18n.set_language("fr")
    try:
        french = coach.advice(deal)
    finally:
        i18n.set_language("en")
    assert french.action == english.action and (french.say, french.why) != (english.say, english.why)
    assert coach.advice(deal) == english
    other_than(coach, deal, english)
    said = coach.note
    i18n.set_language("fr")
    try:
        assert coach.note != said and "The deal goes on" not in coach.note
    finally:
        i18n.set_language("en")
    assert coach.note == said


# ----------------------------------------------------------------------------- the glossary
@pytest.mark.parametrize("game", GAMES)
def test_every_glossary_word_has_its_meaning_in_every_language_and_a_rules_page_part(game: str) -> None:
    ui = games.ui(game)
    rules = engine_spec(game).rules()
    headings = {text for kind, text in rules_blocks(rules, games.players_allowed(game)[0]) if kind in ("h1", "h2")}
    assert ui.teaching.glossary
    for entry in ui.teaching.glossary:
        assert entry.topic in headings, f"{entry.word}: no part of the rules page is called {entry.topic!r}"
        for code in LANGUAGES:
            assert translated(entry.meaning, code) != entry.meaning, f"{entry.word} has no meaning in {code}"


def test_the_bete_glossary_holds_the_seeds_own_words() -> None:
    words = {entry.word.split(" (")[0] for entry in games.ui("bete").teaching.glossary}
    assert {"à-tout", "avoir la parole", "bête", "contre", "couper", "Curieuse", "dévole", "donner", "fiche",
            "jeton", "levée", "refaire", "renoncer", "retourner", "surcouper", "talon", "triomphe", "vole",
            "faire la bête", "le Roi"} <= words
    assert {"jouer", "passer"} <= {entry.word.split(" ")[0] for entry in games.ui("bete").teaching.glossary}


def test_the_glossary_filter_finds_a_word_without_its_accents() -> None:
    from game.ui.glossary_scene import matches

    devole = next(e for e in games.ui("bete").teaching.glossary if e.word == "dévole")
    assert matches(devole, "devole") and matches(devole, "DÉVOLE") and not matches(devole, "brisque")


# ----------------------------------------------------------------------------- the glosses
def buttons_of(panel) -> list:
    """What each button of a decision panel stands for: actions, picked choices, the pick step."""
    things = []
    for choice, _button in getattr(panel, "buttons", ()):
        things.append(choice.action if isinstance(choice, Choice) else choice)
    pick = panel.decision.pick
    if pick is not None:
        things.append(pick)
    return things


@pytest.mark.parametrize("game", GAMES)
def test_every_call_talk_word_and_meld_button_has_a_gloss_in_every_language(home: Path, game: str) -> None:
    from game.ui.app import App
    from game.ui.table.scene import TableScene

    app = App(Settings(game=game), size=(1280, 800), seed=1, save_settings=False)
    try:
        table = TableScene(app, seed=3)
        app.push(table)
        deal = lesson_session(games.ui(game)).next_deal()
        things = buttons_of(table.decision) if isinstance(table.decision, DecisionPanel) else []
        things += games.ui(game).teaching.actions(table.flow.rules)
        assert things
        for thing in things:
            gloss = games.ui(game).teaching.gloss(thing, deal)
            assert gloss, f"{thing!r} has no gloss"
            assert "{" not in gloss
            for code in LANGUAGES:
                i18n.set_language(code)
                try:
                    assert games.ui(game).teaching.gloss(thing, deal) != gloss, f"{thing!r} untranslated in {code}"
                finally:
                    i18n.set_language("en")
    finally:
        app.close()


def test_the_contre_gloss_says_what_it_costs_in_the_deal_now() -> None:
    from game.engine.bete.actions import Call

    deal = lesson_session(games.ui("bete")).next_deal()
    gloss = games.ui("bete").teaching.gloss(Call.CONTRE, deal)
    assert f"now {deal.value} jetons" in gloss and "twice as much" in gloss


# ----------------------------------------------------------------------------- the goal and the order
def test_the_goal_says_who_plays_alone_and_what_the_defence_must_do() -> None:
    ui = games.ui("bete")
    deal = lesson_session(ui).next_deal()
    names = ["You", "Anne", "Bruno", "Claire"]
    assert "Je joue" in ui.teaching.goal(deal, 0, names)
    script = ui.teaching.lesson.script
    for code in script[:2]:
        deal.apply(engine_spec("bete").parse_action(code))
    assert "Bruno said Je joue" in ui.teaching.goal(deal, 3, names)
    deal.apply(engine_spec("bete").parse_action(script[2]))
    deal.apply(engine_spec("bete").parse_action("pass"))
    assert ui.teaching.goal(deal, 0, names) == ("Bruno plays alone and needs three tricks, or the first two; you "
                                                "defend with Anne and Claire.")


def test_the_card_order_follows_the_preset_in_force() -> None:
    bete = games.ui("bete").teaching
    rules = engine_spec("bete").rules.PRESETS
    assert "King, Queen, Jack, Ace, 10" in bete.card_order(rules["le_gras_1739"], None)[0]
    assert "Ace, King, Queen, Jack, 10" in bete.card_order(rules["cady_1896"], None)[0]
    bestia = games.ui("bestia").teaching.card_order(engine_spec("bestia").rules(), None)
    assert bestia[0] == "Trumps: Ace, 3, King, Queen, Jack, 7, 6, 5, 4, 2"
    deal = lesson_session(games.ui("besigue")).next_deal()
    assert games.ui("besigue").teaching.card_order(deal.rules, deal)[0].startswith("Trumps, diamonds: Ace, 10, King")


# ----------------------------------------------------------------------------- the headless run
def test_the_guided_self_test_follows_the_coach_and_chooses_at_random_to_the_end(home: Path) -> None:
    env = os.environ | {"LA_BETE_HOME": str(home)}
    done = subprocess.run([sys.executable, "-m", "game", "--self-test", "--guided", "--game", "bete", "--speed",
                           "instant"], cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "following the coach (6 suggestions taken)" in done.stdout and "on the lesson's path" in done.stdout
    assert "choosing at random" in done.stdout and "guided self-test passed" in done.stdout


def test_every_plate_caption_glossed_is_one_a_plate_shows_and_is_said_in_every_language() -> None:
    from game.ui.bestia import words as bestia_words
    from game.ui.bete import words as bete_words
    from game.ui.mouche import words as mouche_words

    shown = {
        "bete": {bete_words.ROLES[call] for call in ("play", "contre")},
        "bestia": set(bestia_words.ROLES.values()) | {bestia_words.IN_BESTIA},
        "mouche": {text for key, text in mouche_words.SHOWN.items() if key.startswith("ROLE_")},
    }
    for game, captions in shown.items():
        roles = games.ui(game).teaching.roles
        assert roles and set(roles) <= captions, f"{game}: {set(roles) - captions} are on no plate"
        for meaning in roles.values():
            for code in LANGUAGES:
                assert translated(meaning, code) != meaning


@pytest.mark.parametrize("game", GAMES)
def test_the_search_tool_finds_each_lesson_again(game: str) -> None:
    """tools/guided_deals.py plays the lesson's seed to the lesson's own script, its moments there."""
    import importlib.util

    path = ROOT / "tools" / "guided_deals.py"
    module_spec = importlib.util.spec_from_file_location("guided_deals", path)
    tool = importlib.util.module_from_spec(module_spec)
    module_spec.loader.exec_module(tool)
    lesson = games.ui(game).teaching.lesson
    deal, script = tool.play(game, lesson.seed)
    assert tuple(script) == lesson.script
    assert tool.LESSONS[game][2](deal, tool._kinds(deal))


# ----------------------------------------------------------------------------- the flow
def guided_flow(game: str):
    """The guided deal's flow on a stage that only writes down (tests/test_ui_flow.py's)."""
    from test_ui_flow import Stage

    from game.ui.guided.flow import GuidedFlow

    settings = Settings(game=game, animation="instant", ai_pause=0.0)
    flow = GuidedFlow.of_lesson(games.ui(game), lambda: settings, lambda message: None)
    stage = Stage()
    stage.flow = flow
    flow.stage = stage
    flow.start()
    return flow


def run_until(flow, done, frames: int = 20_000) -> None:
    for _ in range(frames):
        if done():
            return
        flow.update(1 / 60)
    raise AssertionError("the flow never got there")


def test_a_guided_deal_writes_no_save_and_no_record_and_ends_after_one_deal(home: Path) -> None:
    from game.stats import Statistics
    from game.ui import save

    flow = guided_flow("bete")
    while flow.state != "over":
        run_until(flow, lambda: flow.waiting_for_human() or flow.state in ("result", "over"))
        if flow.state == "result":
            flow.next()
            run_until(flow, lambda: flow.state == "over")
        elif flow.waiting_for_human():
            assert flow.act(flow.coach.advice(flow.deal).action)
    flow.writer.flush(10)
    assert not save.exists() and not Statistics.path().exists()
    assert flow.session.deals_played == 1 and not flow.coach.diverged


def test_taking_back_a_different_choice_puts_the_coach_back_on_the_lesson(home: Path) -> None:
    flow = guided_flow("bete")
    run_until(flow, flow.waiting_for_human)
    advice = flow.coach.advice(flow.deal)
    other = next(a for a in flow.deal.legal_actions() if a != advice.action)
    assert flow.act(other) and flow.coach.diverged
    assert flow.undo()
    run_until(flow, flow.waiting_for_human)
    assert not flow.coach.diverged and flow.coach.advice(flow.deal).action == advice.action


@pytest.mark.parametrize("code, size, on_bar", [("en", (1280, 800), True), ("fr", (1280, 800), False),
                                                ("en", (1920, 1200), True)])
def test_the_glossary_is_on_the_bar_only_where_it_leaves_the_deal_line_room(home: Path, code: str, size, on_bar) -> None:
    import pygame

    from game.ui.app import App
    from game.ui.table.overlays import PauseMenu
    from game.ui.table.scene import TableScene

    app = App(Settings(game="bete", language=code), size=size, seed=1, save_settings=False)
    try:
        table = TableScene(app, seed=3)
        app.push(table)
        keys = [b.key for b in table.cloth.bar_buttons]
        assert (pygame.K_F2 in keys) is on_bar
        assert pygame.K_F2 in [b.key for b in PauseMenu(app, table).buttons]
    finally:
        app.close()
        i18n.set_language("en")


def test_the_pause_menu_opens_the_guided_deal_of_the_game_in_play(home: Path) -> None:
    from game.ui.app import App
    from game.ui.guided.scene import GuidedScene
    from game.ui.table.overlays import PauseMenu
    from game.ui.table.scene import TableScene
    from game.ui.title_scene import TitleScene

    app = App(Settings(game="bestia"), size=(1280, 800), seed=1, save_settings=False)
    try:
        app.push(TitleScene(app))
        table = TableScene(app, seed=3)
        app.push(table)
        pause = PauseMenu(app, table)
        app.push(pause)
        pause.guided()
        assert isinstance(app.scene, GuidedScene) and app.scene.ui.name == "bestia"
    finally:
        app.close()


def test_play_a_real_game_after_the_guided_deal_opens_a_table_of_that_game(home: Path) -> None:
    from game.ui.app import App
    from game.ui.guided.scene import GuidedScene
    from game.ui.table.scene import TableScene
    from game.ui.title_scene import TitleScene, guided_offer

    app = App(Settings(game="bete"), size=(1280, 800), seed=1, save_settings=False)
    try:
        title = TitleScene(app)
        app.push(title)
        assert [b.label for b in title.buttons if b.visible][1] == "Guided deal"
        assert title.newcomer and guided_offer("bete") == "New to Bête? Play a guided deal (L)"
        guided = GuidedScene(app, "mouche")
        app.push(guided)
        guided._play_real()
        assert type(app.scene) is TableScene and app.scene.ui.name == "mouche"
    finally:
        app.close()


def test_a_card_other_than_the_lessons_is_set_beside_the_trick_the_lessons_would_have_made() -> None:
    """Bête, your second card: the 9 of hearts led instead of the King of trumps loses the trick
    the King would have taken."""
    ui = games.ui("bete")
    coach = Coach(ui, names=["You", "Anne", "Bruno", "Claire"])
    deal = lesson_session(ui).next_deal()
    parse = engine_spec("bete").parse_action
    for code in ui.teaching.lesson.script[:8]:
        deal.apply(parse(code))
    advice = coach.advice(deal)
    assert advice.action == parse("KD")
    before = deal.clone()
    deal.apply(parse("9H"), 0)
    coach.acted(deal, parse("9H"), advice, before)
    while len(deal.trick_winners) < 2:
        deal.apply(coach.choose_for(deal, deal.to_act))
        coach.hear(deal)
    assert coach.note == "With the King of diamonds you would have taken that trick; Bruno took it."


def test_the_guided_deal_once_played_is_reviewed_as_any_deal(home: Path) -> None:
    """The result of the guided deal offers its review: the coach's opponents hand the
    review's questions to the expert as the table's do (the monkey found them unanswered)."""
    from game.ui.app import App
    from game.ui.review.hooks import review_last
    from game.ui.review.scene import ReviewScene
    from game.ui.table.scene import TableScene
    from game.ui.title_scene import TitleScene

    flow = guided_flow("bete")
    while flow.state != "result":
        run_until(flow, lambda: flow.waiting_for_human() or flow.state == "result")
        if flow.state != "result":
            assert flow.act(flow.coach.advice(flow.deal).action)
    app = App(Settings(game="bete", animation="instant"), size=(1280, 800), seed=1, save_settings=False)
    try:
        app.push(TitleScene(app))
        assert review_last(app, TableScene, flow)
        review = app.scene
        assert isinstance(review, ReviewScene)
        app.hooks.append(lambda app: app.quit() if review.analyst.finished else None)
        app.run(max_seconds=60)
        assert review.analyst.finished and not review.analyst.failed
        assert any(v is not None for v in review.analyst.verdicts)
    finally:
        flow.computers.close()
        app.close()
