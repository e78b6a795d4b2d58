"""Drawing the cloth: the felt, the bar, the game's pots, the cards, the seats' plates and
bubbles, the talon's count and the trump's tag, jetons in flight and purses' changes."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

import pygame

from ...engine import Phase
from ...settings import Settings
from .. import boxes, games, theme, words
from .. import grammar
from ...i18n import _, number
from ..resources import felt, res
from ..widgets import Button, blit_text, draw_level, fitted, panel, signed, suit_tag, wrap
from .places import CardSprite, Places

if TYPE_CHECKING:
    from .animator import Animator
    from .flow import TableFlow
    from .hand import Hand
    from .part import TablePart


#: A plate shows a small back for each trick won, up to this many (a long game counts the rest in words).
PLATE_BACKS = 5


class Cloth:
    def __init__(self, flow: "TableFlow", places: Places, animator: "Animator", hand: "Hand", part: "TablePart",
                 settings: Callable[[], Settings]) -> None:
        self.flow = flow
        self.places = places
        self.animator = animator
        self.hand = hand
        self.part = part
        self.settings = settings
        self.background: pygame.Surface | None = None
        self.bar_buttons: list[Button] = []
        self.bar_size = 18  # the bar's buttons' words, as the scene laid them out
        self.last_trick_button: Button | None = None  # offered once a trick has been played
        self.undo_button: Button | None = None  # offered while the person has a decision to take back
        self._preset: tuple | None = None

    @property
    def layout(self):
        return self.places.layout

    def draw(self, surface: pygame.Surface) -> None:
        """Everything on the cloth, under the prompt and the panels."""
        if self.background is None or self.background.get_size() != surface.get_size():
            self.background = felt(surface.get_size())
        surface.blit(self.background, (0, 0))
        self._draw_bar(surface)
        self.part.draw_pots(surface)
        self._draw_cards(surface, fans=True)
        self._draw_seats(surface)
        self._draw_cards(surface, fans=False)
        self._draw_talon_label(surface)
        self.part.draw_extra(surface)
        self._draw_chips(surface)

    def draw_floaters(self, surface: pygame.Surface) -> None:
        u = self.layout.u
        for f in self.animator.floaters:
            alpha = max(0, min(255, int(255 * (1.4 - f.age) / 0.6)))
            img = res().text("serif_bold", int(24 * u), f.text, f.colour)
            img.set_alpha(alpha)
            surface.blit(img, img.get_rect(center=(int(f.x), int(f.y - 30 * u * f.age))))

    # ----------------------------------------------------------------- the bar
    def _draw_bar(self, surface: pygame.Surface) -> None:
        flow = self.flow
        L = self.layout
        u = L.u
        bar = L.bar
        shade = pygame.Surface(bar.size, pygame.SRCALPHA)
        shade.fill((8, 18, 12, 170))
        surface.blit(shade, bar)
        pygame.draw.line(surface, theme.BRASS_DARK, bar.bottomleft, bar.bottomright, 1)
        title = blit_text(surface, "serif_bold", int(28 * u), _(flow.ui.title), (16 * u, bar.centery), theme.BRASS,
                          "midleft")
        if self._preset is None or self._preset[0] is not flow.rules:  # worked out once: the bar is drawn every frame
            self._preset = (flow.rules, games.preset_name(flow.rules))
        sub = pygame.Rect(title.right, bar.centery, 0, 0)
        first = self.bar_buttons[0].rect.left if self.bar_buttons else bar.right
        if title.right + 24 * u + res().size("serif_italic", int(18 * u), self._preset[1])[0] < first:
            sub = blit_text(surface, "serif_italic", int(18 * u), self._preset[1],
                            (title.right + 12 * u, bar.centery + 2 * u), theme.TEXT_SOFT, "midleft")
        parts = [words.DEMO] if flow.demo else []
        deal = flow.deal
        if deal is not None:
            due = flow.session.deals_due
            number = deal.number
            parts.append(flow.ui.account.deal_words(number, due, flow.ui.overtime))
            parts.append(words.dealer(flow.names[deal.dealer]))
            parts += self.part.bar_parts()
        if parts:
            left = sub.right + 16 * u
            right = (self.bar_buttons[0].rect.left if self.bar_buttons else bar.right) - 10 * u
            size = int(20 * u)
            text = "  ·  ".join(parts)
            font = res().font("serif", size)
            while font.size(text)[0] > right - left and len(parts) > 1:
                parts.pop()
                text = "  ·  ".join(parts)
            if font.size(text)[0] <= right - left:  # no room even for one (a large interface scale): none
                blit_text(surface, "serif", size, text, ((left + right) / 2, bar.centery), theme.TEXT, "center")
        for b in self.bar_buttons:
            if b is self.last_trick_button:
                b.enabled = bool(self.animator.last_trick)
            elif b is self.undo_button:
                b.enabled = self.flow.can_undo()
            b.draw(surface, self.bar_size)

    # ----------------------------------------------------------------- the talon
    def _draw_talon_label(self, surface: pygame.Surface) -> None:
        L = self.layout
        u = L.u
        places = self.places
        if self.flow.deal is None or self.flow.state not in ("play", "result"):
            return
        up = places.cards_at("up")
        talon_left = places.count("talon")
        x, y = L.talon_pos
        if talon_left:
            c = (int(x - L.table_w * 0.5 + 4 * u), int(y - L.table_h * 0.5 + 4 * u))
            boxes.note(surface, "badge", pygame.Rect(0, 0, int(26 * u), int(26 * u)).move(c[0] - int(13 * u),
                                                                                          c[1] - int(13 * u)))
            pygame.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] + 2), int(13 * u))
            pygame.draw.circle(surface, theme.PANEL, c, int(13 * u))
            pygame.draw.circle(surface, theme.BRASS_DARK, c, int(13 * u), max(1, int(2 * u)))
            blit_text(surface, "serif_bold", int(16 * u), number(talon_left), c, theme.IVORY, "center", shadow=False)
        if up and places.sprites[up[0]].face_up:
            suit = up[0].suit
            colour = theme.RED_SUIT if suit in (1, 2) else theme.INK
            if self.settings().four_colour:
                colour = theme.FOUR_COLOUR[int(suit)]
            suit_tag(surface, L.trump_tag, self.part.trump_word(), suit.symbol, colour, u, 112 * u)  # the layout's tag

    # ----------------------------------------------------------------- the seats
    def _draw_seats(self, surface: pygame.Surface) -> None:
        flow = self.flow
        L = self.layout
        u = L.u
        deal = flow.deal
        busy = flow.tl.busy
        caught_up = flow.caught_up()
        active = deal.to_act if (caught_up and flow.state == "play" and not deal.is_over) else None
        showing = deal is not None and flow.state in ("play", "result")
        for s in L.seats:
            seat = s.seat
            plate = s.plate
            if seat == active and not busy:
                glow = plate.inflate(10 * u, 10 * u)
                g = pygame.Surface(glow.size, pygame.SRCALPHA)
                pygame.draw.rect(g, (*theme.HIGHLIGHT, 120), g.get_rect(), border_radius=14)
                surface.blit(g, glow)
            panel(surface, plate, "dark", radius=int(10 * u), kind="plate", name=flow.names[seat])
            self._plate_words(surface, s, showing)
            if deal is not None and deal.dealer == seat and flow.state in ("play", "result", "lot"):
                c = (int(plate.left - 2 * u), int(plate.top + 2 * u))
                boxes.note(surface, "badge", pygame.Rect(c[0] - int(11 * u), c[1] - int(11 * u), int(22 * u),
                                                         int(22 * u)))
                pygame.draw.circle(surface, (0, 0, 0), (c[0] + 1, c[1] + 2), int(11 * u))
                pygame.draw.circle(surface, theme.IVORY, c, int(11 * u))
                pygame.draw.circle(surface, theme.BRASS_DARK, c, int(11 * u), max(1, int(2 * u)))
                blit_text(surface, "serif_bold", int(15 * u), words.DEALER_MARK, c, theme.INK, "center", shadow=False)
            said = self.animator.bubbles.get(seat)
            bubble = said() if said is not None else None
            if seat == active and seat == flow.thinking_seat():
                bubble = words.thinking(1 + int(flow.time * 3) % 3)
            if bubble and not (seat == 0 and flow.news):  # the passing news lies where the person's bubble does
                self._draw_bubble(surface, s, bubble)

    def _plate_words(self, surface: pygame.Surface, s, showing: bool) -> None:
        """A plate's two lines: the name and the purse (or score), the tricks won and the
        role; as large as the text scale asks while the plate holds them, else smaller."""
        flow = self.flow
        u = self.layout.u
        plate, seat = s.plate, s.seat
        pad = 12 * u
        big, small = int(21 * u), int(15 * u)
        while res().font("serif_bold", big).get_height() + res().font("serif", small).get_height() > plate.height \
                and res().font("serif_bold", big) is not res().font("serif_bold", big - 1):
            big, small = big - 1, max(1, small - 1)
        score = self.part.plate_score(seat)
        purse = flow.purses()[seat] if score is None else 0
        figure = signed(purse) if score is None else score
        icon = res().jeton(int(8 * u)) if score is None else None
        width = res().size("serif_bold", big, figure)[0] + (icon.get_width() + 5 * u if icon else 0)
        name = grammar.shown(flow.names[seat])
        kind = flow.levels[seat] if seat < len(flow.levels) else None
        mark = 34 * u if kind is not None else 0  # a computer player's level, by its pips
        name_size = fitted("serif_bold", big, name, plate.width - 2 * pad - width - 6 * u - mark)
        written = blit_text(surface, "serif_bold", name_size, name, (plate.left + pad, plate.top + 3 * u), theme.IVORY)
        if kind is not None:
            pips = draw_level(surface, kind, (written.right + mark / 2 + 2 * u, written.centery + 1 * u), u)
            boxes.note(surface, "mark", pips, f"level {kind}")
        rect = blit_text(surface, "serif_bold", big, figure, (plate.right - pad, plate.top + 3 * u),
                         theme.DEBT if purse < 0 else theme.IVORY, "topright")
        if icon is not None:  # the purse, with a jeton
            surface.blit(icon, icon.get_rect(midright=(rect.left - 5 * u, rect.centery + 1 * u)))
        # second line: tricks and role
        tricks = self.animator.tricks_shown[seat]
        line_y = plate.bottom - 4 * u
        back = res().card("back", int(16 * u))
        for i in range(min(tricks, PLATE_BACKS)):
            surface.blit(back, back.get_rect(bottomleft=(plate.left + pad + i * 9 * u, line_y - 2 * u)))
        label = words.tricks(tricks) if showing else ""
        shown = min(tricks, PLATE_BACKS)
        label_x = plate.left + pad + ((shown - 1) * 9 * u + back.get_width() + 6 * u if tricks else 4 * u)
        role = self.part.role(seat) if showing else ""
        role_w = res().size("serif_italic", small, role)[0] + 8 * u if role else 0
        if label:
            size = fitted("serif", small, label, plate.right - pad - label_x - role_w)
            blit_text(surface, "serif", size, label, (label_x, line_y), theme.TEXT_SOFT, "bottomleft")
        if role:
            room = plate.right - pad - label_x - (res().size("serif", small, label)[0] + 8 * u if label else 0)
            blit_text(surface, "serif_italic", fitted("serif_italic", small, role, room), role,
                      (plate.right - pad, line_y), theme.HIGHLIGHT, "bottomright")

    def _draw_bubble(self, surface: pygame.Surface, s, text: str) -> None:
        """What the seat said, over its plate while the deal lasts (smaller once the play has begun)."""
        L = self.layout
        u = L.u
        deal = self.flow.deal
        loud = self.part.loud(text)
        quiet = deal is not None and deal.phase is Phase.PLAY and not loud
        size = int((16 if quiet else 20) * u)
        plates = [other.plate for other in L.seats]
        while True:  # as large as the text scale asks while it clears the plates, else smaller
            image = _bubble(text, size, u, loud, quiet, res().scale)
            box = image.get_rect()
            if s.seat == 0:
                box.midbottom = (int(s.plate.centerx), int(s.plate.top - 10 * u))
            else:
                box.midbottom = (int(s.plate.centerx), int(s.plate.top - L.small_h * 0.95))
                box.top = max(box.top, L.bar.bottom + 2)
            if not box.collidelistall(plates) or res().font("serif_bold", size) is res().font("serif_bold", size - 1):
                break
            size -= 1
        surface.blit(image, box)
        boxes.note(surface, "label", box, text)

    # ----------------------------------------------------------------- the cards
    def _in_fan(self, sp: CardSprite) -> bool:
        where = self.places.where.get(sp.card)
        return where is not None and where[0] == "hand" and where[1] != 0

    def _draw_cards(self, surface: pygame.Surface, fans: bool) -> None:
        L = self.layout
        places = self.places
        four = self.settings().four_colour
        r = res()
        sprites = [sp for sp in places.sprites.values() if sp.visible and self._in_fan(sp) == fans]
        if not fans:
            sprites += places.lot_sprites
        sprites.sort(key=lambda sp: sp.z)
        waiting = self.flow.waiting_for_human() and not self.part.talking()
        legal = self.part.card_mask() if waiting else 0
        hand = places.reachable()
        reach = set(hand) if waiting else set()
        selected = self.hand.selected
        taken = None
        trick: list[tuple[int, int, pygame.Rect]] = []  # the trick's cards drawn: (order, seat, where)
        hint = self.flow.hint_now()
        best = hint.choices[0].action if hint is not None and hint.available and hint.choices else None
        for sp in sprites:
            if not sp.visible:
                continue
            h = int(sp.h)
            code = sp.code if sp.face_up else "back"
            if sp.squeeze < 0.999:
                img = r.card_squeezed(code, h, four, max(0.02, sp.squeeze))
            else:
                img = r.card(code, h, four)
            if sp.angle:
                img = pygame.transform.rotate(img, sp.angle)
            rect = img.get_rect(center=(int(sp.x), int(sp.y - sp.lift)))
            shadow = r.card_shadow(img.get_width(), img.get_height())
            lift = 2 + sp.lift * 0.2
            surface.blit(shadow, shadow.get_rect(center=(rect.centerx + lift, rect.centery + lift * 1.4)))
            surface.blit(img, rect)
            boxes.note(surface, "card", rect, code)
            where = places.where.get(sp.card)
            if where is not None and where[0] == "trick" and sp.face_up:
                trick.append((sp.z, where[1], rect))
            if sp.card in reach:
                if not legal >> sp.card & 1:
                    surface.blit(_dim_surface(img.get_size()), rect)
            if sp.card == self.animator.win_card and sp.face_up:
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), max(2, int(3 * L.u)),
                                 border_radius=max(4, int(rect.width / 12)))
                taken = rect
            if waiting and selected >= 0 and hand and sp.card == hand[min(selected, len(hand) - 1)] \
                    and self.hand.hover is None:  # the keyboard's focus, on a dimmed card too
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(8, 8), max(2, int(3 * L.u)),
                                 border_radius=max(4, int(rect.width / 12)))
        if best is not None and best in reach and not fans:
            self._draw_best(surface, places.card_rect(best))
        if not fans:
            self._draw_trick_names(surface, sorted(trick), taken)

    def _draw_trick_names(self, surface: pygame.Surface, trick: list[tuple[int, int, pygame.Rect]],
                          taken: pygame.Rect | None) -> None:
        """Each card of the trick names its player at its foot, the leader's tag in brass with
        a mark before the name; as the trick is gathered, the winner's says it takes it."""
        u = self.layout.u
        taker = self.animator.taker
        for order, (_z, seat, rect) in enumerate(trick):
            if taker is not None and rect == taken:
                text, fill = words.takes_trick(self.flow.names[taker]), theme.HIGHLIGHT
            else:
                text, fill = grammar.shown(self.flow.names[seat]), theme.HIGHLIGHT if order == 0 else theme.IVORY
            lead = order == 0 and (taker is None or rect != taken)
            mark = int(7 * u) if lead else 0
            room = rect.width - 12 * u - mark
            size = fitted("serif_bold", int(15 * u), text, room)
            lines = wrap("serif_bold", size, text, int(room)) if res().size("serif_bold", size, text)[0] > room \
                else (text,)
            tall = res().size("serif_bold", size, text)[1]
            box = pygame.Rect(0, 0, int(min(rect.width - 4 * u, max(res().size("serif_bold", size, line)[0]
                                                                     for line in lines) + 10 * u + mark)),
                              int(tall * len(lines) + 2 * u))
            box.midbottom = (rect.centerx, int(rect.bottom - 4 * u))
            boxes.note(surface, "label", box, text)
            pygame.draw.rect(surface, (0, 0, 0), box.move(1, 2), border_radius=min(box.height // 2, int(8 * u)))
            pygame.draw.rect(surface, fill, box, border_radius=min(box.height // 2, int(8 * u)))
            pygame.draw.rect(surface, theme.BRASS_DARK, box, 1, border_radius=min(box.height // 2, int(8 * u)))
            if lead:  # the leader: a small arrowhead before the name
                cx, cy = box.left + 5 * u + mark / 2, box.centery
                boxes.note(surface, "mark", pygame.Rect(int(cx - mark / 2), int(cy - mark / 2), mark, mark), "leads")
                pygame.draw.polygon(surface, theme.INK, [(cx - mark / 2, cy - mark / 2), (cx + mark / 2, cy),
                                                          (cx - mark / 2, cy + mark / 2)])
            y = box.top + 1 * u
            for line in lines:
                blit_text(surface, "serif_bold", size, line, (box.centerx + mark / 2, y), theme.INK, "midtop",
                          shadow=False)
                y += tall

    def _draw_best(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The hint's best card marked on the hand."""
        u = self.layout.u
        pygame.draw.rect(surface, theme.GAIN, rect.inflate(8, 8), max(2, int(3 * u)),
                         border_radius=max(4, rect.width // 12))
        size = fitted("serif_bold", int(16 * u), words.HINT_BEST, rect.width * 0.8 - 10 * u)
        tag = pygame.Rect(0, 0, int(rect.width * 0.8), int(max(24 * u, res().size("serif_bold", size, words.HINT_BEST)[1]
                                                                + 4)))
        tag.midtop = (rect.centerx, int(rect.top + 8 * u))
        pygame.draw.rect(surface, theme.GAIN, tag, border_radius=tag.height // 2)
        boxes.note(surface, "label", tag)
        blit_text(surface, "serif_bold", size, words.HINT_BEST, tag.center, theme.INK, "center", shadow=False)

    def _draw_chips(self, surface: pygame.Surface) -> None:
        u = self.layout.u
        for chip in self.animator.chips:
            if not chip.visible:
                continue
            if chip.kind == "fiche":
                img = res().fiche(int(40 * u))
            else:
                img = res().jeton(int(12 * u), chip.kind)
            surface.blit(img, img.get_rect(center=(int(chip.x), int(chip.y))))


_BUBBLES: dict[tuple, pygame.Surface] = {}


def _bubble(text: str, size: int, u: float, loud: bool, quiet: bool, scale: float) -> pygame.Surface:
    """A speech bubble drawn once (its shadow, fill, border and words) and kept: a full table
    shows seven all the deal long."""
    key = (text, size, u, loud, quiet, scale)
    image = _BUBBLES.get(key)
    if image is None:
        img = res().text("serif_bold", size, text, theme.INK)
        box = img.get_rect().inflate(22 * u, 10 * u)
        box.topleft = (0, 0)
        image = pygame.Surface((box.width + 2, box.height + 3), pygame.SRCALPHA)
        pygame.draw.rect(image, (0, 0, 0), box.move(2, 3), border_radius=box.height // 2)
        fill = theme.HIGHLIGHT if loud else (214, 206, 184) if quiet else theme.IVORY
        pygame.draw.rect(image, fill, box, border_radius=box.height // 2)
        pygame.draw.rect(image, theme.BRASS_DARK, box, 1, border_radius=box.height // 2)
        image.blit(img, img.get_rect(center=box.center))
        if len(_BUBBLES) > 300:
            _BUBBLES.clear()
        _BUBBLES[key] = image
    return image


_DIMS: dict[tuple[int, int], pygame.Surface] = {}


def _dim_surface(size: tuple[int, int]) -> pygame.Surface:
    surface = _DIMS.get(size)
    if surface is None:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        pygame.draw.rect(surface, (20, 30, 24, 120), surface.get_rect(), border_radius=max(3, size[0] // 12))
        _DIMS[size] = surface
    return surface


__all__ = ["Cloth"]
