"""Stacked packs for Mouche's rule tests: say what each seat is dealt, get the pack order.

The order is re-derived here from shared/spec/mouche-rules.md, not asked of the engine, so
a test built on it checks the deal: packets (3+2 or 2+3) go round from eldest hand to the
dealer, the first packet to everyone before the second; then the upcard; then the talon,
top first.  Seats left out, or given too few cards, are filled with the weakest spare
cards that are not trumps, a suit at a time so that no filler makes a mouche; the Jack of
clubs is the last spare used.  The rest goes under the talon.
"""
from __future__ import annotations

from typing import Iterable, Mapping, Union

from game.engine import Card, Session, parse_cards
from game.engine.mouche import Exchange, MoucheRules, NameTrump, Rob, Word, mouche_pack
from game.engine.cards import Suit

CardsLike = Union[str, Iterable[Card]]
JACK_OF_CLUBS = Card.parse("JC")


def cards(text: CardsLike) -> list[Card]:
    return parse_cards(text) if isinstance(text, str) else list(text)


def stack(players: int, dealer: int, hands: Mapping[int, CardsLike], upcard: str, stock: CardsLike = "",
          rules: MoucheRules | None = None) -> list[Card]:
    rules = rules or MoucheRules()
    pack = mouche_pack(players, rules)
    given = {seat: cards(hand) for seat, hand in hands.items()}
    up = Card.parse(upcard)
    named = [c for hand in given.values() for c in hand] + [up] + cards(stock)
    if len(set(named)) != len(named):
        raise ValueError(f"a card is named twice: {' '.join(map(str, named))}")
    if set(named) - pack.card_set:
        raise ValueError(f"not in the {len(pack)}-card pack: {' '.join(str(c) for c in set(named) - pack.card_set)}")
    power = rules.ranking.power
    spare = sorted(set(pack.cards) - set(named),
                   key=lambda c: (c == JACK_OF_CLUBS, c.suit == up.suit, power[c], int(c)))
    full = {}
    for seat in range(players):
        hand = list(given.get(seat, ()))
        if len(hand) > 5:
            raise ValueError(f"seat {seat} is dealt five cards, not {len(hand)}")
        while len(hand) < 5:
            counts = {suit: sum(1 for c in hand if c.suit == suit) for suit in Suit}
            pick = min(spare, key=lambda c: (counts[c.suit] >= 3, c == JACK_OF_CLUBS, c.suit == up.suit))
            spare.remove(pick)
            hand.append(pick)
        full[seat] = hand
    order: list[Card] = []
    taken = 0
    for size in rules.packets:
        for k in range(1, players + 1):
            order += full[(dealer + k) % players][taken:taken + size]
        taken += size
    return order + [up] + cards(stock) + spare


def new_session(players: int = 4, dealer: int = 3, rules: MoucheRules | None = None, seed: int = 0,
                rounds: int | None = None, **toggles) -> Session:
    """A Mouche session whose first dealer is ``dealer`` (default 3 of 4: eldest is seat 0)."""
    rules = (rules or MoucheRules()).with_toggles(toggles)
    session = Session(rules, players, seed, rounds)
    session.dealer = dealer
    return session


def deal_stacked(session: Session, hands: Mapping[int, CardsLike] | None = None, upcard: str = "6H",
                 stock: CardsLike = ""):
    order = stack(session.players, session.dealer, hands or {}, upcard, stock, session.rules)
    return session.next_deal(order)


def action(word: str):
    """'pass', 'play', 'play(7S,8H)', 'rob(7S)', 'mistigri(H)' or a card."""
    if word.startswith("play(") and word.endswith(")"):
        return Exchange.of(cards(word[5:-1].replace(",", " ")))
    if word == "play":
        return Exchange(0)
    if word == "pass":
        return Word.PASS
    if word.startswith("rob(") and word.endswith(")"):
        return Rob(Card.parse(word[4:-1]))
    if word.startswith("mistigri(") and word.endswith(")"):
        return NameTrump(Suit.parse(word[9:-1]))
    return Card.parse(word)


def say(deal, words: str) -> None:
    """Apply the talk (and cards) written as words, checking nothing else."""
    for word in words.split():
        deal.apply(action(word))


def play_tricks(deal, tricks) -> None:
    """Tricks written as (leader, 'cards in order of play'), checking each leader."""
    for number, (leader, played) in enumerate(tricks, 1):
        assert deal.to_act == leader, f"trick {number}: seat {deal.to_act} leads, not seat {leader}"
        for word in played.split():
            deal.apply(action(word))


def moves(deal, since: int = 0) -> list[tuple]:
    """The deal's transfers as (from, to, jetons, why)."""
    return [(t.source, t.target, t.jetons, t.why) for t in deal.books.transfers[since:]]


def check_cards_accounted_for(deal) -> None:
    """Each card of the pack is in exactly one place."""
    total = 0
    for name, mask in deal.card_places().items():
        assert not total & mask, f"a card is in two places ({name})"
        total |= mask
    assert total == deal.pack.mask, "a card is missing"
