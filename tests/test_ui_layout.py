"""The table's layout at three window sizes: the hand, the trick, the pots and the talon
never overlap, the seats' plates stay clear of them and of one another, and all is inside
the window."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools

import pygame
import pytest

from game.ui.layout import TableLayout

SIZES = [(960, 600), (1280, 800), (3840, 2160)]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 8))  # two: face to face
def test_main_regions_do_not_overlap(size: tuple[int, int], players: int) -> None:
    layout = TableLayout(size, players)
    rects = layout.main_rects()
    window = pygame.Rect(0, 0, *size)
    for name, rect in rects.items():
        assert window.contains(rect), f"{name} {rect} outside {size}"
    for (a, ra), (b, rb) in itertools.combinations(rects.items(), 2):
        assert not ra.colliderect(rb), f"{a} {ra} overlaps {b} {rb} at {size} with {players} players"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 8))  # two: face to face
def test_plates_stay_clear(size: tuple[int, int], players: int) -> None:
    layout = TableLayout(size, players)
    window = pygame.Rect(0, 0, *size)
    plates = [s.plate for s in layout.seats]
    for plate in plates:
        assert window.contains(plate)
        assert not plate.colliderect(layout.bar)
        for name, rect in layout.main_rects().items():
            assert not plate.colliderect(rect), f"plate {plate} overlaps {name} {rect} at {size}, {players} players"
    for a, b in itertools.combinations(plates, 2):
        assert not a.colliderect(b)


@pytest.mark.parametrize("size", SIZES)
def test_hand_cards_fit_in_the_hand_region(size: tuple[int, int]) -> None:
    layout = TableLayout(size, 4)
    for centre in layout.hand_slots(5):
        rect = layout.card_rect(centre, layout.hand_h)
        assert layout.hand_rect.contains(rect)


def test_seats_go_anticlockwise_from_the_person() -> None:
    layout = TableLayout((1280, 800), 4)
    me, right, top, left = (s.anchor for s in layout.seats)
    assert right[0] > me[0] and top[1] < right[1] and left[0] < top[0] <= right[0]


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 8))  # two: face to face
def test_the_dealers_pack_lies_clear_of_the_pots_and_plates(size: tuple[int, int], players: int) -> None:
    layout = TableLayout(size, players)
    for seat in range(players):
        rect = layout.card_rect(layout.dealer_pack(seat), layout.table_h)
        assert not rect.colliderect(layout.pots_rect), (seat, size, players)
        assert not any(rect.colliderect(s.plate) for s in layout.seats), (seat, size, players)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(4, 7))
def test_bestia_talk_buttons_pool_and_discards_stay_clear(size: tuple[int, int], players: int) -> None:
    """Bestia's most buttons at once (play, knock, terzo se devo, fold), the pool at the
    pots' centre and the discards under the stock: inside the window, clear of the hand, the
    trick and every plate."""
    layout = TableLayout(size, players)
    window = pygame.Rect(0, 0, *size)
    buttons = layout.button_column(4)
    heap = layout.card_rect(layout.discard_pos, layout.small_h)
    assert layout.talon_rect.contains(heap)
    plates = [s.plate for s in layout.seats]
    for rect in buttons:
        assert window.contains(rect), (rect, size)
        for other in [layout.hand_rect, layout.trick_rect, layout.talon_rect, *plates]:
            assert not rect.colliderect(other), (rect, other, size, players)
    for a, b in itertools.combinations(buttons, 2):
        assert not a.colliderect(b)


def panel_height(layout: TableLayout, area: float):
    """A panel holding ``area`` square units of text (at the 1280x800 table's scale)."""
    u = layout.u
    return lambda width: int(60 * u + area * 16 * u * u / max(width - 28 * u, 1))


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 8))  # two: face to face
def test_the_hint_panel_hides_no_player_nor_the_talon(size: tuple[int, int], players: int) -> None:
    """A hint of some seven lines leaves every player, the talon, the pots, the trick and
    the hand in view, while cards are played and while the talk's buttons are up; a
    longer one may cover a corner of something, but never the trick, the hand or the
    buttons."""
    layout = TableLayout(size, players)
    width = int(min(430 * layout.u, size[0] * 0.36))
    for busy in ([], [layout.talk_area]):
        box = layout.side_panel(width, panel_height(layout, 2000), busy)
        assert pygame.Rect(0, 0, *size).contains(box)
        for rect in [*(s.plate for s in layout.seats), *layout.seat_rects, *layout.main_rects().values(), *busy]:
            assert not box.colliderect(rect), (box, rect, size, players, busy)
        long = layout.side_panel(width, panel_height(layout, 4000), busy)
        for rect in [layout.trick_rect, layout.hand_rect, *busy]:
            assert not long.colliderect(rect), (long, rect, size, players, busy)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(2, 8))  # two: Bésigue's face to face
def test_no_card_of_the_trick_covers_another(size: tuple[int, int], players: int) -> None:
    """Each card played lies in front of its seat, toward the centre, never covering another
    card of the trick, and the trick stays clear of the plates and the hand."""
    layout = TableLayout(size, players)
    rects = [layout.card_rect(s.trick, layout.trick_h) for s in layout.seats]
    for (a, ra), (b, rb) in itertools.combinations(enumerate(rects), 2):
        assert not ra.colliderect(rb), (a, b, size, players)
    for rect in rects:
        assert layout.trick_rect.contains(rect)
    assert layout.trick_h >= layout.table_h * 0.8  # not shrunk out of reading
    cx, cy = layout.trick_centre
    me = layout.seats[0].trick
    assert me[1] > cy  # the person's card toward the person
    for s in layout.seats[1:]:
        x, y = s.trick
        # toward the seat: on its side of the centre, across or up
        assert (x - cx) * (s.anchor[0] - cx) >= 0 or abs(s.anchor[0] - cx) < layout.w * 0.1, (s.seat, size, players)
