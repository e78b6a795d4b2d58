"""What a card other than the lesson's changed: the trick the lesson's card would have gone
to, found by playing the lesson's script on from it (the opponents' moves there are the
script's), set beside the trick as it really went."""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ...engine import Card
from ..grammar import capital, the_card
from . import words

#: At most this many script actions are played on to finish the trick (a trick of seven, and
#: a declaration after it, with room to spare).
HORIZON = 12


def lesson_winner(before: Any, card: Card, script: Sequence[str], parse: Callable[[str], Any],
                  done: int) -> int | None:
    """Who would have taken the trick of ``before`` had the person played the lesson's
    ``card`` (the ``done``-th action of the script); None if the script cannot say."""
    alt = before.clone()
    trick = len(alt.trick_winners)
    alt.apply(card)
    at = done + 1
    while len(alt.trick_winners) <= trick and not alt.is_over and at < min(len(script), done + HORIZON):
        alt.apply(parse(script[at]))
        at += 1
    return alt.trick_winners[trick] if len(alt.trick_winners) > trick else None


def told(card: Card, lesson: int, real: int, human: int, names: Sequence[str]) -> str:
    """The trick as it went, beside the lesson's card's: "" when they end alike."""
    if lesson == real:
        return ""
    if lesson == human:
        return words.you_would_have(the_card(card), names[real])
    if real == human:
        return words.you_took_it(the_card(card), names[lesson])
    return capital(words.other_would_have(the_card(card), names[lesson], names[real]))


__all__ = ["HORIZON", "lesson_winner", "told"]
