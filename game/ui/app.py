"""The window, the scene stack and the main loop.

The loop runs at up to 60 frames a second while something moves (an animation, a
computer player thinking, a hover easing) and otherwise waits for input, redrawing once a
second.  Frame times (events, update, draw and flip, without the sleep) are kept
for the self-test's figures, and :class:`FrameWatch` says what the slowest frame was doing.
The app's :class:`~game.writer.Writer` writes the game's files off the frame; the app
waits for it only when the table closes and when it quits.
"""
from __future__ import annotations

import gc
import importlib
import os
import sys
import time
from typing import Callable

import pygame

from .. import storage
from ..crash import crash_on_purpose
from ..crash_window import require_a_visible_display
from .. import i18n
from ..settings import Settings
from ..writer import Writer
from .resources import res, reset, window_icon

FPS = 60
IDLE_WAIT_MS = 1000
IDLE_POLL_S = 1 / FPS
#: Seconds the app waits for its files to be written when the table closes or it quits.
FLUSH_TIMEOUT_S = 10.0
#: The scenes opened from the title and the table, imported once the first frame is on
#: screen rather than in the frame of the click that opens them (an import that compiles
#: its module, as where no bytecode is cached, takes tens of milliseconds).
LATER_SCENES = ("table.scene", "table.overlays", "dialogs", "ledger_scene", "rules_scene", "settings_scene",
                "stats_scene")


class FrameWatch:
    """The frames over 33 and 50 ms once the first second is past, and the slowest of them
    with the time each part of it took, so that a hitch is found by reading one line.
    Beside them the processor time the loop's thread had in that frame: far less than the
    frame's length means the thread was waiting (for the processor, which other programs
    held, or for a lock), not working.

    The first second is left out because it pays for start-up once (fonts, the first
    faces, the mixer); a hitch after it is one the player sees in every deal.  Constant
    memory: a long evening at the table keeps only these figures.
    """

    PARTS = ("input", "update", "draw", "flip", "save")
    SETTLE_S = 1.0

    def __init__(self) -> None:
        self.over_33 = 0
        self.over_50 = 0
        self.cpu_over_50 = 0  # frames in which the loop's thread itself worked over 50 ms
        self.slowest_ms = 0.0
        self.slowest_parts: dict[str, float] = {}
        self.slowest_cpu_ms = 0.0
        self.parts: dict[str, float] = dict.fromkeys(self.PARTS, 0.0)  # the current frame's, in seconds
        self._save_charged = 0.0

    def begin(self) -> None:
        for part in self.PARTS:
            self.parts[part] = 0.0
        self._save_charged = 0.0

    def took(self, part: str, seconds: float) -> None:
        """Charge ``part`` of the current frame with ``seconds``, less the saving done inside
        it (which the table reported with ``took("save", ...)``)."""
        if part == "save":
            self.parts[part] += seconds
            return
        inside = self.parts["save"] - self._save_charged
        self._save_charged = self.parts["save"]
        self.parts[part] += seconds - inside

    def end(self, total_s: float, cpu_s: float, settled: bool) -> None:
        ms = total_s * 1000
        if not settled:
            return
        self.over_33 += ms > 33
        self.over_50 += ms > 50
        self.cpu_over_50 += cpu_s > 0.050
        if ms > self.slowest_ms:
            self.slowest_ms = ms
            self.slowest_parts = {part: s * 1000 for part, s in self.parts.items()}
            self.slowest_cpu_ms = cpu_s * 1000

    def line(self) -> str:
        """``slowest frame after 1 s: 41.2 ms (update 9.0, draw 30.1, flip 1.1, save 0.0, input 0.2; cpu 40.8)``"""
        parts = ", ".join(f"{part} {self.slowest_parts.get(part, 0.0):.1f}" for part in
                          ("update", "draw", "flip", "save", "input"))
        return f"slowest frame after 1 s: {self.slowest_ms:.1f} ms ({parts}; cpu {self.slowest_cpu_ms:.1f})"


#: The window's title, class and the application's name.
WINDOW_NAME = "La Bête"
#: The window's size on an ordinary screen.
BASE_SIZE = (1280, 800)


def window_size(desktops: list[tuple[int, int]]) -> tuple[int, int]:
    """1280x800, or on a large screen (a 4K one) a window in proportion to it: two thirds
    of its width, in the table's proportions, within its height."""
    if not desktops:
        return BASE_SIZE
    dw, dh = desktops[0]
    w = max(BASE_SIZE[0], int(dw * 2 / 3))
    h = int(w * BASE_SIZE[1] / BASE_SIZE[0])
    if h > dh * 0.85:
        h = max(BASE_SIZE[1], int(dh * 0.85))
        w = int(h * BASE_SIZE[0] / BASE_SIZE[1])
    return (w, h) if w <= dw and h <= dh else BASE_SIZE


class Scene:
    """One screen.  The top scene of the stack gets the events and is drawn."""

    app: "App"
    opaque = True

    def __init__(self, app: "App") -> None:
        self.app = app

    def on_enter(self) -> None: ...

    def on_exit(self) -> None:
        """The scene leaves the stack for good: let go of what it holds (processes, files)."""

    def on_resize(self, size: tuple[int, int]) -> None: ...

    def handle(self, event: pygame.event.Event) -> None: ...

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface) -> None: ...

    def busy(self) -> bool:
        """True while something moves, so the loop must not sleep."""
        return False


class App:
    def __init__(self, settings: Settings | None = None, size: tuple[int, int] | None = (1280, 800), demo: bool = False,
                 seed: int | None = None, started: float | None = None, report: Callable[[str], None] | None = None,
                 save_settings: bool = True) -> None:
        self.started = started if started is not None else time.perf_counter()
        self.notices: list[tuple[str, float]] = []
        self._report_to = report
        self.writer = Writer()  # the session and the record are written off the frame
        self.settings = settings if settings is not None else Settings.load(report=self.report)
        i18n.apply(self.settings.language)
        self.save_settings_enabled = save_settings
        self.demo = demo
        self.seed = seed
        self.window_size = size
        # The table is drawn in memory and only copied to the window: SDL's default of
        # presenting that copy through a GPU renderer costs 5-10 ms a frame where the
        # renderer is emulated (Xvfb, remote desktops, virtual machines) and buys nothing.
        os.environ.setdefault("SDL_FRAMEBUFFER_ACCELERATION", "0")
        # the window's class and the application's name, as desktops list them
        for hint in ("SDL_VIDEO_X11_WMCLASS", "SDL_VIDEO_WAYLAND_WMCLASS", "SDL_APP_NAME"):
            os.environ.setdefault(hint, WINDOW_NAME)
        pygame.display.init()
        require_a_visible_display()
        if size is None:
            size = self.window_size = window_size(pygame.display.get_desktop_sizes())
        pygame.font.init()
        reset()
        pygame.display.set_caption(WINDOW_NAME, WINDOW_NAME)
        icon = window_icon()
        if icon is not None:
            pygame.display.set_icon(icon)  # before the window opens, so it never shows pygame's snake
        self.fullscreen = False
        self.screen = self._set_mode(size, self.settings.fullscreen)
        self.scenes: list[Scene] = []
        self.running = False
        self.frame_times: list[float] = []
        self.frame_busy: list[bool] = []
        self.first_frame: float | None = None
        self.frame_watch = FrameWatch()
        self._first_frame_end = 0.0
        self.frames = 0
        self.hooks: list[Callable[["App"], None]] = []
        self.errors: list[str] = []
        self.clock = pygame.time.Clock()
        self.fps = FPS  # frames a second at most; 0 lifts the cap (tests that need many frames)
        #: The seconds a frame stands for, when set: the animations and the computers' pace
        #: advance by frames, not by the clock (a screenshot run plays a deal at speed in a
        #: fraction of its seconds; see :meth:`run_by_frames`).
        self.step: float | None = None
        self._pending: list[pygame.event.Event] = []
        r = res()
        r.volume = self.settings.volume
        r.muted = self.settings.muted
        r.scale = self.scale
        pygame.key.set_repeat(350, 60)

    def report(self, message: str) -> None:
        """A one-line notice for the person (a file set aside, a save that failed): the
        title shows it, and it goes to stderr for whoever started the game from a terminal."""
        self.notices.append((message, time.perf_counter()))
        if self._report_to is not None:
            self._report_to(message)
        else:
            print(message, file=sys.stderr)

    # ----------------------------------------------------------------- window
    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
                self.fullscreen = True
                return screen
            except pygame.error:
                pass
        self.fullscreen = False
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        if not self.fullscreen:
            self.window_size = self.screen.get_size()
        self.screen = self._set_mode(self.window_size, not self.fullscreen)
        self.settings = self.settings.replace(fullscreen=self.fullscreen)
        self.save_settings()
        self._resized()

    def _resized(self) -> None:
        self.screen = pygame.display.get_surface()
        if self.scenes:
            self.fit(self.scenes[-1])  # the others are fitted when they come back on top

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()

    def save_settings(self) -> None:
        """The settings to their file, by the writer (off the frame: a change in the
        settings scene or F11 never waits for the disk); a failure is told in one line."""
        if self.save_settings_enabled:
            self.writer.write(self.settings.path(), storage.json_text(self.settings.to_dict()), "the settings")
        r = res()
        r.volume, r.muted = self.settings.volume, self.settings.muted

    @property
    def scale(self) -> float:
        """The interface scale the settings ask for (text and cards), as a factor."""
        return self.settings.ui_scale / 100

    # ----------------------------------------------------------------- scenes
    @property
    def scene(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    def push(self, scene: Scene) -> None:
        self.scenes.append(scene)
        self.fit(scene)
        scene.on_enter()

    def fitting(self) -> tuple:
        """What a scene is laid out for: the window's size, the interface scale and the
        language (a button is as wide as its words)."""
        return self.size, self.scale, i18n.language()

    def fit(self, scene: Scene) -> None:
        """Lay ``scene`` out for the window's size, if it was laid out for another."""
        if getattr(scene, "_fitted", None) != self.fitting():
            scene._fitted = self.fitting()
            res().scale = self.scale
            scene.on_resize(self.size)

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        if self.scenes:
            self.fit(self.scenes[-1])
            self.scenes[-1].on_enter()
        else:
            self.running = False

    def replace(self, scene: Scene) -> None:
        if self.scenes:
            self.scenes.pop().on_exit()
        self.push(scene)

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        """Take every scene off the stack, each letting go of what it holds, and see the
        files written: the one place the app waits for its writer, as it quits."""
        while self.scenes:
            self.scenes.pop().on_exit()
        if not self.writer.close(FLUSH_TIMEOUT_S):
            self.report(f"la-bete: the game was still being saved after {FLUSH_TIMEOUT_S:g} s")
        self._report_write_errors()

    def flush(self) -> None:
        """Wait for the files handed to the writer to be written, and report what failed."""
        if not self.writer.flush(FLUSH_TIMEOUT_S):
            self.report(f"la-bete: the game was still being saved after {FLUSH_TIMEOUT_S:g} s")
        self._report_write_errors()

    def _report_write_errors(self) -> None:
        for message in self.writer.take_errors():
            self.report(message)

    # ----------------------------------------------------------------- loop
    def run(self, max_frames: int | None = None, max_seconds: float | None = None) -> None:
        self.running = True
        last = time.perf_counter()
        deadline = None if max_seconds is None else last + max_seconds
        watch = self.frame_watch
        while self.running and self.scenes:
            start, cpu = time.perf_counter(), time.thread_time()
            watch.begin()
            self._report_write_errors()
            for hook in list(self.hooks):
                hook(self)
            events = self._pending + pygame.event.get()
            self._pending = []
            for event in events:
                self._dispatch(event)
                if not self.running or not self.scenes:
                    break
            if not self.running or not self.scenes:
                break
            now = time.perf_counter()
            watch.took("input", now - start)
            dt = self.step if self.step is not None else min(0.1, now - last)
            last = now
            scene = self.scenes[-1]
            scene.update(dt)
            if not self.running or not self.scenes:
                break
            drawn = time.perf_counter()
            watch.took("update", drawn - now)
            self._draw()
            flipped = time.perf_counter()
            watch.took("draw", flipped - drawn)
            pygame.display.flip()
            end = time.perf_counter()
            watch.took("flip", end - flipped)
            if self.first_frame is None:
                self.first_frame = end - self.started
                self._first_frame_end = end
                crash_on_purpose("frame")
            elif self.frames == 1:
                res().preload_sounds()  # after the first frame is on screen, not before
                for name in LATER_SCENES:
                    importlib.import_module(f"{__package__}.{name}")
                gc.collect()
                gc.freeze()  # start-up's objects need no more collecting: shorter pauses later
            settled = start - self._first_frame_end > FrameWatch.SETTLE_S
            watch.end(end - start, time.thread_time() - cpu, settled)
            self.frame_times.append((end - start) * 1000)
            self.frame_busy.append(scene.busy())
            self.frames += 1
            if max_frames is not None and self.frames >= max_frames:
                break
            if deadline is not None and end > deadline:
                break
            if self.step is not None:
                self.writer.flush(FLUSH_TIMEOUT_S)  # by frames, the disk keeps up with the frames
            if scene.busy() or self.hooks or self.step is not None:
                self.clock.tick(self.fps)
            else:
                self._pending.extend(self._wait_for_input())
                self.clock.tick(self.fps)
        self.running = False

    def run_by_frames(self, fps: int = 60) -> None:
        """Time goes by frames from now on: each frame stands for ``1/fps`` of a second and
        none waits, for the clock or for input (the screenshot runs).  Each waits instead for
        what the writer was given: a loop that never sleeps would leave the writer's thread
        hardly a turn (the GIL), and a table waiting for its save would wait thousands of
        frames for each action."""
        self.step = 1 / fps
        self.fps = 0

    @staticmethod
    def _wait_for_input() -> list[pygame.event.Event]:
        """Events as soon as some arrive, or none after IDLE_WAIT_MS.

        ``pygame.event.wait`` polls the queue every millisecond, which alone costs a few
        per cent of a core; looking once a frame keeps an idle table near nothing at the
        price of at most a frame's delay.
        """
        give_up = time.perf_counter() + IDLE_WAIT_MS / 1000
        while True:
            events = pygame.event.get()
            if events or time.perf_counter() >= give_up:
                return events
            time.sleep(IDLE_POLL_S)

    def _draw(self) -> None:
        # draw from the last opaque scene up, so that overlays show the table beneath
        first = len(self.scenes) - 1
        while first > 0 and not self.scenes[first].opaque:
            first -= 1
        r = res()
        for scene in self.scenes[first:]:
            if getattr(scene, "_fitted", None) != self.fitting():
                self.fit(scene)  # the interface scale or the language changed under it
            r.scale = scene.text_scale() if hasattr(scene, "text_scale") else self.scale
            scene.draw(self.screen)

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            if event.type == pygame.VIDEORESIZE and not self.fullscreen:
                w, h = max(640, event.w), max(400, event.h)
                if (w, h) != (event.w, event.h):
                    self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            self._resized()
            return
        if self.scenes:
            self.scenes[-1].handle(event)
