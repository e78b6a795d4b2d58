"""What the expert's card play loses as it weighs more worlds: the yardstick of how far more
thinking would take it, cheaper and steadier than an arena at each count.

Heuristic players play ``--deals`` deals of ``--game``; at each card decision of every seat
with a real choice, the expert's one evaluation (``AiSpec.evaluate``) picks a card at each
count of ``--worlds``, and the open hand's evaluation of the true deal
(``AiSpec.evaluate_open``) scores every card.  A pick's **hindsight loss** is the open
hand's best figure less the figure of the card picked; the mean over the decisions, with
its 95% interval, is printed for each count (and how much less it is than at the first
count, paired decision by decision), beside the heuristic's own pick scored the same way,
and the mean decision time.  A loss that still falls from one count to the next
says more worlds would pay; one that is flat says the rest of the gap is in how a world is
weighed, not in how many.

    python tools/worlds_curve.py --game bete --players 4 --deals 30 --worlds 10 40 160 --seed 1
"""
from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai.evaluation import Effort  # noqa: E402
from game.ai.games import make_player, reveal, spec as ai_spec  # noqa: E402
from game.engine import Session  # noqa: E402
from game.engine.cards import Card  # noqa: E402
from game.engine.games import GAMES  # noqa: E402

#: The open hand's work on the true deal: one world, its own searches.
OPEN_EFFORT = Effort(worlds=32)


def interval(values: list[float]) -> str:
    mean = statistics.fmean(values)
    half = 1.96 * statistics.stdev(values) / len(values) ** 0.5 if len(values) > 1 else 0.0
    return f"{mean:.3f} (95% CI {mean - half:+.3f} .. {mean + half:+.3f})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/worlds_curve.py", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="bete")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--deals", type=int, default=30)
    parser.add_argument("--worlds", type=int, nargs="+", default=[10, 40, 160])
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    if args.players not in game.players_allowed():
        parser.error(f"--players: {args.game} is played by {', '.join(map(str, game.players_allowed()))}")
    ai = ai_spec(args.game)
    session = Session(game.rules(), args.players, args.seed, deals=args.deals)
    players = [make_player("heuristic", args.seed + seat) for seat in range(args.players)]
    losses: dict[int, list[float]] = {w: [] for w in args.worlds}
    times: dict[int, list[float]] = {w: [] for w in args.worlds}
    rule_of_thumb: list[float] = []
    while session.wants_deal:
        deal = session.next_deal()
        while not deal.is_over:
            seat = deal.to_act
            seen = deal.observation(seat)
            legal = deal.legal_actions()
            chosen = players[seat].choose(seen)
            if len(legal) > 1 and all(isinstance(a, Card) for a in legal):
                truth = {c.action: c.expected for c in ai.evaluate_open(seen, reveal(deal), OPEN_EFFORT, args.seed)}
                best = max(truth.values())
                rule_of_thumb.append(best - truth[chosen])
                for w in args.worlds:
                    start = time.perf_counter()
                    pick = ai.evaluate(seen, Effort(worlds=w), args.seed)[0].action
                    times[w].append((time.perf_counter() - start) * 1000)
                    losses[w].append(best - truth[pick])
            deal.apply(chosen, seat)
        session.finish_deal()
    print(f"{args.game}, {args.players} players, {args.deals} deals of seed {args.seed}: "
          f"{len(rule_of_thumb)} card decisions with a choice, scored by the open hand on the true deal")
    if not rule_of_thumb:
        return 1
    print(f"heuristic: mean hindsight loss {interval(rule_of_thumb)}")
    first = args.worlds[0]
    for w in args.worlds:
        paired = "" if w == first else \
            f"; less than at {first} worlds by {interval([a - b for a, b in zip(losses[first], losses[w])])}"
        print(f"expert, {w} worlds: mean hindsight loss {interval(losses[w])}{paired}; "
              f"{statistics.fmean(times[w]):.1f} ms a decision on average")
    return 0


if __name__ == "__main__":
    sys.exit(main())
