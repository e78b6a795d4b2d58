"""Bésigue's rules as the engine plays them under a BesigueRules, in the project's own words.

As for the other games, every sentence that depends on a toggle is chosen from the rules
object, so the rules screen follows the settings.  Returns blocks for the rules page, in the
active language: each paragraph one message, its figures put in by name.  Bésigue's own words
(bésigue, brisques) stay as they are in every language and are glossed where they first come.
"""
from __future__ import annotations

from ...engine.besigue import BesigueRules
from ..rules_page import Block, RulesPage
from ...i18n import N_, _, number
from ..words import figure

#: The page's title, by preset.
TITLES = {
    "boussac_1896": N_("The rules of Bésigue, after Boussac (1896)"),
    "boussac_conventions": N_("The rules of Bésigue with Boussac's conventions"),
    "sans_retourne": N_("The rules of Bésigue without a turn-up"),
    "hoyle_1909": N_("The rules of Bésigue as Hoyle advises (1909)"),
}
#: The page's title under rules of the person's own.
OWN_TITLE = N_("The rules of Bésigue, with rules of your own")
#: Boussac's convention: the queen of trumps and the jack that goes with it, suit by suit.
_PAIRED = N_("hearts: Q of hearts and J of clubs, diamonds: Q of diamonds and J of spades, clubs: Q of clubs and "
             "J of hearts, spades: Q of spades and J of diamonds")


def _pair(rules: BesigueRules) -> str:
    """Which queen and jack make the bésigue, as the toggle says."""
    if rules.besigue_pair == "classic":
        return _("the queen of spades and the jack of diamonds, whatever the trumps")
    if rules.besigue_pair == "trump_queen":
        return _("the queen of trumps with the jack of the paired suit ({pairs})").format(pairs=_(_PAIRED))
    return _("the queen of spades and the jack of diamonds when clubs or hearts are trumps; the queen of clubs "
             "and the jack of hearts when spades or diamonds are")


def rules_blocks(rules: BesigueRules, players: int = 2) -> list[Block]:
    size = number(rules.hand_size)
    stock = 64 - 2 * rules.hand_size
    besides, stock = number(stock - 1), number(stock)
    page = RulesPage(_(TITLES.get(rules.preset, OWN_TITLE)))
    h2, p, li = page.h2, page.p, page.li

    h2(_("Players, pack and the deal"))
    p(_("Bésigue is for two players. It uses two piquet packs shuffled together: 64 cards, each card twice. In "
        "every suit the cards rank, high to low: Ace, Ten, King, Queen, Jack, 9, 8, 7 — the Ten above the King."))
    p(_("The first dealer is chosen by lot (cards turned until a King appears); the deal then alternates. The "
        "dealer's opponent leads to the first trick."))
    packets = ", ".join(rules.deal_packets.split("-"))
    p(_("Each player gets {size} cards, dealt in packets of {packets}, the non-dealer served first.").format(
        packets=packets, size=size))
    if rules.turn_up:
        p(_("The next card is turned up and laid crosswise under the stock: its suit is trumps, and it is the last "
            "card of the stock to be drawn. The stock holds {besides} cards besides it. If the turn-up is a seven, "
            "the dealer scores 10 at once.").format(besides=besides))
    else:
        p(_("No card is turned: the {stock} other cards make the stock. The first marriage declared makes its suit "
            "trumps and scores 40 as a royal marriage; until then there are no trumps, and no seven of trumps scores. "
            "If nobody marries before the stock runs out, the last tricks are played without trumps.").format(
            stock=stock))

    h2(_("Playing while the stock lasts"))
    p(_("The leader plays any card; the other plays any card too: there is no duty to follow suit, to head the "
        "trick or to trump. Cards lying on the table in your melds may be played as if they were in your hand."))
    p(_("A trump beats any other card; otherwise the higher card of the suit led wins, and a card of another suit "
        "never does. Of two identical cards, the one led wins. The winner of a trick leads to the next."))

    h2(_("Declaring melds"))
    p(_("Only the winner of a trick may declare, after the trick and before drawing, and only one meld each time. "
        "Declaring is never compulsory. The cards of a meld are laid face up on the table in front of their player "
        "and stay there, still his to play, until played or until the stock runs out."))
    li(_("Marriage, king and queen of a suit: 20; in trumps (royal marriage): 40."))
    li(_("Four jacks: 40. Four queens: 60. Four kings: 80. Four aces: 100 (any four of the rank, both copies "
         "allowed; four tens, nines, eights or sevens score nothing)."))
    li(_("Bésigue: 40. It is {pair}.").format(pair=_pair(rules)))
    li(_("Double bésigue, both bésigue queens and both bésigue jacks: 500."))
    li(_("Sequence of trumps, Ace, Ten, King, Queen and Jack: 250."))
    if rules.plain_sequence:
        li(_("A sequence in a suit that is not trumps: {points}.").format(points=figure(rules.plain_sequence)))
    p(_("Which cards may serve: every card of a meld must be in your hand or among your melds on the table, and at "
        "least one must come from the hand. A card may score again in a meld of another kind (the queen of spades in "
        "a marriage, four queens and a bésigue), never twice in the same kind; a new four of a kind needs four cards "
        "none of which has scored in that four. A meld may grow into the step above it — a royal marriage on the "
        "table into the sequence, a bésigue into the double bésigue — but never come down: a king or queen that "
        "scored in the sequence never marries, and a card of a double bésigue never makes a single one. Points scored "
        "stand when the cards are played."))
    p(_("Where two copies of a card could serve, you choose which by clicking the cards."))

    h2(_("The seven of trumps"))
    if not rules.turn_up:
        p(_("Without a turn-up no seven of trumps scores."))
    else:
        p(_("After winning a trick, before drawing, the holder of a seven of trumps may change it for the turn-up "
            "and score 10; the seven takes the turn-up's place under the stock and is drawn last. The turn-up taken "
            "cannot be melded in the same turn."))
        if rules.second_seven == "declare":
            p(_("Once the turn-up is a seven, the other seven of trumps may be shown after a trick won: 10."))
        elif rules.second_seven == "play":
            p(_("Each seven of trumps also scores 10 for the player who plays it to a trick while the stock lasts, "
                "whether the trick is won or not."))
        else:
            p(_("The other seven of trumps scores nothing."))
        if rules.seven_is_meld:
            p(_("Changing or showing the seven is the turn's only declaration: no meld with it."))
        else:
            p(_("Changing or showing the seven is not a meld: the same turn may also declare one meld."))

    h2(_("Drawing"))
    if rules.draw_order == "winner_first":
        p(_("After the declarations each player draws one card from the stock, the trick's winner first."))
    else:
        p(_("After the declarations each player draws one card from the stock; the winner of the deal's first trick "
            "draws first every time."))
    p(_("At the last draw the first drawer takes the last face-down card and the other takes the turn-up (or the "
        "seven changed for it). The number of cards left in the stock is always shown; past tricks never are."))

    h2(_("The last tricks"))
    p(_("When the stock is out the melds go back into the hands and the last {size} tricks are played without "
        "declarations. You must follow suit and head the trick if you can; with none of the suit led, you must trump; "
        "with no trump either, play any card. A trump led must be followed by a higher trump if you hold one, else "
        "any trump. The table refuses a card the rules forbid and names the rule.").format(size=size))

    h2(_("Scoring the deal"))
    if rules.brisques_when == "end_of_hand":
        p(_("At the end of the deal each player scores 10 for every ace and ten in the tricks he won (the brisques): "
            "160 in all."))
    else:
        p(_("Each ace and ten in a trick scores 10 for its winner as the trick is won (the brisques): 160 in all."))
    if rules.last_trick == "final":
        p(_("The winner of the deal's final trick scores 10 more."))
    else:
        p(_("The winner of the last trick played before the stock runs out scores 10 more."))

    h2(_("Winning the game"))
    target = figure(rules.target)
    p(_("The scores carry from deal to deal; the game is {target} up.").format(target=target))
    if rules.game_end == "claim":
        p(_("A player who reaches {target} while the stock lasts wins the moment he is master, after a trick he has "
            "won (usually at once, right after the meld or seven that took him there). After the last tricks and "
            "the count, a player at or over {target} wins; if both are, the winner of the last trick wins.").format(
            target=target))
    else:
        p(_("Nobody wins in the middle of a deal: after a deal in which anyone reached {target}, the higher total "
            "wins, a tie going to the winner of the last trick.").format(target=target))
    p(_("A new game starts from nought; the deal keeps alternating."))

    h2(_("Irregularities"))
    p(_("The table deals, draws and checks every card, so they cannot happen here. For the record: a misdeal loses "
        "the deal; a revoke in the last tricks loses the offender's points for tricks that deal (melds already "
        "scored stand); a player with too many cards may not declare; one with too few makes them up from the stock."))
    return page.blocks


__all__ = ["TITLES", "rules_blocks"]
