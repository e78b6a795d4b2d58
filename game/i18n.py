"""The app in the player's language: English, French, Italian or Spanish, through gettext.

    from game.i18n import _, N_, NP_, ngettext, pgettext, number
    _("New game")                    # "Nouvelle partie" when French is active
    ngettext("{n} trick", "{n} tricks", n).format(n=number(n))
    RESUME = N_("Resume")            # marked for the catalogs, translated where it is drawn
    pgettext("deal", "won")          # the same English in another sense: a message context
    WON = NP_("deal", "won")         # marked; WON() is its words in the active language
    set_language("it")               # at once: the next frame is drawn in Italian

English is the message id: a string is written in English where it is used, marked with
``_`` (or ``N_`` where it is defined before a language is known, then passed through
``_`` where it is shown) or ``ngettext`` for counts, and ``tools/i18n_catalogs.py``
gathers every marked string into the template ``game/locale/la_bete.pot`` and each
language's ``game/locale/<lang>/LC_MESSAGES/la_bete.po`` (with Babel).  A message whose
English is also another message of the app, in another sense, carries a context
(``pgettext``/``NP_``): the translator reads the sense, the player sees only the words.

The catalogs are read from the ``.po`` sources themselves when a language is chosen: they
are parsed here, compiled in memory to the ``.mo`` form and handed to the standard
library's :class:`gettext.GNUTranslations`, which reads each language's ``Plural-Forms``
header for ``ngettext``.  There is no compile step to forget (in a checkout, an install or
the frozen build, which carries ``game/locale`` as data) and no ``.mo`` that could fall out
of step with its source; parsing a few hundred messages costs a few milliseconds, once per
language.

The language follows the system's locale (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``) unless the settings or ``--lang`` name one; an unknown one is English.
"""
from __future__ import annotations

import ast
import gettext as _gettext
import io
import locale
import os
import re
import struct
from dataclasses import dataclass
from pathlib import Path

DOMAIN = "la_bete"
LOCALE_DIR = Path(__file__).resolve().parent / "locale"
#: The languages, each in its own name (as the Language setting shows it).
LANGUAGES = {"en": "English", "fr": "Français", "it": "Italiano", "es": "Español"}
#: The setting that follows the system's locale.
SYSTEM = ""
#: The thousands separator of each language (French: a narrow no-break space; English none,
#: as the app always wrote its amounts).
THOUSANDS = {"en": "", "fr": "\u202f", "it": ".", "es": "."}
DECIMAL = {"en": ".", "fr": ",", "it": ",", "es": ","}
#: Languages that write four figures without a separator.
UNGROUPED_FOUR = frozenset({"es"})

_active: _gettext.NullTranslations = _gettext.NullTranslations()
_code = "en"
_cache: dict[str, _gettext.NullTranslations] = {}
_pinned = False


# ----------------------------------------------------------------------------- reading a .po
def _unquote(text: str) -> str:
    return ast.literal_eval(text) if text.startswith('"') else text


def parse_po(text: str) -> list[dict]:
    """The entries of a ``.po`` file: each a dict with ``msgid``, maybe ``msgid_plural``,
    ``msgstr`` (a string) or ``msgstr[n]`` (a list), ``fuzzy`` and ``comments``."""
    entries: list[dict] = []
    entry: dict = {}
    key = None

    def close() -> None:
        nonlocal entry, key
        if "msgid" in entry:
            entries.append(entry)
        entry, key = {}, None

    for raw in text.splitlines():
        line = raw.strip()
        if not line:
            close()
            continue
        if line.startswith("#"):
            if "msgid" in entry:
                close()
            if line.startswith("#,") and "fuzzy" in line:
                entry["fuzzy"] = True
            entry.setdefault("comments", []).append(line)
            continue
        if line.startswith('"'):
            if key is None:
                raise ValueError(f"a continuation line outside an entry: {raw!r}")
            value = _unquote(line)
            if isinstance(key, int):
                entry["msgstr_plural"][key] += value
            else:
                entry[key] += value
            continue
        word, _sep, rest = line.partition(" ")
        if word == "msgid" and "msgid" in entry:
            close()
        if word.startswith("msgstr["):
            n = int(word[7:-1])
            entry.setdefault("msgstr_plural", {})[n] = _unquote(rest.strip())
            key = n
        elif word in ("msgid", "msgid_plural", "msgstr", "msgctxt"):
            entry[word] = _unquote(rest.strip())
            key = word
        else:
            raise ValueError(f"not a line of a .po file: {raw!r}")
    close()
    return entries


def compile_mo(entries: list[dict]) -> bytes:
    """The entries (fuzzy ones left out, as msgfmt does) in the ``.mo`` form gettext reads."""
    messages: dict[bytes, bytes] = {}
    for e in entries:
        if e.get("fuzzy") and e["msgid"]:
            continue
        context = e["msgctxt"] + "\x04" if "msgctxt" in e else ""  # gettext's key for a message in a context
        if "msgid_plural" in e:
            forms = e.get("msgstr_plural", {})
            strs = [forms[i] for i in sorted(forms)]
            if not any(strs):
                continue
            key = (context + e["msgid"] + "\0" + e["msgid_plural"]).encode()
            messages[key] = "\0".join(strs).encode()
        elif e.get("msgstr") or not e["msgid"]:
            messages[(context + e["msgid"]).encode()] = e.get("msgstr", "").encode()
    header = messages.get(b"", b"")
    if b"charset=" not in header:  # every catalog here is UTF-8, said or not
        messages[b""] = header + b"Content-Type: text/plain; charset=UTF-8\n"
    keys = sorted(messages)
    ids = strs = b""
    offsets = []
    for k in keys:
        offsets.append((len(ids), len(k), len(strs), len(messages[k])))
        ids += k + b"\0"
        strs += messages[k] + b"\0"
    start = 7 * 4 + 16 * len(keys)
    koffsets, voffsets = [], []
    for o1, l1, o2, l2 in offsets:
        koffsets += [l1, o1 + start]
        voffsets += [l2, o2 + start + len(ids)]
    head = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + 8 * len(keys), 0, 0)
    return head + struct.pack(f"{len(koffsets)}i", *koffsets) + struct.pack(f"{len(voffsets)}i", *voffsets) + ids + strs


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def translations(code: str) -> _gettext.NullTranslations:
    """The catalog of a language (English: none, the message ids are English)."""
    if code not in _cache:
        path = po_path(code)
        if code == "en" or not path.exists():
            _cache[code] = _gettext.NullTranslations()
        else:
            mo = compile_mo(parse_po(path.read_text(encoding="utf-8")))
            _cache[code] = _gettext.GNUTranslations(io.BytesIO(mo))
    return _cache[code]


# ----------------------------------------------------------------------------- the pseudo-language
#: Each ASCII letter's marked look-alike in the pseudo-language.
PSEUDO_LETTERS = str.maketrans("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
                               "áƀçďéƒĝĥíĵķĺṁñóṗʠŕšťúṽŵẋýžÁƁÇĎÉƑĜĤÍĴĶĹṀÑÓṖǪŔŠŤÚṼŴẊÝŽ")
#: What a message keeps as written: its ``{placeholders}`` (with their format specs) and
#: ``%s``-style fields, which ``format`` and ``%`` must still find.
_FIELDS = re.compile(r"(\{[^{}]*\}|%(?:\([^)]*\))?[-+ #0]*\d*(?:\.\d+)?[sdifr%])")


def pseudo(message: str) -> str:
    """``message`` with every letter outside its placeholders turned into a marked look-alike."""
    return "".join(part if i % 2 else part.translate(PSEUDO_LETTERS) for i, part in enumerate(_FIELDS.split(message)))


class PseudoTranslations(_gettext.NullTranslations):
    """A catalog that "translates" every message of the template, for the tests: a run of plain
    ASCII letters on the screen then came from outside the catalogs (tests/test_i18n_screens.py).
    A message passed through ``_`` but missing from the template stays English, as it would in
    every language."""

    def __init__(self, known: set[str]) -> None:
        super().__init__()
        self.known = known

    def gettext(self, message: str) -> str:
        return pseudo(message) if message in self.known else message

    def ngettext(self, msgid1: str, msgid2: str, n: int) -> str:
        message = msgid1 if n == 1 else msgid2
        return pseudo(message) if msgid1 in self.known else message

    def pgettext(self, context: str, message: str) -> str:
        return pseudo(message) if message in self.known else message


def set_pseudo() -> None:
    """The pseudo-language active (numbers written as in English); :func:`set_language` or
    :func:`follow` ends it."""
    global _active, _code
    template = LOCALE_DIR / f"{DOMAIN}.pot"
    _code = "en"
    _active = PseudoTranslations({e["msgid"] for e in parse_po(template.read_text(encoding="utf-8")) if e["msgid"]})


# ----------------------------------------------------------------------------- choosing
def system_language() -> str:
    """The language of the system's locale, if it is one of ours; otherwise English."""
    candidates = [os.environ.get(name, "") for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        candidates.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    for value in candidates:
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
            if code and code not in ("c", "posix"):
                return "en"
    return "en"


def resolve(setting: str | None) -> str:
    """The language a setting asks for: its code, or the system's when it says "system"."""
    return setting if setting in LANGUAGES else system_language()


def set_language(setting: str | None) -> str:
    """Make a language active at once (``""``: the system's); returns its code."""
    global _active, _code
    _code = resolve(setting)
    _active = translations(_code)
    return _code


def pin(code: str) -> None:
    """``--lang``: this language for the run, whatever the settings say until the person
    changes the Language setting (:func:`follow`)."""
    global _pinned
    set_language(code)
    _pinned = True


def follow(setting: str | None) -> str:
    """The Language setting as it stands (or as just changed by the person, which unpins)."""
    global _pinned
    _pinned = False
    return set_language(setting)


def apply(setting: str | None) -> str:
    """The Language setting at start-up: applied unless ``--lang`` pinned another."""
    return _code if _pinned else set_language(setting)


def language() -> str:
    """The code of the active language."""
    return _code


# ----------------------------------------------------------------------------- translating
def _(message: str) -> str:
    """The message in the active language (itself in English or when not yet translated)."""
    return _active.gettext(message) if message else message


def N_(message: str) -> str:
    """Marks a message for the catalogs where it is defined; ``_`` translates it where it is shown."""
    return message


def ngettext(singular: str, plural: str, n: int) -> str:
    """The form of a message for ``n`` in the active language's plural rule."""
    return _active.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    """The message in the sense ``context`` names, in the active language: for English words
    that are also another message of the app in another sense ("won": a deal, or games)."""
    return _active.pgettext(context, message) if message else message


@dataclass(frozen=True)
class InContext:
    """A message marked in its context where it is defined (:func:`NP_`), said in the active
    language when called."""

    context: str
    message: str

    def __call__(self) -> str:
        return pgettext(self.context, self.message)


def NP_(context: str, message: str) -> InContext:
    """Marks a message in a context for the catalogs; calling what it returns translates it."""
    return InContext(context, message)


def number(value: float, decimals: int = 0) -> str:
    """A number as the active language writes it: 1000 (English, as ever), 1 000 (French, with a narrow
    no-break space), 1.000 (Italian), 1000 but 10.000 (Spanish); decimals after a point in English, a
    comma else."""
    text = f"{abs(value):,.{decimals}f}"
    whole, _sep, frac = text.partition(".")
    # Spanish groups from five figures on (the RAE's rule: 1000 but 10.000)
    whole = whole.replace(",", "" if _code in UNGROUPED_FOUR and abs(value) < 10000 else THOUSANDS[_code])
    out = whole + (DECIMAL[_code] + frac if frac else "")
    return "-" + out if value < 0 else out


__all__ = ["DOMAIN", "LANGUAGES", "LOCALE_DIR", "N_", "SYSTEM", "_", "apply", "compile_mo", "follow", "language", "ngettext", "number",
           "parse_po", "pin", "po_path", "pseudo", "resolve", "set_language", "set_pseudo", "system_language",
           "translations"]
