"""Text whose figures come from another face: EB Garamond's own figures are old-style (its
1 reads as ı), so amounts and counts are set in Linux Libertine's lining figures, on the
words' baseline."""
from __future__ import annotations

from typing import Callable

import pygame


def with_figures(font: Callable[[str, int], pygame.font.Font], role: str, figures: str, size: int, text: str,
                 colour) -> pygame.Surface:
    """``text`` in ``role``, its runs of figures (with their commas and points, and the narrow
    no-break space of French thousands, which the words' italic face lacks) in ``figures``."""
    runs: list[tuple[str, str]] = []
    for i, ch in enumerate(text):
        after = text[i + 1:i + 2]
        joined = (ch in ",.–\u202f" and runs and runs[-1][0] == figures and after.isdigit()) \
            or (ch in "(+−-" and after.isdigit()) \
            or (ch in ")" and runs and runs[-1][0] == figures)  # brackets and signs by figures are set with them
        kind = figures if ch.isdigit() or joined else role
        if runs and runs[-1][0] == kind:
            runs[-1] = (kind, runs[-1][1] + ch)
        else:
            runs.append((kind, ch))
    parts = [(font(kind, size), font(kind, size).render(chunk, True, colour)) for kind, chunk in runs]
    ascent = max(f.get_ascent() for f, _ in parts)
    height = max(ascent - f.get_ascent() + image.get_height() for f, image in parts)
    surface = pygame.Surface((sum(image.get_width() for _, image in parts), height), pygame.SRCALPHA)
    x = 0
    for f, image in parts:
        surface.blit(image, (x, ascent - f.get_ascent()))
        x += image.get_width()
    return surface


__all__ = ["with_figures"]
