"""Run by test_kill_and_resume in its own process, to be killed with SIGKILL at any moment.

Plays with random input for the person (the self-test's driver) through the real scenes,
printing ``ply DEAL PLY`` each time the position changes; a position is printed only after
the frame that saved it, so whatever was printed must be found again in the save.
"""
from __future__ import annotations

import sys

from game.settings import Settings
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene


def main(seed: int) -> int:
    app = App(Settings(animation="instant", ai_pause=0.02).with_players(4), size=(1280, 800), seed=seed,
              save_settings=False)
    shown: list[tuple[int, int]] = []

    def tell(app: App) -> None:
        table = app.scene
        if isinstance(table, TableScene) and table.flow.deal is not None:
            where = (table.flow.deal.number, table.flow.deal.ply)
            if not shown or shown[-1] != where:
                shown.append(where)
                print(f"ply {where[0]} {where[1]}", flush=True)

    app.hooks += [Driver(deals=50, seed=seed), tell]
    app.push(TitleScene(app))
    app.run(max_seconds=120)
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1])))
