"""Bésigue's words: the melds by name and points, the sevens, the draw, the last tricks, the
count, how a deal and a game end, the outcomes for the ledger, and what a deal counts in the
person's record.  Every word the Bésigue table shows comes from here (or the shared words),
through the catalogs: a sentence about a player comes whole in two forms, one for the person
and one for a named player (:func:`~game.ui.grammar.subject`), since French, Italian and
Spanish conjugate where English only drops an s.  The melds keep Bésigue's own names in
every language (bésigue, double bésigue, the brisques)."""
from __future__ import annotations

from typing import Any, Sequence

from ...engine.besigue.melds import Meld, MeldKind
from ...engine.cards import SUIT_OF, cards_in
from ...i18n import N_, _, ngettext, number
from ...stats import DealSummary
from ..grammar import is_you, shown, subject, suit_name
from ..words import figure
from ..shown import Shown
from .signs import the_sign

K = MeldKind
#: A meld's name, as a button and the hint say it (a marriage's and a plain sequence's below).
MELD_NAMES = {K.ROYAL_MARRIAGE: N_("Royal marriage"), K.SEQUENCE: N_("Sequence of trumps"),
              K.FOUR_JACKS: N_("Four jacks"), K.FOUR_QUEENS: N_("Four queens"), K.FOUR_KINGS: N_("Four kings"),
              K.FOUR_ACES: N_("Four aces"), K.BESIGUE: N_("Bésigue"), K.DOUBLE_BESIGUE: N_("Double bésigue")}
#: A marriage or a plain sequence names its suit: one whole name each.
SUITED_NAMES = {K.MARRIAGE: N_("Marriage in {suit}"), K.PLAIN_SEQUENCE: N_("Plain sequence in {suit}")}
#: A meld shown, as the news says it: one whole sentence each for the person and for a named
#: player, since the meld takes its article in French, Italian and Spanish ("le bésigue", "un mariage").
SHOWS = {
    K.MARRIAGE: (N_("You show marriage in {suit}: {points}"), N_("{name} shows marriage in {suit}: {points}")),
    K.ROYAL_MARRIAGE: (N_("You show royal marriage: {points}"), N_("{name} shows royal marriage: {points}")),
    K.SEQUENCE: (N_("You show sequence of trumps: {points}"), N_("{name} shows sequence of trumps: {points}")),
    K.PLAIN_SEQUENCE: (N_("You show plain sequence in {suit}: {points}"),
                       N_("{name} shows plain sequence in {suit}: {points}")),
    K.FOUR_JACKS: (N_("You show four jacks: {points}"), N_("{name} shows four jacks: {points}")),
    K.FOUR_QUEENS: (N_("You show four queens: {points}"), N_("{name} shows four queens: {points}")),
    K.FOUR_KINGS: (N_("You show four kings: {points}"), N_("{name} shows four kings: {points}")),
    K.FOUR_ACES: (N_("You show four aces: {points}"), N_("{name} shows four aces: {points}")),
    K.BESIGUE: (N_("You show bésigue: {points}"), N_("{name} shows bésigue: {points}")),
    K.DOUBLE_BESIGUE: (N_("You show double bésigue: {points}"), N_("{name} shows double bésigue: {points}")),
}
#: The small word under a group of melded cards on the table (read in the active language).
MELD_TAGS = Shown({K.MARRIAGE: N_("marriage"), K.ROYAL_MARRIAGE: N_("royal marriage"), K.SEQUENCE: N_("sequence"),
                   K.PLAIN_SEQUENCE: N_("sequence"), K.FOUR_JACKS: N_("four jacks"), K.FOUR_QUEENS: N_("four queens"),
                   K.FOUR_KINGS: N_("four kings"), K.FOUR_ACES: N_("four aces"), K.BESIGUE: N_("bésigue"),
                   K.DOUBLE_BESIGUE: N_("double bésigue")})
#: Words drawn as they are read: marked here, translated by ``_`` where they are drawn.
NO_MELD = N_("No meld")
PICKED_TAG = N_("meld")
TRUMPS = N_("Trumps")
#: Over the stock.
STOCK_LEFT = N_("stock")
STOCK_OUT = N_("The stock is out: follow suit and head the trick")
PICK_MORE = N_("Click the cards of a meld (hand or table), then Declare")
#: Outcomes in a word or two, for the ledger (read in the active language).
OUTCOMES = Shown({"next_deal": N_("scores carry"), "claim": N_("game, claimed"),
                  "end_of_deal": N_("game, at the count"), "last_trick_tie_break": N_("game, on the last trick"),
                  "hand_end": N_("game, on the higher total")})
#: The help's rows for the declaration's keys (the help translates them).
KEYS_HELP = N_("click a meld, or press its letter; N no meld; S the seven of trumps")
PICK_HELP = N_("click the cards (hand or table) to choose the copies, then Enter")
MORE_CARDS_HELP = N_("6–9 and 0 for the sixth to the tenth card; your melds on the table are played by click too")


def meld_name(meld: Meld) -> str:
    """'Four kings', 'Marriage in hearts', 'Royal marriage'."""
    if meld.kind in SUITED_NAMES:
        return _(SUITED_NAMES[meld.kind]).format(suit=suit_name(SUIT_OF[cards_in(meld.cards)[0]]))
    return _(MELD_NAMES[meld.kind])


def meld_label(meld: Meld) -> str:
    """A button: 'Bésigue — 40', 'Four kings — 80'."""
    return f"{meld_name(meld)} — {figure(meld.points)}"


def seven_label(action: str) -> str:
    return _("Seven: change for the turn-up — 10") if action == "exchange" else _("Seven: show it — 10")


def shows(name: str, meld: Meld) -> str:
    """'Bruno shows four aces: 100', 'You show marriage in hearts: 20'."""
    you_form, other_form = SHOWS[meld.kind]
    return subject(name, _(you_form), _(other_form), suit=suit_name(SUIT_OF[cards_in(meld.cards)[0]]),
                   points=figure(meld.points))


def marriage_fixes(name: str, suit: Any) -> str:
    return subject(name, _("Your marriage fixes trumps: {suit}"), _("{name}'s marriage fixes trumps: {suit}"),
                   suit=suit_name(suit))


def seven_exchanged(name: str, seven: Any, took: Any) -> str:
    return subject(name, _("You change {seven} for the turn-up, {took}: 10"),
                   _("{name} changes {seven} for the turn-up, {took}: 10"), seven=the_sign(seven), took=the_sign(took))


def seven_declared(name: str, seven: Any) -> str:
    return subject(name, _("You show {seven}, the other seven of trumps: 10"),
                   _("{name} shows {seven}, the other seven of trumps: 10"), seven=the_sign(seven))


def seven_played(name: str, seven: Any) -> str:
    return subject(name, _("You play {seven}, a seven of trumps: 10"),
                   _("{name} plays {seven}, a seven of trumps: 10"), seven=the_sign(seven))


def upcard_seven(name: str) -> str:
    return subject(name, _("The turn-up is a seven: 10 to you, the dealer"),
                   _("The turn-up is a seven: 10 to {name}, the dealer"))


def brisques(name: str, count: int, points: int) -> str:
    """'Anne's brisques: 7 aces and tens, 70'."""
    if not count:
        return subject(name, _("Your brisques: none"), _("{name}'s brisques: none"))
    return subject(name, ngettext("Your brisques: {n} ace and ten, {points}",
                                  "Your brisques: {n} aces and tens, {points}", count),
                   ngettext("{name}'s brisques: {n} ace and ten, {points}",
                            "{name}'s brisques: {n} aces and tens, {points}", count),
                   n=number(count), points=figure(points))


def trick_brisques(name: str, points: int) -> str:
    return subject(name, _("You win {points} in aces and tens"), _("{name} wins {points} in aces and tens"),
                   points=figure(points))


def last_trick(name: str) -> str:
    return subject(name, _("You take the last trick: 10"), _("{name} takes the last trick: 10"))


def game_target(game: int, target: int) -> str:
    return _("Game {number} · to {target}").format(number=number(game), target=figure(target))


def game_of(game: int, games: int) -> str:
    return _("game {number} of {games}").format(number=number(game), games=number(games))


def games_won(count: int) -> str:
    return _("no game won") if count == 0 else ngettext("{n} game won", "{n} games won", count).format(n=number(count))


def _standing(names: Sequence[str], values: Sequence[str], seats: Sequence[int]) -> str:
    """'Anne 130, You 110': each player by name (the person's in the active language) and a figure."""
    return ", ".join(f"{shown(names[s])} {values[s]}" for s in seats)


def pad_tip(names: Sequence[str], scores: Sequence[int], target: int, won: Sequence[int] | None) -> str:
    """The score pad under the mouse: 'The game is 1,000 up: Anne 130, You 110. Games won: Anne 1, You 0'."""
    standing = _standing(names, [figure(s) for s in scores], (1, 0))
    if won is None:
        return _("The game is {target} up: {scores}").format(target=figure(target), scores=standing)
    return _("The game is {target} up: {scores}. Games won: {won}").format(
        target=figure(target), scores=standing, won=_standing(names, [number(w) for w in won], (1, 0)))


def stock_tip(left: int, up: Any, trump: int) -> str:
    """The stock under the mouse: 'The stock: 17 cards, drawn after each trick; beneath it the
    turn-up, the 10♥, drawn last; trumps are hearts' (each clause a whole message)."""
    line = ngettext("The stock: {n} card, drawn after each trick", "The stock: {n} cards, drawn after each trick",
                    left).format(n=number(left))
    if up is not None:
        line += _("; beneath it the turn-up, {card}, drawn last").format(card=the_sign(up))
    if trump >= 0:
        line += _("; trumps are {suit}").format(suit=suit_name(trump))
    return line


# ----------------------------------------------------------------------------- the person
def declare_prompt(offered: int, seven: bool) -> str:
    if not offered and seven:
        return _("You won the trick: the seven of trumps, or no meld")
    if seven:
        return _("You won the trick: declare a meld or the seven, or no meld")
    return _("You won the trick: declare a meld, or no meld")


def choose_copies(meld_words: str) -> str:
    return _("{meld}: which cards? Click them, then Declare").format(meld=meld_words)


def play_prompt(leading: bool, last_tricks: bool) -> str:
    if last_tricks:
        return _("Your lead: play a card") if leading else _("Follow suit and head the trick if you can, else trump")
    return _("Your lead: play a card from your hand or your melds") if leading \
        else _("Your turn: play any card from your hand or your melds")


def declare_label(meld: Meld | None) -> str:
    return _("Declare: {meld}").format(meld=meld_label(meld)) if meld is not None else _("Declare…")


def at_most(most: int) -> str:
    return ngettext("A meld has at most {n} card", "A meld has at most {n} cards", most).format(n=number(most))


# ----------------------------------------------------------------------------- how it ended
def headline(deal: Any, names: Sequence[str]) -> str:
    """How the deal ended, in one sentence: the game taken and how, or the scores carried."""
    target = figure(deal.rules.target)
    if deal.winner is None:
        return _("No one has reached {target}: the scores carry to the next deal ({scores})").format(
            target=target, scores=_standing(names, [figure(s) for s in deal.scores], (0, 1)))
    name = names[deal.winner]
    score = figure(deal.scores[deal.winner])
    if deal.how == "claim":
        return subject(name, _("You reach {score} after winning a trick and take the game"),
                       _("{name} reaches {score} after winning a trick and takes the game"), score=score)
    if deal.how == "end_of_deal":
        return subject(name, _("After the count you have {score} and take the game"),
                       _("After the count {name} has {score} and takes the game"), score=score)
    if deal.how == "last_trick_tie_break":
        return subject(name, _("Both reach {target}: you won the last trick and take the game"),
                       _("Both reach {target}: {name} won the last trick and takes the game"), target=target)
    other = names[1 - deal.winner]
    fields = {"score": score, "other_score": figure(deal.scores[1 - deal.winner]), "other": shown(other)}
    if is_you(other) and not is_you(name):
        return _("{name} has the higher total, {score} to {other_score} against you, and takes the game").format(
            name=shown(name), **fields)
    return subject(name, _("You have the higher total, {score} to {other_score} against {other}, and take the game"),
                   _("{name} has the higher total, {score} to {other_score} against {other}, and takes the game"),
                   **fields)


def made_line(deal: Any, names: Sequence[str], seat: int) -> str:
    """'Anne: 180 in melds and sevens, 60 in aces and tens, 10 for the last trick'."""
    parts: dict[str, int] = {}
    for e in deal.score_events:
        if e.seat != seat:
            continue
        key = "brisques" if e.why == "brisques" else "last" if e.why == "last_trick" else "melds"
        parts[key] = parts.get(key, 0) + e.points
    said = []
    if parts.get("melds"):
        said.append(_("{points} in melds and sevens").format(points=figure(parts["melds"])))
    if parts.get("brisques"):
        said.append(_("{points} in aces and tens").format(points=figure(parts["brisques"])))
    if parts.get("last"):
        said.append(_("10 for the last trick"))
    return _("{name}: {made}").format(name=shown(names[seat]), made=", ".join(said) if said else _("nothing this deal"))


def summary(deal: Any, seat: int) -> DealSummary:
    """Declared: melded in the deal.  Won: made more points than the other.  A game ended: taken or lost."""
    made = [after - before for after, before in zip(deal.scores, deal.scores_before)]
    return DealSummary(
        net=made[seat] - made[1 - seat],
        declared=any(d.seat == seat for d in deal.declarations),
        won=made[seat] > made[1 - seat],
        bete=False,
        game=None if deal.winner is None else deal.winner == seat,
        score=None if deal.winner is None else deal.scores[seat],
    )


def history_extra(deal: Any) -> dict[str, Any]:
    """Bésigue's own fields of a ledger entry: trumps, and each seat's declarations."""
    return {"trump": None if deal.trump < 0 else "SHDC"[deal.trump],
            "declared": [sum(1 for d in deal.declarations if d.seat == s) for s in (0, 1)]}


# ----------------------------------------------------------------------------- the panels
GAMES_WON = N_("games won")


def to_target(target: int) -> str:
    return _("the game is {target} up").format(target=figure(target))


def last_game(game: int, scores: Sequence[str], names: Sequence[str]) -> str:
    """'Game 3 ended at You 1,020 to Anne 990' (the scores already written as figures)."""
    first, second = (f"{shown(names[s])} {scores[s]}" for s in (0, 1))
    return _("Game {number} ended at {first} to {second}").format(number=number(game), first=first, second=second)


__all__ = ["MELD_NAMES", "MELD_TAGS", "NO_MELD", "OUTCOMES", "STOCK_OUT", "headline", "history_extra", "meld_label",
           "meld_name", "shows", "summary"]
