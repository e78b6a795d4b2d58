"""What one seat can infer about the hidden cards from what it has seen.

Hard facts come from the duties of play (shared/spec/bete-rules.md, Play): a seat that
does not follow suit has none of the suit led; one that neither follows nor trumps an
untrumped trick has no trumps; one that does not overtrump a trumped trick has no trump
above the best one in it.  Each fact is kept with the trick it was shown in, for the hint,
and folded into a mask of cards the seat cannot hold, for the sampler.  The calls are soft
evidence: they live in :mod:`game.ai.bete.sampler`, as weights.
"""
from __future__ import annotations

from ...engine.cards import Card, SUIT_MASK, SUIT_OF, Suit
from ...engine.tricks import beats
from ...engine.bete.frozen import Seen
from ...engine.bete.rules import bete_pack
from ...engine.bete.deal import TRICKS
from ..facts import Fact


class Knowledge:
    """The hidden cards as one seat sees them: where they may be, and what is ruled out."""

    __slots__ = (
        "seat", "players", "pack", "unseen", "cannot", "slots", "hidden_talon", "played_by", "facts", "trump",
    )

    def __init__(self, seen: Seen) -> None:
        n = seen.players
        self.seat = me = seen.seat
        self.players = n
        self.trump = trump = int(seen.trump)
        self.pack = bete_pack(n).mask
        played_by = [0] * n
        for seat, card in seen.plays:
            played_by[seat] |= 1 << card
        self.played_by = played_by
        turned = 0
        for card in seen.turned:
            turned |= 1 << card
        gone = 0
        for mask in played_by:
            gone |= mask
        self.unseen = self.pack & ~seen.hand_mask & ~gone & ~turned
        self.slots = [TRICKS - mask.bit_count() for mask in played_by]
        self.slots[me] = 0
        self.hidden_talon = seen.talon_size - len(seen.turned)
        self.cannot = [0] * n
        self.facts: list[Fact] = []
        stronger = seen.rules.ranking.stronger
        plays = seen.plays
        for start in range(0, len(plays), n):
            trick = plays[start:start + n]
            number = start // n + 1
            led = trick[0][1]
            led_suit = SUIT_OF[led]
            best = led
            for seat, card in trick[1:]:
                suit = SUIT_OF[card]
                if suit != led_suit and seat != me:
                    self._learn(seat, "void", number, SUIT_MASK[led_suit], suit=Suit(led_suit))
                    if led_suit != trump:
                        if SUIT_OF[best] != trump:
                            if suit != trump:
                                self._learn(seat, "no_trumps", number, SUIT_MASK[trump], suit=Suit(trump))
                        elif not (suit == trump and stronger[best] >> card & 1):
                            self._learn(seat, "no_trump_above", number, stronger[best], card=best)
                if beats(card, best, trump, stronger):
                    best = card

    def _learn(self, seat: int, what: str, trick: int, mask: int, suit: Suit | None = None,
               card: Card | None = None) -> None:
        new = mask & ~self.cannot[seat] & self.pack
        if not new:
            return
        self.cannot[seat] |= mask
        if what == "no_trump_above" and self.cannot[seat] & SUIT_MASK[self.trump] == SUIT_MASK[self.trump]:
            return
        self.facts.append(Fact(seat, what, trick, suit, card))


__all__ = ["Knowledge"]
