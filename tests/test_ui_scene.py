"""A whole deal played through the real scenes and the real loop, the person's seat fed
posted mouse clicks and key presses; then Continue picks the session up from its save."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path

import pygame
import pytest

from game.engine import IllegalAction
from game.engine.bete import Call
from game.settings import Settings
from game.stats import Statistics
from game.ui import save
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene




def make_app(speed: str = "instant", players: int = 4, seed: int = 5, ai_pause: float = 0.0) -> App:
    # the rule-of-thumb opponents choose the same whatever the load (the expert thinks
    # against the clock), so each test meets the same deals
    settings = Settings(animation=speed, ai_pause=ai_pause, opponents="heuristic").with_players(players)
    return App(settings, size=(1280, 800), seed=seed, save_settings=False)


def table_of(app: App) -> TableScene:
    return next(s for s in app.scenes if isinstance(s, TableScene))


@pytest.mark.parametrize("players,seed", [(4, 5), (3, 11), (7, 2)])
def test_a_whole_deal_through_posted_events(home: Path, players: int, seed: int) -> None:
    app = make_app(players=players, seed=seed)
    driver = Driver(deals=1, seed=seed)
    app.hooks.append(driver)
    app.push(TitleScene(app))
    try:
        app.run(max_seconds=40)
        assert driver.failure is None
        assert driver.done, "the deal did not finish"
        table = table_of(app)
        assert driver.started_game and driver.inputs >= 1
        assert table.flow.deals_seen == 1 and len(table.flow.history) == 1
        session = table.flow.session
        assert sum(session.purses) + session.table.jetons(session.rules.fiche_value) == players * session.rules.purse
        # the view caught up with the engine: purses shown are the session's
        assert table.flow.view.purses == session.purses
        assert not app.errors
    finally:
        app.close()  # as the game quits: the table's saves are written
        pygame.quit()
    assert save.exists()
    record = Statistics.load().tally("bete", table.flow.opponents)
    entry = table.flow.history[0]
    assert record.deals == 1 and record.net == entry["purses_after"][0] - table.flow.start_purses[0]


def _try_an_illegal_card(seed: int) -> tuple[list[str], TableScene]:
    app = make_app(seed=seed)
    app.push(TitleScene(app))
    table = TableScene(app, seed=seed)
    app.push(table)
    tried: list[str] = []

    def hook(app: App) -> None:
        prompt = table.human_prompt()
        if prompt is None or prompt[0] == "continue":
            if table.flow.state in ("result", "over"):
                app.quit()
            return
        kind, items = prompt
        if kind == "choose":
            label, rect, key = items[-1]  # Je passe (or contre): press its key
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
            return
        illegal = [it for it in items if not it[2]]
        if illegal and not tried:
            card, rect, _, _ = illegal[0]
            try:
                table.flow.deal.clone().apply(card)
            except IllegalAction as exc:
                tried.append(str(exc))
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
            return
        if tried and table.flow.toast:
            app.quit()
            return
        legal = [it for it in items if it[2]]
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_1 + legal[0][3], mod=0, unicode="",
                                             scancode=0))

    app.hooks.append(hook)
    try:
        app.run(max_seconds=30)
    finally:
        pygame.quit()
    return tried, table


def test_illegal_card_shows_the_engine_message(home: Path) -> None:
    for seed in range(9, 30):
        tried, table = _try_an_illegal_card(seed)
        if tried:
            break
    assert tried, "no seed gave the person a card to refuse"
    assert table.flow.toast is not None
    assert table.flow.toast[0].lower() == tried[0].lower()  # the engine's words, capitalised
    assert any(w in tried[0] for w in ("follow suit", "trump", "overtrump"))
    assert table.flow.deal.plays or table.flow.deal.phase.value == "play"


def test_calls_by_key_and_button(home: Path) -> None:
    app = make_app(seed=21)
    table = TableScene(app, seed=21)
    app.push(TitleScene(app))
    app.push(table)
    seen: list[str] = []

    def hook(app: App) -> None:
        prompt = table.human_prompt()
        if prompt and prompt[0] == "choose":
            labels = [label for label, _, _ in prompt[1]]
            seen.append(",".join(labels))
            _, rect, _ = prompt[1][0]  # the first button: Je joue (or Je passe after a play)
            pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
        elif prompt and prompt[0] == "card":
            app.quit()
        elif table.flow.state in ("result", "over"):
            app.quit()

    app.hooks.append(hook)
    try:
        app.run(max_seconds=20)
    finally:
        pygame.quit()
    assert seen, "the person was never asked to call"
    assert seen[0] in ("Je joue,Je passe", "Je passe,Contre", "Je passe")
    calls = [c for s, c in table.flow.deal.calls if s == 0]
    assert calls and calls[0] in (Call.PLAY, Call.PASS)


def test_continue_restores_the_saved_session(home: Path) -> None:
    app = make_app(seed=3)
    driver = Driver(deals=1, seed=3)
    app.hooks.append(driver)
    app.push(TitleScene(app))
    try:
        app.run(max_seconds=40)
        first = table_of(app)
        purses = list(first.flow.session.purses)
        dealer = first.flow.session.dealer
    finally:
        app.close()  # as the game quits: the table's saves are written
        pygame.quit()
    data = save.read()
    assert data is not None
    app = make_app(seed=3)
    try:
        title = TitleScene(app)
        app.push(title)
        title.cont()
        table = table_of(app)
        assert table.flow.session.purses == purses
        assert table.flow.session.dealer == dealer
        assert table.flow.history == first.flow.history
        app.run(max_frames=5)
        assert table.flow.deal is not None and table.flow.deal.number == 2
    finally:
        pygame.quit()


def test_continue_mid_trick_finds_the_same_cards_pots_and_turn(home: Path) -> None:
    """Saved after every action: leave in the middle of a trick, come back to that card."""
    app = make_app(seed=8)
    driver = Driver(deals=1, seed=8)
    app.hooks.append(driver)

    def leave_mid_trick(app: App) -> None:
        table = app.scene
        if isinstance(table, TableScene) and table.flow.deal is not None and len(table.flow.deal.plays) % 4 == 2 \
                and table.flow.deal.trick_number >= 1:
            app.quit()

    app.hooks.append(leave_mid_trick)
    app.push(TitleScene(app))
    try:
        app.run(max_seconds=40)
        left = table_of(app).flow.deal
        where = (left.number, left.ply, list(left.plays), [left.hand(s) for s in range(4)], list(left.books.purses),
                 left.books.table(0), left.to_act)
    finally:
        app.close()  # as the game quits: the saves handed to the writer are on disk
        pygame.quit()
    app = make_app(seed=8, ai_pause=5.0)  # the computers wait while the test looks
    try:
        title = TitleScene(app)
        app.push(title)
        title.cont()
        table = table_of(app)
        seen: dict[str, object] = {}

        def back(app: App) -> None:  # the first frame after the deal is back, before anyone moves
            deal = table.flow.deal
            if deal is not None and not seen:
                seen["where"] = (deal.number, deal.ply, list(deal.plays), [deal.hand(s) for s in range(4)],
                                 list(deal.books.purses), deal.books.table(0), deal.to_act)
                seen["trick"] = sorted(card for card, w in table.places.where.items() if w[0] == "trick")
                seen["hand"] = sorted(table.places.shown[0])
                app.quit()

        app.hooks.append(back)
        app.run(max_seconds=10)
        app.hooks.clear()
        app.settings = app.settings.replace(ai_pause=0.0)
        assert seen["where"] == where
        assert seen["trick"] == sorted(card for _, card in table.flow.deal.current_trick), "the trick is shown as it was"
        assert seen["hand"] == sorted(table.flow.deal.hand(0)), "the person's hand is shown as it was"
        driver = Driver(deals=1, seed=9)
        app.hooks.append(driver)
        app.run(max_seconds=40)
        assert driver.done and table.flow.deals_seen == 1 and table.flow.history[-1]["deal"] == where[0]
    finally:
        pygame.quit()


def test_hint_gives_the_experts_choices_for_the_persons_turn(home: Path) -> None:
    app = make_app(seed=21)
    table = TableScene(app, seed=21)
    app.push(TitleScene(app))
    app.push(table)
    driver = Driver(deals=2, seed=21)
    asked: list[int] = []

    def hook(app: App) -> None:
        if not asked and table.flow.waiting_for_human() and table.flow.deal.phase.value == "play":
            asked.append(table.flow.deal.ply)
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_i, mod=0, unicode="i", scancode=0))
        elif asked and table.flow.hint_now() is not None:
            app.quit()
        elif not asked:
            driver(app)

    app.hooks.append(hook)
    try:
        app.run(max_seconds=60)
        hint = table.flow.hint_now()
        assert hint is not None and hint.available, "the hint never came"
        legal = table.flow.deal.legal_actions()
        assert hint.choices and all(c.action in legal for c in hint.choices)
        assert all(0.0 <= c.win_chance <= 1.0 for c in hint.choices)
        app.run(max_frames=app.frames + 2)
        assert table.flow.deal.ply == asked[0], "asking for a hint plays nothing"
    finally:
        app.close()
        pygame.quit()


@pytest.mark.real_worker
def test_a_dead_thinking_process_hands_the_move_to_the_quick_player(home: Path) -> None:
    import os
    import signal

    app = make_app(seed=13)
    table = TableScene(app, seed=13)
    app.push(TitleScene(app))
    app.push(table)
    driver = Driver(deals=1, seed=13)
    said: list[str] = []

    def hook(app: App) -> None:
        worker = table.flow.computers._worker
        if worker is not None and worker.pid is not None and table.flow.computers.thinking and not said:
            os.kill(worker.pid, signal.SIGKILL)
            said.append("killed")
        if table.flow.toast and "quick player" in table.flow.toast[0] and len(said) == 1:
            said.append(table.flow.toast[0])
        driver(app)

    app.hooks.append(hook)
    try:
        app.run(max_seconds=90)
        assert len(said) == 2, "the table never said who stood in"
        assert "thinking process stopped" in said[1]
        assert driver.done and table.flow.deals_seen == 1, "the game went on to the end of the deal"
    finally:
        app.close()
        pygame.quit()
