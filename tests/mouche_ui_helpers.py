"""Mouche at the table for the window's tests and screenshots: an app at a Mouche table,
computer players whose choices the test writes, the first deals stacked, posted input.

The computer players here are scripted (``Scripted``), not the interim random ones, so
that a test meets the talk it wants: by default every computer plays keeping its hand,
and plays its first legal card (the Mistigri naming hearts where it names the trumps).
"""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from typing import Any, Callable, Mapping

import pygame

from game.engine import Session
from game.engine.cards import Suit
from game.engine.mouche import Exchange, MoucheRules, NameTrump
from game.settings import Settings
from game.ui.app import App
from game.ui.opponents import Move
from game.ui.table.scene import TableScene
from game.ui.title_scene import TitleScene
from mouche_helpers import CardsLike, stack

#: A computer's talk: (deal, seat) -> action.
Talk = Callable[[Any, int], Any]


def keep(deal: Any, seat: int) -> Any:
    return Exchange(0)


class Scripted:
    """Computer players for the table (the face of :class:`game.ui.opponents.Opponents`)."""

    def __init__(self, talk: Talk = keep) -> None:
        self.talk = talk
        self._move: Move | None = None

    def begin(self, deal: Any, seat: int) -> None:
        if deal.phase.value == "talk":
            action = self.talk(deal, seat)
        else:
            legal = deal.legal_actions()
            named = [a for a in legal if isinstance(a, NameTrump)]
            action = NameTrump(Suit.HEARTS) if named else legal[0]
        self._move = Move(action)

    def poll(self) -> Move | None:
        move, self._move = self._move, None
        return move

    def ask_hint(self, deal: Any, seat: int) -> None:
        pass

    def poll_hint(self) -> None:
        return None

    def cancel(self) -> None:
        self._move = None

    def close(self) -> None:
        pass

    thinking = False


def settings(players: int = 4, preset: str = "academie_1718", toggles: Mapping[str, Any] | None = None,
             rounds: int = 2, ai_pause: float = 0.0, animation: str = "instant") -> Settings:
    s = Settings(game="mouche", animation=animation, ai_pause=ai_pause, rounds=rounds, opponents="heuristic")
    s = s.with_players(players).with_rule("preset", preset, "mouche")
    for name, value in (toggles or {}).items():
        s = s.with_rule(name, value, "mouche")
    return s


def first_dealer_seed(players: int, dealer: int, rules: MoucheRules | None = None) -> int:
    """A seed whose session draws ``dealer`` to deal first."""
    rules = rules or MoucheRules()
    return next(seed for seed in range(1, 500) if Session(rules, players, seed).first_dealer == dealer)


def open_table(s: Settings, seed: int, size: tuple[int, int] = (1280, 800), talk: Talk | None = keep,
               stacked: Mapping[int, tuple[Mapping[int, CardsLike], str]] | None = None) -> tuple[App, TableScene]:
    """The title, then a Mouche table over it; ``talk`` scripts the computers (None: the interim random
    players); ``stacked`` gives deals by number as (hands by seat, upcard)."""
    app = App(s, size=size, seed=seed, save_settings=False)
    app.push(TitleScene(app))
    table = TableScene(app, seed=seed)
    if talk is not None:
        table.flow.computers.close()
        table.flow.computers = Scripted(talk)
    if stacked:
        stack_deals(table.flow.session, stacked)
    app.push(table)
    return app, table


def stack_deals(session: Session, stacked: Mapping[int, tuple[Mapping[int, CardsLike], str]]) -> None:
    """The session's deals of these numbers dealt from stacked packs."""
    deal = session.next_deal

    def next_deal(order=None, chance=None):
        number = session.deals_played + 1
        if order is None and number in stacked:
            hands, upcard = stacked[number]
            order = stack(session.players, session.dealer, hands, upcard, rules=session.rules)
        return deal(order, chance)

    session.next_deal = next_deal


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def click(pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def play_a_card(table: TableScene) -> bool:
    """At the person's turn to play, the first legal card by its number key (True if one was posted)."""
    prompt = table.human_prompt()
    if prompt is None or prompt[0] != "card" or table.busy():
        return False
    legal = [index for _, _, ok, index in prompt[1] if ok]
    key(pygame.K_1 + legal[0])
    return True


def settled(table: TableScene) -> bool:
    """Nothing moves and the table waits for the person (or shows a result)."""
    return table.flow.deal is not None and not table.busy() and table.human_prompt() is not None


__all__ = ["Scripted", "click", "first_dealer_seed", "keep", "key", "open_table", "play_a_card", "settings",
           "settled", "stack_deals"]
