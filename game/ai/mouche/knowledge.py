"""What one Mouche seat can infer about the cards it has not seen.

Every unseen card lies in one of a few places: the hand of another player still in (or
yet to speak), the talon (in an order: what each exchange to come draws), the discards
(the cards thrown in exchanges, and the one a robbing dealer laid in the upcard's
place), or a hand thrown in by a player who passed.  :class:`MoucheKnowledge` works out,
for each unseen card, the places it may be, and how many cards each place holds:

- **The talk.**  How many cards each player changed is public, so the talon's and the
  discards' sizes are known; the seat's own discards lie in the discards; the upcard is
  face up, or in the robbing dealer's hand (or, if he exchanged after robbing, perhaps
  among his discards).
- **The duties of play** (mouche-rules.md, Play; Bête's, or Bestia's heading the trick):
  a player who does not follow has none of the suit led (the Mistigri counts as a trump);
  one who neither follows nor trumps an untrumped trick has no trump; one who does not
  beat the trumps of a trumped trick has none above them; under ``head_trick`` one who
  follows without heading has no higher card of the suit.  A card set aside from the
  duties (the Mistigri under ``mistigri_free``) shows nothing and is never ruled out.
  Under ``mistigri_names_trump`` the suits are those in force at each card.

Facts shown in play are kept with the trick they were shown in, for the hint.
"""
from __future__ import annotations

from typing import Any

from ...engine.cards import BIT, Suit, cards_in, mask_of
from ...engine.mouche.mistigri import MISTIGRI, play_tables
from ...engine.mouche.rules import mouche_pack
from ...engine.phase import Phase
from ..facts import Fact

#: Places other than a seat's hand (seats are 0..n-1; a passed seat's thrown-in hand is
#: ``PASSED - seat``).
STOCK, PILE, OUT, PASSED = -1, -2, -3, -10


class MoucheKnowledge:
    """The unseen cards as one seat sees them: where each may lie, and how many each place holds."""

    __slots__ = ("seat", "players", "unseen", "cannot", "capacity", "fixed", "allowed", "facts", "played_by", "live",
                 "talking")

    def __init__(self, seen: Any) -> None:
        n = seen.players
        self.seat = me = seen.seat
        self.players = n
        self.talking = seen.phase is Phase.TALK
        played_by = [0] * n
        for seat, card in seen.plays:
            played_by[seat] |= BIT[card]
        self.played_by = played_by
        played = mask_of(c for _, c in seen.plays)
        self.cannot = [0] * n
        self.facts: list[Fact] = []
        self._read_play(seen)

        mine = 0
        for thrown, _ in seen.my_exchanges:
            mine |= mask_of(thrown)
        mine &= ~seen.hand_mask & ~played  # a robbing dealer's upcard he then kept is in his hand
        known = seen.hand_mask | played | mine
        upcard = BIT[seen.upcard]
        dealer = seen.dealer
        self.fixed: dict[int, int] = {PILE: mine}
        upcard_places: list[int] | None = None
        if seen.trump_on_table or known & upcard:
            known |= upcard
        elif dealer != me:
            threw_after = any(h.seat == dealer and h.word == "play" and h.changed for h in seen.talk)
            if threw_after:
                upcard_places = [dealer, PILE] if self.talking else [dealer, OUT]
            else:
                self.fixed[dealer] = upcard
                known |= upcard
        self.unseen = mouche_pack(n, seen.rules).mask & ~known

        live = [s for s in range(n) if s != me and seen.status[s] != "pass"]
        if not self.talking:
            live = [s for s in seen.in_seats if s != me]
        self.live = live
        capacity: dict[int, int] = {}
        for s in live:
            capacity[s] = 5 - played_by[s].bit_count() - (1 if self.fixed.get(s) else 0)
        thrown = sum(seen.exchanged) + (1 if seen.robbed else 0) - mine.bit_count()
        if self.talking:
            capacity[STOCK] = seen.stock_size
            capacity[PILE] = thrown
            for s in range(n):
                if seen.status[s] == "pass":
                    capacity[PASSED - s] = 5
        else:
            capacity[OUT] = 0
            capacity[OUT] = self.unseen.bit_count() - sum(capacity.values())
        if sum(capacity.values()) != self.unseen.bit_count() or min(capacity.values(), default=0) < 0:
            raise ValueError(f"{self.unseen.bit_count()} unseen cards for places holding {sum(capacity.values())}")
        self.capacity = capacity

        ordinary = [p for p in capacity if capacity[p] > 0]
        allowed: dict[int, list[int]] = {}
        for card in cards_in(self.unseen):
            places = upcard_places if upcard_places is not None and BIT[card] == upcard else ordinary
            allowed[card] = [p for p in places if capacity.get(p, 0) > 0 and not (p >= 0 and self.cannot[p] >> card & 1)]
        self.allowed = allowed

    # ----------------------------------------------------------------- the play
    def _read_play(self, seen: Any) -> None:
        """What each card played showed of its player's hand, trick by trick."""
        plays = seen.plays
        if not plays:
            return
        rules = seen.rules
        size = len(seen.in_seats)
        named = seen.trump_named
        trump = int(seen.upcard.suit)
        duty, stronger = play_tables(rules, trump)
        naming = bool(rules.mistigri_names_trump)
        for start in range(0, len(plays), size):
            number = start // size + 1
            trick = plays[start:start + size]
            led = best = None
            for seat, card in trick:
                if led is None:
                    led = best = card
                else:
                    if seat != self.seat and not duty.free >> card & 1:
                        self._duty(seat, card, led, best, trump, duty, stronger, number)
                    suit_of = duty.suits.of
                    if (stronger[best] >> card & 1) if suit_of[card] == suit_of[best] else suit_of[card] == trump:
                        best = card
                if card == MISTIGRI and naming and named is not None:
                    trump = int(named[1])
                    duty, stronger = play_tables(rules, trump)

    def _duty(self, seat: int, card: int, led: int, best: int, trump: int, duty: Any, stronger: tuple[int, ...],
              number: int) -> None:
        suit_of, suit_mask = duty.suits
        keep = ~duty.free
        led_suit = suit_of[led]
        suit = suit_of[card]
        if suit == led_suit:
            if duty.heads and suit_of[best] == led_suit and not stronger[best] >> card & 1:
                self._learn(seat, "no_higher", number, stronger[best] & keep, Suit(led_suit), best)
            return
        self._learn(seat, "void", number, suit_mask[led_suit] & keep, Suit(led_suit))
        if suit_of[best] == trump:
            if suit != trump or not stronger[best] >> card & 1:
                self._learn(seat, "no_trump_above", number, stronger[best] & suit_mask[trump] & keep, Suit(trump),
                            best)
        elif suit != trump:
            self._learn(seat, "no_trumps", number, suit_mask[trump] & keep, Suit(trump))

    def _learn(self, seat: int, what: str, trick: int, mask: int, suit: Suit | None = None, card: Any = None) -> None:
        new = mask & ~self.cannot[seat] & ~self.played_by[seat]
        if not new:
            return
        self.cannot[seat] |= mask
        self.facts.append(Fact(seat, what, trick, suit, card))


__all__ = ["MoucheKnowledge", "OUT", "PASSED", "PILE", "STOCK"]
