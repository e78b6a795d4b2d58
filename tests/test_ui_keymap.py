"""The table's keys are one table (game/ui/table/keymap.py, and each game's decisions):
the buttons answer the keys it names, and it writes the help screen."""
from __future__ import annotations

from pathlib import Path

import pygame
import pytest

from game.settings import Settings
from game.ui import games
from game.ui.app import App
from game.ui.table import keymap
from game.ui.table.overlays import HelpOverlay
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene


def test_the_keymap_writes_the_help_of_each_game() -> None:
    table = [("Skip a movement", "click anywhere, or Space"), ("What was said this deal", "W"), ("The last trick", "L"),
             ("A hint from the expert", "I"), ("Take back your last decision (casual play)", "U or Ctrl+Z"),
             ("Next deal", "Enter or Space on the result"),
             ("Look back at the deal: every hand, each of your decisions weighed",
              "R on the result, or Enter on a deal of the ledger"),
             ("The order of the cards (or the mouse on the trump's tag)", "O"),
             ("The glossary: the games' words explained", "F2"),
             ("Pause: resume, settings, rules, ledger, or save and leave", "Esc"), ("Full screen", "F11"),
             ("This help", "H or F1")]
    card = ("Play a card", "click it, or press its number (1 is the leftmost), or ← → then Enter")
    assert keymap.help_rows(games.ui("bete").keys) == [
        card, ("Call", "J  Je joue  ·  P  Je passe  ·  C  Contre (or the buttons)"), *table]
    assert keymap.help_rows(games.ui("bestia").keys) == [
        card, ("Talk", "P or Enter play  ·  F fold  ·  K knock  ·  T terzo se devo  ·  B buco"),
        ("Change cards before playing", "click them or press 1–5, then Play"),
        ("Briscola rubata (dealer)", "R rob the trump  ·  E leave it"), *table]


@pytest.mark.parametrize("game", list(games.GAMES))
def test_every_key_of_a_decision_is_in_the_help_and_free_at_the_table(home: Path, game: str) -> None:
    ui = games.ui(game)
    always = {k for b in (keymap.HELP, keymap.LAST_TRICK, keymap.HINT, keymap.MENU, keymap.SKIP, keymap.TALK,
                          keymap.UNDO, keymap.CARD_ORDER, keymap.GLOSSARY) for k in b.keys}
    app = App(Settings(game=game), size=(1280, 800), seed=1, save_settings=False)
    try:
        table = TableScene(app, seed=1)
        decision = table.decision.decision
        table.on_exit()
    finally:
        app.close()
        pygame.quit()
    bindings = [choice.key for choice in decision.choices] + ([decision.pick.key] if decision.pick else [])
    for binding in bindings:
        assert binding in ui.keys, f"{binding.what}: {binding.words} is not in the help"
        assert binding.key not in always, f"{binding.hint} is the table's own key"
        assert binding.hint and binding.words
    keys = [b.key for b in bindings]
    assert len(keys) == len(set(keys)), "two buttons answer one key"


@pytest.mark.parametrize("game", list(games.GAMES))
def test_the_help_screen_shows_the_keymap(home: Path, game: str) -> None:
    app = App(Settings(game=game, animation="instant", ai_pause=5.0), size=(1280, 800), seed=1, save_settings=False)
    shown: list[str] = []
    try:
        app.push(TitleScene(app))
        table = TableScene(app, seed=1)
        app.push(table)
        app.run(max_frames=2)
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode="", scancode=0))
        app.run(max_frames=app.frames + 2)
        assert isinstance(app.scene, HelpOverlay)
        import game.ui.table.overlays as overlays

        real = overlays.blit_text
        overlays.blit_text = lambda surface, role, size, text, *a, **k: shown.append(text) or real(
            surface, role, size, text, *a, **k)
        try:
            app.scene.draw(app.screen)
        finally:
            overlays.blit_text = real
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="", scancode=0))
        app.run(max_frames=app.frames + 2)
        assert app.scene is table, "any key closes the help"
    finally:
        app.close()
        pygame.quit()
    rows = keymap.help_rows(games.ui(game).keys)
    import re

    def spaced(texts) -> str:  # the keys wrap beside their words: compared as one text
        return re.sub(r"\s+", " ", " ".join(texts))

    assert shown[0] == "At the table" and spaced(shown) == spaced(["At the table"] + [t for row in rows for t in row])
