"""Random play over thousands of Bésigue deals, under every preset and a wide sample of
toggle combinations, checking the invariants at every step:

- every action offered is accepted (and, every few steps, every one of them on a copy);
  the players choose at random, but declare their biggest meld half the time;
- an independent referee, written from the ruling alone, agrees with the engine on the
  cards that may be played, on who wins each trick and on every meld open;
- each of the 64 cards lies in exactly one place (hands, melds on the table, stock,
  turn-up, tricks) and every hand holds what the rules say it holds;
- the score events add up to the scores, deal after deal, and a complete deal hands out
  160 points of brisques and 10 for the last trick;
- a session's records replay to identical records.
"""
from __future__ import annotations

import json
import random
from itertools import combinations

import pytest

from game.engine.besigue import NO_MELD, PACK, BesigueDeal, BesigueRules, Meld, Seven, deal_of, recorded_actions
from game.engine.besigue.rules import BESIGUE_PRESETS
from game.engine.cards import RANK_OF, SUIT_OF, Card, Rank
from game.engine.phase import Phase
from game.engine.record import replay

from test_besigue_stacks import match, record_of

R = Rank
ORDER = [R.ACE, R.TEN, R.KING, R.QUEEN, R.JACK, R.NINE, R.EIGHT, R.SEVEN]
CONFIGS: list[tuple[str, dict]] = [(name, {}) for name in BESIGUE_PRESETS] + [
    ("boussac_1896", {"hand_size": 9}),
    ("boussac_1896", {"hand_size": 10, "deal_packets": "2-3-2-3"}),
    ("boussac_1896", {"deal_packets": "2-3-3", "seven_is_meld": True}),
    ("boussac_1896", {"second_seven": "play", "deal_packets": "3-3-2"}),
    ("boussac_1896", {"second_seven": "none", "besigue_pair": "chambers"}),
    ("boussac_1896", {"plain_sequence": 150, "target": 1500}),
    ("boussac_1896", {"brisques_when": "as_won", "last_trick": "last_of_stock", "game_end": "hand_end"}),
    ("sans_retourne", {"besigue_pair": "trump_queen", "plain_sequence": 150}),
    ("sans_retourne", {"besigue_pair": "chambers", "hand_size": 10, "second_seven": "play"}),
    ("boussac_conventions", {"seven_is_meld": True, "second_seven": "play", "brisques_when": "as_won"}),
    ("hoyle_1909", {"hand_size": 9, "last_trick": "last_of_stock", "game_end": "hand_end", "target": 2000}),
]
TOGGLES = {t.name: t.choices or (False, True) for t in BesigueRules.toggles() if t.name != "preset"}


def sampled_rules(count: int, seed: int) -> list[BesigueRules]:
    """Rule sets with every toggle drawn at random (packets that fit the hand)."""
    rng = random.Random(seed)
    out = []
    while len(out) < count:
        values = {name: rng.choice(choices) for name, choices in TOGGLES.items()}
        try:
            out.append(BesigueRules.from_dict(values))
        except Exception:  # packets that do not fit the hand size: draw again
            continue
    return out


ALL_RULES = [BESIGUE_PRESETS[n].with_toggles(t) for n, t in CONFIGS] + sampled_rules(14, 7)
IDS = [name + "".join(f"-{k}={v}" for k, v in t.items()) for name, t in CONFIGS] + [f"sample{i}" for i in range(14)]


# ----------------------------------------------------------------------------- the referee
def power(card: Card) -> int:
    return len(ORDER) - ORDER.index(RANK_OF[card])


def referee_winner(led: Card, card: Card, trump: int) -> bool:
    """Whether the second card wins, from the ruling's words."""
    if SUIT_OF[card] == SUIT_OF[led]:
        return power(card) > power(led)
    return SUIT_OF[card] == trump


def referee_cards(deal) -> set[Card]:
    seat = deal.to_act
    held = cards_of(deal.hands[seat] | deal.tables[seat])
    trick = deal.current_trick()
    if not deal.last_tricks or not trick:
        return set(held)
    led = trick[0][1]
    follow = [c for c in held if SUIT_OF[c] == SUIT_OF[led]]
    if follow:
        return {c for c in follow if power(c) > power(led)} or set(follow)
    trumps = [c for c in held if SUIT_OF[c] == deal.trump]
    return set(trumps or held)


def cards_of(mask: int) -> list[Card]:
    return [c for c in PACK.cards if mask >> c & 1]


def pair_of(rules: BesigueRules, trump: int) -> tuple[tuple[int, int], tuple[int, int]] | None:
    """The bésigue's (rank, suit) of queen and jack."""
    S, H, D, C = range(4)
    if rules.besigue_pair == "classic":
        return (R.QUEEN, S), (R.JACK, D)
    if trump < 0:
        return None
    if rules.besigue_pair == "trump_queen":
        return (R.QUEEN, trump), (R.JACK, {H: C, D: S, C: H, S: D}[trump])
    return ((R.QUEEN, S), (R.JACK, D)) if trump in (C, H) else ((R.QUEEN, C), (R.JACK, H))


def what_it_makes(cards: tuple[Card, ...], deal) -> str | None:
    trump, rules = deal.trump, deal.rules
    ranks = sorted(RANK_OF[c] for c in cards)
    suits = {SUIT_OF[c] for c in cards}
    pair = pair_of(rules, trump)
    rank_suits = sorted((RANK_OF[c], SUIT_OF[c]) for c in cards)
    if len(cards) == 2 and ranks == [R.QUEEN, R.KING] and len(suits) == 1:
        return "royal_marriage" if trump < 0 or trump in suits else "marriage"
    if len(cards) == 2 and pair and rank_suits == sorted(pair):
        return "besigue"
    if len(cards) == 4 and pair and rank_suits == sorted([pair[0], pair[0], pair[1], pair[1]]):
        return "double_besigue"
    if len(cards) == 4 and len(set(ranks)) == 1 and ranks[0] in (R.ACE, R.KING, R.QUEEN, R.JACK):
        return {R.ACE: "four_aces", R.KING: "four_kings", R.QUEEN: "four_queens", R.JACK: "four_jacks"}[ranks[0]]
    if len(cards) == 5 and len(suits) == 1 and ranks == sorted([R.ACE, R.TEN, R.KING, R.QUEEN, R.JACK]) and trump >= 0:
        if trump in suits:
            return "sequence"
        return "plain_sequence" if rules.plain_sequence else None
    return None


FAMILY = {"marriage": "marriage", "royal_marriage": "marriage", "sequence": "sequence",
          "plain_sequence": "sequence", "besigue": "besigue", "double_besigue": "double_besigue"}
BARRED = {"marriage": {"marriage", "sequence"}, "sequence": {"sequence"}, "besigue": {"besigue", "double_besigue"},
          "double_besigue": {"double_besigue"}}


def referee_melds(deal, scored: dict[Card, set[str]], fresh: set[Card], melded: bool, seven_done: bool) -> set:
    """Every meld the master may declare, by trying every set of his cards."""
    if melded or (deal.rules.seven_is_meld and seven_done):
        return set()
    seat = deal.to_act
    hand = set(cards_of(deal.hands[seat])) - fresh
    held = sorted(hand | set(cards_of(deal.tables[seat])))
    out = set()
    for size in (2, 4, 5):
        for cards in combinations(held, size):
            kind = what_it_makes(cards, deal)
            if kind is None or not hand.intersection(cards):
                continue
            family = FAMILY.get(kind, kind)
            if any(scored[c] & BARRED.get(family, {family}) for c in cards):
                continue
            out.add((kind, sum(1 << c for c in cards)))
    return out


# ----------------------------------------------------------------------------- invariants
def check_places(deal) -> None:
    places = deal.card_places()
    total = 0
    for mask in places.values():
        assert not total & mask, "a card in two places"
        total |= mask
    assert total == PACK.mask, "a card in no place"
    held = [(deal.hands[s] | deal.tables[s]).bit_count() for s in (0, 1)]
    played = [sum(1 for s2, _ in deal.current_trick() if s2 == s) for s in (0, 1)]
    size = deal.rules.hand_size
    if deal.phase is Phase.PLAY and not deal.last_tricks:
        assert [h + p for h, p in zip(held, played)] == [size, size]
    if deal.last_tricks:
        assert not deal.tables[0] | deal.tables[1]


def play_checked(deal, rng: random.Random, every_action: bool, hoard: bool = False) -> None:
    """Random play to the end with the referee and the invariants at every step; a
    hoarding player throws his nines, eights and sevens while the stock lasts, keeping the
    cards that meld."""
    scored: dict[Card, set[str]] = {c: set() for c in PACK.cards}
    fresh: set[Card] = set()
    melded = seven_done = False
    step = 0
    while not deal.is_over:
        check_places(deal)
        legal = deal.legal_actions()
        assert legal
        if deal.phase is Phase.PLAY:
            assert set(legal) == referee_cards(deal)
            melded = seven_done = False
            fresh = set()
        else:
            assert legal[-1] is NO_MELD
            mine = {(a.kind.value, a.cards) for a in legal if isinstance(a, Meld)}
            assert mine == referee_melds(deal, scored, fresh, melded, seven_done)
        if every_action and step % 4 == 0:
            for action in legal:
                deal.clone().apply(action)
        # half the time the biggest declaration, so that big melds and their reuse come up
        greedy = deal.phase is Phase.DECLARE and rng.random() < 0.5
        if hoard and deal.phase is Phase.PLAY and not deal.last_tricks:
            legal = tuple(c for c in legal if power(c) <= 3) or legal
        action = legal[0] if greedy else legal[int(rng.random() * len(legal))]
        before, turn_up = len(deal.current_trick()), deal.turn_up
        deal.apply(action)
        step += 1
        if isinstance(action, Meld):
            melded = True
            for c in cards_of(action.cards):
                scored[c].add(FAMILY.get(action.kind.value, action.kind.value))
        elif isinstance(action, Seven):
            seven_done = True
            if action.action == "exchange":
                fresh = {turn_up}  # not to be melded this turn
        elif isinstance(action, Card) and before == 1:
            (_, led), (_, card) = deal.plays[-2], deal.plays[-1]
            leader = deal.plays[-2][0]
            expected = 1 - leader if referee_winner(led, card, deal.trump) else leader
            assert deal.trick_winners[-1] == expected
    check_places(deal)


def check_scores(record: dict) -> None:
    gained = [0, 0]
    for e in record["score_events"]:
        assert e["points"] > 0
        gained[e["seat"]] += e["points"]
    assert [b + g for b, g in zip(record["scores_before"], gained)] == record["scores_after"]
    complete = len(record["tricks"]) == 32
    if complete:
        brisques = sum(e["points"] for e in record["score_events"] if e["why"] == "brisques")
        last = [e for e in record["score_events"] if e["why"] == "last_trick"]
        assert brisques == 160 and len(last) == 1 and last[0]["points"] == 10
    else:
        assert record["outcome"]["how"] == "claim"


def check_session(records: list[dict]) -> None:
    for before, after in zip(records, records[1:]):
        assert after["deal"] == before["deal"] + 1 and after["dealer"] == 1 - before["dealer"]
        if before["outcome"] == "next_deal":
            assert after["scores_before"] == before["scores_after"]
            assert after["game_number"] == before["game_number"]
        else:
            assert after["scores_before"] == [0, 0] and after["game_number"] == before["game_number"] + 1
    for record in records:
        check_scores(record)
    text = [json.dumps(r, ensure_ascii=False) for r in records]
    assert replay([json.loads(t) for t in text]) == records


@pytest.mark.parametrize("index", range(len(ALL_RULES)), ids=IDS)
def test_random_sessions_keep_every_invariant(index):
    rules = ALL_RULES[index]
    rng = random.Random(index)
    table = match(rules, rng.getrandbits(32), games=2)
    records = []
    while table.wants_deal:
        deal = table.next_deal()
        play_checked(deal, rng, every_action=len(records) < 3)
        records.append(record_of(deal, table.seed))
        table.finish_deal()
    check_session(records)
    record = records[0]
    deal = deal_of(record)
    for action in recorded_actions(record):
        deal.apply(action)
    assert record_of(deal, table.seed) == record


@pytest.mark.parametrize("name", list(BESIGUE_PRESETS))
def test_thousands_of_whole_deals_add_up(name):
    rules = BESIGUE_PRESETS[name]
    rng = random.Random(11)
    table = match(rules, 5, games=1 << 20)
    for _ in range(800):
        deal = table.next_deal()
        deal.play_out(rng.random)
        places = deal.card_places()
        assert sum(m.bit_count() for m in places.values()) == 64
        check_scores(record_of(deal, 5))
        table.finish_deal()


@pytest.mark.parametrize("index", range(0, len(ALL_RULES), 3), ids=IDS[::3])
def test_hoarding_players_agree_with_the_referee(index):
    """Players who keep their court cards, aces and tens: sequences, double bésigues and
    fours come up often, and with them every rule of reuse."""
    rules, rng = ALL_RULES[index], random.Random(100 + index)
    pack = list(PACK.cards)
    for number in range(12):
        rng.shuffle(pack)
        deal = BesigueDeal(rules, number % 2, pack, (0, 0), number + 1)
        play_checked(deal, rng, every_action=number < 2, hoard=True)
        check_scores(record_of(deal))

