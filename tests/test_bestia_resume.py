"""A Bestia deal resumed mid-talk from one seat's view and the true hidden cards stands
exactly where the deal stands: the same talk state, the same legal words, and, whatever is
said next, the same talk and play as the deal itself.  This is where the expert's
look-ahead starts, so a difference here is a wrong guess about the rules, not the cards."""
from __future__ import annotations

import random

import pytest

from game.ai import make_player
from game.engine import Phase, Session
from game.engine.bestia import BESTIA_PRESETS
from game.engine.bestia.resume import TALK_PHASES, resume_talk


def talk_state(deal) -> tuple:
    return (deal.phase, deal.to_act, tuple(deal.status), tuple(deal.turns), tuple(deal.terzo_pending), deal.circuit,
            deal.knocker, deal.robbed, deal.buco_taker, tuple(deal.legal_actions()))


#: The talk's toggles each preset is resumed under: three sessions of three deals at every table size.
TALK_TOGGLES = [{}, {"terzo_obbligatorio": True}, {"max_circuits": 1}]


def resumed(deal, seat: int):
    """The deal rebuilt from ``seat``'s view and the true cards; its chance to come (the
    shuffles of discards, which no seat knows) set as the deal's own, to compare them."""
    view = deal.observation(seat)
    again = resume_talk(view, deal.hands, deal.stock, deal.discards, deal.upcard, deal.buco, deal.seed)
    again.reshuffles = deal.reshuffles
    return again


@pytest.mark.parametrize("name", sorted(BESTIA_PRESETS))
@pytest.mark.parametrize("toggles", TALK_TOGGLES)
def test_a_deal_resumed_from_a_view_in_the_talk_goes_on_as_the_deal(name, toggles):
    rules = BESTIA_PRESETS[name].with_toggles(toggles)
    rng = random.Random(7)
    seats = [make_player("random", s) for s in range(6)]
    checked = 0
    variant = sorted(BESTIA_PRESETS).index(name) * len(TALK_TOGGLES) + TALK_TOGGLES.index(toggles)  # its own deals
    for players in (4, 5, 6):
        session = Session(rules, players, 30 + players + 100 * variant, deals=3)
        while session.wants_deal:
            deal = session.next_deal()
            while not deal.is_over:
                if deal.phase in TALK_PHASES and deal.phase is not Phase.ROB:
                    seat = deal.to_act
                    again = resumed(deal, seat)
                    assert talk_state(again) == talk_state(deal)
                    for action in deal.legal_actions():
                        mine, theirs = deal.clone(), again.clone()
                        mine.apply(action)
                        theirs.apply(action)
                        while mine.phase in TALK_PHASES and not mine.is_over:
                            word = mine.legal_actions()[int(rng.random() * len(mine.legal_actions()))]
                            mine.apply(word)
                            theirs.apply(word)
                        assert (mine.phase, tuple(mine.status), tuple(mine.in_seats), mine.knocker) == \
                            (theirs.phase, tuple(theirs.status), tuple(theirs.in_seats), theirs.knocker)
                    checked += 1
                seat = deal.to_act
                deal.apply(seats[seat].choose(deal.observation(seat)))
            session.finish_deal()
    assert checked > 0
