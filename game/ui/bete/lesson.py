"""Bête's guided first deal: Le Gras's rules, four players, seed 122.  Bruno says Je joue,
you say Contre with the King and the Jack of trumps, take the first two tricks and win the
dish, a fiche, Bruno's bête and the King pot (found by tools/guided_deals.py)."""
from __future__ import annotations

from ...i18n import N_
from ..teaching import Lesson, Step

LESSON = Lesson(
    preset="le_gras_1739", players=4, seed=122,
    script=("pass", "play", "pass", "contre", "9S", "JS", "8S", "JD", "KD", "QD", "9D", "9C", "9H", "QH", "JC",
            "JH", "10S", "QS", "KH", "10C", "KS", "KC", "AC", "AS"),
    welcome=N_("A guided deal of Bête: five cards each, and the card turned up names trumps. At each of your turns "
               "the coach says what to do and why, and rings the card or button. Follow it or not: the deal goes on."),
    steps=(
        Step(N_("Say “Contre”."),
             N_("You hold the King and the Jack of diamonds, trumps: the King is the highest card of the deal. With "
                "Contre you play against Bruno for the same dish: if you win, you take it and Bruno pays you his bête."),
             N_("Passing was safe, but with the King of trumps in hand you could have taken the deal from Bruno.")),
        Step(N_("Play the Jack of diamonds."),
             N_("Spades were led and you have none: the rules make you trump. The Jack is enough to take the trick; "
                "keep the King for the next one."),
             N_("Your King would take this trick too, but then the Jack is left alone against the others' trumps.")),
        Step(N_("Lead the King of diamonds."),
             N_("Nothing beats the King of trumps, and it draws the others' trumps. Win the first two tricks and the "
                "deal is yours, unless someone takes three.")),
        Step(N_("Lead the 9 of hearts."),
             N_("You have the first two tricks. Bruno can still win only by taking all three left: lead a heart, "
                "which Anne or Claire may well take from him.")),
        Step(N_("Throw the 10 of clubs."),
             N_("You cannot follow spades and have no trump left, so any card may go: keep the Ace.")),
        Step(N_("Play the Ace of clubs."),
             N_("Your last card. Anne took a trick, so Bruno cannot reach three: whatever happens, the deal is yours.")),
    ),
    moments={
        0: N_("Anne passes: she will not play alone."),
        1: N_("Bruno says Je joue: he plays alone against the table. He takes the dish (the game, a fiche and any "
              "bête) with three tricks, or the first two; otherwise he makes a bête."),
        2: N_("Claire passes too."),
        3: N_("You said Contre: you and Bruno each play for the dish; Anne and Claire defend."),
        7: N_("Your Jack of trumps takes the trick: a trump beats any card of another suit."),
        11: N_("Your King draws Anne's Queen and Bruno's Nine of trumps: you have the first two tricks."),
        15: N_("Anne's Queen of hearts takes the trick: in Bête the Queen beats the Jack, and the Jack beats the Ace."),
        19: N_("Bruno's Queen takes this one: he has one trick, and one trick is left."),
        23: N_("Bruno took two tricks, but not the first two: he fails. You take the game and the fiche from the "
               "dish, Bruno pays you his bête, and the King of trumps you were dealt wins the King pot."),
    },
    learnt=(
        N_("The card turned up names trumps; a trump beats any card of another suit."),
        N_("In Bête the King is highest, then the Queen, the Jack, and only then the Ace."),
        N_("You must follow suit; without the suit you must trump, and overtrump if you can."),
        N_("Je joue: you play alone and need three tricks, or the first two; failing, you make a bête."),
        N_("Contre: you play against the declarer for the same dish, and win or lose double."),
        N_("Whoever is dealt the King of trumps takes the King pot, unless on a side that made a bête."),
    ),
)

__all__ = ["LESSON"]
