"""How long Bésigue's expert thinks, decision by decision, by the kind of decision.

    python -m game.ai.besigue.timing --deals 40 --seed 1

The expert plays the arena's deals (:func:`game.arena.deal_starts`) against the
heuristic, in each seat in turn, and every decision it makes is timed on the wall clock
(as the arena times it) and filed under its kind: a card early in the stock, in the
middle of it or late in it (:func:`.expert.stage`: the expert weighs more worlds where
they tell more), a declaration (a meld, the seven, or none), and a card of the last
tricks, where every card is known and every card's value is solved exactly.  Each line gives
p50, p95, p99 and the slowest, in milliseconds; the last line all decisions together
(the issue's targets: p95 150 ms, p99 300 ms), and then the last tricks solved again at
each of those decisions from an empty table of positions, as the first of them is when
no playout has filled it (the target: 20 ms).  The figures are wall clock, as the arena
and the table see them, with the machine's load printed beside them; ``--clock cpu``
times the process's own CPU time instead: what a decision costs a quiet machine, when
the machine is shared.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from typing import Any, Callable, Sequence

from ...arena import deal_starts
from ...engine.besigue import BESIGUE_PRESETS
from ...engine.games import spec_of
from ...engine.phase import Phase
from ...engine.cards import Card
from ...percentiles import percentiles
from .expert import BesigueExpertConfig, BesigueExpertPlayer, solve_last_tricks, stage
from .heuristic import BesigueHeuristicPlayer
from .weigher import Solvers

KINDS = ("card early in the stock", "card in the middle of the stock", "card late in the stock", "declaration",
         "card of the last tricks")
#: The last tricks solved again at each of those decisions with an empty table of
#: positions (the expert's own table is filled by its playouts at the end of the stock).
FRESH = "last tricks solved from an empty table"


def kind_of(seen: Any, config: BesigueExpertConfig) -> str:
    """The kind of decision the seat faces."""
    if seen.phase is Phase.PLAY and seen.last_tricks:
        return KINDS[4]
    return {"early": KINDS[0], "middle": KINDS[1], "late": KINDS[2], "declare": KINDS[3]}[stage(seen, config)]


def time_decisions(rules: Any, deals: int, seed: int, clock: Callable[[], float] = time.perf_counter
                   ) -> dict[str, list[float]]:
    """The expert's decisions' times in milliseconds, by kind, over ``deals`` deals played
    twice (the expert in each seat in turn)."""
    times: dict[str, list[float]] = {kind: [] for kind in (*KINDS, FRESH)}
    for start in deal_starts(rules, 2, deals, seed):
        for seat_of_expert in (0, 1):
            deal = spec_of(rules).new_deal(rules, 2, start.dealer, [Card(c) for c in start.order], start.stake,
                                           start.number, start.chance)
            expert = BesigueExpertPlayer(start.index * 2 + seat_of_expert)
            other = BesigueHeuristicPlayer(start.index)
            while not deal.is_over:
                seat = deal.to_act
                seen = deal.observation(seat)
                if seat != seat_of_expert:
                    deal.apply(other.choose(seen), seat)
                    continue
                began = clock()
                action = expert.choose(seen)
                spent = (clock() - began) * 1000
                if len(seen.legal_actions) > 1:
                    kind = kind_of(seen, expert.config)
                    times[kind].append(spent)
                    if kind == KINDS[4]:
                        began = clock()
                        solve_last_tricks(seen, Solvers())
                        times[FRESH].append((clock() - began) * 1000)
                deal.apply(action, seat)
    return times


def report(times: dict[str, list[float]]) -> str:
    lines = []
    every = [t for kind in KINDS for t in times[kind]]
    for name, values in [*((kind, times[kind]) for kind in KINDS), ("every decision", every), (FRESH, times[FRESH])]:
        p = percentiles(values)
        slowest = max(values, default=0.0)
        lines.append(f"{name}: p50 {p['p50']:.2f}, p95 {p['p95']:.2f}, p99 {p['p99']:.2f}, "
                     f"slowest {slowest:.2f} ms over {len(values)} decisions")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.ai.besigue.timing",
                                     description="The Bésigue expert's decision times by kind of decision "
                                                 "(decisions with one legal action left out).")
    parser.add_argument("--deals", type=int, default=40, help="deals, each played with the expert in each seat")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--preset", default="boussac_1896", choices=sorted(BESIGUE_PRESETS))
    parser.add_argument("--clock", default="wall", choices=("wall", "cpu"),
                        help="wall clock (as the arena times it) or the process's CPU time")
    args = parser.parse_args(argv)
    began = time.perf_counter()
    clock = time.perf_counter if args.clock == "wall" else time.process_time
    times = time_decisions(BESIGUE_PRESETS[args.preset], args.deals, args.seed, clock)
    print(f"Bésigue expert against the heuristic, {args.preset}, {args.deals} deals played twice, seed {args.seed}, "
          f"{args.clock} clock ({time.perf_counter() - began:.1f} s; load averages "
          f"{', '.join(f'{x:.2f}' for x in os.getloadavg())})")
    print(report(times), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
