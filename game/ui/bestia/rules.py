"""Bestia's rules as the engine plays them under a BestiaRules, in the project's own words.

Like Bête's, every sentence that depends on a toggle is chosen from
the rules object, so the rules screen follows the settings.  Returns the same blocks.
Each sentence is one message of the catalogs, whole, in every variant the toggles give
(:mod:`game.i18n`); the Italian words of the game (passo, gioco, busso, terzo se devo,
briscola, buco, in bestia) stay Italian and are glossed in the player's language.
"""
from __future__ import annotations

from ...engine.bestia import BestiaRules
from ...engine.bestia.payment import half_up, one_and_half_up
from ...engine.bestia.rules import bestia_pack
from ...i18n import N_, _, ngettext, number
from ..grammar import jetons
from ..rules_page import Block, RulesPage
from .words import pool_part

#: The page's title, by preset.
TITLES = {
    "bestia_roma": N_("The rules of Bestia as played near Rome"),
    "bestia_un_giro": N_("The rules of Bestia in one round (un giro)"),
    "bestia_col_buco": N_("The rules of Bestia col buco"),
    "bestia_a_tre": N_("The rules of Bestia, giro a tre carte"),
    "bestia_rigorosa": N_("The rules of Bestia with every restriction"),
    "bestia_vincitore": N_("The rules of Bestia, winner takes all"),
}
#: ... and for rules of no preset.
TITLE = N_("The rules of Bestia")


def rules_blocks(rules: BestiaRules, players: int) -> list[Block]:
    size = rules.hand_size
    n = number(size)
    order = " ".join(r.code for r in rules.ranking.order)
    ante = rules.ante

    page = RulesPage(_(TITLES.get(rules.preset, TITLE)))
    h2, p, li = page.h2, page.p, page.li

    h2(_("Seats, pack and the order of play"))
    p(_("Bestia is for four to six players; this table seats {players}. It uses the Italian pack of {cards} "
        "cards, drawn here with French suits: Ace, 2 to 7, and three figures, the Fante (shown as the Jack), "
        "the Cavallo (the Queen) and the Re (the King).").format(players=number(players),
                                                                 cards=number(len(bestia_pack(players)))))
    p(_("Within a suit the cards rank, high to low: {order}. The Three ranks just below the Ace.").format(order=order))
    p(_("Play and talk go round the table from the player after the dealer (eldest hand). The first dealer is "
        "chosen by lot, cards turned one to each player until a King appears; the deal then passes on."))

    h2(_("The pool"))
    if rules.play_stake:
        p(_("Every player begins with {purse}, and a purse may go into debt. Before every deal each player puts "
            "{ante} into the pool at the centre of the table, and everyone still in when the play begins pays "
            "{stake} more.").format(purse=jetons(rules.purse), ante=jetons(ante), stake=number(rules.play_stake)))
    else:
        p(_("Every player begins with {purse}, and a purse may go into debt. Before every deal each player puts "
            "{ante} into the pool at the centre of the table.").format(purse=jetons(rules.purse), ante=jetons(ante)))

    h2(_("Dealing"))
    if rules.col_buco:
        p(_("The trump card is turned face up first; three cards are laid face down across it: the buco. "
            "Then every player gets three cards, starting with eldest hand. The rest is the stock."))
    elif rules.un_giro:
        p(_("The dealer turns the first card face up for trumps and keeps it as the fifth card of the hand; "
            "everyone else gets five cards, starting with eldest hand. The rest is the stock."))
    else:
        p(_("Every player gets {n} cards in one packet, starting with eldest hand. The next card is turned face up "
            "for trumps (the briscola) and stays on the table; the rest is the stock.").format(n=n))
    if rules.mano_a_fidarsi:
        p(_("Mano a fidarsi: the trump card is dealt face down and shown only when the talk is over."))
    if rules.tre_carte_senza_piegare:
        deals = rules.tre_carte_senza_piegare
        p(ngettext("The first {n} deal of the session is played with three cards each and no talk: no folding, "
                   "no exchange, no knock. Eldest leads, and a player who takes two tricks takes their ante back "
                   "from the pool; nothing else is paid.",
                   "The first {n} deals of the session are played with three cards each and no talk: no folding, "
                   "no exchange, no knock. Eldest leads, and a player who takes two tricks takes their ante back "
                   "from the pool; nothing else is paid.", deals).format(n=number(deals)))

    h2(_("The talk"))
    if rules.briscola_rubata:
        p(_("Briscola rubata: before the talk, the dealer may rob the turned trump, taking it into hand and "
            "discarding one card face down. A dealer who robs may then neither fold nor exchange."))
    if rules.col_buco:
        p(_("Each player speaks once, eldest first and the dealer last: fold, play the three cards dealt, or take "
            "the buco (throw the three cards dealt and play the buco's three; only the first to ask may take it). "
            "There is no exchange and no knock."))
    elif rules.un_giro:
        p(_("Each player speaks once, eldest first and the dealer last: fold, or play, first changing up to four "
            "cards (never all five) for as many from the stock. There is no knocking; when everyone has spoken "
            "the player in nearest eldest leads."))
    else:
        li(_("Fold (passo): lay the cards down; out of this deal, paying and winning nothing more."))
        if rules.mano_a_fidarsi_no_exchange:
            li(_("Play (gioco): stay in, keeping the cards dealt (mano a fidarsi without exchange). When the stock "
                 "runs out, the discards so far are shuffled into a new stock; the turned trump is never drawn."))
        else:
            li(_("Play (gioco): stay in, first throwing any of the cards (none up to all {n}) for as many from the "
                 "stock. When the stock runs out, the discards so far are shuffled into a new stock; the turned "
                 "trump is never drawn.").format(n=n))
        li(_("Knock (busso): end the talk at once; the knocker changes nothing and leads to the first trick. "
             "Players who have not yet spoken play with the cards dealt."))
        li(_("Terzo se devo (third if I must), only at a first turn: at the next turn, fold if three are already "
             "in, otherwise speak as usual; at a knock before that, play only to make up three players."))
        p(ngettext("The talk goes round until someone knocks; after {n} full circuit the next player to speak "
                   "must knock.",
                   "The talk goes round until someone knocks; after {n} full circuits the next player to speak "
                   "must knock.", rules.max_circuits).format(n=number(rules.max_circuits)))
    p(_("When everyone but one has folded, that player takes the whole pool and no card is played."))
    if rules.terzo_obbligatorio:
        p(_("Terzo obbligatorio: at least three must play, so when three players remain no one may fold."))

    h2(_("Playing the tricks"))
    p(_("The knocker (or the player in nearest eldest) leads; whoever wins a trick leads the next. All {n} "
        "tricks are played by the players in.").format(n=n))
    li(_("Follow suit if you can, and head the trick if you can: if it has not been trumped, play a card of the "
         "suit led higher than any in it."))
    if rules.must_trump_anyway:
        li(_("If you cannot follow, play a trump that beats every trump in the trick if you can; if you cannot "
             "beat them, you must still play a trump if you hold one."))
    else:
        li(_("If you cannot follow, play a trump that beats every trump in the trick if you can; otherwise play "
             "any card."))
    if rules.lead_trump_ace:
        li(_("The first leader holding the Ace of trumps must lead it."))
    if rules.lead_top_trump:
        li(_("A leader holding the highest trump still out (neither played nor lying face up) must lead it."))
    li(_("The highest trump takes the trick; without trumps, the highest card of the suit led."))
    p(_("The table refuses a card the rules forbid and names the rule it breaks."))

    _payment(rules, page)
    h2(_("The end of the session"))
    p(_("A session lasts the number of rounds chosen in Settings (in a round each player deals once). What is "
        "left in the pool is then shared out equally, any odd jetons going one each to the first players in "
        "order."))
    return page.blocks


def _payment(rules: BestiaRules, page: RulesPage) -> None:
    """The section on who takes the pool, and who pays into the next one."""
    h2, p = page.h2, page.p
    size = rules.hand_size
    ante = rules.ante
    h2(_("Payment"))
    if rules.un_perdere:
        p(_("Un perdere: the player in with the fewest tricks takes {part} of the pool (players tied share it). "
            "A knocker who takes more tricks than anyone fails: he pays back what the winners took and antes "
            "one and a half times next deal.").format(part=rules.un_perdere_part))
        return
    if rules.vincitore_prende_tutto:
        p(_("Winner takes all: the player with the most tricks takes the whole pool; a tie for most leaves it "
            "for the next deal."))
    else:
        p(_("Each trick takes {part} of the pool, in whole jetons (a pool of 23 pays {n} a trick); what is left "
            "over stays for the next deal.").format(part=pool_part(size), n=number(23 // size)))
    p(_("A player who was in and took no trick goes in bestia: he pays the whole pool, as it stood before the "
        "shares, into the next pool (a pool of 20: 20 jetons). A knocker in bestia pays one and a half times "
        "it, rounded up (a pool of 20: {n}).").format(n=number(one_and_half_up(20))))
    if half_up(ante) != ante:
        p(_("A knocker who takes more tricks than every other player antes only half, {n}, next deal.").format(
            n=number(half_up(ante))))
