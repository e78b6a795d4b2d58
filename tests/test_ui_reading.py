"""Reading every screen (issues 16, 18 and 26): nothing overlaps anywhere.

Each frame drawn is read box by box (:mod:`game.ui.boxes`): no two texts or buttons meet, no
text leaves the box it is written in nor the window, no panel beside the play covers a plate,
the prompt or a button, no card covers a word or the prompt, every key's name lies on its
button, and every character is drawn in a face that has it.  The tables are played (2 to 7
players, each game) and looked at at every moment — the person's talk, an exchange picked, a
meld, a trick on the cloth, the talk's log open, the hint open, a trick gathered, the result,
the ledger — and the other screens (the title, the settings scrolled through, the rules, Your
record, the opponents seat by seat, the question before a new game) are drawn, with the
guided deal's coach and a deal's review (at its start, at a decision with the expert's
verdict and its hindsight, at the costliest, the costliest listed, and at its end), each at
960x600 and 1280x800, with text at 80%, 100% and 150%, in English, French, Italian and
Spanish.  So that the suite stays quick, each moment of each table is looked at in a third of
those views, turn about, so that every view is seen at every moment of some table; a panel
added later (a coach's, a deal's review) joins by drawing through ``widgets.panel`` with its
kind, or by ``boxes.note``."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import sys
from pathlib import Path

import pygame
import pytest

import review_frames
import screen_frames as sf
from game import i18n
from game.settings import Settings
from game.ui import resources, words
from game.ui.app import App

#: Every table size and every game, each played once.
TABLES = [("bete", 3), ("bete", 7), ("bestia", 5), ("mouche", 4), ("mouche", 6), ("besigue", 2)]
#: The tables whose tricks are watched as they are gathered (played at speed, not at once).
GATHERED = {("bete", 7), ("bestia", 5), ("mouche", 4)}


def views(turn: int) -> sf.Look:
    """A third of the views (size, text scale, language), the third ``turn`` picks."""
    return sf.Look(tuple(view for k, view in enumerate(sf.every().combos) if (k + turn) % 3 == 0))


@pytest.fixture()
def english_after():
    """The test's language put back to English (the tests' language) when it ends."""
    yield
    i18n.follow("en")


@pytest.mark.parametrize("game,players", TABLES)
def test_every_moment_of_a_table_reads_clear(home: Path, english_after, game: str, players: int) -> None:
    index = TABLES.index((game, players))
    moments = [m for m in sf.MOMENTS if m != "gather" or (game, players) in GATHERED]
    looks = {moment: views(index + sf.MOMENTS.index(moment)) for moment in moments}
    if game == "bete" and players == 7:  # the largest window at its largest table
        looks["trick"] = sf.Look(looks["trick"].combos + (((3840, 2160), 100, "en"),))
    played = sf.play_table(game, players, looks)
    assert set(moments) - {"exchange"} <= played.seen, played.seen  # only Bestia and Mouche change cards
    assert "exchange" in played.seen or game not in ("bestia", "mouche")
    assert not played.problems, f"{len(played.problems)} problems:\n" + "\n".join(played.problems[:12])
    assert min(size for _role, size in resources.res()._fonts) >= resources.MIN_TEXT, "a caption under 12 px"


def test_every_view_is_seen_at_every_moment_of_some_table() -> None:
    """The sample covers the product: each (size, scale, language) at each moment."""
    for j, moment in enumerate(sf.MOMENTS):
        seen = {view for index, table in enumerate(TABLES) for view in views(index + j).combos
                if moment != "gather" or table in GATHERED}
        assert seen == set(sf.every().combos), moment


@pytest.mark.parametrize("game", ["bete", "bestia", "mouche", "besigue"])
def test_the_screens_off_the_table_read_clear(home: Path, english_after, game: str) -> None:
    """The title, the settings from top to foot, the rules, Your record, the opponents seat by
    seat, the glossary and the question before a new game, in every view of this game's third."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from language_screens import example_record

    from game.ui.dialogs import Confirm
    from game.ui.glossary_scene import GlossaryScene
    from game.ui.rules_scene import RulesScene
    from game.ui.seats_scene import SeatsScene
    from game.ui.settings_scene import SettingsScene
    from game.ui.stats_scene import StatisticsScene
    from game.ui.title_scene import TitleScene

    app = App(Settings(game=game, seat_levels=("random", "expert")), size=(960, 600), save_settings=False,
              report=lambda line: None)
    problems: list[str] = []
    turn = ["bete", "bestia", "mouche", "besigue"].index(game)
    try:
        for size, scale, language in views(turn).combos + views(turn + 1).combos:
            sf.set_view(app, size, scale, language)
            scenes = [("title", lambda: TitleScene(app)), ("settings", lambda: SettingsScene(app)),
                      ("rules", lambda: RulesScene(app, app.settings.game_rules(), app.settings.table_players())),
                      ("record", lambda: StatisticsScene(app, example_record())), ("seats", lambda: SeatsScene(app)),
                      ("glossary", lambda: GlossaryScene(app, game, app.settings.game_rules(),
                                                         app.settings.table_players())),
                      ("question", lambda: Confirm(app, words.ABANDON_TITLE, words.abandon_lines("Bestia, 6"),
                                                   words.ABANDON_YES, words.ABANDON_NO, lambda: None))]
            for name, make in scenes:
                app.scenes = []
                if name == "question":
                    app.push(TitleScene(app))
                scene = make()
                app.push(scene)
                for scroll in range(0, 40_000, 300):
                    if hasattr(scene, "scroll"):
                        scene.scroll = scroll
                    for problem in sf.frame_problems(app):
                        problems.append(f"{game} {name} at {size[0]}x{size[1]}, {scale}%, {language}: {problem}")
                    if not hasattr(scene, "scroll") or scene.scroll < scroll:  # clamped: the foot is reached
                        break
    finally:
        app.close()
        pygame.quit()
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(dict.fromkeys(problems[:12]))
    assert not resources.res().missing_glyphs


@pytest.mark.parametrize("game", ["bete", "bestia", "mouche", "besigue"])
def test_the_guided_deal_reads_clear(home: Path, english_after, game: str) -> None:
    """The guided deal: the coach's panel at every decision of the lesson, followed, and the
    end (what was learnt), each in one view of this game's third in turn, so that the four
    games together look at the coach in every view."""
    from game.ui.guided.scene import GuidedScene
    from game.ui.guided.selftest import FollowDriver

    app = App(Settings(game=game, animation="instant", ai_pause=0.0), size=(1280, 800), seed=1, save_settings=False,
              report=lambda line: None)
    problems: list[str] = []
    combos = views(["bete", "bestia", "mouche", "besigue"].index(game)).combos
    looked: set[tuple] = set()
    follow = FollowDriver(seed=1)

    def look(what: str) -> None:
        at, scale, language = combos[len(looked) % len(combos)]
        set_view = sf.set_view
        set_view(app, at, scale, language)
        for problem in sf.frame_problems(app):
            problems.append(f"{game} guided, {what} at {at[0]}x{at[1]}, {scale}%, {language}: {problem}")
        set_view(app, (1280, 800), 100, "en")

    def hook(app: App) -> None:
        scene = app.scene
        if not isinstance(scene, GuidedScene):
            return
        flow = scene.flow
        if flow.state == "over" and not flow.tl.busy:
            look("what was learnt")
            looked.add("end")
            app.quit()
            return
        if flow.waiting_for_human() and not flow.tl.busy:
            key = (flow.deal.number, flow.deal.ply)
            if key not in looked:
                looked.add(key)
                look(f"the coach at ply {flow.deal.ply}")
        follow(app)

    try:
        app.push(GuidedScene(app, game))
        app.hooks.append(hook)
        app.run(max_seconds=120)
    finally:
        app.close()
        pygame.quit()
    assert "end" in looked and len(looked) >= 4, f"the lesson was not followed to its end: {sorted(map(str, looked))}"
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(dict.fromkeys(problems[:12]))


@pytest.mark.parametrize("game,players", [("bete", 7), ("bestia", 5), ("mouche", 4), ("besigue", 2)])
def test_the_review_of_a_deal_reads_clear(home: Path, english_after, game: str, players: int) -> None:
    """The review's panels (the decisions and the costliest, the verdict and its hindsight,
    the steps), its bar's buttons and the marks on the hand, in two thirds of the views, each
    game's turn about: what the review adds to the table breaks no rule."""
    turn = ["bete", "bestia", "mouche", "besigue"].index(game)
    problems, seen = review_frames.read_review(game, players, sf.Look(views(turn).combos + views(turn + 1).combos))
    assert {"verdict", "hindsight", "costliest"} <= seen, seen
    assert not problems, f"{len(problems)} problems:\n" + "\n".join(dict.fromkeys(problems[:12]))
