"""Engine throughput: complete 4-player deals of a game (Bête by default) per second on one core.

    python -m game.bench [--game NAME] [--seconds S] [--players N] [--preset NAME]

Each line reads ``<what>: <N> deals/s``.  The first two are the engine's own figure:
whole deals (shuffle, antes, dealing, bidding, play, settlement) with every seat
choosing uniformly among its legal actions through ``Deal.play_out``, first without
then with deal records written as JSON Lines.  The third goes through the Player
interface, one Observation and one ``apply`` per decision, as the simulator does.  The
last is a bare bitboard playout of the card play alone: not the engine, a measure of how
fast this interpreter is, so the other figures can be compared across machines.
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


def _timed(step: Callable[[], None], seconds: float) -> float:
    """Deals per second of CPU time, calling ``step`` (one deal) for about ``seconds``."""
    for _ in range(200):  # warm the per-suit tables and caches
        step()
    done, started = 0, time.process_time()
    while True:
        for _ in range(500):
            step()
        done += 500
        spent = time.process_time() - started
        if spent >= seconds:
            return done / spent


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
    """Card play alone on bitboards, trump spades, ranks in bit order: a yardstick."""
    rnd = random.Random(4).random
    suit_mask = [0x1FF << (9 * s) for s in range(4)]
    trump_mask = suit_mask[0]
    cards = list(range(36))
    random.Random(5).shuffle(cards)

    def step() -> None:
        hands = [0] * players
        for i in range(players * 5):
            hands[i % players] |= 1 << cards[(i * 7) % 36]
        seat = 0
        for _trick in range(5):
            led = best = 0
            best_seat = seat
            for k in range(players):
                hand = hands[seat]
                legal = hand if k == 0 else (hand & suit_mask[led // 9]) or (
                    (hand & trump_mask & ~((2 << best) - 1) if best < 9 else hand & trump_mask) or hand)
                for _ in range(int(rnd() * legal.bit_count())):
                    legal &= legal - 1
                bit = legal & -legal
                card = bit.bit_length() - 1
                hands[seat] = hand ^ bit
                if k == 0:
                    led = best = card
                    best_seat = seat
                elif (card // 9 == best // 9 and card > best) or (card < 9 <= best):
                    best, best_seat = card, seat
                seat = seat + 1 if seat + 1 < players else 0
            seat = best_seat

    return _timed(step, seconds)


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
    print(f"{label}, no records: {random_deals(rules, n, secs, False):,.0f} deals/s", flush=True)
    print(f"{label}, with records: {random_deals(rules, n, secs, True):,.0f} deals/s", flush=True)
    print(f"{label}, RandomPlayer per decision: {player_deals(rules, n, secs):,.0f} deals/s", flush=True)
    print(f"bare bitboard card play, interpreter yardstick: {bare_playout(n, secs):,.0f} deals/s", flush=True)
    print(f"python {sys.version.split()[0]} ({sys.executable})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
