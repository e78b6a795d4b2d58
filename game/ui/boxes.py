"""What a frame drew where, for the layout tests: every text, button, key, panel, plate,
the prompt, the cards and the bubbles, each as a box, in the order drawn.

Nothing is kept unless a test records a frame (:func:`recording`): drawing code calls
:func:`note` (or draws inside :func:`within`, for what a button draws on itself), which
costs one test of a global otherwise.  :func:`problems` then reads the frame as a player
would: no two texts or buttons overlap, no text leaves the box it is written in, no panel
covers a plate, the prompt or a button, no card covers a word, every key's name lies on
its button.  A new panel joins the checks by drawing through :func:`widgets.panel` with
its kind (or calling :func:`note`): the checks need nothing else.

The kinds:

- ``text``: the ink of a text; ``key``: a key's name on its button;
- ``button``: a button (what it draws on itself is its own);
- ``panel``: a box that holds text (dark glass or paper); ``plate``: a seat's plate;
  ``prompt``: the line above the hand; ``label``: a bubble or a tag (its words drawn in it);
  ``badge``: a mark on the edge of what it belongs to (the dealer's D on a plate, the
  stock's count on its card), whose words stay in it;
- ``side``: a panel beside the play (the hint, the talk's log, a coach's panel): it
  must leave the plates, the prompt and the buttons in view;
- ``card``: a card's face or back on the cloth: it must not cover a word, the prompt or a button;
- ``mark``: a sign without words (the leader's arrowhead, a level's pips), for the tests
  that look for it: no rule reads it;
- ``modal``: a panel or shade over what lies beneath (the result, a dialog, a tooltip):
  what it covers is out of play.
"""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from typing import Iterator, Sequence

import pygame

#: The kinds that hold words drawn in them.
HOLDERS = frozenset({"panel", "plate", "prompt", "label", "side", "modal", "card", "button", "badge"})
#: What a panel beside the play must not cover.
KEPT_IN_VIEW = frozenset({"plate", "prompt", "button"})


@dataclass(frozen=True)
class Box:
    kind: str
    rect: pygame.Rect
    #: The words (a text's), or what the box is (a panel's name).
    label: str = ""
    #: The box (its index in the frame) that drew this one on itself: a button's label and key.
    owner: int | None = None
    #: Part of it lies outside the window.
    cut: bool = False


class Recording:
    """The boxes of the frames drawn on ``screen`` while recording."""

    def __init__(self, screen: pygame.Surface) -> None:
        self.screen = screen
        self.boxes: list[Box] = []
        self.owners: list[int] = []


_now: Recording | None = None


def active() -> bool:
    """A test is recording (the drawing code may skip working out boxes otherwise)."""
    return _now is not None


def note(surface: pygame.Surface, kind: str, rect: pygame.Rect, label: str = "") -> None:
    """A box drawn on ``surface`` (kept only when it is the recorded screen), seen through
    the surface's clip (a scrolled list's lines beyond its window are not seen)."""
    rec = _now
    if rec is None or surface is not rec.screen:
        return
    rect = pygame.Rect(rect)
    seen = rect.clip(surface.get_clip())
    if seen.width <= 0 or seen.height <= 0:
        return
    cut = not surface.get_rect().contains(rect)
    rec.boxes.append(Box(kind, seen, label, rec.owners[-1] if rec.owners else None, cut))


def note_text(surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, text: str,
              kind: str = "text") -> None:
    """A text's ink (its image's lit pixels, not the face's line box) drawn at ``rect``."""
    if _now is None or surface is not _now.screen:
        return
    ink = image.get_bounding_rect().move(rect.topleft)
    if ink.width and ink.height:
        note(surface, kind, ink, text)


@contextmanager
def within(surface: pygame.Surface, kind: str, rect: pygame.Rect, label: str = "") -> Iterator[None]:
    """A box, and what is drawn inside the block as its own (a button's label and key)."""
    rec = _now
    if rec is None or surface is not rec.screen:
        yield
        return
    before = len(rec.boxes)
    note(surface, kind, rect, label)
    rec.owners.append(before if len(rec.boxes) > before else -1)
    try:
        yield
    finally:
        rec.owners.pop()


@contextmanager
def recording(screen: pygame.Surface) -> Iterator[Recording]:
    """Record every box drawn on ``screen`` inside the block."""
    global _now
    before, _now = _now, Recording(screen)
    try:
        yield _now
    finally:
        _now = before


def problems(boxes: Sequence[Box]) -> list[str]:
    """What a player would find wrong in the frame, each in one line."""
    out: list[str] = []
    live: list[tuple[int, Box]] = []
    for i, b in enumerate(boxes):
        if b.kind == "modal":  # what it covers is out of play
            live = [(j, a) for j, a in live if not a.rect.colliderect(b.rect)]
        touching = [(j, a) for j, a in live if b.owner != j and _touch(a, b)]
        if b.kind in WORDS:
            holder = next((a for j, a in reversed(touching) if a.kind in HOLDERS), None)
            if holder is not None and not holder.rect.inflate(2, 2).contains(b.rect):
                out.append(f"a text leaves its box: {_name(b)} in {_name(holder)}")
            if b.cut:
                out.append(f"a text leaves the window: {_name(b)}")
        for _j, a in touching:
            trouble = _clash(a, b)
            if trouble:
                out.append(f"{trouble}: {_name(b)} over {_name(a)}")
        if b.kind == "side":  # what it may cover (a pot's caption, the trump's tag) is beneath it
            live = [(j, a) for j, a in live if not a.rect.colliderect(b.rect)]
        if b.kind == "key" and b.owner is not None and b.owner >= 0:
            face = boxes[b.owner].rect.inflate(-4, -4)
            if not face.contains(b.rect):
                out.append(f"a key's name off its button: {_name(b)} on {_name(boxes[b.owner])}")
        live.append((i, b))
    return list(dict.fromkeys(out))


def _touch(a: Box, b: Box) -> bool:
    """The boxes meet (two lines of text by more than a pixel: the ink of a descender and of
    the next line's capital may share one row without touching)."""
    common = a.rect.clip(b.rect)
    if a.kind in WORDS and b.kind in WORDS:
        return common.width > 1 and common.height > 1
    return common.width > 0 and common.height > 0


#: The kinds that are words.
WORDS = ("text", "key")


def _clash(a: Box, b: Box) -> str | None:
    """What is wrong with ``b``, drawn after ``a`` and touching it, or None."""
    if b.kind in WORDS:
        if a.kind in WORDS:
            return "two texts overlap"
        return "a text runs into a button" if a.kind == "button" else None
    if b.kind == "card":
        return "a card covers" if a.kind in (*WORDS, "prompt", "button", "label") else None
    if b.kind == "side":
        return "a panel covers" if a.kind in KEPT_IN_VIEW or a.kind == "side" else None
    if b.kind in ("button", "plate", "prompt", "label", "panel"):
        if a.kind in ("panel", "side", "modal") and a.rect.contains(b.rect):
            return None  # drawn on a panel
        if a.kind in (*WORDS, "button", "plate", "prompt", "label"):
            return f"a {b.kind} covers"
        if b.kind == "prompt" and a.kind == "card":
            return "the prompt touches a card"
    return None


def _name(b: Box) -> str:
    words = f" {b.label[:50]!r}" if b.label else ""
    return f"{b.kind}{words} {tuple(b.rect)}"


__all__ = ["Box", "Recording", "active", "note", "note_text", "problems", "recording", "within"]
