"""Settings: the game and its table, its rule toggles (from the rules class's toggles()),
sound and display.

Every change is saved at once.  Rule changes apply to the next new game; the rules
screen always shows the rules of the settings.  The rows are those of the chosen game
(from :mod:`.games`), rebuilt when the game changes.
"""
from __future__ import annotations

from typing import Any, Callable, Mapping

import pygame

import re

from .. import i18n
from ..engine import RuleSetError
from ..i18n import N_, _, ngettext, number
from ..settings import AI_PAUSES, ANIMATION_SPEEDS, LANGUAGE_CHOICES, LEVELS, ROUNDS, UI_SCALES
from . import games, theme, words
from .app import Scene
from .refusals import rule_set_words
from .seats_scene import opponents_words
from .resources import felt, res
from .widgets import Button, blit_text, fitted, line_height, panel, wrap



class Row:
    def __init__(self, label: str, value: Callable[[], str], change: Callable[[int], None], help: str = "",
                 source: str = "", heading: str | None = None) -> None:
        self.label, self.value, self.change, self.help = label, value, change, help
        self._source = source
        self.heading = heading
        self.left = pygame.Rect(0, 0, 0, 0)
        self.right = pygame.Rect(0, 0, 0, 0)
        self.rect = pygame.Rect(0, 0, 0, 0)

    @property
    def source(self) -> str:
        """The row's source or note in the active language."""
        return self._source() if callable(self._source) else _(self._source)


def _step(scale: tuple, current: Any, step: int) -> Any:
    """The next value up or down a scale (sizes, speeds, pauses), which stops at its ends."""
    i = scale.index(current) if current in scale else 0
    return scale[max(0, min(len(scale) - 1, i + step))]


def _cycle(options: tuple, current: Any, step: int) -> Any:
    options = tuple(options)
    i = options.index(current) if current in options else 0
    return options[(i + step) % len(options)]


#: The animation speeds as the settings show them.
SPEED_WORDS = {"slow": N_("slow"), "normal": N_("normal"), "fast": N_("fast"), "instant": N_("instant")}


def _show(v: Any) -> str:
    if isinstance(v, bool):
        return _("yes") if v else _("no")
    if isinstance(v, int):
        return number(v)
    return str(v)


def language_words(setting: str) -> str:
    """The Language setting's value: a language in its own name, or the system's."""
    if setting in i18n.LANGUAGES:
        return i18n.LANGUAGES[setting]
    return _("system ({language})").format(language=i18n.LANGUAGES[i18n.system_language()])


def _value(ui: Any, toggle: str, v: Any) -> str:
    """A toggle's value as the settings show it: in the game's words, or as it is (an
    amount with its unit)."""
    word = ui.value_word(toggle, v)
    if word is not None:
        return word
    return _toggle_value(v, toggle in ui.jeton_toggles)


class SettingsScene(Scene):
    def __init__(self, app, in_game: bool = False) -> None:
        super().__init__(app)
        self.in_game = in_game
        self.scroll = 0.0
        self.focus = 0
        self._follow_focus = False
        #: The row just changed and how far down the panel it stood: it stays there, though the
        #: change (a language, a text size) makes the rows above it taller or shorter.
        self._anchor: tuple[int, float] | None = None
        self._tops: list[float] = []
        self.message = ""
        self.rows = self._rows()
        self.back = Button(words.BACK, self.app.pop, pygame.K_ESCAPE, "Esc")
        self.content_h = 0

    # ----------------------------------------------------------------- rows
    def _set(self, **changes) -> None:
        try:
            self.app.settings = self.app.settings.replace(**changes)
        except ValueError as exc:
            self.message = str(exc)
            return
        self.message = self._when(set(changes))
        self.app.save_settings()
        if "language" in changes:
            i18n.follow(self.app.settings.language)
            self.back.label = words.BACK
            self.message = self._when(set(changes))
        if "game" in changes:
            self.rows = self._rows()
            self.focus = min(self.focus, len(self.rows) - 1)
        if "fullscreen" in changes and changes["fullscreen"] != self.app.fullscreen:
            self.app.toggle_fullscreen()

    def _players(self, players: int) -> None:
        self.app.settings = self.app.settings.with_players(players)
        self.message = self._when({"players"})
        self.app.save_settings()

    def _rule(self, name: str, value: Any) -> None:
        try:
            self.app.settings = self.app.settings.with_rule(name, value, self.app.settings.game)
        except (RuleSetError, ValueError) as exc:
            ui = games.ui(self.app.settings.game)
            self.message = rule_set_words(exc, ui) or clash_words(str(exc), ui)
            return
        self.message = self._when({"rules"})
        self.app.save_settings()

    def _when(self, changed: set[str]) -> str:
        """During a game: whether the change applies now or from the next game."""
        if not self.in_game:
            return ""
        return words.FROM_NEXT_GAME if changed & NEXT_GAME else words.APPLIES_NOW

    def _rows(self) -> list[Row]:
        S = lambda: self.app.settings  # noqa: E731
        game = S().game
        rules = lambda: S().game_rules()  # noqa: E731
        kind = type(rules())
        ui = games.ui(game)
        sizes = tuple(games.players_allowed(game))
        rows = [
            Row(N_("Language"), lambda: language_words(S().language),
                lambda d: self._set(language=_cycle(LANGUAGE_CHOICES, S().language, d)),
                N_("The language of every word shown; “system” follows the computer's own. "
                   "Applies at once")),
            Row(N_("Game"), lambda: games.title(S().game),
                lambda d: self._set(game=_cycle(tuple(games.GAMES), S().game, d)),
                lambda: _(", or ").join(_(other.about) for other in games.GAMES.values()), heading=N_("The table")),
            Row(N_("Players"), lambda: number(S().table_players()),
                lambda d: self._players(_cycle(sizes, S().table_players(), d)),
                lambda: _players_help(sizes)),
            Row(N_("Length"), lambda: length_words(ui.length_unit, S().rounds),
                lambda d: self._set(rounds=_step(ROUNDS, S().rounds, d)),
                lambda: _(ui.length_help) if ui.length_help
                else _("In a round every player deals once") + _(ui.rounds_note)),
            Row(N_("Opponents"), lambda: opponents_words(S().levels()),
                lambda d: self._opponents(d),
                lambda: _level_help(S().opponents)),
            Row(N_("Preset"), lambda: games.preset_name(rules()),
                lambda d: self._rule("preset", _cycle(tuple(kind.PRESETS), rules().preset, d)),
                lambda: _(kind.PRESET_HELP.get(rules().preset, words.SHOWN["CUSTOM_HELP"])),
                N_("choosing a preset resets every rule below"),
                heading=lambda: _("Rules of {game}").format(game=games.title(game))),
        ]
        for toggle in kind.toggles():
            if toggle.name == "preset" or toggle.name in ui.hidden_toggles:
                continue
            help = ui.toggle_help.get(toggle.name, toggle.help)
            rows.append(Row(
                ui.toggle_label(toggle.name),
                (lambda t=toggle: _value(ui, t.name, getattr(rules(), t.name))),
                (lambda d, t=toggle: self._rule(t.name, _cycle(games.toggle_choices(game, t), getattr(rules(), t.name),
                                                               d))),
                help_words(help),
                lambda t=toggle: source_words(ui.toggle_sources.get(t.name, t.source), ui.source_names),
            ))
        rows += [
            Row(N_("Animation"), lambda: _(SPEED_WORDS[S().animation]),
                lambda d: self._set(animation=_step(ANIMATION_SPEEDS, S().animation, d)),
                N_("How fast cards and jetons move; a click always skips the current movement"), heading=N_("Play")),
            Row(N_("Computer pace"), lambda: _("{seconds} s a card").format(seconds=number(S().ai_pause, 1)),
                lambda d: self._set(ai_pause=_step(AI_PAUSES, S().ai_pause, d)),
                N_("The pause before a computer player's card or call, so you can follow")),
            Row(N_("Four-colour suits"), lambda: _show(S().four_colour),
                lambda d: self._set(four_colour=not S().four_colour),
                N_("Diamonds blue and clubs green, to tell the suits apart at a glance")),
            Row(words.SHOWN["UNDO_ROW"], lambda: words.STRICT if S().strict else words.CASUAL,
                lambda d: self._set(strict=not S().strict), words.SHOWN["UNDO_HELP"]),
            Row(words.SHOWN["AUTO_PLAY_ROW"], lambda: _show(S().auto_play),
                lambda d: self._set(auto_play=not S().auto_play), words.SHOWN["AUTO_PLAY_HELP"]),
            Row(N_("Sound"), lambda: _("muted") if S().muted else _("{volume}%").format(volume=round(S().volume * 100)),
                lambda d: self._volume(d), N_("Volume of the cards and jetons; left to lower, right to raise"),
                heading=N_("Sound and screen")),
            Row(N_("Mute"), lambda: _show(S().muted), lambda d: self._set(muted=not S().muted),
                N_("Silence every sound")),
            Row(words.SHOWN["SCALE_ROW"], lambda: _("{volume}%").format(volume=S().ui_scale),
                lambda d: self._set(ui_scale=_step(UI_SCALES, S().ui_scale, d)), words.SHOWN["SCALE_HELP"]),
            Row(N_("Full screen"), lambda: _show(self.app.fullscreen),
                lambda d: self._set(fullscreen=not self.app.fullscreen), N_("Also F11 at any time")),
        ]
        return rows

    def _opponents(self, d: int) -> None:
        """Every computer seat one level up or down (the title's seats' scene sets them one by one)."""
        now = self.app.settings.levels()
        current = now[0] if len(set(now)) == 1 else self.app.settings.opponents
        kind = _cycle(tuple(LEVELS), current, d)
        self.app.settings = self.app.settings.with_opponents(kind)
        self.message = self._when({"opponents"})
        self.app.save_settings()

    def _volume(self, d: int) -> None:
        v = round(min(1.0, max(0.0, self.app.settings.volume + 0.1 * d)), 2)
        self._set(volume=v, muted=False if d > 0 else self.app.settings.muted)

    # ----------------------------------------------------------------- events
    def handle(self, event) -> None:
        if self.back.handle(event):
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for i, row in enumerate(self.rows):
                if row.left.collidepoint(event.pos):
                    self.focus = i
                    self._change(i, -1)
                    return
                if row.right.collidepoint(event.pos) or row.rect.collidepoint(event.pos):
                    self.focus = i
                    self._change(i, 1)
                    return
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll = max(0.0, self.scroll - event.y * 40)
        elif event.type == pygame.KEYDOWN:
            if event.key == pygame.K_UP:
                self.focus = (self.focus - 1) % len(self.rows)
                self._follow_focus = True
            elif event.key == pygame.K_DOWN:
                self.focus = (self.focus + 1) % len(self.rows)
                self._follow_focus = True
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_SPACE):
                self._change(self.focus, -1 if event.key == pygame.K_LEFT else 1)

    def _change(self, index: int, step: int) -> None:
        """Row ``index`` changed, staying where it stands on the panel."""
        if index < len(self._tops):
            self._anchor = (index, self._tops[index] - self.scroll)
        self.rows[index].change(step)

    # ----------------------------------------------------------------- drawing
    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        title = blit_text(surface, "serif_bold", int(44 * u), words.SETTINGS, (w / 2, 18 * u), theme.BRASS, "midtop")
        top = max(int(80 * u), title.bottom + int(6 * u))
        box = pygame.Rect(0, 0, int(min(w - 40 * u, 900 * u)), int(h - 70 * u - top))
        box.midtop = (w // 2, top)
        panel(surface, box, "paper", radius=int(14 * u))
        clip = box.inflate(-16 * u, -16 * u)
        old_clip = surface.get_clip()
        surface.set_clip(clip)
        head_h = 40 * u * res().scale
        label_h = max(31 * u, res().font("serif_bold", int(20 * u)).get_height() * 1.2)
        size = int(15 * u)
        lh = line_height(size, "serif_italic")
        text_w = int(clip.width - 16 * u - 270 * u)
        # each row: its label, then its explanation and source wrapped to as many lines as it needs
        y_of, lines_of = [], []
        y = 0.0
        for row in self.rows:
            if row.heading:
                y += head_h
            help_text = row.help() if callable(row.help) else _(row.help)
            extra = f"  —  {row.source}" if row.source else ""
            lines = wrap("serif_italic", size, help_text + extra, text_w)
            y_of.append(y)
            lines_of.append(lines)
            y += label_h + 5 * u + len(lines) * lh + 6 * u
        self.content_h = y
        self._tops = y_of
        if self._anchor is not None and self._anchor[0] < len(y_of):  # the row changed stays put
            self.scroll = y_of[self._anchor[0]] - self._anchor[1]
            self._anchor = None
        if self._follow_focus:  # the keyboard moved the focus: bring its row into view
            self._follow_focus = False
            top = y_of[self.focus] - (head_h if self.rows[self.focus].heading else 0)
            bottom = y_of[self.focus + 1] if self.focus + 1 < len(y_of) else self.content_h
            if top - self.scroll < 0:
                self.scroll = top
            elif bottom - self.scroll > clip.height:
                self.scroll = bottom - clip.height
        self.scroll = max(0.0, min(self.scroll, max(0.0, self.content_h - clip.height)))
        for i, row in enumerate(self.rows):
            ry = clip.top + y_of[i] - self.scroll
            row_h = (y_of[i + 1] - (head_h if self.rows[i + 1].heading else 0) if i + 1 < len(y_of)
                     else self.content_h) - y_of[i]
            if row.heading:
                heading = row.heading() if callable(row.heading) else _(row.heading)
                blit_text(surface, "serif_bold", int(22 * u), heading, (clip.left + 20 * u, ry - head_h + 10 * u),
                          theme.WOOD, "topleft", shadow=False)
                pygame.draw.line(surface, theme.PARCHMENT_DARK, (clip.left + 20 * u, ry - 4 * u),
                                 (clip.right - 20 * u, ry - 4 * u))
            row.rect = pygame.Rect(int(clip.left + 8 * u), int(ry), int(clip.width - 16 * u), int(row_h - 4 * u))
            if ry + row_h < clip.top or ry > clip.bottom:
                row.left = row.right = pygame.Rect(0, 0, 0, 0)
                continue
            if i == self.focus:
                pygame.draw.rect(surface, (226, 210, 170), row.rect, border_radius=8)
            blit_text(surface, "serif_bold", int(20 * u), _(row.label), (row.rect.left + 14 * u, row.rect.top + 6 * u),
                      theme.INK, "topleft", shadow=False)
            for j, line in enumerate(lines_of[i]):
                blit_text(surface, "serif_italic", size, line,
                          (row.rect.left + 14 * u, row.rect.top + label_h + j * lh), theme.INK_SOFT, "topleft",
                          shadow=False)
            right = pygame.Rect(0, 0, int(28 * u), int(28 * u))
            right.midright = (int(row.rect.right - 10 * u), int(row.rect.top + 18 * u))
            left = right.copy()
            left.midright = (int(right.left - 190 * u), right.centery)
            for rect, glyph in ((left, "‹"), (right, "›")):
                pygame.draw.rect(surface, theme.WOOD, rect, border_radius=6)
                blit_text(surface, "serif_bold", int(24 * u), glyph, rect.center, theme.IVORY, "center", shadow=False)
            row.left, row.right = left, right
            value = row.value()  # between its arrows, set smaller rather than run into them
            size_of = fitted("serif_bold", int(19 * u), value, right.left - left.right - 12 * u)
            blit_text(surface, "serif_bold", size_of, value, ((left.right + right.left) / 2, right.centery), theme.INK,
                      "center", shadow=False)
        surface.set_clip(old_clip)
        if self.message:
            blit_text(surface, "serif_italic", int(17 * u), self.message, (w / 2, box.bottom + 8 * u), theme.HIGHLIGHT,
                      "midtop")
        self.back.rect = pygame.Rect(0, 0, int(180 * u), int(42 * u))
        self.back.rect.bottomright = (int(w - 20 * u), int(h - 14 * u))
        self.back.draw(surface, int(21 * u))
        blit_text(surface, "serif_italic", int(14 * u), _("↑ ↓ choose  ·  ← → change  ·  wheel to scroll"),
                  (20 * u, h - 22 * u), theme.TEXT_DIM, "midleft")


#: What a change applies to only from the next game.
NEXT_GAME = {"game", "players", "rounds", "opponents", "rules"}


def help_words(text: str) -> str:
    """A toggle's help as a sentence (in English: the message id the row translates)."""
    return text[:1].upper() + text[1:]


def source_text(source: str, names: Mapping[str, str] | None = None) -> str:
    """A toggle's source in English as a player reads it: no file names, no seed numbers, a
    game's short keys for its sources (``names``) by the sources' names (the message id
    :func:`source_words` translates)."""
    text = re.sub(r"\s*\((?:[^()]*(?:seed|/|\.md|\.txt)[^()]*)\)", "", source)
    text = re.sub(r"\bseed \d+[,;] ", words.SHOWN["SOURCE_TEXT"] + " ", text)
    if names:
        keys = sorted(names, key=len, reverse=True)
        text = re.sub(r"(?<![\w-])(" + "|".join(map(re.escape, keys)) + r")(?![\w-])( §\d+)?",
                      lambda m: names[m.group(1)] + (f",{m.group(2)}" if m.group(2) else ""), text)
    return text.replace("project ruling", words.SHOWN["PROJECT_RULING"]).strip()


def source_words(source: str, names: Mapping[str, str] | None = None) -> str:
    """A toggle's source as a player reads it, in the active language: "Source: ..."."""
    return words.source(_(source_text(source, names)))


def clash_words(message: str, ui: Any) -> str:
    """The rules' refusal in the settings' words: toggles by their labels, not their names."""
    m = re.match(r"rule (\w+): (.*)$", message)
    if m:
        message = f"{ui.toggle_label(m.group(1))} {m.group(2)}"
    first, rest = message.split(" ", 1) if " " in message else (message, "")

    def label(match: re.Match) -> str:
        return ui.toggle_label(match.group(0)).lower()

    names = sorted((n for n in ui.toggle_labels), key=len, reverse=True)
    if names:
        rest = re.sub(r"\b(" + "|".join(map(re.escape, names)) + r")\b", label, rest)
    return f"{first} {rest}".strip()


def _toggle_value(value: Any, jetons: bool) -> str:
    """A toggle's value; an amount with its unit ("3 jetons")."""
    if not jetons or isinstance(value, bool) or not isinstance(value, int):
        return _show(value) + (" jetons" if jetons else "")
    return ngettext("{n} jeton", "{n} jetons", value).format(n=number(value))


def _players_help(sizes: tuple[int, ...]) -> str:
    """The Players row's help: the sizes of table the game allows ('3 to 7', or '2 only')."""
    if sizes[0] == sizes[-1]:
        return _("You and the computer players round the table ({n} only)").format(n=number(sizes[0]))
    return _("You and the computer players round the table ({low} to {high})").format(
        low=number(sizes[0]), high=number(sizes[-1]))


def length_words(unit: str, n: int) -> str:
    """The Length row's value in the game's unit: '3 rounds', '1 game'."""
    if unit == "game":
        return ngettext("{n} game", "{n} games", n).format(n=number(n))
    if unit == "round":
        return ngettext("{n} round", "{n} rounds", n).format(n=number(n))
    return f"{number(n)} {unit}" + ("s" if n > 1 else "")


def _level_help(kind: str) -> str:
    from ..ai.levels import level

    chosen = level(kind)
    if chosen.unfair:
        return _("{name}: {description}").format(name=_(chosen.name), description=_(chosen.description))
    return _(chosen.description)
