"""What the expert knows and how it searches: the facts it infers from play, the worlds it
samples (never one that contradicts what its seat saw), the exact solver against brute
force, and end positions where the expert must find the card brute force proves best."""
from __future__ import annotations

import itertools
import math
import random
from dataclasses import replace

import pytest

from game.ai.bete.callmodel import SOFT, CallModel
from game.ai.bete.evaluate import counted
from game.ai.bete.expert import ExpertConfig, ExpertPlayer
from game.ai.evaluation import Effort
from game.ai.bete.heuristic import HeuristicPlayer, holds_king, teams_of
from game.ai.bete.respond import respond_classes
from game.ai.bete.tactics import state_card
from game.ai.bete.strength import expected_tricks, outside_of
from game.ai.bete.knowledge import Knowledge
from game.ai.bete.payoff import CLASS_INDEX, declarer_class, gains, stakes_in
from game.ai.bete.sampler import Sampler, World
from game.ai.bete.solver import team_values
from game.ai.bete.trickstate import BeteTricks, TrickState
from game.engine import Card, Session, Suit, parse_cards
from game.engine.bete import Call, Deal, Observation, bete_pack, preset
from game.engine.bete.deal import Phase
from game.engine.loop import play_session
from game.engine.cards import SUIT_MASK, cards_in, mask_of
from game.engine.dealing import seat_positions
from game.engine.bete.frozen import FrozenObservation

from helpers import act, deal_stacked, new_session, play_tricks


# ----------------------------------------------------------------------------- facts
def test_a_seat_that_does_not_follow_has_none_of_the_suit_led_since_that_trick() -> None:
    session = new_session(players=3, dealer=2)
    # trump spades (upcard 8S).  Trick 1: seat 0 leads KH, all follow.  Trick 2: seat 0 leads
    # QH, seat 1 trumps (JS): void in hearts; seat 2 throws 8D over the trumped trick though it
    # holds... nothing higher than JS in trumps: no trump above JS.
    tricks = [(0, "KH 9H 10H"), (0, "QH JS 8D")]
    deal = deal_stacked(session, tricks, upcard="8S", hands={0: "8H KD KC", 1: "QD QC 9C", 2: "9D 10D JD"})
    act(deal, "play pass pass")
    play_tricks(deal, tricks)
    know = Knowledge(Observation(deal, 0))
    facts = {(f.seat, f.what, f.since_trick) for f in know.facts}
    assert (1, "void", 2) in facts
    assert (2, "void", 2) in facts
    assert (2, "no_trump_above", 2) in facts
    fact = next(f for f in know.facts if f.seat == 1)
    assert fact.suit is Suit.HEARTS and fact.to_dict()["suit"] == "H"
    jack = Card.parse("JS")
    assert know.cannot[2] & deal.rules.ranking.stronger[jack] == deal.rules.ranking.stronger[jack] & know.pack
    assert know.cannot[1] & SUIT_MASK[Suit.HEARTS] == SUIT_MASK[Suit.HEARTS]


def test_a_seat_that_neither_follows_nor_trumps_an_untrumped_trick_has_no_trumps() -> None:
    session = new_session(players=3, dealer=2)
    tricks = [(0, "KH 8D 9H")]
    deal = deal_stacked(session, tricks, upcard="8S", hands={1: "9D 10D JD 8C"})
    act(deal, "play pass pass")
    play_tricks(deal, tricks)
    know = Knowledge(Observation(deal, 2))
    assert {(f.seat, f.what) for f in know.facts} == {(1, "void"), (1, "no_trumps")}


# ----------------------------------------------------------------------------- sampler
def rebuild(seen: FrozenObservation, world: World, deal: Deal) -> Deal:
    """The deal ``world`` describes, dealt from a pack stacked to give it, replayed with
    every call and card the seat saw."""
    n = seen.players
    positions = seat_positions(n, seen.rules.packets)
    order: list[Card | None] = [None] * len(deal.order)
    for offset, places in enumerate(positions):
        hand = cards_in(world.dealt[(seen.eldest + offset) % n])
        for place, card in zip(places, hand):
            order[place] = card
    talon = list(seen.turned) + list(cards_in(world.hidden))
    order[n * 5:] = talon
    again = Deal(seen.rules, n, seen.dealer, order, deal.purses_before, deal.table_before, deal.number)
    for seat, call in seen.calls:
        if seat is not None:
            again.apply(call)
    for seat, card in seen.plays:
        again.apply(card, seat)
    return again


@pytest.mark.parametrize("name", ("le_gras_1739", "cotton_1674", "cady_1896"))
def test_sampled_worlds_never_contradict_what_the_seat_saw(name: str) -> None:
    """Dealt from any sampled world, the calls and cards the seat saw replay legally and the
    seat's observation comes out identical."""
    rng = random.Random(9)
    checked = 0
    for players in (3, 4, 5, 6, 7):
        session = Session(preset(name), players, players, deals=12)
        for _ in range(12):
            deal = session.next_deal()
            stop = rng.randrange(0, 5 * players + 4)
            while not deal.is_over and deal.ply < stop:
                legal = deal.legal_actions()
                deal.apply(legal[int(rng.random() * len(legal))])
            if not deal.is_over:
                for seat in range(players):
                    seen = FrozenObservation.of(Observation(deal, seat))
                    sampler = Sampler(seen)
                    for _ in range(6):
                        world = sampler.sample(rng)
                        again = rebuild(seen, world, deal)
                        assert again.observation(seat).to_dict() == seen.to_dict()
                        assert world.hands[seat] == seen.hand_mask
                        checked += 1
            deal.play_out(rng.random)
            session.finish_deal()
    assert checked > 500


def test_the_last_resort_search_deals_within_the_voids() -> None:
    """Seats 1 and 2 have shown they hold neither hearts nor trumps: the depth-first search
    (used when random draws keep failing) deals them only diamonds and clubs."""
    session = new_session(players=3, dealer=2)
    tricks = [(0, "KH 8D 8C"), (0, "QH 9D 9C"), (0, "JH 10D 10C")]
    deal = deal_stacked(session, tricks, upcard="8S", hands={0: "AS KS", 1: "JD QD", 2: "JC QC"})
    act(deal, "play pass pass")
    play_tricks(deal, tricks)
    seen = Observation(deal, 0)
    world = Sampler(seen).sample(random.Random(1), tries=0)
    again = rebuild(FrozenObservation.of(seen), world, deal)
    assert again.observation(0).to_dict() == seen.to_dict()
    side = SUIT_MASK[Suit.DIAMONDS] | SUIT_MASK[Suit.CLUBS]
    assert world.hands[1] & ~side == 0 and world.hands[2] & ~side == 0


def test_calls_are_soft_evidence_a_declarer_is_dealt_more_trumps() -> None:
    rules = preset("le_gras_1739")
    rng = random.Random(3)
    heavy = light = 0.0
    for seed in range(30):
        deal = Session(rules, 4, seed).next_deal()
        deal.apply(Call.PLAY)  # eldest (seat 1 or whoever) says play
        seat = deal.to_act
        seen = Observation(deal, seat)
        declarer = deal.declarer
        trumps = SUIT_MASK[deal.trump]
        weighted = Sampler(seen)
        plain = Sampler(seen, use_calls=False)
        worlds = [weighted.sample(rng) for _ in range(150)]
        from game.ai.evidence import normalised

        probabilities = normalised([w.log_weight for w in worlds])
        heavy += sum(p * (w.hands[declarer] & trumps).bit_count() for p, w in zip(probabilities, worlds))
        light += sum((plain.sample(rng).hands[declarer] & trumps).bit_count() for _ in range(150)) / 150
    assert heavy > light + 0.3 * 30 / 2


# ----------------------------------------------------------------------------- solver
def brute_class(state: TrickState, declarer: int) -> int:
    if state.is_over:
        w = state.winners
        return declarer_class(declarer, state.tricks_won, w[0] == declarer and w[1] == declarer)
    values = []
    for card in state.legal_moves():
        child = state.clone()
        child.apply(card)
        values.append(brute_class(child, declarer))
    return max(values) if state.to_act == declarer else min(values)


@pytest.mark.parametrize("players", (3, 4, 5))
def test_exact_solver_agrees_with_brute_force(players: int) -> None:
    rules = preset("le_gras_1739")
    rng = random.Random(players)
    for _ in range(25):
        deal = Session(rules, players, rng.randrange(10**6)).next_deal()
        state = TrickState(BeteTricks(deal.trump, rules.ranking.stronger, rules.ranking.power), deal.hands,
                           deal.eldest)
        for _ in range(rng.randrange(2 * players, 4 * players)):
            state.apply(rng.choice(state.legal_moves()))
        declarer = rng.randrange(players)
        for card, value in team_values(state, declarer, rules.ranking.power, every_move=True).items():
            child = state.clone()
            child.apply(card)
            assert value == brute_class(child, declarer)


def brute_reply(state: TrickState, me: int, declarer: int, teams, hidden: int, power) -> int:
    """The declarer's class after the seat's best cards, the others following the rule of
    thumb: every sequence of the seat's cards tried, nothing pruned."""
    while not state.is_over and state.to_act != me:
        state.apply(state_card(state, teams, hidden, power))
    if state.is_over:
        w = state.winners
        return declarer_class(declarer, state.tricks_won, w[0] == declarer and w[1] == declarer)
    values = []
    for card in state.legal_moves():
        child = state.clone()
        child.apply(card)
        values.append(brute_reply(child, me, declarer, teams, hidden, power))
    return max(values) if me == declarer else min(values)


@pytest.mark.parametrize("players", (3, 4, 5))
def test_the_best_reply_to_the_rule_of_thumb_agrees_with_trying_every_card(players: int) -> None:
    """The expert's search of its own cards against the others' rule of thumb (with its
    bounds, its table and its runs of cards tried once) finds what trying every card finds,
    the talon's face-down cards included in what the others cannot place."""
    rules = preset("le_gras_1739")
    rng = random.Random(10 + players)
    for _ in range(40):
        deal = Session(rules, players, rng.randrange(10**6)).next_deal()
        hidden = mask_of(deal.talon) & ~mask_of(deal.turned)
        state = TrickState(BeteTricks(deal.trump, rules.ranking.stronger, rules.ranking.power), deal.hands,
                           deal.eldest)
        for _ in range(rng.randrange(0, 3 * players)):
            state.apply(rng.choice(state.legal_moves()))
        declarer = rng.randrange(players)
        teams = teams_of(players, declarer, None, False)
        me = state.to_act
        for card, value in respond_classes(state, declarer, teams, hidden, rules.ranking.power).items():
            child = state.clone()
            child.apply(card)
            assert value == brute_reply(child, me, declarer, teams, hidden, rules.ranking.power)


def test_a_card_the_talon_hides_tells_the_seats_cards_apart_for_the_rule_of_thumb() -> None:
    """Four players, spades trumps, the declarer (seat 1) has led the King of spades and
    seat 2, a defender, holds the Queen and the Ace of diamonds with only the talon's Jack
    between them: no card in play tells them apart, yet the others' rule of thumb asks
    whether the diamond it sees is a master by what it cannot place, the Jack included.
    Against it the defender beats the declarer after the Ace of hearts (a bête), which the
    search must find by trying both diamonds."""
    rules = preset("le_gras_1739")
    hands = [mask_of(parse_cards(h)) for h in ("10S 9D 9C 10C JC", "JS JH 8C AC", "KH AH QD AD QC", "AS 9H 8D 10D KD")]
    hidden = mask_of(parse_cards("8S 9S 10H QH JD KC"))
    king = Card.parse("KS")
    state = TrickState(BeteTricks(int(Suit.SPADES), rules.ranking.stronger, rules.ranking.power), hands, 2,
                       [(1, king)], played=1 << king)
    teams = teams_of(4, 1, None, False)
    found = respond_classes(state, 1, teams, hidden, rules.ranking.power)
    ace = Card.parse("AH")
    child = state.clone()
    child.apply(ace)
    assert found[ace] == brute_reply(child, 2, 1, teams, hidden, rules.ranking.power) == CLASS_INDEX["bete"]


# ----------------------------------------------------------------------------- end positions
def brute_best(seen: Observation) -> dict[Card, float]:
    """Each legal card's mean gain over every deal of the hidden cards consistent with the
    voids shown (all equally likely), everyone playing perfectly from there."""
    know = Knowledge(seen)
    n = seen.players
    others = [s for s in range(n) if s != seen.seat and know.slots[s]]
    unseen = cards_in(know.unseen)
    totals = {card: 0.0 for card in seen.legal_actions}
    count = 0

    def deal_out(k: int, left: tuple[Card, ...], hands: dict[int, int]) -> None:
        nonlocal count
        if k == len(others):
            hidden = mask_of(left)
            full = [hands.get(s, 0) for s in range(n)]
            full[seen.seat] = seen.hand_mask
            dealt = tuple(full[s] | know.played_by[s] for s in range(n))
            world = World(tuple(full), dealt, hidden, 0.0)
            stakes = stakes_in(seen, world)
            for card in totals:
                state = TrickState(BeteTricks(int(seen.trump), seen.rules.ranking.stronger, seen.rules.ranking.power),
                                   full, seen.to_act, seen.current_trick, seen.tricks_won, seen.trick_winners)
                state.apply(card)
                best = _value(state, seen.declarer)
                totals[card] += gains(stakes, seen.declarer, None, *best)[seen.seat]
            count += 1
            return
        seat = others[k]
        allowed = [c for c in left if not know.cannot[seat] >> c & 1]
        for combo in itertools.combinations(allowed, know.slots[seat]):
            rest = tuple(c for c in left if c not in combo)
            deal_out(k + 1, rest, {**hands, seat: mask_of(combo)})

    deal_out(0, unseen, {})
    return {card: total / count for card, total in totals.items()}


def _value(state: TrickState, declarer: int) -> tuple[list[int], list[int]]:
    """The tricks and winners at the end of perfect play (minimax on the declarer's class)."""
    if state.is_over:
        return list(state.tricks_won), list(state.winners)
    best = None
    for card in state.legal_moves():
        child = state.clone()
        child.apply(card)
        result = _value(child, declarer)
        w = result[1]
        cls = declarer_class(declarer, result[0], w[0] == declarer and w[1] == declarer)
        if best is None or (cls > best[0] if state.to_act == declarer else cls < best[0]):
            best = (cls, result)
    return best[1]


#: End positions (three players, dealer seat 2, so seat 0 is eldest and leads; seat 0 says
#: play, the others pass): the tricks played so far as (leader, cards), and the cards left
#: in each hand.  Two tricks remain; in each, one card is better by more than a jeton.
END_POSITIONS = [
    # a defender (seat 1) leads trick 4: keep the trump or the diamond?
    dict(upcard="AC", tricks=[(0, "KH JC QH"), (1, "QD KD QC"), (0, "10H 10C AH")],
         hands={0: "AS JH", 1: "9S JD", 2: "JS 8D"}),
    # the declarer (seat 0) with one trick leads trick 4: a low trump or the Jack of diamonds?
    dict(upcard="10H", tricks=[(0, "9H 8D KH"), (2, "AC QC 9C"), (0, "KD 8S 10D")],
         hands={0: "9S JD", 1: "10S JC", 2: "8C 10C"}),
    # the declarer, void in the heart led, must trump with... no trump: which club to keep?
    dict(upcard="9D", tricks=[(0, "AH JH 10H"), (1, "9H QH QD"), (0, "10S JC AS"), (2, "8H")],
         hands={0: "9C KC", 1: "8C 10C", 2: "10D"}),
    # the declarer leads trick 4 with a club holding and two tricks to make.
    dict(upcard="8D", tricks=[(0, "10D QD AD"), (1, "AS QS QC"), (2, "10H JH 8S")],
         hands={0: "10C KC", 1: "9C AC", 2: "KS 8C"}),
]


@pytest.mark.parametrize("position", range(len(END_POSITIONS)))
def test_expert_finds_the_card_brute_force_proves_best(position: int) -> None:
    spec = END_POSITIONS[position]
    session = new_session(players=3, dealer=2)
    deal = deal_stacked(session, spec["tricks"], upcard=spec["upcard"], hands=spec["hands"])
    act(deal, "play pass pass")
    play_tricks(deal, spec["tricks"])
    seen = Observation(deal, deal.to_act)
    values = brute_best(seen)
    ranked = sorted(values, key=values.get, reverse=True)
    assert len(ranked) >= 2 and values[ranked[0]] > values[ranked[1]] + 0.5, values  # a real choice
    config = replace(counted(ExpertConfig(), Effort(worlds=400)), use_calls=False)
    assert ExpertPlayer(1, config).choose(seen) == ranked[0]


# ----------------------------------------------------------------------------- call model
class _CallRecorder:
    """A heuristic player that notes each call it makes with what the call model reads."""

    def __init__(self, seed: int, notes: list) -> None:
        self.player = HeuristicPlayer(seed)
        self.notes = notes

    def choose(self, observation):
        action = self.player.choose(observation)
        legal = observation.legal_actions
        if observation.phase is Phase.BIDDING and len(legal) > 1:
            n = observation.players
            ranking = observation.rules.ranking
            outside = outside_of(bete_pack(n).mask, observation.hand_mask, observation.turned)
            tricks = expected_tricks(observation.hand_mask, observation.trump, ranking.stronger, outside, n)
            risk = observation.table.king if holds_king(observation) else 0
            self.notes.append((action, tricks, Call.CONTRE in legal, observation.value, risk))
        return action


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_the_call_model_predicts_the_heuristics_calls(players: int) -> None:
    notes: list = []
    session = Session(preset("le_gras_1739"), players, seed=players, deals=150)
    play_session(session, [_CallRecorder(seat, notes) for seat in range(players)])
    model, soft = CallModel(), SOFT
    right = sum(model.chance(call, *rest) > 0.5 for call, *rest in notes)
    assert len(notes) > 300 and right >= 0.97 * len(notes)
    # and it explains them far better than the soft model that ignores the stakes
    ours = sum(math.log(model.chance(call, *rest)) for call, *rest in notes)
    theirs = sum(math.log(soft.chance(call, *rest)) for call, *rest in notes)
    assert ours > 0.5 * theirs  # less than half the surprise (log-likelihoods are negative)


def test_a_king_holder_needs_a_stronger_hand_to_say_play_when_the_king_pot_is_rich() -> None:
    model = CallModel()
    assert model.play_point(20, 40) > model.play_point(20, 0) + 0.3
    tricks = model.play_point(20, 0) + 0.2
    assert model.chance(Call.PLAY, tricks, False, 20, 0) > 0.8
    assert model.chance(Call.PLAY, tricks, False, 20, 40) < 0.2
    # never certain either way: a person may bid otherwise
    assert model.chance(Call.PASS, 5.0, False, 20, 0) >= model.floor
