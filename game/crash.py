"""When the game fails: a crash report in the user's folder, and a word to the player.

A windowed build has no console, so an uncaught error would close the window without a
word.  :func:`guard` runs the game; on an uncaught exception it writes
``crash-<date>-<time>.txt`` (what failed, the traceback, the version, the platform and
the last lines the game printed) to the user's log folder (:func:`game.storage.log_dir`),
says where on stderr, and, when a display works and nobody is reading a terminal, shows
a small window naming the file, with a button that opens its folder.

While the game runs, what it prints (its one-line warnings) is kept: the last lines in
memory for the report and, when asked (the window modes), in ``la-bete.log`` in the same
folder, because a windowed build on Windows has no stdout at all.  That file is written by
a thread of its own (:class:`LogFile`), so a line printed in a frame never waits for the
disk; what waits is written when the game ends, a crash included.  A fatal signal (a
crash inside a C library) writes Python's traceback to that log through ``faulthandler``.

``LA_BETE_CRASH_TEST`` makes the game fail on purpose so that all this can be tested,
also in a frozen build: ``start`` fails before the window opens, ``frame`` in the main
loop just after the first frame is drawn.
"""
from __future__ import annotations

import os
import sys
import threading
import time
from collections import deque
from pathlib import Path
from typing import Callable, TextIO

from . import __version__, storage
from .assets import asset_root, frozen
from .crash_window import should_show_window, tell_in_a_window

CRASH_ENV = "LA_BETE_CRASH_TEST"
#: Exit status after a crash (BSD's EX_SOFTWARE: an internal software error).
EXIT_CRASHED = 70
LOG_FILE = "la-bete.log"
PREVIOUS_LOG_FILE = "la-bete-previous.log"
KEPT_LINES = 200


class DeliberateCrash(RuntimeError):
    """The failure ``LA_BETE_CRASH_TEST`` asks for."""


def crash_on_purpose(where: str) -> None:
    """Fail here if ``LA_BETE_CRASH_TEST`` names this place (``start`` or ``frame``)."""
    if os.environ.get(CRASH_ENV) == where:
        raise DeliberateCrash(f"{CRASH_ENV}={where}: the game was asked to fail here, to test its crash report")


# --------------------------------------------------------------------- the game's output
class LogFile:
    """``la-bete.log``, written by a thread of its own in the order the text came.

    The game prints its one-line warnings inside frames (a save that failed, a computer
    player that stood in); writing and flushing the log there made the frame wait for the
    disk.  :meth:`write` only queues the text; :meth:`close` writes what waits and closes
    the file.  A file that cannot be written is given up, as it was before.
    """

    def __init__(self, file: TextIO) -> None:
        self.file = file
        self._texts: deque[str] = deque()
        self._changed = threading.Condition()
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="la-bete-log", daemon=True)
        self._thread.start()

    def write(self, text: str) -> None:
        with self._changed:
            if not self._closing:
                self._texts.append(text)
                self._changed.notify()

    def _run(self) -> None:
        broken = False
        while True:
            with self._changed:
                while not self._texts and not self._closing:
                    self._changed.wait()
                if not self._texts:
                    return
                text = "".join(self._texts)
                self._texts.clear()
            if broken:
                continue
            try:
                self.file.write(text)
                self.file.flush()
            except (OSError, ValueError):
                broken = True

    def close(self, timeout: float = 5.0) -> None:
        """Write what waits (for at most ``timeout`` seconds) and close the file."""
        with self._changed:
            self._closing = True
            self._changed.notify()
        self._thread.join(timeout)
        if not self._thread.is_alive():
            try:
                self.file.close()
            except (OSError, ValueError):
                pass


class OutputLog:
    """Stands in for ``sys.stdout`` or ``sys.stderr``: passes text on to the real stream
    (if there is one), keeps the last lines, and copies them to the log file if any."""

    def __init__(self, stream: TextIO | None, lines: deque[str], file: LogFile | None, lock: threading.Lock) -> None:
        self.stream = stream
        self._lines = lines
        self._file = file
        self._lock = lock
        self._partial = ""

    def write(self, text: str) -> int:
        if self.stream is not None:
            try:
                self.stream.write(text)
            except (OSError, ValueError):
                pass
        with self._lock:
            pieces = (self._partial + text).split("\n")
            self._partial = pieces.pop()
            self._lines.extend(pieces)
            if self._file is not None:
                self._file.write(text)  # queued: the log's thread writes it
        return len(text)

    def writelines(self, lines) -> None:
        for line in lines:
            self.write(line)

    def flush(self) -> None:
        if self.stream is not None:
            try:
                self.stream.flush()
            except (OSError, ValueError):
                pass

    def isatty(self) -> bool:
        return self.stream is not None and self.stream.isatty()

    def fileno(self) -> int:
        if self.stream is None:
            raise OSError("no console")
        return self.stream.fileno()

    @property
    def encoding(self) -> str:
        return getattr(self.stream, "encoding", None) or "utf-8"

    def tail(self) -> str:
        with self._lock:
            return self._partial

    def __getattr__(self, name: str):
        """Anything else (``buffer``, ``errors``...) is the real stream's."""
        stream = self.__dict__.get("stream")
        if stream is None:
            raise AttributeError(name)
        return getattr(stream, name)


class GameOutput:
    """The game's output while :func:`guard` runs: the last lines, and ``la-bete.log``."""

    def __init__(self, to_file: bool) -> None:
        self.lines: deque[str] = deque(maxlen=KEPT_LINES)
        self._file: TextIO | None = None
        self._log: LogFile | None = None
        self._faulthandler = False
        self._lock = threading.Lock()
        if to_file:
            self._open_log()
        self.stdout = OutputLog(sys.stdout, self.lines, self._log, self._lock)
        self.stderr = OutputLog(sys.stderr, self.lines, self._log, self._lock)
        self._saved = (sys.stdout, sys.stderr)
        sys.stdout, sys.stderr = self.stdout, self.stderr  # type: ignore[assignment]

    def _open_log(self) -> None:
        try:
            folder = storage.log_dir()
            folder.mkdir(parents=True, exist_ok=True)
            path = folder / LOG_FILE
            if path.exists():
                os.replace(path, folder / PREVIOUS_LOG_FILE)
            self._file = open(path, "w", encoding="utf-8", errors="replace")
            self._file.write(f"La Bête {__version__} started {time.strftime('%Y-%m-%d %H:%M:%S')}\n")
            self._file.flush()
        except OSError:
            self._file = None
            return
        self._log = LogFile(self._file)
        import faulthandler

        if not faulthandler.is_enabled():  # leave one that is already on (pytest's) alone
            faulthandler.enable(self._file)
            self._faulthandler = True

    def last_lines(self) -> list[str]:
        tails = [t for t in (self.stdout.tail(), self.stderr.tail()) if t]
        return list(self.lines) + tails

    def close(self) -> None:
        """Give back the real streams and close the log (twice is harmless)."""
        if sys.stdout is self.stdout and sys.stderr is self.stderr:
            sys.stdout, sys.stderr = self._saved
        if self._faulthandler:
            import faulthandler

            faulthandler.disable()
            self._faulthandler = False
        if self._log is not None:
            self._log.close()  # what waits is written, then the file is closed
            self._log = None
            self._file = None


# --------------------------------------------------------------------- running the game
def guard(play: Callable[[], int], log_to_file: bool = False) -> int:
    """Run ``play`` and return its exit status; after an uncaught error, report it and return 70."""
    output = GameOutput(to_file=log_to_file)
    try:
        return play()
    except (SystemExit, KeyboardInterrupt):
        raise
    except BaseException as exc:  # anything else is a crash: report it, never vanish
        path = write_report(_safe_report_text(exc, output.last_lines()))
        tell_on_stderr(exc, path)  # still through the log, which then ends with where the report is
        output.close()
        if should_show_window():
            tell_in_a_window(describe(exc), path)
        return EXIT_CRASHED
    finally:
        output.close()


def _safe_report_text(exc: BaseException, last_lines: list[str]) -> str:
    try:
        return report_text(exc, last_lines)
    except Exception:  # the report itself failed: at least the traceback
        import traceback

        return "".join(traceback.format_exception(exc))


def tell_on_stderr(exc: BaseException, path: Path | None) -> None:
    """The traceback and where the report is, if there is a stderr (a windowed build may have none)."""
    stderr = sys.stderr
    if stderr is None:
        return
    import traceback

    where = f"a crash report is in {path}" if path else "no crash report could be written"
    try:
        traceback.print_exception(exc, file=stderr)
        stderr.write(f"la-bete: the game stopped because of an error ({describe(exc)}); {where}\n")
        stderr.flush()
    except (OSError, ValueError):
        pass


def describe(exc: BaseException) -> str:
    message = str(exc).strip().splitlines()
    return f"{type(exc).__name__}: {message[0]}" if message else type(exc).__name__


def write_report(text: str) -> Path | None:
    """Save the report in the user's log folder (else the temporary folder); its path, or None."""
    import tempfile

    stamp = time.strftime("%Y%m%d-%H%M%S")
    for folder in (storage.log_dir(), Path(tempfile.gettempdir())):
        try:
            folder.mkdir(parents=True, exist_ok=True)
            for n in range(1, 100):
                path = folder / (f"crash-{stamp}.txt" if n == 1 else f"crash-{stamp}-{n}.txt")
                try:
                    with open(path, "x", encoding="utf-8") as stream:
                        stream.write(text)
                    return path
                except FileExistsError:
                    continue
        except OSError:
            continue
    return None


def build_description() -> str:
    if not frozen():
        return "run from source"
    bundle = Path(getattr(sys, "_MEIPASS", ""))
    kind = "one-file" if bundle.name.startswith("_MEI") else "one-folder"
    return f"frozen {kind} build"


def report_text(exc: BaseException, last_lines: list[str]) -> str:
    import platform
    import traceback

    pygame = sys.modules.get("pygame")
    if pygame is not None and hasattr(pygame, "version"):
        sdl = ".".join(str(n) for n in pygame.get_sdl_version()) if hasattr(pygame, "get_sdl_version") else "?"
        graphics = f"pygame-ce {pygame.version.ver}, SDL {sdl}"
    else:
        graphics = "pygame not loaded"
    lines = [
        "La Bête crash report",
        "====================",
        "",
        f"When:      {time.strftime('%Y-%m-%d %H:%M:%S %z')}",
        f"Version:   La Bête {__version__} ({build_description()})",
        f"Python:    {platform.python_version()} ({platform.python_implementation()})",
        f"Graphics:  {graphics}",
        f"Platform:  {platform.platform()} ({platform.machine()})",
        f"Command:   {command_line()}",
        f"Program:   {sys.executable}",
        f"Assets:    {asset_root()}",
        "",
        "What failed",
        "-----------",
        describe(exc),
        "",
        "Traceback",
        "---------",
        "".join(traceback.format_exception(exc)).rstrip(),
        "",
        f"The last lines the game printed (at most {KEPT_LINES})",
        "-" * len(f"The last lines the game printed (at most {KEPT_LINES})"),
    ]
    lines += [line.rstrip() for line in last_lines] or ["(none)"]
    lines += ["", "Please send this file with a word about what you were doing when it happened.", ""]
    return "\n".join(lines)


def command_line() -> str:
    """How the game was started, without the folders (which may hold the player's name)."""
    program = Path(sys.argv[0]).name if sys.argv and sys.argv[0] else "la-bete"
    if program == "__main__.py":
        program = "python -m game"
    return " ".join([program, *sys.argv[1:]])
