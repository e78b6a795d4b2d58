"""The rules' refusals in the player's language.

The engine speaks the records' English only: ``IllegalAction("follow_suit", "must follow
suit: you hold a heart", suit=Suit.HEARTS)`` carries its rule's id and the values its
message names.  The words of a rule live where the rule does: here those of the rules the
shared engine refuses by (whose turn it is, the trick's duties, a card not held), and a
game's own in its package (``game/ui/<game>/refusals.py``, handed to the window by the
game's UISpec ``refusals``), which come first.  Each rule has one or more :class:`Words`,
written as the engine writes its message with named placeholders; of several, the one
whose ``when`` holds for the refusal's fields is said, translated and filled in the active
language.  In English the words are the engine's own to the letter (tests and records
compare them, and the cards keep their codes, "the KH"); elsewhere a card is named with its
article by :mod:`.grammar`.  A refusal without words (a rule added without them), or whose
fields do not fill them, is said in the engine's English, never lost.

The Settings' refusals of a combination of toggles (``RuleSetError``) are said the same
way, each toggle by its label in the Settings: the shared checks' words here, a game's own
in its package (UISpec ``setting_refusals``).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Iterable, Mapping

from ..engine.cards import RANK_OF, SUIT_OF, Card
from ..i18n import N_, _, language, number
from .grammar import a_suit, card_name, listed, suit_name, the_card

Fields = Mapping[str, Any]


def always(fields: Fields) -> bool:
    return True


@dataclass(frozen=True)
class Words:
    """One wording of a rule: ``text`` marked English as the engine writes it, ``fill``
    its placeholders from the refusal's fields (None: it names nothing), said when
    ``when`` holds for the fields."""

    text: str
    fill: Callable[[Fields], dict[str, str]] | None = None
    when: Callable[[Fields], bool] = always


#: A game's words (or the shared ones), by rule.
Refusals = Mapping[str, "tuple[Words, ...]"]
#: A refused combination of toggles in words, given its fields and how the Settings label a toggle.
SettingWords = Callable[[Fields, Callable[[str], str]], str]


# ----------------------------------------------------------------------------- the values named
def english() -> bool:
    """English speaks as the engine does (the cards by their codes)."""
    return language() == "en"


def plain(card: Card) -> Card:
    """The card itself, whichever copy of it (a game of two packs)."""
    return Card.of(RANK_OF[card], SUIT_OF[card])


def counted(n: int) -> str:
    return str(n) if english() else number(n)


def the(card: Card) -> str:
    """'the KH' / 'le Roi de cœur'."""
    return f"the {card}" if english() else the_card(plain(card))


def a_suit_held(suit: Any) -> str:
    """'a heart' / 'un cœur', through the catalogs (whose English is the engine's)."""
    return a_suit(suit)


def suit_named(suit: Any) -> str:
    """A suit after 'no' or 'a higher': 'heart' / 'cœur'."""
    return suit.noun if english() else suit_name(suit)


def codes(cards: Iterable[Card]) -> str:
    """'AH 10H' / 'As de cœur, 10 de cœur'."""
    return " ".join(map(str, cards)) if english() else ", ".join(card_name(plain(c)) for c in cards)


def the_cards(cards: Iterable[Card]) -> str:
    """'KH QS' / 'le Roi de cœur et la Dame de pique'."""
    return " ".join(map(str, cards)) if english() else listed([the_card(plain(c)) for c in cards])


def seat(fields: Fields) -> dict[str, str]:
    return {"seat": str(fields["seat"])}


def action(fields: Fields) -> dict[str, str]:
    return {"action": str(fields["action"])}


def card(fields: Fields) -> dict[str, str]:
    return {"card": the(fields["card"])}


def n(fields: Fields) -> dict[str, str]:
    return {"n": counted(fields["n"])}


def holds(*names: str) -> Callable[[Fields], bool]:
    """``when`` the refusal names every one of ``names``."""
    return lambda fields: all(name in fields for name in names)


# ----------------------------------------------------------------------------- the shared rules' words
SHARED: dict[str, tuple[Words, ...]] = {
    "deal_over": (Words(N_("the deal is over")),),
    "out_of_turn": (Words(N_("it is seat {to_act}'s turn, not seat {seat}'s"),
                          lambda f: {"to_act": str(f["to_act"]), "seat": str(f["seat"])}),),
    "lead": (Words(N_("must lead {card}"), card),),
    "not_in_hand": (Words(N_("you do not hold {cards}"), lambda f: {"cards": the_cards(f["cards"])}, holds("cards")),
                    Words(N_("you do not hold {card} ({name})"),
                          lambda f: {"card": the(f["card"]), "name": f["card"].name if english() else str(f["card"])})),
    "follow_suit": (Words(N_("must follow suit: you hold {a_suit}"), lambda f: {"a_suit": a_suit_held(f["suit"])}),),
    "head_trick": (Words(N_("must head the trick: you hold a higher {suit} ({cards})"),
                         lambda f: {"suit": suit_named(f["suit"]), "cards": codes(f["cards"])}),),
    "overtrump": (Words(N_("must overtrump: the trick is trumped with {best} and you hold a higher {trump} ({cards})"),
                        lambda f: {"best": the(f["best"]), "trump": suit_named(f["trump"]),
                                   "cards": codes(f["cards"])}),),
    "trump_anyway": (Words(N_("must trump anyway: you cannot beat {best} but you hold {a_trump} (trumps)"),
                           lambda f: {"best": the(f["best"]), "a_trump": a_suit_held(f["trump"])}),),
    "trump": (Words(N_("must trump: you have no {suit} and you hold {a_trump} (trumps)"),
                    lambda f: {"suit": suit_named(f["suit"]), "a_trump": a_suit_held(f["trump"])}),),
}


def _words(exc: BaseException, own: Refusals) -> Words | None:
    """The game's words for the refusal's rule, else the shared ones, picked by its fields."""
    rule, fields = getattr(exc, "rule", ""), getattr(exc, "fields", {})
    for table in (own, SHARED):
        for words in table.get(rule, ()):
            if words.when(fields):
                return words
    return None


def knows(exc: BaseException, own: Refusals) -> bool:
    """Whether ``exc``'s rule has words for its fields, the game's (``own``) or the shared ones."""
    return _words(exc, own) is not None


def refusal_words(exc: BaseException, own: Refusals) -> str:
    """The engine's refusal (``IllegalAction``) in the active language, ``own`` being its
    game's words (its UISpec's ``refusals``); the engine's own English where there are no
    words for it or its fields do not fill them."""
    words = _words(exc, own)
    if words is None:
        return str(exc)
    if words.fill is None:
        return _(words.text)
    try:
        return _(words.text).format(**words.fill(getattr(exc, "fields", {})))
    except (KeyError, IndexError, AttributeError, TypeError, ValueError):
        return str(exc)


# ----------------------------------------------------------------------------- the Settings' refusals
#: The shared rule book's checks in words (a toggle that needs another, two that clash).
SETTINGS: dict[str, SettingWords] = {
    "needs": lambda f, label: _("{toggle} is an option of {needs}: turn that on too").format(
        toggle=label(f["toggle"]), needs=label(f["needs"]).lower()),
    "clash": lambda f, label: _("{toggle} cannot be played with {other} ({why})").format(
        toggle=label(f["toggle"]), other=label(f["other"]).lower(), why=_(f["why"])),
}


def rule_set_words(exc: BaseException, ui: Any) -> str:
    """A refused combination of toggles in the active language, each toggle by its label in
    the game's Settings (``ui``: the game's UISpec, whose ``setting_refusals`` come first);
    "" for a refusal without words."""
    rule = getattr(exc, "rule", "")
    words = ui.setting_refusals.get(rule) or SETTINGS.get(rule)
    return words(exc.fields, lambda name: _(ui.toggle_label(name))) if words else ""  # type: ignore[attr-defined]


__all__ = ["SETTINGS", "SHARED", "Refusals", "SettingWords", "Words", "a_suit_held", "action", "always", "card",
           "codes", "counted", "english", "holds", "knows", "n", "plain", "refusal_words", "rule_set_words", "seat",
           "suit_named", "the", "the_cards"]
