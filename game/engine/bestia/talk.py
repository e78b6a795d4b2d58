"""Bestia's talk: the words (fold, play with an exchange, knock, terzo se devo, the buco,
the dealer's rob of the trump card) and when each may be said, the checks that name the
rule a word breaks, and how the talk moves on after each (the knock, terzo se devo at the
next turn or at the knock, the last circuit's forced knock).

What the Rams-family games share (the exchange with the stock, folding, the turn that
skips those out, the rob) is :class:`..talk.TalkPlay`'s; the deal that holds this talk is
:class:`.deal.BestiaDeal`, which provides ``_start_play`` and ``_uncontested``.
"""
from __future__ import annotations

import random as _random

from ..cards import Card, cards_in, mask_of
from ..dealing import shuffled
from ..errors import IllegalAction
from ..phase import Phase
from ..talk import TalkEntry, TalkPlay
from .actions import BestiaAction, Exchange, Talk

ROB_DISCARD, TALK = Phase.ROB_DISCARD, Phase.TALK
FOLD, KNOCK, TERZO, BUCO = Talk.FOLD, Talk.KNOCK, Talk.TERZO, Talk.BUCO
#: Forms of deal in which each player speaks once, from eldest to the dealer.
ONE_TURN = ("un_giro", "col_buco")


class BestiaTalk(TalkPlay):
    """The talk of a Bestia deal, as the base of :class:`.deal.BestiaDeal`."""

    __slots__ = (
        "phase", "form", "hand_size", "seed", "buco", "buco_taker", "terzo_pending", "knocker", "robbed",
        "reshuffles",
    )
    OUT = "fold"

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

    def _check_talk(self, action: BestiaAction) -> None:
        seat, form = self.to_act, self.form
        if action.__class__ is Exchange:
            discards = action.discards
            if discards & ~self.hands[seat]:
                missing = cards_in(discards & ~self.hands[seat])
                raise IllegalAction("not_in_hand", f"you do not hold {' '.join(map(str, missing))}", cards=missing)
            if action.count > self._max_exchange(seat):
                if form == "col_buco":
                    raise IllegalAction("no_exchange", "col buco has no exchange: play your three cards or take the buco",
                                        toggle="col_buco")
                if self._robber(seat):
                    raise IllegalAction("robber_no_exchange", "you took the trump: you may not exchange")
                if self.rules.mano_a_fidarsi_no_exchange:
                    raise IllegalAction("no_exchange", "mano a fidarsi without exchange: play the cards dealt or fold",
                                        toggle="mano_a_fidarsi_no_exchange")
                raise IllegalAction(
                    "exchange_limit", f"at un giro you may change up to {self.hand_size - 1} cards, not all",
                    n=self.hand_size - 1)
            return
        if action.__class__ is not Talk:
            raise IllegalAction("talk_expected", f"it is the talk: say fold, play or knock, not {action}",
                                action=action)
        if action is FOLD:
            if self._robber(seat):
                raise IllegalAction("robber_no_fold", "you took the trump: you may not fold", word=FOLD)
            if not self._can_fold(seat):
                raise IllegalAction("terzo_obbligatorio", "three players must play: with three left, no one may fold")
        elif action is KNOCK:
            if form != "rome":
                raise IllegalAction("no_knock", f"at {form.replace('_', ' ')} each speaks once: there is no knocking",
                                    form=form)
        elif action is TERZO:
            if form != "rome":
                raise IllegalAction("no_terzo", f"at {form.replace('_', ' ')} there is no terzo se devo",
                                    form=form)
            if self.turns[seat]:
                raise IllegalAction("terzo_first_turn", "terzo se devo is said only at your first turn")
            if self._robber(seat):
                raise IllegalAction("robber_no_fold", "you took the trump: you may not say terzo se devo", word=TERZO)
        elif action is BUCO:
            if form != "col_buco":
                raise IllegalAction("no_buco", "there is no buco: it is dealt only at col buco")
            if self.buco_taker is not None:
                raise IllegalAction("buco_taken", f"seat {self.buco_taker} has already taken the buco",
                                    seat=self.buco_taker)
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

    def _restock(self) -> tuple[Card, ...]:
        """The stock ran out: the discards so far (not this player's, which are laid aside
        until he has his replacements) are shuffled into a new stock."""
        fresh = shuffled(tuple(self.discards), _random.Random((self.seed << 16) + self.reshuffles).random)
        self.reshuffles += 1
        self.discards = []
        self.stock[:] = fresh
        return tuple(fresh)

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

    def _rob(self, take: bool) -> None:
        self.ply += 1
        self.robbed = take
        if take:
            self._take_upcard(self.dealer)
            self.talk.append(TalkEntry(self.dealer, "rob", drawn=(self.upcard,)))
            self.phase = ROB_DISCARD
        else:
            self.talk.append(TalkEntry(self.dealer, "leave"))
            self.phase = TALK
            self.to_act = self.eldest

    def _rob_discard(self, card: Card) -> None:
        self.ply += 1
        self._lay_aside(self.dealer, card)
        self.talk.append(TalkEntry(self.dealer, "discard", discards=(card,)))
        self.phase = TALK
        self.to_act = self.eldest
