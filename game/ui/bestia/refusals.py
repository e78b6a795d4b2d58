"""Bestia's refusals in words: its talk's rules, its lead restrictions, and its Settings'
reasons two toggles clash (:mod:`game.ui.refusals` says how words are picked and filled,
and holds the shared rules' words: the trick's duties, a card not held)."""
from __future__ import annotations

from ...engine.bestia.actions import Talk
from ...i18n import N_
from ..refusals import Refusals, Words, action, card, n, seat


def _form(fields: dict) -> dict[str, str]:
    """Bestia's ways of playing keep their Italian names: 'un giro', 'col buco'."""
    return {"form": fields["form"].replace("_", " ")}


REFUSALS: Refusals = {
    "card_expected": (Words(N_("the talk is over: play a card, not {action}"), action),),
    "talk_expected": (Words(N_("it is the talk: say fold, play or knock, not {action}"), action),),
    "no_exchange": (Words(N_("col buco has no exchange: play your three cards or take the buco"),
                          when=lambda f: f.get("toggle") == "col_buco"),
                    Words(N_("mano a fidarsi without exchange: play the cards dealt or fold"))),
    "robber_no_exchange": (Words(N_("you took the trump: you may not exchange")),),
    "exchange_limit": (Words(N_("at un giro you may change up to {n} cards, not all"), n),),
    "robber_no_fold": (Words(N_("you took the trump: you may not say terzo se devo"),
                             when=lambda f: f.get("word") is Talk.TERZO),
                       Words(N_("you took the trump: you may not fold"))),
    "terzo_obbligatorio": (Words(N_("three players must play: with three left, no one may fold")),),
    "no_knock": (Words(N_("at {form} each speaks once: there is no knocking"), _form),),
    "no_terzo": (Words(N_("at {form} there is no terzo se devo"), _form),),
    "terzo_first_turn": (Words(N_("terzo se devo is said only at your first turn")),),
    "no_buco": (Words(N_("there is no buco: it is dealt only at col buco")),),
    "buco_taken": (Words(N_("seat {seat} has already taken the buco"), seat),),
    "rob_decided": (Words(N_("the trump card is no longer to be taken")),),
    "rob_or_leave": (Words(N_("briscola rubata: take the trump (rob) or leave it")),),
    "discard_expected": (Words(N_("you took the trump: discard one card face down")),),
    "lead_trump_ace": (Words(N_("must lead the Ace of trumps: you hold {card}"), card),),
    "lead_top_trump": (Words(N_("must lead the highest trump still out: you hold {card}"), card),),
}

#: Why two toggles cannot be played together, as the rule book says it (the shared "clash"
#: words translate it).
WHY = (N_("each decides who takes the pool"), N_("each is its own way of dealing and talking"),
       N_("at un giro the dealer already keeps the trump"), N_("at col buco the buco lies across the trump"),
       N_("the trump cannot be taken while it is hidden"), N_("at un giro the trump is dealt face up to the dealer"))

__all__ = ["REFUSALS", "WHY"]
