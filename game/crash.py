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
from .i18n import _

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


# --------------------------------------------------------------------- telling the player
def should_show_window() -> bool:
    """A window only where someone can see it and no terminal shows the message already."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    stderr = sys.stderr
    console = stderr is not None and hasattr(stderr, "isatty") and stderr.isatty()
    return frozen() or not console


def require_a_visible_display() -> None:
    """Raise ``pygame.error`` if SDL, unable to reach the display, fell back to drawing off screen
    (it does so silently): nobody would see the window.  Call after ``pygame.display.init()``."""
    import pygame

    driver = pygame.display.get_driver()
    if driver in ("offscreen", "dummy") and os.environ.get("SDL_VIDEODRIVER", "").lower() != driver:
        pygame.display.quit()
        raise pygame.error(f"no display could be reached (SDL fell back to its {driver} driver)")


def tell_in_a_window(summary: str, path: Path | None) -> None:
    """A small pygame window with the message; the system's own message box if pygame cannot."""
    try:
        CrashWindow(summary, path).run()
        return
    except Exception:
        pass
    _system_message_box(summary, path)


def _message(summary: str, path: Path | None) -> str:
    where = _("A crash report was written to") + f"\n{path}" if path else _("No crash report could be written.")
    return _("La Bête stopped because of an error") + f":\n{summary}\n\n{where}"


def child_environment() -> dict[str, str]:
    """The environment for a program started from here, without a frozen build's library path."""
    env = dict(os.environ)
    if frozen():
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is not None:
            env["LD_LIBRARY_PATH"] = original
        else:
            env.pop("LD_LIBRARY_PATH", None)
    return env


def show_in_file_manager(path: Path) -> None:
    """Show the report in the system's file manager, so that it can be sent."""
    import subprocess

    if sys.platform == "win32":
        subprocess.Popen(["explorer", f"/select,{path}"])
    elif sys.platform == "darwin":
        subprocess.Popen(["open", "-R", str(path)], env=child_environment())
    else:
        subprocess.Popen(["xdg-open", str(path.parent)], env=child_environment(), stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)


def _system_message_box(summary: str, path: Path | None) -> None:
    import subprocess

    text = _message(summary, path)
    try:
        if sys.platform == "win32":
            import ctypes

            ctypes.windll.user32.MessageBoxW(None, text, "La Bête", 0x10)  # type: ignore[attr-defined]
        elif sys.platform == "darwin":
            quoted = text.replace("\\", "\\\\").replace('"', '\\"')
            subprocess.run(["osascript", "-e", f'display alert "La Bête" message "{quoted}" as critical'],
                           env=child_environment(), timeout=600)
        else:
            import shutil

            for command in (["zenity", "--error", "--title=La Bête", f"--text={text}"],
                            ["kdialog", "--title", "La Bête", "--error", text],
                            ["xmessage", "-center", text]):
                if shutil.which(command[0]):
                    subprocess.run(command, env=child_environment(), timeout=600)
                    break
    except (OSError, subprocess.SubprocessError, AttributeError):
        pass


class CrashWindow:
    """The message in a small window of its own (the game's window is closed by now)."""

    SIZE = (640, 300)
    BACKGROUND = (18, 30, 24)
    TEXT = (240, 232, 210)
    SOFT = (196, 206, 186)
    BUTTON = (212, 175, 92)
    BUTTON_TEXT = (40, 30, 22)

    def __init__(self, summary: str, path: Path | None) -> None:
        self.summary = summary
        self.path = path

    def run(self, seconds: float | None = None) -> None:
        """Show the window until it is closed (or for ``seconds``, for the tests)."""
        import pygame

        pygame.display.init()
        require_a_visible_display()
        pygame.font.init()
        try:
            fonts = asset_root() / "fonts"
            title = pygame.font.Font(str(fonts / "DejaVuSans-Bold.ttf"), 20)
            body = pygame.font.Font(str(fonts / "DejaVuSans.ttf"), 15)
            pygame.display.set_caption(_("La Bête: crash report"))
            try:
                pygame.display.set_icon(pygame.image.load(str(asset_root() / "icon" / "la-bete.png")))
            except (OSError, pygame.error):
                pass  # pygame's own icon then; the message matters, not the picture
            screen = pygame.display.set_mode(self.SIZE)
            buttons = self._buttons(body)
            deadline = None if seconds is None else time.monotonic() + seconds
            while deadline is None or time.monotonic() < deadline:
                self._draw(screen, title, body, buttons)
                pygame.display.flip()
                event = pygame.event.wait(100)
                if event.type == pygame.QUIT:
                    break
                if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                    break
                if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                    clicked = next((name for name, _label, rect in buttons if rect.collidepoint(event.pos)), None)
                    if clicked == "close":
                        break
                    if clicked == "open" and self.path is not None:
                        try:
                            show_in_file_manager(self.path)
                        except OSError:
                            pass
        finally:
            pygame.display.quit()
            pygame.font.quit()

    def _buttons(self, font) -> list:
        """(name, label, rect) of each button, right-aligned at the bottom."""
        import pygame

        w, h = self.SIZE
        names = [("open", _("Show the report"))] if self.path is not None else []
        names.append(("close", _("Close")))
        buttons, right = [], w - 24
        for name, label in reversed(names):
            width = font.size(label)[0] + 36
            rect = pygame.Rect(right - width, h - 24 - 40, width, 40)
            buttons.append((name, label, rect))
            right = rect.left - 12
        return buttons

    def _draw(self, screen, title, body, buttons) -> None:
        import pygame

        screen.fill(self.BACKGROUND)
        w = self.SIZE[0]
        y = 24
        screen.blit(title.render(_("La Bête stopped because of an error"), True, self.TEXT), (24, y))
        y += 40
        lines = _wrap(self.summary, body, w - 48)[:3]
        lines.append("")
        if self.path is not None:
            lines.append(_("A crash report was written to:"))
            lines += _wrap(str(self.path), body, w - 48, break_anywhere=True)[:3]
        else:
            lines.append(_("No crash report could be written."))
        for line in lines:
            colour = self.TEXT if line == _("A crash report was written to:") else self.SOFT
            screen.blit(body.render(line, True, colour), (24, y))
            y += 22
        mouse = pygame.mouse.get_pos()
        for _name, label, rect in buttons:
            fill = tuple(min(255, c + 24) for c in self.BUTTON) if rect.collidepoint(mouse) else self.BUTTON
            pygame.draw.rect(screen, fill, rect, border_radius=6)
            text = body.render(label, True, self.BUTTON_TEXT)
            screen.blit(text, text.get_rect(center=rect.center))


def _wrap(text: str, font, width: int, break_anywhere: bool = False) -> list[str]:
    """Lines of ``text`` no wider than ``width``: at spaces, or anywhere (a long path)."""
    words = list(text) if break_anywhere else text.split(" ")
    joiner = "" if break_anywhere else " "
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = word if not line else line + joiner + word
        if font.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines
