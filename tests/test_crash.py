"""A crash never makes the game vanish without a word: it leaves a readable report in the
user's folder and says where it is (on stderr, and in a window when someone can see one).

``LA_BETE_CRASH_TEST=start|frame`` makes the game fail on purpose; the same is checked on
the frozen build in ``test_packaging.py``.  The game is started by its ``main``, as
``python -m game`` starts it, in the test's process (``python -m game`` itself runs in a
process of its own in test_ui_cli.py).
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import re  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from dataclasses import dataclass  # noqa: E402
from pathlib import Path  # noqa: E402

import pytest  # noqa: E402

from game import __version__, crash, crash_window  # noqa: E402
from game.__main__ import main  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]


@dataclass(frozen=True)
class Ran:
    returncode: int
    stdout: str
    stderr: str


@pytest.fixture()
def run_game(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]):
    """``python -m game ARGS`` with ``LA_BETE_HOME`` at ``home`` and the environment ``env``
    (the SDL and LA_BETE variables of the tests' own left out), called in the test's process."""
    import pygame

    def run(home: Path, *args: str, display: bool = False, **env: str) -> Ran:
        for name in list(os.environ):
            if name.startswith(("SDL_", "LA_BETE_")) or (display and name in ("WAYLAND_DISPLAY", "DISPLAY")):
                monkeypatch.delenv(name)
        if not display:
            monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
        monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
        monkeypatch.setenv("LA_BETE_HOME", str(home))
        for name, value in env.items():
            monkeypatch.setenv(name, value)
        monkeypatch.setattr(sys, "argv", [str(ROOT / "game" / "__main__.py"), *args])  # as python -m sets it
        try:
            code = main(list(args))
        finally:
            pygame.quit()
        out = capsys.readouterr()
        return Ran(code, out.out, out.err)

    return run


def reported_path(stderr: str) -> Path:
    told = re.search(r"^la-bete: the game stopped because of an error \(.+\); a crash report is in (.+)$", stderr, re.M)
    assert told, stderr
    return Path(told.group(1))


def test_a_crash_in_the_main_loop_writes_a_report_with_the_last_lines_the_game_printed(tmp_path: Path, run_game) -> None:
    (tmp_path / "settings.json").write_text("{ not json", encoding="utf-8")  # the game says so in one line
    result = run_game(tmp_path, LA_BETE_CRASH_TEST="frame")
    assert result.returncode == crash.EXIT_CRASHED, result.stderr
    report = reported_path(result.stderr)
    assert report.parent == tmp_path / "logs"
    text = report.read_text(encoding="utf-8")
    assert f"Version:   La Bête {__version__} (run from source)" in text
    for field in ("When:", "Python:", "Graphics:  pygame-ce", "Platform:", "Command:   python -m game"):
        assert field in text
    assert "What failed\n-----------\nDeliberateCrash: LA_BETE_CRASH_TEST=frame" in text
    assert "Traceback (most recent call last)" in text and 'crash_on_purpose("frame")' in text
    last_lines = text.split("The last lines the game printed")[1]
    assert "settings.json is unreadable" in last_lines


def test_the_game_log_keeps_what_was_printed_and_where_the_report_is(tmp_path: Path, run_game) -> None:
    (tmp_path / "settings.json").write_text("[]", encoding="utf-8")
    result = run_game(tmp_path, LA_BETE_CRASH_TEST="frame")
    report = reported_path(result.stderr)
    log = (tmp_path / "logs" / crash.LOG_FILE).read_text(encoding="utf-8")
    assert log.startswith(f"La Bête {__version__} started ")
    assert "settings.json is unreadable" in log
    assert f"a crash report is in {report}" in log


def test_the_previous_log_is_kept_once(tmp_path: Path, run_game) -> None:
    logs = tmp_path / "logs"
    logs.mkdir()
    (logs / crash.LOG_FILE).write_text("the session before\n", encoding="utf-8")
    run_game(tmp_path, LA_BETE_CRASH_TEST="start")
    assert (logs / crash.PREVIOUS_LOG_FILE).read_text(encoding="utf-8") == "the session before\n"


def test_a_crash_before_the_window_opens_is_reported_too(tmp_path: Path, run_game) -> None:
    result = run_game(tmp_path, LA_BETE_CRASH_TEST="start")
    assert result.returncode == crash.EXIT_CRASHED
    assert "LA_BETE_CRASH_TEST=start" in reported_path(result.stderr).read_text(encoding="utf-8")


def test_no_reachable_display_is_said_rather_than_running_an_invisible_game(tmp_path: Path, run_game) -> None:
    result = run_game(tmp_path, display=True, DISPLAY=":4242")
    if sys.platform.startswith("linux"):
        assert result.returncode == crash.EXIT_CRASHED, result.stderr
        assert "cannot open a window" in result.stderr
        assert reported_path(result.stderr).is_file()


def test_guard_returns_the_game_s_own_status_and_lets_exits_through(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("LA_BETE_HOME", str(tmp_path))
    assert crash.guard(lambda: 0) == 0
    assert crash.guard(lambda: 1) == 1

    def leave() -> int:
        raise SystemExit(2)

    with pytest.raises(SystemExit):
        crash.guard(leave)
    assert not (tmp_path / "logs").exists()
    assert sys.stdout is not None and not isinstance(sys.stdout, crash.OutputLog)


def test_guard_reports_an_error_and_gives_back_the_real_streams(tmp_path: Path, monkeypatch, capsys) -> None:
    monkeypatch.setenv("LA_BETE_HOME", str(tmp_path))

    def play() -> int:
        print("dealing the first hand")
        print("half a line", end="")
        raise ValueError("the dish is empty")

    assert crash.guard(play) == crash.EXIT_CRASHED
    assert not isinstance(sys.stdout, crash.OutputLog) and not isinstance(sys.stderr, crash.OutputLog)
    [report] = (tmp_path / "logs").glob("crash-*.txt")
    text = report.read_text(encoding="utf-8")
    assert "ValueError: the dish is empty" in text
    assert text.split("The last lines the game printed")[1].count("dealing the first hand") == 1
    assert "half a line" in text
    captured = capsys.readouterr()
    assert "dealing the first hand" in captured.out  # still shown where it was going
    assert f"a crash report is in {report}" in captured.err


def test_reports_never_overwrite_each_other(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("LA_BETE_HOME", str(tmp_path))
    paths = {crash.write_report(f"report {n}") for n in range(3)}
    assert len(paths) == 3
    assert sorted(p.read_text(encoding="utf-8") for p in paths) == ["report 0", "report 1", "report 2"]


def test_an_unwritable_user_folder_sends_the_report_to_the_temporary_folder(tmp_path: Path, monkeypatch) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", encoding="utf-8")
    monkeypatch.setenv("LA_BETE_HOME", str(blocker))  # logs/ cannot be made inside a file
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    import tempfile

    monkeypatch.setattr(tempfile, "tempdir", None)
    path = crash.write_report("the report")
    assert path is not None and path.parent == tmp_path / "tmp"


def test_no_message_window_where_nobody_could_see_it(monkeypatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert not crash_window.should_show_window()
    monkeypatch.setenv("SDL_VIDEODRIVER", "x11")
    monkeypatch.delenv("DISPLAY", raising=False)
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    if sys.platform.startswith("linux"):
        assert not crash_window.should_show_window()


def test_the_message_window_names_the_report_and_closes(tmp_path: Path, monkeypatch) -> None:
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    import pygame

    window = crash_window.CrashWindow("ValueError: the dish is empty", tmp_path / "logs" / "crash-20250101-000000.txt")
    window.run(seconds=0.2)  # draws and waits for a click, then gives up
    assert not pygame.display.get_init()
    pygame.font.init()
    try:
        body = pygame.font.Font(str(ROOT / "assets" / "fonts" / "DejaVuSans.ttf"), 15)
        buttons = sorted(window._buttons(body), key=lambda button: button[2].x)
        assert [label for _, label, _ in buttons] == ["Show the report", "Close"]
        assert all(rect.right <= crash_window.CrashWindow.SIZE[0] for _, _, rect in buttons)
        long_path = "/home/someone/" + "very-long-folder-name/" * 12 + "crash.txt"
        lines = crash_window._wrap(long_path, body, 300, break_anywhere=True)
        assert "".join(lines) == long_path and all(body.size(line)[0] <= 300 for line in lines)
    finally:
        pygame.font.quit()


def test_a_started_program_gets_the_system_library_path_back(monkeypatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", "/opt/la-bete/_internal", raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/opt/la-bete/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/usr/local/lib")
    assert crash_window.child_environment()["LD_LIBRARY_PATH"] == "/usr/local/lib"
    monkeypatch.delenv("LD_LIBRARY_PATH_ORIG")
    assert "LD_LIBRARY_PATH" not in crash_window.child_environment()


def test_the_log_file_is_written_off_the_caller_s_thread_in_order() -> None:
    """A line printed in a frame never waits for the disk: the log's thread writes it."""
    import threading

    class SlowFile:
        def __init__(self) -> None:
            self.text = ""
            self.gate = threading.Event()
            self.closed = False

        def write(self, text: str) -> int:
            self.gate.wait(10)  # a disk that takes its time
            self.text += text
            return len(text)

        def flush(self) -> None:
            pass

        def close(self) -> None:
            self.closed = True

    slow = SlowFile()
    log = crash.LogFile(slow)  # type: ignore[arg-type]
    began = time.perf_counter()
    for n in range(100):
        log.write(f"line {n}\n")
    assert time.perf_counter() - began < 0.5, "the caller waited for the disk"
    assert slow.text == ""
    slow.gate.set()
    log.close()
    assert slow.closed and slow.text == "".join(f"line {n}\n" for n in range(100))
