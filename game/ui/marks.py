"""Marks a game lays over a card's face: a face asked for as ``CODE+NAME`` (``JC+ribbon``)
is the card's face with ``assets/cards/marks/NAME.png`` laid over it (a transparent image
of a card's size, drawn by tools/make_cards.py), put together once by :mod:`.resources`.

A game names the card and the mark (its part's ``face``); nothing here knows either.
A mark whose file is missing or unreadable is replaced by a plain band, so a card so
marked still stands out.
"""
from __future__ import annotations

import pygame

from ..assets import asset_root
from . import theme

#: Between a card's code and the name of the mark laid over its face: "JC+ribbon".
MARK = "+"


def split(code: str) -> tuple[str, str]:
    """'JC+ribbon' -> ('JC', 'ribbon')."""
    base, mark = code.split(MARK, 1)
    return base, mark


def load(name: str, size: tuple[int, int]) -> pygame.Surface | None:
    """The mark's image at ``size``, or None when its file is missing or unreadable."""
    path = asset_root() / "cards" / "marks" / f"{name}.png"
    if not path.exists():
        return None
    try:
        image = pygame.image.load(str(path))
        image = image.convert_alpha() if pygame.display.get_surface() else image
    except (pygame.error, OSError, ValueError):
        return None
    return image if image.get_size() == size else pygame.transform.smoothscale(image, size)


def plain(size: tuple[int, int]) -> pygame.Surface:
    """A mark whose file is missing: a gold band across the face's lower left corner."""
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    band = [(0, h - w * 0.46), (w * 0.46, h), (w * 0.29, h), (0, h - w * 0.29)]
    pygame.draw.polygon(surface, theme.BRASS, band)
    pygame.draw.polygon(surface, theme.BRASS_DARK, band, 2)
    return surface


def laid(face: pygame.Surface, name: str) -> tuple[pygame.Surface, bool]:
    """A copy of ``face`` with the mark ``name`` laid over it, and whether its file was read
    (if not, the plain band stands in)."""
    surface = face.copy()
    overlay = load(name, surface.get_size())
    surface.blit(overlay if overlay is not None else plain(surface.get_size()), (0, 0))
    return surface, overlay is not None


__all__ = ["MARK", "laid", "load", "plain", "split"]
