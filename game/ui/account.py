"""How a game keeps its account at the window: jetons in purses and pots, or points to a target.

The engine's session keeps the account through its game's economy
(:mod:`game.engine.stakes`, :mod:`game.engine.points`); the window's table, the ledger,
the save and the self-test ask the game's :class:`~.spec.UISpec` for one of these two
accounts, so that none of them assumes purses: a ledger entry's figures, the view the
table shows while jetons slide, what ends a session (a share-out, or nothing), and what
the ledger plots.  Neither names a game.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..engine import Books, Transfer
from . import words

#: A point of the ledger's plot: (deals played, the figure then, or None to break the line).
Point = tuple[int, "int | None"]


class JetonAccount:
    """Purses and pots: jetons slide between them, the session ends with a share-out."""

    unit = "jetons"
    #: The session ends by sharing out what lies on the table.
    shares_out = True
    plot_title = "Purses, deal by deal"
    figures_key = "purses_after"

    def start(self, session: Any) -> list[int]:
        """The figures each seat sat down with."""
        return list(session.purses)

    def deal_words(self, number: int, due: int, overtime: str) -> str:
        """The deal on the bar: 'Deal 3 of 4', or past the deals due in the game's words."""
        return words.deal_number(number, due, overtime)

    def view(self, deal: Any, fiche_value: int) -> Books | None:
        """The purses and pots as the table shows them, behind the engine while jetons move."""
        return Books(deal.purses_before, deal.table_before, fiche_value)

    def version(self, deal: Any) -> int:
        """What changes a deal's events besides its moves (payments made at the settlement)."""
        return len(deal.books.transfers)

    def entry(self, deal: Any) -> dict[str, Any]:
        """A finished deal's figures for its ledger entry."""
        return {"transfers": [t.to_dict() for t in deal.books.transfers], "antes": deal.ante_count,
                "purses_after": list(deal.books.purses)}

    def check(self, session: Any, fiche_value: int) -> str | None:
        """What is wrong with the session's account at its end (jetons made or lost), or None."""
        total = sum(session.purses) + session.table.jetons(fiche_value)
        if total != session.players * session.rules.purse:
            return f"jetons not conserved: {total} != {session.players * session.rules.purse}"
        return None

    def series(self, start: Sequence[int], history: Sequence[dict]) -> list[list[Point]]:
        """Each seat's figure after every deal, from the start, as (deals played, figure):
        the ledger's plot; a figure None breaks the line."""
        series: list[list[Point]] = [[(0, p)] for p in start]
        for i, entry in enumerate(history, 1):
            for seat, purse in enumerate(entry["purses_after"]):
                series[seat].append((i, purse))
        return series

    def target(self, rules: Any) -> int | None:
        """A line across the plot (the points that win), or None."""
        return None

    def lines(self, entry: dict, names: Sequence[str], ui: Any) -> list[str]:
        """The ledger's lines under a deal's headline: its payments, the antes summed."""
        lines, antes = [], 0
        for i, t in enumerate(entry.get("transfers", [])):
            tr = Transfer.from_dict(t)
            if i < entry.get("antes", 0) or tr.why in ui.ante_whys:
                antes += tr.jetons  # the antes are many and alike: shown as a sum
                continue
            lines.append(words.transfer_line(tr, names, ui.pot_words))
        if antes:
            lines.append(f"antes: {words.jetons(antes)} into the pots")
        return lines

    def figures(self, entry: dict, names: Sequence[str]) -> str:
        """The purses after a deal, on one line."""
        from .widgets import signed

        return "  ".join(f"{names[s]} {signed(p)}" for s, p in enumerate(entry["purses_after"]))


class PointsAccount:
    """Points made toward a target, carried deal to deal; a game won starts the next from nought.
    Nothing lies on the table, so nothing is shared out; the game's part shows the points."""

    unit = "points"
    shares_out = False
    plot_title = "Points, deal by deal, against the target"
    figures_key = "scores_after"

    def start(self, session: Any) -> list[int]:
        return [0] * session.players

    def deal_words(self, number: int, due: int, overtime: str) -> str:
        """A game to a target lasts as many deals as it takes: 'Deal 3'."""
        return words.deal_title(number)

    def view(self, deal: Any, fiche_value: int) -> None:
        return None

    def version(self, deal: Any) -> int:
        return 0

    def entry(self, deal: Any) -> dict[str, Any]:
        made = [after - before for after, before in zip(deal.scores, deal.scores_before)]
        return {"scores_after": list(deal.scores), "points": made, "game_number": deal.game_number,
                "winner": deal.winner}

    def check(self, session: Any, fiche_value: int) -> str | None:
        if any(type(p) is not int or p < 0 for p in session.scores):
            return f"scores are not points: {session.scores}"
        return None

    def series(self, start: Sequence[int], history: Sequence[dict]) -> list[list[Point]]:
        """Each game from nought: after a game's last deal the line breaks and starts again."""
        series: list[list[Point]] = [[(0, p)] for p in start]
        for i, entry in enumerate(history, 1):
            for seat, points in enumerate(entry[self.figures_key]):
                series[seat].append((i, points))
            if entry.get("winner") is not None:
                for seat in range(len(series)):
                    series[seat] += [(i, None), (i, 0)]
        return series

    def target(self, rules: Any) -> int | None:
        return getattr(rules, "target", None)

    def lines(self, entry: dict, names: Sequence[str], ui: Any) -> list[str]:
        made = entry.get("points", [])
        return ["  ·  ".join(f"{names[s]} {words.points_made(p)}" for s, p in enumerate(made))] if made else []

    def figures(self, entry: dict, names: Sequence[str]) -> str:
        game = entry.get("game_number")
        scores = "  ".join(f"{names[s]} {words.figure(p)}" for s, p in enumerate(entry[self.figures_key]))
        return f"{words.game_number(game)}: {scores}" if game else scores


JETONS = JetonAccount()
POINTS = PointsAccount()

__all__ = ["JETONS", "JetonAccount", "POINTS", "PointsAccount"]
