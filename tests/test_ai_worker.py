"""Thinking in a worker process: an answer comes back without blocking; a worker that dies
or hangs is replaced, and that move is made by the heuristic with the reason reported;
the hint carries choices with figures and structured facts."""
from __future__ import annotations

import json
import os
import signal
import sys
import time

import pytest

from game.ai import hint, reveal
from game.ai.hint import Hint
from game.ai.worker import Decision, HintAnswer, ThinkingWorker
from game.engine import Session
from game.engine.bete import Call, Observation, preset
from game.engine.bete.frozen import FrozenObservation

from helpers import act, deal_stacked, new_session, play_tricks


def wait(worker: ThinkingWorker, limit: float = 30.0):
    """Poll as the window does, every frame, until an answer comes."""
    deadline = time.monotonic() + limit
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    raise AssertionError("no answer")


def a_deal(players: int = 4):
    return Session(preset("le_gras_1739"), players, 3).next_deal()


def test_worker_process_returns_a_legal_action_and_polling_never_blocks() -> None:
    deal = a_deal()
    FrozenObservation.of(Observation(deal, 0))  # the card tables are built on first use
    with ThinkingWorker("expert", seed=1, timeout=30) as worker:
        while not deal.is_over:
            seat = deal.to_act
            observation = Observation(deal, seat)
            began = time.perf_counter()
            ticket = worker.submit(observation)
            first = worker.poll()
            assert time.perf_counter() - began < 0.05  # submit and poll return at once
            answer = first if first is not None else wait(worker)
            assert isinstance(answer, Decision) and answer.ticket == ticket
            assert not answer.fallback and answer.reason is None
            assert answer.action in observation.legal_actions
            deal.apply(answer.action, seat)
        assert worker.pid is not None


def test_a_worker_killed_while_thinking_falls_back_to_the_heuristic_and_says_why() -> None:
    deal = a_deal()
    with ThinkingWorker("expert", seed=1, timeout=30) as worker:
        observation = Observation(deal, deal.to_act)
        dead = worker.pid
        worker.submit(observation)
        os.kill(dead, signal.SIGKILL)
        answer = wait(worker)
        assert answer.fallback and "stopped" in answer.reason and "quick player" in answer.reason
        assert answer.action in observation.legal_actions
        # the next move is thought in a fresh process
        worker.submit(observation)
        answer = wait(worker)
        assert not answer.fallback and worker.pid not in (None, dead)


def test_a_worker_that_died_while_idle_is_replaced_before_the_next_move() -> None:
    deal = a_deal()
    with ThinkingWorker("heuristic", seed=1, timeout=30) as worker:
        dead = worker.pid
        os.kill(dead, signal.SIGKILL)
        worker._process.join(5)
        observation = Observation(deal, deal.to_act)
        worker.submit(observation)
        answer = wait(worker)
        assert not answer.fallback and answer.action in observation.legal_actions and worker.pid != dead


@pytest.mark.skipif(sys.platform == "win32", reason="stops the process with SIGSTOP")
def test_a_hung_worker_is_replaced_and_the_move_made_by_the_heuristic() -> None:
    deal = a_deal()
    with ThinkingWorker("expert", seed=1, timeout=2.0) as worker:  # past 2 s it is hung, not busy
        observation = Observation(deal, deal.to_act)
        worker.submit(observation)
        wait(worker)  # warm: the process is up
        hung = worker.pid
        os.kill(hung, signal.SIGSTOP)
        began = time.monotonic()
        worker.submit(observation)
        answer = wait(worker)
        assert answer.fallback and "did not answer within 2 s" in answer.reason
        assert 0.5 <= time.monotonic() - began < 5
        assert answer.action in observation.legal_actions
        worker.submit(observation)
        answer = wait(worker)
        assert not answer.fallback and worker.pid != hung


def test_a_cancelled_request_is_forgotten() -> None:
    deal = a_deal()
    with ThinkingWorker("heuristic", seed=1) as worker:
        worker.submit(Observation(deal, deal.to_act))
        worker.cancel()
        assert worker.poll() is None and not worker.thinking
        deal.apply(Call.PASS)
        observation = Observation(deal, deal.to_act)
        ticket = worker.submit(observation)
        answer = wait(worker)
        assert answer.ticket == ticket and answer.action in observation.legal_actions


def test_open_hand_worker_must_be_handed_the_cards() -> None:
    deal = a_deal()
    with ThinkingWorker("open_hand", seed=1, timeout=30) as worker:
        observation = Observation(deal, deal.to_act)
        with pytest.raises(ValueError, match="sees every card"):
            worker.submit(observation)
        worker.submit(observation, reveal(deal))
        answer = wait(worker)
        assert not answer.fallback and answer.action in observation.legal_actions


def test_hint_gives_top_choices_with_figures_and_the_facts_by_seat_and_trick() -> None:
    session = new_session(players=3, dealer=2)
    tricks = [(0, "KH 9H 10H"), (0, "QH JS 8D")]
    deal = deal_stacked(session, tricks, upcard="8S", hands={0: "8H KD KC", 1: "QD QC 9C", 2: "9D 10D JD"})
    act(deal, "play pass pass")
    play_tricks(deal, tricks)
    observation = Observation(deal, deal.to_act)
    answer = hint(observation, budget_ms=150)
    assert answer.seat == deal.to_act and 1 <= len(answer.choices) <= 3
    assert [c.action for c in answer.choices][0] in observation.legal_actions
    for choice in answer.choices:
        assert 0.0 <= choice.win_chance <= 1.0 and choice.samples > 0
    assert answer.choices[0].expected_jetons >= answer.choices[-1].expected_jetons
    facts = {(f.seat, f.what, f.since_trick) for f in answer.facts}
    assert deal.to_act == 1  # seat 1 trumped trick 2 and leads: the facts are about the others
    assert (2, "void", 2) in facts  # "seat 2 has no hearts since trick 2"
    assert (2, "no_trump_above", 2) in facts  # "... and no trump above the Jack of spades"
    data = answer.to_dict()
    assert Hint.from_dict(data).to_dict() == data and json.loads(json.dumps(data)) == data


def test_hint_through_the_worker() -> None:
    deal = a_deal(5)
    act(deal, "play")
    with ThinkingWorker("expert", seed=2, timeout=30) as worker:
        observation = Observation(deal, deal.to_act)
        worker.submit_hint(observation, budget_ms=100)
        answer = wait(worker)
        assert isinstance(answer, HintAnswer) and not answer.fallback
        assert answer.hint.choices and {c.action for c in answer.hint.choices} <= set(observation.legal_actions)
        seats = {f["seat"] for f in answer.hint.likely}
        assert seats == {deal.declarer}  # the seat that said play: how many trumps it likely holds

