"""Draw the application icon of La Bête into ``assets/icon`` from the card art.

    python tools/make_icon.py

The icon is two cards of the game's own pack, the back and the King of spades (the
King stake of Le Gras's Bête), fanned on a rounded square of green baize with a brass
rim.  Small sizes (48 px and under) show the ace of spades instead of the King, whose
face turns to mush at that size.  The cards are drawn by ``tools/make_cards.py`` at its
supersampled size, so the large icons are sharp.

Writes, for each operating system:

- ``la-bete.png`` (256 px): the window icon set with ``pygame.display.set_icon`` (the
  only icon a Linux build has, and the title bar's on the other systems);
- ``la-bete.ico`` (Windows: 16, 24, 32, 48, 64, 128 px as 32-bit bitmaps, 256 px as PNG);
- ``la-bete.icns`` (macOS: PNG entries from 16 to 1024 px, standard and Retina).

The ICO and ICNS containers are written here with the standard library, so that no
platform tool is needed.  Nothing is random: the same script gives the same files.
"""
from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_cards  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "assets" / "icon"

FELT_LIGHT = (40, 128, 82)
FELT_DARK = (10, 56, 35)
BRASS = (212, 175, 92)
BRASS_DARK = (120, 88, 34)

ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
#: ICNS entry types holding PNG data, with their pixel sizes (Apple's "Icon Services" types).
ICNS_TYPES = (
    (b"icp4", 16), (b"icp5", 32), (b"icp6", 64), (b"ic07", 128), (b"ic08", 256), (b"ic09", 512),
    (b"ic10", 1024), (b"ic11", 32), (b"ic12", 64), (b"ic13", 256), (b"ic14", 512),
)


# ------------------------------------------------------------------ drawing
def _supersampled_card(code: str) -> pygame.Surface:
    """A card at make_cards' supersampled size (its ``finish`` step left out)."""
    finish = make_cards.finish
    make_cards.finish = lambda surface: surface
    try:
        if code == "back":
            return make_cards.back_card()
        return make_cards.face(code[:-1], code[-1], make_cards.STANDARD)
    finally:
        make_cards.finish = finish


def _baize(size: int, inset: int, radius: int) -> pygame.Surface:
    """The rounded square of baize with its brass rim and a soft shadow beneath."""
    surface = pygame.Surface((size, size), pygame.SRCALPHA)
    body = pygame.Rect(inset, inset, size - 2 * inset, size - 2 * inset)
    shadow = pygame.Surface((size, size), pygame.SRCALPHA)
    for i in range(inset // 2, 0, -1):
        alpha = int(60 * (1 - i / (inset / 2 + 1)) ** 2)
        pygame.draw.rect(shadow, (0, 0, 0, alpha), body.move(0, inset // 6).inflate(2 * i, 2 * i),
                         border_radius=radius + i)
    surface.blit(shadow, (0, 0))
    pygame.draw.rect(surface, BRASS_DARK, body, border_radius=radius)
    pygame.draw.rect(surface, BRASS, body.inflate(-size // 64, -size // 64), border_radius=radius)
    cloth_rect = body.inflate(-size // 20, -size // 20)
    cloth = pygame.Surface(cloth_rect.size, pygame.SRCALPHA)
    steps = 40
    cx, cy = cloth_rect.width / 2, cloth_rect.height * 0.42
    for k in range(steps):
        t = k / (steps - 1)
        r = cloth_rect.width * (1.0 - 0.75 * t)
        colour = tuple(int(a + (b - a) * t ** 0.9) for a, b in zip(FELT_DARK, FELT_LIGHT))
        pygame.draw.circle(cloth, colour, (cx, cy), r)
    mask = pygame.Surface(cloth_rect.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=radius - size // 40)
    cloth.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(cloth, cloth_rect)
    return surface


def _place(canvas: pygame.Surface, card: pygame.Surface, height: float, angle: float, centre: tuple[float, float]) -> None:
    """Draw ``card`` scaled to ``height`` pixels, turned by ``angle`` degrees, with a shadow."""
    zoom = height / card.get_height()
    turned = pygame.transform.rotozoom(card, angle, zoom)
    shade = turned.copy()
    shade.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
    offset = max(1, int(height * 0.025))
    canvas.blit(shade, shade.get_rect(center=(centre[0] + offset, centre[1] + offset)))
    canvas.blit(turned, turned.get_rect(center=centre))


def draw_icon(size: int, cards: dict[str, pygame.Surface]) -> pygame.Surface:
    """The icon at ``size`` pixels, drawn at four times that and scaled down."""
    big = size * 4
    small = size <= 48
    inset = int(big * (0.03 if small else 0.07))
    canvas = _baize(big, inset, int(big * 0.2))
    height = big * (0.70 if small else 0.62)
    front = "AS" if small else "KS"
    cy = big * 0.5
    _place(canvas, cards["back"], height, 13, (big * 0.40, cy))
    _place(canvas, cards[front], height, -9, (big * 0.58, cy + big * 0.02))
    return pygame.transform.smoothscale(canvas, (size, size))


# ------------------------------------------------------------------ containers
def png_bytes(surface: pygame.Surface) -> bytes:
    stream = io.BytesIO()
    pygame.image.save(surface, stream, "icon.png")
    return stream.getvalue()


def ico_bitmap(surface: pygame.Surface) -> bytes:
    """A 32-bit ICO entry: BITMAPINFOHEADER (double height), bottom-up BGRA, then the AND mask."""
    w, h = surface.get_size()
    pixels = pygame.image.tobytes(surface, "BGRA", True)
    row = ((w + 31) // 32) * 4
    mask = bytearray(row * h)
    for y in range(h):  # bottom-up, like the pixels: a set bit is a transparent pixel
        for x in range(w):
            if pixels[(y * w + x) * 4 + 3] == 0:
                mask[y * row + x // 8] |= 0x80 >> (x % 8)
    header = struct.pack("<IiiHHIIiiII", 40, w, 2 * h, 1, 32, 0, len(pixels) + len(mask), 0, 0, 0, 0)
    return header + pixels + bytes(mask)


def ico_file(images: dict[int, pygame.Surface]) -> bytes:
    """An ICO container: bitmaps below 256 px (what every Windows reads), PNG at 256 px."""
    entries = []
    for size in sorted(images):
        data = png_bytes(images[size]) if size >= 256 else ico_bitmap(images[size])
        entries.append((size, data))
    offset = 6 + 16 * len(entries)
    head = struct.pack("<HHH", 0, 1, len(entries))
    directory = b""
    body = b""
    for size, data in entries:
        dim = 0 if size >= 256 else size
        directory += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset + len(body))
        body += data
    return head + directory + body


def icns_file(images: dict[int, pygame.Surface]) -> bytes:
    """An ICNS container of PNG entries: 'icns', total length, then (type, length, data) blocks."""
    blocks = b""
    for kind, size in ICNS_TYPES:
        data = png_bytes(images[size])
        blocks += kind + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(blocks)) + blocks


def main(argv: list[str] | None = None) -> int:
    pygame.display.init()
    pygame.font.init()  # make_cards writes the corner indices and names with pygame's font
    cards = {code: _supersampled_card(code) for code in ("back", "KS", "AS")}
    sizes = sorted(set(ICO_SIZES) | {size for _, size in ICNS_TYPES})
    images = {size: draw_icon(size, cards) for size in sizes}
    OUT.mkdir(parents=True, exist_ok=True)
    pygame.image.save(images[256], str(OUT / "la-bete.png"))
    (OUT / "la-bete.ico").write_bytes(ico_file({size: images[size] for size in ICO_SIZES}))
    (OUT / "la-bete.icns").write_bytes(icns_file(images))
    print(f"wrote la-bete.png, la-bete.ico ({len(ICO_SIZES)} sizes) and "
          f"la-bete.icns ({len(ICNS_TYPES)} entries) to {OUT}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
