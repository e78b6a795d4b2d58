"""Where the game's own files are: card art, sounds, fonts and the icon.

One answer for every way the game is started, so that nothing else needs to know:
from a checkout (``assets/`` beside ``game/``) and from a PyInstaller build, one-folder
or one-file, where the bundled files sit under ``sys._MEIPASS`` (``_internal/`` next to
the executable, the unpack folder of a one-file build, or the inside of a macOS .app).
These files are read only; what the player changes goes to the user's folders
(:mod:`game.storage`), never beside the executable.
"""
from __future__ import annotations

import sys
from pathlib import Path


def frozen() -> bool:
    """True in a PyInstaller build (the bootloader sets both attributes)."""
    return bool(getattr(sys, "frozen", False)) and hasattr(sys, "_MEIPASS")


def asset_root() -> Path:
    """The ``assets`` folder: bundled with a frozen build, else at the top of the checkout."""
    if frozen():
        return Path(sys._MEIPASS) / "assets"  # type: ignore[attr-defined]
    return Path(__file__).resolve().parent.parent / "assets"
