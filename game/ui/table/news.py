"""What the table says: the passing news, the refusals, and the deal's log of words and
events (for the talk panel), without pygame.  :class:`Telling` is a part of the flow
(:class:`.flow.TableFlow`), which holds ``time``, ``deal``, ``names``, ``settings``, and the
``toast``, ``news`` and ``log`` this reads and writes."""
from __future__ import annotations

from typing import Any, Callable

from .. import words


class Telling:
    time: float
    deal: Any
    names: list[str]
    settings: Callable[[], Any]
    toast: tuple[str, float] | None
    news: tuple[str, float] | None
    log: list[tuple[int, str, str]]

    def tell(self, line: str, seconds: float = 4.0) -> None:
        """What just happened: said once, as a passing message, and kept in the log."""
        if not line:
            return
        self.news = (line, self.time + seconds * max(0.5, self.settings().speed_factor))
        self._log("news", line)

    def said(self, seat: int, text: str) -> None:
        """A word of the talk, kept in the log as 'Anne: je joue'."""
        self._log("talk", words.said(self.names[seat], text))

    def _log(self, kind: str, text: str) -> None:
        number = self.deal.number if self.deal is not None else 0
        if self.log and self.log[-1] == (number, kind, text):
            return
        self.log.append((number, kind, text))

    def deal_log(self) -> list[tuple[str, str]]:
        """What was said and what happened in the deal on the table, in order: (kind, words)."""
        number = self.deal.number if self.deal is not None else 0
        return [(kind, text) for n, kind, text in self.log if n == number]

    def say_toast(self, text: str, seconds: float) -> None:
        """A passing message, gone after ``seconds``."""
        self.toast = (text, self.time + seconds)


__all__ = ["Telling"]
