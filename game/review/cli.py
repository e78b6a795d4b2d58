"""``python -m game.review RECORDS.jsonl``: each decision of a seat in recorded deals, with
the expert's verdict, headless.

    python -m game.review deals.jsonl                  seat 0, every deal of the file
    python -m game.review deals.jsonl --seat 2 --deal 3 --worlds 64 --json

A line per decision: the action taken, the expert's best, their values (the seat's
expected result of the whole deal from that moment, in jetons or points) and the loss,
with what was best seeing every card (hindsight).  ``--json`` prints one JSON object a
line (:meth:`~.verdict.Verdict.to_dict`).  ``--worlds W`` weighs W worlds a decision
with a fixed seed, so the figures are the same on any machine; without it the expert
thinks as long as it does at the table.  A bad flag or a file that is not deal records:
one line, exit code 2.
"""
from __future__ import annotations

import json
import sys
from typing import Any, Mapping, Sequence, TextIO

from ..ai.evaluation import ON_THE_CLOCK, Effort
from ..cli import OneLineParser, positive_int
from ..engine import RecordError
from .analysis import review
from .file import DealFileError, read_records_file
from .verdict import Verdict, costliest


def build_parser() -> OneLineParser:
    parser = OneLineParser(prog="python -m game.review",
                           description="The expert's verdict on each decision of a seat in recorded deals.")
    parser.add_argument("records", metavar="RECORDS.jsonl",
                        help="deal records (python -m game.sim --log, or a deal saved from the window)")
    parser.add_argument("--seat", type=_seat, default=0, help="the seat whose decisions are weighed (default 0)")
    parser.add_argument("--deal", type=positive_int, default=None, metavar="K",
                        help="only the deal numbered K (default: every deal of the file)")
    parser.add_argument("--worlds", type=positive_int, default=None, metavar="W",
                        help="worlds weighed a decision, with a fixed seed (default: as the table thinks)")
    parser.add_argument("--json", action="store_true", help="one JSON object a line per decision")
    return parser


def _seat(text: str) -> int:
    import argparse

    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is not a seat (0, 1, 2...)") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"{value} is not a seat (0, 1, 2...)")
    return value


def signed(x: float | None) -> str:
    return "—" if x is None else f"{x:+.2f}"


def line(v: Verdict) -> str:
    """One decision for people: ``deal 3 #2 card: took QS -1.20, best KS +0.40, loss 1.60 jetons``."""
    loss = "not weighed" if v.loss is None else f"loss {v.loss:.2f} {v.unit}"
    text = (f"deal {v.deal} #{v.index + 1} {v.phase}: took {v.taken} {signed(v.value_taken)}, "
            f"best {v.best} {signed(v.value_best)}, {loss}")
    if v.hindsight is not None:
        text += f" (hindsight: {v.hindsight.best} {signed(v.hindsight.value_best)})"
    return text


def summary(record: Mapping[str, Any], seat: int, verdicts: Sequence[Verdict]) -> str:
    """The deal's lines' heading: who, how many decisions, what they cost in all."""
    unit = verdicts[0].unit if verdicts else ""
    lost = sum(v.loss or 0.0 for v in verdicts)
    dear = ", ".join(f"#{v.index + 1} ({v.loss:.2f})" for v in costliest(verdicts))
    return (f"deal {record['deal']} ({record['game']}, {record['players']} players), seat {seat}: "
            f"{len(verdicts)} decisions, {lost:.2f} {unit} lost in all" + (f"; costliest {dear}" if dear else ""))


def main(argv: Sequence[str] | None = None, out: TextIO | None = None) -> int:
    out = out if out is not None else sys.stdout
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        records = read_records_file(args.records)
    except DealFileError as exc:
        parser.error(f"{args.records}: {exc}")
    if args.deal is not None:
        records = [r for r in records if r.get("deal") == args.deal]
        if not records:
            parser.error(f"argument --deal: {args.records} holds no deal {args.deal}")
    if not records:
        parser.error(f"{args.records}: no deal in the file")
    players = min(r["players"] for r in records if isinstance(r.get("players"), int)) if records else 0
    if args.seat >= players:
        parser.error(f"argument --seat: {args.seat} is not at a table of {players} players (seats 0 to {players - 1})")
    effort = ON_THE_CLOCK if args.worlds is None else Effort(worlds=args.worlds)
    for record in records:
        try:
            verdicts = []
            if not args.json:
                print(f"deal {record.get('deal')}:", file=out, flush=True)
            for verdict in review(record, args.seat, effort):
                verdicts.append(verdict)
                print(json.dumps(verdict.to_dict(), ensure_ascii=False) if args.json else "  " + line(verdict),
                      file=out, flush=True)
            if not args.json:
                print("  " + summary(record, args.seat, verdicts), file=out, flush=True)
        except RecordError as exc:
            parser.error(f"{args.records}: {exc}")
    return 0


__all__ = ["build_parser", "line", "main", "summary"]
