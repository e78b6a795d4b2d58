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
from .grammar import shown
from ..i18n import _, number

#: A point of the ledger's plot: (deals played, the figure then, or None to break the line).
Point = tuple[int, "int | None"]


class JetonAccount:
    """Purses and pots: jetons slide between them, the session ends with a share-out."""

    unit = "jetons"
    #: The session ends by sharing out what lies on the table.
    shares_out = True
    figures_key = "purses_after"

    @property
    def plot_title(self) -> str:
        """Over the ledger's plot, in the language of the moment."""
        return words.LEDGER_PLOT

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

    def live(self, deal: Any) -> dict[str, Any] | None:
        """The deal in play as a row of the ledger, or None: purses change at its end."""
        return None

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
            lines.append(_("antes: {jetons} into the pots").format(jetons=words.jetons(antes)))
        return lines

    def figures(self, entry: dict, names: Sequence[str]) -> str:
        """The purses after a deal, on one line."""
        return "  ".join(f"{shown(names[s])} {_signed(p)}" for s, p in enumerate(entry["purses_after"]))

    def made(self, entry: dict, before: Sequence[int]) -> list[int]:
        """A deal's row of the score sheet: what each seat won or lost in it."""
        return [after - b for after, b in zip(entry["purses_after"], before)]

    def after_row(self, entry: dict, names: Sequence[str]) -> str | None:
        """A line across the score sheet after a deal's row, or None."""
        return None

    def foot(self, start: Sequence[int], history: Sequence[dict], target: int | None) -> list[tuple[str, list[str]]]:
        """The score sheet's foot, row by row (a label, then each seat's cell): the purses now
        and what each has won or lost."""
        purses = history[-1]["purses_after"] if history else list(start)
        net = [p - s for p, s in zip(purses, start)]
        return [(words.PURSES_ROW, [_signed(p) for p in purses]),
                (words.WON_OR_LOST_ROW, [("+" if d > 0 else "") + _signed(d) for d in net])]


class PointsAccount:
    """Points made toward a target, carried deal to deal; a game won starts the next from nought.
    Nothing lies on the table, so nothing is shared out; the game's part shows the points."""

    unit = "points"
    shares_out = False
    figures_key = "scores_after"

    @property
    def plot_title(self) -> str:
        return words.POINTS_PLOT

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

    def live(self, deal: Any) -> dict[str, Any] | None:
        """The deal in play as the score pad shows it: the points made so far."""
        return {"deal": deal.number, "dealer": deal.dealer, "outcome": "in_play", "headline": "",
                **self.entry(deal), "winner": None}

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
        return ["  ·  ".join(f"{shown(names[s])} {words.points_made(p)}" for s, p in enumerate(made))] if made else []

    def made(self, entry: dict, before: Sequence[int]) -> list[int]:
        return list(entry.get("points", []))

    def after_row(self, entry: dict, names: Sequence[str]) -> str | None:
        """After the deal that won a game: 'Game 1 to Anne'."""
        winner = entry.get("winner")
        return None if winner is None else words.game_to(entry.get("game_number") or 1, names[winner])

    def foot(self, start: Sequence[int], history: Sequence[dict], target: int | None) -> list[tuple[str, list[str]]]:
        """The scores of the game in play against the target, and the games each has won."""
        n = len(start)
        last = history[-1] if history else None
        scores = [0] * n if last is None or last.get("winner") is not None else last[self.figures_key]
        won = [sum(1 for e in history if e.get("winner") == seat) for seat in range(n)]
        return [(words.SCORE_ROW, [words.score_of(p, target) for p in scores]),
                (words.GAMES_ROW, [number(k) for k in won])]

    def figures(self, entry: dict, names: Sequence[str]) -> str:
        game = entry.get("game_number")
        scores = "  ".join(f"{shown(names[s])} {words.figure(p)}" for s, p in enumerate(entry[self.figures_key]))
        return _("{game}: {scores}").format(game=words.game_number(game), scores=scores) if game else scores


def by_reason(transfers: Sequence[Transfer]) -> list[list[Transfer]]:
    """Payments in runs of one reason (the share-out's, slid together)."""
    groups: list[list[Transfer]] = []
    for t in transfers:
        if groups and groups[-1][0].why == t.why:
            groups[-1].append(t)
        else:
            groups.append([t])
    return groups


def _signed(n: int) -> str:
    """Debts with a true minus sign (as :func:`.widgets.signed`)."""
    return f"−{number(-n)}" if n < 0 else number(n)


JETONS = JetonAccount()
POINTS = PointsAccount()

__all__ = ["JETONS", "JetonAccount", "POINTS", "PointsAccount"]
