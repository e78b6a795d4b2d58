"""How well the expert judges its calls: its estimates against what each call really earns.

    python tools/call_calibration.py --players 4 --deals 600 --seed 5 --repeats 3 --jobs 2

The arena's deals (:func:`game.arena.deal_starts`) are played with the expert in one seat
among rule-of-thumb players, each seat in turn.  At every call the expert makes with a
choice, the deal is copied and finished once per legal call and ``--repeats`` times each
(the expert playing its own cards as it really does, the others' calls and play redrawn),
so each call gets its *realised* value in the true deal beside the value the expert
*estimated* from its sampled worlds.

It prints, for the choice between play and pass, the mean estimated and realised
advantage of play in bins of the estimate (a calibrated judge has them equal), then what
a correction of the estimate by the seat's place in the bidding, fitted on half the
deals and tried on the other half, would have earned per seat and deal, and the value of
hindsight (always picking the call that realised most), which no player who cannot see
the cards can reach (it chooses by all playouts but the last and is scored on the last).
"""
from __future__ import annotations

import argparse
import multiprocessing
import statistics
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any, Sequence

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_player  # noqa: E402
from game.ai.bete.expert import ExpertPlayer  # noqa: E402
from game.arena import Start, deal_starts, seat_gains  # noqa: E402
from game.engine import Card
from game.engine.bete import Deal, RuleSet  # noqa: E402
from game.engine.bete.deal import Phase  # noqa: E402

Row = dict[str, Any]


def finish(deal: Deal, seat: int, salt: int) -> float:
    """Play ``deal`` out (expert in ``seat``, heuristic elsewhere); ``seat``'s gain."""
    players = [make_player("expert" if s == seat else "heuristic", salt * 101 + s) for s in range(deal.players)]
    while not deal.is_over:
        s = deal.to_act
        deal.apply(players[s].choose(deal.observation(s)), s)
    return seat_gains(deal)[0][seat]


def calls_of(rules: RuleSet, players: int, start: Start, seat: int, repeats: int) -> list[Row]:
    deal = Deal(rules, players, start.dealer, [Card(c) for c in start.order], start.stake.purses, start.stake.table, start.number)
    seats = [make_player("heuristic", (start.index * 31 + s) * 7919 + 17) for s in range(players)]
    expert = ExpertPlayer((start.index * 31 + seat) * 7919 + 17)
    rows: list[Row] = []
    while not deal.is_over:
        s = deal.to_act
        seen = deal.observation(s)
        if s != seat:
            action = seats[s].choose(seen)
        elif deal.phase is Phase.BIDDING and len(seen.legal_actions) > 1:
            choices = expert.analyse(seen)
            realised = {}
            for choice in choices:
                gains = []
                for k in range(repeats):
                    branch = deal.clone()
                    branch.apply(choice.action, s)
                    gains.append(finish(branch, seat, (start.index * players + seat) * 97 + k))
                realised[str(choice.action)] = gains
            rows.append({
                "deal": start.index, "place": place_in_bidding(seen.calls, players),
                "estimated": {str(c.action): c.expected for c in choices},
                "realised": {a: statistics.fmean(g) for a, g in realised.items()}, "playouts": realised,
                "chosen": str(choices[0].action),
            })
            action = choices[0].action
        else:
            action = expert.choose(seen)
        deal.apply(action, s)
    return rows


def place_in_bidding(calls: Sequence[tuple[Any, Any]], players: int) -> str:
    """'round r, place p': which round of calls and how many spoke before in it."""
    rounds, place = 1, 0
    for seat, _ in calls:
        if seat is None:
            rounds, place = rounds + 1, 0
        else:
            place += 1
    return f"round {rounds}, place {place}"


def _job(args: tuple[dict[str, Any], int, list[Start], int]) -> list[Row]:
    rules_data, players, starts, repeats = args
    rules = RuleSet.from_dict(rules_data)
    return [row for start in starts for seat in range(players)
            for row in calls_of(rules, players, start, seat, repeats)]


def advantage(row: Row, key: str) -> float:
    return row[key]["play"] - row[key]["pass"]


def report(rows: list[Row], seat_deals: int) -> str:
    lines = []
    choose = [r for r in rows if {"play", "pass"} <= set(r["realised"])]
    lines.append(f"{len(rows)} calls with a choice; {len(choose)} between play and pass")
    lines.append("estimated advantage of play   calls   mean estimated   mean realised")
    bins: dict[int, list[Row]] = defaultdict(list)
    for r in choose:
        bins[max(-6, min(6, 2 * round(advantage(r, "estimated") / 2)))].append(r)
    for b in sorted(bins):
        group = bins[b]
        label = f"{'<= ' if b == -6 else '>= ' if b == 6 else ''}{b:+d}"
        estimated = statistics.fmean(advantage(r, "estimated") for r in group)
        realised = statistics.fmean(advantage(r, "realised") for r in group)
        lines.append(f"  {label:>27}   {len(group):5d}   {estimated:+14.2f}   {realised:+13.2f}")

    def earned(group: list[Row], shift: dict[str, float]) -> float:
        return sum(r["realised"]["play"] if advantage(r, "estimated") + shift.get(r["place"], 0.0) > 0
                   else r["realised"]["pass"] for r in group)

    base = fitted = 0.0
    for fold in (0, 1):
        train = [r for r in choose if r["deal"] % 2 != fold]
        test = [r for r in choose if r["deal"] % 2 == fold]
        misses: dict[str, list[float]] = defaultdict(list)
        for r in train:
            if abs(advantage(r, "estimated")) < 10:
                misses[r["place"]].append(advantage(r, "realised") - advantage(r, "estimated"))
        shift = {place: statistics.fmean(m) for place, m in misses.items()}
        base += earned(test, {})
        fitted += earned(test, shift)
    lines.append(f"the play-or-pass calls as estimated earn {base / seat_deals:+.3f} jetons per seat and deal; "
                 f"corrected by place (cross-validated): {fitted / seat_deals:+.3f}")
    # hindsight picks by all playouts but the last and is scored on the last, lest it profit from luck
    chosen = sum(r["playouts"][r["chosen"]][-1] for r in rows)
    hindsight = sum(r["playouts"][max(r["playouts"], key=lambda a: statistics.fmean(r["playouts"][a][:-1]))][-1]
                    for r in rows)
    lines.append(f"every call as chosen: {chosen / seat_deals:+.3f} per seat and deal; with hindsight: "
                 f"{hindsight / seat_deals:+.3f} (the value of seeing the cards at the call: "
                 f"{(hindsight - chosen) / seat_deals:+.3f})")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--players", type=int, default=4, choices=range(3, 8), metavar="3..7")
    parser.add_argument("--deals", type=int, default=600)
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--repeats", type=int, default=3, help="playouts per call (at least 2)")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--preset", default="le_gras_1739", choices=sorted(RuleSet.PRESETS))
    args = parser.parse_args(argv)
    if args.deals < 2:
        parser.error("--deals: at least 2 (the correction is fitted on half the deals and tried on the other)")
    if args.repeats < 2:
        parser.error("--repeats: at least 2 (hindsight is scored on a playout it did not choose by)")
    rules = RuleSet.PRESETS[args.preset]
    starts = deal_starts(rules, args.players, args.deals, args.seed)
    pieces = [starts[i::16] for i in range(16)]
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        chunks = pool.map(_job, [(rules.to_dict(), args.players, piece, args.repeats) for piece in pieces if piece])
    rows = [row for chunk in chunks for row in chunk]
    print(f"{args.preset}, {args.players} players, {len(starts)} deals from seed {args.seed}, "
          f"{args.repeats} playouts per call")
    print(report(rows, len(starts) * args.players))
    return 0


if __name__ == "__main__":
    sys.exit(main())
