"""Random play over thousands of deals for every preset, at every player count.

Each preset is played at every table size over many seeds (sessions of ``DEALS`` deals from
``SEEDS`` seeds each: 2,000 deals a preset), and two sessions of ``LONG`` deals run on: the
bugs random play finds come from new shuffles, so more seeds find more than longer sessions.
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

#: Sessions a preset and table size is played from, and their deals: 400 a table size.
SEEDS = 4
DEALS = 100
#: The long sessions: thousands of deals in a row at one table.
LONG = 2000


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
    for n in range(SEEDS):
        records = play(preset, players, seed=1000 * n + players * 7 + len(preset), deals=DEALS)
        check_session(records, preset, players, DEALS)


def check_session(records: list[dict], preset: str, players: int, deals: int) -> None:
    """Every record of a session of ``deals`` deals passes the referee, the share-out returns
    every jeton, and the records replay."""
    referee = Referee()
    for record in records:
        referee.check(record)
    assert referee.deals >= deals
    assert records[-1]["outcome"] == "session_end"
    assert sum(records[-1]["purses_after"]) == players * PRESETS[preset].purse, "the share-out leaves a pot behind"
    assert replay(records) == records


def test_random_play_meets_every_outcome() -> None:
    """The runs above are only worth something if they reach every kind of deal: two sessions
    of thousands of deals, checked as they are."""
    seen: set[str] = set()
    for players in (3, 5):
        records = play("le_gras_1739", players, seed=11, deals=LONG)
        check_session(records, "le_gras_1739", players, LONG)
        seen |= {r["outcome"] for r in records}
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
