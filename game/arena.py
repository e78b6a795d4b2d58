"""Duplicate tournaments between two kinds of computer player.

    python -m game.arena --a expert --b heuristic --players 4 --deals 2000 --seed 1 --jobs 2
    python -m game.arena --game bestia --preset bestia_roma --a expert --b heuristic --players 5

**The deals.**  A session of ``--deals`` deals is played by heuristic players from
``--seed``; each of its deals is kept as it stood before the antes (the dealer, the
shuffled pack, the purses and the table with its game, King, fiches and bêtes), so the
tournament is played at the stakes real play builds up, and every pairing of kinds meets
exactly the same deals for a given seed, preset and player count.

**Duplicate.**  Each deal is played ``n + 1`` times from that same start: once with ``b``
in every seat (the reference), and once for each seat ``r`` with ``a`` in seat ``r`` and
``b`` in all the others.  Every seat's cards and position are thus played once by ``a``
and once by ``b`` among the same opponents, so the luck of the cards and of the seat
cancels out.

**The difference.**  A seat's *gain* in a deal is its purse's change over the deal plus
its ``1/n`` share of the table's change (what the deal put into or took out of the game,
the fiches, the bêtes and the King: every pot is won later or shared back, so each seat
owns ``1/n`` of it; see ``game/ai/bete/payoff.py``).  For one deal the difference is
``mean over r of (gain of a in seat r) - (gain of b in seat r in the reference)``: how
much more a seat earns when ``a`` plays it instead of ``b``.  The report gives its mean
over the deals with a 95% confidence interval (mean ± 1.96 standard errors over deals),
and the same difference counted on purses alone, without the share of the pots.

It also gives each side's record as declarer (how often the seat said play, how often it
then won the deal; at Bestia, how often it played, knocked, took the most tricks as
knocker, and went in bestia) and its decision times (p50/p95/p99 ms a decision: by the wall
clock, or with ``--clock cpu`` by the processor time each took, which a loaded machine
does not stretch).  With
``--json`` the last line is one JSON object: ``mean_diff``, ``ci95``, ``decision_ms`` (side
a), ``decision_ms_b`` and the rest.  ``--jobs N`` shares the deals among N processes; the
figures do not depend on it (every seat's random stream is seeded from the deal and seat,
and the experts count their worlds) unless a decision reaches its clock's cap.
"""
from __future__ import annotations

import json
import math
import multiprocessing
import sys
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

from .ai.game import KINDS
from .ai.games import make_player, reveal
from .cli import (
    OneLineParser, add_game_argument, add_rules_arguments, any_int, check_players, default_players, players_help,
    positive_int,
    rules_from_arguments,
)
from .engine import Card, Session
from .engine.games import GAMES, spec_of
from .engine.loop import play_session
from .percentiles import percentiles


@dataclass(frozen=True)
class Start:
    """A deal as it stood before its antes: enough to deal it again identically."""

    index: int
    number: int
    dealer: int
    order: tuple[int, ...]
    stake: Any  # what the deal was dealt with: purses and pots, or scores
    chance: int | None = None  # the deal's own chance seed, in a game whose deals hold chance


def deal_starts(rules: Any, players: int, deals: int, seed: int) -> list[Start]:
    """The tournament's deals: the first ``deals`` of a heuristic session from ``seed``."""
    session = Session(rules, players, seed, deals=deals)
    seats = [make_player("heuristic", seed * 1000 + seat) for seat in range(players)]
    starts: list[Start] = []

    def keep(deal: Any) -> None:
        if len(starts) < deals:
            starts.append(Start(len(starts), deal.number, deal.dealer, tuple(deal.order),
                                session.economy.stake_of(deal), session.game.chance_of(deal)))

    play_session(session, seats, keep)
    return starts


@dataclass
class SideStats:
    """What one side did: decisions timed, and what its game counts of each seat's deal
    (said play and won, knocked, went in bestia...: :attr:`GameSpec.seat_tally`)."""

    times_ms: list[float] = field(default_factory=list)
    seat_deals: int = 0
    counts: Counter[str] = field(default_factory=Counter)

    def merge(self, other: "SideStats") -> None:
        self.times_ms.extend(other.times_ms)
        self.seat_deals += other.seat_deals
        self.counts.update(other.counts)

    def count(self, deal: Any, seat: int) -> None:
        self.seat_deals += 1
        self.counts.update(GAMES[deal.game].seat_tally(deal, seat))


def seat_gains(deal: Any) -> tuple[list[float], list[float]]:
    """Each seat's gain over the deal, and the same on its own account alone (its purse's
    change, or its points): the game's economy says (:meth:`.engine.stakes.Jetons.gains`)."""
    return GAMES[deal.game].economy.gains(deal)


#: The clocks a decision may be timed by: the wall clock, as a player at the table waits,
#: or the processor time the decision took (what a quiet machine's wall clock would show,
#: on a machine shared with other work).
CLOCKS: dict[str, Callable[[], float]] = {"wall": time.perf_counter, "cpu": time.thread_time}


def play_one(rules: Any, players: int, start: Start, kinds: Sequence[str], sides: Sequence[SideStats],
             side_of: Sequence[int], clock: str = "wall") -> Any:
    """Play ``start`` with ``kinds[seat]`` in each seat; time each decision into its side."""
    order = [Card(c) for c in start.order]
    deal = spec_of(rules).new_deal(rules, players, start.dealer, order, start.stake, start.number,
                                   start.chance)
    seats = [make_player(kind, (start.index * 31 + seat) * 7919 + 17) for seat, kind in enumerate(kinds)]
    now = CLOCKS[clock]
    while not deal.is_over:
        seat = deal.to_act
        player = seats[seat]
        observation = deal.observation(seat)
        began = now()
        if player.sees_every_card:
            action = player.choose(observation, reveal(deal))
        else:
            action = player.choose(observation)
        sides[side_of[seat]].times_ms.append((now() - began) * 1000)
        deal.apply(action, seat)
    return deal


@dataclass
class Chunk:
    diffs: list[float] = field(default_factory=list)
    purse_diffs: list[float] = field(default_factory=list)
    a: SideStats = field(default_factory=SideStats)
    b: SideStats = field(default_factory=SideStats)


def play_starts(rules: Any, players: int, a: str, b: str, starts: Sequence[Start], clock: str = "wall") -> Chunk:
    out = Chunk()
    for start in starts:
        reference = play_one(rules, players, start, [b] * players, (out.b, out.b), [0] * players, clock)
        ref_gain, ref_purse = seat_gains(reference)
        diff = purse_diff = 0.0
        for seat in range(players):
            kinds = [b] * players
            kinds[seat] = a
            side_of = [1] * players
            side_of[seat] = 0
            trial_stats = SideStats()
            deal = play_one(rules, players, start, kinds, (out.a, trial_stats), side_of, clock)
            out.b.times_ms.extend(trial_stats.times_ms)
            gain, purse = seat_gains(deal)
            diff += gain[seat] - ref_gain[seat]
            purse_diff += purse[seat] - ref_purse[seat]
            out.a.count(deal, seat)
            out.b.count(reference, seat)
        out.diffs.append(diff / players)
        out.purse_diffs.append(purse_diff / players)
    return out


def _job(args: tuple[str, dict[str, Any], int, str, str, list[Start], str]) -> Chunk:
    game, rules, players, a, b, starts, clock = args
    return play_starts(GAMES[game].rules.from_dict(rules), players, a, b, starts, clock)


def mean_ci(values: Sequence[float]) -> tuple[float, tuple[float, float]]:
    """The mean and its 95% confidence interval (normal approximation over deals)."""
    count = len(values)
    mean = sum(values) / count
    if count < 2:
        return mean, (mean, mean)
    variance = sum((v - mean) ** 2 for v in values) / (count - 1)
    half = 1.96 * math.sqrt(variance / count)
    return mean, (mean - half, mean + half)


def run(rules: Any, players: int, a: str, b: str, deals: int, seed: int, jobs: int,
        clock: str = "wall") -> dict[str, Any]:
    began = time.perf_counter()
    starts = deal_starts(rules, players, deals, seed)
    if jobs <= 1:
        total = play_starts(rules, players, a, b, starts, clock)
    else:
        pieces = [starts[i::jobs * 4] for i in range(jobs * 4)]
        context = multiprocessing.get_context("spawn")
        with context.Pool(jobs) as pool:
            game = spec_of(rules).name
            tasks = [(game, rules.to_dict(), players, a, b, piece, clock) for piece in pieces if piece]
            chunks = []
            for chunk in pool.imap(_job, tasks):
                chunks.append(chunk)
                print(f"arena: {len(chunks)} of {len(tasks)} shares of the deals played "
                      f"({time.perf_counter() - began:.0f} s)", file=sys.stderr, flush=True)
        total = Chunk()
        for chunk in chunks:
            total.diffs.extend(chunk.diffs)
            total.purse_diffs.extend(chunk.purse_diffs)
            total.a.merge(chunk.a)
            total.b.merge(chunk.b)
    mean, ci = mean_ci(total.diffs)
    purse_mean, purse_ci = mean_ci(total.purse_diffs)

    game = spec_of(rules)

    def record(side: SideStats) -> dict[str, Any]:
        return {**game.tally_rates(side.counts, side.seat_deals), "decisions": len(side.times_ms)}

    return {
        "a": a, "b": b, "game": game.name, "preset": rules.preset, "players": players, "deals": len(starts), "seed": seed,
        "mean_diff": round(mean, 4), "ci95": [round(ci[0], 4), round(ci[1], 4)],
        "purse_mean_diff": round(purse_mean, 4), "purse_ci95": [round(purse_ci[0], 4), round(purse_ci[1], 4)],
        "decision_ms": percentiles(total.a.times_ms), "decision_ms_b": percentiles(total.b.times_ms), "clock": clock,
        "declarer_a": record(total.a), "declarer_b": record(total.b),
        "seconds": round(time.perf_counter() - began, 1),
    }


CLOCK_WORDS = {"wall": "wall clock", "cpu": "processor time"}


def report(result: dict[str, Any]) -> str:
    a, b, n = result["a"], result["b"], result["players"]
    lo, hi = result["ci95"]
    plo, phi = result["purse_ci95"]
    economy = GAMES[result["game"]].economy
    lines = [
        f"arena: {a} (a) against {b} (b), {result['preset']}, {n} players, {result['deals']} duplicate deals, "
        f"seed {result['seed']} ({result['seconds']} s)",
        f"each deal played {n + 1} times: {b} in every seat, then {a} in each seat in turn among {b}",
        f"mean gain per deal, a minus b: {result['mean_diff']:+.3f} {economy.unit} (95% CI {lo:+.3f} .. {hi:+.3f})",
        f"  {economy.own_account}: {result['purse_mean_diff']:+.3f} "
        f"(95% CI {plo:+.3f} .. {phi:+.3f})",
    ]
    for side, name in (("a", a), ("b", b)):
        rec = result[f"declarer_{side}"]
        times = result["decision_ms" if side == "a" else "decision_ms_b"]
        lines.append(f"{side} {name}: " + GAMES[result["game"]].tally_words(rec))
        lines.append(
            f"  decision time ms ({CLOCK_WORDS[result['clock']]}): p50 {times['p50']:.2f}, p95 {times['p95']:.2f}, "
            f"p99 {times['p99']:.2f} over {rec['decisions']} decisions"
        )
    return "\n".join(lines)


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="python -m game.arena", description="Duplicate tournaments between player kinds.")
    kinds = list(KINDS)
    parser.add_argument("--a", required=True, choices=kinds, help="the player kind measured")
    parser.add_argument("--b", required=True, choices=kinds, help="the player kind it is measured against")
    add_game_argument(parser)
    add_rules_arguments(parser)
    parser.add_argument("--players", type=int, default=None, help="players at the table (" + players_help() + ")")
    parser.add_argument("--deals", type=positive_int, default=200, help="duplicate deals to play")
    parser.add_argument("--seed", type=any_int, default=1)
    parser.add_argument("--jobs", type=positive_int, default=1, help="processes to share the deals among")
    parser.add_argument("--clock", choices=tuple(CLOCKS), default="wall",
                        help="time decisions by the wall clock or by the processor time they took")
    parser.add_argument("--json", action="store_true", help="end with the figures as one JSON object")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    rules = rules_from_arguments(parser, args)
    if args.players is None:
        args.players = default_players(args.game)
    check_players(parser, args.game, args.players)
    result = run(rules, args.players, args.a, args.b, args.deals, args.seed, args.jobs, args.clock)
    print(report(result), flush=True)
    if args.json:
        print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    multiprocessing.freeze_support()
    sys.exit(main())
