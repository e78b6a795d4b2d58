"""Buttons, panels, text and stacks of jetons, drawn in the table's style."""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

import pygame

from . import boxes, theme
from ..i18n import _, number
from .resources import res


def blit_text(surface: pygame.Surface, role: str, size: int, text: str, pos, colour=theme.TEXT,
              anchor: str = "topleft", shadow: bool = True, kind: str = "text") -> pygame.Rect:
    """``text`` drawn at ``pos`` by its ``anchor``; its rectangle (``kind``: what the layout
    tests take it for, see :mod:`.boxes`)."""
    image = res().text(role, size, text, colour)
    rect = image.get_rect(**{anchor: (int(pos[0]), int(pos[1]))})
    if shadow:
        dark = res().text(role, size, text, (0, 0, 0))
        dark.set_alpha(110)
        off = max(1, size // 18)
        surface.blit(dark, rect.move(off, off))
    surface.blit(image, rect)
    boxes.note_text(surface, image, rect, text, kind)
    return rect


def fit(text: str, size: int, width: float, role: str = "serif") -> str:
    """The text cut short with an ellipsis to fit ``width`` pixels."""
    font = res().font(role, size)
    if font.size(text)[0] <= width:
        return text
    while text and font.size(text + "…")[0] > width:
        text = text[:-1]
    return text + "…"


def fitted(role: str, size: int, text: str, width: float) -> int:
    """The size ``text`` fits ``width`` pixels at: ``size``, or smaller, never under the
    smallest caption (then it may still be too wide)."""
    r = res()
    while size > 1 and r.size(role, size, text)[0] > width and r.font(role, size - 1) is not r.font(role, size):
        size -= 1  # (under the smallest caption the face stays the same: no use going on)
    return size


def blit_fitted(surface: pygame.Surface, role: str, size: int, text: str, pos, width: float, colour=theme.TEXT,
                anchor: str = "topleft", shadow: bool = True) -> pygame.Rect:
    """``text`` drawn within ``width`` pixels (a caption in its column, a word on a plate):
    set smaller if it must, and on more lines if even the smallest is too wide; the lines'
    rectangle, placed by its ``anchor`` at ``pos``."""
    size = fitted(role, size, text, width)
    lines = wrap(role, size, text, int(width)) if res().size(role, size, text)[0] > width else (text,)
    step = line_height(size, role) * 0.85 if len(lines) > 1 else 0
    sizes = [res().size(role, size, line) for line in lines]
    block = pygame.Rect(0, 0, max(w for w, _ in sizes), int(sizes[0][1] + step * (len(lines) - 1)))
    setattr(block, anchor, (int(pos[0]), int(pos[1])))
    align = "midtop" if anchor in ("midtop", "midbottom", "center") else "topright" if "right" in anchor else "topleft"
    x = {"midtop": block.centerx, "topright": block.right, "topleft": block.left}[align]
    for i, line in enumerate(lines):
        blit_text(surface, role, size, line, (x, block.top + i * step), colour, align, shadow)
    return block


def wrap(role: str, size: int, text: str, width: int) -> tuple[str, ...]:
    """The text broken into lines of at most ``width`` pixels (cached: panels redraw it
    every frame; per interface scale, which sizes the words)."""
    return _wrap(role, size, text, width, res().scale)


@lru_cache(maxsize=512)
def _wrap(role: str, size: int, text: str, width: int, scale: float) -> tuple[str, ...]:
    lines: list[str] = []
    for paragraph in text.split("\n"):
        words = paragraph.split(" ")
        line = ""
        for word in words:
            trial = word if not line else line + " " + word
            if res().size(role, size, trial)[0] <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return tuple(lines)


def line_height(size: int, role: str = "serif") -> float:
    """The distance between lines of text at ``size`` as drawn (the interface scale and the
    smallest caption counted)."""
    return res().font(role, size).get_height() * 1.3


def wrap_even(role: str, size: int, text: str, width: int) -> tuple[str, ...]:
    """The text in as few lines as :func:`wrap` needs, the lines made as even as may be, so
    that no lone word is left on the last one (for headlines)."""
    return _wrap_even(role, size, text, width, res().scale)


@lru_cache(maxsize=256)
def _wrap_even(role: str, size: int, text: str, width: int, scale: float) -> tuple[str, ...]:
    lines = wrap(role, size, text, width)
    if len(lines) < 2:
        return lines
    lo, hi = width // 3, width  # the narrowest width that needs no more lines
    while lo < hi:
        mid = (lo + hi) // 2
        if len(wrap(role, size, text, mid)) <= len(lines):
            hi = mid
        else:
            lo = mid + 1
    return wrap(role, size, text, hi)


_PANELS: dict[tuple, pygame.Surface] = {}


def panel(surface: pygame.Surface, rect: pygame.Rect, style: str = "dark", radius: int = 12, kind: str = "panel",
          name: str = "") -> None:
    """A rounded panel: 'dark' (smoked glass on the felt) or 'paper' (parchment); ``kind`` and
    ``name`` say what it is to the layout tests (:mod:`.boxes`: a plate, the prompt, a panel
    beside the play that must hide no player, one over the table that may)."""
    boxes.note(surface, kind, rect, name)
    key = (rect.size, style, radius)
    image = _PANELS.get(key)
    if image is None:
        image = pygame.Surface(rect.size, pygame.SRCALPHA)
        r = image.get_rect()
        if style == "paper":
            pygame.draw.rect(image, theme.PARCHMENT, r, border_radius=radius)
            for i in range(0, r.height, 4):
                shade = 6 if (i // 4) % 2 else 0
                pygame.draw.line(image, (theme.PARCHMENT[0] - shade, theme.PARCHMENT[1] - shade, theme.PARCHMENT[2] - shade),
                                 (radius, i), (r.width - radius, i))
            pygame.draw.rect(image, theme.BRASS_DARK, r, 2, border_radius=radius)
            pygame.draw.rect(image, theme.PARCHMENT_DARK, r.inflate(-10, -10), 1, border_radius=max(2, radius - 4))
        else:
            pygame.draw.rect(image, (10, 24, 18, 200), r, border_radius=radius)
            pygame.draw.rect(image, (*theme.BRASS_DARK, 200), r, 1, border_radius=radius)
        if len(_PANELS) > 200:
            _PANELS.clear()
        _PANELS[key] = image
    shadow_rect = rect.move(3, 4)
    pygame.draw.rect(surface, (0, 0, 0), shadow_rect, border_radius=radius) if style == "paper" else None
    surface.blit(image, rect)


class Button:
    def __init__(self, label: str, action: Callable[[], None], key: int | None = None, hint: str = "",
                 style: str = "brass") -> None:
        self.label = label
        self.action = action
        self.key = key
        self.hint = hint
        self.style = style
        self.rect = pygame.Rect(0, 0, 10, 10)
        self.hover = False
        self.enabled = True
        self.visible = True

    def handle(self, event: pygame.event.Event) -> bool:
        if not (self.visible and self.enabled):
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.action()
            return True
        elif event.type == pygame.KEYDOWN and self.key is not None and event.key == self.key:
            self.action()
            return True
        return False

    def draw(self, surface: pygame.Surface, size: int) -> None:
        if not self.visible:
            return
        with boxes.within(surface, "button", self.rect, self.label):
            self._draw(surface, size)

    def _draw(self, surface: pygame.Surface, size: int) -> None:
        r = self.rect
        if self.style == "brass":
            base = theme.BRASS if self.hover else theme.BRASS_DARK
            face = (64, 40, 22) if self.enabled else (60, 60, 56)
            pygame.draw.rect(surface, (0, 0, 0), r.move(2, 3), border_radius=r.height // 3)
            pygame.draw.rect(surface, base, r, border_radius=r.height // 3)
            pygame.draw.rect(surface, face, r.inflate(-4, -4), border_radius=r.height // 3 - 1)
            colour = theme.HIGHLIGHT if self.hover else theme.IVORY
        else:  # 'flat': text-only, for menus and the bar
            if self.hover:
                glow = pygame.Surface(r.size, pygame.SRCALPHA)
                pygame.draw.rect(glow, (255, 236, 180, 34), glow.get_rect(), border_radius=6)
                pygame.draw.rect(glow, (*theme.BRASS_DARK, 255), glow.get_rect(), 1, border_radius=6)
                surface.blit(glow, r)
            colour = theme.HIGHLIGHT if self.hover else theme.TEXT
        if not self.enabled:
            colour = theme.TEXT_DIM
        label = self.label
        hint = _(self.hint)  # a key's name as the person's keyboard says it (Échap, Invio)
        # a long label moves left of the key's cap, and is set smaller if it must, rather
        # than run under the key or out of the button
        cap = key_cap(hint, size, r) if hint else None
        given = size
        room = r.width - 16 - (2 * (r.right - cap.left) if cap else 0)
        centre = r.center
        if res().size("serif_bold", size, label)[0] > room:
            room = (cap.left if cap else r.right) - r.left - 12
            size = fitted("serif_bold", size, label, room)
            centre = (r.left + 8 + room / 2, r.centery)
        blit_text(surface, "serif_bold", size, label, centre, colour, "center", shadow=False)
        if cap is not None:
            draw_key(surface, hint, cap, key_size(given), self.enabled, self.style)


def key_size(size: int) -> int:
    """A key's name on a button whose label is ``size``."""
    return max(9, int(size * 0.5))


def key_width(hint: str, size: int) -> int:
    """How wide a key's cap is on a button whose label is ``size``: what a button's width must
    leave for it."""
    return res().size("sans_bold", key_size(size), hint)[0] + 10


def key_cap(hint: str, size: int, button: pygame.Rect) -> pygame.Rect:
    """Where a key's cap lies: in the button's lower right corner, inside its rim."""
    w, h = res().size("sans_bold", key_size(size), hint)
    cap = pygame.Rect(0, 0, w + 8, min(h + 2, button.height - 8))
    cap.bottomright = (button.right - 5, button.bottom - 4)
    return cap


def draw_key(surface: pygame.Surface, hint: str, cap: pygame.Rect, size: int, enabled: bool = True,
             style: str = "brass") -> None:
    """A key's name in a small cap, bold and light enough that Q is not read as O."""
    colour = (214, 200, 170) if enabled else theme.TEXT_DIM
    if style == "brass":
        pygame.draw.rect(surface, (44, 28, 16), cap, border_radius=4)
    pygame.draw.rect(surface, (*theme.BRASS_DARK,), cap, 1, border_radius=4)
    blit_text(surface, "sans_bold", size, hint, cap.center, colour, "center", shadow=False, kind="key")


def suit_tag(surface: pygame.Surface, midtop, word: str, symbol: str, colour, u: float, most: float) -> pygame.Rect:
    """The trumps' tag: a word and the suit's sign on an ivory pill at most ``most`` wide (the
    word set smaller where the text scale would take more, and on two lines where even the
    smallest type is too wide)."""
    sign = max(12, int(19 * u))
    sign_w = res().size("sans", sign, symbol)[0]
    room = most - sign_w - 30 * u
    size = fitted("serif_bold", int(17 * u), word, room)
    lines = wrap("serif_bold", size, word, int(room)) if res().size("serif_bold", size, word)[0] > room else (word,)
    step = res().size("serif_bold", size, word)[1]
    width = max(res().size("serif_bold", size, line)[0] for line in lines) + sign_w + 30 * u
    tag = pygame.Rect(0, 0, int(width), int(max(30 * u, step * len(lines) + 4)))
    tag.midtop = (int(midtop[0]), int(midtop[1]))
    boxes.note(surface, "label", tag, word)
    pygame.draw.rect(surface, theme.IVORY, tag, border_radius=min(tag.height, int(30 * u)) // 2)
    pygame.draw.rect(surface, theme.BRASS_DARK, tag, 1, border_radius=min(tag.height, int(30 * u)) // 2)
    y = tag.centery - step * (len(lines) - 1) / 2
    for line in lines:
        blit_text(surface, "serif_bold", size, line, (tag.left + 12 * u, y), theme.INK, "midleft", shadow=False)
        y += step
    blit_text(surface, "sans", sign, symbol, (tag.right - 10 * u, tag.centery), colour, "midright", shadow=False)
    return tag


#: A level's mark: how many pips (the open hand's is an eye).
LEVEL_PIPS = {"random": 1, "heuristic": 2, "expert": 3}


def draw_level(surface: pygame.Surface, kind: str, centre, u: float) -> pygame.Rect:
    """A computer player's level as a small mark (on its plate, in the seats' list): one to
    three brass pips for Novice, Amateur and Expert, an open eye for the open hand."""
    x, y = centre
    r = max(2, int(3.2 * u))
    pips = LEVEL_PIPS.get(kind)
    if pips is None:  # the open hand: an eye
        eye = pygame.Rect(0, 0, int(8 * r), int(4.4 * r))
        eye.center = (int(x), int(y))
        pygame.draw.ellipse(surface, theme.BRASS, eye, max(1, r // 2))
        pygame.draw.circle(surface, theme.BRASS, eye.center, r)
        return eye
    area = pygame.Rect(0, 0, int((3 * r) * 3), int(2 * r))
    area.center = (int(x), int(y))
    for i in range(3):
        c = (int(area.left + r + i * 3 * r), int(y))
        if i < pips:
            pygame.draw.circle(surface, theme.BRASS, c, r)
        else:
            pygame.draw.circle(surface, theme.BRASS_DARK, c, r, 1)
    return area


def jeton_stack(surface: pygame.Surface, centre, count: int, radius: int, kind: str = "jeton",
                max_shown: int = 12, label: str | None = None, label_size: int = 16,
                label_side: str = "right", colour=theme.TEXT) -> pygame.Rect:
    """A stack (or two) of jetons with the exact count written beside it."""
    image = res().jeton(radius, kind)
    x, y = int(centre[0]), int(centre[1])
    shown = min(count, max_shown)
    step = max(2, radius // 3)
    columns = 1 if shown <= max_shown // 2 else 2
    per = (shown + columns - 1) // columns if shown else 0
    rect = pygame.Rect(x - radius, y - 2, radius * 2, 4)
    for c in range(columns):
        in_col = min(per, shown - c * per)
        cx = x + (c - (columns - 1) / 2) * radius * 1.7
        for i in range(in_col):
            spot = image.get_rect(center=(int(cx), int(y - i * step)))
            surface.blit(image, spot)
            rect.union_ip(spot)
    if label is None:
        label = str(count)
    if label:
        if label_side == "right":
            blit_text(surface, "serif_bold", label_size, label, (rect.right + 6, y), colour, "midleft")
        elif label_side == "below":
            blit_text(surface, "serif_bold", label_size, label, (x, rect.bottom + 2), colour, "midtop")
        else:
            blit_text(surface, "serif_bold", label_size, label, (rect.left - 6, y), colour, "midright")
    return rect


def signed(n: int) -> str:
    """A purse for display: debts with a true minus sign."""
    return f"−{number(-n)}" if n < 0 else number(n)
