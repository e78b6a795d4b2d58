"""Engine throughput: complete 4-player Bête deals per second on one core.

    python -m game.bench [--seconds S] [--players N] [--preset NAME]

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
from typing import Callable, Sequence

from .ai import RandomPlayer
from .cli import OneLineParser, positive_float, positive_int
from .engine import Deal, RuleSet, Session, preset
from .engine.loop import play_deal
from .engine.record import deal_record, write_record
from .engine.session import MAX_PLAYERS, MIN_PLAYERS


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

    def __init__(self, rules: RuleSet, players: int, seed: int) -> None:
        self.rules, self.players, self.seed = rules, players, seed
        self.session = Session(rules, players, seed, deals=SESSION_DEALS)

    def next_deal(self) -> Deal:
        if self.session.deals_played >= SESSION_DEALS:
            self.seed += 1
            self.session = Session(self.rules, self.players, self.seed, deals=SESSION_DEALS)
        return self.session.next_deal()

    def finish_deal(self) -> None:
        self.session.finish_deal()


def random_deals(rules: RuleSet, players: int, seconds: float, records: bool) -> float:
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


def player_deals(rules: RuleSet, players: int, seconds: float) -> float:
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
    parser.add_argument("--seconds", type=positive_float, default=3.0, help="CPU seconds per figure")
    parser.add_argument("--players", type=int, default=4, choices=range(MIN_PLAYERS, MAX_PLAYERS + 1))
    parser.add_argument("--preset", default="le_gras_1739", choices=["le_gras_1739", "cotton_1674", "cady_1896"])
    args = parser.parse_args(argv)
    rules, n, secs = preset(args.preset), args.players, args.seconds
    label = f"{n}-player {rules.preset} deals, random play"
    print(f"{label}, no records: {random_deals(rules, n, secs, False):,.0f} deals/s", flush=True)
    print(f"{label}, with records: {random_deals(rules, n, secs, True):,.0f} deals/s", flush=True)
    print(f"{label}, RandomPlayer per decision: {player_deals(rules, n, secs):,.0f} deals/s", flush=True)
    print(f"bare bitboard card play, interpreter yardstick: {bare_playout(n, secs):,.0f} deals/s", flush=True)
    print(f"python {sys.version.split()[0]} ({sys.executable})", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
