"""Headless sessions with computer players on every seat, of any game (Bête by default).

    python -m game.sim --preset le_gras_1739 --players 4 --deals 1000 --seed 1 --ai heuristic
    python -m game.sim --game bestia --preset bestia_un_giro --players 5 --deals 1000
"""
from __future__ import annotations

import sys
import time
from collections import Counter
from typing import Any, Sequence, TextIO

from .ai.game import KINDS, SEES_EVERY_CARD
from .ai.games import make_player
from .cli import (
    OneLineParser, add_game_argument, add_rules_arguments, any_int, check_players, default_players, players_help,
    positive_int,
    rules_from_arguments,
)
from .engine import RecordError, Session
from .engine.loop import play_session
from .engine.record import deal_record, read_records, replay, share_out_record, write_record
from .engine.games import DEFAULT, GAMES


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="python -m game.sim", description="Play whole sessions of any game headless.")
    add_game_argument(parser)
    add_rules_arguments(parser)
    low = min(g.min_players for g in GAMES.values())
    high = max(g.max_players for g in GAMES.values())
    parser.add_argument("--players", type=int, default=None, choices=range(low, high + 1),
                        help="players at the table: " + players_help())
    length = parser.add_mutually_exclusive_group()
    length.add_argument("--deals", type=positive_int, help="deals to play (then bêtes are played off)")
    length.add_argument("--rounds", type=positive_int, help="rounds to play (every seat deals once a round)")
    parser.add_argument("--seed", type=any_int, default=1)
    parser.add_argument("--log", metavar="FILE", help="write deal records (JSON Lines) to FILE")
    fair = [kind for kind in KINDS if kind not in SEES_EVERY_CARD]
    parser.add_argument("--ai", default="heuristic", choices=fair, help="computer player on every seat")
    parser.add_argument("--replay", metavar="FILE", help="replay the deal records in FILE and check they match")
    return parser


def replay_file(path: str, out: TextIO) -> int:
    """Replay a log written by --log; 0 when every record comes out identical."""
    try:
        with open(path, encoding="utf-8") as stream:
            records = list(read_records(stream))
    except OSError as exc:
        print(f"cannot read {path}: {exc.strerror}", file=out)
        return 1
    except UnicodeDecodeError:
        print(f"{path}: not a deal record file (not UTF-8 text)", file=out)
        return 1
    except RecordError as exc:
        print(f"{path}: {exc}", file=out)
        return 1
    sessions: list[list[dict]] = [[]]
    for record in records:
        sessions[-1].append(record)
        if record["outcome"] == "session_end":
            sessions.append([])
    try:
        for session in sessions:
            for original, again in zip(session, replay(session)):
                if original != again:
                    differing = sorted(k for k in original.keys() | again.keys() if original.get(k) != again.get(k))
                    print(f"{path}: deal {original['deal']} replays differently in {', '.join(differing)}", file=out)
                    return 1
    except RecordError as exc:
        print(f"{path}: the records do not replay: {exc}", file=out)
        return 1
    print(f"{path}: {len(records)} records replayed identically", file=out)
    return 0


def run(rules: Any, players: int, seed: int, deals: int | None, rounds: int | None, ai: str,
        log: TextIO | None, out: TextIO) -> Session:
    session = Session(rules, players, seed, rounds=rounds, deals=deals if rounds is None else None)
    seats = [make_player(ai, seed * 100 + seat) for seat in range(players)]
    game = session.game
    outcomes: Counter[str] = Counter()
    tally: Counter[str] = Counter()

    def on_deal(deal: Any) -> None:
        outcomes[game.outcome_of(deal)] += 1
        tally.update(game.deal_tally(deal))
        if log is not None:
            write_record(log, deal_record(deal, seed))

    started = time.perf_counter()
    share = play_session(session, seats, on_deal)
    elapsed = time.perf_counter() - started
    end = share_out_record(session, share)
    if log is not None and end is not None:
        write_record(log, end)
    played = session.deals_played
    named = "" if game.name == DEFAULT else f"game {game.name}, "
    print(f"{named}preset {rules.preset}, {players} players, seed {seed}, ai {ai}", file=out)
    print(f"deals: {played} in {elapsed:.2f} s ({played / max(elapsed, 1e-9):,.0f} deals/s)", file=out)
    print("outcomes: " + ", ".join(
        f"{name} {outcomes[name]} ({100 * outcomes[name] / played:.1f}%)" for name in game.outcomes if outcomes[name]
    ), file=out)
    for line in game.deal_tally_words(tally, session.deals_played, share.table_before if share else None):
        print(line, file=out)
    for line in session.economy.summary(session):
        print(line, file=out)
    return session


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.replay:
        return replay_file(args.replay, sys.stdout)
    rules = rules_from_arguments(parser, args)
    if args.rounds is not None and "rounds" in rules.to_dict():
        rules = rules.with_toggle("rounds", args.rounds)  # rules that carry the session's length say it
    if args.players is None:
        args.players = default_players(args.game)
    check_players(parser, args.game, args.players)
    if args.log:
        try:
            log = open(args.log, "w", encoding="utf-8")
        except OSError as exc:
            parser.error(f"argument --log: cannot write {args.log}: {exc.strerror}")
        with log:
            run(rules, args.players, args.seed, args.deals, args.rounds, args.ai, log, sys.stdout)
    else:
        run(rules, args.players, args.seed, args.deals, args.rounds, args.ai, None, sys.stdout)
    return 0


if __name__ == "__main__":
    sys.exit(main())
