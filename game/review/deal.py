"""A recorded deal dealt again: the same cards from the same stake, played move by move.

The review steps through a finished deal and rebuilds, at each decision, what the seat
could see then; "play this deal again" deals the very same cards.  Both start from the
deal's record (shared/spec/deal-record.md) and the engine's own replay
(:func:`game.engine.record.pack_order`, the game's ``recorded_actions``), so nothing
here knows any game: a session is set where the record's deal began (its purses and
pots, or scores), and its next deal is the record's pack and chance.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

from ..engine import Phase, RecordError, Session
from ..engine.games import freeze, spec
from ..engine.record import _chance_seed, _naming, pack_order, recorded_actions, whole
from ..engine.talk import Exchange

#: The kinds of decision, as the review names them (``phase`` of its lines).
TALK, EXCHANGE, MELD, CARD = "talk", "exchange", "meld", "card"


class StackedSession(Session):
    """A session whose next deal is the record's: its pack as it lay, its chance seed; the
    session begins where the record's deal began (dealer, deal number, purses and pots or
    scores) and lasts that one deal."""

    def __init__(self, record: Mapping[str, Any]) -> None:
        with _naming(_where(record)):
            game = spec(record.get("game"))
            rules = game.rules.from_dict(record["rules"])
            super().__init__(rules, whole(record, "players", 2), record["seed"], rounds=1)
            self.dealer = whole(record, "dealer")
            if not 0 <= self.dealer < self.players:
                raise RecordError(f"dealer {self.dealer} is not at a table of {self.players}")
            self.deals_played = whole(record, "deal", 1) - 1
            self.economy.resume(self, record, 1)
            self._order = pack_order(record)
            self._chance = _chance_seed(record)

    def next_deal(self, order: Sequence[Any] | None = None, chance: int | None = None) -> Any:
        """The record's deal (a stacked ``order`` given still wins, as in any session)."""
        if order is None:
            order, chance = self._order, self._chance
        return super().next_deal(order, chance)


def moves(record: Mapping[str, Any]) -> list[Any]:
    """The players' choices of the record, in order (what the rules did for them left out)."""
    with _naming(_where(record)):
        return list(recorded_actions(record))


def dealt(record: Mapping[str, Any]) -> Any:
    """The record's deal, dealt and not yet played."""
    session = StackedSession(record)
    with _naming(_where(record)):
        return session.next_deal()


class Spot:
    """One decision of a seat in a recorded deal: the position before it, what was chosen."""

    __slots__ = ("ply", "seat", "phase", "taken", "legal", "deal", "_observation")

    def __init__(self, ply: int, seat: int, phase: str, taken: Any, legal: tuple[Any, ...], deal: Any) -> None:
        #: Choices made before it in the deal (every seat's): the deal after ``ply`` of them.
        self.ply = ply
        self.seat = seat
        #: ``talk``, ``exchange``, ``meld`` or ``card``.
        self.phase = phase
        #: The action chosen, and the legal ones it was chosen from.
        self.taken = taken
        self.legal = legal
        #: The position itself (a copy of the deal then, never played on): every card of it,
        #: for the hindsight (the AI's ``reveal``), and the seat's view.
        self.deal = deal
        self._observation: Any = None

    @property
    def observation(self) -> Any:
        """What the seat could see then (its frozen view), worked out when first asked."""
        if self._observation is None:
            self._observation = freeze(self.deal.observation(self.seat))
        return self._observation


def phase_of(deal: Any, legal: Sequence[Any]) -> str:
    """What kind of decision the deal waits for: a card, a meld (a declaration after a trick),
    an exchange (cards changed, and nothing else on offer), or a word of the talk."""
    if deal.phase is Phase.PLAY:
        return CARD
    if deal.phase is Phase.DECLARE:
        return MELD
    if deal.phase is Phase.ROB_DISCARD or (legal and all(isinstance(a, Exchange) for a in legal)):
        return EXCHANGE
    return TALK


def spots(record: Mapping[str, Any], seat: int, choices_only: bool = True) -> list[Spot]:
    """The seat's decisions in the recorded deal, in order; with ``choices_only``, those with
    more than one legal action (a lone card is no decision)."""
    players = whole(record, "players", 2)
    if not 0 <= seat < players:
        raise RecordError(f"seat {seat} is not at a table of {players}")
    actions = moves(record)
    deal = dealt(record)
    out: list[Spot] = []
    with _naming(_where(record)):
        for ply, action in enumerate(actions):
            if deal.to_act == seat:
                legal = tuple(deal.legal_actions())
                if len(legal) > 1 or not choices_only:
                    out.append(Spot(ply, seat, phase_of(deal, legal), action, legal, deal.clone()))
            deal.apply(action)
        if not deal.is_over:
            raise RecordError("the record stops before the deal ends")
    return out


def unit_of(record: Mapping[str, Any]) -> str:
    """What the figures of the record's game are counted in: ``jetons``, or ``points``."""
    return spec(record.get("game")).economy.unit


def _where(record: Any) -> str:
    number = record.get("deal") if isinstance(record, Mapping) else None
    return f"deal {number!r}" if type(number) is int else "a record"


__all__ = ["CARD", "EXCHANGE", "MELD", "TALK", "Spot", "StackedSession", "dealt", "moves", "phase_of", "spots",
           "unit_of"]
