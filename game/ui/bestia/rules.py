"""Bestia's rules as the engine plays them under a BestiaRules, in the project's own words.

Like Bête's, every sentence that depends on a toggle is chosen from
the rules object, so the rules screen follows the settings.  Returns the same blocks.
"""
from __future__ import annotations

from ...engine.bestia import BestiaRules
from ...engine.bestia.payment import half_up, one_and_half_up, part_of_pool
from ...engine.bestia.rules import bestia_pack
from ..rules_page import Block, RulesPage

#: The page's title, by preset.
TITLES = {
    "bestia_roma": "Bestia as played near Rome", "bestia_un_giro": "Bestia in one round (un giro)",
    "bestia_col_buco": "Bestia col buco", "bestia_a_tre": "Bestia, giro a tre carte",
    "bestia_rigorosa": "Bestia with every restriction", "bestia_vincitore": "Bestia, winner takes all",
}


def rules_blocks(rules: BestiaRules, players: int) -> list[Block]:
    size = rules.hand_size
    part = part_of_pool(size)
    order = " ".join(r.code for r in rules.ranking.order)
    ante = rules.ante

    page = RulesPage(f"The rules of {TITLES.get(rules.preset, 'Bestia')}")
    h2, p, li = page.h2, page.p, page.li

    h2("Seats, pack and the order of play")
    pack = bestia_pack(players)
    p(f"Bestia is for four to six players; this table seats {players}. It uses the Italian pack of {len(pack)} "
      "cards, drawn here with French suits: Ace, 2 to 7, and three figures, the Fante (shown as the Jack), "
      "the Cavallo (the Queen) and the Re (the King).")
    p(f"Within a suit the cards rank, high to low: {order}. The Three ranks just below the Ace.")
    p("Play and talk go round the table from the player after the dealer (eldest hand). The first dealer is "
      "chosen by lot, cards turned one to each player until a King appears; the deal then passes on.")

    h2("The pool")
    p(f"Every player begins with {rules.purse} jetons, and a purse may go into debt. Before every deal each "
      f"player puts {ante} jeton{'s' if ante != 1 else ''} into the pool at the centre of the table"
      + (f", and everyone still in when the play begins pays {rules.play_stake} more." if rules.play_stake else "."))

    h2("Dealing")
    if rules.col_buco:
        p("The trump card is turned face up first; three cards are laid face down across it: the buco. "
          "Then every player gets three cards, starting with eldest hand. The rest is the stock.")
    elif rules.un_giro:
        p("The dealer turns the first card face up for trumps and keeps it as the fifth card of the hand; "
          "everyone else gets five cards, starting with eldest hand. The rest is the stock.")
    else:
        p(f"Every player gets {size} cards in one packet, starting with eldest hand. The next card is turned face up "
          "for trumps (the briscola) and stays on the table; the rest is the stock.")
    if rules.mano_a_fidarsi:
        p("Mano a fidarsi: the trump card is dealt face down and shown only when the talk is over.")
    if rules.tre_carte_senza_piegare:
        deals = rules.tre_carte_senza_piegare
        p(f"The first {deals} deal{'s' if deals > 1 else ''} of the session {'are' if deals > 1 else 'is'} played "
          "with three cards each and no talk: no folding, no exchange, no knock. Eldest leads, and a player who "
          "takes two tricks takes their ante back from the pool; nothing else is paid.")

    h2("The talk")
    if rules.briscola_rubata:
        p("Briscola rubata: before the talk, the dealer may rob the turned trump, taking it into hand and "
          "discarding one card face down. A dealer who robs may then neither fold nor exchange.")
    if rules.col_buco:
        p("Each player speaks once, eldest first and the dealer last: fold, play the three cards dealt, or take "
          "the buco (throw the three cards dealt and play the buco's three; only the first to ask may take it). "
          "There is no exchange and no knock.")
    elif rules.un_giro:
        p("Each player speaks once, eldest first and the dealer last: fold, or play, first changing up to four "
          "cards (never all five) for as many from the stock. There is no knocking; when everyone has spoken "
          "the player in nearest eldest leads.")
    else:
        exchange = ("keeping the cards dealt (mano a fidarsi without exchange)" if rules.mano_a_fidarsi_no_exchange
                    else f"first throwing any of the cards (none up to all {size}) for as many from the stock")
        li("Fold (passo): lay the cards down; out of this deal, paying and winning nothing more.")
        li(f"Play (gioco): stay in, {exchange}. When the stock runs out, the discards so far are shuffled into a "
           "new stock; the turned trump is never drawn.")
        li("Knock (busso): end the talk at once; the knocker changes nothing and leads to the first trick. "
           "Players who have not yet spoken play with the cards dealt.")
        li("Terzo se devo (third if I must), only at a first turn: at the next turn, fold if three are already "
           "in, otherwise speak as usual; at a knock before that, play only to make up three players.")
        p(f"The talk goes round until someone knocks; after {rules.max_circuits} full circuit"
          f"{'s' if rules.max_circuits != 1 else ''} the next player to speak must knock.")
    p("When everyone but one has folded, that player takes the whole pool and no card is played.")
    if rules.terzo_obbligatorio:
        p("Terzo obbligatorio: at least three must play, so when three players remain no one may fold.")

    h2("Playing the tricks")
    p(f"The knocker (or the player in nearest eldest) leads; whoever wins a trick leads the next. All {size} "
      "tricks are played by the players in.")
    li("Follow suit if you can, and head the trick if you can: if it has not been trumped, play a card of the "
       "suit led higher than any in it.")
    li("If you cannot follow, play a trump that beats every trump in the trick if you can"
       + ("; if you cannot beat them, you must still play a trump if you hold one." if rules.must_trump_anyway
          else "; otherwise play any card."))
    if rules.lead_trump_ace:
        li("The first leader holding the Ace of trumps must lead it.")
    if rules.lead_top_trump:
        li("A leader holding the highest trump still out (neither played nor lying face up) must lead it.")
    li("The highest trump takes the trick; without trumps, the highest card of the suit led.")
    p("The table refuses a card the rules forbid and names the rule it breaks.")

    h2("Payment")
    if rules.un_perdere:
        p(f"Un perdere: the player in with the fewest tricks takes {rules.un_perdere_part} of the pool (players "
          "tied share it). A knocker who takes more tricks than anyone fails: he pays back what the winners took "
          "and antes one and a half times next deal.")
    elif rules.vincitore_prende_tutto:
        p("Winner takes all: the player with the most tricks takes the whole pool; a tie for most leaves it for "
          "the next deal.")
    else:
        p(f"Each trick takes {part} of the pool, in whole jetons (a pool of 23 pays "
          f"{23 // size} a trick); what is left over stays for the next deal.")
    if not rules.un_perdere:
        p("A player who was in and took no trick goes in bestia: he pays the whole pool, as it stood before the "
          f"shares, into the next pool (a pool of 20: 20 jetons). A knocker in bestia pays one and a half times "
          f"it, rounded up (a pool of 20: {one_and_half_up(20)}).")
        if half_up(ante) != ante:
            p(f"A knocker who takes more tricks than every other player antes only half, {half_up(ante)}, next deal.")
    h2("The end of the session")
    p("A session lasts the number of rounds chosen in Settings (in a round each player deals once). What is "
      "left in the pool is then shared out equally, any odd jetons going one each to the first players in order.")
    return page.blocks
