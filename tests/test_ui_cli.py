"""``python -m game`` flags: a bad flag is one line naming it with exit code 2; the
self-test runs headless through the real scenes and prints its figures.

One self-test runs as a user runs it, ``python -m game`` in a process of its own; the flags
and the other self-tests call the same ``main`` in the test's process, with the computer
players still thinking in their real worker process (``real_worker``).
"""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from game import i18n
from game.__main__ import main

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


@pytest.fixture()
def self_test(capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch):
    """``python -m game --self-test ...`` in the test's process: (exit code, what it printed).
    The self-test's own folder and ``--lang`` are undone afterwards."""
    def play(*args: str) -> tuple[int, str]:
        monkeypatch.setenv("LA_BETE_HOME", os.environ["LA_BETE_HOME"])  # the self-test points it elsewhere
        code = main(["--self-test", *args])
        out = capsys.readouterr()
        return code, out.out + out.err

    yield play
    i18n.follow("en")


@pytest.mark.parametrize("args,flag", [
    (["--bogus"], "--bogus"),
    (["--seed", "x"], "--seed"),
    (["--players", "9"], "--players"),
    (["--self-test", "--deals", "0"], "--deals"),
    (["--size", "10x10"], "--size"),
    (["--demo", "--self-test"], "--self-test"),
    (["--game", "chess"], "--game"),
    (["--game", "bestia", "--players", "3"], "--players"),
    (["--game", "bestia", "--preset", "cady_1896"], "--preset"),
])
def test_bad_flags_exit_2_with_one_line(args: list[str], flag: str, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(args)
    assert exit_.value.code == 2
    lines = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(lines) == 1 and flag in lines[0]


def test_self_test_passes_and_reports(tmp_path: Path) -> None:
    """The one run of ``python -m game`` in a process of its own, as a user starts it."""
    result = run("--self-test", "--deals", "1", "--speed", "instant", "--seed", "3", timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "frame ms: p50" in result.stdout and "p99" in result.stdout
    assert "first frame:" in result.stdout


@pytest.mark.real_worker
def test_self_test_plays_bestia_through_the_real_loop(self_test) -> None:
    code, out = self_test("--game", "bestia", "--deals", "2", "--speed", "instant", "--seed", "1")
    assert code == 0, out
    assert "self-test: 2 deals" in out and "talk:" in out
    assert "frame ms: p50" in out and "self-test passed" in out


@pytest.mark.parametrize("lang, game", [("fr", "bete"), ("it", "bestia"), ("es", "mouche"), ("fr", "besigue")])
@pytest.mark.real_worker
def test_self_test_passes_in_every_language(self_test, lang: str, game: str) -> None:
    """``--lang``: a deal played through the real scenes in French, Italian or Spanish."""
    code, out = self_test("--lang", lang, "--game", game, "--deals", "1", "--speed", "instant", "--seed", "3")
    assert code == 0, out
    assert f"language: {lang}" in out and "self-test passed" in out


@pytest.mark.parametrize("players, preset", [(4, "academie_1718"), (6, "balzac_1839")])
@pytest.mark.real_worker
def test_self_test_plays_mouche_through_the_real_loop(self_test, players: int, preset: str) -> None:
    code, out = self_test("--game", "mouche", "--preset", preset, "--players", str(players), "--deals", "3",
                          "--speed", "instant", "--seed", "2")
    assert code == 0, out
    assert "self-test: 3 deals" in out and "talk:" in out
    assert "frame ms: p50" in out and "self-test passed" in out
