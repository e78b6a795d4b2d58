"""Bésigue's guided first deal: Boussac's rules, seed 20.  You exchange and show the sevens of
trumps, declare a marriage, bésigue, four queens and a second marriage, play the strict last
tricks once the stock is out, and count your aces and tens (found by tools/guided_deals.py).
The decisions without words of their own are said by the game's advice (teach.py)."""
from __future__ import annotations

from ...i18n import N_
from ..teaching import Lesson, Step

_SCRIPT = """7H.2 8C.1 8H.2 7S.2 7C.2 10C.1 |exchange 7D.1| 9D.2 9C.1 |declare 7D.2| 7D.2 8S.2 JC.1 9C.2
|marriage KH.1 QH.2| QH.2 10H.1 10S.2 10D.1 7H.1 KD.1 |besigue QS.1 JD.2| 9H.1 JH.2 10C.2 AC.1 7C.1 AC.2 KH.1 8H.1
|besigue QS.2 JD.1| 8C.2 JC.2 |marriage KS.2 QS.1| 8S.1 JD.1 |four_queens QS.2 QD.1 QC.1 QC.2| QC.1 QS.1 JS.1
KS.2 |royal_marriage KD.2 QD.2| 9S.2 8D.1 AD.1 JH.1 JS.2 10S.1 9S.1 8D.2 |marriage KC.1 QC.2| QC.2 9H.2 QS.2 AS.2
7S.1 9D.1 AS.1 KS.1 AH.1 QH.1 AH.2 10H.2 AD.2 7D.1 KC.1 10D.2 KD.2 QD.1 QD.2 KH.2 JD.2 KC.2"""


def _script(text: str) -> tuple[str, ...]:
    """The script written compactly: cards apart by spaces, a declaration between bars."""
    out: list[str] = []
    for i, part in enumerate(text.replace("\n", " ").split("|")):
        out += [part.strip()] if i % 2 else part.split()
    return tuple(out)


STOCK_OUT = Step(N_("Lead the Ace of spades."),
                 N_("The stock is out: the last eight tricks are played strictly. Follow suit and win the trick if you "
                    "can; without the suit, trump. Every ace and ten you take is a brisque, 10 points at the end."))
#: The person's 38 decisions: those with words of their own; None is said by the game's advice.
_STEPS: dict[int, Step] = {
    3: Step(N_("Exchange the 7 of trumps for the turn-up."),
            N_("You won the trick, so you may declare. The 7 of diamonds, the seven of trumps, may be exchanged for "
               "the card turned up, the 9: 10 points, and a better trump in hand."),
            N_("The exchange was worth 10 points and a better trump; declaring nothing gave them away.")),
    5: Step(N_("Show the other 7 of trumps."),
            N_("The second seven of trumps scores 10 as well, only for showing it after a trick won.")),
    8: Step(N_("Declare the marriage of hearts."),
            N_("The King and the Queen of one suit are a marriage: 20 points, 40 in trumps. The cards stay on the "
               "table before you, and may still be played from there."),
            N_("The marriage was 20 points for showing two cards you keep.")),
    16: Step(N_("Declare bésigue, the Queen of spades and the Jack of diamonds."),
             N_("Bésigue, the Queen of spades with the Jack of diamonds, scores 40. Both pairs, double bésigue, would "
                "score 500."),
             N_("Bésigue was 40 points, and a step towards double bésigue.")),
    19: Step(N_("Declare four queens."),
             N_("Four Queens of any suits score 60. The Queen of spades already on the table counts again: a card "
                "may serve in melds of different kinds.")),
    26: Step(N_("Declare the marriage of clubs."),
             N_("Your Queen of clubs scored in the four queens and may now marry the King of clubs: another 20.")),
    30: STOCK_OUT,
    37: Step(N_("Play the King of clubs."),
             N_("The last trick of the deal scores 10 for whoever takes it.")),
}
DECISIONS = 38

LESSON = Lesson(
    preset="boussac_1896", players=2, seed=20, script=_script(_SCRIPT),
    welcome=N_("A guided deal of Bésigue, two players and two packs: eight cards each, the card turned up names "
               "trumps, the rest is the stock. Win tricks to declare melds; take aces and tens, the brisques. The "
               "coach says what to do at each of your turns."),
    steps=tuple(_STEPS.get(k) for k in range(DECISIONS)),
    moments={
        0: N_("Anne leads. While the stock lasts you need not follow suit: any card may be played."),
        6: N_("10 points: the seven of trumps changed for the turn-up."),
        14: N_("Your marriage scores 20."),
        21: N_("Anne declares bésigue: 40 for her."),
        36: N_("Four queens: 60 more."),
        56: N_("The stock is out: eight last tricks, played strictly."),
        72: N_("Anne takes the last trick: 10. The brisques are counted: your aces and tens make 100, Anne's 60. "
               "The deal ends 260 to 170; the game goes on, deal after deal, to 1,000."),
    },
    learnt=(
        N_("Bésigue's order: Ace, 10, King, Queen, Jack, 9, 8, 7; trumps beat the other suits."),
        N_("While the stock lasts any card may be played; each trick's winner draws first, and may declare one "
           "meld."),
        N_("Melds: marriage 20 (40 in trumps), bésigue 40, four queens 60, four kings 80, four aces 100, the "
           "sequence of trumps 250, double bésigue 500."),
        N_("The seven of trumps scores 10, exchanged for the turn-up or shown."),
        N_("Once the stock is out, the last eight tricks are strict: follow suit and win if you can; the last "
           "trick scores 10."),
        N_("At the end each ace and ten taken, the brisques, counts 10; the first to 1,000 wins the game."),
    ),
)

__all__ = ["LESSON"]
