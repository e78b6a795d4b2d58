"""Run by test_ui_screenshot in its own process: Mouche with Mistigri at six players, 1280x800,
through the real scenes, the person's seat fed posted keys and clicks, and the window saved
at the moments worth looking at:

- ``<prefix>_exchange.png``: deal 1, the person (eldest) picking two cards to change;
- ``<prefix>_mouche.png``: deal 1, Claire's mouche of hearts shown face up with its words;
- ``<prefix>_mouche_result.png``: the result of that deal (everyone else in is mouched);
- ``<prefix>_talk.png``: deal 2, the person dealing and speaking last, the others' words in
  bubbles, the Mistigri (with its ribbon) in hand, four mouches waiting by the basket;
- ``<prefix>_rob.png``: the same with a card picked, the Rob button naming both cards;
- ``<prefix>_trick.png``: a trick of six cards on the cloth, its winner highlighted.

The computer players are scripted (tests/mouche_ui_helpers.py) and the two deals stacked,
so the same moments come every run.
"""
from __future__ import annotations

import sys

import pygame

from game.engine import Phase
from game.engine.cards import cards_in
from game.engine.mouche import Exchange, mouche_in

from inline_worker import think_in_process
from screen_frames import FPS
from mouche_ui_helpers import first_dealer_seed, key, open_table, play_a_card, settings

SHOTS = ("exchange", "mouche", "mouche_result", "talk", "rob", "trick")
#: Deal 1: Claire holds five hearts; deal 2: the person, dealing, holds the Mistigri.
STACKED = {1: ({3: "KH QH JH 9H 8H", 0: "KS QS 10C 9D 8C"}, "2S"),
           2: ({0: "JC AS 10D 7H 4C", 1: "QC 9C 6S 5D 3H"}, "KD")}
#: How many cards each computer changes (the lowest), by seat; the others keep their hands.
CHANGES = {1: 2, 3: 1, 5: 3}


def talk(deal, seat: int):
    if mouche_in(deal.hands[seat], deal.trump, deal.rules) is not None:
        return Exchange(0)  # a mouche is kept, to be shown
    count = min(CHANGES.get(seat, 0), deal.exchange_limit())
    power = deal.rules.ranking.power
    lowest = sorted(cards_in(deal.hands[seat]), key=lambda c: power[c])[:count]
    return Exchange.of(lowest)


def main(prefix: str) -> int:
    think_in_process()
    seed = first_dealer_seed(6, 5)
    app, table = open_table(settings(players=6, preset="balzac_1839", animation="fast", ai_pause=0.05), seed=seed,
                            talk=talk, stacked=STACKED)
    app.run_by_frames(FPS)  # the animations by frames: no second waited for
    taken: dict[str, str] = {}
    state = {"wait": 0}

    def shoot(name: str) -> None:
        path = f"{prefix}_{name}.png"
        pygame.image.save(app.screen, path)
        taken[name] = path

    def still(cards) -> bool:
        places = table.places
        return all(places.sprites[c].squeeze > 0.999 and abs(places.sprites[c].x - places.home(c)[0]) < 1
                   and abs(places.sprites[c].y - places.home(c)[1]) < 1 for c in cards)

    def hook(app) -> None:
        flow = table.flow
        deal = flow.deal
        if state["wait"]:
            state["wait"] -= 1
            return
        if len(taken) == len(SHOTS):
            app.quit()
            return
        if deal is None:
            return
        if deal.outcome == "mouche" and "mouche" not in taken:
            shown = [c for c, w in table.places.where.items() if w[0] == "shown"]
            if len(shown) == 5 and all(table.places.sprites[c].face_up for c in shown) and still(shown):
                shoot("mouche")
            return
        prompt = table.human_prompt()
        if prompt is None or table.busy():
            places = table.places
            trick = [c for c, w in places.where.items() if w[0] == "trick" and places.sprites[c].visible]
            if flow.state == "play" and deal.phase is Phase.PLAY and "trick" not in taken and deal.number == 2 \
                    and len(trick) == len(deal.in_seats) == 6 and still(trick) and table.animator.win_card is not None:
                shoot("trick")
            return
        if flow.state == "result":
            if deal.number == 1 and "mouche_result" not in taken:
                shoot("mouche_result")
            key(pygame.K_RETURN)
            state["wait"] = 3
            return
        if prompt[0] == "card":
            play_a_card(table)
            state["wait"] = 3
            return
        panel = table.decision
        cards = prompt[1][1]
        if deal.number == 1:
            if not panel.picked:
                panel.pick(cards[3][0])
                panel.pick(cards[4][0])
                state["wait"] = 12  # the picked cards rise
            elif "exchange" not in taken:
                shoot("exchange")
            else:
                key(pygame.K_j)
                state["wait"] = 3
        elif deal.phase is Phase.TALK and not deal.robbed:
            if "talk" not in taken:
                shoot("talk")
            elif not panel.picked:
                panel.pick(next(c for c, _, _ in cards if str(c) == "4C"))
                state["wait"] = 12
            elif "rob" not in taken:
                shoot("rob")
            else:
                key(pygame.K_r)
                state["wait"] = 3
        else:
            key(pygame.K_j)
            state["wait"] = 3

    app.hooks.append(hook)
    try:
        app.run(max_seconds=150)
    finally:
        print(f"driver: {pygame.display.get_driver()}")
        print("taken: " + " ".join(sorted(taken)))
        print("errors: " + "; ".join(app.errors))
        app.close()
        pygame.quit()
    return 0 if len(taken) == len(SHOTS) and not app.errors else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
