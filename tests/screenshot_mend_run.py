"""Run by test_ui_screenshot in its own process: the newcomer's evening of issue 26 after the
mend, each situation shot at 960x600 in French and at 1280x800 in English with text at 150%
(artifacts/mend/<view>_<situation>.png): the suits in an italic line, the Bestia talk with its
prompt and buttons, an exchange picked, the hint beside the play, Mouche's trick by its
captions, a result's key, the title with a save and the opponents, the settings, Bésigue's
turn-up, a trick gathered, a trick of six named, the ledgers, the record, the French dialog
and Bestia's result panel."""
from __future__ import annotations

import sys
from pathlib import Path

import pygame

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools"))

import screen_frames as sf  # noqa: E402
from game import i18n  # noqa: E402
from game.settings import Settings  # noqa: E402
from game.ui import words  # noqa: E402
from game.ui.app import App  # noqa: E402
from inline_worker import think_in_process  # noqa: E402

#: The two views asked for: (name, window, text scale, language).
VIEWS = (("960_fr", (960, 600), 100, "fr"), ("1280_en150", (1280, 800), 150, "en"))
#: The tables played, and the moments shot at each.
TABLES = (("bete", 5, ("hint", "gather", "trick", "result")), ("bestia", 6, ("talk", "exchange", "trick", "result")),
          ("mouche", 4, ("trick", "result")), ("besigue", 2, ("talk", "trick", "talk log")))


def shoot(app: App, path: Path) -> None:
    app._draw()
    pygame.image.save(app.screen, str(path))


def tables(out: Path, view: str, size: tuple[int, int], scale: int, lang: str) -> None:
    for game, players, moments in TABLES:
        def seen(app: App, moment: str, game=game, moments=moments) -> None:
            if moment in moments:
                shoot(app, out / f"{view}_{game}{players}_{moment.replace(' ', '_')}.png")
            if moment == "trick":
                table = app.scene
                table._open_ledger()
                shoot(app, out / f"{view}_{game}{players}_ledger.png")
                app.pop()
        settings = Settings(game=game, animation="fast", ai_pause=0.0, opponents="heuristic", ui_scale=scale,
                            language=lang, seat_levels=("expert", "random") if game == "bete" else ())
        sf.play_table(game, players, {}, seen=seen, settings=settings, size=size)


def scenes(out: Path, view: str, size: tuple[int, int], scale: int, lang: str) -> None:
    from language_screens import example_record

    from game.ui.dialogs import Confirm
    from game.ui.seats_scene import SeatsScene
    from game.ui.settings_scene import SettingsScene
    from game.ui.stats_scene import StatisticsScene
    from game.ui.title_scene import TitleScene

    app = App(Settings(game="besigue", ui_scale=scale, language=lang, seat_levels=("expert",)).with_players(2),
              size=size, save_settings=False, report=lambda line: None)
    try:
        title = TitleScene(app)
        app.push(title)
        title.saved = {"names": ["You", "Anne"]}
        title._saved_words = words.saved_game("Bésigue", "Boussac, 1896", "Vous 370, Anne 270" if lang == "fr"
                                              else "You 370, Anne 270", 1000)
        shoot(app, out / f"{view}_title.png")
        app.push(Confirm(app, words.ABANDON_TITLE, words.abandon_lines("Bestia, 6"), words.ABANDON_YES,
                         words.ABANDON_NO, lambda: None))
        shoot(app, out / f"{view}_confirm.png")
        app.pop()
        app.settings = app.settings.replace(game="bete").with_players(5)
        app.push(SeatsScene(app))
        shoot(app, out / f"{view}_seats.png")
        app.pop()
        app.settings = app.settings.replace(game="besigue")
        settings = SettingsScene(app)
        app.push(settings)
        app._draw()
        suits = next(i for i, row in enumerate(settings.rows) if "♠" in row.value())  # the bésigue's cards
        settings.focus = suits
        settings.scroll = settings._tops[suits] - 10
        shoot(app, out / f"{view}_settings.png")
        app.pop()
        app.push(StatisticsScene(app, example_record()))
        shoot(app, out / f"{view}_record.png")
    finally:
        app.close()
        i18n.follow("en")
        pygame.quit()


def main(target: str, only: str) -> int:
    """Shoot the view named ``only`` (one process a view, so that two can run at once)."""
    out = Path(target)
    out.mkdir(parents=True, exist_ok=True)
    think_in_process()
    for view, size, scale, lang in VIEWS:
        if view == only:
            tables(out, view, size, scale, lang)
            scenes(out, view, size, scale, lang)
    shots = sorted(out.glob(f"{only}_*.png"))
    print(f"{len(shots)} shots of {only} in {out}")
    return 0 if len(shots) >= len(TABLES) + 5 else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1], sys.argv[2]))
