"""One deal of Bésigue, from the packets to the count, driven like Bête's and Bestia's
deals through ``legal_actions()`` and ``apply()``, with ``clone()`` and ``play_out()``.

The deal is a small state machine (shared/spec/besigue-rules.md):

- ``PLAY`` while the stock lasts: any card, from the hand or from one's melds on the
  table; the trick's winner is *master*;
- ``DECLARE``: the master may meld once and (unless ``seven_is_meld``) make one seven
  action, then the draw follows, winner first (or, under ``draw_order = fixed``, the
  first trick's winner first); the step is skipped when nothing is open to him;
- ``PLAY`` once the stock and the turn-up are drawn: the melds go back to the hands and
  the second player must follow, head and trump (:mod:`.tricks`);
- ``OVER``: after the count (brisques, last trick), or at once when the master reaches
  the target under ``game_end = claim``.

Cards are bitmasks over the engine's 104-card universe (copy 2 is ``card + 52``).  The
history (plays, draws, declarations, score events) is kept as lists of small tuples,
enough to write the record and the events without building them on every move.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..cards import ALL_CARDS, BIT, RANK_OF, SUIT_OF, Card, Rank, mask_of
from ..errors import IllegalAction
from ..phase import Phase
from .actions import NO_MELD, BesigueAction, Seven
from .copies import BRISQUE_POINTS, BRISQUES, PACK, SUIT_CARDS, ordered, words
from .declaring import declaration_refusal, declarations_open, offer_order
from .events import Event, besigue_events
from .history import Declared, ScoreEvent
from .melds import FAMILIES, Meld, MeldKind, besigue_pair
from .observation import BesigueObservation
from .rules import BesigueRules
from .sevens import SEVEN_POINTS, paid_when_played
from .tricks import duty_mask, duty_refusal, second_wins
from .winning import claims, winner_at_count

PLAY, DECLARE, OVER = Phase.PLAY, Phase.DECLARE, Phase.OVER
LAST_TRICK_POINTS = 10


class BesigueDeal:
    """A deal from the packets to the count.  ``order`` is the shuffled pack, top card
    first; ``scores`` the game's scores before it; ``seed`` the session's, for the record."""

    __slots__ = (
        "rules", "dealer", "eldest", "number", "game_number", "order", "received", "upcard", "stock",
        "next_card", "turn_up", "trump", "trumps", "trump_from", "pair", "hands", "tables", "won", "plays",
        "from_table", "trick_winners", "drawn", "used", "sevens_scored", "paid_sevens", "declarations",
        "score_events", "scores_before", "scores", "phase", "to_act", "led", "melded", "seven_done", "fresh",
        "open", "first_drawer", "last_tricks", "winner", "how", "ply", "history",
    )
    game = "besigue"
    players = 2

    def __init__(self, rules: BesigueRules, dealer: int, order: Sequence[Card], scores: Sequence[int] = (0, 0),
                 number: int = 1, game_number: int = 1) -> None:
        if len(order) != len(PACK) or mask_of(order) != PACK.mask:
            raise ValueError(f"Bésigue is dealt from the {len(PACK)} cards of {PACK.name}, each once")
        if dealer not in (0, 1):
            raise ValueError(f"no seat {dealer} to deal at a table of two")
        if len(scores) != 2 or any(type(s) is not int or s < 0 for s in scores):
            raise ValueError(f"two scores of whole points are needed, not {list(scores)!r}")
        self.rules = rules
        self.dealer = dealer
        self.eldest = eldest = 1 - dealer
        self.number, self.game_number = number, game_number
        self.order = order = tuple(order)
        received: list[list[Card]] = [[], []]
        position = 0
        for size in rules.packets:
            for seat in (eldest, dealer):
                received[seat] += order[position:position + size]
                position += size
        self.received = (tuple(received[0]), tuple(received[1]))
        self.hands = [mask_of(received[0]), mask_of(received[1])]
        self.tables = [0, 0]
        self.won = [0, 0]
        self.scores_before = (scores[0], scores[1])
        self.scores = list(scores)
        self.score_events: list[ScoreEvent] = []
        self.used = [0] * FAMILIES
        self.sevens_scored = 0
        self.upcard = self.turn_up = None
        self.trump, self.trumps, self.trump_from = -1, 0, None
        if rules.turn_up:
            self.upcard = self.turn_up = order[position]
            position += 1
            self._fix_trumps(SUIT_OF[self.upcard], "upcard")
            if RANK_OF[self.upcard] == Rank.SEVEN:
                self.sevens_scored = BIT[self.upcard]
                self._score(dealer, SEVEN_POINTS, "upcard_seven", -1)
        else:
            self.pair = besigue_pair(rules.besigue_pair, -1)
        self.paid_sevens = paid_when_played(rules, self.trump, self.sevens_scored)
        self.stock = order[position:]
        self.next_card = 0
        self.plays: list[tuple[int, Card]] = []
        self.from_table = 0
        self.trick_winners: list[int] = []
        self.drawn: list[tuple[int, Card]] = []
        self.declarations: list[Declared] = []
        self.phase = PLAY
        self.to_act = eldest
        self.led: Card | None = None
        self.melded = self.seven_done = False
        self.fresh = 0
        self.open: list[BesigueAction] = []
        self.first_drawer = -1
        self.last_tricks = False
        self.winner: int | None = None
        self.how: str | None = None
        self.ply = 0
        #: Every choice made, in order (``no_meld`` too): what a snapshot replays.
        self.history: list[BesigueAction] = []

    # ----------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    @property
    def stock_size(self) -> int:
        """Face-down cards left in the stock (the turn-up lies beside it)."""
        return len(self.stock) - self.next_card

    @property
    def outcome(self) -> Any:
        """As the record writes it: ``"next_deal"``, ``{"winner", "how"}``, or None while played."""
        if self.phase is not OVER:
            return None
        return "next_deal" if self.winner is None else {"winner": self.winner, "how": self.how}

    def held(self, seat: int) -> int:
        """A seat's cards: its hand and its melds on the table."""
        return self.hands[seat] | self.tables[seat]

    def current_trick(self) -> list[tuple[int, Card]]:
        return self.plays[len(self.plays) & ~1:]

    def legal_mask(self) -> int:
        """The cards the seat to act may play now (0 outside the play)."""
        if self.phase is not PLAY:
            return 0
        seat = self.to_act
        if self.led is None or not self.last_tricks:
            return self.hands[seat] | self.tables[seat]
        return duty_mask(self.hands[seat], self.led, self.trumps)

    def legal_actions(self) -> tuple[BesigueAction, ...]:
        """Every card that may be played; at a declaration step every meld open (biggest
        first), every seven action open, and NO_MELD."""
        if self.phase is PLAY:
            return ordered(self.legal_mask())
        if self.phase is DECLARE:
            return tuple(sorted(self.open, key=offer_order)) + (NO_MELD,)
        return ()

    def card_places(self) -> dict[str, int]:
        """Where each of the 64 cards lies, as masks: every card in exactly one place."""
        return {
            "hands": self.hands[0] | self.hands[1],
            "tables": self.tables[0] | self.tables[1],
            "stock": mask_of(self.stock[self.next_card:]),
            "turn-up": BIT[self.turn_up] if self.turn_up is not None else 0,
            "tricks": self.won[0] | self.won[1] | mask_of(c for _, c in self.current_trick()),
        }

    # ----------------------------------------------------------------- moves
    def apply(self, action: BesigueAction, seat: int | None = None) -> None:
        """Act for the seat to act; IllegalAction names the rule broken.  Giving ``seat``
        makes the engine refuse a move out of turn."""
        phase = self.phase
        if phase is OVER:
            raise IllegalAction("deal_over", "the deal is over")
        if seat is not None and seat != self.to_act:
            raise IllegalAction("out_of_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s",
                                to_act=self.to_act, seat=seat)
        if phase is PLAY:
            if action.__class__ is not Card:
                if self.last_tricks:
                    raise IllegalAction("card_expected", "the stock is exhausted: no more declarations, play a card",
                                        last_tricks=True)
                raise IllegalAction("card_expected", "only the winner of a trick declares, after the trick and"
                                    " before the draw: play a card", last_tricks=False)
            self._check_card(action)  # type: ignore[arg-type]
            self._play(action)  # type: ignore[arg-type]
        elif action is NO_MELD:
            self._end_declaring()
        elif action.__class__ is Meld or action.__class__ is Seven:
            if action not in self.open:
                raise declaration_refusal(self, action)  # type: ignore[arg-type]
            self._declare(self.open[self.open.index(action)])  # the engine's own value
        else:
            raise IllegalAction("declaration_expected", f"you won the trick: declare a meld, a seven of trumps"
                                f" or no meld, not {action}", action=action)
        self.history.append(action)

    def _check_card(self, card: Card) -> None:
        seat = self.to_act
        if not self.held(seat) >> card & 1:
            raise IllegalAction("not_in_hand", f"you do not hold the {words(card)} (copy {card.copy})",
                                card=card)
        if self.last_tricks and self.led is not None and not self.legal_mask() >> card & 1:
            raise duty_refusal(card, self.hands[seat], self.led, self.trumps)

    def _play(self, card: Card) -> None:
        seat = self.to_act
        bit = BIT[card]
        if self.tables[seat] & bit:
            self.tables[seat] ^= bit
            self.from_table |= bit
        else:
            self.hands[seat] ^= bit
        self.plays.append((seat, card))
        self.ply += 1
        if self.paid_sevens & bit:
            self.sevens_scored |= bit
            self.paid_sevens ^= bit
            trick = len(self.trick_winners)
            self.declarations.append(Declared(trick, seat, "play", bit, 0, SEVEN_POINTS))
            self._score(seat, SEVEN_POINTS, "seven_played", trick)
        led = self.led
        if led is None:
            self.led = card
            self.to_act = 1 - seat
            return
        self.led = None
        winner = seat if second_wins(led, card, self.trumps) else 1 - seat
        trick = len(self.trick_winners)
        self.trick_winners.append(winner)
        pair = BIT[led] | bit
        self.won[winner] |= pair
        rules = self.rules
        if rules.brisques_when == "as_won" and pair & BRISQUES:
            self._score(winner, BRISQUE_POINTS * (pair & BRISQUES).bit_count(), "brisques", trick)
        self.to_act = winner
        if self.last_tricks:
            if not self.hands[0] | self.hands[1]:
                self._count()
            return
        if trick == 0:
            self.first_drawer = winner
        if rules.last_trick == "last_of_stock" and self.stock_size + (self.turn_up is not None) == 2:
            self._score(winner, LAST_TRICK_POINTS, "last_trick", trick)
        if self._claimed(winner):
            return
        self.melded = self.seven_done = False
        self.open = declarations_open(self, winner)
        if self.open:
            self.phase = DECLARE
        else:
            self._draw()

    def _declare(self, action: Meld | Seven) -> None:
        seat, trick = self.to_act, len(self.trick_winners) - 1
        self.ply += 1
        if action.__class__ is Meld:
            cards, kind = action.cards, action.kind
            from_hand = cards & self.hands[seat]
            self.hands[seat] ^= from_hand
            self.tables[seat] |= from_hand
            self.used[kind.family] |= cards
            self.melded = True
            if self.trump < 0 and kind is MeldKind.ROYAL_MARRIAGE:
                self._fix_trumps(SUIT_OF[ordered(cards)[0]], trick)
            self.declarations.append(Declared(trick, seat, kind.value, from_hand, cards ^ from_hand, kind.points))
            self._score(seat, kind.points, kind.value, trick)
        else:
            card = action.card
            self.seven_done = True
            self.sevens_scored |= BIT[card]
            self.paid_sevens &= ~BIT[card]
            took = None
            if action.action == "exchange":
                took = self.turn_up
                self.hands[seat] ^= BIT[card] | BIT[took]
                self.fresh = BIT[took]
                self.turn_up = card
            self.declarations.append(Declared(trick, seat, action.action, BIT[card], 0, SEVEN_POINTS, took))
            why = "seven_exchange" if took is not None else "seven_declared"
            self._score(seat, SEVEN_POINTS, why, trick)
        if self._claimed(seat):
            return
        self.open = declarations_open(self, seat)
        if not self.open:
            self._end_declaring()

    def _end_declaring(self) -> None:
        self.ply += 1
        self.open = []
        self._draw()

    def _draw(self) -> None:
        """Each draws one card, the first drawer first; at the last draw the other takes
        the turn-up.  When nothing is left the melds go back to the hands."""
        winner = self.to_act
        first = winner if self.rules.draw_order == "winner_first" else self.first_drawer
        stock, i = self.stock, self.next_card
        top = stock[i]
        if i + 1 < len(stock):
            other = stock[i + 1]
            self.next_card = i + 2
        else:
            other = self.turn_up
            self.turn_up = None
            self.next_card = i + 1
        self.hands[first] |= BIT[top]
        self.hands[1 - first] |= BIT[other]
        self.drawn.append((first, top))
        self.drawn.append((1 - first, other))
        self.fresh = 0
        self.phase = PLAY
        if self.next_card == len(stock) and self.turn_up is None:
            self.last_tricks = True
            self.paid_sevens = 0
            self.hands = [self.hands[0] | self.tables[0], self.hands[1] | self.tables[1]]
            self.tables = [0, 0]

    # ----------------------------------------------------------------- scoring
    def _score(self, seat: int, points: int, why: str, trick: int) -> None:
        self.scores[seat] += points
        self.score_events.append(ScoreEvent(seat, points, why, trick))

    def _claimed(self, seat: int) -> bool:
        """Under ``claim`` the master at or over the target wins at once (ruling, detail 12)."""
        if claims(self.rules, self.scores[seat]):
            self._finish(seat, "claim")
            return True
        return False

    def _count(self) -> None:
        """The end of the deal: the last trick, the brisques, and who (if anyone) has won."""
        rules, last = self.rules, self.trick_winners[-1]
        end = len(self.trick_winners)
        if rules.last_trick == "final":
            self._score(last, LAST_TRICK_POINTS, "last_trick", end)
        if rules.brisques_when == "end_of_hand":
            for seat in (0, 1):
                brisques = (self.won[seat] & BRISQUES).bit_count()
                if brisques:
                    self._score(seat, BRISQUE_POINTS * brisques, "brisques", end)
        self._finish(*winner_at_count(rules, self.scores, last))

    def _finish(self, winner: int | None, how: str | None) -> None:
        self.winner, self.how = winner, how
        self.phase = OVER
        self.to_act = -1
        self.open = []

    def _fix_trumps(self, suit: int, since: str | int) -> None:
        self.trump, self.trumps, self.trump_from = suit, SUIT_CARDS[suit], since
        self.pair = besigue_pair(self.rules.besigue_pair, suit)

    def observation(self, seat: int) -> BesigueObservation:
        """What ``seat`` may know now."""
        return BesigueObservation(self, seat)

    def events(self, since: int = 0, seat: int | None = None) -> list[Event]:
        """The deal's events from index ``since`` on, in order; given ``seat``, as that seat
        saw them (the other's face-down draws hidden as None)."""
        return besigue_events(self, seat)[since:]

    # ----------------------------------------------------------------- rollouts
    def play_out(self, random: Callable[[], float]) -> None:
        """Finish the deal with each seat choosing uniformly among its legal actions."""
        while True:
            phase = self.phase
            if phase is PLAY:
                legal = self.legal_mask()
                for _ in range(int(random() * legal.bit_count())):
                    legal &= legal - 1
                self._play(ALL_CARDS[(legal & -legal).bit_length() - 1])
            elif phase is DECLARE:
                options = self.open
                pick = int(random() * (len(options) + 1))
                if pick == len(options):
                    self._end_declaring()
                else:
                    self._declare(options[pick])  # type: ignore[arg-type]
            else:
                return

    def clone(self) -> "BesigueDeal":
        """An independent copy for searching; immutable parts are shared."""
        other = object.__new__(BesigueDeal)
        for name in self.__slots__:
            setattr(other, name, getattr(self, name))
        for name in ("hands", "tables", "won", "plays", "trick_winners", "drawn", "used", "declarations",
                     "score_events", "scores", "open", "history"):
            setattr(other, name, list(getattr(self, name)))
        return other

    def __repr__(self) -> str:
        trump = "none" if self.trump < 0 else "SHDC"[self.trump]
        return f"<BesigueDeal {self.number} dealer {self.dealer} {self.phase.value} trick {len(self.trick_winners)}" \
               f" trump {trump} scores {self.scores}>"

