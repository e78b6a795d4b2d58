"""A long run: ``python -m game.soak`` plays 100,000 deals across every preset and player
count of every game.

    python -m game.soak [--deals 100000] [--seed 1] [--ai heuristic]

Sessions of every preset of every game at each of its table sizes are played in turn, by the chosen computer player on every seat.  Each deal's record is written (to memory) and each
session is replayed from its records and must come out identical; every deal must
account for every card and conserve jetons.  Peak memory is read at every tenth of the
run and must stay flat: a figure that grows with the number of deals is a leak.  Exit
code 0 when all went well.
"""
from __future__ import annotations

import sys
import time
from typing import Any, Sequence

from .ai.game import KINDS
from .ai.games import make_player
from .cli import OneLineParser, any_int, positive_int
from .engine import Session
from .engine.deal_protocol import Deal
from .engine.games import GAMES
from .engine.loop import play_session
from .engine.record import deal_record, dumps, replay, share_out_record

SESSION_DEALS = 100
#: Peak memory may grow this much after the first tenth of the run before it counts as a leak.
FLAT_MB = 8.0


def peak_mb() -> float | None:
    """The process's peak resident memory so far, in MB (None where the OS does not say)."""
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


#: Every table the soak visits: (game, preset name, players).
TABLES = [(game, name, n) for game in GAMES.values() for name in sorted(game.rules.PRESETS)
          for n in game.players_allowed()]


def check_deal(deal: Deal) -> None:
    """Every card accounted for and jetons conserved, from the deal's own state."""
    GAMES[deal.game].check_deal(deal)


def soak(deals: int, seed: int, ai: str, out=sys.stdout) -> bool:
    tables = TABLES
    visits = ", ".join(f"{len(game.rules.PRESETS)} {game.title} presets x {game.min_players}-{game.max_players} players"
                       for game in GAMES.values())
    print(f"soak: {deals:,} deals, sessions of {SESSION_DEALS} deals at {len(tables)} tables ({visits}), ai {ai}",
          file=out)
    played = replayed = 0
    checkpoints: list[tuple[int, float | None]] = []
    next_mark = deals // 10
    started = time.perf_counter()
    turn = 0
    while played < deals:
        game, name, n = tables[turn % len(tables)]
        turn += 1
        session = Session(game.rules.PRESETS[name], n, seed + turn, deals=min(SESSION_DEALS, deals - played))
        seats = [make_player(ai, (seed + turn) * 10 + s) for s in range(n)]
        records: list[dict] = []

        def on_deal(deal: Any) -> None:
            check_deal(deal)
            records.append(deal_record(deal, session.seed))

        share = play_session(session, seats, on_deal)
        end = share_out_record(session, share)
        if end is not None:
            records.append(end)
        if share is not None and sum(share.purses_after) != n * session.rules.purse:
            raise AssertionError(f"{name}, {n} players: the share-out did not return every jeton")
        if replay(records) != records:
            raise AssertionError(f"{name}, {n} players, seed {session.seed}: the records do not replay")
        for record in records:
            dumps(record)  # every record is JSON as written to a log
        played += session.deals_played
        replayed += len(records) - 1
        while next_mark and played >= next_mark * (len(checkpoints) + 1) and len(checkpoints) < 10:
            checkpoints.append((played, peak_mb()))
    elapsed = time.perf_counter() - started
    print(f"played: {played:,} deals in {elapsed:.1f} s ({played / elapsed:,.0f} deals/s), no exception", file=out)
    print(f"checked: every card accounted for and jetons conserved in every deal; "
          f"{replayed:,} records replayed identically", file=out)
    if checkpoints and checkpoints[0][1] is not None:
        print("peak memory (max RSS): " + ", ".join(f"{d:,} deals {mb:.1f} MB" for d, mb in checkpoints), file=out)
        growth = checkpoints[-1][1] - checkpoints[0][1]
        flat = growth <= FLAT_MB
        print(f"growth after the first tenth: {growth:+.1f} MB ({'flat' if flat else 'GROWING: a leak?'})", file=out)
        return flat
    print("peak memory: not available on this system", file=out)
    return True


def main(argv: Sequence[str] | None = None) -> int:
    parser = OneLineParser(prog="python -m game.soak", description="Play 100,000 deals of every game and watch memory.")
    parser.add_argument("--deals", type=positive_int, default=100_000)
    parser.add_argument("--seed", type=any_int, default=1)
    parser.add_argument("--ai", default="random", choices=list(KINDS))
    args = parser.parse_args(argv)
    return 0 if soak(args.deals, args.seed, args.ai) else 1


if __name__ == "__main__":
    sys.exit(main())
