"""Where the review is opened from: a finished deal of the table (its result, a row of its
ledger), a deal file (the title, ``python -m game --review FILE``, a file dropped on the
window).  Each opener is a small call from its scene; what it needs of the table is
the flow's history, whose entries keep each deal's record and, once worked out, its
review."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Callable

import pygame

from ...i18n import _
from ..resources import res
from ..widgets import Button, key_width
from ...review import file as deal_file
from .scene import open_review
from . import words

#: The history entry's fields: the deal's record, and the verdicts on the person's decisions.
RECORD, REVIEW = "record", "review"


def reviewable(entry: Any) -> bool:
    """A ledger row whose deal can be looked back at (the share-out's cannot)."""
    return isinstance(entry, dict) and isinstance(entry.get(RECORD), dict)


def review_entry(app: Any, table: Callable[..., Any], flow: Any, index: int) -> bool:
    """The review of the table's deal at ``index`` of its history; the verdicts, once all are
    in, kept in that entry (and so in the save), so that a second look is instant."""
    entry = flow.history[index]
    if not reviewable(entry):
        return False
    person = flow.human if flow.human is not None else 0
    record = entry[RECORD]
    try:
        kept = deal_file.verdicts_of(entry.get(REVIEW, []), record.get("deal"), person)
    except deal_file.DealFileError:
        kept = ()  # a review that does not read is worked out again

    def keep(verdicts: list[Any]) -> None:
        if index < len(flow.history) and flow.history[index] is entry:
            flow.history[index] = {**entry, REVIEW: [v.to_dict() for v in verdicts]}
            if not flow.session.closed:
                flow.save()

    idle = flow.state in ("result", "over")  # mid-deal the table's worker may be thinking: the review asks its own
    return open_review(app, table, record, flow.names, person, flow.opponents, [v.to_dict() for v in kept], keep,
                       flow.computers if idle else None, flow.statistics, flow.levels)


def review_last(app: Any, table: Callable[..., Any], flow: Any) -> bool:
    """The review of the deal just finished (the result panel's Review)."""
    for index in range(len(flow.history) - 1, -1, -1):
        if reviewable(flow.history[index]):
            return review_entry(app, table, flow, index)
    return False


def review_button(action: Callable[[], Any], key: int | None, hint: str) -> Button:
    """The result panel's Review button."""
    return Button(_(words.REVIEW), action, key, hint)


def size_review(button: Button, u: float) -> None:
    """The result panel's Review as wide as its words and its key's name in the language
    shown (the panel sets it beside its Next deal, as tall)."""
    button.label = _(words.REVIEW)
    size = int(21 * u)
    button.rect = pygame.Rect(0, 0, int(res().size("serif_bold", size, button.label)[0] + 40 * u
                                        + 2 * key_width(_(button.hint), size)), 0)


def open_file(app: Any, table: Callable[..., Any], path: Path | str) -> bool:
    """The review of a deal file; a file that is not one is refused in one line (the title
    shows it) and left where it lies."""
    try:
        shared = deal_file.read(path)
    except deal_file.DealFileError as exc:
        app.report("la-bete: " + words.cannot_open(Path(path).name, str(exc)))
        return False
    from .scene import ReviewScene

    app.push(ReviewScene(app, shared, table))
    return True


class RowPicker:
    """The ledger's rows as ways into the review: ↑ ↓ pick a deal, Enter or a click opens it."""

    def __init__(self, history: Callable[[], list[dict]], review: Callable[[int], Any] | None) -> None:
        """``history``: the ledger's rows as they stand; ``review``: opens the deal of a row."""
        self._history = history
        self.review = review
        rows = [i for i in range(len(history())) if self.can(i)]
        self.picked: int | None = rows[-1] if rows else None
        self.rects: dict[int, pygame.Rect] = {}
        self.clip = pygame.Rect(0, 0, 0, 0)

    @property
    def history(self) -> list[dict]:
        return self._history()

    def can(self, index: int) -> bool:
        history = self.history
        return self.review is not None and 0 <= index < len(history) and reviewable(history[index])

    @property
    def hint(self) -> str:
        """The words under the sheet, while a deal can be reviewed."""
        return _("Enter or a click on a deal: its review, every hand face up") if self.picked is not None else ""

    def handle(self, event: pygame.event.Event) -> bool:
        if self.review is None:
            return False
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.picked is not None:
            rows = [i for i in range(len(self.history)) if self.can(i)]
            at = rows.index(self.picked) if self.picked in rows else len(rows) - 1
            self.picked = rows[max(0, min(len(rows) - 1, at + (1 if event.key == pygame.K_DOWN else -1)))]
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.picked is not None:
            self.review(self.picked)
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for index, rect in self.rects.items():
                if rect.clip(self.clip).collidepoint(event.pos) and self.can(index):
                    self.picked = index
                    self.review(index)
                    return True
        return False

    def mark(self, surface: pygame.Surface, index: int, rect: pygame.Rect, clip: pygame.Rect) -> None:
        """A row drawn at ``rect``: kept for the mouse, lit when picked (under its words)."""
        if not self.can(index):
            return
        self.rects[index], self.clip = rect, clip
        if index == self.picked:
            pygame.draw.rect(surface, (250, 232, 170), rect, border_radius=max(3, rect.height // 5))

    def follow(self, scroll: float, clip: pygame.Rect) -> float:
        """The scroll that keeps the picked row in view."""
        rect = self.rects.get(self.picked) if self.picked is not None else None
        if rect is None:
            return scroll
        if rect.top < clip.top:
            return max(0.0, scroll - (clip.top - rect.top))
        if rect.bottom > clip.bottom:
            return scroll + (rect.bottom - clip.bottom)
        return scroll


__all__ = ["RowPicker", "open_file", "review_button", "review_entry", "review_last", "reviewable", "size_review"]
