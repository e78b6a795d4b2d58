"""Text set from more than one face, so that every character drawn exists in the face that
draws it.

EB Garamond's own figures are old-style (its 1 reads as ı), so amounts and counts are set
in Linux Libertine's lining figures; and EB Garamond has no suit signs (♠ ♥ ♦ ♣) nor a few
other symbols, which would be drawn as empty boxes: each such character is set in the
fallback face (DejaVu Sans, bundled with its licence), on the words' baseline.
:class:`Coverage` tells which characters a face has (pygame's fonts draw a missing glyph
as the face's "notdef" box, which is how it is told apart).
"""
from __future__ import annotations

from typing import Callable

import pygame

#: A face's font at a size (the resources' ``font``).
FontOf = Callable[[str, int], pygame.font.Font]
#: Whether a face (by its role) has a character.
Covers = Callable[[str, str], bool]
#: A character no face has: what every face draws for a missing glyph.
NOTDEF = "\U0010ffff"
#: The fallback face's size against the words' (DejaVu's signs stand taller than Garamond's letters).
FALLBACK_SIZE = 0.9


class Coverage:
    """Which characters each face has, found once per (face, character) from the face's own
    drawing: a character drawn exactly as the face's notdef box is one it lacks."""

    def __init__(self, font: FontOf) -> None:
        self._font = font
        self._known: dict[tuple[str, str], bool] = {}
        self._notdef: dict[str, tuple] = {}

    def __call__(self, role: str, ch: str) -> bool:
        if ch < "\u0250" or ch.isspace():  # Latin and its extensions: every bundled face has them
            return True
        key = (role, ch)
        known = self._known.get(key)
        if known is None:
            font = self._font(role, 24)
            notdef = self._notdef.get(role)
            if notdef is None:
                notdef = self._notdef[role] = _drawing(font, NOTDEF)
            known = self._known[key] = _drawing(font, ch) != notdef
        return known


def _drawing(font: pygame.font.Font, ch: str) -> tuple:
    """A glyph as the face draws it: its metrics and its pixels."""
    return font.metrics(ch)[0], pygame.image.tobytes(font.render(ch, True, (0, 0, 0)), "RGBA")


def runs(text: str, role: str, figures: str | None = None, covers: Covers | None = None,
         fallback: str | None = None) -> list[tuple[str, str]]:
    """``text`` cut into runs of one face each: (role, characters).  Runs of figures (with their
    commas and points, and the narrow no-break space of French thousands, which the words'
    italic face lacks) go to ``figures``; a character ``role`` lacks goes to ``fallback``."""
    out: list[tuple[str, str]] = []
    for i, ch in enumerate(text):
        after = text[i + 1:i + 2]
        joined = (ch in ",.–\u202f" and out and out[-1][0] == figures and after.isdigit()) \
            or (ch in "(+−-" and after.isdigit()) or (ch == "(" and after in "+−-" and text[i + 2:i + 3].isdigit()) \
            or (ch in ")" and out and out[-1][0] == figures)  # brackets and signs by figures are set with them
        if figures is not None and (ch.isdigit() or joined):
            kind = figures
        elif covers is None or fallback is None or covers(role, ch) or not covers(fallback, ch):
            kind = role
        else:
            kind = fallback
        if out and out[-1][0] == kind:
            out[-1] = (kind, out[-1][1] + ch)
        else:
            out.append((kind, ch))
    return out


def _size_of(kind: str, size: int, fallback: str | None) -> int:
    return max(1, int(round(size * FALLBACK_SIZE))) if kind == fallback else size


def _placed(font: FontOf, parts: list[tuple[str, str]], size: int, fallback: str | None,
            role: str | None) -> tuple[list[tuple[pygame.font.Font, str]], int]:
    """The runs' fonts, and the line's ascent: the words' face's own, or more only where
    another face's glyphs really stand taller.  (A face's ascent is its tallest glyph's, and
    DejaVu's and Libertine's are taller than Garamond's: set by it, a line with a figure or a
    suit sign would sit lower than the same words without.)"""
    fonts = [(font(kind, _size_of(kind, size, fallback)), chunk) for kind, chunk in parts]
    ascent = 0
    for (kind, _chunk), (f, chunk) in zip(parts, fonts):
        if kind == role:
            ascent = max(ascent, f.get_ascent())
        else:
            ascent = max(ascent, max((m[3] for m in f.metrics(chunk) if m is not None), default=0))
    return fonts, ascent


def set_runs(font: FontOf, parts: list[tuple[str, str]], size: int, colour, fallback: str | None = None,
             role: str | None = None) -> pygame.Surface:
    """The runs drawn side by side on the words' baseline (``role``: the words' face)."""
    fonts, ascent = _placed(font, parts, size, fallback, role)
    images = [(f, f.render(chunk, True, colour)) for f, chunk in fonts]
    height = max(ascent - f.get_ascent() + image.get_height() for f, image in images)
    surface = pygame.Surface((sum(image.get_width() for _, image in images), height), pygame.SRCALPHA)
    x = 0
    for f, image in images:
        surface.blit(image, (x, ascent - f.get_ascent()))  # above the line: only the face's empty top
        x += image.get_width()
    return surface


def measure(font: FontOf, parts: list[tuple[str, str]], size: int, fallback: str | None = None,
            role: str | None = None) -> tuple[int, int]:
    """The width and height :func:`set_runs` would draw the runs at."""
    fonts, ascent = _placed(font, parts, size, fallback, role)
    return (sum(f.size(chunk)[0] for f, chunk in fonts),
            max(ascent - f.get_ascent() + f.size(chunk)[1] for f, chunk in fonts))


__all__ = ["Coverage", "FALLBACK_SIZE", "measure", "runs", "set_runs"]
