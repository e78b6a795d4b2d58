"""Mouche's guided first deal: the Académie's rules, four players, seed 4.  You deal, rob the
Jack of trumps turned up, change two cards, take the last trick with the King; Bruno takes
none and is mouched (found by tools/guided_deals.py)."""
from __future__ import annotations

from ...i18n import N_
from ..teaching import Lesson, Step

LESSON = Lesson(
    preset="academie_1718", players=4, seed=4,
    script=("pass", "play 6H QD 7C", "play JH 9D AD", "rob 8H", "play 9C AC", "10H", "KH", "AH", "KS", "AS", "6S",
            "QS", "JS", "7S", "10S", "JC", "9S", "8D", "KD", "JD"),
    welcome=N_("A guided deal of Mouche: the dealer antes into the basket, five cards each, and the card turned up "
               "names trumps. Each trick takes a fifth of the basket; whoever plays and takes no trick is mouched. "
               "You deal, so you speak last."),
    steps=(
        Step(N_("Rob the turn-up, laying the 8 of hearts in its place."),
             N_("The dealer may take the card turned up, here the Jack of spades, a trump, and lay a card face down "
                "instead. Click the 8 of hearts, the card you want least, then press Rob."),
             N_("Leaving the turn-up gave away a sure trump.")),
        Step(N_("Play, changing the 9 and the Ace of clubs."),
             N_("With the Jack and the Ace of trumps a trick is within reach. In Mouche the Ace ranks below the "
                "Jack, so your clubs are weak: pick them and press Play to change them from the talon."),
             N_("Passing is free, but with two trumps and a King you had a fair chance of a trick.")),
        Step(N_("Play the Ace of hearts."),
             N_("You must follow hearts and it is your only one. Claire's King beats it: in Mouche the King, the "
                "Queen and the Jack all beat the Ace.")),
        Step(N_("Play the Ace of spades."),
             N_("Claire leads a trump and you must follow with one. Keep the Jack, the better of your two.")),
        Step(N_("Play the Jack of spades."),
             N_("Your last trump, and you must follow trumps: Claire's Queen is higher.")),
        Step(N_("Throw the Jack of clubs."),
             N_("No trump left: any card may go. Keep the King of diamonds for the last trick.")),
        Step(N_("Play the King of diamonds."),
             N_("The King is the highest diamond: it takes the last trick, a fifth of the basket, and spares you "
                "a mouche.")),
    ),
    moments={
        0: N_("Anne passes: she lays her cards down and risks nothing this deal."),
        1: N_("Bruno plays and changes three cards from the talon."),
        2: N_("Claire plays and changes three cards too."),
        3: N_("You robbed the Jack of spades: it is yours, and your 8 of hearts lies in its place."),
        7: N_("Claire's King of hearts takes your Ace: in Mouche the Ace ranks below the Jack."),
        10: N_("Claire's King of trumps takes the trick."),
        13: N_("Claire's Queen beats your Jack of trumps."),
        16: N_("Claire takes a fourth trick."),
        19: N_("Your King takes the last trick: a fifth of the basket is yours. Bruno played and took no trick: he "
               "is mouched and pays the basket's value, 5 jetons, a mouche waiting to be played for in a later "
               "deal."),
    },
    learnt=(
        N_("In Mouche, as in Bête, the King is highest, then the Queen and the Jack; the Ace comes after."),
        N_("The talk: pass (out, risking nothing) or play, changing up to five cards from the talon."),
        N_("The dealer may rob the turn-up: take the trump turned and lay a card in its place."),
        N_("Each trick takes a fifth of the basket; whoever plays and takes no trick is mouched and pays the "
           "basket's value, played for in a later deal."),
        N_("Five cards of one suit after the talk are a mouche too: shown, they win the whole basket unplayed."),
    ),
)

__all__ = ["LESSON"]
