"""The card play every game of the family shares: seats in turn play to tricks under the
game's duty, the highest trump or else the highest card of the led suit wins, and the
winner leads the next.

:class:`TrickPlay` is the base of Bête's and Bestia's deals.  It owns the state of the
play (hands as bitmasks, the plays, the trick in progress) and one loop, :meth:`_play`,
that serves both a checked move and a random rollout so that they cannot disagree.  A
game sets, before its play begins: ``duty``, ``trump``, ``_stronger``, ``_next`` (for each
seat, the seat that plays after it: folded seats are skipped), ``_in_play`` (how many
seats play to each trick), ``_tricks`` (tricks in the deal) and ``_lead_rule`` (None, or a
function giving the card a leader must lead), then calls :meth:`_ready_to_play`.  The
suit each card counts as is the duty's (:attr:`.tricks.Duty.suits`: the cards' own, or a
top trump counted in the trump suit), and ``_stronger`` the deal's table to match.
"""
from __future__ import annotations

from functools import lru_cache
from typing import Callable

from .cards import ALL_CARDS, Card, cards_in
from .errors import IllegalAction
from .phase import Phase
from .tricks import Duty, beats, leader, why_illegal

#: lead_rule(deal, hand) -> the card the leader must lead, or None.
LeadRule = Callable[["TrickPlay", int], "Card | None"]


@lru_cache(maxsize=None)
def round_the_table(players: int) -> tuple[int, ...]:
    """``_next`` when every seat plays: seat s+1 after seat s, seat 0 after the last."""
    return tuple((seat + 1) % players for seat in range(players))


class TrickPlay:
    __slots__ = (
        "rules", "players", "hands", "plays", "trick_winners", "tricks_won", "to_act", "trump", "duty",
        "_led", "_best", "_best_seat", "_in_trick", "_legal", "_stronger", "_next", "_in_play", "_tricks",
        "_lead_rule", "ply", "_constants",
    )

    def _init_play(self, duty: Duty, stronger: tuple[int, ...], tricks: int) -> None:
        """Empty play state; the game sets trump, to_act, _next and _in_play itself."""
        self.duty = duty
        self._stronger = stronger
        self._tricks = tricks
        self._lead_rule: LeadRule | None = None
        self.plays: list[tuple[int, Card]] = []
        self.trick_winners: list[int] = []
        self.tricks_won = [0] * self.players
        self._in_trick = 0
        self._led: Card | None = None
        self._best: Card | None = None
        self._best_seat = -1
        self._legal = -1
        self.ply = 0

    def _ready_to_play(self) -> None:
        """Fix what the play loop reads at every card, in one tuple (one load, not seven)."""
        self._constants = (self._stronger, self._next, self._in_play, self._tricks, self.duty.legal, self._lead_rule,
                           self.duty.suits.of)

    # ----------------------------------------------------------------- queries
    @property
    def trick_number(self) -> int:
        """Tricks completed so far."""
        return len(self.trick_winners)

    @property
    def current_trick(self) -> list[tuple[int, Card]]:
        return self.plays[len(self.plays) - self._in_trick:]

    def leading(self, plays: list[tuple[int, Card]]) -> int | None:
        """The seat whose card leads ``plays``, a trick begun in this deal, as (seat, card)
        in order of play (None for no card): what the table marks while a trick is played."""
        return leader(plays, self.trump, self._stronger, self.duty.suits.of)

    def hand(self, seat: int) -> tuple[Card, ...]:
        return cards_in(self.hands[seat])

    def legal_mask(self) -> int:
        """The legal cards of the seat to act as a bitmask (0 outside the play); the game
        declares ``phase``."""
        if self.phase is not Phase.PLAY:  # type: ignore[attr-defined]
            return 0
        legal = self._legal
        if legal < 0:
            legal = self._legal = self._compute_legal()
        return legal

    def _compute_legal(self) -> int:
        hand = self.hands[self.to_act]
        if self._in_trick == 0 and self._lead_rule is not None:
            card = self._lead_rule(self, hand)
            if card is not None:
                return 1 << card
        return self.duty.legal(hand, self._led, self._best, self.trump, self._stronger)

    def _refuse(self, hand: int, card: Card) -> IllegalAction:
        """Why ``card`` may not be played now (the game may name its lead restriction)."""
        if self._in_trick == 0 and hand >> card & 1 and self._lead_rule is not None:
            forced = self._lead_rule(self, hand)
            if forced is not None:
                return self._lead_refusal(forced)
        return why_illegal(hand, self._led, self._best, self.trump, self.rules.ranking, card, self.duty, self._stronger)

    def _lead_refusal(self, card: Card) -> IllegalAction:
        return IllegalAction("lead", f"must lead the {card}", card=card)

    # ----------------------------------------------------------------- the loop
    def _play(self, card: Card | None, random: Callable[[], float] | None) -> None:
        """Play ``card``, or with ``random`` play random legal cards to the end of the deal.

        One routine serves both so that a checked move and a rollout cannot disagree.
        """
        hands, plays, trump = self.hands, self.plays, self.trump
        stronger, nxt, size, tricks, legal_of, lead_rule, suit_of = self._constants
        seat, led, best, best_seat, in_trick = self.to_act, self._led, self._best, self._best_seat, self._in_trick
        winners, played, wins = self.trick_winners, 0, beats
        while True:
            hand = hands[seat]
            legal = legal_of(hand, led, best, trump, stronger)
            if lead_rule is not None and in_trick == 0:
                forced = lead_rule(self, hand)
                if forced is not None:
                    legal = 1 << forced
            if random is None:
                if not legal >> card & 1:
                    raise self._refuse(hand, card)
            else:
                for _ in range(int(random() * legal.bit_count())):
                    legal &= legal - 1
                card = ALL_CARDS[(legal & -legal).bit_length() - 1]
            hands[seat] = hand ^ (1 << card)
            plays.append((seat, card))
            played += 1
            if in_trick == 0:
                led = best = card
                best_seat = seat
            elif wins(card, best, trump, stronger, suit_of):
                best, best_seat = card, seat
            in_trick += 1
            if in_trick < size:
                seat = nxt[seat]
            else:
                self.tricks_won[best_seat] += 1
                winners.append(best_seat)
                seat, in_trick, led, best = best_seat, 0, None, None
                if len(winners) == tricks:
                    break
            if random is None:
                break
        self.to_act, self._led, self._best, self._best_seat, self._in_trick = seat, led, best, best_seat, in_trick
        self.ply += played
        self._legal = -1
        if len(winners) == tricks:
            self._settle()

    def _settle(self) -> None:  # pragma: no cover - every game settles its own way
        raise NotImplementedError

    def _copy_into(self, other: "TrickPlay") -> None:
        """Copy every slot of every class in the hierarchy, then the play's own lists."""
        for cls in type(self).__mro__:
            for name in getattr(cls, "__slots__", ()):
                if hasattr(self, name):
                    setattr(other, name, getattr(self, name))
        other.hands = list(self.hands)
        other.plays = list(self.plays)
        other.trick_winners = list(self.trick_winners)
        other.tricks_won = list(self.tricks_won)
