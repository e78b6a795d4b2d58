"""Bête's rules as the engine plays them under a RuleSet, in the project's own words.

Every sentence that depends on a toggle is chosen from the RuleSet, so the rules screen
changes as the settings do.  Returns blocks: ("h1" | "h2" | "p" | "li", text).
"""
from __future__ import annotations

from ...engine.bete import RuleSet
from ...engine.bete.rules import bete_pack
from ..rules_page import Block, RulesPage

#: The page's title, by preset.
TITLES = {"le_gras_1739": "Bête, after Le Gras (1739)", "cotton_1674": "Beast, after Cotton (1674)",
          "cady_1896": "Bête, after Cady (1896)"}


def rules_blocks(rules: RuleSet, players: int) -> list[Block]:
    beast = rules.beast_heaps
    fv = rules.fiche_value
    order = " ".join(r.code for r in rules.ranking.order)
    top = "Ace" if rules.ace_high else "King"
    page = RulesPage(f"The rules of {TITLES[rules.preset]}")
    h2, p, li = page.h2, page.p, page.li

    h2("Seats, pack and the order of play")
    pack = bete_pack(players)
    p(f"At a table of {players} the game uses the {pack.name} of {len(pack)} cards. "
      "With three or four players: 28 cards, eight up to King; five players: 32 cards, seven up; "
      "six or seven players: 36 cards, six up.")
    p(f"Within a suit the cards rank, high to low: {order}."
      + (" The Ace is the highest card (Cady)." if rules.ace_high else " The Ace ranks below the Jack, as at écarté."))
    p("Play, dealing and bidding go anticlockwise: each player acts after the player on the left. "
      "The first dealer is chosen by lot: cards are turned one to each player until a King appears, "
      "and that player deals. The deal then passes to the next player each time.")

    h2("Dealing")
    p(f"Each player gets five cards, dealt round the table in packets of {rules.deal_packets.replace('+', ', then ')}, "
      "starting with eldest hand (the player after the dealer) and serving the dealer last. "
      "The rest of the pack is the talon. Its top card is turned face up: its suit is trumps.")

    if beast:
        h2("The three heaps")
        p("There is no bidding: everyone plays every deal. Before each deal every player puts one jeton "
          "into each of three heaps: the King, the Play and the Triolet.")
        li("The Play goes to the player who takes the most tricks. If two or more tie, it stays for the next deal.")
        li(f"The King goes to the player who was dealt the {top} of trumps. If it lies in the talon, it stays.")
        li("The Triolet goes to a player dealt three cards of one rank (the highest such rank if two players "
           "have one). If nobody has, it stays.")
    else:
        h2("The dish and the stakes")
        p(f"Money is counted in jetons; a fiche is worth {fiche_words(fv)}. On the table lie the fiches under the "
          "upturned dish, the King's jetons on top of it, the game's jetons beside it, and the bêtes: the penalties "
          "paid by players who lost, waiting in a queue. The first bête of the queue is at stake in the deal.")
        p("Before every deal, in this order:")
        li("if no fiche is left under the dish, every player puts one fiche under it;")
        li("if the game is empty, every player puts one jeton into it;")
        li("the dealer adds one jeton to the game;")
        li("if the King is empty, every player puts one jeton on it.")
        p("Each deal is played for one fiche more than the last, unless the last deal was won: then it is back "
          "to one fiche. It can never be more fiches than lie under the dish. "
          "The value of the deal is the game, plus the fiches at stake, plus the bête at stake.")
        p(f"Every player begins with {rules.purse} jetons. A purse may fall below nothing: that is a debt, "
          "shown in red with a minus sign.")

        h2("Bidding")
        p("Starting with eldest hand and ending with the dealer, each player speaks once. "
          "Until someone says “Je joue” (I play), a player may say “Je joue” or “Je passe” (I pass). "
          "The first to say Je joue is the declarer and plays alone against everyone. A call cannot be taken back.")
        if rules.contre:
            p("After a Je joue, a later player may say “Contre” instead of passing: that player also plays, "
              "for double. Only one contre is allowed, and the bidding stops when it is said.")
        else:
            p("There is no contre: once someone plays, everyone else passes.")
        if rules.curieuse:
            times = "once" if rules.curieuse == 1 else f"up to {rules.curieuse} times"
            p(f"If everyone passes, the Curieuse may be turned ({times} a deal): every player puts one more jeton "
              "into the game, the upcard is set aside, the next card of the talon is turned for a new trump suit, "
              "and the bidding starts again from eldest hand. When no Curieuse is left (or the talon has no card "
              "under the upcard), the deal is thrown in: no card is played and the pots stay.")
        else:
            p("If everyone passes, the deal is thrown in: no card is played and the pots stay for the next deal.")

    h2("Playing the tricks")
    p("Eldest hand leads to the first trick; whoever wins a trick leads to the next. All five tricks are played.")
    li("You must follow suit if you can (any card of the suit will do).")
    li("If you cannot follow, you must trump if you can; if the trick is already trumped, you must play a "
       "higher trump if you can.")
    li("If you can neither follow nor beat the highest trump, you may play any card.")
    li("The highest trump takes the trick; without trumps, the highest card of the suit led.")
    p("The table refuses a card the rules forbid and names the rule it breaks.")

    if not beast:
        h2("Who wins the deal")
        p("A playing side wins the deal with three tricks or more, or with exactly two tricks that are the first "
          "two, as long as no other player takes three.")
        li("Win: the declarer takes the game, the fiches at stake and the bête at stake.")
        li("Vole (all five tricks): as a win, and also every bête waiting in the queue and one jeton from each "
           "other player.")
        li("Bête: the declarer did not win and took fewer tricks than someone else; the declarer pays the value "
           "of the deal into a new bête at the end of the queue. The game, the fiches and the bête at stake stay.")
        li("Dévole (no trick at all): as a bête, and one jeton to each other player.")
        li("Null: the declarer did not win but took as many tricks as the best other player; nothing is paid.")
        if rules.contre:
            h2("When someone said contre")
            li("If the declarer wins, the declarer takes the value of the deal and the contre player pays twice "
               "that into a new bête.")
            li("If the contre player wins, the contre player takes the value of the deal, and the declarer pays the "
               "same again straight to the contre player.")
            li("If neither wins, the declarer pays the value into a new bête and the contre player twice the value "
               "into another. A contre deal has no vole, dévole or null.")
        h2("The King")
        p(f"In every deal, even a thrown-in or null one, whoever was dealt the {top} of trumps takes all the "
          "King's jetons, unless that player was on a side that lost (a bête, a dévole, or the losing side of a "
          f"contre): then they stay. A {top} of trumps lying in the talon wins nothing. After a Curieuse the "
          f"{top} of the new trump suit counts.")

    h2("The end of the session")
    p("A session lasts the number of rounds chosen in Settings (in a round, each player deals once). "
      + ("If a bête is still waiting after the last round, play goes on until none is, for at most one more round. "
         if not beast else "")
      + "Whatever is left on the table is then shared out equally, any odd jetons going one each to the first "
        "players in order. Your result is your purse against the jetons you began with.")
    return page.blocks


def fiche_words(value: int) -> str:
    return f"{value} jetons"
