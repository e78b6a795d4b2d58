"""Mouche's deals in words: the talk in bubbles and on the plates, the prompts of the
person's turn, the basket and the waiting mouches on the cloth, how a deal ended (a mouche
shown, the basket taken unplayed or shared by tricks, who is mouched), the pots by name,
the outcomes for the ledger, and what a deal counts in the person's record.

Every word of Mouche the table shows is here (the settings' in :mod:`.toggle_words`), as an
English message id translated when it is read (:data:`SHOWN`, :class:`..shown.Shown`).  The
talk's bubbles are what a French player says at Mouche (je passe, je m'y tiens, mouche !)
and stay French in every language; the rules gloss them.  A sentence about a player comes
in two whole forms, the person's and a named player's (:func:`..grammar.subject`).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...engine import Card
from ...engine.cards import Rank, Suit
from ...i18n import N_, _, ngettext, number
from ..grammar import is_you, jetons, rank_name, subject, suit_name, the_card
from ..words import PRONOUNS

#: Words translated where they are read: ``words.ROLE_PASSED`` is "passed" in the active
#: language (see :func:`__getattr__`).
SHOWN: dict[str, str] = {
    # on a seat's plate after it spoke
    "ROLE_PASSED": N_("passed"), "ROLE_KEEPS": N_("kept"), "ROLE_ROBBED": N_("robbed"), "ROLE_MOUCHE": N_("mouche!"),
    "ROLE_MOUCHED": N_("mouched"),
    # the talk's buttons, and what the buttons and the help call each thing
    "PASS": N_("Pass (je passe)"), "CHANGE_TAG": N_("discard"),
    "KEY_TALK": N_("Talk"), "KEY_PICK": N_("Change cards before playing"), "KEY_ROB": N_("Rob the upcard (dealer)"),
    "KEY_NAME": N_("Name the trumps with the Mistigri"), "KEY_PLAY": N_("J or Enter play"), "KEY_PASS": N_("P pass"),
    "KEY_PICK_HOW": N_("click them or press 1–5, then Play"),
    "KEY_ROB_HOW": N_("pick the card to lay in its place, then R"),
    "PICK_ONE_TO_ROB": N_("Pick the one card to lay face down in the upcard's place, then Rob"),
    "NAME_PROMPT": N_("The Mistigri names the trumps: choose the suit (S, E hearts, D, C), or play another card"),
    # the cloth
    "BASKET_WORD": N_("basket"), "TALON_WORD": N_("talon"), "WAITING_WORD": N_("mouches waiting"),
    "NO_MOUCHE_WAITING": N_("no mouche waiting"),
    # on the tag under the card laid in the upcard's place, and after the Mistigri named the trumps
    "ROBBED_TAG": N_("robbed"), "NAMED_TAG": N_("named"),
    "MISTIGRI_FACT": N_("the Mistigri tops the trumps"),
}


def __getattr__(name: str) -> str:
    """A word of :data:`SHOWN` in the active language, at the moment it is read."""
    if name in SHOWN:
        return _(SHOWN[name])
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


# ----------------------------------------------------------------------------- the talk
# What each word of the talk looks like in a bubble: the game's own French in every language (an
# exchange says how many cards), kept in the catalogs so that each language may write them as its
# players do (French spaces before "!"); read translated (``words.PASS_BUBBLE``, :data:`SHOWN`).
SHOWN.update(PASS_BUBBLE=N_("Je passe"), KEEP_BUBBLE=N_("Je m'y tiens"), ROB_BUBBLE=N_("Je prends la retourne"),
             MOUCHE_BUBBLE=N_("Mouche !"), MOUCHED_BUBBLE=N_("Mouché !"))
#: Bubbles drawn highlighted: a mouche shown, a player mouched.
LOUD = ("MOUCHE_BUBBLE", "MOUCHED_BUBBLE")
#: Mistigri names the trumps as a French player does: "♥ atout !".
NAMED_BUBBLE = N_("{suit} atout !")
#: The letters of the Ace, King, Queen and Jack on the buttons, in this order ("A R D V" in French).
LETTERS = N_("A K Q J")
LETTERED = (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK)
#: The Mistigri names the trumps: the button's words and the help's (with the key's letter), by suit.
NAMED_TRUMPS = {Suit.SPADES: N_("Spades trumps"), Suit.HEARTS: N_("Hearts trumps"),
                Suit.DIAMONDS: N_("Diamonds trumps"), Suit.CLUBS: N_("Clubs trumps")}
NAME_KEYS = {Suit.SPADES: N_("S spades"), Suit.HEARTS: N_("E hearts"), Suit.DIAMONDS: N_("D diamonds"),
             Suit.CLUBS: N_("C clubs")}


def exchange_bubble(count: int) -> str:
    """'J'en prends 3': the player is in and changes ``count`` cards."""
    return _("J'en prends {n}").format(n=number(count))


def role_changed(count: int) -> str:
    """On the plate of a player in who changed ``count`` cards (kept short: the tricks share the line)."""
    return ngettext("changed {n}", "changed {n}", count).format(n=number(count))


def robbed_role(count: int) -> str:
    """The dealer who robbed the upcard, and changed ``count`` cards after."""
    return _("robbed +{n}").format(n=number(count)) if count else _(SHOWN["ROLE_ROBBED"])


def loud(bubble: str) -> bool:
    named = _(NAMED_BUBBLE).split("{suit}")
    return bubble in (_(SHOWN[key]) for key in LOUD) or (bubble.startswith(named[0]) and bubble.endswith(named[-1])
                                                         and len(bubble) == len(named[0]) + 1 + len(named[-1]))


# ----------------------------------------------------------------------------- the person's talk
def play_label(picked: int) -> str:
    """The Play button, with the cards picked to change."""
    if picked:
        return ngettext("Play, changing {n}", "Play, changing {n}", picked).format(n=number(picked))
    return _("Play (je m'y tiens)")


def rob_label(upcard: Card | None, picked: Card | None) -> str:
    """The Rob button: the upcard taken, and the card picked to lay in its place."""
    if upcard is None:
        return _("Rob the upcard, lay {card}").format(card=short(picked)) if picked is not None else \
            _("Rob the upcard")
    if picked is not None:
        return _("Rob {upcard}, lay {card}").format(upcard=short(upcard), card=short(picked))
    return _("Rob {upcard}").format(upcard=short(upcard))


def name_label(suit: Suit) -> str:
    return f"{suit.symbol} {_(NAMED_TRUMPS[suit])}"


def at_most(most: int) -> str:
    return ngettext("You may change at most {n} card", "You may change at most {n} cards", most).format(n=number(most))


def _head(may_pass: bool, dealer: bool, alone: bool, rob: str | None) -> str:
    """The first part of the talk's prompt: whether the person must play, and the rob offered."""
    if not may_pass and dealer and alone:
        if rob:
            return _("Everyone else passed: you must play, and take the basket, or rob {card}").format(card=rob)
        return _("Everyone else passed: you must play, and take the basket")
    if not may_pass and dealer:
        if rob:
            return _("One player is in: as dealer you must play against him, or rob {card}").format(card=rob)
        return _("One player is in: as dealer you must play against him")
    if dealer:
        if rob:
            return _("You deal and speak last: play or pass, or rob {card}").format(card=rob)
        return _("You deal and speak last: play or pass")
    if rob:
        return _("Your turn to speak: play or pass, or rob {card}").format(card=rob)
    return _("Your turn to speak: play or pass")


def talk_prompt(may_pass: bool, most: int, talon: int, dealer: bool, may_rob: bool, upcard: Card | None,
                alone: bool) -> str:
    """The line above the hand at the person's turn to speak."""
    rob = the_card(upcard) if may_rob and upcard is not None else None
    parts = [_head(may_pass, dealer, alone, rob)]
    if most > 0:
        parts.append(_("pick up to {most} to change (the talon holds {talon})").format(
            most=number(most), talon=number(talon)))
    elif talon == 0:
        parts.append(_("the talon is empty"))
    return " · ".join(parts)


def robbed_prompt(most: int, talon: int) -> str:
    """After the rob: the dealer plays, keeping the hand or changing cards."""
    if most > 0:
        return _("You robbed the upcard, so you play: keep your hand or pick up to {most} to change "
                 "(the talon holds {talon})").format(most=number(most), talon=number(talon))
    return _("You robbed the upcard, so you play")


# ----------------------------------------------------------------------------- the cloth
#: On the bar when a deal follows the last one due (a message id: the bar translates it).
OVERTIME = N_("playing off the mouches")


def basket(amount: int) -> str:
    """Under the basket: what it holds, with its unit."""
    return jetons(amount)


def each_trick(amount: int) -> str:
    """Under the basket while the deal is played: what each trick takes."""
    return _("a trick takes {amount}").format(amount=number(amount))


def basket_tip(amount: int, share: int | None) -> str:
    """The basket under the mouse."""
    if share is not None:
        return _("The basket: {basket}; each of the five tricks takes a fifth, {share}. A player in who takes no "
                 "trick is mouched and pays a mouche of the basket's worth, which waits for a later deal").format(
            basket=jetons(amount), share=jetons(share))
    return _("The basket: {basket}; each of the five tricks takes a fifth of it. A player in who takes no trick "
             "is mouched and pays a mouche of the basket's worth, which waits for a later deal").format(
        basket=jetons(amount))


def waiting_tip(waiting: Sequence[int]) -> str:
    """The waiting mouches under the mouse."""
    if not waiting:
        return _("No mouche waiting: a player mouched pays one, and it comes into the basket in a later deal")
    if len(waiting) == 1:
        return _("Mouches waiting, one coming into the basket each deal: next {next}; {total} in all").format(
            next=jetons(waiting[0]), total=jetons(sum(waiting)))
    return _("Mouches waiting, one coming into the basket each deal: next {next}; then {then}; {total} in all").format(
        next=jetons(waiting[0]), then=", ".join(jetons(m) for m in waiting[1:]), total=jetons(sum(waiting)))


def more_waiting(count: int, total: int) -> str:
    return _("+{count} more ({total})").format(count=number(count), total=number(total))


def laid_down(count: int) -> str:
    return ngettext("{n} laid down", "{n} laid down", count).format(n=number(count))


def trumps_fact(suit: Suit) -> str:
    """On the bar once the upcard is robbed or the trumps named: 'trumps: hearts' (the bar's
    font has no suit signs)."""
    return _("trumps: {suit}").format(suit=suit_name(suit))


def trump_tag(why: str) -> str:
    """The trumps' tag once the upcard no longer says them: 'Trumps · robbed'."""
    return _("Trumps · {why}").format(why=why)


def rank_code(rank: Rank) -> str:
    """A rank in a sign, as the language writes it: 'K', '10' ('R' in French)."""
    if rank in LETTERED:
        letters = _(LETTERS).split()
        if len(letters) == len(LETTERED):
            return letters[LETTERED.index(rank)]
    return rank.code


def short(card: Card) -> str:
    """A card in a few signs, for the buttons (whose font has the suits' signs): 'K♥', '10♠'
    ('R♥' in French)."""
    return f"{rank_code(card.rank)}{card.suit.symbol}"


def mouche_cards(cards: Sequence[Card], rules: Any) -> str:
    """A mouche in words, strongest first: 'the King, Queen, Jack, 9 and 8 of hearts', or
    'the Mistigri and the King, Queen, 10 and 8 of hearts'."""
    ordered = strongest_first(cards, rules)
    mistigri = any(c == rules.mistigri_card for c in ordered)
    rest = [c for c in ordered if c != rules.mistigri_card]
    if len({c.suit for c in rest}) == 1:
        ranks = [rank_name(c.rank) for c in rest]
        listed = ranks[0] if len(ranks) == 1 else _("{items} and {last}").format(items=", ".join(ranks[:-1]),
                                                                                  last=ranks[-1])
        said = _("the {ranks} of {suit}").format(ranks=listed, suit=suit_name(rest[0].suit))
    else:
        said = ", ".join(the_card(c) for c in rest)
    return _("the Mistigri and {cards}").format(cards=said) if mistigri else said


def strongest_first(cards: Sequence[Card], rules: Any) -> list[Card]:
    """Cards as a player lays them out to show: the Mistigri, then the highest first."""
    power = rules.ranking.power
    return sorted(cards, key=lambda c: (c != rules.mistigri_card, -power[c], int(c)))


# ----------------------------------------------------------------------------- news on the cloth
def _joined(parts: Sequence[str]) -> str:
    """'A and B and C': each part added with the language's 'and'."""
    text = parts[0]
    for part in parts[1:]:
        text = _("{items} and {last}").format(items=text, last=part)
    return text


def basket_news(value: int, ante: int, waiting: Sequence[int]) -> str:
    """As the upcard is turned: what the deal is played for, and why."""
    parts = [_("{n} of antes").format(n=number(ante))] if ante else []
    parts += [_("a waiting mouche of {n}").format(n=number(m)) for m in waiting]
    if parts:
        return _("The basket holds {jetons} for this deal: {why}").format(jetons=jetons(value), why=_joined(parts))
    return _("The basket holds {jetons} for this deal").format(jetons=jetons(value))


def rob_news(name: str, upcard: Card) -> str:
    return subject(name, _("You rob {card}, laying a card face down in its place"),
                   _("{name} robs {card}, laying a card face down in its place"), card=the_card(upcard))


def mouche_news(name: str, suit: int, trumps: bool, value: int) -> str:
    """'Claire shows a mouche in hearts and takes the basket: 20 jetons'."""
    if trumps:
        return subject(name, _("You show a mouche in {suit}, trumps and take the basket: {jetons}"),
                       _("{name} shows a mouche in {suit}, trumps and takes the basket: {jetons}"),
                       suit=suit_name(suit), jetons=jetons(value))
    return subject(name, _("You show a mouche in {suit} and take the basket: {jetons}"),
                   _("{name} shows a mouche in {suit} and takes the basket: {jetons}"),
                   suit=suit_name(suit), jetons=jetons(value))


def mouched_line(name: str, paid: int) -> str:
    """'Bruno is mouched: he pays 20 jetons, a mouche waiting for a later basket'."""
    pronoun = PRONOUNS.get(name)
    if is_you(name):
        text = _("You are mouched: you pay {jetons}, a mouche waiting for a later basket")
    elif pronoun == "she":
        text = _("{name} is mouched: she pays {jetons}, a mouche waiting for a later basket")
    elif pronoun == "he":
        text = _("{name} is mouched: he pays {jetons}, a mouche waiting for a later basket")
    else:
        text = _("{name} is mouched and pays {jetons}, a mouche waiting for a later basket")
    return text.format(name=name, jetons=jetons(paid))


def named_news(name: str, suit: int) -> str:
    return subject(name, _("You play the Mistigri and name {suit} trumps"),
                   _("{name} plays the Mistigri and names {suit} trumps"), suit=suit_name(suit))


def named_bubble(suit: int) -> str:
    return _(NAMED_BUBBLE).format(suit=Suit(suit).symbol)
