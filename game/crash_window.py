"""The crash told to the player: a small window of its own naming the report, with a
button that shows it in the file manager, or the system's message box when pygame cannot
open one (see :mod:`game.crash`, which writes the report and decides whether anyone can
see a window)."""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

from .assets import asset_root, frozen
from .i18n import _


def should_show_window() -> bool:
    """A window only where someone can see it and no terminal shows the message already."""
    if os.environ.get("SDL_VIDEODRIVER", "").lower() in ("dummy", "offscreen"):
        return False
    if sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        return False
    stderr = sys.stderr
    console = stderr is not None and hasattr(stderr, "isatty") and stderr.isatty()
    return frozen() or not console


def require_a_visible_display() -> None:
    """Raise ``pygame.error`` if SDL, unable to reach the display, fell back to drawing off screen
    (it does so silently): nobody would see the window.  Call after ``pygame.display.init()``."""
    import pygame

    driver = pygame.display.get_driver()
    if driver in ("offscreen", "dummy") and os.environ.get("SDL_VIDEODRIVER", "").lower() != driver:
        pygame.display.quit()
        raise pygame.error(f"no display could be reached (SDL fell back to its {driver} driver)")


def tell_in_a_window(summary: str, path: Path | None) -> None:
    """A small pygame window with the message; the system's own message box if pygame cannot."""
    try:
        CrashWindow(summary, path).run()
        return
    except Exception:
        pass
    _system_message_box(summary, path)


def _message(summary: str, path: Path | None) -> str:
    where = _("A crash report was written to") + f"\n{path}" if path else _("No crash report could be written.")
    return _("La Bête stopped because of an error") + f":\n{summary}\n\n{where}"


def child_environment() -> dict[str, str]:
    """The environment for a program started from here, without a frozen build's library path."""
    env = dict(os.environ)
    if frozen():
        original = env.pop("LD_LIBRARY_PATH_ORIG", None)
        if original is not None:
            env["LD_LIBRARY_PATH"] = original
        else:
            env.pop("LD_LIBRARY_PATH", None)
    return env


def show_in_file_manager(path: Path) -> None:
    """Show the report in the system's file manager, so that it can be sent."""
    import subprocess

    if sys.platform == "win32":
        subprocess.Popen(["explorer", f"/select,{path}"])
    elif sys.platform == "darwin":
        subprocess.Popen(["open", "-R", str(path)], env=child_environment())
    else:
        subprocess.Popen(["xdg-open", str(path.parent)], env=child_environment(), stdout=subprocess.DEVNULL,
                         stderr=subprocess.DEVNULL)


def _system_message_box(summary: str, path: Path | None) -> None:
    import subprocess

    text = _message(summary, path)
    try:
        if sys.platform == "win32":
            import ctypes

            ctypes.windll.user32.MessageBoxW(None, text, "La Bête", 0x10)  # type: ignore[attr-defined]
        elif sys.platform == "darwin":
            quoted = text.replace("\\", "\\\\").replace('"', '\\"')
            subprocess.run(["osascript", "-e", f'display alert "La Bête" message "{quoted}" as critical'],
                           env=child_environment(), timeout=600)
        else:
            import shutil

            for command in (["zenity", "--error", "--title=La Bête", f"--text={text}"],
                            ["kdialog", "--title", "La Bête", "--error", text],
                            ["xmessage", "-center", text]):
                if shutil.which(command[0]):
                    subprocess.run(command, env=child_environment(), timeout=600)
                    break
    except (OSError, subprocess.SubprocessError, AttributeError):
        pass


class CrashWindow:
    """The message in a small window of its own (the game's window is closed by now)."""

    SIZE = (640, 300)
    BACKGROUND = (18, 30, 24)
    TEXT = (240, 232, 210)
    SOFT = (196, 206, 186)
    BUTTON = (212, 175, 92)
    BUTTON_TEXT = (40, 30, 22)

    def __init__(self, summary: str, path: Path | None) -> None:
        self.summary = summary
        self.path = path

    def run(self, seconds: float | None = None) -> None:
        """Show the window until it is closed (or for ``seconds``, for the tests)."""
        import pygame

        pygame.display.init()
        require_a_visible_display()
        pygame.font.init()
        try:
            fonts = asset_root() / "fonts"
            title = pygame.font.Font(str(fonts / "DejaVuSans-Bold.ttf"), 20)
            body = pygame.font.Font(str(fonts / "DejaVuSans.ttf"), 15)
            pygame.display.set_caption(_("La Bête: crash report"))
            try:
                pygame.display.set_icon(pygame.image.load(str(asset_root() / "icon" / "la-bete.png")))
            except (OSError, pygame.error):
                pass  # pygame's own icon then; the message matters, not the picture
            screen = pygame.display.set_mode(self.SIZE)
            buttons = self._buttons(body)
            deadline = None if seconds is None else time.monotonic() + seconds
            while deadline is None or time.monotonic() < deadline:
                self._draw(screen, title, body, buttons)
                pygame.display.flip()
                event = pygame.event.wait(100)
                if event.type == pygame.QUIT:
                    break
                if event.type == pygame.KEYDOWN and event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER):
                    break
                if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
                    clicked = next((name for name, _label, rect in buttons if rect.collidepoint(event.pos)), None)
                    if clicked == "close":
                        break
                    if clicked == "open" and self.path is not None:
                        try:
                            show_in_file_manager(self.path)
                        except OSError:
                            pass
        finally:
            pygame.display.quit()
            pygame.font.quit()

    def _buttons(self, font) -> list:
        """(name, label, rect) of each button, right-aligned at the bottom."""
        import pygame

        w, h = self.SIZE
        names = [("open", _("Show the report"))] if self.path is not None else []
        names.append(("close", _("Close")))
        buttons, right = [], w - 24
        for name, label in reversed(names):
            width = font.size(label)[0] + 36
            rect = pygame.Rect(right - width, h - 24 - 40, width, 40)
            buttons.append((name, label, rect))
            right = rect.left - 12
        return buttons

    def _draw(self, screen, title, body, buttons) -> None:
        import pygame

        screen.fill(self.BACKGROUND)
        w = self.SIZE[0]
        y = 24
        screen.blit(title.render(_("La Bête stopped because of an error"), True, self.TEXT), (24, y))
        y += 40
        lines = _wrap(self.summary, body, w - 48)[:3]
        lines.append("")
        if self.path is not None:
            lines.append(_("A crash report was written to:"))
            lines += _wrap(str(self.path), body, w - 48, break_anywhere=True)[:3]
        else:
            lines.append(_("No crash report could be written."))
        for line in lines:
            colour = self.TEXT if line == _("A crash report was written to:") else self.SOFT
            screen.blit(body.render(line, True, colour), (24, y))
            y += 22
        mouse = pygame.mouse.get_pos()
        for _name, label, rect in buttons:
            fill = tuple(min(255, c + 24) for c in self.BUTTON) if rect.collidepoint(mouse) else self.BUTTON
            pygame.draw.rect(screen, fill, rect, border_radius=6)
            text = body.render(label, True, self.BUTTON_TEXT)
            screen.blit(text, text.get_rect(center=rect.center))


def _wrap(text: str, font, width: int, break_anywhere: bool = False) -> list[str]:
    """Lines of ``text`` no wider than ``width``: at spaces, or anywhere (a long path)."""
    words = list(text) if break_anywhere else text.split(" ")
    joiner = "" if break_anywhere else " "
    lines: list[str] = []
    line = ""
    for word in words:
        candidate = word if not line else line + joiner + word
        if font.size(candidate)[0] <= width or not line:
            line = candidate
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines
