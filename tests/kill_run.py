"""Run by test_kill_and_resume in its own process, to be killed with SIGKILL at any moment.

Plays with random input for the person (the self-test's driver) through the real scenes,
printing ``at DEAL PLY`` each time the table's position changes and ``saved DEAL PLY`` once
the writer has put a position on disk, so whatever was printed as saved must be found
again in the save.  ``--linger fsync`` or ``--linger between`` or ``--linger torn`` makes the
writer dawdle in the middle of every write (before the fsync of the temporary file, between
moving the old file to ``.prev`` and the new one into place, or with half the text in the
temporary file), printing ``writing STAGE`` first, so that
the test can kill the game while the writer is busy.
"""
from __future__ import annotations

import os
import stat
import sys
import threading
import time

from game.settings import Settings
from game.ui import save
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

from inline_worker import think_in_process

LINGER_S = 0.3
_SAYING = threading.Lock()


def say(line: str) -> None:
    """A whole line at once: the writer's thread and the frame's both speak."""
    with _SAYING:
        sys.stdout.write(line + "\n")
        sys.stdout.flush()


def linger(stage: str) -> None:
    """Make the writer's thread stop for a while at ``stage`` of every atomic write."""
    real_fsync, real_replace, real_fdopen = os.fsync, os.replace, os.fdopen

    def writing() -> bool:
        return threading.current_thread().name == "la-bete-writer"

    def dawdle() -> None:
        say(f"writing {stage}")
        time.sleep(LINGER_S)

    def fsync(fd: int) -> None:
        if stage == "fsync" and writing() and not stat.S_ISDIR(os.fstat(fd).st_mode):
            dawdle()
        real_fsync(fd)

    def replace(source, target) -> None:
        real_replace(source, target)
        if stage == "between" and writing() and str(target).endswith(".prev"):
            dawdle()

    class Halting:
        """The temporary file's stream, written in two halves with a pause between: a slow,
        large write, killed while the file on disk is torn."""

        def __init__(self, stream) -> None:
            self.stream = stream

        def write(self, text: str) -> int:
            half = len(text) // 2
            self.stream.write(text[:half])
            self.stream.flush()
            dawdle()
            return self.stream.write(text[half:])

        def __enter__(self):
            self.stream.__enter__()
            return self

        def __exit__(self, *exc):
            return self.stream.__exit__(*exc)

        def __getattr__(self, name: str):
            return getattr(self.stream, name)

    def fdopen(fd: int, *args, **kwargs):
        stream = real_fdopen(fd, *args, **kwargs)
        return Halting(stream) if stage == "torn" and writing() else stream

    os.fsync, os.replace, os.fdopen = fsync, replace, fdopen


def main(seed: int) -> int:
    think_in_process()
    app = App(Settings(animation="instant", ai_pause=0.02).with_players(4), size=(1280, 800), seed=seed,
              save_settings=False)
    handed: list[tuple[int, tuple[int, int]]] = []  # (the writer's ticket, the position saved)
    hand_over = app.writer.write

    def write(path, text, what, keep_previous=False):
        ticket = hand_over(path, text, what, keep_previous)
        table = app.scene
        if path == save.path() and isinstance(table, TableScene) and table.flow.deal is not None:
            handed.append((ticket, (table.flow.deal.number, table.flow.deal.ply)))
        return ticket

    app.writer.write = write
    shown: list[tuple[int, int]] = []

    def tell(app: App) -> None:
        while handed and handed[0][0] <= app.writer.finished:
            where = handed.pop(0)[1]
            say(f"saved {where[0]} {where[1]}")
        table = app.scene
        if isinstance(table, TableScene) and table.flow.deal is not None:
            where = (table.flow.deal.number, table.flow.deal.ply)
            if not shown or shown[-1] != where:
                shown.append(where)
                say(f"at {where[0]} {where[1]}")

    app.hooks += [Driver(deals=50, seed=seed), tell]
    app.push(TitleScene(app))
    app.run(max_seconds=120)
    return 0


if __name__ == "__main__":
    if len(sys.argv) > 3 and sys.argv[2] == "--linger":
        linger(sys.argv[3])
    sys.exit(main(int(sys.argv[1])))
