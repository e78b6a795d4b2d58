"""Games played for jetons: purses and pots carried from deal to deal, and the share-out
of whatever lies on the table when the session ends (Bête, Bestia, Mouche).

A session of such a game holds ``purses`` (jetons in each seat's purse, fiches counted
in jetons) and ``table`` (the pots); each deal starts from them, takes its antes and
leaves them changed.  Nothing is made or lost: the snapshot and the share-out check it.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable, Mapping, NamedTuple

from .deal_protocol import JetonDeal
from .errors import EngineError
from .ledger import Books, Transfer
from .table import Table

if TYPE_CHECKING:
    from .session import Session


class Stake(NamedTuple):
    """What a deal of a jeton game is dealt with: the purses and the pots."""

    purses: tuple[int, ...]
    table: Table


@dataclass(frozen=True)
class ShareOut:
    """The end of the session: whatever is on the table shared back equally."""

    number: int
    purses_before: tuple[int, ...]
    table_before: Table
    transfers: tuple[Transfer, ...]
    purses_after: tuple[int, ...]
    table_after: Table


def dealt_from_stake(deal_class: Callable[..., Any]) -> Callable[..., Any]:
    """The spec's ``new_deal`` of a game for jetons whose deal class takes (rules, players,
    dealer, order, purses, table, number) and no chance of its own."""
    def new_deal(rules: Any, players: int, dealer: int, order: Any, stake: Stake, number: int,
                 chance: int | None) -> Any:
        return deal_class(rules, players, dealer, order, stake.purses, stake.table, number)

    return new_deal


def plays_on_while(waiting: Callable[[Table], Any]) -> Callable[["Session"], bool]:
    """The spec's ``runs_on`` of a game that plays on after the rounds while a forfeit waits
    on the table (``waiting``: a bête, a mouche), for at most as many more deals as seats."""
    def runs_on(session: "Session") -> bool:
        return bool(waiting(session.table)) and session.deals_played < session.deals_due + session.players

    return runs_on


def _fiche_value(rules: Any) -> int:
    return getattr(rules, "fiche_value", 5)


@dataclass(frozen=True)
class Jetons:
    """The economy of a game played for jetons; what differs between such games is given."""

    #: The pot the share-out gathers everything into before sharing it.
    main_pot: str
    #: Whether another deal follows once the due ones are played (a bête waiting...).
    runs_on: Callable[["Session"], bool] = lambda session: False
    #: The table as the game's records write it under these rules (only its own pots).
    table_record: Callable[[Table, Any], dict[str, Any]] = lambda table, rules: table.to_dict()
    #: The table again from what :attr:`table_record` wrote.
    read_table: Callable[[Any], Table] = Table.from_dict
    #: A transfer as the game's records write it (its pots by its own names).
    transfer_record: Callable[[Transfer], dict[str, Any]] = Transfer.to_dict
    #: The reasons the share-out writes: for what is gathered, and for each seat's share.
    share_out_reasons: tuple[str, str] = ("gathered for the share-out", "the share-out at the end of the session")
    #: The game's own fields of the share-out's record line.
    share_out_fields: Callable[[], dict[str, Any]] = field(default=dict)
    #: What a gain is counted in, and what the second figure of :meth:`gains` measures.
    unit: str = "jetons"
    own_account: str = "on purses alone (without the 1/n share of the pots)"

    # ---------------------------------------------------------------- the session
    def start(self, session: "Session") -> None:
        session.purses = [session.rules.purse] * session.players
        session.table = Table()

    def stake(self, session: "Session") -> Stake:
        return Stake(tuple(session.purses), session.table)

    def stake_of(self, deal: JetonDeal) -> Stake:
        return Stake(tuple(deal.purses_before), deal.table_before)

    def carry(self, session: "Session", deal: JetonDeal) -> None:
        """Take the finished deal's purses and table."""
        session.purses = list(deal.books.purses)
        session.table = deal.table_after

    def wants_deal(self, session: "Session") -> bool:
        """Rounds remain, or the game plays on (a bête waits...)."""
        return session.deals_played < session.deals_due or self.runs_on(session)

    def end(self, session: "Session") -> ShareOut:
        """Share back everything on the table equally, the odd jetons to seats 0, 1, 2..."""
        n, fiche_value, main = session.players, _fiche_value(session.rules), self.main_pot
        books = Books(session.purses, session.table, fiche_value)
        books.pending_antes = ()  # no deal follows to owe them to
        table = session.table
        gather, shared = self.share_out_reasons
        for pot in ("game", "king", "play", "triolet", "pool", "basket"):
            if pot != main and getattr(table, pot):
                books.pay(pot, main, getattr(table, pot), gather)
        if table.fiches:
            books.pay("fiches", main, table.fiches * fiche_value, "fiches changed for jetons for the share-out")
        for bete in table.betes:
            books.pay("bete", main, bete, gather)
        for forfeit in table.waiting:
            books.pay("waiting", main, forfeit, gather)
        share, odd = divmod(books.pots[main], n)
        for seat in range(n):
            amount = share + (1 if seat < odd else 0)
            if amount:
                books.pay(main, seat, amount, shared)
        out = ShareOut(session.deals_played + 1, tuple(session.purses), table, tuple(books.transfers),
                       tuple(books.purses), books.table(table.unwon_deals))
        session.purses = list(books.purses)
        session.table = out.table_after
        return out

    # ---------------------------------------------------------------- records
    def end_record(self, session: "Session", share: ShareOut) -> dict[str, Any]:
        """The last line of a session: no cards, only the share-out's transfers."""
        table = self.table_record
        return {
            "game": session.game.name, "rules": session.rules.to_dict(), "seed": session.seed,
            "deal": share.number, "players": session.players, "dealer": None, "hands": [], "upcard": None,
            "calls": [], "trump": None, "declarer": None, "contre": None, "tricks": [], "outcome": "session_end",
            "purses_before": list(share.purses_before), "purses_after": list(share.purses_after),
            "table_before": table(share.table_before, session.rules),
            "table_after": table(share.table_after, session.rules),
            "transfers": [self.transfer_record(t) for t in share.transfers],
            **self.share_out_fields(),
        }

    def resume(self, session: "Session", record: Mapping[str, Any], deals: int) -> None:
        """Start a replay of ``deals`` deals where the record's deal started."""
        session.purses = list(record["purses_before"])
        session.table = self.read_table(record["table_before"])
        session.deals_due = session.deals_played + deals

    # ---------------------------------------------------------------- snapshots
    def state(self, session: "Session") -> dict[str, Any]:
        return {"purses": list(session.purses), "table": session.table.to_dict(heaps=True, pool=True, waiting=True)}

    def restore(self, session: "Session", data: Mapping[str, Any]) -> None:
        """Purses and pots from a snapshot; refused unless they hold every jeton dealt out."""
        n, rules = session.players, session.rules
        purses = data["purses"]
        if not isinstance(purses, list) or len(purses) != n or any(type(p) is not int for p in purses):
            raise EngineError(f"purses must be {n} whole numbers")
        session.purses = list(purses)
        session.table = Table.from_dict(data["table"])
        held = sum(purses) + session.table.jetons(_fiche_value(rules))
        if held != n * rules.purse:
            raise EngineError(f"jetons do not add up: {held} on the table and in purses, {n * rules.purse} dealt out")

    # ---------------------------------------------------------------- measuring players
    def gains(self, deal: JetonDeal) -> tuple[list[float], list[float]]:
        """Each seat's gain over the deal (its purse's change plus 1/n of the table's) and
        its purse's change alone: a bête paid in is later won by someone or shared back, so
        each seat owns 1/n of what lies on the table."""
        n = deal.players
        purse = [after - before for after, before in zip(deal.books.purses, deal.purses_before)]
        table = -sum(purse) / n
        return [p + table for p in purse], [float(p) for p in purse]

    def summary(self, session: "Session") -> list[str]:
        start = session.rules.purse
        return ["net jetons per seat: " + ", ".join(
            f"seat {seat} {after - start:+d}" for seat, after in enumerate(session.purses))]


__all__ = ["Jetons", "ShareOut", "Stake", "dealt_from_stake", "plays_on_while"]
