"""``python -m game --self-test``: play deals headless through the real scenes and loop.

The person's seat is fed random legal input as posted mouse and key events (clicks on
cards and buttons, number keys, arrows and Enter; the decision panel's buttons and keys,
with cards picked first where the game asks for them, as for an exchange, by click or
number key), with an occasional illegal card to check that the engine's message is shown.  Exits 0 only if every deal finished,
no error was raised, jetons were conserved, every bundled asset was found and readable,
and a worker process started the way the computer players' workers start (spawn) answered;
prints frame times and time to first frame, the frames over 33 and 50 ms after the first
second and what the slowest of them was doing.  In a frozen build this is the check that the
build is whole (``build.spec``; the packaging test runs it).
"""
from __future__ import annotations

import os
import random
import sys
import tempfile
import time
from typing import Callable

from ..percentiles import percentile


class Driver:
    """Posts input for the person whenever the table waits for it."""

    def __init__(self, deals: int, seed: int, log: Callable[[str], None] | None = None) -> None:
        self.deals = deals
        self.rng = random.Random(seed)
        self.log = log or (lambda s: None)
        self.posted_for: object = None
        self.illegal_tried = 0
        self.illegal_shown = 0
        self.inputs = 0
        self.started_game = False
        self.done = False
        self.failure: str | None = None
        self.finished_deals = 0
        self._check_toast = False
        self.stale = 0
        self.talks = 0  # the person's decisions with cards to pick, and those with cards picked
        self.exchanges = 0

    def __call__(self, app) -> None:
        import pygame

        from .table.scene import TableScene
        from .title_scene import TitleScene

        scene = app.scene
        if isinstance(scene, TitleScene):
            if not self.started_game and scene.buttons and scene.buttons[0].rect.width > 10:
                self.started_game = True
                self._click(scene.buttons[0].rect.center)
            return
        if not isinstance(scene, TableScene):
            return
        flow = scene.flow
        if flow.error:
            self.failure = flow.error
            app.quit()
            return
        self.finished_deals = flow.deals_seen
        prompt = scene.human_prompt()
        if prompt is None:
            return
        kind, items = prompt
        if self._check_toast:
            self._check_toast = False
            if flow.toast:
                self.illegal_shown += 1
        deal = flow.deal
        key = (kind, id(deal), deal.ply if deal is not None else None, flow.state, flow.deals_seen)
        if key == self.posted_for:
            self.stale += 1
            if self.stale < 90:  # the input may still be on its way; after that, try again
                return
        self.stale = 0
        if kind == "continue":
            if flow.deals_seen >= self.deals or flow.state == "over":
                self.done = True
                app.quit()
                return
            self.posted_for = key
            if self.rng.random() < 0.5:
                self._click(items[0].center)
            else:
                self._key(pygame.K_RETURN)
            return
        self.posted_for = key
        self.inputs += 1
        if kind == "choose":
            label, rect, k = self.rng.choice(items)
            self._press(rect, k)
            return
        if kind == "pick":
            self._pick(*items)
            return
        # cards: (card, rect, legal, index)
        legal = [it for it in items if it[2]]
        illegal = [it for it in items if not it[2]]
        if illegal and self.rng.random() < 0.25:
            card, rect, _, _ = self.rng.choice(illegal)
            self.illegal_tried += 1
            self._click(rect.center)
            self._check_toast = True
            self.posted_for = ("illegal", key)  # the table still waits: post a legal card next frame
            return
        card, rect, _, index = self.rng.choice(legal)
        how = self.rng.random()
        if how < 0.4:
            self._move(rect.center)
            self._click(rect.center)
        elif how < 0.7:
            self._key(pygame.K_1 + index)
        else:
            # arrows from the card now selected to the chosen one, then Enter
            now = scene.hand.selected
            if now < 0:
                presses, k = index + 1, pygame.K_RIGHT
            else:
                presses = abs(index - now)
                k = pygame.K_RIGHT if index > now else pygame.K_LEFT
            for _ in range(presses):
                self._key(k)
            self._key(pygame.K_RETURN)

    def _press(self, rect, key: int) -> None:
        """A button, by click or by its key."""
        if self.rng.random() < 0.5:
            self._click(rect.center)
        else:
            self._key(key)

    def _pick(self, buttons: list, cards: list, most: int, confirm: int) -> None:
        """A decision with cards to pick: mostly confirm (first picking cards), sometimes another button."""
        import pygame

        self.talks += 1
        play = [b for b in buttons if b[2] == confirm]
        others = [b for b in buttons if b[2] != confirm]
        if play and (not others or self.rng.random() < 0.6):
            if most:
                chosen = self.rng.sample(cards, self.rng.randint(0, min(most, len(cards))))
                for card, rect, index in chosen:
                    if self.rng.random() < 0.5:
                        self._click(rect.center)
                    else:
                        self._key(pygame.K_1 + index)
                self.exchanges += bool(chosen)
            label, rect, key = play[0]
            if self.rng.random() < 0.3:
                key = pygame.K_RETURN
            self._press(rect, key)
            return
        label, rect, key = self.rng.choice(others)
        if cards and self.rng.random() < 0.5:  # a button may use the cards picked (a dealer laying one)
            card, card_rect, index = self.rng.choice(cards)
            self._click(card_rect.center)
        self._press(rect, key)

    def _click(self, pos) -> None:
        import pygame

        pos = (int(pos[0]), int(pos[1]))
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
        pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))

    def _move(self, pos) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                             buttons=(0, 0, 0)))

    def _key(self, key: int) -> None:
        import pygame

        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))


def _worker_task() -> tuple[str, str]:
    """A little of what a worker does: load the computer players and the rules."""
    from ..ai import make_player
    from ..engine.games import DEFAULT, spec

    return type(make_player("heuristic", 1)).__name__, spec(DEFAULT).rules().preset


def _worker_answer(answers) -> None:
    """Runs in the worker process."""
    answers.put(_worker_task())


def probe_worker(timeout: float = 30.0) -> tuple[str | None, float]:
    """Start a worker process (spawn, as the computer players' workers are) and wait for its answer.

    The answer comes back through a multiprocessing queue, which also needs the locks and,
    on POSIX, the resource tracker process.  Returns (failure or None, seconds taken).
    """
    import multiprocessing
    import queue

    begun = time.perf_counter()
    context = multiprocessing.get_context("spawn")
    answers = context.Queue()
    process = context.Process(target=_worker_answer, args=(answers,), name="la-bete-probe", daemon=True)
    try:
        process.start()
        answer = answers.get(timeout=timeout)
        process.join(timeout)
    except queue.Empty:
        return f"the worker process did not answer in {timeout:.0f} s", time.perf_counter() - begun
    except (OSError, EOFError, RuntimeError) as exc:
        return f"the worker process failed: {type(exc).__name__}: {exc}", time.perf_counter() - begun
    finally:
        if process.is_alive():
            process.kill()
        answers.close()
    if answer != _worker_task() or process.exitcode != 0:
        return f"the worker process answered {answer!r} and ended with {process.exitcode}", time.perf_counter() - begun
    return None, time.perf_counter() - begun


IDLE_SECONDS = 3.0


def _idle_cpu(app) -> float:
    """Per cent of one core the loop uses while nothing moves and nobody types."""
    def settled(app) -> None:  # let a message fade or a card settle first
        if app.scene is None or not app.scene.busy():
            app.quit()

    app.hooks[:] = [settled]
    app.run(max_seconds=10)
    app.hooks.clear()
    cpu, wall = time.process_time(), time.perf_counter()
    app.run(max_seconds=IDLE_SECONDS)
    return 100 * (time.process_time() - cpu) / max(time.perf_counter() - wall, 1e-9)


def run(deals: int = 2, seed: int = 1, players: int = 4, started: float | None = None,
        speed: str = "fast", timeout: float | None = None, preset: str | None = None, game: str | None = None) -> int:
    """Play ``deals`` deals of ``game`` (the first the window offers if None) with ``preset`` (the
    game's default if None)."""
    started = started if started is not None else time.perf_counter()
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    home = tempfile.mkdtemp(prefix="la-bete-selftest-")
    os.environ["LA_BETE_HOME"] = home
    from .. import i18n
    from ..settings import Settings
    from . import games
    from .app import App
    from .table.scene import TableScene
    from .title_scene import TitleScene

    game = game or games.DEFAULT
    allowed = games.players_allowed(game)
    players = min(max(players, allowed[0]), allowed[-1])  # the self-test's usual four, where the game seats them
    settings = Settings(game=game, animation=speed, ai_pause=0.05, rounds=max(1, -(-deals // players)))
    settings = settings.with_players(players)
    if preset is not None:
        settings = settings.with_rule("preset", preset, game)
    app = App(settings, size=(1280, 800), seed=seed, started=started, save_settings=False)
    driver = Driver(deals, seed)
    app.hooks.append(driver)
    app.push(TitleScene(app))
    limit = timeout if timeout is not None else 40.0 + games.ui(game).deal_seconds * deals
    failure = None
    try:
        app.run(max_seconds=limit)
    except Exception as exc:  # report, then fail
        import traceback

        traceback.print_exc()
        failure = f"{type(exc).__name__}: {exc}"
    table = next((s for s in app.scenes if isinstance(s, TableScene)), None)
    frames = app.frame_times[3:]
    p50, p99 = percentile(frames, 50), percentile(frames, 99)
    moving = [t for t, busy in zip(app.frame_times[3:], app.frame_busy[3:]) if busy]
    first = app.first_frame or 0.0
    if failure is None:
        failure = driver.failure
    if failure is None and not driver.done:
        failure = f"only {driver.finished_deals} of {deals} deals finished in {limit:.0f} s"
    idle = None
    if failure is None:
        idle = _idle_cpu(app)
    if failure is None and table is not None:
        failure = table.ui.account.check(table.flow.session, table.flow.fiche_value)
        if driver.illegal_tried and not driver.illegal_shown:
            failure = "an illegal card was tried but no message named the rule"
    import shutil

    import pygame

    from .resources import ASSETS, check_assets

    missing_assets = check_assets()
    app.close()  # as the game quits: the table lets go of its worker and the saves are written
    pygame.quit()
    shutil.rmtree(home, ignore_errors=True)
    worker_failure, worker_seconds = probe_worker()
    if failure is None and missing_assets:
        failure = f"{len(missing_assets)} assets missing or unreadable under {ASSETS}: {'; '.join(missing_assets[:5])}"
    if failure is None and worker_failure:
        failure = worker_failure
    print(f"self-test: {driver.finished_deals} deals, {driver.inputs} inputs by the person "
          f"({driver.illegal_tried} illegal tried, {driver.illegal_shown} refused with the rule named), {len(app.frame_times)} frames")
    if driver.talks:
        print(f"talk: {driver.talks} turns of the person, {driver.exchanges} with cards changed")
    print(f"frame ms: p50 {p50:.1f} p99 {p99:.1f}")
    print(f"while animating ({len(moving)} frames): p50 {percentile(moving, 50):.1f} p99 {percentile(moving, 99):.1f}"
          f" max {max(moving, default=0):.1f} ms")
    watch = app.frame_watch
    print(f"frames after the first second: {watch.over_33} over 33 ms, {watch.over_50} over 50 ms"
          f" ({watch.cpu_over_50} with over 50 ms of processor time)")
    print(watch.line())
    print(f"first frame: {first * 1000:.0f} ms after launch")
    # a word of the catalog, so that a build which lost its catalogs says it here
    print(f"language: {i18n.language()} ({i18n._('New game')})")
    if idle is not None:
        print(f"idle cpu: {idle:.1f}% of one core while the table waits for the person")
    print(f"assets: {'all found' if not missing_assets else f'{len(missing_assets)} missing'} under {ASSETS}")
    print(f"worker process: {'answered' if not worker_failure else 'FAILED'} in {worker_seconds * 1000:.0f} ms")
    if failure:
        print(f"self-test FAILED: {failure}")
        return 1
    print("self-test passed")
    return 0


if __name__ == "__main__":
    sys.exit(run())
