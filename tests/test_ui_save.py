"""The saved session: written between deals, read back by Continue; a bad file is set
aside with a one-line report and Continue is not offered."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import json
from pathlib import Path

import pytest

from game.engine import Session
from game.engine.bete import RuleSet
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


@pytest.mark.parametrize("preset", ["bestia_roma", "bestia_un_giro", "bestia_col_buco", "le_gras_1739", "cotton_1674"])
def test_a_session_restores_at_any_action_of_either_game(preset: str) -> None:
    """The engine's snapshot at every point of a deal (exchanges and reshuffles included)
    rebuilds the same deal, and the same deals after it."""
    import random

    from game.engine.bestia.rules import BESTIA_PRESETS
    from game.engine.bete.rules import PRESETS
    from game.engine.snapshot import restore_session, session_state

    rules = {**PRESETS, **BESTIA_PRESETS}[preset]
    rng = random.Random(4)
    session = Session(rules, 5, seed=31, rounds=1)
    for _ in range(3):
        deal = session.current or session.next_deal()
        while True:
            again = restore_session(json.loads(json.dumps(session_state(session))))
            twin = again.current
            assert twin.hands == deal.hands and twin.books.purses == deal.books.purses
            assert twin.legal_actions() == deal.legal_actions() and twin.to_act == deal.to_act
            if deal.is_over:
                break
            legal = deal.legal_actions()
            deal.apply(legal[int(rng.random() * len(legal))])
        assert again.finish_deal().table_after == session.finish_deal().table_after
        if not session.wants_deal:
            break
        assert again.next_deal().order == session.next_deal().order
