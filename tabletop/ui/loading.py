"""Loading a long save without freezing the window.

A save is replayed move by move (saves.load): a real game's few hundred moves take a few
milliseconds, but a file of 20,000 moves takes seconds. So the app's Load and Continue run the
load on a worker thread (``load_with_progress``); if it is not done within ``SHOW_AFTER``
seconds, the main thread keeps drawing frames: the screen as it was, dimmed, with a small
"Loading your game… 40%" panel that follows the replay (saves.reporting). During the load the
window stays alive: it can be resized, Esc stops the load (the player stays where they were),
closing the window stops it and quits. Clicks and keys meant for the table are dropped: the
table behind is only a picture until the load is over.

The worker touches only the state it builds; the main thread draws only what was on the
screen. Any error of the load is raised again in the caller's thread, as if there had been no
thread at all.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import pygame

from tabletop.rules import LoadError, saves
from tabletop.ui.widgets import CREAM, GOLD, GOLD_DIM, MUTED, WOOD_DARK, dim, px

if TYPE_CHECKING:
    from tabletop.ui.app import App

T = TypeVar("T")
SHOW_AFTER = 0.3  # seconds: a load that ends sooner shows nothing
FPS = 30  # frames per second while the panel shows (enough for a bar; leaves the CPU to the load)
STOPPED = "You stopped loading it: nothing changed."


@dataclass
class Progress:
    """How far the replay is, written by the worker and read by the main thread (plain ints:
    a torn read is impossible in CPython). ``stop`` asks the worker to stop."""

    done: int = 0
    total: int = 0
    stop: bool = False

    def __call__(self, done: int, total: int) -> None:
        self.done, self.total = done, total
        if self.stop:
            raise LoadError(STOPPED)

    @property
    def fraction(self) -> float:
        return min(1.0, self.done / self.total) if self.total else 0.0


@dataclass
class LoadPanel:
    """The small panel in the middle of the window while a long load runs."""

    title: str = "Loading your game…"

    def words(self, progress: Progress) -> str:
        return f"{self.title} {round(progress.fraction * 100)}%"

    def draw(self, app: App, surface: pygame.Surface, progress: Progress) -> pygame.Rect:
        scale = app.scale
        w, h = surface.get_size()
        title = app.res.text(self.words(progress), max(14, px(22, scale)), CREAM)
        hint = app.res.text("Esc stops loading", max(11, px(15, scale)), MUTED)
        bar_w = max(title.get_width(), px(320, scale))
        bar_h = px(12, scale)
        pad = px(24, scale)
        box = pygame.Rect(0, 0, bar_w + 2 * pad, title.get_height() + hint.get_height())
        box.height += bar_h + 2 * pad + px(24, scale)
        box.center = (w // 2, h // 2)
        radius = px(12, scale)
        pygame.draw.rect(surface, WOOD_DARK, box, border_radius=radius)
        pygame.draw.rect(surface, GOLD, box, max(1, px(2, scale)), border_radius=radius)
        y = box.y + pad
        surface.blit(title, title.get_rect(midtop=(box.centerx, y)))
        y += title.get_height() + px(12, scale)
        bar = pygame.Rect(box.x + pad, y, bar_w, bar_h)
        pygame.draw.rect(surface, GOLD_DIM, bar, 1, border_radius=bar_h // 2)
        filled = bar.copy()
        filled.width = max(bar_h, round(bar_w * progress.fraction))
        pygame.draw.rect(surface, GOLD, filled, border_radius=bar_h // 2)
        y += bar_h + px(12, scale)
        surface.blit(hint, hint.get_rect(midtop=(box.centerx, y)))
        return box


@dataclass
class Stats:
    """What the last long load did (for tests and benchmarks)."""

    frames: int = 0  # frames drawn while the panel showed
    events: int = 0  # events handled meanwhile
    seconds: float = 0.0
    shown: bool = False


last = Stats()


def load_with_progress(app: App, work: Callable[[], T], title: str = "Loading your game…") -> T:
    """``work()`` (a load: storage.load_file, storage.read_autosave) on a worker thread, with
    the progress panel after ``SHOW_AFTER`` seconds; its result, or its error raised here."""
    global last
    progress = Progress()
    box: dict[str, object] = {}
    done = threading.Event()

    def run() -> None:
        try:
            with saves.reporting(progress):
                box["value"] = work()
        except BaseException as exc:  # noqa: BLE001 - raised again in the caller's thread
            box["error"] = exc
        finally:
            done.set()

    start = time.perf_counter()
    last = Stats()
    worker = threading.Thread(target=run, name="load", daemon=True)
    worker.start()
    if not done.wait(SHOW_AFTER):
        _show_until_done(app, done, progress, LoadPanel(title))
    worker.join()
    last.seconds = time.perf_counter() - start
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box["value"]  # type: ignore[return-value]


def _show_until_done(app: App, done: threading.Event, progress: Progress, panel: LoadPanel) -> None:
    """The frames drawn while the worker loads: the screen as it was, dimmed, and the panel."""
    last.shown = True
    backdrop = dim(app.screen.copy(), blur=False)
    while True:
        for event in pygame.event.get():
            last.events += 1
            if event.type == pygame.QUIT:
                progress.stop = True
                app.quit()  # the load stops at its next report; then the app closes
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
                progress.stop = True
            elif event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
                app._dispatch(event)  # the window's new size: the screen follows it
        if app.screen.get_size() != backdrop.get_size():  # resized: the picture follows
            # (not the screen laid out anew: that needs its update, which would let a table's
            # bots play on during the load)
            backdrop = pygame.transform.smoothscale(backdrop, app.screen.get_size())
        app.screen.blit(backdrop, (0, 0))
        panel.draw(app, app.screen, progress)
        pygame.display.flip()
        last.frames += 1
        app.draws += 1
        if done.wait(1.0 / FPS):  # sleeping here leaves the CPU to the load
            break
    app._needs_draw = True  # the next frame draws the real screen again
