"""Run by test_ui_screenshot in its own process (so it can use a real X display): play a
5-player deal through the real scenes until its middle, then save the window."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

from game.settings import Settings
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

from inline_worker import think_in_process
from screen_frames import FPS


def main(target: str) -> int:
    think_in_process()
    app = App(Settings(animation="fast", ai_pause=0.05).with_players(5), size=(1280, 800), seed=4, save_settings=False)
    app.run_by_frames(FPS)  # the animations by frames: no second waited for
    driver = Driver(deals=1, seed=4)
    taken: list[Path] = []

    def watch(app: App) -> None:
        table = app.scene
        if not isinstance(table, TableScene) or table.flow.deal is None:
            return
        # mid-deal: two tricks taken, cards on the table, nothing in flight
        if table.flow.deal.trick_number >= 2 and table.flow.state == "play" and table.animator.last_trick and \
                any(w[0] == "trick" for w in table.places.where.values()) and not table.flow.tl.busy:
            pygame.image.save(app.screen, target)
            taken.append(Path(target))
            app.quit()

    app.hooks += [driver, watch]
    app.push(TitleScene(app))
    app.run(max_seconds=50)
    print(f"driver: {pygame.display.get_driver()}")
    pygame.quit()
    return 0 if taken else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
