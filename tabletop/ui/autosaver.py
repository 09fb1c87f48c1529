"""When the game at the table is written: its journal after every action, its save from time
to time (journal.py says what each holds).

- A table that opens (a new game, Continue, Load) writes its save at once, on the main thread
  (a few milliseconds, while the table opens), with the mark of a new journal, then starts
  that journal: from then on the disk holds every action.
- Every action is one line appended to the journal, before the table shows it (about 20 us).
  The background writer syncs the journal to the disk in batches.
- Every :data:`FULL_EVERY_ACTIONS` actions or :data:`FULL_EVERY_SECONDS` seconds the full save
  goes to the background writer with the journal's mark; once it is on disk the journal starts
  again with the lines the save lacks (a temp file renamed over it, about 0.1 ms).
- Leaving the table or quitting (:meth:`Autosaver.checkpoint`) writes the full save, waits for
  it, and removes the journal.
- A game that ends removes its save, its picture and its journal: nothing is left to continue
  (the last action is not journaled, so a kill before the removal leaves the game one action
  before its end, never a finished game to continue).
- A journal that cannot be written (a full disk, a read-only folder) says so once and falls
  back to a full save after every action, as before there was a journal; the game goes on.

``TABLETOP_JOURNAL_PROBE=FILE`` (for the kill test) appends ``<history length> <checksum>``
to FILE after each journal line is written, so a test can tell what the disk held for sure
(and ``over <history length>`` when the game ended and its files are being removed).
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from tabletop.rules import State
from tabletop.ui import storage
from tabletop.ui.journal import Journal, journal_path, new_id
from tabletop.ui.scene import Seat

FULL_EVERY_ACTIONS = 32
FULL_EVERY_SECONDS = 10.0
SYNC_DELAY = 0.5  # seconds: the journal's lines reach the disk (fsync) in batches this often
PROBE_ENV = "TABLETOP_JOURNAL_PROBE"


class Autosaver:
    """The autosave of the game at the table (App.autosave, flush_saves and close call it)."""

    def __init__(self, writer: storage.BackgroundWriter, toast: Callable[[str], None]) -> None:
        self.writer = writer
        self.toast = toast
        self.path: Path | None = None
        self.state: State | None = None
        self.seats: list[Seat] = []
        self.journal: Journal | None = None
        self.off = False  # the journal could not be written: a full save after every action
        self.retry_in = 0  # actions until the journal is tried again, when off
        self.since_full = 0  # actions since the last full save was sent
        self.full_at = time.monotonic()
        self.in_flight: dict[str, Any] | None = None  # the mark of the save being written
        self._landed: dict[str, Any] | None = None  # set on the writer's thread
        self._landed_lock = threading.Lock()
        self._probe = os.environ.get(PROBE_ENV) or None
        self.timings: list[float] = []  # seconds of main thread per journaled action, if kept
        self.keep_timings = False

    # ----- after every action ---------------------------------------------------------------

    def saved(self, path: Path, state: State, seats: list[Seat]) -> None:
        """The table applied an action (or took one back, or opened): put it on disk."""
        started = time.perf_counter()
        path = Path(path)
        if path != self.path or state is not self.state:
            self._leave()
            self.path, self.state, self.off = path, state, False
        self.seats = list(seats)
        if state.is_over:
            self._leave()
            self.writer.clear(path)  # nothing to continue: the save, its picture, its journal
            self._tell_probe(f"over {len(state.history)}\n")
            return
        if self.journal is None:
            self.retry_in -= 1
            if not self.off or self.retry_in <= 0:
                self._start()  # a table that opens, or a retry after a failure
            if self.journal is None:
                self._full(None)  # no journal: the whole game after every action
            return
        self._rotate()
        if self.journal is None:  # its restart failed (said): a full save instead
            self._full(None)
            return
        try:
            wrote = self.journal.record(state)
        except OSError as exc:
            self._failed(exc)
            self._full(None)
            return
        if not wrote:
            return
        self._tell_probe()
        self.since_full += 1
        self.writer.call(self.journal.path, self.journal.sync, SYNC_DELAY)
        due = self.since_full >= FULL_EVERY_ACTIONS
        due = due or time.monotonic() - self.full_at >= FULL_EVERY_SECONDS
        if due and self.in_flight is None:
            self._full(self.journal.mark())
        if self.keep_timings:
            self.timings.append(time.perf_counter() - started)

    def _start(self) -> None:
        """The save now, on this thread, with a new journal's mark; then that journal."""
        assert self.path is not None and self.state is not None
        self.since_full = 0
        self.full_at = time.monotonic()
        self.in_flight = None
        journal = Journal(journal_path(self.path), self.state)
        jid = new_id()
        mark = {"id": jid, "ops": 0, "moves": journal.moves, "digest": journal.digest}
        self.writer.flush()  # an older queued write must not land after this one
        try:
            storage.write_atomic(self.path, storage.dumps(self.state, self.seats, journal=mark))
            journal.start(jid=jid)  # until it is in place, the save alone holds the game
        except OSError as exc:
            journal.close()
            self._failed(exc)
            return
        self.journal = journal
        self.off = False
        self._tell_probe()

    def _full(self, mark: dict[str, Any] | None) -> None:
        """Send the full save to the background writer (with ``mark``: the journal's)."""
        assert self.path is not None and self.state is not None
        self.since_full = 0
        self.full_at = time.monotonic()
        text = storage.snapshot(self.state, self.seats, journal=mark)
        if mark is None:
            self.writer.submit(text, self.path)
            return
        self.in_flight = mark

        def done(ok: bool, mark: dict[str, Any] = mark) -> None:
            with self._landed_lock:
                self._landed = mark if ok else {"failed": mark}

        self.writer.submit(text, self.path, done)

    def _rotate(self) -> None:
        """The full save sent last is on disk: start the journal again from it."""
        with self._landed_lock:
            landed, self._landed = self._landed, None
        if landed is None or self.journal is None:
            return
        self.in_flight = None
        if "failed" in landed or landed["id"] != self.journal.id:
            return  # not written (the writer says why): the journal goes on as it is
        try:
            self.journal.start(base=landed, keep_from=landed["ops"])
        except OSError as exc:
            self._failed(exc)

    # ----- leaving the table ------------------------------------------------------------------

    def checkpoint(self, timeout: float = 10.0) -> bool:
        """Put the whole game on disk now and wait for it (leaving the table, quitting,
        reading a file back): the save holds everything and the journal goes. False: the
        writer took longer than ``timeout``."""
        journal = self.journal
        if journal is not None and (journal.ops or self.in_flight is not None):
            self._full(journal.mark())
        ok = self.writer.flush(timeout)
        if journal is not None and ok:
            with self._landed_lock:
                landed, self._landed = self._landed, None
            self.in_flight = None
            whole = landed is not None and landed.get("id") == journal.id
            if (whole and landed.get("ops") == journal.ops) or (not whole and not journal.ops):
                journal.close()  # the save holds it all: the journal goes
                self.journal = None
                try:
                    storage.remove_file(journal.path)
                except OSError:
                    pass  # it stays true to its save: harmless, and removed at a next start
        return ok

    def _leave(self) -> None:
        """Another game or file: close the journal (its file stays true to its save)."""
        if self.journal is not None:
            self.journal.close()
            self.journal = None
        with self._landed_lock:
            self._landed = None
        self.in_flight = None

    def _failed(self, exc: OSError) -> None:
        """The journal cannot be written: say so once, go on with full saves."""
        if self.journal is not None:
            self.journal.close()
            self.journal = None
        if not self.off:
            self.toast(storage.autosave_trouble(exc))
        self.off = True
        self.retry_in = FULL_EVERY_ACTIONS

    def _tell_probe(self, words: str = "") -> None:
        if self._probe is None or (self.journal is None and not words):
            return
        if not words and self.journal is not None:
            words = f"{self.journal.moves} {self.journal.digest}\n"
        line = words.encode("ascii")
        try:
            fd = os.open(self._probe, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        except OSError:
            return
        try:
            os.write(fd, line)
        finally:
            os.close(fd)
