"""Fonts, card faces, jetons and sounds, each loaded once and cached.

Card images come from ``assets/cards`` (``KS.png``, ``10H.png``, ``back.png``, and
``four_colour/``); a missing or unreadable file is replaced by a card drawn here, so the
game runs before the artwork exists; ``JC+ribbon`` is a face with a mark (:mod:`.marks`).
Faces are pre-scaled per height and kept.
Fonts are loaded only from ``assets/fonts``: never a system font, nor pygame's own
default font (which a frozen build leaves out).  The assets folder is
:func:`game.assets.asset_root`, the same from a checkout and in a frozen build.
"""
from __future__ import annotations

import math
import wave
from collections import OrderedDict
from contextlib import contextmanager
from functools import lru_cache
from pathlib import Path
from typing import Iterator

import pygame

from ..assets import asset_root
from . import marks, theme
from .drawn import MASTER_H, MASTER_W, draw_back, draw_face, draw_fiche, draw_jeton
from .typeset import Coverage, measure, runs, set_runs

ASSETS = asset_root()
FONT_FILES = {
    "serif": "EBGaramond12-Regular.otf",
    "serif_bold": "LinLibertine_RB.otf",
    "serif_italic": "EBGaramond12-Italic.otf",
    "sans": "DejaVuSans.ttf",
    "sans_bold": "DejaVuSans-Bold.ttf",
    # lining figures for the serif faces (EB Garamond's own are old-style: its 1 reads as ı)
    "serif_figures": "LinLibertine_R.otf",
    "serif_italic_figures": "LinLibertine_RI.otf",
}
#: The roles whose figures are drawn from a face with lining figures, and that face's role.
FIGURES = {"serif": "serif_figures", "serif_italic": "serif_italic_figures"}
#: No caption is drawn smaller than this, in pixels (at 960x600 and up).
MIN_TEXT = 12
#: The fonts' licences, which must travel with them.
FONT_LICENCES = ("LICENSE-EBGaramond.txt", "LICENSE-LinuxLibertine.txt", "LICENSE-DejaVu.txt")
#: The font used when a role's own file cannot be read (it has every glyph the game draws).
FALLBACK_FONT = "sans"
#: The face that draws a character a role's face lacks (the suit signs in EB Garamond), by role.
GLYPH_FALLBACK = {"serif_bold": "sans_bold", "sans_bold": "sans_bold"}
SOUNDS = ("shuffle", "deal", "card", "trick", "jetons", "meld", "draw")
#: Every face of both games' packs (Bête's piquet pack and Bestia's Italian 40 as the engine codes it).
CARD_CODES = tuple(rank + suit for suit in "SHDC"
                   for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"))
ICON_FILE = "icon/la-bete.png"


class Resources:
    def __init__(self) -> None:
        self._fonts: dict[tuple[str, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        #: Measured texts: the layout measures the same words many times a frame.
        self._sizes: dict[tuple, tuple[int, int]] = {}
        self._masters: dict[tuple[str, bool], pygame.Surface] = {}
        self._scaled: dict[tuple[str, bool, int], pygame.Surface] = {}
        self._shadows: dict[tuple[int, int], pygame.Surface] = {}
        self._sounds: dict[str, object] = {}
        self._chips: dict[tuple, pygame.Surface] = {}
        self.missing: set[str] = set()
        #: Which characters each face has; and any drawn that no face had, as (role, character).
        self.coverage = Coverage(self.font)
        self.missing_glyphs: set[tuple[str, str]] = set()
        self.volume = 0.7
        self.muted = False
        self._hush = 0
        self.mixer_ok: bool | None = None
        #: The interface scale (the settings' per cent, as a factor) applied to every text.
        self.scale = 1.0

    # ----------------------------------------------------------------- fonts
    def font(self, role: str, size: int) -> pygame.font.Font:
        """The role's face at ``size`` pixels, times the interface scale, never under MIN_TEXT."""
        size = max(MIN_TEXT, int(round(size * self.scale)))
        key = (role, size)
        font = self._fonts.get(key)
        if font is None:
            name = FONT_FILES.get(role, FONT_FILES["serif"])
            try:
                font = pygame.font.Font(str(ASSETS / "fonts" / name), size)
            except (OSError, pygame.error):
                font = self._fallback_font(size)
            self._fonts[key] = font
        return font

    def _fallback_font(self, size: int) -> pygame.font.Font:
        """The bundled sans font; without it the game cannot write a word, so say what is missing."""
        path = ASSETS / "fonts" / FONT_FILES[FALLBACK_FONT]
        try:
            return pygame.font.Font(str(path), size)
        except (OSError, pygame.error) as exc:
            raise FileNotFoundError(f"La Bête's fonts are missing from {path.parent} ({exc}); "
                                    "install the game again") from exc

    def runs(self, role: str, text: str) -> list[tuple[str, str]]:
        """The text cut into runs of the faces that draw it: figures in lining figures, a
        character the role's face lacks in its fallback (see :mod:`.typeset`)."""
        figures = FIGURES.get(role) if any(ch.isdigit() for ch in text) else None
        return runs(text, role, figures, self.coverage, GLYPH_FALLBACK.get(role, FALLBACK_FONT))

    def size(self, role: str, size: int, text: str) -> tuple[int, int]:
        """The width and height ``text`` is drawn at (as :meth:`text` draws it)."""
        key = (role, size, text, self.scale)
        known = self._sizes.get(key)
        if known is not None:
            return known
        parts = self.runs(role, text)
        if len(parts) == 1 and parts[0][0] == role:
            known = self.font(role, size).size(text)
        else:
            known = measure(self.font, parts, size, GLYPH_FALLBACK.get(role, FALLBACK_FONT), role)
        if len(self._sizes) > 20000:
            self._sizes.clear()
        self._sizes[key] = known
        return known

    def text(self, role: str, size: int, text: str, colour=theme.TEXT) -> pygame.Surface:
        key = (role, int(size), text, tuple(colour), self.scale)
        surface = self._text.get(key)
        if surface is None:
            parts = self.runs(role, text)
            if len(parts) == 1 and parts[0][0] == role:
                surface = self.font(role, size).render(text, True, colour)
            else:
                surface = set_runs(self.font, parts, size, colour, GLYPH_FALLBACK.get(role, FALLBACK_FONT), role)
            self.missing_glyphs.update((kind, ch) for kind, chunk in parts for ch in chunk
                                       if not self.coverage(kind, ch))
            self._text[key] = surface
            if len(self._text) > 3000:
                self._text.popitem(last=False)
        else:
            self._text.move_to_end(key)
        return surface

    # ----------------------------------------------------------------- cards
    def card(self, code: str, height: int, four_colour: bool = False) -> pygame.Surface:
        """The face of ``code`` (e.g. 'KS'; a card's copy in a game of two packs, 'QS.2',
        has the same face), or 'back', scaled to ``height`` pixels."""
        code = code.partition(".")[0]
        height = max(8, int(height))
        key = (code, four_colour and code != "back", height)
        surface = self._scaled.get(key)
        if surface is None:
            master = self._master(code, key[1])
            width = max(4, round(height * MASTER_W / MASTER_H))
            surface = pygame.transform.smoothscale(master, (width, height))
            self._scaled[key] = surface
        return surface

    def card_squeezed(self, code: str, height: int, four_colour: bool, squeeze: float) -> pygame.Surface:
        """A face narrowed horizontally, for the turning of a card (not cached)."""
        base = self.card(code, height, four_colour)
        width = max(1, int(base.get_width() * squeeze))
        return pygame.transform.scale(base, (width, base.get_height()))

    def card_shadow(self, width: int, height: int) -> pygame.Surface:
        key = (width, height)
        surface = self._shadows.get(key)
        if surface is None:
            pad = max(2, width // 14)
            surface = pygame.Surface((width + 2 * pad, height + 2 * pad), pygame.SRCALPHA)
            radius = max(2, width // 12)
            for i in range(pad, 0, -1):
                alpha = int(70 * (1 - i / (pad + 1)) ** 1.5)
                pygame.draw.rect(surface, (0, 0, 0, alpha), surface.get_rect().inflate(-2 * (pad - i), -2 * (pad - i)),
                                 border_radius=radius + i)
            self._shadows[key] = surface
        return surface

    def forget_missing(self) -> None:
        """Look again for card files that were missing (the artwork may have arrived)."""
        if not self.missing:
            return
        for key in [k for k in self._masters if k[0] in self.missing]:
            del self._masters[key]
        for key in [k for k in self._scaled if k[0] in self.missing]:
            del self._scaled[key]
        self.missing.clear()

    def _master(self, code: str, four_colour: bool) -> pygame.Surface:
        key = (code, four_colour)
        surface = self._masters.get(key)
        if surface is not None:
            return surface
        if marks.MARK in code:  # a face with a game's mark laid over it, put together once
            base, name = marks.split(code)
            surface, read = marks.laid(self._master(base, four_colour), name)
            if not read:
                self.missing.add(code)
            self._masters[key] = surface
            return surface
        folder = ASSETS / "cards" / ("four_colour" if four_colour else "")
        path = folder / f"{code}.png"
        surface = None
        if path.exists():
            try:
                surface = pygame.image.load(str(path))
                surface = surface.convert_alpha() if pygame.display.get_surface() else surface
                if surface.get_size() != (MASTER_W, MASTER_H):
                    surface = pygame.transform.smoothscale(surface, (MASTER_W, MASTER_H))
            except (pygame.error, OSError, ValueError):
                surface = None
        if surface is None and four_colour:
            plain = ASSETS / "cards" / f"{code}.png"
            if plain.exists() and code[-1] in "SH":  # spades and hearts keep their colour
                surface = self._master(code, False)
        if surface is None:
            self.missing.add(code)
            surface = draw_back() if code == "back" else draw_face(code, four_colour, self)
        self._masters[key] = surface
        return surface

    # ----------------------------------------------------------------- jetons
    def jeton(self, radius: int, kind: str = "jeton") -> pygame.Surface:
        """A jeton seen slightly from above (an ellipse with its edge)."""
        radius = max(3, int(radius))
        key = ("jeton", kind, radius)
        surface = self._chips.get(key)
        if surface is None:
            surface = draw_jeton(radius, kind)
            self._chips[key] = surface
        return surface

    def fiche(self, width: int) -> pygame.Surface:
        width = max(8, int(width))
        key = ("fiche", width)
        surface = self._chips.get(key)
        if surface is None:
            surface = draw_fiche(width)
            self._chips[key] = surface
        return surface

    # ----------------------------------------------------------------- sounds
    def init_mixer(self) -> None:
        if self.mixer_ok is not None:
            return
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            self.mixer_ok = True
        except pygame.error:
            self.mixer_ok = False

    def preload_sounds(self) -> None:
        """Open the mixer and load every sound once (called just after the first frame)."""
        self.init_mixer()
        if self.mixer_ok:
            for name in SOUNDS:
                self._sound(name)

    def _sound(self, name: str):
        sound = self._sounds.get(name, False)
        if sound is False:
            sound = None
            path = ASSETS / "sounds" / f"{name}.wav"
            if path.exists():
                try:
                    sound = pygame.mixer.Sound(str(path))
                except pygame.error:
                    sound = None
            self._sounds[name] = sound
        return sound

    @contextmanager
    def silenced(self) -> Iterator[None]:
        """No sound inside the block (a resumed deal catching up plays nothing)."""
        self._hush += 1
        try:
            yield
        finally:
            self._hush -= 1

    def play(self, name: str, volume: float = 1.0) -> None:
        if self.muted or self._hush or self.volume <= 0:
            return
        self.init_mixer()
        if not self.mixer_ok:
            return
        sound = self._sound(name)
        if sound is not None:
            sound.set_volume(max(0.0, min(1.0, self.volume * volume)))
            sound.play()


def check_assets(root: Path | None = None) -> list[str]:
    """The bundled files that are absent or unreadable, each as ``path (why)``; empty when all is well.

    The game carries on without them (a card is drawn, a font falls back, a sound stays
    silent), so only this check tells a build or a checkout that lost its files.  Needs
    ``pygame.font.init()``.
    """
    root = ASSETS if root is None else root
    problems: list[str] = []

    def check(relative: str, load) -> None:
        try:
            load(str(root / relative))
        except (OSError, EOFError, pygame.error, wave.Error) as exc:
            problems.append(f"{relative} ({exc})")

    for name in sorted(set(FONT_FILES.values())):
        check(f"fonts/{name}", lambda path: pygame.font.Font(path, 12))
    for name in FONT_LICENCES:
        check(f"fonts/{name}", lambda path: Path(path).read_bytes())
    for code in CARD_CODES + ("back",):
        check(f"cards/{code}.png", pygame.image.load)
    for code in CARD_CODES:
        check(f"cards/four_colour/{code}.png", pygame.image.load)
    for name in SOUNDS:
        check(f"sounds/{name}.wav", lambda path: wave.open(path, "rb").close())
    check(ICON_FILE, pygame.image.load)
    return problems


def window_icon() -> pygame.Surface | None:
    """The icon for the window's title bar and task bar, or None if its file is unreadable."""
    try:
        return pygame.image.load(str(ASSETS / ICON_FILE))
    except (OSError, pygame.error):
        return None


_RESOURCES: Resources | None = None


def reset() -> Resources:
    """A fresh cache (fonts die with pygame.quit(); a new window starts clean)."""
    global _RESOURCES
    _RESOURCES = Resources()
    return _RESOURCES


def res() -> Resources:
    global _RESOURCES
    if _RESOURCES is None:
        _RESOURCES = Resources()
    return _RESOURCES


@lru_cache(maxsize=2)
def felt(size: tuple[int, int]) -> pygame.Surface:
    """The baize with a soft pool of light, framed by a dark wood rail: drawn once per
    window size and shared by every scene (only ever blitted, never drawn on)."""
    w, h = size
    surface = pygame.Surface((w, h))
    surface.fill(theme.WOOD_DARK)
    rail = max(6, int(min(w, h) * 0.012))
    inner = pygame.Rect(rail, rail, w - 2 * rail, h - 2 * rail)
    # wood rail with grain
    for i in range(0, h, 3):
        shade = 40 + int(10 * math.sin(i * 0.21) + 6 * math.sin(i * 0.047))
        pygame.draw.line(surface, (shade + 30, shade, shade // 2), (0, i), (w, i))
    pygame.draw.rect(surface, theme.WOOD_LIGHT, inner.inflate(4, 4), 2, border_radius=rail * 2)
    cloth = pygame.Surface(inner.size)
    cloth.fill(theme.FELT_DARK)
    steps = 28
    cx, cy = inner.width / 2, inner.height * 0.46
    for k in range(steps):
        t = k / (steps - 1)
        rx = inner.width * (0.95 - 0.6 * t)
        ry = inner.height * (0.95 - 0.6 * t)
        colour = tuple(int(a + (b - a) * t ** 0.8) for a, b in zip(theme.FELT_DARK, theme.FELT_LIGHT))
        pygame.draw.ellipse(cloth, colour, (cx - rx, cy - ry, 2 * rx, 2 * ry))
    # a faint weave so the cloth does not look flat
    weave = pygame.Surface((64, 64), pygame.SRCALPHA)
    import random as _random

    rnd = _random.Random(7)
    for _ in range(700):
        x, y = rnd.randrange(64), rnd.randrange(64)
        weave.set_at((x, y), (255, 255, 255, rnd.randrange(4, 12)) if rnd.random() < 0.5 else (0, 0, 0, rnd.randrange(6, 16)))
    for x in range(0, inner.width, 64):
        for y in range(0, inner.height, 64):
            cloth.blit(weave, (x, y))
    # a thin printed line round the playing area, as on an old card table
    u = min(w / 1280, h / 800)
    oval = pygame.Rect(0, 0, int(inner.width * 0.62), int(inner.height * 0.56))
    oval.center = (int(inner.width / 2), int(inner.height * 0.44))
    line = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.ellipse(line, (226, 200, 120, 40), oval, max(1, int(2 * u)))
    pygame.draw.ellipse(line, (226, 200, 120, 22), oval.inflate(int(14 * u), int(14 * u)), max(1, int(1 * u)))
    cloth.blit(line, (0, 0))
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=rail * 2)
    rounded = pygame.Surface(inner.size, pygame.SRCALPHA)
    rounded.blit(cloth, (0, 0))
    rounded.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(rounded, inner)
    # inner shadow of the rail on the cloth
    shade = pygame.Surface(inner.size, pygame.SRCALPHA)
    for i in range(rail):
        pygame.draw.rect(shade, (0, 0, 0, int(60 * (1 - i / rail))), shade.get_rect().inflate(-2 * i, -2 * i), 1,
                         border_radius=rail * 2)
    surface.blit(shade, inner)
    return surface
