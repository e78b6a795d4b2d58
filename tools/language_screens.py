"""The title, the settings (top, and the shared rows at the foot), the rules of Bête, Your
record, the question before a saved session is abandoned and a Bête table mid-deal (a trick
begun, the person's prompt showing), in each language and at each size, as PNGs, for looking
at the longer phrases and the accents.

    python tools/language_screens.py DIR [--size 960x600 1280x800] [--lang fr it es en]

``--lang pseudo`` shoots the tests' pseudo-language (:func:`game.i18n.set_pseudo`), in which
every word the catalogs hold is written in marked letters (á, Ť) and any plain English left
came from outside them.

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


def bete_mid_deal(app):
    """A Bête table in the middle of a deal: a trick begun on the cloth and the person's prompt
    showing (the self-test's driver plays until then; None if no such moment came)."""
    from game.ui.selftest import Driver
    from game.ui.table.scene import TableScene
    from game.ui.title_scene import TitleScene

    driver = Driver(deals=3, seed=4)
    driver.started_game = True
    table = TableScene(app, seed=4)
    caught = []

    def watch(app) -> None:
        prompt = table.human_prompt() if app.scene is table else None
        on_cloth = any(w[0] == "trick" for w in table.places.where.values())
        if prompt is not None and prompt[0] == "card" and on_cloth:
            if not table.hand.moving() and not table.flow.tl.busy:  # the person's cards settled in the hand
                caught.append(table)
                app.quit()
            return
        driver(app)

    app.push(TitleScene(app))
    app.push(table)
    app.hooks.append(watch)
    app.run(max_seconds=40)
    app.hooks.clear()
    return table if caught else None


def shoot(app, out: Path, name: str, code: str, sizes: list[tuple[int, int]], scroll: float = 0) -> None:
    """What is on the stack, drawn and saved at each size."""
    import pygame

    for w, h in sizes:
        if app.size != (w, h):
            app.screen = pygame.display.set_mode((w, h))
            app._resized()
        if hasattr(app.scene, "scroll"):
            app.scene.scroll = scroll
        app._draw()
        app._draw()  # the second frame: the scroll clamped to the content
        path = out / f"{w}x{h}_{code}_{name}.png"
        pygame.image.save(app.screen, str(path))
        print(path)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("out", type=Path)
    parser.add_argument("--size", nargs="+", default=["960x600", "1280x800"])
    parser.add_argument("--lang", nargs="+", default=["fr", "it", "es", "en"])
    args = parser.parse_args(argv)
    os.environ["XDG_CONFIG_HOME"] = tempfile.mkdtemp()
    os.environ["XDG_DATA_HOME"] = tempfile.mkdtemp()
    os.environ["LA_BETE_HOME"] = tempfile.mkdtemp()

    from game import i18n
    from game.settings import Settings
    from game.ui import words
    from game.ui.app import App
    from game.ui.dialogs import Confirm
    from game.ui.rules_scene import RulesScene
    from game.ui.settings_scene import SettingsScene
    from game.ui.stats_scene import StatisticsScene
    from game.ui.title_scene import TitleScene

    sizes = [tuple(int(v) for v in size.split("x")) for size in args.size]
    args.out.mkdir(parents=True, exist_ok=True)
    for code in args.lang:
        pseudo = code == "pseudo"  # the test's pseudo-language: any plain English left stands out
        settings = Settings(game="bete", language="en" if pseudo else code, animation="instant", ai_pause=0.0,
                            opponents="heuristic")
        app = App(settings, size=sizes[0], save_settings=False)
        if pseudo:
            i18n.set_pseudo()
        shots = [("title", lambda: TitleScene(app), 0), ("settings", lambda: SettingsScene(app), 0),
                 ("settings_foot", lambda: SettingsScene(app), 10_000),
                 ("rules_bete", lambda: RulesScene(app, app.settings.game_rules(), app.settings.table_players()), 0),
                 ("record", lambda: StatisticsScene(app, example_record()), 0)]
        for name, scene, scroll in shots:
            app.scenes = []
            app.push(scene())
            shoot(app, args.out, name, code, sizes, scroll)
        # the question before a saved session is left for a new one, over the title
        app.scenes = []
        app.push(TitleScene(app))
        table = words.saved_table("Bête", 5, "Le Gras, 1739", 3, 5)
        app.push(Confirm(app, words.ABANDON_TITLE, words.abandon_lines(table), words.ABANDON_YES, words.ABANDON_NO,
                         lambda: None))
        shoot(app, args.out, "abandon", code, sizes)
        # a Bête table mid-deal, the person's prompt showing
        app.scenes = []
        if bete_mid_deal(app) is None:
            print(f"{code}: no moment mid-deal with the person to play came in 40 s", file=sys.stderr)
            return 1
        shoot(app, args.out, "bete_table", code, sizes)
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
