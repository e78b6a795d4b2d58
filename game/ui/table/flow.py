"""The deal's flow, without pygame: a whole session, deal after deal.

The engine's deal is the truth; the window shows it through a *stage* that lags behind
while animations play.  The flow keeps a cursor into ``deal.events()`` and hands each new
event to the stage (payments alike grouped), waits while the timeline is busy, then asks
the computer player whose turn it is (after a pause), or waits for the person's action.
It finishes each deal (the ledger's entry, the person's record, the save), deals the next
or shares the table out, and says what happened in one line (the headline) or a passing
message (the toast).  The stage is the table's animator (:class:`.animator.Animator`); a
test may give any object with the same methods:

- ``lot(lot, dealer, then)``: the draw for the first dealer, calling ``then`` at its end;
- ``new_deal()``, ``lay_pack(order)``: forget the last deal; the pack as the new deal lies;
- ``show(event)``, ``pay(transfers)``: one event, payments alike;
- ``gather(dealer or None)``: the cards back to the next dealer (None: the session ends);
- ``silenced()``: a context in which catching up makes no sound.

``settling`` lists what eases and fades as time passes (called each frame after the
timeline, before the flow moves on).  The flow saves after every action by handing the save's text to a
:class:`~game.writer.Writer` (the app's), whose thread writes it: no frame waits for the
disk.  The next action (a computer's move, the person's prompt) waits, without holding
up a frame, until the last one is on disk, so a kill loses at most the action in flight.
"""
from __future__ import annotations

import random
import time
from typing import Any, Callable

from ...engine import Books, Card, IllegalAction, Paid, Phase, Session
from ...engine.record import deal_record
from ...settings import Settings
from ...stats import Statistics
from ...writer import Writer
from .. import save, theme, words
from ..refusals import refusal_words
from . import undo
from .news import Spoken, Telling
from ..anim import Step, Timeline
from ..account import by_reason
from ..opponents import Opponents
from ...ai.levels import table_level
from ..spec import UISpec

#: The demo's player in the person's seat.
DEMO_NAME = "Gaspard"


class TableFlow(Telling):
    def __init__(self, ui: UISpec, session: Session, names: list[str], opponents: str, history: list[dict],
                 start_purses: list[int], human: int | None, settings: Callable[[], Settings],
                 report: Callable[[str], None], need_lot: bool, demo: bool = False,
                 computers: Any = None, statistics: Statistics | None = None, errors: list[str] | None = None,
                 writer: Writer | None = None, took: Callable[[str, float], None] | None = None,
                 levels: list[str] | None = None) -> None:
        self.ui = ui
        self.session = session
        self.names = names
        self.opponents = opponents
        #: Each seat's level (a player kind; None for the person's), seat by seat.
        others = iter(levels or ())
        self.levels = [None if seat == human else next(others, opponents) for seat in range(session.players)]
        self.history = history
        self.start_purses = start_purses
        self.human = human
        self.settings = settings
        self.report = report
        self.need_lot = need_lot
        self.demo = demo
        self.n = session.players
        self.rules = session.rules
        self.fiche_value: int = getattr(self.rules, "fiche_value", 5)  # a game without fiches counts none
        self.computers = computers if computers is not None else Opponents(opponents, session.seed * 100, self.levels)
        #: The opponents as the person's record counts them: their level, or each level with its number.
        self.record_level = table_level([kind for kind in self.levels if kind is not None] or [opponents])
        self.statistics = statistics if statistics is not None else Statistics.load(report)
        #: Writes the save and the record off the frame (the app's; a flow of its own without one).
        self.writer = writer if writer is not None else Writer()
        #: Told how long each save took to hand over (the app's frame watch counts it as "save").
        self.took = took if took is not None else (lambda part, seconds: None)
        self._encoder = save.Encoder()
        self._save_ticket = 0  # the writer's ticket of the last save handed over
        self.stage: Any = None
        #: What eases and fades as time passes: called with the frame's seconds.
        self.settling: list[Callable[[float], None]] = []
        #: Errors the self-test must fail on (a computer player's illegal move).
        self.errors = errors if errors is not None else []
        #: Called at the start of every deal (the table's parts forget the last one).
        self.deal_begins: list[Callable[[], None]] = []
        self.tl = Timeline()
        self.tl.speed = settings().speed_factor
        self.deal: Any = None
        self.view: Books | None = None  # the purses and pots as shown, behind the engine's
        self.cursor = 0
        self._events_key: tuple | None = None
        self._events: list = []
        self.state = "start"  # lot, play, result, shareout, over
        self.time = 0.0
        self.headline = ""  # how the last deal ended (the result panel's)
        self.toast: tuple[str, float] | None = None
        #: A passing message of what just happened, and until when it shows.
        self.news: tuple[Spoken, float] | None = None
        #: What was said and what happened, in order: (deal number, "talk" or "news", what says it).
        self.log: list[tuple[int, str, Spoken]] = []
        #: The person's decisions taken back, by deal number.
        self.undone: dict[int, int] = {}
        self.hint: tuple[Any, int] | None = None  # (the expert's hint, the ply it is for)
        self.hint_asked: int | None = None  # the ply a hint is being worked out for
        self.result_at = 0.0
        self.share = None
        self.error: str | None = None
        self.deals_seen = 0
        self._saved_ply: int | None = None
        self._ai_since = 0.0
        self._ai_move: Any = None
        self._ai_seat: int | None = None
        self._undo_key: tuple | None = None
        self._only_since: tuple[int, float] | None = None
        #: Called when the only legal card was played by itself (the hand forgets its choice).
        self.played_by_itself: Callable[[], None] | None = None
        self._undo_ok = False

    @classmethod
    def new(cls, ui_of: Callable[[str], UISpec], settings: Callable[[], Settings], report: Callable[[str], None],
            demo: bool = False, seed: int | None = None, **parts: Any) -> "TableFlow":
        """A new session at the table the settings describe; ``ui_of`` gives a game's spec by name."""
        s = settings()
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 30)
        players = s.table_players()
        session = Session(s.game_rules(), players, seed, rounds=s.rounds)
        names = [s.name] + theme.NAMES[: players - 1]
        if demo:
            names[0] = DEMO_NAME
        ui = ui_of(session.game.name)
        levels = s.levels(players)
        if demo:  # the demo's player in the person's seat plays as the opponents do
            levels = [s.opponents] + levels
        return cls(ui, session, names, s.opponents, [], ui.account.start(session),
                   None if demo else 0, settings, report, need_lot=True, demo=demo, levels=levels, **parts)

    @classmethod
    def again(cls, ui_of: Callable[[str], UISpec], last: "TableFlow", settings: Callable[[], Settings],
              report: Callable[[str], None], demo: bool = False, seed: int | None = None, **parts: Any) -> "TableFlow":
        """A new session at the table ``last`` was played at: its game, rules, players and opponents."""
        if seed is None:
            seed = random.SystemRandom().randrange(1 << 30)
        old = last.session
        session = Session(old.rules, old.players, seed, rounds=old.rounds)
        parts.setdefault("statistics", last.statistics)  # newer than the file while the writer writes it
        return cls(ui_of(session.game.name), session, list(last.names), last.opponents, [], list(session.purses),
                   last.human, settings, report, need_lot=True, demo=demo,
                   levels=[kind for kind in last.levels if kind is not None], **parts)

    @classmethod
    def restored(cls, ui_of: Callable[[str], UISpec], saved: dict, settings: Callable[[], Settings],
                 report: Callable[[str], None], demo: bool = False, **parts: Any) -> "TableFlow":
        """The session a save describes, to go on where it was left."""
        session = save.restore(saved)
        flow = cls(ui_of(session.game.name), session, list(saved["names"]), saved["opponents"],
                   list(saved["history"]), list(saved["start_purses"]), saved.get("human", 0) if not demo else None,
                   settings, report, need_lot=False, demo=demo, levels=save.levels_of(saved), **parts)
        flow.undone = save.undone_of(saved)
        return flow

    # ----------------------------------------------------------------- time
    def start(self) -> None:
        """The table opens: the draw for the first dealer, or the saved deal again."""
        if self.state == "start":
            self.state = "lot"
            if self.need_lot:
                self.stage.lot(self.session.lot, self.session.first_dealer, self.start_deal)
            else:
                self.tl.add(Step("resume").call(0, self.start_deal))

    def update(self, dt: float) -> None:
        self.time += dt
        self.tl.update(dt)
        for settle in self.settling:
            settle(dt)
        if self.toast and self.time > self.toast[1]:
            self.toast = None
        if self.news and self.time > self.news[1]:
            self.news = None
        if self.hint_asked is not None:
            answer = self.computers.poll_hint()
            if answer is not None:
                self.hint, self.hint_asked = (answer, self.hint_asked), None
            elif self.deal is None or self.deal.ply != self.hint_asked:
                self.hint_asked = None  # the person played before the hint came
        if not self.tl.busy:
            self._advance()
        if self.deal is not None and self.deal.ply != self._saved_ply:
            self.save()  # in the frame of every action, the person's or a computer's

    def events_now(self) -> list:
        deal = self.deal
        key = (id(deal), deal.ply, self.ui.account.version(deal))
        if key != self._events_key:
            self._events_key = key
            self._events = deal.events()
        return self._events

    def caught_up(self) -> bool:
        """The stage has shown every event of the deal so far."""
        return self.deal is not None and not self.tl.busy and self.cursor >= len(self.events_now())

    def busy(self) -> bool:
        """Something moves or is awaited: the loop must not sleep."""
        if self.tl.busy or self.toast or self.news or self.hint_asked is not None:
            return True
        if not self.saved():  # the next action waits for the disk: look again next frame
            return True
        if self.state == "play" and self.deal is not None and not self.deal.is_over and self.deal.to_act != self.human:
            return True
        if self._only_since is not None:
            return True
        return self.state == "result" and self.demo

    def _advance(self) -> None:
        if self.state == "play":
            events = self.events_now()
            if self.cursor < len(events):
                self._consume(events)
                return
            deal = self.deal
            if deal.is_over:
                self._deal_finished()
                return
            seat = deal.to_act
            if seat != self.human:
                self._computer_turn(seat)
            else:
                self._only_card()
        elif self.state == "result" and self.demo:
            if self.time - self.result_at > max(1.5, 3.0 * self.settings().speed_factor):
                self.next()

    def _consume(self, events: list) -> None:
        ev = events[self.cursor]
        if isinstance(ev, Paid):
            group = [ev.transfer]
            j = self.cursor + 1
            while j < len(events) and isinstance(events[j], Paid) and events[j].transfer.why == ev.transfer.why:
                group.append(events[j].transfer)
                j += 1
            self.cursor = j
            self.stage.pay(group)
            return
        self.cursor += 1
        self.stage.show(ev)

    # ----------------------------------------------------------------- the computer players
    def _computer_turn(self, seat: int) -> None:
        deal = self.deal
        ai = self.computers
        settings = self.settings()
        if self._ai_seat != seat:
            self._ai_since = self.time
            self._ai_seat = seat
            self._ai_move = None
        if self._ai_move is None:
            ai.begin(deal, seat)
            self._ai_move = ai.poll()
        pause = settings.ai_pause * (1.0 if deal.phase is Phase.PLAY else 0.7)
        if settings.animation == "instant":
            pause = min(pause, 0.05)
        move = self._ai_move
        if move is not None and self.time - self._ai_since >= pause and self.saved():
            self._ai_move, self._ai_seat = None, None
            if move.fallback_reason:
                self.say_toast(words.stood_in(self.names[seat], move.fallback_reason), 4.0)
            try:
                deal.apply(move.action, seat)
            except IllegalAction as exc:  # a computer player's bug: reported (the self-test fails), not a crash
                self.error = f"{self.names[seat]} ({self.opponents}) chose an illegal action {move.action}: {exc}"
                self.errors.append(self.error)
                print(f"la-bete: {self.error}")
                deal.apply(deal.legal_actions()[0], seat)

    def _only_card(self) -> None:
        """With the setting on, a single legal card is played by itself after a moment."""
        deal = self.deal
        if not self.settings().auto_play or deal.phase is not Phase.PLAY or deal.legal_mask().bit_count() != 1:
            self._only_since = None
            return
        actions = deal.legal_actions()
        if len(actions) != 1 or not isinstance(actions[0], Card):  # a card, and nothing else to decide
            self._only_since = None
            return
        if self._only_since is None or self._only_since[0] != deal.ply:
            self._only_since = (deal.ply, self.time)
        elif self.time - self._only_since[1] >= 0.5 * max(0.2, self.settings().speed_factor) and self.saved():
            card = actions[0]
            self._only_since = None
            if self.act(card) and self.played_by_itself is not None:
                self.played_by_itself()

    def saved(self) -> bool:
        """The last action is on disk.  The next waits for it (without holding up a frame),
        so that however slow the disk, a kill loses at most the action in flight."""
        return self.writer.finished >= self._save_ticket

    def thinking_seat(self) -> int | None:
        """The computer seat whose move is awaited beyond its pause, for the table to show."""
        if self._ai_seat is None or self._ai_move is not None:
            return None
        return self._ai_seat if self.time - self._ai_since >= self.settings().ai_pause else None

    # ----------------------------------------------------------------- the person
    def waiting_for_human(self) -> bool:
        deal = self.deal
        return (self.state == "play" and not self.tl.busy and deal is not None and not deal.is_over
                and deal.to_act == self.human and self.cursor >= len(self.events_now()) and self.saved())

    def act(self, action: Any) -> bool:
        """The person's action to the engine; refused, the engine's reason is said in words."""
        try:
            self.deal.apply(action, self.human)
        except IllegalAction as exc:
            text = refusal_words(exc, self.ui.refusals)
            self.say_toast(text[:1].upper() + text[1:], 3.5)
            return False
        self.toast = None
        self.save()  # in this very frame: a menu opened by the next key would keep the table's update away
        return True

    def ask_hint(self) -> None:
        """The expert's view of the person's choice (asked again: hidden)."""
        if not self.waiting_for_human():
            self.say_toast(words.HINT_NOT_NOW, 2.0)
        elif self.hint is not None and self.hint[1] == self.deal.ply:
            self.hint = None  # the key shows and hides it
        else:
            self.hint = None
            self.hint_asked = self.deal.ply
            self.computers.ask_hint(self.deal, self.human)

    def hint_now(self) -> Any:
        """The hint for this very position, if one was asked for and is ready."""
        if self.hint is not None and self.deal is not None and self.hint[1] == self.deal.ply:
            return self.hint[0]
        return None

    # ----------------------------------------------------------------- undo
    def can_undo(self) -> bool:
        """The person may take back their last decision of this deal (casual play only)."""
        if self.human is None or self.settings().strict or self.state != "play" or self.deal is None \
                or self.deal.is_over:
            return False
        key = (id(self.deal), self.deal.ply)
        if self._undo_key != key:  # worked out once a position: the bar asks every frame
            self._undo_key = key
            self._undo_ok = undo.last_decision(self.session, self.human) is not None
        return self._undo_ok

    def undo(self) -> bool:
        """Back to the person's previous decision: the deal replayed to just before it,
        the computers' moves after it forgotten.  Said when refused."""
        if self.human is None or self.deal is None:
            return False
        if self.settings().strict:
            self.say_toast(words.UNDO_STRICT, 3.0)
            return False
        cut = undo.last_decision(self.session, self.human) if self.state == "play" and not self.deal.is_over \
            else None
        if cut is None:
            self.say_toast(words.UNDO_NOTHING, 3.0)
            return False
        number = self.deal.number
        self.computers.cancel()
        self._ai_seat = self._ai_move = None
        self.hint = self.hint_asked = None
        self.tl.skip_all()
        self.session = undo.back_to(self.session, cut)
        self.undone[number] = self.undone.get(number, 0) + 1
        self.start_deal()
        self.tell(lambda: words.UNDONE)
        return True

    # ----------------------------------------------------------------- deal after deal
    def start_deal(self) -> None:
        session = self.session
        resumed = session.current is not None  # a saved deal, replayed to where it was left
        deal = self.deal = session.current if resumed else session.next_deal()
        self.view = self.ui.account.view(deal, self.fiche_value)
        self.cursor = 0
        self._events_key = None
        self.headline = ""
        self.log = [entry for entry in self.log if entry[0] != deal.number]  # an undo replays the deal
        self.stage.new_deal()
        for begin in self.deal_begins:
            begin()
        self.stage.lay_pack(deal.order)
        self.state = "play"
        if resumed:
            self._catch_up()
        self.save()

    def _catch_up(self) -> None:
        """Show at once, without sound, everything that happened before the deal was saved."""
        events = self.events_now()
        speed, self.tl.speed = self.tl.speed, 0.0
        with self.stage.silenced():
            while self.cursor < len(events):
                self._consume(events)
            self.tl.update(0.0)
        self.tl.speed = speed

    def _deal_finished(self) -> None:
        deal = self.deal
        self.state = "result"
        self.result_at = self.time
        self.deals_seen += 1
        self.headline = words.you(self.ui.headline(deal, self.names))
        self.history.append({
            "deal": deal.number, "dealer": deal.dealer,
            **self.ui.history_extra(deal),
            "outcome": self.session.game.outcome_of(deal), "headline": self.headline,
            "tricks": [deal.trick_winners.count(seat) for seat in range(self.n)],
            **self.ui.account.entry(deal),
            **({"undone": self.undone[deal.number]} if self.undone.get(deal.number) else {}),
            "record": deal_record(deal, self.session.seed, self.undone.get(deal.number, 0)),  # for its review
        })
        self.session.finish_deal()
        self.save()
        if self.human is not None:  # after the save: a crash between the two never counts a deal twice
            self.statistics.add_deal(self.session.game.name, self.record_level, self.ui.summary(deal, self.human),
                                     undone=self.undone.get(deal.number, 0))
            self.save_statistics()

    def next(self) -> None:
        """From the result: the next deal, or the share-out when the session is over."""
        if self.state != "result":
            return
        if self.session.wants_deal:
            self.stage.gather(self.session.dealer)
            self.tl.add(Step("next").call(0, self.start_deal))
            self.state = "lot"
        elif not self.ui.account.shares_out:  # nothing lies on the table: the session simply ends
            self.stage.gather(None)
            self.session.end()
            self.tl.add(Step("over").call(0, self._over))
            self.state = "shareout"
            save.clear()
        else:
            self.stage.gather(None)
            share = self.share = self.session.end()
            self.view = Books(share.purses_before, share.table_before, self.fiche_value)
            self.history.append({
                "deal": share.number, "dealer": None, "outcome": "session_end",
                "headline": words.SHARE_OUT_LEDGER,
                "tricks": [], "transfers": [t.to_dict() for t in share.transfers],
                "purses_after": list(share.purses_after),
            })
            self.headline = words.SHARE_OUT
            for group in by_reason(list(share.transfers)):
                self.stage.pay(group)
            self.tl.add(Step("over").call(0, self._over))
            self.state = "shareout"
            self._save_ticket = save.submit_clear(self.writer)
            if self.human is not None:
                net = share.purses_after[self.human] - self.start_purses[self.human]
                self.statistics.add_session(self.session.game.name, self.record_level, net)
                self.save_statistics()

    def _over(self) -> None:
        self.state = "over"
        self.result_at = self.time

    def purses(self) -> list[int]:
        """The purses as shown (a game for points has none)."""
        return self.view.purses if self.view is not None else getattr(self.session, "purses", [0] * self.n)

    def table(self) -> Any:
        """The pots as shown."""
        return self.view.table(0) if self.view is not None else self.session.table

    # ----------------------------------------------------------------- files
    def save(self) -> None:
        """The session to its file, after every action (the one place the table saves): its
        text handed to the writer, which writes it atomically, the previous copy kept."""
        self._saved_ply = self.deal.ply if self.deal is not None else None
        if self.human is None or self.session.share_out is not None:
            return
        began = time.perf_counter()
        data = save.snapshot(self.session, self.names, self.opponents, self.history, self.start_purses, self.human,
                             self.undone, [kind for kind in self.levels if kind is not None])
        self._save_ticket = save.submit(self.writer, self._encoder.text(data))
        self.took("save", time.perf_counter() - began)

    def save_statistics(self) -> None:
        """After the session's save: the writer keeps the order, so a crash never counts a deal twice."""
        began = time.perf_counter()
        self.statistics.save(self.writer)
        self.took("save", time.perf_counter() - began)


__all__ = ["DEMO_NAME", "TableFlow"]
