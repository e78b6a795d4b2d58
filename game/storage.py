"""Where La Bête keeps its files, and atomic, versioned JSON reading and writing.

Settings live in the user's config folder, the saved session in the user's data folder
and the game's log and crash reports in the user's log folder (platformdirs, application
name "la-bete"); never beside the program, which may be a read-only frozen build.
``LA_BETE_HOME`` overrides them all with one folder (logs in its ``logs/``), which the
tests use.

Files are written atomically (a temporary file in the same folder, flushed and fsynced,
then ``os.replace``), so a crash never leaves half a file.  A file that cannot be read,
is not JSON, or carries another kind or a newer version is set aside as
``<name>.corrupt-<timestamp>`` and reported in one line; the caller then uses defaults.
"""
from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path
from typing import Any, Callable

from .i18n import N_, _

APP_NAME = "la-bete"
HOME_ENV = "LA_BETE_HOME"


class StorageError(Exception):
    """A stored file that is not what it should be."""


def config_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home)
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home)
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def log_dir() -> Path:
    home = os.environ.get(HOME_ENV)
    if home:
        return Path(home) / "logs"
    import platformdirs

    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def previous(path: Path) -> Path:
    """Where the file before the last write of ``path`` is kept (``name.prev``)."""
    path = Path(path)
    return path.with_name(path.name + ".prev")


def json_text(data: Any) -> str:
    """``data`` as the indented JSON every file of the game is written in."""
    return json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n"


def write_json_atomic(path: Path, data: Any, keep_previous: bool = False) -> None:
    """Write ``data`` as indented JSON to ``path`` so that the file is whole or absent."""
    write_text_atomic(path, json_text(data), keep_previous)


def write_text_atomic(path: Path, text: str, keep_previous: bool = False) -> None:
    """Write ``text`` to ``path`` so that the file is whole or absent.

    With ``keep_previous`` the file being replaced is kept as :func:`previous`; a crash
    between the two renames leaves that one, which readers fall back on.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
        if keep_previous and path.exists():
            os.replace(path, previous(path))
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    try:  # make the rename itself durable where the platform allows it
        dir_fd = os.open(str(path.parent), os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(dir_fd)
    except OSError:
        pass
    finally:
        os.close(dir_fd)


def sweep_temporaries(path: Path) -> None:
    """Remove half-written temporaries of ``path`` left by a process killed mid-write."""
    path = Path(path)
    for stale in path.parent.glob(f".{path.name}.*.tmp"):
        try:
            stale.unlink()
        except OSError:
            pass


def set_aside(path: Path) -> Path:
    """Rename a bad file out of the way as ``<name>.corrupt-<timestamp>``."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, target)
    return target


MAX_FILE_BYTES = 16 * 1024 * 1024


def read_versioned(
    path: Path,
    kind: str,
    version: int,
    report: Callable[[str], None] | None = None,
    oldest: int = 1,
) -> dict[str, Any] | None:
    """The payload of a versioned JSON file, or None when absent or set aside.

    A good file is an object ``{"kind": kind, "version": n, ...}`` with ``oldest`` <= n <=
    ``version``, no larger than MAX_FILE_BYTES.  Anything else is renamed out of the way
    and reported in one line.
    """
    path = Path(path)
    if not path.exists():
        return None
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            raise StorageError(_("too large ({size} bytes)").format(size=f"{path.stat().st_size:,}"))
        with open(path, encoding="utf-8") as stream:
            data = json.load(stream)
        if not isinstance(data, dict):
            raise StorageError(_("not a JSON object"))
        if data.get("kind") != kind:
            raise StorageError(_("not a {kind} file (kind {found})").format(kind=kind, found=repr(data.get("kind"))))
        found = data.get("version")
        if type(found) is not int or not oldest <= found <= version:
            raise StorageError(_("unknown version {found} (this program reads {oldest} to {version})").format(
                found=repr(found), oldest=oldest, version=version))
        return data
    except (OSError, ValueError, RecursionError, StorageError) as exc:  # ValueError: bad JSON, bad text
        reason = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc) or type(exc).__name__
        refuse(path, reason, report)
        return None


def refuse(path: Path, reason: str, report: Callable[[str], None] | None = None, then: str = N_("using defaults")) -> None:
    """Set a bad file aside and say so in one line (in the player's language: ``then`` is a
    marked message)."""
    reason = " ".join(reason.split())
    reason = reason if len(reason) <= 160 else reason[:157] + "..."
    try:
        where = _("set aside as {name}").format(name=set_aside(path).name)
    except OSError as move_error:
        where = _("could not set it aside: {error}").format(error=move_error.strerror)
    (report or _stderr)("la-bete: " + _("{path} is unreadable ({reason}); {where}; {then}").format(
        path=path, reason=reason, where=where, then=_(then)))


def _stderr(message: str) -> None:
    import sys

    print(message, file=sys.stderr)
