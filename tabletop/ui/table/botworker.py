"""Bots think on a worker thread, so that the table keeps producing frames while they do.

Why: a greedy bot takes 3-8 ms per decision and sometimes 25-40 ms; inside a frame that is a
frame or two lost. The bot is handed ``state.view(seat)`` (a JSON-safe copy), never the state,
so the table may read the state meanwhile, and nothing mutates it until the answer is applied on
the main thread. A bot's choice depends only on the view and its own seed, so the game is the
same whichever thread computes it and however long it takes.

The GIL: bots are pure Python, so the two threads take turns, and the main thread must not wait
long for its turn:

- while a bot thinks, the interpreter's switch interval (5 ms by default: how long a thread
  waiting for the GIL waits before it asks the holder to let go) is lowered to
  :data:`SWITCH_INTERVAL`, and restored when no bot thinks any more;
- each decision gets its own thread, started with ``_thread.start_new_thread``, which returns
  at once (``threading.Thread.start`` waits until the new thread has run, which made the
  asking frame wait for milliseconds on a busy machine); a thread per decision also means a
  bot that is slow, or never returns, holds up nothing but its own decision;
- the thread waits :data:`START_DELAY` before it starts, so that the frame that asked finishes
  first; the table asks from a frame that draws nothing and applies the answer after its
  pacing delay (TableScene.update), so thinking overlaps only cheap frames.

``--fast`` autoplay thinks on the main thread instead (``wait=True``): no frame needs keeping
there, and every run then takes the same frames.
"""

from __future__ import annotations

import _thread
import sys
import threading
import time
from collections.abc import Callable, Hashable
from dataclasses import dataclass, field
from typing import Any

from tabletop.rules import Action

SWITCH_INTERVAL = 0.0005  # seconds; the interpreter's default is 0.005
FRAME_WAIT_LIMIT = 0.05  # seconds a searching bot waits at most for a frame to be drawn

# The frame gate: clear while the main loop makes a frame (App.step), set between frames. A
# searching bot (ISMCTS) waits on it between iterations, so that a frame never waits for the
# GIL behind a search; a greedy bot's few milliseconds need no gate.
_frame_free = threading.Event()
_frame_free.set()


def frame_starts() -> None:
    _frame_free.clear()


def frame_ends() -> None:
    _frame_free.set()


def between_frames() -> None:
    """Wait (on the bot's thread) until no frame is being made; never long."""
    if not _frame_free.is_set():
        _frame_free.wait(FRAME_WAIT_LIMIT)


START_DELAY = 0.002  # seconds the worker lets the asking frame finish before it starts

_switch_lock = threading.Lock()
_thinking = 0  # decision threads alive (across tables)
_saved_interval: float | None = None


def _enter_thinking() -> None:
    global _thinking, _saved_interval
    with _switch_lock:
        if _thinking == 0:
            _saved_interval = sys.getswitchinterval()
            sys.setswitchinterval(min(_saved_interval, SWITCH_INTERVAL))
        _thinking += 1


def _leave_thinking() -> None:
    global _thinking, _saved_interval
    with _switch_lock:
        _thinking -= 1
        if _thinking == 0 and _saved_interval is not None:
            sys.setswitchinterval(_saved_interval)
            _saved_interval = None


@dataclass
class Thought:
    """One decision being thought about: ``action`` or ``error`` once ``done``."""

    key: Hashable  # what the table asked about (a stale answer is never applied)
    bot: Any
    view: dict[str, Any]
    action: Action | None = None
    error: Exception | None = None
    finished: threading.Event = field(default_factory=threading.Event)
    cancelled: bool = False  # nobody wants the answer any more: skipped if not started
    warmed: bool = False  # the table queued the chosen card's pictures (see TableScene.update)

    @property
    def done(self) -> bool:
        return self.finished.is_set()

    def run(self) -> None:
        """``bot.choose(view)``, keeping an exception instead of raising it."""
        try:
            if not self.cancelled:
                self.action = self.bot.choose(self.view)
        except Exception as err:  # a bot bug must not kill the table: it reports it
            self.error = err
        finally:
            self.finished.set()


def _think(thought: Thought) -> None:
    """A decision's thread (not joined at exit, like a daemon thread)."""
    try:
        if not thought.cancelled:
            time.sleep(START_DELAY)
        thought.run()
    finally:
        _leave_thinking()


def _submit(thought: Thought) -> None:
    _enter_thinking()  # before the thread may run: it must not hold the GIL for 5 ms
    try:
        _thread.start_new_thread(_think, (thought,))
    except BaseException:
        _leave_thinking()
        raise


class BotWorker:
    """The table's one pending bot decision, computed off the main thread."""

    def __init__(self) -> None:
        self.current: Thought | None = None

    def ask(
        self,
        key: Hashable,
        bot: Any,
        view: Callable[[], dict[str, Any]],
        wait: bool = False,
    ) -> Thought:
        """The thought about ``key``: the one under way, else a new one about ``view()`` (called
        only then, on this thread: the view is a copy the bot may keep).

        ``wait=True`` thinks on the calling thread instead.
        """
        thought = self.current
        if thought is not None and thought.key == key:
            return thought
        self.cancel()
        thought = Thought(key, bot, view())
        self.current = thought
        if wait:
            thought.run()
        else:
            _submit(thought)
        return thought

    def cancel(self) -> None:
        """Forget the pending decision (the state changed); one being computed finishes and
        is dropped, one not started yet is skipped."""
        if self.current is not None:
            self.current.cancelled = True
        self.current = None

    @property
    def thinking(self) -> bool:
        return self.current is not None and not self.current.done

    def wait(self, timeout: float | None = None) -> bool:
        """Block until the pending decision is done (tests); False on timeout."""
        thought = self.current
        return thought is None or thought.finished.wait(timeout)


__all__ = ["SWITCH_INTERVAL", "BotWorker", "Thought"]
