"""The frozen build's entry point: a worker process of the computer players is the same
executable started again, so ``multiprocessing.freeze_support()`` must come first."""
from __future__ import annotations

import multiprocessing
import runpy
import sys
from pathlib import Path

import pytest

import game.__main__ as entry

ROOT = Path(__file__).resolve().parents[1]


class Stop(Exception):
    """Ends main() at the point of interest."""


def test_a_frozen_game_calls_freeze_support_before_anything_else(monkeypatch) -> None:
    calls: list[str] = []

    def parse_flags():
        calls.append("parse flags")
        raise Stop

    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: calls.append("freeze_support"))
    monkeypatch.setattr(entry, "build_parser", parse_flags)
    with pytest.raises(Stop):
        entry.main([])
    assert calls == ["freeze_support", "parse flags"]


def test_from_source_freeze_support_is_left_alone(monkeypatch) -> None:
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.setattr(multiprocessing, "freeze_support", lambda: pytest.fail("called from source"))
    with pytest.raises(SystemExit) as stop:
        entry.main(["--bogus"])
    assert stop.value.code == 2


def test_the_frozen_entry_script_hands_over_to_main(monkeypatch) -> None:
    monkeypatch.setattr(entry, "main", lambda: 7)
    with pytest.raises(SystemExit) as stop:
        runpy.run_path(str(ROOT / "tools" / "frozen_entry.py"), run_name="__main__")
    assert stop.value.code == 7
