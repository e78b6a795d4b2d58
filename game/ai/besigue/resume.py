"""A Bésigue deal rebuilt from one seat's view and a guess at what it cannot see (the
other hand and the stock in order): the position the expert searches in each world.

Everything else comes from the view: the melds on the table, the meld history, the
sevens that scored, the tricks, the scores, the phase and, in a declaration step, what
the master has already declared this turn.  The rebuilt deal is a
:class:`~game.engine.besigue.deal.BesigueDeal` like any other, so the engine itself
plays it out; only its record and events are not those of the real deal (its pack order
and draws so far are unknown to the seat).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.besigue.copies import SUIT_CARDS
from ...engine.besigue.deal import BesigueDeal
from ...engine.besigue.declaring import declarations_open
from ...engine.besigue.history import SEVEN_WAYS
from ...engine.besigue.melds import besigue_pair
from ...engine.besigue.sevens import paid_when_played
from ...engine.cards import BIT, Card
from ...engine.phase import Phase


def resume(seen: Any, hands: Sequence[int], stock: Sequence[Card]) -> BesigueDeal:
    """The deal as ``seen`` shows it, with ``hands`` (both hands now, without the melds
    on the table) and the face-down ``stock``, top card first."""
    rules = seen.rules
    deal = object.__new__(BesigueDeal)
    for name in BesigueDeal.__slots__:  # whatever else a deal keeps (its record's history...) starts empty
        setattr(deal, name, [] if name == "history" else 0 if name == "seed" else None)
    deal.rules = rules
    deal.dealer = seen.dealer
    deal.eldest = 1 - seen.dealer
    deal.number, deal.game_number = seen.number, seen.game_number
    deal.order = ()
    deal.received = ((), ())
    deal.upcard = seen.upcard
    deal.turn_up = seen.turn_up
    trump = -1 if seen.trump is None else int(seen.trump)
    deal.trump = trump
    deal.trumps = SUIT_CARDS[trump] if trump >= 0 else 0
    deal.trump_from = seen.trump_from
    deal.pair = besigue_pair(rules.besigue_pair, trump)
    deal.stock = tuple(stock)
    deal.next_card = 0
    deal.hands = [hands[0], hands[1]]
    tables = seen.tables
    deal.tables = [tables[0], tables[1]]
    plays = list(seen.plays)
    winners = list(seen.trick_winners)
    won = [0, 0]
    for t, winner in enumerate(winners):
        won[winner] |= BIT[plays[2 * t][1]] | BIT[plays[2 * t + 1][1]]
    deal.won = won
    deal.plays = plays
    deal.from_table = seen.from_table
    deal.trick_winners = winners
    deal.drawn = []
    deal.used = list(seen.meld_history)
    deal.sevens_scored = seen.sevens_scored
    deal.paid_sevens = 0 if seen.last_tricks else paid_when_played(rules, trump, deal.sevens_scored)
    deal.declarations = list(seen.declarations)
    deal.score_events = list(seen.score_events)
    deal.scores_before = tuple(seen.scores_before)
    deal.scores = list(seen.scores)
    deal.phase = seen.phase
    deal.to_act = seen.to_act
    deal.led = plays[-1][1] if len(plays) % 2 else None
    deal.melded = deal.seven_done = False
    deal.fresh = 0
    deal.open = []
    deal.first_drawer = winners[0] if winners else -1
    deal.last_tricks = seen.last_tricks
    deal.winner = deal.how = None
    deal.ply = 0
    if deal.phase is Phase.DECLARE:
        trick, seat = len(winners) - 1, deal.to_act
        for d in deal.declarations:
            if d.trick != trick or d.seat != seat or d.what == "play":
                continue
            if d.what in SEVEN_WAYS:
                deal.seven_done = True
                if d.took is not None and deal.hands[seat] >> d.took & 1:
                    deal.fresh = BIT[d.took]
            else:
                deal.melded = True
        deal.open = declarations_open(deal, seat)
    return deal


__all__ = ["resume"]
