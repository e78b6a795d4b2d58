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


def write_json_atomic(path: Path, data: Any) -> None:
    """Write ``data`` as indented JSON to ``path`` so that the file is whole or absent."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    text = json.dumps(data, ensure_ascii=False, indent=2, sort_keys=False) + "\n"
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=str(path.parent))
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as stream:
            stream.write(text)
            stream.flush()
            os.fsync(stream.fileno())
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


def read_versioned(
    path: Path,
    kind: str,
    version: int,
    report: Callable[[str], None] | None = None,
) -> dict[str, Any] | None:
    """The payload of a versioned JSON file, or None when absent or set aside.

    A good file is an object ``{"kind": kind, "version": n, ...}`` with n <= ``version``.
    Anything else is renamed out of the way and reported in one line.
    """
    path = Path(path)
    if not path.exists():
        return None
    try:
        with open(path, encoding="utf-8") as stream:
            data = json.load(stream)
        if not isinstance(data, dict):
            raise StorageError("not a JSON object")
        if data.get("kind") != kind:
            raise StorageError(f"not a {kind} file (kind {data.get('kind')!r})")
        found = data.get("version")
        if type(found) is not int or not 1 <= found <= version:
            raise StorageError(f"unknown version {found!r} (this program reads up to {version})")
        return data
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, StorageError) as exc:
        reason = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        try:
            moved = set_aside(path)
            where = f"set aside as {moved.name}"
        except OSError as move_error:
            where = f"could not set it aside: {move_error.strerror}"
        message = f"la-bete: {path} is unreadable ({reason}); {where}; using defaults"
        (report or _stderr)(message)
        return None


def _stderr(message: str) -> None:
    import sys

    print(message, file=sys.stderr)
