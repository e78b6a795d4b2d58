"""The title, the settings (top, and the shared rows at the foot), Your record and the
question before a saved session is abandoned, in each language, as PNGs, for looking at the
longer phrases and the accents.

    python tools/language_screens.py DIR [--size 960x600] [--lang fr it]

Runs under SDL's dummy driver; the settings file is not touched (a private config folder).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def example_record():
    """A record with figures in every column (thousands among them), for the columns' widths."""
    from game.stats import Statistics, Tally
    from game.ui import games

    tallies = []
    for i, game in enumerate(games.GAMES):
        tallies.append(Tally(game, "expert", deals=1240 + i, declared=610, won=402, betes=88, net=-1315, sessions=57,
                             sessions_ahead=31, best_session=212, worst_session=-340, abandoned=3, undone=12))
        tallies.append(Tally(game, "open_hand", deals=14, declared=6, won=2, betes=3, net=-48, sessions=2,
                             sessions_ahead=0, best_session=-10, worst_session=-38))
    return Statistics(tallies)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", default="960x600")
    parser.add_argument("--lang", nargs="+", default=["fr", "it", "es", "en"])
    args = parser.parse_args(argv)
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
    import pygame

    from game.settings import Settings
    from game.ui.app import App
    from game.ui.settings_scene import SettingsScene
    from game.ui.stats_scene import StatisticsScene
    from game.ui.title_scene import TitleScene

    w, h = (int(v) for v in args.size.split("x"))
    args.out.mkdir(parents=True, exist_ok=True)
    for code in args.lang:
        app = App(Settings(language=code), size=(w, h), save_settings=False)
        shots = [("title", TitleScene(app), 0), ("settings", SettingsScene(app), 0),
                 ("settings_foot", SettingsScene(app), 10_000), ("record", StatisticsScene(app, example_record()), 0)]
        for name, scene, scroll in shots:
            app.scenes = []
            app.push(scene)
            scene.scroll = scroll
            scene.draw(app.screen)
            scene.draw(app.screen)  # the second frame: the scroll clamped to the content
            path = args.out / f"{w}x{h}_{code}_{name}.png"
            pygame.image.save(app.screen, str(path))
            print(path)
        # the question before a saved session is left for a new one, over the title
        from game.ui import words
        from game.ui.dialogs import Confirm

        title = TitleScene(app)
        app.scenes = []
        app.push(title)
        table = words.saved_table("Bête", 5, "Le Gras, 1739", 3, 5)
        app.push(Confirm(app, words.ABANDON_TITLE, words.abandon_lines(table), words.ABANDON_YES, words.ABANDON_NO,
                         lambda: None))
        title.draw(app.screen)
        app.scene.draw(app.screen)
        path = args.out / f"{w}x{h}_{code}_abandon.png"
        pygame.image.save(app.screen, str(path))
        print(path)
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
