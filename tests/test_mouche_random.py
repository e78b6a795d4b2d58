"""Random play over thousands of Mouche deals, for both presets and combinations of the
toggles, at every table size (3 to 6), checking the invariants:

- every card of the pack is in exactly one place at every step (hands, talon, discards,
  the hands laid down on passing, the upcard, the cards played);
- every action offered is accepted, and at every card an independent referee of the duty
  (Bête's, or heading the trick; the Mistigri as top trump, free, or naming the trumps)
  agrees with the engine;
- jetons are never made or destroyed: the transfers take the purses and the table from
  before to after each deal, each deal starts where the last ended, the share-out returns
  every jeton;
- a session's records replay to the identical records; a clone plays on without touching
  the deal it was made from; a seat's observation written with ``to_dict`` and read back
  frozen answers as the live one.
"""
from __future__ import annotations

import json
import random

import pytest

from game.engine import Card, Phase, Session, apply_transfers
from game.engine.games import freeze
from game.engine.loop import play_session
from game.engine.mouche import MOUCHE_PRESETS, FrozenMoucheObservation, MoucheRules, NameTrump, Word
from game.engine.record import deal_record, dumps, replay, share_out_record

from mouche_helpers import check_cards_accounted_for

CONFIGS: list[tuple[str, dict]] = [(name, {}) for name in MOUCHE_PRESETS] + [
    ("academie_1718", {"ante_mode": "dealer_per_player", "mouches_at_once": True, "mouche_penalty": "ante",
                       "deal_packets": "2+3"}),
    ("academie_1718", {"mouche_pack": "short", "max_exchange": 2, "rob_upcard": "none", "dealer_defends": True,
                       "head_trick": True}),
    ("academie_1718", {"mouche_pack": "talon_rule", "ace_high": True, "mouche_loos_all": True, "mouche_cap": 7}),
    ("balzac_1839", {"mistigri_free": True, "mistigri_wild": False, "head_trick": True}),
    ("balzac_1839", {"mistigri_names_trump": True, "mouche_loos_players_in": False, "ace_high": True}),
    ("balzac_1839", {"mistigri_names_trump": True, "mistigri_free": True, "mouches_at_once": True, "ante": 1}),
]
IDS = [name + "".join(f"-{k}={v}" for k, v in toggles.items()) for name, toggles in CONFIGS]
MISTIGRI = Card.parse("JC")


def rules_of(name: str, toggles: dict) -> MoucheRules:
    return MOUCHE_PRESETS[name].with_toggles(toggles)


def referee(deal) -> set[Card]:
    """The cards the seat to act may play, worked out from mouche-rules.md as written."""
    rules, trump = deal.rules, deal.trump
    hand = set(deal.hand(deal.to_act))
    order = [r for r in rules.ranking.order]
    mistigri = rules.mistigri

    def suit(card: Card) -> int:
        return trump if mistigri and card == MISTIGRI else card.suit

    def strength(card: Card) -> int:
        return 99 if mistigri and card == MISTIGRI else len(order) - order.index(card.rank)

    def beats(card: Card, best: Card) -> bool:
        return strength(card) > strength(best) if suit(card) == suit(best) else suit(card) == trump

    trick = [card for _, card in deal.current_trick]
    if not trick:
        return hand
    free = {MISTIGRI} & hand if mistigri and rules.mistigri_free else set()
    held = hand - free
    best = trick[0]
    for card in trick[1:]:
        if beats(card, best):
            best = card
    led = suit(trick[0])
    follow = {c for c in held if suit(c) == led}
    trumps = {c for c in held if suit(c) == trump}
    if follow:
        if rules.head_trick and suit(best) == led:
            legal = {c for c in follow if beats(c, best)} or follow
        else:
            legal = follow
    elif not trumps:
        legal = held
    elif suit(best) == trump:
        legal = {c for c in trumps if beats(c, best)} or held
    else:
        legal = trumps
    return legal | free


def check_books(deal, total: int) -> None:
    purses, table = apply_transfers(deal.purses_before, deal.table_before, deal.transfers, 5)
    assert purses == deal.purses and table == deal.table_after
    assert sum(deal.purses) + deal.table_after.jetons(5) == total
    assert list(table.waiting) == sorted(table.waiting, reverse=True)


@pytest.mark.parametrize("name, toggles", CONFIGS, ids=IDS)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_deals_keep_every_card_and_every_jeton(name, toggles, players):
    rules = rules_of(name, toggles)
    total = players * rules.purse
    session = Session(rules, players, 1000 * players + len(toggles), deals=120)
    rng = random.Random(players)
    table = session.table
    while session.wants_deal:
        deal = session.next_deal()
        assert deal.table_before == table
        deal.play_out(rng.random)
        assert deal.is_over and deal.outcome in ("shared", "uncontested", "mouche")
        check_cards_accounted_for(deal)
        check_books(deal, total)
        if deal.outcome == "shared":
            assert len(deal.plays) == 5 * len(deal.in_seats) and sum(deal.tricks_won) == 5
            assert [s for s, _ in deal.mouched] == [s for s in deal.in_players if not deal.tricks_won[s]]
        else:
            assert deal.plays == [] and deal.shares == []
        session.finish_deal()
        table = session.table
    share = session.end()
    assert share.table_after.jetons(5) == 0 and sum(share.purses_after) == total


FROZEN = ["seat", "players", "dealer", "eldest", "to_act", "phase", "hand", "hand_mask", "dealt_mask", "upcard",
          "trump_on_table", "trump", "robbed", "talk", "my_exchanges", "exchanged", "status", "stock_size",
          "in_seats", "leader", "mouche_shown", "trump_named", "plays", "trick_winners", "tricks_won", "number",
          "purses_before", "purses", "basket", "value", "table_before", "table", "legal_actions", "legal_mask",
          "current_trick", "folded", "outcome", "rules"]


def check_frozen(live) -> None:
    frozen = freeze(json.loads(json.dumps(live.to_dict())))
    assert isinstance(frozen, FrozenMoucheObservation) and frozen.to_dict() == live.to_dict()
    for name in FROZEN:
        mine, theirs = getattr(frozen, name), getattr(live, name)
        if isinstance(theirs, list) and not isinstance(mine, list):
            theirs = tuple(theirs)
        assert mine == theirs, name


class CheckingRandomPlayer:
    """Picks uniformly among the legal actions, checking the deal at every step."""

    def __init__(self, seed: int, deal_of) -> None:
        self._random = random.Random(seed).random
        self._deal_of = deal_of

    def choose(self, observation):
        legal = observation.legal_actions
        deal = self._deal_of()
        check_cards_accounted_for(deal)
        assert len(set(legal)) == len(legal)
        if observation.phase is Phase.PLAY:
            cards = {MISTIGRI if isinstance(a, NameTrump) else a for a in legal}
            assert cards == referee(deal)
        if self._random() < 0.2:
            check_frozen(observation)
            before = observation.to_dict()
            other = deal.clone()
            other.play_out(random.Random(1).random)
            assert other.is_over and observation.to_dict() == before  # the clone is independent
        if Word.PASS in legal and self._random() < 0.4:
            return Word.PASS  # uniform choice would rarely pass: one word against dozens of exchanges
        return legal[int(self._random() * len(legal))]


@pytest.mark.parametrize("name, toggles", CONFIGS, ids=IDS)
@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_random_players_act_legally_and_sessions_replay_exactly(name, toggles, players):
    rules = rules_of(name, toggles)
    seed = 7 * players + len(toggles)
    session = Session(rules, players, seed, deals=15)
    seats = [CheckingRandomPlayer(seed + s, lambda: session.current) for s in range(players)]
    records = []
    share = play_session(session, seats, lambda d: records.append(deal_record(d, seed)))
    records.append(share_out_record(session, share))
    lines = [dumps(r) for r in records]
    assert [dumps(r) for r in replay(records)] == lines
    assert all(r["game"] == "mouche" and r["rules"]["preset"] == rules.preset for r in records)
    outcomes = {r["outcome"] for r in records}
    assert {"shared", "session_end"} <= outcomes


@pytest.mark.parametrize("change, says", [
    ({"game": "bestia"}, "(?i)not a mouche observation"),
    ({"seat": "0"}, "'seat' must be a whole number"),
    ({"seat": 9}, "seat 9"),
    ({"hand": ["ZZ"]}, "does not read"),
    ({"status": ["play"]}, "a word per seat"),
    ({"phase": "bidding"}, "no phase"),
    ({"robbed": "yes"}, "'robbed'"),
    ({"mouche_shown": {"seat": 7, "cards": []}}, "seat 7"),
    ({"legal_actions": ["rob"]}, "does not read"),
    ({"exchanged": None}, "'exchanged'"),
])
def test_hostile_mouche_observation_data_is_refused_in_one_line(change, says):
    from game.engine.frozen import ObservationError

    data = Session(MoucheRules(), 4, 3).next_deal().observation(0).to_dict()
    data.update(change)
    with pytest.raises(ObservationError, match=says) as refused:
        FrozenMoucheObservation(data)
    assert "\n" not in str(refused.value)
