"""The coach's own words, alike for every game (a game's lesson brings its own)."""
from __future__ import annotations

from ...i18n import N_, _

COACH = N_("Coach")
GUIDED = N_("Guided deal")
PLAY_REAL = N_("Play a real game")
LEARNT = N_("What you have learnt")
GUIDED_DONE = N_("The guided deal is over")
NOT_COUNTED = N_("A guided deal never counts in Your record and leaves your saved game alone.")
OFF_PATH_WHY = N_("That is what the table's own players would do here. Any choice the rules allow is yours to make.")
ON_PATH_WHY = N_("The lesson's own choice: follow it and see what comes of it.")


def new_to(game: str) -> str:
    """The title's offer on a first launch: 'New to Bête? Play a guided deal'."""
    return _("New to {game}? Play a guided deal").format(game=game)


def guided_of(game: str) -> str:
    """'Guided deal of Bête'."""
    return _("Guided deal of {game}").format(game=game)


def do(choice: str) -> str:
    """'Suggested: play the King of spades.'"""
    return _("Suggested: {choice}.").format(choice=choice)


def diverged(chosen: str, suggested: str) -> str:
    """The person chose otherwise than the coach."""
    return _("You chose to {chosen}; the coach's choice was to {suggested}. The deal goes on from your choice.").format(
        chosen=chosen, suggested=suggested)


def off_path() -> str:
    return _("From here on the deal is yours: the coach now suggests what the table's own players would do.")


def you_would_have(card: str, taker: str) -> str:
    """The lesson's card would have taken the trick another took."""
    return _("With {card} you would have taken that trick; {taker} took it.").format(card=card, taker=taker)


def you_took_it(card: str, taker: str) -> str:
    """The person took the trick the lesson's card would have lost."""
    return _("You took that trick; with {card}, {taker} would have.").format(card=card, taker=taker)


def other_would_have(card: str, taker: str, real: str) -> str:
    """Another player would have taken the trick."""
    return _("With {card}, {taker} would have taken that trick rather than {real}.").format(
        card=card, taker=taker, real=real)
