"""The pygame window: title, table, settings, rules and ledger scenes.

Nothing outside this package imports it; :func:`run` is what ``python -m game`` calls.
"""
from __future__ import annotations

import time


class NoWindow(RuntimeError):
    """The game's window could not be opened."""


def run(demo: bool = False, seed: int | None = None, size: tuple[int, int] | None = None,
        started: float | None = None, preset: str | None = None, players: int | None = None,
        game: str | None = None, guided: bool = False, review: str | None = None) -> int:
    """The window; ``game``, ``preset`` and ``players`` change the settings for this run only;
    ``review``: a deal file opened for its review over the title (refused there in one line)."""
    started = started if started is not None else time.perf_counter()
    from . import games
    from .app import App
    from .title_scene import TitleScene

    import pygame

    try:
        app = App(size=size, demo=demo, seed=seed, started=started)
    except pygame.error as exc:  # a windowed build has no console: game.crash reports it and tells the player
        raise NoWindow(f"cannot open a window: {exc}") from exc
    # for this run only: not saved
    if game is not None:
        app.settings = app.settings.replace(game=game)
    if app.settings.game not in games.GAMES:  # a game the engine plays that the window does not seat yet
        app.settings = app.settings.replace(game=games.DEFAULT)
    if preset is not None and preset != app.settings.game_rules().preset:
        app.settings = app.settings.with_rule("preset", preset, app.settings.game)
    if players is not None:
        app.settings = app.settings.with_players(players)
    if demo:
        from .table.scene import TableScene

        app.push(TitleScene(app))
        app.push(TableScene(app, demo=True, seed=seed))
    else:
        app.push(TitleScene(app))
        if guided:  # the guided deal of the game, over the title it returns to
            from .guided.scene import GuidedScene

            app.push(GuidedScene(app, app.settings.game))
        if review is not None:
            app.scene.open_deal(review)
    try:
        app.run()
    finally:
        app.close()
        pygame.quit()
    return 0
