"""The app: one window, one main loop, and the screens it switches between.

The loop runs at 60 frames per second while something moves and sleeps while nothing does:
a scene is redrawn only when it says it is ``dirty``, and the loop ticks fast only while the
scene is ``busy`` (animating, waiting on a bot's pause) or a toast fades. An idle table costs
a few wake-ups per second.

Screens: the current scene (launcher, table, game over) and a stack of overlays above it (the
game menu, settings, rules). Only the top overlay gets input; the scene under an overlay is
paused and shown dimmed.

Tests drive the real loop a frame at a time with :meth:`App.step` / :meth:`App.run_frames`
after posting pygame events; ``realtime=False`` removes the sleeps.
"""

from __future__ import annotations

import argparse
import os
import secrets
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

import tabletop.games
from tabletop.rules import State
from tabletop.ui import app_saves, heap, journal, palette, sizing, slotlock, sound, storage
from tabletop.ui.autosaver import Autosaver
from tabletop.ui.resources import Resources
from tabletop.ui.safetext import safe_text
from tabletop.ui.scene import Scene, Seat
from tabletop.ui.settings import Settings
from tabletop.ui.table.botworker import frame_ends, frame_starts
from tabletop.ui.widgets import MIN_SIZE, Toast, dim, draw_too_small

if TYPE_CHECKING:
    from tabletop.rules import Game

FPS = 60
IDLE_FPS = 20  # wake-ups per second while nothing moves: input still feels immediate
DEFAULT_SIZE = (1280, 720)
FINISH_FRAMES = 600  # autoplay: frames allowed for the table to settle after game over
TITLE = "Tabletop"


class UsageError(ValueError):
    """A bad command line: printed as one line, exit status 2."""


# ----- the command line -----------------------------------------------------------------------


def bot_names() -> list[str]:
    """The bots the app offers (from tabletop.ai)."""
    import tabletop.ai

    return list(tabletop.ai.names())


def parse_seats(text: str) -> list[Seat]:
    """``human,bot:greedy`` -> seats; UsageError on anything else."""
    seats: list[Seat] = []
    names = bot_names()
    for part in text.split(","):
        kind, _, level = part.strip().partition(":")
        kind = kind.strip().lower()
        if kind == "human" and not level:
            seats.append(Seat("human"))
        elif kind == "human" and level.strip().lower() == "same":
            seats.append(Seat("human", same_person=True))
        elif kind == "bot":
            bot = level.strip() or "greedy"
            if bot not in names:
                raise UsageError(f"unknown bot {bot!r}; bots: {', '.join(names)}")
            seats.append(Seat("bot", bot))
        elif kind in names or part.strip() in names:  # "greedy" alone means a greedy bot
            seats.append(Seat("bot", part.strip()))
        else:
            raise UsageError(
                f"bad seat {part.strip()!r}: each seat is human, human:same (the person of the "
                "seat before) or bot[:NAME], such as bot:greedy:3"
            )
    return seats


def parse_seed(text: str | None) -> int | str:
    """A seed from the command line or the launcher; a random one when empty."""
    if text is None or not str(text).strip():
        return new_seed()
    text = str(text).strip()
    try:
        return int(text)
    except ValueError:
        return text


def new_seed() -> int:
    return secrets.randbelow(1_000_000)


def parse_size(text: str | None) -> tuple[int, int]:
    if not text:
        return DEFAULT_SIZE
    w, sep, h = text.lower().partition("x")
    if not sep or not w.strip().isdigit() or not h.strip().isdigit():
        raise UsageError(f"bad --size {text!r}: use WIDTHxHEIGHT, e.g. 1280x720")
    size = (int(w), int(h))
    if min(size) < 1 or max(size) > 16384:
        raise UsageError(f"bad --size {text!r}: each side from 1 to 16384 pixels")
    return size


def parse_options(items: list[str] | None, game: Game) -> dict[str, Any]:
    """The game's options from ``--option KEY=VALUE`` items (see :mod:`tabletop.options`)."""
    from tabletop.options import parse_options as parse

    try:
        return parse(items, game)
    except ValueError as exc:
        raise UsageError(str(exc)) from None


def check_game(game_id: str, seats: list[Seat]) -> Game:
    try:
        game = tabletop.games.get(game_id)
    except KeyError:
        known = ", ".join(tabletop.games.ids())
        raise UsageError(f"unknown game {game_id!r}; games: {known}") from None
    if len(seats) not in game.player_counts:
        counts = " or ".join(map(str, game.player_counts))
        raise UsageError(f"{game.title} is played by {counts} players, not {len(seats)}.")
    return game


# ----- the app --------------------------------------------------------------------------------


class App:
    """The window, the loop, and the verbs screens call (see docs of the UI contract)."""

    def __init__(
        self,
        size: tuple[int, int] = DEFAULT_SIZE,
        *,
        fast: bool = False,
        autoplay: bool = False,
        realtime: bool = True,
        raise_errors: bool = False,
        screenshot: str | os.PathLike[str] | None = None,
        max_frames: int | None = None,
        settings: Settings | None = None,
    ) -> None:
        self.fast = fast
        self.autoplay = autoplay
        self.realtime = realtime
        self.raise_errors = raise_errors
        self.screenshot_path = Path(screenshot) if screenshot else None
        self.max_frames = max_frames
        # --fast leaves the settings alone (they may be saved): the table reads app.fast.
        self.settings = settings if settings is not None else Settings.load()
        palette.set_mode(self.settings.palette)  # before anything is drawn in its colours
        self.res = Resources()
        self.sound = sound.SoundBoard(lambda: self.settings)  # started after the first frame
        self.running = True
        self.exit_code = 0
        self.frames = 0
        self.draws = 0  # frames that were drawn and flipped
        self.scene: Scene | None = None
        self.overlays: list[Scene] = []
        self.game: tuple[State, list[Seat]] | None = None  # the game at the table, if any
        # where the game at the table is autosaved (None: nowhere); resume() sets it
        self._save_path: Path | None = None
        self.launcher_choice: Any = None  # what the launcher last showed (launcher.py)
        self.swallow_text = False  # drop the next TEXTINPUT: its key pressed a button
        self.toasts: list[Toast] = []
        self.saver = storage.BackgroundWriter()  # the autosave, written off the main thread
        self.autosaver = Autosaver(self.saver, self.toast)  # its journal and its saves
        storage.remove_stale_temps()  # left by a write that a crash or a kill interrupted
        if not autoplay:  # journals a killed app left: into their saves (journal.py)
            journal.recover()
        if not autoplay:  # an earlier version's single autosave goes to its game's slot
            self._adopt_legacy_autosave()
        self.make_table: Callable[[State, list[Seat]], Scene] = self._make_table
        self.frame_times: list[float] = []  # seconds of work per frame, when recording
        self.record_frame_times = False
        self._finishing: int | None = None  # autoplay: frames since game over
        self._backdrop: pygame.Surface | None = None
        self._windowed_size = size
        self._needs_draw = True
        self._first_flip = True
        self._last_tick = time.perf_counter()
        self._screenshot_written = False
        self._errors: list[float] = []  # when screens failed lately (see _recover)

        pygame.display.init()
        pygame.font.init()
        pygame.display.set_caption(TITLE)
        icon = self.res.try_image("ui/icon.png")
        if icon is not None:
            pygame.display.set_icon(icon)
        self.clock = pygame.time.Clock()
        self.screen = self._set_mode(size, self.settings.fullscreen)
        if os.environ.get("TABLETOP_STARTUP_PROBE"):  # benchmarks/frame_time.py: the window
            print(f"TABLETOP_WINDOW {time.time():.6f}", flush=True)

    # ----- sizes -------------------------------------------------------------------------------

    @property
    def window_size(self) -> tuple[int, int]:
        return self.screen.get_size()

    @property
    def size(self) -> tuple[int, int]:
        """The size screens lay out for: the window, but never below the usable minimum."""
        w, h = self.window_size
        return max(w, MIN_SIZE[0]), max(h, MIN_SIZE[1])

    @property
    def too_small(self) -> bool:
        w, h = self.window_size
        return w < MIN_SIZE[0] or h < MIN_SIZE[1]

    @property
    def scale(self) -> float:
        return sizing.app_scale(self, self.size)  # with the player's text and interface size

    def _set_mode(self, size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
        if fullscreen:
            try:
                return pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            except pygame.error:
                self.settings.fullscreen = False
        return pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        """F11: between a window and the whole screen (remembered in the settings)."""
        full = not self.settings.fullscreen
        if full:
            self._windowed_size = self.window_size
        self.settings.fullscreen = full
        try:
            self.screen = self._set_mode(self._windowed_size, full)
        except pygame.error as exc:
            self.settings.fullscreen = False
            self.screen = pygame.display.set_mode(self._windowed_size, pygame.RESIZABLE)
            self.toast(f"Fullscreen is not available here ({exc}).")
        if full and not self.settings.fullscreen:
            self.toast("Fullscreen is not available here.")
        self.settings.save()
        self._resized()

    def _resize_to(self, size: tuple[int, int]) -> None:
        if self.settings.fullscreen:
            return
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if pygame.display.get_surface() is None or self.window_size != size:
            self.screen = pygame.display.set_mode(size, pygame.RESIZABLE)
        else:
            self.screen = pygame.display.get_surface()
        self._windowed_size = size
        self._resized()

    def _resized(self) -> None:
        self._backdrop = None
        self._needs_draw = True
        if self.too_small:
            return  # screens keep their last usable layout; the notice covers them
        for scene in [self.scene, *self.overlays]:
            if scene is not None:
                self._guard(scene.resize, self.size)

    # ----- switching screens -------------------------------------------------------------------

    def switch(self, scene: Scene) -> None:
        """Make ``scene`` the current screen (closing overlays; the old scene leaves)."""
        for overlay in reversed(self.overlays):
            self._leave(overlay)
        self.overlays.clear()
        if self.scene is not None and self.scene is not scene:
            self._leave(self.scene)
        self.scene = scene
        self._backdrop = None
        self._needs_draw = True
        scene.dirty = True

    def push_overlay(self, overlay: Scene) -> None:
        if not self.overlays:
            self._backdrop = None
        self.overlays.append(overlay)
        self._needs_draw = True

    def close_overlay(self, overlay: Scene | None = None) -> None:
        """Close ``overlay`` (default: the top one) and everything above it."""
        if not self.overlays:
            return
        index = (
            len(self.overlays) - 1
            if overlay is None
            else self.overlays.index(overlay)
            if overlay in self.overlays
            else None
        )
        if index is None:
            return
        for closing in reversed(self.overlays[index:]):
            self._leave(closing)
        del self.overlays[index:]
        self._needs_draw = True
        if self.scene is not None:
            self.scene.dirty = True

    def _leave(self, scene: Scene) -> None:
        leave = getattr(scene, "leave", None)
        if leave is not None:
            try:
                leave()
            except Exception:
                if self.raise_errors:
                    raise
                traceback.print_exc()

    def quit(self) -> None:
        self.running = False

    def _adopt_legacy_autosave(self) -> None:
        from tabletop.ui import slots

        try:
            note = slots.adopt_legacy()
        except OSError:
            note = ""
        if note:
            self.toast(note)

    def open_launcher(self) -> None:
        from tabletop.ui.launcher import LauncherScene

        app_saves.keep_picture(self)  # the Load list shows the table as it was left
        if self.realtime and not self.fast:
            heap.freeze_once()  # everything long-lived is loaded now (heap.py)
        self.game = None
        self.flush_saves()  # the launcher shows what Continue would resume
        self.switch(LauncherScene(self))

    def open_menu(self) -> None:
        """The Esc menu over the table: resume, save, load, rules, settings, quit."""
        from tabletop.ui.menu import MenuOverlay

        if any(isinstance(o, MenuOverlay) for o in self.overlays):
            return
        self.push_overlay(MenuOverlay(self))

    def open_settings(self) -> None:
        from tabletop.ui.settings_screen import SettingsOverlay

        self.push_overlay(SettingsOverlay(self))

    def open_rules(self, game_id: str) -> None:
        from tabletop.ui.rulesview import RulesOverlay

        self.push_overlay(RulesOverlay(self, game_id))

    # ----- games -------------------------------------------------------------------------------

    def _make_table(self, state: State, seats: list[Seat]) -> Scene:
        from tabletop.ui.table import TableScene

        return TableScene(self, state, seats)

    def start_game(
        self,
        game_id: str,
        seats: list[Seat],
        seed: int | str | None = None,
        players: int | None = None,
        options: dict[str, Any] | None = None,
    ) -> State:
        """A new game at the table (``options``: the game's options chosen in the launcher).
        Raises ValueError (KeyError for an unknown game). Where it is autosaved, and what
        happens to a game in progress there: slots.claim."""
        game = tabletop.games.get(game_id)
        state = game.setup(
            new_seed() if seed is None else seed, players=players or len(seats), **(options or {})
        )
        app_saves.keep_picture(self)  # leaving a table for a new game: its picture
        self.resume(state, list(seats), None)  # a table that fails to open moves no file
        note = ""
        if not self.autoplay:  # autoplay touches no file
            self.save_path, note = app_saves.claim(self, state, list(seats))
        self.autosave(state, list(seats))
        if note:
            self.toast(note)
        return state

    def resume(self, state: State, seats: list[Seat], save_path: Path | None | bool = True) -> None:
        """Sit down at the table of an existing game, autosaved to ``save_path`` after every
        action (True: its game's slot; None: not saved)."""
        self.game = (state, list(seats))
        if save_path is True:
            save_path = storage.autosave_path(state.game.id)
        self.save_path = save_path or None
        self.switch(self.make_table(state, list(seats)))
        if self.save_path is not None:
            self.autosave(state, list(seats))  # the save and a new journal, as the table opens

    @property
    def save_path(self) -> Path | None:
        return self._save_path

    @save_path.setter
    def save_path(self, path: Path | None) -> None:
        """Where the game at the table is autosaved; its lock is held meanwhile, so that a
        second window cannot play the same game (slotlock.py)."""
        self._save_path = path
        if not self.autoplay:  # a headless run writes no save: it holds no lock either
            slotlock.HELD.keep_only(path)

    def autosave(self, state: State, seats: list[Seat]) -> None:
        """Called by the table after every action, before it shows it: Continue resumes
        exactly here. A line in the journal now (about 30 us); the full save from time to
        time on a worker thread (autosaver.py)."""
        self.game = (state, list(seats))
        if self.autoplay or self.save_path is None:
            return  # a headless run must never replace a person's game to Continue
        self.autosaver.saved(self.save_path, state, seats)

    def flush_saves(self) -> None:
        """Wait until the save on disk holds the whole game (its journal then goes)."""
        if not self.autosaver.checkpoint():
            self.toast("Saving the game is taking very long: is the disk full or slow?")

    def continue_game(self, game_id: str) -> bool:
        """Resume ``game_id``'s game in progress; on a bad file, a toast (the file is left
        alone)."""
        return app_saves.continue_game(self, game_id)

    def continue_campaign(self, game_id: str) -> bool:
        """Resume ``game_id``'s campaign from its own file; a damaged one: a toast, the file
        left alone."""
        return app_saves.continue_campaign(self, game_id)

    def load_file(self, path: str | os.PathLike[str]) -> bool:
        """Open a save file. A bad file: a toast, and the player stays where they are."""
        return app_saves.load_file(self, path)

    def save_file(self, path: str | os.PathLike[str]) -> Path | None:
        """Save the game at the table to ``path`` (and its picture); a toast says so."""
        return app_saves.save_file(self, path)

    def game_over(self, state: State, seats: list[Seat]) -> None:
        """Called by the table when the game ends: the result screen (autoplay: exit 0)."""
        self.game = (state, list(seats))
        if not self.autoplay and self.save_path is not None:
            self.saver.clear(self.save_path)
            self.save_path = None  # nothing left to write: its lock goes too
        if self.autoplay:
            if self._finishing is None:
                self._finishing = 0
            return
        from tabletop.ui.gameover import GameOverScene
        from tabletop.ui.handover import GameOverHandover

        picture = self.screen.copy()
        if self.scene is not None and not self.too_small:
            self._guard(self.scene.draw, picture)
        made_later = self.realtime and not self.fast  # made over a few frames: handover.py
        maker = GameOverHandover if made_later else GameOverScene
        self.switch(maker(self, state, list(seats), picture))

    def toast(self, text: str) -> None:
        """A short message at the bottom of the window (errors such as a bad save)."""
        text = safe_text(text, max_lines=6)  # from files and errors: make it drawable (safetext)
        self.toasts = [Toast(text)]  # the newest message replaces the one on screen
        self._needs_draw = True
        if self.autoplay or self.raise_errors:
            print(f"tabletop: {text}", file=sys.stderr)

    # ----- the loop ----------------------------------------------------------------------------

    def run(self) -> int:
        """Run until quit; the exit status (1 if autoplay hit --max-frames first)."""
        while self.running:
            self.step()
            if self.max_frames is not None and self.frames >= self.max_frames and self.running:
                if self.autoplay:
                    print(
                        f"tabletop: stopped after {self.frames} frames before the game was over",
                        file=sys.stderr,
                    )
                    self.exit_code = 1
                self.running = False
        if self.screenshot_path and not self._screenshot_written:
            self._draw(force=True)
            self.save_screenshot(self.screenshot_path)
        return self.exit_code

    def run_frames(self, n: int) -> None:
        """Run ``n`` frames of the real loop (or fewer, if the app quits)."""
        for _ in range(n):
            if not self.running:
                break
            self.step()

    def step(self) -> None:
        """One frame: events, update, draw if anything changed, then sleep as fits."""
        start = time.perf_counter()
        frame_starts()  # a bot searching on its worker thread waits until the frame is made
        try:
            self._frame(start)
        finally:
            frame_ends()
        if self.running and self.realtime and not self.fast:
            self.clock.tick(FPS if self._busy() else IDLE_FPS)

    def _frame(self, start: float) -> None:
        dt = min(0.1, start - self._last_tick)
        self._last_tick = start
        if self.fast or not self.realtime:
            dt = 1.0 / FPS  # simulated time: tests and --fast runs are deterministic
        for event in pygame.event.get():
            self._dispatch(event)
            if not self.running:
                return
        self._update(dt)
        self._draw()
        self._finish_autoplay()
        self.frames += 1
        if self.record_frame_times:
            self.frame_times.append(time.perf_counter() - start)

    def _busy(self) -> bool:
        if self._needs_draw or any(t.fading for t in self.toasts):
            return True
        top = self.overlays[-1] if self.overlays else self.scene
        return top is not None and bool(top.dirty or top.busy)

    def _dispatch(self, event: pygame.event.Event) -> None:
        if event.type == pygame.TEXTINPUT and self.swallow_text:
            self.swallow_text = False  # the text of a key that pressed a button (keynav.py)
            return
        if event.type in (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
            self.swallow_text = False
        if event.type == pygame.QUIT:
            self.quit()
            return
        if event.type == pygame.VIDEORESIZE:
            self._resize_to(event.size)
            return
        if event.type in (
            pygame.WINDOWSIZECHANGED,
            pygame.WINDOWEXPOSED,
            pygame.WINDOWRESTORED,
            pygame.WINDOWMAXIMIZED,
        ):
            surface = pygame.display.get_surface()
            if surface is not None and surface.get_size() != self.window_size:
                self.screen = surface
                self._resized()
            self._needs_draw = True
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if self.too_small and event.type in (
            pygame.MOUSEBUTTONDOWN,
            pygame.MOUSEBUTTONUP,
            pygame.MOUSEMOTION,
            pygame.MOUSEWHEEL,
            pygame.KEYDOWN,
            pygame.KEYUP,
            pygame.TEXTINPUT,
        ):
            return  # nothing is visible to act on
        if self.overlays:
            self._guard(self.overlays[-1].handle, event)
            return
        if self.scene is None:
            return
        if (
            event.type == pygame.KEYDOWN
            and event.key == pygame.K_ESCAPE
            and getattr(self.scene, "escape_menu", True)
        ):
            self.open_menu()
            return
        self._guard(self.scene.handle, event)

    def _update(self, dt: float) -> None:
        error = self.saver.take_error()
        if error is not None:
            self.toast(storage.autosave_trouble(error))
        for toast in self.toasts:
            toast.age += dt
            if toast.fading:
                self._needs_draw = True
        if any(not t.alive for t in self.toasts):
            self.toasts = [t for t in self.toasts if t.alive]
            self._needs_draw = True
        if self.overlays:
            self._guard(self.overlays[-1].update, dt)  # the scene below is paused
        elif self.scene is not None:
            self._guard(self.scene.update, dt)

    def _draw(self, force: bool = False) -> None:
        top = self.overlays[-1] if self.overlays else self.scene
        if top is None:
            return
        if not (force or self._needs_draw or top.dirty):
            return
        surface = self.screen
        if self.too_small:
            draw_too_small(surface, self.res)
        elif self.overlays:
            if self._backdrop is None or self._backdrop.get_size() != surface.get_size():
                if self.scene is not None:
                    self._guard(self.scene.draw, surface)
                self._backdrop = dim(surface)
            surface.blit(self._backdrop, (0, 0))
            self._guard(top.draw, surface)
        else:
            self._guard(top.draw, surface)
        shown = self.toasts
        if not self.too_small and shown:
            try:  # what the message must not cover (a courtesy: never a crash)
                avoid = top.toast_avoid() if hasattr(top, "toast_avoid") else []
            except Exception:
                avoid = []
            for toast in shown:  # in the guard: a bad message never crashes the app
                self._guard(toast.draw, surface, self.res, self.scale, avoid)
        top.dirty = False
        if self.scene is not None and not self.overlays:
            self.scene.dirty = False
        self._needs_draw = self.toasts is not shown  # a message failed: draw its replacement
        pygame.display.flip()
        self.draws += 1
        if self._first_flip:
            self._first_flip = False
            self.sound.start()  # on a worker thread: the mixer and the files, off this frame
            probe = os.environ.get("TABLETOP_STARTUP_PROBE")
            if probe:  # benchmarks/frame_time.py measures start-up to this line
                print(f"TABLETOP_FIRST_FRAME {time.time():.6f}", flush=True)
                if probe == "exit":
                    self.quit()

    def _finish_autoplay(self) -> None:
        """After game over in autoplay: let the table settle, take the picture, exit 0."""
        if self._finishing is None:
            return
        self._finishing += 1
        scene_busy = self.scene is not None and self.scene.busy
        if scene_busy and self._finishing < FINISH_FRAMES:
            return
        self._draw(force=True)
        if self.screenshot_path:
            self.save_screenshot(self.screenshot_path)
        self.exit_code = 0
        self.running = False

    def save_screenshot(self, path: str | os.PathLike[str]) -> Path:
        """Save what the window shows now as a PNG."""
        path = Path(path)
        if path.parent and not path.parent.exists():
            path.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(self.screen, str(path))
        self._screenshot_written = True
        return path

    # ----- errors ------------------------------------------------------------------------------

    def _guard(self, func: Callable[..., Any], *args: Any) -> Any:
        """Run a screen's code; a failure returns to the launcher with a message (tests and
        autoplay re-raise it)."""
        try:
            return func(*args)
        except Exception as exc:
            if self.raise_errors:
                raise
            self._recover(exc)
            return None

    def _recover(self, exc: Exception) -> None:
        traceback.print_exc()
        now = time.perf_counter()
        self._errors = [t for t in self._errors if now - t < 2.0] + [now]
        if len(self._errors) >= 3:
            raise exc  # failing again and again, even in the launcher: give up loudly
        self.open_launcher()
        self.toast(
            f"Something went wrong ({type(exc).__name__}: {exc}). The game was "
            "autosaved before it: Continue resumes it."
        )

    def close(self) -> None:
        self.autosaver.checkpoint()
        try:  # quitting at the table: the Load list's picture (a nicety: never fail here)
            if pygame.display.get_surface() is self.screen and not self.too_small:
                app_saves.keep_picture(self)
        except (pygame.error, OSError):
            pass
        for scene in [*reversed(self.overlays), self.scene]:
            if scene is not None:
                self._leave(scene)
        self.overlays.clear()
        self.sound.close()
        if not self.autoplay:
            slotlock.HELD.release()
        pygame.display.quit()


# ----- entry point ----------------------------------------------------------------------------


def check_screenshot_path(path: str | None) -> None:
    """Fail before the game, not after it, when the screenshot cannot be written."""
    if not path:
        return
    target = Path(path)
    if target.suffix.lower() != ".png":
        raise UsageError(f"--screenshot must name a .png file, not {path!r}")
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=target.parent):
            pass
    except OSError as exc:
        raise UsageError(f"cannot write the screenshot to {path!r} ({exc.strerror})") from None


def main(args: argparse.Namespace | None = None) -> int:
    """``tabletop`` (the launcher) and ``tabletop play GAME ...``; returns the exit status."""
    command = getattr(args, "command", None)
    try:
        size = parse_size(getattr(args, "size", None))
        if command == "play":
            seats = parse_seats(args.seats)
            options = parse_options(getattr(args, "option", None), check_game(args.game, seats))
            seed = parse_seed(args.seed)
            max_frames = args.max_frames
            if max_frames is not None and max_frames < 1:
                raise UsageError("--max-frames must be at least 1")
            if getattr(args, "autoplay", False) and any(s.is_human for s in seats):
                raise UsageError("--autoplay needs bots in every seat, e.g. --seats bot,bot")
            check_screenshot_path(getattr(args, "screenshot", None))
        elif command == "replay":
            from tabletop.ui.replay_scene import read_for_replay

            check_screenshot_path(getattr(args, "screenshot", None))
            replay = read_for_replay(args.file, args.seat, args.max_frames)
    except UsageError as exc:
        print(f"tabletop: {safe_text(exc, newlines=False)}", file=sys.stderr)
        return 2
    autoplay = bool(getattr(args, "autoplay", False))
    app = App(
        size,
        fast=bool(getattr(args, "fast", False)),
        autoplay=autoplay,
        raise_errors=autoplay or bool(os.environ.get("TABLETOP_DEBUG")),
        screenshot=getattr(args, "screenshot", None),
        max_frames=getattr(args, "max_frames", None),
    )
    try:
        if command == "play":
            try:
                app.start_game(args.game, seats, seed, options=options)
            except ValueError as exc:
                print(f"tabletop: {safe_text(exc, newlines=False)}", file=sys.stderr)
                return 2
            tool = getattr(args, "screenshot", None)  # a picture taken by a tool, not a start
            if not autoplay and not tool:  # the launcher opens next time as it was started
                from tabletop.ui import launcher_memory

                launcher_memory.remember_start(args.game, seats, options)
        elif command == "replay":
            replay.open(app)
        else:
            app.open_launcher()
        return app.run()
    except Exception as exc:
        from tabletop.cli import report_crash

        report_crash(exc)  # one line (TABLETOP_DEBUG: the traceback)
        return 1
    finally:
        app.close()
