"""Bête's rules as the engine plays them under a RuleSet, in the project's own words.

Every sentence that depends on a toggle is chosen from the RuleSet, so the rules screen
changes as the settings do.  Returns blocks: ("h1" | "h2" | "p" | "li", text).

Each sentence is one message of the catalogs, whole in each of its variants (the King or
the Ace of trumps, one Curieuse or several), so that a translation says exactly what the
English says under the same toggles.  Le Gras's words stay French in every language:
the Italian and Spanish pages gloss them where they first appear.
"""
from __future__ import annotations

from ...engine.bete import RuleSet
from ...engine.bete.rules import bete_pack
from ...engine.cards import Rank
from ...i18n import N_, NP_, _, number
from ..grammar import jetons
from ..rules_page import Block, RulesPage
from .words import said

#: The page's title, by preset.
TITLES = {"le_gras_1739": N_("The rules of Bête, after Le Gras (1739)"),
          "cotton_1674": N_("The rules of Beast, after Cotton (1674)"),
          "cady_1896": N_("The rules of Bête, after Cady (1896)")}
#: The pack for the table, by its number of cards.
PACKS = {28: N_("At a table of {players} the game uses the piquet pack without sevens of 28 cards."),
         32: N_("At a table of {players} the game uses the piquet pack of 32 cards."),
         36: N_("At a table of {players} the game uses the French pack from six up of 36 cards.")}
#: The court cards' and the Ace's letters in the order of a suit ("K Q J A 10 9 8 7"): each
#: language writes its own (R D V A in French).
LETTERS = {Rank.KING: NP_("letter of the King", "K"), Rank.QUEEN: NP_("letter of the Queen", "Q"),
           Rank.JACK: NP_("letter of the Jack", "J"), Rank.ACE: NP_("letter of the Ace", "A")}


def rank_order(rules: RuleSet) -> str:
    """The ranks of a suit, high to low, as the language writes them."""
    return " ".join(said(LETTERS[r]) if r in LETTERS else r.code for r in rules.ranking.order)


def packets(deal_packets: str) -> str:
    """'2, then 3', '2, then 2, then 1'."""
    parts = [number(int(n)) for n in deal_packets.split("+")]
    text = parts[0]
    for part in parts[1:]:
        text = _("{packets}, then {next}").format(packets=text, next=part)
    return text


def rules_blocks(rules: RuleSet, players: int) -> list[Block]:
    beast = rules.beast_heaps
    ace = rules.ace_high
    page = RulesPage(_(TITLES[rules.preset]))
    h2, p, li = page.h2, page.p, page.li

    h2(_("Seats, pack and the order of play"))
    pack = bete_pack(players)
    p(_(PACKS[len(pack)]).format(players=number(players)) + " "
      + _("With three or four players: 28 cards, eight up to King; five players: 32 cards, seven up; "
          "six or seven players: 36 cards, six up."))
    p((_("Within a suit the cards rank, high to low: {order}. The Ace is the highest card (Cady).") if ace else
       _("Within a suit the cards rank, high to low: {order}. The Ace ranks below the Jack, as at écarté."))
      .format(order=rank_order(rules)))
    p(_("Play, dealing and bidding go anticlockwise: each player acts after the player on the left. "
        "The first dealer is chosen by lot: cards are turned one to each player until a King appears, "
        "and that player deals. The deal then passes to the next player each time."))

    h2(_("Dealing"))
    p(_("Each player gets five cards, dealt round the table in packets of {packets}, "
        "starting with eldest hand (the player after the dealer) and serving the dealer last. "
        "The rest of the pack is the talon. Its top card is turned face up: its suit is trumps.")
      .format(packets=packets(rules.deal_packets)))

    if beast:
        _heaps(page, ace)
    else:
        _dish_and_bidding(page, rules)

    h2(_("Playing the tricks"))
    p(_("Eldest hand leads to the first trick; whoever wins a trick leads to the next. All five tricks are played."))
    li(_("You must follow suit if you can (any card of the suit will do)."))
    li(_("If you cannot follow, you must trump if you can; if the trick is already trumped, you must play a "
         "higher trump if you can."))
    li(_("If you can neither follow nor beat the highest trump, you may play any card."))
    li(_("The highest trump takes the trick; without trumps, the highest card of the suit led."))
    p(_("The table refuses a card the rules forbid and names the rule it breaks."))

    if not beast:
        _who_wins(page, rules)

    h2(_("The end of the session"))
    p(" ".join([_("A session lasts the number of rounds chosen in Settings (in a round, each player deals once).")]
               + ([] if beast else [_("If a bête is still waiting after the last round, play goes on until none is, "
                                      "for at most one more round.")])
               + [_("Whatever is left on the table is then shared out equally, any odd jetons going one each to "
                    "the first players in order. Your result is your purse against the jetons you began with.")]))
    return page.blocks


def _heaps(page: RulesPage, ace: bool) -> None:
    """Cotton's Beast: the three heaps instead of the dish and the bidding."""
    page.h2(_("The three heaps"))
    page.p(_("There is no bidding: everyone plays every deal. Before each deal every player puts one jeton "
             "into each of three heaps: the King, the Play and the Triolet."))
    page.li(_("The Play goes to the player who takes the most tricks. If two or more tie, it stays for the next deal."))
    page.li(_("The King goes to the player who was dealt the Ace of trumps. If it lies in the talon, it stays.") if ace
            else _("The King goes to the player who was dealt the King of trumps. If it lies in the talon, it stays."))
    page.li(_("The Triolet goes to a player dealt three cards of one rank (the highest such rank if two players "
              "have one). If nobody has, it stays."))


def _dish_and_bidding(page: RulesPage, rules: RuleSet) -> None:
    """Le Gras's dish, stakes and bidding, with the contre and the Curieuse as the toggles say."""
    h2, p, li = page.h2, page.p, page.li
    h2(_("The dish and the stakes"))
    p(_("Money is counted in jetons; a fiche is worth {value}. On the table lie the fiches under the "
        "upturned dish, the King's jetons on top of it, the game's jetons beside it, and the bêtes: the penalties "
        "paid by players who lost, waiting in a queue. The first bête of the queue is at stake in the deal.")
      .format(value=fiche_words(rules.fiche_value)))
    p(_("Before every deal, in this order:"))
    li(_("if no fiche is left under the dish, every player puts one fiche under it;"))
    li(_("if the game is empty, every player puts one jeton into it;"))
    li(_("the dealer adds one jeton to the game;"))
    li(_("if the King is empty, every player puts one jeton on it."))
    p(_("Each deal is played for one fiche more than the last, unless the last deal was won: then it is back "
        "to one fiche. It can never be more fiches than lie under the dish. "
        "The value of the deal is the game, plus the fiches at stake, plus the bête at stake."))
    p(_("Every player begins with {amount}. A purse may fall below nothing: that is a debt, "
        "shown in red with a minus sign.").format(amount=jetons(rules.purse)))

    h2(_("Bidding"))
    p(_("Starting with eldest hand and ending with the dealer, each player speaks once. "
        "Until someone says “Je joue” (I play), a player may say “Je joue” or “Je passe” (I pass). "
        "The first to say Je joue is the declarer and plays alone against everyone. A call cannot be taken back."))
    if rules.contre:
        p(_("After a Je joue, a later player may say “Contre” instead of passing: that player also plays, "
            "for double. Only one contre is allowed, and the bidding stops when it is said."))
    else:
        p(_("There is no contre: once someone plays, everyone else passes."))
    if rules.curieuse == 1:
        p(_("If everyone passes, the Curieuse may be turned (once a deal): every player puts one more jeton "
            "into the game, the upcard is set aside, the next card of the talon is turned for a new trump suit, "
            "and the bidding starts again from eldest hand. When no Curieuse is left (or the talon has no card "
            "under the upcard), the deal is thrown in: no card is played and the pots stay."))
    elif rules.curieuse:
        p(_("If everyone passes, the Curieuse may be turned (up to {n} times a deal): every player puts one more "
            "jeton into the game, the upcard is set aside, the next card of the talon is turned for a new trump "
            "suit, and the bidding starts again from eldest hand. When no Curieuse is left (or the talon has no "
            "card under the upcard), the deal is thrown in: no card is played and the pots stay.")
          .format(n=number(rules.curieuse)))
    else:
        p(_("If everyone passes, the deal is thrown in: no card is played and the pots stay for the next deal."))


def _who_wins(page: RulesPage, rules: RuleSet) -> None:
    """Le Gras's outcomes: win, vole, bête, dévole, null; the contre's; the King."""
    h2, p, li = page.h2, page.p, page.li
    h2(_("Who wins the deal"))
    p(_("A playing side wins the deal with three tricks or more, or with exactly two tricks that are the first "
        "two, as long as no other player takes three."))
    li(_("Win: the declarer takes the game, the fiches at stake and the bête at stake."))
    li(_("Vole (all five tricks): as a win, and also every bête waiting in the queue and one jeton from each "
         "other player."))
    li(_("Bête: the declarer did not win and took fewer tricks than someone else; the declarer pays the value "
         "of the deal into a new bête at the end of the queue. The game, the fiches and the bête at stake stay."))
    li(_("Dévole (no trick at all): as a bête, and one jeton to each other player."))
    li(_("Null: the declarer did not win but took as many tricks as the best other player; nothing is paid."))
    if rules.contre:
        h2(_("When someone said contre"))
        li(_("If the declarer wins, the declarer takes the value of the deal and the contre player pays twice "
             "that into a new bête."))
        li(_("If the contre player wins, the contre player takes the value of the deal, and the declarer pays the "
             "same again straight to the contre player."))
        li(_("If neither wins, the declarer pays the value into a new bête and the contre player twice the value "
             "into another. A contre deal has no vole, dévole or null."))
    h2(_("The King"))
    if rules.ace_high:
        p(_("In every deal, even a thrown-in or null one, whoever was dealt the Ace of trumps takes all the "
            "King's jetons, unless that player was on a side that lost (a bête, a dévole, or the losing side of a "
            "contre): then they stay. An Ace of trumps lying in the talon wins nothing. After a Curieuse the "
            "Ace of the new trump suit counts."))
    else:
        p(_("In every deal, even a thrown-in or null one, whoever was dealt the King of trumps takes all the "
            "King's jetons, unless that player was on a side that lost (a bête, a dévole, or the losing side of a "
            "contre): then they stay. A King of trumps lying in the talon wins nothing. After a Curieuse the "
            "King of the new trump suit counts."))


def fiche_words(value: int) -> str:
    """What a fiche is worth: '5 jetons'."""
    return jetons(value)
