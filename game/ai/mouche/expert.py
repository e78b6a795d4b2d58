"""Mouche's expert (the Expert level): it guesses the hidden cards from everything its seat
has seen, then weighs each choice over those guesses by the jetons it is expected to win
(:mod:`game.ai.pimc`), and plays the first of that one evaluation.

- **Worlds.**  In the talk, the deal is dealt again from its start and the talk said
  again, each player before the seat holding a hand with which the rule-of-thumb player
  says what he said (:mod:`.retell`); in the play, each other player holds a hand with
  which the rule-of-thumb player would have played every card he played
  (:mod:`.replay`), the talk weighing each world on top.
- **The talk** (pass, play keeping the hand or exchanging, the dealer's rob): in each
  world the deal is resumed from the seat's view with the guessed cards
  (:func:`game.engine.mouche.resume.resume_talk`), each candidate is said, the rest of
  the talk is spoken by the rule-of-thumb player in every seat
  (:func:`~game.ai.mouche.heuristic.quick_talk`), the cards an exchange draws are the
  world's talon, the engine shows the mouche or gives the basket to the only one in, and
  the play is rolled out by the rule-of-thumb card player.  The candidates are passing,
  the rule of thumb's word, and the exchanges and robs the rule of thumb's judgement
  values most (:func:`candidates`), a candidate weighed no more once the worlds show it
  clearly worse than the best (:func:`~game.ai.rams_expert.race`).  While the seat may
  pass, the figures are what each word gains over passing.
- **Cards**: in each world the seat's best cards against the others' rule-of-thumb
  cards (:func:`~game.ai.mouche.cardplay.best_reply_values`), solved to the end.

The expert counts its worlds (``talk_worlds``, ``play_worlds``), so that its figures do
not depend on how busy the machine is; ``budget_ms`` only caps a decision on a machine
far busier than the counts were set for.  :func:`think` does the thinking from worlds:
sampled ones for the expert, the true deal for the open-hand player.
"""
from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any, Sequence

from ...engine.cards import BIT
from ...engine.mouche import Exchange, NameTrump, Rob, Word
from ...engine.mouche.mistigri import MISTIGRI
from ...engine.mouche.resume import resume_talk
from ...engine.mouche.rules import mouche_pack
from ...engine.phase import Phase
from ..choice import Choice
from ..pimc import Outcome, Worlds, weigh
from ..rams_expert import SampledExpert, TalkWeighing, race, settled_outcome, with_included
from .cardplay import best_reply_values, roll_out
from .heuristic import best_exchange, exchanges_to_weigh, quick_talk, talk_choice
from .judge import Judge
from .play import Move, Payoffs, PlayState
from .replay import PlaySampler
from .retell import TalkSampler
from .sampler import MoucheWorld


@dataclass(frozen=True)
class MoucheExpertConfig:
    """How hard the expert thinks: worlds counted, the clock a cap for a crowded machine."""

    talk_worlds: int = 140
    play_worlds: int = 100
    #: Thinking stops here even if the worlds are not all weighed (``min_worlds`` at least).
    budget_ms: float = 1500.0
    min_worlds: int = 8
    #: The talk weighs, besides passing and the rule of thumb's word, this many of the
    #: exchanges and robs the rule of thumb's judgement values most.
    talk_candidates: int = 3


#: For the tests: legal and quick, not strong.
QUICK = MoucheExpertConfig(talk_worlds=2, play_worlds=2, budget_ms=50.0, min_worlds=1, talk_candidates=2)


def forced(seen: Any) -> bool:
    """Everyone before the dealer passed: he takes the basket whatever he says."""
    return (seen.phase is Phase.TALK and Word.PASS not in seen.legal_actions and not seen.robbed
            and not any(w == "play" for w in seen.status))


def think(seen: Any, worlds: Worlds, config: MoucheExpertConfig, rng: random.Random, deadline: float,
          include: Sequence[Any] = ()) -> list[Choice]:
    """The seat's choices (and those of ``include``) weighed over worlds from ``worlds``,
    best first by their figures."""
    if seen.phase is Phase.PLAY:
        cards = PlayWeigher(seen, include)
        return weigh(worlds, cards, rng, _worlds(cards, config.play_worlds), config.min_worlds, deadline).by_figures()
    talk = TalkWeigher(seen, config.talk_candidates, include)
    return race(worlds, talk, rng, _worlds(talk, config.talk_worlds), config.min_worlds, deadline, Word.PASS)


def _worlds(weigher: Any, counted: int) -> int:
    """One world tells all of a single candidate's worth there is to choose by."""
    return counted if len(weigher.candidates) > 1 else 1


def candidates(seen: Any, keep: int) -> list[Any]:
    """The talk's choices worth weighing: passing, the rule of thumb's word, and of the
    exchanges it thinks of (the k least useful cards for each k, keeping a suit to draw
    for the mouche) and the rob laying the least useful card, the ``keep`` its judgement
    values most.  The dealer everyone passed to takes the basket whatever he says: he
    keeps his hand."""
    if forced(seen):
        return [Exchange(0)]
    legal = seen.legal_actions
    judge = Judge(seen)
    hand = seen.hand_mask
    most = max((a.count for a in legal if a.__class__ is Exchange), default=0)
    valued: list[tuple[float, Any]] = [(judge.plan(hand, m), Exchange(m)) for m in exchanges_to_weigh(judge, hand, most)]
    if any(a.__class__ is Rob for a in legal):
        with_upcard = hand | BIT[seen.upcard]
        lay = next(c for c in judge.throw_order(with_upcard) if c != seen.upcard)
        valued.append((best_exchange(judge, with_upcard ^ BIT[lay], most)[1], Rob(lay)))
    valued.sort(key=lambda pair: pair[0], reverse=True)
    out: list[Any] = [Word.PASS] if Word.PASS in legal else []
    out += [action for _, action in valued[:keep]]
    return with_included(out, [talk_choice(seen)])


class TalkWeigher(TalkWeighing):
    """The seat's words of the talk (:func:`candidates`), each followed in one world by
    the rest of the talk and the play: the seat's gain, and whether it came out ahead."""

    def __init__(self, seen: Any, keep: int, include: Sequence[Any] = ()) -> None:
        self.seen = seen
        self.candidates = with_included(candidates(seen, keep), include)
        self.pack = mouche_pack(seen.players, seen.rules).mask
        self._said: dict[tuple, Any] = {}

    def resume(self, world: MoucheWorld, rng: random.Random) -> Any:
        """The deal resumed from the seat's view with the world's cards."""
        return resume_talk(self.seen, world.hands, world.stock, world.discards, world.passed)

    def _word(self, deal: Any) -> Any:
        """The rule of thumb's word for the seat to act, asked once for each hand and
        each position the talk can reach: what a player says depends on his hand and on
        how many before him are in (those after him are yet to speak whatever was said),
        not on who they are nor on which cards an exchange drew."""
        seat = deal.to_act
        key = (seat, deal.hands[seat], deal.status.count("play"), deal.exchange_limit(), deal.robbed)
        word = self._said.get(key)
        if word is None:
            word = self._said[key] = quick_talk(deal)
        return word

    def _simulate(self, start: Any, action: Any) -> tuple[float, float]:
        """(my gain, my purse's change) when I say ``action`` in the resumed deal and
        everything after follows the quick players."""
        seen = self.seen
        me, n = seen.seat, seen.players
        deal = start.clone()
        deal.apply(action)
        while deal.phase is Phase.TALK:
            deal.apply(self._word(deal))
        purses = deal.books.purses
        purse = purses[me] - seen.purses[me]
        gain = purse - (sum(purses) - sum(seen.purses)) / n
        if deal.phase is Phase.OVER:
            return gain, purse
        visible = BIT[deal.upcard] if deal.trump_on_table else 0
        state = PlayState(deal.rules, deal.hands, deal.in_seats, deal.to_act, deal.trump, visible=visible)
        roll_out(state, self.pack)
        settled = Payoffs(deal.rules, n, deal.value, deal.in_seats)(state.won)
        return gain + settled[me], purse + settled.purses[me]


def move_of(action: Any) -> Move:
    return (MISTIGRI, int(action.suit)) if action.__class__ is NameTrump else action


class PlayWeigher:
    """The seat's legal cards, each followed in one world by the rest of the play, the
    seat then playing its best against the others' rule-of-thumb cards: the seat's gain,
    and whether it came out ahead."""

    def __init__(self, seen: Any, include: Sequence[Any] = ()) -> None:
        self.seen = seen
        self.candidates = with_included(list(seen.legal_actions), include)
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

    def outcomes(self, state: PlayState) -> list[Outcome]:
        me = self.seen.seat
        values = best_reply_values(state, self.payoffs, self.moves, me, self.pack)
        return [settled_outcome(values[m], me) for m in self.moves]


class MoucheExpertPlayer(SampledExpert):
    """Sees only its observation; thinks over sampled worlds."""

    Config = MoucheExpertConfig
    config: MoucheExpertConfig

    def analyse(self, observation: Any, budget_ms: float | None = None, include: Sequence[Any] = ()) -> list[Choice]:
        """Every weighed action with its expected gain and chance of coming out ahead, best first."""
        deadline = self.deadline(budget_ms)
        worlds: Worlds = TalkSampler(observation) if observation.phase is Phase.TALK else PlaySampler(observation)
        return think(observation, worlds, self.config, self.rng, deadline, include)


__all__ = ["QUICK", "MoucheExpertConfig", "MoucheExpertPlayer", "candidates", "forced", "think"]
