"""The quick Bésigue player: Boussac's precepts by rule of thumb, read straight off a live
deal, for the expert's playouts (thousands a second) and as the stand-in when a worker
fails.  It looks only at what its seat may know: its hand and melds, the melds on the
table, the tricks, the turn-up and the stock's size (and in the last tricks the other
hand, which every card played has shown).

- **Cards while the stock lasts.**  Each card has a worth in keeping (:func:`keep_table`:
  the melds it may still make, the ace of trumps most of all, the bésigue cards next);
  a brisque is worth its 10 too.  Leading, throw the card least worth keeping; with a
  meld waiting and a trump that cannot be beaten, lead it to win the trick and meld.
  Second, take the trick when what it brings (its brisques, the meld waiting, the lead)
  is worth more than the card it costs, else throw the cheapest card.
- **Declarations.**  The biggest meld; early in the stock the smaller step of a ladder
  first (royal marriage before the sequence, bésigue before the double); then the seven.
- **The last tricks.**  Win a trick worth winning with the cheapest card that wins it;
  lead a brisque the other cannot beat, else the lowest card.
"""
from __future__ import annotations

from typing import Any

from ...engine.besigue.actions import NO_MELD, Seven
from ...engine.besigue.copies import HIGHER, POWER, RANK_CARDS, SUIT_CARDS
from ...engine.besigue.melds import BESIGUES, DOUBLES, FOURS, MARRIAGES, SEQUENCES, Meld, MeldKind, QUINTS
from ...engine.besigue.tricks import duty_mask, second_wins
from ...engine.cards import ALL_CARDS, RANK_OF, SUIT_OF, Rank
from ...engine.phase import Phase
from .tables import KINGS, POINTS, QUEENS

R = Rank
K = MeldKind
#: A stock at least this big is early: the smaller step of a ladder is declared first.
LADDER_STOCK = 12
#: What winning a trick is worth beyond its cards: the lead and the first draw, and the
#: other's meld it stops.
TEMPO = 12

_KEEP_PLAIN = {R.ACE: 12, R.TEN: 4, R.KING: 9, R.QUEEN: 9, R.JACK: 6, R.NINE: 2, R.EIGHT: 1, R.SEVEN: 0}
_KEEP_TRUMP = {R.ACE: 45, R.TEN: 22, R.KING: 25, R.QUEEN: 25, R.JACK: 20, R.NINE: 7, R.EIGHT: 6, R.SEVEN: 8}
_KEEP_PAIR = {R.QUEEN: 35, R.JACK: 30}
_TABLES: dict[tuple, tuple[int, ...]] = {}


def keep_table(trump: int, pair: tuple[int, int] | None) -> tuple[int, ...]:
    """KEEP[card]: what a card is worth keeping while the stock lasts, its own brisque
    points left out: the melds it may make, the lead it may take."""
    key = (trump, pair)
    table = _TABLES.get(key)
    if table is None:
        pair_mask = pair[0] | pair[1] if pair is not None else 0
        values = []
        for c in range(104):
            rank = RANK_OF[c]
            base = (_KEEP_TRUMP if SUIT_OF[c] == trump else _KEEP_PLAIN).get(rank, 0)
            if pair_mask >> c & 1:
                base = max(base, _KEEP_PAIR[rank]) + (5 if SUIT_OF[c] == trump else 0)
            values.append(base)
        table = _TABLES[key] = tuple(values)
    return table


def waiting_meld(held: int, hand: int, used: list[int], trump: int, pair: tuple[int, int] | None) -> int:
    """The points of the biggest meld ``held`` (hand and table) makes now with a card
    from ``hand``, by the reuse rules (the sequence and plain sequences aside from the
    trump one); 0 if none."""
    best = 0
    free = held & ~(used[MARRIAGES] | used[SEQUENCES])
    for suit in range(4):
        kings = free & KINGS & SUIT_CARDS[suit]
        queens = free & QUEENS & SUIT_CARDS[suit]
        if kings and queens and (kings | queens) & hand:
            points = 40 if suit == trump or trump < 0 else 20
            if points > best:
                best = points
    for rank, kind, family in FOURS:
        cards = held & _RANKS[rank] & ~used[family]
        if cards.bit_count() >= 4 and cards & hand and kind.points > best:
            best = kind.points
    if pair is not None:
        queens, jacks = pair
        free = held & ~(used[BESIGUES] | used[DOUBLES])
        if free & queens and free & jacks and (free & (queens | jacks)) & hand and best < 40:
            best = 40
        four = queens | jacks
        if held & ~used[DOUBLES] & four == four and four & hand:
            best = 500
    if trump >= 0 and best < 250:
        free = held & ~used[SEQUENCES]
        if all(free & m for m in QUINTS[trump]) and free & hand & _QUINT_MASK[trump]:
            best = 250
    return best


_RANKS = RANK_CARDS
_QUINT_MASK = tuple(sum(QUINTS[s]) for s in range(4))


def quick_action(deal: Any) -> Any:
    """The quick player's action for the seat to act in a live deal."""
    if deal.phase is Phase.DECLARE:
        return quick_declaration(deal.open, deal.stock_size, deal.rules.seven_is_meld)
    if deal.last_tricks:
        seat = deal.to_act
        return last_trick_card(deal.hands[seat], deal.hands[1 - seat], deal.led, deal.trumps)
    return stock_card(deal)


def quick_declaration(options: list, stock_size: int, seven_is_meld: bool) -> Any:
    """The biggest meld (early in the stock, the smaller step of a ladder first), then the
    seven of trumps; NO_MELD when nothing is open."""
    meld = best_meld([o for o in options if o.__class__ is Meld], stock_size)
    sevens = [o for o in options if o.__class__ is Seven]
    if meld is not None and (not sevens or not seven_is_meld or meld.points > 10):
        return meld
    if sevens:
        return sevens[0]
    return NO_MELD


def best_meld(melds: list, stock_size: int) -> Meld | None:
    """The meld to declare among ``melds``: the most points, but while the stock is big
    the smaller step of a ladder whose cards the bigger one would use (royal marriage,
    then the sequence; bésigue, then the double), since going up scores both."""
    if not melds:
        return None
    best = max(melds, key=lambda m: m.points)
    if stock_size >= LADDER_STOCK:
        if best.kind in (K.SEQUENCE, K.PLAIN_SEQUENCE):
            step = [m for m in melds if m.kind in (K.ROYAL_MARRIAGE, K.MARRIAGE) and m.cards & best.cards == m.cards]
            if step:
                return step[0]
        elif best.kind is K.DOUBLE_BESIGUE:
            step = [m for m in melds if m.kind is K.BESIGUE]
            if step:
                return step[0]
    return best


def stock_card(deal: Any) -> Any:
    """A card while the stock lasts (:mod:`module doc <.quick>`)."""
    seat = deal.to_act
    hand = deal.hands[seat]
    table = deal.tables[seat]
    held = hand | table
    trump, trumps, pair = deal.trump, deal.trumps, deal.pair
    keep = keep_table(trump, pair)
    used = deal.used
    led = deal.led
    pairs = _marriages_waiting(held, used[MARRIAGES] | used[SEQUENCES])
    best_card, best_value = None, -10 ** 9
    if led is None:
        waiting = waiting_meld(held, hand, used, trump, pair)
        gone = deal.won[0] | deal.won[1]
        mask = held
        while mask:
            low = mask & -mask
            c = low.bit_length() - 1
            mask ^= low
            value = -keep[c] - POINTS[c]
            if pairs & low:
                value -= PAIR_KEEP
            if trumps & low:
                value -= 3
                if waiting and not HIGHER[c] & ~(gone | held):
                    value += waiting + TEMPO  # cannot be beaten: the trick and the meld are ours
            if table & low:
                value += keep[c] >> 1
            if value > best_value:
                best_card, best_value = c, value
        return ALL_CARDS[best_card]
    stake = POINTS[led]
    waiting = waiting_meld(held, hand, used, trump, pair)
    mask = held
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        cost = keep[c]
        if pairs & low:
            cost += PAIR_KEEP
        if table & low:
            cost -= keep[c] >> 1
        if second_wins(led, c, trumps):
            if waiting and MELD_CARDS & low:
                after = waiting_meld(held ^ low, hand & ~low, used, trump, pair)
            else:
                after = waiting  # nothing waiting stays nothing without a card
            value = stake + POINTS[c] + TEMPO + after - cost
        else:
            value = -stake - POINTS[c] - cost
        if value > best_value:
            best_card, best_value = c, value
    return ALL_CARDS[best_card]


#: A king or queen whose partner is held, neither married: worth keeping together.
PAIR_KEEP = 12
#: The cards that make melds (the nines, eights and sevens make none).
MELD_CARDS = RANK_CARDS[R.ACE] | RANK_CARDS[R.TEN] | RANK_CARDS[R.KING] | RANK_CARDS[R.QUEEN] | RANK_CARDS[R.JACK]


def _marriages_waiting(held: int, married: int) -> int:
    """The kings and queens held whose partner of the same suit is held too, neither
    married yet."""
    out = 0
    free = held & ~married
    for suit_cards in SUIT_CARDS:
        kings = free & KINGS & suit_cards
        if kings:
            queens = free & QUEENS & suit_cards
            if queens:
                out |= kings | queens
    return out


def last_trick_card(mine: int, other: int, led: Any, trumps: int) -> Any:
    """A card in the last tricks, every card known: second, the cheapest card that wins a
    trick worth winning, else the cheapest card; leading, a brisque the other cannot
    beat, else the lowest card."""
    if led is not None:
        legal = duty_mask(mine, led, trumps)
        best, best_key = None, None
        mask = legal
        while mask:
            low = mask & -mask
            c = low.bit_length() - 1
            mask ^= low
            if second_wins(led, c, trumps):
                key = (1, POINTS[c], -POWER[c])
            else:
                key = (0, -POINTS[c], -POWER[c])
            if best_key is None or key > best_key:
                best, best_key = c, key
        return ALL_CARDS[best]
    best, best_key = None, None
    mask = mine
    while mask:
        low = mask & -mask
        c = low.bit_length() - 1
        mask ^= low
        beaten = other & HIGHER[c] or (not other & SUIT_CARDS[SUIT_OF[c]] and other & trumps and not trumps >> c & 1)
        key = (1, POINTS[c], POWER[c]) if not beaten else (0, -POINTS[c], -POWER[c] - (8 if trumps >> c & 1 else 0))
        if best_key is None or key > best_key:
            best, best_key = c, key
    return ALL_CARDS[best]


__all__ = [
    "LADDER_STOCK", "best_meld", "keep_table", "last_trick_card", "quick_action",
    "quick_declaration", "stock_card", "waiting_meld",
]
