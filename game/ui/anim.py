"""Tweens with easing, grouped in steps that play one after another.

A :class:`Step` is a set of tweens and timed calls that run together (each with its own
delay); the :class:`Timeline` plays steps in order.  ``skip()`` finishes the current step
at once, applying every tween's end and every call in time order, so that a click never
loses a change of state.
"""
from __future__ import annotations

import math
from collections import deque
from typing import Any, Callable


def ease_in_out(t: float) -> float:
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class Tween:
    """Move the numeric attributes of ``obj`` to ``targets`` after ``delay`` over ``duration``."""

    __slots__ = ("obj", "targets", "start", "delay", "duration", "ease", "done", "arc")

    def __init__(self, obj: Any, targets: dict[str, float], delay: float, duration: float,
                 ease: Callable[[float], float] = ease_in_out, arc: float = 0.0) -> None:
        self.obj = obj
        self.targets = targets
        self.start: dict[str, float] | None = None
        self.delay = delay
        self.duration = duration
        self.ease = ease
        self.done = False
        self.arc = arc  # lift in pixels at mid-flight (applied to 'y')

    def at(self, elapsed: float) -> None:
        if self.done or elapsed < self.delay:
            return
        if self.start is None:
            self.start = {name: getattr(self.obj, name) for name in self.targets}
        t = 1.0 if self.duration <= 0 else min(1.0, (elapsed - self.delay) / self.duration)
        k = self.ease(t)
        obj, start = self.obj, self.start
        for name, end in self.targets.items():
            value = start[name] + (end - start[name]) * k
            if name == "y" and self.arc:
                value -= self.arc * math.sin(math.pi * t)
            setattr(obj, name, value)
        if t >= 1.0:
            self.done = True

    @property
    def end_time(self) -> float:
        return self.delay + self.duration


class Step:
    """Tweens and calls played together; ``hold`` keeps the step alive a while after them."""

    def __init__(self, name: str = "", hold: float = 0.0) -> None:
        self.name = name
        self.items: list[tuple[float, int, Any]] = []
        self.hold = hold
        self.elapsed = 0.0
        self.started = False
        self._order = 0
        self.on_start: list[Callable[[], None]] = []

    def tween(self, obj: Any, delay: float = 0.0, duration: float = 0.3, ease=ease_in_out, arc: float = 0.0,
              **targets: float) -> "Step":
        self._order += 1
        self.items.append((delay, self._order, Tween(obj, targets, delay, duration, ease, arc)))
        return self

    def call(self, at: float, fn: Callable[[], None]) -> "Step":
        self._order += 1
        self.items.append((at, self._order, [fn]))
        return self

    def first(self, fn: Callable[[], None]) -> "Step":
        self.on_start.append(fn)
        return self

    @property
    def length(self) -> float:
        end = self.hold
        for at, _, item in self.items:
            end = max(end, item.end_time if isinstance(item, Tween) else at)
        return end

    def begin(self) -> None:
        if not self.started:
            self.started = True
            self.items.sort(key=lambda entry: (entry[0], entry[1]))
            for fn in self.on_start:
                fn()

    def advance(self, dt: float) -> bool:
        """Run for ``dt`` seconds more; True when the step is over."""
        self.begin()
        self.elapsed += dt
        for at, _, item in self.items:
            if isinstance(item, Tween):
                item.at(self.elapsed)
            elif at <= self.elapsed and item:
                fn = item.pop()
                fn()
        return self.elapsed >= self.length

    def finish(self) -> None:
        self.begin()
        for at, _, item in self.items:
            if isinstance(item, Tween):
                item.at(max(self.elapsed, item.end_time))
            elif item:
                item.pop()()
        self.elapsed = self.length


class Timeline:
    def __init__(self) -> None:
        self.steps: deque[Step] = deque()
        self.speed = 1.0  # duration factor: 0 plays every step at once

    def add(self, step: Step) -> Step:
        self.steps.append(step)
        return step

    @property
    def busy(self) -> bool:
        return bool(self.steps)

    def update(self, dt: float) -> None:
        # Steps are scaled by the speed setting: dt grows as durations shrink.
        # A step's calls may themselves add steps or play the timeline on (a resumed deal
        # catching up), so a step leaves the queue before it finishes, and only if still first.
        while self.steps:
            step = self.steps[0]
            if self.speed <= 0:
                self.steps.popleft()
                step.finish()
                continue
            if step.advance(dt / self.speed):
                if self.steps and self.steps[0] is step:
                    self.steps.popleft()
                dt = 0.0  # the next step starts on the next frame
                continue
            break

    def skip(self) -> None:
        """Finish the current step at once."""
        if self.steps:
            self.steps.popleft().finish()

    def skip_all(self) -> None:
        while self.steps:
            self.steps.popleft().finish()
