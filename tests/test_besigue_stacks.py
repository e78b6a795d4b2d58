"""Stacked Bésigue deals for the rule tests (a helper module: it holds no test): hands,
turn-up and the top of the stock as asked, the rest filled in a fixed order.

Unless a test says otherwise: seat 1 deals, so seat 0 (eldest) leads the first trick;
the turn-up is the 8 of clubs (copy 1), so clubs are trumps; cards a hand is not given
are low cards (:data:`FILLERS`), which make no meld and score nothing.
"""
from __future__ import annotations

from game.engine.besigue import NO_MELD, BesigueDeal, BesigueRules, PACK, ordered, parse_action, parse_card
from game.engine.besigue.record import order_of
from game.engine.phase import Phase

#: What each seat's hand is filled with, in order: low cards, diamonds for seat 0 and
#: spades and hearts for seat 1, so that seat 0 wins a trick led with one of its own.
FILLERS = ("9D.1 8D.1 9D.2 8D.2 9H.2 8H.2 7D.1 7D.2 9C.1 8C.2", "9S.1 8S.1 9H.1 8H.1 9S.2 8S.2 7S.1 7S.2 9C.2 7H.1")


def cards(text: str) -> list:
    return [parse_card(w) for w in text.split()]


def mask(text: str) -> int:
    return sum(1 << c for c in cards(text))


def rules_with(**toggles) -> BesigueRules:
    rules = BesigueRules()
    for name, value in toggles.items():
        rules = rules.with_toggle(name, value)
    return rules


def stack(hands: dict, upcard: str | None = "8C.1", stock: str = "", dealer: int = 1, scores=(0, 0),
          **toggles) -> BesigueDeal:
    """A deal dealing ``hands`` ({seat: "cards"}, filled up with fillers) in the order
    given, turning ``upcard`` up and drawing ``stock`` first."""
    rules = rules_with(**toggles)
    chosen = {seat: cards(hands.get(seat, "")) for seat in (0, 1)}
    up = parse_card(upcard) if rules.turn_up and upcard else None
    top = cards(stock)
    used = set(chosen[0]) | set(chosen[1]) | set(top) | ({up} if up is not None else set())
    for seat in (0, 1):
        fillers = [c for c in cards(FILLERS[seat]) if c not in used]
        chosen[seat] += fillers[:rules.hand_size - len(chosen[seat])]
    used |= set(chosen[0]) | set(chosen[1])
    rest = [c for c in ordered(PACK.mask) if c not in used]
    order = order_of(rules, dealer, [chosen[0], chosen[1]], up, top + rest)
    return BesigueDeal(rules, dealer, order, scores)


def play(deal: BesigueDeal, text: str) -> None:
    """Play the cards given, each by the seat to act."""
    for card in cards(text):
        deal.apply(card)


def say(deal: BesigueDeal, text: str) -> None:
    """A declaration, as its code: 'royal_marriage KC.1 QC.1', 'exchange 7C.1', 'no_meld'."""
    deal.apply(parse_action(text))


def trick(deal: BesigueDeal, text: str, then: str = "") -> None:
    """Play a trick; then, if its winner may declare, the declarations ``then`` (separated
    by ';'), and end the step if anything is still open."""
    play(deal, text)
    for step in filter(None, (s.strip() for s in then.split(";"))):
        say(deal, step)
    declare_nothing(deal)


def declare_nothing(deal: BesigueDeal) -> None:
    if deal.phase is Phase.DECLARE:
        deal.apply(NO_MELD)


def to_last_stock_trick(kept0: str, kept1: str, last0: str, upcard: str = "8C.1", **toggles) -> BesigueDeal:
    """A deal played (under ``draw_order = fixed``) up to its last trick with drawing:
    each seat keeps its seven cards and plays the one it draws.  Seat 0 wins the first
    trick, so draws first every time; its card for the last stock trick is the highest
    trump not given, which takes that trick; it then draws ``last0`` (the last face-down
    card) and seat 1 the turn-up.  Every declaration step is passed."""
    toggles.setdefault("draw_order", "fixed")
    given = cards(kept0) + cards(kept1) + cards(last0) + ([parse_card(upcard)] if upcard else [])
    trump = parse_card(upcard).suit if upcard else None
    pool = [c for c in ordered(PACK.mask) if c not in given]
    strong = next(c for c in pool if c.suit == trump) if trump is not None else pool[0]
    pool.remove(strong)
    weak = next(c for c in reversed(pool) if c.suit != trump and c.suit != strong.suit)
    pool.remove(weak)
    lead = next(c for c in pool if c.rank.code == "A" and c.suit != trump)
    pool.remove(lead)
    follow = next(c for c in reversed(pool) if c.suit not in (trump, lead.suit))
    pool.remove(follow)
    rules = rules_with(**toggles)
    size = rules.hand_size
    assert len(cards(kept0)) == len(cards(kept1)) == size - 1
    stock = pool + [strong, weak] + cards(last0)
    order = order_of(rules, 1, [cards(kept0) + [lead], cards(kept1) + [follow]],
                     parse_card(upcard) if upcard and rules.turn_up else None, stock)
    deal = BesigueDeal(rules, 1, order)
    keep = (mask(kept0), mask(kept1))
    while deal.stock_size + (deal.turn_up is not None) > 2 or deal.current_trick():
        declare_nothing(deal)
        play_free(deal, keep)
        declare_nothing(deal)
    assert deal.phase is Phase.PLAY and deal.stock_size + (deal.turn_up is not None) == 2
    return deal


def play_free(deal: BesigueDeal, keep: tuple[int, int]) -> None:
    """The seat to act plays its card that is not one of those it keeps."""
    seat = deal.to_act
    deal.apply(ordered(deal.held(seat) & ~keep[seat])[0])


def to_last_tricks(kept0: str, kept1: str, last0: str, upcard: str = "8C.1", **toggles) -> BesigueDeal:
    """As :func:`to_last_stock_trick`, then that trick played and the last cards drawn:
    seat 0 holds ``kept0`` and ``last0``, seat 1 ``kept1`` and the turn-up, seat 0 leads."""
    deal = to_last_stock_trick(kept0, kept1, last0, upcard, **toggles)
    for _ in range(2):
        play_free(deal, (mask(kept0), mask(kept1)))
    declare_nothing(deal)
    assert deal.last_tricks and deal.to_act == 0
    return deal


def match(rules: BesigueRules, seed: int, games: int = 1):
    """A session of ``games`` games of Bésigue from ``seed``, as the table and the tools hold one."""
    from game.engine import Session

    return Session(rules, 2, seed, rounds=games)


def record_of(deal: BesigueDeal, seed: int = 0) -> dict:
    """A finished deal's record, as the shared writer gives it."""
    from game.engine.record import deal_record

    return deal_record(deal, seed)
