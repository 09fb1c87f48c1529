"""One window per game in progress: the save a table writes is locked while it is played.

Two windows on one data folder could open the same game in progress; both wrote its save and
journal, and the last one closed won: the other's moves were lost without a word. Now the app
holds an operating-system lock on a file named after the save it autosaves to (at most one:
one window plays one game; the file lies in the temporary folder, see :func:`lock_path`), and
before it opens a game in progress, or moves one aside to start another, it asks whether
another window holds that save's lock (:func:`elsewhere`). The lock goes with the process: a
window that crashes or is killed leaves nothing locked.
"""

from __future__ import annotations

import hashlib
import os
import tempfile
from pathlib import Path
from typing import IO

BUSY = "is open in another Tabletop window: play it there, or close that window first."


def lock_path(save: Path) -> Path:
    """The lock file of ``save``: in the temporary folder, named by the save's full path, so
    that the data folder holds only what a player keeps."""
    try:
        where = str(save.resolve())
    except OSError:
        where = str(save.absolute())
    user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    folder = Path(tempfile.gettempdir()) / f"tabletop-locks-{user}"
    digest = hashlib.sha1(where.encode("utf-8", "surrogatepass")).hexdigest()[:20]
    return folder / f"{digest}.lock"


def _lock(handle: IO[bytes]) -> bool:
    """Take the lock of ``handle``'s file without waiting; False when another holds it."""
    try:
        if os.name == "nt":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        return False
    return True


def _open(save: Path) -> IO[bytes] | None:
    path = lock_path(save)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return open(path, "a+b")  # noqa: SIM115 - held open while played
    except OSError:
        return None  # a folder we cannot write: nothing to lock, nothing to protect


class SlotLock:
    """The lock this window holds (one save at most)."""

    def __init__(self) -> None:
        self.path: Path | None = None
        self._handle: IO[bytes] | None = None

    def hold(self, save: Path | None) -> None:
        """Hold ``save``'s lock from now on (None: none), letting go of any other."""
        if save is not None and self.path is not None and _same(save, self.path):
            return
        self.release()
        if save is None:
            return
        handle = _open(save)
        if handle is not None and _lock(handle):
            self.path, self._handle = save, handle
        elif handle is not None:
            handle.close()

    def release(self) -> None:
        if self._handle is not None:
            self._handle.close()  # closing lets go of the lock
        self.path, self._handle = None, None

    def elsewhere(self, save: Path) -> bool:
        """Whether another window holds ``save``'s lock (playing that game now)."""
        if self.path is not None and _same(save, self.path):
            return False
        if not save.exists():
            return False
        handle = _open(save)
        if handle is None:
            return False
        try:
            return not _lock(handle)
        finally:
            handle.close()


def _same(a: Path, b: Path) -> bool:
    try:
        return a.resolve() == b.resolve()
    except OSError:
        return a == b


HELD = SlotLock()  # this process's: one window
