"""The coach, without pygame: where the deal stands against the lesson's script, what to
suggest at the person's decision and why, and what a different choice meant.

On the lesson's path (every action so far the script's) the suggestion is the script's and
its words the lesson's.  Once the person chooses otherwise, the deal goes on from that
choice: the suggestion is then what the quick-thinking table player (the heuristic) would
do in the person's seat, with words that are true of any position.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

from ...ai import make_player
from ...engine import Card, Session
from ...engine.games import spec as engine_spec
from ...i18n import _, language
from ..hint_words import choice_words
from ..spec import UISpec
from ..teaching import Lesson, Step
from . import words
from .hindsight import lesson_winner, told

#: The seed of the players the coach asks off the path (and the opponents there): fixed, so
#: that a divergence always goes on the same way.
OFF_PATH_SEED = 7


@dataclass(frozen=True)
class Advice:
    """The coach's suggestion: the engine's action, what to do and why."""

    action: Any
    say: str
    why: str


def lesson_session(ui: UISpec) -> Session:
    """The lesson's session: its preset, its players, its seed, one deal."""
    lesson = ui.teaching.lesson
    rules = engine_spec(ui.name).rules.PRESETS[lesson.preset]
    return Session(rules, lesson.players, lesson.seed, deals=1)


def script_seats(ui: UISpec) -> list[int]:
    """The seat that takes each action of the script, found by replaying it (which also
    proves it a legal deal of its preset: an illegal action raises)."""
    game = engine_spec(ui.name)
    deal = lesson_session(ui).next_deal()
    seats = []
    for code in ui.teaching.lesson.script:
        seats.append(deal.to_act)
        deal.apply(game.parse_action(code))
    return seats


class Coach:
    def __init__(self, ui: UISpec, human: int = 0, names: Sequence[str] = ()) -> None:
        self.ui = ui
        self.lesson: Lesson = ui.teaching.lesson
        self.game = engine_spec(ui.name)
        self.human = human
        self.names = list(names) or [str(seat) for seat in range(self.lesson.players)]
        #: After a card other than the lesson's: (the trick, who the lesson's card gave it to, that card).
        self._hindsight: tuple[int, int, Card] | None = None
        self.seats = script_seats(ui)
        #: The latest words the coach said (a moment of the deal, or a choice explained), kept
        #: as what says them, so that a language chosen meanwhile says them in its words.
        welcome = self.lesson.welcome
        self._note: Callable[[], str] = (lambda: _(welcome)) if welcome else str
        self.diverged = False
        self._players: dict[int, Any] = {}
        self._actions_key: tuple | None = None
        self._actions: list[str] = []
        self._heard = 0  # the script's actions whose moments were said
        self._advice_key: tuple | None = None
        self._advice_action: tuple[Any, bool] = (None, True)  # the suggestion, and whether off the lesson's path
        self._advice_language = ""
        self._advice: Advice | None = None

    @property
    def note(self) -> str:
        return self._note()

    # ----------------------------------------------------------------- where the deal stands
    def actions(self, deal: Any) -> list[str]:
        key = (id(deal), deal.ply)
        if key != self._actions_key:
            self._actions_key = key
            self._actions = self.game.deal_actions(deal)
        return self._actions

    def on_path(self, deal: Any) -> bool:
        done = self.actions(deal)
        return not self.diverged and list(self.lesson.script[:len(done)]) == done

    def scripted(self, deal: Any) -> Any:
        """The script's next action, while the deal is on its path; else None."""
        done = self.actions(deal)
        if not self.on_path(deal) or len(done) >= len(self.lesson.script):
            return None
        return self.game.parse_action(self.lesson.script[len(done)])

    def step(self, deal: Any) -> Step | None:
        """The lesson's words for the person's decision now (on the path)."""
        at = len(self.actions(deal))
        k = sum(1 for seat in self.seats[:at] if seat == self.human)
        return self.lesson.steps[k] if k < len(self.lesson.steps) else None

    def player(self, seat: int) -> Any:
        """The table's heuristic player for ``seat`` off the path (its own seed, so the same
        divergence always goes on alike)."""
        if seat not in self._players:
            self._players[seat] = make_player("heuristic", OFF_PATH_SEED * 10 + seat)
        return self._players[seat]

    # ----------------------------------------------------------------- the person's decision
    def advice(self, deal: Any) -> Advice | None:
        """The suggestion for the person's decision now (worked out once a position)."""
        if deal is None or deal.is_over or deal.to_act != self.human:
            return None
        key = (id(deal), deal.ply, self.diverged)
        if key == self._advice_key and self._advice_language == language():
            return self._advice
        if key != self._advice_key:  # the suggestion chosen once a position, its words in each language shown
            self._advice_key = key
            action = self.scripted(deal)
            off_path = action is None
            if off_path:
                action = self.player(self.human).choose(deal.observation(self.human))
            self._advice_action = (action, off_path)
        self._advice_language = language()
        action, off_path = self._advice_action
        step = self.step(deal) if not off_path else None
        if step is not None:
            self._advice = Advice(action, _(step.say), _(step.why))
            return self._advice
        said = self.words_of(action)
        why = self.ui.teaching.advice(deal, said)
        if off_path:
            why = " ".join(part for part in (why, _(words.OFF_PATH_WHY)) if part)
        self._advice = Advice(action, words.do(said), why or _(words.ON_PATH_WHY))
        return self._advice

    def words_of(self, action: Any) -> str:
        return choice_words(action, self.ui.hint)

    def acted(self, deal: Any, action: Any, suggested: Advice | None, before: Any = None) -> None:
        """The person's action was taken (on ``before``, the deal as it stood): a choice other
        than the coach's is explained, and a card other than the lesson's set beside the trick
        the lesson's would have made, once that trick is over (:meth:`hear`)."""
        if suggested is None or action == suggested.action:
            return
        on_path = not self.diverged
        if on_path and before is not None and isinstance(action, Card) and isinstance(suggested.action, Card):
            done = len(self.actions(deal)) - 1
            winner = lesson_winner(before, suggested.action, self.lesson.script, self.game.parse_action, done)
            if winner is not None:
                self._hindsight = (len(before.trick_winners), winner, suggested.action)
        step = self.step_before(deal) if on_path else None
        other = step.other if step is not None else ""

        def note() -> str:
            lines = [words.diverged(self.words_of(action), self.words_of(suggested.action))]
            if other:
                lines.insert(0, _(other))
            if on_path:
                lines.append(words.off_path())
            return " ".join(lines)

        self.diverged = True
        self._note = note

    def step_before(self, deal: Any) -> Step | None:
        """The step of the person's decision just taken (the deal is one action further)."""
        at = len(self.actions(deal)) - 1
        k = sum(1 for seat in self.seats[:max(0, at)] if seat == self.human)
        return self.lesson.steps[k] if k < len(self.lesson.steps) else None

    def rewound(self, deal: Any) -> None:
        """The person took a decision back: back on the path if the deal is again the script's."""
        self.diverged = False
        self.diverged = not self.on_path(deal)
        self._hindsight = None
        self._heard = len(self.actions(deal))

    # ----------------------------------------------------------------- the others' moves
    def hear(self, deal: Any) -> None:
        """The moments of the actions taken since last heard become the coach's words; after a
        card other than the lesson's, the trick it changed, once over."""
        if deal is not None and self._hindsight is not None and len(deal.trick_winners) > self._hindsight[0]:
            trick, lesson, card = self._hindsight
            self._hindsight = None
            winner, human, names = deal.trick_winners[trick], self.human, self.names
            if told(card, lesson, winner, human, names):
                self._note = lambda: told(card, lesson, winner, human, names)
        if deal is None or self.diverged:
            return
        done = len(self.actions(deal))
        while self._heard < done:
            said = self.lesson.moments.get(self._heard)
            if said:
                self._note = lambda said=said: _(said)
            self._heard += 1

    def choose_for(self, deal: Any, seat: int) -> Any:
        """An opponent's move: the script's on the path, else the table's heuristic player's."""
        action = self.scripted(deal)
        if action is not None and seat != self.human:
            return action
        return self.player(seat).choose(deal.observation(seat))


__all__ = ["Advice", "Coach", "lesson_session", "script_seats"]
