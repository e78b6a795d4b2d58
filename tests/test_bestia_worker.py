"""Bestia's computer players thinking in a worker process: a frozen Bestia observation
crosses as JSON and reads back exactly; the worker answers Bestia's words, exchanges and
cards without blocking; one that dies or hangs is replaced and the move made by Bestia's
heuristic; the open hand is handed Bestia's cards; the hint gives figures and the facts
shown in play."""
from __future__ import annotations

import json
import os
import signal
import sys
import time

import pytest

from game.ai import hint, reveal
from game.ai.bestia.heuristic import BestiaHeuristicPlayer
from game.ui.hint_words import fact_words
from game.ai.hint import Hint
from game.ai.worker import Decision, HintAnswer, ThinkingWorker
from game.engine import Card, Session
from game.engine.bestia import BestiaRules
from game.engine.bestia import Exchange, Talk
from game.engine.bestia.frozen import FrozenBestiaObservation
from game.engine.frozen import ObservationError
from game.engine.games import freeze

from helpers import deal_bestia as deal_stacked, new_bestia_session as new_session, play_tricks, say


def wait(worker: ThinkingWorker, limit: float = 30.0):
    """Poll as the window does, every frame, until an answer comes."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer")


def a_deal(players: int = 5, **toggles):
    return Session(BestiaRules().with_toggles(toggles), players, 3).next_deal()


# ---------------------------------------------------------------------- the frozen view
LIVE_ONLY = {"rules", "talk", "my_exchanges", "status", "turns", "exchanged", "plays", "trick_winners",
             "purses", "purses_before", "in_seats", "current_trick", "tricks_won", "folded"}


@pytest.mark.parametrize("toggles", [{}, {"briscola_rubata": True}, {"mano_a_fidarsi": True}, {"col_buco": True},
                                     {"un_giro": True}], ids=lambda t: next(iter(t), "roma"))
def test_a_frozen_bestia_observation_answers_as_the_live_one(toggles):
    rules = BestiaRules().with_toggles(toggles)
    session = Session(rules, 5, 4, deals=2)
    player = BestiaHeuristicPlayer(1)
    names = ["seat", "players", "dealer", "eldest", "to_act", "phase", "hand", "hand_mask", "dealt_mask", "form",
             "hand_size", "trump_card", "trump", "trump_on_table", "knocker", "robbed", "buco_taker", "circuit",
             "stock_size", "discard_size", "leader", "pool", "table", "table_before", "number", "legal_actions",
             "legal_mask", "looked"] + sorted(LIVE_ONLY)
    while session.wants_deal:
        deal = session.next_deal()
        while not deal.is_over:
            for seat in range(5):
                live = deal.observation(seat)
                frozen = FrozenBestiaObservation(json.loads(json.dumps(live.to_dict())))
                for name in names:
                    mine, theirs = getattr(frozen, name), getattr(live, name)
                    if isinstance(theirs, list):
                        theirs = tuple(theirs) if not isinstance(mine, list) else theirs
                    assert mine == theirs, name
            deal.apply(player.choose(deal.observation(deal.to_act)))
        session.finish_deal()


@pytest.mark.parametrize("change, says", [
    ({"game": "bete"}, "(?i)not a bestia observation"),
    ({"seat": "0"}, "'seat' must be a whole number"),
    ({"seat": 9}, "seat 9"),
    ({"hand": ["ZZ"]}, "does not read"),
    ({"status": ["play"]}, "a word per seat"),
    ({"form": "tarot"}, "unknown form"),
    ({"legal_actions": ["dance"]}, "does not read"),
    ({"turns": None}, "'turns'"),
])
def test_hostile_bestia_observation_data_is_refused_in_one_line(change, says):
    data = a_deal().observation(0).to_dict()
    data.update(change)
    with pytest.raises(ObservationError, match=says) as refused:
        FrozenBestiaObservation(data)
    assert "\n" not in str(refused.value)
    with pytest.raises(ObservationError):
        freeze(data)


def test_freeze_gives_each_game_its_own_frozen_view():
    deal = a_deal()
    assert isinstance(freeze(deal.observation(0)), FrozenBestiaObservation)
    data = deal.observation(0).to_dict()
    assert isinstance(freeze(data), FrozenBestiaObservation)
    del data["pool"]
    with pytest.raises(ObservationError, match="lacks the field 'pool'"):
        freeze(data)


# ---------------------------------------------------------------------- the worker
def test_the_worker_plays_a_whole_bestia_deal_without_blocking():
    deal = a_deal(4)
    with ThinkingWorker("expert", seed=1, timeout=30) as worker:
        seen_kinds = set()
        while not deal.is_over:
            seat = deal.to_act
            observation = deal.observation(seat)
            began = time.perf_counter()
            ticket = worker.submit(observation)
            first = worker.poll()
            assert time.perf_counter() - began < 0.05  # submit and poll return at once
            answer = first if first is not None else wait(worker)
            assert isinstance(answer, Decision) and answer.ticket == ticket and not answer.fallback
            assert answer.action in observation.legal_actions
            seen_kinds.add(type(answer.action))
            deal.apply(answer.action, seat)
        assert Card in seen_kinds and (seen_kinds & {Talk, Exchange})


def test_a_killed_bestia_worker_falls_back_to_bestias_heuristic():
    deal = a_deal()
    with ThinkingWorker("expert", seed=4, timeout=30) as worker:
        observation = deal.observation(deal.to_act)
        dead = worker.pid
        worker.submit(observation)
        os.kill(dead, signal.SIGKILL)
        answer = wait(worker)
        assert answer.fallback and "stopped" in answer.reason and "quick player" in answer.reason
        assert answer.action == BestiaHeuristicPlayer(4).choose(FrozenBestiaObservation.of(observation))
        worker.submit(observation)
        answer = wait(worker)
        assert not answer.fallback and answer.action in observation.legal_actions and worker.pid != dead


@pytest.mark.skipif(sys.platform == "win32", reason="stops the process with SIGSTOP")
def test_a_hung_bestia_worker_is_replaced_and_the_move_made_by_the_heuristic():
    deal = a_deal()
    say(deal, "play")
    with ThinkingWorker("expert", seed=1, timeout=2.0) as worker:  # past 2 s it is hung, not busy
        observation = deal.observation(deal.to_act)
        worker.submit(observation)
        wait(worker)
        hung = worker.pid
        os.kill(hung, signal.SIGSTOP)
        worker.submit(observation)
        answer = wait(worker)
        assert answer.fallback and "did not answer within 2 s" in answer.reason
        assert answer.action in observation.legal_actions
        worker.submit(observation)
        assert not wait(worker).fallback and worker.pid != hung


def test_the_open_hand_worker_is_handed_bestias_cards():
    deal = a_deal(6, col_buco=True)
    with ThinkingWorker("open_hand", seed=1, timeout=30) as worker:
        while not deal.is_over:
            observation = deal.observation(deal.to_act)
            with pytest.raises(ValueError, match="sees every card"):
                worker.submit(observation)
            worker.submit(observation, reveal(deal))
            answer = wait(worker)
            assert not answer.fallback and answer.action in observation.legal_actions
            deal.apply(answer.action)


# ---------------------------------------------------------------------- the hint
def a_trick_shown():
    """Seat 3 follows the Ace of spades low, then, void in clubs, does not trump."""
    deal = deal_stacked(new_session(), {2: "AS 3S JC 4D 5D", 3: "2S 4S 6D QD KD"}, upcard="2H")
    say(deal, "fold fold knock")
    play_tricks(deal, [(2, "AS 2S"), (2, "JC 6D")])
    return deal


def test_the_bestia_hint_gives_figures_and_the_facts_shown_in_play():
    deal = a_trick_shown()
    observation = deal.observation(deal.to_act)
    answer = hint(observation, budget_ms=150)
    assert answer.game == "bestia" and answer.seat == 2 and 1 <= len(answer.choices) <= 3
    assert {c.action for c in answer.choices} <= set(observation.legal_actions)
    assert answer.choices[0].expected_jetons >= answer.choices[-1].expected_jetons
    assert all(0.0 <= c.win_chance <= 1.0 and c.samples > 0 for c in answer.choices)
    facts = {(f.seat, f.what, f.since_trick) for f in answer.facts}
    assert {(3, "void", 2), (3, "no_trumps", 2)} <= facts
    names = ["Anne", "Bruno", "Carla", "Dario"]
    words = [fact_words(f, names) for f in answer.facts]
    assert "Dario has no clubs since trick 2" in words and "Dario has no trumps since trick 2" in words
    assert [item["seat"] for item in answer.likely] == [3] and answer.likely[0]["count"] == 0
    data = answer.to_dict()
    assert Hint.from_dict(data).to_dict() == data and json.loads(json.dumps(data)) == data


def test_the_bestia_hint_through_the_worker_and_its_fallback():
    deal = a_trick_shown()
    observation = deal.observation(deal.to_act)
    with ThinkingWorker("expert", seed=2, timeout=30) as worker:
        worker.submit_hint(observation, budget_ms=100)
        answer = wait(worker)
        assert isinstance(answer, HintAnswer) and not answer.fallback and answer.hint.game == "bestia"
        assert answer.hint.choices and {c.action for c in answer.hint.choices} <= set(observation.legal_actions)
        dead = worker.pid
        worker.submit_hint(observation, budget_ms=100)
        os.kill(dead, signal.SIGKILL)
        answer = wait(worker)
        assert answer.fallback and not answer.hint.available and answer.hint.choices == ()
        assert (3, "void", 2) in {(f.seat, f.what, f.since_trick) for f in answer.hint.facts}
