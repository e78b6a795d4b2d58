"""A picture of the table in the middle of a deal at 1280x800, kept as a test artifact
(artifacts/table_mid_deal.png), with a check that the table is really drawn there.

The picture is taken under Xvfb (a real X server without a screen) when the machine has
it, so that it shows what the X11 video driver really put in the window; elsewhere under
SDL's dummy driver, which draws the same surface without a window.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

TESTS = Path(__file__).resolve().parent
ARTIFACTS = TESTS.parent / "artifacts"


@pytest.fixture()
def display() -> dict[str, str]:
    """Environment for the game: a fresh Xvfb display if there is one, else the dummy driver."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        yield {"SDL_VIDEODRIVER": "dummy"}
        return
    read, write = os.pipe()
    server = subprocess.Popen([xvfb, "-displayfd", str(write), "-screen", "0", "1280x800x24", "-nolisten", "tcp"],
                              pass_fds=(write,), stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as stream:
        number = stream.readline().strip()
    try:
        yield {"SDL_VIDEODRIVER": "x11", "DISPLAY": f":{number}"}
    finally:
        server.terminate()
        server.wait(timeout=10)


def test_table_mid_deal_screenshot(home: Path, display: dict[str, str]) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    target = ARTIFACTS / "table_mid_deal.png"
    target.unlink(missing_ok=True)
    env = os.environ | display | {"SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(TESTS / "screenshot_run.py"), str(target)], env=env,
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, f"the deal never reached its middle: {done.stdout}{done.stderr}"
    assert f"driver: {display['SDL_VIDEODRIVER']}" in done.stdout
    surface = pygame.image.load(str(target))
    assert surface.get_size() == (1280, 800)
    # the felt is green, and cards (light) and text are drawn on it
    colours = {surface.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert len(colours) > 200
    greenish = sum(1 for c in colours if c[1] > c[0] + 20 and c[1] > c[2])
    light = sum(1 for c in colours if min(c) > 200)
    assert greenish > 50 and light > 5
    assert target.stat().st_size > 50_000


def test_bestia_table_screenshots(home: Path, display: dict[str, str]) -> None:
    """Bestia at 1280x800: the exchange, a trick on the cloth, and a result where someone
    goes bestia (artifacts/bestia_*.png)."""
    ARTIFACTS.mkdir(exist_ok=True)
    prefix = ARTIFACTS / "bestia"
    names = [Path(f"{prefix}_{shot}.png") for shot in ("exchange", "mid_deal", "result")]
    for path in names:
        path.unlink(missing_ok=True)
    env = os.environ | display | {"SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(TESTS / "screenshot_bestia_run.py"), str(prefix)], env=env,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, f"not every moment was reached: {done.stdout}{done.stderr}"
    for path in names:
        surface = pygame.image.load(str(path))
        assert surface.get_size() == (1280, 800)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 800, 16)}
        assert len(colours) > 200, path.name


def test_mouche_table_screenshots(home: Path, display: dict[str, str]) -> None:
    """Mouche with Mistigri at six players, 1280x800: an exchange picked, a mouche shown face up
    with its words and its result, the talk and the rob at the dealer's turn (the Mistigri's
    ribbon in hand, mouches waiting by the basket), and a trick of six (artifacts/mouche_*.png)."""
    ARTIFACTS.mkdir(exist_ok=True)
    prefix = ARTIFACTS / "mouche"
    shots = ("exchange", "mouche", "mouche_result", "talk", "rob", "trick")
    names = [Path(f"{prefix}_{shot}.png") for shot in shots]
    for path in names:
        path.unlink(missing_ok=True)
    env = os.environ | display | {"SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(TESTS / "screenshot_mouche_run.py"), str(prefix)], env=env,
                          capture_output=True, text=True, timeout=240)
    assert done.returncode == 0, f"not every moment was reached: {done.stdout}{done.stderr}"
    for path in names:
        surface = pygame.image.load(str(path))
        assert surface.get_size() == (1280, 800)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 800, 16)}
        assert len(colours) > 200, path.name


def test_besigue_table_screenshots(home: Path, display: dict[str, str]) -> None:
    """Bésigue at 1280x800 (artifacts/besigue_*.png): the play while the stock lasts, a meld
    being chosen by clicking its cards, the last tricks with a card refused and the rule
    named, the brisques counted at the end of the deal, and the result in words."""
    ARTIFACTS.mkdir(exist_ok=True)
    prefix = ARTIFACTS / "besigue"
    names = [Path(f"{prefix}_{shot}.png") for shot in ("deal", "meld", "last_tricks", "count", "result")]
    for path in names:
        path.unlink(missing_ok=True)
    env = os.environ | display | {"SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(TESTS / "screenshot_besigue_run.py"), str(prefix)], env=env,
                          capture_output=True, text=True, timeout=660)
    assert done.returncode == 0, f"not every moment was reached: {done.stdout}{done.stderr}"
    for path in names:
        surface = pygame.image.load(str(path))
        assert surface.get_size() == (1280, 800)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 800, 16)}
        assert len(colours) > 200, path.name
