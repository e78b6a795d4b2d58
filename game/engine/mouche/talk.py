"""Mouche's talk (mouche-rules.md, "The talk"): one round from eldest hand to the dealer,
each player saying once **pass** (out of the deal) or **play**, keeping his hand or
exchanging one to five cards with the talon (never more than it holds); the dealer, last,
may first **rob** the upcard, laying one of his cards face down in its place, and then
still exchange (R8).

Nobody must play, but the dealer may not pass when everyone before him has passed, nor,
under ``dealer_defends``, when exactly one player is in.  The exchange, dropping out and
the rob are the Rams-family talk's (:class:`..talk.TalkPlay`); the deal that holds this
talk (:class:`.deal.MoucheDeal`) provides ``_end_talk``.
"""
from __future__ import annotations

from ..cards import Card, cards_in
from ..errors import IllegalAction
from ..phase import Phase
from ..talk import Exchange, TalkEntry, TalkPlay, exchanges
from .actions import MoucheAction, Rob, Word

TALK = Phase.TALK
PASS = Word.PASS


class MoucheTalk(TalkPlay):
    """The talk of a Mouche deal, as the base of :class:`.deal.MoucheDeal`."""

    __slots__ = ("phase", "robbed")
    OUT = "pass"

    # ----------------------------------------------------------------- what may be said
    def talk_words(self) -> tuple[Word, ...]:
        """The word other than play and rob the seat to act may say now."""
        return (PASS,) if self.phase is TALK and self._may_pass(self.to_act) else ()

    def exchange_limit(self) -> int:
        """The most cards the seat to act may change now: max_exchange, and what the talon holds."""
        return min(self.rules.max_exchange, len(self.stock)) if self.phase is TALK else 0

    def robs(self) -> tuple[Rob, ...]:
        """The robs the seat to act may make now: the dealer, once, laying any card he holds."""
        seat = self.to_act
        if self.phase is not TALK or not self._may_rob(seat):
            return ()
        return tuple(Rob(card) for card in cards_in(self.hands[seat]))

    def _talk_actions(self) -> tuple[MoucheAction, ...]:
        offered = tuple(Exchange(m) for m in exchanges(self.hands[self.to_act], self.exchange_limit()))
        return self.talk_words() + offered + self.robs()

    def _players_in(self) -> int:
        return sum(1 for status in self.status if status == "play")

    def _may_pass(self, seat: int) -> bool:
        if seat != self.dealer:
            return True
        if self.robbed:
            return False
        playing = self._players_in()
        return playing > 1 or (playing == 1 and not self.rules.dealer_defends)

    def _may_rob(self, seat: int) -> bool:
        return seat == self.dealer and self.rules.rob_upcard == "dealer" and not self.robbed

    # ----------------------------------------------------------------- checks
    def _check_talk(self, action: MoucheAction) -> None:
        """Raise IllegalAction naming the rule ``action`` breaks in the talk, if any."""
        seat = self.to_act
        if action.__class__ is Exchange:
            discards = action.discards
            if discards & ~self.hands[seat]:
                missing = cards_in(discards & ~self.hands[seat])
                raise IllegalAction("not_in_hand", f"you do not hold {' '.join(map(str, missing))}", cards=missing)
            if action.count > self.rules.max_exchange:
                raise IllegalAction("max_exchange", f"you may exchange at most {self.rules.max_exchange} cards",
                                    n=self.rules.max_exchange)
            if action.count > len(self.stock):
                raise IllegalAction("talon_short", f"the talon holds only {len(self.stock)} cards",
                                    n=len(self.stock))
        elif action is PASS:
            if not self._may_pass(seat):
                if self.robbed:
                    raise IllegalAction("robbed_plays", "robbing is playing: you took the upcard, you may not pass")
                if not self._players_in():
                    raise IllegalAction("dealer_must_play",
                                        "everyone else passed: the dealer may not pass and takes the basket")
                raise IllegalAction("dealer_defends", "one player is in: the dealer must defend, not pass")
        elif action.__class__ is Rob:
            if self.rules.rob_upcard != "dealer":
                raise IllegalAction("no_rob", "nobody robs the upcard under these rules")
            if seat != self.dealer:
                raise IllegalAction("dealer_robs", "only the dealer may rob the upcard")
            if self.robbed:
                raise IllegalAction("robbed_once", "you have robbed the upcard already")
            if action.card.__class__ is not Card or not self.hands[seat] >> action.card & 1:
                raise IllegalAction("not_in_hand", f"you do not hold the {action.card}",
                                    card=action.card, robbing=True)
        else:
            raise IllegalAction("talk_expected", f"it is the talk: pass, play or exchange, not {action}",
                                action=action)

    # ----------------------------------------------------------------- moves
    def _speak(self, seat: int, action: MoucheAction) -> None:
        """Apply a legal word of the talk for ``seat`` and move the talk on."""
        self.ply += 1
        if action.__class__ is Rob:
            self._take_upcard(seat)
            self._lay_aside(seat, action.card)
            self.robbed = True
            self.status[seat] = "play"
            self.talk.append(TalkEntry(seat, "rob", discards=(action.card,), drawn=(self.upcard,)))
            return  # the dealer speaks again: keep his hand or exchange
        if action is PASS:
            self._fold(seat, False)
        else:
            self._say_play(seat, action.discards)
        if seat == self.dealer:
            self._end_talk()
        else:
            self.to_act = seat + 1 if seat + 1 < self.players else 0

    def _end_talk(self) -> None:  # pragma: no cover - the deal's
        raise NotImplementedError


__all__ = ["MoucheTalk"]
