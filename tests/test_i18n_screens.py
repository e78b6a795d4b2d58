"""Every word on the screen comes through the catalogs (issue 18), checked as the app runs.

In the pseudo-language (:func:`game.i18n.set_pseudo`) every letter of a message of the catalogs'
template outside its ``{placeholders}`` is a marked look-alike (a → á, T → Ť), so a run of plain
ASCII letters among the texts drawn came from outside the catalogs (a message given to ``_`` but
missing from the template stays English, as it would in French).  Every text is caught where it is
drawn (``Resources.text``, through which every word of the app is rendered: buttons, panels,
captions, the figures' typesetting), with the scene and the code that drew it, while real
scenes run: the title (and its question before a saved session is abandoned), the settings
of the game (every row, every value of every row, the messages of a change in a game), its
rules, Your record, and its table played for two deals by the self-test's driver (random
legal input, an illegal card now and then: the engine's refusals) with the hint asked, the
talk open, the last trick, the keys' help, the pause menu, the tooltips of the cloth, the
ledger, the result and the deal's review shown.

Allowed as they stand: the players' names (:data:`game.ui.theme.NAMES`), the app's name,
the authors whose names the presets carry (proper names, the same in every language: "Le
Gras, 1739" is a book's author and year), each language's own name on the Language row
("English" stays English in Italian, as the row offers it), card indices and single letters (key caps), figures
and signs, and files' paths and names (a deal saved, where deals are saved).  The games' own words (bestia, Mistigri, je joue) stay in every language but must
come through the catalogs too, as the game's titles must.

The failure lists every string that bypasses the catalogs, with where it was drawn.
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import random
import re
import sys
import time
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.settings import Settings
from game.ui import resources, theme

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

GAMES = ["bete", "bestia", "mouche", "besigue"]
#: Deals played at each table.
DEALS = 2
#: Proper names that stay as they are in every language.
PROPER_NAMES = ["La Bête", "Le Gras", "Cotton", "Cady", "Boussac", "Hoyle", "Balzac", "Académie"]
ALLOWED = sorted([*theme.NAMES, *PROPER_NAMES, *i18n.LANGUAGES.values()], key=len, reverse=True)
#: Two plain ASCII letters or more in a row: words written outside the catalogs.
PLAIN = re.compile(r"[A-Za-z]{2,}")
#: The code that only passes the text on to the screen; a text's place is the first frame beyond them.
CARRIERS = ("resources.py", "widgets.py", "typeset.py", "test_i18n_screens.py")


#: A file's path or name (a deal saved, the folder it is saved in): the person's, not words.
PATHS = re.compile(r"\S*[/\\]\S*|\S+\.json\b")


def bypassing(text: str) -> list[str]:
    """The runs of plain letters in ``text`` once the allowed names (and files) are taken out."""
    text = PATHS.sub(" ", text)
    for name in ALLOWED:
        text = text.replace(name, " ")
    return PLAIN.findall(text)


def test_the_pseudo_language_marks_every_letter_and_keeps_the_placeholders() -> None:
    i18n.set_pseudo()
    try:
        shown = i18n._("not a {kind} file (kind {found})").format(kind="Anne", found="K♠")
        assert not bypassing(shown) and "Anne" in shown and "K♠" in shown
        assert i18n.ngettext("{n} jeton", "{n} jetons", 2).format(n=2) == "2 ĵéťóñš"
        assert bypassing("Anne takes the trick") == ["takes", "the", "trick"]
        assert i18n._("A sentence no catalog holds") == "A sentence no catalog holds"
    finally:
        i18n.follow("en")


class Screens:
    """Every text drawn while ``moment`` says what is on the screen; the bypassing ones kept
    with where they were drawn."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.moment = "start"
        self.clean: set[str] = set()
        self.found: dict[tuple[str, str], set[str]] = {}
        real = resources.Resources.text

        def text(res, role, size, words, *args, **kwargs):
            if words not in self.clean:
                self.seen(words)
            return real(res, role, size, words, *args, **kwargs)

        monkeypatch.setattr(resources.Resources, "text", text)

    def seen(self, words: str) -> None:
        if not bypassing(words):
            self.clean.add(words)
            return
        frame = sys._getframe(2)
        while frame is not None and frame.f_code.co_filename.endswith(CARRIERS):
            frame = frame.f_back
        where = "?" if frame is None else \
            f"{Path(frame.f_code.co_filename).relative_to(Path(__file__).resolve().parents[1])}:{frame.f_lineno}"
        self.found.setdefault((words, where), set()).add(self.moment)

    def report(self) -> str:
        """Every bypassing text, by the place that drew it, with the first moments it was seen."""
        lines = [f"{len(self.found)} texts drawn outside the catalogs (where drawn, [when], the text):"]
        for (words, where), moments in sorted(self.found.items(), key=lambda item: (item[0][1], item[0][0])):
            when = ", ".join(sorted(moments)[:2]) + (", …" if len(moments) > 2 else "")
            lines.append(f"  {where}  [{when}]  {words!r}")
        return "\n".join(lines)


def draw(app, scene) -> None:
    """``scene`` over what is on the stack, drawn twice (the second frame scrolled as laid out)."""
    app.push(scene)
    app._draw()
    app._draw()
    app.pop()


def scroll_through(app, scene, screens: Screens, moment: str, height) -> None:
    """``scene`` drawn from its top to its foot, a screenful at a time."""
    screens.moment = moment
    app.push(scene)
    app._draw()
    step, y = app.size[1] * 0.6, 0.0
    while True:
        scene.scroll = y
        app._draw()
        if y > height() or y > 40_000:
            break
        y += step
    app.pop()


def settings_rows(app, screens: Screens) -> None:
    """The settings: every row read, then every value of every row shown (as during a game, with
    what a change means then, and the engine's word when rules clash), the settings put back."""
    from game.ui.settings_scene import SettingsScene

    scene = SettingsScene(app)
    scroll_through(app, scene, screens, "settings", lambda: scene.content_h)
    screens.moment = "settings, each value"
    scene = SettingsScene(app, in_game=True)
    app.push(scene)
    kept = app.settings
    for i, row in enumerate(list(scene.rows)):
        if row.label in ("Language", "Full screen", "Game"):  # the language would end the pseudo-language
            continue
        for _step in range(7):
            scene.focus, scene._follow_focus = i, True
            row.change(1)
            app._draw()
        app.settings = kept
        scene.rows = scene._rows()
    app.pop()


def off_table(app, screens: Screens) -> None:
    """The title, the settings, the rules and the record, before the game."""
    from language_screens import example_record

    from game.ui.rules_scene import RulesScene
    from game.ui.stats_scene import StatisticsScene
    from game.ui.title_scene import TitleScene

    screens.moment = "title"
    app.push(TitleScene(app))
    app._draw()
    settings_rows(app, screens)
    rules = RulesScene(app, app.settings.game_rules(), app.settings.table_players())
    scroll_through(app, rules, screens, "rules", lambda: rules.height)
    screens.moment = "your record"
    draw(app, StatisticsScene(app, example_record()))
    screens.moment = "your record, empty"
    draw(app, StatisticsScene(app))


class TableMoments:
    """Runs before the self-test's driver each frame: asks the hint once a deal; the first time a
    trick lies gathered shows the last trick, the keys' help, the pause menu and the tooltips,
    then opens the talk's panel for good; shows the ledger at the first result."""

    def __init__(self, table, screens: Screens, driver) -> None:
        self.table, self.screens, self.driver = table, screens, driver
        self.hinted: set[int] = set()
        self.waiting_hint = 0
        self.hint_seen = self.shown_overlays = self.shown_ledger = self.shown_review = False

    def __call__(self, app) -> None:
        from game.ui.ledger_scene import LedgerScene
        from game.ui.review.hooks import review_last
        from game.ui.review.scene import ReviewScene
        from game.ui.table.overlays import HelpOverlay, LastTrickOverlay, PauseMenu
        from game.ui.table.scene import TableScene

        table, flow = self.table, self.table.flow
        if isinstance(app.scene, ReviewScene):
            self.review(app, app.scene)
            return
        if app.scene is not table:
            return
        self.screens.moment = f"table, deal {flow.deals_seen + 1}, {flow.state}"
        if flow.state == "result" and not self.shown_ledger and not flow.tl.busy:
            self.shown_ledger = True
            self.screens.moment = "ledger"
            draw(app, LedgerScene(app, flow.names, flow.start_purses, flow.history, table.ui, flow.rules))
            review_last(app, TableScene, flow)
            return
        prompt = table.human_prompt()
        if prompt is not None and prompt[0] != "continue":
            deal = flow.deals_seen
            if deal not in self.hinted:
                self.hinted.add(deal)
                flow.ask_hint()
                self.waiting_hint = 240
            if self.waiting_hint and flow.hint_now() is None:
                self.waiting_hint -= 1
                return  # the driver waits while the hint is worked out
            self.waiting_hint = 0
            self.hint_seen |= flow.hint_now() is not None
            if table.animator.last_trick and not self.shown_overlays:
                self.shown_overlays = True
                for name, overlay in (("last trick", LastTrickOverlay), ("help", HelpOverlay), ("pause", PauseMenu)):
                    self.screens.moment = name
                    draw(app, overlay(app, table))
                self.screens.moment = "tooltips"
                self.tooltips(app)
                table.panels.talk_open = True  # from now on, what is said is written in the talk's panel too
        self.driver(app)

    def review(self, app, scene) -> None:
        """The deal's review once weighed: every step of the deal, the file saved and the
        deals saved, then back to the table."""
        from game.ui.review.files import DealFilesScene

        self.screens.moment = "review, weighing"
        if not scene.analyst.finished:
            return
        self.screens.moment = "review"
        for ply in range(scene.flow.plies + 1):
            scene.goto(ply)
            app._draw()
        scene.save_deal()
        app._draw()
        self.screens.moment = "deals saved"
        draw(app, DealFilesScene(app, type(self.table)))
        self.shown_review = True
        app.pop()

    def tooltips(self, app) -> None:
        """The mouse over every place of the cloth that has a tooltip (the plates, the pots, the
        talon), each different tooltip drawn once."""
        table = self.table
        w, h = app.size
        tips = {}
        for x in range(0, w, 20):
            for y in range(0, h, 20):
                tip = table.panels.tooltip((x, y), table.animator.bubble_words(), table.animator.tricks_shown)
                if tip:
                    tips.setdefault(tip, (x, y))
        for pos in tips.values():
            table.mouse = pos
            app._draw()
        table.mouse = None


def at_the_table(app, screens: Screens) -> None:
    from game.ui.selftest import Driver
    from game.ui.table.scene import TableScene

    driver = Driver(DEALS, seed=7)
    driver.started_game = True
    table = TableScene(app, seed=7)
    app.push(table)
    moments = TableMoments(table, screens, driver)
    app.hooks.append(moments)
    app.run(max_seconds=45)
    app.hooks.clear()
    assert not table.flow.error, table.flow.error
    assert moments.hint_seen and moments.shown_overlays and moments.shown_ledger and moments.shown_review, \
        "the table was not seen whole"
    screens.moment = "title, a session saved"
    app.pop()
    app._draw()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_n, mod=0, unicode="", scancode=0))
    app.run(max_frames=app.frames + 3)
    screens.moment = "title, abandon the saved session?"
    app._draw()


@pytest.mark.parametrize("game", GAMES)
def test_no_word_on_screen_bypasses_the_catalogs(home: Path, monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    from game.ui.app import App

    random.seed(7)
    begun = time.perf_counter()
    screens = Screens(monkeypatch)
    app = App(Settings(game=game, animation="instant", ai_pause=0.0, opponents="heuristic"), size=(1280, 800), seed=7,
              save_settings=False)
    i18n.set_pseudo()
    try:
        off_table(app, screens)
        at_the_table(app, screens)
    finally:
        app.close()
        pygame.quit()
        i18n.follow("en")
    print(f"{game}: {time.perf_counter() - begun:.1f} s, {len(screens.clean)} texts through the catalogs")
    if screens.found:
        pytest.fail(screens.report(), pytrace=False)
