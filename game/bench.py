"""Engine throughput: complete 4-player deals of a game (Bête by default) per second on one core.

    python -m game.bench [--game NAME] [--seconds S] [--players N] [--preset NAME]

Each line reads ``<what>: <N> deals/s``, N the median (:mod:`..percentiles`) of the
rates of batches of deals timed on the process's CPU clock, so that a neighbour's burst
on a shared machine moves it little.  The first two are the engine's own figure: whole
deals (shuffle, antes, dealing, bidding, play, settlement) with every seat choosing
uniformly among its legal actions through ``Deal.play_out``, first without then with
deal records written as JSON Lines.  The third goes through the Player interface, one
Observation and one ``apply`` per decision, as the simulator does.

Then two yardsticks, which measure how fast this interpreter is rather than the engine,
so the figures can be compared across machines, and the engine's ratio to each:

- the **fair yardstick** (:mod:`.yardstick`) does in bare form, on plain ints and lists,
  the work of one of the game's deals: shuffle the game's pack, take the antes, a round
  of calls, the game's number of tricks under Bête's duty, and the settlement;
- the **old yardstick**, the card play alone (five tricks from a fixed 36-card deal), kept
  so that figures printed before the fair one can still be compared.
"""
from __future__ import annotations

import os
import random
import sys
import time
from typing import Any, Callable, Sequence

from .ai import RandomPlayer
from .cli import OneLineParser, add_game_argument, check_players, default_players, players_help, positive_float
from .engine import Session
from .engine.games import GAMES
from .engine.loop import play_deal
from .engine.record import deal_record, write_record
from .percentiles import percentile
from . import yardstick


#: Deals timed together: one rate of the median.
BATCH = 100


def _timed(step: Callable[[], None], seconds: float) -> float:
    """Deals per second of CPU time, the median rate of batches of BATCH calls of ``step``
    (one deal) over about ``seconds``."""
    for _ in range(200):  # warm the per-suit tables and caches
        step()
    clock = time.process_time
    rates: list[float] = []
    started = clock()
    while clock() - started < seconds or len(rates) < 2:
        began = clock()
        for _ in range(BATCH):
            step()
        spent = clock() - began
        rates.append(BATCH / spent if spent > 0 else float(BATCH) / 1e-6)
    return percentile(rates, 50)


SESSION_DEALS = 1000


class _Table:
    """Sessions of SESSION_DEALS deals one after another, so that the bêtes random play
    piles up stay the size they are in a real session."""

    def __init__(self, rules: Any, players: int, seed: int) -> None:
        self.rules, self.players, self.seed = rules, players, seed
        self.session = Session(rules, players, seed, deals=SESSION_DEALS)

    def next_deal(self) -> Any:
        if self.session.deals_played >= SESSION_DEALS:
            self.seed += 1
            self.session = Session(self.rules, self.players, self.seed, deals=SESSION_DEALS)
        return self.session.next_deal()

    def finish_deal(self) -> None:
        self.session.finish_deal()


def random_deals(rules: Any, players: int, seconds: float, records: bool) -> float:
    table = _Table(rules, players, 1)
    rnd = random.Random(2).random
    sink = open(os.devnull, "w", encoding="utf-8") if records else None

    def step() -> None:
        deal = table.next_deal()
        deal.play_out(rnd)
        if sink is not None:
            write_record(sink, deal_record(deal, table.seed))
        table.finish_deal()

    try:
        return _timed(step, seconds)
    finally:
        if sink is not None:
            sink.close()


def player_deals(rules: Any, players: int, seconds: float) -> float:
    table = _Table(rules, players, 3)
    seats = [RandomPlayer(seat) for seat in range(players)]

    def step() -> None:
        play_deal(table.next_deal(), seats)
        table.finish_deal()

    return _timed(step, seconds)


def bare_playout(players: int, seconds: float) -> float:
    """The old yardstick: five tricks of card play alone on bitboards from one fixed deal."""
    return _timed(yardstick.card_play(players, random.Random(4).random), seconds)


def fair_yardstick(rules: Any, players: int, seconds: float) -> float:
    """The fair yardstick for the game's deals: its pack's size and its tricks a deal, read
    from one deal played out."""
    deal = _Table(rules, players, 6).next_deal()
    deal.play_out(random.Random(7).random)
    bare = yardstick.bare_deal(players, len(deal.order), len(deal.trick_winners), random.Random(8).random)
    return _timed(bare, seconds)


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m game.bench", description="Print the engine's throughput.")
    add_game_argument(parser)
    parser.add_argument("--seconds", type=positive_float, default=3.0, help="CPU seconds per figure")
    low = min(g.min_players for g in GAMES.values())
    high = max(g.max_players for g in GAMES.values())
    parser.add_argument("--players", type=int, default=None, choices=range(low, high + 1),
                        help="players at the table: " + players_help())
    presets = [name for game in GAMES.values() for name in game.rules.PRESETS]
    parser.add_argument("--preset", default=None, choices=presets, help="rule preset of the game")
    args = parser.parse_args(argv)
    kind = GAMES[args.game].rules
    name = args.preset or kind.DEFAULT_PRESET
    if name not in kind.PRESETS:
        choices = ", ".join(repr(p) for p in kind.PRESETS)
        parser.error(f"argument --preset: invalid choice: {name!r} for --game {args.game} (choose from {choices})")
    if args.players is None:
        args.players = default_players(args.game)
    check_players(parser, args.game, args.players)
    rules, n, secs = kind.PRESETS[name], args.players, args.seconds
    label = f"{n}-player {rules.preset} deals, random play"
    engine = random_deals(rules, n, secs, False)
    print(f"{label}, no records: {engine:,.0f} deals/s", flush=True)
    print(f"{label}, with records: {random_deals(rules, n, secs, True):,.0f} deals/s", flush=True)
    print(f"{label}, RandomPlayer per decision: {player_deals(rules, n, secs):,.0f} deals/s", flush=True)
    fair = fair_yardstick(rules, n, secs)
    print(f"fair yardstick, a bare deal (shuffle, antes, a call round, play, settlement): {fair:,.0f} deals/s",
          flush=True)
    old = bare_playout(n, secs)
    print(f"old yardstick, bare card play alone: {old:,.0f} deals/s", flush=True)
    print(f"engine to yardstick: {engine / fair:.2f} of the fair one, {engine / old:.2f} of the old one", flush=True)
    print(f"python {sys.version.split()[0]} ({sys.executable})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
