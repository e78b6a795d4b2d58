"""Mouche's deals in words: the talk in bubbles and on the plates, the prompts of the
person's turn, the basket and the waiting mouches on the cloth, how a deal ended (a mouche
shown, the basket taken unplayed or shared by tricks, who is mouched), the pots by name,
the outcomes for the ledger, and what a deal counts in the person's record.

Every word of Mouche the table shows is here (the settings' in :mod:`.toggle_words`), so
that a later translation finds them in one place.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...engine import Card
from ...engine.cards import Suit
from ...stats import DealSummary
from ..words import PRONOUNS, jetons

# ----------------------------------------------------------------------------- the talk
#: What each word of the talk looks like in a bubble (an exchange says how many cards).
PASS_BUBBLE, KEEP_BUBBLE, ROB_BUBBLE = "Je passe", "Je m'y tiens", "Je prends la retourne"
MOUCHE_BUBBLE, MOUCHED_BUBBLE, MUST_BUBBLE = "Mouche !", "Mouché !", " (must play)"
#: On a seat's plate after it spoke.
ROLE_PASSED, ROLE_KEEPS, ROLE_ROBBED, ROLE_MOUCHE, ROLE_MOUCHED = "passed", "kept", "robbed", "mouche!", "mouched"
#: Bubbles drawn highlighted: a mouche shown, a player mouched.
LOUD = (MOUCHE_BUBBLE, MOUCHED_BUBBLE)


def exchange_bubble(count: int) -> str:
    """'J'en prends 3': the player is in and changes ``count`` cards."""
    return f"J'en prends {count}"


def role_changed(count: int) -> str:
    """On the plate of a player in who changed ``count`` cards (kept short: the tricks share the line)."""
    return f"changed {count}"


def robbed_role(count: int) -> str:
    """The dealer who robbed the upcard, and changed ``count`` cards after."""
    return f"{ROLE_ROBBED} +{count}" if count else ROLE_ROBBED


# ----------------------------------------------------------------------------- the person's talk
#: The talk's buttons.
PASS, CHANGE_TAG = "Pass (je passe)", "discard"
#: What the buttons and help call each thing.
KEY_TALK, KEY_PICK, KEY_ROB, KEY_NAME = ("Talk", "Change cards before playing", "Rob the upcard (dealer)",
                                         "Name the trumps with the Mistigri")
KEY_PLAY, KEY_PASS, KEY_PICK_HOW = "J or Enter play", "P pass", "click them or press 1–5, then Play"
KEY_ROB_HOW = "pick the card to lay in its place, then R"
PICK_ONE_TO_ROB = "Pick the one card to lay face down in the upcard's place, then Rob"


def play_label(picked: int) -> str:
    """The Play button, with the cards picked to change."""
    return f"Play, changing {picked}" if picked else "Play (je m'y tiens)"


def rob_label(upcard: Card | None, picked: Card | None) -> str:
    """The Rob button: the upcard taken, and the card picked to lay in its place."""
    up = short(upcard) if upcard is not None else "the upcard"
    return f"Rob {up}, lay {short(picked)}" if picked is not None else f"Rob {up}"


def name_label(suit: Suit) -> str:
    return f"{suit.symbol} {suit.noun.capitalize()}s trumps"


def name_key(letter: str, suit: Suit) -> str:
    """The help's words for a suit's key (the help's font has no suit signs)."""
    return f"{letter} {suit.noun}s"


def at_most(most: int) -> str:
    return f"You may change at most {most} card{'s' if most != 1 else ''}"


def talk_prompt(may_pass: bool, most: int, talon: int, dealer: bool, may_rob: bool, upcard: Card | None,
                alone: bool) -> str:
    """The line above the hand at the person's turn to speak."""
    if not may_pass and dealer and alone:
        head = "Everyone else passed: you must play, and take the basket"
    elif not may_pass and dealer:
        head = "One player is in: as dealer you must play against him"
    elif dealer:
        head = "You deal and speak last: play or pass"
    else:
        head = "Your turn to speak: play or pass"
    if may_rob and upcard is not None:
        head += f", or rob the {upcard.name}"
    if most > 0:
        head += f" · pick up to {most} to change (the talon holds {talon})"
    elif talon == 0:
        head += " · the talon is empty"
    return head


def robbed_prompt(most: int, talon: int) -> str:
    """After the rob: the dealer plays, keeping the hand or changing cards."""
    tail = f": keep your hand or pick up to {most} to change (the talon holds {talon})" if most > 0 else ""
    return f"You robbed the upcard, so you play{tail}"


NAME_PROMPT = "The Mistigri names the trumps: choose the suit (S, E hearts, D, C), or play another card"

# ----------------------------------------------------------------------------- the cloth
BASKET_WORD, TALON_WORD, WAITING_WORD, MISTIGRI_WORD = "basket", "talon", "mouches waiting", "Mistigri"
NO_MOUCHE_WAITING = "no mouche waiting"
#: On the bar when a deal follows the last one due.
OVERTIME = "playing off the mouches"
#: On the tag under the card laid in the upcard's place, and after the Mistigri named the trumps.
ROBBED_TAG, NAMED_TAG = "robbed", "named"


def basket(amount: int) -> str:
    """Under the basket: what it holds, with its unit."""
    return jetons(amount)


def each_trick(amount: int) -> str:
    """Under the basket while the deal is played: what each trick takes."""
    return f"a trick takes {amount}"


def basket_tip(amount: int, share: int | None) -> str:
    """The basket under the mouse."""
    trick = f"; each of the five tricks takes a fifth, {jetons(share)}" if share is not None else \
        "; each of the five tricks takes a fifth of it"
    return (f"The basket: {jetons(amount)}{trick}. A player in who takes no trick is mouched and pays "
            "a mouche of the basket's worth, which waits for a later deal")


def waiting_tip(waiting: Sequence[int]) -> str:
    """The waiting mouches under the mouse."""
    if not waiting:
        return "No mouche waiting: a player mouched pays one, and it comes into the basket in a later deal"
    then = f"; then {', '.join(jetons(m) for m in waiting[1:])}" if len(waiting) > 1 else ""
    return (f"Mouches waiting, one coming into the basket each deal: next {jetons(waiting[0])}{then}; "
            f"{jetons(sum(waiting))} in all")


def more_waiting(count: int, total: int) -> str:
    return f"+{count} more ({total})"


def laid_down(count: int) -> str:
    return f"{count} laid down"


def trumps_fact(suit: Suit) -> str:
    """On the bar once the upcard is robbed or the trumps named: 'trumps: hearts' (the bar's
    font has no suit signs)."""
    return f"trumps: {suit.noun}s"


MISTIGRI_FACT = "the Mistigri tops the trumps"


def trump_tag(why: str) -> str:
    """The trumps' tag once the upcard no longer says them: 'Trumps · robbed'."""
    return f"Trumps · {why}"


def short(card: Card) -> str:
    """A card in a few signs, for the buttons (whose font has the suits' signs): 'K♥', '10♠'."""
    return f"{card.rank.code}{card.suit.symbol}"


def mouche_cards(cards: Sequence[Card], rules: Any) -> str:
    """A mouche in words, strongest first: 'the King, Queen, Jack, 9 and 8 of hearts', or
    'the Mistigri and the King, Queen, 10 and 8 of hearts'."""
    ordered = strongest_first(cards, rules)
    mistigri = [c for c in ordered if c == rules.mistigri_card]
    rest = [c for c in ordered if c != rules.mistigri_card]
    ranks = [c.rank.noun for c in rest]
    suits = {c.suit for c in rest}
    listed = ", ".join(ranks[:-1]) + " and " + ranks[-1] if len(ranks) > 1 else ranks[0]
    said = f"the {listed} of {rest[0].suit.noun}s" if len(suits) == 1 else \
        "the " + ", the ".join(c.name for c in rest)
    return f"the Mistigri and {said}" if mistigri else said


def strongest_first(cards: Sequence[Card], rules: Any) -> list[Card]:
    """Cards as a player lays them out to show: the Mistigri, then the highest first."""
    power = rules.ranking.power
    return sorted(cards, key=lambda c: (c != rules.mistigri_card, -power[c], int(c)))


# ----------------------------------------------------------------------------- news on the cloth
def _agree(name: str, third: str, base: str) -> str:
    return base if name == "You" else third


def basket_news(value: int, ante: int, waiting: Sequence[int]) -> str:
    """As the upcard is turned: what the deal is played for, and why."""
    parts = [f"{ante} of antes"] if ante else []
    parts += [f"a waiting mouche of {m}" for m in waiting]
    why = f": {' and '.join(parts)}" if parts else ""
    return f"The basket holds {jetons(value)} for this deal{why}"


def rob_news(name: str, upcard: Card) -> str:
    return f"{name} {_agree(name, 'robs', 'rob')} the {upcard.name}, laying a card face down in its place"


def mouche_news(name: str, suit: int, trumps: bool, value: int) -> str:
    """'Claire shows a mouche in hearts and takes the basket: 20 jetons'."""
    kind = f"{Suit(suit).noun}s" + (", trumps" if trumps else "")
    return (f"{name} {_agree(name, 'shows', 'show')} a mouche in {kind} and {_agree(name, 'takes', 'take')} the "
            f"basket: {jetons(value)}")


def mouched_line(name: str, paid: int) -> str:
    """'Bruno is mouched: he pays 20 jetons, a mouche waiting for a later basket'."""
    if name == "You":
        return f"You are mouched: you pay {jetons(paid)}, a mouche waiting for a later basket"
    pronoun = PRONOUNS.get(name)
    pays = f": {pronoun} pays" if pronoun else " and pays"
    return f"{name} is mouched{pays} {jetons(paid)}, a mouche waiting for a later basket"


def named_news(name: str, suit: int) -> str:
    return (f"{name} {_agree(name, 'plays', 'play')} the Mistigri and {_agree(name, 'names', 'name')} "
            f"{Suit(suit).noun}s trumps")


NAMED_BUBBLE_END = " atout !"


def named_bubble(suit: int) -> str:
    return f"{Suit(suit).symbol}{NAMED_BUBBLE_END}"


# ----------------------------------------------------------------------------- how a deal ended
#: The pots as payments name them.
POTS = {"basket": "the basket", "waiting": "the waiting mouches"}
#: Outcomes in a word or two, for the ledger.
OUTCOMES = {"shared": "shared by tricks", "uncontested": "uncontested", "mouche": "a mouche shown"}
#: Reasons of payments, as the result and the ledger say them.
WHYS = {"ante": "ante", "waiting_mouche": "a waiting mouche comes in", "trick": "a trick",
        "uncontested": "taken unplayed", "mouche": "the mouche shown", "mouched": "mouched",
        "session_end": "the session ends", "share_out": "share-out"}


def headline(deal: Any, names: Sequence[str]) -> str:
    """One sentence saying how the deal ended: the basket taken or shared, and who was mouched."""
    value = deal.value
    outcome = deal.outcome
    if outcome == "mouche":
        seat, mouche = deal.mouche_shown
        line = mouche_news(names[seat], mouche.suit, mouche.trumps, value)
    elif outcome == "uncontested":
        (seat,) = deal.in_seats
        who = names[seat]
        everyone = "Everyone passed" if all(s == "pass" for i, s in enumerate(deal.status) if i != seat) else \
            "Everyone else passed"
        line = f"{everyone}: {who} {_agree(who, 'takes', 'take')} the basket unplayed, {jetons(value)}"
    elif outcome == "shared":
        tricks = ", ".join(f"{names[s]} {deal.tricks_won[s]}" for s in deal.in_seats if deal.tricks_won[s])
        line = f"The basket of {value} is shared by tricks: {tricks}"
    else:
        line = f"The deal ends: {outcome}"
    if outcome != "uncontested" and deal.mouched:
        who = [names[s] for s, _ in deal.mouched]
        listed = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
        line += f"; {listed} {'is' if len(who) == 1 and who[0] != 'You' else 'are'} mouched"
    return line


def result_lines(deal: Any, names: Sequence[str]) -> list[str]:
    """The result panel's lines before the payments: the mouche's cards, who is mouched, what stays."""
    lines = []
    if deal.mouche_shown is not None:
        seat, _ = deal.mouche_shown
        whose = "Your" if names[seat] == "You" else f"{names[seat]}'s"
        lines.append(f"{whose} mouche: {mouche_cards(deal.hand(seat), deal.rules)}")
    if len(deal.mouched) == 1:
        (seat, paid), = deal.mouched
        lines.append(mouched_line(names[seat], paid))
    elif deal.mouched:
        lines.append(f"{len(deal.mouched)} mouches are paid: each waits beside the basket for a later deal")
    left = deal.table_after.basket if deal.table_after is not None else 0
    if left:
        lines.append(f"{jetons(left)} stay{'s' if left == 1 else ''} in the basket for the next deal")
    return lines


def summary(deal: Any, seat: int) -> DealSummary:
    """Declared: was in.  Won: took the basket or a share of it.  A bête: was mouched."""
    books = deal.books
    return DealSummary(
        net=books.purses[seat] - deal.purses_before[seat],
        declared=deal.status[seat] in ("play", "rob"),
        won=any(t.target == seat and t.source == "basket" for t in books.transfers),
        bete=any(s == seat for s, _ in deal.mouched),
    )


def history_extra(deal: Any) -> dict[str, Any]:
    """Mouche's own fields of a ledger entry."""
    shown = deal.mouche_shown[0] if deal.mouche_shown is not None else None
    return {"in_players": list(deal.in_players), "mouche_shown": shown, "mouched": [s for s, _ in deal.mouched]}


#: What the person's record counts at Mouche.
RECORD_DECLARED, RECORD_BETE = "were in", "mouches you paid"
#: The hint's outcome.
HINT_OUTCOME = "you come out ahead"
