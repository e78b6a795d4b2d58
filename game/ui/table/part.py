"""What a game adds to the table, and the narrow context it is given to do it.

The table (:mod:`.scene`) owns what every game shares: the cards as sprites, the
timeline, the draw for dealer, the shuffle and the deal, tricks played and gathered,
jetons sliding, the person's card input, the bar, the seats, the result and final panels.
A game's :class:`TablePart` adds its own: its pots or score (``draw_pots``), where its own
places and pots lie (``home``, ``party_pos``), the events only it has (``handlers``), its
decisions (``decision``: the rows of the one decision panel), its words on the cloth, and
its result panel if the table's does not suit it.

A part never sees the scene: it is given a :class:`TableContext`, which holds only what a
game needs (the layout, the places, the timeline, the names, the deal as shown, and ways
to say, tell, act and toast).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Sequence

import pygame

from ...engine import Card, Phase, Turned
from ...engine.cards import SUIT_OF
from .. import words
from ..anim import Step, Timeline
from ..layout import TableLayout
from .decision import Decision
from .news import Spoken, spoken
from .places import CardSprite, Home, Places, turn_over

if TYPE_CHECKING:
    from .animator import Animator
    from .flow import TableFlow


class TableContext:
    """The table as a game's part sees it."""

    def __init__(self, flow: "TableFlow", places: Places, animator: "Animator", act: Callable[[Any], bool]) -> None:
        self._flow = flow
        self._animator = animator
        self._act = act
        #: Every card's sprite and place (:class:`~.places.Places`).
        self.places = places

    # ----------------------------------------------------------------- what is on the table
    @property
    def layout(self) -> TableLayout:
        return self.places.layout

    @property
    def timeline(self) -> Timeline:
        """Where the part's animation steps go, played one after another."""
        return self._flow.tl

    @property
    def names(self) -> Sequence[str]:
        return self._flow.names

    @property
    def players(self) -> int:
        return self._flow.n

    @property
    def rules(self) -> Any:
        return self._flow.rules

    @property
    def deal(self) -> Any:
        """The deal on the table (the engine's, which may be ahead of what is shown), or None."""
        return self._flow.deal

    @property
    def view(self) -> Any:
        """The purses and pots as shown (the engine's Books, behind the deal while jetons move), or None."""
        return self._flow.view

    def table(self) -> Any:
        """The pots as shown: the view's, or the session's before the first deal."""
        return self._flow.table()

    @property
    def showing(self) -> bool:
        """A deal lies on the cloth: being played, or its result shown."""
        return self._flow.deal is not None and self._flow.state in ("play", "result")

    @property
    def playing(self) -> bool:
        """The deal is being played (not yet finished on the cloth)."""
        return self._flow.state == "play"

    @property
    def four_colour(self) -> bool:
        """The person's choice of four-colour suits, for a suit a game draws itself."""
        return self._flow.settings().four_colour

    @property
    def session(self) -> Any:
        """The session: its account between deals (scores and games won, in a game for points)
        and whether another deal is due."""
        return self._flow.session

    @property
    def headline(self) -> str:
        """The line that says how the last deal ended (or what just happened)."""
        return self._flow.headline

    # ----------------------------------------------------------------- words
    def say(self, seat: int, words: str | Spoken, talk: bool = True) -> None:
        """A speech bubble over a seat's plate, there while the deal lasts; a word of the
        ``talk`` is also kept in the deal's log ("Anne: je joue") for the talk panel."""
        say = spoken(words)
        self._animator.bubbles[seat] = say
        if talk:
            self._flow.said(seat, say)

    def hush(self) -> None:
        """Every speech bubble gone."""
        self._animator.bubbles.clear()

    def tell(self, line: str | Spoken) -> None:
        """What just happened, said once as a passing message and kept in the deal's log."""
        self._flow.tell(line)

    def toast(self, text: str, seconds: float) -> None:
        """A passing message, in red above the hand."""
        self._flow.say_toast(text, seconds)

    # ----------------------------------------------------------------- the person
    def waiting(self) -> bool:
        """The table waits for the person's decision or card."""
        return self._flow.waiting_for_human()

    def act(self, action: Any) -> bool:
        """The person's action to the engine; False, and the engine's reason toasted, when refused."""
        return self._act(action)

    # ----------------------------------------------------------------- moves
    def flip_up(self, cards: Sequence[Card]) -> None:
        """A step turning the person's ``cards`` face up."""
        self._animator.flip_up(cards)

    def sort_hand(self) -> None:
        """A step sorting the person's hand (trumps last, once known)."""
        self._animator.sort()

    def turn_up(self, step: Step, event: Turned) -> None:
        """Into ``step``: the card turned for trump, to its place beside the talon."""
        self._animator.turn_up(step, event)

    def shared(self, kind: type) -> Callable[[Any], None]:
        """The table's own way of showing a kind of event every game has (``Dealt``, ``Played``,
        ``TrickWon``...), for a game whose events of that kind are its own types with the same fields."""
        return self._animator.shared[kind]

    @staticmethod
    def turn_over(step: Step, sprite: CardSprite, at: float = 0.0) -> None:
        """Into ``step``: ``sprite`` turned face up."""
        turn_over(step, sprite, at)


class TablePart:
    """The defaults are what the games so far do alike; a game overrides what it does its own way."""

    def __init__(self, ctx: TableContext) -> None:
        self.ctx = ctx

    # ----------------------------------------------------------------- a deal
    def start_deal(self) -> None:
        """Forget what the last deal showed."""

    def handlers(self) -> dict[type, Callable[[Any], None]]:
        """The game's events, by kind, each made into animation steps on ``ctx.timeline``."""
        return {}

    def trick_size(self) -> int:
        """Cards in a trick of the current deal."""
        return self.ctx.players

    def trump_known(self) -> bool:
        """Whether the person may sort the hand by the trump suit yet."""
        return True

    def face(self, card: Card) -> str:
        """The face the table draws for ``card``: its code, or with a mark of the game's
        laid over it ("JC+ribbon": ``assets/cards/marks/ribbon.png``, see :mod:`..resources`)."""
        return str(card)

    def card_power(self, card: Card) -> int:
        """A card's strength in its suit, for sorting the person's hand (highest first)."""
        return self.ctx.rules.ranking.power[card]

    def hand_rank(self, card: Card, trump: int) -> tuple[int, int]:
        """Where ``card`` goes as the person's hand is sorted: the suit it is grouped with and
        its strength there (a game's top trump goes with the trumps, above them all)."""
        return SUIT_OF[card], self.card_power(card)

    def table_layout(self, size: tuple[int, int], scale: float = 1.0) -> TableLayout:
        """Where everything lies at this window size and interface scale: the table's layout,
        or a game's own (a :class:`~..layout.TableLayout` with its own places, as rows of melds)."""
        return TableLayout(size, self.ctx.players, scale)

    def laid_down(self, index: int) -> tuple:
        """The place of the ``index``-th card laid face down on the table as the deal is dealt."""
        return ("laid", index)

    # ----------------------------------------------------------------- the person
    def decision(self) -> Decision | None:
        """The game's decisions (calls, a talk...), as rows of the decision panel."""
        return None

    def talking(self) -> bool:
        """The person is to decide (not to play a card): the decision panel takes the input."""
        return self.ctx.deal.phase is not Phase.PLAY

    def reachable(self) -> list[Card]:
        """The person's cards that may be clicked or chosen by number, in order: the hand (a
        game whose cards are also played from the table, as from melds, adds those)."""
        return self.ctx.places.shown[0]

    def card_action(self, card: Card) -> Any:
        """The action the person's card chosen in play stands for: the card; or None when
        the game asks something first (the decision panel then takes the input)."""
        return card

    def card_mask(self) -> int:
        """The cards of the person's hand that may be chosen now (dimmed otherwise)."""
        deal = self.ctx.deal
        return deal.legal_mask() if deal.phase is Phase.PLAY else 0

    def prompt_text(self) -> str:
        """The line above the hand while the person decides."""
        return ""

    def play_prompt(self) -> str | None:
        """The line above the hand when the person is to play a card, or None for the table's."""
        return None

    # ----------------------------------------------------------------- drawing
    def trump_word(self) -> str:
        """The word on the tag under the turned card."""
        return words.TRUMPS

    def bar_parts(self) -> list[str]:
        """The game's own facts for the bar after 'Deal n of m · dealer X'."""
        return []

    def draw_pots(self, surface: pygame.Surface) -> None:
        """The pots (or the score) on the cloth, as the view shows them."""

    def chips(self, transfer: Any) -> tuple[str, int]:
        """How a payment looks in flight: the kind of chip ("fiche", or a jeton's: "jeton",
        "gold", "red") and how many, one to four."""
        return "jeton", max(1, min(transfer.jetons, 4))

    def party_pos(self, party: Any, incoming: bool) -> tuple[float, float] | None:
        """Where a pot of this game lies (None: not one of its pots)."""
        return None

    def home(self, where: tuple) -> Home | None:
        """Centre and height of a card in a place of this game's own (None: not one of its own)."""
        return None

    def plate_score(self, seat: int) -> str | None:
        """The figure on a seat's plate in place of its purse (a score toward a target); None: the purse."""
        return None

    def score_words(self, seat: int) -> str | None:
        """A seat's score with its unit, for its tooltip ('130 points'); None: its purse in jetons."""
        return None

    def role(self, seat: int) -> str:
        """The word on a seat's plate (plays, contre, knocks, folded...)."""
        return ""

    def loud(self, bubble: str) -> bool:
        """Whether a speech bubble is a commitment, drawn highlighted."""
        return False

    def draw_extra(self, surface: pygame.Surface) -> None:
        """Anything else the game shows on the cloth."""

    def tooltip(self, pos: tuple[int, int]) -> str | None:
        """What the game's pot (or score) under the mouse holds and is for, in words; None: nothing of its own there."""
        return None

    # ----------------------------------------------------------------- the result
    def seats_in(self, deal: Any) -> list[int]:
        """The seats that played the tricks of ``deal``."""
        return list(range(self.ctx.players))

    def result_lines(self, deal: Any) -> list[str]:
        """Lines of the result panel between the headline and the payments."""
        return []

    def result_panel(self) -> Any:
        """A result panel of the game's own (with ``draw(surface, next_button, beside)``), or None for the table's."""
        return None

    def final_panel(self) -> Any:
        """The end of the session of the game's own (with ``draw(surface, buttons)``), or None for the table's."""
        return None


__all__ = ["TableContext", "TablePart"]
