"""Bête's refusals in words: its bidding's rules (:mod:`game.ui.refusals` says how words
are picked and filled, and holds the shared rules' words), and its Settings' own check."""
from __future__ import annotations

from ...i18n import N_, _
from ..refusals import Refusals, SettingWords, Words, action, seat

REFUSALS: Refusals = {
    "card_expected": (Words(N_("the bidding is over: play a card, not {action}"), action),),
    "call_expected": (Words(N_("it is the bidding: say play, pass or contre, not {action}"), action),),
    "contre_after_play": (Words(N_("contre answers a player who said play: nobody has yet")),),
    "one_declarer": (Words(N_("seat {seat} already plays: pass or say contre"), seat),),
    "contre_disabled": (Words(N_("contre is not allowed under these rules")),),
}

SETTING_REFUSALS: dict[str, SettingWords] = {
    "beast_packets": lambda f, label: _("{toggle} Beast is dealt 2+3 or 3+2 only (Cotton 1674)").format(
        toggle=label(f["toggle"])),
}

__all__ = ["REFUSALS", "SETTING_REFUSALS"]
