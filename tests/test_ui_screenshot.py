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


#: Each game's moments, shot by its own script (tests/screenshot_<game>_run.py) into
#: artifacts/<game>_<moment>.png: the script's time limit, and how many colours a shot must
#: show at least (Bésigue's count may lay out only two brisques on the cloth).
GAME_SHOTS = {
    # Bestia: the exchange, a trick on the cloth, and a result where someone goes bestia
    "bestia": (("exchange", "mid_deal", "result"), 180, 200),
    # Mouche with Mistigri at six players: an exchange picked, a mouche shown face up with its
    # words and its result, the talk and the rob at the dealer's turn (the Mistigri's ribbon in
    # hand, mouches waiting by the basket), and a trick of six
    "mouche": (("exchange", "mouche", "mouche_result", "talk", "rob", "trick"), 240, 200),
    # Bésigue: the play while the stock lasts, a meld being chosen by clicking its cards, the
    # last tricks with a card refused and the rule named, the brisques counted, the result
    "besigue": (("deal", "meld", "last_tricks", "count", "result"), 660, 120),
}


@pytest.mark.parametrize("game", sorted(GAME_SHOTS))
def test_game_table_screenshots(game: str, home: Path, display: dict[str, str]) -> None:
    """Each game's table at 1280x800 at the moments of :data:`GAME_SHOTS`, every one reached
    and drawn (artifacts/<game>_*.png)."""
    shots, limit, least = GAME_SHOTS[game]
    ARTIFACTS.mkdir(exist_ok=True)
    prefix = ARTIFACTS / game
    names = [Path(f"{prefix}_{shot}.png") for shot in shots]
    for path in names:
        path.unlink(missing_ok=True)
    env = os.environ | display | {"SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(TESTS / f"screenshot_{game}_run.py"), str(prefix)], env=env,
                          capture_output=True, text=True, timeout=limit)
    assert done.returncode == 0, f"not every moment was reached: {done.stdout}{done.stderr}"
    for path in names:
        surface = pygame.image.load(str(path))
        assert surface.get_size() == (1280, 800)
        colours = {surface.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 800, 16)}
        assert len(colours) > least, path.name


#: The review's shots (tests/screenshot_review_run.py): each game at 960x600 and 1280x800 at
#: the costliest of the person's decisions, Bête at 3840x2160 and in French at 960x600, and a
#: result with its Review.
REVIEW_SHOTS = {f"{game}_{w}": (w, h) for game in ("bete", "bestia", "mouche", "besigue")
                for w, h in ((960, 600), (1280, 800))} | {"bete_3840": (3840, 2160), "bete_960_fr": (960, 600),
                                                          "result": (1280, 800)}


def test_review_screenshots(home: Path, display: dict[str, str]) -> None:
    """The review of a deal of each game, from 960x600 to 4K, every one reached and drawn
    (artifacts/review_*.png): the table with every hand face up and the review's panels."""
    ARTIFACTS.mkdir(exist_ok=True)
    prefix = ARTIFACTS / "review"
    for shot in REVIEW_SHOTS:
        Path(f"{prefix}_{shot}.png").unlink(missing_ok=True)
    env = os.environ | display | {"SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(TESTS / "screenshot_review_run.py"), str(prefix)], env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"not every review was reached: {done.stdout}{done.stderr}"
    for shot, size in REVIEW_SHOTS.items():
        surface = pygame.image.load(f"{prefix}_{shot}.png")
        assert surface.get_size() == size
        w, h = size
        colours = {surface.get_at((x, y))[:3] for x in range(0, w, w // 80) for y in range(0, h, h // 50)}
        assert len(colours) > 150, shot


#: The guided deal's moments (tests/screenshot_guided_run.py): the first coach panel, a button's
#: gloss, the order of the cards, a different choice explained and the glossary at both window
#: sizes; what was learnt at the end at the larger.
GUIDED_MOMENTS = ("coach", "gloss", "order", "diverged", "glossary")


@pytest.mark.parametrize("size", ["960x600", "1280x800"])
@pytest.mark.parametrize("game", ["bete", "bestia", "mouche", "besigue"])
def test_guided_deal_screenshots(game: str, size: str, home: Path, display: dict[str, str]) -> None:
    ARTIFACTS.mkdir(exist_ok=True)
    moments = GUIDED_MOMENTS + (("end",) if size == "1280x800" else ())
    targets = [ARTIFACTS / f"guided_{game}_{size}_{moment}.png" for moment in moments]
    for target in targets:
        target.unlink(missing_ok=True)
    env = os.environ | display | {"SDL_AUDIODRIVER": "dummy"}
    args = [sys.executable, str(TESTS / "screenshot_guided_run.py"), game, size, str(ARTIFACTS)]
    done = subprocess.run(args + (["end"] if size == "1280x800" else []), env=env, capture_output=True, text=True,
                          timeout=600)
    assert done.returncode == 0, f"the guided deal's moments were not all reached: {done.stdout}{done.stderr}"
    w, h = (int(v) for v in size.split("x"))
    for target in targets:
        surface = pygame.image.load(str(target))
        assert surface.get_size() == (w, h)
        colours = {surface.get_at((x, y))[:3] for x in range(0, w, 16) for y in range(0, h, 16)}
        assert len(colours) > 60, f"{target.name} looks empty"


@pytest.mark.parametrize("view", ("960_fr", "1280_en150"))
def test_the_newcomers_evening_mended_screenshots(view: str, home: Path, display: dict[str, str]) -> None:
    """Issue 26's situations after the mend, at 960x600 in French and at 1280x800 in English
    with text at 150% (artifacts/mend/*.png, by tests/screenshot_mend_run.py), every one drawn."""
    target = ARTIFACTS / "mend"
    for old in target.glob(f"{view}_*.png"):
        old.unlink()
    env = os.environ | display | {"SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, str(TESTS / "screenshot_mend_run.py"), str(target), view], env=env,
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, f"not every situation was reached: {done.stdout}{done.stderr}"
    shots = sorted(target.glob(f"{view}_*.png"))
    for situation in ("title", "confirm", "seats", "settings", "record", "bete5_hint", "bete5_gather",
                      "bete5_ledger", "bestia6_trick", "bestia6_result", "mouche4_trick", "besigue2_trick"):
        assert target / f"{view}_{situation}.png" in shots, situation
    for path in shots:
        surface = pygame.image.load(str(path))
        assert surface.get_size() == ((960, 600) if view == "960_fr" else (1280, 800)), path.name
        colours = {surface.get_at((x, y))[:3] for x in range(0, surface.get_width(), 16)
                   for y in range(0, surface.get_height(), 16)}
        assert len(colours) > 60, path.name
