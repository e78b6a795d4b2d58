"""Bestia at the table, through the real scenes and the real loop, the person's seat fed
posted clicks and key presses: the talk (an exchange, a knock or a fold), the trick play
with a forbidden card refused in the engine's words, the shares and the ledger; then
Continue picks the session up in the middle of a trick."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from game.engine import IllegalAction
from game.settings import Settings
from game.ui import hint_words, save
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene


def make_app(seed: int, ai_pause: float = 0.0, players: int = 4, preset: str = "bestia_roma") -> App:
    """The rule-of-thumb opponents: they choose the same whatever the machine's load (the
    expert thinks against the clock), so each test meets the same deals."""
    settings = Settings(game="bestia", animation="instant", ai_pause=ai_pause, rounds=2,
                        opponents="heuristic").with_players(players)
    settings = settings.with_rule("preset", preset, "bestia")
    return App(settings, size=(1280, 800), seed=seed, save_settings=False)


def table_of(app: App) -> TableScene:
    return next(s for s in app.scenes if isinstance(s, TableScene))


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))


def click(pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


class Person:
    """Plays the person's seat: changes two cards (one picked by click, one by its number,
    then the Play button clicked) at the first chance, then knocks or folds by key, then
    plays; tries one forbidden card and keeps the engine's reason for it."""

    def __init__(self, table: TableScene) -> None:
        self.table = table
        self.exchanged: list[int] = []  # deal numbers
        self.stopped: list[tuple[int, str]] = []  # (deal, knock or fold)
        self.refusal: str | None = None
        self.toast: str | None = None
        self.waiting_for: object = None

    def __call__(self, app: App) -> None:
        table = self.table
        prompt = table.human_prompt()
        if self.refusal and self.toast is None and table.flow.toast:
            self.toast = table.flow.toast[0]
        if prompt is None:
            return
        deal = table.flow.deal
        now = (prompt[0], deal.number, deal.ply, table.flow.state, table.flow.deals_seen)
        if now == self.waiting_for:
            return
        self.waiting_for = now
        kind, items = prompt
        if kind == "continue":
            if self.exchanged and self.stopped and table.flow.deals_seen >= 1:
                app.quit()
            else:
                key(pygame.K_RETURN)
        elif kind == "pick":
            buttons, cards, most, confirm = items
            by_key = {k: rect for _, rect, k in buttons}
            if not self.exchanged and most >= 2 and len(cards) >= 2:
                click(cards[0][1].center)
                key(pygame.K_1 + cards[1][2])
                click(by_key[pygame.K_p].center)
                self.exchanged.append(deal.number)
            elif not self.stopped and (pygame.K_k in by_key or pygame.K_f in by_key):
                word = "knock" if pygame.K_k in by_key else "fold"
                key(pygame.K_k if word == "knock" else pygame.K_f)
                self.stopped.append((deal.number, word))
            else:
                key(pygame.K_p)
        elif kind == "card":
            illegal = [it for it in items if not it[2]]
            if illegal and self.refusal is None:
                card, rect, _, _ = illegal[0]
                try:
                    deal.clone().apply(card)
                except IllegalAction as exc:
                    self.refusal = str(exc)
                click(rect.center)
                self.waiting_for = None  # still the person's turn: a legal card next frame
                return
            legal = [it for it in items if it[2]]
            key(pygame.K_1 + legal[0][3])


def test_a_bestia_deal_through_posted_events(home: Path) -> None:
    for seed in (2, 5, 7, 11):
        app = make_app(seed)
        app.push(TitleScene(app))
        table = TableScene(app, seed=seed)
        app.push(table)
        person = Person(table)
        app.hooks.append(person)
        try:
            app.run(max_seconds=60)
        finally:
            app.close()  # as the game quits: the table's saves are written
            pygame.quit()
        if person.refusal:
            break
    session = table.flow.session
    assert session.game.name == "bestia" and not app.errors
    assert person.exchanged and person.stopped, "the person changed cards and knocked or folded"
    first = table.flow.history[0]
    assert first["outcome"] in ("shared", "uncontested") and first["headline"]
    assert table.flow.deals_seen >= 1 and len(table.flow.history) == table.flow.deals_seen
    assert sum(session.purses) + session.table.jetons(5) == 4 * session.rules.purse
    assert table.flow.view.purses == session.purses, "the view caught up with the engine"
    assert person.refusal, "no seed gave the person a forbidden card"
    assert person.toast and person.toast.lower() == person.refusal.lower(), "the engine's reason, said in words"
    assert save.exists()


def test_the_exchange_and_the_words_reach_the_engine(home: Path) -> None:
    app = make_app(9)
    app.push(TitleScene(app))
    table = TableScene(app, seed=9)
    app.push(table)
    person = Person(table)
    app.hooks.append(person)
    thrown: list = []

    def watch_exchange(app: App) -> None:
        deal = table.flow.deal
        if deal is not None:
            for entry in deal.talk:
                if entry.seat == 0 and entry.word == "play" and entry.discards and not thrown:
                    thrown.append(entry)

    app.hooks.append(watch_exchange)
    try:
        app.run(max_seconds=60)
        app.hooks.clear()
        table._open_ledger()  # the ledger reads Bestia's deals: drawn without error
        app.run(max_frames=app.frames + 3)
        assert type(app.scene).__name__ == "LedgerScene" and not app.errors
    finally:
        pygame.quit()
    assert thrown, "the person's exchange was never made"
    entry = thrown[0]
    assert len(entry.discards) == 2 and len(entry.drawn) == 2
    assert person.stopped
    ledger = table.flow.history
    assert all({"deal", "outcome", "headline", "transfers", "purses_after", "knocker"} <= set(e) for e in ledger)


def test_continue_a_bestia_session_mid_trick(home: Path) -> None:
    app = make_app(seed=8)
    driver = Driver(deals=2, seed=8)

    def leave_mid_trick(app: App) -> None:
        table = app.scene
        if isinstance(table, TableScene) and table.flow.deal is not None and table.flow.deal.phase.value == "play" \
                and len(table.flow.deal.current_trick) == 1 and table.flow.deal.trick_number >= 1 \
                and 0 in table.flow.deal.in_seats:
            app.quit()
            return
        driver(app)

    app.hooks.append(leave_mid_trick)
    app.push(TitleScene(app))
    try:
        app.run(max_seconds=60)
        left = table_of(app).flow.deal
        assert left is not None and left.phase.value == "play", "never left in the middle of a trick"
        where = (left.number, left.ply, list(left.plays), list(left.hands), list(left.books.purses), left.to_act)
    finally:
        app.close()  # as the game quits: the table's saves are written
        pygame.quit()
    app = make_app(seed=8, ai_pause=5.0)  # the computers wait while the test looks
    try:
        title = TitleScene(app)
        app.push(title)
        title.cont()
        table = table_of(app)
        assert table.flow.session.game.name == "bestia"
        seen: dict[str, object] = {}

        def back(app: App) -> None:
            deal = table.flow.deal
            if deal is not None and not seen:
                seen["where"] = (deal.number, deal.ply, list(deal.plays), list(deal.hands), list(deal.books.purses),
                                 deal.to_act)
                seen["trick"] = sorted(card for card, w in table.places.where.items() if w[0] == "trick")
                seen["hand"] = sorted(table.places.shown[0])
                seen["pool"] = table.flow.view.pool
                app.quit()

        app.hooks.append(back)
        app.run(max_seconds=10)
        app.hooks.clear()
        app.settings = app.settings.replace(ai_pause=0.0)
        assert seen["where"] == where
        assert seen["trick"] == sorted(card for _, card in table.flow.deal.current_trick), "the trick is shown as it was"
        assert seen["hand"] == sorted(table.flow.deal.hand(0)), "the person's hand is shown as it was"
        assert seen["pool"] == table.flow.deal.pool, "the pool is shown as it stands"
        driver = Driver(deals=1, seed=9)
        app.hooks.append(driver)
        app.run(max_seconds=40)
        assert driver.done and table.flow.deals_seen == 1 and table.flow.history[-1]["deal"] == where[0]
    finally:
        pygame.quit()


def test_mano_a_fidarsi_keeps_the_trump_face_down_until_the_talk_is_over(home: Path) -> None:
    # the rule-of-thumb players: the expert thinks against the clock, and a knock before the
    # person's turn would end the talk unseen
    settings = Settings(game="bestia", animation="instant", ai_pause=0.0, opponents="heuristic") \
        .with_rule("mano_a_fidarsi", True, "bestia")
    app = App(settings, size=(1280, 800), seed=4, save_settings=False)
    app.push(TitleScene(app))
    table = TableScene(app, seed=4)
    app.push(table)
    seen: dict[str, bool] = {}

    def hook(app: App) -> None:
        prompt = table.human_prompt()
        if prompt is None:
            return
        trump = table.flow.deal.trump_card
        if prompt[0] == "pick" and "talk" not in seen:
            seen["talk"] = table.places.sprites[trump].face_up
            key(pygame.K_p)
        elif prompt[0] == "card":
            seen["play"] = table.places.sprites[trump].face_up
            app.quit()
        elif prompt[0] == "pick":
            key(pygame.K_p)
        else:
            app.quit()

    app.hooks.append(hook)
    try:
        app.run(max_seconds=40)
    finally:
        pygame.quit()
    assert seen.get("talk") is False, "the trump lies face down while the person speaks"
    assert seen.get("play") is True, "and is shown once the play begins"


@pytest.mark.parametrize("phase", ["talk", "play"])
def test_the_hint_serves_bestia_in_the_talk_and_the_play(home: Path, phase: str) -> None:
    app = make_app(seed=23)
    table = TableScene(app, seed=23)
    app.push(TitleScene(app))
    app.push(table)
    driver = Driver(deals=3, seed=23)
    asked: list[int] = []

    def hook(app: App) -> None:
        if not asked and table.flow.waiting_for_human() and table.flow.deal.phase.value == phase:
            asked.append(table.flow.deal.ply)
            key(pygame.K_i)
        elif asked and table.flow.hint_now() is not None:
            app.quit()
        elif not asked:
            driver(app)

    app.hooks.append(hook)
    try:
        app.run(max_seconds=60)
        hint = table.flow.hint_now()
        assert hint is not None and hint.available and hint.game == "bestia", "the hint never came"
        legal = table.flow.deal.legal_actions()
        assert hint.choices and all(c.action in legal for c in hint.choices)
        assert all(0.0 <= c.win_chance <= 1.0 for c in hint.choices)
        assert all(hint_words.choice_lines(hint, table.ui.hint)) and table.flow.deal.ply == asked[0]
    finally:
        app.close()
        pygame.quit()
