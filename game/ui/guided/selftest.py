"""``python -m game --self-test --guided --game G``: the guided deal played headless through
the real scenes twice in one run, once taking every suggestion of the coach and once choosing
at random among the legal actions at every decision (the table's self-test driver), each to
the end panel.  Prints each run's frame figures as the self-test does; exits 0 only if both
passed: no error, the end reached, the followed run on the lesson's path to its last action,
and nothing written (no saved session, no record).
"""
from __future__ import annotations

import os
import shutil
import tempfile
import time
from typing import Any

from ..selftest import Driver, percentile


class FollowDriver(Driver):
    """Takes the coach's suggestion at every decision: its cards clicked (picked first where
    the decision asks for cards), then its button."""

    def __init__(self, seed: int) -> None:
        super().__init__(2, seed)
        self.followed = 0

    def __call__(self, app: Any) -> None:
        from .scene import GuidedScene

        scene = app.scene
        if not isinstance(scene, GuidedScene):
            return
        flow = scene.flow
        if flow.error:
            self.failure = flow.error
            app.quit()
            return
        prompt = scene.human_prompt()
        if prompt is None or prompt[0] == "continue":
            super().__call__(app)
            return
        target = scene.target()
        if target is None:
            self.failure = f"the coach's suggestion {scene.advice()} cannot be shown on the table"
            app.quit()
            return
        picked = getattr(scene.decision, "picked", 0) if target.button is not None else 0
        key = ("follow", id(flow.deal), flow.deal.ply, picked)
        if key == self.posted_for:
            self.stale += 1
            if self.stale < 90:
                return
        self.stale = 0
        self.posted_for = key
        waiting = [card for card in target.cards if not picked >> card & 1] if target.button is not None \
            else target.cards
        if waiting:
            for card in waiting:
                self._click(scene.places.card_rect(card).center)
            if target.button is None:
                self.inputs += 1
                self.followed += 1
            return
        self._click(target.button.rect.center)
        self.inputs += 1
        self.followed += 1


def _one(game: str, seed: int, follow: bool, speed: str, started: float) -> tuple[str | None, list[str]]:
    """One run: (failure or None, its lines of figures)."""
    home = tempfile.mkdtemp(prefix="la-bete-guided-")
    os.environ["LA_BETE_HOME"] = home
    from ...settings import Settings
    from .. import games
    from ..app import App
    from ..title_scene import TitleScene
    from .scene import GuidedScene

    settings = Settings(game=game, animation=speed, ai_pause=0.05)
    app = App(settings, size=(1280, 800), seed=seed, started=started, save_settings=False)
    driver = FollowDriver(seed) if follow else Driver(2, seed)
    app.hooks.append(driver)
    app.push(TitleScene(app))
    scene = GuidedScene(app, game)
    app.push(scene)
    limit = 60.0 + games.ui(game).deal_seconds * 2
    failure = None
    try:
        app.run(max_seconds=limit)
    except Exception as exc:  # report, then fail
        import traceback

        traceback.print_exc()
        failure = f"{type(exc).__name__}: {exc}"
    failure = failure or driver.failure
    if failure is None and not driver.done:
        failure = f"the guided deal did not reach its end in {limit:.0f} s"
    coach, flow = scene.coach, scene.flow
    if failure is None and follow:
        done = flow.session.game.deal_actions(flow.deal) if flow.deal is not None else []
        if coach.diverged or tuple(done) != coach.lesson.script:
            failure = f"following the coach left the lesson's path after {len(done)} actions"
    app.close()
    import pygame

    pygame.quit()
    written = sorted(name for _d, _s, files in os.walk(home) for name in files if not name.startswith("settings"))
    shutil.rmtree(home, ignore_errors=True)
    if failure is None and written:
        failure = f"the guided deal wrote {', '.join(written)}"
    frames = app.frame_times[3:]
    moving = [t for t, busy in zip(app.frame_times[3:], app.frame_busy[3:]) if busy]
    watch = app.frame_watch
    how = f"following the coach ({getattr(driver, 'followed', 0)} suggestions taken)" if follow else \
        f"choosing at random ({driver.illegal_tried} illegal tried, {driver.illegal_shown} refused with the rule named)"
    lines = [
        f"guided {game}, {how}: {driver.inputs} inputs, {len(app.frame_times)} frames, "
        f"{'diverged from' if coach.diverged else 'on'} the lesson's path",
        f"frame ms: p50 {percentile(frames, 50):.1f} p99 {percentile(frames, 99):.1f}",
        f"while animating ({len(moving)} frames): p50 {percentile(moving, 50):.1f} p99 {percentile(moving, 99):.1f}"
        f" max {max(moving, default=0):.1f} ms",
        f"frames after the first second: {watch.over_33} over 33 ms, {watch.over_50} over 50 ms"
        f" ({watch.cpu_over_50} with over 50 ms of processor time)",
        watch.line(),
    ]
    return failure, lines


def run(game: str, seed: int = 1, speed: str = "fast", started: float | None = None) -> int:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from ... import i18n

    started = started if started is not None else time.perf_counter()
    failures = []
    for follow in (True, False):
        failure, lines = _one(game, seed, follow, speed, started)
        for line in lines:
            print(line)
        if failure:
            print(f"  FAILED: {failure}")
            failures.append(failure)
        started = time.perf_counter()
    print(f"language: {i18n.language()} ({i18n._('New game')})")
    if failures:
        print(f"guided self-test FAILED: {len(failures)} of 2 runs")
        return 1
    print("guided self-test passed")
    return 0


__all__ = ["FollowDriver", "run"]
