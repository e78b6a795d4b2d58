"""The review of a deal as a player reads it, for the layout tests (a helper module: it holds
no test).  A deal is played by the rule of thumb in every seat and weighed beforehand by the
expert on a few worlds, so that its review opens with every verdict in; the review is then
shown at the deal's start, at the person's first decision (the expert's verdict and its
hindsight line), at the costliest and at the end, the costliest listed, and each frame is
read box by box (:mod:`game.ui.boxes`) in the views asked for."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any

import pygame

import screen_frames as sf
from game import i18n
from game.ai.evaluation import Effort
from game.review import file as deal_file
from game.review.analysis import review
from game.review.verdict import costliest
from game.settings import Settings
from game.ui import boxes
from game.ui.app import App
from game.ui.review.scene import ReviewScene
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

#: The expert's worlds for each verdict: enough for figures of every width.
WORLDS = 4


def played(game: str, players: int, seed: int = 2) -> dict[str, Any]:
    """A deal played by the rule of thumb in every seat, with three decisions of seat 0 or more."""
    from game.ai import make_player
    from game.engine import Session
    from game.engine.games import spec
    from game.engine.record import deal_record
    from game.review.deal import spots

    engine = spec(game)
    session = Session(engine.rules.preset_named(engine.rules.DEFAULT_PRESET), players, seed, deals=40)
    player = make_player("heuristic", seed)
    while True:
        deal = session.next_deal()
        while not deal.is_over:
            deal.apply(player.choose(deal.observation(deal.to_act)))
        record = deal_record(deal, session.seed)
        session.finish_deal()
        if len(spots(record, 0)) >= 3:
            return record


def weighed(game: str, players: int) -> deal_file.SharedDeal:
    """A deal with the expert's verdict on each of seat 0's decisions, hindsight and all, one
    of them costing something (so that the costliest are listed)."""
    for seed in range(2, 12):
        record = played(game, players, seed)
        verdicts = tuple(review(record, 0, Effort(worlds=WORLDS)))
        if costliest(verdicts):
            break
    return deal_file.SharedDeal(record, None, 0, "expert", verdicts)


def own_problems(app: App, scene: ReviewScene) -> list[str]:
    """What is wrong with the frame that the table alone, drawn without the review's panels,
    buttons and marks, does not show (the table's own frames are read by the table's tests)."""
    problems = sf.frame_problems(app)
    board = scene.board
    kept = board.cloth.bar_buttons, board.marks
    board.cloth.bar_buttons, board.marks = [], []
    try:
        with boxes.recording(app.screen) as rec:
            board.draw(app.screen)
    finally:
        board.cloth.bar_buttons, board.marks = kept
    table = set(boxes.problems(rec.boxes))
    return [p for p in problems if p not in table]


def read_review(game: str, players: int, look: sf.Look) -> tuple[list[str], set[str]]:
    """The problems of the review's frames in every view of ``look``, and what was seen (the
    verdict, its hindsight, the costliest listed)."""
    app = App(Settings(game=game, animation="instant"), size=(1280, 800), seed=1, save_settings=False,
              report=lambda line: None)
    problems: list[str] = []
    seen: set[str] = set()
    app.hooks.append(lambda app: None)  # frame after frame, as when something moves (no idle wait)
    try:
        app.push(TitleScene(app))
        shared = weighed(game, players)
        scene = ReviewScene(app, shared, TableScene)
        app.push(scene)
        app.run(max_frames=app.frames + 2)
        assert scene.analyst.finished, "the verdicts kept with the deal are shown at once"
        verdicts = list(shared.verdicts)
        dear = costliest(verdicts)
        seen |= {"costliest"} if dear else set()
        seen |= {"hindsight"} if verdicts[0].hindsight is not None else set()
        plies = sorted({0, verdicts[0].ply, (dear[0] if dear else verdicts[-1]).ply, scene.flow.plies})
        for size, scale, language in look.combos:
            sf.set_view(app, size, scale, language)
            for ply in plies:
                scene.goto(ply)
                app.run(max_frames=app.frames + 8)  # the faces and the panels' words made ready
                problems += [f"{game} {players} review at {size[0]}x{size[1]}, {scale}%, {language}, step {ply}: {p}"
                             for p in own_problems(app, scene)]
        seen.add("verdict")
    finally:
        i18n.follow("en")
        app.close()
        pygame.quit()
    return problems, seen


__all__ = ["own_problems", "played", "read_review", "weighed"]
