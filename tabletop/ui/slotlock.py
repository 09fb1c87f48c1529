"""One window per game in progress: the save a table writes is locked while it is played.

Two windows on one data folder could open the same game in progress; both wrote its save and
journal, and the last one closed won: the other's moves were lost without a word. Now a window
takes an operating-system lock on a file named after a save before it opens that game, or
moves it aside to start another (:meth:`SlotLock.take`: the check is the taking, so two windows
cannot both pass it), and keeps the lock of the save it autosaves to while it plays
(:meth:`SlotLock.keep_only`). The lock files lie in the temporary folder (see
:func:`lock_path`). A lock goes with the process: a window that crashes or is killed leaves
nothing locked. Where the system cannot lock at all (a file system without locks), the game
goes on unprotected rather than refused.
"""

from __future__ import annotations

import errno
import hashlib
import os
import tempfile
from pathlib import Path
from typing import IO

BUSY = "is open in another Tabletop window: play it there, or close that window first."
# the errors that mean "another holds it" (anything else: this system cannot lock)
HELD_ELSEWHERE = {errno.EWOULDBLOCK, errno.EAGAIN, errno.EACCES, getattr(errno, "EDEADLOCK", -1)}


def lock_path(save: Path) -> Path:
    """The lock file of ``save``: in the temporary folder, named by the save's full path, so
    that the data folder holds only what a player keeps."""
    try:
        where = str(save.resolve())
    except OSError:
        where = str(save.absolute())
    user = os.getuid() if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")
    folder = Path(tempfile.gettempdir()) / f"tabletop-locks-{user}"
    name = os.path.normcase(where).encode("utf-8", "surrogatepass")
    digest = hashlib.sha1(name, usedforsecurity=False).hexdigest()[:20]
    return folder / f"{digest}.lock"


def _lock(handle: IO[bytes]) -> bool | None:
    """Lock ``handle``'s file without waiting: True, False when another holds it, None when
    this system cannot lock it."""
    try:
        if os.name == "nt":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
        else:
            import fcntl

            fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError as exc:
        return False if exc.errno in HELD_ELSEWHERE else None
    return True


def _unlock_and_close(handle: IO[bytes]) -> None:
    """Windows frees a lock left on a closed file only in its own time: unlock it first."""
    try:
        if os.name == "nt":
            import msvcrt

            handle.seek(0)
            msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)
    except OSError:
        pass
    finally:
        handle.close()


def _open(save: Path) -> IO[bytes] | None:
    path = lock_path(save)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        return open(path, "a+b")  # noqa: SIM115 - held open while played
    except OSError:
        return None  # a folder we cannot write: nothing to lock, nothing to protect


def _key(save: Path) -> Path:
    try:
        return save.resolve()
    except OSError:
        return save.absolute()


class SlotLock:
    """The locks this window holds: the save it plays, and one it is about to open."""

    def __init__(self) -> None:
        self._held: dict[Path, IO[bytes] | None] = {}  # None: the system cannot lock it

    @property
    def path(self) -> Path | None:
        """The save held (the last one taken), if any."""
        return next(reversed(self._held), None)

    def take(self, save: Path) -> bool:
        """Lock ``save`` for this window (at once: no waiting); False when another window
        holds it. Taking it is the check: two windows can never both have it."""
        key = _key(save)
        if key in self._held:
            return True
        handle = _open(save)
        if handle is None:
            self._held[key] = None  # no lock to be had: the game goes on unprotected
            return True
        got = _lock(handle)
        if got is False:
            handle.close()
            return False
        if got is None:  # this system cannot lock: unprotected, never refused
            handle.close()
            handle = None
        self._held[key] = handle
        return True

    def keep_only(self, save: Path | None) -> None:
        """Hold ``save``'s lock (taking it if need be) and let go of every other."""
        keep = _key(save) if save is not None else None
        if save is not None:
            self.take(save)
        for key in [k for k in self._held if k != keep]:
            handle = self._held.pop(key)
            if handle is not None:
                _unlock_and_close(handle)

    def release(self) -> None:
        self.keep_only(None)


HELD = SlotLock()  # this process's: one window
