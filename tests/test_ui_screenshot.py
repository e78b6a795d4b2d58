"""A picture of the table in the middle of a deal at 1280x800, kept as a test artifact
(artifacts/table_mid_deal.png), with a check that the table is really drawn there."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from game import storage
from game.settings import Settings
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table_scene import TableScene
from game.ui.title_scene import TitleScene

ARTIFACTS = Path(__file__).resolve().parents[1] / "artifacts"


@pytest.fixture()
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def test_table_mid_deal_screenshot(home: Path) -> None:
    app = App(Settings(players=5, animation="fast", ai_pause=0.05), size=(1280, 800), seed=4, save_settings=False)
    driver = Driver(deals=1, seed=4)
    shot: dict[str, object] = {}

    def watch(app: App) -> None:
        table = app.scene
        if not isinstance(table, TableScene) or table.deal is None:
            return
        # mid-deal: at least one trick taken, cards on the table, nothing in flight
        if table.deal.trick_number >= 2 and table.state == "play" and table.last_trick and \
                any(w[0] == "trick" for w in table.where.values()) and not table.tl.busy:
            ARTIFACTS.mkdir(exist_ok=True)
            path = ARTIFACTS / "table_mid_deal.png"
            pygame.image.save(app.screen, str(path))
            shot["path"] = path
            shot["surface"] = app.screen.copy()
            app.quit()

    app.hooks += [driver, watch]
    app.push(TitleScene(app))
    try:
        app.run(max_seconds=50)
    finally:
        pass
    assert "path" in shot, "the deal never reached its middle"
    surface = shot["surface"]
    assert surface.get_size() == (1280, 800)
    # the felt is green, and cards (light) and text are drawn on it
    colours = {surface.get_at((x, y))[:3] for x in range(0, 1280, 16) for y in range(0, 800, 16)}
    assert len(colours) > 200
    greenish = sum(1 for c in colours if c[1] > c[0] + 20 and c[1] > c[2])
    light = sum(1 for c in colours if min(c) > 200)
    assert greenish > 50 and light > 5
    assert Path(shot["path"]).stat().st_size > 50_000
    pygame.quit()
