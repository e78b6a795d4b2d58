"""Bésigue at the table for the scene tests (a helper module: it holds no test): the window
at instant animation, a session whose deal is stacked and played to a chosen moment, saved
as the table saves it and opened again, and posted clicks and keys.

The person is seat 0 and eldest (seat 1 deals), so the person leads the first trick; the
turn-up is the 9 of clubs unless a test says otherwise (clubs are trumps).
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Callable, Iterable

import pygame

from game.engine import Session
from game.engine.besigue import PACK, BesigueRules, ordered, parse_action, parse_card
from game.engine.besigue.record import order_of
from game.settings import Settings
from game.ui import save
from game.ui.app import App
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

NAMES = ["You", "Anne"]
#: Low cards to fill the hands: no meld, nothing to score (diamonds and spades below the jack).
FILLERS = ("9D.1 8D.1 9D.2 8D.2 7D.1 7D.2 9S.2 8S.2 9H.2 8H.2", "9S.1 8S.1 7S.1 7S.2 9H.1 8H.1 7H.1 7H.2 JS.2 JH.2")


def cards(text: str) -> list:
    return [parse_card(w) for w in text.split()]


def make_app(size: tuple[int, int] = (1280, 800), animation: str = "instant", preset: str | None = None,
             **toggles) -> App:
    settings = Settings(game="besigue", animation=animation, ai_pause=0.0, rounds=1, opponents="random")
    settings = settings.with_players(2)
    if preset is not None:
        settings = settings.with_rule("preset", preset, "besigue")
    for name, value in toggles.items():
        settings = settings.with_rule(name, value, "besigue")
    return App(settings, size=size, seed=1, save_settings=False, report=lambda line: None)


def stacked(hands: dict[int, str], upcard: str = "9C.1", stock: str = "", actions: Iterable[str] = (),
            rules: BesigueRules | None = None, seed: int = 5, scores=(0, 0)) -> dict:
    """A saved session whose deal gives ``hands`` (filled with low cards), turns ``upcard``,
    draws ``stock`` first, and has had ``actions`` applied (codes: 'KS.1', 'no_meld', ...)."""
    rules = rules or BesigueRules()
    chosen = {seat: cards(hands.get(seat, "")) for seat in (0, 1)}
    up = parse_card(upcard) if rules.turn_up else None
    top = cards(stock)
    used = set(chosen[0]) | set(chosen[1]) | set(top) | ({up} if up is not None else set())
    for seat in (0, 1):
        fill = [c for c in cards(FILLERS[seat]) if c not in used]
        chosen[seat] += fill[:rules.hand_size - len(chosen[seat])]
    used |= set(chosen[0]) | set(chosen[1])
    rest = [c for c in ordered(PACK.mask) if c not in used]
    session = Session(rules, 2, seed)
    session.dealer = 1
    session.scores = list(scores)
    deal = session.next_deal(order_of(rules, 1, [chosen[0], chosen[1]], up, top + rest))
    for code in actions:
        deal.apply(parse_action(code))
    return saved_of(session)


def saved_of(session: Session) -> dict:
    """The session as the table saves it, the person in seat 0."""
    return save.snapshot(session, list(NAMES), "random", [], [0, 0], 0)


def open_table(app: App, saved: dict | None = None) -> TableScene:
    """The title, then the table: a new session, or the saved one picked up again."""
    app.push(TitleScene(app))
    table = TableScene(app, saved=saved, seed=None if saved else 3)
    app.push(table)
    return table


def run_until(app: App, done: Callable[[], bool], seconds: float = 30.0, hook: Callable | None = None) -> bool:
    """Run the window's loop until ``done()`` (checked every frame) or the time runs out."""
    state = {"done": False, "frames": 0}

    def check(app: App) -> None:
        if hook is not None:
            hook(app)
        state["frames"] += 1
        if state["frames"] > 2 and done():  # the input posted before is handled first
            state["done"] = True
            app.quit()

    app.hooks.append(check)
    try:
        app.run(max_seconds=seconds)
    finally:
        app.hooks.remove(check)
    return state["done"]


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def click(pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def ready(table: TableScene) -> bool:
    """The table waits for the person, nothing moving."""
    return table.flow.waiting_for_human() and not table.flow.tl.busy
