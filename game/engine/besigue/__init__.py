"""Bésigue, two-handed, as Boussac gives it (1896) and the project rules it
(shared/spec/besigue-rules.md): two piquet packs, the turn-up and the seven of trumps,
melds declared by the winner of a trick, free play while the stock lasts, then the last
tricks with the duty to follow, head and trump; points to the target over several deals.

The shared pieces are the engine's cards (copy 2 of a card is ``card + 52``), packs, rule
book machinery, errors, phases and the session, records and snapshots (a game for points:
:mod:`..points`); everything else of Bésigue's is here:

- :mod:`.rules` the toggles and presets; :mod:`.copies` the 64-card pack and its tables;
- :mod:`.melds` the melds and which cards may make them; :mod:`.tricks` who wins a trick
  and the duty of the last tricks; :mod:`.actions` what a player can do, as text too;
- :mod:`.deal` one deal, with :mod:`.declaring`, :mod:`.sevens` and :mod:`.winning`;
- :mod:`.observation` and :mod:`.frozen` what a seat may know, live and as plain data;
  :mod:`.events` what happened, in order; :mod:`.record` its record fields and reading them;
  :mod:`.reveal` the hidden cards for an open-hand player; :mod:`.spec` the game described
  once for the shared code.
"""
from .actions import NO_MELD, BesigueAction, NoMeld, Seven, action_code, parse_action
from .copies import PACK, codes, ordered, parse_card, words
from .deal import BesigueDeal
from .events import Event, besigue_events
from .frozen import FrozenBesigueObservation, ObservationError
from .history import Declared, ScoreEvent
from .melds import Meld, MeldKind
from .observation import BesigueObservation, StaleObservation
from .record import REQUIRED, besigue_fields, deal_of, order_of, pack_order, recorded_actions
from .reveal import BesigueOpenCards, reveal_besigue
from .rules import BESIGUE_PRESET_HELP, BESIGUE_PRESETS, BesigueRules

__all__ = [
    "BESIGUE_PRESETS", "BESIGUE_PRESET_HELP", "BesigueAction", "BesigueDeal", "BesigueObservation",
    "BesigueOpenCards", "BesigueRules", "Declared", "Event", "FrozenBesigueObservation", "Meld", "MeldKind",
    "NO_MELD", "NoMeld", "ObservationError", "PACK", "REQUIRED", "ScoreEvent", "Seven", "StaleObservation",
    "action_code", "besigue_events", "besigue_fields", "codes", "deal_of", "order_of", "ordered", "pack_order",
    "parse_action", "parse_card", "recorded_actions", "reveal_besigue", "words",
]
