"""A Mouche seat's judgement of hands for the talk: what each card is likely to take, what
the talon may bring, the chance of a mouche, and what playing a hand is worth in jetons.

A card's chance of a trick is read from the cards the seat has not seen: a card whose
stronger cards (in the suit it counts in: the Mistigri is a trump) may all lie outside
the opponents' hands — in the talon, the discards, the hands thrown in — is the master,
and the chance of that is exact for the five cards a hand holds (hypergeometric).  A
trump that is not the master still wins sometimes; a side card that is must also escape
being trumped, each opponent a little less likely to let it through.  The constants were
measured by self-play of the rule-of-thumb player (``tools/mouche_odds.py``).

What k cards drawn from the talon add is worked out over every k-card draw at once, the
talon being, as far as the seat can tell, any of its unseen cards: expected tricks by
linearity, the chance of no trick from elementary symmetric sums, the chance of a mouche
by counting the draws that complete one.  Playing is worth the fifths of the basket the
tricks take, less the penalty times the chance of no trick; a mouche or being the only
one in takes the whole basket.  Values are in jetons relative to passing.
"""
from __future__ import annotations

from math import comb, log
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Sequence

from ...engine.cards import BIT, SUIT_MASK, SUIT_OF, Card, cards_in
from ...engine.mouche.basket import TRICKS
from ...engine.mouche.mistigri import MISTIGRI, play_tables
from ...engine.mouche.rules import mouche_pack
from ...engine.phase import Phase
from ..draws import draws_table, miss_sums, together
from ..evidence import logistic
from .play import Payoffs, power_table

#: A trump with stronger ones unseen takes a trick with the logistic of these weights on
#: (1, log of the chance no opponent holds a stronger one, 1/stronger unseen, the trumps
#: the hand holds, opponents in).
TRUMP_W = (-1.231, 0.419, 2.544, 0.481, -0.135)
#: A side card: on (1, log of that chance, 1 for a master, opponents in, the cards of its
#: suit the hand holds): each opponent may trump it, and a long suit is trumped sooner.
SIDE_W = (1.127, 1.114, 0.725, -0.966, -0.544)


#: The chances of a trick worked out so far, by the opponents a judge reckons with (the
#: talk's look-ahead makes thousands of judges a decision, and they ask the same few).
_ODDS: dict[tuple[float, float], dict[tuple[bool, int, int, int], float]] = {}


@lru_cache(maxsize=None)
def _draws(counts: tuple[int, ...], trump: int, in_hands: float, opponents: float) -> list[tuple[float, float]]:
    """:meth:`Judge.draws` for ``counts`` cards of each suit unseen.  A card drawn takes a
    trick with the chance of its place in its suit among the unseen (the strongest with
    none above it, the next with one...): so the whole depends only on how many of each
    suit are unseen, and is worked out once."""
    unseen = sum(counts)
    sums: Sequence[float] = (1.0,) + (0.0,) * TRICKS
    chances = 0.0
    for suit, count in enumerate(counts):
        if count:
            part = [odds(suit == trump, higher, 1, unseen - 1, in_hands, opponents) for higher in range(count)]
            chances += sum(part)
            sums = together(sums, miss_sums(part, TRICKS))
    return draws_table(sums, chances, unseen)


@lru_cache(maxsize=None)
def prices(rules: Any, players: int, value: int) -> tuple[int, int]:
    """(what a trick takes, the mouche a player in without a trick pays) at a deal played for ``value``."""
    priced = Payoffs(rules, players, value, ())
    return priced.share, priced.penalty


@dataclass(frozen=True)
class Style:
    """How a rule-of-thumb player weighs its chances: what the variations measured in
    self-play set (the defaults are the rule-of-thumb player's)."""

    #: A player yet to speak says play this often, as the seat reckons.
    plays: float = 0.7
    #: Jetons, as a fraction of the basket, playing must be worth before a hand plays.
    play_margin: float = 0.0
    #: ... and an exchange must gain over keeping the hand.
    change_margin: float = 0.0


STYLE = Style()


@lru_cache(maxsize=None)
def odds(trump: bool, higher: int, length: int, total: int, in_hands: float, opponents: float) -> float:
    """A card's chance of a trick: a trump or not, with ``higher`` stronger cards among the
    ``total`` unseen, of which the opponents hold ``in_hands``, its suit ``length`` long
    in the hand."""
    if not higher and trump:
        return 1.0
    out = total - in_hands  # unseen cards in no opponent's hand
    master = 1.0
    for i in range(higher):
        if out - i <= 0:
            master = 1e-3
            break
        master *= (out - i) / (total - i)
    if trump:
        w = TRUMP_W
        x = w[0] + w[1] * log(max(master, 1e-3)) + w[2] / higher + w[3] * length + w[4] * opponents
    else:
        w = SIDE_W
        x = w[0] + w[1] * log(max(master, 1e-3)) + (w[2] if not higher else 0.0) + w[3] * opponents + w[4] * length
    return logistic(x)


class Judge:
    """One seat's judgement at one decision: what it knows (trump, cards unseen, who is
    in, the basket) worked out once, then hands valued quickly."""

    def __init__(self, view: Any, style: Style = STYLE) -> None:
        rules = view.rules
        self.style = style
        self.rules = rules
        self.n = n = view.players
        self.seat = view.seat
        self.trump = trump = int(view.trump)
        duty, self.stronger = play_tables(rules, trump)
        self.suit_of, self.suit_mask = duty.suits
        self.power = power_table(rules)
        self.mistigri = rules.mistigri
        hand = view.hand_mask
        known = hand
        if view.trump_on_table:
            known |= BIT[view.upcard]
        for thrown, _ in view.my_exchanges:
            for card in thrown:
                known |= BIT[card]
        for _, card in view.plays:
            known |= BIT[card]
        self.unseen = mouche_pack(n, rules).mask & ~known
        self.opponents = self.expected_opponents(view, style.plays)
        self.in_hands = 5 * self.opponents  # cards the opponents hold, among the unseen
        value = view.value
        self.value = value
        self.share, self.penalty = prices(rules, n, value)
        self.uncontested = self.alone_chance(view, style.plays)
        self._odds = _ODDS.setdefault((self.in_hands, self.opponents), {})
        self._drawn: list[tuple[float, float]] | None = None

    # ----------------------------------------------------------------- the table
    @staticmethod
    def expected_opponents(view: Any, plays: float) -> float:
        """Opponents at the play: those in it already, and during the talk those who said
        play and a share of those yet to speak."""
        if view.phase is not Phase.TALK:
            return max(1, len(view.in_seats) - 1)
        sure = yet = 0
        for seat, word in enumerate(view.status):
            if seat != view.seat:
                if word == "play":
                    sure += 1
                elif word is None:
                    yet += 1
        return max(1.0, sure + plays * yet)

    @staticmethod
    def alone_chance(view: Any, plays: float) -> float:
        """The chance that, saying play now, the seat is the only one in: nobody before it
        is in and everyone after it passes."""
        if view.phase is not Phase.TALK or any(w == "play" for s, w in enumerate(view.status) if s != view.seat):
            return 0.0
        later = (view.dealer - view.seat) % view.players
        return (1.0 - plays) ** later

    # ----------------------------------------------------------------- cards
    def chance(self, card: Card, unseen: int, hand: int = 0) -> float:
        """The chance ``card`` takes a trick, when the seat has not seen ``unseen`` and
        holds ``hand`` (for the length of the card's suit; the card itself if 0).  It
        depends only on whether the card is a trump, how many stronger ones are unseen,
        how long its suit is in the hand and how many cards are unseen: worked out once
        for each."""
        if self.mistigri and card == MISTIGRI:
            return 1.0
        suit = self.suit_of[card]
        key = (suit == self.trump, (self.stronger[card] & unseen).bit_count(),
               ((hand or BIT[card]) & self.suit_mask[suit]).bit_count(), unseen.bit_count())
        p = self._odds.get(key)
        if p is None:
            p = self._odds[key] = odds(*key, self.in_hands, self.opponents)
        return p

    def outlook(self, kept: int, k: int = 0) -> tuple[float, float]:
        """(expected tricks, chance of no trick) of the cards ``kept`` with ``k`` more drawn
        from the cards unseen (what a draw adds is worked out once a decision).  The
        talk's look-ahead asks this thousands of times a decision: :meth:`chance` is
        written out in the loop."""
        unseen = self.unseen
        total = unseen.bit_count()
        suit_of, stronger, suit_mask, trump, known = self.suit_of, self.stronger, self.suit_mask, self.trump, self._odds
        top = MISTIGRI if self.mistigri else -1
        expected, none = 0.0, 1.0
        for card in cards_in(kept):
            if card == top:
                p = 1.0
            else:
                suit = suit_of[card]
                key = (suit == trump, (stronger[card] & unseen).bit_count(), (kept & suit_mask[suit]).bit_count(), total)
                p = known.get(key)  # type: ignore[assignment]
                if p is None:
                    p = known[key] = odds(*key, self.in_hands, self.opponents)
            expected += p
            none *= 1.0 - p
        if k:
            table = self._drawn
            if table is None:
                table = self._drawn = self.draws()
            more, miss = table[k]
            expected, none = expected + more, none * miss
        return min(expected, float(TRICKS)), none

    def draws(self) -> list[tuple[float, float]]:
        """What a draw of k cards from the unseen adds, for every k (:func:`draws_table`)."""
        unseen, suit_mask = self.unseen, self.suit_mask
        counts = tuple((unseen & suit_mask[suit]).bit_count() for suit in range(4))
        return _draws(counts, self.trump, self.in_hands, self.opponents)

    def mouche_chance(self, kept: int, k: int) -> float:
        """The chance that ``kept`` and ``k`` cards drawn from the unseen make a mouche:
        five of a suit, or four and the Mistigri where it is wild (always in trumps)."""
        unseen = self.unseen
        if kept.bit_count() + k != 5:
            return 0.0
        top = BIT[MISTIGRI] if self.mistigri else 0
        rest = kept & ~top
        if rest & ~SUIT_MASK[SUIT_OF[(rest & -rest).bit_length() - 1]]:
            return 0.0  # cards of two suits
        total = unseen.bit_count()
        chance = 0.0
        for suit in range(4):
            plain = SUIT_MASK[suit]
            if rest & ~plain:
                continue
            wild = bool(top) and (self.rules.mistigri_wild or suit == self.trump)
            if kept & top and not wild:
                continue
            if not k:
                return 1.0
            fits = (unseen & plain & ~top) | (unseen & top if wild else 0)
            chance += comb(fits.bit_count(), k) / comb(total, k) if total >= k else 0.0
        return chance

    # ----------------------------------------------------------------- value
    def worth(self, expected: float, none: float, mouche: float = 0.0) -> float:
        """Jetons playing a hand of these prospects is worth, against passing."""
        n = self.n
        contested = expected * self.share - none * self.penalty * (n - 1) / n
        played = mouche * self.value + (1.0 - mouche) * contested
        return self.uncontested * self.value + (1.0 - self.uncontested) * played

    def plan(self, hand: int, discards: int) -> float:
        """The worth of playing ``hand`` throwing ``discards`` for as many from the talon."""
        k = discards.bit_count()
        kept = hand & ~discards
        expected, none = self.outlook(kept, k)
        return self.worth(expected, none, self.mouche_chance(kept, k))

    def throw_order(self, hand: int) -> list[Card]:
        """The hand from the card most worth throwing to the least."""
        unseen = self.unseen
        return sorted(cards_in(hand), key=lambda c: (self.chance(c, unseen, hand), self.power[c], c))


__all__ = ["STYLE", "Judge", "Style"]
