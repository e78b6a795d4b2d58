"""What one Bésigue seat knows of the cards it cannot see.

Every card of the 64 lies in one place: the seat's hand or its melds on the table, the
other's melds on the table (shown, and known until played), the tricks (every card
played is seen), the turn-up (or the seven exchanged for it), the other's hand, or the
stock.  :class:`BesigueKnowledge` works out:

- the cards the other surely holds in his hand: the turn-up he took for a seven of
  trumps, until he plays or melds it (shown to both);
- the *unseen* cards: the rest, shared between his hand and the stock, every split
  alike (no duty binds the play while the stock lasts, and the stock is shuffled);
- once the stock is gone, his hand exactly: the pack less everything else (the melds
  went back to the hands, and he holds the turn-up if he drew it).

Facts for the hint (:mod:`game.ai.facts`): in the last tricks the second player must
follow, head and trump, so a card he plays tells what he does not hold (``void``,
``no_higher``, ``no_trumps``, ``no_trump_above``), with the trick it was shown in; and
``holds`` for the turn-up he took, while he keeps it hidden.  A fact names the card of
the first pack: which of the two copies does not matter to a person.
"""
from __future__ import annotations

from typing import Any

from ...engine.besigue.copies import PACK_MASK, POWER, SUIT_CARDS
from ...engine.cards import ALL_CARDS, BIT, ONE_PACK, SUIT_OF, Card, Suit
from ..facts import Fact
from .tables import cards_of


def first_copy(card: Card) -> Card:
    """The same card of the first pack, for words."""
    return ALL_CARDS[card % ONE_PACK]


class BesigueKnowledge:
    """The unseen cards as one seat sees them."""

    __slots__ = (
        "seat", "other", "trump", "trumps", "played", "played_by", "mine", "other_table", "turn_up", "known",
        "unseen", "hidden", "stock", "facts", "last_tricks", "other_hand",
    )

    def __init__(self, seen: Any) -> None:
        self.seat = me = seen.seat
        self.other = other = 1 - me
        trump = seen.trump
        self.trump = -1 if trump is None else int(trump)
        self.trumps = 0 if trump is None else SUIT_CARDS[int(trump)]
        played_by = [0, 0]
        for seat, card in seen.plays:
            played_by[seat] |= BIT[card]
        self.played_by = played_by
        self.played = played = played_by[0] | played_by[1]
        tables = seen.tables
        self.mine = seen.hand_mask | tables[me]
        self.other_table = tables[other]
        self.turn_up = BIT[seen.turn_up] if seen.turn_up is not None else 0
        self.last_tricks = bool(seen.last_tricks)
        visible = self.mine | self.other_table | played | self.turn_up
        # the turn-up the other took for a seven, while he keeps it in his hand
        known = 0
        for d in seen.declarations:
            if d.seat == other and d.what == "exchange" and d.took is not None:
                known |= BIT[d.took]
        self.known = known & ~visible
        self.unseen = PACK_MASK & ~visible & ~self.known
        self.hidden = seen.hand_sizes[other] - self.known.bit_count()
        self.stock = seen.stock_size
        if self.last_tricks:
            # nothing is left to draw: every card not seen is in his hand
            self.other_hand = self.unseen | self.known
        else:
            self.other_hand = None
        self.facts: list[Fact] = []
        self._read_last_tricks(seen)
        for card in cards_of(self.known):
            since = next(d.trick for d in seen.declarations if d.took is not None and d.took == card) + 1
            self.facts.append(Fact(other, "holds", since, card=first_copy(card)))

    @property
    def consistent(self) -> bool:
        """Whether the unseen cards fill his hidden hand and the stock exactly."""
        return self.hidden >= 0 and self.unseen.bit_count() == self.hidden + self.stock

    def _read_last_tricks(self, seen: Any) -> None:
        """The duties shown in the last tricks: what the other, second to play, lacks."""
        plays = seen.plays
        if not self.last_tricks or not plays:
            return
        tricks = len(plays) // 2
        first_last = 32 - seen.rules.hand_size  # the tricks with drawing come first
        other, trumps = self.other, self.trumps
        shown: set[tuple[str, int, int]] = set()
        for t in range(first_last, tricks + 1):
            pair = plays[2 * t: 2 * t + 2]
            if len(pair) < 2 or pair[1][0] != other:
                continue
            led, card = pair[0][1], pair[1][1]
            suit = SUIT_OF[led]
            if SUIT_OF[card] != suit:
                if ("void", suit, 0) not in shown:
                    shown.add(("void", suit, 0))
                    self.facts.append(Fact(other, "void", t + 1, suit=Suit(suit)))
                if trumps and not trumps >> card & 1 and not trumps >> led & 1 and ("no_trumps", 0, 0) not in shown:
                    shown.add(("no_trumps", 0, 0))
                    self.facts.append(Fact(other, "no_trumps", t + 1))
            elif POWER[card] <= POWER[led]:
                what = "no_trump_above" if trumps >> led & 1 else "no_higher"
                key = (what, suit, POWER[led])
                if key not in shown:
                    shown.add(key)
                    self.facts.append(Fact(other, what, t + 1, suit=Suit(suit), card=first_copy(led)))


__all__ = ["BesigueKnowledge", "first_copy"]
