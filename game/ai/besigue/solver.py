"""Bésigue's last tricks solved exactly.

Once the stock and the turn-up are drawn, every card is known to a player who has
counted (ruling, "Notes for the computer player"): the other hand is the pack less his
own cards and those played.  No meld or seven scores any more; what is left to win is
the brisques (aces and tens, 10 each) of the tricks still to play and, under
``last_trick = final``, 10 for the deal's final trick.  The second player must follow,
head and trump (:func:`game.engine.besigue.tricks.duty_mask`).

:class:`LastTricks` searches that play with alpha-beta (negamax from the side on lead at
each trick), a transposition table keyed at trick starts, and the cards that are
equivalent tried once (same suit, same points, no live card between them).  Two ways to
count the end:

- by points (the default): the seat's points less the other's over the rest of the
  deal, which adds trick by trick, so a position's value does not depend on how it was
  reached;
- with a ``judge`` of the final count (:func:`count_judge`): the points, and the game
  the count may end, won or lost (both over the target, the final trick decides under
  ``claim``; under ``hand_end`` the higher total).  The search then carries each side's
  total, and positions are keyed by it too.

A search answers in a few milliseconds for eight cards each (``tests/test_besigue_ai.py``
checks it against brute force on hand-made positions).
"""
from __future__ import annotations

from typing import Callable

from ...engine.besigue.rules import BesigueRules
from ...engine.besigue.tricks import duty_mask, second_wins
from ...engine.besigue.winning import winner_at_count
from ...engine.cards import ALL_CARDS, BIT, SUIT_OF, Card
from .tables import BRISQUES, HIGHER, POINTS, POWER, SUIT_CARDS, SUIT_ORDER, between, cards_of, points_of

INF = 10 ** 9
#: A judge of the final count: (my points in the last tricks, the other's, whether I won
#: the final trick) -> my value.  It must be antisymmetric: judge(b, a, not w) == -judge(a, b, w).
Judge = Callable[[int, int, bool], float]


def classes(legal: int, live: int) -> list[tuple[Card, int]]:
    """The legal cards in classes of equivalent ones, strongest first in each suit: each
    class as (the card tried, the mask of its members).  Two cards of one suit are
    equivalent when they score alike and none of the other side's ``live`` cards (his
    hand, and the card to beat) tells them apart (:func:`.tables.between`)."""
    out: list[tuple[Card, int]] = []
    for suit in range(4):
        mask = legal & SUIT_CARDS[suit]
        if not mask:
            continue
        kept = -1
        for card in SUIT_ORDER[suit]:
            if mask >> card & 1:
                if kept >= 0 and POINTS[card] == POINTS[kept] and not between(kept, card) & live:
                    rep, members = out[-1]
                    out[-1] = (rep, members | BIT[card])
                else:
                    out.append((card, BIT[card]))
                kept = card
                mask ^= BIT[card]
                if not mask:
                    break
    return out


def distinct(legal: int, live: int) -> list[Card]:
    """One card of each class (:func:`classes`)."""
    return [rep for rep, _ in classes(legal, live)]


class LastTricks:
    """The last tricks of one deal: ``trumps`` (mask of the trump suit, 0 without
    trumps), ``last_points`` (10 under ``last_trick = final``, else 0), and a ``judge``
    of the final count or None to count points only."""

    def __init__(self, trumps: int, last_points: int, judge: Judge | None = None) -> None:
        self.trumps = trumps
        self.last_points = last_points
        self.judge = judge
        self.table: dict[tuple, tuple[float, float, Card | None]] = {}
        self.moves: dict[tuple[int, int], list[Card]] = {}
        self.nodes = 0

    # ------------------------------------------------------------------ the search
    def _moves(self, legal: int, live: int) -> list[Card]:
        """:func:`distinct`, remembered: the same hands meet again and again."""
        key = (legal, live)
        moves = self.moves.get(key)
        if moves is None:
            moves = self.moves[key] = distinct(legal, live)
        return moves

    def _leads(self, lead: int, follow: int) -> list[Card]:
        """The leader's distinct cards, likeliest best first: the brisques the other
        cannot beat, then the rest from the lowest."""
        key = (lead, follow, 1)
        moves = self.moves.get(key)
        if moves is None:
            trumps = self.trumps
            def rank(c: Card) -> tuple:
                suit = SUIT_CARDS[SUIT_OF[c]]
                safe = not follow & HIGHER[c] and (follow & suit or not follow & trumps or trumps >> c & 1)
                return (0, -POINTS[c]) if safe and POINTS[c] else (1, POWER[c] + (20 if trumps >> c & 1 else 0))
            moves = self.moves[key] = sorted(distinct(lead, follow), key=rank)
        return moves

    def _search(self, lead: int, follow: int, alpha: float, beta: float, got_lead: int = 0, got_follow: int = 0
                ) -> float:
        """The leader's value at a trick start, best play, by alpha-beta (fail-soft within
        ``alpha``..``beta``), the table of positions asked first and told after.  By points
        (no judge): the leader's points less the follower's over the tricks left, the best
        card remembered and tried first the next time.  With the judge: its value of the
        end, ``got_*`` each side's total so far (positions keyed by it too)."""
        judge = self.judge
        if judge is None:
            if not lead & (lead - 1):
                if not lead:
                    return 0
                # the final trick: one card each
                c = ALL_CARDS[lead.bit_length() - 1]
                d = ALL_CARDS[follow.bit_length() - 1]
                pts = POINTS[c] + POINTS[d] + self.last_points
                return -pts if second_wins(c, d, self.trumps) else pts
            # what is left to win bounds the value either way
            left = 10 * ((lead | follow) & BRISQUES).bit_count() + self.last_points
            if left <= alpha:
                return left
            if -left >= beta:
                return -left
            key: tuple = (lead, follow)
            final, bonus = False, 0  # the final trick was counted above
        else:
            key = (lead, follow, got_lead)
            final = not lead & (lead - 1)
            bonus = self.last_points if final else 0
        self.nodes += 1
        table = self.table
        entry = table.get(key)
        first = None  # with the judge, the table keeps no card
        if entry is not None:
            lo, hi, first = entry
            if lo >= beta or lo == hi:
                return lo
            if hi <= alpha:
                return hi
            if lo > alpha:
                alpha = lo
            if hi < beta:
                beta = hi
        a0, b0 = alpha, beta
        trumps = self.trumps
        best = -INF
        chosen = None
        moves = self._leads(lead, follow) if judge is None else self._moves(lead, follow)
        if first is not None and first != moves[0] and first in moves:
            moves = [first] + [m for m in moves if m != first]
        for c in moves:
            lead2 = lead ^ BIT[c]
            legal = duty_mask(follow, c, trumps)
            if legal & (legal - 1):
                replies = self._moves(legal, lead2 | BIT[c])
            else:
                replies = (ALL_CARDS[legal.bit_length() - 1],)
            worst = INF
            floor = alpha if alpha > best else best
            for d in replies:
                follow2 = follow ^ BIT[d]
                pts = POINTS[c] + POINTS[d] + bonus
                ceiling = beta if beta < worst else worst
                if judge is None:
                    if second_wins(c, d, trumps):
                        v = -pts - self._search(follow2, lead2, -ceiling - pts, -floor - pts)
                    else:
                        v = pts + self._search(lead2, follow2, floor - pts, ceiling - pts)
                elif second_wins(c, d, trumps):
                    if final:
                        v = -judge(got_follow + pts, got_lead, True)
                    else:
                        v = -self._search(follow2, lead2, -ceiling, -floor, got_follow + pts, got_lead)
                elif final:
                    v = judge(got_lead + pts, got_follow, True)
                else:
                    v = self._search(lead2, follow2, floor, ceiling, got_lead + pts, got_follow)
                if v < worst:
                    worst = v
                    if worst <= floor:
                        break
            if worst > best:
                best = worst
                chosen = c
                if best >= beta:
                    break
        self._store(key, best, a0, b0, chosen if judge is None else None)
        return best

    def _store(self, key: tuple, value: float, alpha: float, beta: float, move: Card | None) -> None:
        lo, hi, _ = self.table.get(key, (-INF, INF, None))
        if value <= alpha:
            hi = min(hi, value)
        elif value >= beta:
            lo = max(lo, value)
        else:
            lo = hi = value
        self.table[key] = (lo, hi, move)

    # ------------------------------------------------------------------ the root
    def value(self, lead: int, follow: int, got_lead: int = 0, got_follow: int = 0) -> float:
        """The leader's value at a trick start: the points still to win, or the judge's
        value of the end (``got_*`` the totals so far)."""
        if self.judge is None:
            return self._mtd(lambda a, b: self._search(lead, follow, a, b))
        if not lead:
            raise ValueError("a judge needs a trick to play")
        return self._search(lead, follow, -INF, INF, got_lead, got_follow)

    def values(self, mine: int, other: int, led: Card | None, got_mine: int = 0, got_other: int = 0
               ) -> dict[Card, float]:
        """My value after each of my legal cards (every legal card, equivalent ones
        alike): I hold ``mine``, the other ``other``; ``led`` is the card he led to this
        trick, or None when I lead: my points less his from this trick on, and with a
        judge the game's value too.  With a judge, ``got_*`` are the two totals so far
        (:func:`count_bases`)."""
        out = self._values(mine, other, led, got_mine, got_other)
        if self.judge is not None:
            for card in out:
                out[card] -= got_mine - got_other
        return out

    @staticmethod
    def _mtd(search: Callable[[float, float], float], guess: float = 0) -> float:
        """A value by MTD(f): searches with empty windows close in on it from ``guess``."""
        lower, upper, value = -INF, INF, guess
        while lower < upper:
            beta = value + 1 if value == lower else value
            value = search(beta - 1, beta)
            if value < beta:
                upper = value
            else:
                lower = value
        return value

    def _values(self, mine: int, other: int, led: Card | None, got_mine: int, got_other: int) -> dict[Card, float]:
        trumps = self.trumps
        out: dict[Card, float] = {}
        if led is None:
            for c, members in classes(mine, other):
                mine2 = mine ^ BIT[c]
                final = not mine2
                bonus = self.last_points if final else 0
                worst = INF
                for d in distinct(duty_mask(other, c, trumps), mine2 | BIT[c]):
                    other2 = other ^ BIT[d]
                    pts = POINTS[c] + POINTS[d] + bonus
                    worst = min(worst, self._after(c, d, mine2, other2, pts, got_mine, got_other, final))
                for card in cards_of(members):
                    out[card] = worst
            return out
        legal = duty_mask(mine, led, trumps)
        live = other | BIT[led]
        final = not mine & (mine - 1)
        bonus = self.last_points if final else 0
        for d, members in classes(legal, live):
            mine2 = mine ^ BIT[d]
            pts = POINTS[led] + POINTS[d] + bonus
            # as the follower: I take the trick when my card beats the one led
            v = -self._after(led, d, other, mine2, pts, got_other, got_mine, final)
            for card in cards_of(members):
                out[card] = v
        return out

    def _after(self, c: Card, d: Card, lead2: int, follow2: int, pts: int, got_lead: int, got_follow: int,
               final: bool) -> float:
        """The leader's value once ``c`` was led and ``d`` followed (``pts`` in the trick)."""
        judge = self.judge
        if second_wins(c, d, self.trumps):
            if judge is None:
                return -pts - self._search(follow2, lead2, -INF, INF)
            if final:
                return -judge(got_follow + pts, got_lead, True)
            return -self._search(follow2, lead2, -INF, INF, got_follow + pts, got_lead)
        if judge is None:
            return pts + self._search(lead2, follow2, -INF, INF)
        if final:
            return judge(got_lead + pts, got_follow, True)
        return self._search(lead2, follow2, -INF, INF, got_lead + pts, got_follow)


def count_judge(rules: BesigueRules, game_value: float) -> Judge:
    """A judge of the count: the difference of the two totals, and ``game_value`` to the
    side the count makes the game's winner (taken from the other).  It is called with
    the totals (scores with everything the count adds), so it needs no seat."""

    def judge(mine: int, theirs: int, i_won_last: bool) -> float:
        winner, _ = winner_at_count(rules, (mine, theirs), 0 if i_won_last else 1)
        game = 0.0 if winner is None else (game_value if winner == 0 else -game_value)
        return mine - theirs + game

    return judge


def count_bases(rules: BesigueRules, scores: tuple[int, int], won: tuple[int, int]) -> tuple[int, int]:
    """Each seat's total before the last tricks' points: its score, and under
    ``end_of_hand`` the brisques in the tricks it has won, still to be counted."""
    if rules.brisques_when != "end_of_hand":
        return scores[0], scores[1]
    return scores[0] + points_of(won[0]), scores[1] + points_of(won[1])


def game_at_stake(rules: BesigueRules, bases: tuple[int, int]) -> bool:
    """Whether the count may end the game (someone can reach the target)."""
    return max(bases) + 170 >= rules.target


__all__ = ["INF", "Judge", "LastTricks", "classes", "count_bases", "count_judge", "distinct", "game_at_stake"]
