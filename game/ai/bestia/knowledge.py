"""What one Bestia seat can infer about the cards it has not seen.

Every unseen card lies in one of a few places: another live player's hand, the trump
card while it is hidden (mano a fidarsi), the buco nobody has taken, the stock, the
discards waiting to be shuffled into a new stock, or out of the deal (a folded hand,
cards thrown for the buco).  :class:`BestiaKnowledge` works out, for each unseen card,
the places it may be:

- **The duties of play** (shared/spec/bestia-rules.md, Play): a player who does not
  follow has none of the suit led; one who follows an untrumped trick without heading it
  has no higher card of the suit; one who neither follows nor beats the trumps of a
  trumped trick has no higher trump, and one who neither follows nor trumps an untrumped
  trick has no trump at all (none whatever, under ``must_trump_anyway``, once unable to
  beat).  The lead restrictions tell too: a leader who did not lead the Ace of trumps at
  the first trick, or the highest trump still out, does not hold it.
- **The exchanges.**  The talk says how many cards each player changed, so the stock and
  the discards can be followed: the seat's own discards lie in the discards until they
  are shuffled into a new stock, and from then on can have reached only the players who
  drew after that shuffle.  The turned trump a dealer holds (robbed, or his at un giro)
  stays in his hand until he throws cards.

Facts shown in play are kept with the trick they were shown in, for the hint.
"""
from __future__ import annotations

from typing import Any

from ...engine.cards import BIT, Card, SUIT_MASK, SUIT_OF, Suit, cards_in, mask_of
from ...engine.packs import BRISCOLA, ITALIAN_40
from ...engine.phase import Phase
from ...engine.tricks import beats, must_lead
from ..facts import Fact

#: Places other than a seat's hand (seats are 0..n-1).
UPCARD, BUCO, STOCK, PILE, OUT = -1, -2, -3, -4, -5
STRONGER, POWER = BRISCOLA.stronger, BRISCOLA.power


def initial_stock(form: str, players: int, size: int) -> int:
    """Cards in the stock once the deal is dealt (the pack less hands, trump card, buco)."""
    if form == "un_giro":
        return 40 - players * size
    if form == "col_buco":
        return 40 - 4 - players * size
    return 40 - 1 - players * size


class BestiaKnowledge:
    """The unseen cards as one seat sees them: where each may lie, and how many each place holds."""

    __slots__ = (
        "seat", "players", "trump", "unseen", "cannot", "capacity", "fixed", "allowed", "facts", "played_by", "live",
        "reshuffles", "consistent",
    )

    def __init__(self, seen: Any) -> None:
        n = seen.players
        self.seat = me = seen.seat
        self.players = n
        card = seen.trump_card
        self.trump = None if card is None else SUIT_OF[card]
        played_by = [0] * n
        for seat, c in seen.plays:
            played_by[seat] |= BIT[c]
        self.played_by = played_by
        played = mask_of(c for _, c in seen.plays)
        self.cannot = [0] * n
        self.facts: list[Fact] = []
        if self.trump is not None:
            self._read_play(seen)

        # ---- follow the stock and the discards through the talk
        stock, pile = initial_stock(seen.form, n, seen.hand_size), 0
        reshuffle_drawers: list[set[int]] = []  # for each shuffle, who drew from then on
        my_throws = iter(seen.my_exchanges)
        thrown_at: list[tuple[int, int]] = []  # (my card thrown into the discards, shuffles before it)
        dealer_threw: int | None = None  # shuffles before the dealer first threw cards
        out = 0
        for heard in seen.talk:
            word, seat = heard.word, heard.seat
            if word == "rob":
                if seen.phase is not Phase.ROB_DISCARD:
                    pile += 1
                    dealer_threw = len(reshuffle_drawers)
                    if seat == me:
                        thrown = next(my_throws, ((), ()))[0]
                        thrown_at += [(c, len(reshuffle_drawers)) for c in thrown]
            elif word == "buco" and seat == me:
                out |= mask_of(next(my_throws, ((), ()))[0])
            elif word == "play" and heard.changed:
                count = heard.changed
                if stock < count:
                    stock, pile = pile - (count - stock), 0
                    reshuffle_drawers.append(set())
                else:
                    stock -= count
                if seat == seen.dealer and dealer_threw is None:
                    dealer_threw = len(reshuffle_drawers)
                for drawers in reshuffle_drawers:
                    drawers.add(seat)
                if seat == me:
                    thrown = next(my_throws, ((), ()))[0]
                    thrown_at += [(c, len(reshuffle_drawers)) for c in thrown]
                pile += count
        self.reshuffles = len(reshuffle_drawers)
        self.consistent = stock == seen.stock_size and pile == seen.discard_size

        # ---- what is seen, and where the rest may be
        known = seen.hand_mask | played | out
        last_throw = dict(thrown_at)  # a card drawn again and thrown again counts from its last throw
        in_pile = 0
        late: dict[int, int] = {}  # my reshuffled discards: card -> the shuffle that took it
        for c, shuffles in last_throw.items():
            known |= BIT[c]
            if (seen.hand_mask | played) >> c & 1:
                continue
            if shuffles == self.reshuffles:
                in_pile |= BIT[c]
            else:
                late[c] = shuffles
        dealer = seen.dealer
        upcard_place: list[int] | None = None
        if card is not None:
            known |= BIT[card]
            if not seen.trump_on_table and dealer != me and not played >> card & 1:
                if seen.status[dealer] == "fold":
                    upcard_place = [OUT, PILE]
                elif dealer_threw is None:
                    upcard_place = [dealer]
                else:
                    upcard_place = [dealer, PILE]
                    if dealer_threw < len(reshuffle_drawers):
                        upcard_place += self._since(reshuffle_drawers, dealer_threw, seen) + [STOCK, OUT]
                known &= ~BIT[card]
        for c in late:
            known &= ~BIT[c]
        self.unseen = ITALIAN_40.mask & ~known

        live = [s for s in range(n) if s != me and seen.status[s] != "fold"]
        if not seen.looked:
            live.append(me)
        self.live = live
        capacity = {s: seen.hand_size - played_by[s].bit_count() for s in live}
        if seen.phase is Phase.ROB_DISCARD and dealer in capacity:
            capacity[dealer] += 1  # the robbed trump, before his discard
        talking = seen.phase in (Phase.ROB, Phase.ROB_DISCARD, Phase.TALK)
        if card is None:
            capacity[UPCARD] = 1
        if seen.form == "col_buco" and seen.buco_taker is None and talking:
            capacity[BUCO] = 3
        capacity[STOCK] = seen.stock_size
        capacity[PILE] = seen.discard_size - in_pile.bit_count()
        capacity[OUT] = self.unseen.bit_count() - sum(capacity.values())
        if capacity[OUT] < 0 or capacity[PILE] < 0:
            raise ValueError(f"{self.unseen.bit_count()} unseen cards for more places than that")
        self.capacity = capacity
        self.fixed = {PILE: in_pile}

        allowed: dict[Card, list[int]] = {}
        ordinary = [place for place in capacity if capacity[place] > 0]
        for c in cards_in(self.unseen):
            if c == card and upcard_place is not None:
                places = upcard_place
            elif c in late:
                places = self._since(reshuffle_drawers, late[c], seen) + [STOCK, PILE, OUT]
            else:
                places = ordinary
            allowed[c] = [p for p in places if capacity.get(p, 0) > 0 and not (p >= 0 and self.cannot[p] >> c & 1)]
        self.allowed = allowed

    @staticmethod
    def _since(drawers: list[set[int]], shuffles: int, seen: Any) -> list[int]:
        """The live seats that drew after the shuffle following a throw made after ``shuffles`` shuffles."""
        if shuffles >= len(drawers):
            return []
        return [s for s in sorted(drawers[shuffles]) if s != seen.seat and seen.status[s] != "fold"]

    # ----------------------------------------------------------------- the play
    def _read_play(self, seen: Any) -> None:
        trump = self.trump
        assert trump is not None
        rules = seen.rules
        size = len(seen.in_seats) or seen.players
        plays = seen.plays
        played = 0
        lead_rules = rules.lead_trump_ace or rules.lead_top_trump
        for start in range(0, len(plays), size):
            trick = plays[start:start + size]
            number = start // size + 1
            leader, led = trick[0]
            if lead_rules and leader != self.seat:
                self._read_lead(seen, leader, led, played, number)
            led_suit = SUIT_OF[led]
            best = led
            for seat, c in trick:
                played |= BIT[c]
            for seat, c in trick[1:]:
                suit = SUIT_OF[c]
                if seat != self.seat:
                    if suit == led_suit:
                        if SUIT_OF[best] == led_suit and not STRONGER[best] >> c & 1:
                            self._learn(seat, "no_higher", number, STRONGER[best], Suit(led_suit), best)
                    else:
                        self._learn(seat, "void", number, SUIT_MASK[led_suit], Suit(led_suit))
                        if suit != trump:
                            if SUIT_OF[best] != trump or rules.must_trump_anyway:
                                self._learn(seat, "no_trumps", number, SUIT_MASK[trump], Suit(trump))
                            else:
                                self._learn(seat, "no_trump_above", number, STRONGER[best], Suit(trump), best)
                        elif SUIT_OF[best] == trump and not STRONGER[best] >> c & 1:
                            self._learn(seat, "no_trump_above", number, STRONGER[best], Suit(trump), best)
                if beats(c, best, trump, STRONGER):
                    best = c

    def _read_lead(self, seen: Any, leader: int, led: Card, played: int, number: int) -> None:
        """A leader who led otherwise than a lead restriction would oblige does not hold that card."""
        rules, trump = seen.rules, self.trump
        out = ITALIAN_40.mask & ~played
        if seen.trump_on_table and seen.trump_card is not None:
            out &= ~BIT[seen.trump_card]
        for ace, top in ((rules.lead_trump_ace, False), (False, rules.lead_top_trump)):
            if not (ace or top):
                continue
            every_trump = SUIT_MASK[trump] & out
            if not every_trump:
                continue
            # the card it would oblige if the leader held it (and at least one trump)
            forced = must_lead(every_trump, trump, BRISCOLA, out, number == 1, ace, top)
            if forced is not None and forced != led:
                self._learn(leader, "not_held", number, BIT[forced], Suit(trump), forced)

    def _learn(self, seat: int, what: str, trick: int, mask: int, suit: Suit | None = None,
               card: Card | None = None) -> None:
        new = mask & ~self.cannot[seat] & ~self.played_by[seat]
        if not new:
            return
        self.cannot[seat] |= mask
        self.facts.append(Fact(seat, what, trick, suit, card))


__all__ = ["BUCO", "BestiaKnowledge", "OUT", "PILE", "STOCK", "UPCARD", "initial_stock"]
