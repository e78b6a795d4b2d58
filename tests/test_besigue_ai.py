"""Bésigue's computer players: no level ever acts illegally, under every preset; the
expert solves the last tricks as a brute force over the engine does, on hand-made
positions and on positions of real deals; the heuristic keeps to Boussac's precepts on
stacked positions; the sampler's worlds and the rebuilt deal agree with what the seat
saw; the open cards cross as plain data; the hint gives the best card and the best meld
with the points each is worth."""
from __future__ import annotations

import json
import random
from types import SimpleNamespace

import pytest

from game.ai.besigue.expert import QUICK, BesigueExpertConfig, BesigueExpertPlayer, solve_last_tricks
from game.ai.besigue.heuristic import BesigueHeuristicPlayer, Outlook
from game.ai.besigue.hint import hint
from game.ai.besigue.knowledge import BesigueKnowledge
from game.ai.besigue.open_hand import BesigueOpenHandPlayer, reveal
from game.ai.besigue.quick import quick_action
from game.ai.besigue.resume import resume
from game.ai.besigue.sampler import BesigueSampler
from game.ai.besigue.solver import classes
from game.ai.besigue.spec import SPEC
from game.ai.besigue.timing import FRESH, KINDS as TIMING_KINDS, kind_of, report as timing_report
from game.ai.besigue.weigher import candidates
from game.ai.random_player import RandomPlayer
from game.engine.besigue import (
    BESIGUE_PRESETS, PACK, BesigueDeal, BesigueOpenCards, BesigueRules, FrozenBesigueObservation, Meld, MeldKind,
    Seven, ordered, parse_card,
)
from game.engine.dealing import shuffled
from game.engine.besigue.melds import FAMILIES, MeldKind as K
from game.engine.cards import BIT, Suit
from game.engine.phase import Phase

CONFIGS = [(name, {}) for name in BESIGUE_PRESETS] + [
    ("boussac_1896", {"hand_size": 10, "deal_packets": "2-3-2-3", "plain_sequence": 150}),
    ("boussac_1896", {"seven_is_meld": True, "second_seven": "play", "last_trick": "last_of_stock"}),
    ("sans_retourne", {"besigue_pair": "chambers", "game_end": "hand_end"}),
    ("boussac_conventions", {"hand_size": 9, "deal_packets": "3-3-3", "brisques_when": "as_won"}),
]
IDS = [n + "".join(f"-{k}" for k in t) for n, t in CONFIGS]


def rules_of(name: str, toggles: dict) -> BesigueRules:
    rules = BESIGUE_PRESETS[name]
    for key, value in toggles.items():
        rules = rules.with_toggle(key, value)
    return rules


def cards(text: str) -> list:
    return [parse_card(w) for w in text.split()]


def mask(text: str) -> int:
    return sum(BIT[c] for c in cards(text))


def deals(rules: BesigueRules, seed: int, count: int):
    """``count`` deals as a session deals them: shuffled from ``seed``, the deal passing
    from seat to seat, the scores carried until a game is won.  Each is yielded before it
    is played; the caller plays it before asking for the next."""
    rng = random.Random(seed)
    scores = (0, 0)
    for number in range(count):
        deal = BesigueDeal(rules, number % 2, shuffled(PACK.cards, rng.random), scores)
        yield deal
        scores = (0, 0) if deal.winner is not None else (deal.scores[0], deal.scores[1])


def play_deal(deal, seats, frozen: bool = False) -> None:
    """Play ``deal`` to its end with ``seats`` (open-hand players are handed the cards);
    every action must be among the legal ones, and the engine refuses any other."""
    while not deal.is_over:
        seat = deal.to_act
        player = seats[seat]
        seen = deal.observation(seat)
        if frozen:
            seen = FrozenBesigueObservation.of(json.loads(json.dumps(seen.to_dict())))
        if getattr(player, "sees_every_card", False):
            truth = BesigueOpenCards.from_dict(json.loads(json.dumps(reveal(deal).to_dict())))
            action = player.choose(seen, truth)
        else:
            action = player.choose(seen)
        assert action in deal.legal_actions(), (action, deal.legal_actions())
        deal.apply(action, seat)


# ---------------------------------------------------------------------- legality
@pytest.mark.parametrize("name, toggles", CONFIGS, ids=IDS)
def test_random_and_heuristic_players_never_act_illegally(name, toggles):
    rules = rules_of(name, toggles)
    seats = [BesigueHeuristicPlayer(1), RandomPlayer(2)]
    for number, deal in enumerate(deals(rules, 7, 16)):
        play_deal(deal, seats if number % 2 else seats[::-1])
    for deal in deals(rules, 8, 6):
        play_deal(deal, [BesigueHeuristicPlayer(3), BesigueHeuristicPlayer(4)])


@pytest.mark.parametrize("name, toggles", CONFIGS, ids=IDS)
def test_the_expert_and_the_open_hand_never_act_illegally(name, toggles):
    """The expert is handed frozen observations (as in the worker process), the open
    hand the deal's cards as plain data, and the engine refuses any illegal choice."""
    rules = rules_of(name, toggles)
    expert = BesigueExpertPlayer(1, QUICK)
    open_hand = BesigueOpenHandPlayer(2, BesigueExpertConfig(worlds=QUICK.worlds, solve_stock=4, priors=None))
    tables = [[expert, open_hand], [open_hand, expert], [expert, RandomPlayer(3)], [BesigueHeuristicPlayer(4), expert],
              [open_hand, RandomPlayer(5)]]
    for number, (seats, deal) in enumerate(zip(tables, deals(rules, 11, len(tables)))):
        play_deal(deal, seats, frozen=number != 1)


def test_every_player_kind_is_described_once():
    assert SPEC.name == "besigue"
    assert SPEC.players["random"] is RandomPlayer
    assert SPEC.players["heuristic"] is BesigueHeuristicPlayer
    assert SPEC.players["expert"] is BesigueExpertPlayer
    assert SPEC.players["open_hand"] is BesigueOpenHandPlayer
    assert SPEC.players["open_hand"].sees_every_card and not SPEC.players["expert"].sees_every_card


def test_the_open_cards_cross_as_plain_data_and_read_back_equal():
    deal = next(deals(BesigueRules(), 5, 1))
    for _ in range(9):
        deal.apply(deal.legal_actions()[-1])
    truth = SPEC.reveal(deal)
    again = SPEC.open_cards(json.loads(json.dumps(truth.to_dict())))
    assert again == truth and again.turn_up == deal.turn_up and again.hands == (deal.hands[0], deal.hands[1])


# ---------------------------------------------------------------------- worlds
@pytest.mark.parametrize("name, toggles", CONFIGS[:4], ids=IDS[:4])
def test_the_worlds_agree_with_what_the_seat_saw_and_rebuild_the_deal(name, toggles):
    """Every world deals exactly the unseen cards, keeps what the other is known to hold,
    and rebuilt with the true hidden cards the deal is the real one: same state, same
    legal actions, same end when both are played out alike."""
    rules = rules_of(name, toggles)
    rng = random.Random(4)
    checked = 0
    for deal in deals(rules, 21, 6):
        while not deal.is_over:
            seat = deal.to_act
            seen = deal.observation(seat)
            if rng.random() < 0.25:
                know = BesigueKnowledge(seen)
                other = 1 - seat
                assert know.consistent
                assert not know.unseen & (deal.held(seat) | deal.tables[other] | know.played)
                assert deal.hands[other] & ~know.unseen == know.known
                world = BesigueSampler(seen, know).sample(rng)
                assert world.hands[seat] == deal.hands[seat]
                assert world.hands[other] & know.known == know.known
                assert world.hands[other].bit_count() == deal.hands[other].bit_count()
                assert sum(BIT[c] for c in world.stock) | world.hands[other] == know.unseen | know.known
                rebuilt = resume(FrozenBesigueObservation.of(seen), (deal.hands[0], deal.hands[1]),
                                 deal.stock[deal.next_card:])
                for name_ in ("hands", "tables", "won", "used", "scores", "phase", "to_act", "led", "trumps",
                              "sevens_scored", "paid_sevens", "turn_up", "last_tricks"):
                    assert getattr(rebuilt, name_) == getattr(deal, name_), name_
                assert rebuilt.legal_actions() == deal.legal_actions()
                copy = deal.clone()
                chance = rng.random()
                copy.play_out(random.Random(chance).random)
                rebuilt.play_out(random.Random(chance).random)
                assert (copy.scores, copy.outcome) == (rebuilt.scores, rebuilt.outcome)
                checked += 1
            deal.apply(quick_action(deal))
    assert checked > 50


def test_the_turn_up_taken_for_a_seven_is_known_to_be_in_his_hand():
    deal = _position({0: "7D.1 9D.1 8S.1 9S.1 10S.1 KS.1 QH.1 JH.1", 1: "AD.1 8H.1 9H.1 10H.1 KH.1 QC.1 JC.1 7S.1"},
                     led=None, to_act=1, upcard="KD.1", stock_size=9)
    deal.apply(parse_card("AD.1"))
    deal.apply(parse_card("8S.1"))  # seat 1 wins with the ace led
    assert deal.phase is Phase.PLAY  # no seven for seat 1: nothing to declare
    deal.apply(parse_card("7S.1"))
    deal.apply(parse_card("9D.1"))  # seat 0 trumps, wins and exchanges its seven
    deal.apply(Seven("exchange", parse_card("7D.1")))
    seen = deal.observation(1)
    know = BesigueKnowledge(seen)
    assert know.known == BIT[parse_card("KD.1")]
    assert [f.what for f in know.facts] == ["holds"] and know.facts[0].card == parse_card("KD.1")


# ---------------------------------------------------------------------- the last tricks, solved
def brute_force(deal, me: int, game_value: float = 0.0) -> float:
    """The seat's final score less the other's (and ``game_value`` for the game the deal
    ends, won or lost), best play by both, by trying every legal card at every turn on
    copies of the engine's deal."""
    if deal.is_over:
        game = 0.0 if deal.winner is None else (game_value if deal.winner == me else -game_value)
        return deal.scores[me] - deal.scores[1 - me] + game
    values = []
    for action in deal.legal_actions():
        child = deal.clone()
        child.apply(action)
        values.append(brute_force(child, me, game_value))
    return max(values) if deal.to_act == me else min(values)


def check_solved(deal, game_value: float = 0.0) -> None:
    """The expert's exact values of every legal card are the brute force's, and its choice
    is one of the best."""
    me = deal.to_act
    seen = deal.observation(me)
    now = deal.scores[me] - deal.scores[1 - me]
    truth = {}
    for card in deal.legal_actions():
        child = deal.clone()
        child.apply(card)
        truth[card] = brute_force(child, me, game_value) - now
    solved = {c.action: c.expected for c in solve_last_tricks(seen, game_value=game_value)}
    brisques = 0
    if deal.rules.brisques_when == "end_of_hand":
        brisques = 10 * ((deal.won[me] & _BRISQUES).bit_count() - (deal.won[1 - me] & _BRISQUES).bit_count())
    assert {c: v + brisques for c, v in solved.items()} == truth
    choice = BesigueExpertPlayer(1, BesigueExpertConfig(game_value=game_value)).choose(seen)
    assert truth[choice] == max(truth.values())


_BRISQUES = sum(BIT[c] for c in PACK.cards if c.rank.code in ("A", "10"))

HAND_MADE = [
    # trumps clubs; seat 0 leads: its two aces are masters, but the 10 of trumps is not
    ("AH.1 AS.1 10C.1 7D.1", "10H.1 KS.1 AC.1 9D.1", None),
    # seat 0 must find the lead that draws the ace of trumps before cashing its tens
    ("10S.1 10H.1 KC.1 9C.1 8D.1", "AS.1 7H.1 AC.2 QD.1 7C.1", None),
    # seat 1 led the ace of hearts: seat 0 must follow, and may head with nothing
    ("10H.2 KH.1 7S.1 JC.1", "10D.1 QD.1 9S.1", "AH.2"),
    # twins: the copy led beats its twin played second
    ("AD.1 10D.1 8S.1 KC.2", "AD.2 QD.1 10C.2 JS.1", None),
    # a void in the suit led: trump it, the lowest trump that does
    ("9C.1 AC.1 8H.1 QS.2 JS.2", "10H.1 AH.1 KH.2 10S.1 QH.1", None),
]


@pytest.mark.parametrize("mine, theirs, led", HAND_MADE)
@pytest.mark.parametrize("last_trick", ["final", "last_of_stock"])
def test_the_expert_finds_the_best_card_of_hand_made_last_tricks(mine, theirs, led, last_trick):
    deal = _last_tricks(mine, theirs, led, last_trick=last_trick)
    check_solved(deal)


def test_the_expert_solves_last_tricks_of_real_deals_as_the_brute_force_does():
    rng = random.Random(9)
    checked = 0
    for rules in (BesigueRules(), BESIGUE_PRESETS["hoyle_1909"], BESIGUE_PRESETS["sans_retourne"]):
        for deal in deals(rules, 31, 4):
            while not deal.is_over:
                hand = deal.hands[deal.to_act].bit_count()
                if deal.last_tricks and 2 <= hand <= 4 and rng.random() < 0.5:
                    check_solved(deal)
                    checked += 1
                deal.apply(quick_action(deal))
    assert checked >= 10


@pytest.mark.parametrize("game_end", ["claim", "hand_end"])
def test_a_count_that_may_end_the_game_is_solved_with_the_game(game_end):
    """Both players near the target: the expert's values with the game worth 500 are the
    brute force's, which counts the game won at the count (or lost) as 500 points."""
    for mine, theirs, led in HAND_MADE[:4]:
        for scores in ((960, 985), (995, 930), (990, 990)):
            check_solved(_last_tricks(mine, theirs, led, scores=scores, game_end=game_end), game_value=500.0)


def test_the_solver_tries_one_card_of_each_equivalent_run():
    hand = mask("AH.1 AH.2 10H.1 KH.1 QH.1 7S.1")
    groups = [(rep, members) for rep, members in classes(hand, mask("JH.1 8S.1"))]
    # the aces and the ten score alike and the other holds nothing between them: one
    # class; the king and the queen another; the seven of spades alone
    assert sorted(m.bit_count() for _, m in groups) == [1, 2, 3]
    # his ace of hearts tells them apart: led, my ace beats it; the ten does not
    assert sorted(m.bit_count() for _, m in classes(mask("AH.1 10H.1"), mask("AH.2"))) == [1, 1]


# ---------------------------------------------------------------------- the heuristic's precepts
def test_the_heuristic_throws_a_low_card_and_keeps_its_brisques_and_trump_ace():
    deal = _position({0: "AC.1 10S.1 AH.1 KD.1 QH.1 7D.1 JS.1 9C.1", 1: ""}, led=None, to_act=0)
    assert BesigueHeuristicPlayer().choose(deal.observation(0)) == parse_card("7D.1")


def test_the_heuristic_takes_a_brisque_with_a_brisque():
    deal = _position({0: "AH.1 7S.1 8D.1 9D.1 JS.1 QD.1 KS.1 8S.1", 1: ""}, led="10H.1", to_act=0)
    assert BesigueHeuristicPlayer().choose(deal.observation(0)) == parse_card("AH.1")
    deal = _position({0: "10H.1 7S.1 8D.1 9D.1 JS.1 QD.1 KS.1 8S.1", 1: ""}, led="9H.1", to_act=0)
    assert BesigueHeuristicPlayer().choose(deal.observation(0)) == parse_card("10H.1")


def test_the_heuristic_keeps_the_ace_of_trumps_for_a_trick_worth_it():
    """A worthless trick led: not the ace of trumps (it throws a low card); the other's
    ten led with a meld of 500 waiting in hand: the ace of trumps takes it."""
    hand = "AC.1 8H.1 9D.1 KH.1 JH.1 QS.1 JD.1 QS.2"
    deal = _position({0: hand, 1: ""}, led="7S.1", to_act=0)
    assert BesigueHeuristicPlayer().choose(deal.observation(0)) != parse_card("AC.1")
    deal = _position({0: hand.replace("KH.1", "JD.2"), 1: ""}, led="10S.1", to_act=0)
    assert BesigueHeuristicPlayer().choose(deal.observation(0)) == parse_card("AC.1")


def test_the_heuristic_holds_the_besigue_cards_while_the_double_is_possible():
    hand = "QS.1 JD.1 KH.1 JH.1 9C.2 QD.1 KC.1 10H.1"
    deal = _position({0: hand, 1: ""}, led=None, to_act=0, unseen="QS.2 JD.2")
    seen = deal.observation(0)
    keep = Outlook(seen).keep
    queen = parse_card("QS.1")
    # the double bésigue still possible: the bésigue queen is worth keeping more than a king
    assert keep[queen] > keep[parse_card("KH.1")] and keep[queen] > 20
    assert BesigueHeuristicPlayer().choose(seen) not in cards("QS.1 JD.1")
    # the other queen of spades played: the double is out of reach, the queen worth less
    gone = _position({0: hand, 1: ""}, led=None, to_act=0, played="QS.2 7H.1", unseen="JD.2")
    assert Outlook(gone.observation(0)).keep[queen] < keep[queen] - 15


def test_the_heuristic_declares_the_smaller_step_early_and_the_bigger_late():
    """Royal marriage and the sequence both open: early in the stock the marriage first
    (the sequence may follow for 250 more), late the sequence at once."""
    hand = "AC.1 10C.1 KC.1 QC.1 JC.1 7H.1 8H.1"
    for stock, kind in ((31, K.ROYAL_MARRIAGE), (5, K.SEQUENCE)):
        seen = _declaring(hand, stock).observation(0)
        assert {K.ROYAL_MARRIAGE, K.SEQUENCE} <= {a.kind for a in seen.legal_actions if isinstance(a, Meld)}
        choice = BesigueHeuristicPlayer().choose(seen)
        assert isinstance(choice, Meld) and choice.kind is kind


def test_the_heuristic_exchanges_the_seven_of_trumps():
    deal = _declaring("7C.1 8H.1 9H.1 10D.1 KS.1 JH.1 8S.1", 21, melds=False)
    seen = deal.observation(0)
    assert any(isinstance(a, Seven) for a in seen.legal_actions)
    assert BesigueHeuristicPlayer().choose(seen) == Seven("exchange", parse_card("7C.1"))


def test_the_heuristic_fights_for_the_lead_late_when_the_other_has_a_big_meld_waiting():
    """Late in the stock, a worthless card led: with nothing to fear, the ace of trumps is kept;
    with the other's bésigue on his table and both other bésigue cards unseen, the ace of
    trumps takes the trick, so that he cannot declare the double."""
    hand = "AC.1 8H.1 9H.2 7H.1 KS.1 JH.1 8S.1 7S.2"
    calm = _position({0: hand}, led="7D.1", to_act=0, stock_size=5)
    assert BesigueHeuristicPlayer().choose(calm.observation(0)) != parse_card("AC.1")
    tense = _position({0: hand}, led="7D.1", to_act=0, stock_size=5, tables={1: "QS.1 JD.1"},
                      used={"besigue": "QS.1 JD.1"}, unseen="QS.2 JD.2")
    assert BesigueHeuristicPlayer().choose(tense.observation(0)) == parse_card("AC.1")


# ---------------------------------------------------------------------- the expert
def test_the_expert_weighs_every_distinct_card_and_sees_only_its_observation():
    deal = _position({0: "AH.1 AH.2 7S.1 8S.1 KD.1 QD.1 JC.1 9C.1", 1: ""}, led=None, to_act=0)
    seen = FrozenBesigueObservation.of(deal.observation(0))
    weighed = candidates(seen)
    assert parse_card("AH.2") not in weighed and len(weighed) == 7  # the two aces of hearts are one choice
    # the worlds are counted: the same six, however long they take
    six = BesigueExpertConfig(worlds={"early": 6, "late": 6, "declare": 6}, cap_ms=float("inf"))
    choices = BesigueExpertPlayer(3, six).analyse(seen)
    assert {c.action for c in choices} == set(weighed) and all(c.samples == 6 for c in choices)


def test_on_one_world_another_card_must_beat_the_heuristics_by_a_wide_margin():
    """Early in the stock one world's playouts swing by a hundred points: the figures
    lean on the measured prior, so the rule of thumb's card comes first whatever world
    is drawn; with many worlds the worlds' means speak."""
    deal = _position({0: "AH.1 10S.1 7S.1 8S.1 KD.1 QD.1 JC.1 9C.1", 1: ""}, led="9H.2", to_act=0, stock_size=31)
    seen = FrozenBesigueObservation.of(deal.observation(0))
    one = BesigueExpertConfig(worlds={"early": 1, "late": 1, "declare": 1}, cap_ms=float("inf"))
    assert {BesigueExpertPlayer(seed, one).choose(seen) for seed in range(4)} == {BesigueHeuristicPlayer().choose(seen)}
    config = BesigueExpertConfig()
    assert config.worlds["early"] < config.worlds["middle"] and QUICK.worlds["early"] == 1


def test_the_timing_command_files_each_decision_under_its_kind():
    hand = "AH.1 7S.1 8S.1 KD.1 QD.1 JC.1 9C.1 10D.1"
    early, middle, late = (_position({0: hand, 1: ""}, led=None, to_act=0, stock_size=n) for n in (31, 13, 5))
    config = BesigueExpertConfig()
    kinds = [kind_of(deal.observation(0), config) for deal in (early, middle, late,
                                                               _declaring("KC.1 QC.1 7H.1 8H.1 9H.1", 5),
                                                               _last_tricks("AH.1 7S.1", "10D.1 QD.1", None))]
    assert kinds == list(TIMING_KINDS)
    words = timing_report({kind: [1.0, 2.0, 30.0] for kind in (*TIMING_KINDS, FRESH)}).splitlines()
    assert len(words) == 7 and words[5].startswith("every decision: p50 2.00") and "over 15 decisions" in words[5]
    assert words[6].startswith(FRESH) and "slowest 30.00 ms" in words[6]


# ---------------------------------------------------------------------- the hint
def test_the_hint_gives_the_best_card_and_the_best_meld_with_their_points():
    deal = _position({0: "AH.1 7S.1 8S.1 KD.1 QD.1 JC.1 9C.1 10D.1", 1: ""}, led="9H.2", to_act=0)
    given = hint(deal.observation(0), 60.0, 1)
    assert given.seat == 0 and given.available and 1 <= len(given.choices) <= 3
    assert all(c.action in deal.legal_actions() for c in given.choices)
    assert all(isinstance(c.expected_jetons, float) and 0.0 <= c.win_chance <= 1.0 for c in given.choices)
    assert given.likely and given.likely[0]["what"] == "likely_trumps" and given.likely[0]["seat"] == 1
    melding = _declaring("AC.1 10C.1 KC.1 QC.1 JC.1 7H.1 8H.1", 5)
    given = hint(melding.observation(0), 60.0, 1)
    best = given.choices[0]
    assert isinstance(best.action, Meld) and best.action.kind is K.SEQUENCE and best.expected_jetons > 200
    assert SPEC.facts(melding.observation(0)) == ()


def test_the_hint_in_the_last_tricks_is_exact_and_names_what_the_other_showed():
    deal = _last_tricks("7S.1 AH.1 KC.1", "10D.1 QD.1 9H.1", None)
    deal.apply(parse_card("7S.1"))
    deal.apply(parse_card("QD.1"))  # no spade and no trump: any card
    seen = deal.observation(0)
    given = hint(seen, 30.0, 1)
    assert all(c.samples == 1 for c in given.choices)
    assert given.choices[0].action == parse_card("AH.1")  # takes the nine of hearts, then the last trick
    shown = {(f.seat, f.what, f.suit, f.since_trick) for f in given.facts}
    assert shown == {(1, "void", Suit.SPADES, 30), (1, "no_trumps", None, 30)}
    assert given.likely[0]["count"] == 0.0


# ---------------------------------------------------------------------- positions
def _position(hands: dict, led: str | None, to_act: int, upcard: str = "8C.1", stock_size: int = 21,
              played: str = "", tables: dict | None = None, used: dict | None = None, scores=(0, 0),
              unseen: str = ""):
    """A deal in the stock phase rebuilt at will: ``hands`` ({seat: "cards"}, filled up
    with low cards), ``tables`` ({seat: "cards"}) of melds shown, ``used`` ({kind:
    "cards"}) of the meld history, the turn-up, ``stock_size`` cards in the stock.  The
    cards played in earlier tricks (seat 0 winning them) are ``played`` and then the
    lowest cards left (never those in ``unseen``), so that the high cards not given lie
    unseen in the stock.
    ``led``: the card seat ``1 - to_act`` has led to this trick, or None."""
    rules = BesigueRules()
    tables = {seat: mask(text) for seat, text in (tables or {}).items()}
    table = [tables.get(0, 0), tables.get(1, 0)]
    hand = [mask(hands.get(0, "")), mask(hands.get(1, ""))]
    up = parse_card(upcard)
    led_card = parse_card(led) if led else None
    early = mask(played)
    taken = hand[0] | hand[1] | table[0] | table[1] | BIT[up] | early
    if led_card is not None:
        taken |= BIT[led_card]
    lowest = "7 8 9 J Q K 10 A".split()
    keep = mask(unseen)
    rest = sorted((c for c in ordered(PACK.mask) if not taken >> c & 1),
                  key=lambda c: (bool(keep >> c & 1), lowest.index(c.rank.code), c.suit == up.suit, c))
    size = rules.hand_size
    want = [size - table[seat].bit_count() - (1 if led_card is not None and seat != to_act else 0) for seat in (0, 1)]
    gone_count = len(rest) - stock_size - sum(want[seat] - hand[seat].bit_count() for seat in (0, 1))
    gone = cards(played) + rest[:gone_count]
    rest = rest[gone_count:]
    for seat in (0, 1):
        while hand[seat].bit_count() < want[seat]:
            hand[seat] |= BIT[rest.pop(0)]
    stock = rest
    assert len(stock) == stock_size and len(gone) % 2 == 0
    plays = [(i % 2, c) for i, c in enumerate(gone)]
    winners = [0] * (len(plays) // 2)
    if led_card is not None:
        plays.append((1 - to_act, led_card))
    history = [0] * FAMILIES
    for kind, text in (used or {}).items():
        history[MeldKind(kind).family] |= mask(text)
    seen = SimpleNamespace(
        rules=rules, dealer=1, number=1, game_number=1, upcard=up, turn_up=up, trump=Suit(up.suit),
        trump_from="upcard", tables=(table[0], table[1]), plays=plays, trick_winners=winners, from_table=0,
        meld_history=tuple(history), sevens_scored=0, declarations=(), score_events=(), scores_before=scores,
        scores=scores, phase=Phase.PLAY, to_act=to_act, last_tricks=False,
    )
    return resume(seen, hand, stock)


def _declaring(hand: str, stock_size: int, melds: bool = True):
    """Seat 0 holding ``hand`` has just taken seat 1's seven of spades with the ace of
    spades and may declare; ``stock_size`` cards are left in the stock."""
    deal = _position({0: hand + " AS.2"}, led="7S.2", to_act=0, stock_size=stock_size)
    deal.apply(parse_card("AS.2"))
    assert deal.phase is Phase.DECLARE and deal.to_act == 0
    return deal


def _last_tricks(mine: str, theirs: str, led: str | None, scores=(0, 0), **toggles):
    """The last tricks, seat 0 holding ``mine`` and seat 1 ``theirs`` (clubs trumps); with
    ``led``, seat 1 has led it (and holds one card more than written)."""
    rules = BesigueRules()
    for key, value in toggles.items():
        rules = rules.with_toggle(key, value)
    m, t = mask(mine), mask(theirs)
    led_card = parse_card(led) if led else None
    rest = [c for c in ordered(PACK.mask) if not (m | t | (BIT[led_card] if led_card is not None else 0)) >> c & 1]
    plays = [(1 - i % 2, c) for i, c in enumerate(rest)]  # seat 1 led them all: they show nothing of his hand
    assert len(plays) % 2 == 0
    winners = [0] * (len(plays) // 2)
    if led_card is not None:
        plays.append((1, led_card))
    seen = SimpleNamespace(
        rules=rules, dealer=1, number=1, game_number=1, upcard=parse_card("8C.1"), turn_up=None, trump=Suit.CLUBS,
        trump_from="upcard", tables=(0, 0), plays=plays, trick_winners=winners, from_table=0,
        meld_history=(0,) * FAMILIES, sevens_scored=0, declarations=(), score_events=(), scores_before=scores,
        scores=scores, phase=Phase.PLAY, to_act=0, last_tricks=True,
    )
    deal = resume(seen, (m, t), ())
    assert deal.hands[0].bit_count() == deal.hands[1].bit_count() + (1 if led_card is not None else 0)
    return deal
