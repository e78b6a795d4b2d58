"""An outside referee: checks a session's deal records from the records alone.

It knows the rules of shared/spec/bete-rules.md in its own plain words and does not use
the engine's trick, bidding or settlement code, so a random-play test built on it checks
the engine rather than restating it.  Every check is an ``assert`` naming the deal.
"""
from __future__ import annotations

from typing import Any, Mapping, Sequence

ECARTE = "K Q J A 10 9 8 7 6".split()
ACE_HIGH = "A K Q J 10 9 8 7 6".split()
PACK_RANKS = {3: "8 9 10 J Q K A", 4: "8 9 10 J Q K A", 5: "7 8 9 10 J Q K A", 6: "6 7 8 9 10 J Q K A",
              7: "6 7 8 9 10 J Q K A"}
WON = ("win", "vole", "contre_win")


def rank(card: str) -> str:
    return card[:-1]


def suit(card: str) -> str:
    return card[-1]


def pack(players: int) -> set[str]:
    return {r + s for r in PACK_RANKS[players].split() for s in "SHDC"}


def table_jetons(table: Mapping[str, Any], fiche_value: int) -> int:
    return (table["game"] + table["king"] + table["fiches"] * fiche_value + sum(table["betes"])
            + table.get("play", 0) + table.get("triolet", 0))


class Referee:
    """Follows one session record by record; ``check(record)`` asserts everything."""

    def __init__(self) -> None:
        self.previous: Mapping[str, Any] | None = None
        self.total: int | None = None
        self.deals = 0

    def check(self, record: Mapping[str, Any]) -> None:
        rules = record["rules"]
        where = f"deal {record['deal']}"
        fiche = rules["fiche_value"]
        total_before = sum(record["purses_before"]) + table_jetons(record["table_before"], fiche)
        total_after = sum(record["purses_after"]) + table_jetons(record["table_after"], fiche)
        assert total_before == total_after, f"{where}: jetons not conserved"
        if self.total is not None:
            assert total_before == self.total, f"{where}: jetons appeared or vanished between deals"
        self.total = total_after
        if self.previous is not None:
            assert record["purses_before"] == self.previous["purses_after"], f"{where}: purses do not chain"
            assert record["table_before"] == self.previous["table_after"], f"{where}: table does not chain"
            assert record["deal"] == self.previous["deal"] + 1, f"{where}: deal numbers do not follow"
        self._check_transfers(record, where)
        if record["outcome"] != "session_end":
            self._check_cards(record, where)
            self.deals += 1
        self.previous = record

    # ------------------------------------------------------------------ money
    def _check_transfers(self, record: Mapping[str, Any], where: str) -> None:
        fiche = record["rules"]["fiche_value"]
        purses = list(record["purses_before"])
        table = {k: (list(v) if k == "betes" else v) for k, v in record["table_before"].items()}
        table.setdefault("play", 0)
        table.setdefault("triolet", 0)
        for t in record["transfers"]:
            amount = t["jetons"]
            assert isinstance(amount, int) and amount > 0, f"{where}: transfer of {amount!r}"
            source, target = t["from"], t["to"]
            if isinstance(source, int):
                purses[source] -= amount
            elif source == "fiches":
                assert amount % fiche == 0 and amount // fiche <= table["fiches"], f"{where}: fiches taken"
                table["fiches"] -= amount // fiche
            elif source == "bete":
                assert table["betes"] and table["betes"][0] >= amount, f"{where}: bête overdrawn"
                table["betes"][0] -= amount
                if table["betes"][0] == 0:
                    table["betes"].pop(0)
            else:
                assert table[source] >= amount, f"{where}: the {source} pot overdrawn"
                table[source] -= amount
            if isinstance(target, int):
                purses[target] += amount
            elif target == "fiches":
                assert amount % fiche == 0, f"{where}: part of a fiche"
                table["fiches"] += amount // fiche
            elif target == "bete":
                table["betes"].append(amount)
            else:
                table[target] += amount
        assert purses == record["purses_after"], f"{where}: transfers do not give purses_after"
        after = record["table_after"]
        for pot in ("game", "king", "fiches", "betes", "play", "triolet"):
            assert table[pot] == after.get(pot, 0 if pot != "betes" else []), f"{where}: transfers do not give {pot}"

    # ------------------------------------------------------------------ cards
    def _check_cards(self, record: Mapping[str, Any], where: str) -> None:
        rules, n = record["rules"], record["players"]
        hands = record["hands"]
        assert len(hands) == n and all(len(h) == 5 for h in hands), f"{where}: not five cards each"
        dealt = [c for h in hands for c in h]
        assert len(set(dealt)) == len(dealt), f"{where}: a card dealt twice"
        assert set(dealt) | set(record["talon"]) == pack(n), f"{where}: hands and talon are not the pack"
        assert len(dealt) + len(record["talon"]) == len(pack(n)), f"{where}: cards missing or doubled"
        assert record["upcard"] == record["talon"][0], f"{where}: the upcard is not the top of the talon"
        order = ACE_HIGH if rules["ace_high"] else ECARTE
        eldest = (record["dealer"] + 1) % n
        turned = self._check_calls(record, where, eldest)
        assert not set(turned) & set(dealt), f"{where}: a turned card is in a hand"
        trump = suit(turned[-1])
        assert record["trump"] == trump, f"{where}: trump is {record['trump']}, the last card turned is {turned[-1]}"
        if record["outcome"] == "thrown_in":
            assert record["tricks"] == [], f"{where}: cards played in a thrown-in deal"
            self._check_king(record, where, trump, order, losers=())
            return
        held = [set(h) for h in hands]
        leader = eldest
        winners = []
        for number, trick in enumerate(record["tricks"], 1):
            assert trick["leader"] == leader, f"{where} trick {number}: led by {trick['leader']}, not {leader}"
            plays = trick["plays"]
            assert [s for s, _ in plays] == [(leader + i) % n for i in range(n)], f"{where} trick {number}: order"
            for i, (seat, card) in enumerate(plays):
                assert card in held[seat], f"{where} trick {number}: seat {seat} plays {card} it does not hold"
                legal_play(held[seat], [c for _, c in plays[:i]], card, trump, order, f"{where} trick {number}")
                held[seat].discard(card)
            winner = trick_winner(plays, trump, order)
            assert trick["winner"] == winner, f"{where} trick {number}: won by {winner}, not {trick['winner']}"
            winners.append(winner)
            leader = winner
        assert len(winners) == 5 and not any(held), f"{where}: not every card was played"
        if rules["beast_heaps"]:
            assert record["outcome"] == "beast", f"{where}: Beast's outcome is 'beast'"
            return
        outcome = expected_outcome(record["declarer"], record["contre"], winners, n)
        assert record["outcome"] == outcome, f"{where}: outcome {record['outcome']}, the tricks say {outcome}"
        losers = {"bete": (record["declarer"],), "devole": (record["declarer"],),
                  "contre_lost": (record["declarer"], record["contre"]), "contre_win": (record["declarer"],),
                  "win": (record["contre"],) if record["contre"] is not None else ()}.get(outcome, ())
        self._check_king(record, where, trump, order, losers)
        unwon = record["table_after"]["unwon_deals"]
        expected = 0 if outcome in WON else record["table_before"]["unwon_deals"] + 1
        assert unwon == expected, f"{where}: unwon_deals {unwon}, expected {expected}"

    def _check_calls(self, record: Mapping[str, Any], where: str, eldest: int) -> list[str]:
        """The bidding, from the calls alone; returns the cards turned for trump."""
        rules, n = record["rules"], record["players"]
        turned = [record["upcard"]]
        if rules["beast_heaps"]:
            assert record["calls"] == [], f"{where}: Beast has no bidding"
            return turned
        declarer = contre = None
        seat, said = eldest, 0
        calls = list(record["calls"])
        while calls:
            call = calls.pop(0)
            if "curieuse" in call:
                assert said == n and declarer is None, f"{where}: a Curieuse before everyone passed"
                assert len(turned) <= rules["curieuse"], f"{where}: more Curieuses than the rules allow"
                assert call["curieuse"] == record["talon"][len(turned)], f"{where}: the Curieuse is the next card"
                turned.append(call["curieuse"])
                seat, said = eldest, 0
                continue
            assert said < n, f"{where}: a call after the round ended"
            assert call["seat"] == seat, f"{where}: seat {call['seat']} calls out of turn"
            word = call["call"]
            if declarer is None:
                assert word in ("play", "pass"), f"{where}: {word} before anyone plays"
            else:
                assert word in ("pass", "contre"), f"{where}: {word} after a play"
                assert word != "contre" or rules["contre"], f"{where}: contre is off"
            if word == "play":
                declarer = seat
            if word == "contre":
                contre = seat
            said += 1
            seat = (seat + 1) % n
            if word == "contre" or (word == "play" and not rules["contre"]):
                break
        assert not calls, f"{where}: calls after the bidding ended"
        assert record["declarer"] == declarer and record["contre"] == contre, f"{where}: declarer/contre"
        if declarer is None:
            assert said == n, f"{where}: the bidding stopped before everyone passed"
            more = len(turned) <= rules["curieuse"] and len(record["talon"]) > len(turned)
            assert not more, f"{where}: thrown in although a Curieuse was allowed"
            assert record["outcome"] == "thrown_in", f"{where}: everyone passed but the outcome is {record['outcome']}"
        return turned

    def _check_king(self, record: Mapping[str, Any], where: str, trump: str, order: Sequence[str],
                    losers: Sequence[int]) -> None:
        king = order[0] + trump
        holder = next((s for s, h in enumerate(record["hands"]) if king in h), None)
        paid = [t for t in record["transfers"] if t["from"] == "king"]
        if holder is None or holder in losers or record["table_before"]["king"] + _king_antes(record) == 0:
            assert not paid, f"{where}: the King was paid though {king} was not won"
        else:
            assert [t["to"] for t in paid] == [holder], f"{where}: the King should go to seat {holder}"


def _king_antes(record: Mapping[str, Any]) -> int:
    return sum(t["jetons"] for t in record["transfers"] if t["to"] == "king")


def beats(card: str, best: str, trump: str, order: Sequence[str]) -> bool:
    if suit(card) == suit(best):
        return order.index(rank(card)) < order.index(rank(best))
    return suit(card) == trump


def trick_winner(plays: Sequence[Sequence[Any]], trump: str, order: Sequence[str]) -> int:
    win_seat, best = plays[0]
    for seat, card in plays[1:]:
        if beats(card, best, trump, order):
            win_seat, best = seat, card
    return win_seat


def legal_play(hand: set[str], trick: Sequence[str], card: str, trump: str, order: Sequence[str], where: str) -> None:
    """Follow; else trump; else overtrump a trumped trick; else anything."""
    if not trick:
        return
    led = suit(trick[0])
    if any(suit(c) == led for c in hand):
        assert suit(card) == led, f"{where}: {card} does not follow {led}"
        return
    trumps = [c for c in hand if suit(c) == trump]
    if not trumps:
        return
    played_trumps = [c for c in trick if suit(c) == trump]
    if not played_trumps:
        assert suit(card) == trump, f"{where}: {card} does not trump"
        return
    top = min(played_trumps, key=lambda c: order.index(rank(c)))
    higher = [c for c in trumps if order.index(rank(c)) < order.index(rank(top))]
    if higher:
        assert card in higher, f"{where}: {card} does not overtrump {top}"


def expected_outcome(declarer: int, contre: int | None, winners: Sequence[int], players: int) -> str:
    counts = [winners.count(s) for s in range(players)]

    def wins(seat: int) -> bool:
        others = max(c for s, c in enumerate(counts) if s != seat)
        return counts[seat] >= 3 or (counts[seat] == 2 and winners[:2] == [seat, seat] and others < 3)

    if contre is not None:
        return "win" if wins(declarer) else "contre_win" if wins(contre) else "contre_lost"
    if wins(declarer):
        return "vole" if counts[declarer] == 5 else "win"
    if counts[declarer] == max(c for s, c in enumerate(counts) if s != declarer):
        return "null"
    return "devole" if counts[declarer] == 0 else "bete"
