"""Stacked packs for rule tests: say what each seat is dealt, get the pack order.

Seats are numbered in the order of play; eldest hand is dealer+1; the five cards go out in
packets round the table from eldest, the dealer served last; the next card is the upcard,
then the rest of the talon (shared/spec/bete-rules.md, "Dealing").  This module re-derives
that order on its own rather than asking the engine, so a test built on it checks the deal.

Kept small and stable: other test files import it.
"""
from __future__ import annotations

from typing import Iterable, Mapping, Sequence, Union

from game.engine import Card, ECARTE, Session, Table, parse_cards
from game.engine.bete import Deal, RuleSet, bete_pack, parse_action

CardsLike = Union[str, Iterable[Card]]
#: A trick as written in a test: (the seat that leads, "the cards in the order played").
Trick = tuple


def cards(text: CardsLike) -> list[Card]:
    """'KS QH 10D' (or cards) as a list of cards."""
    return parse_cards(text) if isinstance(text, str) else list(text)


def stack(
    players: int,
    dealer: int,
    hands: Mapping[int, CardsLike] | Sequence[CardsLike],
    upcard: str | Card,
    talon: CardsLike = "",
    packets: str = "2+3",
) -> list[Card]:
    """The pack, top card first, that deals ``hands`` (seat -> its five cards, in the order
    received), then turns ``upcard``, then leaves ``talon`` under it.

    Seats left out, or given fewer than five cards, are filled with the weakest spare cards
    (Écarté order, so spare Kings go to the bottom of the talon); the rest of the pack goes
    under the named talon cards.
    """
    pack = bete_pack(players)
    sizes = [int(p) for p in packets.split("+")]
    items = hands.items() if isinstance(hands, Mapping) else enumerate(hands)
    given = {seat: cards(hand) for seat, hand in items}
    up = Card.parse(upcard) if isinstance(upcard, str) else upcard
    rest = cards(talon)
    named = [c for hand in given.values() for c in hand] + [up] + rest
    if len(set(named)) != len(named):
        raise ValueError(f"a card is named twice: {' '.join(map(str, named))}")
    if not set(named) <= pack.card_set:
        raise ValueError(f"not in the {len(pack)}-card pack: {[str(c) for c in set(named) - pack.card_set]}")
    if any(len(hand) > 5 for hand in given.values()):
        raise ValueError("a hand has more than five cards")
    spare = sorted(set(pack.cards) - set(named), key=lambda c: (ECARTE.power[c], int(c)))
    full = {}
    for seat in range(players):
        hand = list(given.get(seat, ()))
        while len(hand) < 5:
            hand.append(spare.pop(0))
        full[seat] = hand
    order: list[Card] = []
    taken = [0] * players
    for size in sizes:
        for offset in range(players):
            seat = (dealer + 1 + offset) % players
            order += full[seat][taken[seat] : taken[seat] + size]
            taken[seat] += size
    return order + [up] + rest + spare


def hands_from_tricks(players: int, tricks: Sequence[Trick]) -> dict[int, list[Card]]:
    """Each seat's cards, read off tricks written as (leader, 'cards in order of play')."""
    hands: dict[int, list[Card]] = {seat: [] for seat in range(players)}
    for leader, played in tricks:
        for i, card in enumerate(cards(played)):
            hands[(leader + i) % players].append(card)
    return {seat: hand for seat, hand in hands.items() if hand}


def new_session(
    players: int = 4, dealer: int = 3, rules: RuleSet | None = None, seed: int = 0, rounds: int = 1, **toggles
) -> Session:
    """A session whose first dealer is ``dealer`` (default 3 of 4: eldest is seat 0)."""
    rules = (rules or RuleSet()).with_toggles(toggles)
    session = Session(rules, players, seed, rounds)
    session.dealer = dealer
    return session


def deal_stacked(
    session: Session,
    tricks: Sequence[Trick] = (),
    upcard: str | Card = "KH",
    talon: CardsLike = "",
    hands: Mapping[int, CardsLike] | None = None,
) -> Deal:
    """The session's next deal, stacked so that ``tricks`` can be played as written
    (plus any ``hands`` given for seats the tricks do not fill)."""
    dealt = hands_from_tricks(session.players, tricks)
    for seat, hand in (hands or {}).items():
        dealt[seat] = dealt.get(seat, []) + cards(hand)
    order = stack(session.players, session.dealer, dealt, upcard, talon, session.rules.deal_packets)
    return session.next_deal(order)


def act(deal: Deal, moves: str) -> None:
    """Apply calls and cards written as words: 'pass play contre' or 'KS 8S'."""
    for word in moves.split():
        deal.apply(parse_action(word))


def play_tricks(deal: Deal, tricks: Sequence[Trick]) -> None:
    """Play tricks written as (leader, 'cards'), checking that the leader is the one to act."""
    for number, (leader, played) in enumerate(tricks, 1):
        assert deal.to_act == leader, f"trick {number}: seat {deal.to_act} leads, not seat {leader}"
        for card in cards(played):
            deal.apply(card)


def jetons(purses: Sequence[int], table: Table, fiche_value: int = 5) -> int:
    """Everything in play: the purses and every pot on the table."""
    return sum(purses) + table.jetons(fiche_value)
