"""What the table says: the passing news, the refusals, and the deal's log of words and
events (for the talk panel), without pygame.  :class:`Telling` is a part of the flow
(:class:`.flow.TableFlow`), which holds ``time``, ``deal``, ``names``, ``settings``, and the
``toast``, ``news`` and ``log`` this reads and writes.

What is said is kept as what says it (:data:`Spoken`), not as its words: the news, the log and
the bubbles are worded each time they are shown, so that a language chosen mid-deal says
them all in its own words rather than leave the old language's on the table."""
from __future__ import annotations

from typing import Any, Callable

from .. import words

#: Words as the table keeps them: asked each time they are shown, in the language shown.
Spoken = Callable[[], str]


def spoken(line: str | Spoken) -> Spoken:
    """``line`` as the table keeps it (a finished text says itself as it is)."""
    return line if callable(line) else (lambda: line)


class Telling:
    time: float
    deal: Any
    names: list[str]
    settings: Callable[[], Any]
    toast: tuple[str, float] | None
    news: tuple[Spoken, float] | None
    log: list[tuple[int, str, Spoken]]

    def tell(self, line: str | Spoken, seconds: float = 4.0) -> None:
        """What just happened: said once, as a passing message, and kept in the log."""
        say = spoken(line)
        if not say():
            return
        self.news = (say, self.time + seconds * max(0.5, self.settings().speed_factor))
        self._log("news", say)

    def news_line(self) -> str | None:
        """The passing news, in the language shown now; None when there is none."""
        return self.news[0]() if self.news else None

    def said(self, seat: int, text: str | Spoken) -> None:
        """A word of the talk, kept in the log as 'Anne: je joue'."""
        say, name = spoken(text), self.names[seat]
        self._log("talk", lambda: words.said(name, say()))

    def _log(self, kind: str, say: Spoken) -> None:
        number = self.deal.number if self.deal is not None else 0
        if self.log and self.log[-1][:2] == (number, kind) and self.log[-1][2]() == say():
            return
        self.log.append((number, kind, say))

    def deal_log(self) -> list[tuple[str, str]]:
        """What was said and what happened in the deal on the table, in order: (kind, words)."""
        number = self.deal.number if self.deal is not None else 0
        return [(kind, say()) for n, kind, say in self.log if n == number]

    def say_toast(self, text: str, seconds: float) -> None:
        """A passing message, gone after ``seconds``."""
        self.toast = (text, self.time + seconds)


__all__ = ["Spoken", "Telling", "spoken"]
