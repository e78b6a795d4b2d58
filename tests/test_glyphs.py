"""Every character drawn exists in the face that draws it (issue 26: the suit signs were
drawn as empty boxes in the italic lines, the talk, the tooltips and the settings).

Every message of every catalog — the English ids and the French, Italian and Spanish
translations, each plural form — is cut into runs as the game sets it
(:meth:`Resources.runs`: figures in lining figures, a character the face lacks in its
fallback), in each style text is drawn in, and each character of each run is looked up
in its own face by FreeType's metrics, which give None for a glyph the face lacks: an
independent reading of the font files, not the game's own notdef comparison.  The
symbols the code writes outside the catalogs (the suits, the arrows of the selectors,
the separators) are looked up the same way."""
from __future__ import annotations

import ast
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

from pathlib import Path

import pygame
import pygame.freetype
import pytest

from game import i18n
from game.engine.cards import Suit
from game.ui import resources

ROOT = Path(__file__).resolve().parents[1]
#: The styles text is drawn in (the figures' faces are reached through the serif ones).
STYLES = ("serif", "serif_bold", "serif_italic", "sans", "sans_bold")


@pytest.fixture(scope="module")
def faces():
    """Each role's face as FreeType reads it, and the game's resources (pygame's fonts)."""
    pygame.font.init()
    pygame.freetype.init()
    opened = {role: pygame.freetype.Font(str(resources.ASSETS / "fonts" / name), 24)
              for role, name in resources.FONT_FILES.items()}
    yield opened, resources.Resources()
    pygame.freetype.quit()


def catalog_messages() -> set[str]:
    """Every message id and every translation of every catalog."""
    texts: set[str] = set()
    for path in [i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot", *sorted(i18n.LOCALE_DIR.glob("*/LC_MESSAGES/*.po"))]:
        for entry in i18n.parse_po(path.read_text(encoding="utf-8")):
            texts.add(entry["msgid"])
            texts.add(entry.get("msgid_plural", ""))
            texts.add(entry.get("msgstr", ""))
            texts.update(entry.get("msgstr_plural", {}).values())
    texts.discard("")
    return texts


def code_symbols() -> set[str]:
    """The characters beyond ASCII in the string literals of the window's code (the suits,
    ‹ ›, ·, —, −, the arrows), each on its own."""
    found: set[str] = set()
    for path in (ROOT / "game" / "ui").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.update(ch for ch in node.value if ord(ch) > 127 and ch.isprintable())
    return found | {suit.symbol for suit in Suit}


def missing(faces, texts, styles=STYLES) -> list[str]:
    """Each character no face draws as the game sets it: (style, face, character, text)."""
    opened, res = faces
    known: dict[tuple[str, str], bool] = {}
    out = []
    for text in sorted(texts):
        for style in styles:
            for face, chunk in res.runs(style, text):
                for ch in chunk:
                    if (face, ch) not in known:
                        known[face, ch] = ch.isspace() or opened[face].get_metrics(ch)[0] is not None
                    if not known[face, ch]:
                        out.append(f"{style} ({face}): {ch!r} U+{ord(ch):04X} in {text[:60]!r}")
    return out


def test_freetype_tells_a_missing_glyph(faces) -> None:
    """The test's own reading: EB Garamond has no spade, DejaVu Sans has one."""
    opened, _res = faces
    assert opened["serif_italic"].get_metrics("♠")[0] is None
    assert opened["sans"].get_metrics("♠")[0] is not None


def test_every_message_of_every_catalog_is_drawn_with_glyphs_its_faces_have(faces) -> None:
    texts = catalog_messages()
    assert len(texts) > 1000
    problems = missing(faces, texts)
    assert not problems, f"{len(problems)} characters drawn as boxes:\n" + "\n".join(problems[:20])


def test_the_codes_own_symbols_and_the_suits_are_drawn_in_every_style(faces) -> None:
    symbols = code_symbols()
    assert {"♠", "♥", "♦", "♣", "‹", "›"} <= symbols
    problems = missing(faces, symbols)
    assert not problems, "\n".join(problems)


def test_a_suit_sign_in_an_italic_line_is_set_in_the_fallback_face(faces) -> None:
    _opened, res = faces
    parts = res.runs("serif_italic", "Anne changes the 7♦ for the turn-up, the Q♠: 10")
    assert ("sans", "♦") in parts and ("sans", "♠") in parts
    assert all(face != "serif_italic" or not set(chunk) & set("♠♥♦♣") for face, chunk in parts)


@pytest.mark.parametrize("style", ("serif", "serif_italic", "serif_bold"))
def test_figures_and_suit_signs_leave_the_words_on_their_own_baseline(faces, style: str) -> None:
    """A line with a figure or a suit sign in it sits where the same words alone do: the
    taller faces' ascents do not push the words down (they once sat a few pixels low)."""
    _opened, res = faces
    words = "Hearts are"
    alone = res.text(style, 22, words, (0, 0, 0))
    for line in (f"{words} trumps ♥ ♠", f"{words} 1,000 (−0.2)"):
        mixed = res.text(style, 22, line, (0, 0, 0))
        head = mixed.subsurface((0, 0, alone.get_width(), mixed.get_height())).get_bounding_rect()
        assert head.top == alone.get_bounding_rect().top, line


def test_a_bracket_before_a_signed_figure_is_set_with_it(faces) -> None:
    """"(−0.2)" is set in one face: the bracket beside the minus leaves no gap."""
    _opened, res = faces
    parts = res.runs("serif_italic", "on average (−0.2)")
    assert parts[-1] == ("serif_italic_figures", "(−0.2)")
