"""The message catalogs: the template gathered from the sources, each language kept in step.

    python tools/i18n_catalogs.py extract      # game/locale/la_bete.pot from the marked strings
    python tools/i18n_catalogs.py update       # each language's .po: new messages added (empty),
                                               # gone ones dropped, translations kept
    python tools/i18n_catalogs.py check        # exit 1 if the template is out of date or a
                                               # language leaves a message untranslated or fuzzy
    python tools/i18n_catalogs.py add FILE.json  # translations into every catalog at once, then update:
        [{"msgid": "New game", "fr": "Nouvelle partie", "it": "Nuova partita", "es": "Nueva partida"},
         {"msgid": "{n} trick", "plural": "{n} tricks", "fr": ["{n} levée", "{n} levées"], ...}]

A message is marked in the code by ``_("...")``, ``N_("...")`` or ``ngettext("...", "...", n)``
with literal strings (see :mod:`game.i18n`).  Only the modules of :data:`SOURCES` are read:
those whose words have been put through the catalogs so far; and the words each game gives
as data to the shared screens (:func:`data_messages`).
"""
from __future__ import annotations

import ast
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import i18n  # noqa: E402

#: The modules whose words go through the catalogs (README, "Languages").
SOURCES = (
    "game/ai/levels.py",
    "game/crash.py",
    "game/crash_window.py",
    "game/stats.py",
    "game/storage.py",
    "game/ui/besigue/declare.py",
    "game/ui/besigue/hints.py",
    "game/ui/besigue/moves.py",
    "game/ui/besigue/pad.py",
    "game/ui/besigue/panels.py",
    "game/ui/besigue/part.py",
    "game/ui/besigue/rules.py",
    "game/ui/besigue/signs.py",
    "game/ui/besigue/toggle_words.py",
    "game/ui/besigue/words.py",
    "game/ui/bete/hints.py",
    "game/ui/bete/part.py",
    "game/ui/bete/rules.py",
    "game/ui/bete/spec.py",
    "game/ui/bete/words.py",
    "game/ui/bestia/hints.py",
    "game/ui/bestia/moves.py",
    "game/ui/bestia/part.py",
    "game/ui/bestia/rules.py",
    "game/ui/bestia/spec.py",
    "game/ui/bestia/words.py",
    "game/ui/dialogs.py",
    "game/ui/account.py",
    "game/ui/grammar.py",
    "game/ui/hint_words.py",
    "game/ui/ledger_scene.py",
    "game/ui/refusals.py",
    "game/ui/review/hooks.py",
    "game/ui/review/scene.py",
    "game/ui/review/words.py",
    "game/ui/opponents.py",
    "game/ui/rules_page.py",
    "game/ui/rules_scene.py",
    "game/ui/settings_scene.py",
    "game/ui/stats_scene.py",
    "game/ui/table/keymap.py",
    "game/ui/save.py",
    "game/ui/table/overlays.py",
    "game/ui/title_scene.py",
    "game/ui/words.py",
    "game/ui/mouche/words.py",
    "game/ui/mouche/ended.py",
    "game/ui/mouche/hints.py",
    "game/ui/mouche/toggle_words.py",
    "game/ui/mouche/rules.py",
)
TEMPLATE = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
#: Each language's plural rule, as gettext reads it from the catalog's header.
PLURAL_FORMS = {
    "fr": "nplurals=2; plural=(n > 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
}
LANGUAGE_NAMES = {"fr": "French", "it": "Italian", "es": "Spanish"}


def data_messages() -> dict[tuple[str, None], list[str]]:
    """Words the games give as data and the shared screens show through ``_``: each game's
    description (the Game row), its rounds note or length help (the Length row), its record
    words (Your record), its presets' help lines (the title, the Preset row) and its
    toggles' labels, help and sources (Settings, a game's own sources before the engine's),
    from the registries."""
    from game.engine import games as engine
    from game.ui import games
    from game.ui.settings_scene import help_words, source_text

    found: dict[tuple[str, None], list[str]] = {}
    for name, ui in games.GAMES.items():
        where = f"game/ui/{name}: "
        for field, text in (("title", ui.title), ("about", ui.about), ("rounds_note", ui.rounds_note), ("length_help", ui.length_help),
                            ("record.declared", ui.record.declared), ("record.bete", ui.record.bete)):
            if text:
                found.setdefault((text, None), []).append(where + field)
        rules = engine.spec(name).rules
        for preset, text in rules.PRESET_HELP.items():
            found.setdefault((text, None), []).append(f"game/engine/{name}: PRESET_HELP[{preset}]")
        for toggle in rules.toggles():
            if toggle.name == "preset" or toggle.name in ui.hidden_toggles:
                continue
            help = help_words(ui.toggle_help.get(toggle.name, toggle.help))
            for field, text in (("label", ui.toggle_label(toggle.name)), ("help", help),
                                ("source", source_text(ui.toggle_sources.get(toggle.name, toggle.source),
                                                       ui.source_names))):
                found.setdefault((text, None), []).append(f"game/engine/{name}: {toggle.name} {field}")
    return found


def messages() -> dict[tuple[str, str | None], list[str]]:
    """Every marked message, ``(msgid, msgid_plural)``, with where it is used, in source
    order, then the games' data words (:func:`data_messages`)."""
    found: dict[tuple[str, str | None], list[str]] = {}
    for name in SOURCES:
        tree = ast.parse((ROOT / name).read_text(encoding="utf-8"), name)
        for node in ast.walk(tree):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)):
                continue
            args = node.args
            literal = [isinstance(a, ast.Constant) and isinstance(a.value, str) for a in args]
            if node.func.id in ("_", "N_") and args and literal[0]:
                key = (args[0].value, None)
            elif node.func.id == "ngettext" and len(args) >= 2 and literal[0] and literal[1]:
                key = (args[0].value, args[1].value)
            else:
                continue
            places = found.setdefault(key, [])
            if name not in places:  # files, not lines: an edit elsewhere leaves the template as it is
                places.append(name)
    found = dict(sorted(found.items(), key=lambda item: SOURCES.index(item[1][0])))
    for key, where in data_messages().items():
        found.setdefault(key, []).extend(where)
    return found


def quote(text: str) -> str:
    out = text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n").replace("\t", "\\t")
    return f'"{out}"'


def header(language: str | None) -> str:
    lines = [
        "Project-Id-Version: la-bete",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=UTF-8",
        "Content-Transfer-Encoding: 8bit",
    ]
    if language:
        lines.insert(1, f"Language: {language}")
        lines.append(f"Plural-Forms: {PLURAL_FORMS[language]}")
    return 'msgid ""\nmsgstr ""\n' + "".join(quote(line + "\n") + "\n" for line in lines)


def render(found, language: str | None, translations: dict | None = None) -> str:
    """The template (no language) or a language's catalog with its ``translations``."""
    translations = translations or {}
    title = f"{LANGUAGE_NAMES[language]} messages" if language else "Message template"
    parts = [f"# La Bête: {title}.\n# Written by tools/i18n_catalogs.py; translations are kept by 'update'.\n"
             + header(language)]
    for (msgid, plural), where in found.items():
        text = "".join(f"#: {place}\n" for place in where[:3])
        if "{" in msgid:
            text += "#, python-brace-format\n"
        text += f"msgid {quote(msgid)}\n"
        done = translations.get((msgid, plural))
        if plural is None:
            text += f"msgstr {quote(done if isinstance(done, str) else '')}\n"
        else:
            text += f"msgid_plural {quote(plural)}\n"
            forms = done if isinstance(done, list) else ["", ""]
            text += "".join(f"msgstr[{i}] {quote(form)}\n" for i, form in enumerate(forms))
        parts.append(text)
    return "\n".join(parts)


def read(language: str) -> dict:
    """A language's translations by ``(msgid, msgid_plural)`` (fuzzy ones left out)."""
    path = i18n.po_path(language)
    if not path.exists():
        return {}
    out = {}
    for entry in i18n.parse_po(path.read_text(encoding="utf-8")):
        if not entry["msgid"] or entry.get("fuzzy"):
            continue
        if "msgid_plural" in entry:
            forms = entry.get("msgstr_plural", {})
            out[(entry["msgid"], entry["msgid_plural"])] = [forms[i] for i in sorted(forms)]
        else:
            out[(entry["msgid"], None)] = entry.get("msgstr", "")
    return out


def extract() -> Path:
    TEMPLATE.parent.mkdir(parents=True, exist_ok=True)
    TEMPLATE.write_text(render(messages(), None), encoding="utf-8")
    return TEMPLATE


def update(language: str, more: dict | None = None) -> Path:
    """A language's catalog in step with the sources; ``more`` adds translations."""
    translations = read(language)
    translations.update(more or {})
    path = i18n.po_path(language)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(render(messages(), language, translations), encoding="utf-8")
    return path


def missing(language: str) -> list[str]:
    """The template's messages the language leaves untranslated (or fuzzy)."""
    done = read(language)
    out = []
    for key in messages():
        value = done.get(key)
        if not value or (isinstance(value, list) and (len(value) < 2 or not all(value))):
            out.append(key[0])
    return out


def add(path: Path) -> list[Path]:
    """Translations written once for every language (``add``'s JSON list), merged into the
    catalogs, which are then brought in step with the sources."""
    import json

    items = json.loads(Path(path).read_text(encoding="utf-8"))
    extract()
    written = []
    for language in PLURAL_FORMS:
        more: dict = {}
        for item in items:
            if language in item:
                more[(item["msgid"], item.get("plural"))] = item[language]
        written.append(update(language, more))
    return written


def main(argv: list[str]) -> int:
    command = argv[0] if argv else "check"
    if command == "extract":
        print(extract())
    elif command == "add" and len(argv) == 2:
        for written in add(Path(argv[1])):
            print(written)
    elif command == "update":
        extract()
        for language in PLURAL_FORMS:
            print(update(language))
    elif command == "check":
        stale = not TEMPLATE.exists() or TEMPLATE.read_text(encoding="utf-8") != render(messages(), None)
        if stale:
            print(f"{TEMPLATE.relative_to(ROOT)} is out of date: run tools/i18n_catalogs.py update")
        gaps = {language: missing(language) for language in PLURAL_FORMS}
        for language, left in gaps.items():
            for msgid in left:
                print(f"{language}: untranslated: {msgid!r}")
        return 1 if stale or any(gaps.values()) else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
