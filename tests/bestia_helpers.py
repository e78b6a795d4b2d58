"""Stacked packs for Bestia's rule tests: say what each seat is dealt, get the pack order.

The order is re-derived here from shared/spec/bestia-rules.md and the source, not asked
of the engine, so a test built on it checks the deal:
- Rome (and giro a tre, and the opening three-card deals): a packet of five (three) to
  each seat from eldest, the dealer last; the next card turned for trump; then the stock.
- un giro: the trump first (it becomes the dealer's fifth card), then five to each seat
  from eldest and four to the dealer; then the stock.
- col buco: the trump first, then the three cards of the buco, then three to each seat
  from eldest; then the stock.
Seats left out, or given too few cards, are filled with the weakest spare cards that
are not trumps (Briscola order), so they rarely matter; the rest goes under the stock.
"""
from __future__ import annotations

from typing import Iterable, Mapping, Union

from game.engine import BRISCOLA, Card, ITALIAN_40, Session, parse_cards
from game.engine.bestia import BestiaRules
from game.engine.bestia import Exchange, Talk

CardsLike = Union[str, Iterable[Card]]


def cards(text: CardsLike) -> list[Card]:
    return parse_cards(text) if isinstance(text, str) else list(text)


def stack(
    players: int,
    dealer: int,
    hands: Mapping[int, CardsLike],
    upcard: str,
    stock: CardsLike = "",
    form: str = "rome",
    size: int = 5,
    buco: CardsLike = "",
) -> list[Card]:
    given = {seat: cards(hand) for seat, hand in hands.items()}
    up = Card.parse(upcard)
    named = [c for hand in given.values() for c in hand] + [up] + cards(stock) + cards(buco)
    if len(set(named)) != len(named):
        raise ValueError(f"a card is named twice: {' '.join(map(str, named))}")
    spare = sorted(set(ITALIAN_40.cards) - set(named), key=lambda c: (c.suit == up.suit, BRISCOLA.power[c], int(c)))
    full = {}
    for seat in range(players):
        want = size - 1 if form == "un_giro" and seat == dealer else size
        hand = list(given.get(seat, ()))
        if len(hand) > want:
            raise ValueError(f"seat {seat} is dealt {want} cards, not {len(hand)}")
        while len(hand) < want:
            hand.append(spare.pop(0))
        full[seat] = hand
    packets = [c for k in range(1, players + 1) for c in full[(dealer + k) % players]]
    the_buco = cards(buco)
    if form == "col_buco":
        while len(the_buco) < 3:
            the_buco.append(spare.pop(0))
    rest = cards(stock) + spare
    if form == "rome":
        return packets + [up] + rest
    return [up] + the_buco + packets + rest


def new_session(players: int = 4, dealer: int = 3, rules: BestiaRules | None = None, seed: int = 0,
                rounds: int = 1, **toggles) -> Session:
    """A Bestia session whose first dealer is ``dealer`` (default 3 of 4: eldest is seat 0)."""
    rules = (rules or BestiaRules()).with_toggles(toggles)
    session = Session(rules, players, seed, rounds)
    session.dealer = dealer
    return session


def deal_stacked(session: Session, hands: Mapping[int, CardsLike] | None = None, upcard: str = "2H",
                 stock: CardsLike = "", buco: CardsLike = ""):
    rules = session.rules
    number = session.deals_played + 1
    opener = number <= rules.tre_carte_senza_piegare
    form = "rome" if opener else "col_buco" if rules.col_buco else "un_giro" if rules.un_giro else "rome"
    size = 3 if opener else rules.hand_size
    order = stack(session.players, session.dealer, hands or {}, upcard, stock, form, size, buco)
    return session.next_deal(order)


def action(word: str):
    """'fold', 'knock', 'terzo', 'buco', 'rob', 'leave', 'play', 'play(2S,4H)' or a card."""
    if word.startswith("play(") and word.endswith(")"):
        return Exchange.of(cards(word[5:-1].replace(",", " ")))
    if word == "play":
        return Exchange(0)
    for talk in Talk:
        if talk.value == word:
            return talk
    return Card.parse(word)


def say(deal, words: str) -> None:
    """Apply the talk (and cards) written as words, checking nothing else."""
    for word in words.split():
        deal.apply(action(word))


def play_tricks(deal, tricks) -> None:
    """Tricks written as (leader, 'cards in order of play'), checking each leader."""
    for number, (leader, played) in enumerate(tricks, 1):
        assert deal.to_act == leader, f"trick {number}: seat {deal.to_act} leads, not seat {leader}"
        for card in cards(played):
            deal.apply(card)


def settlement(deal):
    return [(t.source, t.target, t.jetons) for t in deal.books.transfers[deal.settle_start:]]


def check_cards_accounted_for(deal) -> None:
    """Each of the forty cards is in exactly one place."""
    places = deal.card_places()
    total = 0
    for name, mask in places.items():
        assert not total & mask, f"a card is in two places ({name})"
        total |= mask
    assert total == ITALIAN_40.mask, "a card is missing"
