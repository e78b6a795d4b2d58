"""The screens' layout as a player sees it, for the layout tests (a helper module: it holds no
test).  A table is played by the first legal card and the last word offered; at each moment
(the person's talk, an exchange picked, a meld, a trick on the cloth, the talk's log open,
the hint open, the result) the frame is drawn again at every window size, text scale and
language asked for, and each frame's boxes (:mod:`game.ui.boxes`) are read for overlaps."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from dataclasses import dataclass, field
from typing import Callable, Iterable

import pygame

from game import i18n
from game.settings import Settings
from game.ui import boxes
from game.ui.app import App
from game.ui.resources import res
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

SIZES = ((960, 600), (1280, 800))
SCALES = (80, 100, 150)
LANGUAGES = ("en", "fr", "it", "es")
#: The moments of a deal looked at.
MOMENTS = ("talk", "exchange", "trick", "talk log", "hint", "gather", "result", "ledger")
#: The frames a second of a played table's animations takes: a card's flight in a few frames
#: rather than the screen's sixty, for the moments looked at are where the cards rest (and
#: a trick held up as it is gathered, which lasts several of them).
FPS = 20


@dataclass(frozen=True)
class Look:
    """The frames drawn at one moment: (size, scale, language) each."""

    combos: tuple[tuple[tuple[int, int], int, str], ...]


def every(sizes: Iterable = SIZES, scales: Iterable = SCALES, languages: Iterable = LANGUAGES) -> Look:
    return Look(tuple((size, scale, lang) for size in sizes for scale in scales for lang in languages))


def frame_problems(app: App) -> list[str]:
    """A frame drawn; what is wrong with its layout."""
    with boxes.recording(app.screen) as rec:
        app._draw()
    return boxes.problems(rec.boxes)


def set_view(app: App, size: tuple[int, int], scale: int, language: str) -> None:
    """The window at ``size``, the text at ``scale`` per cent, the words in ``language``."""
    i18n.follow(language)
    if app.settings.ui_scale != scale:
        app.settings = app.settings.replace(ui_scale=scale)
    if app.size != size:
        app.screen = pygame.display.set_mode(size)
        app._resized()


@dataclass
class Played:
    """What a played table showed: the problems by moment, and the moments reached."""

    problems: list[str] = field(default_factory=list)
    seen: set[str] = field(default_factory=set)
    frames: int = 0


def play_table(game: str, players: int, looks: dict[str, Look], seed: int | None = None,
               max_seconds: float = 90, seen: Callable[[App, str], None] | None = None,
               settings: Settings | None = None, size: tuple[int, int] = (1280, 800)) -> Played:
    """A deal of ``game`` at ``players``, looked at at each moment of ``looks``; ``seen`` is
    told of each moment reached (the screenshots' runner shoots it)."""
    # a trick held up as it is gathered lasts no frame at once: shown at speed when looked at
    moving = "fast" if "gather" in looks or seen is not None else "instant"
    settings = settings or Settings(game=game, animation=moving, ai_pause=0.0, opponents="heuristic")
    settings = settings.with_players(players)
    app = App(settings, size=size, seed=seed if seed is not None else players, save_settings=False,
              report=lambda line: None)
    if moving == "fast":
        app.run_by_frames(FPS)  # the animations by frames: no second waited for
    out = Played()
    try:
        app.push(TitleScene(app))
        table = TableScene(app, seed=seed if seed is not None else players)
        app.push(table)
        flow = table.flow

        def look(moment: str) -> None:
            out.seen.add(moment)
            if seen is not None:
                seen(app, moment)
            if moment not in looks:
                return
            for at, scale, language in looks[moment].combos:
                set_view(app, at, scale, language)
                out.frames += 1
                for problem in frame_problems(app):
                    out.problems.append(f"{game} {players}, {moment} at {at[0]}x{at[1]}, {scale}%, {language}: "
                                        f"{problem}")
            set_view(app, size, settings.ui_scale, settings.language or "en")

        def hook(app: App) -> None:
            deal = flow.deal
            if flow.state == "result" and not flow.tl.busy:
                look("result")
                table._open_ledger()  # the score sheet with the deal just finished
                look("ledger")
                app.pop()
                app.quit()
                return
            if table.animator.taker is not None and "gather" not in out.seen:
                look("gather")  # a trick held up as it is gathered: its taker named, no stale prompt
            if not flow.waiting_for_human() or table.hand.moving():
                return
            prompt = table.human_prompt()
            if prompt is None:
                return
            kind, items = prompt
            if table.part.talking():
                if "talk" not in out.seen:
                    look("talk")
                if kind == "pick" and "exchange" not in out.seen and items[2] >= 2 and len(items[1]) >= 2:
                    table.decision.pick(items[1][0][0])
                    table.decision.pick(items[1][1][0])
                    look("exchange")
                    table.decision.picked = 0
            elif "hint" not in out.seen:
                if "asked" not in out.seen:
                    out.seen.add("asked")
                    flow.ask_hint()
                if flow.hint_now() is None:
                    return  # worked out by the expert
                look("hint")
                flow.ask_hint()  # asked again: hidden
            done = deal.trick_number if hasattr(deal, "trick_number") else len(deal.trick_winners)
            trick = deal.current_trick() if callable(deal.current_trick) else deal.current_trick
            if done >= 1 and trick and "trick" not in out.seen:
                look("trick")
                table.toggle_talk()
                look("talk log")
                table.toggle_talk()
            if kind == "card":
                legal = [it for it in items if it[2]]
                post_key(pygame.K_1 + legal[0][3])
            elif kind == "choose":  # the first word offered: to play, and so see the cards played
                post_key(items[0][2])
            elif kind == "pick":
                post_key(items[3])

        app.hooks.append(hook)
        app.run(max_seconds=max_seconds)
    finally:
        app.close()
        i18n.follow("en")
        pygame.quit()
    missing = set(res().missing_glyphs)
    if missing:
        out.problems.append(f"{game} {players}: characters no face draws: {sorted(missing)}")
    return out


def post_key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


__all__ = ["LANGUAGES", "Look", "MOMENTS", "Played", "SCALES", "SIZES", "every", "frame_problems", "play_table",
           "set_view"]
