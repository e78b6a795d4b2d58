"""Reading the table (issue 16): at 960x600, 1280x800 and 3840x2160, with every table size
of each game, no caption is drawn under 12 pixels and no text leaves the panel it is
written in (the plates, the line above the hand, the talk panel, the result, the help);
the trick's cards never cover one another on the cloth.  In French, Italian and Spanish
(issue 18), the same at 960x600 with the smallest and the largest table of each game."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools
import sys
from pathlib import Path

import pygame
import pytest

from game import i18n
from game.settings import Settings
from game.ui import resources
from game.ui.app import App
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

SIZES = [(960, 600), (1280, 800), (3840, 2160)]
TABLES = ([("bete", n) for n in range(3, 8)] + [("bestia", n) for n in range(4, 7)]
          + [("mouche", n) for n in range(3, 7)] + [("besigue", 2)])


class Recorder:
    """Every panel and every text drawn in a frame, in order, and every font size asked for."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.drawn: list[tuple[str, pygame.Rect, str]] = []
        self.sizes: list[int] = []
        from game.ui import widgets

        real_blit, real_panel = widgets.blit_text, widgets.panel

        def blit_text(surface, role, size, text, pos, *args, **kwargs):
            rect = real_blit(surface, role, size, text, pos, *args, **kwargs)
            self.drawn.append(("text", rect, text))
            return rect

        def panel(surface, rect, *args, **kwargs):
            self.drawn.append(("panel", pygame.Rect(rect), ""))
            return real_panel(surface, rect, *args, **kwargs)

        for name, module in list(sys.modules.items()):
            if name.startswith("game.ui") and module is not None:
                if getattr(module, "blit_text", None) is real_blit:
                    monkeypatch.setattr(module, "blit_text", blit_text)
                if getattr(module, "panel", None) is real_panel:
                    monkeypatch.setattr(module, "panel", panel)
        real_font = resources.Resources.font

        def font(res, role, size):
            made = real_font(res, role, size)
            self.sizes.append(made.get_height())
            return made

        monkeypatch.setattr(resources.Resources, "font", font)

    def frame(self, app: App) -> list[str]:
        """Draw a frame; the texts that leave the panel they were begun in."""
        self.drawn.clear()
        app._draw()
        panels: list[pygame.Rect] = []
        out = []
        for kind, rect, text in self.drawn:
            if kind == "panel":
                panels.append(rect)
                continue
            for box in reversed(panels):
                if box.collidepoint(rect.topleft) or box.collidepoint(rect.center):
                    if not box.inflate(4, 4).contains(rect):
                        out.append(f"{text!r} {rect} leaves {box}")
                    break
        return out


def resize(app: App, size) -> None:
    app.screen = pygame.display.set_mode(size)
    app._resized()


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


@pytest.mark.parametrize("game,players,scale", [(g, n, 100) for g, n in TABLES] + [("bete", 7, 150), ("bestia", 4, 150),
                                                                                    ("bete", 5, 80), ("mouche", 6, 150)])
def test_captions_and_panels_at_every_size(home: Path, monkeypatch: pytest.MonkeyPatch, game: str,
                                           players: int, scale: int) -> None:
    settings = Settings(game=game, animation="instant", ai_pause=0.0, opponents="heuristic", ui_scale=scale)
    play_and_look(settings.with_players(players), players, SIZES, monkeypatch)


#: The smallest and the largest table of each game, for the other languages.
EDGE_TABLES = [("bete", 3), ("bete", 7), ("bestia", 4), ("bestia", 6), ("mouche", 3), ("mouche", 6), ("besigue", 2)]


@pytest.fixture()
def english_after():
    """The test's language put back to English (the tests' language) when it ends."""
    yield
    i18n.follow("en")


@pytest.mark.parametrize("language", ["fr", "it", "es"])
@pytest.mark.parametrize("game,players", EDGE_TABLES)
def test_captions_and_panels_in_every_language_at_960x600(home: Path, monkeypatch: pytest.MonkeyPatch, english_after,
                                                          language: str, game: str, players: int) -> None:
    """The longer phrases of French, Italian and Spanish stay in their panels on the smallest
    window, at the smallest and the largest table of each game."""
    settings = Settings(game=game, animation="instant", ai_pause=0.0, opponents="heuristic", language=language)
    play_and_look(settings.with_players(players), players, [(960, 600)], monkeypatch, hint=True)


def play_and_look(settings: Settings, players: int, sizes: list[tuple[int, int]],
                  monkeypatch: pytest.MonkeyPatch, hint: bool = False) -> None:
    """A deal played (the first legal card, the last choice offered), looked at at each size when
    a trick lies on the cloth (the talk's panel open and closed), at the result and, with
    ``hint``, with the expert's hint at the person's first turn."""
    app = App(settings, size=(1280, 800), seed=players, save_settings=False)
    recorder = Recorder(monkeypatch)
    problems: list[str] = []
    seen = set()
    try:
        app.push(TitleScene(app))
        table = TableScene(app, seed=players)
        app.push(table)
        flow = table.flow

        def hook(app: App) -> None:
            deal = flow.deal
            if flow.state == "result" and not flow.tl.busy and "result" not in seen:
                seen.add("result")
                look("result")
                app.quit()
                return
            if not flow.waiting_for_human() or table.hand.moving():
                return
            if hint and "hint" not in seen:
                if "asked" not in seen:
                    seen.add("asked")
                    flow.ask_hint()
                if flow.hint_now() is None:
                    return  # worked out by the expert
                seen.add("hint")
                look("hint")
                flow.ask_hint()  # asked again: hidden
            done = deal.trick_number if hasattr(deal, "trick_number") else len(deal.trick_winners)
            trick = deal.current_trick() if callable(deal.current_trick) else deal.current_trick
            if done >= 1 and trick and "trick" not in seen:
                seen.add("trick")
                look("trick")
                table.toggle_talk()
                look("talk")
                table.toggle_talk()
            prompt = table.human_prompt()
            if prompt is None:
                return
            kind, items = prompt
            if kind == "card":
                legal = [it for it in items if it[2]]
                key(pygame.K_1 + legal[0][3])
            elif kind == "choose":
                key(items[-1][2])
            elif kind == "pick":
                key(items[3])

        def look(moment: str) -> None:
            for size in sizes:
                resize(app, size)
                for problem in recorder.frame(app):
                    problems.append(f"{moment} at {size}: {problem}")
                L = table.places.layout
                trick = [table.places.card_rect(c) for c, w in table.places.where.items()
                         if w[0] == "trick" and table.places.sprites[c].visible]
                for a, b in itertools.combinations(trick, 2):
                    assert not a.colliderect(b), f"{moment} at {size}: trick cards {a} {b} overlap"
                assert all(L.bounds().contains(r) for r in trick)
            resize(app, (1280, 800))

        app.hooks.append(hook)
        app.run(max_seconds=60)
    finally:
        app.close()
        pygame.quit()
    assert "result" in seen and ("hint" in seen or not hint)
    assert not problems, "\n".join(problems[:10])
    assert min(recorder.sizes) >= resources.MIN_TEXT * 0.9, "a caption under 12 px"


@pytest.mark.parametrize("language", ["en", "fr", "it", "es"])
def test_the_title_settings_rules_and_record_hold_their_words_at_960x600(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                                        english_after, language: str) -> None:
    """Off the table, at 960x600, for each game: no word runs out of its panel or its button
    sideways, nor out of the window, from the top of each scene to its foot (the panels that
    scroll cut their lines at their top and foot: only the sides are looked at)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))
    from language_screens import example_record

    from game.ui import widgets
    from game.ui.rules_scene import RulesScene
    from game.ui.settings_scene import SettingsScene
    from game.ui.stats_scene import StatisticsScene

    recorder = Recorder(monkeypatch)
    real_draw = widgets.Button.draw

    def button(self, surface, *args, **kwargs):
        recorder.drawn.append(("panel", pygame.Rect(self.rect), ""))
        return real_draw(self, surface, *args, **kwargs)

    monkeypatch.setattr(widgets.Button, "draw", button)
    problems: list[str] = []
    window = pygame.Rect(0, 0, 960, 600)
    for game in ("bete", "bestia", "mouche", "besigue"):
        app = App(Settings(game=game, language=language), size=(960, 600), save_settings=False)
        try:
            scenes = [("title", TitleScene(app)), ("settings", SettingsScene(app)),
                      ("rules", RulesScene(app, app.settings.game_rules(), app.settings.table_players())),
                      ("record", StatisticsScene(app, example_record()))]
            for name, scene in scenes:
                app.scenes = []
                app.push(scene)
                for scroll in range(0, 40_000, 400):
                    if hasattr(scene, "scroll"):
                        scene.scroll = scroll
                    for problem in sideways(recorder, app, window):
                        problems.append(f"{game} {name}: {problem}")
                    if not hasattr(scene, "scroll") or scene.scroll < scroll:  # clamped: the foot is reached
                        break
        finally:
            app.close()
    pygame.quit()
    assert not problems, "\n".join(dict.fromkeys(problems))


def sideways(recorder: Recorder, app: App, window: pygame.Rect) -> list[str]:
    """A frame drawn; the texts that run out of their panel's sides or the window's."""
    recorder.drawn.clear()
    app._draw()
    panels: list[pygame.Rect] = []
    out = []
    for kind, rect, text in recorder.drawn:
        if kind == "panel":
            panels.append(rect)
            continue
        if rect.left < window.left or rect.right > window.right:
            out.append(f"{text!r} {rect} leaves the window")
            continue
        for box in reversed(panels):
            if box.collidepoint(rect.topleft) or box.collidepoint(rect.center):
                if rect.left < box.left - 2 or rect.right > box.right + 2:
                    out.append(f"{text!r} {rect} leaves {box}")
                break
    return out
