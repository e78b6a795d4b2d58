"""Every word explained where it stands: the gloss of a decision's button under the mouse
(what it means and what it costs, from the game's teaching), and the order of the cards on
the trump's tag (or on demand, by its key).  Names no game: the buttons are found through
whichever decision panel the game gives, their glosses asked of its :class:`~..teaching.Teaching`."""
from __future__ import annotations

from typing import Any

import pygame

from ...i18n import _
from .. import games, theme, words
from ..resources import res
from ..widgets import blit_text, line_height, panel, wrap


def thing_of(panel_: Any, pos: tuple[int, int]) -> Any:
    """What the button of the decision panel under ``pos`` stands for: an engine action, the
    pick step (its confirm button) or a picked choice; None when no button is there."""
    if panel_ is None:
        return None
    for row in getattr(panel_, "rows", ()):  # rows standing each for the copies of one meld
        if row.button is not None and row.button.visible and row.button.rect.collidepoint(pos):
            return row.actions[0]
    for choice, button in getattr(panel_, "buttons", ()):
        if button.visible and button.rect.collidepoint(pos):
            return getattr(choice, "action", None) if not callable(getattr(choice, "action", None)) else choice
    confirm = getattr(panel_, "confirm", None)
    pick = getattr(getattr(panel_, "decision", None), "pick", None)
    if confirm is not None and confirm.visible and confirm.rect.collidepoint(pos):
        return pick if pick is not None else None
    return None


def bar_width(button: Any, u: float) -> int:
    """A bar button's width: its word, its key's hint twice over, and a margin."""
    hint = res().font("sans", max(9, int(18 * u * 0.5))).size(button.hint)[0] if button.hint else 0
    return int(res().font("serif_bold", int(19 * u)).size(button.label)[0] + 24 * u + 2 * hint)


class Glossing:
    """The glosses of one table: asked each frame for the tip under the mouse."""

    def __init__(self, table: Any) -> None:
        self.table = table
        self.order_shown = False  # the card order's key toggles it
        self.goal_shown = True  # the goal of the deal in the prompt's box

    def bar_has_room(self, buttons: list, width: int) -> bool:
        """Whether the bar holds ``buttons`` beside the game's name, its rules and the deal's
        line ("Deal 4 of 4 · Claire deals"), as the cloth draws them: the glossary's button is
        left off a bar too narrow for it rather than push the deal's line off."""
        flow, u = self.table.flow, self.table.places.layout.u
        due = flow.session.deals_due
        deal_line = "  ·  ".join((flow.ui.account.deal_words(due, due, flow.ui.overtime),
                                  words.dealer(max(flow.names, key=len))))
        taken = (res().font("serif_bold", int(28 * u)).size(_(flow.ui.title))[0] + 44 * u
                 + res().font("serif_italic", int(18 * u)).size(games.preset_name(flow.rules))[0]
                 + res().font("serif", int(20 * u)).size(deal_line)[0] + 22 * u
                 + sum(bar_width(b, u) + 6 * u for b in buttons))
        return taken <= width

    @property
    def teaching(self) -> Any:
        return self.table.ui.teaching

    def tag_rect(self) -> pygame.Rect:
        """The trump's tag (and the upcard above it) as the mouse finds it."""
        L = self.table.places.layout
        u = L.u
        tag = pygame.Rect(0, 0, int(170 * u), int(34 * u))
        tag.midtop = (int(L.trump_tag[0]), int(L.trump_tag[1]))
        up = L.card_rect(L.upcard_pos, L.table_h)
        return tag.union(up)

    def tip(self, pos: tuple[int, int] | None, seat_tip: str | None = None) -> list[str] | None:
        """The paragraphs of the tip under ``pos``: a button's gloss, the order of the cards, or
        a seat's own tip (``seat_tip``) with the gloss of the caption on its plate."""
        teaching, flow = self.teaching, self.table.flow
        if teaching is None or flow.deal is None or flow.state != "play":
            return None
        if self.order_shown:
            return self.order()
        if pos is None:
            return None
        if flow.waiting_for_human() and self.table.part.talking():
            thing = thing_of(self.table.decision, pos)
            if thing is not None:
                words = teaching.gloss(thing, flow.deal)
                return [words] if words else None
        if self.tag_rect().collidepoint(pos):
            return self.order()
        return self.role_gloss(pos, seat_tip)

    def role_gloss(self, pos: tuple[int, int], seat_tip: str | None) -> list[str] | None:
        roles = self.teaching.roles
        if not roles or not seat_tip:
            return None
        for s in self.table.places.layout.seats:
            if s.plate.collidepoint(pos):
                caption = self.table.part.role(s.seat)
                gloss = next((_(meaning) for word, meaning in roles.items() if caption and _(word) == caption), None)
                return [seat_tip, gloss] if gloss else None
        return None

    def goal_text(self) -> str | None:
        """What each side is trying to do now, while the deal is played: the prompt's box says
        it above its line (the guided deal says it in the coach's panel instead)."""
        flow, teaching = self.table.flow, self.teaching
        deal = flow.deal
        if not self.goal_shown or teaching is None or deal is None or flow.human is None or flow.state != "play" \
                or deal.is_over:
            return None
        return teaching.goal(deal, flow.human, flow.names)

    def order(self) -> list[str]:
        return self.teaching.card_order(self.table.flow.rules, self.table.flow.deal)

    def draw(self, surface: pygame.Surface, pos: tuple[int, int] | None, paras: list[str]) -> None:
        """A paper tip beside the mouse (or under the trump's tag when shown by its key)."""
        u = self.table.places.layout.u
        size = int(16 * u)
        width = int(min(440 * u, surface.get_width() * 0.42))
        lines = [line for text in paras for line in wrap("serif", size, text, width)]
        font = res().font("serif", size)
        box = pygame.Rect(0, 0, max(font.size(line)[0] for line in lines) + int(22 * u),
                          int(len(lines) * line_height(size) + 14 * u))
        anchor = pos if pos is not None and not self.order_shown else self.tag_rect().bottomleft
        box.topleft = (anchor[0] + int(16 * u), anchor[1] + int(18 * u))
        box.clamp_ip(surface.get_rect())
        if pos is not None and box.collidepoint(pos):
            box.bottom = pos[1] - int(8 * u)
            box.clamp_ip(surface.get_rect())
        panel(surface, box, "paper", radius=int(8 * u))
        pygame.draw.rect(surface, theme.BRASS_DARK, box, 1, border_radius=int(8 * u))
        y = box.top + 7 * u
        for line in lines:
            blit_text(surface, "serif", size, line, (box.left + 11 * u, y), theme.INK, shadow=False)
            y += line_height(size)


__all__ = ["Glossing", "bar_width", "thing_of"]
