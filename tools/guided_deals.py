"""Search for guided first deals: seeds of a game's preset whose one deal, played by the
table's heuristic players (each seat its own seed, 1000 + seat) with the person's choices
steered where a lesson needs them, shows the game's main moments.  Prints each seed found
with its script (every action, as the engine writes them) for a lesson module
(game/ui/<game>/lesson.py).

    python tools/guided_deals.py GAME [--from 0] [--to 200]

Bête (Le Gras, four players): Bruno or another says Je joue, you say Contre and win the deal,
the King pot yours.  Bestia (Rome, four): you change cards and knock, someone else goes in
bestia, you take a trick.  Mouche (Académie, four): you rob the turn-up and change cards,
someone is mouched, you take a trick.  Bésigue (Boussac): you declare a marriage and bésigue,
exchange or show a seven of trumps, and the stock runs out into the last tricks.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any, Callable

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.ai import make_player  # noqa: E402
from game.engine import Session  # noqa: E402
from game.engine.games import spec  # noqa: E402


def _kinds(deal: Any) -> dict[str, list]:
    out: dict[str, list] = {}
    for event in deal.events():
        out.setdefault(type(event).__name__, []).append(event)
    return out


def _bete(deal: Any, ev: dict) -> bool:
    king = [e.transfer for e in ev.get("Paid", []) if e.transfer.source == "king"]
    return deal.outcome == "contre_win" and deal.contre == 0 and any(t.target == 0 for t in king)


def _bestia(deal: Any, ev: dict) -> bool:
    gone = [e.seat for e in ev.get("InBestia", [])]
    return (bool(gone) and 0 not in gone and any(e.seat == 0 for e in ev.get("Discarded", []))
            and (0, "knock") in [(e.seat, e.word) for e in ev.get("Said", [])] and 0 in deal.trick_winners)


def _mouche(deal: Any, ev: dict) -> bool:
    mouched = [e.seat for e in ev.get("Mouched", [])]
    return ([e.seat for e in ev.get("TrumpTaken", [])] == [0] and bool(mouched) and 0 not in mouched
            and 0 in deal.trick_winners)


def _besigue(deal: Any, ev: dict) -> bool:
    mine = {e.kind.value for e in ev.get("Melded", []) if e.seat == 0}
    sevens = [e for e in ev.get("SevenExchanged", []) + ev.get("SevenDeclared", []) if e.seat == 0]
    return {"marriage", "besigue"} <= mine and bool(sevens) and bool(ev.get("StockExhausted"))


def _contre_when_offered(deal: Any, seat: int) -> Any:
    """The person says Contre whenever it is offered (Bête's lesson is about it)."""
    contre = [a for a in deal.legal_actions() if getattr(a, "value", None) == "contre"]
    return contre[0] if seat == 0 and contre else None


#: game -> (preset, players, the moments wanted, the person's steered choice or None)
LESSONS: dict[str, tuple[str, int, Callable[[Any, dict], bool], Callable[[Any, int], Any] | None]] = {
    "bete": ("le_gras_1739", 4, _bete, _contre_when_offered),
    "bestia": ("bestia_roma", 4, _bestia, None),
    "mouche": ("academie_1718", 4, _mouche, None),
    "besigue": ("boussac_1896", 2, _besigue, None),
}


def play(game: str, seed: int) -> tuple[Any, list[str]]:
    preset, players, _wanted, steer = LESSONS[game]
    engine = spec(game)
    deal = Session(engine.rules.PRESETS[preset], players, seed, deals=1).next_deal()
    seats = [make_player("heuristic", 1000 + seat) for seat in range(players)]
    while not deal.is_over:
        seat = deal.to_act
        action = steer(deal, seat) if steer is not None else None
        deal.apply(action if action is not None else seats[seat].choose(deal.observation(seat)), seat)
    return deal, engine.deal_actions(deal)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("game", choices=list(LESSONS))
    parser.add_argument("--from", dest="low", type=int, default=0)
    parser.add_argument("--to", dest="high", type=int, default=200)
    args = parser.parse_args(argv)
    wanted = LESSONS[args.game][2]
    found = 0
    for seed in range(args.low, args.high):
        deal, script = play(args.game, seed)
        if wanted(deal, _kinds(deal)):
            found += 1
            print(f"seed {seed}: dealer {deal.dealer}, {len(script)} actions")
            print("  " + " ".join(f"'{code}'" for code in script))
    print(f"{found} of {args.high - args.low} seeds show the lesson's moments", file=sys.stderr)
    return 0 if found else 1


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())
