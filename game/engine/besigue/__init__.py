"""Bésigue, two-handed, as Boussac gives it (1896) and the project rules it
(shared/spec/besigue-rules.md): two piquet packs, the turn-up and the seven of trumps,
melds declared by the winner of a trick, free play while the stock lasts, then the last
tricks with the duty to follow, head and trump; points to the target over several deals.

The shared pieces are the engine's cards (copy 2 of a card is ``card + 52``), packs, rule
book machinery, errors, phases and shuffle; everything else of Bésigue's is here:

- :mod:`.rules` the toggles and presets; :mod:`.copies` the 64-card pack and its tables;
- :mod:`.melds` the melds and which cards may make them; :mod:`.tricks` who wins a trick
  and the duty of the last tricks; :mod:`.actions` what a player can do, as text too;
- :mod:`.deal` one deal; :mod:`.match` the draw for dealer, deals and games;
- :mod:`.observation` and :mod:`.frozen` what a seat may know, live and as plain data;
  :mod:`.events` what happened, in order; :mod:`.record` records, reader and replay;
  :mod:`.reveal` the hidden cards for an open-hand player; :mod:`.bench` its speed.
"""
from .actions import NO_MELD, BesigueAction, NoMeld, Seven, action_code, parse_action
from .copies import PACK, codes, ordered, parse_card, words
from .deal import BesigueDeal
from .events import Event, besigue_events
from .frozen import FrozenBesigueObservation, ObservationError
from .history import Declared, ScoreEvent
from .match import BesigueMatch, draw_for_dealer
from .melds import Meld, MeldKind
from .observation import BesigueObservation, StaleObservation
from .record import REQUIRED, deal_of, deal_record, order_of, pack_order, read_records, recorded_actions, replay
from .reveal import BesigueOpenCards, reveal_besigue
from .rules import BESIGUE_PRESET_HELP, BESIGUE_PRESETS, BesigueRules

NAME, TITLE, MIN_PLAYERS, MAX_PLAYERS = "besigue", "Bésigue", 2, 2

__all__ = [
    "BESIGUE_PRESETS", "BESIGUE_PRESET_HELP", "BesigueAction", "BesigueDeal", "BesigueMatch", "BesigueObservation",
    "BesigueOpenCards", "BesigueRules", "Declared", "Event", "FrozenBesigueObservation", "MAX_PLAYERS",
    "MIN_PLAYERS", "Meld", "MeldKind", "NAME", "NO_MELD", "NoMeld", "ObservationError", "PACK", "REQUIRED",
    "ScoreEvent", "Seven", "StaleObservation", "TITLE", "action_code", "besigue_events", "codes", "deal_of",
    "deal_record", "draw_for_dealer", "order_of", "ordered", "pack_order", "parse_action", "parse_card",
    "read_records", "recorded_actions", "replay", "reveal_besigue", "words",
]
