"""The game finds its files the same way from a checkout and from a frozen build, reads
fonts only from its own folder (never a system font nor pygame's default one), and ships
an icon in the format each system wants."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import io  # noqa: E402
import shutil  # noqa: E402
import struct  # noqa: E402
import sys  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import assets  # noqa: E402
from game.ui import drawn, resources  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
ICON = ROOT / "assets" / "icon"


@pytest.fixture
def fonts_ready():
    pygame.font.init()
    yield
    pygame.font.quit()


# --------------------------------------------------------------------- the asset root
def test_from_a_checkout_the_assets_are_beside_the_game_package() -> None:
    assert not assets.frozen()
    assert assets.asset_root() == ROOT / "assets"
    assert resources.ASSETS == assets.asset_root()


def test_in_a_frozen_build_the_assets_are_in_the_bundle(monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path / "_internal"), raising=False)
    assert assets.frozen()
    assert assets.asset_root() == tmp_path / "_internal" / "assets"


def test_the_checkout_has_every_asset(fonts_ready) -> None:
    assert resources.check_assets() == []


def test_a_lost_or_broken_asset_is_named(fonts_ready, tmp_path: Path) -> None:
    root = tmp_path / "assets"
    shutil.copytree(ROOT / "assets", root)
    (root / "cards" / "four_colour" / "QD.png").unlink()
    (root / "sounds" / "trick.wav").write_bytes(b"not a wave")
    (root / "fonts" / "LICENSE-DejaVu.txt").unlink()
    problems = resources.check_assets(root)
    assert [p.split(" ")[0] for p in problems] == ["fonts/LICENSE-DejaVu.txt", "cards/four_colour/QD.png",
                                                   "sounds/trick.wav"]


# --------------------------------------------------------------------- fonts
def test_every_font_comes_from_the_game_s_own_folder(fonts_ready, monkeypatch) -> None:
    opened: list[object] = []
    real_font = pygame.font.Font

    def font(path, size):
        opened.append(path)
        return real_font(path, size)

    def no_system_fonts(*args, **kwargs):
        raise AssertionError("a system font was looked up")

    monkeypatch.setattr(pygame.font, "Font", font)
    for name in ("SysFont", "match_font", "get_fonts"):
        monkeypatch.setattr(pygame.font, name, no_system_fonts)
        monkeypatch.setattr(pygame.sysfont, name, no_system_fonts)
    cache = resources.Resources()
    for role in (*resources.FONT_FILES, "no such role"):
        cache.text(role, 20, "La Bête ♠♥♦♣ ← →")
    drawn.draw_face("QH", False, cache)  # the drawn stand-in card uses fonts too
    fonts = ROOT / "assets" / "fonts"
    assert opened and all(isinstance(p, str) and Path(p).parent == fonts for p in opened), opened


def test_a_missing_font_falls_back_on_the_bundled_sans(fonts_ready, monkeypatch) -> None:
    monkeypatch.setitem(resources.FONT_FILES, "serif", "NoSuchFont.otf")
    font = resources.Resources().font("serif", 18)
    sans = pygame.font.Font(str(ROOT / "assets" / "fonts" / "DejaVuSans.ttf"), 18)
    assert font.size("La Bête") == sans.size("La Bête")


def test_without_its_fonts_the_game_says_what_is_missing(fonts_ready, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setattr(resources, "ASSETS", tmp_path)
    with pytest.raises(FileNotFoundError, match="fonts are missing from .*install the game again"):
        resources.Resources().font("serif", 18)


def test_the_game_never_asks_for_a_system_or_default_font() -> None:
    sources = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "game").rglob("*.py"))
    for lookup in ("SysFont(", "match_font(", "get_default_font(", "Font(None"):
        assert lookup not in sources, lookup


# --------------------------------------------------------------------- the icon
def _png(data: bytes) -> pygame.Surface:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return pygame.image.load(io.BytesIO(data), "icon.png")


def test_the_window_icon_is_a_square_png() -> None:
    image = pygame.image.load(str(ICON / "la-bete.png"))
    assert image.get_size() == (256, 256)
    assert image.get_at((0, 0)).a == 0 and image.get_at((128, 128)).a == 255
    assert resources.window_icon() is not None


def test_the_windows_icon_holds_bitmaps_up_to_128_and_a_png_at_256() -> None:
    data = (ICON / "la-bete.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", data, 0)
    assert (reserved, kind) == (0, 1)
    sizes = []
    for i in range(count):
        w, h, _, _, planes, bits, length, offset = struct.unpack_from("<BBBBHHII", data, 6 + 16 * i)
        size = w or 256
        assert h == w and planes == 1 and bits == 32 and offset + length <= len(data)
        entry = data[offset:offset + length]
        if size == 256:
            assert _png(entry).get_size() == (256, 256)
        else:
            header = struct.unpack_from("<IiiHHI", entry, 0)
            assert header == (40, size, 2 * size, 1, 32, 0)  # BITMAPINFOHEADER, colour plus mask height
            mask_row = ((size + 31) // 32) * 4
            assert length == 40 + size * size * 4 + mask_row * size
            centre = 40 + ((size // 2) * size + size // 2) * 4
            assert entry[centre + 3] == 255, "the middle of the icon is opaque"
        sizes.append(size)
    assert sizes == [16, 24, 32, 48, 64, 128, 256]


def test_the_macos_icon_holds_every_size_as_png() -> None:
    data = (ICON / "la-bete.icns").read_bytes()
    assert data[:4] == b"icns" and struct.unpack(">I", data[4:8])[0] == len(data)
    expected = {b"icp4": 16, b"icp5": 32, b"icp6": 64, b"ic07": 128, b"ic08": 256, b"ic09": 512, b"ic10": 1024,
                b"ic11": 32, b"ic12": 64, b"ic13": 256, b"ic14": 512}
    found = {}
    position = 8
    while position < len(data):
        kind = data[position:position + 4]
        length = struct.unpack(">I", data[position + 4:position + 8])[0]
        found[kind] = _png(data[position + 8:position + length]).get_size()
        position += length
    assert position == len(data)
    assert found == {kind: (size, size) for kind, size in expected.items()}
