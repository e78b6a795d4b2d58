"""Mouche's expert (the Expert level): it guesses the hidden cards from everything its seat
has seen, then weighs each choice over those guesses by the jetons it is expected to win
(:mod:`game.ai.pimc`).

- **Worlds.**  :class:`~game.ai.mouche.sampler.MoucheSampler` deals the unseen cards to
  the others' hands, the talon (in order), the discards and the hands thrown in,
  consistently with the talk and the duties shown in play, weighting each world by how
  well it explains the talk.
- **The talk** (pass, play keeping the hand or exchanging, the dealer's rob) is chosen
  by expected gain over sampled worlds.  In each world the deal is resumed from the
  seat's view with the guessed cards (:func:`game.engine.mouche.resume.resume_talk`),
  each candidate is said, the rest of the talk is spoken by the rule-of-thumb player in
  every seat (:func:`~game.ai.mouche.heuristic.quick_talk`), the cards an exchange draws
  are the world's talon, the engine shows the mouche or gives the basket to the only one
  in, and the play is rolled out by the rule-of-thumb card player; what it pays is the
  seat's gain.  So the exchange throws the cards whose replacements, drawn from what
  could be in the talon, are worth most, and passing or playing is judged against how
  the others will speak.  The figures are means over a few dozen worlds whose gains
  spread over the whole basket, so the best-looking candidate is often only the
  luckiest: the rule of thumb's choice is kept unless another beats it by
  ``confidence`` standard errors of the difference, paired world by world.  At five
  players or more the worlds' talk measured worse than the rule of thumb (it went in
  too often), so there the expert says the rule of thumb's word (``crowded_confidence``).
- **Cards**: perfect-information Monte Carlo, over worlds tilted towards strong hands
  for those who exchanged (:mod:`.sampler`).  In each world the seat's best cards are
  searched against the others' rule-of-thumb cards (with ``reply`` off: the remaining
  tricks solved by max-n, each player in taking what is best for itself, when few cards
  are left, and rolled out by the rule-of-thumb card player otherwise).

Every decision is bounded by ``budget_ms`` of thinking and by caps on worlds, whichever
comes first.  :meth:`MoucheExpertPlayer.analyse` returns what was weighed (expected gain
and the chance of coming out of the deal ahead, for each choice); the hint shows it.
:func:`think` does the thinking from worlds: sampled ones for the expert, the true deal
for the open-hand player.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from ...engine.cards import BIT
from ...engine.mouche import Exchange, NameTrump, Rob, Word
from ...engine.mouche.mistigri import MISTIGRI
from ...engine.mouche.resume import resume_talk
from ...engine.mouche.rules import mouche_pack
from ...engine.phase import Phase
from ..choice import Choice, ranked
from ..pimc import Worlds, weigh
from ..rams_expert import CardWeighing, SampledExpert, TalkWeighing
from .cardplay import best_reply_values, roll_out
from .heuristic import card_choice, exchanges_to_weigh, quick_talk, talk_choice
from .judge import Judge
from .play import Move, Payoffs, PlayState, maxn_values
from .retell import TalkSampler
from .sampler import MoucheSampler, MoucheWorld


@dataclass(frozen=True)
class MoucheExpertConfig:
    """How hard the expert thinks.  The defaults keep a decision near 0.05 s at most."""

    budget_ms: float = 40.0
    talk_worlds: int = 200
    play_worlds: int = 80
    min_worlds: int = 3
    #: Solve the rest of the play exactly in each world when at most this many cards are
    #: left in hands.
    exact_cards: int = 12
    #: Weigh worlds by how well they explain the talk (off: every consistent world alike).
    use_talk: bool = True
    #: In the talk, deal the worlds from the start and say the talk again (off: deal the
    #: hidden cards at random to the places they may lie).
    retell: bool = True
    #: In the play, each world is searched for the seat's best cards against the others'
    #: rule-of-thumb cards (off: every seat's best for itself, max-n, or rollouts).
    reply: bool = True
    #: Standard errors by which a word of the talk must beat the rule of thumb's to be said instead.
    confidence: float = 1.0
    #: The same at five players or more, where the others' words and cards, played by the
    #: rule of thumb in the worlds, fit the table less well: measured in the arena, the
    #: worlds' talk there did worse than the rule of thumb (it went in too often), so by
    #: default (infinite) the expert says the rule of thumb's word there at once.
    crowded_confidence: float = math.inf
    #: Standard errors by which a card must beat the rule of thumb's to be played instead
    #: (0: the best-looking card).
    card_confidence: float = 0.0


#: For the tests: legal and quick, not strong.
QUICK = MoucheExpertConfig(budget_ms=3.0, talk_worlds=2, play_worlds=2, min_worlds=1, exact_cards=6)


def forced(seen: Any) -> bool:
    """Everyone before the dealer passed: he takes the basket whatever he says."""
    return (seen.phase is Phase.TALK and Word.PASS not in seen.legal_actions and not seen.robbed
            and not any(w == "play" for w in seen.status))


def think(seen: Any, worlds: Worlds, config: MoucheExpertConfig, rng: random.Random, deadline: float) -> list[Choice]:
    """The seat's choices weighed over worlds from ``worlds``: the cards in the candidates'
    order, the talk in the order the expert prefers them."""
    if seen.phase is Phase.PLAY:
        cards = PlayWeigher(seen, config.exact_cards, config.reply)
        weighing = weigh(worlds, cards, rng, config.play_worlds, config.min_worlds, deadline)
        if config.card_confidence <= 0:
            return ranked(weighing.choices())
        return weighing.cautious(cards.candidates.index(card_choice(seen)), config.card_confidence)
    talk = TalkWeigher(seen)
    weighing = weigh(worlds, talk, rng, config.talk_worlds, config.min_worlds, deadline)
    confidence = config.confidence if seen.players < 5 else config.crowded_confidence
    confidence = min(confidence, 1e6)  # infinite: only a choice no world tells apart from the rule of thumb's
    return weighing.cautious(talk.candidates.index(talk.rule_of_thumb), confidence)


def candidates(seen: Any) -> tuple[list[Any], Any]:
    """The talk's choices worth weighing, and the rule of thumb's among them: passing, the
    exchanges the rule-of-thumb player thinks of (the k least useful cards for each k, and
    keeping a suit to draw for the mouche), and the rob laying the least useful card."""
    legal = seen.legal_actions
    judge = Judge(seen)
    most = max((a.count for a in legal if a.__class__ is Exchange), default=0)
    out: list[Any] = [Word.PASS] if Word.PASS in legal else []
    out += [Exchange(m) for m in exchanges_to_weigh(judge, seen.hand_mask, most)]
    if any(a.__class__ is Rob for a in legal):
        with_upcard = seen.hand_mask | BIT[seen.upcard]
        out.append(Rob(next(c for c in judge.throw_order(with_upcard) if c != seen.upcard)))
    rule_of_thumb = talk_choice(seen)
    if rule_of_thumb not in out:
        out.append(rule_of_thumb)
    return out, rule_of_thumb


class TalkWeigher(TalkWeighing):
    """The seat's words of the talk (:func:`candidates`), each followed in one world by
    the rest of the talk and the play: the seat's gain, and whether it came out ahead."""

    def __init__(self, seen: Any) -> None:
        self.seen = seen
        self.candidates, self.rule_of_thumb = candidates(seen)
        self.pack = mouche_pack(seen.players, seen.rules).mask
        self._said: dict[tuple, Any] = {}

    def resume(self, world: MoucheWorld, rng: random.Random) -> Any:
        """The deal resumed from the seat's view with the world's cards."""
        self._said = {}
        return resume_talk(self.seen, world.hands, world.stock, world.discards, world.passed)

    def _word(self, deal: Any) -> Any:
        """The rule of thumb's word for the seat to act, asked once a world for each
        position the talk can reach (what the others say depends on their hand and on
        who is in, not on which cards an exchange drew)."""
        seat = deal.to_act
        key = (seat, deal.hands[seat], tuple(deal.status), deal.exchange_limit(), deal.robbed)
        word = self._said.get(key)
        if word is None:
            word = self._said[key] = quick_talk(deal)
        return word

    def _simulate(self, start: Any, action: Any) -> float:
        """My gain when I say ``action`` in the resumed deal and everything after follows the quick players."""
        seen = self.seen
        me, n = seen.seat, seen.players
        deal = start.clone()
        deal.apply(action)
        while deal.phase is Phase.TALK:
            deal.apply(self._word(deal))
        purses = deal.books.purses
        gain = (purses[me] - seen.purses[me]) - (sum(purses) - sum(seen.purses)) / n
        if deal.phase is Phase.OVER:
            return gain
        visible = BIT[deal.upcard] if deal.trump_on_table else 0
        state = PlayState(deal.rules, deal.hands, deal.in_seats, deal.to_act, deal.trump, visible=visible)
        roll_out(state, self.pack)
        return gain + Payoffs(deal.rules, n, deal.value, deal.in_seats)(state.won)[me]


def move_of(action: Any) -> Move:
    return (MISTIGRI, int(action.suit)) if action.__class__ is NameTrump else action


class PlayWeigher(CardWeighing):
    """The seat's legal cards, each followed in one world by the rest of the play, solved
    exactly when at most ``exact_cards`` are left in hands, else rolled out by the quick
    card player: the seat's gain, and whether it came out ahead."""

    def __init__(self, seen: Any, exact_cards: int, reply: bool = False) -> None:
        self.seen = seen
        self.exact_cards = exact_cards
        self.reply = reply
        self.candidates = list(seen.legal_actions)
        self.moves = [move_of(a) for a in self.candidates]
        self.visible = BIT[seen.upcard] if seen.trump_on_table else 0
        self.pack = mouche_pack(seen.players, seen.rules).mask
        named = seen.trump_named
        self.named = None if named is None else (named[0], int(named[1]))
        self.payoffs = Payoffs(seen.rules, seen.players, seen.value, seen.in_seats)

    def resume(self, world: MoucheWorld, rng: random.Random) -> PlayState:
        seen = self.seen
        return PlayState(seen.rules, world.hands, seen.in_seats, seen.leader, int(seen.upcard.suit), seen.plays,
                         self.named, self.visible)

    def searched(self, state: PlayState) -> dict[Move, float] | None:
        """Under ``reply``: the seat's best against the others' rule-of-thumb cards."""
        if not self.reply:
            return None
        return best_reply_values(state, self.payoffs, self.moves, self.seen.seat, self.pack)

    def solve(self, state: PlayState) -> dict[Move, tuple[float, ...]]:
        return maxn_values(state, self.payoffs, self.moves)

    def roll_out(self, state: PlayState) -> None:
        roll_out(state, self.pack)


class MoucheExpertPlayer(SampledExpert):
    """Sees only its observation; thinks over sampled worlds."""

    Config = MoucheExpertConfig
    config: MoucheExpertConfig

    def without_thinking(self, observation: Any) -> Any:
        """The dealer's word when everyone passed, and at five players or more the rule of
        thumb's word when the worlds' talk is not trusted there."""
        if forced(observation):
            return Exchange(0)
        if observation.phase is Phase.TALK and observation.players >= 5 and self.config.crowded_confidence == math.inf:
            return talk_choice(observation)
        return None

    def analyse(self, observation: Any, budget_ms: float | None = None) -> list[Choice]:
        """Every weighed action with its expected gain and chance of coming out ahead, best first."""
        deadline = self.deadline(budget_ms)
        if observation.phase is Phase.TALK and self.config.retell:
            worlds: Worlds = TalkSampler(observation)
        else:
            worlds = MoucheSampler(observation, use_talk=self.config.use_talk)
        choices = think(observation, worlds, self.config, self.rng, deadline)
        return choices


__all__ = ["QUICK", "MoucheExpertConfig", "MoucheExpertPlayer", "candidates", "forced", "think"]
