"""The window, the scene stack and the main loop.

The loop runs at up to 60 frames a second while something moves (an animation, a
computer player thinking, a hover easing) and otherwise waits for input, redrawing once a
second.  Frame times (events, update, draw and flip, without the sleep) are kept
for the self-test's figures.
"""
from __future__ import annotations

import gc
import os
import sys
import time
from typing import Callable

import pygame

from ..crash import crash_on_purpose, require_a_visible_display
from .. import i18n
from ..settings import Settings
from .resources import res, reset, window_icon

FPS = 60
IDLE_WAIT_MS = 1000
IDLE_POLL_S = 1 / FPS


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
        self.frames = 0
        self.hooks: list[Callable[["App"], None]] = []
        self.errors: list[str] = []
        self.clock = pygame.time.Clock()
        self.fps = FPS  # frames a second at most; 0 lifts the cap (tests that need many frames)
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
        if self.save_settings_enabled:
            try:
                self.settings.save()
            except OSError as exc:
                self.report(f"la-bete: cannot save settings: {exc.strerror}")
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

    def fit(self, scene: Scene) -> None:
        """Lay ``scene`` out for the window's size, if it was laid out for another."""
        if getattr(scene, "_fitted", None) != (self.size, self.scale):
            scene._fitted = (self.size, self.scale)
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
        """Take every scene off the stack, each letting go of what it holds."""
        while self.scenes:
            self.scenes.pop().on_exit()

    # ----------------------------------------------------------------- loop
    def run(self, max_frames: int | None = None, max_seconds: float | None = None) -> None:
        self.running = True
        last = time.perf_counter()
        deadline = None if max_seconds is None else last + max_seconds
        while self.running and self.scenes:
            start = time.perf_counter()
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
            dt = min(0.1, now - last)
            last = now
            scene = self.scenes[-1]
            scene.update(dt)
            if not self.running or not self.scenes:
                break
            self._draw()
            pygame.display.flip()
            end = time.perf_counter()
            if self.first_frame is None:
                self.first_frame = end - self.started
                crash_on_purpose("frame")
            elif self.frames == 1:
                res().preload_sounds()  # after the first frame is on screen, not before
                gc.collect()
                gc.freeze()  # start-up's objects need no more collecting: shorter pauses later
            self.frame_times.append((end - start) * 1000)
            self.frame_busy.append(scene.busy())
            self.frames += 1
            if max_frames is not None and self.frames >= max_frames:
                break
            if deadline is not None and end > deadline:
                break
            if scene.busy() or self.hooks:
                self.clock.tick(self.fps)
            else:
                self._pending.extend(self._wait_for_input())
                self.clock.tick(self.fps)
        self.running = False

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
            if getattr(scene, "_fitted", None) != (self.size, self.scale):
                self.fit(scene)  # the interface scale changed under it
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
