"""Random play over thousands of Bestia deals, for every preset, every variant (alone and
in combinations) and every table size, checking the invariants:

- every action offered is accepted, and at every card an independent referee of the
  duty (follow and head, beat the trumps, the lead restrictions) agrees with the engine;
- every one of the forty cards is in exactly one place at every step (hands, stock,
  discards, laid-down hands, the trump card on the table, the buco, played);
- jetons are never made or destroyed, the transfers take the purses and the table from
  before to after each deal, and each deal starts where the last ended;
- a session's records replay to the identical records.
"""
from __future__ import annotations

import random

import pytest

from game.engine import Card, Phase, Session, apply_transfers
from game.engine.bestia import BestiaRules
from game.engine.bestia import BESTIA_PRESETS
from game.engine.loop import play_session
from game.engine.record import deal_record, dumps, replay, share_out_record

from helpers import check_cards_accounted_for

CONFIGS: list[tuple[str, dict]] = [(name, {}) for name in BESTIA_PRESETS] + [
    ("bestia_roma", {"must_trump_anyway": True}),
    ("bestia_roma", {"lead_trump_ace": True}),
    ("bestia_roma", {"lead_top_trump": True}),
    ("bestia_roma", {"briscola_rubata": True}),
    ("bestia_roma", {"mano_a_fidarsi": True}),
    ("bestia_roma", {"mano_a_fidarsi": True, "mano_a_fidarsi_no_exchange": True}),
    ("bestia_roma", {"un_perdere": True}),
    ("bestia_roma", {"un_perdere": True, "un_perdere_part": "1"}),
    ("bestia_roma", {"tre_carte_senza_piegare": 3}),
    ("bestia_roma", {"terzo_obbligatorio": True}),
    ("bestia_roma", {"play_stake": 2, "max_circuits": 1, "ante": 3}),
    ("bestia_roma", {"briscola_rubata": True, "giro_a_tre": True, "un_perdere": True}),
    ("bestia_un_giro", {"terzo_obbligatorio": True, "vincitore_prende_tutto": True, "lead_top_trump": True}),
    ("bestia_col_buco", {"un_perdere": True, "must_trump_anyway": True, "tre_carte_senza_piegare": 2}),
    ("bestia_a_tre", {"mano_a_fidarsi": True, "lead_trump_ace": True, "play_stake": 1}),
]
IDS = [name + "".join(f"-{k}={v}" for k, v in toggles.items()) for name, toggles in CONFIGS]
ORDER = "A 3 K Q J 7 6 5 4 2".split()


def rules_of(name: str, toggles: dict) -> BestiaRules:
    return BESTIA_PRESETS[name].with_toggles(toggles)


def strength(card: Card) -> int:
    return len(ORDER) - ORDER.index(card.rank.code)


def referee(deal) -> set[Card]:
    """The cards the seat to act may play, worked out from the rules as written."""
    hand = set(deal.hand(deal.to_act))
    rules, trump = deal.rules, deal.trump
    trick = [card for _, card in deal.current_trick]
    if not trick:
        played = {card for _, card in deal.plays}
        out = [c for c in _pack_trumps(trump) if c not in played
               and not (deal.trump_on_table and c == deal.upcard)]
        if rules.lead_top_trump and out and max(out, key=strength) in hand:
            return {max(out, key=strength)}
        ace = next(c for c in _pack_trumps(trump) if c.rank.code == "A")
        if rules.lead_trump_ace and not deal.plays and ace in hand:
            return {ace}
        return hand
    best = trick[0]
    for card in trick[1:]:
        if (card.suit == best.suit and strength(card) > strength(best)) or (card.suit == trump and best.suit != trump):
            best = card
    led = trick[0].suit
    follow = {c for c in hand if c.suit == led}
    if follow:
        if best.suit == led:
            return {c for c in follow if strength(c) > strength(best)} or follow
        return follow
    trumps = {c for c in hand if c.suit == trump}
    if not trumps:
        return hand
    if best.suit == trump:
        return {c for c in trumps if strength(c) > strength(best)} or (trumps if rules.must_trump_anyway else hand)
    return trumps


def _pack_trumps(suit: int) -> list[Card]:
    return [Card.parse(rank + "SHDC"[suit]) for rank in ORDER]


def check_books(deal, total: int) -> None:
    purses, table = apply_transfers(deal.purses_before, deal.table_before, deal.transfers, 5)
    assert purses == deal.purses
    assert table._replace(pending_antes=()) == deal.table_after._replace(pending_antes=())
    assert sum(deal.purses) + deal.table_after.jetons(5) == total


class CheckingRandomPlayer:
    """Picks uniformly among the legal actions, checking the deal at every step."""

    def __init__(self, seed: int, deal_of) -> None:
        self._random = random.Random(seed).random
        self._deal_of = deal_of

    def choose(self, observation):
        legal = observation.legal_actions
        deal = self._deal_of()
        check_cards_accounted_for(deal)
        if observation.phase is Phase.PLAY:
            assert set(legal) == referee(deal)
        assert len(set(legal)) == len(legal)
        return legal[int(self._random() * len(legal))]


@pytest.mark.parametrize("name, toggles", CONFIGS, ids=IDS)
@pytest.mark.parametrize("players", [4, 5, 6])
def test_random_deals_keep_every_card_and_every_jeton(name, toggles, players):
    rules = rules_of(name, toggles)
    total = players * rules.purse
    for seed in range(2):
        session = Session(rules, players, 1000 * players + seed, deals=80)
        rng = random.Random(seed)
        table = session.table
        while session.wants_deal:
            deal = session.next_deal()
            assert deal.table_before == table
            deal.play_out(rng.random)
            assert deal.is_over and deal.outcome
            check_cards_accounted_for(deal)
            check_books(deal, total)
            if deal.leader is not None:
                assert len(deal.plays) == deal.hand_size * len(deal.in_seats)
                assert sum(deal.tricks_won) == deal.hand_size
            session.finish_deal()
            table = session.table
        share = session.end()
        assert share.table_after.jetons(5) == 0 and sum(share.purses_after) == total


@pytest.mark.parametrize("name, toggles", CONFIGS, ids=IDS)
@pytest.mark.parametrize("players", [4, 5, 6])
def test_random_players_act_legally_and_sessions_replay_exactly(name, toggles, players):
    rules = rules_of(name, toggles)
    seed = 7 * players + len(toggles)
    session = Session(rules, players, seed, deals=20)
    seats = [CheckingRandomPlayer(seed + s, lambda: session.current) for s in range(players)]
    records = []
    share = play_session(session, seats, lambda d: records.append(deal_record(d, seed)))
    records.append(share_out_record(session, share))
    lines = [dumps(r) for r in records]
    assert [dumps(r) for r in replay(records)] == lines
