"""Bésigue's table of two at every window size from 960x600 to 4K: the hand, each player's
melds, the stock with its turn-up, the trick and the score pad never overlap; a hand of
eight to ten cards (and a long row of melds) leaves every card's corner in sight; the
declaration's buttons keep clear of them; and the real table, a ten-card hand dealt, puts
the cards where the layout says."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from itertools import combinations
from pathlib import Path

import pygame
import pytest

from besigue_ui_helpers import make_app, open_table, ready, run_until
from game.engine.besigue import BesigueRules
from game.ui.besigue.layout import CORNER, BesigueLayout

SIZES = [(960, 600), (1280, 800), (3840, 2160), (1024, 768), (1920, 1080), (1366, 768), (2560, 1440)]


@pytest.mark.parametrize("size", SIZES)
def test_the_places_never_overlap(size) -> None:
    L = BesigueLayout(size)
    rects = L.main_rects()
    bounds = L.bounds()
    for name, rect in rects.items():
        assert bounds.contains(rect), f"{name} {rect} leaves the window {size}"
        assert rect.top >= L.bar.bottom, f"{name} is under the bar"
    for (a, ra), (b, rb) in combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}"
    plates = [s.plate for s in L.seats]
    assert not plates[0].colliderect(plates[1])
    for plate in plates:
        assert bounds.contains(plate)
        for name, rect in rects.items():
            assert not plate.colliderect(rect), f"a plate {plate} overlaps {name} at {size}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("scale", [0.8, 1.0, 1.5])
def test_the_tricks_cards_lie_side_by_side_at_every_interface_scale(size, scale: float) -> None:
    """Each card of the trick before its player, never covering the other; at the interface
    scale too, where the places still keep apart."""
    L = BesigueLayout(size, scale)
    mine, theirs = (L.card_rect(s.trick, L.trick_h) for s in L.seats)
    assert not mine.colliderect(theirs) and mine.top > theirs.top, f"the trick's cards overlap at {size}"
    assert L.trick_rect.contains(mine) and L.trick_rect.contains(theirs)
    rects = L.main_rects()
    for (a, ra), (b, rb) in combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size}, scale {scale}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("count", [8, 9, 10])
def test_a_hand_of_eight_to_ten_shows_every_corner(size, count: int) -> None:
    L = BesigueLayout(size)
    slots = L.hand_slots(count)
    rects = [L.card_rect(p, L.hand_h) for p in slots]
    assert all(L.hand_rect.inflate(4, 4).contains(r) for r in rects), "the hand stays in its place"
    for left, right in zip(rects, rects[1:]):
        shown = right.left - left.left  # each card lies over the one on its left
        assert shown >= CORNER * L.hand_w - 1, f"a corner is hidden at {size}: {shown} < {CORNER * L.hand_w}"


@pytest.mark.parametrize("size", SIZES)
def test_a_long_row_of_melds_stays_in_its_row(size) -> None:
    L = BesigueLayout(size)
    for seat in (0, 1):
        for groups in ([2], [4, 2, 2], [5, 4, 4, 2, 2], [4, 4, 4, 4, 2, 1]):
            slots = L.meld_slots(seat, groups)
            assert [len(g) for g in slots] == groups
            row = L.meld_rows[seat]
            for group in slots:
                for p in group:
                    assert row.inflate(4, 4).contains(L.card_rect(p, L.meld_h)), f"a meld card leaves its row at {size}"
                for a, b in zip(group, group[1:]):
                    assert b[0] - a[0] >= CORNER * 0.8 * L.meld_w - 1


@pytest.mark.parametrize("size", SIZES)
def test_the_declarations_buttons_keep_clear(size) -> None:
    L = BesigueLayout(size)
    column = L.button_column(8, 270, 36, 6)  # five melds, the seven, No meld and Declare
    for b in column:
        assert L.bounds().contains(b)
        for name, rect in L.main_rects().items():
            assert not b.colliderect(rect), f"a button {b} covers {name} at {size}"


@pytest.mark.parametrize("size", [(960, 600), (1280, 800), (3840, 2160)])
def test_the_table_deals_ten_cards_where_the_layout_says(home: Path, size) -> None:
    app = make_app(size, hand_size=10)
    table = open_table(app)
    try:
        assert run_until(app, lambda: table.flow.deal is not None and ready(table), 40)
        L = table.places.layout
        assert isinstance(L, BesigueLayout) and table.flow.rules == BesigueRules().with_toggles(
            {"hand_size": 10, "deal_packets": "3-2-3-2"})
        hand = table.places.shown[0]
        assert len(hand) == 10
        rects = [table.places.card_rect(c) for c in hand]
        sprites = [table.places.sprites[c] for c in hand]
        for (ra, sa), (rb, sb) in zip(zip(rects, sprites), zip(rects[1:], sprites[1:])):
            assert sb.z > sa.z and rb.left - ra.left >= CORNER * L.hand_w - 2
        up = table.places.cards_at("up")
        assert up and table.places.sprites[up[0]].angle == 90
        screen = app.screen
        assert screen.get_size() == size
        pygame.image.save(screen, str(home / "ten.png"))
    finally:
        app.close()
