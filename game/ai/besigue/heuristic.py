"""A rule-based Bésigue player: Boussac's precepts (1896) and Hoyle's hints (1909), from
its seat's observation alone (shared/spec/besigue-rules.md, "Notes for the computer
player").

- **Build toward melds.**  Every card it holds is worth what it adds to the melds it may
  still make (:class:`Outlook`): each meld's points times the chance of completing it
  from the cards not yet seen (each unseen copy reaches it with the share of the stock
  it will draw), less the same without the card.  A card whose melds are dead (both
  partners played, a copy scored in that kind already) is worth little; the bésigue
  cards are worth much while the double bésigue is possible (Hoyle: hold them until it
  is out of reach); the ace of trumps is kept to take the lead when it is needed
  (Boussac: even once four aces are declared).
- **Throw low cards**: leading, the card least worth keeping goes, never a brisque that
  can be beaten.
- **Take tricks with brisques**: second to play, a trick is taken when what it brings
  (the brisques in it, the meld waiting to be declared, the lead) is worth more than the
  card it costs, and the cheapest such card takes it: the ten or the ace of the suit
  led banks its own 10.
- **Take and keep the lead late in the stock when the other has a big meld waiting**
  (his royal marriage on the table with the sequence still open, his bésigue with the
  double still open, three of a kind shown...): winning tricks then is worth a share of
  that meld, and a trump nobody can beat is led to keep the lead.
- **Declare** the biggest meld, but early in the stock the smaller step of a ladder
  first (royal marriage then the sequence, bésigue then the double: going up scores
  both); late in the stock the bigger meld at once (Hoyle).  The seven of trumps is
  always exchanged (or shown).
- **The last tricks**: every card is known; it wins a trick worth winning with the
  cheapest card that does and leads a brisque the other cannot beat (a rule of thumb:
  the expert solves them).
"""
from __future__ import annotations

from math import comb
from typing import Any

from ...engine.besigue.actions import NO_MELD, Seven
from ...engine.besigue.copies import HIGHER, POWER, RANK_CARDS, SUIT_CARDS
from ...engine.besigue.melds import (
    BESIGUES, DOUBLES, FOUR_ACES, FOUR_JACKS, FOUR_KINGS, FOUR_QUEENS, MARRIAGES, SEQUENCES, Meld, QUINTS,
    besigue_pair,
)
from ...engine.besigue.tricks import second_wins
from ...engine.cards import ALL_CARDS, BIT, RANK_OF, Card, Rank
from ...engine.phase import Phase
from .knowledge import BesigueKnowledge
from .quick import TEMPO, best_meld, last_trick_card, waiting_meld
from .tables import KINGS, POINTS, QUEENS, cards_of

R = Rank
#: A stock at most this big is late: the other's big meld waiting is to be stopped.
LATE_STOCK = 12
#: Completing a meld is not declaring it: a trick must be won before the stock runs out.
DECLARE_CHANCE = 0.8
#: Worth in keeping beyond the melds: taking tricks, taking the lead.
POWER_KEEP = {R.ACE: 6, R.TEN: 0}
TRUMP_POWER_KEEP = {R.ACE: 30, R.TEN: 12, R.KING: 6, R.QUEEN: 6, R.JACK: 5, R.NINE: 4, R.EIGHT: 4, R.SEVEN: 3}
FOURS = ((R.ACE, FOUR_ACES, 100), (R.KING, FOUR_KINGS, 80), (R.QUEEN, FOUR_QUEENS, 60), (R.JACK, FOUR_JACKS, 40))


class Outlook:
    """One seat's melds still to be made, and what each card it holds is worth keeping.

    A meld is a list of *slots*, each filled by any one of its free copies (free: not
    scored in that kind, nor in the step above).  A slot the seat holds is filled; one it
    does not is filled with the chance that one of its unseen copies reaches it."""

    def __init__(self, seen: Any, know: BesigueKnowledge | None = None) -> None:
        self.seen = seen
        self.know = know = know or BesigueKnowledge(seen)
        me = seen.seat
        self.hand = seen.hand_mask
        self.table = seen.tables[me]
        self.held = self.hand | self.table
        self.used = list(seen.meld_history)
        self.trump = know.trump
        self.trumps = know.trumps
        self.pair = besigue_pair(seen.rules.besigue_pair, know.trump)
        rules = seen.rules
        left = seen.stock_size + (seen.turn_up is not None)
        draws = left // 2
        unseen = know.unseen
        count = unseen.bit_count()
        self.reach = min(1.0, draws / count) if count else 0.0
        # the other's share of the unseen cards: his hidden hand and his draws to come
        theirs = know.hidden + (left - draws)
        self.their_reach = min(1.0, theirs / count) if count else 0.0
        self.unseen = unseen
        self.turn_up = know.turn_up if left else 0
        self.stock = seen.stock_size
        self.plain = rules.plain_sequence is not False
        self.melds = self._melds()
        self.keep = {c: self._keep(c) for c in cards_of(self.held)}

    # ------------------------------------------------------------------ melds
    def _melds(self) -> list[tuple[int, list[int]]]:
        """Every meld still possible for the seat: (points, slots), each slot the mask of
        free copies that may fill it."""
        used, trump = self.used, self.trump
        out: list[tuple[int, list[int]]] = []
        married = used[MARRIAGES] | used[SEQUENCES]
        for suit in range(4):
            kings = KINGS & SUIT_CARDS[suit] & ~married
            queens = QUEENS & SUIT_CARDS[suit] & ~married
            points = 40 if suit == trump or trump < 0 else 20
            out.append((points, [kings, queens]))
        for rank, family, points in FOURS:
            out.append((points, [RANK_CARDS[rank] & ~used[family]] * 4))
        pair = self.pair
        if pair is not None:
            queens, jacks = pair
            single = ~(used[BESIGUES] | used[DOUBLES])
            out.append((40, [queens & single, jacks & single]))
            double = ~used[DOUBLES]
            out.append((500, [BIT[c] for c in cards_of((queens | jacks) & double)] if (queens | jacks) & double ==
                        queens | jacks else [0]))
        if trump >= 0:
            for suit in range(4) if self.plain else (trump,):
                points = 250 if suit == trump else 150
                out.append((points, [m & ~used[SEQUENCES] for m in QUINTS[suit]]))
        return out

    def chance(self, slots: list[int], held: int) -> float:
        """The chance the seat fills every slot (a four of a kind: four different copies)."""
        reach, unseen = self.reach, self.unseen | self.turn_up
        if len(slots) == 4 and slots[0] == slots[1] == slots[2] == slots[3]:
            copies = slots[0]
            have = (held & copies).bit_count()
            if have >= 4:
                return 1.0
            return _at_least(4 - have, (unseen & copies).bit_count(), reach)
        p = 1.0
        taken = 0
        for slot in slots:
            mine = held & slot & ~taken
            if mine:
                taken |= mine & -mine
                continue
            out = (unseen & slot).bit_count()
            if not out:
                return 0.0
            p *= 1.0 - (1.0 - reach) ** out
        return p

    def worth(self, held: int) -> float:
        """The points the melds still open are worth to a seat holding ``held``."""
        total = 0.0
        for points, slots in self.melds:
            p = self.chance(slots, held)
            if p:
                total += points * p
        return total * DECLARE_CHANCE

    def _keep(self, card: Card) -> float:
        """What ``card`` is worth keeping beyond its own brisque points: the melds it
        adds to, its power to take tricks and the lead, the seven of trumps' 10."""
        held = self.held
        melds = 0.0
        bit = BIT[card]
        for points, slots in self.melds:
            if not any(s & bit for s in slots):
                continue
            with_it = self.chance(slots, held)
            if with_it:
                melds += points * (with_it - self.chance(slots, held & ~bit))
        value = melds * DECLARE_CHANCE
        rank = RANK_OF[card]
        if self.trumps >> card & 1:
            value += TRUMP_POWER_KEEP.get(rank, 0)
            if rank is R.SEVEN and not self.seen.sevens_scored >> card & 1 and self.seen.turn_up is not None:
                value += 10  # to be exchanged (or shown) after a trick won
        else:
            value += POWER_KEEP.get(rank, 0)
        if self.table >> card & 1:
            value *= 0.8  # shown already: the other knows it is there
        return value

    # ------------------------------------------------------------------ the other's threat
    def threat(self) -> float:
        """What the other's melds waiting may be worth, from what he has shown: the
        royal marriage he could raise to the sequence, the bésigue to the double, the
        cards of a four of a kind on his table."""
        know, used, trump = self.know, self.used, self.trump
        his = know.other_table | know.known
        reach = self.their_reach
        unseen = self.unseen
        total = 0.0

        def fill(slot: int) -> float:
            if his & slot:
                return 1.0
            out = (unseen & slot).bit_count()
            return 1.0 - (1.0 - reach) ** out if out else 0.0

        if trump >= 0:
            royal = his & used[MARRIAGES] & ~used[SEQUENCES] & SUIT_CARDS[trump] & (KINGS | QUEENS)
            if royal & KINGS and royal & QUEENS:
                p = 1.0
                for slot in QUINTS[trump][:2] + QUINTS[trump][4:]:
                    p *= fill(slot & ~used[SEQUENCES])
                total += 250 * p
        pair = self.pair
        if pair is not None:
            queens, jacks = pair
            shown = his & used[BESIGUES] & ~used[DOUBLES]
            if shown & queens and shown & jacks and not (queens | jacks) & used[DOUBLES]:
                total += 500 * fill(queens & ~shown) * fill(jacks & ~shown)
        for rank, family, points in FOURS:
            have = (his & RANK_CARDS[rank] & ~used[family]).bit_count()
            if have >= 2:
                total += points * _at_least(4 - have, (unseen & RANK_CARDS[rank] & ~used[family]).bit_count(), reach)
        return total


def _at_least(need: int, copies: int, p: float) -> float:
    """The chance that at least ``need`` of ``copies`` cards arrive, each with chance ``p``."""
    if need <= 0:
        return 1.0
    if copies < need or p <= 0.0:
        return 0.0
    if p >= 1.0:
        return 1.0
    below = sum(comb(copies, k) * p ** k * (1.0 - p) ** (copies - k) for k in range(need))
    return max(0.0, 1.0 - below)


class BesigueHeuristicPlayer:
    """Boussac's precepts, from its observation alone (module doc)."""

    sees_every_card = False

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, observation: Any) -> Any:
        legal = observation.legal_actions
        if len(legal) == 1:
            return legal[0]
        if observation.phase is Phase.DECLARE:
            return declaration(observation)
        know = BesigueKnowledge(observation)
        if observation.last_tricks:
            trick = observation.current_trick
            led = trick[0][1] if len(trick) == 1 else None
            return last_trick_card(observation.hand_mask, know.other_hand or 0, led, know.trumps)
        return stock_card(observation, Outlook(observation, know))


def declaration(seen: Any) -> Any:
    """The biggest meld (the smaller step of a ladder first while the stock is big), the
    seven of trumps after it; under ``seven_is_meld`` the seven only when no meld beats
    its 10."""
    options = [a for a in seen.legal_actions if a is not NO_MELD]
    meld = best_meld([a for a in options if a.__class__ is Meld], seen.stock_size)
    sevens = [a for a in options if a.__class__ is Seven]
    if meld is not None and (not sevens or not seen.rules.seven_is_meld or meld.points > 10):
        return meld
    return sevens[0] if sevens else NO_MELD


def stock_card(seen: Any, outlook: Outlook) -> Card:
    """A card while the stock lasts (module doc)."""
    know = outlook.know
    keep = outlook.keep
    hand, held = outlook.hand, outlook.held
    trumps, used, trump, pair = outlook.trumps, outlook.used, outlook.trump, outlook.pair
    late = seen.stock_size <= LATE_STOCK
    stop = 0.5 * outlook.threat() if late else 0.0
    tempo = TEMPO + stop
    trick = seen.current_trick
    legal = seen.legal_mask
    best, best_value = None, -10.0 ** 9
    if not trick:
        # cards the other may hold: they could beat a card led
        his = know.unseen | know.known | know.other_table
        waiting = waiting_meld(held, hand, used, trump, pair)
        for c in cards_of(legal):
            sure = trumps >> c & 1 and not HIGHER[c] & his
            if sure:
                value = POINTS[c] + tempo + waiting - keep[c]
            else:
                # the lowest of equals goes first
                value = -POINTS[c] - keep[c] - (2.0 if trumps >> c & 1 else 0.0) - 0.01 * POWER[c]
            if value > best_value:
                best, best_value = c, value
        return ALL_CARDS[best]
    led = trick[0][1]
    stake = POINTS[led]
    for c in cards_of(legal):
        if second_wins(led, c, trumps):
            waiting = waiting_meld(held & ~BIT[c], hand & ~BIT[c], used, trump, pair)
            value = stake + POINTS[c] + tempo + waiting - keep[c]
        else:
            value = -stake - POINTS[c] - keep[c]
        if value > best_value:
            best, best_value = c, value
    return ALL_CARDS[best]


def quick_from_view(seen: Any) -> Any:
    """The heuristic's choice (for a stand-in that must answer at once)."""
    return BesigueHeuristicPlayer().choose(seen)


__all__ = ["BesigueHeuristicPlayer", "LATE_STOCK", "Outlook", "declaration", "quick_from_view", "stock_card"]
