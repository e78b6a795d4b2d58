"""Run by test_ui_besigue_screens in its own process: play a Bésigue deal through the real
scenes and save the window at four moments, as ``<prefix>_deal.png`` (the play while the
stock lasts, melds on the table, a card led), ``<prefix>_meld.png`` (a meld being chosen
by clicking its cards after a trick won), ``<prefix>_last_tricks.png`` (the stock out, the
cards that may not be played dimmed and one tried, refused with the rule named) and
``<prefix>_count.png`` (the brisques counted card by card at the end of the deal); and
``<prefix>_result.png``, the result in words.  ``size`` may be given as WxH."""
from __future__ import annotations

import sys

import pygame

from game.engine import Phase
from game.engine.besigue import Meld
from game.settings import Settings
from game.ui.app import App
from game.ui.selftest import Driver
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene

from inline_worker import think_in_process
from screen_frames import FPS

SHOTS = ("deal", "meld", "last_tricks", "count", "result")


def main(prefix: str, size: tuple[int, int] = (1280, 800), seed: int = 4) -> int:
    think_in_process()
    settings = Settings(game="besigue", animation="fast", ai_pause=0.05, rounds=3, opponents="heuristic")
    settings = settings.with_players(2)
    app = App(settings, size=size, seed=seed, save_settings=False)
    app.run_by_frames(FPS)  # the animations by frames: no second waited for
    driver = Driver(deals=6, seed=seed)
    taken: dict[str, str] = {}
    state = {"wait": 0, "refused": False}

    def shoot(name: str) -> None:
        path = f"{prefix}_{name}.png"
        pygame.image.save(app.screen, path)
        taken[name] = path

    def settled(table: TableScene) -> bool:
        return not any(abs(table.places.sprites[c].lift - table.hand.lift_target(c)) > 1
                       for c in table.places.reachable())

    def watch(app: App) -> bool:
        """Shoot what is worth it; True while the driver must wait."""
        table = app.scene
        if not isinstance(table, TableScene) or table.flow.deal is None:
            return False
        flow, part = table.flow, table.part
        deal = flow.deal
        if state["wait"]:
            state["wait"] -= 1
            return True
        steps = flow.tl.steps
        if "count" not in taken and steps and steps[0].name == "count" and steps[0].elapsed > 0.9:
            shoot("count")
        if flow.tl.busy:
            return False
        if "result" not in taken and flow.state == "result":
            shoot("result")
        waiting = flow.waiting_for_human()
        if waiting and "meld" not in taken and deal.phase is Phase.DECLARE:
            panel = table.decision
            meld = next((a for a in deal.legal_actions() if isinstance(a, Meld) and a.cards.bit_count() >= 2), None)
            if meld is not None:
                if not panel.picked:
                    for card in table.places.reachable():
                        if meld.cards >> card & 1:
                            panel.pick(card)
                    return True
                if not settled(table):
                    return True
                shoot("meld")
                panel._confirm()
                return True
        if waiting and deal.phase is Phase.PLAY:
            rows = part.melds.groups
            if "deal" not in taken and deal.led is not None and (rows[0] or rows[1] or len(deal.trick_winners) >= 8) \
                    and part.moves.last_tricks is False:
                if not settled(table):
                    return True  # the person's cards still rising: the driver waits for the shot
                shoot("deal")
            if "last_tricks" not in taken and part.moves.last_tricks and deal.led is not None:
                prompt = table.human_prompt()
                wrong = [item for item in prompt[1] if not item[2]]
                if wrong and not state["refused"]:
                    state["refused"] = True
                    rect = wrong[0][1]
                    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
                    state["wait"] = 20
                    return True
                if state["refused"] and flow.toast and settled(table):
                    shoot("last_tricks")
        if len(taken) == len(SHOTS):
            app.quit()
        return False

    def hook(app: App) -> None:
        if not watch(app):
            driver(app)

    app.hooks.append(hook)
    app.push(TitleScene(app))
    app.run(max_seconds=600)
    print(f"driver: {pygame.display.get_driver()}")
    print("taken: " + " ".join(sorted(taken)))
    pygame.quit()
    return 0 if len(taken) == len(SHOTS) else 1


if __name__ == "__main__":
    size = tuple(int(v) for v in sys.argv[2].split("x")) if len(sys.argv) > 2 else (1280, 800)
    sys.exit(main(sys.argv[1], size))  # type: ignore[arg-type]
