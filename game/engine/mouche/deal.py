"""One deal of Mouche: the ante and the waiting mouche into the basket, five cards each in
packets and the upcard, the talk, the mouche shown, the play and the payment, driven
through ``legal_actions()`` and ``apply()`` like every game's deal, with ``clone()`` and
``play_out()`` for searches (mouche-rules.md).

After the talk: one player in takes the basket unplayed (``uncontested``); else the best
mouche among those in takes it, no card played (``mouche``); else the players in play five
tricks under Bête's duties (or heading the trick), the first in from eldest hand leading,
and are paid a fifth of the basket a trick (``shared``).  The card play is the engine's
loop (:class:`..trickplay.TrickPlay`), with the Mistigri as its top trump.
"""
from __future__ import annotations

from typing import Callable, Sequence

from ..cards import BIT, Card, Suit, cards_in, mask_of
from ..dealing import seat_getters, seat_positions
from ..errors import IllegalAction
from ..events import Event
from ..ledger import Books, Transfer
from ..phase import Phase
from ..table import Table
from ..talk import EXCHANGES, Exchange, random_discards
from ..trickplay import round_the_table
from .actions import MoucheAction, NameTrump
from .basket import TRICKS, pay_mouches, settle_play, take_antes, take_basket
from .events import mouche_events
from .mistigri import MISTIGRI, name_trump, play_tables
from .observation import MoucheObservation
from .rules import HAND_SIZE, MAX_PLAYERS, MIN_PLAYERS, MoucheRules, mouche_pack
from .showing import Mouche, best, mouched_by, shown
from .talk import MoucheTalk

TALK, PLAY, OVER = Phase.TALK, Phase.PLAY, Phase.OVER
SUITS = tuple(Suit)


class MoucheDeal(MoucheTalk):
    """A deal from the ante to the payment.  Build it with the shuffled pack, top card first."""

    __slots__ = (
        "number", "order", "pack", "purses_before", "table_before", "books", "dealt", "value", "ante_count",
        "settle_start", "outcome", "mouche_shown", "mouched", "shares", "trump_named", "table_after",
    )
    game = "mouche"

    def __init__(
        self,
        rules: MoucheRules,
        players: int,
        dealer: int,
        order: Sequence[Card],
        purses: Sequence[int],
        table: Table,
        number: int = 1,
    ) -> None:
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Mouche is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        self.pack = pack = mouche_pack(players, rules)
        if len(order) != len(pack) or frozenset(order) != pack.card_set:
            raise ValueError(f"Mouche at {players} is dealt from the {len(pack)}-card {pack.name}")
        if not 0 <= dealer < players:
            raise ValueError(f"no seat {dealer} to deal among {players} players")
        if len(purses) != players:
            raise ValueError(f"{len(purses)} purses for {players} players")
        self.rules = rules
        self.players = n = players
        self.dealer = dealer
        self.eldest = eldest = (dealer + 1) % n
        self.number = number
        self.order = order = tuple(order)
        self.purses_before = tuple(purses)
        self.table_before = table
        self.books = Books(purses, table)
        self.settle_start = -1
        take_antes(self)

        bits = list(map(BIT.__getitem__, order))
        hands = [0] * n
        for offset, getter in enumerate(seat_getters(n, rules.packets)):
            hands[(eldest + offset) % n] = sum(getter(bits))
        self.hands = hands
        self.dealt = tuple(hands)
        self.upcard = order[n * HAND_SIZE]
        self.trump_on_table = True
        self.stock = list(order[n * HAND_SIZE + 1:])
        self._init_talk()
        self.robbed = False
        self.outcome: str | None = None
        self.mouche_shown: tuple[int, Mouche] | None = None
        self.mouched: list[tuple[int, int]] = []
        self.shares: list[tuple[int, int, int]] = []
        self.trump_named: tuple[int, int] | None = None  # (trick, suit) under mistigri_names_trump
        self.table_after: Table | None = None
        trump = self.upcard.suit
        duty, stronger = play_tables(rules, trump)
        self._init_play(duty, stronger, TRICKS)
        self.trump = trump
        self._next = round_the_table(n)
        self._in_play = n
        self.phase = TALK
        self.to_act = eldest

    # ----------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    @property
    def basket(self) -> int:
        return self.books.basket

    @property
    def transfers(self) -> list[Transfer]:
        return self.books.transfers

    @property
    def purses(self) -> list[int]:
        return self.books.purses

    @property
    def in_players(self) -> tuple[int, ...]:
        """The seats that are in, in order of play from eldest hand (the talk's order)."""
        n = self.players
        return tuple(s for s in ((self.eldest + k) % n for k in range(n)) if self.status[s] == "play")

    def dealt_hand(self, seat: int) -> list[Card]:
        """The cards the seat was dealt, in the order received."""
        offset = (seat - self.eldest) % self.players
        return [self.order[i] for i in seat_positions(self.players, self.rules.packets)[offset]]

    def card_places(self) -> dict[str, int]:
        """Every place a card can be, as bitmasks: the pack's cards lie in exactly one of them
        at every moment (the invariant the tests and the soak check)."""
        return {
            "hands": sum(self.hands),
            "talon": mask_of(self.stock),
            "discards": mask_of(self.discards),
            "passed": self.dead,
            "upcard": BIT[self.upcard] if self.trump_on_table else 0,
            "played": mask_of(c for _, c in self.plays),
        }

    def legal_actions(self) -> tuple[MoucheAction, ...]:
        phase = self.phase
        if phase is PLAY:
            cards = cards_in(self.legal_mask())
            if self.rules.mistigri_names_trump and MISTIGRI in cards:
                return tuple(c for c in cards if c != MISTIGRI) + tuple(NameTrump(s) for s in SUITS)
            return cards
        if phase is TALK:
            return self._talk_actions()
        return ()

    # ----------------------------------------------------------------- moves
    def apply(self, action: MoucheAction, seat: int | None = None) -> None:
        """Act for the seat to act; raises IllegalAction naming the rule broken.

        Giving ``seat`` makes the engine refuse a move made out of turn.
        """
        phase = self.phase
        if phase is OVER:
            raise IllegalAction("deal_over", "the deal is over")
        if seat is not None and seat != self.to_act:
            raise IllegalAction("out_of_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s",
                                to_act=self.to_act, seat=seat)
        if phase is TALK:
            self._check_talk(action)
            self._speak(self.to_act, action)
        elif action.__class__ is NameTrump:
            self._play_naming(action.suit)
        elif action.__class__ is not Card:
            raise IllegalAction("card_expected", f"the talk is over: play a card, not {action!s}",
                                action=action)
        elif action == MISTIGRI and self.rules.mistigri_names_trump:
            raise IllegalAction("name_trump", "the Mistigri names the trumps: play it naming a suit (mistigri S, H,"
                                " D or C)")
        else:
            self._play(action, None)

    def _play_naming(self, suit: Suit) -> None:
        if not self.rules.mistigri_names_trump:
            raise IllegalAction("no_naming", "the Mistigri names no trump under these rules: play it as a card")
        if suit.__class__ is not Suit:
            raise IllegalAction("suit_expected", f"name a suit, not {suit!r}", suit=suit)
        if not self.legal_mask() >> MISTIGRI & 1:
            raise self._refuse(self.hands[self.to_act], MISTIGRI)
        trick = len(self.trick_winners)
        self._play(MISTIGRI, None)
        self.trump_named = (trick, suit)
        name_trump(self, suit)

    # ----------------------------------------------------------------- after the talk
    def _end_talk(self) -> None:
        """One player in takes the basket; else the best mouche does; else the play begins."""
        players_in = self.in_players
        if len(players_in) == 1:
            self.in_seats = players_in
            take_basket(self, players_in[0], "uncontested")
            self._over("uncontested")
            return
        mouches = shown(self)
        winner = best(mouches)
        if winner is not None:
            seat, mouche = winner
            self.in_seats = tuple(sorted(players_in))
            self.mouche_shown = winner
            take_basket(self, seat, "mouche")
            pay_mouches(self, mouched_by(self, seat, mouches))
            self._over("mouche")
            return
        self._begin_play(tuple(sorted(players_in)), players_in[0])

    def _settle(self) -> None:
        settle_play(self)
        self._over("shared")

    def _over(self, outcome: str) -> None:
        self.outcome = outcome
        self.table_after = self.books.table(0)
        self.phase = OVER
        self.to_act = -1

    def play_out(self, random: Callable[[], float]) -> None:
        """Finish the deal with every seat choosing uniformly among its legal actions
        (every exchange and every rob counts as one action)."""
        while True:
            phase = self.phase
            if phase is TALK:
                seat = self.to_act
                words, most, robs = self.talk_words(), self.exchange_limit(), self.robs()
                hand = self.hands[seat]
                offered = EXCHANGES[hand.bit_count()][most]
                pick = int(random() * (len(words) + offered + len(robs)))
                if pick < len(words):
                    self._speak(seat, words[pick])
                elif pick < len(words) + offered:
                    self._speak(seat, Exchange(random_discards(hand, most, random)))
                else:
                    self._speak(seat, robs[pick - len(words) - offered])
            elif phase is PLAY:
                if self.rules.mistigri_names_trump and self.trump_named is None and self._mistigri_in_play():
                    legal = self.legal_actions()
                    self.apply(legal[int(random() * len(legal))])
                else:
                    self._play(None, random)
            else:
                return

    def _mistigri_in_play(self) -> bool:
        return any(hand >> MISTIGRI & 1 for hand in self.hands)

    def observation(self, seat: int) -> MoucheObservation:
        """What ``seat`` may know now."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} among {self.players} players")
        return MoucheObservation(self, seat)

    def events(self, since: int = 0, seat: int | None = None) -> list[Event]:
        """The deal's events from index ``since`` on, in order; given ``seat``, as that seat
        sees them (others' exchanged cards and the robbing dealer's card hidden as None)."""
        return mouche_events(self, seat)[since:]

    # ----------------------------------------------------------------- copies
    def clone(self) -> "MoucheDeal":
        """An independent copy for searching; immutable parts are shared."""
        other = object.__new__(MoucheDeal)
        self._copy_into(other)
        self._copy_talk_into(other)
        other.mouched = list(self.mouched)
        other.shares = list(self.shares)
        books = Books(self.books.purses, self.books.table(0))
        books.transfers = list(self.books.transfers)
        other.books = books
        return other

    def __repr__(self) -> str:
        return (f"<MoucheDeal {self.number} {self.players}p dealer {self.dealer} {self.phase.value}"
                f" trump {Suit(self.trump).code}>")


__all__ = ["MAX_PLAYERS", "MIN_PLAYERS", "MoucheDeal"]
