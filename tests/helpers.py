"""Stacked packs for the rule tests of Bête and Bestia: say what each seat is dealt, get
the pack order; and the few ways the tests write a deal's moves.

The order is re-derived here from each game's ruling, not asked of the engine, so a test
built on it checks the deal.  Seats are numbered in the order of play; eldest hand is
dealer+1.
- Bête (shared/spec/bete-rules.md, "Dealing"): the five cards go out in packets round the
  table from eldest, the dealer served last; the next card is the upcard, then the rest of
  the talon.
- Bestia (shared/spec/bestia-rules.md): at Rome (and giro a tre, and the opening three-card
  deals) a packet of five (three) to each seat from eldest, the dealer last, the next card
  turned for trump, then the stock; at un giro the trump first (it becomes the dealer's
  fifth card), then five to each seat from eldest and four to the dealer; at col buco the
  trump first, then the three cards of the buco, then three to each seat from eldest.
Seats left out, or given too few cards, are filled with the weakest spare cards (at
Bestia not trumps), so they rarely matter; the rest goes under the talon or stock.

Kept small and stable: other test files import it.
"""
from __future__ import annotations

from typing import Any, Iterable, Mapping, Sequence, Union

from game.engine import BRISCOLA, Card, ECARTE, ITALIAN_40, Session, Table, parse_cards
from game.engine.bestia import BestiaRules, Exchange, Talk
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
    players: int = 4, dealer: int = 3, rules: Any = None, seed: int = 0, rounds: int = 1, **toggles
) -> Session:
    """A session (of Bête unless ``rules`` say another game) whose first dealer is
    ``dealer`` (default 3 of 4: eldest is seat 0)."""
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


# ---------------------------------------------------------------- Bestia
def bestia_stack(
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


def new_bestia_session(players: int = 4, dealer: int = 3, rules: BestiaRules | None = None, seed: int = 0,
                       rounds: int = 1, **toggles) -> Session:
    """A Bestia session whose first dealer is ``dealer`` (default 3 of 4: eldest is seat 0)."""
    return new_session(players, dealer, rules or BestiaRules(), seed, rounds, **toggles)


def deal_bestia(session: Session, hands: Mapping[int, CardsLike] | None = None, upcard: str = "2H",
                 stock: CardsLike = "", buco: CardsLike = ""):
    rules = session.rules
    number = session.deals_played + 1
    opener = number <= rules.tre_carte_senza_piegare
    form = "rome" if opener else "col_buco" if rules.col_buco else "un_giro" if rules.un_giro else "rome"
    size = 3 if opener else rules.hand_size
    order = bestia_stack(session.players, session.dealer, hands or {}, upcard, stock, form, size, buco)
    return session.next_deal(order)


def bestia_action(word: str):
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
        deal.apply(bestia_action(word))


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
