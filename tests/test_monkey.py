"""A monkey at the keyboard: the real window loop fed random mouse, key and resize events
for 20,000 frames of Bête (or whichever game G on the title chooses: Bestia, Mouche), as two
monkeys of 10,000 that run side by side, and
6,000 of Bestia, whose talk has its own keys.  Nothing may raise, and whatever table is open at the end must hold a
valid deal (every card somewhere, jetons conserved)."""
from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest

from game.settings import Settings
from game.ui.app import App
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

from helpers import check_cards_accounted_for
from mouche_helpers import check_cards_accounted_for as check_mouche_cards

#: The computers think in their worker process, as in the game: the frames run on while they
#: think (in the test's process each decision of the expert would hold a frame, and the
#: monkey's frames would go to the experts' thinking).
pytestmark = pytest.mark.real_worker

#: Each monkey's frames; two monkeys (:data:`MONKEYS`), one window each.
FRAMES = 10_000
#: The seeds of the window and of each monkey.
MONKEYS = ((2, 7), (5, 8))
KEYS = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_ESCAPE, pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_5, pygame.K_j, pygame.K_p,
        pygame.K_c, pygame.K_n, pygame.K_s, pygame.K_r, pygame.K_l, pygame.K_h, pygame.K_F1, pygame.K_PAGEDOWN,
        pygame.K_PAGEUP, pygame.K_TAB, pygame.K_a, pygame.K_F11, pygame.K_k, pygame.K_f, pygame.K_t, pygame.K_b,
        pygame.K_e, pygame.K_g]


class Monkey:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.tables: list[TableScene] = []
        self.events = 0

    def __call__(self, app: App) -> None:
        if isinstance(app.scene, TableScene) and app.scene not in self.tables:
            self.tables.append(app.scene)
        rng = self.rng
        w, h = app.size
        for _ in range(rng.choice((0, 0, 1, 1, 2, 4))):
            self.events += 1
            roll = rng.random()
            pos = (rng.randrange(w), rng.randrange(h))
            if roll < 0.35:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            elif roll < 0.7:
                button = rng.choice((1, 1, 1, 3, 4, 5))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button))
                pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button))
            elif roll < 0.78:
                pygame.event.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False))
            elif roll < 0.985:
                key = rng.choice(KEYS)
                pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
                pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
            else:
                size = (rng.randrange(500, 2600), rng.randrange(300, 1600))
                pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))


@pytest.mark.parametrize("seeds", MONKEYS, ids=lambda seeds: f"monkey{seeds[1]}")
def test_twenty_thousand_frames_of_random_input(seeds: tuple[int, int], home: Path) -> None:
    window, keys = seeds
    app = App(Settings(animation="fast", ai_pause=0.0).with_players(5), size=(960, 600), seed=window,
              report=lambda s: None)
    app.fps = 0
    monkey = Monkey(seed=keys)
    app.hooks.append(monkey)
    try:
        while app.frames < FRAMES:
            if not app.scenes:  # the monkey found Quit: start again, as a person would
                app.push(TitleScene(app))
            app.run(max_frames=FRAMES)
        assert not app.errors, app.errors
        assert len(monkey.tables) >= 2, "the monkey never got to play"
        for table in monkey.tables:
            check_table(table)
    finally:
        pygame.quit()


def test_random_input_at_a_bestia_table(home: Path) -> None:
    frames = 6_000
    app = App(Settings(game="bestia", animation="fast", ai_pause=0.0).with_players(5), size=(960, 600), seed=3,
              report=lambda s: None)
    app.fps = 0
    monkey = Monkey(seed=11)
    app.hooks.append(monkey)
    try:
        while app.frames < frames:
            if not app.scenes:
                app.push(TitleScene(app))
            app.run(max_frames=frames)
        assert not app.errors, app.errors
        assert monkey.tables, "the monkey never got to play"
        for table in monkey.tables:
            check_table(table)
    finally:
        pygame.quit()


def check_table(table: TableScene) -> None:
    """Jetons conserved and every card accounted for, in whichever game the monkey chose."""
    session = table.flow.session
    if session.game.economy.unit == "points":  # Bésigue: scores toward a target, no jetons to conserve
        assert all(score >= 0 for score in session.scores)
        deal = table.flow.deal
        if deal is not None:
            placed = 0
            for mask in deal.card_places().values():
                assert not placed & mask, "a card in two places"
                placed |= mask
            assert placed.bit_count() == 64, "a card in no place"
        return
    fiche = session.rules.fiche_value if session.game.name == "bete" else 1  # Bestia has no fiches
    held = sum(session.purses) + session.table.jetons(fiche)
    assert held == session.players * session.rules.purse, "jetons appeared or vanished"
    deal = table.flow.deal
    if deal is None:
        return
    assert sum(deal.books.purses) + deal.books.table(0).jetons(fiche) == \
        sum(deal.purses_before) + deal.table_before.jetons(fiche)
    if session.game.name == "bestia":
        check_cards_accounted_for(deal)
        return
    if session.game.name == "mouche":  # the monkey cycled the game with G
        check_mouche_cards(deal)
        return
    everywhere = [c for s in range(deal.players) for c in deal.hand(s)] + [c for _, c in deal.plays]
    assert len(everywhere) == len(set(everywhere)) == 5 * deal.players
    assert set(everywhere) | set(deal.talon) == set(deal.order)

