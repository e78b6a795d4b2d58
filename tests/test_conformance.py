"""Every registered game keeps the engine's promises (in the manner of OpenSpiel's
``random_sim_test``): a game gets all of this by registering in ``game.engine.games``.

- random play over every preset and table size keeps every card and every jeton
  (the game's own ``check_deal``) and the session's records replay identically;
- at every ply of a deal: the legal actions apply, an illegal one is refused with a
  rule's name and changes nothing, a snapshot restores to the same state, every seat's
  live and frozen views agree field by field, and ``clone()`` is independent;
- a worker process answers for the game with a legal action;
- a damaged record either replays to a record that replays to itself or is refused with
  a RecordError, never anything else.
"""
from __future__ import annotations

import copy
import json
import random
import time
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz import examples

from game.ai import make_player
from game.engine import IllegalAction, RecordError, Session
from game.engine.games import GAMES
from game.engine.loop import play_session
from game.engine.record import deal_record, dumps, replay, share_out_record
from game.engine.snapshot import restore_session, session_state

SPECS = list(GAMES.values())
TABLES = [(game, name, n) for game in SPECS for name in sorted(game.rules.PRESETS) for n in game.players_allowed()]


def table_id(table: tuple) -> str:
    game, name, n = table
    return f"{game.name}-{name}-{n}"


def plain(value: Any) -> Any:
    """Lists and tuples alike, for comparing a live view's answers with a frozen one's."""
    if isinstance(value, (list, tuple)):
        return tuple(plain(v) for v in value)
    return value


def random_session(game, name: str, players: int, seed: int, deals: int) -> tuple[Session, list[dict]]:
    session = Session(game.rules.PRESETS[name], players, seed, deals=deals)
    seats = [make_player("random", seed * 10 + s) for s in range(players)]
    records: list[dict] = []

    def on_deal(deal: Any) -> None:
        game.check_deal(deal)
        records.append(deal_record(deal, session.seed))

    share = play_session(session, seats, on_deal)
    end = share_out_record(session, share)
    if end is not None:
        records.append(end)
    return session, records


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_random_play_keeps_every_card_and_jeton_and_replays(table) -> None:
    game, name, players = table
    session, records = random_session(game, name, players, 7, 12)
    if session.share_out is not None:
        assert sum(session.purses) == players * session.rules.purse, "the share-out returned every jeton"
    for record in records:
        assert record["game"] == game.name and json.loads(dumps(record)) == record
    assert replay(records) == records


def illegal_candidates(deal: Any, game) -> list[Any]:
    """Actions of this game that are not legal now: cards of the pack not playable, and
    what is legal at other moments (other words, other cards)."""
    legal = set(map(game.action_code, deal.legal_actions()))
    codes = {game.action_code(card) for card in game.pack(deal.players).cards}
    other = deal.clone()
    rng = random.Random(deal.ply)
    while not other.is_over:
        choices = other.legal_actions()
        codes.update(map(game.action_code, choices))
        other.apply(choices[int(rng.random() * len(choices))])
    return [game.parse_action(code) for code in sorted(codes - legal)]


def state_of(deal: Any) -> tuple:
    return (deal.ply, deal.phase, deal.to_act, tuple(deal.legal_actions()),
            tuple(json.dumps(deal.observation(s).to_dict(), sort_keys=True) for s in range(deal.players)))


def check_views(deal: Any, game) -> None:
    for seat in range(deal.players):
        live = deal.observation(seat)
        data = live.to_dict()
        assert data["game"] == game.name and json.loads(json.dumps(data)) == data
        frozen = game.freeze(json.loads(json.dumps(data)))
        assert frozen.to_dict() == data and game.view.write(frozen) == data
        for field in game.view.fields:
            assert plain(getattr(frozen, field.attr)) == plain(getattr(live, field.attr)), field.attr
        assert plain(frozen.legal_actions) == plain(live.legal_actions)
        assert game.freeze(frozen) is frozen


@pytest.mark.parametrize("table", TABLES, ids=table_id)
def test_every_ply_applies_refuses_restores_and_shows_each_seat_alike(table) -> None:
    game, name, players = table
    session = Session(game.rules.PRESETS[name], players, 11, deals=2)
    rng = random.Random(3)
    while session.wants_deal:
        deal = session.next_deal()
        while True:
            check_views(deal, game)
            before = state_of(deal)
            saved = json.loads(json.dumps(session_state(session)))
            restored = restore_session(saved)
            assert session_state(restored) == saved and state_of(restored.current) == before
            if deal.is_over:
                break
            candidates = illegal_candidates(deal, game)
            for action in rng.sample(candidates, min(6, len(candidates))):
                with pytest.raises(IllegalAction) as refused:
                    deal.apply(action)
                assert refused.value.rule and str(refused.value), "an illegal action names its rule"
            assert state_of(deal) == before, "a refused action changed the deal"
            copy_ = deal.clone()
            copy_.play_out(random.Random(deal.ply).random)
            assert copy_.is_over and state_of(deal) == before, "a clone shares state with its original"
            choices = deal.legal_actions()
            assert choices, "a deal that is not over has a legal action"
            deal.apply(choices[int(rng.random() * len(choices))], deal.to_act)
        game.check_deal(deal)
        session.finish_deal()


@pytest.mark.parametrize("game", SPECS, ids=lambda g: g.name)
def test_a_worker_answers_for_the_game_with_a_legal_action(game) -> None:
    from game.ai.worker import ThinkingWorker

    deal = Session(game.rules(), game.min_players, 5).next_deal()
    worker = ThinkingWorker("heuristic", seed=1)
    decision = None
    try:
        worker.submit(deal.observation(deal.to_act))
        deadline = time.monotonic() + 60
        while decision is None and time.monotonic() < deadline:
            decision = worker.poll()
            time.sleep(0.01)
    finally:
        worker.close()
    assert decision is not None and not decision.fallback, decision
    assert decision.action in deal.legal_actions()


FUZZ = settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4),
    max_leaves=10,
)
RECORDS = {game.name: random_session(game, game.rules.DEFAULT_PRESET, game.min_players, 5, 4)[1] for game in SPECS}


@pytest.mark.parametrize("game", SPECS, ids=lambda g: g.name)
@given(data=st.data(), value=json_values)
@FUZZ
def test_a_damaged_record_replays_to_a_true_record_or_is_refused(game, data, value) -> None:
    records = RECORDS[game.name]
    deal = data.draw(st.integers(0, len(records) - 1))
    field = data.draw(st.sampled_from(sorted(records[deal])))
    damaged = copy.deepcopy(records)
    damaged[deal][field] = value
    try:
        again = replay(damaged)
    except RecordError:
        return
    assert replay(again) == again, "what a damaged record replays to is itself a true record"
