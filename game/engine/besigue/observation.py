"""What one Bésigue seat may know: its own hand, both players' melds lying on the table,
every card played, the turn-up and the stock's size, what was declared and scored, and
the cards it drew (and the turn-up whoever took it).  Never the other hand, nor the stock.

Like the other games' views it is a cheap read-only snapshot that refuses to be read once
the deal has moved on; :meth:`BesigueObservation.to_dict` freezes it into plain data that
:class:`.frozen.FrozenBesigueObservation` reads back.  The meld history and the sevens that
have scored are public too: they follow from what was declared.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..cards import Card, Suit, copy_code
from ..errors import EngineError
from ..phase import Phase
from .actions import BesigueAction, action_code
from .copies import codes, meld_codes, ordered
from .events import shown_draws
from .history import Declared, ScoreEvent

if TYPE_CHECKING:
    from .deal import BesigueDeal
    from .rules import BesigueRules


class StaleObservation(EngineError):
    """The deal has moved on since this observation was taken."""


class BesigueObservation:
    """One seat's view of a deal at one moment."""

    __slots__ = ("_deal", "seat", "_ply")
    game = "besigue"
    players = 2

    def __init__(self, deal: "BesigueDeal", seat: int) -> None:
        if seat not in (0, 1):
            raise ValueError(f"no seat {seat} at a table of two")
        self._deal = deal
        self.seat = seat
        self._ply = deal.ply

    def _live(self) -> "BesigueDeal":
        deal = self._deal
        if deal.ply != self._ply:
            raise StaleObservation(f"seat {self.seat}'s observation was taken before the last move")
        return deal

    # ------------------------------------------------------------- the deal
    @property
    def rules(self) -> "BesigueRules":
        return self._live().rules

    @property
    def dealer(self) -> int:
        return self._live().dealer

    @property
    def eldest(self) -> int:
        return self._live().eldest

    @property
    def number(self) -> int:
        return self._live().number

    @property
    def game_number(self) -> int:
        return self._live().game_number

    @property
    def to_act(self) -> int:
        return self._live().to_act

    @property
    def phase(self) -> Phase:
        return self._live().phase

    @property
    def last_tricks(self) -> bool:
        """The stock is exhausted: the duty to follow, head and trump holds."""
        return self._live().last_tricks

    # ------------------------------------------------------------- cards
    @property
    def hand(self) -> tuple[Card, ...]:
        return ordered(self._live().hands[self.seat])

    @property
    def hand_mask(self) -> int:
        return self._live().hands[self.seat]

    @property
    def tables(self) -> tuple[int, int]:
        """Each seat's melds lying face up on the table, as masks (its cards to play too)."""
        tables = self._live().tables
        return tables[0], tables[1]

    @property
    def hand_sizes(self) -> tuple[int, int]:
        """Cards in each seat's hand, not counting its melds on the table."""
        hands = self._live().hands
        return hands[0].bit_count(), hands[1].bit_count()

    @property
    def upcard(self) -> Card | None:
        """The card turned up at the deal, or None without a turn-up."""
        return self._live().upcard

    @property
    def turn_up(self) -> Card | None:
        """The card lying face up beside the stock now (a seven once exchanged), or None."""
        return self._live().turn_up

    @property
    def trump(self) -> Suit | None:
        trump = self._live().trump
        return None if trump < 0 else Suit(trump)

    @property
    def trump_from(self) -> str | int | None:
        return self._live().trump_from

    @property
    def stock_size(self) -> int:
        return self._live().stock_size

    @property
    def plays(self) -> tuple[tuple[int, Card], ...]:
        return tuple(self._live().plays)

    @property
    def from_table(self) -> int:
        """The cards played from the table rather than the hand, as a mask."""
        return self._live().from_table

    @property
    def trick_winners(self) -> tuple[int, ...]:
        return tuple(self._live().trick_winners)

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return self._live().current_trick()

    @property
    def draws(self) -> tuple[tuple[int, Card | None], ...]:
        """Every draw in order: the seat's own cards, the other's as None unless it took
        the turn-up (shown to both)."""
        return tuple(shown_draws(self._live(), self.seat))

    # ------------------------------------------------------------- declarations and points
    @property
    def declarations(self) -> tuple[Declared, ...]:
        return tuple(self._live().declarations)

    @property
    def meld_history(self) -> tuple[int, ...]:
        """For each family of melds (:mod:`.melds`), the cards that have scored in it."""
        return tuple(self._live().used)

    @property
    def sevens_scored(self) -> int:
        return self._live().sevens_scored

    @property
    def scores_before(self) -> tuple[int, int]:
        return self._live().scores_before

    @property
    def scores(self) -> tuple[int, int]:
        scores = self._live().scores
        return scores[0], scores[1]

    @property
    def score_events(self) -> tuple[ScoreEvent, ...]:
        return tuple(self._live().score_events)

    @property
    def legal_actions(self) -> tuple[BesigueAction, ...]:
        deal = self._live()
        return deal.legal_actions() if deal.to_act == self.seat else ()

    @property
    def legal_mask(self) -> int:
        deal = self._live()
        return deal.legal_mask() if deal.to_act == self.seat else 0

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data holding exactly what the seat may know."""
        deal = self._live()
        trump = self.trump
        return {
            "game": "besigue",
            "seat": self.seat,
            "players": 2,
            "rules": deal.rules.to_dict(),
            "dealer": deal.dealer,
            "number": deal.number,
            "game_number": deal.game_number,
            "to_act": deal.to_act,
            "phase": deal.phase.value,
            "last_tricks": deal.last_tricks,
            "hand": codes(deal.hands[self.seat]),
            "tables": [codes(t) for t in deal.tables],
            "hand_sizes": list(self.hand_sizes),
            "upcard": None if deal.upcard is None else copy_code(deal.upcard),
            "turn_up": None if deal.turn_up is None else copy_code(deal.turn_up),
            "trump": None if trump is None else trump.code,
            "trump_from": deal.trump_from,
            "stock_size": deal.stock_size,
            "plays": [[s, copy_code(c), "table" if deal.from_table >> c & 1 else "hand"] for s, c in deal.plays],
            "trick_winners": list(deal.trick_winners),
            "draws": [[s, None if c is None else copy_code(c)] for s, c in self.draws],
            "declarations": [{"trick": d.trick, "seat": d.seat, "what": d.what, "from_hand": meld_codes(d.from_hand),
                              "from_table": meld_codes(d.from_table), "points": d.points,
                              "took": None if d.took is None else copy_code(d.took)} for d in deal.declarations],
            "scores_before": list(deal.scores_before),
            "scores": list(deal.scores),
            "score_events": [e._asdict() for e in deal.score_events],
            "legal_actions": [action_code(a) for a in self.legal_actions],
        }

    def __repr__(self) -> str:
        return f"<BesigueObservation seat {self.seat}, ply {self._ply}>"


__all__ = ["BesigueObservation", "StaleObservation"]
