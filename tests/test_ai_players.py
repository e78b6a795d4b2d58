"""The computer players: every kind plays only legal actions, for every preset and player
count; each sees its observation only (the open-hand player is handed the truth); frozen
observations answer as live ones; the payoff they maximise is the engine's settlement."""
from __future__ import annotations

import random
from dataclasses import replace

import pytest

from game.ai import KINDS, make_player, reveal
from game.ai.bete.expert import QUICK, ExpertPlayer
from game.ai.bete.heuristic import HeuristicPlayer
from game.ai.levels import LEVELS, level
from game.ai.bete.evaluate import counted
from game.ai.bete.open_hand import OPEN_CONFIG, OpenCards, OpenHandPlayer
from game.ai.evaluation import Effort
from game.ai.bete.payoff import Stakes, gains
from game.engine import Session
from game.engine.bete import Call, Deal, Observation, preset
from game.engine.bete.frozen import FrozenObservation
from game.engine.frozen import ObservationError
from game.engine.loop import play_session

PRESETS = ("le_gras_1739", "cotton_1674", "cady_1896")
PLAYERS = (3, 4, 5, 6, 7)


class Checked:
    """Wraps a player: every action it returns must be among its observation's legal ones."""

    def __init__(self, player, frozen: bool = False) -> None:
        self.player = player
        self.frozen = frozen
        self.decisions = 0

    def choose(self, observation: Observation):
        legal = observation.legal_actions
        seen = FrozenObservation.of(observation) if self.frozen else observation
        action = self.player.choose(seen)
        assert action in legal, f"{action} is not among {legal}"
        self.decisions += 1
        return action


def play_deals(kind_of_seat, rules, players: int, deals: int, seed: int) -> int:
    """Deals with the given players; the engine itself refuses any illegal action."""
    session = Session(rules, players, seed, deals=deals)
    seats = [Checked(kind_of_seat(seat), frozen=seat % 2 == 1) for seat in range(players)]
    play_session(session, seats)
    return sum(s.decisions for s in seats)


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("players", PLAYERS)
def test_random_and_heuristic_players_only_play_legal_actions(name: str, players: int) -> None:
    rules = preset(name)
    # heuristic and random players side by side: 150 deals per preset and player count
    decisions = play_deals(lambda s: make_player("heuristic" if s % 2 else "random", s), rules, players, 150, players)
    assert decisions > 150 * players


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("players", PLAYERS)
def test_expert_with_quick_settings_only_plays_legal_actions(name: str, players: int) -> None:
    rules = preset(name)
    kinds = lambda s: ExpertPlayer(s, QUICK) if s % 2 == 0 else HeuristicPlayer(s)  # noqa: E731
    assert play_deals(kinds, rules, players, 5, 10 + players) > 0


class OpenSeat:
    """Seats the open-hand player the way the arena does: it is handed the deal's cards."""

    def __init__(self, seed: int) -> None:
        self.player = OpenHandPlayer(seed, replace(counted(OPEN_CONFIG, Effort(worlds=8)), iterations=80))
        self.deal: Deal | None = None

    def choose(self, observation: Observation):
        assert self.deal is not None
        action = self.player.choose(observation, reveal(self.deal))
        assert action in observation.legal_actions
        return action


@pytest.mark.parametrize("name", PRESETS)
@pytest.mark.parametrize("players", (4, 5, 7))
def test_open_hand_player_only_plays_legal_actions(name: str, players: int) -> None:
    session = Session(preset(name), players, 5, deals=4)
    for _ in range(4):
        deal = session.next_deal()
        seats = [OpenSeat(seat) for seat in range(players)]
        for seat in seats:
            seat.deal = deal
        while not deal.is_over:
            deal.apply(seats[deal.to_act].choose(Observation(deal, deal.to_act)))
        session.finish_deal()


@pytest.mark.parametrize("players", (4, 7))
def test_expert_at_its_real_settings_plays_legal_actions(players: int) -> None:
    assert play_deals(lambda s: ExpertPlayer(s) if s == 0 else HeuristicPlayer(s), preset("le_gras_1739"),
                      players, 2, 3) > 0


def test_open_hand_player_must_be_handed_the_cards() -> None:
    deal = Session(preset("le_gras_1739"), 4, 1).next_deal()
    with pytest.raises(TypeError):
        OpenHandPlayer(1).choose(Observation(deal, deal.to_act))  # type: ignore[call-arg]
    truth = reveal(deal)
    assert OpenCards.from_dict(truth.to_dict()) == truth


def test_frozen_observation_answers_as_the_live_one() -> None:
    rng = random.Random(4)
    for players in PLAYERS:
        deal = Session(preset("le_gras_1739"), players, players).next_deal()
        while not deal.is_over:
            for seat in range(players):
                live = Observation(deal, seat)
                frozen = FrozenObservation(live.to_dict())
                for name in ("seat", "players", "dealer", "eldest", "to_act", "phase", "hand", "hand_mask",
                             "dealt_mask", "trump", "upcard", "talon_size", "declarer", "contre", "stake_fiches",
                             "value", "legal_actions", "legal_mask", "number", "table", "table_before"):
                    assert getattr(frozen, name) == getattr(live, name), name
                assert list(frozen.turned) == live.turned
                assert list(frozen.calls) == live.calls
                assert list(frozen.plays) == live.plays
                assert list(frozen.current_trick) == live.current_trick
                assert list(frozen.tricks_won) == live.tricks_won
                assert frozen.to_dict() == live.to_dict()
            legal = deal.legal_actions()
            deal.apply(legal[int(rng.random() * len(legal))])


def test_frozen_observation_refuses_bad_data_in_one_line() -> None:
    deal = Session(preset("le_gras_1739"), 4, 1).next_deal()
    data = Observation(deal, 0).to_dict()
    for broken in ({**data, "hand": ["ZZ"]}, {k: v for k, v in data.items() if k != "plays"}, {**data, "seat": "x"}):
        with pytest.raises(ObservationError) as error:
            FrozenObservation(broken)
        assert "\n" not in str(error.value)


@pytest.mark.parametrize("name", ("le_gras_1739", "cotton_1674"))
def test_the_gain_the_players_maximise_is_the_engine_settlement(name: str) -> None:
    """gains(): purse changes at the settlement plus 1/n of the table's change, as the engine pays."""
    rng = random.Random(2)
    for players in PLAYERS:
        session = Session(preset(name), players, players, deals=60)
        while session.wants_deal:
            deal = session.next_deal()
            value, table = None, None
            while not deal.is_over:
                if value is None and deal.phase.value == "play" or (value is None and deal.rules.beast_heaps):
                    value, table = deal.value, deal.books.table(0)
                calls = deal.legal_actions()
                deal.apply(calls[int(rng.random() * len(calls))])
            if deal.outcome == "thrown_in":
                session.finish_deal()
                continue
            settled = [t for t in deal.books.transfers[deal.ante_count:] if "Curieuse" not in t.why]
            delta = [0] * players
            for t in settled:
                if isinstance(t.source, int):
                    delta[t.source] -= t.jetons
                if isinstance(t.target, int):
                    delta[t.target] += t.jetons
            table_change = -sum(delta) / players
            expected = [d + table_change for d in delta]
            stakes = Stakes(players, value, sum(table.betes[1:]), table.king, deal.king_holder, deal.rules.beast_heaps,
                            table.play, table.triolet, _triolet(deal))
            got = gains(stakes, deal.declarer, deal.contre, deal.tricks_won, deal.trick_winners)
            assert got == pytest.approx(expected), deal.outcome
            assert sum(got) == pytest.approx(0)
            session.finish_deal()


def _triolet(deal: Deal):
    from game.engine.bete.scoring import triolet_holder

    return triolet_holder(deal)


def test_levels_map_onto_player_kinds_and_the_unfair_one_says_so() -> None:
    assert [lv.name.split(" ")[0] for lv in LEVELS] == ["Novice", "Amateur", "Expert", "Open"]
    for item in LEVELS:
        assert item.kind in KINDS and item.description
        assert level(item.key) is item and level(item.kind) is item
    assert level("open_hand").unfair and "unfair" in level("open_hand").name
    assert not any(lv.unfair for lv in LEVELS if lv.kind != "open_hand")
    with pytest.raises(ValueError):
        level("grandmaster")


def test_heuristic_weighs_the_stakes_a_rich_king_needs_a_better_hand() -> None:
    """Saying play risks the King pot for the seat dealt the King of trumps."""
    from game.engine import Table
    from helpers import stack

    rules = preset("le_gras_1739")
    # seat 0 holds the King and Queen of spades (trumps) and a side King: about 2.75 tricks
    order = stack(4, 3, {0: "KS QS KH 8D 8C"}, "9S")
    cheap = Deal(rules, 4, 3, order, [100] * 4, Table(game=10, king=0, fiches=4))
    rich = Deal(rules, 4, 3, order, [100] * 4, Table(game=10, king=200, fiches=4))
    calls = set()
    for deal in (cheap, rich):
        calls.add(HeuristicPlayer(0).call(Observation(deal, 0), deal.legal_actions()))
    assert calls == {Call.PLAY, Call.PASS}
