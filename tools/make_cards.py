"""Draw the card faces and the back of La Bête into ``assets/cards``.

    python tools/make_cards.py

Makes the French-suited faces both games are dealt from: Bête's piquet pack (6 7 8 9
10 J Q K A) and Bestia's Italian 40-card pack as the engine codes it (A 2 3 4 5 6 7 J Q
K, the Queen standing for the Cavallo and the Jack for the Fante), that is 2 to 10, J,
Q, K and A of spades, hearts, diamonds and clubs, as ``<RANK><SUIT>.png`` (``KS.png``,
``10H.png``...), ``back.png``, the same faces with four-colour suits in
``assets/cards/four_colour/``, and the marks a game lays over a face in
``assets/cards/marks/`` (the Mistigri's ribbon, for the Jack of clubs at Mouche).

Everything is drawn with pygame primitives (suit pips are polygons and circles, the
court figures are built from shapes) at three times the final size and scaled down with
``smoothscale`` for anti-aliasing.  The only font used is pygame's bundled default font,
for the corner indices.  Nothing is random, so the same script gives the same images.
"""
from __future__ import annotations

import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

W, H = 240, 336          # final size (5:7)
SS = 4                   # supersampling factor (4: pygame-ce smoothscale keeps alpha exact; 3 does not)
RADIUS = 16              # corner radius of the card
RANKS = ("2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A")
SUITS = ("S", "H", "D", "C")

OUT = Path(__file__).resolve().parents[1] / "assets" / "cards"

# ------------------------------------------------------------------ palette
IVORY = (251, 247, 234)
FRAME_BG = (253, 250, 240)
EDGE = (118, 104, 84)
INK = (24, 22, 26)
RED = (190, 28, 36)
BLUE = (34, 66, 150)
YELLOW = (234, 182, 44)
YELLOW_DARK = (196, 140, 30)
GREEN = (46, 120, 60)
FLESH = (250, 224, 198)
FLESH_SHADE = (236, 196, 168)
WHITE = (255, 253, 246)
STEEL = (196, 206, 222)
GREY_HAIR = (214, 210, 200)
BROWN = (120, 72, 36)

STANDARD = {"S": (22, 22, 26), "H": (186, 24, 30), "D": (186, 24, 30), "C": (22, 22, 26)}
FOUR_COLOUR = {"S": (22, 22, 26), "H": (196, 26, 32), "D": (24, 84, 190), "C": (18, 124, 52)}

# Robe, vest and trim colours of the court figures, by suit, for variety.
SCHEMES = {
    "S": (BLUE, RED, YELLOW),
    "H": (RED, BLUE, YELLOW),
    "D": (RED, YELLOW, BLUE),
    "C": (BLUE, YELLOW, RED),
}
HAIR = {"S": GREY_HAIR, "H": YELLOW, "D": BROWN, "C": YELLOW_DARK}

# The names the Paris pattern gives its court cards.
NAMES = {
    "KS": "DAVID", "KH": "CHARLES", "KD": "CÉSAR", "KC": "ALEXANDRE",
    "QS": "PALLAS", "QH": "JUDITH", "QD": "RACHEL", "QC": "ARGINE",
    "JS": "HOGIER", "JH": "LA HIRE", "JD": "HECTOR", "JC": "LANCELOT",
}


# ------------------------------------------------------------------ geometry helpers
def cubic(p0, p1, p2, p3, n=14):
    pts = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        pts.append((u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
                    u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1]))
    return pts


def quad(p0, p1, p2, n=12):
    pts = []
    for i in range(n + 1):
        t = i / n
        u = 1 - t
        pts.append((u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1]))
    return pts


def chain(*parts):
    """Join point lists, dropping a point repeated at a junction."""
    out = []
    for part in parts:
        for p in part:
            if not out or abs(out[-1][0] - p[0]) > 1e-9 or abs(out[-1][1] - p[1]) > 1e-9:
                out.append(p)
    return out


def mirrored(half, cx):
    """A closed outline symmetric about x = cx from its left half (top to bottom)."""
    right = [(2 * cx - x, y) for x, y in reversed(half)]
    return chain(half, right)


def ellipse_pts(cx, cy, rx, ry, n=48, a0=0.0, a1=2 * math.pi):
    return [(cx + rx * math.cos(a0 + (a1 - a0) * i / n), cy + ry * math.sin(a0 + (a1 - a0) * i / n)) for i in range(n + 1)]


def tint(colour, amount):
    """Mix towards white (amount > 0) or black (amount < 0)."""
    if amount >= 0:
        return tuple(round(c + (255 - c) * amount) for c in colour[:3])
    return tuple(round(c * (1 + amount)) for c in colour[:3])


class Pen:
    """Draws on a supersampled surface in design units (final-size pixels)."""

    def __init__(self, surface, ox=0.0, oy=0.0, scale=SS):
        self.s = surface
        self.ox, self.oy, self.k = ox, oy, scale

    def pt(self, p):
        return ((self.ox + p[0]) * self.k, (self.oy + p[1]) * self.k)

    def pts(self, pts):
        return [self.pt(p) for p in pts]

    def px(self, v):
        return v * self.k

    def poly(self, pts, fill=None, outline=INK, w=1.0):
        q = self.pts(pts)
        if fill is not None:
            pygame.draw.polygon(self.s, fill, q)
        if outline is not None and w > 0:
            self._stroke(q, outline, w, closed=True)

    def line(self, pts, colour=INK, w=1.0, closed=False):
        self._stroke(self.pts(pts), colour, w, closed)

    def _stroke(self, q, colour, w, closed):
        width = max(1, round(w * self.k))
        if len(q) >= 2:
            pygame.draw.lines(self.s, colour, closed, q, width)
        if width >= 3:
            r = width / 2
            for p in q if closed else q[1:-1]:
                pygame.draw.circle(self.s, colour, p, r)
            if not closed:
                for p in (q[0], q[-1]):
                    pygame.draw.circle(self.s, colour, p, r)

    def circle(self, c, r, fill=None, outline=INK, w=1.0):
        q = self.pt(c)
        if fill is not None:
            pygame.draw.circle(self.s, fill, q, r * self.k)
        if outline is not None and w > 0:
            pygame.draw.circle(self.s, outline, q, r * self.k + w * self.k / 2, max(1, round(w * self.k)))

    def ellipse(self, cx, cy, rx, ry, fill=None, outline=INK, w=1.0, n=48):
        self.poly(ellipse_pts(cx, cy, rx, ry, n)[:-1], fill, outline, w)


# ------------------------------------------------------------------ suit pips (unit shapes, height 2)
def _heart_unit():
    raw = []
    n = 140
    for i in range(n):
        t = 2 * math.pi * i / n
        x = 16 * math.sin(t) ** 3
        y = -(13 * math.cos(t) - 5 * math.cos(2 * t) - 2 * math.cos(3 * t) - math.cos(4 * t))
        raw.append((x, y))
    ys = [p[1] for p in raw]
    lo, hi = min(ys), max(ys)
    k = 2 / (hi - lo)
    return [(x * k * 0.92, (y - lo) * k - 1) for x, y in raw]


HEART = _heart_unit()


def _stem(top):
    left = cubic((-0.06, top), (-0.07, 0.72), (-0.2, 0.93), (-0.4, 1.0), 12)
    return mirrored(left, 0.0)


def pip_shapes(suit):
    """[(kind, data)] with kind 'poly' (points) or 'circle' ((x, y), r), point up."""
    if suit == "H":
        return [("poly", HEART)]
    if suit == "D":
        half = chain(quad((0, -1), (-0.26, -0.42), (-0.74, 0)), quad((-0.74, 0), (-0.26, 0.42), (0, 1)))
        return [("poly", mirrored(half, 0.0))]
    if suit == "S":
        body = [(x * 0.78, -y * 0.74 - 0.26) for x, y in HEART]
        return [("poly", body), ("poly", _stem(0.2))]
    # clubs
    r = 0.41
    return [("circle", ((0, -0.58), r)), ("circle", ((-0.46, 0.1), r)), ("circle", ((0.46, 0.1), r)),
            ("poly", [(0, -0.4), (-0.42, 0.12), (0, 0.28), (0.42, 0.12)]), ("poly", _stem(0.05))]


def draw_pip(pen, suit, cx, cy, h, colour, flip=False):
    k = h / 2 * (-1 if flip else 1)
    for kind, data in pip_shapes(suit):
        if kind == "poly":
            pen.poly([(cx + x * k, cy + y * k) for x, y in data], colour, None)
        else:
            (x, y), r = data
            pen.circle((cx + x * k, cy + y * k), r * abs(k), colour, None)


# ------------------------------------------------------------------ indices
_FONT_CACHE = {}


def _font(size):
    font = _FONT_CACHE.get(size)
    if font is None:
        font = pygame.font.Font(None, size)  # pygame's bundled default font only
        _FONT_CACHE[size] = font
    return font


def rank_glyph(rank, colour, cap_height, max_width):
    """The rank in bold figures, cap_height pixels tall, condensed to fit max_width."""
    font = _font(200)
    ref = font.render("K", True, colour)
    ref_box = ref.get_bounding_rect()
    top, bottom = ref_box.top, ref_box.bottom
    pieces = []
    for ch in rank:
        g = font.render(ch, True, colour)
        box = g.get_bounding_rect()
        crop = pygame.Rect(box.left, top, box.width, max(bottom, box.bottom) - top)
        pieces.append(g.subsurface(crop).copy())
    gap = 8
    width = sum(p.get_width() for p in pieces) + gap * (len(pieces) - 1)
    height = max(p.get_height() for p in pieces)
    joined = pygame.Surface((width, height), pygame.SRCALPHA)
    x = 0
    for p in pieces:
        joined.blit(p, (x, 0))
        x += p.get_width() + gap
    k = cap_height / (bottom - top)
    tw, th = max(1, round(width * k)), max(1, round(height * k))
    if tw > max_width:
        tw = round(max_width)
    return pygame.transform.smoothscale(joined, (tw, th))


INDEX_CX = 26.0     # centre of the index column
INDEX_TOP = 11.0
INDEX_CAP = 44.0
INDEX_MAXW = 40.0
INDEX_PIP = 27.0


def draw_index(surface, rank, suit, colour):
    """Top-left index and its 180-degree twin at the bottom right (on a 3x surface)."""
    corner = pygame.Surface((int(50 * SS), int(100 * SS)), pygame.SRCALPHA)
    glyph = rank_glyph(rank, colour, INDEX_CAP * SS, INDEX_MAXW * SS)
    gx = INDEX_CX * SS - glyph.get_width() / 2
    corner.blit(glyph, (round(gx - 2 * SS), round(INDEX_TOP * SS)))
    pen = Pen(corner)
    pip_y = INDEX_TOP + INDEX_CAP + 7 + INDEX_PIP / 2
    draw_pip(pen, suit, INDEX_CX - 2, pip_y, INDEX_PIP, colour)
    surface.blit(corner, (2 * SS, 0))
    turned = pygame.transform.flip(corner, True, True)
    surface.blit(turned, (W * SS - corner.get_width() - 2 * SS, H * SS - corner.get_height()))


# ------------------------------------------------------------------ card blank
def blank(face=IVORY):
    surface = pygame.Surface((W * SS, H * SS), pygame.SRCALPHA)
    surface.fill((*EDGE, 0))   # transparent, but with the border's colour for clean scaling
    rect = surface.get_rect()
    pygame.draw.rect(surface, EDGE, rect, border_radius=RADIUS * SS)
    pygame.draw.rect(surface, face, rect.inflate(-round(1.6 * SS) * 2, -round(1.6 * SS) * 2),
                     border_radius=round((RADIUS - 1.6) * SS))
    return surface


def finish(surface):
    return pygame.transform.smoothscale(surface, (W, H))


# ------------------------------------------------------------------ pip cards and aces
COL_X = (78.0, 162.0)
TOP_Y, BOT_Y = 66.0, 270.0
PIP_H = 42.0


def pip_layout(n):
    mid = (TOP_Y + BOT_Y) / 2
    three = (TOP_Y, mid, BOT_Y)
    step = (BOT_Y - TOP_Y) / 3
    four = (TOP_Y, TOP_Y + step, BOT_Y - step, BOT_Y)
    cx = W / 2
    cols = lambda rows: [(x, y) for x in COL_X for y in rows]  # noqa: E731
    if n == 2:
        return [(cx, TOP_Y), (cx, BOT_Y)]
    if n == 3:
        return [(cx, y) for y in three]
    if n == 4:
        return cols((TOP_Y, BOT_Y))
    if n == 5:
        return cols((TOP_Y, BOT_Y)) + [(cx, mid)]
    if n == 6:
        return cols(three)
    if n == 7:
        return cols(three) + [(cx, (TOP_Y + mid) / 2)]
    if n == 8:
        return cols(three) + [(cx, (TOP_Y + mid) / 2), (cx, (mid + BOT_Y) / 2)]
    if n == 9:
        return cols(four) + [(cx, mid)]
    if n == 10:
        return cols(four) + [(cx, (four[0] + four[1]) / 2), (cx, (four[2] + four[3]) / 2)]
    raise ValueError(n)


def pip_card(rank, suit, colour):
    surface = blank()
    pen = Pen(surface)
    mid = H / 2
    for x, y in pip_layout(int(rank)):
        draw_pip(pen, suit, x, y, PIP_H, colour, flip=y > mid + 0.5)
    draw_index(surface, rank, suit, colour)
    return finish(surface)


LAUREL = (178, 140, 58)
LAUREL_DARK = (128, 96, 34)


def _leaf(pen, base, angle, length, width, fill, vein):
    ux, uy = math.cos(angle), math.sin(angle)
    vx, vy = -uy, ux
    tip = (base[0] + ux * length, base[1] + uy * length)
    mid = (base[0] + ux * length * 0.45, base[1] + uy * length * 0.45)
    side_a = quad(base, (mid[0] + vx * width, mid[1] + vy * width), tip, 8)
    side_b = quad(tip, (mid[0] - vx * width, mid[1] - vy * width), base, 8)
    pen.poly(chain(side_a, side_b), fill, vein, 0.45)
    pen.line([base, (base[0] + ux * length * 0.8, base[1] + uy * length * 0.8)], vein, 0.45)


def _laurel(pen, cx, cy, r, ribbon):
    """A laurel wreath round (cx, cy), open at the top, tied with a ribbon below."""
    for side in (-1, 1):
        a0, a1 = math.radians(98), math.radians(252)
        steps = 40
        stem = [(cx + side * -r * math.cos(a0 + (a1 - a0) * i / steps), cy + r * math.sin(a0 + (a1 - a0) * i / steps))
                for i in range(steps + 1)]
        pen.line(stem, LAUREL_DARK, 1.1)
        for j in range(2, steps, 3):
            x, y = stem[j]
            nx, ny = stem[j + 1]
            tangent = math.atan2(ny - y, nx - x)
            size = 15 - 5 * j / steps
            _leaf(pen, (x, y), tangent - side * 0.62, size, size * 0.36, LAUREL, LAUREL_DARK)
            _leaf(pen, (x, y), tangent + side * 0.5, size, size * 0.36, LAUREL, LAUREL_DARK)
            if j % 6 == 5:
                pen.circle((x - (nx - x) * 0.2 + side * 0, y + 2.6), 1.5, ribbon, LAUREL_DARK, 0.35)
        x, y = stem[-1]
        _leaf(pen, (x, y), math.atan2(y - stem[-2][1], x - stem[-2][0]), 12, 4.2, LAUREL, LAUREL_DARK)
    # the bow
    bx, by = cx, cy + r * math.sin(math.radians(100)) + 1
    for side in (-1, 1):
        loop = chain(cubic((bx, by), (bx + side * 6, by - 12), (bx + side * 18, by - 8), (bx + side * 14, by + 1), 10),
                     cubic((bx + side * 14, by + 1), (bx + side * 10, by + 5), (bx + side * 4, by + 3), (bx, by), 8))
        pen.poly(loop, ribbon, INK, 0.5)
        tail = [(bx, by), (bx + side * 10, by + 17), (bx + side * 13, by + 13), (bx + side * 17, by + 18), (bx + side * 4, by + 1)]
        pen.poly(tail, ribbon, INK, 0.5)
    pen.ellipse(bx, by, 3.4, 3.0, tint(ribbon, -0.2), INK, 0.5, n=16)


def ace_card(suit, colour):
    surface = blank()
    pen = Pen(surface)
    cx, cy = W / 2, H / 2 - 4
    _laurel(pen, cx, cy, 72, colour)
    # the great pip with an engraved inner line
    big = 100
    draw_pip(pen, suit, cx, cy, big, colour)
    draw_pip(pen, suit, cx, cy + 1, big * 0.84, tint(colour, 0.4))
    draw_pip(pen, suit, cx, cy + 1, big * 0.8, colour)
    draw_index(surface, "A", suit, colour)
    return finish(surface)


# ------------------------------------------------------------------ court cards
FRAME = pygame.Rect(52, 16, 136, 304)   # design units on the card
DIVIDE = (160.0, 144.0)                  # y of the dividing line at the frame's left and right
CX = 58.0                                # the figure's axis inside the frame


def _face(pen, cx, cy, rx, ry, *, lips=RED, lashes=False, young=False):
    pen.ellipse(cx, cy, rx, ry, FLESH, INK, 1.0)
    blush = pygame.Surface((pen.s.get_width(), pen.s.get_height()), pygame.SRCALPHA)
    bp = Pen(blush, pen.ox, pen.oy, pen.k)
    for sx in (-1, 1):
        bp.ellipse(cx + sx * rx * 0.55, cy + ry * 0.3, rx * 0.24, ry * 0.13, (232, 110, 100, 80), None)
    pen.s.blit(blush, (0, 0))
    ey = cy - ry * 0.1
    for sx in (-1, 1):
        ex = cx + sx * rx * 0.42
        eye = chain(quad((ex - rx * 0.22, ey), (ex, ey - ry * 0.17), (ex + rx * 0.22, ey)),
                    quad((ex + rx * 0.22, ey), (ex, ey + ry * 0.12), (ex - rx * 0.22, ey)))
        pen.poly(eye, WHITE, INK, 0.6)
        pen.circle((ex + sx * 0.3, ey - 0.1), ry * 0.065, (70, 100, 160) if young else (70, 50, 30), None)
        pen.circle((ex + sx * 0.3, ey - 0.1), ry * 0.03, INK, None)
        pen.line(quad((ex - rx * 0.24, ey - 0.2), (ex, ey - ry * 0.19), (ex + rx * 0.24, ey - 0.2)), INK, 0.8)
        brow = quad((ex - sx * rx * 0.24, ey - ry * 0.22), (ex, ey - ry * 0.34), (ex + sx * rx * 0.3, ey - ry * 0.22))
        pen.line(brow, tint(INK, 0.25), 0.9)
        if lashes:
            pen.line([(ex + sx * rx * 0.22, ey - 0.3), (ex + sx * rx * 0.33, ey - 1.6)], INK, 0.6)
    # nose
    pen.line(cubic((cx - 0.4, ey + 1), (cx - 1.2, cy + ry * 0.12), (cx - 2.2, cy + ry * 0.26), (cx - 1.6, cy + ry * 0.34), 8)
             + [(cx + 0.6, cy + ry * 0.38), (cx + 1.8, cy + ry * 0.32)], INK, 0.75)
    # mouth
    my = cy + ry * 0.56
    pen.poly(chain(quad((cx - rx * 0.28, my), (cx, my - ry * 0.09), (cx + rx * 0.28, my)),
                   quad((cx + rx * 0.28, my), (cx, my + ry * 0.16), (cx - rx * 0.28, my))), lips, INK, 0.5)
    pen.line([(cx - rx * 0.27, my), (cx + rx * 0.27, my)], tint(lips, -0.5), 0.45)


def _hand(pen, cx, cy, r=5.2):
    pen.ellipse(cx, cy, r * 1.12, r, FLESH, INK, 0.9, n=24)
    for i in range(3):
        y = cy - r * 0.45 + i * r * 0.42
        pen.line([(cx - r * 0.1, y), (cx + r * 0.95, y)], INK, 0.5)
    pen.line(quad((cx - r * 0.9, cy - r * 0.2), (cx - r * 0.3, cy - r * 1.0), (cx + r * 0.4, cy - r * 0.7)), INK, 0.5)


def _torso(pen, primary, secondary, trim, ny, sw):
    cx = CX
    left = chain(cubic((cx - 7, ny), (cx - 20, ny + 1), (cx - sw + 4, ny + 3), (cx - sw, ny + 10), 10),
                 cubic((cx - sw, ny + 10), (cx - sw - 8, ny + 18), (cx - sw - 11, ny + 40), (cx - sw - 12, 200), 12))
    pen.poly(mirrored(left, cx), primary, INK, 1.1)
    dark = tint(primary, -0.38)
    for sx in (-1, 1):
        pen.line(cubic((cx + sx * (sw - 4), ny + 12), (cx + sx * (sw - 1), ny + 30), (cx + sx * (sw - 1), ny + 50),
                       (cx + sx * (sw - 3), 200), 10), dark, 0.9)
        pen.line(cubic((cx + sx * (sw - 16), ny + 22), (cx + sx * (sw - 15), ny + 34), (cx + sx * (sw - 16), ny + 50),
                       (cx + sx * (sw - 18), 200), 10), dark, 0.6)
    panel = [(cx - 8, ny), (cx + 8, ny), (cx + 17, 200), (cx - 17, 200)]
    pen.poly(panel, secondary, INK, 0.9)
    for a, b in (((cx - 8, ny), (cx - 17, 200)), ((cx + 8, ny), (cx + 17, 200))):
        pen.line([a, b], trim, 2.8)
        pen.line([a, b], INK, 0.45)
    for i in range(5):
        pen.circle((cx, ny + 14 + i * 9), 1.5, trim, INK, 0.45)


def _staff_point(bottom, top, y):
    t = (y - bottom[1]) / (top[1] - bottom[1])
    return (bottom[0] + (top[0] - bottom[0]) * t, y)


def _arm(pen, colour, cuff, ny, sw, hand):
    """The figure's left arm (on the viewer's right), bent, the hand at ``hand``."""
    cx = CX
    hx, hy = hand
    sx0 = cx + sw
    sleeve = chain(cubic((sx0 - 10, ny + 5), (sx0 + 2, ny + 4), (sx0 + 12, ny + 16), (sx0 + 14, ny + 34), 10),
                   cubic((sx0 + 14, ny + 34), (sx0 + 14, ny + 46), (sx0 + 10, ny + 52), (sx0 + 4, ny + 54), 6),
                   [(hx + 5, hy + 5), (hx - 3, hy - 4)],
                   cubic((hx - 3, hy - 4), (sx0 - 2, hy - 10), (sx0 - 12, ny + 22), (sx0 - 10, ny + 5), 8))
    pen.poly(sleeve, colour, INK, 1.0)
    pen.line(cubic((sx0 + 1, ny + 14), (sx0 + 6, ny + 22), (sx0 + 8, ny + 36), (sx0 + 4, ny + 48), 8), tint(colour, -0.38), 0.7)
    pen.poly([(hx + 1, hy - 9), (hx + 9, hy + 1), (hx + 5, hy + 5), (hx - 4, hy - 4)], cuff, INK, 0.8)


def _staff(pen, bottom, top, fill, w=3.0):
    pen.line([bottom, top], INK, w + 2.0)
    pen.line([bottom, top], fill, w)


def _frame_pip(pen, suit, colour):
    draw_pip(pen, suit, 11, 14, 15, colour)


def _name(pen, code):
    name = NAMES.get(code)
    if not name:
        return
    font = _font(round(10.5 * SS))
    text = font.render(name, True, INK)
    text = pygame.transform.rotate(text, -90)
    pen.s.blit(text, (round(pen.px(4.2)), round(pen.px(50))))


def _ermine_collar(pen, ny, sw):
    cx = CX
    top_l = cubic((cx - sw - 3, ny + 13), (cx - sw + 8, ny + 1), (cx - 14, ny - 3), (cx, ny - 2), 12)
    bot_l = cubic((cx - sw - 5, ny + 24), (cx - sw + 8, ny + 26), (cx - 12, ny + 30), (cx, ny + 31), 12)
    top = mirrored(top_l, cx)
    bot = mirrored(bot_l, cx)
    pen.poly(chain(top, list(reversed(bot))), WHITE, INK, 1.0)
    for row, f in enumerate((0.33, 0.7)):
        for i in range(1 + row, len(top) - 1, 3):
            x = top[i][0] * (1 - f) + bot[i][0] * f
            y = top[i][1] * (1 - f) + bot[i][1] * f
            pen.poly([(x, y - 2.2), (x + 1.3, y + 2.0), (x, y + 1.0), (x - 1.3, y + 2.0)], INK, None)
            pen.circle((x, y - 2.5), 0.65, INK, None)


def _fleur(pen, x, y, s, colour):
    """A fleur-de-lis centred on (x, y), s tall from the tip to the band."""
    k = s / 10
    mid = chain(cubic((x, y - 10 * k), (x - 4 * k, y - 6 * k), (x - 3.2 * k, y - 1 * k), (x - 1.6 * k, y + 2 * k), 8),
                [(x + 1.6 * k, y + 2 * k)],
                cubic((x + 3.2 * k, y - 1 * k), (x + 4 * k, y - 6 * k), (x, y - 10 * k), (x, y - 10 * k), 8)[:-1])
    pen.poly(mid, colour, INK, 0.7)
    for side in (-1, 1):
        petal = chain(cubic((x + side * 1.5 * k, y + 2 * k), (x + side * 4 * k, y - 6 * k), (x + side * 10 * k, y - 5 * k),
                            (x + side * 8 * k, y + 1 * k), 10),
                      cubic((x + side * 8 * k, y + 1 * k), (x + side * 7 * k, y - 2 * k), (x + side * 4.5 * k, y - 1 * k),
                            (x + side * 3.6 * k, y + 3.2 * k), 6))
        pen.poly(petal, colour, INK, 0.7)
    pen.poly([(x - 4.5 * k, y + 2 * k), (x + 4.5 * k, y + 2 * k), (x + 4.5 * k, y + 4.4 * k), (x - 4.5 * k, y + 4.4 * k)],
             colour, INK, 0.7)
    pen.poly([(x - 1.2 * k, y + 4.4 * k), (x + 1.2 * k, y + 4.4 * k), (x, y + 7.5 * k)], colour, INK, 0.6)


def _king(pen, suit, colour):
    primary, secondary, trim = SCHEMES[suit]
    hair = HAIR[suit]
    cx, cy, rx, ry = CX, 60, 17, 21
    ny, sw = 95, 38
    bottom, top = (96, 176), (116, 26)
    hand = _staff_point(bottom, top, 130)
    _staff(pen, bottom, top, YELLOW)
    for y in (60, 90):
        pen.ellipse(*_staff_point(bottom, top, y), 3.4, 1.7, YELLOW, INK, 0.7, n=20)
    pen.circle(_staff_point(bottom, top, 30), 3.4, YELLOW, INK, 0.7)
    _fleur(pen, top[0] + 0.5, top[1] - 9, 12, YELLOW)
    # hair falling to the shoulders
    locks = cubic((cx - rx + 2, cy - 14), (cx - rx - 9, cy), (cx - rx - 10, cy + 22), (cx - rx - 4, cy + 36), 10)
    pen.poly(mirrored(locks, cx), hair, INK, 0.9)
    for sx in (-1, 1):
        for j in range(2):
            x0 = cx + sx * (rx + 2 + j * 3)
            pen.line(quad((x0, cy - 4), (x0 + sx * 4, cy + 14), (x0 + sx * 1, cy + 32)), tint(hair, -0.3), 0.55)
    _torso(pen, primary, secondary, trim, ny, sw)
    _ermine_collar(pen, ny, sw)
    # chain of office with a pendant
    links = cubic((cx - 26, ny + 14), (cx - 18, ny + 34), (cx + 18, ny + 34), (cx + 26, ny + 14), 14)
    for x, y in links[1:-1]:
        pen.circle((x, y), 1.5, YELLOW, INK, 0.45)
    pen.circle((cx, ny + 32), 4.2, YELLOW, INK, 0.7)
    pen.circle((cx, ny + 32), 2.2, RED if primary != RED else BLUE, INK, 0.45)
    pen.poly([(cx - 6, cy + 12), (cx + 6, cy + 12), (cx + 6, ny + 1), (cx - 6, ny + 1)], FLESH_SHADE, None)
    _face(pen, cx, cy, rx, ry)
    # beard and moustache
    beard = chain(cubic((cx - rx + 0.3, cy + 1), (cx - rx, cy + 17), (cx - 10, cy + 32), (cx, cy + 37), 14),
                  cubic((cx, cy + 37), (cx + 10, cy + 32), (cx + rx, cy + 17), (cx + rx - 0.3, cy + 1), 14),
                  cubic((cx + rx - 0.3, cy + 1), (cx + 10, cy + 12), (cx + 7, cy + 14.5), (cx, cy + 15), 8),
                  cubic((cx, cy + 15), (cx - 7, cy + 14.5), (cx - 10, cy + 12), (cx - rx + 0.3, cy + 1), 8))
    pen.poly(beard, hair, INK, 0.9)
    for i in range(6):
        x = cx - 10 + i * 4
        pen.line(quad((x, cy + 19), (x + 1.5, cy + 26), (x * 0.85 + cx * 0.15, cy + 33 - abs(x - cx) * 0.45)),
                 tint(hair, -0.3), 0.55)
    pen.poly(chain(quad((cx - 12, cy + 14), (cx - 6, cy + 8.5), (cx, cy + 10.5)),
                   quad((cx, cy + 10.5), (cx + 6, cy + 8.5), (cx + 12, cy + 14)),
                   quad((cx + 12, cy + 14), (cx + 5, cy + 12), (cx, cy + 13.2)),
                   quad((cx, cy + 13.2), (cx - 5, cy + 12), (cx - 12, cy + 14))), hair, INK, 0.7)
    pen.poly(chain(quad((cx - 3.8, cy + 15), (cx, cy + 13.8), (cx + 3.8, cy + 15)),
                   quad((cx + 3.8, cy + 15), (cx, cy + 18), (cx - 3.8, cy + 15))), RED, INK, 0.5)
    # crown: velvet cap, fleurons, circlet with jewels
    base_y = cy - ry + 3
    cap = cubic((cx - 14, base_y), (cx - 15, base_y - 20), (cx + 15, base_y - 20), (cx + 14, base_y), 16)
    pen.poly(cap, RED if primary != RED else BLUE, INK, 0.9)
    xs = [cx - 17, cx - 8.5, cx, cx + 8.5, cx + 17]
    tops = [base_y - 14, base_y - 11, base_y - 20, base_y - 11, base_y - 14]
    outline = [(cx - 19, base_y)]
    for x, t in zip(xs, tops):
        outline += [(x - 3.2, base_y - 5), (x, t), (x + 3.2, base_y - 5)]
    outline += [(cx + 19, base_y)]
    pen.poly(outline, YELLOW, INK, 0.9)
    for x, t in zip(xs, tops):
        pen.circle((x, t - 2), 2.0, WHITE, INK, 0.6)
    pen.poly([(cx + 2.8, base_y - 21), (cx, base_y - 25), (cx - 2.8, base_y - 21), (cx, base_y - 17)], YELLOW, INK, 0.6)
    band = chain(quad((cx - 19.5, base_y - 5), (cx, base_y - 7), (cx + 19.5, base_y - 5)),
                 [(cx + 18.5, base_y + 3.5)], quad((cx + 18.5, base_y + 3.5), (cx, base_y + 1.5), (cx - 18.5, base_y + 3.5)))
    pen.poly(band, YELLOW, INK, 0.9)
    for i, x in enumerate((cx - 12, cx, cx + 12)):
        pen.ellipse(x, base_y - 1.5, 2.8 if i == 1 else 2.1, 2.5, BLUE if i == 1 else RED, INK, 0.5, n=16)
    for x in (cx - 6, cx + 6):
        pen.circle((x, base_y - 1.5), 1.0, WHITE, None)
    _arm(pen, secondary if secondary != YELLOW else trim, YELLOW, ny, sw, hand)
    _staff(pen, _staff_point(bottom, top, hand[1] + 3), _staff_point(bottom, top, hand[1] + 12), YELLOW)
    _hand(pen, *hand)


def _queen(pen, suit, colour):
    primary, secondary, trim = SCHEMES[suit]
    hair = HAIR[suit] if suit != "S" else YELLOW
    cx, cy, rx, ry = CX, 64, 15, 19
    ny, sw = 98, 34
    veil_colour = secondary if secondary != YELLOW else (BLUE if primary == RED else RED)
    # veil behind everything
    veil_l = chain(cubic((cx, cy - 31), (cx - 19, cy - 31), (cx - 25, cy - 14), (cx - 27, cy + 4), 10),
                   cubic((cx - 27, cy + 4), (cx - 29, cy + 22), (cx - 36, cy + 34), (cx - 44, cy + 48), 10))
    pen.poly(mirrored(veil_l, cx), veil_colour, INK, 1.0)
    pen.poly(mirrored(chain(cubic((cx, cy - 28), (cx - 16, cy - 28), (cx - 22, cy - 14), (cx - 23, cy + 4), 10)), cx),
             tint(veil_colour, 0.18), None)
    for sx in (-1, 1):
        pen.line(cubic((cx + sx * 21, cy - 8), (cx + sx * 23, cy + 10), (cx + sx * 28, cy + 26), (cx + sx * 35, cy + 42), 10),
                 tint(veil_colour, -0.35), 0.8)
    # the rose's stem, behind the arm
    hand = (cx + 44, 128)
    stem = cubic((hand[0] + 1, hand[1] + 4), (hand[0] + 8, 104), (hand[0] - 2, 76), (hand[0] + 8, 46), 18)
    pen.line(stem, INK, 3.0)
    pen.line(stem, GREEN, 1.6)
    for leaf_at, side in ((0.4, -1), (0.62, 1), (0.78, -1)):
        x, y = stem[int(leaf_at * 18)]
        leaf = chain(quad((x, y), (x + side * 6, y - 10), (x + side * 14, y - 7)),
                     quad((x + side * 14, y - 7), (x + side * 8, y - 1), (x, y)))
        pen.poly(leaf, GREEN, INK, 0.6)
        pen.line(quad((x, y), (x + side * 7, y - 6.5), (x + side * 13, y - 7)), tint(GREEN, -0.4), 0.4)
    # hair
    pen.ellipse(cx, cy - 3, rx + 5, ry + 4, hair, INK, 0.9)
    for sx in (-1, 1):
        curl = chain(cubic((cx + sx * (rx + 2), cy - 2), (cx + sx * (rx + 9), cy + 8), (cx + sx * (rx + 8), cy + 19),
                           (cx + sx * (rx + 2), cy + 25), 8), [(cx + sx * (rx - 2), cy + 10)])
        pen.poly(curl, hair, INK, 0.8)
    _torso(pen, primary, trim if secondary == YELLOW else secondary, YELLOW, ny, sw)
    pen.poly([(cx - 5.5, cy + 10), (cx + 5.5, cy + 10), (cx + 6.5, ny), (cx - 6.5, ny)], FLESH_SHADE, INK, 0.8)
    chest = chain(cubic((cx - 24, ny + 2), (cx - 12, ny - 2), (cx + 12, ny - 2), (cx + 24, ny + 2), 10),
                  [(cx + 16, ny + 17)], cubic((cx + 16, ny + 17), (cx + 5, ny + 21), (cx - 5, ny + 21), (cx - 16, ny + 17), 8))
    pen.poly(chest, FLESH, INK, 0.9)
    edge = chain(cubic((cx - 24, ny + 2), (cx - 20, ny + 10), (cx - 18, ny + 15), (cx - 16, ny + 17), 6),
                 cubic((cx - 16, ny + 17), (cx - 5, ny + 22), (cx + 5, ny + 22), (cx + 16, ny + 17), 10),
                 cubic((cx + 16, ny + 17), (cx + 18, ny + 15), (cx + 20, ny + 10), (cx + 24, ny + 2), 6))
    pen.line(edge, YELLOW, 2.8)
    pen.line(edge, INK, 0.5)
    for i in range(11):
        t = i / 10
        pen.circle((cx - 10 + 20 * t, ny + 3 + 5.5 * math.sin(math.pi * t)), 1.3, WHITE, INK, 0.4)
    pen.ellipse(cx, ny + 11, 2.2, 2.9, RED, INK, 0.5, n=16)
    _face(pen, cx, cy, rx, ry, lashes=True)
    fringe = chain(cubic((cx - rx, cy - 1), (cx - rx + 1, cy - 14), (cx - 4, cy - 19), (cx, cy - 15), 10),
                   cubic((cx, cy - 15), (cx + 4, cy - 19), (cx + rx - 1, cy - 14), (cx + rx, cy - 1), 10),
                   cubic((cx + rx, cy - 1), (cx + rx - 4, cy - 12), (cx + 3, cy - 13), (cx, cy - 11), 8),
                   cubic((cx, cy - 11), (cx - 3, cy - 13), (cx - rx + 4, cy - 12), (cx - rx, cy - 1), 8))
    pen.poly(fringe, hair, INK, 0.8)
    # tiara
    by = cy - 19
    tiara = [(cx - 16, by + 3), (cx - 13, by - 5), (cx - 7, by - 1), (cx, by - 13), (cx + 7, by - 1), (cx + 13, by - 5),
             (cx + 16, by + 3), (cx, by + 0.5)]
    pen.poly(tiara, YELLOW, INK, 0.8)
    pen.circle((cx, by - 15), 1.9, WHITE, INK, 0.5)
    pen.circle((cx - 13, by - 7), 1.4, WHITE, INK, 0.5)
    pen.circle((cx + 13, by - 7), 1.4, WHITE, INK, 0.5)
    pen.ellipse(cx, by - 3.5, 2.0, 2.7, RED, INK, 0.5, n=16)
    _arm(pen, veil_colour if veil_colour != primary else YELLOW, YELLOW, ny, sw, hand)
    _hand(pen, *hand)
    # the rose
    fx, fy = stem[-1][0], stem[-1][1] - 4
    for i in range(5):
        a = -math.pi / 2 + 2 * math.pi * i / 5
        pen.ellipse(fx + 5.2 * math.cos(a), fy + 5.2 * math.sin(a), 5.4, 5.4, RED, INK, 0.7, n=20)
    pen.circle((fx, fy), 4.6, tint(RED, -0.18), INK, 0.6)
    pen.line(cubic((fx - 2.8, fy + 1), (fx - 2, fy - 3.2), (fx + 2.6, fy - 2.8), (fx + 1.7, fy + 1.5), 8), INK, 0.5)
    pen.circle((fx, fy), 1.4, YELLOW, None)


def _plume(pen, spine, width, colour):
    left, right = [], []
    n = len(spine)
    for i, (x, y) in enumerate(spine):
        t = i / (n - 1)
        w = width * math.sin(math.pi * min(1.0, t * 1.05 + 0.04)) + 0.3
        j = min(i + 1, n - 1)
        k = max(i - 1, 0)
        dx, dy = spine[j][0] - spine[k][0], spine[j][1] - spine[k][1]
        d = math.hypot(dx, dy) or 1
        nx, ny = -dy / d, dx / d
        left.append((x + nx * w, y + ny * w))
        right.append((x - nx * w, y - ny * w))
    pen.poly(chain(left, list(reversed(right))), colour, INK, 0.8)
    pen.line(spine, tint(INK, 0.3), 0.5)
    for i in range(2, n - 2, 2):
        x, y = spine[i]
        for side in (left, right):
            sx, sy = side[i + 1]
            pen.line([(x, y), (x * 0.25 + sx * 0.75, y * 0.25 + sy * 0.75)], tint(INK, 0.55), 0.35)


def _jack(pen, suit, colour):
    primary, secondary, trim = SCHEMES[suit]
    hair = HAIR[suit] if suit != "S" else BROWN
    cx, cy, rx, ry = CX, 66, 15, 19
    ny, sw = 100, 36
    # halberd
    bottom, top = (96, 176), (120, 6)
    hand = _staff_point(bottom, top, 130)
    _staff(pen, bottom, top, tint(BROWN, 0.3), 2.6)
    hx, hy = _staff_point(bottom, top, 28)
    blade = chain(cubic((hx, hy - 8), (hx - 8, hy - 12), (hx - 17, hy - 6), (hx - 18, hy + 5), 10),
                  cubic((hx - 18, hy + 5), (hx - 12, hy + 1), (hx - 6, hy + 2), (hx - 1, hy + 6), 8))
    pen.poly(blade, STEEL, INK, 0.9)
    pen.line(cubic((hx - 3, hy - 6), (hx - 9, hy - 8), (hx - 14, hy - 4), (hx - 15, hy + 2), 8), tint(STEEL, -0.3), 0.5)
    pen.poly([(hx + 1, hy - 4), (hx + 10, hy - 1.5), (hx + 2, hy + 3)], STEEL, INK, 0.8)
    tx, ty = top
    pen.poly([(tx - 2.4, ty + 14), (tx + 0.2, ty - 5), (tx + 2.6, ty + 14)], STEEL, INK, 0.8)
    tassel_x, tassel_y = _staff_point(bottom, top, hy + 9)
    pen.poly([(tassel_x - 3.2, tassel_y - 1.5), (tassel_x + 3.2, tassel_y - 1.5), (tassel_x + 2.6, tassel_y + 2.5),
              (tassel_x - 3.6, tassel_y + 2.5)], primary, INK, 0.6)
    for i in range(3):
        pen.line([(tassel_x - 2.4 + i * 2.2, tassel_y + 2.5), (tassel_x - 4 + i * 2.6, tassel_y + 10)], primary, 1.2)
    # hair (a page-boy bob)
    bob = chain(cubic((cx, cy - ry - 2), (cx - rx - 8, cy - ry), (cx - rx - 7, cy + 6), (cx - rx - 6, cy + 16), 12),
                cubic((cx - rx - 6, cy + 16), (cx - rx - 5, cy + 23), (cx - rx + 1, cy + 23), (cx - rx + 2, cy + 16), 6))
    pen.poly(mirrored(bob, cx), hair, INK, 0.9)
    for sx in (-1, 1):
        for j in range(3):
            x = cx + sx * (rx + 1 + j * 1.8)
            pen.line(quad((x, cy - 2), (x + sx * 2, cy + 10), (x, cy + 20)), tint(hair, -0.3), 0.5)
    doublet_stripe = secondary if secondary != trim else YELLOW
    _torso(pen, primary, secondary, trim, ny, sw)
    for i in (-2, -1, 1, 2):
        x0 = cx + i * 14 + (4 if i > 0 else -4)
        pen.line([(x0, ny + 8 + abs(i) * 2), (x0 + i * 3, 180)], doublet_stripe, 2.2)
        pen.line([(x0, ny + 8 + abs(i) * 2), (x0 + i * 3, 180)], INK, 0.35)
    pen.poly([(cx - 5.5, cy + 10), (cx + 5.5, cy + 10), (cx + 6, ny), (cx - 6, ny)], FLESH_SHADE, INK, 0.8)
    # ruff collar
    ruff, lower = [], []
    n = 16
    for i in range(n + 1):
        t = i / n
        x = cx - 23 + 46 * t
        yb = ny - 1 + 4 * math.sin(math.pi * t)
        ruff.append((x, yb - (2.2 if i % 2 else 0)))
        lower.append((x, yb + 8 + (2 if i % 2 else 0)))
    pen.poly(chain(ruff, list(reversed(lower))), WHITE, INK, 0.8)
    for i in range(1, n):
        pen.line([(ruff[i][0], ruff[i][1] + 1.5), (lower[i][0], lower[i][1] - 1.5)], tint(INK, 0.6), 0.4)
    _face(pen, cx, cy, rx, ry, lips=(196, 92, 84), young=True)
    # a young man's thin moustache and a tuft on the chin
    pen.poly(chain(quad((cx - 7, cy + 11.5), (cx - 3, cy + 8.2), (cx, cy + 9.2)),
                   quad((cx, cy + 9.2), (cx + 3, cy + 8.2), (cx + 7, cy + 11.5)),
                   quad((cx + 7, cy + 11.5), (cx + 3, cy + 9.8), (cx, cy + 10.6)),
                   quad((cx, cy + 10.6), (cx - 3, cy + 9.8), (cx - 7, cy + 11.5))), hair, INK, 0.5)
    pen.poly([(cx - 1.8, cy + 15.6), (cx + 1.8, cy + 15.6), (cx, cy + 18.2)], hair, INK, 0.4)
    # plumes, then the cap over them
    plumes = (
        (RED if primary != RED else BLUE, ((cx - 4, cy - 24), (cx - 14, cy - 46), (cx - 34, cy - 58), (cx - 48, cy - 46)), 5.2),
        (WHITE, ((cx - 4, cy - 24), (cx - 18, cy - 38), (cx - 38, cy - 42), (cx - 47, cy - 24)), 5.6),
    )
    for pc, ctrl, width in plumes:
        _plume(pen, cubic(*ctrl, 18), width, pc)
    crown = cubic((cx - 17, cy - 16), (cx - 19, cy - 35), (cx + 11, cy - 40), (cx + 20, cy - 19), 16)
    pen.poly(crown, primary if primary != BLUE else RED, INK, 0.9)
    pen.line(cubic((cx - 5, cy - 35), (cx + 1, cy - 31), (cx + 3, cy - 26), (cx + 2, cy - 19), 8), tint(INK, 0.3), 0.5)
    brim = chain(cubic((cx - 22, cy - 13), (cx - 10, cy - 23), (cx + 12, cy - 24), (cx + 24, cy - 15), 12),
                 cubic((cx + 24, cy - 15), (cx + 12, cy - 18), (cx - 10, cy - 17), (cx - 22, cy - 13), 12))
    pen.poly(brim, YELLOW, INK, 0.9)
    pen.ellipse(cx - 8, cy - 24, 3.0, 3.5, BLUE if primary != BLUE else YELLOW, INK, 0.6, n=16)
    pen.circle((cx - 8, cy - 24), 1.1, WHITE, None)
    _arm(pen, secondary if secondary != YELLOW else trim, YELLOW if trim != YELLOW else secondary, ny, sw, hand)
    _staff(pen, _staff_point(bottom, top, hand[1] + 3), _staff_point(bottom, top, hand[1] + 12), tint(BROWN, 0.3), 2.6)
    _hand(pen, *hand)


FIGURES = {"K": _king, "Q": _queen, "J": _jack}


def court_card(rank, suit, colour):
    surface = blank()
    fw, fh = FRAME.width * SS, FRAME.height * SS
    # the figure, drawn once and turned for the lower half
    figure = pygame.Surface((fw, fh), pygame.SRCALPHA)
    pen = Pen(figure)
    FIGURES[rank](pen, suit, colour)
    _frame_pip(pen, suit, colour)
    _name(pen, rank + suit)
    upper = pygame.Surface((fw, fh), pygame.SRCALPHA)
    Pen(upper).poly([(0, 0), (FRAME.width, 0), (FRAME.width, DIVIDE[1]), (0, DIVIDE[0])], (255, 255, 255, 255), None)
    figure.blit(upper, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    frame = pygame.Surface((fw, fh), pygame.SRCALPHA)
    frame.fill(FRAME_BG)
    frame.blit(figure, (0, 0))
    frame.blit(pygame.transform.flip(figure, True, True), (0, 0))
    Pen(frame).line([(0, DIVIDE[0]), (FRAME.width, DIVIDE[1])], INK, 1.2)
    # rounded frame corners
    mask = pygame.Surface((fw, fh), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=5 * SS)
    frame.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(frame, (FRAME.x * SS, FRAME.y * SS))
    r = pygame.Rect(FRAME.x * SS, FRAME.y * SS, fw, fh)
    pygame.draw.rect(surface, INK, r, width=round(1.4 * SS), border_radius=5 * SS)
    pygame.draw.rect(surface, colour, r.inflate(5 * SS, 5 * SS), width=round(0.8 * SS), border_radius=7 * SS)
    draw_index(surface, rank, suit, colour)
    return finish(surface)


# ------------------------------------------------------------------ back
BACK_RED = (122, 20, 32)
BACK_RED_LIGHT = (168, 44, 52)
GOLD = (214, 178, 96)


def back_card():
    surface = blank()
    inner = pygame.Rect(11, 11, W - 22, H - 22)
    field = pygame.Surface((inner.width * SS, inner.height * SS), pygame.SRCALPHA)
    field.fill(BACK_RED)
    fp = Pen(field)
    cx, cy = inner.width / 2, inner.height / 2
    step = 16.0
    # lattice centred on the card so that it is symmetric both ways
    span = int((inner.width + inner.height) / step) + 2
    for k in range(-span, span + 1):
        c = k * step
        # the lines x - y = const and x + y = const, through the centre
        fp.line([(cx + c - cy - 10, -10), (cx + c + cy + 10, inner.height + 10)], BACK_RED_LIGHT, 1.6)
        fp.line([(cx + c + cy + 10, -10), (cx + c - cy - 10, inner.height + 10)], BACK_RED_LIGHT, 1.6)
    # dots in each diamond and at the crossings
    for i in range(-span, span + 1):
        for j in range(-span, span + 1):
            x = cx + (i + j) * step / 2
            y = cy + (j - i) * step / 2
            if -4 < x < inner.width + 4 and -4 < y < inner.height + 4:
                fp.circle((x, y), 1.6, GOLD, None)
                fp.circle((x + step / 2, y), 1.0, tint(BACK_RED_LIGHT, 0.25), None)
    # central medallion
    mr = 38
    fp.ellipse(cx, cy, mr + 6, mr * 1.35 + 6, BACK_RED, GOLD, 1.4, n=80)
    fp.ellipse(cx, cy, mr, mr * 1.35, (246, 236, 214), GOLD, 1.0, n=80)
    for i in range(8):
        a = math.pi / 4 * i
        ux, uy = math.cos(a), math.sin(a)
        pts = [(cx, cy), (cx + ux * 16 - uy * 6, cy + uy * 16 * 1.3 + ux * 6),
               (cx + ux * 30, cy + uy * 30 * 1.35), (cx + ux * 16 + uy * 6, cy + uy * 16 * 1.3 - ux * 6)]
        fp.poly(pts, BACK_RED if i % 2 == 0 else BACK_RED_LIGHT, BACK_RED, 0.6)
    fp.circle((cx, cy), 8, GOLD, BACK_RED, 0.8)
    fp.circle((cx, cy), 3.2, BACK_RED, None)
    for i in range(16):
        a = 2 * math.pi * i / 16 + math.pi / 16
        fp.circle((cx + math.cos(a) * (mr - 4), cy + math.sin(a) * (mr - 4) * 1.35), 1.3, GOLD, None)
    # corner fans
    for sx, sy in ((1, 1), (-1, 1), (1, -1), (-1, -1)):
        ox = 0 if sx > 0 else inner.width
        oy = 0 if sy > 0 else inner.height
        fp.poly(chain([(ox, oy)], [(ox + sx * 40 * math.cos(a), oy + sy * 40 * math.sin(a))
                                   for a in [math.pi / 2 * i / 16 for i in range(17)]]), BACK_RED, GOLD, 1.0)
        for i in range(5):
            a = math.pi / 2 * (i + 0.5) / 5
            fp.line([(ox + sx * 8 * math.cos(a), oy + sy * 8 * math.sin(a)),
                     (ox + sx * 34 * math.cos(a), oy + sy * 34 * math.sin(a))], GOLD, 0.9)
        fp.circle((ox + sx * 6, oy + sy * 6), 3, GOLD, None)
    mask = pygame.Surface(field.get_size(), pygame.SRCALPHA)
    pygame.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=9 * SS)
    field.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    surface.blit(field, (inner.x * SS, inner.y * SS))
    r = pygame.Rect(inner.x * SS, inner.y * SS, inner.width * SS, inner.height * SS)
    pygame.draw.rect(surface, GOLD, r, width=round(1.8 * SS), border_radius=9 * SS)
    pygame.draw.rect(surface, GOLD, r.inflate(-12 * SS, -12 * SS), width=round(0.8 * SS), border_radius=6 * SS)
    pygame.draw.rect(surface, BACK_RED, r.inflate(-6 * SS, -6 * SS), width=round(2.2 * SS), border_radius=8 * SS)
    # the design is symmetric; make the pixels so too by mirroring the top-left quarter
    qw, qh = W * SS // 2, H * SS // 2
    quarter = surface.subsurface((0, 0, qw, qh)).copy()
    surface.blit(pygame.transform.flip(quarter, True, False), (qw, 0))
    surface.blit(pygame.transform.flip(quarter, False, True), (0, qh))
    surface.blit(pygame.transform.flip(quarter, True, True), (qw, qh))
    return finish(surface)


# ------------------------------------------------------------------ marks
RIBBON_RED = (150, 22, 30)
RIBBON_DARK = (96, 12, 20)


def mistigri_mark():
    """The Mistigri's ribbon, laid over the Jack of clubs at Mouche tables that play with it:
    a red sash edged in gold across the figure's waist, along the line dividing its two
    heads, with forked tails and MISTIGRI in gold capitals; transparent elsewhere, so that
    it suits both the standard and the four-colour face."""
    surface = pygame.Surface((W * SS, H * SS), pygame.SRCALPHA)
    pen = Pen(surface)
    y0, y1 = FRAME.y + DIVIDE[0], FRAME.y + DIVIDE[1]
    left, right = 22.0, W - 22.0
    slope = (y1 - y0) / FRAME.width

    def on_line(x, dy=0.0):
        return (x, y0 + (x - FRAME.x) * slope + dy)

    half = 15.0
    # the tails, folded behind the sash, forked at their ends
    for end, inner, sign in ((left, left + 26, -1), (right, right - 26, 1)):
        tail = [on_line(inner, -half + 5), on_line(end + sign * 10, -half + 5), on_line(end, 0),
                on_line(end + sign * 10, half + 5), on_line(inner, half + 5)]
        pen.poly(tail, RIBBON_DARK, GOLD, 1.0)
    band = [on_line(left + 12, -half), on_line(right - 12, -half), on_line(right - 12, half),
            on_line(left + 12, half)]
    pen.poly(band, RIBBON_RED, None)
    for dy in (-half + 1.6, half - 1.6):
        pen.line([on_line(left + 12, dy), on_line(right - 12, dy)], GOLD, 2.2)
    for x in (left + 12, right - 12):
        pen.line([on_line(x, -half), on_line(x, half)], RIBBON_DARK, 1.4)
    text = _font(round(24 * SS)).render("MISTIGRI", True, GOLD)
    box = text.get_bounding_rect()
    text = text.subsurface(box).copy()
    text = pygame.transform.rotozoom(text, -math.degrees(math.atan(slope)), 1.0)
    centre = pen.pt(on_line(W / 2, 0.5))
    surface.blit(text, text.get_rect(center=(round(centre[0]), round(centre[1]))))
    return finish(surface)


MARKS = {"mistigri": mistigri_mark}


# ------------------------------------------------------------------ main
def face(rank, suit, colours):
    colour = colours[suit]
    if rank == "A":
        return ace_card(suit, colour)
    if rank in FIGURES:
        return court_card(rank, suit, colour)
    return pip_card(rank, suit, colour)


def main(argv=None) -> int:
    pygame.init()
    out = OUT
    four = out / "four_colour"
    four.mkdir(parents=True, exist_ok=True)
    count = 0
    for suit in SUITS:
        for rank in RANKS:
            code = rank + suit
            pygame.image.save(face(rank, suit, STANDARD), str(out / f"{code}.png"))
            pygame.image.save(face(rank, suit, FOUR_COLOUR), str(four / f"{code}.png"))
            count += 2
    pygame.image.save(back_card(), str(out / "back.png"))
    count += 1
    marks = out / "marks"
    marks.mkdir(exist_ok=True)
    for name, draw in MARKS.items():
        pygame.image.save(draw(), str(marks / f"{name}.png"))
        count += 1
    print(f"wrote {count} images to {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
