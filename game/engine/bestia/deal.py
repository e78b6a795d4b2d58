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

import random as _random
from math import comb
from typing import Callable, NamedTuple, Sequence

from ..cards import BIT, SUIT_MASK, Card, Suit, cards_in, mask_of
from ..dealing import shuffled
from ..errors import IllegalAction
from ..phase import Phase
from ..events import Event
from ..ledger import Books, Transfer
from ..packs import BRISCOLA, ITALIAN_40
from ..table import Table
from ..trickplay import TrickPlay, round_the_table
from ..tricks import must_lead
from .actions import BestiaAction, Exchange, Talk
from .events import bestia_events
from .observation import BestiaObservation
from .payment import settle
from .rules import BestiaRules, bestia_pack

MIN_PLAYERS, MAX_PLAYERS = 4, 6
ROB, ROB_DISCARD, TALK, PLAY, OVER = Phase.ROB, Phase.ROB_DISCARD, Phase.TALK, Phase.PLAY, Phase.OVER
FOLD, KNOCK, TERZO, BUCO = Talk.FOLD, Talk.KNOCK, Talk.TERZO, Talk.BUCO
ONE_TURN = ("un_giro", "col_buco")


class TalkEntry(NamedTuple):
    """One thing said (or done) in the talk, in order.

    ``word``: fold, play, knock, terzo, buco, rob, leave, or discard (the robbing dealer's
    card).  ``forced`` when the rules spoke for the player.  For a play: the cards thrown
    and drawn; ``reshuffled`` is the new stock when the stock ran out during this exchange,
    after the first ``drawn_before`` cards were drawn.  ``circuit`` counts from 1.
    """

    seat: int
    word: str
    forced: bool = False
    discards: tuple[Card, ...] = ()
    drawn: tuple[Card, ...] = ()
    reshuffled: tuple[Card, ...] = ()
    drawn_before: int = 0
    circuit: int = 1


class BestiaDeal(TrickPlay):
    """A deal from the antes to the payment.  Build it with the shuffled pack, top card
    first; ``opener`` makes it one of the opening three-card deals without folding."""

    __slots__ = (
        "dealer", "eldest", "number", "order", "purses_before", "table_before", "books", "form", "hand_size",
        "seed", "packets", "dealt", "upcard", "trump_on_table", "trump_shown", "buco", "buco_taker", "stock",
        "discards", "dead", "phase", "status", "turns", "terzo_pending", "circuit", "knocker", "robbed", "talk",
        "exchanged", "reshuffles", "in_seats", "leader", "outcome", "ante_count", "stake_end", "settle_start",
        "bestia_at", "in_bestia", "shares", "pool_before_shares", "table_after", "knocker_failed", "_folds",
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
        self.discards: list[Card] = []
        self.dead = 0
        self.status: list[str | None] = [None] * n
        self._folds = 0
        self.turns = [0] * n
        self.terzo_pending: list[int] = []
        self.circuit = 1
        self.knocker: int | None = None
        self.robbed: bool | None = None
        self.talk: list[TalkEntry] = []
        self.exchanged = [0] * n
        self.reshuffles = 0
        self.in_seats: tuple[int, ...] = ()
        self.leader: int | None = None
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

    @property
    def folded(self) -> list[bool]:
        return [s == "fold" for s in self.status]

    @property
    def remaining(self) -> int:
        """Players not folded."""
        return self.players - self._folds

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
            exchanges = tuple(Exchange(m) for m in _subsets(self.hands[seat], self._max_exchange(seat)))
            return self._words(seat) + exchanges
        if phase is ROB:
            return (Talk.ROB, Talk.LEAVE)
        if phase is ROB_DISCARD:
            return cards_in(self.hands[self.dealer])
        return ()

    def talk_words(self) -> tuple[Talk, ...]:
        """The words other than play the seat to act may say now (legal_actions without
        listing every exchange: a look-ahead asks this thousands of times)."""
        return self._words(self.to_act) if self.phase is TALK else ()

    def exchange_limit(self) -> int:
        """The most cards the seat to act may change now."""
        return self._max_exchange(self.to_act) if self.phase is TALK else 0

    def _robber(self, seat: int) -> bool:
        return bool(self.robbed) and seat == self.dealer

    def _can_fold(self, seat: int) -> bool:
        if self._robber(seat) or self.status[seat] == "buco":
            return False
        return not (self.rules.terzo_obbligatorio and self.remaining <= 3)

    def _words(self, seat: int) -> tuple[Talk, ...]:
        fold = (FOLD,) if self._can_fold(seat) else ()
        if self.form == "rome":
            terzo = (TERZO,) if self.turns[seat] == 0 and not self._robber(seat) else ()
            return fold + (KNOCK,) + terzo
        if self.form == "col_buco":
            return fold + ((BUCO,) if self.buco_taker is None else ())
        return fold

    def _max_exchange(self, seat: int) -> int:
        if self.form == "col_buco" or self._robber(seat) or self.rules.mano_a_fidarsi_no_exchange:
            return 0
        return self.hand_size - 1 if self.form == "un_giro" else self.hand_size

    # ----------------------------------------------------------------- moves
    def apply(self, action: BestiaAction, seat: int | None = None) -> None:
        """Act for the seat to act; raises IllegalAction naming the rule broken.

        Giving ``seat`` makes the engine refuse a move made out of turn.
        """
        phase = self.phase
        if phase is OVER:
            raise IllegalAction("deal_over", "the deal is over")
        if seat is not None and seat != self.to_act:
            raise IllegalAction("out_of_turn", f"it is seat {self.to_act}'s turn, not seat {seat}'s")
        if phase is PLAY:
            if action.__class__ is not Card:
                raise IllegalAction("card_expected", f"the talk is over: play a card, not {action!s}")
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
                raise IllegalAction("not_in_hand", f"you do not hold the {action} ({action.name})")
            self._rob_discard(action)

    def _check_talk(self, action: BestiaAction) -> None:
        seat, form = self.to_act, self.form
        if action.__class__ is Exchange:
            discards = action.discards
            if discards & ~self.hands[seat]:
                missing = " ".join(str(c) for c in cards_in(discards & ~self.hands[seat]))
                raise IllegalAction("not_in_hand", f"you do not hold {missing}")
            if action.count > self._max_exchange(seat):
                if form == "col_buco":
                    raise IllegalAction("no_exchange", "col buco has no exchange: play your three cards or take the buco")
                if self._robber(seat):
                    raise IllegalAction("robber_no_exchange", "you took the trump: you may not exchange")
                if self.rules.mano_a_fidarsi_no_exchange:
                    raise IllegalAction("no_exchange", "mano a fidarsi without exchange: play the cards dealt or fold")
                raise IllegalAction(
                    "exchange_limit", f"at un giro you may change up to {self.hand_size - 1} cards, not all")
            return
        if action.__class__ is not Talk:
            raise IllegalAction("talk_expected", f"it is the talk: say fold, play or knock, not {action}")
        if action is FOLD:
            if self._robber(seat):
                raise IllegalAction("robber_no_fold", "you took the trump: you may not fold")
            if not self._can_fold(seat):
                raise IllegalAction("terzo_obbligatorio", "three players must play: with three left, no one may fold")
        elif action is KNOCK:
            if form != "rome":
                raise IllegalAction("no_knock", f"at {form.replace('_', ' ')} each speaks once: there is no knocking")
        elif action is TERZO:
            if form != "rome":
                raise IllegalAction("no_terzo", f"at {form.replace('_', ' ')} there is no terzo se devo")
            if self.turns[seat]:
                raise IllegalAction("terzo_first_turn", "terzo se devo is said only at your first turn")
            if self._robber(seat):
                raise IllegalAction("robber_no_fold", "you took the trump: you may not say terzo se devo")
        elif action is BUCO:
            if form != "col_buco":
                raise IllegalAction("no_buco", "there is no buco: it is dealt only at col buco")
            if self.buco_taker is not None:
                raise IllegalAction("buco_taken", f"seat {self.buco_taker} has already taken the buco")
        else:
            raise IllegalAction("rob_decided", "the trump card is no longer to be taken")

    def _speak(self, seat: int, action: BestiaAction) -> None:
        """Apply a legal word of the talk for ``seat`` and move the talk on."""
        self.ply += 1
        if action.__class__ is Exchange:
            self._say_play(seat, action.discards)
        elif action is FOLD:
            self._fold(seat, False)
        elif action is KNOCK:
            self.status[seat] = "knock"
            self.turns[seat] += 1
            self.knocker = seat
            self.talk.append(TalkEntry(seat, "knock", False, circuit=self.circuit))
        elif action is TERZO:
            self.status[seat] = "terzo"
            self.turns[seat] += 1
            self.terzo_pending.append(seat)
            self.talk.append(TalkEntry(seat, "terzo", circuit=self.circuit))
        else:  # BUCO
            hand = self.hands[seat]
            self.dead |= hand
            self.hands[seat] = mask_of(self.buco)
            self.buco_taker = seat
            self.status[seat] = "buco"
            self.turns[seat] += 1
            self.talk.append(TalkEntry(seat, "buco", False, cards_in(hand), self.buco, circuit=self.circuit))
        self._after(seat)

    def _say_play(self, seat: int, discards: int) -> None:
        self.status[seat] = "play"
        self.turns[seat] += 1
        if not discards:
            self.talk.append(TalkEntry(seat, "play", circuit=self.circuit))
            return
        thrown = cards_in(discards)
        count = len(thrown)
        stock = self.stock
        drawn = stock[:count]
        del stock[:count]
        before, reshuffled = len(drawn), ()
        if before < count:
            # The stock ran out: the discards so far (not this player's, which are laid
            # aside until he has his replacements) are shuffled into a new stock.
            fresh = shuffled(tuple(self.discards), _random.Random((self.seed << 16) + self.reshuffles).random)
            self.reshuffles += 1
            self.discards = []
            stock[:] = fresh
            reshuffled = tuple(fresh)
            more = count - before
            drawn += stock[:more]
            del stock[:more]
            assert len(drawn) == count, "the stock and the discards always hold enough cards"
        self.hands[seat] = self.hands[seat] ^ discards | mask_of(drawn)
        self.discards.extend(thrown)
        self.exchanged[seat] += count
        self.talk.append(TalkEntry(seat, "play", False, thrown, tuple(drawn), reshuffled, before, self.circuit))

    def _fold(self, seat: int, forced: bool) -> None:
        self.status[seat] = "fold"
        self._folds += 1
        self.turns[seat] += 1
        self.dead |= self.hands[seat]
        self.hands[seat] = 0
        self.talk.append(TalkEntry(seat, "fold", forced, circuit=self.circuit))

    def _after(self, seat: int) -> None:
        """Move the talk on after ``seat`` spoke: the pool to the last player in, the play
        after a knock or the last turn, or the next speaker (with what the rules force)."""
        if self.remaining == 1:
            self._uncontested()
            return
        if self.form in ONE_TURN:
            if seat == self.dealer:
                self._start_play(self._nearest_eldest())
            else:
                self.to_act = (seat + 1) % self.players
            return
        if self.knocker is not None:
            self._resolve_terzo()
            self._start_play(self.knocker)
            return
        seat = self._advance(seat)
        while True:
            if seat in self.terzo_pending:
                # terzo se devo, at the next turn: fold if three are already in
                self.terzo_pending.remove(seat)
                if sum(1 for s in self.status if s == "play") >= 3:
                    self._fold(seat, True)
                    seat = self._advance(seat)
                    continue
            if self.circuit > self.rules.max_circuits:
                self.status[seat] = "knock"
                self.turns[seat] += 1
                self.knocker = seat
                self.talk.append(TalkEntry(seat, "knock", True, circuit=self.circuit))
                self._resolve_terzo()
                self._start_play(seat)
                return
            self.to_act = seat
            return

    def _advance(self, seat: int) -> int:
        """The next seat to speak, skipping folded players; passing the dealer starts a circuit."""
        n, status = self.players, self.status
        while True:
            if seat == self.dealer:
                self.circuit += 1
            seat = seat + 1 if seat + 1 < n else 0
            if status[seat] != "fold":
                return seat

    def _resolve_terzo(self) -> None:
        """At the knock, those who said terzo se devo and have not spoken since play, in
        the order they said it, until three are in; the rest fold."""
        pending = self.terzo_pending
        if not pending:
            return
        count = sum(1 for s, st in enumerate(self.status) if st != "fold" and s not in pending)
        for seat in list(pending):
            if count >= 3:
                self._fold(seat, True)
            else:
                self.status[seat] = "play"
                self.talk.append(TalkEntry(seat, "play", True, circuit=self.circuit))
                count += 1
        pending.clear()

    def _nearest_eldest(self) -> int:
        n = self.players
        for offset in range(n):
            seat = (self.eldest + offset) % n
            if self.status[seat] != "fold":
                return seat
        raise AssertionError("someone is always in")

    def _rob(self, take: bool) -> None:
        self.ply += 1
        self.robbed = take
        if take:
            self.hands[self.dealer] |= BIT[self.upcard]
            self.trump_on_table = False
            self.talk.append(TalkEntry(self.dealer, "rob", drawn=(self.upcard,)))
            self.phase = ROB_DISCARD
        else:
            self.talk.append(TalkEntry(self.dealer, "leave"))
            self.phase = TALK
            self.to_act = self.eldest

    def _rob_discard(self, card: Card) -> None:
        self.ply += 1
        self.hands[self.dealer] ^= BIT[card]
        self.discards.append(card)
        self.talk.append(TalkEntry(self.dealer, "discard", discards=(card,)))
        self.phase = TALK
        self.to_act = self.eldest

    # ----------------------------------------------------------------- play
    def _start_play(self, leader: int) -> None:
        n, status, books = self.players, self.status, self.books
        self.in_seats = seats = tuple(s for s in range(n) if status[s] != "fold")
        stake = self.rules.play_stake
        if stake and self.form != "tre_carte":
            for seat in seats:
                books.pay(seat, "pool", stake, "the stake to play")
        self.stake_end = len(books.transfers)
        self.trump_shown = True
        self._next = tuple(_next_in(seats, s) for s in range(n))
        self._in_play = len(seats)
        if self.rules.lead_trump_ace or self.rules.lead_top_trump:
            self._lead_rule = _lead_obligation
        self._ready_to_play()
        self.leader = leader
        self.phase = PLAY
        self.to_act = leader
        self._legal = -1

    def _lead_refusal(self, card: Card) -> IllegalAction:
        if self.rules.lead_trump_ace and not self.trick_winners and card.rank == BRISCOLA.top:
            return IllegalAction("lead_trump_ace", f"must lead the Ace of trumps: you hold the {card}")
        return IllegalAction("lead_top_trump", f"must lead the highest trump still out: you hold the {card}")

    def _uncontested(self) -> None:
        """All but one folded: the last one in takes the whole pool; no card is played."""
        (seat,) = [s for s in range(self.players) if self.status[s] != "fold"]
        self.in_seats = (seat,)
        books = self.books
        self.stake_end = self.settle_start = len(books.transfers)
        self.pool_before_shares = pool = books.pool
        self.outcome = "uncontested"
        if pool:
            books.pay("pool", seat, pool, "the last player in takes the pool")
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
                choices = len(words) + _EXCHANGES[hand.bit_count()][most]
                pick = int(random() * choices)
                if pick < len(words):
                    self._speak(seat, words[pick])
                else:
                    discards = 0
                    if most:
                        while True:
                            discards = 0
                            for card in cards_in(hand):
                                if random() < 0.5:
                                    discards |= 1 << card
                            if discards.bit_count() <= most:
                                break
                    self._speak(seat, Exchange(discards))
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
        other.stock = list(self.stock)
        other.discards = list(self.discards)
        other.status = list(self.status)
        other.turns = list(self.turns)
        other.terzo_pending = list(self.terzo_pending)
        other.talk = list(self.talk)
        other.exchanged = list(self.exchanged)
        other.in_bestia = list(self.in_bestia)
        other.shares = list(self.shares)
        books = Books(self.books.purses, self.books.table(0))
        books.transfers = list(self.books.transfers)
        other.books = books
        return other

    def __repr__(self) -> str:
        return (f"<BestiaDeal {self.number} {self.players}p dealer {self.dealer} {self.form} {self.phase.value}"
                f" trump {Suit(self.trump).code}>")


#: _EXCHANGES[cards held][most] is how many exchanges of at most ``most`` cards there are.
_EXCHANGES = tuple(tuple(sum(comb(size, k) for k in range(min(most, size) + 1)) for most in range(7)) for size in range(7))


def _next_in(seats: tuple[int, ...], seat: int) -> int:
    """The seat in play after ``seat`` (which may itself be out)."""
    for s in seats:
        if s > seat:
            return s
    return seats[0]


def _subsets(hand: int, most: int) -> list[int]:
    """Every set of at most ``most`` cards of ``hand``, fewest first."""
    subsets = [0]
    if most:
        for card in cards_in(hand):
            bit = 1 << card
            subsets += [m | bit for m in subsets if m.bit_count() < most]
    subsets.sort(key=lambda m: (m.bit_count(), m))
    return subsets


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

