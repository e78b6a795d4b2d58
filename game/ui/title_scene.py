"""The title: new game (the game, players and preset), continue, settings, rules, the
person's record, quit."""
from __future__ import annotations

import time

import pygame

from . import games, grammar, save, theme, words
from ..ai.levels import LEVELS
from ..i18n import N_, _
from ..stats import Statistics
from .app import Scene
from .review.words import OPEN_DEAL
from .resources import felt, res
from .seats_scene import opponents_words
from .widgets import Button, blit_text, draw_key, fitted, key_cap, key_size, key_width, panel, wrap

#: The title's row of the opponents' level (the settings' row has the same words).
OPPONENTS = N_("Opponents")

NOTICE_SECONDS = 20.0


class TitleScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.has_save = False
        self.saved: dict | None = None  # the session Continue resumes
        self.buttons: list[Button] = []
        self.selectors: list[tuple[str, pygame.Rect, pygame.Rect, pygame.Rect]] = []
        self.time = 0.0
        self.focus = 0
        self.newcomer = False  # nothing played of the game chosen: the guided deal is offered first

    def on_enter(self) -> None:
        self.newcomer = newcomer(self.app.settings.game)
        self.saved = save.read(report=self.app.report) if save.exists() else None
        self.has_save = self.saved is not None
        self._saved_words = self.saved_table() if self.saved is not None else ""
        self._build()

    def on_resize(self, size) -> None:
        self._build()

    def _build(self) -> None:
        self.buttons = [
            Button(words.NEW_GAME, self.new_game, pygame.K_n, "N"),
            Button(words.CONTINUE, self.cont, pygame.K_c, "C"),
            Button(guided_label(), self.guided, pygame.K_l, "L"),
            Button(words.SETTINGS, self.settings, pygame.K_s, "S"),
            Button(words.RULES, self.rules, pygame.K_r, "R"),
            Button(words.YOUR_RECORD, self.record, pygame.K_y, "Y"),
            Button(_(OPEN_DEAL), self.open_deal, pygame.K_d, "D"),
            Button(words.QUIT, self.app.quit, pygame.K_q, "Q"),
        ]
        self.buttons[1].visible = self.has_save

    # ----------------------------------------------------------------- actions
    def new_game(self) -> None:
        """A new session; while one is saved, asked first (leaving it counts as abandoned)."""
        if self.saved is not None and not self.app.demo:
            from .dialogs import Confirm

            self.app.push(Confirm(self.app, words.ABANDON_TITLE, words.abandon_lines(self.saved_table()),
                                  words.ABANDON_YES, words.ABANDON_NO, self._abandon_and_start))
            return
        self._start()

    def _abandon_and_start(self) -> None:
        """The saved session counted as abandoned in the person's record, then a new one."""
        standing = save.standing(self.saved) if self.saved is not None else None
        if standing is not None:
            game, level, net = standing
            statistics = Statistics.load(self.app.report)
            statistics.add_session(game, level, net, abandoned=True)
            statistics.save(self.app.writer)
            self._start(statistics)  # the table counts on from this record, not its file being written
            return
        self._start()

    def _start(self, statistics: Statistics | None = None) -> None:
        from .table.scene import TableScene

        if not self.app.demo:
            save.submit_clear(self.app.writer)  # before the new table's first save, by the same writer
            self.saved, self.has_save = None, False
        self.app.push(TableScene(self.app, demo=self.app.demo, seed=self.app.seed, statistics=statistics))

    def saved_table(self) -> str:
        """The saved session's table in words (what Continue resumes)."""
        session = save.restore(self.saved)
        deal = session.current
        title, preset = games.title(session.game.name), games.preset_name(session.rules)
        target = games.ui(session.game.name).account.target(session.rules)
        if target is not None:  # a game to a target: the scores against it, not deals
            names = self.saved["names"]
            scores = ", ".join(f"{grammar.shown(names[seat])} {words.figure(points)}"
                               for seat, points in enumerate(deal.scores if deal is not None else session.scores))
            return words.saved_game(title, preset, scores, target)
        number = deal.number if deal is not None else session.deals_played + 1
        return words.saved_table(title, session.players, preset, number, session.deals_due)

    def cont(self) -> None:
        from .table.scene import TableScene

        data = save.read(report=self.app.report)
        if data is None:
            self.has_save = False
            self._build()
            return
        self.app.push(TableScene(self.app, saved=data))

    def guided(self, game: str | None = None) -> None:
        """The guided deal of ``game`` (the game chosen on the title if None)."""
        from .guided.scene import GuidedScene

        self.app.push(GuidedScene(self.app, game or self.app.settings.game))
    def seats(self) -> None:
        """Each opponent's level, seat by seat."""
        from .seats_scene import SeatsScene

        self.app.push(SeatsScene(self.app))

    def settings(self) -> None:
        from .settings_scene import SettingsScene

        self.app.push(SettingsScene(self.app))

    def rules(self) -> None:
        from .rules_scene import RulesScene

        s = self.app.settings
        self.app.push(RulesScene(self.app, s.game_rules(), s.table_players()))

    def record(self) -> None:
        from .stats_scene import StatisticsScene

        self.app.push(StatisticsScene(self.app))

    def open_deal(self, path: str | None = None) -> None:
        """A deal saved to a file, for its review: picked from those saved, or the file ``path``
        (dropped on the window, or given on the command line)."""
        from .review.files import DealFilesScene
        from .review.hooks import open_file
        from .table.scene import TableScene

        if path is not None:
            open_file(self.app, TableScene, path)
        else:
            self.app.push(DealFilesScene(self.app, TableScene))

    def _change(self, what: str, step: int) -> None:
        s = self.app.settings
        if what == "game":
            names = list(games.GAMES)
            s = s.replace(game=names[(names.index(s.game) + step) % len(names)])
        elif what == "players":
            sizes = list(games.players_allowed(s.game))
            s = s.with_players(sizes[(sizes.index(s.table_players()) + step) % len(sizes)])
        elif what == "opponents":
            kinds = [item.kind for item in LEVELS]
            now = s.levels()
            current = now[0] if len(set(now)) == 1 else s.opponents
            s = s.with_opponents(kinds[(kinds.index(current) + step) % len(kinds)])
        else:
            names = list(type(s.game_rules()).PRESETS)
            current = s.game_rules().preset
            at = names.index(current) if current in names else 0  # rules of one's own are no preset
            s = s.with_rule("preset", names[(at + step) % len(names)], s.game)
        self.app.settings = s
        self.app.save_settings()
        if what == "game":
            self.newcomer = newcomer(s.game)

    # ----------------------------------------------------------------- events
    def handle(self, event) -> None:
        for b in self.buttons:
            if b.visible and b.handle(event):
                return
        if event.type == pygame.DROPFILE:
            self.open_deal(event.file)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for what, row, left, right in self.selectors:
                if left.collidepoint(event.pos):
                    self._change(what, -1)
                elif right.collidepoint(event.pos):
                    self._change(what, 1)
                elif what == "opponents" and row.collidepoint(event.pos):
                    self.seats()
        elif event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self._change("players", 1 if event.key == pygame.K_RIGHT else -1)
            elif event.key == pygame.K_g:
                self._change("game", 1)
            elif event.key == pygame.K_o:
                self.seats()
            elif event.key in (pygame.K_UP, pygame.K_DOWN):
                self._change("preset", 1 if event.key == pygame.K_DOWN else -1)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.new_game()
            elif event.key == pygame.K_ESCAPE:
                self.app.quit()

    def update(self, dt: float) -> None:
        self.time += dt

    @staticmethod
    def text_scale() -> float:
        """The title is one composition in the window's proportions, its words large already:
        the interface scale does not change it."""
        return 1.0

    # ----------------------------------------------------------------- drawing
    def draw(self, surface) -> None:
        w, h = surface.get_size()
        u = min(w / 1280, h / 800)
        surface.blit(felt((w, h)), (0, 0))
        r = res()
        # a fan of court cards behind the title
        codes = ["KS", "QH", "JD", "AC", "KH"]
        ch = int(150 * u)
        fan_y = 30 * u + ch * 0.55
        key = (w, h, self.app.settings.four_colour)
        if getattr(self, "_fan_key", None) != key:
            self._fan = []
            for i, code in enumerate(codes):
                img = r.card(code, ch, self.app.settings.four_colour)
                angle = (i - 2) * 11
                rot = pygame.transform.rotozoom(img, -angle, 1.0)
                shadow = pygame.transform.rotozoom(r.card_shadow(img.get_width(), img.get_height()), -angle, 1.0)
                cx = w / 2 + (i - 2) * 40 * u
                cy = fan_y + abs(i - 2) ** 1.6 * 8 * u
                self._fan.append((shadow, rot, (int(cx), int(cy))))
            self._fan_key = key
        for shadow, rot, c in self._fan:
            surface.blit(shadow, shadow.get_rect(center=(c[0] + 3, c[1] + 5)))
            surface.blit(rot, rot.get_rect(center=c))
        title_y = fan_y + ch * 0.62 + 46 * u
        blit_text(surface, "serif_bold", int(88 * u), "La Bête", (w / 2, title_y), theme.BRASS, "center")
        s = self.app.settings
        blit_text(surface, "serif_italic", int(24 * u), subtitle(s), (w / 2, title_y + 54 * u), theme.TEXT_SOFT,
                  "center")
        rules = s.game_rules()
        n = s.table_players()
        rows = [("game", words.GAME, games.title(s.game)),
                ("players", words.PLAYERS, words.players_row(n)),
                ("preset", words.RULES_ROW, games.preset_name(rules) if games.is_preset(rules) else words.CUSTOM),
                ("opponents", _(OPPONENTS), opponents_words(s.levels()))]
        cap_w = key_width("O", int(20 * u)) + 6 * u
        labels = max(res().size("serif", int(20 * u), label)[0] for _what, label, _value in rows) + cap_w
        arrow = max(150 * u, 22 * u + labels + 30 * u)  # the left arrows, clear of the longest label and O's cap
        box = pygame.Rect(0, 0, int(arrow + 310 * u), int((54 + 42 * (len(rows) - 1)) * u))
        box.midtop = (w // 2, int(title_y + 84 * u))
        panel(surface, box, "dark", radius=int(12 * u))
        self.selectors = []
        for i, (what, label, value) in enumerate(rows):
            y = box.top + 26 * u + i * 42 * u
            shown_label = blit_text(surface, "serif", int(20 * u), label, (box.left + 22 * u, y), theme.TEXT_SOFT,
                                    "midleft")
            if what == "opponents":  # O, or a click on the level, chooses seat by seat
                cap = key_cap("O", int(20 * u), pygame.Rect(shown_label.right + 4 * u, y - 13 * u, 0, 26 * u))
                cap.midleft = (int(shown_label.right + 6 * u), int(y))
                draw_key(surface, "O", cap, key_size(int(20 * u)), style="flat")
            left = pygame.Rect(0, 0, int(30 * u), int(30 * u))
            right = left.copy()
            left.center = (int(box.left + arrow), int(y))
            right.center = (int(box.right - 26 * u), int(y))
            for rect, glyph in ((left, "‹"), (right, "›")):
                pygame.draw.rect(surface, theme.WOOD, rect, border_radius=6)
                pygame.draw.rect(surface, theme.BRASS_DARK, rect, 1, border_radius=6)
                blit_text(surface, "serif_bold", int(26 * u), glyph, rect.center, theme.IVORY, "center", shadow=False)
            blit_text(surface, "serif_bold", fitted("serif_bold", int(21 * u), value, right.left - left.right - 10 * u),
                      value, ((left.right + right.left) / 2, y), theme.IVORY, "center")
            self.selectors.append((what, pygame.Rect(left.right, int(y - 15 * u), right.left - left.right, int(30 * u)),
                                   left, right))
        help_text = _(type(rules).PRESET_HELP.get(rules.preset, ""))
        if not games.is_preset(rules):
            help_text = words.changed_by_hand(games.ui(s.game).preset_name(rules.preset))
        help_lines = list(wrap("serif_italic", int(16 * u), help_text, int(640 * u)))
        plain = len(help_lines)  # the lines after these are said in bold: Continue's, the newcomer's offer
        if self.saved is not None:
            help_lines.append(words.continue_line(self._saved_words))
        if self.newcomer:
            help_lines.append(guided_offer(s.game))
        for j, line in enumerate(help_lines):
            continuing = j >= plain
            blit_text(surface, "serif_bold" if continuing else "serif_italic", int(16 * u), line,
                      (w / 2, box.bottom + 8 * u + j * 20 * u), theme.TEXT_SOFT if continuing else theme.TEXT_DIM,
                      "midtop")
        visible = [b for b in self.buttons if b.visible]
        bw, gap = int(260 * u), int(10 * u)
        y = box.bottom + (20 + 20 * len(help_lines)) * u
        room = h - 30 * u - y
        columns = 1 if room / max(1, len(visible)) - gap >= 40 * u else 2  # two columns rather than thin buttons
        per = -(-len(visible) // columns)
        bh = int(min(46 * u, room / per - gap))
        for i, b in enumerate(visible):
            column, row = divmod(i, per)
            b.rect = pygame.Rect(0, 0, bw, bh)
            b.rect.midtop = (int(w / 2 + (column - (columns - 1) / 2) * (bw + 2 * gap)), int(y + row * (bh + gap)))
        for b in visible:
            b.draw(surface, int(23 * u))
        blit_text(surface, "serif_italic", int(14 * u), words.TITLE_KEYS,
                  (w / 2, h - 14 * u), theme.TEXT_DIM, "midbottom")
        self._draw_notices(surface, u)

    def _draw_notices(self, surface, u: float) -> None:
        """Files set aside and the like, said once in plain words for a while."""
        now = time.perf_counter()
        recent = [text for text, at in self.app.notices if now - at < NOTICE_SECONDS][-2:]
        if not recent:
            return
        w, h = surface.get_size()
        size = int(15 * u)
        lines = [line for text in recent for line in wrap("serif", size, text.removeprefix("la-bete: "), int(w - 80 * u))]
        box = pygame.Rect(0, 0, int(w - 60 * u), int(len(lines) * size * 1.3 + 16 * u))
        box.midbottom = (w // 2, int(h - 34 * u))
        panel(surface, box, "dark", radius=int(8 * u))
        for i, line in enumerate(lines):
            blit_text(surface, "serif", size, line, (box.left + 14 * u, box.top + 8 * u + i * size * 1.3), theme.IVORY)


def newcomer(game: str) -> bool:
    """Nothing of ``game`` in the person's record yet (as on a first launch; a record that cannot
    be read counts as none, and is left for the table to deal with)."""
    record = Statistics.peek()
    return record is None or not any(t.deals for t in record.of_game(game))


def guided_label() -> str:
    from .guided import words as guided_words

    return _(guided_words.GUIDED)


def guided_offer(game: str) -> str:
    """The title's offer to a newcomer: "New to Bête? Play a guided deal (L)"."""
    from .guided import words as guided_words

    return f"{guided_words.new_to(games.title(game))} (L)"


def subtitle(settings) -> str:
    """The line under the title: the chosen game's rules and how many it seats."""
    game = settings.game
    seats = games.players_allowed(game)
    return words.title_subtitle(games.preset_name(settings.game_rules()), seats[0], seats[-1])
