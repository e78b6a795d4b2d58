"""Bésigue's refusals in words: its declarations (melds and the seven of trumps), its last
tricks' duties and a card of its two packs not held, and its Settings' check of the
packets (:mod:`game.ui.refusals` says how words are picked and filled, and holds the
shared rules' words).  Bésigue names a card by its corner sign, as one of two copies:
"the K♥" (elsewhere "le Roi de cœur")."""
from __future__ import annotations

from typing import Any, Iterable

from ...engine.besigue.melds import MeldKind
from ...engine.cards import RANK_OF, SUIT_OF, Card
from ...i18n import N_, _, number
from ..grammar import card_name, listed, rank_name, the_card
from ..refusals import Fields, Refusals, SettingWords, Words, action, counted, english, holds, plain, suit_named


def symbol(card: Card) -> str:
    """A card by its corner sign, as the engine names one of two packs' copies: 'A♥', '10♠'."""
    return RANK_OF[card].code + SUIT_OF[card].symbol


def _the_symbol(card: Card) -> str:
    """'the K♥' / 'le Roi de cœur'."""
    return f"the {symbol(card)}" if english() else the_card(plain(card))


def _symbol(card: Card) -> str:
    """'K♥' / 'Roi de cœur' (after 'this')."""
    return symbol(card) if english() else card_name(plain(card))


def _the_symbols(cards: Iterable[Card]) -> str:
    """'the A♥ and the 10♥' / 'l'As de cœur et le 10 de cœur'."""
    if english():
        return "the " + " and the ".join(symbol(c) for c in cards)
    return listed([the_card(plain(c)) for c in cards])


#: Bésigue's melds and steps, as the engine names them.
PHRASES = (N_("a marriage"), N_("a royal marriage"), N_("the sequence of trumps"), N_("a plain sequence"),
           N_("four jacks"), N_("four queens"), N_("four kings"), N_("four aces"), N_("a bésigue"),
           N_("a double bésigue"), N_("the sequence"))


def _phrase(text: str) -> str:
    """One of the engine's phrases (:data:`PHRASES`), translated."""
    return text if english() else _(text)


def _kind(kind: Any) -> str:
    return _phrase(kind.words)


def _copy(fields: Fields) -> dict[str, str]:
    return {"card": _the_symbol(fields["card"]), "copy": counted(fields["card"].copy)}


def _is(kind: MeldKind) -> Any:
    return lambda fields: fields.get("kind") is kind


REFUSALS: Refusals = {
    "card_expected": (Words(N_("the stock is exhausted: no more declarations, play a card"),
                            when=lambda f: f.get("last_tricks") is True),
                      Words(N_("only the winner of a trick declares, after the trick and before the draw:"
                               " play a card"))),
    "not_in_hand": (Words(N_("you do not hold {card} (copy {copy}) to meld"), _copy, holds("melding")),
                    Words(N_("you do not hold {card} (copy {copy})"), _copy)),
    # the last tricks' duties, the cards named as one of two copies
    "head_trick": (Words(N_("must head the trick: you hold {cards}"), lambda f: {"cards": _the_symbols(f["cards"])}),),
    "trump": (Words(N_("must trump: you have no {suit} and you hold {cards}"),
                    lambda f: {"suit": suit_named(f["suit"]),
                               "cards": _the_symbols(f["cards"])}),),
    # the declarations
    "one_meld": (Words(N_("one meld per trick won: you have melded this turn")),),
    "fresh_turn_up": (Words(N_("the turn-up you have just taken cannot be melded this turn")),),
    "not_open": (Words(N_("{action} cannot be declared now"), action),),
    "declaration_expected": (Words(N_("you won the trick: declare a meld, a seven of trumps or no meld, not {action}"),
                                   action),),
    "no_seven": (Words(N_("without a turn-up no seven of trumps scores")),),
    "not_seven_of_trumps": (Words(N_("{card} is not a seven of trumps"), lambda f: {"card": _the_symbol(f["card"])}),),
    "seven_scored": (Words(N_("this {card} has already scored"), lambda f: {"card": _symbol(f["card"])}),),
    "one_seven": (Words(N_("one seven action per trick won")),),
    "turn_up_gone": (Words(N_("the turn-up has been drawn")),),
    "turn_up_is_seven": (Words(N_("the turn-up is already a seven: there is nothing to change")),),
    "second_seven": (Words(N_("under these rules the other seven of trumps scores only when played"),
                           when=lambda f: f.get("second_seven") == "play"),
                     Words(N_("under these rules the other seven of trumps scores nothing"))),
    "exchange_it": (Words(N_("this seven can still be changed for the turn-up: exchange it")),),
    "no_trumps_yet": (Words(N_("under these rules the bésigue waits for trumps: no marriage has fixed them yet"),
                            when=_is(MeldKind.BESIGUE)),
                      Words(N_("no sequence before trumps: the first marriage fixes them"))),
    "not_a_meld": (Words(N_("the bésigue is {queen} with {jack}"),
                         lambda f: {"queen": _the_symbol(f["cards"][0]), "jack": _the_symbol(f["cards"][1])},
                         _is(MeldKind.BESIGUE)),
                   Words(N_("four {rank}s score nothing: only aces, kings, queens and jacks"),
                         lambda f: {"rank": f["rank"].noun.lower() if english() else rank_name(f["rank"])},
                         holds("rank")),
                   Words(N_("only the sequence of trumps scores under these rules"), when=_is(MeldKind.PLAIN_SEQUENCE)),
                   Words(N_("{cards} make no meld"),
                         lambda f: {"cards": " ".join(map(symbol, f["cards"])) if english()
                                    else listed([the_card(plain(c)) for c in f["cards"]])})),
    "wrong_kind": (Words(N_("these cards make {kind}, not {meld}"),
                         lambda f: {"kind": _kind(f["kind"]), "meld": _kind(f["meld"])}),),
    "meld_from_hand": (Words(N_("a meld needs at least one card from your hand")),),
    "same_kind_twice": (Words(N_("{card} has already scored in {kind}"),
                              lambda f: {"card": _the_symbol(f["card"]), "kind": _kind(f["kind"])}, holds("card")),
                        Words(N_("these cards have already scored in {kind}"), lambda f: {"kind": _kind(f["kind"])})),
    "married_before": (Words(N_("{card} has been married before: a second marriage needs a king and a queen never"
                                " married"), lambda f: {"card": _the_symbol(f["card"])}),),
    "fresh_four": (Words(N_("{card} has already scored in {kind}: {kind} again needs four cards none of which has"),
                         lambda f: {"card": _the_symbol(f["card"]), "kind": _kind(f["kind"])}),),
    "no_step_down": (Words(N_("{card} scored in {step}: a meld may grow into {step}, never come down from it"),
                           lambda f: {"card": _the_symbol(f["card"]), "step": _phrase(f["step"])}),),
}

SETTING_REFUSALS: dict[str, SettingWords] = {
    "packets": lambda f, label: _("{toggle} {packets} deals {size} cards, not the {hand_size} of {hand};"
                                  " for {hand_size} cards: {ways}").format(
        toggle=label(f["toggle"]), packets=f["packets"], size=number(f["size"]), hand_size=number(f["hand_size"]),
        hand=label("hand_size").lower(), ways=", ".join(f["ways"])),
}

__all__ = ["PHRASES", "REFUSALS", "SETTING_REFUSALS", "symbol"]
