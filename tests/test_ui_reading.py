"""Reading the table (issue 16): at 960x600, 1280x800 and 3840x2160, with every table size
of each game, no caption is drawn under 12 pixels and no text leaves the panel it is
written in (the plates, the line above the hand, the talk panel, the result, the help);
the trick's cards never cover one another on the cloth."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools
import sys
from pathlib import Path

import pygame
import pytest

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
    settings = settings.with_players(players)
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
            for size in SIZES:
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
    assert {"trick", "result"} <= seen or "result" in seen
    assert not problems, "\n".join(problems[:10])
    assert min(recorder.sizes) >= resources.MIN_TEXT * 0.9, "a caption under 12 px"
