"""What a Bésigue seat sees and what a copy is: the observation holds only what the seat
may know and its frozen data answers exactly as the live view; clone() is independent;
the events tell the deal in order and hide the other's draws; the open cards cross to a
worker; the match draws the first dealer by lot and alternates the deal across games."""
from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from fuzz import examples

from game.engine.besigue import (
    PACK, BesigueOpenCards, BesigueRules, FrozenBesigueObservation, ObservationError, StaleObservation, reveal_besigue,
)
from game.engine.besigue.events import Dealt, Drew, Played, StockExhausted, TrickWon, TurnedUp
from game.engine.besigue.rules import BESIGUE_PRESETS
from game.engine.cards import copy_code
from game.engine.phase import Phase

from test_besigue_stacks import match, record_of

#: Every question a seat's view answers, live and frozen alike.
VIEW = ("seat", "players", "rules", "dealer", "eldest", "number", "game_number", "to_act", "phase", "last_tricks",
        "hand", "hand_mask", "tables", "hand_sizes", "upcard", "turn_up", "trump", "trump_from", "stock_size",
        "plays", "from_table", "trick_winners", "current_trick", "draws", "declarations", "meld_history",
        "sevens_scored", "scores_before", "scores", "score_events", "legal_actions", "legal_mask")


def random_deals(rules: BesigueRules, count: int, seed: int):
    """Deals stopped at random moments, with the rng that brought them there."""
    rng = random.Random(seed)
    table = match(rules, seed, games=1 << 10)
    for _ in range(count):
        deal = table.next_deal()
        for _ in range(int(rng.random() * 140)):
            if deal.is_over:
                break
            legal = deal.legal_actions()
            deal.apply(legal[int(rng.random() * len(legal))])
        yield deal, rng
        deal.play_out(rng.random)
        table.finish_deal()


@pytest.mark.parametrize("name", list(BESIGUE_PRESETS))
def test_the_frozen_view_answers_as_the_live_one(name):
    for deal, _ in random_deals(BESIGUE_PRESETS[name], 40, 3):
        for seat in (0, 1):
            live = deal.observation(seat)
            frozen = FrozenBesigueObservation(json.loads(json.dumps(live.to_dict())))
            for question in VIEW:
                mine, theirs = getattr(live, question), getattr(frozen, question)
                assert mine == theirs and type(mine) is type(theirs), question
            assert frozen.to_dict() == live.to_dict() and FrozenBesigueObservation.of(frozen) is frozen


def test_a_seat_sees_neither_the_other_hand_nor_the_stock():
    for deal, _ in random_deals(BesigueRules(), 30, 5):
        for seat in (0, 1):
            data = json.dumps(deal.observation(seat).to_dict())
            public = deal.tables[0] | deal.tables[1]
            secret = (deal.hands[1 - seat] | sum(1 << c for c in deal.stock[deal.next_card:])) & ~public
            shown = {d.took for d in deal.declarations if d.took is not None}
            shown |= {c for d in deal.declarations if d.what == "declare" for c in PACK.cards if d.from_hand >> c & 1}
            if deal.last_tricks and deal.upcard is not None:
                shown.add(deal.drawn[-1][1])
            for card in PACK.cards:
                if secret >> card & 1 and card not in shown:
                    assert f'"{copy_code(card)}"' not in data, (seat, copy_code(card))


def test_an_observation_refuses_to_be_read_once_the_deal_has_moved_on():
    deal = match(BesigueRules(), 1).next_deal()
    view = deal.observation(deal.to_act)
    deal.apply(deal.legal_actions()[0])
    with pytest.raises(StaleObservation):
        view.hand


@pytest.mark.parametrize("damage", [
    lambda d: d.__setitem__("game", "bete"),
    lambda d: d.pop("hand"),
    lambda d: d.__setitem__("seat", 2),
    lambda d: d.__setitem__("seat", True),
    lambda d: d.__setitem__("hand", d["hand"] + d["hand"][:1]),
    lambda d: d.__setitem__("hand", ["QS"]),
    lambda d: d.__setitem__("tables", [[], d["hand"][:1]]),
    lambda d: d.__setitem__("rules", {"preset": "nope"}),
    lambda d: d.__setitem__("phase", "bidding?"),
    lambda d: d.__setitem__("legal_actions", ["marriage"]),
    lambda d: d.__setitem__("score_events", [{"seat": 0, "points": 0, "why": "x", "trick": 0}]),
    lambda d: d.__setitem__("plays", [[0, "QS.1", "pocket"]]),
    lambda d: d.__setitem__("trick_winners", [0]),
    lambda d: d.__setitem__("declarations", [{"trick": 0}]),
    lambda d: d.__setitem__("trump_from", "sky"),
])
def test_frozen_data_that_does_not_read_is_refused_in_one_line(damage):
    deal = match(BesigueRules(), 2).next_deal()
    data = deal.observation(0).to_dict()
    damage(data)
    with pytest.raises(ObservationError) as caught:
        FrozenBesigueObservation(data)
    assert "\n" not in str(caught.value)


def test_a_clone_is_independent():
    for deal, rng in random_deals(BESIGUE_PRESETS["sans_retourne"], 30, 7):
        before = deal_state(deal)
        copy = deal.clone()
        assert deal_state(copy) == before
        copy.play_out(rng.random)
        assert copy.is_over and deal_state(deal) == before
        if not deal.is_over:
            deal.play_out(random.Random(1).random)
            again = deal.clone()
            assert record_of(again) == record_of(deal)


def deal_state(deal) -> tuple:
    return (list(deal.hands), list(deal.tables), list(deal.won), list(deal.plays), list(deal.trick_winners),
            list(deal.drawn), list(deal.used), list(deal.declarations), list(deal.score_events), list(deal.scores),
            deal.phase, deal.to_act, deal.turn_up, deal.next_card, deal.trump, list(deal.open), deal.ply)


def test_the_events_tell_the_deal_in_order():
    deal = match(BesigueRules(), 4).next_deal()
    deal.play_out(random.Random(2).random)
    events = deal.events()
    assert isinstance(events[0], Dealt) and isinstance(events[1], TurnedUp) and len(events[0].receivers) == 16
    assert sum(isinstance(e, Played) for e in events) == 64 and sum(isinstance(e, TrickWon) for e in events) == 32
    assert sum(isinstance(e, Drew) for e in events) == 48 and sum(isinstance(e, StockExhausted) for e in events) == 1
    assert deal.events(since=10) == events[10:]
    for seat in (0, 1):
        seen = [e for e in deal.events(seat=seat) if isinstance(e, Drew)]
        hidden = [e for e in seen if e.card is None]
        other_took_turn_up = deal.drawn[-1][0] != seat
        assert all(e.seat != seat for e in hidden) and len(hidden) == 24 - other_took_turn_up  # seen taken
        assert seen[-1].card == deal.drawn[-1][1]


def test_the_open_cards_hold_every_hidden_card_and_cross_as_data():
    for deal, _ in random_deals(BesigueRules(), 10, 9):
        truth = reveal_besigue(deal)
        assert truth.hands == (deal.hands[0], deal.hands[1]) and len(truth.stock) == deal.stock_size
        assert BesigueOpenCards.from_dict(json.loads(json.dumps(truth.to_dict()))) == truth
    with pytest.raises(ObservationError):
        BesigueOpenCards.from_dict({"hands": [["QS.1", "QS.1"], []], "stock": [], "turn_up": None})


def test_the_first_dealer_is_drawn_by_lot_from_the_seed_and_the_deal_alternates_across_games():
    dealers = {match(BesigueRules(), seed).first_dealer for seed in range(20)}
    assert dealers == {0, 1}
    table = match(BesigueRules(), 12, games=2)
    assert table.lot[-1][1].rank.code == "K" and all(c.rank.code != "K" for _, c in table.lot[:-1])
    rng = random.Random(1)
    seen = []
    while table.wants_deal:
        deal = table.next_deal()
        seen.append((deal.number, deal.dealer, deal.game_number, list(deal.scores_before)))
        deal.play_out(rng.random)
        table.finish_deal()
    assert [d for _, d, _, _ in seen] == [(table.first_dealer + i) % 2 for i in range(len(seen))]
    assert [n for n, _, _, _ in seen] == list(range(1, len(seen) + 1))
    starts = [s for _, _, g, s in seen if g == 2]
    assert starts[0] == [0, 0] and len(table.winners) == 2 and not table.wants_deal and table.game_number == 3
    assert match(BesigueRules(), 12).next_deal().order == match(BesigueRules(), 12).next_deal().order


def test_the_deal_refuses_a_bad_pack_dealer_or_scores():
    from game.engine.besigue import BesigueDeal
    pack = list(PACK.cards)
    for order, dealer, scores in ((pack[:-1], 0, (0, 0)), (pack[:-1] + pack[:1], 0, (0, 0)), (pack, 2, (0, 0)),
                                  (pack, 0, (0,)), (pack, 0, (-1, 0))):
        with pytest.raises(ValueError):
            BesigueDeal(BesigueRules(), dealer, order, scores)
    assert BesigueDeal(BesigueRules(), 0, pack).phase is Phase.PLAY


def test_the_pack_for_the_game_registry():
    from game.engine.besigue.rules import besigue_pack
    assert besigue_pack(2) is PACK
    with pytest.raises(ValueError):
        besigue_pack(3)


def nested(inner: st.SearchStrategy) -> st.SearchStrategy:
    return st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=6), inner, max_size=4)


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-10**6, 10**6) | st.floats(allow_nan=False) | st.text(max_size=8)
    | st.sampled_from(["QS.1", "7C.2", "hand", "table", "play", "declare", "upcard", "H"]),
    nested,
    max_leaves=10,
)
SAMPLE = match(BesigueRules(), 6).next_deal()
for _ in range(30):
    SAMPLE.apply(SAMPLE.legal_actions()[0])
SAMPLE_DATA = SAMPLE.observation(SAMPLE.to_act).to_dict()


@given(field=st.sampled_from(sorted(SAMPLE_DATA)), value=json_values)
@settings(max_examples=examples(200), deadline=None, suppress_health_check=[HealthCheck.too_slow])
def test_frozen_data_with_any_field_of_any_value_reads_or_is_refused_in_one_line(field, value):
    data = dict(SAMPLE_DATA, **{field: value})
    try:
        FrozenBesigueObservation(json.loads(json.dumps(data)))
    except ObservationError as refused:
        assert "\n" not in str(refused)
