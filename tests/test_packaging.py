"""The packaging test: build the one-folder app from ``build.spec`` and run what was built.

This is what CI has for "build it and run the built binary's --self-test headless": the
build goes to ``build/pytest-frozen/`` (kept, so that a second run on the same checkout
only rebuilds what changed; a clean checkout builds from scratch in about 20 s on two
cores), and the binary then runs from another folder, with the settings and logs in a
temporary ``LA_BETE_HOME``, so it can only find its assets inside its own bundle.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import pytest

from game import __version__

pytestmark = pytest.mark.packaging

ROOT = Path(__file__).resolve().parents[1]
BUILD = ROOT / "build" / "pytest-frozen"
DIST = BUILD / "dist"
APP = DIST / "la-bete"
EXECUTABLE = APP / ("la-bete.exe" if sys.platform == "win32" else "la-bete")
LIMIT_BYTES = 60 * 1000 * 1000


def _env(home: Path, **extra: str) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("SDL_", "LA_BETE_"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", LA_BETE_HOME=str(home), **extra)
    return env


def _tree(folder: Path) -> set[str]:
    return {str(p.relative_to(folder)) for p in folder.rglob("*")}


#: Which test run the build in ``DIST`` was made for (pytest-xdist's run id, or the process's).
STAMP = BUILD / "built-for"
LOCK = BUILD / "building"


@contextmanager
def building_alone(stale_after: float = 900) -> Iterator[None]:
    """One worker builds at a time: the others wait here (a lock left by a run killed
    mid-build is taken over once older than ``stale_after`` seconds)."""
    BUILD.mkdir(parents=True, exist_ok=True)
    while True:
        try:
            handle = os.open(LOCK, os.O_CREAT | os.O_EXCL | os.O_WRONLY)
            break
        except FileExistsError:
            try:
                if time.time() - LOCK.stat().st_mtime > stale_after:
                    LOCK.unlink()
            except FileNotFoundError:
                pass
            time.sleep(0.5)
    try:
        yield
    finally:
        os.close(handle)
        LOCK.unlink(missing_ok=True)


@pytest.fixture(scope="session")
def built() -> Path:
    """Run PyInstaller on build.spec (one folder) once for the whole test run and return the
    built executable: whichever worker asks first builds, the others wait for it and use its
    build (xdist's groups do not keep these tests on one worker under pytest 9)."""
    run = os.environ.get("PYTEST_XDIST_TESTRUNUID", f"solo-{os.getpid()}")
    with building_alone():
        if not (EXECUTABLE.is_file() and STAMP.is_file() and STAMP.read_text() == run):
            env = {k: v for k, v in os.environ.items() if k != "LA_BETE_ONEFILE"}
            env.update(PYGAME_HIDE_SUPPORT_PROMPT="1", PYINSTALLER_CONFIG_DIR=str(BUILD / "cache"))
            command = [sys.executable, "-m", "PyInstaller", str(ROOT / "build.spec"), "--noconfirm", "--log-level",
                       "WARN", "--distpath", str(DIST), "--workpath", str(BUILD / "work")]
            result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=900)
            assert result.returncode == 0, \
                f"pyinstaller build.spec failed:\n{result.stdout[-3000:]}\n{result.stderr[-6000:]}"
            STAMP.write_text(run)
    assert EXECUTABLE.is_file(), f"no executable at {EXECUTABLE}"
    return EXECUTABLE


def test_the_one_folder_build_stays_within_60_mb(built: Path) -> None:
    size = sum(p.stat().st_size for p in APP.rglob("*") if p.is_file() and not p.is_symlink())
    print(f"one-folder build: {size / 1e6:.1f} MB in {APP}")
    assert size <= LIMIT_BYTES, f"{size / 1e6:.1f} MB is over 60 MB"


def test_the_build_bundles_the_assets_and_leaves_out_what_the_game_does_not_use(built: Path) -> None:
    files = _tree(APP)
    names = {Path(f).name for f in files}
    for needed in ("KS.png", "back.png", "shuffle.wav", "EBGaramond12-Regular.otf", "LICENSE-EBGaramond.txt",
                   "LICENSE-DejaVu.txt", "LICENSE-LinuxLibertine.txt", "la-bete.png"):
        assert needed in names, f"{needed} is not bundled"
    assert "freesansbold.ttf" not in names, "pygame's default font is bundled, but the game never uses it"
    for language in ("fr", "it", "es"):
        assert [f for f in files if f.endswith(f"locale/{language}/LC_MESSAGES/la_bete.po")], f"no {language} catalog"
    for unwanted in ("tkinter", "_tkinter", "numpy", "pytest", "hypothesis", "libcrypto", "pygame/tests",
                     "pygame/examples", "pypm", "_camera"):
        assert not [f for f in files if unwanted in f], f"{unwanted} is bundled"


def test_the_built_binary_passes_its_self_test_headless(built: Path, tmp_path: Path) -> None:
    before = _tree(APP)
    result = subprocess.run([str(built), "--self-test", "--deals", "1", "--speed", "instant", "--seed", "3"],
                            cwd=tmp_path, env=_env(tmp_path / "home"), capture_output=True, text=True, timeout=300)
    print(result.stdout)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    assert re.search(r"^frame ms: p50 [\d.]+ p99 [\d.]+$", result.stdout, re.M), result.stdout
    first = re.search(r"^first frame: (\d+) ms after launch$", result.stdout, re.M)
    assert first and int(first.group(1)) > 0, result.stdout
    assets = re.search(r"^assets: all found under (.+)$", result.stdout, re.M)
    assert assets, result.stdout
    assert Path(assets.group(1)).resolve().is_relative_to(APP.resolve()), "the frozen app read assets from outside itself"
    assert re.search(r"^worker process: answered in \d+ ms$", result.stdout, re.M), result.stdout
    assert "self-test passed" in result.stdout
    assert _tree(APP) == before, "the built binary wrote files beside itself"


def test_the_built_binary_speaks_italian(built: Path, tmp_path: Path) -> None:
    """The frozen app carries its catalogs: its self-test in Italian reads them."""
    result = subprocess.run([str(built), "--self-test", "--deals", "1", "--speed", "instant", "--seed", "3", "--lang", "it"],
                            cwd=tmp_path, env=_env(tmp_path / "home"), capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr[-4000:]
    assert "language: it (Nuova partita)" in result.stdout and "self-test passed" in result.stdout


def test_a_crash_in_the_built_binary_leaves_a_report_in_the_user_folder(built: Path, tmp_path: Path) -> None:
    home = tmp_path / "home"
    before = _tree(APP)
    result = subprocess.run([str(built)], cwd=tmp_path, env=_env(home, LA_BETE_CRASH_TEST="frame"),
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 70, result.stdout + result.stderr[-4000:]
    told = re.search(r"a crash report is in (.+\.txt)$", result.stderr, re.M)
    assert told, result.stderr
    report = Path(told.group(1))
    assert report.parent == home / "logs" and report.is_file()
    text = report.read_text(encoding="utf-8")
    assert f"La Bête {__version__} (frozen one-folder build)" in text
    assert "Platform:" in text and "Traceback (most recent call last)" in text
    assert "DeliberateCrash: LA_BETE_CRASH_TEST=frame" in text
    assert (home / "logs" / "la-bete.log").is_file()
    assert _tree(APP) == before, "the built binary wrote files beside itself"
