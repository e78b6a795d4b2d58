"""The app in the players' languages: the catalogs complete and in step with the code, plural
forms, numbers, the Language setting applied at once, ``--lang``, and no words of the
converted screens reaching the window without passing through the catalogs."""
from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

import pytest

from game import i18n

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tools"))

import i18n_catalogs as catalogs  # noqa: E402

LANGUAGES = [code for code in i18n.LANGUAGES if code != "en"]


@pytest.fixture(autouse=True)
def english_after():
    """Each test leaves the app in English (the tests' language), unpinned."""
    yield
    i18n.follow("en")


def entries(code: str) -> list[dict]:
    return [e for e in i18n.parse_po(i18n.po_path(code).read_text(encoding="utf-8")) if e["msgid"]]


def placeholders(text: str) -> list[str]:
    """``{name}`` and ``%s``-style placeholders, sorted (their order may change in a translation)."""
    return sorted(re.findall(r"\{[^{}]*\}", text) + re.findall(r"%[-#0 +]*\d*(?:\.\d+)?[sdifr]", text))


def test_the_template_is_in_step_with_the_code():
    """``tools/i18n_catalogs.py update`` was run after the last marked string changed."""
    assert not catalogs.stale()
    assert len(catalogs.messages()) > 100


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_catalog_translates_every_message(code):
    """Every message of the template, none empty, none fuzzy, nothing extra, the same
    placeholders as the English, and every plural entry with each of the language's forms."""
    nplurals = int(re.search(r"nplurals=(\d+)", catalogs.PLURAL_FORMS[code]).group(1))
    found = {(e["msgid"], e.get("msgid_plural"), e.get("msgctxt")): e for e in entries(code)}
    assert set(found) == {(m, None, c) if isinstance(m, str) else (m[0], m[1], c) for m, c in catalogs.messages()}
    for (msgid, plural, _context), e in found.items():
        assert not e.get("fuzzy"), (code, msgid)
        if plural is None:
            assert e.get("msgstr"), (code, msgid)
            assert placeholders(e["msgstr"]) == placeholders(msgid), (code, msgid, e["msgstr"])
        else:
            forms = e.get("msgstr_plural", {})
            assert sorted(forms) == list(range(nplurals)), (code, msgid)
            for form in forms.values():
                assert form, (code, msgid)
                assert placeholders(form) == placeholders(plural), (code, msgid, form)
    header = i18n.parse_po(i18n.po_path(code).read_text(encoding="utf-8"))[0]["msgstr"]
    assert f"Plural-Forms: {catalogs.PLURAL_FORMS[code]}" in header


def test_the_catalog_check_passes():
    assert catalogs.main(["check"]) == 0


def test_a_catalog_is_read_from_its_po_with_fuzzy_entries_left_out():
    po = ('msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
          'msgid "New game"\nmsgstr "Nouvelle "\n"partie"\n\n'
          '#, fuzzy\nmsgid "Quit"\nmsgstr "Quitter"\n\n'
          'msgid "{n} trick"\nmsgid_plural "{n} tricks"\nmsgstr[0] "{n} levée"\nmsgstr[1] "{n} levées"\n')
    import gettext
    import io

    t = gettext.GNUTranslations(io.BytesIO(i18n.compile_mo(i18n.parse_po(po))))
    assert t.gettext("New game") == "Nouvelle partie"
    assert t.gettext("Quit") == "Quit"
    assert [t.ngettext("{n} trick", "{n} tricks", n) for n in (0, 1, 2)] == ["{n} levée", "{n} levée", "{n} levées"]


def test_a_message_in_a_context_is_translated_in_its_sense():
    """The same English in two senses: each its own translation (gettext's msgctxt)."""
    po = ('msgid ""\nmsgstr ""\n"Plural-Forms: nplurals=2; plural=(n > 1);\\n"\n\n'
          'msgid "won"\nmsgstr "gagnés"\n\n'
          'msgctxt "deal"\nmsgid "won"\nmsgstr "gagnée"\n')
    import gettext
    import io

    t = gettext.GNUTranslations(io.BytesIO(i18n.compile_mo(i18n.parse_po(po))))
    assert t.gettext("won") == "gagnés"
    assert t.pgettext("deal", "won") == "gagnée"
    i18n.set_language("fr")
    from game.ui.bete import words

    assert words.OUTCOMES["win"] == "gagnée"
    i18n.set_language("en")
    assert words.OUTCOMES["win"] == "won" and i18n.NP_("deal", "won")() == "won"


def test_plural_forms_follow_each_language():
    """French counts 0 and 1 as singular; Italian and Spanish only 1."""
    from game.ui import words

    expected = {
        "en": ["2  (you and 1 other)", "4  (you and 3 others)"],
        "fr": ["2  (vous et 1 autre)", "4  (vous et 3 autres)"],
        "it": ["2  (tu e 1 altro)", "4  (tu e altri 3)"],
        "es": ["2  (tú y 1 más)", "4  (tú y 3 más)"],
    }
    for code, lines in expected.items():
        i18n.set_language(code)
        assert [words.players_row(2), words.players_row(4)] == lines
    i18n.set_language("fr")
    assert [i18n.ngettext("{n} round", "{n} rounds", n).format(n=n) for n in (0, 1, 2)] == ["0 tour", "1 tour", "2 tours"]
    i18n.set_language("it")
    assert [i18n.ngettext("{n} round", "{n} rounds", n).format(n=n) for n in (0, 1, 2)] == ["0 giri", "1 giro", "2 giri"]


@pytest.mark.parametrize("code, whole, decimal, negative", [
    ("en", "1000", "0.6", "-12345"),
    ("fr", "1\u202f000", "0,6", "-12\u202f345"),
    ("it", "1.000", "0,6", "-12.345"),
    ("es", "1000", "0,6", "-12.345"),  # four figures ungrouped, as the RAE writes them
])
def test_numbers_are_written_for_the_language(code, whole, decimal, negative):
    i18n.set_language(code)
    assert i18n.number(1000) == whole
    assert i18n.number(0.6, 1) == decimal
    assert i18n.number(-12345) == negative
    assert i18n.number(999) == "999"
    from game.ui.widgets import signed

    assert signed(-1000) == "−" + whole


def test_english_is_the_message_id_and_unchanged():
    from game.ui import words

    i18n.set_language("en")
    assert words.NEW_GAME == "New game"
    assert words.title_subtitle("Le Gras, 1739", 3, 7) == "Le Gras, 1739 — for three to seven players"
    assert words.saved_table("Bête", 5, "Le Gras, 1739", 3, 5) == "Bête, 5 players, Le Gras, 1739 — deal 3 of 5"
    assert words.with_undo("bête", 2) == "bête (undo ×2)"


def test_the_system_locale_chooses_the_language(monkeypatch):
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "it_IT.UTF-8")
    assert i18n.system_language() == "it"
    monkeypatch.setenv("LANGUAGE", "es_ES:fr")
    assert i18n.system_language() == "es"
    monkeypatch.setenv("LANGUAGE", "de_DE:fr")
    assert i18n.system_language() == "en"  # the first the person prefers is not one of ours
    monkeypatch.setenv("LANGUAGE", "fr_CA")
    assert i18n.set_language("") == "fr"
    assert i18n.set_language("es") == "es"


def test_the_language_setting_is_kept_and_checked(tmp_path):
    from game.settings import Settings

    assert Settings().language == ""
    path = tmp_path / "settings.json"
    Settings(language="it").save(path)
    assert Settings.load(path).language == "it"
    data = Settings().to_dict()
    del data["language"]  # a file from before the setting
    assert Settings.from_dict(data).language == ""
    with pytest.raises(ValueError, match="language"):
        Settings(language="de")


def test_lang_flag(capsys):
    from game.__main__ import build_parser, main

    assert build_parser().parse_args(["--lang", "it"]).lang == "it"
    with pytest.raises(SystemExit) as exit_:
        main(["--lang", "de"])
    assert exit_.value.code == 2
    assert "--lang" in capsys.readouterr().err


def test_lang_flag_pins_the_language_until_the_setting_is_changed():
    from game.settings import Settings
    from game.ui.app import App

    i18n.pin("es")
    app = App(Settings(language="fr"), size=(960, 600), save_settings=False)
    try:
        assert i18n.language() == "es"
    finally:
        app.close()


def test_changing_the_language_setting_changes_the_title_at_once(home):
    """From the settings, the Language row to Français: the settings speak French in the
    same frame, and the title, back beneath, shows its buttons in French."""
    import pygame

    from game.settings import Settings
    from game.ui.app import App
    from game.ui.settings_scene import SettingsScene
    from game.ui.title_scene import TitleScene

    app = App(Settings(language="en"), size=(960, 600), save_settings=False)
    try:
        title = TitleScene(app)
        app.push(title)
        title.draw(app.screen)
        assert [b.label for b in title.buttons][0] == "New game"
        settings = SettingsScene(app)
        app.push(settings)
        row = next(r for r in settings.rows if r.label == "Language")
        row.change(1)  # en -> fr
        assert app.settings.language == "fr" and i18n.language() == "fr"
        assert row.value() == "Français" and settings.back.label == "Retour"
        settings.draw(app.screen)
        app.pop()
        title.draw(app.screen)
        assert [b.label for b in title.buttons if b.visible] == [
            "Nouvelle partie", "Donne guidée", "Réglages", "Règles", "Votre palmarès", "Ouvrir une donne",
            "Quitter"]
        assert "de trois à sept joueurs" in __import__("game.ui.title_scene", fromlist=["subtitle"]).subtitle(
            app.settings)
        app.push(SettingsScene(app))
        row = next(r for r in app.scene.rows if r.label == "Language")
        row.change(1)  # fr -> it
        app.pop()
        assert title.buttons[0].label == "Nuova partita"
        assert pygame.display.get_surface() is not None
    finally:
        app.close()


# ----------------------------------------------------------------------------- no bare words
#: Every module whose words go through the catalogs (the tool's SOURCES), and the modules that
#: only draw words given to them (marked elsewhere).
DRAWING = (
    "game/ui/mouche/moves.py",
    "game/ui/mouche/part.py",
    "game/ui/mouche/basket.py",
    "game/ui/mouche/tag.py",
    "game/ui/mouche/spec.py",
    "game/ui/besigue/table_melds.py",
    "game/ui/besigue/layout.py",
    "game/ui/bete/dish.py",
    "game/ui/table/panels.py",
    "game/ui/table/cloth.py",
    "game/ui/table/animator.py",
    "game/ui/table/scene.py",
    "game/ui/table/decision.py",
    "game/ui/table/flow.py",
    "game/ui/table/part.py",
    "game/ui/table/news.py",
)
CONVERTED = (*catalogs.SOURCES, *DRAWING)
#: What may be drawn as it is: the app's name, arrows and marks, card codes.
NOT_WORDS = {"La Bête", "‹", "›", "«", "»", "—", "·", "•", "+", "−", ""}
#: Where text reaches the window, and which argument is the text.
TEXT_ARGUMENT = {"blit_text": 3, "render": 0, "Button": 0, "wrap": 2, "wrap_even": 2, "fit": 0, "Row": 0,
                 "Confirm": 1, "set_caption": 0, "RulesPage": 0, "h2": 0, "p": 0, "li": 0, "text": 2, "Floater": 0,
                 "say_toast": 0, "tell": 0, "toast": 0}


def _bare_words(node: ast.AST) -> list[str]:
    """A literal (or an f-string with words of its own) not passed through the catalogs."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.strip() not in NOT_WORDS:
        return [node.value]
    if isinstance(node, ast.JoinedStr):
        own = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
        return [own] if re.search(r"[A-Za-z]{2,}", own) else []
    if isinstance(node, ast.BinOp):
        return _bare_words(node.left) + _bare_words(node.right)
    if isinstance(node, ast.IfExp):
        return _bare_words(node.body) + _bare_words(node.orelse)
    return []


@pytest.mark.parametrize("module", CONVERTED)
def test_no_bare_words_reach_the_screen_in_the_converted_modules(module):
    """In the modules of CONVERTED (and only there: the rest is listed in docs/development.md as not
    yet converted), every text handed to a drawing call (blit_text, a font's render, a
    Button, a settings Row, a wrapped paragraph, a dialog, the window's caption) comes from
    ``_``/``ngettext``, a marked word of ``game.ui.words`` or a value, never a bare English
    literal."""
    tree = ast.parse((ROOT / module).read_text(encoding="utf-8"))
    bare = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        index = TEXT_ARGUMENT.get(name)
        if index is None or index >= len(node.args):
            continue
        arguments = [node.args[index]]
        if name == "Row":
            arguments += node.args[3:5] + [k.value for k in node.keywords if k.arg == "heading"]
            bare += [f"{module}:{node.lineno}: {w!r}" for a in arguments for w in _bare_words(a)
                     if not isinstance(a, ast.Call)]
            continue
        bare += [f"{module}:{node.lineno}: {w!r}" for w in _bare_words(arguments[0])]
    assert not bare, "\n".join(bare)


def test_a_bad_file_is_reported_in_the_players_language(tmp_path):
    """The notice the title shows when a file is set aside (storage.refuse) is translated;
    the reason given by Python's JSON reader stays as it says it."""
    from game.settings import Settings

    path = tmp_path / "settings.json"
    path.write_text("[1, 2]", encoding="utf-8")
    told: list[str] = []
    i18n.set_language("fr")
    assert Settings.load(path, report=told.append) == Settings()
    assert told and told[0].startswith(f"la-bete: {path} est illisible (pas un objet JSON)\u00a0; mis de côté sous le nom ")
    assert told[0].endswith("réglages par défaut")
