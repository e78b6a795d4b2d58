"""Bestia's expert (the Expert level): it guesses the hidden cards from everything its seat
has seen, then weighs each choice over those guesses by the jetons it is expected to win
(:mod:`game.ai.pimc`).

- **Worlds.**  :class:`~game.ai.bestia.sampler.BestiaSampler` deals the unseen cards to
  the live hands, the stock (in order), the discards, the hidden trump card and the buco,
  consistently with the duties shown in play and the exchanges, weighting each world by
  how well it explains the talk.
- **The talk** (fold, play with an exchange, knock, terzo se devo, the buco, the robbed
  trump) is chosen by expected gain over sampled worlds.  In each world the deal is
  resumed from the seat's view with the guessed cards (:func:`resume_talk`), each
  candidate is played, the rest of the talk is spoken by the quick talk model of every
  player (:mod:`game.ai.bestia.talk`), the cards an exchange draws are the world's stock,
  and the play is rolled out by the quick card player; the engine's settlement pays it.
  So the exchange throws the cards whose replacements, drawn from what could be in the
  stock, are worth most.  Every candidate meets the same worlds and the same shuffles.
  A candidate is weighed no more once the worlds show it clearly worse than the best
  (:func:`~game.ai.rams_expert.race`); while the seat may fold, the figures are what each
  choice gains over folding.
- **Cards**: perfect-information Monte Carlo.  Each world's remaining tricks are solved
  exactly (max-n: each player in takes what is best for itself) when few cards are left,
  and rolled out by the quick card player otherwise; the card with the best weighted mean
  gain is played.

The expert counts its worlds (``talk_worlds``, ``play_worlds``), so that its figures do
not depend on how busy the machine is; ``budget_ms`` only caps a decision on a machine
far busier than the counts were set for.  :meth:`BestiaExpertPlayer.analyse` is its one
evaluation (expected gain and chance of coming out of the deal ahead, for each choice,
best first), whose first it plays and which the hint shows.  :func:`think` does the
thinking from worlds: sampled ones for the expert, the true deal for the open-hand
player.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ...engine.bestia import Exchange, Talk
from ...engine.bestia.resume import resume_talk
from ...engine.cards import BIT, Card, cards_in
from ...engine.phase import Phase
from ..choice import Choice
from ..pimc import Worlds, weigh
from ..rams_expert import CardWeighing, SampledExpert, TalkWeighing, race, with_included
from ..rams_play import Settled
from .heuristic import BestiaHeuristicPlayer, Judge
from .play import Payoffs, PlayState, maxn_values, roll_out
from .sampler import BestiaSampler, BestiaWorld
from .talk import quick_talk, throw_order


@dataclass(frozen=True)
class BestiaExpertConfig:
    """How hard the expert thinks: worlds counted, the clock a cap for a crowded machine."""

    talk_worlds: int = 36
    play_worlds: int = 40
    #: Thinking stops here even if the worlds are not all weighed (``min_worlds`` at least).
    budget_ms: float = 1500.0
    min_worlds: int = 8
    #: Solve the rest of the play exactly in each world when at most this many cards
    #: are left in hands (16 solve in a few milliseconds; a full deal of five can take seconds).
    exact_cards: int = 16


#: For the tests: legal and quick, not strong.
QUICK = BestiaExpertConfig(talk_worlds=2, play_worlds=2, budget_ms=50.0, min_worlds=1, exact_cards=8)


def think(seen: Any, worlds: Worlds, config: BestiaExpertConfig, rng: random.Random, deadline: float,
          include: Sequence[Any] = ()) -> list[Choice]:
    """The seat's choices (and those of ``include``) weighed over worlds from ``worlds``,
    best first by their figures."""
    if seen.phase is Phase.PLAY:
        cards = PlayWeigher(seen, config.exact_cards, include)
        return weigh(worlds, cards, rng, config.play_worlds, config.min_worlds, deadline).by_figures()
    talk = TalkWeigher(seen, include)
    return race(worlds, talk, rng, config.talk_worlds, config.min_worlds, deadline, Talk.FOLD)


def candidates(seen: Any) -> list[Any]:
    """The talk's choices worth weighing: every word, and for each number of cards the
    exchange of the least useful ones (another k cards rarely does better, and weighing
    every subset of five would leave too few worlds for each)."""
    legal = list(seen.legal_actions)
    if seen.phase is not Phase.TALK:
        return legal
    words = [a for a in legal if isinstance(a, Talk)]
    exchanges = [a for a in legal if isinstance(a, Exchange)]
    most = max(a.count for a in exchanges)
    judge = Judge(seen, BestiaHeuristicPlayer.BOLDNESS)
    hand = list(cards_in(seen.hand_mask))
    order = throw_order(judge, hand, judge.seen | seen.hand_mask)
    return words + [Exchange.of(order[:k]) for k in range(most + 1)]


class TalkWeigher(TalkWeighing):
    """The seat's words of the talk (:func:`candidates`), each followed in one world by
    the rest of the talk and the play: the seat's gain, and whether it came out ahead."""

    def __init__(self, seen: Any, include: Sequence[Any] = ()) -> None:
        self.seen = seen
        self.candidates = with_included(candidates(seen), include)

    def resume(self, world: BestiaWorld, rng: random.Random) -> Any:
        """The deal resumed from the seat's view with the world's cards; the shuffles of
        discards still to come drawn from ``rng``."""
        return resume_talk(self.seen, world.hands, world.stock, world.discards, world.upcard, world.buco,
                           rng.getrandbits(32))

    def _simulate(self, start: Any, action: Any) -> tuple[float, float]:
        """(my gain, my purse's change) when I say ``action`` in the resumed deal and
        everything after follows the quick players."""
        seen = self.seen
        me, n = seen.seat, seen.players
        deal = start.clone()
        deal.apply(action)
        while deal.phase is not Phase.PLAY and deal.phase is not Phase.OVER:
            deal.apply(quick_talk(deal, deal.to_act))
        if deal.phase is Phase.OVER:
            purse = deal.books.purses[me] - seen.purses[me]
            return purse + (deal.books.pool - seen.pool) / n, purse
        on_table = BIT[deal.upcard] if deal.trump_on_table else 0
        state = PlayState(deal.rules, deal.hands, deal.in_seats, deal.to_act, deal.trump, deal.hand_size, (), on_table)
        roll_out(state, deal.rules.un_perdere)
        antes = [before - now for before, now in zip(seen.purses_before, seen.purses)]
        payoffs = Payoffs(deal.rules, deal.form, n, deal.hand_size, deal.in_seats, deal.knocker, deal.books.purses,
                          deal.books.pool, seen.purses, seen.pool, antes)
        settled = payoffs(state.won)
        return settled[me], settled.purses[me]


class PlayWeigher(CardWeighing):
    """The seat's legal cards, each followed in one world by the rest of the play, solved
    exactly when at most ``exact_cards`` are left in hands, else rolled out by the quick
    card player: the seat's gain, and whether it came out ahead."""

    def __init__(self, seen: Any, exact_cards: int, include: Sequence[Any] = ()) -> None:
        self.seen = seen
        self.exact_cards = exact_cards
        self.candidates: list[Card] = with_included(list(seen.legal_actions), include)
        self.moves = self.candidates
        self.on_table = BIT[seen.trump_card] if seen.trump_on_table else 0
        antes = [before - now for before, now in zip(seen.purses_before, seen.purses)]
        self.payoffs = Payoffs(seen.rules, seen.form, seen.players, seen.hand_size, seen.in_seats, seen.knocker,
                               seen.purses, seen.pool, seen.purses, seen.pool, antes)

    def resume(self, world: BestiaWorld, rng: random.Random) -> PlayState:
        seen = self.seen
        return PlayState(seen.rules, world.hands, seen.in_seats, seen.leader, int(seen.trump), seen.hand_size,
                         seen.plays, self.on_table)

    def solve(self, state: PlayState) -> dict[Card, Settled]:
        return maxn_values(state, self.payoffs, self.candidates)

    def roll_out(self, state: PlayState) -> None:
        roll_out(state, self.seen.rules.un_perdere)


class BestiaExpertPlayer(SampledExpert):
    """Sees only its observation; thinks over sampled worlds."""

    Config = BestiaExpertConfig
    config: BestiaExpertConfig

    def analyse(self, observation: Any, budget_ms: float | None = None, include: Sequence[Any] = ()) -> list[Choice]:
        """Every weighed action with its expected gain and chance of coming out ahead, best first."""
        deadline = self.deadline(budget_ms)
        return think(observation, BestiaSampler(observation), self.config, self.rng, deadline, include)


__all__ = ["QUICK", "BestiaExpertConfig", "BestiaExpertPlayer", "candidates", "think"]
