"""Bestia's guided first deal: the Roman rules, four players, seed 49.  You play and change
three cards, knock with three trumps, take three tricks; Bruno, made to play by his terzo se
devo, takes none and goes in bestia (found by tools/guided_deals.py)."""
from __future__ import annotations

from ...i18n import N_
from ..teaching import Lesson, Step

LESSON = Lesson(
    preset="bestia_roma", players=4, seed=49,
    script=("terzo", "play 5S QH JD", "play 7S 3H 5D", "terzo", "fold", "knock", "3C", "5C", "2C", "2H", "JH",
            "5H", "3D", "4D", "JC", "QS", "AS", "KS", "AD", "7H", "QC"),
    welcome=N_("A guided deal of Bestia: everyone antes into the pool, five cards each, and the card turned up "
               "names trumps. Each trick takes a fifth of the pool; whoever plays and takes no trick goes in bestia. "
               "At each of your turns the coach says what to do and why."),
    steps=(
        Step(N_("Say Play, changing the 5 of spades, the Queen of hearts and the Jack of diamonds."),
             N_("Clubs are trumps. Keep the 3 and the Queen of clubs: in Bestia the 3 is the second card of all, "
                "below the Ace only. Pick the three cards that cannot take a trick, then press Play."),
             N_("Folding costs nothing more, but two good trumps stood a fair chance of a trick.")),
        Step(N_("Knock (busso)."),
             N_("You drew the Jack of clubs: three trumps, two of them high. Knocking ends the talk before the others "
                "change again, and Bruno, who said terzo se devo, must now play the cards he holds."),
             N_("Another turn of the talk lets the others change cards again and better their hands.")),
        Step(N_("Lead the 3 of clubs."),
             N_("The knocker leads. Only the Ace beats your 3 of trumps: it draws the others' trumps and takes your "
                "first trick, a fifth of the pool.")),
        Step(N_("Lead the 2 of hearts."),
             N_("With one trick you are safe from the bestia. Lead your smallest card and keep your trumps.")),
        Step(N_("Trump with the Jack of clubs."),
             N_("You have no diamond: you must beat the trick with a trump when you can.")),
        Step(N_("Lead the Queen of spades."),
             N_("Keep the Queen of clubs, your last trump, for the last trick.")),
        Step(N_("Play the Queen of clubs."),
             N_("Your last trump takes the last trick.")),
    ),
    moments={
        0: N_("Claire says terzo se devo, “third if I must”: she will play only if fewer than three are in when "
              "her turn comes back."),
        2: N_("Anne plays and changes three cards."),
        3: N_("Bruno says terzo se devo too."),
        4: N_("Claire folds: she is out of this deal and pays nothing more."),
        5: N_("You knocked: the talk is over. With only you and Anne in, Bruno's terzo se devo makes him play."),
        8: N_("Your 3 of trumps takes the first trick: a fifth of the pool is yours."),
        11: N_("Anne's Jack of hearts takes the trick."),
        14: N_("Your Jack of trumps takes the diamonds."),
        17: N_("Anne's Ace of spades takes the trick: in Bestia the Ace is highest, then the 3, then the King."),
        20: N_("Bruno played and took no trick: he goes in bestia and pays the whole pool, 20 jetons, into the next "
               "one. You take three fifths of the pool, Anne two."),
    },
    learnt=(
        N_("Bestia's order: Ace, 3, King, Queen, Jack, then 7 down to 2."),
        N_("The talk: fold, play (changing up to five cards) or knock; terzo se devo plays only if fewer than "
           "three are in."),
        N_("The knock ends the talk and the knocker leads; a knocker without a trick pays the pool and a half."),
        N_("Follow suit and head the trick if you can; without the suit, beat the trumps in it if you can."),
        N_("Each trick takes a fifth of the pool; whoever played and took no trick goes in bestia and pays the "
           "whole pool into the next."),
    ),
)

__all__ = ["LESSON"]
