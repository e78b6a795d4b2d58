"""The saved session: written between deals, read back by Continue; a bad file is set
aside with a one-line report and Continue is not offered."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from pathlib import Path

import pytest

from game import storage
from game.engine import RuleSet, Session
from game.ui import save




def _played(session: Session) -> None:
    import random

    deal = session.next_deal()
    deal.play_out(random.Random(1).random)
    session.finish_deal()


def test_restore_gives_the_same_next_deal(home: Path) -> None:
    session = Session(RuleSet(), 5, seed=77, rounds=2)
    _played(session)
    data = save.snapshot(session, ["You", "Anne", "Bruno", "Claire", "Denis"], "heuristic", [], [100] * 5, 0)
    save.write(data)
    assert json.loads(save.path().read_text(encoding="utf-8"))["kind"] == save.KIND
    restored = save.restore(save.read())
    assert restored.purses == session.purses and restored.table == session.table
    assert restored.dealer == session.dealer and restored.deals_played == session.deals_played
    assert restored.next_deal().order == session.next_deal().order


def test_a_corrupt_save_is_set_aside(home: Path) -> None:
    save.path().parent.mkdir(parents=True, exist_ok=True)
    save.path().write_text('{"kind": "la-bete session", "version": 1, "players": 4}', encoding="utf-8")
    reports: list[str] = []
    assert save.read(report=reports.append) is None
    assert len(reports) == 1 and "session.json" in reports[0]
    assert not save.exists()
    assert any(p.name.startswith("session.json.corrupt-") for p in home.iterdir())
