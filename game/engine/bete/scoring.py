"""Who won the deal and what is paid: Bête's dish and bêtes, and Beast's three heaps."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..cards import RANK_OF, Card, Rank, cards_in

if TYPE_CHECKING:
    from .deal import Deal

#: Outcomes after which the table's count of unwon deals starts again from nought.
WON = frozenset(("win", "vole", "contre_win"))


def side_wins(seat: int, tricks_won: list[int], winners: list[int]) -> bool:
    """A playing side wins with three tricks, or with exactly the first two tricks
    while no other player takes three."""
    taken = tricks_won[seat]
    if taken >= 3:
        return True
    return (
        taken == 2
        and winners[0] == seat
        and winners[1] == seat
        and max(t for s, t in enumerate(tricks_won) if s != seat) < 3
    )


def bete_outcome(declarer: int, contre: int | None, tricks_won: list[int], winners: list[int]) -> str:
    if contre is not None:
        if side_wins(declarer, tricks_won, winners):
            return "win"
        if side_wins(contre, tricks_won, winners):
            return "contre_win"
        return "contre_lost"
    taken = tricks_won[declarer]
    if side_wins(declarer, tricks_won, winners):
        return "vole" if taken == len(winners) else "win"
    if taken == max(t for s, t in enumerate(tricks_won) if s != declarer):
        return "null"
    return "devole" if taken == 0 else "bete"


def king_holder(deal: "Deal") -> int | None:
    """The seat dealt the King of trumps (the Ace with ace_high); the talon wins nothing."""
    card = Card.of(deal.rules.ranking.top, deal.trump)
    for seat, hand in enumerate(deal.dealt):
        if hand >> card & 1:
            return seat
    return None


def settle(deal: "Deal") -> None:
    """Pay out the deal into its books and fix its outcome and the table after it."""
    if deal.rules.beast_heaps:
        _settle_beast(deal)
        return
    books, pay, n = deal.books, deal.books.pay, deal.players
    declarer, contre = deal.declarer, deal.contre
    losers: tuple[int, ...] = ()
    if deal.outcome != "thrown_in":
        deal.outcome = bete_outcome(declarer, contre, deal.tricks_won, deal.trick_winners)
    outcome = deal.outcome
    value = deal.value
    if outcome in ("win", "vole"):
        _sweep(deal, declarer)
        if outcome == "vole":
            while books.betes:
                pay("bete", declarer, books.betes[0], "a bête waiting, taken by the vole")
            for seat in range(n):
                if seat != declarer:
                    pay(seat, declarer, 1, "the vole")
        if contre is not None:
            pay(contre, "bete", 2 * value, "the contre player's double bête")
            losers = (contre,)
    elif outcome == "contre_win":
        _sweep(deal, contre)
        pay(declarer, contre, value, "the declarer's bête, paid to the contre player")
        losers = (declarer,)
    elif outcome == "contre_lost":
        pay(declarer, "bete", value, "the declarer's bête")
        pay(contre, "bete", 2 * value, "the contre player's double bête")
        losers = (declarer, contre)
    elif outcome in ("bete", "devole"):
        pay(declarer, "bete", value, "the declarer's bête")
        if outcome == "devole":
            for seat in range(n):
                if seat != declarer:
                    pay(declarer, seat, 1, "the dévole")
        losers = (declarer,)
    holder = deal.king_holder = king_holder(deal)
    if holder is not None and holder not in losers and books.king:
        pay("king", holder, books.king, "the King of trumps")
    unwon = 0 if outcome in WON else deal.table_before.unwon_deals + 1
    deal.table_after = books.table(unwon)


def _sweep(deal: "Deal", seat: int) -> None:
    """The winner of the deal takes the game, the fiches at stake and the bête at stake."""
    books, pay = deal.books, deal.books.pay
    if books.game:
        pay("game", seat, books.game, "the game")
    if deal.stake_fiches:
        count = deal.stake_fiches
        pay("fiches", seat, count * books.fiche_value, f"{count} fiche{'s' if count > 1 else ''} from under the dish")
    if books.betes:
        pay("bete", seat, books.betes[0], "the bête at stake")


def _settle_beast(deal: "Deal") -> None:
    """Cotton: most tricks sweeps the Play, the King of trumps the King, a triplet the
    Triolet (the highest triplet if two); a heap nobody wins stays."""
    books, pay = deal.books, deal.books.pay
    deal.outcome = "beast"
    most = max(deal.tricks_won)
    leaders = [s for s, t in enumerate(deal.tricks_won) if t == most]
    if len(leaders) == 1 and books.pots["play"]:
        pay("play", leaders[0], books.pots["play"], "most tricks: the Play")
    holder = deal.king_holder = king_holder(deal)
    if holder is not None and books.king:
        pay("king", holder, books.king, "the King of trumps: the King")
    triolet = triolet_holder(deal)
    if triolet is not None and books.pots["triolet"]:
        pay("triolet", triolet, books.pots["triolet"], "three of a rank: the Triolet")
    deal.table_after = books.table(0)


def triolet_holder(deal: "Deal") -> int | None:
    power = deal.rules.ranking.power
    best: tuple[int, int] | None = None
    for seat, hand in enumerate(deal.dealt):
        counts: dict[Rank, list[Card]] = {}
        for card in cards_in(hand):
            counts.setdefault(RANK_OF[card], []).append(card)
        for cards in counts.values():
            if len(cards) >= 3 and (best is None or power[cards[0]] > best[1]):
                best = (seat, power[cards[0]])
    return None if best is None else best[0]
