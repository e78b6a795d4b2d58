"""Where everything sits on the table, as a function of the window size and the players.

Nothing here draws: the table scene and the layout tests read the same rectangles.  The
person at the keyboard is seat 0, at the bottom; the other seats follow anticlockwise
(to the person's right first, then across the top, then down the left), which is the
order of play.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import cached_property
from typing import Callable, Sequence

import pygame

from .theme import CARD_RATIO

Point = tuple[float, float]

#: The arc (degrees, 90 = top) over which the opponents sit, by their number.
_ARCS = {1: (90, 90), 2: (25, 155), 3: (-5, 185), 4: (-12, 192), 5: (-16, 196), 6: (-18, 198)}


@dataclass
class SeatLayout:
    seat: int
    anchor: Point          # centre of the seat's block
    plate: pygame.Rect     # name plate
    fan: Point             # centre of the hand (opponents: small backs)
    toward: Point          # unit vector from the seat to the centre of the table
    trick: Point           # where the seat's card lies in the trick
    lot: Point             # where its card lies in the draw for dealer
    pile: Point            # its won tricks


class TableLayout:
    def __init__(self, size: tuple[int, int], players: int, scale: float = 1.0) -> None:
        """The table at ``size`` for ``players`` at the interface ``scale``.  Below 1 the whole
        table is smaller (never below the table at 960x600, whose words are at 12 px).  Above
        1 the table keeps its places and its words are larger (``text_scale``: the table's
        scene draws them so), and so are the plates that hold words, the person's cards and
        the trick, as far as the window leaves room for them (``scale``: what it could give)."""
        base = min(size[0] / 1280, size[1] / 800)
        #: The factor the table's words are drawn at, over the layout's unit.
        self.text_scale = max(1.0, scale)
        if scale <= 1:
            self._lay(size, players, max(min(base, 0.75), base * scale))
            self.scale = self.u / base
            return
        for s in [scale] + [k / 100 for k in range(int(scale * 100) - 5, 99, -5)]:
            self._lay(size, players, base, s)
            if s <= 1 or self.fits():
                break
        #: How much of the interface scale the table's plates and cards could be given.
        self.scale = s

    def fits(self) -> bool:
        """Nothing overlaps and everything is inside the window."""
        window = self.bounds()
        rects = list(self.main_rects().values())
        plates = [s.plate for s in self.seats]
        if not all(window.contains(r) for r in rects + plates + list(self.button_column(4))):
            return False
        for i, a in enumerate(rects + plates):
            for b in (rects + plates)[i + 1:]:
                if a.colliderect(b):
                    return False
        if self.trick_h < self.table_h * 0.85:  # a larger table whose trick would be smaller: no gain
            return False
        return not any(p.colliderect(self.bar) for p in plates)

    def _lay(self, size: tuple[int, int], players: int, u: float, big: float = 1.0) -> None:
        """The places at unit ``u``; plates that hold words, the person's cards and the trick
        ``big`` times as large (the interface scale above 1)."""
        w, h = size
        self.w, self.h, self.players = w, h, players
        self.u = u
        self.big = big
        self.hand_h = int(150 * u * min(big, self._widest_hand(w, u)))
        self.table_h = int(112 * u)
        self.small_h = int(74 * u)
        self.hand_w = int(self.hand_h / CARD_RATIO)
        self.table_w = int(self.table_h / CARD_RATIO)
        self.small_w = int(self.small_h / CARD_RATIO)
        self.margin = int(14 * u)
        self.bar = pygame.Rect(0, 0, w, int(46 * u))
        cx, cy = w / 2, self.bar.bottom + (h - self.bar.bottom) * 0.42

        # the person's hand and plate
        gap = int(12 * u)
        self.hand_lift = int(24 * u)
        hand_cy = h - self.margin - self.hand_h / 2 - int(6 * u)
        self.hand_centre = (cx, hand_cy)
        hand_width = 5 * self.hand_w + 4 * gap
        self.hand_gap = gap
        self.hand_rect = pygame.Rect(0, 0, hand_width, self.hand_h + self.hand_lift)
        self.hand_rect.midbottom = (int(cx), int(hand_cy + self.hand_h / 2))
        plate_w, plate_h = int(196 * u * big), int(60 * u * big)
        me_plate = pygame.Rect(0, 0, plate_w, plate_h)
        me_plate.bottomleft = (self.margin * 2, h - self.margin * 2)
        self.buttons = pygame.Rect(0, 0, int(190 * u), int(150 * u))
        self.buttons.bottomleft = (self.hand_rect.right + int(30 * u), h - self.margin * 2)

        # opponents round an ellipse above the hand
        rx, ry = w * 0.405, (h - self.bar.bottom) * 0.315
        self.seats: list[SeatLayout] = []
        me_toward = (0.0, -1.0)
        self.seats.append(SeatLayout(
            0, (cx, hand_cy), me_plate, (cx, hand_cy), me_toward, (cx, cy),
            (cx, cy - 4 * u + self.table_h * 1.05),
            (me_plate.right + self.small_w * 0.8, me_plate.centery),
        ))
        others = players - 1
        lo, hi = _ARCS[others]
        for k in range(1, players):
            angle = math.radians(lo + (hi - lo) * (k - 1) / max(1, others - 1)) if others > 1 else math.radians(90)
            ax, ay = cx + rx * math.cos(angle), cy - ry * math.sin(angle)
            ay = max(ay, self.bar.bottom + self.small_h * 0.55 + 8 * u)
            dx, dy = cx - ax, cy - ay
            norm = math.hypot(dx, dy) or 1.0
            toward = (dx / norm, dy / norm)
            fan = (ax, ay - 24 * u)
            plate = pygame.Rect(0, 0, plate_w, plate_h)
            plate.center = (int(ax), int(ay + 34 * u))
            lot = (ax + toward[0] * self.table_h * 1.0, ay + toward[1] * self.table_h * 0.9)
            side = -1 if ax > cx else 1
            pile = (plate.centerx + side * (plate_w / 2 + self.small_w * 0.7), plate.centery)
            self.seats.append(SeatLayout(k, (ax, ay), plate, fan, toward, (cx, cy), lot, pile))

        # the pots (left of the trick: the game lays them out round their centre) and the talon (right of it)
        self.pot_r = int(70 * u)
        self.pots_centre = (cx - w * 0.215, cy - 10 * u)
        dx, dy = self.pots_centre
        self.pots_rect = pygame.Rect(0, 0, int(self.pot_r * 2 + 112 * u), int(self.pot_r * 1.5 + 30 * u))
        self.pots_rect.center = (int(dx + 30 * u), int(dy + 8 * u))
        tx = cx + w * 0.205
        self.talon_pos = (tx - self.table_w * 0.42, cy)
        self.upcard_pos = (tx + self.table_w * 0.42, cy)
        # a second card turned (Bête's Curieuse) covers the first, which peeks out from under it
        self.aside_pos = (tx + self.table_w * 0.72, cy - self.table_h * 0.14)
        talon = self.card_rect(self.talon_pos, self.table_h).inflate(int(8 * u), int(8 * u))
        tag = pygame.Rect(0, 0, int(112 * u), int(36 * u))
        tag.midtop = (int(self.upcard_pos[0]), int(cy + self.table_h / 2))
        #: Where the trump's tag hangs (its top centre): under the card turned.
        self.trump_tag = (self.upcard_pos[0], cy + self.table_h * 0.5 + 4 * u)
        # discards (and folded hands) lie face down in a small heap below the stock
        self.discard_pos = (self.talon_pos[0], min(cy + self.table_h * 0.5 + self.small_h * 0.5 + 40 * u,  # its count
                            self.hand_rect.top - (34 + 22) * u * self.text_scale - self.small_h / 2))  # above the prompt
        discards = self.card_rect(self.discard_pos, self.small_h).inflate(int(8 * u), int(8 * u))
        discards.height += int(20 * u * self.text_scale)  # the heap's count written under it
        #: The stock, the cards turned and the trump's tag; and with the heap of discards under them.
        self.stock_rect = talon.union(self.card_rect(self.aside_pos, self.table_h)).union(tag)
        self.talon_rect = self.stock_rect.union(discards)
        self._lay_trick(cx, cy)

    def _lay_trick(self, cx: float, cy: float) -> None:
        """Each seat's card of the trick in front of it, toward the centre, never covering
        another: the slots are those of a three-by-three grid round the centre (the centre
        left empty), the person's at the bottom and the others in their order round the
        table, each on the free slot nearest its direction.  The cards are as large as the
        room between the pots and the talon, and between the plates above and the hand,
        allows (at most the table's size), the person's above the hand."""
        u = self.u
        gap = max(3, int(6 * u))
        left = self.pots_rect.right + gap
        right = self.talon_rect.left - gap
        top = self.bar.bottom + gap
        for s in self.seats[1:]:
            if s.plate.right > left and s.plate.left < right:
                top = max(top, s.plate.bottom + gap)
        bottom = self.hand_rect.top - int(34 * u * self.text_scale)  # the line above the hand, as tall as its words
        angles = [math.degrees(math.atan2(s.toward[1], -s.toward[0])) for s in self.seats[1:]]
        slots = _trick_slots(angles)
        corners = any(sx and sy for sx, sy in slots)
        rows = 3 if corners else 2
        half = min(cx - left, right - cx)  # the person's card above the hand's centre
        fit_w = (2 * half - 2 * gap) / 3
        fit_h = (bottom - top - (rows - 1) * gap) / rows
        h = int(min(self.table_h * self.big, fit_h, fit_w * CARD_RATIO))
        w = int(h / CARD_RATIO)
        self.trick_h = h
        step_x = w + gap
        step_y = h + gap if corners else (h + gap) / 2
        tcx = cx
        used = [(0, 1)] + slots
        span_top = min(sy for _, sy in used)
        height = (max(sy for _, sy in used) - span_top) * step_y + h
        tcy = top + (bottom - top - height) / 2 - span_top * step_y + h / 2
        self.trick_centre = (tcx, tcy)
        for seat, (sx, sy) in zip(self.seats, used):
            seat.trick = (tcx + sx * step_x, tcy + sy * step_y)
        rects = [self.card_rect(s.trick, h) for s in self.seats]
        self.trick_rect = rects[0].unionall(rects[1:]).inflate(4, 4) if len(rects) > 1 else rects[0].inflate(4, 4)

    @staticmethod
    def _widest_hand(w: float, u: float) -> float:
        """How many times its usual size the hand may be: five cards between the person's
        plate and the decision buttons."""
        room = w - 2 * (196 + 60) * u
        usual = 5 * 150 * u / CARD_RATIO + 4 * 12 * u
        return max(1.0, room / usual)

    # ----------------------------------------------------------------- queries
    def hand_slots(self, count: int) -> list[Point]:
        """Centres of ``count`` cards in the person's hand."""
        cx, cy = self.hand_centre
        step = self.hand_w + self.hand_gap
        first = cx - step * (count - 1) / 2
        return [(first + i * step, cy) for i in range(count)]

    def fan_slots(self, seat: int, count: int) -> list[Point]:
        """Centres of an opponent's ``count`` face-down cards, overlapping."""
        fx, fy = self.seats[seat].fan
        step = self.small_w * 0.34
        first = fx - step * (count - 1) / 2
        return [(first + i * step, fy) for i in range(count)]

    def button_column(self, count: int, width: float = 190, height: float = 40, gap: float = 8) -> list[pygame.Rect]:
        """The decision panel's buttons (calls, the words of a talk...), stacked up from the bottom right of
        the hand; sizes in units of the 1280x800 table."""
        u = self.u
        bw, bh, step = int(width * u), int(height * u), int(height * u) + int(gap * u)
        top = self.buttons.bottom - count * step + int(gap * u)
        return [pygame.Rect(self.buttons.left, top + i * step, bw, bh) for i in range(count)]

    def dealer_pack(self, seat: int) -> Point:
        """Where the dealer holds the pack while dealing: in front of the seat."""
        s = self.seats[seat]
        if seat == 0:
            return (s.plate.right + self.table_w * 0.9, s.plate.top - self.table_h * 0.6)
        blockers = [self.pots_rect, self.talon_rect, self.trick_rect, self.hand_rect, self.bar]
        blockers += [x.plate for x in self.seats]
        candidates = [(s.anchor[0] + s.toward[0] * self.table_h * k, s.anchor[1] + s.toward[1] * self.table_h * k * 0.9)
                      for k in (1.5, 1.35, 1.2, 1.05, 0.9, 1.7)]
        p = s.plate
        candidates += [(p.centerx, p.bottom + self.table_h * 0.6), (p.right + self.table_w * 0.7, p.centery),
                       (p.left - self.table_w * 0.7, p.centery), (p.centerx + p.width * 0.2, p.bottom + self.table_h * 0.6)]
        for centre in candidates:
            rect = self.card_rect(centre, self.table_h).inflate(int(8 * self.u), int(8 * self.u))
            if not self.bounds().contains(rect):
                continue
            if not any(rect.colliderect(b) for b in blockers):
                return centre
        return s.trick  # in front of the dealer, on the cloth where the trick will lie

    @cached_property
    def talk_area(self) -> pygame.Rect:
        """Where the decision panel's buttons stand: room for four, the most a game shows so far."""
        column = self.button_column(4)
        return column[0].unionall(column[1:])

    @cached_property
    def seat_rects(self) -> tuple[pygame.Rect, ...]:
        """What shows each opponent: its plate and its face-down hand (worked out once:
        the hint's panel asks every frame it is open)."""
        out = []
        for s in self.seats[1:]:
            fan = self.fan_slots(s.seat, 5)
            hand = self.card_rect(fan[0], self.small_h).union(self.card_rect(fan[-1], self.small_h))
            out.append(s.plate.union(hand))
        return tuple(out)

    def side_panel(self, width: int, height_for: Callable[[int], int],
                   busy: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """Where a panel beside the play (the hint, the talk's log) lies: in the corner right
        of the hand (above any ``busy`` buttons), left of it (above the person's plate), or at
        the top right or left — the first where it fits whole, else the roomiest — never
        over a player, the pots, the talon, the trick, the hand or ``busy`` (the prompt, the
        buttons).  ``height_for`` gives the height it asks at a width; it may be given less,
        and then says less."""
        m = self.margin
        kept = [*(s.plate for s in self.seats), *self.seat_rects, *self.main_rects().values(), *busy]
        top, bottom = self.bar.bottom + m, self.h - m
        right = min(width, self.w - 2 * m - self.hand_rect.right)
        left = min(width, self.hand_rect.left - 2 * m)
        rooms = [
            (_room(pygame.Rect(self.w - m - right, top, right, bottom - top), kept, m, True), True),
            (_room(pygame.Rect(m, top, left, self.seats[0].plate.top - m - top), kept, m, True), True),
            (_room(pygame.Rect(self.w - m - width, top, width, bottom - top), kept, m, False), False),
            (_room(pygame.Rect(m, top, width, bottom - top), kept, m, False), False),
        ]
        rooms = [(r, low) for r, low in rooms if r.width > 40 * self.u and r.height > 40 * self.u]
        if not rooms:
            return pygame.Rect(m, top, width, 0)
        for room, low in rooms:
            want = height_for(room.width)
            if want <= room.height:
                box = pygame.Rect(room.left, room.top, room.width, want)
                if low:
                    box.bottom = room.bottom
                return box
        return max((r for r, _low in rooms), key=lambda r: r.width * r.height).copy()

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.w, self.h)

    def card_rect(self, centre: Point, height: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, int(height / CARD_RATIO), height)
        rect.center = (int(centre[0]), int(centre[1]))
        return rect

    def main_rects(self) -> dict[str, pygame.Rect]:
        """The regions that must never overlap: the hand, the trick, the pots, the talon."""
        return {"hand": self.hand_rect, "trick": self.trick_rect, "pots": self.pots_rect, "talon": self.talon_rect}


#: The trick's slots round its centre, in the order of play from the person's right:
#: (column, row) with columns -1..1 left to right and rows -1..1 top to bottom.
_RING = ((1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1))
_RING_ANGLES = (-45, 0, 45, 90, 135, 180, 225)


def _trick_slots(angles: Sequence[float]) -> list[tuple[int, int]]:
    """The ring's slots for the opponents at ``angles`` (degrees from the centre, in the
    order of play), in that order round the ring, each as near its direction as may be:
    the least total turning, found by a small dynamic programme.  Two seats never share
    a slot, so no card of the trick covers another."""
    k, m = len(angles), len(_RING)
    if k == 0:
        return []
    if k == 1:
        return [(0, -1)]

    def cost(i: int, j: int) -> float:
        d = abs(((angles[i] - _RING_ANGLES[j]) + 180) % 360 - 180)
        return d * d

    inf = float("inf")
    best = [[inf] * m for _ in range(k)]
    back = [[-1] * m for _ in range(k)]
    for j in range(m):
        best[0][j] = cost(0, j)
    for i in range(1, k):
        for j in range(i, m):
            prev = min(range(i - 1, j), key=lambda p: best[i - 1][p])
            best[i][j] = best[i - 1][prev] + cost(i, j)
            back[i][j] = prev
    j = min(range(k - 1, m), key=lambda q: best[k - 1][q])
    out = []
    for i in range(k - 1, -1, -1):
        out.append(_RING[j])
        j = back[i][j]
    return out[::-1]


def _room(column: pygame.Rect, kept: Sequence[pygame.Rect], gap: int, from_bottom: bool, least: float = 60) -> pygame.Rect:
    """The lowest (``from_bottom``) or the highest free stretch of ``column`` at least
    ``least`` tall, ``gap`` clear of each of ``kept``; nothing when there is none."""
    cuts = sorted((max(column.top, r.top - gap), min(column.bottom, r.bottom + gap)) for r in kept if r.colliderect(column))
    free, y = [], column.top
    for a, b in cuts:
        if a > y:
            free.append((y, a))
        y = max(y, b)
    if y < column.bottom:
        free.append((y, column.bottom))
    free = [(a, b) for a, b in free if b - a >= least]
    if not free:
        return pygame.Rect(column.left, column.top, column.width, 0)
    a, b = free[-1] if from_bottom else free[0]
    return pygame.Rect(column.left, a, column.width, b - a)
