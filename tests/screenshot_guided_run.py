"""Shots of the guided deal and the glosses for the screenshot test: a game's guided deal at
a window size, into DIR/guided_<game>_<W>x<H>_<moment>.png.

    python tests/screenshot_guided_run.py GAME WxH DIR [end]

Moments: ``coach`` (the first coach panel, at the person's first decision), ``gloss`` (the
mouse on the suggested button, or the first button of the decision panel, for its gloss),
``order`` (the mouse on the trump's tag: the order of the cards), ``diverged`` (a choice other
than the coach's, explained), ``glossary`` (the glossary, filtered by a typed word) and
``end`` (what was learnt, the deal played on with the coach's suggestions: asked for by ``end``).
"""
from __future__ import annotations

import os
import sys
import tempfile

os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ["LA_BETE_HOME"] = tempfile.mkdtemp(prefix="la-bete-shots-")


def main(game: str, size: str, out: str, end: str = "") -> int:
    import pygame

    from game.settings import Settings
    from game.ui.app import App
    from game.ui.guided.scene import GuidedScene
    from game.ui.title_scene import TitleScene
    from inline_worker import think_in_process
    from screen_frames import FPS

    think_in_process()

    w, h = (int(v) for v in size.split("x"))
    app = App(Settings(game=game, animation="fast", ai_pause=0.05), size=(w, h), seed=1, save_settings=False)
    app.run_by_frames(FPS)  # the animations by frames: no second waited for
    app.push(TitleScene(app))
    scene = GuidedScene(app, game)
    app.push(scene)
    shots: dict[str, bool] = {}
    state = {"step": 0, "frames": 0}

    def shoot(name: str) -> None:
        app._draw()
        pygame.image.save(app.screen, os.path.join(out, f"guided_{game}_{w}x{h}_{name}.png"))
        shots[name] = True

    def move(pos) -> None:
        pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0),
                                             buttons=(0, 0, 0)))

    def hook(app) -> None:
        top = app.scene
        state["frames"] += 1
        step = state["step"]
        if step == 0 and top is scene and scene.human_prompt() and scene.target() is not None:
            shoot("coach")
            target = scene.target()
            button = target.button or next((b for b in scene.decision.layout()), None) if scene.decision else None
            if button is not None:
                move(button.rect.center)
            state["step"] = 1
        elif step == 1:
            state["step"] = 2
        elif step == 2:
            shoot("gloss")
            move(scene.glossing.tag_rect().center)
            state["step"] = 3
        elif step == 3:
            state["step"] = 4
        elif step == 4:
            shoot("order")
            move((5, 5))
            advice = scene.advice()
            other = next(a for a in scene.flow.deal.legal_actions() if a != advice.action)
            scene.flow.act(other)
            state["step"] = 5
        elif step == 5 and top is scene and scene.flow.waiting_for_human() or (step == 5 and scene.flow.deal.is_over):
            shoot("diverged")
            scene.open_glossary()
            state["step"] = 6
        elif step == 6:
            for ch in "tru":
                pygame.event.post(pygame.event.Event(pygame.TEXTINPUT, text=ch))
            state["step"] = 7
        elif step == 7:
            state["step"] = 8
        elif step == 8:
            shoot("glossary")
            if not end:
                app.quit()
            app.pop()
            state["step"] = 9
        elif step == 9:  # on to the end, taking the coach's suggestions
            flow = scene.flow
            if flow.state == "over" and not flow.tl.busy:
                shoot("end")
                app.quit()
            elif flow.state == "result" and not flow.tl.busy:
                flow.next()
            elif flow.waiting_for_human():
                flow.act(scene.advice().action)

    app.hooks.append(hook)
    app.run(max_seconds=240)
    app.close()
    wanted = ("coach", "gloss", "order", "diverged", "glossary") + (("end",) if end else ())
    missing = [m for m in wanted if m not in shots]
    print(f"driver: {pygame.display.get_driver() if pygame.display.get_init() else os.environ.get('SDL_VIDEODRIVER')}")
    print("shots:", ", ".join(shots), "missing:", ", ".join(missing) or "none")
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:5]))
