"""Random play over thousands of deals for every preset and every player count.

Each session is played by random players (who say play, pass and contre freely, so every
outcome turns up), written as deal records, checked record by record by the outside
referee (tests/referee.py: every card accounted for, every call and card legal, every
trick's winner and every outcome right, transfers that give the purses and pots after,
jetons conserved, deals that chain), and replayed to the identical records.
"""
from __future__ import annotations

import pytest

from game.ai import make_player
from game.engine import Session
from game.engine.bete import PRESETS
from game.engine.loop import play_session
from game.engine.record import deal_record, replay, share_out_record

from referee import Referee

DEALS = 2000


def play(preset: str, players: int, seed: int, deals: int) -> list[dict]:
    session = Session(PRESETS[preset], players, seed, deals=deals)
    seats = [make_player("random", seed * 10 + s) for s in range(players)]
    records: list[dict] = []
    share = play_session(session, seats, lambda deal: records.append(deal_record(deal, seed)))
    records.append(share_out_record(session, share))
    return records


@pytest.mark.parametrize("players", range(3, 8))
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_random_play_keeps_every_rule(preset: str, players: int) -> None:
    records = play(preset, players, seed=players * 7 + len(preset), deals=DEALS)
    referee = Referee()
    for record in records:
        referee.check(record)
    assert referee.deals >= DEALS
    assert records[-1]["outcome"] == "session_end"
    assert sum(records[-1]["purses_after"]) == players * PRESETS[preset].purse, "the share-out leaves a pot behind"
    assert replay(records) == records


def test_random_play_meets_every_outcome() -> None:
    """The runs above are only worth something if they reach every kind of deal."""
    seen = {r["outcome"] for players in (3, 5) for r in play("le_gras_1739", players, seed=11, deals=DEALS)}
    assert seen >= {"win", "vole", "bete", "devole", "null", "thrown_in", "contre_win", "contre_lost", "session_end"}


def _tampered(change) -> list[dict]:
    records = play("le_gras_1739", 4, seed=3, deals=40)
    change(next(r for r in records if r["tricks"]))
    return records


@pytest.mark.parametrize("change", [
    lambda r: r["tricks"][0].update(winner=(r["tricks"][0]["winner"] + 1) % 4),
    lambda r: r["tricks"][0]["plays"].reverse(),
    lambda r: r["transfers"][-1].update(jetons=r["transfers"][-1]["jetons"] + 1),
    lambda r: r["hands"][0].__setitem__(0, r["hands"][1][0]),
    lambda r: r.update(outcome="null" if r["outcome"] != "null" else "bete"),
], ids=["trick winner", "order of play", "a jeton made", "a card twice", "outcome"])
def test_the_referee_catches_a_broken_record(change) -> None:
    records = _tampered(change)
    referee = Referee()
    with pytest.raises(AssertionError):
        for record in records:
            referee.check(record)
