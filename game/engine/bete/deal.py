"""One deal of Bête (or of Cotton's Beast): the state the window, the computer players,
the simulator and the tests all drive through ``legal_actions()`` and ``apply()``.

The state is mutable for speed (a search clones it); everything it hands out is
immutable.  Hands are bitmasks of card bits.
"""
from __future__ import annotations

from typing import Callable, Sequence

from ..cards import BIT, SUIT_OF, Card, Suit, cards_in
from ..dealing import seat_getters, seat_positions
from ..errors import IllegalAction
from ..events import Event
from ..ledger import Books, Transfer
from ..phase import Phase
from ..table import Table
from ..trickplay import TrickPlay, round_the_table
from ..tricks import TRUMPING
from .actions import Action, Call
from .events import deal_events
from .observation import Observation
from .rules import HAND_SIZE, RuleSet, bete_pack
from .scoring import settle

TRICKS = HAND_SIZE
#: The reason of the jeton everyone stakes when a Curieuse is turned.
CURIEUSE_STAKE = "stake for the Curieuse"


BIDDING, PLAY, OVER = Phase.BIDDING, Phase.PLAY, Phase.OVER
_OPENING = (Call.PLAY, Call.PASS)
_AFTER_PLAY = (Call.PASS, Call.CONTRE)
_AFTER_PLAY_NO_CONTRE = (Call.PASS,)


class Deal(TrickPlay):
    """A deal from the antes to the settlement.

    Build it with the shuffled pack (top card first); it takes the antes, deals in the
    session's packets and turns the upcard at once.
    """

    __slots__ = (
        "dealer", "eldest", "number", "order", "purses_before", "table_before", "books", "stake_fiches",
        "dealt", "talon", "turned", "phase", "calls", "declarer", "contre", "_round_calls",
        "outcome", "king_holder", "ante_count", "table_after",
    )
    game = "bete"

    def __init__(
        self,
        rules: RuleSet,
        players: int,
        dealer: int,
        order: Sequence[Card],
        purses: Sequence[int],
        table: Table,
        number: int = 1,
    ) -> None:
        pack = bete_pack(players)
        if len(order) != len(pack) or frozenset(order) != pack.card_set:
            raise ValueError(f"the pack for {players} players is the {len(pack)}-card {pack.name}")
        if not 0 <= dealer < players:
            raise ValueError(f"no seat {dealer} to deal among {players} players")
        if len(purses) != players:
            raise ValueError(f"{len(purses)} purses for {players} players")
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.eldest = (dealer + 1) % players
        self.number = number
        self.order = tuple(order)
        self.purses_before = tuple(purses)
        self.table_before = table
        self.books = books = Books(purses, table, rules.fiche_value)
        self._take_antes(books)
        self.ante_count = len(books.transfers)
        self.stake_fiches = 0 if rules.beast_heaps else min(table.unwon_deals + 1, books.fiches)

        bits = list(map(BIT.__getitem__, self.order))
        hands = [0] * players
        eldest = self.eldest
        for offset, getter in enumerate(seat_getters(players, rules.packets)):
            hands[(eldest + offset) % players] = sum(getter(bits))
        self.dealt = tuple(hands)
        self.hands = hands
        self.talon = self.order[players * HAND_SIZE:]
        self.turned = [self.talon[0]]
        self.trump = SUIT_OF[self.talon[0]]
        self.calls: list[tuple[int, Call] | tuple[None, Card]] = []
        self.declarer: int | None = None
        self.contre: int | None = None
        self._round_calls = 0
        self._init_play(TRUMPING, rules.ranking.stronger, TRICKS)
        self._next = round_the_table(players)
        self._in_play = players
        self._ready_to_play()
        self.outcome: str | None = None
        self.king_holder: int | None = None
        self.table_after: Table | None = None
        self.to_act = eldest
        self.phase = PLAY if rules.beast_heaps else BIDDING

    # ----------------------------------------------------------------- antes
    def _take_antes(self, books: Books) -> None:
        pay = books.pay
        if self.rules.beast_heaps:
            for heap in ("king", "play", "triolet"):
                books.stake_all(heap, 1, f"stake for the {heap.capitalize()}")
            return
        pots = books.pots
        if books.fiches == 0:
            books.stake_all("fiches", books.fiche_value, "a fiche under the dish")
        if pots["game"] == 0:
            books.stake_all("game", 1, "stake for the game")
        pay(self.dealer, "game", 1, "the dealer's jeton")
        if pots["king"] == 0:
            books.stake_all("king", 1, "stake for the King")

    # ----------------------------------------------------------------- queries
    @property
    def upcard(self) -> Card:
        """The card first turned for trump."""
        return self.turned[0]

    @property
    def trump_card(self) -> Card:
        """The card lying face up on the talon now (the Curieuse if one was turned)."""
        return self.turned[-1]

    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    @property
    def value(self) -> int:
        """V: the game, the fiches at stake and the bête at stake, in jetons."""
        books = self.books
        return books.game + self.stake_fiches * books.fiche_value + (books.betes[0] if books.betes else 0)

    @property
    def transfers(self) -> list[Transfer]:
        return self.books.transfers

    @property
    def purses(self) -> list[int]:
        return self.books.purses

    def dealt_hand(self, seat: int) -> list[Card]:
        """The cards the seat was dealt, in the order received."""
        offset = (seat - self.eldest) % self.players
        return [self.order[i] for i in seat_positions(self.players, self.rules.packets)[offset]]

    def legal_actions(self) -> tuple[Action, ...]:
        phase = self.phase
        if phase is PLAY:
            return cards_in(self.legal_mask())
        if phase is BIDDING:
            if self.declarer is None:
                return _OPENING
            return _AFTER_PLAY if self.rules.contre else _AFTER_PLAY_NO_CONTRE
        return ()

    # ----------------------------------------------------------------- moves
    def apply(self, action: Action, seat: int | None = None) -> None:
        """Play ``action`` for the seat to act; raises IllegalAction naming the rule broken.

        Giving ``seat`` makes the engine refuse a move made out of turn.
        """
        if seat is not None and seat != self.to_act:
            if self.phase is OVER:
                raise IllegalAction("deal_over", "the deal is over")
            raise IllegalAction("out_of_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s",
                                to_act=self.to_act, seat=seat)
        if self.phase is PLAY:
            if action.__class__ is not Card:
                raise IllegalAction("card_expected", f"the bidding is over: play a card, not {action!s}",
                                    action=action)
            self._play(action, None)
        else:
            self._apply_call(action)

    def play_out(self, random: Callable[[], float]) -> None:
        """Finish the deal with every seat choosing uniformly among its legal actions.

        This is the rollout of a Monte Carlo search and the random players of the
        benchmark: the same rules as :meth:`apply`, without a round trip per card.
        """
        while self.phase is BIDDING:
            calls = self.legal_actions()
            self._apply_call(calls[int(random() * len(calls))])
        if self.phase is PLAY:
            self._play(None, random)

    def _apply_call(self, action: Action) -> None:
        if self.phase is OVER:
            raise IllegalAction("deal_over", "the deal is over")
        if not isinstance(action, Call):
            raise IllegalAction("call_expected", f"it is the bidding: say play, pass or contre, not {action}",
                                action=action)
        seat = self.to_act
        if self.declarer is None:
            if action is Call.CONTRE:
                raise IllegalAction("contre_after_play", "contre answers a player who said play: nobody has yet")
        elif action is Call.PLAY:
            raise IllegalAction("one_declarer", f"seat {self.declarer} already plays: pass or say contre",
                                seat=self.declarer)
        elif action is Call.CONTRE and not self.rules.contre:
            raise IllegalAction("contre_disabled", "contre is not allowed under these rules")
        self.calls.append((seat, action))
        self.ply += 1
        self._round_calls += 1
        round_over = self._round_calls == self.players
        if action is Call.PLAY:
            self.declarer = seat
            round_over = round_over or not self.rules.contre
        elif action is Call.CONTRE:
            self.contre = seat
            round_over = True
        if not round_over:
            self.to_act = (seat + 1) % self.players
        elif self.declarer is not None:
            self.phase = PLAY
            self.to_act = self.eldest
        elif self._curieuse_allowed():
            self._turn_curieuse()
        else:
            self.outcome = "thrown_in"
            self._settle()

    def _curieuse_allowed(self) -> bool:
        return len(self.turned) <= self.rules.curieuse and len(self.talon) > len(self.turned)

    def _turn_curieuse(self) -> None:
        self.books.stake_all("game", 1, CURIEUSE_STAKE)
        card = self.talon[len(self.turned)]
        self.turned.append(card)
        self.trump = SUIT_OF[card]
        self.calls.append((None, card))
        self._round_calls = 0
        self.to_act = self.eldest

    def _settle(self) -> None:
        settle(self)
        self.phase = OVER
        self.to_act = -1

    def observation(self, seat: int) -> Observation:
        """What ``seat`` may know now."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} among {self.players} players")
        return Observation(self, seat)

    def events(self, since: int = 0) -> list[Event]:
        """The deal's events from index ``since`` on, in the order they happened."""
        return deal_events(self)[since:]

    # ----------------------------------------------------------------- copies
    def clone(self) -> "Deal":
        """An independent copy for searching; immutable parts are shared."""
        other = object.__new__(Deal)
        self._copy_into(other)
        other.calls = list(self.calls)
        other.turned = list(self.turned)
        books = Books(self.books.purses, self.books.table(0), self.books.fiche_value)
        books.transfers = list(self.books.transfers)
        other.books = books
        return other

    def __repr__(self) -> str:
        return f"<Deal {self.number} {self.players}p dealer {self.dealer} {self.phase.value} trump {Suit(self.trump).code}>"
