"""The background writer: files written in the order handed over, only the newest text of a
file that waits, everything on disk after flush, and a failed write told in one line.

The writer's thread is held inside a write by a gate the test opens, so what waits and
what is written never depends on timing."""
from __future__ import annotations

import json
import threading
from pathlib import Path

import pygame
import pytest

from game import storage
from game.settings import Settings
from game.stats import Statistics
from game.ui import save
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.title_scene import TitleScene
from game.writer import Writer


class Gate:
    """Stands in for the atomic write: records what is written, and holds the writer's
    thread in its first write until :meth:`open` (so the test can queue behind it)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, fail: dict[str, BaseException] | None = None) -> None:
        self.written: list[tuple[str, str]] = []
        self.entered = threading.Event()
        self._open = threading.Event()
        self.fail = fail or {}
        real = storage.write_text_atomic

        def write(path: Path, text: str, keep_previous: bool = False) -> None:
            self.entered.set()
            self._open.wait(10)
            error = self.fail.get(Path(path).name)
            if error is not None:
                raise error
            real(path, text, keep_previous)
            self.written.append((Path(path).name, text))

        monkeypatch.setattr(storage, "write_text_atomic", write)

    def open(self) -> None:
        self._open.set()


def test_files_are_written_in_order_and_only_the_newest_text_of_one_waiting_last(
        home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    writer = Writer()
    a, b = home / "a.json", home / "b.json"
    writer.write(a, "a1", "a")
    assert gate.entered.wait(10)  # a1 is being written: what follows waits behind it
    writer.write(a, "a2", "a")
    writer.write(a, "a3", "a")  # takes a2's place
    writer.write(b, "b1", "b")
    writer.write(a, "a4", "a")  # b1 waits between: a3 keeps its place, a4 comes after b1
    last = writer.write(a, "a5", "a")
    assert not writer.flush(0.05), "the first write is still held"
    gate.open()
    assert writer.flush(10)
    assert gate.written == [("a.json", "a1"), ("a.json", "a3"), ("b.json", "b1"), ("a.json", "a5")]
    assert writer.finished == last == 6
    assert a.read_text(encoding="utf-8") == "a5" and b.read_text(encoding="utf-8") == "b1"
    assert writer.take_errors() == []


def test_a_removal_comes_after_the_writes_before_it(home: Path) -> None:
    writer = Writer()
    path = home / "session.json"
    writer.write(path, "one", "the session", keep_previous=True)
    writer.write(home / "other.json", "x", "other")
    writer.write(path, "two", "the session", keep_previous=True)
    writer.remove(path, "the session")
    assert writer.flush(10)
    assert not path.exists() and not storage.previous(path).exists()
    writer.write(path, "three", "the session", keep_previous=True)
    assert writer.flush(10) and path.read_text(encoding="utf-8") == "three"


def test_closing_writes_what_waits_and_a_closed_writer_starts_again(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch)
    writer = Writer()
    writer.write(home / "a.json", "a1", "a")
    assert gate.entered.wait(10)
    writer.write(home / "b.json", "b1", "b")
    gate.open()
    assert writer.close(10)
    assert gate.written == [("a.json", "a1"), ("b.json", "b1")]
    writer.write(home / "a.json", "a2", "a")
    assert writer.close(10) and (home / "a.json").read_text(encoding="utf-8") == "a2"


def test_a_failed_write_is_told_in_one_line_and_the_writer_goes_on(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gate = Gate(monkeypatch, fail={"statistics.json": OSError(28, "No space left on device"),
                                   "odd.json": ValueError("surrogates not allowed")})
    gate.open()
    writer = Writer()
    writer.write(home / "statistics.json", "{}", "the statistics")
    writer.write(home / "odd.json", "{}", "the odd file")
    last = writer.write(home / "session.json", "{}", "the session")
    assert writer.flush(10) and writer.finished == last
    assert writer.take_errors() == ["la-bete: cannot save the statistics: No space left on device",
                                    "la-bete: cannot save the odd file: ValueError: surrogates not allowed"]
    assert gate.written == [("session.json", "{}")]
    writer.write(home / "statistics.json", "{}", "the statistics")  # the disk is still full: said already
    assert writer.flush(10) and writer.take_errors() == []
    del gate.fail["statistics.json"]
    writer.write(home / "statistics.json", "{}", "the statistics")
    assert writer.flush(10)
    gate.fail["statistics.json"] = OSError(28, "No space left on device")
    writer.write(home / "statistics.json", "{}", "the statistics")  # full again after a good write: said again
    assert writer.flush(10)
    assert writer.take_errors() == ["la-bete: cannot save the statistics: No space left on device"]


def test_the_app_tells_the_player_of_a_save_that_failed(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def full(*args, **kwargs) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(storage, "write_text_atomic", full)
    lines: list[str] = []
    app = App(Settings(animation="instant", ai_pause=0.0, opponents="heuristic").with_players(4), size=(1280, 800),
              seed=3, save_settings=False, report=lines.append)
    app.hooks.append(Driver(deals=1, seed=3))
    app.push(TitleScene(app))
    try:
        app.run(max_frames=200)
    finally:
        app.close()
        pygame.quit()
    assert lines[0] == "la-bete: cannot save the session: No space left on device"
    assert len(lines) == len(set(lines)), "a full disk is told of once, not at every action"


def test_the_encoder_writes_what_json_would_and_encodes_each_line_of_the_history_once() -> None:
    encoder = save.Encoder()
    entry = {"deal": 1, "headline": "Anne gagne — «bête»", "transfers": [{"source": 0, "target": "dish"}]}
    data = {"kind": save.KIND, "version": save.VERSION, "session": {"rng": [3, [1, 2], None]}, "history": []}
    assert encoder.text(data) == storage.json_text(data)
    history = [entry, dict(entry, deal=2)]
    data["history"] = history
    assert encoder.text(data) == storage.json_text(data)
    first = encoder._lines[0][1]
    history.append(dict(entry, deal=3))
    assert encoder.text(data) == storage.json_text(data)
    assert encoder._lines[0][1] is first, "the first line was not encoded again"
    data["history"] = [dict(entry, deal=9)]  # another table's history: nothing kept is reused
    assert encoder.text(data) == storage.json_text(data)
    assert json.loads(encoder.text(data)) == data


def test_the_record_is_written_after_the_save_that_counts_its_deal(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A crash between the two files never counts a deal twice: whenever the record counts
    n deals, the session on disk already has those n deals in its history."""
    real = storage.write_text_atomic
    on_disk: dict[str, str] = {}
    counted: list[tuple[int, int]] = []  # (deals the record counts, deals in the session's history on disk)

    def write(path: Path, text: str, keep_previous: bool = False) -> None:
        real(path, text, keep_previous)
        on_disk[Path(path).name] = text
        if Path(path).name == "statistics.json":
            deals = sum(t["deals"] for t in json.loads(text)["tallies"])
            counted.append((deals, len(json.loads(on_disk["session.json"])["history"])))

    monkeypatch.setattr(storage, "write_text_atomic", write)
    app = App(Settings(animation="instant", ai_pause=0.0, opponents="heuristic").with_players(4), size=(1280, 800),
              seed=7, save_settings=False)
    driver = Driver(deals=2, seed=7)
    app.hooks.append(driver)
    app.push(TitleScene(app))
    try:
        app.run(max_seconds=60)
        assert driver.done
    finally:
        app.close()
        pygame.quit()
    assert [deals for deals, _ in counted] == [1, 2]
    assert all(in_save >= deals for deals, in_save in counted)
    assert Statistics.load().tally("bete", "heuristic").deals == 2
