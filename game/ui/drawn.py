"""The game's pictures drawn from primitives: a card face or back when its file is missing,
jetons and fiches (drawn, never loaded)."""
from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from . import theme

if TYPE_CHECKING:
    from .resources import Resources

MASTER_W, MASTER_H = 240, 336
SUIT_SYMBOLS = "♠♥♦♣"


def suit_colour(suit_code: str, four_colour: bool) -> tuple[int, int, int]:
    index = "SHDC".index(suit_code)
    if four_colour:
        return theme.FOUR_COLOUR[index]
    return theme.RED_SUIT if suit_code in "HD" else theme.BLACK_SUIT


def draw_face(code: str, four_colour: bool, resources: "Resources") -> pygame.Surface:
    """A clean card face drawn from primitives and the bundled fonts."""
    rank, suit = code[:-1], code[-1]
    symbol = SUIT_SYMBOLS["SHDC".index(suit)]
    colour = suit_colour(suit, four_colour)
    w, h = MASTER_W, MASTER_H
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (252, 249, 240), rect, border_radius=18)
    pygame.draw.rect(surface, (150, 140, 120), rect, width=2, border_radius=18)
    inner = rect.inflate(-34, -34)
    pygame.draw.rect(surface, (226, 218, 198), inner, width=1, border_radius=10)
    index_font = resources.font("serif_bold", 52)
    pip_font = resources.font("sans", 34)
    label = index_font.render(rank, True, colour)
    pip = pip_font.render(symbol, True, colour)
    corner = pygame.Surface((max(label.get_width(), pip.get_width()) + 4, label.get_height() + pip.get_height() - 14),
                            pygame.SRCALPHA)
    corner.blit(label, ((corner.get_width() - label.get_width()) // 2, -4))
    corner.blit(pip, ((corner.get_width() - pip.get_width()) // 2, label.get_height() - 14))
    surface.blit(corner, (10, 8))
    surface.blit(pygame.transform.rotate(corner, 180), (w - 10 - corner.get_width(), h - 8 - corner.get_height()))
    centre = rect.center
    if rank in ("J", "Q", "K"):
        frame = pygame.Rect(0, 0, 130, 190)
        frame.center = centre
        tint = tuple(min(255, c + (235 - c) * 0.85) for c in colour)
        pygame.draw.rect(surface, tint, frame, border_radius=10)
        pygame.draw.rect(surface, colour, frame, width=3, border_radius=10)
        big = resources.font("serif_bold", 118).render(rank, True, colour)
        surface.blit(big, big.get_rect(center=(centre[0], centre[1] - 14)))
        small = resources.font("sans", 40).render(symbol, True, colour)
        surface.blit(small, small.get_rect(center=(centre[0], centre[1] + 62)))
    else:
        count = 1 if rank == "A" else int(rank)
        size = 120 if rank == "A" else 46
        font = resources.font("sans", size)
        glyph = font.render(symbol, True, colour)
        flipped = pygame.transform.rotate(glyph, 180)
        for i, (px, py) in enumerate(_pip_positions(count)):
            x = centre[0] + px * 52
            y = centre[1] + py * 100
            g = flipped if py > 0.05 else glyph
            surface.blit(g, g.get_rect(center=(x, y)))
    return surface


def _pip_positions(count: int) -> list[tuple[float, float]]:
    col = {1: [0.0], 2: [-1.0, 1.0], 3: [-1.0, 0.0, 1.0], 4: [-1.0, -1 / 3, 1 / 3, 1.0]}
    layouts = {
        1: [(0, 0)],
        6: [(x, y) for x in (-1, 1) for y in col[3]],
        7: [(x, y) for x in (-1, 1) for y in col[3]] + [(0, -0.5)],
        8: [(x, y) for x in (-1, 1) for y in col[3]] + [(0, -0.5), (0, 0.5)],
        9: [(x, y) for x in (-1, 1) for y in col[4]] + [(0, 0)],
        10: [(x, y) for x in (-1, 1) for y in col[4]] + [(0, -2 / 3), (0, 2 / 3)],
    }
    return layouts.get(count, [(0, 0)])


def draw_back() -> pygame.Surface:
    w, h = MASTER_W, MASTER_H
    surface = pygame.Surface((w, h), pygame.SRCALPHA)
    rect = surface.get_rect()
    pygame.draw.rect(surface, (250, 246, 236), rect, border_radius=18)
    pygame.draw.rect(surface, (150, 140, 120), rect, width=2, border_radius=18)
    inner = rect.inflate(-22, -22)
    field = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(field, (128, 22, 34), field.get_rect(), border_radius=10)
    step = 18
    for x in range(-inner.height, inner.width + inner.height, step):
        pygame.draw.line(field, (160, 44, 54), (x, 0), (x + inner.height, inner.height), 2)
        pygame.draw.line(field, (160, 44, 54), (x, inner.height), (x + inner.height, 0), 2)
    mask = pygame.Surface(inner.size, pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=10)
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(field, inner)
    pygame.draw.rect(surface, theme.BRASS, inner, width=3, border_radius=10)
    pygame.draw.rect(surface, theme.BRASS, inner.inflate(-20, -20), width=1, border_radius=8)
    cx, cy = rect.center
    pygame.draw.circle(surface, (250, 240, 220), (cx, cy), 34)
    pygame.draw.circle(surface, theme.BRASS, (cx, cy), 34, 3)
    pygame.draw.polygon(surface, (128, 22, 34), [(cx, cy - 22), (cx + 16, cy), (cx, cy + 22), (cx - 16, cy)])
    return surface


def draw_jeton(radius: int, kind: str) -> pygame.Surface:
    """kind: 'jeton' (ivory with a red ring), 'gold' (a gold one), 'red' (red with an ivory ring)."""
    face = {"jeton": (238, 228, 204), "gold": (232, 196, 96), "red": (200, 64, 56)}.get(kind, (238, 228, 204))
    ring = {"jeton": (168, 40, 40), "gold": (150, 104, 30), "red": (250, 230, 210)}.get(kind, (168, 40, 40))
    edge = tuple(int(c * 0.62) for c in face)
    w = radius * 2 + 2
    ry = max(2, int(radius * 0.62))
    thick = max(2, radius // 3)
    surface = pygame.Surface((w, ry * 2 + thick + 2), pygame.SRCALPHA)
    pygame.draw.ellipse(surface, edge, (1, thick, radius * 2, ry * 2))
    pygame.draw.rect(surface, edge, (1, ry, radius * 2, thick))
    top = pygame.Rect(1, 0, radius * 2, ry * 2)
    pygame.draw.ellipse(surface, face, top)
    pygame.draw.ellipse(surface, ring, top.inflate(-radius * 0.5, -ry * 0.5), max(1, radius // 5))
    pygame.draw.ellipse(surface, (0, 0, 0, 60), top, 1)
    return surface


def draw_fiche(width: int) -> pygame.Surface:
    """A rectangular mother-of-pearl fiche seen from above."""
    h = max(5, int(width * 0.42))
    surface = pygame.Surface((width + 2, h + 3), pygame.SRCALPHA)
    pygame.draw.rect(surface, (120, 132, 150), (1, 3, width, h), border_radius=max(2, h // 4))
    body = pygame.Rect(1, 0, width, h)
    pygame.draw.rect(surface, (214, 226, 236), body, border_radius=max(2, h // 4))
    for i in range(3):
        tint = (196 + i * 14, 210 + i * 8, 230)
        pygame.draw.ellipse(surface, tint, body.inflate(-width * (0.3 + 0.2 * i), -h * (0.3 + 0.2 * i)))
    pygame.draw.rect(surface, (90, 104, 128), body, 1, border_radius=max(2, h // 4))
    return surface
