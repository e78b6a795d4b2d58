"""Run by test_ui_screenshot in its own process: play a 4-player Bestia deal through the
real scenes and save the window three times, as ``<prefix>_exchange.png`` (the person
picking cards to change), ``<prefix>_mid_deal.png`` (a trick on the cloth) and
``<prefix>_result.png`` (the result panel of a deal where someone goes bestia)."""
from __future__ import annotations

import sys

import pygame

from game.settings import Settings
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

from inline_worker import think_in_process
from screen_frames import FPS

SHOTS = ("exchange", "mid_deal", "result")


def main(prefix: str, seed: int = 3) -> int:
    think_in_process()
    settings = Settings(game="bestia", animation="fast", ai_pause=0.05, rounds=2)
    app = App(settings, size=(1280, 800), seed=seed, save_settings=False)
    app.run_by_frames(FPS)  # the animations by frames: no second waited for
    driver = Driver(deals=8, seed=seed)
    taken: dict[str, str] = {}

    def shoot(name: str) -> None:
        path = f"{prefix}_{name}.png"
        pygame.image.save(app.screen, path)
        taken[name] = path

    def watch(app: App) -> bool:
        """Shoot what is worth it; True while the driver must wait (cards being picked)."""
        table = app.scene
        if not isinstance(table, TableScene) or table.flow.deal is None or table.flow.tl.busy:
            return False
        prompt = table.human_prompt()
        if "exchange" not in taken and prompt is not None and prompt[0] == "pick" and prompt[1][2] >= 2:
            panel = table.decision
            if not panel.picked:  # pick two cards, let the frames draw them lifted, then shoot
                for card, _, _ in prompt[1][1][:2]:
                    panel.pick(card)
                return True
            if any(abs(table.places.sprites[c].lift - table.hand.lift_target(c)) > 1 for c in table.places.shown[0]):
                return True
            shoot("exchange")
            panel.picked = 0
            return True
        if "mid_deal" not in taken and table.flow.state == "play" and table.animator.last_trick and \
                any(w[0] == "trick" for w in table.places.where.values()):
            shoot("mid_deal")
        if "result" not in taken and table.flow.state == "result" and table.flow.deal.in_bestia:
            shoot("result")
        if len(taken) == len(SHOTS):
            app.quit()
        return False

    def hook(app: App) -> None:
        if not watch(app):
            driver(app)

    app.hooks.append(hook)
    app.push(TitleScene(app))
    app.run(max_seconds=90)
    print(f"driver: {pygame.display.get_driver()}")
    print("taken: " + " ".join(sorted(taken)))
    pygame.quit()
    return 0 if len(taken) == len(SHOTS) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
