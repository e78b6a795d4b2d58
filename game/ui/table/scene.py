"""The card table: a whole session of any game, animated from the deal's events.

This scene only puts the table together and routes the window's events and frames:
the deal's flow (:mod:`.flow`, without pygame), the animator with its handlers
(:mod:`.animator`), the cards' places (:mod:`.places`), the cloth (:mod:`.cloth`), the
panels (:mod:`.panels`), the decision panel (:mod:`.decision`), the person's hand
(:mod:`.hand`), the help and the last trick (:mod:`.overlays`), and the game's part
(:mod:`.part`), built by the game's spec (:mod:`game.ui.games`) and given a narrow
context, never this scene.
"""
from __future__ import annotations

from typing import Any

import pygame

from .. import games, words
from ...i18n import _
from ..glossary_scene import GLOSSARY, GlossaryScene
from ..app import App, Scene
from ..resources import felt, res
from ..widgets import Button, key_width
from . import keymap
from .cloth import Cloth
from .decision import DecisionPanel
from .flow import TableFlow
from .glossing import Glossing
from .machinery import assemble
from .overlays import HelpOverlay, LastTrickOverlay
from .panels import Panels
from ..review.hooks import review_button, review_entry, review_last, size_review
from .result import result_panel


class TableScene(Scene):
    def __init__(self, app: App, saved: dict | None = None, demo: bool = False, seed: int | None = None,
                 again: TableFlow | None = None, statistics: Any = None, make_flow: Any = None) -> None:
        super().__init__(app)
        settings = lambda: app.settings  # noqa: E731  (changed by the settings scene while the game goes on)
        parts: dict[str, Any] = {"report": app.report, "demo": demo, "errors": app.errors, "writer": app.writer,
                                 "took": app.frame_watch.took}
        if statistics is not None:  # the record as the title just changed it, newer than its file
            parts["statistics"] = statistics
        if make_flow is not None:  # a flow of its own (the guided deal's): (settings, **parts) -> flow
            flow = make_flow(settings, **parts)
        elif again is not None:
            flow = TableFlow.again(games.ui, again, settings, seed=seed, **parts)
        elif saved is not None:
            flow = TableFlow.restored(games.ui, saved, settings, **parts)
        else:
            flow = TableFlow.new(games.ui, settings, seed=seed, **parts)
        self.flow = flow
        self.ui = flow.ui
        made = assemble(app, flow)
        self.places, self.animator, self.hand, self.context = made.places, made.animator, made.hand, made.context
        self.part = part = made.part
        self.places.layout = part.table_layout(app.size, app.scale)
        decision = part.decision()
        panel = (decision.panel or DecisionPanel) if decision else None
        self.decision = panel(decision, self.context, self.hand.set_hover) if panel else None
        self.hand.decision = self.decision
        flow.played_by_itself = self.hand.forget
        if self.decision is not None:
            flow.deal_begins.append(self.decision.start_deal)
        self.cloth = Cloth(flow, self.places, self.animator, self.hand, part, settings)
        self.panels = Panels(flow, self.places, part, self.decision)
        self.result = result_panel(flow, self.places, part)
        self.final = part.final_panel()
        self.next_button = Button(words.NEXT_DEAL, flow.next, keymap.NEXT_DEAL.key, keymap.NEXT_DEAL.hint)
        self.review_button = review_button(self._review, keymap.REVIEW.key, keymap.REVIEW.hint)
        self.menu_buttons = [
            Button(words.PLAY_AGAIN, self._play_again, keymap.AGAIN.key, keymap.AGAIN.hint),
            Button(words.LEDGER, self._open_ledger, keymap.LEDGER.key),
            Button(words.BACK_TO_TITLE, self._to_title, keymap.TITLE.key, keymap.TITLE.hint),
        ]
        self._warm: list[tuple[str, int]] = []
        self.mouse: tuple[int, int] | None = None  # where the mouse is, for the tooltips
        self.glossing = Glossing(self)  # the glosses of the buttons and the order of the cards
        self.panels.goal = self.glossing.goal_text

    # ----------------------------------------------------------------- the scene
    def on_enter(self) -> None:
        self.flow.tl.speed = self.app.settings.speed_factor
        self.flow.start()

    def on_resize(self, size: tuple[int, int]) -> None:
        self.flow.tl.skip_all()
        L = self.places.layout = self.part.table_layout(size, self.app.scale)
        self.cloth.background = felt(size)
        u = L.u
        bar = [
            Button(words.HELP, self._open_help, keymap.HELP.key, keymap.HELP.hint, style="flat"),
            Button(words.TALK, self.toggle_talk, keymap.TALK.key, keymap.TALK.hint, style="flat"),
            Button(words.LAST_TRICK, self._open_last_trick, keymap.LAST_TRICK.key, keymap.LAST_TRICK.hint,
                   style="flat"),
            Button(words.HINT, self.flow.ask_hint, keymap.HINT.key, keymap.HINT.hint, style="flat"),
            Button(words.UNDO, self.undo, keymap.UNDO.key, keymap.UNDO.hint, style="flat"),
            Button(words.LEDGER, self._open_ledger, None, "", style="flat"),
            Button(words.MENU, self.pause, keymap.MENU.key, keymap.MENU.hint, style="flat"),
        ]
        glossary = Button(_(GLOSSARY), self.open_glossary, keymap.GLOSSARY.key, keymap.GLOSSARY.hint, style="flat")
        if self.glossing.bar_has_room(bar + [glossary], size[0]):  # else in the help and the pause menu (F2)
            bar.insert(-1, glossary)
        res().scale = self.text_scale()  # measured as they are drawn
        title = 16 * u + res().size("serif_bold", int(28 * u), _(self.ui.title))[0] + 12 * u
        size_of = int(18 * u)  # the buttons' words, smaller where the language says more than the bar holds

        def widths(text: int) -> list[int]:
            return [int(res().size("serif_bold", text, b.label)[0] + 20 * u + (key_width(_(b.hint), text) if b.hint else 0))
                    for b in bar]

        while sum(widths(size_of)) + 6 * u * len(bar) > size[0] - title and res().font("serif_bold", size_of) \
                is not res().font("serif_bold", size_of - 1):
            size_of -= 1
        x = size[0] - int(12 * u)
        for b, w in reversed(list(zip(bar, widths(size_of)))):
            b.rect = pygame.Rect(0, 0, w, int(34 * u))
            b.rect.midright = (x, L.bar.centery)
            x -= w + int(6 * u)
        self.cloth.bar_buttons = bar
        self.cloth.bar_size = size_of
        self.cloth.last_trick_button = bar[2]
        self.cloth.undo_button = bar[4]
        self.places.snap_all()
        self.hand.ease(1.0)  # lifted cards as high as this size lifts them, at once
        codes = [sp.code for sp in self.places.sprites.values()]
        self._warm = [("back", h) for h in (L.small_h, L.table_h, L.hand_h)]
        self._warm += [(code, h) for h in (L.hand_h, L.table_h) for code in codes]

    def _warm_one(self) -> None:
        """Load and scale one card face a frame, so that no frame pays for many."""
        if self._warm:
            code, h = self._warm.pop(0)
            res().card(code, h, self.app.settings.four_colour)

    def text_scale(self) -> float:
        """The table's words: sized by its layout's unit, which holds an interface scale below 1,
        and drawn larger for one above (:attr:`.layout.TableLayout.text_scale`)."""
        return self.places.layout.text_scale

    def busy(self) -> bool:
        return self.flow.busy() or self.animator.moving or self.hand.moving()

    def update(self, dt: float) -> None:
        self._warm_one()
        self.flow.update(dt)

    def on_exit(self) -> None:
        self.flow.computers.close()
        self.app.flush()  # the title's Continue and the record read what this table wrote

    # ----------------------------------------------------------------- input
    def handle(self, event: pygame.event.Event) -> None:
        flow = self.flow
        bar = self.cloth.bar_buttons
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            for b in bar:
                b.handle(event)
        if event.type == pygame.KEYDOWN and event.key in keymap.HELP.keys:  # H (the bar's button) or F1
            self._open_help()
            return
        if event.type == pygame.KEYDOWN and event.key in keymap.CARD_ORDER.keys:
            self.glossing.order_shown = not self.glossing.order_shown
            return
        if event.type == pygame.KEYDOWN and event.key in keymap.UNDO.keys:  # U, or Z with Ctrl
            if event.key != pygame.K_z or event.mod & pygame.KMOD_CTRL:
                self.undo()
            return
        for b in bar:
            if event.type != pygame.MOUSEMOTION and b.handle(event):
                return
        if flow.tl.busy:
            if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
                flow.tl.skip()
            elif event.type == pygame.KEYDOWN and event.key in keymap.SKIP.keys:
                flow.tl.skip()
            return
        if flow.state in ("result", "over"):
            if flow.state == "over":
                for b in self.menu_buttons:
                    if b.handle(event):
                        return
                return
            if self.review_button.handle(event) or self.next_button.handle(event) or (
                    hasattr(self.result, "handle") and self.result.handle(event)):
                return
            if event.type == pygame.KEYDOWN and event.key in keymap.NEXT_DEAL.keys:
                flow.next()
            return
        if not flow.waiting_for_human():
            return
        if self.part.talking():
            if self.decision is not None:
                self.decision.handle(event)
            return
        self.hand.handle(event)

    def human_prompt(self) -> tuple[str, list] | None:
        """What the table waits for from the person, for tests and the self-test driver:
        ("continue", [rect]) on a result or the end; the decision panel's prompt; or
        ("card", [(card, rect, legal, index)])."""
        flow = self.flow
        if flow.state in ("result", "over") and not flow.tl.busy:
            button = self.next_button if flow.state == "result" else self.menu_buttons[-1]
            if button.rect.width <= 10:
                return None  # not drawn yet
            return ("continue", [button.rect])
        if not flow.waiting_for_human():
            return None
        if self.part.talking():
            return self.decision.prompt() if self.decision is not None else None
        return self.hand.prompt()

    # ----------------------------------------------------------------- the bar's buttons
    def _open_help(self) -> None:
        self.app.push(HelpOverlay(self.app, self))

    def _open_last_trick(self) -> None:
        if self.animator.last_trick:
            self.app.push(LastTrickOverlay(self.app, self))
        else:
            self.flow.say_toast(words.NO_TRICK_YET, 2.0)

    def _open_ledger(self) -> None:
        from ..ledger_scene import LedgerScene

        flow = self.flow
        deal = flow.deal
        live = self.ui.account.live(deal) if flow.state == "play" and deal is not None and not deal.is_over else None
        self.app.push(LedgerScene(self.app, flow.names, flow.start_purses, flow.history, self.ui, flow.rules, live,
                                  lambda index: review_entry(self.app, TableScene, flow, index)))

    def _review(self) -> None:
        """The deal just finished looked back at: every hand face up, each decision weighed.
        Played again, it is played at a plain table, the guided deal's too: the coach's lesson
        is the lesson's own deal, not the one the person made of it."""
        review_last(self.app, TableScene, self.flow)

    def open_glossary(self) -> None:
        self.app.push(GlossaryScene(self.app, self.ui.name, self.flow.rules, self.flow.n))

    def _open_rules(self) -> None:
        from ..rules_scene import RulesScene

        self.app.push(RulesScene(self.app, self.flow.rules, self.flow.n))

    def _open_settings(self) -> None:
        from ..settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app, in_game=True))

    def _to_title(self) -> None:
        self.app.pop()

    def toggle_talk(self) -> None:
        """The panel of what was said this deal, open or closed."""
        self.panels.talk_open = not self.panels.talk_open

    def undo(self) -> None:
        """The person's last decision taken back (casual play): the table laid out again as it stood."""
        if self.flow.undo():
            self.places.snap_all()

    def pause(self) -> None:
        from .overlays import PauseMenu

        self.app.push(PauseMenu(self.app, self))

    def _play_again(self) -> None:
        """A new session at the same table: the same game, rules, players and opponents."""
        self.app.replace(TableScene(self.app, again=self.flow, demo=self.flow.demo))

    # ----------------------------------------------------------------- drawing
    def draw_aside(self, surface: pygame.Surface) -> None:
        """A panel of a table of its own beside the play (the guided deal's coach), beneath the
        bubbles and the jetons in flight."""

    def draw(self, surface: pygame.Surface) -> None:
        flow = self.flow
        self.cloth.draw(surface)
        self.panels.draw_prompt(surface)
        self.draw_aside(surface)
        self.cloth.draw_floaters(surface)
        if flow.hint_asked is not None or flow.hint_now() is not None:
            self.panels.draw_hint(surface)
        elif self.panels.talk_open and flow.deal is not None and flow.state in ("play", "result", "lot"):
            self.panels.draw_talk(surface)
        tip = self.panels.tooltip(self.mouse, self.animator.bubble_words(), self.animator.tricks_shown)
        gloss = self.glossing.tip(self.mouse, tip)
        if gloss:
            self.glossing.draw(surface, self.mouse, gloss)
        elif tip and not (flow.state == "result" and not flow.tl.busy):
            self.panels.draw_tooltip(surface, self.mouse, tip)
        if flow.state == "result" and not flow.tl.busy:
            size_review(self.review_button, self.places.layout.u)
            self.result.draw(surface, self.next_button, [self.review_button])
        if flow.state == "over" and not flow.tl.busy:
            if self.final is not None:
                self.final.draw(surface, self.menu_buttons)
            else:
                self.panels.draw_final(surface, self.menu_buttons)


__all__ = ["TableScene"]
