"""The rules' refusals in the player's language.

The engine speaks the records' English only: ``IllegalAction("follow_suit", "must follow
suit: you hold a heart", suit=Suit.HEARTS)`` carries its rule's id and the values its
message names.  Here each rule has its messages, written as the engine writes them with
named placeholders; the one whose English, filled from the refusal's fields, is the
engine's very message is the one said, translated and filled in the active language.  In
English the words are the engine's own to the letter (tests and records compare them,
and the cards keep their codes, "the KH"); elsewhere a card is named with its article by
:mod:`.grammar`.  A refusal no message matches (a rule added without its words here) is
said in the engine's English, never lost.

The Settings' refusals of a combination of toggles (``RuleSetError``) are said the same
way, each toggle by its label in the Settings.
"""
from __future__ import annotations

from typing import Any, Callable, Iterable

from ..engine.cards import RANK_OF, SUIT_OF, Card
from ..i18n import N_, _, language, number
from .grammar import a_suit, card_name, listed, rank_name, suit_name, the_card


def symbol(card: Card) -> str:
    """A card by its corner sign, as the engine names one of two packs' copies: 'A♥', '10♠'."""
    return RANK_OF[card].code + SUIT_OF[card].symbol


Fields = dict[str, Any]
#: A message (marked English, as the engine writes it) and how its placeholders are filled
#: from the refusal's fields; None: the message names nothing.
Message = tuple[str, Callable[[Fields], dict[str, str]] | None]


# ----------------------------------------------------------------------------- the values named
#: Set while a message is filled as the engine writes it, whatever the active language.
_engine_english = [False]


def _en() -> bool:
    """English speaks as the engine does (the cards by their codes)."""
    return _engine_english[0] or language() == "en"


def _a_suit(suit: Any) -> str:
    """'a heart' / 'un cœur' (the catalogs' English is the engine's)."""
    return f"a {suit.noun}" if _engine_english[0] else a_suit(suit)


def _number(n: int) -> str:
    return str(n) if _en() else number(n)


def _phrase(text: str) -> str:
    """One of the engine's phrases (:data:`PHRASES`), translated."""
    return text if _en() else _(text)


def _plain(card: Card) -> Card:
    """The card itself, whichever copy of it (Bésigue's second pack)."""
    return Card.of(RANK_OF[card], SUIT_OF[card])


def _the(card: Card) -> str:
    """'the KH' / 'le Roi de cœur'."""
    return f"the {card}" if _en() else the_card(_plain(card))


def _the_symbol(card: Card) -> str:
    """Bésigue's way: 'the K♥' / 'le Roi de cœur'."""
    return f"the {symbol(card)}" if _en() else the_card(_plain(card))


def _symbol(card: Card) -> str:
    """'K♥' / 'Roi de cœur' (after 'this')."""
    return symbol(card) if _en() else card_name(_plain(card))


def _codes(cards: Iterable[Card]) -> str:
    """'AH 10H' / 'As de cœur, 10 de cœur'."""
    return " ".join(map(str, cards)) if _en() else ", ".join(card_name(_plain(c)) for c in cards)


def _the_cards(cards: Iterable[Card]) -> str:
    """'KH QS' / 'le Roi de cœur et la Dame de pique'."""
    return " ".join(map(str, cards)) if _en() else listed([the_card(_plain(c)) for c in cards])


def _the_symbols(cards: Iterable[Card]) -> str:
    """'the A♥ and the 10♥' / 'l'As de cœur et le 10 de cœur'."""
    if _en():
        return "the " + " and the ".join(symbol(c) for c in cards)
    return listed([the_card(_plain(c)) for c in cards])


def _suit(suit: Any) -> str:
    """A suit after 'no' or 'a higher': 'heart' / 'cœur'."""
    return suit.noun if _en() else suit_name(suit)


def _form(form: str) -> str:
    """Bestia's ways of playing keep their Italian names: 'un giro', 'col buco'."""
    return form.replace("_", " ")


#: Bésigue's melds and steps, as the engine names them.
PHRASES = (N_("a marriage"), N_("a royal marriage"), N_("the sequence of trumps"), N_("a plain sequence"),
           N_("four jacks"), N_("four queens"), N_("four kings"), N_("four aces"), N_("a bésigue"),
           N_("a double bésigue"), N_("the sequence"))


def _kind(kind: Any) -> str:
    return _phrase(kind.words)


# ----------------------------------------------------------------------------- the rules' words
_seat = lambda f: {"seat": str(f["seat"])}  # noqa: E731
_action = lambda f: {"action": str(f["action"])}  # noqa: E731
_card = lambda f: {"card": _the(f["card"])}  # noqa: E731
_n = lambda f: {"n": _number(f["n"])}  # noqa: E731

MESSAGES: dict[str, tuple[Message, ...]] = {
    "deal_over": ((N_("the deal is over"), None),),
    "out_of_turn": ((N_("it is seat {to_act}'s turn, not seat {seat}'s"),
                     lambda f: {"to_act": str(f["to_act"]), "seat": str(f["seat"])}),),
    "card_expected": ((N_("the talk is over: play a card, not {action}"), _action),
                      (N_("the bidding is over: play a card, not {action}"), _action),
                      (N_("the stock is exhausted: no more declarations, play a card"), None),
                      (N_("only the winner of a trick declares, after the trick and before the draw: play a card"),
                       None)),
    "lead": ((N_("must lead {card}"), _card),),
    "not_in_hand": ((N_("you do not hold {cards}"), lambda f: {"cards": _the_cards(f["cards"])}),
                    (N_("you do not hold {card} ({name})"),
                     lambda f: {"card": _the(f["card"]), "name": f["card"].name if _en() else str(f["card"])}),
                    (N_("you do not hold {card}"), _card),
                    (N_("you do not hold {card} (copy {copy})"),
                     lambda f: {"card": _the_symbol(f["card"]), "copy": _number(f["card"].copy)}),
                    (N_("you do not hold {card} (copy {copy}) to meld"),
                     lambda f: {"card": _the_symbol(f["card"]), "copy": _number(f["card"].copy)})),
    # Bestia's talk
    "no_exchange": ((N_("col buco has no exchange: play your three cards or take the buco"), None),
                    (N_("mano a fidarsi without exchange: play the cards dealt or fold"), None)),
    "robber_no_exchange": ((N_("you took the trump: you may not exchange"), None),),
    "exchange_limit": ((N_("at un giro you may change up to {n} cards, not all"), _n),),
    "talk_expected": ((N_("it is the talk: say fold, play or knock, not {action}"), _action),
                      (N_("it is the talk: pass, play or exchange, not {action}"), _action)),
    "robber_no_fold": ((N_("you took the trump: you may not fold"), None),
                       (N_("you took the trump: you may not say terzo se devo"), None)),
    "terzo_obbligatorio": ((N_("three players must play: with three left, no one may fold"), None),),
    "no_knock": ((N_("at {form} each speaks once: there is no knocking"), lambda f: {"form": _form(f["form"])}),),
    "no_terzo": ((N_("at {form} there is no terzo se devo"), lambda f: {"form": _form(f["form"])}),),
    "terzo_first_turn": ((N_("terzo se devo is said only at your first turn"), None),),
    "no_buco": ((N_("there is no buco: it is dealt only at col buco"), None),),
    "buco_taken": ((N_("seat {seat} has already taken the buco"), _seat),),
    "rob_decided": ((N_("the trump card is no longer to be taken"), None),),
    "rob_or_leave": ((N_("briscola rubata: take the trump (rob) or leave it"), None),),
    "discard_expected": ((N_("you took the trump: discard one card face down"), None),),
    "lead_trump_ace": ((N_("must lead the Ace of trumps: you hold {card}"), _card),),
    "lead_top_trump": ((N_("must lead the highest trump still out: you hold {card}"), _card),),
    # the trick's duties
    "follow_suit": ((N_("must follow suit: you hold {a_suit}"), lambda f: {"a_suit": _a_suit(f["suit"])}),),
    "head_trick": ((N_("must head the trick: you hold a higher {suit} ({cards})"),
                    lambda f: {"suit": _suit(f["suit"]), "cards": _codes(f["cards"])}),
                   (N_("must head the trick: you hold {cards}"), lambda f: {"cards": _the_symbols(f["cards"])})),
    "overtrump": ((N_("must overtrump: the trick is trumped with {best} and you hold a higher {trump} ({cards})"),
                   lambda f: {"best": _the(f["best"]), "trump": _suit(f["trump"]), "cards": _codes(f["cards"])}),),
    "trump_anyway": ((N_("must trump anyway: you cannot beat {best} but you hold {a_trump} (trumps)"),
                      lambda f: {"best": _the(f["best"]), "a_trump": _a_suit(f["trump"])}),),
    "trump": ((N_("must trump: you have no {suit} and you hold {a_trump} (trumps)"),
               lambda f: {"suit": _suit(f["suit"]), "a_trump": _a_suit(f["trump"])}),
              (N_("must trump: you have no {suit} and you hold {cards}"),
               lambda f: {"suit": _suit(f["suit"]), "cards": _the_symbols(f["cards"])})),
    # Bete's bidding
    "call_expected": ((N_("it is the bidding: say play, pass or contre, not {action}"), _action),),
    "contre_after_play": ((N_("contre answers a player who said play: nobody has yet"), None),),
    "one_declarer": ((N_("seat {seat} already plays: pass or say contre"), _seat),),
    "contre_disabled": ((N_("contre is not allowed under these rules"), None),),
    # Mouche's talk
    "max_exchange": ((N_("you may exchange at most {n} cards"), _n),),
    "talon_short": ((N_("the talon holds only {n} cards"), _n),),
    "robbed_plays": ((N_("robbing is playing: you took the upcard, you may not pass"), None),),
    "dealer_must_play": ((N_("everyone else passed: the dealer may not pass and takes the basket"), None),),
    "dealer_defends": ((N_("one player is in: the dealer must defend, not pass"), None),),
    "no_rob": ((N_("nobody robs the upcard under these rules"), None),),
    "dealer_robs": ((N_("only the dealer may rob the upcard"), None),),
    "robbed_once": ((N_("you have robbed the upcard already"), None),),
    "name_trump": ((N_("the Mistigri names the trumps: play it naming a suit (mistigri S, H, D or C)"), None),),
    "no_naming": ((N_("the Mistigri names no trump under these rules: play it as a card"), None),),
    "suit_expected": ((N_("name a suit, not {suit}"), lambda f: {"suit": repr(f["suit"])}),),
    # Bésigue's declarations
    "one_meld": ((N_("one meld per trick won: you have melded this turn"), None),),
    "fresh_turn_up": ((N_("the turn-up you have just taken cannot be melded this turn"), None),),
    "not_open": ((N_("{action} cannot be declared now"), _action),),
    "declaration_expected": ((N_("you won the trick: declare a meld, a seven of trumps or no meld, not {action}"),
                              _action),),
    "no_seven": ((N_("without a turn-up no seven of trumps scores"), None),),
    "not_seven_of_trumps": ((N_("{card} is not a seven of trumps"), lambda f: {"card": _the_symbol(f["card"])}),),
    "seven_scored": ((N_("this {card} has already scored"), lambda f: {"card": _symbol(f["card"])}),),
    "one_seven": ((N_("one seven action per trick won"), None),),
    "turn_up_gone": ((N_("the turn-up has been drawn"), None),),
    "turn_up_is_seven": ((N_("the turn-up is already a seven: there is nothing to change"), None),),
    "second_seven": ((N_("under these rules the other seven of trumps scores only when played"), None),
                     (N_("under these rules the other seven of trumps scores nothing"), None)),
    "exchange_it": ((N_("this seven can still be changed for the turn-up: exchange it"), None),),
    "no_trumps_yet": ((N_("under these rules the bésigue waits for trumps: no marriage has fixed them yet"), None),
                      (N_("no sequence before trumps: the first marriage fixes them"), None)),
    "not_a_meld": ((N_("the bésigue is {queen} with {jack}"),
                    lambda f: {"queen": _the_symbol(f["cards"][0]), "jack": _the_symbol(f["cards"][1])}),
                   (N_("four {rank}s score nothing: only aces, kings, queens and jacks"),
                    lambda f: {"rank": f["rank"].noun.lower() if _en() else rank_name(f["rank"])}),
                   (N_("only the sequence of trumps scores under these rules"), None),
                   (N_("{cards} make no meld"),
                    lambda f: {"cards": " ".join(map(symbol, f["cards"])) if _en()
                               else listed([the_card(_plain(c)) for c in f["cards"]])})),
    "wrong_kind": ((N_("these cards make {kind}, not {meld}"),
                    lambda f: {"kind": _kind(f["kind"]), "meld": _kind(f["meld"])}),),
    "meld_from_hand": ((N_("a meld needs at least one card from your hand"), None),),
    "same_kind_twice": ((N_("these cards have already scored in {kind}"), lambda f: {"kind": _kind(f["kind"])}),
                        (N_("{card} has already scored in {kind}"),
                         lambda f: {"card": _the_symbol(f["card"]), "kind": _kind(f["kind"])})),
    "married_before": ((N_("{card} has been married before: a second marriage needs a king and a queen never married"),
                        lambda f: {"card": _the_symbol(f["card"])}),),
    "fresh_four": ((N_("{card} has already scored in {kind}: {kind} again needs four cards none of which has"),
                    lambda f: {"card": _the_symbol(f["card"]), "kind": _kind(f["kind"])}),),
    "no_step_down": ((N_("{card} scored in {step}: a meld may grow into {step}, never come down from it"),
                      lambda f: {"card": _the_symbol(f["card"]), "step": _phrase(f["step"])}),),
}


def _said(message: Message, fields: Fields) -> str:
    text, fill = message
    return _(text).format(**fill(fields)) if fill else _(text)


def _english(message: Message, fields: Fields) -> str | None:
    """The message as the engine would write it, or None when the fields do not fill it."""
    text, fill = message
    if fill is None:
        return text
    _engine_english[0] = True
    try:
        return text.format(**fill(fields))
    except (KeyError, IndexError, AttributeError, TypeError, ValueError):
        return None
    finally:
        _engine_english[0] = False


def _message(exc: BaseException) -> Message | None:
    """The rule's message whose English, filled from the refusal's fields, is the engine's."""
    fields = getattr(exc, "fields", {})
    for message in MESSAGES.get(getattr(exc, "rule", ""), ()):
        if _english(message, fields) == str(exc):
            return message
    return None


def knows(exc: BaseException) -> bool:
    """Whether ``exc``'s words are here (its rule has a message the engine's English matches)."""
    return _message(exc) is not None


def refusal_words(exc: BaseException) -> str:
    """The engine's refusal (``IllegalAction``) in the active language; the engine's own
    English where its rule has no words here."""
    message = _message(exc)
    return _said(message, exc.fields) if message else str(exc)  # type: ignore[attr-defined]


# ----------------------------------------------------------------------------- the Settings' refusals
#: Why two toggles cannot be played together (Bestia's rule book), as the engine says it.
WHY = (N_("each decides who takes the pool"), N_("each is its own way of dealing and talking"),
       N_("at un giro the dealer already keeps the trump"), N_("at col buco the buco lies across the trump"),
       N_("the trump cannot be taken while it is hidden"), N_("at un giro the trump is dealt face up to the dealer"))
#: A refused combination of toggles, by the rule book's check; ``label`` names a toggle as
#: the Settings show it.
RULE_SET: dict[str, Callable[[Fields, Callable[[str], str]], str]] = {
    "needs": lambda f, label: _("{toggle} is an option of {needs}: turn that on too").format(
        toggle=label(f["toggle"]), needs=label(f["needs"]).lower()),
    "clash": lambda f, label: _("{toggle} cannot be played with {other} ({why})").format(
        toggle=label(f["toggle"]), other=label(f["other"]).lower(), why=_(f["why"])),
    "beast_packets": lambda f, label: _("{toggle} Beast is dealt 2+3 or 3+2 only (Cotton 1674)").format(
        toggle=label(f["toggle"])),
    "packets": lambda f, label: _("{toggle} {packets} deals {size} cards, not the {hand_size} of {hand};"
                                  " for {hand_size} cards: {ways}").format(
        toggle=label(f["toggle"]), packets=f["packets"], size=number(f["size"]), hand_size=number(f["hand_size"]),
        hand=label("hand_size").lower(), ways=", ".join(f["ways"])),
}


def rule_set_words(exc: BaseException, ui: Any) -> str:
    """A refused combination of toggles in the active language, each toggle by its label in
    the game's Settings (``ui``: the game's UISpec); "" for a refusal without words here."""
    words = RULE_SET.get(getattr(exc, "rule", ""))
    return words(exc.fields, lambda name: _(ui.toggle_label(name))) if words else ""  # type: ignore[attr-defined]
