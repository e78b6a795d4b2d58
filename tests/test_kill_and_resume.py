"""Killing the game with SIGKILL at any moment loses at most the action in flight.

A real process plays with random input and prints each position once it is saved; it is
killed at a random moment, then Continue must find at least the last position printed,
and the session must play on from there to the end of the deal.
"""
from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pygame
import pytest

from game.settings import Settings
from game.ui import save
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

TESTS = Path(__file__).resolve().parent


def run_until_killed(home: Path, seed: int, actions: int) -> tuple[int, int]:
    """Start the game, let it make ``actions`` moves (and a little more), kill -9 it;
    the last (deal, ply) it printed."""
    env = os.environ | {"LA_BETE_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    game = subprocess.Popen([sys.executable, str(TESTS / "kill_run.py"), str(seed)], env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    last = (0, 0)
    try:
        for moves, line in enumerate(game.stdout):
            deal, ply = map(int, line.split()[1:])
            last = (deal, ply)
            if moves >= actions:
                time.sleep(random.Random(seed).random() * 0.05)  # somewhere in the next move
                break
    finally:
        game.send_signal(signal.SIGKILL)
        rest = game.stdout.read()
        game.wait(timeout=10)
    for line in rest.splitlines():  # printed before the kill landed: saved too
        if line.startswith("ply "):
            last = tuple(map(int, line.split()[1:]))
    return last


@pytest.mark.parametrize(("seed", "actions"), [(1, 7), (2, 19), (3, 33)])
def test_sigkill_loses_at_most_the_action_in_flight(home: Path, seed: int, actions: int) -> None:
    last = run_until_killed(home, seed, actions)
    assert last > (0, 0), "the game never reached a deal"
    reports: list[str] = []
    data = save.read(report=reports.append)
    assert data is not None and not reports, reports
    session = save.restore(data)
    deal = session.current
    saved = (deal.number, deal.ply) if deal is not None else (session.deals_played + 1, 0)
    assert saved >= last, f"printed {last} but the save holds {saved}"
    app = App(Settings(animation="instant", ai_pause=0.0).with_players(4), size=(1280, 800), seed=seed,
              save_settings=False)
    try:
        title = TitleScene(app)
        app.push(title)
        title.cont()
        table = app.scene
        assert isinstance(table, TableScene)
        driver = Driver(deals=1, seed=seed)
        app.hooks.append(driver)
        app.run(max_seconds=60)
        assert driver.done and driver.failure is None
        assert table.flow.history[-1]["deal"] == saved[0], "the interrupted deal was finished, not replaced"
        held = sum(table.flow.session.purses) + table.flow.session.table.jetons(table.flow.rules.fiche_value)
        assert held == 4 * table.flow.rules.purse
    finally:
        pygame.quit()
