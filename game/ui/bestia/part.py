"""Bestia's own part of the table: the pool at the centre, the stock and the briscola, the
talk (fold, play, knock and the rest of the engine's legal words) as buttons and keys, the
exchange (cards picked by click or number key, thrown face down, replacements dealt from
the stock), the shares paid trick by trick and going in bestia said in words."""
from __future__ import annotations

from typing import Any

import pygame

from ...engine import Card, Phase
from ...engine.bestia import Exchange, Talk
from ...engine.bestia.payment import part_of_pool
from ...engine.cards import BIT, cards_in, mask_of
from ...engine.bestia.events import BucoLaid, InBestia, TrumpShown
from ...engine.events import Discarded, Drew, Reshuffled, Said, TrumpTaken
from .. import theme
from ..anim import Step, ease_in_out, ease_out
from ..resources import res
from ..table.keymap import NUMBERS, Binding
from ..table_part import TablePart
from ..widgets import Button, blit_text, jeton_stack
from ..words import you
from .words import BUBBLES, FORMS, PROMPT_WORDS, ROLES, in_bestia_line, result_lines

#: The talk's keys, as the buttons and the help show them.
PLAY = Binding("Talk", "P or Enter play", (pygame.K_p, pygame.K_RETURN, pygame.K_KP_ENTER), "P")
FOLD = Binding("Talk", "F fold", (pygame.K_f,), "F")
KNOCK = Binding("Talk", "K knock", (pygame.K_k,), "K")
TERZO = Binding("Talk", "T terzo se devo", (pygame.K_t,), "T")
BUCO = Binding("Talk", "B buco", (pygame.K_b,), "B")
PICK = Binding("Change cards before playing", "click them or press 1–5, then Play", NUMBERS)
ROB = Binding("Briscola rubata (dealer)", "R rob the trump", (pygame.K_r,), "R")
LEAVE = Binding("Briscola rubata (dealer)", "E leave it", (pygame.K_e,), "E")
KEYS = (PLAY, FOLD, KNOCK, TERZO, BUCO, PICK, ROB, LEAVE)
#: The talk's buttons: (word, label, key), in the order shown.
TALK_BUTTONS = (
    (Talk.ROB, "Rob the trump", ROB),
    (Talk.LEAVE, "Leave it", LEAVE),
    (Talk.KNOCK, "Knock (busso)", KNOCK),
    (Talk.TERZO, "Terzo se devo", TERZO),
    (Talk.BUCO, "Take the buco", BUCO),
    (Talk.FOLD, "Fold (passo)", FOLD),
)


class Part(TablePart):
    trump_word = "Briscola"

    def __init__(self, scene) -> None:
        super().__init__(scene)
        self.buttons: list[tuple[Any, Button]] = [
            (word, Button(label, lambda w=word: self._say(w), key.key, key.hint)) for word, label, key in TALK_BUTTONS
        ]
        self.play_button = Button("Play", self._play, PLAY.key, PLAY.hint)
        self.picked = 0  # the cards the person has picked to change (a bitmask)
        self.start_deal()

    def start_deal(self) -> None:
        self.said: dict[int, str] = {}
        self.gone_bestia: set[int] = set()
        self.trump_seen = False
        self.reshuffles_seen = 0
        self.picked = 0

    # ----------------------------------------------------------------- the deal
    def seats_in(self, deal: Any) -> list[int]:
        return list(deal.in_seats)

    def result_lines(self, deal: Any) -> list[str]:
        return result_lines(deal, self.scene.names)

    def trick_size(self) -> int:
        deal = self.scene.deal
        return len(deal.in_seats) if deal.leader is not None else self.scene.n

    def trump_known(self) -> bool:
        """Only mano a fidarsi hides the trump until the talk is over."""
        return self.trump_seen or not self.scene.rules.mano_a_fidarsi

    # ----------------------------------------------------------------- events
    def consume(self, event: Any) -> bool:
        scene = self.scene
        if isinstance(event, Said):
            self._anim_said(event)
        elif isinstance(event, Discarded):
            self._anim_discard(event)
        elif isinstance(event, Drew):
            self._anim_draw(event)
        elif isinstance(event, Reshuffled):
            self._anim_reshuffle()
        elif isinstance(event, TrumpTaken):
            self._anim_trump_taken(event)
        elif isinstance(event, TrumpShown):
            sp = scene.sprites[event.card]
            step = Step("trump-shown", hold=0.5)
            step.first(lambda: setattr(scene, "headline", f"The talk is over: the trump is shown, {event.card.name}"))
            scene.turn_over(step, sp)
            scene.tl.add(step)
            self.trump_seen = True
            scene._anim_sort()
        elif isinstance(event, BucoLaid):
            scene.tl.add(Step("buco", hold=0.4).first(
                lambda: setattr(scene, "headline", "Three cards lie face down across the trump: the buco")))
        elif isinstance(event, InBestia):
            name = scene.names[event.seat]
            step = Step("bestia", hold=1.4)
            step.first(lambda: setattr(scene, "headline", you(in_bestia_line(name, event.jetons,
                                                                                   event.knocker))))
            step.first(lambda: self.gone_bestia.add(event.seat))
            step.first(lambda: scene.bubbles.__setitem__(event.seat, "in bestia!"))
            scene.tl.add(step)
        else:
            return False
        return True

    def _anim_said(self, ev: Said) -> None:
        scene = self.scene
        word = ev.word
        text = BUBBLES.get(word, word) + (" (forced)" if ev.forced else "")
        step = Step("said", hold=0.55)
        step.first(lambda: scene.bubbles.__setitem__(ev.seat, text))
        step.first(lambda: self.said.__setitem__(ev.seat, word))
        if word == "knock":
            step.first(lambda: res().play("trick", 0.6))
        scene.tl.add(step)
        if word == "fold":
            # the folded hand is laid face down on the discards
            cards = list(scene.shown[ev.seat])
            self._to_discards(ev.seat, cards, "fold")

    def _to_discards(self, seat: int, cards: list[Card], name: str) -> None:
        scene = self.scene
        L = scene.layout
        step = Step(name)

        def start() -> None:
            for card in cards:
                if card in scene.shown[seat]:
                    scene.shown[seat].remove(card)
                scene.where[card] = ("discard",)
                scene.sprites[card].z = scene._zed()
                scene.sprites[card].lift = 0.0
            scene._respread(step, seat)
            res().play("card", 0.6)

        step.first(start)
        x, y = L.discard_pos
        for i, card in enumerate(cards):
            sp = scene.sprites[card]
            step.tween(sp, delay=i * 0.06, duration=0.32, ease=ease_in_out, x=x, y=y, h=L.small_h)
            step.call(i * 0.06 + 0.1, lambda sp=sp: setattr(sp, "face_up", False))
        scene.tl.add(step)

    def _anim_discard(self, ev: Discarded) -> None:
        entry_cards = [c for c in ev.cards if c is not None]
        cards = entry_cards if len(entry_cards) == len(ev.cards) else self._thrown_by(ev.seat, len(ev.cards))
        self._to_discards(ev.seat, cards, "discard")

    def _thrown_by(self, seat: int, count: int) -> list[Card]:
        """The last cards the seat threw, from the deal's own history (events hid them)."""
        for entry in reversed(self.scene.deal.talk):
            if entry.seat == seat and len(entry.discards) == count:
                return list(entry.discards)
        return []

    def _anim_draw(self, ev: Drew) -> None:
        scene = self.scene
        L = scene.layout
        cards = [c for c in ev.cards if c is not None]
        seat = ev.seat
        step = Step("draw")

        def start() -> None:
            for card in cards:
                scene.where[card] = ("hand", seat)
                scene.shown[seat].append(card)
                scene.sprites[card].z = scene._zed()
            res().play("deal", 0.7)
            scene._respread(step, seat)

        step.first(start)
        h = L.hand_h if seat == 0 else L.small_h
        for i, card in enumerate(cards):
            sp = scene.sprites[card]
            step.tween(sp, delay=i * 0.08, duration=0.3, ease=ease_out, h=h)
        scene.tl.add(step)
        if seat == 0:
            scene.flip_up(cards)
            scene._anim_sort()

    def _anim_reshuffle(self) -> None:
        """The stock ran out: the discards so far become the new stock."""
        scene = self.scene
        entries = [e for e in scene.deal.talk if e.reshuffled]
        fresh = entries[self.reshuffles_seen].reshuffled if self.reshuffles_seen < len(entries) else ()
        self.reshuffles_seen += 1
        step = Step("reshuffle", hold=0.3)
        step.first(lambda: setattr(scene, "headline", "The stock has run out: the discards are shuffled into a new stock"))
        step.first(lambda: res().play("shuffle", 0.7))
        for j, card in enumerate(fresh):
            sp = scene.sprites[card]
            x, y = scene._talon_xy(j, len(fresh))
            step.tween(sp, delay=0.02 * j, duration=0.35, x=x, y=y, h=scene.layout.table_h)
            step.call(0.02 * j, lambda card=card, j=j, k=len(fresh): scene.where.__setitem__(card, ("talon", k - j)))
        scene.tl.add(step)

    def _anim_trump_taken(self, ev: TrumpTaken) -> None:
        scene = self.scene
        L = scene.layout
        sp = scene.sprites[ev.card]
        step = Step("trump-taken", hold=0.2)

        def start() -> None:
            scene.where[ev.card] = ("hand", ev.seat)
            scene.shown[ev.seat].append(ev.card)
            sp.z = scene._zed()
            scene._respread(step, ev.seat)

        step.first(start)
        step.tween(sp, duration=0.35, h=L.hand_h if ev.seat == 0 else L.small_h)
        if ev.seat != 0:
            step.call(0.3, lambda: setattr(sp, "face_up", False))
        scene.tl.add(step)
        self.trump_seen = True
        if ev.seat == 0:
            scene._anim_sort()

    # ----------------------------------------------------------------- the person's talk
    def talking(self) -> bool:
        return self.scene.deal.phase in (Phase.TALK, Phase.ROB)

    def card_mask(self) -> int:
        deal = self.scene.deal
        if deal.phase is Phase.ROB_DISCARD:
            return deal.hands[deal.dealer]
        return super().card_mask()

    def most(self) -> int:
        """The most cards the person may change now."""
        return max((a.count for a in self.scene.deal.legal_actions() if isinstance(a, Exchange)), default=-1)

    def _layout(self) -> list[Button]:
        """The buttons of the words legal now, laid out beside the hand; the Play button first."""
        scene = self.scene
        L = scene.layout
        legal = set(a for a in scene.deal.legal_actions() if isinstance(a, Talk))
        shown = []
        most = self.most()
        self.play_button.visible = most >= 0
        if most >= 0:
            picked = self.picked.bit_count()
            self.play_button.label = f"Play, change {picked}" if picked else "Play (gioco)"
            shown.append(self.play_button)
        for word, button in self.buttons:
            button.visible = word in legal
            if button.visible:
                shown.append(button)
        for b, rect in zip(shown, L.button_column(len(shown))):
            b.rect = rect
        return shown

    def prompt(self) -> tuple[str, list]:
        scene = self.scene
        shown = self._layout()
        cards = [(card, scene._card_rect(card), i) for i, card in enumerate(scene.shown[0])]
        return ("talk", [[(b.label, b.rect, b.key) for b in shown], cards, max(0, self.most())])

    def handle(self, event: pygame.event.Event) -> None:
        scene = self.scene
        for b in self._layout():
            if b.handle(event):
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.play_button.visible:
                self._play()
            return
        hand = scene.shown[0]
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            card = scene._card_at(event.pos)
            if card is not None:
                self._pick(card)
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_5:
            if event.key - pygame.K_1 < len(hand):
                self._pick(hand[event.key - pygame.K_1])
        elif event.type == pygame.MOUSEMOTION:
            scene.hover = scene._card_at(event.pos)

    def _pick(self, card: Card) -> None:
        """Pick a card to change, or put it back; the rules' limit is said when it is reached."""
        scene = self.scene
        most = self.most()
        if self.picked & BIT[card]:
            self.picked &= ~BIT[card]
        elif most <= 0:
            scene.act(Exchange.of([card]))  # refused: the engine says why no card may be changed
        elif self.picked.bit_count() >= most:
            scene.toast = (f"You may change at most {most} cards", scene.time + 3.0)
        else:
            self.picked |= BIT[card]

    def _play(self) -> None:
        picked = self.picked & mask_of(self.scene.shown[0])
        if self.scene.act(Exchange(picked)):
            self.picked = 0

    def _say(self, word: Talk) -> None:
        if self.scene.waiting_for_human() and self.scene.act(word):
            self.picked = 0

    def lift(self, card: Card) -> float | None:
        return self.scene.layout.hand_lift * 1.2 if self.picked & BIT[card] else None

    def draw_talk(self, surface: pygame.Surface) -> None:
        u = self.scene.layout.u
        for b in self._layout():
            b.draw(surface, int(19 * u))
        scene = self.scene
        for card in cards_in(self.picked):
            if card in scene.shown[0]:
                rect = scene._card_rect(card)
                pygame.draw.rect(surface, theme.HIGHLIGHT, rect.inflate(6, 6), max(2, int(3 * u)),
                                 border_radius=max(4, rect.width // 12))
                tag = pygame.Rect(0, 0, int(rect.width * 0.8), int(24 * u))
                tag.midbottom = (rect.centerx, int(rect.bottom - 8 * u))
                pygame.draw.rect(surface, theme.WOOD, tag, border_radius=tag.height // 2)
                blit_text(surface, "serif_bold", int(16 * u), "change", tag.center, theme.IVORY, "center", shadow=False)

    def prompt_text(self) -> str:
        deal = self.scene.deal
        if deal.phase is Phase.ROB:
            return f"You deal: rob the trump ({deal.upcard.name}) into your hand, or leave it"
        if deal.phase is Phase.ROB_DISCARD:
            return "You took the trump: discard one card face down (click it or press its number)"
        most = self.most()
        said = [PROMPT_WORDS[a] for a in deal.legal_actions() if isinstance(a, Talk)]
        choices = ", ".join((["play"] if most >= 0 else []) + said[:-1]) + " or " + said[-1] if said else "play"
        change = f" (pick up to {most} cards to change first)" if most > 0 else ""
        return f"Your turn to speak: {choices}{change}"

    # ----------------------------------------------------------------- drawing
    def role(self, seat: int) -> str:
        if seat in self.gone_bestia:
            return "in bestia"
        return ROLES.get(self.said.get(seat, ""), "")

    def loud(self, bubble: str) -> bool:
        return bubble.startswith(("Busso", "in bestia"))

    def bar_parts(self) -> list[str]:
        deal = self.scene.deal
        if deal is None or deal.form == "rome":
            return []
        return [FORMS[deal.form]]

    def party_pos(self, party: Any, incoming: bool) -> tuple[float, float] | None:
        return self.scene.layout.dish_centre if party == "pool" else None

    def home(self, where: tuple) -> tuple[float, float, float] | None:
        L = self.scene.layout
        if where[0] == "discard":
            x, y = L.discard_pos
            return x, y, L.small_h
        if where[0] == "buco":
            x, y = L.upcard_pos
            return x + (where[1] - 1) * 10 * L.u, y + L.table_h * 0.18, L.table_h
        return None

    def draw_pots(self, surface: pygame.Surface) -> None:
        scene = self.scene
        L = scene.layout
        u = L.u
        view = scene.view
        pool = view.pool if view is not None else scene.session.table.pool
        x, y = L.dish_centre
        # the label below the stack: above it, the plates of a full table come close
        jeton_stack(surface, (x, y), min(pool, 30), int(14 * u), "jeton", max_shown=30, label="")
        label = blit_text(surface, "serif_bold", int(30 * u), f"Pool {pool}", (x, y + 26 * u), theme.HIGHLIGHT,
                          "midtop")
        deal = scene.deal
        if deal is not None and scene.state == "play" and not deal.is_over and deal.form != "tre_carte":
            tricks = deal.hand_size
            blit_text(surface, "serif_italic", int(16 * u),
                      f"each trick takes {part_of_pool(tricks)}: {pool // tricks}",
                      (x, label.bottom + 2 * u), theme.TEXT_SOFT, "midtop")

    def draw_extra(self, surface: pygame.Surface) -> None:
        scene = self.scene
        L = scene.layout
        u = L.u
        if scene.deal is None or scene.state not in ("play", "result"):
            return
        x, y = L.talon_pos
        if any(w[0] == "talon" for w in scene.where.values()):
            blit_text(surface, "serif_italic", int(15 * u), "stock", (x, y - L.table_h * 0.5 - 4 * u),
                      theme.TEXT_SOFT, "midbottom")
        heap = sum(1 for w in scene.where.values() if w[0] == "discard")
        if heap:
            dx, dy = L.discard_pos
            blit_text(surface, "serif_italic", int(14 * u), f"{heap} laid down", (dx, dy + L.small_h * 0.5 + 4 * u),
                      theme.TEXT_DIM, "midtop")

