"""Mouche's computer players: a deal resumed from a seat's view shows that seat exactly
its view and plays on as the true deal does; every level acts legally at every table
size under both presets; the heuristic's talk makes sense on hand-made hands; the
sampler never contradicts what its seat saw; the open cards cross as plain data; the
worker answers for Mouche; the hint gives choices with expected jetons and facts."""
from __future__ import annotations

import random

import pytest

from game.engine import Session
from game.engine.mouche import MOUCHE_PRESETS, FrozenMoucheObservation
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
