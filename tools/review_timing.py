"""How long the window's review of a whole deal takes, and the frames meanwhile.

    python tools/review_timing.py --game bete --deals 3 --seed 1
    python tools/review_timing.py --game besigue --deals 1 --seed 1 --size 960x600

Deals are played by the expert in every seat (``game.sim``'s sessions); for each deal the
review opens in the real window loop (SDL's dummy driver) over a warm worker, as it does
from the result panel, and the loop runs until every decision of seat 0 is weighed (each
evaluation and its hindsight at the table's effort).  Printed per deal: the decisions
weighed and the seconds the analysis took; then the frames drawn meanwhile (wall clock,
without the wait between frames: p50, p95, p99, the slowest and how many over 50 ms) and
the load average, since the figures depend on what else the machine does.
"""
from __future__ import annotations

import argparse
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def records(game: str, players: int, deals: int, seed: int, kind: str) -> list[dict]:
    """Deals played by ``kind`` in every seat, each with a decision or more for seat 0."""
    from game.ai import make_player, reveal
    from game.ai.game import SEES_EVERY_CARD
    from game.engine import Session
    from game.engine.games import spec
    from game.engine.record import deal_record
    from game.review.deal import spots

    engine = spec(game)
    session = Session(engine.rules.preset_named(engine.rules.DEFAULT_PRESET), players, seed, deals=10 * deals)
    player = make_player(kind, seed)
    out: list[dict] = []
    while session.wants_deal and len(out) < deals:
        deal = session.next_deal()
        while not deal.is_over:
            seen = deal.observation(deal.to_act)
            deal.apply(player.choose(seen, reveal(deal)) if kind in SEES_EVERY_CARD else player.choose(seen))
        record = deal_record(deal, session.seed)
        session.finish_deal()
        if spots(record, 0):
            out.append(record)
    return out


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] if ordered else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", default="bete")
    parser.add_argument("--players", type=int, default=None)
    parser.add_argument("--deals", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kind", default="heuristic", help="who plays the deals (default heuristic)")
    parser.add_argument("--size", default="1280x800")
    args = parser.parse_args(argv)
    import tempfile

    os.environ.setdefault("LA_BETE_HOME", tempfile.mkdtemp(prefix="la-bete-review-timing-"))
    import pygame

    from game.ai.evaluation import Effort
    from game.engine.games import spec
    from game.review.deal import spots
    from game.review.file import SharedDeal
    from game.settings import Settings
    from game.ui.app import App
    from game.ui.opponents import Opponents
    from game.ui.review.scene import ReviewScene
    from game.ui.table.scene import TableScene
    from game.ui.title_scene import TitleScene

    engine = spec(args.game)
    players = args.players or max(engine.min_players, min(4, engine.max_players))
    deals = records(args.game, players, args.deals, args.seed, args.kind)
    size = tuple(int(v) for v in args.size.split("x"))
    app = App(Settings(game=args.game, animation="fast"), size=size, seed=args.seed, save_settings=False)
    computers = Opponents("expert", args.seed)
    frames: list[float] = []
    cpu: list[float] = []  # the loop's own processor time a frame (what the frame costs without the machine's load)
    try:
        app.push(TitleScene(app))
        app.run(max_frames=2)
        # the worker warm, as the table's is when its result offers the review
        spot = spots(deals[0], 0)[0]
        computers.ask_evaluation(spot.observation, Effort(worlds=1), 0, (spot.taken,))
        while computers.poll_evaluation() is None:
            time.sleep(0.02)
        for record in deals:
            scene = ReviewScene(app, SharedDeal(record, None, 0, "expert", ()), TableScene, computers=computers)
            first = len(app.frame_times)
            began = time.perf_counter()
            app.push(scene)
            ticks: list[float] = []

            def watch(app: App, scene: ReviewScene = scene, ticks: list[float] = ticks) -> None:
                ticks.append(time.thread_time())
                if scene.analyst.finished:
                    app.quit()

            app.hooks.append(watch)
            app.run(max_seconds=300)
            cpu += [1000 * (b - a) for a, b in zip(ticks, ticks[1:])]
            app.hooks.clear()
            took = time.perf_counter() - began
            frames += app.frame_times[first:]
            print(f"deal {record['deal']}: {scene.analyst.total} decisions weighed in {took:.2f} s"
                  + (f" (failed: {scene.analyst.failed})" if scene.analyst.failed else ""), flush=True)
            app.pop()
    finally:
        computers.close()
        app.close()
        pygame.quit()
    over = sum(f > 50 for f in frames)
    print(f"frames during the analysis: {len(frames)}, p50 {percentile(frames, 0.5):.1f} ms, "
          f"p95 {percentile(frames, 0.95):.1f} ms, p99 {percentile(frames, 0.99):.1f} ms, "
          f"slowest {max(frames, default=0):.1f} ms, over 50 ms: {over}")
    print(f"processor time a frame: p50 {percentile(cpu, 0.5):.1f} ms, p99 {percentile(cpu, 0.99):.1f} ms, "
          f"most {max(cpu, default=0):.1f} ms")
    print("load average: " + " ".join(f"{x:.2f}" for x in os.getloadavg()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
