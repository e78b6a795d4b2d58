"""Mouche's settings in words a player understands: each toggle's label, its help, and how
its values read, and the sources the rules name by short keys, by their names.

The labels, the help and the sources are gathered for the catalogs from the spec and
translated by the settings (tools/i18n_catalogs.py, ``data_messages``); the presets' names
and the values are marked here and read in the active language (:class:`..shown.Shown`).
"""
from __future__ import annotations

from typing import Any, Mapping

from ...i18n import N_
from ..shown import Shown

PRESET_NAMES = Shown({"academie_1718": N_("Académie, 1718"), "balzac_1839": N_("With Mistigri (Balzac, 1839)"),
                      "custom": N_("your own rules")})
#: The game's name, the same in every language.
TITLE = "Mouche"
SUBTITLE = N_("Mouche and Mistigri, Bête's descendants of 1718–1839 — for three to six players")
ABOUT = N_("Mouche, and Mistigri, where a flush wins outright")
OVERTIME_NOTE = N_("; waiting mouches are played off after the last")

LABELS = {
    "mouche_pack": "The pack", "ace_high": "Ace above King", "ante_mode": "Who antes", "dealer_ante": "Dealer's stake",
    "ante": "Each player's stake", "mouches_at_once": "Mouches come in", "deal_packets": "Dealing in packets",
    "max_exchange": "Most cards changed", "rob_upcard": "Robbing the upcard", "dealer_defends": "Dealer must defend",
    "mouche_loos_players_in": "A mouche shown mouches", "mouche_loos_all": "A mouche mouches all",
    "head_trick": "Beat the trick", "mouche_penalty": "A mouche costs", "mouche_cap": "Largest mouche",
    "mistigri": "The Mistigri (J♣)", "mistigri_free": "Mistigri plays any time",
    "mistigri_wild": "Mistigri wild in a mouche", "mistigri_names_trump": "Mistigri names trumps",
    "purse": "Starting purse",
}

HELP = {
    "mouche_pack": "How many cards for 3, 4, 5 and 6 players: the Académie's packs (28, 36, 48, 52); by the talon, "
                   "the smallest packs whose talon can feed every exchange (28, 36, 44, 52); or the short packs of a "
                   "modern rule book (32, 36, 40, 44)",
    "ace_high": "The Ace ranks above the King (A K Q J 10 … 2), as in today's Mistigri and in Loo; otherwise "
                "K Q J A 10 … 2",
    "ante_mode": "Who puts jetons into the basket each deal: the dealer alone (the dealer's stake), the dealer one "
                 "for each player, or everyone (each player's stake), only on deals when no mouche is waiting",
    "dealer_ante": "Jetons the dealer puts into the basket each deal, when the dealer antes",
    "ante": "Jetons each player puts into the basket, when everyone antes",
    "mouches_at_once": "Whether the largest waiting mouche alone comes into each basket, one a deal, or all of them "
                       "together (the basket then grows very fast)",
    "deal_packets": "The five cards go round in two packets",
    "max_exchange": "The most cards a player who plays may change with the talon, once",
    "rob_upcard": "Whether the dealer may take the card turned for trumps into his hand, laying one of his own "
                  "face down in its place",
    "dealer_defends": "When one player alone is in as the talk reaches the dealer, the dealer may not pass but must "
                      "play against him",
    "mouche_loos_players_in": "When a mouche is shown, every other player who is in pays a mouche (the holder of a "
                              "lesser mouche, and of the Mistigri, excepted)",
    "mouche_loos_all": "When a mouche is shown, every other player pays a mouche, even those who passed",
    "head_trick": "A player following suit must beat the best card of that suit in the trick, if able",
    "mouche_penalty": "What a player who is in and takes no trick pays, as a mouche waiting for a later basket",
    "mouche_cap": "No mouche larger than this",
    "mistigri": "The Jack of clubs, the Mistigri, is the highest trump, whatever the trump suit",
    "mistigri_free": "The Mistigri may be played at any time, leads trumps, and need not be played to a trump lead",
    "mistigri_wild": "Four cards of a suit and the Mistigri make a mouche of that suit",
    "mistigri_names_trump": "The Mistigri's holder names the trump suit as he plays it, for the rest of the deal",
    "purse": "Jetons each player starts the session with; a purse may go into debt",
}

VALUES: Mapping[str, Mapping[Any, str]] = {
    "mouche_pack": Shown({"academie_1718": N_("the Académie's"), "talon_rule": N_("by the talon"),
                          "short": N_("short packs")}),
    "ante_mode": Shown({"dealer": N_("the dealer"), "dealer_per_player": N_("dealer, 1 a player"),
                        "everyone": N_("everyone")}),
    "mouches_at_once": Shown({False: N_("one a deal"), True: N_("all at once")}),
    "deal_packets": Shown({"3+2": N_("3 then 2"), "2+3": N_("2 then 3")}),
    "rob_upcard": Shown({"dealer": N_("the dealer may"), "none": N_("nobody")}),
    "mouche_penalty": Shown({"basket": N_("the whole basket"), "ante": N_("the ante only")}),
    "mouche_cap": Shown({0: N_("no limit")}),
}

NUMBER_CHOICES = {"purse": (20, 50, 100, 200, 500), "dealer_ante": (1, 2, 3, 5, 10, 20),
                  "ante": (1, 2, 3, 5, 10), "mouche_cap": (0, 10, 20, 50, 100)}
JETON_TOGGLES = frozenset({"purse", "dealer_ante", "ante", "mouche_cap"})
#: The rules' length of a session is the table's Length row.
HIDDEN = frozenset({"rounds"})


#: The sources the rules name by their keys (shared/spec/mouche-rules.md, "Sources"), as a player reads them.
SOURCES = {
    "ADJO": "the Académie des jeux oubliés after the Académie universelle (1718)",
    "ADP": "an Académie des jeux text",
    "BALZAC": "Balzac's Béatrix (1839)",
    "W-Mouche": "Wikipedia's Mouche",
    "W-Mistigri": "Wikipedia's Mistigri",
    "DE-Mistigri": "the German Wikipedia's Mistigri",
    "PL-Pamfil": "the Polish Wikipedia's Pamfil",
    "JDC": "jeux-de-cartes.com's Mouche",
    "PK": "a modern French summary",
    "HOYLE": "Hoyle's Games Improved (Loo)",
    "EWUE": "Enquire Within Upon Everything (Five-Card Loo)",
    "FCL": "Five-card Loo from the old books",
    "PW": "a Five-card Loo page",
    "PAMLOO": "an early 19th-century Pam-loo",
    "PEEL": "Peel's Round Games with Cards",
    "PAGAT-LOO": "pagat.com's Loo",
}
