"""The game interface a new game fills: a deal shows the same face in every game (the
Deal protocol, and JetonDeal for a game played for jetons), and a spec left to its
defaults gets what most games share."""
from __future__ import annotations

import random
from types import SimpleNamespace

import pytest

from game.engine import Session
from game.engine.deal_protocol import Deal, JetonDeal
from game.engine.game import GameSpec, no_chance, outcome_said, per_seat_deal
from game.engine.games import GAMES
from game.engine.stakes import Jetons

SPECS = list(GAMES.values())


def played_deal(game: GameSpec):
    session = Session(game.rules.PRESETS[game.rules.DEFAULT_PRESET], game.min_players, 5, deals=1)
    deal = session.next_deal()
    deal.play_out(random.Random(5).random)
    return deal


@pytest.mark.parametrize("game", SPECS, ids=[g.name for g in SPECS])
def test_every_deal_shows_the_deal_face(game: GameSpec) -> None:
    deal = played_deal(game)
    assert isinstance(deal, Deal) and deal.game == game.name and deal.is_over
    assert isinstance(deal, JetonDeal) == isinstance(game.economy, Jetons)


@pytest.mark.parametrize("game", SPECS, ids=[g.name for g in SPECS])
def test_every_games_own_check_passes_a_deal_played_out(game: GameSpec) -> None:
    game.check_deal(played_deal(game))


def test_a_spec_left_to_its_defaults_checks_cards_and_jetons() -> None:
    """A game for jetons without a check of its own has each card of its pack in one of its
    deal's places, and jetons kept: a card in two places is caught."""
    game = next(g for g in SPECS if hasattr(played_deal(g), "card_places") and isinstance(g.economy, Jetons))
    fields = {name: getattr(game, name) for name in GameSpec.__dataclass_fields__}
    fields["check_deal"] = None
    bare = GameSpec(**fields)
    deal = played_deal(game)
    bare.check_deal(deal)
    places = deal.card_places()
    first, mask = next((p, m) for p, m in places.items() if m)
    other = next(p for p in places if p != first)
    doubled = {**places, other: places[other] | (mask & -mask)}
    seen = SimpleNamespace(**{name: getattr(deal, name) for name in (
        "number", "players", "rules", "purses_before", "books", "table_before", "table_after")},
        card_places=lambda: doubled)
    with pytest.raises(AssertionError, match="in two places"):
        bare.check_deal(seen)


def test_the_defaults_are_what_most_games_say() -> None:
    deal = played_deal(GAMES["bete"])
    assert no_chance(deal) is None and outcome_said(deal) == deal.outcome
    assert per_seat_deal({"played": 3, "won": 1}, 4) == {"played": 0.75, "won": 0.25}
