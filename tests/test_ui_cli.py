"""``python -m game`` flags: a bad flag is one line naming it with exit code 2; the
self-test runs headless through the real scenes and prints its figures."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def run(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, env=env, capture_output=True, text=True,
                          timeout=timeout)


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
def test_bad_flags_exit_2_with_one_line(args: list[str], flag: str) -> None:
    result = run(*args)
    assert result.returncode == 2
    lines = [line for line in result.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and flag in lines[0]


def test_self_test_passes_and_reports(tmp_path: Path) -> None:
    result = run("--self-test", "--deals", "1", "--speed", "instant", "--seed", "3", timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "frame ms: p50" in result.stdout and "p99" in result.stdout
    assert "first frame:" in result.stdout


def test_self_test_plays_bestia_through_the_real_loop(tmp_path: Path) -> None:
    result = run("--self-test", "--game", "bestia", "--deals", "2", "--speed", "instant", "--seed", "1", timeout=120)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: 2 deals" in result.stdout and "talk:" in result.stdout
    assert "frame ms: p50" in result.stdout and "self-test passed" in result.stdout


@pytest.mark.parametrize("lang, game", [("fr", "bete"), ("it", "bestia"), ("es", "mouche"), ("fr", "besigue")])
def test_self_test_passes_in_every_language(tmp_path: Path, lang: str, game: str) -> None:
    """``--lang``: a deal played through the real scenes in French, Italian or Spanish."""
    result = run("--self-test", "--lang", lang, "--game", game, "--deals", "1", "--speed", "instant", "--seed", "3",
                 timeout=150)
    assert result.returncode == 0, result.stdout + result.stderr
    assert f"language: {lang}" in result.stdout and "self-test passed" in result.stdout


@pytest.mark.parametrize("players, preset", [(4, "academie_1718"), (6, "balzac_1839")])
def test_self_test_plays_mouche_through_the_real_loop(tmp_path: Path, players: int, preset: str) -> None:
    result = run("--self-test", "--game", "mouche", "--preset", preset, "--players", str(players), "--deals", "3",
                 "--speed", "instant", "--seed", "2", timeout=150)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "self-test: 3 deals" in result.stdout and "talk:" in result.stdout
    assert "frame ms: p50" in result.stdout and "self-test passed" in result.stdout
