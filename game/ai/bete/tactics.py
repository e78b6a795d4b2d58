"""Rule-of-thumb card play on bitmasks: the heuristic player's card play, and the fast
policy the expert's rollouts use for every seat.

Sides: ``teams[seat]`` is 0 for a defender and a distinct positive number for each seat
that plays for itself (the declarer, the contre player, every seat in Cotton's Beast).
Defenders are partners; a playing seat has none.  ``unseen`` is every card the seat
cannot place: not in its hand, not played, not turned face up.  A card is a *master*
when no unseen card of its suit outranks it.

The play, in short:
- following, when a partner is winning and no opponent plays after: throw the cheapest card;
- when an opponent is winning: take the trick with the cheapest card that does if nobody
  plays after, else with a master if one does, else with the highest that does;
- otherwise throw the cheapest card, keeping masters and trumps;
- leading, a playing seat draws trumps with a master trump or a long trump suit, then
  cashes side masters, then leads low from its shortest side suit (to ruff it later);
  a defender cashes side masters and otherwise leads low from its longest side suit.
"""
from __future__ import annotations

from typing import Sequence

from ...engine.cards import ALL_CARDS, Card, SUIT_MASK, SUIT_OF, cards_in
from ...engine.tricks import beats
from .trickstate import TrickState


def pick_card(
    legal: int,
    hand: int,
    seat: int,
    players: int,
    in_trick: int,
    best: Card | None,
    best_seat: int,
    teams: Sequence[int],
    unseen: int,
    trump: int,
    stronger: tuple[int, ...],
    power: tuple[int, ...],
) -> Card:
    """The heuristic's card among ``legal`` (a non-empty mask)."""
    if not legal & (legal - 1):
        return ALL_CARDS[legal.bit_length() - 1]
    cards = cards_in(legal)
    mine = teams[seat]
    if in_trick == 0:
        return _lead(cards, hand, mine, unseen, trump, stronger, power)
    friend = mine == 0 and teams[best_seat] == 0
    opponent_after = False
    for k in range(1, players - in_trick):
        other = teams[(seat + k) % players]
        if not (mine == 0 and other == 0):
            opponent_after = True
            break
    if friend and (not opponent_after or _is_master(best, trump, unseen, stronger)):
        return _cheapest(cards, trump, unseen, stronger, power)
    winners = [c for c in cards if beats(c, best, trump, stronger)]
    if winners:
        if friend:
            masters = [c for c in winners if _is_master(c, trump, unseen, stronger)]
            return min(masters, key=lambda c: power[c]) if masters else _cheapest(cards, trump, unseen, stronger, power)
        if not opponent_after:
            return min(winners, key=lambda c: (SUIT_OF[c] == trump, power[c]))
        masters = [c for c in winners if _is_master(c, trump, unseen, stronger)]
        if masters:
            return min(masters, key=lambda c: (SUIT_OF[c] == trump, power[c]))
        return max(winners, key=lambda c: (SUIT_OF[c] != trump, power[c]))
    return _cheapest(cards, trump, unseen, stronger, power)


def _is_master(card: Card, trump: int, unseen: int, stronger: tuple[int, ...]) -> bool:
    """No unseen card of the suit outranks it (a side card may still be trumped)."""
    return not stronger[card] & unseen


def _cheapest(cards: Sequence[Card], trump: int, unseen: int, stronger: tuple[int, ...], power: tuple[int, ...]) -> Card:
    """The card that costs least to give away: a low side card that is not a master."""
    return min(cards, key=lambda c: (SUIT_OF[c] == trump, not stronger[c] & unseen, power[c]))


def _lead(
    cards: Sequence[Card], hand: int, mine: int, unseen: int, trump: int, stronger: tuple[int, ...],
    power: tuple[int, ...],
) -> Card:
    trumps = [c for c in cards if SUIT_OF[c] == trump]
    side = [c for c in cards if SUIT_OF[c] != trump]
    side_masters = [c for c in side if not stronger[c] & unseen]
    if mine:
        if trumps and unseen & SUIT_MASK[trump]:
            top = max(trumps, key=lambda c: power[c])
            if not stronger[top] & unseen or len(trumps) >= 3:
                return top
        if side_masters:
            return max(side_masters, key=lambda c: power[c])
        if not side:
            return max(trumps, key=lambda c: power[c])
        shortest = min(side, key=lambda c: ((hand & SUIT_MASK[SUIT_OF[c]]).bit_count(), power[c]))
        suit = SUIT_OF[shortest]
        return min((c for c in side if SUIT_OF[c] == suit), key=lambda c: power[c])
    if side_masters:
        return max(side_masters, key=lambda c: power[c])
    if not side:
        top = max(trumps, key=lambda c: power[c])
        return top if not stronger[top] & unseen else min(trumps, key=lambda c: power[c])
    longest = max(side, key=lambda c: ((hand & SUIT_MASK[SUIT_OF[c]]).bit_count(), -power[c]))
    suit = SUIT_OF[longest]
    return min((c for c in side if SUIT_OF[c] == suit), key=lambda c: power[c])


def state_card(state: TrickState, teams: Sequence[int], hidden: int, power: tuple[int, ...]) -> Card:
    """The heuristic's card for the seat to act in a search state.

    ``hidden`` is the talon's face-down cards: with every hand known in a state, a seat's
    unseen cards are the other hands and those, which is what it could not place.
    """
    seat = state.to_act
    hands = state.hands
    hand = hands[seat]
    rules = state.rules
    legal = rules.legal(hand, state.led, state.best)
    if not legal & (legal - 1):
        return ALL_CARDS[legal.bit_length() - 1]
    unseen = hidden
    for other in hands:
        unseen |= other
    return pick_card(
        legal, hand, seat, state.players, state.in_trick, state.best, state.best_seat, teams, unseen ^ hand,
        rules.trump, rules.stronger, power,
    )


def roll_out(state: TrickState, teams: Sequence[int], hidden: int, power: tuple[int, ...]) -> None:
    """Play the state to its end with every seat following the heuristic.

    The rollouts are where the expert spends its time, so the play runs here on plain
    ints rather than through the state's methods; the state is left as
    :meth:`TrickState.apply` would leave it."""
    hands = state.hands
    n = state.players
    rules = state.rules
    trump, stronger, legal_of = rules.trump, rules.stronger, rules.legal
    tricks_won, winners = state.tricks_won, state.winners
    seat, led, best, best_seat, in_trick = state.to_act, state.led, state.best, state.best_seat, state.in_trick
    live = hidden
    for other in hands:
        live |= other
    played = state.played
    done = len(winners)
    while done < 5:
        hand = hands[seat]
        legal = legal_of(hand, led, best)
        if legal & (legal - 1):
            card = pick_card(legal, hand, seat, n, in_trick, best, best_seat, teams, live ^ hand, trump, stronger, power)
        else:
            card = ALL_CARDS[legal.bit_length() - 1]
        bit = 1 << card
        hands[seat] = hand ^ bit
        live ^= bit
        played |= bit
        if in_trick == 0:
            led = best = card
            best_seat = seat
        elif SUIT_OF[card] == SUIT_OF[best]:
            if stronger[best] >> card & 1:
                best, best_seat = card, seat
        elif SUIT_OF[card] == trump:
            best, best_seat = card, seat
        in_trick += 1
        if in_trick < n:
            seat = seat + 1 if seat + 1 < n else 0
        else:
            tricks_won[best_seat] += 1
            winners.append(best_seat)
            done += 1
            seat = best_seat
            in_trick = 0
            led = best = None
            best_seat = -1
    state.to_act, state.led, state.best, state.best_seat, state.in_trick = seat, led, best, best_seat, in_trick
    state.played = played


__all__ = ["pick_card", "roll_out", "state_card"]
