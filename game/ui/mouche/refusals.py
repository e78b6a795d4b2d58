"""Mouche's refusals in words: its talk's rules, the rob of the upcard and the Mistigri
(:mod:`game.ui.refusals` says how words are picked and filled, and holds the shared rules'
words: the trick's duties, a card not held)."""
from __future__ import annotations

from ...i18n import N_
from ..refusals import Refusals, Words, action, card, holds, n

REFUSALS: Refusals = {
    "card_expected": (Words(N_("the talk is over: play a card, not {action}"), action),),
    "talk_expected": (Words(N_("it is the talk: pass, play or exchange, not {action}"), action),),
    "not_in_hand": (Words(N_("you do not hold {card}"), card, holds("robbing")),),
    "max_exchange": (Words(N_("you may exchange at most {n} cards"), n),),
    "talon_short": (Words(N_("the talon holds only {n} cards"), n),),
    "robbed_plays": (Words(N_("robbing is playing: you took the upcard, you may not pass")),),
    "dealer_must_play": (Words(N_("everyone else passed: the dealer may not pass and takes the basket")),),
    "dealer_defends": (Words(N_("one player is in: the dealer must defend, not pass")),),
    "no_rob": (Words(N_("nobody robs the upcard under these rules")),),
    "dealer_robs": (Words(N_("only the dealer may rob the upcard")),),
    "robbed_once": (Words(N_("you have robbed the upcard already")),),
    "name_trump": (Words(N_("the Mistigri names the trumps: play it naming a suit (mistigri S, H, D or C)")),),
    "no_naming": (Words(N_("the Mistigri names no trump under these rules: play it as a card")),),
    "suit_expected": (Words(N_("name a suit, not {suit}"), lambda f: {"suit": repr(f["suit"])}),),
}

__all__ = ["REFUSALS"]
