"""Mouche's rules as the engine plays them under a MoucheRules, in the project's own words
(shared/spec/mouche-rules.md, with its readings R1–R12).

Every sentence that depends on a toggle is chosen from the rules object, and the pack and
the talon from the table's size, so the rules screen says exactly what this table does.
Returns blocks: ("h1" | "h2" | "p" | "li", text).
"""
from __future__ import annotations

from ...engine.mouche import MoucheRules, mouche_pack
from ..rules_page import Block, RulesPage

#: The page's title, by preset.
TITLES = {"academie_1718": "Mouche, after the Académie (1718)",
          "balzac_1839": "Mouche with Mistigri, as Balzac tells it (1839)"}


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")


def rules_blocks(rules: MoucheRules, players: int) -> list[Block]:
    pack = mouche_pack(players, rules)
    in_pack = {card.rank for card in pack.cards}
    order = " ".join(rank.code for rank in rules.ranking.order if rank in in_pack)
    talon = len(pack) - 5 * players - 1
    mistigri = rules.mistigri
    title = TITLES.get(rules.preset, "Mouche" + (" with Mistigri" if mistigri else "") + ", with your own rules")
    page = RulesPage(f"The rules of {title}")
    h2, p, li = page.h2, page.p, page.li

    h2("Seats, pack and the order of play")
    p(f"Mouche is for three to six players; this table seats {players}. It uses {len(pack)} cards, the {pack.name}, "
      f"so that after the deal the talon still holds {talon} cards besides the upcard, enough for the exchanges.")
    p(f"Within a suit the cards rank, high to low: {order}."
      + (" The Ace is the highest card." if rules.ace_high else " The Ace ranks below the Jack, as at Bête."))
    if mistigri:
        p("The Jack of clubs is the Mistigri, marked with a ribbon on its face: it is the highest trump, above "
          "every other trump, whatever the trump suit. It is a trump and nothing else: it is not a club unless "
          "clubs are trumps.")
    p("Talk, play and dealing go anticlockwise: each player acts after the player on the left. The first dealer "
      "is chosen by lot, cards turned one to each player until a King appears; the deal then passes on.")

    h2("The basket and the mouches")
    p(f"Every player begins with {rules.purse} jetons; a purse may go into debt. The deal is played for the "
      "basket. A mouche is a penalty paid by a player who was in and took no trick: it waits beside the basket "
      "to be played for in a later deal.")
    p("Before every deal, in this order:")
    if rules.ante_mode == "dealer":
        li(f"the dealer puts {_plural(rules.dealer_ante, 'jeton')} into the basket;")
    elif rules.ante_mode == "dealer_per_player":
        li(f"the dealer puts one jeton for each player, {players}, into the basket;")
    else:
        li(f"if no mouche is waiting, every player puts {_plural(rules.ante, 'jeton')} into the basket (when one "
           "is waiting, nobody does);")
    if rules.mouches_at_once:
        li("every waiting mouche comes into the basket.")
    else:
        li("the largest waiting mouche (of equals, the one paid first) comes into the basket; the others wait.")
    p("What the basket then holds is the value of the deal.")

    h2("Dealing")
    p(f"Each player gets five cards, in packets of {rules.deal_packets.replace('+', ', then ')}, starting with eldest "
      "hand (the player after the dealer) and serving the dealer last. The next card is turned face up beside "
      "the talon: its suit is trumps" + (" (the Mistigri turned makes clubs trumps)" if mistigri else "") + ". "
      + ("It belongs to the dealer; if he does not rob it, it takes no part in the play."
         if rules.rob_upcard == "dealer" else "Nobody takes it: it takes no part in the play."))

    h2("The talk")
    p("Each player speaks once, eldest hand first and the dealer last, and says one of:")
    li("Pass (je passe): the hand is thrown in face down; out of this deal, paying nothing more"
       + (", and losing the stake put in." if rules.ante_mode == "everyone" else "."))
    li("Play, keeping the hand (je m'y tiens).")
    li(f"Play, changing cards: throw from one up to {_plural(rules.max_exchange, 'card')} face down and be given as "
       "many from the top of the talon, never more than it holds. The discards are never used again. Whoever "
       "changes cards plays.")
    if rules.rob_upcard == "dealer":
        li("The dealer may first rob the upcard: take it into the hand and lay one of his own cards face down in "
           "its place. Robbing is playing; he may then still change cards with what the talon holds. The trumps "
           "stay the upcard's suit.")
    p("Nobody must play, but when everyone before the dealer has passed, the dealer may not pass: he takes the "
      "basket without a card played."
      + (" And when exactly one player is in as the talk reaches the dealer, the dealer must play against him."
         if rules.dealer_defends else ""))
    p("When only one player is in after the talk, that player takes the basket without play, and nobody pays.")

    h2("The mouche")
    wild = (" With the Mistigri, four cards of a suit and the Mistigri make a mouche of that suit."
            if mistigri and rules.mistigri_wild else
            " Four trumps and the Mistigri make a mouche of trumps." if mistigri else "")
    p("A mouche is five cards of one suit in the hand of a player who is in, as the hand stands after the talk."
      + wild + " When the talk is over, before the first lead, every mouche is shown.")
    p("The best mouche wins: a mouche of trumps beats one of a plain suit; then the one with more card points (King, "
      "Queen, Jack and Ten ten each, the Ace one, the others their pips"
      + (", the Mistigri ten" if mistigri else "") + "); then the one nearer eldest hand. Its holder takes the whole "
      "basket and no card is played.")
    spared = "the holder of a lesser mouche" + (" and the holder of the Mistigri" if mistigri else "")
    if rules.mouche_loos_all:
        p(f"Every other player, in or out, is mouched and pays a mouche, except {spared}.")
    elif rules.mouche_loos_players_in:
        p(f"Every other player who is in is mouched and pays a mouche, except {spared}. Those who passed pay nothing.")
    else:
        p("Nobody else pays.")

    h2("Playing the tricks")
    p("The first player in, counting from eldest hand, leads; whoever wins a trick leads the next. Only the players "
      "who are in play, five tricks.")
    li("You must follow suit if you can"
       + (": and beat the best card of the suit in the trick if you can, unless the trick has been trumped."
          if rules.head_trick else " (any card of the suit will do)."))
    li("If you cannot follow, you must trump if you can; if the trick is already trumped, you must play a higher "
       "trump if you can. If you can neither follow nor beat the highest trump, you may play any card.")
    if mistigri:
        if rules.mistigri_free:
            li("The Mistigri may be played at any time, to any lead, and need not be played to a trump lead; led, "
               "it leads trumps.")
        else:
            li("The Mistigri follows a trump lead only: you must play it to a trump lead if it is your only trump, "
               "and may not play it to a club lead while you hold a club (unless clubs are trumps).")
        if rules.mistigri_names_trump:
            li("Whoever plays the Mistigri names the trump suit as it is played: that suit is trumps from that "
               "card on, for the rest of the trick and of the deal. Led, it leads the suit named.")
    li("The highest trump takes the trick; without trumps, the highest card of the suit led.")
    p("The table refuses a card the rules forbid and names the rule it breaks.")

    h2("Payment")
    p("Each trick takes a fifth of the basket, in whole jetons (a basket of 25 pays 5 a trick, one of 23 pays 4); "
      "what is left over stays in the basket for the next deal.")
    if rules.mouche_penalty == "basket":
        cost = "the whole basket as it stood before the tricks were paid"
    else:
        cost = f"the deal's ante, {_plural(rules.nominal_ante(players), 'jeton')}, whatever the basket holds"
    cap = f", never more than {rules.mouche_cap} jetons" if rules.mouche_cap else ""
    p(f"A player who was in and took no trick is mouched: he pays {cost}{cap}. Each mouche paid waits beside the "
      "basket, its own amount, for a later deal." + (" The Mistigri always takes a trick, so its holder is never "
                                                      "mouched in play." if mistigri else ""))

    h2("The end of the session")
    p("A session lasts the number of rounds chosen in Settings (in a round each player deals once). If a mouche is "
      f"still waiting after the last round, play goes on until a deal ends with none waiting, for at most "
      f"{players} more deals. Whatever is left on the table, the basket and every waiting mouche, is then shared "
      "out equally, any odd jetons going one each to the first players in order.")
    return page.blocks


__all__ = ["TITLES", "rules_blocks"]
