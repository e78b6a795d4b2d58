"""One background thread that writes the game's files, so that no frame waits for a disk.

The table saves the session after every action and the record after every deal.  An
atomic write ends with an fsync, which takes a few milliseconds on a quiet disk and
hundreds on a busy one; done inside a frame, a card stopped in mid-flight.  Here the frame
hands over the file's text (serialising it is cheap, see :class:`game.ui.save.Encoder`)
and one thread writes it with :func:`game.storage.write_text_atomic`, so each file keeps
its promise: whole or absent, the previous copy kept.

- **Order.** Files are written in the order they were handed over, by one thread: the
  session is saved before the statistics that count its deal, so a crash between the two
  never counts a deal twice.
- **Only the newest.** A file handed over again while its last text still waits at the
  end of the queue replaces that text: the disk never falls behind by more than what is
  being written and what waits.
- **Tickets.** Each write has a ticket (1, 2, ...); :attr:`Writer.finished` is the last one
  done, so the table can wait (without blocking a frame) until an action is on disk
  before making the next.
- **Errors** never reach the frame as exceptions: they are kept as one line each for
  :meth:`Writer.take_errors`, which the app reports to the player; a file that keeps
  failing (a full disk) is told of once, and again only after it has been written.
- :meth:`Writer.flush` waits until all is written: when leaving the table, when the app
  quits, and in tests before they read a file.  The thread is started with the writer
  (before the first frame: starting a thread waits for it to run, which a loaded machine
  can make a frame's worth) and ends with :meth:`Writer.close`.
"""
from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass
from pathlib import Path

from . import storage


@dataclass(frozen=True)
class _Job:
    path: Path
    text: str | None  # None: remove the file and its previous copy
    keep_previous: bool
    what: str  # what is saved, for the one-line message if it fails ("the session")
    ticket: int

    def do(self) -> None:
        if self.text is not None:
            storage.write_text_atomic(self.path, self.text, self.keep_previous)
            return
        for path in (self.path, storage.previous(self.path)):
            try:
                path.unlink()
            except FileNotFoundError:
                pass


class Writer:
    """Writes files on a thread of its own, in order, the newest text of each."""

    def __init__(self) -> None:
        self._jobs: deque[_Job] = deque()
        self._changed = threading.Condition()
        self._writing = False
        self._thread: threading.Thread | None = None
        self._tickets = 0
        self._errors: deque[str] = deque()
        self._failing: set[str] = set()  # what could not be saved last time it was tried
        self._closing = False
        #: The ticket of the last write done (or failed and kept for :meth:`take_errors`).
        self.finished = 0
        self._start()

    def _start(self) -> None:
        self._closing = False
        self._thread = threading.Thread(target=self._run, name="la-bete-writer", daemon=True)
        self._thread.start()

    # ----------------------------------------------------------------- handing over
    def write(self, path: Path, text: str, what: str, keep_previous: bool = False) -> int:
        """Have ``text`` written to ``path`` atomically; returns at once with its ticket."""
        return self._submit(Path(path), text, what, keep_previous)

    def remove(self, path: Path, what: str) -> int:
        """Have ``path`` and its previous copy removed, after every write handed over before."""
        return self._submit(Path(path), None, what, False)

    def _submit(self, path: Path, text: str | None, what: str, keep_previous: bool) -> int:
        with self._changed:
            self._tickets += 1
            job = _Job(path, text, keep_previous, what, self._tickets)
            if self._jobs and self._jobs[-1].path == job.path:
                self._jobs[-1] = job  # the older text waits last: the newer one takes its place
            else:
                self._jobs.append(job)
            if self._thread is None:  # closed, and used again
                self._start()
            self._changed.notify_all()
            return job.ticket

    # ----------------------------------------------------------------- waiting
    def flush(self, timeout: float | None = None) -> bool:
        """Wait until everything handed over is written; False if ``timeout`` seconds passed first."""
        with self._changed:
            return self._changed.wait_for(lambda: not self._jobs and not self._writing, timeout)

    def close(self, timeout: float | None = None) -> bool:
        """Write what waits, then end the thread; False if ``timeout`` seconds passed first."""
        with self._changed:
            self._closing = True
            self._changed.notify_all()
            thread = self._thread
        if thread is None:
            return True
        thread.join(timeout)
        return not thread.is_alive()

    def take_errors(self) -> list[str]:
        """The writes that failed since last asked, one line each (oldest first)."""
        taken: list[str] = []
        while self._errors:
            taken.append(self._errors.popleft())
        return taken

    # ----------------------------------------------------------------- the thread
    def _run(self) -> None:
        while True:
            with self._changed:
                while not self._jobs and not self._closing:
                    self._changed.wait()
                if not self._jobs:
                    self._thread = None
                    return
                job = self._jobs.popleft()
                self._writing = True
            try:
                job.do()
                self._failing.discard(job.what)
            except Exception as exc:  # never lost: the player hears of it, once
                if job.what not in self._failing:
                    self._failing.add(job.what)
                    reason = exc.strerror or str(exc) if isinstance(exc, OSError) else f"{type(exc).__name__}: {exc}"
                    self._errors.append(f"la-bete: cannot save {job.what}: {reason}")
            with self._changed:
                self._writing = False
                self.finished = job.ticket
                self._changed.notify_all()


__all__ = ["Writer"]
