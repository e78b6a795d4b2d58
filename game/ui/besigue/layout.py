"""Bésigue's table of two: the opponent across the top, the person below, a row of melds in
front of each, the trick between them, the stock with the turn-up crosswise beneath it on
the right and the score pad on the left.

The person's hand holds up to ten cards: they stand side by side while there is room and
overlap only as far as leaves every card's corner showing.  Nothing here draws; the part,
the places and the layout tests read the same rectangles.
"""
from __future__ import annotations

import pygame

from ..layout import Point, TableLayout

#: A card's corner (its rank and suit) is this share of its width: an overlapping card
#: must leave at least this much of the one beneath it showing.
CORNER = 0.36
#: The most cards the person's hand may hold (ten under the largest hand size).
MOST_CARDS = 10
#: The declaration's buttons are this wide (in units of the 1280x800 table): a meld's name and points.
BUTTON_W = 270


class BesigueLayout(TableLayout):
    """Where everything of a Bésigue table lies at one window size."""

    def __init__(self, size: tuple[int, int], scale: float = 1.0) -> None:
        super().__init__(size, 2, scale)

    def _lay(self, size: tuple[int, int], players: int, u: float, big: float = 1.0) -> None:
        """The shared table's places at unit ``u``, then Bésigue's own over them (the interface
        scale above 1 tries each ``big`` until everything fits, as the shared table does)."""
        super()._lay(size, players, u, big)
        w, h = size
        cx = w / 2
        #: Melds lie a little smaller than the trick's cards.
        self.meld_h = int(self.table_h * 0.82)
        self.meld_w = int(self.meld_h * self.table_w / self.table_h)
        self.meld_label = int(18 * u)

        # the person: the hand from the plate to the decision's buttons, as many cards as it holds
        me = self.seats[0]
        self.buttons = pygame.Rect(0, 0, int(BUTTON_W * u), int(150 * u))
        self.buttons.bottomright = (w - self.margin * 2, h - self.margin * 2)
        left = me.plate.right + int(16 * u)
        right = self.buttons.left - int(16 * u)
        hand_cy = self.hand_centre[1]
        self.hand_rect = pygame.Rect(left, 0, right - left, self.hand_h + self.hand_lift)
        self.hand_rect.bottom = int(hand_cy + self.hand_h / 2)
        self.hand_centre = (self.hand_rect.centerx, hand_cy)
        me.pile = (me.plate.centerx, me.plate.top - self.small_h * 0.5 - 10 * u)

        # the opponent across: its cards face down at the top, its plate to their left
        op = self.seats[1]
        fan_y = self.bar.bottom + 12 * u + self.small_h / 2
        half = (self.small_w * 0.34 * (MOST_CARDS - 1) + self.small_w) / 2
        op.fan = op.anchor = (cx, fan_y)
        op.plate.midright = (int(cx - half - 18 * u), int(fan_y))
        op.pile = (cx + half + self.small_w * 0.9, fan_y)
        op.toward = (0.0, 1.0)

        # a row of melds in front of each: below the opponent's cards, above the person's line
        row_w = self.hand_rect.width
        self.meld_rows = [pygame.Rect(0, 0, row_w, self.meld_h + self.meld_label) for _ in range(2)]
        prompt = int(44 * u * self.text_scale)  # the line above the hand, as large as its words
        self.meld_rows[0].midbottom = (self.hand_rect.centerx, self.hand_rect.top - prompt)
        self.meld_rows[1].midtop = (self.hand_rect.centerx, int(fan_y + self.small_h / 2 + 10 * u))

        # the trick between the rows: the leader's card and the answer, each toward its player
        tcy = (self.meld_rows[1].bottom + self.meld_rows[0].top) / 2
        self.trick_centre = (cx, tcy)
        dx, dy = self.table_w * 0.5 + max(3, int(6 * u)) / 2, self.table_h * 0.16  # side by side, never covering
        me.trick, op.trick = (cx + dx, tcy + dy), (cx - dx, tcy - dy)
        me.lot, op.lot = (cx, tcy + self.table_h * 0.6), (cx, tcy - self.table_h * 0.6)
        self.trick_h = self.table_h
        self.trick_rect = self.card_rect(me.trick, self.table_h).union(self.card_rect(op.trick, self.table_h))

        # the stock on the right, the turn-up crosswise beneath it, the trump's tag beside
        sx = cx + w * 0.215
        self.talon_pos = (sx, tcy - 10 * u)
        # the turn-up half out from under the stock, its face and corner in plain sight
        self.upcard_pos = (sx - self.table_w * 0.62, tcy - 10 * u + self.table_h * 0.5 - self.table_w * 0.5
                           + 30 * u)
        self.aside_pos = self.upcard_pos
        self.trump_tag = (sx + self.table_w * 0.5 + 64 * u, tcy - 30 * u)
        up = self.card_rect(self.upcard_pos, self.table_w)
        up.width, up.height = self.table_h, self.table_w
        up.center = (int(self.upcard_pos[0]), int(self.upcard_pos[1]))
        tag = pygame.Rect(0, 0, int(120 * u), int(30 * u))
        tag.midtop = (int(self.trump_tag[0]), int(self.trump_tag[1]))
        stock = self.card_rect(self.talon_pos, self.table_h).inflate(int(12 * u), int(12 * u))
        self.talon_rect = self.stock_rect = stock.union(up).union(tag)

        # the score pad on the left, always in sight
        self.pad_rect = pygame.Rect(0, 0, int(250 * u), int(164 * u))
        self.pad_rect.center = (int(cx - w * 0.235), int(tcy))
        self.pots_rect = self.pad_rect
        self.pots_centre = self.pad_rect.center
        self.discard_pos = self.pad_rect.center

    # ----------------------------------------------------------------- queries
    def hand_slots(self, count: int) -> list[Point]:
        """Side by side while there is room; closer when the hand is long, every corner showing."""
        cx, cy = self.hand_centre
        room = self.hand_rect.width - self.hand_w
        step = self.hand_w + self.hand_gap
        if count > 1:
            step = max(self.hand_w * CORNER, min(step, room / (count - 1)))
        first = cx - step * (count - 1) / 2
        return [(first + i * step, cy) for i in range(count)]

    def meld_slots(self, seat: int, groups: list[int]) -> list[list[Point]]:
        """Centres of the cards of a seat's melds on the table, group by group: a group's
        cards overlap, leaving each corner showing; a gap between groups; closer when many."""
        row = self.meld_rows[seat]
        y = row.top + self.meld_h / 2 if seat == 0 else row.top + self.meld_h / 2
        cards = sum(groups)
        if not cards:
            return []
        gap = self.meld_w * 0.3
        step = self.meld_w * 0.52
        width = lambda st, gp: len(groups) * self.meld_w + (cards - len(groups)) * st + (len(groups) - 1) * gp  # noqa: E731
        if width(step, gap) > row.width:
            scale = max(0.0, (row.width - len(groups) * self.meld_w)) / max(1.0, (cards - len(groups)) * step
                                                                              + (len(groups) - 1) * gap)
            step, gap = max(self.meld_w * CORNER * 0.8, step * scale), gap * min(1.0, scale)
        x = row.centerx - width(step, gap) / 2 + self.meld_w / 2
        out = []
        for n in groups:
            out.append([(x + i * step, y) for i in range(n)])
            x += (n - 1) * step + self.meld_w + gap
        return out

    def main_rects(self) -> dict[str, pygame.Rect]:
        """The regions that must never overlap: the hand, the melds, the trick, the stock, the score pad."""
        return {"hand": self.hand_rect, "trick": self.trick_rect, "pad": self.pad_rect, "stock": self.talon_rect,
                "my melds": self.meld_rows[0], "their melds": self.meld_rows[1]}


__all__ = ["BesigueLayout", "CORNER", "MOST_CARDS"]
