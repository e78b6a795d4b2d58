"""The AI layer's one interface and one registry: every game the engine plays has its
computer players of every kind, listed once and reached through the registry; and the
perfect-information Monte Carlo both experts share weighs worlds as it says."""
from __future__ import annotations

import json
import math
import random

from dataclasses import replace

import pytest

from game.ai import GAMES, KINDS, make_player, reveal
from game.ai.pimc import OneWorld, Weighing, weigh
from game.engine import Session
from game.engine.games import GAMES as ENGINE_GAMES


def test_every_game_the_engine_plays_has_players_of_every_kind() -> None:
    assert list(GAMES) == list(ENGINE_GAMES)
    for name, spec in GAMES.items():
        assert spec.name == name and set(spec.players) == set(KINDS)


def test_a_game_without_a_player_of_every_kind_is_refused() -> None:
    spec = next(iter(GAMES.values()))
    fewer = {kind: make for kind, make in spec.players.items() if kind != "expert"}
    with pytest.raises(ValueError, match="not every kind"):
        replace(spec, players=fewer)


def test_an_unknown_kind_is_refused_naming_the_kinds() -> None:
    with pytest.raises(ValueError, match="kinds: random, heuristic, expert, oracle, open_hand"):
        make_player("grandmaster", 1)


@pytest.mark.parametrize("game", list(ENGINE_GAMES))
def test_the_open_cards_cross_as_plain_data_and_read_back_equal(game: str) -> None:
    spec = ENGINE_GAMES[game]
    deal = Session(spec.rules(), min(max(4, spec.min_players), spec.max_players), 2).next_deal()
    truth = reveal(deal)
    assert GAMES[game].open_cards(json.loads(json.dumps(truth.to_dict()))) == truth


# ---------------------------------------------------------------------- the reasoner
class Coin:
    """A world of a toy decision: the coin fell ``value``, the world weighs ``log_weight``."""

    def __init__(self, value: float, log_weight: float = 0.0) -> None:
        self.value, self.log_weight = value, log_weight


class Tosses:
    """Worlds drawn from a list, in turn."""

    def __init__(self, coins: list[Coin]) -> None:
        self.coins, self.drawn = coins, 0

    def sample(self, rng: random.Random) -> Coin:
        coin = self.coins[self.drawn % len(self.coins)]
        self.drawn += 1
        return coin


class Bet:
    """Two candidates: bet the coin (gain its value) or keep one jeton for sure."""

    candidates = ("bet", "keep")

    def resume(self, world: Coin, rng: random.Random) -> float:
        return world.value

    def outcomes(self, value: float) -> list[tuple[float, float]]:
        return [(value, 1.0 if value > 0 else 0.0), (1.0, 1.0)]


def test_weigh_stops_at_its_cap_or_at_the_deadline_once_it_has_the_least() -> None:
    rng = random.Random(1)
    assert len(weigh(Tosses([Coin(1.0)]), Bet(), rng, 30, 5, math.inf).rows) == 30
    assert len(weigh(Tosses([Coin(1.0)]), Bet(), rng, 30, 5, -math.inf).rows) == 5


def test_each_world_counts_by_its_weight() -> None:
    weighing = weigh(Tosses([Coin(4.0, math.log(3)), Coin(-4.0)]), Bet(), random.Random(1), 2, 2, math.inf)
    assert weighing.probabilities == pytest.approx([0.75, 0.25])
    bet, keep = weighing.choices()
    assert (bet.action, bet.samples) == ("bet", 2)
    assert bet.expected == pytest.approx(2.0) and bet.win_chance == pytest.approx(0.75)
    assert keep.expected == pytest.approx(1.0) and keep.win_chance == 1.0


def test_a_chance_is_never_above_one_however_the_sum_rounds() -> None:
    probabilities = [9 / 28, 18 / 28, 1 / 28]
    assert sum(probabilities) > 1.0
    weighing = Weighing(("bet",), probabilities, [[(1.0, 1.0)]] * 3)
    assert weighing.chance(0) == 1.0


def test_the_baseline_is_kept_unless_another_beats_it_by_its_error() -> None:
    worlds = 20
    probabilities = [1 / worlds] * worlds
    rows = [[(0.0, 0.0), (10.0 if w % 2 else -9.0, float(w % 2)), (1.0, 1.0)] for w in range(worlds)]
    noisy = Weighing(("baseline", "lucky"), probabilities, [row[:2] for row in rows])
    assert [c.action for c in noisy.cautious(0, 1.0)] == ["baseline", "lucky"]  # +0.5 on average, but noisy
    assert [c.action for c in noisy.cautious(0, 0.0)] == ["lucky", "baseline"]  # trusted blindly: its mean wins
    steady = Weighing(("baseline", "lucky", "sure"), probabilities, rows)
    assert [c.action for c in steady.cautious(0, 1.0)][0] == "sure"  # +1 in every world


def test_the_open_hand_reasons_over_the_one_true_world() -> None:
    world = Coin(2.0)
    weighing = weigh(OneWorld(world), Bet(), random.Random(1), 3, 1, math.inf)
    assert weighing.rows == [[(2.0, 1.0), (1.0, 1.0)]] * 3


def test_the_oracle_talks_as_the_expert_and_plays_its_cards_seeing_every_hand() -> None:
    """Every game's oracle: the expert's words and melds, the open hand's cards."""
    from game.ai.oracle import OraclePlayer
    from game.engine import games as engine_games
    from game.engine.phase import Phase
    from game.engine.session import Session

    class Asked:
        def __init__(self, who: str, seen_truth: list) -> None:
            self.who, self.seen_truth = who, seen_truth

        def choose(self, observation, *truth):
            self.seen_truth.append((self.who, observation.phase is Phase.PLAY, bool(truth)))
            return rng.choice(observation.legal_actions)

    rng = random.Random(3)
    for name, game in engine_games.GAMES.items():
        asked: list = []
        oracle = OraclePlayer(lambda seed: Asked("expert", asked), lambda seed: Asked("open_hand", asked))
        session = Session(game.rules(), game.min_players if name == "besigue" else 4, 5)
        for _ in range(4):
            deal = session.next_deal()
            while not deal.is_over:
                seen = deal.observation(deal.to_act)
                deal.apply(oracle.choose(seen, reveal(deal)))
            session.finish_deal()
        assert {who for who, playing, _ in asked if playing} == {"open_hand"}, name
        assert {who for who, playing, _ in asked if not playing} <= {"expert"}, name
        assert all(truth for who, _, truth in asked if who == "open_hand"), name
        assert any(not playing for _, playing, _ in asked), f"{name}: no word or meld was asked"
        assert any(playing for _, playing, _ in asked), f"{name}: no card was asked"
