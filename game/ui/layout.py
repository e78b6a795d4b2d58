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
    def __init__(self, size: tuple[int, int], players: int) -> None:
        w, h = size
        self.w, self.h, self.players = w, h, players
        u = self.u = min(w / 1280, h / 800)
        self.hand_h = int(150 * u)
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
        plate_w, plate_h = int(196 * u), int(60 * u)
        me_plate = pygame.Rect(0, 0, plate_w, plate_h)
        me_plate.bottomleft = (self.margin * 2, h - self.margin * 2)
        self.buttons = pygame.Rect(0, 0, int(190 * u), int(150 * u))
        self.buttons.bottomleft = (self.hand_rect.right + int(30 * u), h - self.margin * 2)

        # opponents round an ellipse above the hand
        rx, ry = w * 0.405, (h - self.bar.bottom) * 0.315
        self.seats: list[SeatLayout] = []
        trick_r = self.table_h * 0.52
        self.trick_centre = (cx, cy - 4 * u)
        tcx, tcy = self.trick_centre
        me_toward = (0.0, -1.0)
        self.seats.append(SeatLayout(
            0, (cx, hand_cy), me_plate, (cx, hand_cy), me_toward,
            (tcx, tcy + trick_r),
            (cx, tcy + self.table_h * 1.05),
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
            # trick slot: from the trick's centre toward the seat
            sx, sy = -toward[0], -toward[1]
            trick = (tcx + sx * trick_r * 1.35, tcy + sy * trick_r)
            lot = (ax + toward[0] * self.table_h * 1.0, ay + toward[1] * self.table_h * 0.9)
            side = -1 if ax > cx else 1
            pile = (plate.centerx + side * (plate_w / 2 + self.small_w * 0.7), plate.centery)
            self.seats.append(SeatLayout(k, (ax, ay), plate, fan, toward, trick, lot, pile))

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
        # discards (and folded hands) lie face down in a small heap below the stock
        self.discard_pos = (self.talon_pos[0], cy + self.table_h * 0.5 + self.small_h * 0.5 + 40 * u)
        discards = self.card_rect(self.discard_pos, self.small_h).inflate(int(8 * u), int(8 * u))
        self.talon_rect = talon.union(self.card_rect(self.aside_pos, self.table_h)).union(tag).union(discards)
        # the trick's bounding box: the cards may lie around the centre on every side
        tw = int(self.table_w + 2 * trick_r * 1.35 + 4)
        th = int(self.table_h + 2 * trick_r + 4)
        self.trick_rect = pygame.Rect(0, 0, tw, th)
        self.trick_rect.center = (int(tcx), int(tcy))

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
        """Where a panel beside the play (the hint) hides least: in the corner right of the
        hand (above any ``busy`` buttons) or left of it (above the person's plate), each as
        wide as there is room, or at the top right or left, whichever covers the least of
        the players, the talon, the pots, the trick, the hand and ``busy``.  ``height_for``
        gives the panel's height at a width."""
        m, top = self.margin, self.bar.bottom + self.margin
        right = min(width, self.w - m - self.hand_rect.right - m)
        low = min([self.h - 2 * m, *(r.top - m for r in busy if r.right > self.w - m - right)])
        left = min(width, self.hand_rect.left - 2 * m)
        mine = self.seats[0].plate
        places = [
            pygame.Rect(self.w - m - right, max(top, low - height_for(right)), right, height_for(right)),
            pygame.Rect(m, max(top, mine.top - m - height_for(left)), left, height_for(left)),
            pygame.Rect(self.w - m - width, top, width, height_for(width)),
            pygame.Rect(m, top, width, height_for(width)),
        ]
        hidden = [mine, *self.seat_rects, *self.main_rects().values(), *busy]

        def covered(place: pygame.Rect) -> int:
            return sum(place.clip(r).width * place.clip(r).height for r in hidden)

        return min(places, key=covered)  # the first of equals: right of the hand

    def bounds(self) -> pygame.Rect:
        return pygame.Rect(0, 0, self.w, self.h)

    def card_rect(self, centre: Point, height: int) -> pygame.Rect:
        rect = pygame.Rect(0, 0, int(height / CARD_RATIO), height)
        rect.center = (int(centre[0]), int(centre[1]))
        return rect

    def main_rects(self) -> dict[str, pygame.Rect]:
        """The regions that must never overlap: the hand, the trick, the pots, the talon."""
        return {"hand": self.hand_rect, "trick": self.trick_rect, "pots": self.pots_rect, "talon": self.talon_rect}
