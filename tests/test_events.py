"""The events a deal emits, in order, for the window to animate."""
from __future__ import annotations

import random

from game.engine import Dealt, Ended, Paid, Played, Session, TrickWon, Turned, apply_transfers
from game.engine.bete import Call, Called, RuleSet


def _played_deal(seed: int, rules: RuleSet = RuleSet(), players: int = 4):
    session = Session(rules, players, seed)
    deal = session.next_deal()
    deal.play_out(random.Random(seed).random)
    return deal


def test_events_open_with_the_antes_then_the_deal_then_the_upcard() -> None:
    deal = _played_deal(1)
    events = deal.events()
    antes = [e for e in events[: deal.ante_count]]
    assert all(isinstance(e, Paid) for e in antes)
    assert isinstance(events[deal.ante_count], Dealt)
    assert events[deal.ante_count + 1] == Turned(deal.upcard, False)


def test_dealt_event_gives_each_card_to_the_seat_that_holds_it() -> None:
    deal = _played_deal(2)
    dealt = next(e for e in deal.events() if isinstance(e, Dealt))
    for position, seat in enumerate(dealt.receivers):
        assert deal.dealt[seat] >> deal.order[position] & 1


def test_every_call_card_and_trick_appears_in_order() -> None:
    for seed in range(50):
        deal = _played_deal(seed, players=5)
        events = deal.events()
        calls = [(e.seat, e.call) for e in events if isinstance(e, Called)]
        assert calls == [c for c in deal.calls if c[0] is not None]
        assert [(e.seat, e.card) for e in events if isinstance(e, Played)] == deal.plays
        assert [e.seat for e in events if isinstance(e, TrickWon)] == deal.trick_winners
        assert isinstance(events[-1], (Ended, Paid))
        assert sum(isinstance(e, Ended) for e in events) == 1


def test_a_curieuse_is_announced_after_its_stakes() -> None:
    rules = RuleSet().with_toggle("curieuse", 3)
    for seed in range(200):
        session = Session(rules, 4, seed)
        deal = session.next_deal()
        while deal.phase.value == "bidding" and deal.declarer is None and len(deal.turned) == 1:
            deal.apply(Call.PASS)
        if len(deal.turned) < 2:
            continue
        events = deal.events()
        turned = [i for i, e in enumerate(events) if isinstance(e, Turned) and e.curieuse]
        assert events[turned[0]].card == deal.turned[1]
        stakes = events[turned[0] - deal.players : turned[0]]
        assert all(isinstance(e, Paid) and e.transfer.why == "stake for the Curieuse" for e in stakes)
        return
    raise AssertionError("no Curieuse in 200 deals")


def test_paid_events_replay_to_the_deal_purses_and_table() -> None:
    for seed in range(30):
        deal = _played_deal(seed)
        paid = [e.transfer for e in deal.events() if isinstance(e, Paid)]
        purses, table = apply_transfers(deal.purses_before, deal.table_before, paid, deal.rules.fiche_value)
        assert purses == list(deal.books.purses)
        assert table._replace(unwon_deals=0) == deal.table_after._replace(unwon_deals=0)


def test_events_since_a_cursor_are_the_new_ones() -> None:
    session = Session(RuleSet(), 4, 9)
    deal = session.next_deal()
    seen = len(deal.events())
    deal.apply(deal.legal_actions()[0])
    new = deal.events(seen)
    assert len(new) >= 1 and isinstance(new[0], Called)


def test_clone_is_independent_of_the_original() -> None:
    session = Session(RuleSet(), 4, 11)
    deal = session.next_deal()
    copy = deal.clone()
    copy.play_out(random.Random(1).random)
    assert copy.is_over and not deal.is_over
    assert deal.plays == [] and deal.books.transfers == deal.transfers
    assert len(deal.transfers) == deal.ante_count
