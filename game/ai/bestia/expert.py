"""Bestia's expert (the Expert level): it guesses the hidden cards from everything its seat
has seen, then weighs each choice over those guesses by the jetons it is expected to win.

- **Worlds.**  :class:`~game.ai.bestia_sampler.BestiaSampler` deals the unseen cards to
  the live hands, the stock (in order), the discards, the hidden trump card and the buco,
  consistently with the duties shown in play and the exchanges, weighting each world by
  how well it explains the talk.
- **The talk** (fold, play with an exchange, knock, terzo se devo, the buco, the robbed
  trump) is chosen by expected gain over sampled worlds.  In each world the deal is
  resumed from the seat's view with the guessed cards (:func:`resume_talk`), each
  candidate is played, the rest of the talk is spoken by the quick talk model of every
  player (:mod:`game.ai.bestia_talk`), the cards an exchange draws are the world's stock,
  and the play is rolled out by the quick card player; the engine's settlement pays it.
  So the exchange throws the cards whose replacements, drawn from what could be in the
  stock, are worth most.  Every candidate meets the same worlds and the same shuffles.
- **Cards**: perfect-information Monte Carlo.  Each world's remaining tricks are solved
  exactly (max-n: each player in takes what is best for itself) when few cards are left,
  and rolled out by the quick card player otherwise; the card with the best weighted mean
  gain is played.

Every decision is bounded by ``budget_ms`` of thinking and by caps on worlds, whichever
comes first.  :meth:`BestiaExpertPlayer.analyse` returns what was weighed (expected gain
and chance of coming out of the deal ahead, for each choice); the hint shows it.
:class:`BestiaReasoner` thinks from a guesser: sampled worlds for the expert, the true
deal for the open-hand player.
"""
from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any, Protocol

from ...engine.bestia import Exchange, Talk
from ...engine.bestia.resume import resume_talk
from ...engine.cards import BIT, Card, cards_in
from ...engine.phase import Phase
from .heuristic import BestiaHeuristicPlayer, Judge
from .play import Payoffs, PlayState, maxn_values, roll_out
from .sampler import BestiaSampler, BestiaWorld
from .talk import quick_talk, throw_order
from ..choice import Choice, ranked
from ..evidence import normalised


@dataclass(frozen=True)
class BestiaExpertConfig:
    """How hard the expert thinks.  The defaults keep a decision under 250 ms at the 95th
    percentile on a two-core machine for 4 to 6 players."""

    budget_ms: float = 120.0
    talk_worlds: int = 160
    play_worlds: int = 60
    min_worlds: int = 4
    #: Solve the rest of the play exactly in each world when at most this many cards
    #: are left in hands (16 solve in a few milliseconds; a full deal of five can take seconds).
    exact_cards: int = 16
    #: Weigh worlds by how well they explain the talk (off: every consistent world alike).
    use_talk: bool = True
    #: Standard errors by which a word of the talk must beat the rule of thumb's to be said instead.
    confidence: float = 1.0


#: For the tests: legal and quick, not strong.
QUICK = BestiaExpertConfig(budget_ms=3.0, talk_worlds=2, play_worlds=2, min_worlds=1, exact_cards=8)


class BestiaGuesser(Protocol):
    """Where the worlds come from."""

    def worlds(self, rng: random.Random) -> BestiaWorld: ...


class SampledWorlds:
    def __init__(self, seen: Any, config: BestiaExpertConfig) -> None:
        self.sampler = BestiaSampler(seen, use_talk=config.use_talk)

    def worlds(self, rng: random.Random) -> BestiaWorld:
        return self.sampler.sample(rng)


class BestiaReasoner:
    """The expert's thinking over worlds from a guesser."""

    def __init__(self, config: BestiaExpertConfig, rng: random.Random) -> None:
        self.config = config
        self.rng = rng

    def choices(self, seen: Any, guesser: BestiaGuesser, deadline: float) -> list[Choice]:
        if seen.phase is Phase.PLAY:
            return self.card_choices(seen, guesser, deadline)
        return self.talk_choices(seen, guesser, deadline)

    # ------------------------------------------------------------------ the talk
    def talk_choices(self, seen: Any, guesser: BestiaGuesser, deadline: float) -> list[Choice]:
        """The talk's candidates weighed over worlds, in the order the expert prefers them.

        The figures are means over a few dozen worlds whose gains spread over the whole
        pool, so the best-looking of several candidates is often only the luckiest.  The
        rule-of-thumb choice (:func:`quick_talk` in the seat's own place) is therefore
        kept unless another beats it by ``confidence`` standard errors of the difference,
        paired world by world (every candidate meets the same worlds and shuffles)."""
        cfg, rng = self.config, self.rng
        actions = candidates(seen)
        me, n = seen.seat, seen.players
        rows: list[tuple[float, list[float]]] = []
        clock = time.perf_counter
        start = None
        while len(rows) < cfg.talk_worlds and (len(rows) < cfg.min_worlds or clock() < deadline):
            world = guesser.worlds(rng)
            start = resume_talk(seen, world.hands, world.stock, world.discards, world.upcard, world.buco,
                                rng.getrandbits(32))
            rows.append((world.log_weight, [self._simulate(seen, start, action, me, n) for action in actions]))
        assert start is not None
        probabilities = normalised([w for w, _ in rows])
        means = [sum(p * row[i] for p, (_, row) in zip(probabilities, rows)) for i in range(len(actions))]
        baseline = _index_of(actions, quick_talk(start, me) if seen.looked else None)

        def score(i: int) -> float:
            if i == baseline:
                return means[i]
            diffs = [row[i] - row[baseline] for _, row in rows]
            mean = sum(p * d for p, d in zip(probabilities, diffs))
            spread = sum(p * (d - mean) ** 2 for p, d in zip(probabilities, diffs))
            effective = 1.0 / sum(p * p for p in probabilities)
            return means[baseline] + mean - cfg.confidence * (spread / effective) ** 0.5

        out = []
        for i, action in enumerate(actions):
            ahead = min(1.0, sum(p for p, (_, row) in zip(probabilities, rows) if row[i] > 0))
            out.append((score(i), Choice(action, means[i], ahead, len(rows))))
        out.sort(key=lambda pair: pair[0], reverse=True)
        return [choice for _, choice in out]

    def _simulate(self, seen: Any, start: Any, action: Any, me: int, n: int) -> float:
        """My gain when I say ``action`` in the resumed deal and everything after follows the quick players."""
        deal = start.clone()
        deal.apply(action)
        while deal.phase is not Phase.PLAY and deal.phase is not Phase.OVER:
            deal.apply(quick_talk(deal, deal.to_act))
        if deal.phase is Phase.OVER:
            return (deal.books.purses[me] - seen.purses[me]) + (deal.books.pool - seen.pool) / n
        on_table = BIT[deal.upcard] if deal.trump_on_table else 0
        state = PlayState(deal.rules, deal.hands, deal.in_seats, deal.to_act, deal.trump, deal.hand_size, (), on_table)
        roll_out(state, deal.rules.un_perdere)
        antes = [before - now for before, now in zip(seen.purses_before, seen.purses)]
        payoffs = Payoffs(deal.rules, deal.form, n, deal.hand_size, deal.in_seats, deal.knocker, deal.books.purses,
                          deal.books.pool, seen.purses, seen.pool, antes)
        return payoffs(state.won)[me]

    # ------------------------------------------------------------------ cards
    def card_choices(self, seen: Any, guesser: BestiaGuesser, deadline: float) -> list[Choice]:
        cfg, rng = self.config, self.rng
        me, n = seen.seat, seen.players
        legal = [a for a in seen.legal_actions]
        trump = int(seen.trump)
        on_table = BIT[seen.trump_card] if seen.trump_on_table else 0
        antes = [before - now for before, now in zip(seen.purses_before, seen.purses)]
        payoffs = Payoffs(seen.rules, seen.form, n, seen.hand_size, seen.in_seats, seen.knocker, seen.purses,
                          seen.pool, seen.purses, seen.pool, antes)
        losing = seen.rules.un_perdere
        rows: list[tuple[float, dict[Card, float]]] = []
        clock = time.perf_counter
        while len(rows) < cfg.play_worlds and (len(rows) < cfg.min_worlds or clock() < deadline):
            world = guesser.worlds(rng)
            state = PlayState(seen.rules, world.hands, seen.in_seats, seen.leader, trump, seen.hand_size, seen.plays,
                              on_table)
            if state.cards_left() <= cfg.exact_cards:
                values = {card: v[me] for card, v in maxn_values(state, payoffs, legal).items()}
            else:
                values = {}
                for card in legal:
                    child = state.clone()
                    child.apply(card)
                    roll_out(child, losing)
                    values[card] = payoffs(child.won)[me]
            rows.append((world.log_weight, values))
        probabilities = normalised([w for w, _ in rows])
        out = []
        for card in legal:
            gain = sum(p * row[card] for p, (_, row) in zip(probabilities, rows))
            ahead = min(1.0, sum(p for p, (_, row) in zip(probabilities, rows) if row[card] > 0))
            out.append(Choice(card, gain, ahead, len(rows)))
        return out


def _index_of(actions: list[Any], action: Any) -> int:
    """Where the rule of thumb's choice is among the candidates (the first when it is not one)."""
    return actions.index(action) if action in actions else 0


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


class BestiaExpertPlayer:
    """Sees only its observation; thinks over sampled worlds."""

    sees_every_card = False

    def __init__(self, seed: int = 0, config: BestiaExpertConfig | None = None) -> None:
        self.config = config or BestiaExpertConfig()
        self.rng = random.Random(seed)
        self.reasoner = BestiaReasoner(self.config, self.rng)

    def choose(self, observation: Any) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        return self.analyse(observation)[0].action

    def analyse(self, observation: Any, budget_ms: float | None = None) -> list[Choice]:
        """Every weighed action with its expected gain and chance of coming out ahead, best first."""
        deadline = time.perf_counter() + (self.config.budget_ms if budget_ms is None else budget_ms) / 1000
        guesser = SampledWorlds(observation, self.config)
        choices = self.reasoner.choices(observation, guesser, deadline)
        return choices if observation.phase is not Phase.PLAY else ranked(choices)


__all__ = ["QUICK", "BestiaExpertConfig", "BestiaExpertPlayer", "BestiaGuesser", "BestiaReasoner", "candidates"]
