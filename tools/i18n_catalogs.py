"""The message catalogs, kept by Babel: the template gathered from the sources, each language
kept in step.

    python tools/i18n_catalogs.py extract      # game/locale/la_bete.pot from the marked strings
    python tools/i18n_catalogs.py update       # each language's .po: new messages added (empty),
                                               # gone ones dropped, translations kept
    python tools/i18n_catalogs.py check        # exit 1 if the template is out of date or a
                                               # language leaves a message untranslated or fuzzy
    python tools/i18n_catalogs.py add FILE.json  # translations into every catalog at once, then update:
        [{"msgid": "New game", "fr": "Nouvelle partie", "it": "Nuova partita", "es": "Nueva partida"},
         {"msgid": "{n} trick", "plural": "{n} tricks", "fr": ["{n} levée", "{n} levées"], ...},
         {"msgid": "won", "context": "deal", "fr": "gagnée", ...}]

A message is marked in the code by ``_("...")``, ``N_("...")``, ``ngettext("...", "...", n)``,
``pgettext("context", "...")`` or ``NP_("context", "...")`` with literal strings (see
:mod:`game.i18n`).  Babel (a development dependency: ``pip install -e ".[dev]"``, also in
the tests' extra) extracts them from the modules of :data:`SOURCES`, reads and writes the
catalogs and merges the template into each language; this tool adds the words each game
gives as data to the shared screens (:func:`data_messages`), writes places as files without
lines (an edit elsewhere in a file leaves the catalogs as they are), takes translations from
a JSON list, and checks.  The game itself reads the ``.po`` files at run time
(:mod:`game.i18n`), so Babel is not needed to play.
"""
from __future__ import annotations

import datetime
import io
import json
import os
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.pofile import read_po, write_po

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from game import i18n  # noqa: E402

#: The modules whose words go through the catalogs (docs/development.md, "Languages").
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
    "game/ui/besigue/refusals.py",
    "game/ui/besigue/rules.py",
    "game/ui/besigue/signs.py",
    "game/ui/besigue/toggle_words.py",
    "game/ui/besigue/words.py",
    "game/ui/bete/hints.py",
    "game/ui/bete/part.py",
    "game/ui/bete/refusals.py",
    "game/ui/bete/rules.py",
    "game/ui/bete/spec.py",
    "game/ui/bete/words.py",
    "game/ui/bestia/hints.py",
    "game/ui/bestia/moves.py",
    "game/ui/bestia/part.py",
    "game/ui/bestia/refusals.py",
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
    "game/ui/seats_scene.py",
    "game/ui/settings_scene.py",
    "game/ui/stats_scene.py",
    "game/ui/table/keymap.py",
    "game/ui/save.py",
    "game/ui/table/overlays.py",
    "game/ui/table/result.py",
    "game/ui/title_scene.py",
    "game/ui/words.py",
    "game/ui/mouche/words.py",
    "game/ui/mouche/ended.py",
    "game/ui/mouche/hints.py",
    "game/ui/mouche/toggle_words.py",
    "game/ui/mouche/rules.py",
    "game/ui/mouche/refusals.py",
    "game/ui/card_order.py",
    "game/ui/glossary_scene.py",
    "game/ui/guided/words.py",
    "game/ui/guided/panel.py",
    "game/ui/guided/scene.py",
    "game/ui/bete/lesson.py",
    "game/ui/bete/glossary.py",
    "game/ui/bestia/lesson.py",
    "game/ui/bestia/glossary.py",
    "game/ui/mouche/lesson.py",
    "game/ui/mouche/glossary.py",
    "game/ui/besigue/lesson.py",
    "game/ui/besigue/glossary.py",
)
TEMPLATE = i18n.LOCALE_DIR / f"{i18n.DOMAIN}.pot"
#: Each language's plural rule, as gettext reads it from the catalog's header.
PLURAL_FORMS = {
    "fr": "nplurals=2; plural=(n > 1);",
    "it": "nplurals=2; plural=(n != 1);",
    "es": "nplurals=2; plural=(n != 1);",
}


def data_messages() -> dict[str, list[tuple[str, str]]]:
    """Words the games give as data and the shared screens show through ``_``: each game's
    description (the Game row), its rounds note or length help (the Length row), its record
    words (Your record), its presets' help lines (the title, the Preset row) and its
    toggles' labels, help and sources (Settings, a game's own sources before the engine's),
    from the registries; each with the module that gives it and what it is there (written
    for the translator as an extracted comment)."""
    from game.engine import games as engine
    from game.ui import games
    from game.ui.settings_scene import help_words, source_text

    found: dict[str, list[tuple[str, str]]] = {}
    for name, ui in games.GAMES.items():
        where = f"game/ui/{name}/spec.py"
        for field, text in (("title", ui.title), ("about", ui.about), ("rounds_note", ui.rounds_note), ("length_help", ui.length_help),
                            ("record.declared", ui.record.declared), ("record.bete", ui.record.bete)):
            if text:
                found.setdefault(text, []).append((where, f"{name}: {field}"))
        rules = engine.spec(name).rules
        book = f"game/engine/{name}/rules.py"
        for preset, text in rules.PRESET_HELP.items():
            found.setdefault(text, []).append((book, f"{name}: the help of the preset {preset}"))
        for toggle in rules.toggles():
            if toggle.name == "preset" or toggle.name in ui.hidden_toggles:
                continue
            help = help_words(ui.toggle_help.get(toggle.name, toggle.help))
            for field, text in (("label", ui.toggle_label(toggle.name)), ("help", help),
                                ("source", source_text(ui.toggle_sources.get(toggle.name, toggle.source),
                                                       ui.source_names))):
                found.setdefault(text, []).append((book, f"{name}: the {field} of the toggle {toggle.name}"))
    return found


#: The marking functions Babel looks for, and which arguments are the context and the messages.
KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}
#: The catalogs' dates are git's to keep: a fixed one, so that an update changes only messages.
DATE = datetime.datetime(2026, 11, 1, tzinfo=datetime.timezone.utc)
#: A message id in the catalogs: (msgid, or (singular, plural)), context.
Key = tuple
#: The catalogs' header.
HEADER = "La Bête's messages. Written by tools/i18n_catalogs.py (Babel); 'update' keeps the translations."


def messages() -> dict[Key, tuple[list[str], list[str]]]:
    """Every marked message with the files it is used in (files, not lines) and what a
    translator is told of it, in source order, then the games' data words
    (:func:`data_messages`)."""
    found: dict[Key, tuple[list[str], list[str]]] = {}
    for name in SOURCES:
        for _line, message, _comments, context in extract_from_file("python", str(ROOT / name), keywords=KEYWORDS):
            places, _notes = found.setdefault((message, context), ([], []))
            if name not in places:
                places.append(name)
    for text, uses in data_messages().items():
        places, notes = found.setdefault((text, None), ([], []))
        for place, note in uses:
            if place not in places:
                places.append(place)
            notes.append(note)
    return found


def template() -> Catalog:
    """The template, from the sources."""
    catalog = Catalog(project="la-bete", version="", creation_date=DATE, revision_date=DATE, fuzzy=False,
                      header_comment="# " + HEADER, msgid_bugs_address="", last_translator="", language_team="")
    for (message, context), (places, notes) in messages().items():
        singular = message[0] if isinstance(message, tuple) else message
        flags = ("python-brace-format",) if "{" in singular else ()
        catalog.add(message, locations=[(place, None) for place in places[:3]], flags=flags,
                    auto_comments=notes[:3], context=context)
    return catalog


def write(catalog: Catalog, path: Path) -> Path:
    out = io.BytesIO()
    write_po(out, catalog, width=100, ignore_obsolete=True, include_lineno=False)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(out.getvalue())
    return path


def read(path: Path, language: str | None = None) -> Catalog:
    with path.open("rb") as handle:
        return read_po(handle, locale=language)


def extract() -> Path:
    return write(template(), TEMPLATE)


def update(language: str, more: dict | None = None) -> Path:
    """A language's catalog in step with the template; ``more`` adds translations by
    ``(msgid or (singular, plural), context)``."""
    path = i18n.po_path(language)
    catalog = read(path, language) if path.exists() else Catalog(locale=language, project="la-bete", fuzzy=False)
    catalog.mime_headers = [("Plural-Forms", PLURAL_FORMS[language])]
    catalog.header_comment = "# " + HEADER
    catalog.project, catalog.version = "la-bete", ""
    catalog.msgid_bugs_address = catalog.last_translator = ""
    catalog.language_team = language
    catalog.update(read(TEMPLATE), no_fuzzy_matching=True, update_creation_date=False)
    for (message, context), translation in (more or {}).items():
        entry = catalog.get(message[0] if isinstance(message, tuple) else message, context)
        if entry is not None:
            entry.string = tuple(translation) if isinstance(translation, list) else translation
            entry.flags.discard("fuzzy")
    catalog.revision_date = DATE
    catalog.creation_date = DATE
    return write(catalog, path)


def missing(language: str) -> list[str]:
    """The template's messages the language leaves untranslated (or fuzzy)."""
    done = read(i18n.po_path(language), language)
    out = []
    for message in read(TEMPLATE):
        if not message.id:
            continue
        entry = done.get(message.id, message.context)
        strings = entry.string if entry is not None and isinstance(entry.string, tuple) else (
            (entry.string,) if entry is not None else ("",))
        if entry is None or entry.fuzzy or not all(strings) or (message.pluralizable and len(strings) < 2):
            out.append(message.id[0] if isinstance(message.id, tuple) else message.id)
    return out


def stale() -> bool:
    """The template on disk says other messages, places or flags than the sources."""
    if not TEMPLATE.exists():
        return True

    def described(catalog: Catalog) -> list[tuple]:
        return [(m.id, m.context, tuple(sorted(m.locations)), tuple(sorted(m.flags)), tuple(m.auto_comments))
                for m in catalog if m.id]

    return described(read(TEMPLATE)) != described(template())


def add(path: Path) -> list[Path]:
    """Translations written once for every language (``add``'s JSON list), merged into the
    catalogs, which are then brought in step with the sources."""
    items = json.loads(Path(path).read_text(encoding="utf-8"))
    extract()
    written = []
    for language in PLURAL_FORMS:
        more: dict = {}
        for item in items:
            if language in item:
                message = (item["msgid"], item["plural"]) if item.get("plural") else item["msgid"]
                more[(message, item.get("context"))] = item[language]
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
        out_of_date = stale()
        if out_of_date:
            print(f"{TEMPLATE.relative_to(ROOT)} is out of date: run tools/i18n_catalogs.py update")
        gaps = {language: missing(language) for language in PLURAL_FORMS}
        for language, left in gaps.items():
            for msgid in left:
                print(f"{language}: untranslated: {msgid!r}")
        return 1 if out_of_date or any(gaps.values()) else 0
    else:
        print(__doc__)
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
