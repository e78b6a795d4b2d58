"""The deal's flow without a window: whole sessions of both games driven through
:class:`game.ui.table.flow.TableFlow` with a stage that only writes down what it is asked
to show, the computer seats choosing at random and the person's seat fed by the test.
No pygame: the flow is plain Python (checked in a process of its own)."""
from __future__ import annotations

import contextlib
import random
import subprocess
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from game.engine import Card, Paid
from game.settings import Settings
from game.stats import Statistics
from game.engine.games import spec as engine_spec
from game.ui import save
from game.ui.account import JETONS, POINTS
from game.ui.anim import Step
from game.ui.table.flow import TableFlow

ROOT = Path(__file__).resolve().parents[1]


class Stage:
    """Writes down what the flow asks to show; pays into the view as the animator does."""

    def __init__(self) -> None:
        self.flow: TableFlow | None = None
        self.lots: list = []
        self.deals = 0
        self.orders: list[list[Card]] = []
        self.shown: list = []
        self.paid: list[list] = []
        self.gathered: list = []

    def lot(self, lot, dealer, then) -> None:
        self.lots.append((list(lot), dealer))
        self.flow.tl.add(Step("lot", hold=0.2).call(0.1, then))

    def new_deal(self) -> None:
        self.deals += 1

    def lay_pack(self, order) -> None:
        self.orders.append(list(order))

    def show(self, event) -> None:
        self.shown.append(event)

    def pay(self, transfers) -> None:
        self.paid.append(list(transfers))
        for t in transfers:
            self.flow.view.pay(t.source, t.target, t.jetons, t.why)

    def gather(self, dealer) -> None:
        self.gathered.append(dealer)

    def silenced(self):
        return contextlib.nullcontext()


class RandomSeats:
    """The computer seats, choosing at once among the legal actions."""

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.move = None

    def begin(self, deal, seat) -> None:
        self.move = SimpleNamespace(action=self.rng.choice(deal.legal_actions()), fallback_reason=None)

    def poll(self):
        move, self.move = self.move, None
        return move

    def poll_hint(self):
        return None

    def close(self) -> None:
        pass


def game_words(game: str):
    """The game's words the flow uses (its spec without the parts that draw)."""
    words = __import__(f"game.ui.{game}.words", fromlist=["headline"])
    account = POINTS if engine_spec(game).economy.unit == "points" else JETONS
    refusals = __import__(f"game.ui.{game}.refusals", fromlist=["REFUSALS"])
    return SimpleNamespace(headline=words.headline, history_extra=words.history_extra, summary=words.summary,
                           account=account, refusals=refusals.REFUSALS)


def play_session(game: str, seed: int, players: int = 4, speed: str = "instant", refuse: bool = True):
    settings = Settings(game=game, animation=speed, ai_pause=0.0, rounds=1).with_players(players)
    reports: list[str] = []
    stage = Stage()
    flow = TableFlow.new(lambda name: game_words(name), lambda: settings, reports.append, seed=seed,
                         computers=RandomSeats(seed), statistics=Statistics())
    stage.flow = flow
    flow.stage = stage
    person = random.Random(seed + 1)
    refused: list[str] = []
    flow.start()
    finished: list[tuple] = []
    for _ in range(200_000):
        flow.update(1 / 60)
        if not flow.saved():  # the next action waits for the disk; frames would go by meanwhile
            assert flow.writer.flush(10)
        if flow.state == "over":
            break
        if flow.state == "result" and not flow.tl.busy:
            deal = flow.deal
            finished.append((deal.number, list(flow.view.purses) if flow.view else None,
                             list(deal.books.purses) if flow.view else None, flow.cursor, len(flow.events_now())))
            assert flow.writer.flush(10) and save.exists(), "the session is saved as it goes"
            flow.next()
        elif flow.waiting_for_human():
            deal = flow.deal
            legal = deal.legal_actions()
            illegal = [c for c in deal.hand(0) if c not in legal] if hasattr(deal, "hand") else []
            if refuse and illegal and not refused and isinstance(illegal[0], Card):
                ply = deal.ply
                assert not flow.act(illegal[0])
                refused.append(flow.toast[0])
                assert deal.ply == ply, "a refused card changes nothing"
            assert flow.act(person.choice(legal))
    assert flow.writer.close(10)
    reports += flow.writer.take_errors()
    return flow, stage, finished, refused, reports


@pytest.mark.parametrize("game,seed,players", [("bete", 3, 4), ("bete", 8, 7), ("bestia", 5, 5), ("bestia", 2, 4)])
def test_a_whole_session_without_a_window(home: Path, game: str, seed: int, players: int) -> None:
    flow, stage, finished, refused, reports = play_session(game, seed, players)
    session = flow.session
    assert flow.state == "over" and not reports
    assert stage.lots and stage.lots[0][1] == session.first_dealer
    assert flow.deals_seen == len(finished) == stage.deals == session.deals_played
    # every event of every deal was handed to the stage, payments alike together
    for number, view, books, cursor, events in finished:
        assert cursor == events
        assert view == books, f"deal {number}: the purses shown caught up with the engine's"
    assert stage.paid and not any(isinstance(e, Paid) for e in stage.shown)
    assert all(len({t.why for t in group}) == 1 for group in stage.paid), "payments grouped by their reason"
    # the ledger: one entry a deal and the share-out, with the game's own fields
    assert [e["deal"] for e in flow.history[:-1]] == list(range(1, flow.deals_seen + 1))
    assert flow.history[-1]["outcome"] == "session_end" and stage.gathered[-1] is None
    extra = "declarer" if game == "bete" else "knocker"
    assert all(extra in e for e in flow.history[:-1])
    assert all(e["headline"] and "You takes" not in e["headline"] for e in flow.history)
    # jetons conserved; the share-out leaves nothing on the table
    assert sum(flow.share.purses_after) == players * session.rules.purse
    # the person's record and the save
    tally = flow.statistics.tally(game, flow.opponents)
    assert tally.deals == flow.deals_seen and tally.sessions == 1
    assert tally.net == flow.share.purses_before[0] - flow.start_purses[0], "the deals' nets"
    assert tally.best_session == flow.share.purses_after[0] - flow.start_purses[0], "the session's, shared out"
    assert not save.exists(), "a finished session leaves no save"
    assert not refused or refused[0][:1].isupper()


@pytest.mark.parametrize("seed", [2, 6])
def test_a_game_for_points_without_a_window(home: Path, seed: int) -> None:
    """Bésigue: points to a target, no purses, nothing shared out; the session ends when its
    game is won, and the record counts the game won or lost."""
    flow, stage, finished, refused, reports = play_session("besigue", seed, players=2)
    session = flow.session
    assert flow.state == "over" and not reports and flow.share is None and not stage.paid
    assert flow.deals_seen == len(finished) == session.deals_played >= 1
    assert all(cursor == events for _, _, _, cursor, events in finished)
    entries = flow.history
    assert [e["deal"] for e in entries] == list(range(1, flow.deals_seen + 1)), "no share-out line"
    assert all(e["outcome"] in ("next_deal", "claim", "end_of_deal", "last_trick_tie_break", "hand_end")
               for e in entries)
    assert entries[-1]["winner"] in (0, 1) and all(e["winner"] is None for e in entries[:-1])
    assert max(entries[-1]["scores_after"]) >= session.rules.target
    assert session.winners == [entries[-1]["winner"]] and session.scores == [0, 0]
    tally = flow.statistics.tally("besigue", flow.opponents)
    assert tally.deals == flow.deals_seen and tally.games_won + tally.games_lost == 1 and tally.sessions == 0
    assert tally.games_won == (entries[-1]["winner"] == 0)
    assert not save.exists(), "a finished session leaves no save"
    assert stage.gathered[-1] is None


def test_the_same_seed_gives_the_same_session(home: Path) -> None:
    first = play_session("bete", 11, refuse=False)[0]
    again = play_session("bete", 11, refuse=False)[0]
    assert first.history == again.history


def test_the_flow_waits_for_the_stage(home: Path) -> None:
    """At a speed that animates, nothing moves on while the stage's steps play."""
    settings = Settings(animation="normal", ai_pause=0.0).with_players(4)
    stage = Stage()
    flow = TableFlow.new(game_words, lambda: settings, print, seed=4, computers=RandomSeats(4),
                         statistics=Statistics())
    stage.flow = flow
    flow.stage = stage
    flow.start()
    assert flow.state == "lot" and flow.deal is None and flow.tl.busy
    flow.update(0.05)
    assert flow.deal is None, "the draw for dealer is still being shown"
    for _ in range(30):
        flow.update(0.05)
    assert flow.state == "play" and flow.deal is not None and stage.orders == [list(flow.deal.order)]


def test_the_flow_is_plain_python() -> None:
    """The flow and a whole deal through it import no pygame."""
    script = (
        "import sys\n"
        "sys.path.insert(0, 'tests')\n"
        "from test_ui_flow import play_session\n"
        "import os, tempfile\n"
        "os.environ['LA_BETE_HOME'] = tempfile.mkdtemp()\n"
        "flow = play_session('bestia', 3)[0]\n"
        "assert flow.state == 'over'\n"
        "assert 'pygame' not in sys.modules, 'pygame was imported'\n"
        "print('plain')\n"
    )
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True, timeout=120,
                          env={"PATH": "/usr/bin:/bin", "PYTHONPATH": str(ROOT)})
    assert done.returncode == 0 and "plain" in done.stdout, done.stdout + done.stderr
