"""Mouche's table at three window sizes and three to six players: the basket and the queue
of waiting mouches, drawn with the largest amounts a table can hold, stay in their columns of the pots' area and
clear of the talon, the trick, the hand, the plates and the talk's buttons; the mouche
shown lies in the trick's room; the trumps' tag of a robbed upcard stays by the talon."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import itertools

import pygame
import pytest

from game.engine.cards import Suit

from game.ui import resources
from game.ui.layout import TableLayout
from game.ui.mouche import words
from game.ui.mouche.basket import BasketPlaces, draw_basket, draw_queue
from game.ui.mouche.part import shown_place
from game.ui.mouche.tag import draw_trump_tag

SIZES = [(960, 600), (1280, 800), (3840, 2160)]
#: The talk's buttons at their most (the four suits the Mistigri may name), as Mouche's decision lays them.
BUTTONS = (4, 214, 40, 8)


@pytest.fixture(autouse=True)
def fonts():
    """Fonts afresh: a test before may have quit pygame, and with it the fonts cached."""
    pygame.font.init()
    resources.reset()
    yield


def drawn(size: tuple[int, int], draw) -> pygame.Rect:
    """What ``draw`` puts on a clear surface of the window's size."""
    surface = pygame.Surface(size, pygame.SRCALPHA)
    draw(surface)
    return surface.get_bounding_rect()


def others(layout: TableLayout) -> dict[str, pygame.Rect]:
    """Everything the basket and the mouches must stay clear of."""
    rects = {"talon": layout.talon_rect, "trick": layout.trick_rect, "hand": layout.hand_rect, "bar": layout.bar}
    rects |= {f"plate {s.seat}": s.plate for s in layout.seats}
    rects |= {f"hand {s.seat}": r for s, r in zip(layout.seats[1:], layout.seat_rects)}
    rects |= {f"button {i}": r for i, r in enumerate(layout.button_column(*BUTTONS))}
    return rects


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(3, 7))
def test_the_basket_and_the_waiting_mouches_stay_clear(size: tuple[int, int], players: int) -> None:
    layout = TableLayout(size, players)
    places = BasketPlaces(layout)
    # the most a table holds: six purses of 500
    basket = drawn(size, lambda s: draw_basket(s, places, 3000, 600))
    queue = drawn(size, lambda s: draw_queue(s, places, [3000, 1500, 750, 375, 180, 90]))
    empty = drawn(size, lambda s: draw_queue(s, places, []))
    assert places.basket_rect().contains(basket), (basket, places.basket_rect())
    assert places.queue_rect().contains(queue), (queue, places.queue_rect())
    assert places.queue_rect().contains(empty)
    assert not basket.colliderect(queue)
    for name, rect in others(layout).items():
        for what, mine in (("basket", basket), ("mouches", queue)):
            assert not mine.colliderect(rect), f"the {what} {mine} overlaps the {name} {rect} at {size}, {players}"


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(3, 7))
def test_the_talk_buttons_stay_clear(size: tuple[int, int], players: int) -> None:
    layout = TableLayout(size, players)
    window = pygame.Rect(0, 0, *size)
    buttons = layout.button_column(*BUTTONS)
    clear = [layout.hand_rect, layout.trick_rect, layout.talon_rect, layout.pots_rect, *(s.plate for s in layout.seats)]
    for rect in buttons:
        assert window.contains(rect)
        for other in clear:
            assert not rect.colliderect(other), (rect, other, size, players)
    for a, b in itertools.combinations(buttons, 2):
        assert not a.colliderect(b)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("players", range(3, 7))
def test_the_mouche_shown_lies_in_the_trick_room_and_the_tag_by_the_talon(size: tuple[int, int],
                                                                         players: int) -> None:
    layout = TableLayout(size, players)
    rects = []
    for i in range(5):
        x, y, h = shown_place(layout, i)
        rects.append(layout.card_rect((x, y), h))
        assert layout.trick_rect.contains(rects[-1]), (i, rects[-1], layout.trick_rect)
        assert h >= layout.trick_h
    # each card's index (its top left corner) stays in sight
    for a, b in zip(rects, rects[1:]):
        assert b.left - a.left >= a.width * 0.3, (a, b, size, players)
    for why in (words.ROBBED_TAG, words.NAMED_TAG):
        tag = draw_trump_tag(pygame.Surface(size), layout, Suit.SPADES, why, False)
        assert pygame.Rect(0, 0, *size).contains(tag)
        for rect in (layout.trick_rect, layout.hand_rect, *(s.plate for s in layout.seats)):
            assert not tag.colliderect(rect), (why, tag, rect, size, players)
