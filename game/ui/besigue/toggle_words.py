"""Bésigue's rules in the settings, in a player's words: each toggle's label, what it does
and how its values read (the engine's sources follow each help as they are).

The labels, helps and sources are data the settings translate where they draw them (the
catalogs gather them from the registry, :func:`tools.i18n_catalogs.data_messages`); the
presets' names and the values are looked up by the shared screens, so they are read in the
active language as they are looked up (:class:`..shown.Shown`)."""
from __future__ import annotations

from ...i18n import N_, _
from ..words import figure
from ..shown import Shown

PRESET_NAMES = Shown({"boussac_1896": N_("Boussac, 1896"), "boussac_conventions": N_("Boussac's conventions"),
                      "sans_retourne": N_("Without a turn-up"), "hoyle_1909": N_("Hoyle, 1909"),
                      "custom": N_("Rules of your own")})

LABELS = {
    "hand_size": "Cards in a hand", "deal_packets": "Dealt in packets of", "turn_up": "A card turned for trumps",
    "seven_is_meld": "The seven is the turn's meld", "second_seven": "The other seven of trumps",
    "besigue_pair": "The bésigue is", "plain_sequence": "A sequence in another suit", "draw_order": "Who draws first",
    "brisques_when": "Aces and tens count", "last_trick": "10 for the last trick", "target": "The game is",
    "game_end": "The game ends",
}

HELP = {
    "hand_size": "How many cards each player holds: eight, as Boussac deals, or sometimes nine or ten.",
    "deal_packets": "How the hands are dealt: in packets of two and three cards, the non-dealer served first.",
    "turn_up": "After the deal a card is turned up beside the stock and its suit is trumps. Without it, the "
               "first marriage declared makes its suit trumps and scores 40.",
    "seven_is_meld": "Yes: changing or showing a seven of trumps is all you may declare after that trick. "
                     "No: you may lay a meld with it.",
    "second_seven": "What the seven of trumps that cannot be changed for the turn-up is worth: 10 when shown after "
                    "a trick you win, 10 for each seven of trumps when played, or nothing.",
    "besigue_pair": "Which queen and jack make the bésigue (40; both pairs, the double bésigue, 500).",
    "plain_sequence": "Whether ace, ten, king, queen and jack of a suit that is not trumps score 150 (the sequence "
                      "of trumps always scores 250).",
    "draw_order": "After each trick both players draw from the stock: the trick's winner first, or always the "
                  "winner of the deal's first trick.",
    "brisques_when": "Each ace and ten in the tricks you win scores 10: counted at the end of the deal, or as "
                     "each trick is won.",
    "last_trick": "Who scores 10 for the last trick: the winner of the deal's final trick, or of the last trick "
                  "played before the stock runs out.",
    "target": "The points that win the game; the scores carry from deal to deal until someone reaches them.",
    "game_end": "Whether the game ends as soon as a player who has just won a trick reaches the target, or only "
                "after the whole deal, the higher total winning.",
}

#: Where each rule comes from, the values named as the settings show them (not as the engine codes them).
SOURCES = {
    "deal_packets": "Hoyle 1909 and EB9 (3, 2, 3); Boussac's Cinq-Cents for the other ways",
    "seven_is_meld": "Ultimate Book of Card Games (yes); Boussac and Enquire Within (no), the project's ruling",
    "second_seven": "Hoyle 1909, cosmovisions, zpag (10 when shown); Enquire Within, EB9 (10 when played); "
                    "Boussac read literally (nothing)",
    "besigue_pair": "Boussac's table (Q♠ and J♦); Boussac's 'generally agreed' convention (the queen of trumps); "
                    "Chambers's Encyclopædia (as Chambers)",
    "plain_sequence": "Hoyle 1909, Rubicon laws (150); Boussac's table (nothing)",
    "draw_order": "Boussac (the trick's winner his rule, the first trick's winner the convention he calls wise)",
    "brisques_when": "Boussac (at the end); Hoyle 1909 (as won)",
    "last_trick": "Boussac (the final trick); Enquire Within (the last with the stock)",
    "game_end": "Boussac (at once); the project's ruling (after the deal)",
}



def _up(target: int) -> str:
    return _("{points} up").format(points=figure(target))


VALUES = {
    "hand_size": Shown({8: N_("8 cards"), 9: N_("9 cards"), 10: N_("10 cards")}),
    "deal_packets": {"3-2-3": "3, 2, 3", "3-3-2": "3, 3, 2", "2-3-3": "2, 3, 3", "3-3-3": "3, 3, 3",
                     "3-2-3-2": "3, 2, 3, 2", "2-3-2-3": "2, 3, 2, 3"},
    "second_seven": Shown({"none": N_("scores nothing"), "declare": N_("10 when shown"), "play": N_("10 when played")}),
    "besigue_pair": Shown({"classic": N_("Q♠ and J♦"), "trump_queen": N_("the queen of trumps"),
                           "chambers": N_("as Chambers")}),
    "plain_sequence": Shown({False: N_("scores nothing"), 150: N_("scores 150")}),
    "draw_order": Shown({"winner_first": N_("the trick's winner"), "fixed": N_("the first trick's winner")}),
    "brisques_when": Shown({"end_of_hand": N_("at the end"), "as_won": N_("as won")}),
    "last_trick": Shown({"final": N_("the final trick"), "last_of_stock": N_("last with the stock")}),
    "target": Shown({t: (lambda t=t: _up(t)) for t in (1000, 1500, 2000)}),
    "game_end": Shown({"claim": N_("at once"), "hand_end": N_("after the deal")}),
}
