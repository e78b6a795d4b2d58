"""One deal of Bestia: antes, the deal, the talk (fold, play with an exchange, knock,
terzo se devo), the play and the payment, driven through ``legal_actions()`` and
``apply()`` like Bête's deal, with ``clone()`` and ``play_out()`` for searches.

The card play is Bête's loop (:class:`..trickplay.TrickPlay`) under Bestia's duty: only
the seats still in play, the knocker (or the player nearest eldest) leads.  Chance beyond
the shuffle (the stock shuffled again from the discards) comes from the deal's ``seed``,
which the session draws from its own, so a session is reproducible from its seed.

Forms of deal (``form``):
- ``rome``: five cards (three with giro_a_tre) in one packet each from eldest, the next
  card turned for trump, the rest the stock; the talk goes round until someone knocks.
- ``un_giro``: the trump dealt face up first is the dealer's fifth card; one turn each,
  play (changing up to all cards but one) or fold.
- ``col_buco``: the trump turned first, three cards face down across it (the buco),
  three cards each; one turn each: fold, play the cards dealt, or take the buco.
- ``tre_carte``: three cards each, no talk; eldest leads (the opening deals of
  tre_carte_senza_piegare).
"""
from __future__ import annotations

from typing import Callable, Sequence

from ..cards import BIT, SUIT_MASK, Card, Suit, cards_in, mask_of
from ..errors import IllegalAction
from ..phase import Phase
from ..events import Event
from ..ledger import Books, Transfer
from ..packs import BRISCOLA, ITALIAN_40
from ..pool import take_unplayed
from ..table import Table
from ..talk import EXCHANGES, exchanges, random_discards
from ..trickplay import TrickPlay, round_the_table
from ..tricks import must_lead
from .actions import BestiaAction, Exchange, Talk
from .events import bestia_events
from .observation import BestiaObservation
from .payment import settle
from .rules import BestiaRules, bestia_pack
from .talk import BestiaTalk

MIN_PLAYERS, MAX_PLAYERS = 4, 6
ROB, ROB_DISCARD, TALK, PLAY, OVER = Phase.ROB, Phase.ROB_DISCARD, Phase.TALK, Phase.PLAY, Phase.OVER


class BestiaDeal(BestiaTalk):
    """A deal from the antes to the payment.  Build it with the shuffled pack, top card
    first; ``opener`` makes it one of the opening three-card deals without folding.  Its
    talk is :class:`.talk.BestiaTalk`'s."""

    __slots__ = (
        "number", "order", "purses_before", "table_before", "books", "packets", "dealt", "trump_shown", "outcome",
        "ante_count", "stake_end", "settle_start", "bestia_at", "in_bestia", "shares", "pool_before_shares",
        "table_after", "knocker_failed",
    )
    game = "bestia"

    def __init__(
        self,
        rules: BestiaRules,
        players: int,
        dealer: int,
        order: Sequence[Card],
        purses: Sequence[int],
        table: Table,
        number: int = 1,
        seed: int = 0,
        opener: bool = False,
    ) -> None:
        pack = bestia_pack(players)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"Bestia is for {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}")
        if len(order) != len(pack) or frozenset(order) != pack.card_set:
            raise ValueError(f"Bestia is dealt from the {len(pack)}-card {pack.name}")
        if not 0 <= dealer < players:
            raise ValueError(f"no seat {dealer} to deal among {players} players")
        if len(purses) != players:
            raise ValueError(f"{len(purses)} purses for {players} players")
        self.rules = rules
        self.players = n = players
        self.dealer = dealer
        self.eldest = eldest = (dealer + 1) % players
        self.number = number
        self.order = order = tuple(order)
        self.purses_before = tuple(purses)
        self.table_before = table
        self.seed = seed
        self.books = Books(purses, table)
        self._take_antes()
        self.ante_count = len(self.books.transfers)

        if opener:
            self.form = "tre_carte"
        elif rules.col_buco:
            self.form = "col_buco"
        elif rules.un_giro:
            self.form = "un_giro"
        else:
            self.form = "rome"
        self.hand_size = size = 3 if opener else rules.hand_size
        packets: list[tuple[Card, ...]] = [()] * n
        self.buco: tuple[Card, ...] = ()
        if self.form in ("rome", "tre_carte"):
            position = 0
            for offset in range(n):
                packets[(eldest + offset) % n] = order[position:position + size]
                position += size
            self.upcard = order[position]
            position += 1
        else:
            self.upcard = order[0]
            position = 1
            if self.form == "col_buco":
                self.buco = order[1:4]
                position = 4
            for offset in range(n):
                seat = (eldest + offset) % n
                take = size - 1 if self.form == "un_giro" and seat == dealer else size
                packets[seat] = order[position:position + take]
                position += take
        self.packets = tuple(packets)
        self.stock = list(order[position:])
        hands = [mask_of(p) for p in packets]
        self.trump_on_table = True
        if self.form == "un_giro":
            hands[dealer] |= BIT[self.upcard]
            self.trump_on_table = False
        self.hands = hands
        self.dealt = tuple(hands)
        self.trump_shown = not rules.mano_a_fidarsi
        self.buco_taker: int | None = None
        self._init_talk()
        self.terzo_pending: list[int] = []
        self.knocker: int | None = None
        self.robbed: bool | None = None
        self.reshuffles = 0
        self.outcome: str | None = None
        self.stake_end = self.settle_start = self.bestia_at = -1
        self.in_bestia: list[tuple[int, int]] = []
        self.shares: list[tuple[int, int, int | None]] = []
        self.pool_before_shares: int | None = None
        self.table_after: Table | None = None
        self.knocker_failed = False
        self._init_play(rules.duty, BRISCOLA.stronger, size)
        self.trump = self.upcard.suit
        self._next = round_the_table(n)
        self._in_play = n
        if self.form == "tre_carte":
            self.status = ["play"] * n
            self._start_play(eldest)
        elif rules.briscola_rubata:
            self.phase = ROB
            self.to_act = dealer
        else:
            self.phase = TALK
            self.to_act = eldest

    # ----------------------------------------------------------------- antes
    def _take_antes(self) -> None:
        """Every seat antes into the pool, in seat order; a knocker's reward or penalty from
        the last deal changes his."""
        books, ante = self.books, self.rules.ante
        pending = {p.seat: p for p in books.pending_antes}
        for seat in range(self.players):
            owed = pending.get(seat)
            amount, why = (owed.jetons, owed.why) if owed is not None else (ante, "ante")
            if amount:
                books.pay(seat, "pool", amount, why)
        books.pending_antes = ()

    # ----------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase is OVER

    @property
    def pool(self) -> int:
        return self.books.pool

    @property
    def transfers(self) -> list[Transfer]:
        return self.books.transfers

    @property
    def purses(self) -> list[int]:
        return self.books.purses

    @property
    def trump_card(self) -> Card:
        """The card turned for trump (face up, hidden, robbed or the dealer's at un giro)."""
        return self.upcard

    def dealt_hand(self, seat: int) -> list[Card]:
        """The cards dealt to ``seat`` from the pack, in the order received (at un giro the
        dealer's fifth card is the trump, ``upcard``)."""
        return list(self.packets[seat])

    def card_places(self) -> dict[str, int]:
        """Every place a card can be, as bitmasks: the forty cards lie in exactly one of
        them at every moment (the invariant the tests and the soak check)."""
        return {
            "hands": sum(self.hands),
            "stock": mask_of(self.stock),
            "discards": mask_of(self.discards),
            "dead": self.dead,
            "trump card": (1 << self.upcard) if self.trump_on_table else 0,
            "buco": mask_of(self.buco) if self.form == "col_buco" and self.buco_taker is None else 0,
            "played": mask_of(c for _, c in self.plays),
        }

    def antes_paid(self) -> list[int]:
        paid = [0] * self.players
        for t in self.books.transfers[: self.ante_count]:
            paid[t.source] += t.jetons
        return paid

    def legal_actions(self) -> tuple[BestiaAction, ...]:
        phase = self.phase
        if phase is PLAY:
            return cards_in(self.legal_mask())
        if phase is TALK:
            seat = self.to_act
            offered = tuple(Exchange(m) for m in exchanges(self.hands[seat], self._max_exchange(seat)))
            return self._words(seat) + offered
        if phase is ROB:
            return (Talk.ROB, Talk.LEAVE)
        if phase is ROB_DISCARD:
            return cards_in(self.hands[self.dealer])
        return ()

    # ----------------------------------------------------------------- moves
    def apply(self, action: BestiaAction, seat: int | None = None) -> None:
        """Act for the seat to act; raises IllegalAction naming the rule broken.

        Giving ``seat`` makes the engine refuse a move made out of turn.
        """
        phase = self.phase
        if phase is OVER:
            raise IllegalAction("deal_over", "the deal is over")
        if seat is not None and seat != self.to_act:
            raise IllegalAction("out_of_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s",
                                to_act=self.to_act, seat=seat)
        if phase is PLAY:
            if action.__class__ is not Card:
                raise IllegalAction("card_expected", f"the talk is over: play a card, not {action!s}",
                                    action=action)
            self._play(action, None)
        elif phase is TALK:
            self._check_talk(action)
            self._speak(self.to_act, action)
        elif phase is ROB:
            if action is not Talk.ROB and action is not Talk.LEAVE:
                raise IllegalAction("rob_or_leave", "briscola rubata: take the trump (rob) or leave it")
            self._rob(action is Talk.ROB)
        else:
            if action.__class__ is not Card:
                raise IllegalAction("discard_expected", "you took the trump: discard one card face down")
            if not self.hands[self.dealer] >> action & 1:
                raise IllegalAction("not_in_hand", f"you do not hold the {action} ({action.name})",
                                    card=action)
            self._rob_discard(action)

    # ----------------------------------------------------------------- play
    def _start_play(self, leader: int) -> None:
        status, books = self.status, self.books
        seats = tuple(s for s in range(self.players) if status[s] != "fold")
        stake = self.rules.play_stake
        if stake and self.form != "tre_carte":
            for seat in seats:
                books.pay(seat, "pool", stake, "the stake to play")
        self.stake_end = len(books.transfers)
        self.trump_shown = True
        if self.rules.lead_trump_ace or self.rules.lead_top_trump:
            self._lead_rule = _lead_obligation
        self._begin_play(seats, leader)

    def _lead_refusal(self, card: Card) -> IllegalAction:
        if self.rules.lead_trump_ace and not self.trick_winners and card.rank == BRISCOLA.top:
            return IllegalAction("lead_trump_ace", f"must lead the Ace of trumps: you hold the {card}",
                                 card=card)
        return IllegalAction("lead_top_trump", f"must lead the highest trump still out: you hold the {card}",
                             card=card)

    def _uncontested(self) -> None:
        """All but one folded: the last one in takes the whole pool; no card is played."""
        (seat,) = [s for s in range(self.players) if self.status[s] != "fold"]
        self.in_seats = (seat,)
        books = self.books
        self.stake_end = self.settle_start = len(books.transfers)
        self.pool_before_shares = books.pool
        self.outcome = "uncontested"
        pool = take_unplayed(books, "pool", seat, "the last player in takes the pool")
        if pool:
            self.shares.append((seat, pool, None))
        self.table_after = books.table(0)
        self.phase = OVER
        self.to_act = -1

    def _settle(self) -> None:
        self.settle_start = len(self.books.transfers)
        settle(self)
        self.phase = OVER
        self.to_act = -1

    def play_out(self, random: Callable[[], float]) -> None:
        """Finish the deal with every seat choosing uniformly among its legal actions
        (every exchange counts as one action), without a round trip per choice."""
        while True:
            phase = self.phase
            if phase is TALK:
                seat = self.to_act
                words = self._words(seat)
                most = self._max_exchange(seat)
                hand = self.hands[seat]
                choices = len(words) + EXCHANGES[hand.bit_count()][most]
                pick = int(random() * choices)
                if pick < len(words):
                    self._speak(seat, words[pick])
                else:
                    self._speak(seat, Exchange(random_discards(hand, most, random)))
            elif phase is PLAY:
                self._play(None, random)
            elif phase is ROB:
                self._rob(random() < 0.5)
            elif phase is ROB_DISCARD:
                cards = cards_in(self.hands[self.dealer])
                self._rob_discard(cards[int(random() * len(cards))])
            else:
                return

    def observation(self, seat: int) -> BestiaObservation:
        """What ``seat`` may know now."""
        if not 0 <= seat < self.players:
            raise ValueError(f"no seat {seat} among {self.players} players")
        return BestiaObservation(self, seat)

    def events(self, since: int = 0, seat: int | None = None) -> list[Event]:
        """The deal's events from index ``since`` on, in order; given ``seat``, as that seat
        sees them (others' exchanged cards hidden as None)."""
        return bestia_events(self, seat)[since:]

    # ----------------------------------------------------------------- copies
    def clone(self) -> "BestiaDeal":
        """An independent copy for searching; immutable parts are shared."""
        other = object.__new__(BestiaDeal)
        self._copy_into(other)
        self._copy_talk_into(other)
        other.terzo_pending = list(self.terzo_pending)
        other.in_bestia = list(self.in_bestia)
        other.shares = list(self.shares)
        books = Books(self.books.purses, self.books.table(0))
        books.transfers = list(self.books.transfers)
        other.books = books
        return other

    def __repr__(self) -> str:
        return (f"<BestiaDeal {self.number} {self.players}p dealer {self.dealer} {self.form} {self.phase.value}"
                f" trump {Suit(self.trump).code}>")


def _lead_obligation(deal: TrickPlay, hand: int) -> Card | None:
    """The lead restrictions in force: the Ace of trumps at the first lead, the highest
    trump still out (neither played nor lying face up on the table) at every lead."""
    trump = deal.trump
    if not hand & SUIT_MASK[trump]:
        return None
    rules = deal.rules
    played = mask_of(card for _, card in deal.plays)
    out = ITALIAN_40.mask & ~played
    if deal.trump_on_table:  # type: ignore[attr-defined]
        out &= ~BIT[deal.upcard]  # type: ignore[attr-defined]
    return must_lead(hand, trump, BRISCOLA, out, not deal.plays, rules.lead_trump_ace, rules.lead_top_trump)

