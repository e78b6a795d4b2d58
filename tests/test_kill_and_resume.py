"""Killing the game with SIGKILL at any moment loses at most the action in flight.

A real process plays with random input and prints each position it reaches and each
position once the writer has saved it; it is killed at a random moment (or while the
writer is in the middle of a write), then Continue must find at least the last position
printed as saved and every position before the last one reached, and the session must
play on from there to the end of the deal.
"""
from __future__ import annotations

import json
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
from game.stats import Statistics
from game.ui import save
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

TESTS = Path(__file__).resolve().parent


class Killed:
    """What the killed game said: the positions it reached and the last it saved."""

    def __init__(self) -> None:
        self.reached: list[tuple[int, int]] = []
        self.saved = (0, 0)
        self.writing = 0  # times it said the writer was busy

    def read(self, line: str) -> None:
        word, *numbers = line.split()
        if word == "writing":
            self.writing += 1
        elif word == "at":
            self.reached.append((int(numbers[0]), int(numbers[1])))
        elif word == "saved":
            self.saved = max(self.saved, (int(numbers[0]), int(numbers[1])))


def run_until_killed(home: Path, seed: int, actions: int, linger: str | None = None) -> Killed:
    """Start the game, let it reach ``actions`` positions, then kill -9 it: a little later,
    or with ``linger`` as soon as its writer is next busy in the middle of a write."""
    env = os.environ | {"LA_BETE_HOME": str(home), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
                         "PYTHONPATH": str(TESTS.parent)}  # this checkout's game, whatever is installed
    command = [sys.executable, str(TESTS / "kill_run.py"), str(seed)] + (["--linger", linger] if linger else [])
    game = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    told = Killed()
    try:
        for line in game.stdout:
            told.read(line)
            if len(told.reached) > actions and (linger is None or line.startswith("writing")):
                if linger is None:
                    time.sleep(random.Random(seed).random() * 0.05)  # somewhere in the next move
                break
    finally:
        game.send_signal(signal.SIGKILL)
        rest = game.stdout.read()
        game.wait(timeout=10)
    for line in rest.splitlines():  # printed before the kill landed: true too
        told.read(line)
    return told


def saved_position(reports: list[str]) -> tuple[int, int]:
    """The position the save on disk holds (the newest save that restores)."""
    data = save.read(report=reports.append)
    assert data is not None and not reports, reports
    session = save.restore(data)
    deal = session.current
    return (deal.number, deal.ply) if deal is not None else (session.deals_played + 1, 0)


def play_on(seed: int, saved: tuple[int, int]) -> None:
    """Continue finds the interrupted deal and plays it to its end, jetons conserved."""
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


@pytest.mark.parametrize(("seed", "actions"), [(1, 7), (2, 19), (3, 33)])
def test_sigkill_loses_at_most_the_action_in_flight(home: Path, seed: int, actions: int) -> None:
    told = run_until_killed(home, seed, actions)
    assert told.saved > (0, 0), "the game never saved a deal"
    reports: list[str] = []
    saved = saved_position(reports)
    assert saved >= told.saved, f"printed {told.saved} as saved but the save holds {saved}"
    assert saved >= told.reached[-2], f"reached {told.reached[-2:]} but the save holds {saved}"
    play_on(seed, saved)


@pytest.mark.parametrize(("seed", "actions", "stage"), [(4, 5, "fsync"), (5, 12, "between"), (6, 9, "torn")])
def test_sigkill_while_the_writer_is_busy_loses_at_most_the_action_in_flight(
        home: Path, seed: int, actions: int, stage: str) -> None:
    """Killed while the writer's thread is in the middle of a write (before the temporary
    file's fsync, between moving the old file aside and the new one in, or with half a
    large text in the temporary file): the files Continue reads are whole, and they hold
    every position the game said was saved and all but the action in flight."""
    told = run_until_killed(home, seed, actions, linger=stage)
    assert told.writing, "the game was not killed while writing"
    temporaries = list(home.glob(".*.tmp"))
    if stage == "torn":
        assert temporaries, "the kill left the half-written temporary file"
        for torn in temporaries:
            with pytest.raises(json.JSONDecodeError):
                json.loads(torn.read_text(encoding="utf-8"))
    for name in ("session.json", "session.json.prev", "statistics.json", "statistics.json.prev"):
        if (home / name).exists():  # never torn: a file is whole, or absent
            json.loads((home / name).read_text(encoding="utf-8"))
    reports: list[str] = []
    saved = saved_position(reports)  # the current save, or the previous one when it was being replaced
    assert saved >= told.saved, f"printed {told.saved} as saved but the save holds {saved}"
    assert saved >= told.reached[-2], f"reached {told.reached[-2:]} but the save holds {saved}"
    assert not list(home.glob(".*.tmp")), "the half-written file was swept away"
    Statistics.load(reports.append)
    assert not reports, reports
    play_on(seed, saved)
