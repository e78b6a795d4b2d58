"""Bestia's computer players: every level never acts illegally, under every preset,
variant and table size; ``make_player`` serves both games at every level; the sampler
never guesses a world that contradicts what its seat saw; the expert finds the best card
of an end position brute-forced here, and exchanges sensibly; it plays the first of its
one evaluation, which its hint lists in the order of the figures, folding at nought; the
heuristic's judgement is sensible.  The expert is budgeted by worlds."""
from __future__ import annotations

import random
from itertools import combinations
from math import prod

import pytest

from game.ai import RandomPlayer, make_player, reveal
from game.ai.bestia.evaluate import counted, evaluate
from game.ai.bestia.expert import QUICK, BestiaExpertConfig, BestiaExpertPlayer
from game.ai.evaluation import Effort
from game.ai.bestia.heuristic import BestiaHeuristicPlayer, draw_outlook
from game.ai.bestia.knowledge import BUCO, OUT, PILE, STOCK, UPCARD, BestiaKnowledge
from game.ai.bestia.open_hand import BestiaOpenHandPlayer
from game.ai.bestia.sampler import BestiaSampler
from game.engine import BRISCOLA, Card, ITALIAN_40, Phase, Session, parse_cards
from game.engine.bestia import BestiaRules
from game.engine.bete import RuleSet
from game.engine.bestia import BESTIA_PRESETS, Exchange, Talk
from game.engine.bestia.frozen import FrozenBestiaObservation
from game.engine.cards import BIT, cards_in, mask_of
from game.engine.loop import play_session

from helpers import deal_bestia as deal_stacked, new_bestia_session as new_session, play_tricks, say

VARIANTS = [(name, {}) for name in BESTIA_PRESETS] + [
    ("bestia_roma", {"briscola_rubata": True}),
    ("bestia_roma", {"mano_a_fidarsi": True}),
    ("bestia_roma", {"mano_a_fidarsi": True, "mano_a_fidarsi_no_exchange": True}),
    ("bestia_roma", {"un_perdere": True}),
    ("bestia_roma", {"tre_carte_senza_piegare": 2, "terzo_obbligatorio": True, "play_stake": 2}),
    ("bestia_col_buco", {"un_perdere": True}),
]


@pytest.mark.parametrize("kind", ["heuristic", "random"])
@pytest.mark.parametrize("name, toggles", VARIANTS, ids=[n + "".join(f"-{k}" for k in t) for n, t in VARIANTS])
def test_computer_players_never_act_illegally(kind, name, toggles):
    rules = BESTIA_PRESETS[name].with_toggles(toggles)
    for players in (4, 5, 6):
        session = Session(rules, players, players, deals=12)
        seats = [make_player(kind, 10 * players + s) for s in range(players)]
        share = play_session(session, seats)  # the engine raises IllegalAction on any illegal choice
        assert sum(share.purses_after) == players * rules.purse


@pytest.mark.parametrize("name, toggles", VARIANTS, ids=[n + "".join(f"-{k}" for k in t) for n, t in VARIANTS])
def test_the_expert_and_the_open_hand_never_act_illegally(name, toggles):
    """Seats of every level at one table; the expert is handed frozen observations (as in
    the worker process), the open hand the deal's cards, and the engine refuses any
    illegal choice."""
    rules = BESTIA_PRESETS[name].with_toggles(toggles)
    for players in (4, 5, 6):
        session = Session(rules, players, 100 + players, deals=8)
        expert, open_hand = BestiaExpertPlayer(players, QUICK), BestiaOpenHandPlayer(players, QUICK)
        others = [make_player("heuristic", 1), make_player("random", 2)]
        while session.wants_deal:
            deal = session.next_deal()
            while not deal.is_over:
                seat = deal.to_act
                view = deal.observation(seat)
                if seat == 0:
                    action = expert.choose(FrozenBestiaObservation.of(view))
                elif seat == 1:
                    action = open_hand.choose(view, reveal(deal))
                else:
                    action = others[seat % 2].choose(view)
                deal.apply(action, seat)
            session.finish_deal()
        assert sum(session.end().purses_after) == players * rules.purse


@pytest.mark.parametrize("kind", ["random", "heuristic", "expert", "open_hand"])
def test_make_player_serves_both_games_at_every_level(kind):
    player = make_player(kind, 1)
    for rules in (RuleSet(), BestiaRules()):
        deal = Session(rules, 4, 3).next_deal()
        while not deal.is_over:
            observation = deal.observation(deal.to_act)
            action = player.choose(observation, reveal(deal)) if player.sees_every_card else player.choose(observation)
            assert action in observation.legal_actions
            deal.apply(action)


# ---------------------------------------------------------------------- the sampler
SAMPLER_TOGGLES = ({"mano_a_fidarsi": True}, {"briscola_rubata": True}, {"un_perdere": True},
                   {"tre_carte_senza_piegare": 2})
SAMPLER_VARIANTS = [BESTIA_PRESETS[name] for name in BESTIA_PRESETS] + [
    BESTIA_PRESETS["bestia_roma"].with_toggles(t) for t in SAMPLER_TOGGLES]
SAMPLER_IDS = list(BESTIA_PRESETS) + ["bestia_roma-" + next(iter(t)) for t in SAMPLER_TOGGLES]


def true_place(deal, seat: int, card: Card) -> int:
    """Where ``card`` really is, in the places the knowledge speaks of."""
    for other in range(deal.players):
        if (other != seat or deal.phase is Phase.ROB) and deal.hands[other] >> card & 1:
            return other
    if card in deal.stock:
        return STOCK
    if card in deal.discards:
        return PILE
    if card == deal.upcard and deal.trump_on_table:
        return UPCARD
    if card in deal.buco and deal.buco_taker is None and deal.phase is not Phase.PLAY:
        return BUCO
    return OUT


@pytest.mark.parametrize("rules", SAMPLER_VARIANTS, ids=SAMPLER_IDS)
def test_the_sampler_never_contradicts_what_was_seen(rules):
    """Random play; at every decision, for every seat: the true deal is one the knowledge
    allows (so it rules nothing true out), and every sampled world keeps the seat's own
    hand, gives each live player as many cards as it holds, fills the stock and the
    discards to their sizes, shows the trump card it saw, puts no card in two places,
    and no card where the duties of play or the exchanges say it cannot be."""
    rng = random.Random(5)
    for players in (4, 5, 6):
        session = Session(rules, players, 7 + players, deals=6)
        seats = [make_player("random" if s % 2 else "heuristic", s) for s in range(players)]
        while session.wants_deal:
            deal = session.next_deal()
            while not deal.is_over:
                for seat in range(players):
                    seen = FrozenBestiaObservation.of(deal.observation(seat))
                    know = BestiaKnowledge(seen)
                    assert know.consistent
                    for card in cards_in(know.unseen):
                        assert true_place(deal, seat, card) in know.allowed[card]
                    world = BestiaSampler(seen, know).sample(rng)
                    check_world(deal, seat, seen, know, world)
                mover = deal.to_act
                deal.apply(seats[mover].choose(deal.observation(mover)))
            session.finish_deal()


def check_world(deal, seat, seen, know, world) -> None:
    if seen.looked:
        assert world.hands[seat] == deal.hands[seat]
    everywhere = [world.hands[s] for s in range(deal.players)] + [mask_of(world.stock), mask_of(world.discards),
                                                                   mask_of(world.buco)]
    total = 0
    for mask in everywhere:
        assert not total & mask, "a card in two places"
        total |= mask
    played = mask_of(c for _, c in deal.plays)
    assert not total & played, "a card played is still held"
    for other in range(deal.players):
        assert world.hands[other].bit_count() == deal.hands[other].bit_count()
        if other != seat:
            assert not world.hands[other] & know.cannot[other]
    assert len(world.stock) == len(deal.stock) and len(world.discards) == len(deal.discards)
    if seen.trump_card is not None:
        assert world.upcard == deal.upcard
    for card in cards_in(world.hands[seat] if not seen.looked else 0):
        assert seat in know.allowed[card]


def test_the_sampler_reads_the_duty_to_follow_and_to_head():
    # seat 3 follows the Ace of spades with a low spade: no higher spade is hidden behind it
    # (there is none); then, void in clubs, it does not trump: it holds no trumps
    deal = deal_stacked(new_session(), {2: "AS 3S JC 4D 5D", 3: "2S 4S 6D QD KD"}, upcard="2H")
    say(deal, "fold fold knock")
    play_tricks(deal, [(2, "AS 2S"), (2, "JC 6D")])
    seen = deal.observation(2)
    know = BestiaKnowledge(seen)
    hearts = mask_of(c for c in ITALIAN_40.cards if c.suit == Card.parse("2H").suit)
    clubs = mask_of(c for c in ITALIAN_40.cards if c.suit == Card.parse("2C").suit)
    assert know.cannot[3] & hearts == hearts and know.cannot[3] & clubs == clubs
    assert {(f.seat, f.what, f.since_trick) for f in know.facts} >= {(3, "void", 2), (3, "no_trumps", 2)}
    rng = random.Random(1)
    for _ in range(200):
        world = BestiaSampler(seen, know).sample(rng)
        assert not world.hands[3] & (hearts | clubs)


# ---------------------------------------------------------------------- the expert
def brute_force(deal, me: int) -> dict[Card, float]:
    """Each legal card's mean gain for ``me`` over every split of the cards ``me`` has not
    seen among the other hands in play that would have made their plays legal, every
    player then playing what is best for itself (the engine's own deal, cloned)."""
    played = mask_of(c for _, c in deal.plays)
    unseen = ITALIAN_40.mask & ~deal.hands[me] & ~played & ~(BIT[deal.upcard] if deal.trump_on_table else 0)
    (other,) = [s for s in deal.in_seats if s != me]
    totals = {card: 0.0 for card in deal.legal_actions()}
    worlds = 0
    for guess in combinations(cards_in(unseen), deal.hands[other].bit_count()):
        hands = list(deal.hands)
        hands[other] = mask_of(guess)
        if not plays_were_legal(deal, hands):
            continue
        worlds += 1
        world = deal.clone()
        world.hands = hands
        for card in totals:
            child = world.clone()
            child.apply(card)
            totals[card] += best_play(child, deal.books.purses, deal.books.pool)[me]
    return {card: total / worlds for card, total in totals.items()}


def plays_were_legal(deal, hands_now: list[int]) -> bool:
    hands = list(hands_now)
    for seat, card in deal.plays:
        hands[seat] |= BIT[card]
    trick: list[Card] = []
    for seat, card in deal.plays:
        led = trick[0] if trick else None
        best = None
        for played in trick:
            if best is None or (played.suit == best.suit and BRISCOLA.beats(played, best)) or (
                    played.suit == deal.trump and best.suit != deal.trump):
                best = played
        if not deal.rules.duty.legal(hands[seat], led, best, deal.trump, BRISCOLA.stronger) >> card & 1:
            return False
        hands[seat] ^= BIT[card]
        trick = [] if len(trick) + 1 == len(deal.in_seats) else trick + [card]
    return True


def best_play(deal, purses, pool) -> list[float]:
    """Every seat's gain (purse change and 1/n of the pool's change, the knocker's ante next
    deal counted) when each player in plays what is best for itself."""
    if deal.is_over:
        n = deal.players
        gains = [after - before + (deal.books.pool - pool) / n for after, before in zip(deal.books.purses, purses)]
        for owed in deal.books.pending_antes:
            gains[owed.seat] += (deal.rules.ante - owed.jetons) * (n - 1) / n
        return gains
    seat, best = deal.to_act, None
    for card in deal.legal_actions():
        child = deal.clone()
        child.apply(card)
        value = best_play(child, purses, pool)
        if best is None or value[seat] > best[seat]:
            best = value
    return best


def test_the_expert_finds_the_best_card_of_an_end_position():
    # seats 0 and 1 fold, seat 2 knocks, seat 3 plays its dealt cards; after three tricks
    # seat 3 leads with the Three of trumps and the Six of diamonds, not knowing seat 2's two cards
    deal = deal_stacked(new_session(), {2: "AS 3S JH JC 4D", 3: "2S 4S 3H AC 6D"}, upcard="2H")
    say(deal, "fold fold knock")
    play_tricks(deal, [(2, "AS 2S"), (2, "3S 4S"), (2, "JC AC")])
    values = brute_force(deal, 3)
    best = max(values, key=values.get)
    assert best == Card.parse("3H") and values[best] - min(values.values()) > 0.5
    assert evaluate(deal.observation(3), Effort(worlds=300), seed=1)[0].action == best


def test_the_expert_exchanges_its_low_side_cards_and_keeps_its_trumps():
    deal = deal_stacked(new_session(), {1: "KH 7H 2S 4D 5C"}, upcard="AH")
    say(deal, "play")
    weighed = {c.action: c.expected for c in evaluate(deal.observation(1), Effort(worlds=80), seed=3)}
    choice = max(weighed, key=weighed.get)
    assert isinstance(choice, Exchange) and choice.count
    assert set(choice.cards) <= set(parse_cards("2S 4D 5C"))
    assert weighed[Exchange.of(parse_cards("2S 4D 5C"))] > weighed[Exchange.of(parse_cards("KH 7H 2S 4D 5C"))]
    assert weighed[choice] > weighed[Talk.FOLD]


def test_the_expert_plays_the_first_choice_of_its_hint_which_has_the_highest_figure():
    from game.ai.bestia.hint import hint_by
    effort = Effort(worlds=5)
    rng = random.Random(6)
    weighed = {Phase.TALK: 0, Phase.PLAY: 0}
    for players in (4, 5, 6):
        session = Session(BESTIA_PRESETS["bestia_roma"], players, 40 + players, deals=2)
        seats = [make_player("heuristic", s) for s in range(players)]
        while session.wants_deal:
            deal = session.next_deal()
            while not deal.is_over:
                seen = deal.observation(deal.to_act)
                if len(seen.legal_actions) > 1 and seen.phase in weighed and rng.random() < 0.5:
                    got = hint_by(seen, effort, seed=4)
                    figures = [c.expected_jetons for c in got.choices]
                    assert figures == sorted(figures, reverse=True)
                    expert = BestiaExpertPlayer(4, counted(BestiaExpertConfig(), effort))
                    assert expert.choose(seen) == got.choices[0].action
                    weighed[seen.phase] += 1
                deal.apply(seats[deal.to_act].choose(seen))
            session.finish_deal()
    assert weighed[Phase.TALK] >= 4 and weighed[Phase.PLAY] >= 8


def test_folding_is_weighed_at_nought_and_what_the_person_did_is_weighed_too():
    deal = deal_stacked(new_session(), {1: "KH 7H 2S 4D 5C"}, upcard="AH")
    say(deal, "play")
    odd = Exchange.of(parse_cards("KH 7H"))  # throwing the trumps: no rule of thumb would
    choices = evaluate(deal.observation(1), Effort(worlds=8), seed=3, include=[odd])
    figures = {c.action: c.expected for c in choices}
    assert figures[Talk.FOLD] == 0.0 and odd in figures
    assert next(c for c in choices if c.action is Talk.FOLD).win_chance == 0.0  # a purse never grows by folding
    assert [c.expected for c in choices] == sorted(figures.values(), reverse=True)


def test_the_expert_sees_only_its_observation_and_says_what_it_weighed():
    deal = deal_stacked(new_session(), {0: "AH 3H KH AS AD"}, upcard="2H")
    choices = BestiaExpertPlayer(2, QUICK).analyse(deal.observation(0))
    assert {c.action for c in choices} <= set(deal.legal_actions())
    assert all(0.0 <= c.win_chance <= 1.0 and c.samples >= 1 for c in choices)


def test_heuristic_knocks_with_a_strong_hand():
    deal = deal_stacked(new_session(), {0: "AH 3H KH AS AD"}, upcard="2H")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(0)) is Talk.KNOCK


def test_heuristic_folds_a_hopeless_hand_and_never_exchanges_its_trumps():
    deal = deal_stacked(new_session(), {0: "2S 4S 5D 4C 5C"}, upcard="AH")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(0)) in (Talk.FOLD, Talk.TERZO)
    deal = deal_stacked(new_session(), {1: "KH 7H 2S 4D 5C"}, upcard="AH")
    say(deal, "play")
    choice = BestiaHeuristicPlayer(1).choose(deal.observation(1))
    assert isinstance(choice, Exchange) and choice.count
    assert set(choice.cards) <= set(parse_cards("2S 4D 5C"))  # low side cards go, the trumps stay


def test_heuristic_with_sure_tricks_knocks_rather_than_let_others_mend_their_hands():
    # the Ace lies face up: the Three and the King of trumps are sure of a trick each
    deal = deal_stacked(new_session(), {1: "3H KH AS AD 5C"}, upcard="AH")
    say(deal, "play")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(1)) is Talk.KNOCK


def test_heuristic_takes_a_trick_it_needs_and_otherwise_plays_low():
    deal = deal_stacked(new_session(), {0: "7S 2D 4D 5D 6D", 1: "AS JS 2C 4C 5C"}, upcard="2H")
    say(deal, "knock 7S")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(1)) == Card.parse("AS")


def test_heuristic_at_un_perdere_ducks_the_trick():
    deal = deal_stacked(new_session(un_perdere=True), {0: "KS 2D 4D 5D 6D", 1: "AS 2S 2C 4C 5C"}, upcard="2H")
    say(deal, "knock KS")
    # heading is owed only when able: the Ace must be played, there is no lower way out
    assert deal.legal_actions() == (Card.parse("AS"),)
    deal = deal_stacked(new_session(un_perdere=True), {0: "AS 2D 4D 5D 6D", 1: "KS 2S 2C 4C 5C"}, upcard="2H")
    say(deal, "knock AS")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(1)) == Card.parse("KS")  # shed the high card


def test_heuristic_sees_only_its_observation():
    deal = deal_stacked(new_session(), upcard="2H")
    view = deal.observation(0)
    choice = BestiaHeuristicPlayer(3).choose(view)
    assert choice in view.legal_actions


def test_the_draw_outlook_is_exact():
    chances = [0.1, 0.5, 0.3, 0.9, 0.0, 0.25]
    for k in range(1, 4):
        draws = list(combinations(chances, k))
        expected = sum(sum(d) for d in draws) / len(draws)
        none = sum(prod(1 - c for c in d) for d in draws) / len(draws)
        assert draw_outlook(chances, k) == pytest.approx((expected, none))


def test_heuristic_beats_random_play():
    score = 0
    for seed in range(4):
        session = Session(BestiaRules(), 4, seed, deals=40)
        seats = [BestiaHeuristicPlayer(seed), RandomPlayer(seed), BestiaHeuristicPlayer(seed + 1), RandomPlayer(seed + 1)]
        share = play_session(session, seats)
        net = [p - 100 for p in share.purses_after]
        score += (net[0] + net[2]) > (net[1] + net[3])
    assert score == 4


def test_heuristic_rob_decision_is_taken_without_looking():
    deal = deal_stacked(new_session(briscola_rubata=True), upcard="AH")
    view = deal.observation(3)
    assert view.phase is Phase.ROB and view.hand == ()
    assert BestiaHeuristicPlayer(1).choose(view) is Talk.ROB
    deal = deal_stacked(new_session(briscola_rubata=True), upcard="4H")
    assert BestiaHeuristicPlayer(1).choose(deal.observation(3)) is Talk.LEAVE
