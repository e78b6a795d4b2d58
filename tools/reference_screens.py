"""Reference screens: the window at fixed seeds and chosen moments, saved as PNGs, and a
comparison of two such sets pixel by pixel.

    python tools/reference_screens.py shoot DIR        # every screen into DIR
    python tools/reference_screens.py compare OLD NEW  # which differ, by how many pixels

The table is played at animation speed instant by a scripted person (keys only, the same
choices every run) against the rule-of-thumb opponents, whose choices do not depend on
the machine's load, so that the same seeds give the same screens.  A shot is taken when
the table waits for the person with nothing moving (the hand's lift settled), or on the
result; the title, settings, rules, ledger and record screens are shot as they open.
Runs under SDL's dummy driver unless SDL_VIDEODRIVER says otherwise.

Written to prove that a restructuring of game/ui changes no pixel: it reaches the window
only through the scenes' public faces (``deal``, ``state``, ``waiting_for_human()``,
``busy()``, the bar's buttons) and posted key presses and clicks.
"""
from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import Callable

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ["LANGUAGE"] = "en"  # the reference screens are English, whatever the machine's language
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402

SIZES = ((1280, 800), (960, 600))


def key(k: int) -> None:
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=k, mod=0, unicode="", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=k, mod=0, unicode="", scancode=0))


def click(pos) -> None:
    pos = (int(pos[0]), int(pos[1]))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def settings_for(game: str, players: int, preset: str | None = None, rounds: int = 1, scale: int = 100):
    from game.settings import Settings

    s = Settings(game=game, animation="instant", ai_pause=0.0, opponents="heuristic", rounds=rounds)
    if scale != 100:
        s = s.replace(ui_scale=scale)
    s = s.with_players(players)
    if preset is not None:
        s = s.with_rule("preset", preset, game)
    return s


def table_of(app):
    return next((s for s in app.scenes if type(s).__name__ == "TableScene"), None)


def flow_of(table):
    """The deal's flow (the table itself before the table was split by concern)."""
    return getattr(table, "flow", table)


def hand_of(table) -> list:
    shown = getattr(table, "shown", None)
    if shown is None:
        shown = table.places.shown
    return shown[0]


def number_key(i: int) -> int:
    """The key of the i-th card of the hand: 1 to 9, then 0 for the tenth."""
    return pygame.K_0 if i == 9 else pygame.K_1 + i


def tricks_of(deal) -> int:
    return len(deal.trick_winners)


def in_trick(deal) -> bool:
    """A card lies in the trick being played."""
    trick = deal.current_trick
    return bool(trick() if callable(trick) else trick)


def bar_of(table) -> list:
    cloth = getattr(table, "cloth", table)
    return cloth.bar_buttons


class Person:
    """The person's seat, by keys: the same choice every run."""

    def __init__(self, exchange: bool = True, passes: bool = False) -> None:
        self.called = 0
        self.picked = False
        self.exchange = exchange
        self.passes = passes  # always pass at Bête (everyone passing turns a Curieuse)
        self.posted: object = None

    def choose(self, table) -> str | None:
        """Post the person's next input; returns what was done (or None if nothing)."""
        from game.engine import Phase

        deal = flow_of(table).deal
        where = (deal.number, deal.ply)
        if where == self.posted:
            return None
        legal = deal.legal_actions()
        names = {type(a).__name__ for a in legal}
        if deal.phase is Phase.PLAY or deal.phase.value == "rob_discard":
            hand = hand_of(table)
            for i, card in enumerate(hand):
                if card in legal:
                    self.posted = where
                    key(number_key(i))
                    return "card"
            return None
        if deal.phase.value == "declare":  # Bésigue: the first meld offered, else no meld
            self.posted = where
            key(pygame.K_a if "Meld" in names else pygame.K_n)
            return "declare"
        if "Call" in names:
            words = {a.value: a for a in legal}
            self.posted = where
            self.called += 1
            if self.called == 1 and "play" in words and not self.passes:
                key(pygame.K_j)
            elif "pass" in words:
                key(pygame.K_p)
            else:
                key(pygame.K_c)
            return "call"
        if "Word" in names or "Rob" in names:  # Mouche's talk: J plays (changing the cards picked, if any)
            self.posted = where
            key(pygame.K_j)
            return "talk"
        # Bestia's talk
        values = {getattr(a, "value", None) for a in legal}
        if "Exchange" in names:
            self.posted = where
            key(pygame.K_p)
        elif "rob" in values:
            self.posted = where
            key(pygame.K_e)
        elif "knock" in values:
            self.posted = where
            key(pygame.K_k)
        else:
            self.posted = where
            key(pygame.K_f)
        return "talk"

    def most(self, table) -> int:
        return max((a.count for a in flow_of(table).deal.legal_actions() if type(a).__name__ == "Exchange"),
                   default=-1)


class Shooter:
    """Runs one table scenario, shooting the moments asked for."""

    def __init__(self, out: Path, prefix: str, app, wanted: list[str], person: Person) -> None:
        self.out, self.prefix, self.app = out, prefix, app
        self.wanted = list(wanted)
        self.person = person
        self.pending: Callable | None = None  # an action to do once the frame after a shot is drawn
        self.frames_waited = 0
        self.taken: list[str] = []

    def shoot(self, name: str) -> None:
        path = self.out / f"{self.prefix}_{name}.png"
        pygame.image.save(self.app.screen, str(path))
        self.taken.append(name)
        if name in self.wanted:
            self.wanted.remove(name)

    def __call__(self, app) -> None:
        if self.pending is not None:
            self.frames_waited += 1
            if self.frames_waited < 3:
                return
            action, self.pending = self.pending, None
            action()
            return
        if not self.wanted:
            app.quit()
            return
        table = table_of(app)
        if table is None or app.scene is not table:
            return
        flow = flow_of(table)
        if flow.deal is None or table.busy():
            return
        deal = flow.deal
        if flow.state == "result":
            if "result" in self.wanted:
                self.shoot("result")
            if "ledger" in self.wanted:
                self.later(lambda: self.open_ledger(table))
            else:
                self.later(lambda: key(pygame.K_RETURN))
            return
        if flow.state == "over":
            if "final" in self.wanted:
                self.shoot("final")
            self.wanted = []
            return
        if not flow.waiting_for_human():
            return
        phase = deal.phase.value
        if phase == "bidding" and "calls" in self.wanted:
            self.shoot("calls")
        if phase == "bidding" and "curieuse" in self.wanted and len(deal.turned) >= 2:
            self.shoot("curieuse")
        if phase == "talk" and "talk" in self.wanted:
            self.shoot("talk")
        if phase == "rob" and "rob" in self.wanted:
            self.shoot("rob")
        if phase == "declare" and "declare" in self.wanted:
            self.shoot("declare")
        if phase == "play" and "refused" in self.wanted:
            legal = deal.legal_actions()
            hand = hand_of(table)
            wrong = [i for i, card in enumerate(hand) if card not in legal]
            if wrong:
                self.wanted.remove("refused")
                key(number_key(wrong[0]))
                self.later(lambda: self.shoot("refused"))
                return
        if phase == "talk" and "exchange" in self.wanted and self.person.most(table) >= 2:
            if not self.person.picked:
                self.person.picked = True
                key(pygame.K_1)
                key(pygame.K_3)
                return  # shot when the lifted cards have settled
            self.shoot("exchange")
        if phase == "play" and tricks_of(deal) >= 2 and in_trick(deal) and "mid_deal" in self.wanted:
            self.shoot("mid_deal")
            if "help" in self.wanted:
                key(pygame.K_h)
                self.later(lambda: (self.shoot("help"), key(pygame.K_h)))
                return
            if "last_trick" in self.wanted:
                key(pygame.K_l)
                self.later(lambda: (self.shoot("last_trick"), key(pygame.K_l)))
                return
        if phase == "play" and in_trick(deal) and "mid_deal" not in self.wanted:
            for name, press in (("talk_panel", pygame.K_w), ("pause", pygame.K_ESCAPE)):
                if name in self.wanted:
                    key(press)
                    self.later(lambda name=name, press=press: (self.shoot(name), key(press)))
                    return
            if "tooltip" in self.wanted:
                seat = table.places.layout.seats[1].plate
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=seat.center, rel=(0, 0),
                                                     buttons=(0, 0, 0)))
                self.later(lambda: (self.shoot("tooltip"), pygame.event.post(pygame.event.Event(
                    pygame.MOUSEMOTION, pos=(1, 1), rel=(0, 0), buttons=(0, 0, 0)))))
                return
        if phase == "play" and tricks_of(deal) >= 1 and "last_trick" in self.wanted and "mid_deal" not in self.wanted:
            key(pygame.K_l)
            self.later(lambda: (self.shoot("last_trick"), key(pygame.K_l)))
            return
        self.person.choose(table)

    def later(self, action: Callable) -> None:
        self.pending = action
        self.frames_waited = 0

    def open_ledger(self, table) -> None:
        button = next(b for b in bar_of(table) if b.label == "Ledger")
        click(button.rect.center)

        def shoot_and_back() -> None:
            self.shoot("ledger")
            key(pygame.K_ESCAPE)
            self.later(lambda: None)

        self.later(shoot_and_back)


def table_scenario(out: Path, prefix: str, size, game: str, players: int, seed: int, wanted: list[str],
                   preset: str | None = None, rounds: int = 1, passes: bool = False,
                   toggles: dict | None = None, scale: int = 100) -> list[str]:
    from game.ui.app import App
    from game.ui.title_scene import TitleScene
    try:
        from game.ui.table.scene import TableScene
    except ImportError:  # before the table was split by concern
        from game.ui.table_scene import TableScene

    home = tempfile.mkdtemp(prefix="la-bete-ref-")
    os.environ["LA_BETE_HOME"] = home
    settings = settings_for(game, players, preset, rounds, scale)
    for name, value in (toggles or {}).items():
        settings = settings.with_rule(name, value, game)
    app = App(settings, size=size, seed=seed, save_settings=False, report=lambda line: None)
    shooter = Shooter(out, prefix, app, wanted, Person(passes=passes))
    app.hooks.append(shooter)
    app.push(TitleScene(app))
    app.push(TableScene(app, seed=seed))
    try:
        app.run(max_seconds=120)
    finally:
        app.close()
        pygame.quit()
    if shooter.wanted:
        print(f"{prefix}: not reached: {' '.join(shooter.wanted)}")
    return shooter.taken


def screens_scenario(out: Path, prefix: str, size, game: str, scale: int = 100) -> list[str]:
    """The title, settings, rules and record screens."""
    from game.stats import DealSummary, Statistics
    from game.ui.app import App
    from game.ui.title_scene import TitleScene

    home = tempfile.mkdtemp(prefix="la-bete-ref-")
    os.environ["LA_BETE_HOME"] = home
    stats = Statistics()
    for deal in (DealSummary(28, True, True, False), DealSummary(-11, True, False, True)):
        stats.add_deal("bete", "expert", deal)
        stats.add_deal("bete", "random", deal)
    stats.add_session("bete", "expert", 17)
    stats.add_deal("bestia", "heuristic", DealSummary(-24, True, False, True))
    stats.add_session("bestia", "heuristic", -24)
    stats.add_deal("besigue", "expert", DealSummary(230, True, True, False))
    stats.add_deal("besigue", "expert", DealSummary(410, True, True, False, game=True))
    stats.save()
    app = App(settings_for("bete", 4, scale=scale), size=size, seed=1, save_settings=False, report=lambda line: None)
    taken: list[str] = []
    from game.ui.games import GAMES

    script = [("key", pygame.K_g)] * list(GAMES).index(game)  # G cycles the games on the title
    script += [("shot", "title"), ("key", pygame.K_s), ("shot", "settings"), ("key", pygame.K_DOWN),
               ("key", pygame.K_DOWN), ("key", pygame.K_DOWN), ("key", pygame.K_DOWN), ("key", pygame.K_DOWN),
               ("key", pygame.K_DOWN), ("key", pygame.K_DOWN), ("key", pygame.K_DOWN), ("shot", "settings_rules"),
               ("key", pygame.K_ESCAPE), ("key", pygame.K_r), ("shot", "rules"), ("key", pygame.K_PAGEDOWN),
               ("shot", "rules_more"), ("key", pygame.K_ESCAPE), ("key", pygame.K_y), ("shot", "record"),
               ("key", pygame.K_ESCAPE), ("quit", None)]
    state = {"i": 0, "wait": 3}

    def hook(app) -> None:
        if state["wait"]:
            state["wait"] -= 1
            return
        what, arg = script[state["i"]]
        state["i"] += 1
        state["wait"] = 2
        if what == "key":
            key(arg)
        elif what == "shot":
            pygame.image.save(app.screen, str(out / f"{prefix}_{arg}.png"))
            taken.append(arg)
        else:
            app.quit()

    app.hooks.append(hook)
    app.push(TitleScene(app))
    try:
        app.run(max_seconds=60)
    finally:
        app.close()
        pygame.quit()
    return taken


def shoot(out: Path) -> int:
    out.mkdir(parents=True, exist_ok=True)
    count = 0
    for w, h in SIZES:
        tag = f"{w}x{h}"
        for game in ("bete", "bestia", "mouche"):
            count += len(screens_scenario(out, f"{tag}_{game}", (w, h), game))
        count += len(table_scenario(out, f"{tag}_bete4", (w, h), "bete", 4, 1,
                                    ["calls", "mid_deal", "help", "result", "ledger"]))
        count += len(table_scenario(out, f"{tag}_bestia5", (w, h), "bestia", 5, 3,
                                    ["exchange", "mid_deal", "last_trick", "result", "ledger"]))
        count += len(table_scenario(out, f"{tag}_mouche4", (w, h), "mouche", 4, 2,
                                    ["talk", "exchange", "mid_deal", "result", "ledger"]))
        count += len(screens_scenario(out, f"{tag}_besigue", (w, h), "besigue"))
        count += len(table_scenario(out, f"{tag}_besigue", (w, h), "besigue", 2, 4,
                                    ["declare", "mid_deal", "last_trick", "result", "ledger"]))
        if (w, h) == SIZES[0]:
            count += len(table_scenario(out, f"{tag}_bete7", (w, h), "bete", 7, 2,
                                        ["calls", "mid_deal", "talk_panel", "pause", "tooltip", "result"]))
            count += len(table_scenario(out, f"{tag}_bete5", (w, h), "bete", 5, 3, ["mid_deal", "talk_panel"]))
            count += len(table_scenario(out, f"{tag}_bestia6mid", (w, h), "bestia", 6, 8, ["mid_deal", "talk_panel"]))
            count += len(table_scenario(out, f"{tag}_beast4", (w, h), "bete", 4, 6, ["mid_deal", "result"],
                                        preset="cotton_1674"))
            count += len(table_scenario(out, f"{tag}_buco4", (w, h), "bestia", 4, 4, ["mid_deal", "result"],
                                        preset="bestia_col_buco"))
            count += len(table_scenario(out, f"{tag}_bete3", (w, h), "bete", 3, 5, ["final"]))
            count += len(table_scenario(out, f"{tag}_curieuse5", (w, h), "bete", 5, 3, ["curieuse", "refused"],
                                        rounds=2, passes=True, toggles={"curieuse": 3}))
            count += len(table_scenario(out, f"{tag}_rob4", (w, h), "bestia", 4, 1, ["rob", "talk"], rounds=2,
                                        toggles={"briscola_rubata": True}))
            count += len(table_scenario(out, f"{tag}_buco4talk", (w, h), "bestia", 4, 4, ["talk"],
                                        preset="bestia_col_buco"))
            count += len(table_scenario(out, f"{tag}_bestia6", (w, h), "bestia", 6, 8, ["exchange", "result"]))
            count += len(table_scenario(out, f"{tag}_mistigri6", (w, h), "mouche", 6, 3, ["talk", "mid_deal", "result"],
                                        preset="balzac_1839"))
            count += len(table_scenario(out, f"{tag}_mouche3", (w, h), "mouche", 3, 4, ["final"]))
            # the interface scale at its largest and smallest
            count += len(screens_scenario(out, f"{tag}_scale150_bete", (w, h), "bete", scale=150))
            count += len(table_scenario(out, f"{tag}_scale150_bete4", (w, h), "bete", 4, 1, ["calls", "mid_deal"],
                                        scale=150))
            count += len(table_scenario(out, f"{tag}_scale80_bete6", (w, h), "bete", 6, 1, ["mid_deal"], scale=80))
    print(f"{count} screens in {out}")
    return 0


def compare(old: Path, new: Path) -> int:
    names = sorted({p.name for p in old.glob("*.png")} | {p.name for p in new.glob("*.png")})
    differ = 0
    for name in names:
        a, b = old / name, new / name
        if not a.exists() or not b.exists():
            print(f"{name}: only in {'the new' if b.exists() else 'the old'} set")
            differ += 1
            continue
        sa, sb = pygame.image.load(str(a)), pygame.image.load(str(b))
        if sa.get_size() != sb.get_size():
            print(f"{name}: sizes differ {sa.get_size()} {sb.get_size()}")
            differ += 1
            continue
        ba, bb = pygame.image.tobytes(sa, "RGB"), pygame.image.tobytes(sb, "RGB")
        if ba == bb:
            continue
        w = sa.get_width()
        pixels = [i // 3 for i in range(0, len(ba), 3) if ba[i:i + 3] != bb[i:i + 3]]
        xs, ys = [p % w for p in pixels], [p // w for p in pixels]
        print(f"{name}: {len(pixels)} pixels differ, within x {min(xs)}..{max(xs)}, y {min(ys)}..{max(ys)}")
        differ += 1
    print(f"{len(names)} screens compared, {differ} differ")
    return 1 if differ else 0


if __name__ == "__main__":
    if len(sys.argv) >= 3 and sys.argv[1] == "shoot":
        sys.exit(shoot(Path(sys.argv[2])))
    if len(sys.argv) >= 4 and sys.argv[1] == "compare":
        sys.exit(compare(Path(sys.argv[2]), Path(sys.argv[3])))
    print(__doc__)
    sys.exit(2)
