"""Mouche's computer players: a deal resumed from a seat's view shows that seat exactly
its view and plays on as the true deal does; every level acts legally at every table
size under both presets; the heuristic's talk makes sense on hand-made hands; the
samplers never contradict what their seat saw, and in the play explain the cards played
by the rule of thumb; the expert plays the first of its one evaluation, which its hint
lists in the order of the figures, passing at nought; the open cards cross as plain
data; the worker answers for Mouche.  The expert is budgeted by worlds."""
from __future__ import annotations

import math
import random
from dataclasses import replace

import pytest

from game.ai.evaluation import Effort
from game.engine import Session
from game.engine.mouche import MOUCHE_PRESETS, FrozenMoucheObservation, Word
from game.engine.mouche.resume import resume_talk
from game.engine.phase import Phase

PRESETS = list(MOUCHE_PRESETS)


def true_cards(deal):
    """The hidden cards of a live deal as :func:`resume_talk` takes them."""
    passed = [deal.dealt[s] if deal.status[s] == "pass" else 0 for s in range(deal.players)]
    return deal.hands, deal.stock, deal.discards, passed


def pick(deal, rng: random.Random):
    """Any legal action, the first (keep, or the first card) more often than not."""
    legal = deal.legal_actions()
    return legal[int(rng.random() * len(legal))] if rng.random() < 0.6 else legal[0]


# ---------------------------------------------------------------------- resuming a deal
@pytest.mark.parametrize("preset", PRESETS)
def test_a_deal_resumed_from_a_view_shows_that_seat_exactly_its_view(preset):
    rng = random.Random(1)
    for players in (3, 4, 5, 6):
        session = Session(MOUCHE_PRESETS[preset], players, players, deals=12)
        while session.wants_deal:
            deal = session.next_deal()
            while not deal.is_over:
                if deal.phase is Phase.TALK:
                    view = deal.observation(deal.to_act)
                    for seen in (view, FrozenMoucheObservation.of(view.to_dict())):
                        resumed = resume_talk(seen, *true_cards(deal))
                        assert resumed.observation(view.seat).to_dict() == view.to_dict()
                deal.apply(pick(deal, rng))
            session.finish_deal()


@pytest.mark.parametrize("preset", PRESETS)
def test_a_resumed_deal_plays_on_as_the_true_deal(preset):
    rng = random.Random(2)
    for players in (3, 4, 5, 6):
        session = Session(MOUCHE_PRESETS[preset], players, 10 + players, deals=12)
        while session.wants_deal:
            deal = session.next_deal()
            for _ in range(rng.randrange(players + 1)):
                if deal.phase is Phase.TALK:
                    deal.apply(pick(deal, rng))
            if deal.phase is Phase.TALK:
                resumed = resume_talk(deal.observation(deal.to_act), *true_cards(deal))
                while not deal.is_over:
                    assert set(resumed.legal_actions()) == set(deal.legal_actions())
                    action = pick(deal, rng)
                    deal.apply(action)
                    resumed.apply(action)
                assert resumed.outcome == deal.outcome and resumed.books.purses == deal.books.purses
                assert resumed.books.table(0) == deal.books.table(0)
            while not deal.is_over:
                deal.apply(pick(deal, rng))
            session.finish_deal()


def test_a_resumed_deal_refuses_cards_that_do_not_fit():
    deal = Session(MOUCHE_PRESETS["academie_1718"], 4, 1).next_deal()
    view = deal.observation(deal.to_act)
    hands, stock, discards, passed = true_cards(deal)
    with pytest.raises(ValueError, match="do not make the pack"):
        resume_talk(view, hands, stock[:-1], discards, passed)
    swapped = list(hands)
    other = (view.seat + 1) % 4
    swapped[view.seat], swapped[other] = swapped[other], swapped[view.seat]
    with pytest.raises(ValueError, match="own hand"):
        resume_talk(view, swapped, stock, discards, passed)


# ---------------------------------------------------------------------- every level is legal
def players_at(table: int, seed: int) -> list:
    """Every kind at one table, the thinking kinds quick (legal, not strong)."""
    from game.ai.mouche.expert import QUICK, MoucheExpertPlayer
    from game.ai.mouche.heuristic import MoucheHeuristicPlayer
    from game.ai.mouche.open_hand import MoucheOpenHandPlayer
    from game.ai.random_player import RandomPlayer
    quick = replace(QUICK, budget_ms=math.inf)  # all its worlds, however busy the machine
    makers = [RandomPlayer, MoucheHeuristicPlayer, lambda s: MoucheExpertPlayer(s, quick),
              lambda s: MoucheOpenHandPlayer(s, quick)]
    return [makers[(seat + seed) % 4](seed * 10 + seat) for seat in range(table)]


@pytest.mark.parametrize("preset", PRESETS)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_kind_of_player_acts_legally(preset, players):
    from game.ai.mouche.open_hand import reveal
    session = Session(MOUCHE_PRESETS[preset], players, 30 + players, deals=6)
    played = 0
    while session.wants_deal and played < 6:
        deal = session.next_deal()
        seats = players_at(players, played)
        while not deal.is_over:
            seat = deal.to_act
            view = deal.observation(seat)
            if getattr(seats[seat], "sees_every_card", False):
                action = seats[seat].choose(view, reveal(deal))
            else:
                action = seats[seat].choose(FrozenMoucheObservation.of(view.to_dict()) if played % 2 else view)
            assert action in deal.legal_actions(), f"seat {seat} chose {action}"
            deal.apply(action, seat)
        session.finish_deal()
        played += 1


def test_the_registry_seats_every_kind_at_mouche():
    import json
    from game.ai.games import make_player, reveal, spec
    deal = Session(MOUCHE_PRESETS["balzac_1839"], 4, 5).next_deal()
    truth = reveal(deal)
    assert spec("mouche").open_cards(json.loads(json.dumps(truth.to_dict()))) == truth
    for kind in ("random", "heuristic", "open_hand"):
        player = make_player(kind, 1)
        view = deal.observation(deal.to_act)
        action = player.choose(view, reveal(deal)) if player.sees_every_card else player.choose(view)
        assert action in deal.legal_actions()


# ---------------------------------------------------------------------- the heuristic's judgement
def eldest_says(hand: str, upcard: str = "6H", **toggles):
    from game.ai.mouche.heuristic import talk_choice
    from mouche_helpers import deal_stacked, new_session
    deal = deal_stacked(new_session(**toggles), {0: hand}, upcard)
    return talk_choice(deal.observation(0))


def test_a_mouche_in_hand_plays_keeping_every_card():
    from game.engine.mouche import Exchange
    assert eldest_says("7H 8H 10H QH KH") == Exchange(0)


@pytest.mark.parametrize("hand", ["7S 8S 7D 8D 7C", "9S 8S 7D 8D 10C"])
def test_a_hopeless_hand_passes(hand):
    from game.engine.mouche import Word
    assert eldest_says(hand) is Word.PASS


def test_a_good_hand_plays_and_throws_only_its_small_side_cards():
    from game.engine.cards import parse_cards
    from game.engine.mouche import Exchange
    assert eldest_says("AH KH QH 7S 7D") == Exchange.of(parse_cards("7S 7D"))


def test_a_good_hand_is_judged_worth_more_than_a_hopeless_one():
    from game.ai.mouche.heuristic import best_exchange
    from game.ai.mouche.judge import Judge
    from mouche_helpers import deal_stacked, new_session

    def best(hand):
        view = deal_stacked(new_session(), {0: hand}, "6H").observation(0)
        return best_exchange(Judge(view), view.hand_mask, 3)[1]

    assert best("7H 8H 10H QH KH") > best("AH KH QH 7S 7D") > 0 > best("7S 8S 7D 8D 7C")


# ---------------------------------------------------------------------- the sampler's worlds
def views(preset: str, players: int, seed: int, deals: int = 4):
    """Views of every seat at every decision of a few deals played at random."""
    rng = random.Random(seed)
    session = Session(MOUCHE_PRESETS[preset], players, seed, deals=deals)
    for _ in range(deals):
        if not session.wants_deal:
            break
        deal = session.next_deal()
        while not deal.is_over:
            yield deal, deal.observation(deal.to_act)
            deal.apply(pick(deal, rng))
        session.finish_deal()


@pytest.mark.parametrize("preset", PRESETS)
def test_sampled_worlds_never_contradict_what_the_seat_saw(preset):
    from game.ai.mouche.knowledge import MoucheKnowledge
    from game.ai.mouche.replay import PlaySampler
    from game.ai.mouche.retell import TalkSampler
    from game.ai.mouche.sampler import MoucheSampler
    rng = random.Random(3)
    for players in (3, 4, 5, 6):
        for deal, seen in views(preset, players, players):
            if rng.random() < 0.5:
                continue
            know = MoucheKnowledge(seen)
            samplers = [MoucheSampler(seen, know)]
            samplers.append(TalkSampler(seen) if seen.phase is Phase.TALK else PlaySampler(seen))
            for sampler in samplers:
                world = sampler.sample(rng)
                assert world.hands[seen.seat] == seen.hand_mask
                if seen.phase is Phase.TALK:
                    resumed = resume_talk(seen, world.hands, world.stock, world.discards, world.passed)
                    assert resumed.observation(seen.seat).to_dict() == seen.to_dict()
                    continue
                held = 0
                for seat in seen.in_seats:
                    hand = world.hands[seat]
                    assert hand.bit_count() == deal.hands[seat].bit_count()
                    assert not held & hand
                    held |= hand
                    if seat != seen.seat:
                        assert not hand & know.cannot[seat], f"seat {seat} holds a card it showed it has not"
                        assert not hand & ~know.unseen


def test_the_worlds_of_the_play_hold_hands_with_which_the_rule_of_thumb_plays_what_was_played():
    from game.ai.mouche.cardplay import quick_card
    from game.ai.mouche.play import PlayState
    from game.ai.mouche.replay import PlaySampler
    from game.engine.cards import BIT, Card
    from game.engine.mouche.rules import mouche_pack
    from mouche_helpers import deal_stacked, new_session, say
    # seat 0 leads a low spade: the rule of thumb does so only without a master to cash,
    # so no world gives it the King of trumps
    deal = deal_stacked(new_session(), {0: "7S 8D 9C 10C 7H", 1: "9S 10S JS QS 7C"}, "6H")
    say(deal, "play play pass pass 7S")
    seen = deal.observation(1)
    sampler, rng = PlaySampler(seen), random.Random(2)
    pack = mouche_pack(4, seen.rules).mask
    for _ in range(20):
        world = sampler.sample(rng)
        held = world.hands[0] | BIT[Card.parse("7S")]
        assert not held & BIT[Card.parse("KH")]
        state = PlayState(seen.rules, [held, 0, 0, 0], seen.in_seats, seen.leader, int(seen.upcard.suit), (), None,
                          BIT[seen.upcard])
        assert quick_card(state, pack) == Card.parse("7S")


# ---------------------------------------------------------------------- one evaluation
def test_the_expert_plays_the_first_choice_of_its_hint_which_has_the_highest_figure():
    from game.ai.mouche.evaluate import counted
    from game.ai.mouche.expert import MoucheExpertConfig, MoucheExpertPlayer
    from game.ai.mouche.hint import hint_by
    effort = Effort(worlds=6)
    rng = random.Random(5)
    weighed = {Phase.TALK: 0, Phase.PLAY: 0}
    for players in (4, 5):
        for deal, seen in views("academie_1718", players, 21, deals=3):
            if len(seen.legal_actions) < 2 or rng.random() < 0.4:
                continue
            got = hint_by(seen, effort, seed=9)
            figures = [c.expected_jetons for c in got.choices]
            assert figures == sorted(figures, reverse=True)
            expert = MoucheExpertPlayer(9, counted(MoucheExpertConfig(), effort))
            assert expert.choose(seen) == got.choices[0].action
            weighed[seen.phase] += 1
    assert weighed[Phase.TALK] >= 4 and weighed[Phase.PLAY] >= 8


def test_passing_is_weighed_at_nought_and_what_the_person_did_is_weighed_too():
    from game.ai.mouche.evaluate import evaluate
    from game.engine.mouche import Exchange
    from game.engine.cards import parse_cards
    from mouche_helpers import deal_stacked, new_session, say
    deal = deal_stacked(new_session(), {2: "7S 8S 7D 9C 10C"}, "6H")
    say(deal, "play play")
    odd = Exchange.of(parse_cards("9C 10C"))  # throwing the best of a poor hand: no rule of thumb would
    choices = evaluate(deal.observation(2), Effort(worlds=8), seed=3, include=[odd])
    figures = {c.action: c.expected for c in choices}
    assert figures[Word.PASS] == 0.0 and odd in figures
    assert next(c for c in choices if c.action is Word.PASS).win_chance == 0.0  # a purse never grows by passing
    assert [c.expected for c in choices] == sorted(figures.values(), reverse=True)


# ---------------------------------------------------------------------- the hint
def test_the_hint_weighs_legal_choices_in_the_talk_and_the_play():
    import json
    from game.ai.hint import Hint
    from game.ai.mouche.hint import hint_by
    rng = random.Random(4)
    checked = set()
    for deal, seen in views("balzac_1839", 4, 8, deals=3):
        if len(seen.legal_actions) < 2 or seen.phase in checked or rng.random() < 0.3:
            continue
        checked.add(seen.phase)
        got = hint_by(seen, Effort(worlds=4), seed=1)
        assert got.available and 1 <= len(got.choices) <= 3
        for choice in got.choices:
            assert choice.action in deal.legal_actions()
            assert isinstance(choice.expected_jetons, float) and 0.0 <= choice.win_chance <= 1.0
        data = json.loads(json.dumps(got.to_dict()))
        assert data["choices"][0]["action"]
        assert Hint.from_dict(data).choices[0].action == got.choices[0].action
    assert checked == {Phase.TALK, Phase.PLAY}


def test_the_hint_tells_a_void_shown_in_play():
    from game.ai.mouche.hint import hint_by
    from mouche_helpers import deal_stacked, new_session, say
    deal = deal_stacked(new_session(), {0: "AS KS QS 7D 8D", 1: "9H 10H JH 7C 8C"}, "6H")
    say(deal, "play play play play AS 9H")
    facts = hint_by(deal.observation(deal.to_act), Effort(worlds=2)).facts
    assert any(f.seat == 1 and f.what == "void" and f.suit.code == "S" for f in facts)


# ---------------------------------------------------------------------- the worker
def test_the_worker_answers_mouche_for_the_expert_and_the_open_hand():
    import time
    from game.ai import reveal
    from game.ai.worker import Decision, ThinkingWorker

    def wait(worker):
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            answer = worker.poll()
            if answer is not None:
                return answer
            time.sleep(0.01)
        raise AssertionError("no answer")

    for kind in ("expert", "open_hand"):
        deal = Session(MOUCHE_PRESETS["balzac_1839"], 4, 6).next_deal()
        with ThinkingWorker(kind, seed=1, timeout=30) as worker:
            while not deal.is_over:
                observation = deal.observation(deal.to_act)
                worker.submit(observation, reveal(deal)) if kind == "open_hand" else worker.submit(observation)
                answer = wait(worker)
                assert isinstance(answer, Decision) and not answer.fallback
                assert answer.action in deal.legal_actions()
                deal.apply(answer.action)
