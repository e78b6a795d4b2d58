"""Run by test_ui_screenshot in its own process: the review of a finished deal, saved as
``<prefix>_<game>_<width>.png`` for every game at 960x600 and 1280x800 (and Bête at
3840x2160), each at the costliest of the person's decisions once the expert has weighed
them all (weighed first, with a few worlds); and ``<prefix>_result.png``, a Bête result panel with its Review button."""
from __future__ import annotations

import random
import sys

import pygame

from game import i18n

from game.ai.evaluation import Effort
from game.review.analysis import review
from game.review.file import SharedDeal
from game.review.verdict import costliest
from game.settings import Settings
from game.ui.app import App
from game.ui.opponents import Opponents
from game.ui.review.scene import ReviewScene
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

from inline_worker import think_in_process
from screen_frames import FPS
from review_frames import played

#: Each game's table, and the sizes it is shown at.
GAMES = {"bete": 4, "bestia": 5, "mouche": 4, "besigue": 2}
SIZES = ((960, 600), (1280, 800))
#: The worlds each decision is weighed over for the shots.
WORLDS = 8


def shoot_review(prefix: str, game: str, record: dict, size: tuple[int, int], computers: Opponents,
                 kept: tuple = (), language: str | None = None) -> tuple:
    """The review at ``size``, weighed (or with the verdicts ``kept``), in ``language`` (the
    shot's name says it); the verdicts."""
    app = App(Settings(game=game, animation="fast", language=language or ""), size=size, seed=1, save_settings=False)
    app.run_by_frames(FPS)  # the animations by frames: no second waited for
    try:
        app.push(TitleScene(app))
        names = ["Gaspard", "Anne", "Bruno", "Claire", "Denis", "Élise", "Firmin"][: record["players"]]
        scene = ReviewScene(app, SharedDeal(record, tuple(names), 0, "expert", kept), TableScene, computers=computers)
        app.push(scene)
        app.hooks.append(lambda app: app.quit() if scene.analyst.finished else None)
        app.run(max_seconds=240)
        app.hooks.clear()
        if not scene.analyst.finished or scene.analyst.failed:
            raise SystemExit(f"{game}: the review was not weighed ({scene.analyst.failed})")
        dear = costliest([v for v in scene.analyst.verdicts if v is not None])
        scene.show_decision(dear[0].index if dear else 0)
        app.run(max_frames=app.frames + 12)
        pygame.image.save(app.screen, f"{prefix}_{game}_{size[0]}{'_' + language if language else ''}.png")
        return tuple(v for v in scene.analyst.verdicts if v is not None)
    finally:
        i18n.follow("en")
        app.close()


def shoot_result(prefix: str) -> None:
    """A deal of Bête played to its result at the table, the Review button beside Next deal."""
    app = App(Settings(game="bete", animation="fast", ai_pause=0.05), size=(1280, 800), seed=3, save_settings=False)
    app.run_by_frames(FPS)  # the animations by frames: no second waited for
    try:
        app.push(TitleScene(app))
        table = TableScene(app, seed=3)
        app.push(table)
        driver = Driver(deals=1, seed=3)

        def hook(app: App) -> None:
            if table.flow.state == "result" and not table.flow.tl.busy and table.review_button.rect.width > 10:
                app.quit()
            else:
                driver(app)

        app.hooks.append(hook)
        app.run(max_seconds=120)
        app.hooks.clear()
        app.run(max_frames=app.frames + 3)
        pygame.image.save(app.screen, f"{prefix}_result.png")
    finally:
        app.close()


def main(prefix: str) -> int:
    think_in_process()
    random.seed(1)
    shoot_result(prefix)
    computers = Opponents("expert", 1)
    try:
        for game, players in GAMES.items():
            record = played(game, players, seed=2)
            # weighed here with few worlds (the figures' size is what a shot shows; the
            # window's own weighing, with its progress, is tested in tests/test_ui_review.py)
            kept: tuple = tuple(review(record, 0, Effort(worlds=WORLDS)))
            for size in SIZES + (((3840, 2160),) if game == "bete" else ()):
                kept = shoot_review(prefix, game, record, size, computers, kept)
                print(f"{game} {size[0]}x{size[1]}", flush=True)
            if game == "bete":  # the longest words of the four languages at the smallest window
                shoot_review(prefix, game, record, SIZES[0], computers, kept, "fr")
    finally:
        computers.close()
    print(f"driver: {pygame.display.get_driver()}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
