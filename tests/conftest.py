"""Shared test set-up: no screen and no sound card (CI has neither), and a private folder
for settings and saves so that no test touches the user's own."""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import settings


os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The system's language is English for the tests, whatever the machine's (game.i18n).
os.environ["LANGUAGE"] = "en"
# Tests that do not ask for their own folder still never write into the user's.
os.environ["LA_BETE_HOME"] = tempfile.mkdtemp(prefix="la-bete-tests-")
sys.path.insert(0, str(Path(__file__).resolve().parent))  # tests import helpers and referee

# Hypothesis: the suite's profile (``ci``, the default) draws each property test's own count
# (tests/fuzz.py) with no deadline, since a busy machine is no bug; ``HYPOTHESIS_PROFILE=dev``
# draws ten times as many, for a change to what the properties cover.
settings.register_profile("ci", max_examples=100, deadline=None, print_blob=True)
settings.register_profile("dev", parent=settings.get_profile("ci"), max_examples=1000)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """LA_BETE_HOME pointed at a fresh folder: settings, saves and records go there."""
    from game import storage

    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def thinking_in_process(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """Every table a test opens thinks in the test's own process (tests/inline_worker.py), by
    the real players of its kind; a test marked ``real_worker`` keeps the worker process.
    Thinking in the process, nothing comes later than the frame that asks for it: an idle
    frame does not wait for input (a test posts its input before the frames it runs), and
    time goes by frames (:meth:`App.run_by_frames`): an animation or a computer's pause takes
    its frames, not its seconds, so a test waits on nothing but its own drawing."""
    if request.node.get_closest_marker("real_worker") is None:
        from game.ui import app, opponents
        from inline_worker import InlineWorker

        monkeypatch.setattr(opponents, "start_worker", InlineWorker)
        monkeypatch.setattr(app, "IDLE_WAIT_MS", 0)
        opened = app.App.__init__

        def by_frames(self: app.App, *args: Any, **kwargs: Any) -> None:
            opened(self, *args, **kwargs)
            self.run_by_frames()

        monkeypatch.setattr(app.App, "__init__", by_frames)


@pytest.fixture(autouse=True)
def no_stray_workers():
    """A table left open by a test must not leave its thinking process running."""
    yield
    import multiprocessing

    for child in multiprocessing.active_children():
        child.kill()
        child.join(2)
