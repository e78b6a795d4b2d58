"""What the experts of the Rams-family games share around :mod:`game.ai.pimc`: the weighing
of the talk's words and of the cards world by world, and the player that thinks over
sampled worlds.

- :class:`TalkWeighing`: each candidate word played out in one world by the game's
  ``_simulate`` (the rest of the talk and the play by the quick players): the seat's
  gain, and whether it came out ahead.
- :class:`CardWeighing`: each candidate card (``moves``, the search's form of the
  ``candidates``) followed by the rest of the play, solved exactly when at most
  ``exact_cards`` are left in hands, else rolled out by the quick card player; a game may
  search otherwise first (:meth:`CardWeighing.searched`).
- :class:`SampledExpert`: the player, which thinks only when it has a choice, within its
  config's ``budget_ms``.
"""
from __future__ import annotations

import random
import time
from typing import Any, Sequence

from .choice import Choice
from .pimc import Outcome
from .rams_play import after_each


def outcome(gain: float) -> Outcome:
    """The seat's gain, and 1.0 if it came out ahead."""
    return (gain, 1.0 if gain > 0 else 0.0)


class TalkWeighing:
    """The talk's ``candidates``, each played out by ``_simulate`` in one world."""

    candidates: Sequence[Any]

    def outcomes(self, start: Any) -> list[Outcome]:
        return [outcome(self._simulate(start, action)) for action in self.candidates]

    def _simulate(self, start: Any, action: Any) -> float:
        """The seat's gain when it says ``action`` in the deal ``start``."""
        raise NotImplementedError


class CardWeighing:
    """The seat's cards, each followed in one world by the rest of the play.  The game
    sets ``seen``, ``exact_cards``, ``moves`` and ``payoffs`` (each seat's gain from the
    tricks taken), and says how it solves (:meth:`solve`) and rolls out (:meth:`roll_out`)."""

    seen: Any
    exact_cards: int
    moves: Sequence[Any]
    payoffs: Any

    def outcomes(self, state: Any) -> list[Outcome]:
        me, payoffs = self.seen.seat, self.payoffs
        values = self.searched(state)
        if values is None:
            if state.cards_left() <= self.exact_cards:
                values = {move: v[me] for move, v in self.solve(state).items()}
            else:
                def rolled(child: Any) -> float:
                    self.roll_out(child)
                    return payoffs(child.won)[me]
                values = after_each(state, self.moves, rolled)
        return [outcome(values[m]) for m in self.moves]

    def searched(self, state: Any) -> dict[Any, float] | None:
        """The seat's gain after each move by a search of the game's own, or None (the default)."""
        return None

    def solve(self, state: Any) -> dict[Any, tuple[float, ...]]:
        """Every seat's gain after each move, solved exactly."""
        raise NotImplementedError

    def roll_out(self, state: Any) -> None:
        """Play ``state`` to its end by the quick card player."""
        raise NotImplementedError


class SampledExpert:
    """Sees only its observation; thinks over sampled worlds.  A game's player names its
    ``Config`` and says how it ``analyse``s an observation into choices, best first."""

    sees_every_card = False
    Config: Any = None

    def __init__(self, seed: int = 0, config: Any = None) -> None:
        self.config = config or self.Config()
        self.rng = random.Random(seed)

    def choose(self, observation: Any) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        ruled = self.without_thinking(observation)
        if ruled is not None:
            return ruled
        return self.analyse(observation)[0].action

    def without_thinking(self, observation: Any) -> Any:
        """An action the seat takes without weighing, or None (the default)."""
        return None

    def deadline(self, budget_ms: float | None) -> float:
        """When thinking stops (``time.perf_counter()``): after ``budget_ms``, by default the config's."""
        return time.perf_counter() + (self.config.budget_ms if budget_ms is None else budget_ms) / 1000

    def analyse(self, observation: Any, budget_ms: float | None = None) -> list[Choice]:
        raise NotImplementedError


__all__ = ["CardWeighing", "SampledExpert", "TalkWeighing", "outcome"]
