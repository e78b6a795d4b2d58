"""The table as a player sees it (issue 16), through the real scenes and the real loop with
posted key presses: New game asks before abandoning a saved session; undo of a call, an
exchange and a card; the pause menu; a knock said in words; the line above the hand
names the computer player whose turn it is; the talk kept in the deal's log."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path
from typing import Callable

import pygame
import pytest

from game.engine import Phase
from game.settings import Settings
from game.stats import Statistics
from game.ui import save
from game.ui.app import App
from game.ui.dialogs import Confirm
from game.ui.table.overlays import PauseMenu
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene


def make_app(game: str = "bete", players: int = 4, seed: int = 5, ai_pause: float = 0.0, **rules) -> App:
    settings = Settings(game=game, animation="instant", ai_pause=ai_pause, opponents="heuristic").with_players(players)
    for name, value in rules.items():
        settings = settings.with_rule(name, value, game)
    return App(settings, size=(1280, 800), seed=seed, save_settings=False)


def key(k: int, mod: int = 0) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=mod, unicode="", scancode=0))


def frames(app: App, count: int) -> None:
    """Run ``count`` frames at the frame rate (an idle scene would wait up to a second a frame
    for input that the test has already posted)."""
    def ticking(app: App) -> None:
        pass

    app.hooks.append(ticking)
    try:
        app.run(max_frames=app.frames + count)
    finally:
        app.hooks.remove(ticking)


def run_until(app: App, done: Callable[[], bool], seconds: float = 30) -> bool:
    """Run the loop until ``done()`` (checked every frame) or the time is up."""
    def hook(app: App) -> None:
        if done():
            app.quit()

    app.hooks.append(hook)
    try:
        app.run(max_seconds=seconds)
    finally:
        app.hooks.remove(hook)
    return done()


def open_table(app: App, seed: int) -> TableScene:
    app.push(TitleScene(app))
    table = TableScene(app, seed=seed)
    app.push(table)
    return table


def waiting(table: TableScene, phase: Phase | None = None) -> bool:
    flow = table.flow
    return (flow.waiting_for_human() and not table.hand.moving()
            and (phase is None or flow.deal.phase is phase))


# --------------------------------------------------------------------- New game
def test_new_game_asks_before_abandoning_a_saved_session(home: Path) -> None:
    app = make_app(seed=3)
    try:
        table = open_table(app, 3)
        assert run_until(app, lambda: waiting(table))
        assert save.exists()
        app.pop()  # back to the title: the game stays saved
        title = app.scene
        assert isinstance(title, TitleScene) and title.saved is not None
        key(pygame.K_n)
        frames(app, 3)
        assert isinstance(app.scene, Confirm), "New game asks first"
        key(pygame.K_n)  # keep it
        frames(app, 3)
        assert app.scene is title and save.exists()
        key(pygame.K_n)
        frames(app, 3)
        key(pygame.K_y)  # start a new game
        frames(app, 3)
        assert isinstance(app.scene, TableScene) and app.scene is not table
    finally:
        app.close()
        pygame.quit()
    tally = Statistics.load().tally("bete", "heuristic")
    assert tally.abandoned == 1 and tally.sessions == 1


# --------------------------------------------------------------------- undo
def test_undo_a_card_goes_back_to_the_persons_turn(home: Path) -> None:
    app = make_app(seed=5)
    try:
        table = open_table(app, 5)
        flow = table.flow
        # the calls: play when the person may, so that the cards are played
        for _ in range(40):
            if not run_until(app, lambda: waiting(table)):
                break
            if flow.deal.phase is Phase.PLAY:
                break
            offered = [b[2] for b in table.human_prompt()[1]]
            key(pygame.K_j if pygame.K_j in offered else pygame.K_p)
            frames(app, 2)
        if flow.deal.phase is not Phase.PLAY:
            pytest.skip("the deal was thrown in before a card")
        hand = list(table.places.reachable())
        legal = [i for i, card in enumerate(hand) if flow.deal.legal_mask() >> card & 1]
        before = (flow.deal.ply, list(flow.deal.plays), flow.deal.hand(0))
        key(pygame.K_1 + legal[0])
        assert run_until(app, lambda: flow.deal.ply > before[0])
        played = hand[legal[0]]
        assert (0, played) in flow.deal.plays
        key(pygame.K_u)
        assert run_until(app, lambda: waiting(table))
        assert (0, played) not in flow.deal.plays and flow.deal.hand(0) == before[2]
        assert flow.deal.plays == before[1] and flow.undone[flow.deal.number] == 1
        assert table.places.where[played] == ("hand", 0), "the card is back in the hand on the cloth"
        assert save.read()["undone"] == {str(flow.deal.number): 1}, "the undo is saved with the session"
        # the deal played out: its ledger entry and the person's record say so
        while flow.state == "play":
            if not run_until(app, lambda: waiting(table) or flow.state != "play", 40):
                break
            if flow.state == "play":
                cards = table.places.reachable()
                i = next(i for i, c in enumerate(cards) if flow.deal.legal_mask() >> c & 1)
                key(pygame.K_1 + i)
                frames(app, 2)
        assert flow.history and flow.history[-1].get("undone") == 1
    finally:
        app.close()
        pygame.quit()
    assert Statistics.load().tally("bete", "heuristic").undone == 1


def test_undo_a_call_with_ctrl_z(home: Path) -> None:
    app = make_app(seed=21)
    try:
        table = open_table(app, 21)
        flow = table.flow
        assert run_until(app, lambda: waiting(table, Phase.BIDDING))
        calls_before = list(flow.deal.calls)
        first = table.human_prompt()[1][0]  # the first button's key
        key(first[2])
        assert run_until(app, lambda: len([c for s, c in flow.deal.calls if s == 0]) > 0)
        key(pygame.K_z)  # Z alone does nothing
        frames(app, 2)
        assert any(s == 0 for s, _ in flow.deal.calls)
        key(pygame.K_z, pygame.KMOD_CTRL)
        assert run_until(app, lambda: waiting(table, Phase.BIDDING))
        assert flow.deal.calls == calls_before
    finally:
        app.close()
        pygame.quit()


def test_undo_an_exchange_at_bestia(home: Path) -> None:
    for seed in (9, 2, 5, 7):
        app = make_app("bestia", seed=seed)
        try:
            table = open_table(app, seed)
            flow = table.flow
            if not run_until(app, lambda: waiting(table, Phase.TALK)):
                continue
            kind, (buttons, cards, most, confirm) = table.human_prompt()
            if most < 2:
                continue
            dealt = flow.deal.hand(0)
            key(pygame.K_1)
            key(pygame.K_2)
            key(pygame.K_p)
            assert run_until(app, lambda: any(e.seat == 0 and e.discards for e in flow.deal.talk))
            key(pygame.K_u)
            assert run_until(app, lambda: waiting(table, Phase.TALK))
            assert not any(e.seat == 0 and e.word == "play" for e in flow.deal.talk)
            assert flow.deal.hand(0) == dealt and sorted(table.places.reachable()) == sorted(dealt)
            assert table.decision.picked == 0
            return
        finally:
            app.close()
            pygame.quit()
    pytest.fail("no seed let the person change two cards")


def test_strict_play_refuses_undo(home: Path) -> None:
    app = make_app(seed=21)
    app.settings = app.settings.replace(strict=True)
    try:
        table = open_table(app, 21)
        flow = table.flow
        assert run_until(app, lambda: waiting(table, Phase.BIDDING))
        key(table.human_prompt()[1][0][2])
        assert run_until(app, lambda: any(s == 0 for s, _ in flow.deal.calls))
        key(pygame.K_u)
        frames(app, 2)
        assert any(s == 0 for s, _ in flow.deal.calls) and not flow.undone
        assert flow.toast is not None and "Strict" in flow.toast[0]
    finally:
        app.close()
        pygame.quit()


# --------------------------------------------------------------------- the pause menu
def test_esc_pauses_the_table(home: Path) -> None:
    app = make_app(seed=3, ai_pause=0.3)
    try:
        table = open_table(app, 3)
        app.run(max_frames=20)
        key(pygame.K_ESCAPE)
        frames(app, 2)
        assert isinstance(app.scene, PauseMenu)
        time, ply = table.flow.time, table.flow.deal.ply if table.flow.deal else None
        frames(app, 30)
        assert table.flow.time == time, "no time passes while paused"
        assert (table.flow.deal.ply if table.flow.deal else None) == ply
        labels = [b.label for b in app.scene.buttons]
        assert labels == ["Resume", "Settings", "Rules", "Ledger", "Glossary", "Guided deal", "Save and go to the title"]
        key(pygame.K_ESCAPE)  # resume
        frames(app, 3)
        assert app.scene is table and table.flow.time > time
        key(pygame.K_ESCAPE)
        frames(app, 2)
        key(pygame.K_s)  # settings over the pause menu, then back to it
        frames(app, 2)
        assert type(app.scene).__name__ == "SettingsScene"
        key(pygame.K_ESCAPE)
        frames(app, 2)
        assert isinstance(app.scene, PauseMenu)
        key(pygame.K_q)  # save and go to the title
        frames(app, 3)
        assert isinstance(app.scene, TitleScene) and save.exists()
    finally:
        app.close()
        pygame.quit()


# --------------------------------------------------------------------- words
def test_the_prompt_names_the_computer_player_whose_turn_it_is(home: Path) -> None:
    app = make_app(seed=5, ai_pause=5.0)  # the computers take their time while the test looks
    try:
        table = open_table(app, 5)
        flow = table.flow

        def computers_turn() -> bool:
            deal = flow.deal
            return (deal is not None and flow.state == "play" and flow.caught_up() and not deal.is_over
                    and deal.to_act != 0)

        assert run_until(app, computers_turn)
        name = flow.names[flow.deal.to_act]
        assert table.panels.prompt_line() == f"{name} is thinking"
    finally:
        app.close()
        pygame.quit()


def test_a_knock_is_said_in_words_and_kept_in_the_log(home: Path) -> None:
    """At Bestia a knock tells the table what it means for those still to speak; a knock
    the rules make (after the last circuit) says so; every word is in the talk panel."""
    seen: dict[str, str] = {}
    for seed in range(1, 13):
        app = make_app("bestia", seed=seed, max_circuits=1)
        try:
            table = open_table(app, seed)
            flow = table.flow

            def step() -> bool:
                for _, kind, say in flow.log:
                    text = say()
                    if "knocked: everyone still to speak plays the cards dealt" in text:
                        seen.setdefault("knock", text)
                    if "the rules knock for" in text:
                        seen.setdefault("forced", text)
                if waiting(table) and flow.deal.phase is Phase.TALK:
                    key(pygame.K_p)  # play the cards dealt: never knock
                elif waiting(table):
                    cards = table.places.reachable()
                    i = next(i for i, c in enumerate(cards) if flow.deal.legal_mask() >> c & 1)
                    key(pygame.K_1 + i)
                return "forced" in seen and "knock" in seen or flow.state in ("result", "over")

            run_until(app, step, 40)
            talk = [text for kind, text in table.flow.deal_log() if kind == "talk"]
            assert all(": " in line for line in talk)
        finally:
            app.close()
            pygame.quit()
        if "forced" in seen and "knock" in seen:
            break
    assert "knock" in seen, "nobody knocked"
    assert "forced" in seen, "no knock forced by the last circuit"
    assert seen["forced"].startswith("The talk has gone round once: the rules knock for ")


# --------------------------------------------------------------------- settings and a lone card
def test_settings_speak_to_players(home: Path) -> None:
    """No file names, seed numbers or toggle names in what the player reads; a clash in the
    toggles' own words; a preset changed by hand reads Custom; during a game each change says
    when it applies."""
    from game.ui import games, words
    from game.ui.settings_scene import SettingsScene, clash_words, source_words

    for name in games.GAMES:
        rules = Settings(game=name).game_rules()
        labels = games.ui(name).toggle_labels
        for toggle in type(rules).toggles():
            said = source_words(toggle.source)
            assert not any(bad in said for bad in ("seed", ".md", ".txt", "/", "shared")), said
            assert toggle.name not in said or "_" not in toggle.name
        for toggle in labels:
            assert "_" not in labels[toggle]
    refused = Settings(game="bestia").with_rule("col_buco", True, "bestia")
    with pytest.raises(ValueError) as exc:
        refused.with_rule("un_giro", True, "bestia")
    said = clash_words(str(exc.value), games.ui("bestia"))
    assert said.startswith("Col buco cannot be played with un giro: one round of talk") and "_" not in said
    custom = Settings().with_rule("curieuse", 3)
    assert games.preset_name(custom.game_rules()).startswith(words.CUSTOM)
    app = App(Settings(animation="instant"), size=(1280, 800), seed=1, save_settings=False)
    try:
        scene = SettingsScene(app, in_game=True)
        app.push(scene)
        row = next(r for r in scene.rows if r.label == games.ui("bete").toggle_label("curieuse"))
        row.change(1)
        assert scene.message == words.FROM_NEXT_GAME
        row = next(r for r in scene.rows if r.label == "Animation")
        row.change(1)
        assert scene.message == words.APPLIES_NOW
        row = next(r for r in scene.rows if r.label == words.SCALE_ROW)
        row.change(1)
        assert app.settings.ui_scale == 110 and scene.message == words.APPLIES_NOW
        texts = [r.help() if callable(r.help) else r.help for r in scene.rows] + [r.source for r in scene.rows]
        import re

        assert not any(re.search(r"seed \d|\.md|\.txt|\b[a-z]+_[a-z_]+\b", t) for t in texts), texts
    finally:
        app.close()
        pygame.quit()


def test_a_version_3_settings_file_without_the_new_fields_loads(home: Path) -> None:
    from game import storage

    data = Settings().to_dict()
    for name in ("ui_scale", "strict", "auto_play"):
        data.pop(name)
    storage.write_json_atomic(Settings.path(), data)
    loaded = Settings.load()
    assert (loaded.ui_scale, loaded.strict, loaded.auto_play) == (100, False, False)
    with pytest.raises(ValueError):
        Settings(ui_scale=200)


def test_a_lone_legal_card_is_played_by_itself(home: Path) -> None:
    """With the setting on, the person's last card of every deal (and any other lone legal
    card) goes by itself: the deal ends though the person never presses for it."""
    app = make_app(seed=5)
    app.settings = app.settings.replace(auto_play=True)
    try:
        table = open_table(app, 5)
        flow = table.flow
        pressed: list[int] = []  # the plies at which the person pressed for a card

        def step() -> bool:
            if flow.state in ("result", "over"):
                return True
            if not waiting(table):
                return False
            prompt = table.human_prompt()
            if prompt is None:
                return False
            kind, items = prompt
            if kind == "choose":
                offered = [b[2] for b in items]
                key(pygame.K_j if pygame.K_j in offered else items[-1][2])
            elif kind == "card":
                legal = [it for it in items if it[2]]
                if len(legal) > 1 and flow.deal.ply not in pressed:  # a lone card is left alone
                    pressed.append(flow.deal.ply)
                    key(pygame.K_1 + legal[0][3])
            return False

        assert run_until(app, step, 60)
        mine = [card for seat, card in flow.deal.plays if seat == 0]
        assert mine and len(mine) > len(pressed), "a lone legal card went by itself"
        assert flow.history and flow.history[-1]["outcome"]
    finally:
        app.close()
        pygame.quit()


def test_the_goal_is_said_in_the_prompts_box_or_under_the_mouse_where_there_is_no_room(home: Path) -> None:
    """What each side is trying to do stands above the prompt's line where the table leaves
    room between the trick and the hand; where it does not, the mouse on the prompt says it."""
    app = make_app(seed=5)
    try:
        table = open_table(app, 5)
        flow = table.flow
        for _ in range(40):  # the calls: play when the person may, so that the cards are played
            if not run_until(app, lambda: waiting(table)) or flow.deal.phase is Phase.PLAY:
                break
            offered = [b[2] for b in table.human_prompt()[1]]
            key(pygame.K_j if pygame.K_j in offered else pygame.K_p)
            frames(app, 2)
        if flow.deal.phase is not Phase.PLAY:
            pytest.skip("the deal was thrown in before a card")
        panels = table.panels
        goal, prompt = panels.goal(), panels.prompt_line()
        assert goal and prompt
        images, box = panels.prompt_box(prompt)
        assert [said for _, said in images] == [goal, prompt], "at 1280x800 both stand in the prompt's box"
        assert panels.tooltip(box.center, {}, [0] * 4) is None or goal not in panels.tooltip(box.center, {}, [0] * 4)
        # a table with no room between the trick and the hand: the goal under the mouse instead
        L = panels.layout
        L.trick_rect = L.trick_rect.union(pygame.Rect(L.trick_rect.left, L.trick_rect.top, 1, box.bottom - L.trick_rect.top))
        images, box = panels.prompt_box(prompt)
        assert [said for _, said in images] == [prompt]
        assert panels.tooltip(box.center, {}, [0] * 4) == goal
    finally:
        app.close()
        pygame.quit()


def test_the_news_keeps_its_last_lines_under_a_long_prompt_in_a_short_window(home: Path) -> None:
    """Where a long prompt reaches down over the news (a wide window a few hundred pixels
    high), the news is set smaller and, if it still does not fit, keeps its last lines (the
    first cut to "…") clear of the prompt's box."""
    from game.ui import boxes

    settings = Settings(animation="instant", ai_pause=0.0, opponents="heuristic").with_players(4)
    app = App(settings, size=(1000, 320), seed=5, save_settings=False)
    try:
        table = open_table(app, 5)
        assert run_until(app, lambda: waiting(table))
        panels = table.panels
        prompt = "Your turn: " + "choose the card you play to this trick, following suit if you can; " * 4
        panels.prompt_line = lambda: prompt
        news = "Anne takes the trick with the King of hearts, and leads again. " * 6
        with boxes.recording(app.screen) as rec:
            panels.draw_news(app.screen, news)
        drawn = [b for b in rec.boxes if b.kind == "panel" and b.label == "news"]
        texts = [b.label for b in rec.boxes if b.kind == "text"]
        assert len(drawn) == 1
        below = panels.prompt_box(prompt)[1]
        assert not drawn[0].rect.colliderect(below), (drawn[0].rect, below)
        assert texts[0].startswith("…") and news.strip().endswith(texts[-1].strip()), texts
    finally:
        app.close()
        pygame.quit()
