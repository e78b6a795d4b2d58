"""The engine is pure: importing it brings in no pygame, no game.ai or game.ui, and it
reads and writes no files (everything it needs comes in as arguments)."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINE = Path(__file__).resolve().parent.parent / "game" / "engine"
FORBIDDEN_MODULES = ("pygame", "game.ui", "game.ai", "os", "pathlib", "shutil", "tempfile", "io", "socket",
                     "subprocess", "platformdirs", "pickle")


def test_importing_the_engine_loads_no_pygame_nor_the_window_nor_the_players() -> None:
    code = ("import sys, game.engine, game.engine.games, game.engine.record, game.engine.loop, game.engine.snapshot; "
            "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or m.startswith(('game.ui', 'game.ai'))]; "
            "print(','.join(bad))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.strip() == ""


def test_engine_modules_import_nothing_that_touches_files_or_the_screen() -> None:
    paths = sorted(ENGINE.rglob("*.py"))
    assert any(p.parent != ENGINE for p in paths), "every game's package is searched too"
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith(FORBIDDEN_MODULES), f"{path.relative_to(ENGINE)} imports {name}"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in ("open", "eval", "exec"), f"{path.relative_to(ENGINE)} calls {node.func.id}()"
