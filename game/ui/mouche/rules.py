"""Mouche's rules as the engine plays them under a MoucheRules, in the project's own words
(shared/spec/mouche-rules.md, with its readings R1–R12).

Every sentence that depends on a toggle is chosen from the rules object, and the pack and
the talon from the table's size, so the rules screen says exactly what this table does.
Each sentence is a whole message in every variant the toggles give (a paragraph is its
sentences joined), so that each language says each rule its own way; the game's own
words (mouche, Mistigri, jeton, je passe, je m'y tiens) stay as they are and are glossed
in the translations.  Returns blocks: ("h1" | "h2" | "p" | "li", text).
"""
from __future__ import annotations

from ...engine.mouche import MoucheRules, mouche_pack
from ...i18n import N_, _, ngettext, number
from ..grammar import jetons
from ..rules_page import Block, RulesPage
from .words import rank_code

#: The page's title, by preset.
TITLES = {"academie_1718": N_("Mouche, after the Académie (1718)"),
          "balzac_1839": N_("Mouche with Mistigri, as Balzac tells it (1839)")}
#: The packs Mouche is dealt from, with their article, by the engine's names (game/engine/packs.py).
PACKS = {"piquet pack without sevens": N_("the piquet pack without sevens"), "piquet pack": N_("the piquet pack"),
         "French pack from six up": N_("the French pack from six up"),
         "French pack from five up": N_("the French pack from five up"),
         "French pack from four up": N_("the French pack from four up"),
         "French pack from three up": N_("the French pack from three up"),
         "French pack of fifty-two": N_("the French pack of fifty-two")}


def _title(rules: MoucheRules) -> str:
    if rules.preset in TITLES:
        return _(TITLES[rules.preset])
    return _("Mouche with Mistigri, with your own rules") if rules.mistigri else _("Mouche, with your own rules")


def _said(*sentences: str) -> str:
    """A paragraph of whole sentences."""
    return " ".join(s for s in sentences if s)


def rules_blocks(rules: MoucheRules, players: int) -> list[Block]:
    pack = mouche_pack(players, rules)
    in_pack = {card.rank for card in pack.cards}
    order = " ".join(rank_code(rank) for rank in rules.ranking.order if rank in in_pack)
    talon = len(pack) - 5 * players - 1
    mistigri = rules.mistigri
    page = RulesPage(_("The rules of {title}").format(title=_title(rules)))
    h2, p, li = page.h2, page.p, page.li

    h2(_("Seats, pack and the order of play"))
    p(_("Mouche is for three to six players; this table seats {players}. It uses {cards} cards, {pack}, so that after "
        "the deal the talon still holds {talon} cards besides the upcard, enough for the exchanges.").format(
        players=number(players), cards=number(len(pack)), pack=_(PACKS[pack.name]) if pack.name in PACKS else pack.name,
        talon=number(talon)))
    if rules.ace_high:
        p(_("Within a suit the cards rank, high to low: {order}. The Ace is the highest card.").format(order=order))
    else:
        p(_("Within a suit the cards rank, high to low: {order}. The Ace ranks below the Jack, as at Bête.").format(
            order=order))
    if mistigri:
        p(_("The Jack of clubs is the Mistigri, marked with a ribbon on its face: it is the highest trump, above "
            "every other trump, whatever the trump suit. It is a trump and nothing else: it is not a club unless "
            "clubs are trumps."))
    p(_("Talk, play and dealing go anticlockwise: each player acts after the player on the left. The first dealer "
        "is chosen by lot, cards turned one to each player until a King appears; the deal then passes on."))

    h2(_("The basket and the mouches"))
    p(ngettext("Every player begins with {n} jeton; a purse may go into debt. The deal is played for the basket. "
               "A mouche is a penalty paid by a player who was in and took no trick: it waits beside the basket to "
               "be played for in a later deal.",
               "Every player begins with {n} jetons; a purse may go into debt. The deal is played for the basket. "
               "A mouche is a penalty paid by a player who was in and took no trick: it waits beside the basket to "
               "be played for in a later deal.", rules.purse).format(n=number(rules.purse)))
    p(_("Before every deal, in this order:"))
    if rules.ante_mode == "dealer":
        li(_("the dealer puts {jetons} into the basket;").format(jetons=jetons(rules.dealer_ante)))
    elif rules.ante_mode == "dealer_per_player":
        li(_("the dealer puts one jeton for each player, {players}, into the basket;").format(players=number(players)))
    else:
        li(_("if no mouche is waiting, every player puts {jetons} into the basket (when one is waiting, nobody "
             "does);").format(jetons=jetons(rules.ante)))
    if rules.mouches_at_once:
        li(_("every waiting mouche comes into the basket."))
    else:
        li(_("the largest waiting mouche (of equals, the one paid first) comes into the basket; the others wait."))
    p(_("What the basket then holds is the value of the deal."))

    h2(_("Dealing"))
    first, _plus, second = rules.deal_packets.partition("+")
    p(_said(
        _("Each player gets five cards, in packets of {first}, then {second}, starting with eldest hand (the player "
          "after the dealer) and serving the dealer last.").format(first=first, second=second),
        _("The next card is turned face up beside the talon: its suit is trumps (the Mistigri turned makes clubs "
          "trumps).") if mistigri else _("The next card is turned face up beside the talon: its suit is trumps."),
        _("It belongs to the dealer; if he does not rob it, it takes no part in the play.")
        if rules.rob_upcard == "dealer" else _("Nobody takes it: it takes no part in the play.")))
    _talk(rules, h2, p, li)
    _mouche(rules, h2, p)
    _tricks(rules, h2, p, li)

    h2(_("Payment"))
    p(_("Each trick takes a fifth of the basket, in whole jetons (a basket of 25 pays 5 a trick, one of 23 pays 4); "
        "what is left over stays in the basket for the next deal."))
    p(_said(_mouched(rules, players),
            _("Each mouche paid waits beside the basket, its own amount, for a later deal."),
            _("The Mistigri always takes a trick, so its holder is never mouched in play.") if mistigri else ""))

    h2(_("The end of the session"))
    p(_("A session lasts the number of rounds chosen in Settings (in a round each player deals once). If a mouche is "
        "still waiting after the last round, play goes on until a deal ends with none waiting, for at most {players} "
        "more deals. Whatever is left on the table, the basket and every waiting mouche, is then shared out equally, "
        "any odd jetons going one each to the first players in order.").format(players=number(players)))
    return page.blocks


def _talk(rules: MoucheRules, h2, p, li) -> None:
    """The talk: pass, keep, change, the dealer's rob; who may not pass."""
    h2(_("The talk"))
    p(_("Each player speaks once, eldest hand first and the dealer last, and says one of:"))
    if rules.ante_mode == "everyone":
        li(_("Pass (je passe): the hand is thrown in face down; out of this deal, paying nothing more, and losing "
             "the stake put in."))
    else:
        li(_("Pass (je passe): the hand is thrown in face down; out of this deal, paying nothing more."))
    li(_("Play, keeping the hand (je m'y tiens)."))
    li(ngettext("Play, changing cards: throw from one up to {n} card face down and be given as many from the top "
                "of the talon, never more than it holds. The discards are never used again. Whoever changes cards "
                "plays.",
                "Play, changing cards: throw from one up to {n} cards face down and be given as many from the top "
                "of the talon, never more than it holds. The discards are never used again. Whoever changes cards "
                "plays.", rules.max_exchange).format(n=number(rules.max_exchange)))
    if rules.rob_upcard == "dealer":
        li(_("The dealer may first rob the upcard: take it into the hand and lay one of his own cards face down in "
             "its place. Robbing is playing; he may then still change cards with what the talon holds. The trumps "
             "stay the upcard's suit."))
    p(_said(_("Nobody must play, but when everyone before the dealer has passed, the dealer may not pass: he takes "
              "the basket without a card played."),
            _("And when exactly one player is in as the talk reaches the dealer, the dealer must play against him.")
            if rules.dealer_defends else ""))
    p(_("When only one player is in after the talk, that player takes the basket without play, and nobody pays."))


def _mouche(rules: MoucheRules, h2, p) -> None:
    """The mouche: what makes one, which wins, who is mouched by it."""
    mistigri = rules.mistigri
    h2(_("The mouche"))
    if mistigri and rules.mistigri_wild:
        wild = _("With the Mistigri, four cards of a suit and the Mistigri make a mouche of that suit.")
    else:
        wild = _("Four trumps and the Mistigri make a mouche of trumps.") if mistigri else ""
    p(_said(_("A mouche is five cards of one suit in the hand of a player who is in, as the hand stands after the "
              "talk."), wild, _("When the talk is over, before the first lead, every mouche is shown.")))
    if mistigri:
        best = _("The best mouche wins: a mouche of trumps beats one of a plain suit; then the one with more card "
                 "points (King, Queen, Jack and Ten ten each, the Ace one, the others their pips, the Mistigri ten); "
                 "then the one nearer eldest hand.")
    else:
        best = _("The best mouche wins: a mouche of trumps beats one of a plain suit; then the one with more card "
                 "points (King, Queen, Jack and Ten ten each, the Ace one, the others their pips); then the one "
                 "nearer eldest hand.")
    p(_said(best, _("Its holder takes the whole basket and no card is played.")))
    if rules.mouche_loos_all:
        p(_("Every other player, in or out, is mouched and pays a mouche, except the holder of a lesser mouche and "
            "the holder of the Mistigri.") if mistigri else
          _("Every other player, in or out, is mouched and pays a mouche, except the holder of a lesser mouche."))
    elif rules.mouche_loos_players_in:
        p(_said(_("Every other player who is in is mouched and pays a mouche, except the holder of a lesser mouche "
                  "and the holder of the Mistigri.") if mistigri else
                _("Every other player who is in is mouched and pays a mouche, except the holder of a lesser mouche."),
                _("Those who passed pay nothing.")))
    else:
        p(_("Nobody else pays."))


def _tricks(rules: MoucheRules, h2, p, li) -> None:
    """Playing the tricks: following, trumping, the Mistigri's own rules."""
    h2(_("Playing the tricks"))
    p(_("The first player in, counting from eldest hand, leads; whoever wins a trick leads the next. Only the "
        "players who are in play, five tricks."))
    if rules.head_trick:
        li(_("You must follow suit if you can: and beat the best card of the suit in the trick if you can, unless the "
             "trick has been trumped."))
    else:
        li(_("You must follow suit if you can (any card of the suit will do)."))
    li(_("If you cannot follow, you must trump if you can; if the trick is already trumped, you must play a higher "
         "trump if you can. If you can neither follow nor beat the highest trump, you may play any card."))
    if rules.mistigri:
        if rules.mistigri_free:
            li(_("The Mistigri may be played at any time, to any lead, and need not be played to a trump lead; led, "
                 "it leads trumps."))
        else:
            li(_("The Mistigri follows a trump lead only: you must play it to a trump lead if it is your only trump, "
                 "and may not play it to a club lead while you hold a club (unless clubs are trumps)."))
        if rules.mistigri_names_trump:
            li(_("Whoever plays the Mistigri names the trump suit as it is played: that suit is trumps from that "
                 "card on, for the rest of the trick and of the deal. Led, it leads the suit named."))
    li(_("The highest trump takes the trick; without trumps, the highest card of the suit led."))
    p(_("The table refuses a card the rules forbid and names the rule it breaks."))


def _mouched(rules: MoucheRules, players: int) -> str:
    """What a player mouched in play pays: the basket or the ante, up to the cap."""
    cap = jetons(rules.mouche_cap)
    if rules.mouche_penalty == "basket":
        if rules.mouche_cap:
            return _("A player who was in and took no trick is mouched: he pays the whole basket as it stood before "
                     "the tricks were paid, never more than {cap}.").format(cap=cap)
        return _("A player who was in and took no trick is mouched: he pays the whole basket as it stood before the "
                 "tricks were paid.")
    ante = jetons(rules.nominal_ante(players))
    if rules.mouche_cap:
        return _("A player who was in and took no trick is mouched: he pays the deal's ante, {ante}, whatever the "
                 "basket holds, never more than {cap}.").format(ante=ante, cap=cap)
    return _("A player who was in and took no trick is mouched: he pays the deal's ante, {ante}, whatever the basket "
             "holds.").format(ante=ante)


__all__ = ["PACKS", "TITLES", "rules_blocks"]
