"""Bésigue's throughput figure: whole random deals per second on one core, as
``python -m game.bench`` gives Bête's and Bestia's.

Each deal is shuffled, dealt and played to its end by ``BesigueDeal.play_out`` (every
choice uniform among the legal actions), the scores carried deal to deal through a
:class:`.match.BesigueMatch` so that games end and restart as in a real session.

    python -m game.engine.besigue.bench [SECONDS] [PRESET]
"""
from __future__ import annotations

import random
import sys
import time
from typing import Sequence

from .match import BesigueMatch
from .rules import BESIGUE_PRESETS, BesigueRules


def random_deals(rules: BesigueRules, seconds: float = 3.0, seed: int = 1) -> float:
    """Whole random deals per second of CPU time, played for about ``seconds``."""
    rnd = random.Random(seed + 1).random
    match = BesigueMatch(rules, seed, games=1 << 30)

    def step() -> None:
        match.next_deal().play_out(rnd)
        match.finish_deal()

    for _ in range(50):  # warm the tables and caches
        step()
    done, started = 0, time.process_time()
    while True:
        for _ in range(100):
            step()
        done += 100
        spent = time.process_time() - started
        if spent >= seconds:
            return done / spent


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    name = args[1] if len(args) > 1 else "boussac_1896"
    try:
        seconds = float(args[0]) if args else 3.0
        rules = BESIGUE_PRESETS[name]
    except (ValueError, KeyError):
        print(f"usage: python -m game.engine.besigue.bench [SECONDS] [{'|'.join(BESIGUE_PRESETS)}]", file=sys.stderr)
        return 2
    print(f"2-player {rules.preset} Bésigue deals, random play: {random_deals(rules, seconds):,.0f} deals/s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
