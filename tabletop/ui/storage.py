"""Save files: the games in progress, named saves, and loading them back without ever crashing.

Each game keeps its own game in progress, ``autosave-<game id>.json`` in the data folder
(a Bellwake campaign keeps ``campaign-bellwake.json`` apart, see campaigns.py); named saves
live in ``saves/`` under the data folder, each with a small picture of the table beside it
(``<name>.png``). An ``autosave.json`` from an earlier version is adopted into its game's slot
(slots.py).

A save file is a small wrapper around the rules layer's own save (``state.to_json()``):
``{"app": 1, "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}], "save": {...}}``,
plus ``about``: the words a list of saves shows (title, round, seats), read without a replay.
The rules layer validates the game itself (replaying every move); this module adds the seats,
the folder, and atomic writes: a temp file in the same folder, fsync, then ``os.replace``, so
that a crash or a kill at any moment leaves either the old file or the new one, never half of
one. A bare rules-layer save (no wrapper) loads too, with a human in seat 1 and bots elsewhere.

The game at the table is also written action by action to a journal beside its save
(journal.py, autosaver.py): :func:`load_file` reads the save, then replays its journal.
"""

from __future__ import annotations

import errno
import json
import os
import re
import stat
import tempfile
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import platformdirs

import tabletop.games
from tabletop.rules import LoadError, State, saves
from tabletop.ui.scene import Seat

APP_FORMAT = 1
LEGACY_AUTOSAVE_NAME = "autosave.json"  # the one autosave of earlier versions
SAVE_SUFFIX = ".json"
PICTURE_SUFFIX = ".png"


@dataclass
class Loaded:
    """A game read back from a file: the state and who sits where."""

    state: State
    seats: list[Seat]
    journal: Any = None  # the save's journal mark (journal.py), if it has one
    journaled: int = 0  # how many lines of its journal were applied after the save


def data_dir() -> Path:
    """The user's data folder (``TABLETOP_DATA_DIR`` overrides it, for tests and portable use)."""
    override = os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def config_dir() -> Path:
    """The user's config folder (``TABLETOP_CONFIG_DIR``, else beside the data override)."""
    override = os.environ.get("TABLETOP_CONFIG_DIR") or os.environ.get("TABLETOP_DATA_DIR")
    if override:
        return Path(override)
    return Path(platformdirs.user_config_dir("tabletop", appauthor=False))


def autosave_path(game_id: str) -> Path:
    """The file of ``game_id``'s game in progress (one per game)."""
    return data_dir() / f"autosave-{game_id}{SAVE_SUFFIX}"


def legacy_autosave_path() -> Path:
    """The single autosave of earlier versions (adopted by slots.adopt_legacy)."""
    return data_dir() / LEGACY_AUTOSAVE_NAME


def saves_dir() -> Path:
    """Where named saves live."""
    return data_dir() / "saves"


def picture_path(save: Path) -> Path:
    """The small picture of the table kept beside a save."""
    save = Path(save)
    return save.with_name(save.stem + PICTURE_SUFFIX)


# ----- writing --------------------------------------------------------------------------------


def write_atomic(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` so that no reader ever sees a partial file."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix="." + path.name + ".", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


# write_atomic's and a journal's temp files: "." + the file's name + "." + mkstemp's 8
# characters + ".tmp"; a picture's (thumbnails.py): "." + the save's stem + "." + the 8
# characters + ".tmp.png" (".png" alone in earlier versions)
TEMP_PATTERN = re.compile(r"^\..+\.[a-z0-9_]{8}(\.tmp|\.tmp\.png|\.png)$")
TEMP_STALE_SECONDS = 30.0  # younger: perhaps another running app's write in progress


def remove_stale_temps(
    folders: list[Path] | None = None, older_than: float = TEMP_STALE_SECONDS
) -> list[Path]:
    """Delete the temp files an interrupted ``write_atomic``, journal restart or picture write
    left in the data, saves and config folders: only names of exactly that pattern, only
    regular files, only ones older than ``older_than`` seconds. Never raises (a folder that
    is not there, a file in use)."""
    if folders is None:
        folders = [data_dir(), saves_dir(), config_dir()]
    removed: list[Path] = []
    now = time.time()
    for folder in dict.fromkeys(folders):  # the config folder may be the data folder
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not TEMP_PATTERN.match(entry.name):
                continue
            try:
                info = entry.stat(follow_symlinks=False)
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime > older_than:
                    os.unlink(entry.path)
                    removed.append(Path(entry.path))
            except OSError:
                continue
    return removed


def _fsync_dir(folder: Path) -> None:
    """Make the rename itself durable where the platform allows it (not on Windows)."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


# why a save could not be written, in a player's words, by the system's error number
TROUBLE_WORDS = {
    errno.ENOSPC: "the disk is full",
    errno.EROFS: "the data folder is read-only",
    errno.EACCES: "the data folder may not be written to",
    errno.EPERM: "the data folder may not be written to",
    errno.EEXIST: "a file stands where the data folder should be",
    errno.ENOTDIR: "a file stands where the data folder should be",
    errno.EDQUOT: "the disk quota is used up",
    errno.EISDIR: "a folder stands where the save should be",
}


def trouble_words(exc: OSError) -> str:
    """Why a save could not be written, in a player's words (the system's, where we have
    none of our own)."""
    return TROUBLE_WORDS.get(exc.errno or 0) or exc.strerror or str(exc) or "an error"


def autosave_trouble(exc: OSError) -> str:
    """The message when an autosave cannot be written: why, and that the game goes on."""
    return f"The game could not be autosaved: {trouble_words(exc)}. The game goes on."


def seat_to_json(seat: Seat) -> dict[str, Any]:
    if seat.is_human:
        return {"kind": "human", "same": True} if seat.same_person else {"kind": "human"}
    return {"kind": "bot", "bot": seat.bot}


def dumps(state: State, seats: list[Seat], journal: dict[str, Any] | None = None) -> str:
    """The text of a save file for this game and these seats (``journal``: the mark of the
    journal that goes on from it, journal.py)."""
    return _wrapped(_wrapper(state, seats, journal), state.to_json())


def snapshot(
    state: State, seats: list[Seat], journal: dict[str, Any] | None = None
) -> Callable[[], str]:
    """The save's text made later (``dumps`` of the state as it is now): what it needs is
    copied now (about 0.1 ms), the text is made by whoever calls the result (the background
    writer: about 1 ms of JSON that the main thread is spared, made in pieces with a pause
    between them, so that the main thread never waits long for Python's lock)."""
    from types import SimpleNamespace

    from tabletop.rules.state import copy_data

    frozen = SimpleNamespace(
        game=state.game,
        setup_args=copy_data(state.setup_args),
        history=list(state.history),  # actions are never changed, only the list
        data=copy_data(state.data),
    )
    wrapper = _wrapper(state, seats, journal)
    return lambda: _wrapped(wrapper, _save_text(frozen))


def _save_text(frozen: Any) -> str:
    """``saves.dump`` of a copied state, made piece by piece (``time.sleep(0)`` between the
    pieces lets another thread take the interpreter); the same JSON (a test checks it)."""
    encode = json.JSONEncoder(separators=(",", ":")).encode
    setup = frozen.setup_args
    head = {
        "format": saves.FORMAT,
        "version": saves.VERSION,
        "game": frozen.game.id,
        "rules_version": frozen.game.rules_version,
        "seed": setup["seed"],
        "players": setup["players"],
        "options": setup.get("options", {}),
    }
    parts = [encode(head)[:-1], ',"history":[']
    history = frozen.history
    for start in range(0, len(history), 100):
        chunk = history[start : start + 100]
        piece = ",".join(encode(dict(action.to_json(), seat=seat)) for seat, action in chunk)
        parts.append("," + piece if start else piece)
        time.sleep(0)
    parts.append('],"snapshot":{')
    for n, (key, value) in enumerate(frozen.data.items()):
        parts.append(("," if n else "") + encode(key) + ":" + encode(value))
        time.sleep(0)
    parts.append("}}")
    return "".join(parts)


def _wrapper(state: State, seats: list[Seat], journal: dict[str, Any] | None) -> dict[str, Any]:
    from tabletop.ui.saveinfo import about

    wrapper = {
        "app": APP_FORMAT,
        "game": state.game.id,
        "seats": [seat_to_json(s) for s in seats],
        "about": about(state, seats),
    }
    if journal is not None:
        wrapper["journal"] = dict(journal)
    return wrapper


def _wrapped(wrapper: dict[str, Any], save_text: str) -> str:
    """The wrapper's JSON with the rules' save text as its ``save`` (spliced in, not parsed
    and written again)."""
    head = json.dumps(wrapper, separators=(",", ":"))
    return head[:-1] + ',"save":' + save_text + "}"


def save_to(path: Path, state: State, seats: list[Seat]) -> Path:
    """Write a save to a chosen file (adding ``.json`` when the name has no suffix)."""
    path = Path(path)
    if not path.suffix:
        path = path.with_suffix(SAVE_SUFFIX)
    write_atomic(path, dumps(state, seats))
    return path


def write_autosave(state: State, seats: list[Seat]) -> None:
    write_atomic(autosave_path(state.game.id), dumps(state, seats))


def clear_autosave(game_id: str) -> None:
    """Forget ``game_id``'s game in progress (it is over: there is nothing to continue)."""
    remove_save(autosave_path(game_id))


def remove_save(path: Path) -> None:
    """Delete a save, then its picture and its journal."""
    from tabletop.ui.journal import journal_path

    remove_file(path)
    remove_file(picture_path(path))
    remove_file(journal_path(path))


def remove_file(path: Path) -> None:
    """Delete ``path`` if it is there."""
    try:
        Path(path).unlink()
    except FileNotFoundError:
        pass


def has_autosave(game_id: str) -> bool:
    path = autosave_path(game_id)
    try:
        return path.is_file() and path.stat().st_size > 0
    except OSError:
        return False


Done = Callable[[bool], None]  # told on the writer's thread whether a write reached the disk


@dataclass
class _Job:
    # the file's text (or a function that makes it there); None: delete the save (its picture
    # and its journal)
    text: str | Callable[[], str] | None = None
    call: Callable[[], None] | None = None  # or a call to make there (a journal's sync)
    done: Done | None = None
    at: float = 0.0  # not before this moment (time.monotonic), unless someone flushes


class BackgroundWriter:
    """Writes autosaves off the main thread, so a slow disk never stalls a frame.

    Each file has its own queue of one (a game's autosave, a campaign's file): only the
    newest request for a file matters, so a write submitted while another for the same file is
    queued replaces it (its ``done`` is told False), and ``clear`` (the game ended) replaces a
    queued write. Requests for different files never replace each other. Each write is atomic,
    so a kill at any moment leaves the previous file or the new one. ``call`` runs a function
    there instead (a journal's fsync), after a delay and once however often it is asked
    meanwhile: a wake-up of this thread per action would cost the main thread more than its
    journal line. ``flush`` waits for every queue to empty, delayed calls made at once (before
    reading a file back, and when the app closes).
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._jobs: dict[Path, _Job] = {}
        self._working = False
        self._thread: threading.Thread | None = None
        self._error: OSError | None = None
        self._hurry = 0  # flushes waiting: delayed calls are due at once

    def submit(self, text: str | Callable[[], str], path: Path, done: Done | None = None) -> None:
        self._post(Path(path), _Job(text, done=done))

    def clear(self, path: Path) -> None:
        """Delete ``path`` (and the picture and journal beside it) once queued writes are
        done."""
        self._post(Path(path), _Job(None))

    def call(self, key: Path, func: Callable[[], None], delay: float = 0.0) -> None:
        """Run ``func`` on the writer's thread in ``delay`` seconds (one queued call per
        ``key``: asked again before it ran, it runs once)."""
        key = Path(key)
        with self._cond:
            if key in self._jobs:
                return  # the queued call will do it
        self._post(key, _Job(call=func, at=time.monotonic() + delay))

    def _post(self, path: Path, job: _Job) -> None:
        with self._cond:
            old = self._jobs.pop(path, None)
            self._jobs[path] = job  # newest last
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            if job.at <= time.monotonic():
                self._cond.notify_all()  # a delayed call wakes nobody: the thread times out
        if old is not None and old.done is not None:
            old.done(False)

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every request is on disk; False if that took longer than ``timeout``."""
        with self._cond:
            self._hurry += 1
            self._cond.notify_all()
            try:
                return self._cond.wait_for(lambda: not self._jobs and not self._working, timeout)
            finally:
                self._hurry -= 1

    def take_error(self) -> OSError | None:
        """The last write error (once), for the app to show."""
        with self._cond:
            error, self._error = self._error, None
        return error

    def _run(self) -> None:
        while True:
            with self._cond:
                path = self._due()
                while path is None:
                    if not self._jobs:
                        if not self._cond.wait(timeout=30.0) and not self._jobs:
                            self._thread = None  # idle for a while: let the thread end
                            return
                    else:
                        soonest = min(job.at for job in self._jobs.values())
                        self._cond.wait(timeout=max(0.001, soonest - time.monotonic()))
                    path = self._due()
                job = self._jobs.pop(path)
                self._working = True
            ok = False
            try:
                if job.call is not None:
                    job.call()
                elif job.text is not None:
                    write_atomic(path, job.text() if callable(job.text) else job.text)
                else:
                    remove_save(path)
                ok = True
            except OSError as exc:
                with self._cond:
                    self._error = exc
            except Exception as exc:  # a bug making the text: say so, keep the thread
                with self._cond:
                    self._error = OSError(f"{type(exc).__name__}: {exc}")
            finally:
                if job.done is not None:
                    job.done(ok)
                with self._cond:
                    self._working = False
                    self._cond.notify_all()

    def _due(self) -> Path | None:
        """The first job whose time has come (the oldest first); None: none yet."""
        now = time.monotonic()
        for path, job in self._jobs.items():
            if job.at <= now or self._hurry:
                return path
        return None


# ----- reading --------------------------------------------------------------------------------


def _seat_from_json(entry: Any, number: int) -> Seat:
    if not isinstance(entry, dict) or entry.get("kind") not in ("human", "bot"):
        raise LoadError(f"This save is damaged: seat {number} is not a person or a bot.")
    if entry["kind"] == "human":
        return Seat("human", same_person=entry.get("same") is True)
    bot = entry.get("bot", "greedy")
    if not isinstance(bot, str) or not bot:
        raise LoadError(f"This save is damaged: the bot in seat {number} has no name.")
    try:
        import tabletop.ai

        tabletop.ai.get(bot)
    except ImportError:
        pass
    except ValueError:
        raise LoadError(f"This save has a bot this app does not know ({bot}).") from None
    return Seat("bot", bot)


def loads(text: str | bytes) -> Loaded:
    """A game from the text of a save file; raises LoadError with a sentence, never more."""
    raw = saves.read_json(text)
    if isinstance(raw, dict) and "app" in raw:
        if raw.get("app") != APP_FORMAT:
            raise LoadError(
                "This save was written by another version of Tabletop, which this one cannot read."
            )
        inner = raw.get("save")
        seats_raw = raw.get("seats")
        if not isinstance(inner, (dict, str)) or not isinstance(seats_raw, list):
            raise LoadError("This save is damaged: its game or its seats are missing.")
    elif isinstance(raw, dict) and raw.get("format") == "tabletop-save":
        inner, seats_raw = raw, None
    else:
        raise LoadError("This file is not a Tabletop save.")
    inner_text = inner if isinstance(inner, str) else json.dumps(inner)
    game_id = inner.get("game") if isinstance(inner, dict) else _peek_game(inner_text)
    if not isinstance(game_id, str):
        raise LoadError("This save is damaged: it does not say which game it is.")
    try:
        game = tabletop.games.get(game_id)
    except KeyError:
        raise LoadError("This save is for a game this app does not have.") from None
    try:
        state = game.load(inner_text)  # raises LoadError with a reason
    except LoadError:
        raise
    except Exception:  # a bug in a game's code must not crash the app while loading
        raise LoadError("This save could not be read: it does not fit this game's rules.") from None
    if seats_raw is None:
        seats = [Seat("human")] + [Seat("bot") for _ in range(state.players - 1)]
    else:
        seats = [_seat_from_json(entry, n) for n, entry in enumerate(seats_raw, start=1)]
    if len(seats) != state.players:
        raise LoadError(
            f"This save is damaged: it lists {len(seats)} seats for a game of "
            f"{state.players} players."
        )
    mark = raw.get("journal") if "app" in raw else None
    return Loaded(state, seats, journal=mark)


def _peek_game(text: str) -> Any:
    raw = saves.read_json(text)
    return raw.get("game") if isinstance(raw, dict) else None


def read_regular(path: Path) -> bytes:
    """The bytes of a regular file; a pipe, a device or a socket is refused before it is
    opened (reading a pipe would wait for ever, a device could never end)."""
    info = os.stat(path)
    if stat.S_ISDIR(info.st_mode):
        raise IsADirectoryError(path)
    if not stat.S_ISREG(info.st_mode):
        raise LoadError("This is not a save: it is not an ordinary file (a pipe or a device).")
    if info.st_size > saves.MAX_SAVE_BYTES:
        raise LoadError("This file is too large to be a save.")
    # O_NONBLOCK: should the file be swapped for a pipe after the check, opening never waits
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    with os.fdopen(fd, "rb") as handle:
        if not stat.S_ISREG(os.fstat(handle.fileno()).st_mode):
            raise LoadError("This is not a save: it is not an ordinary file (a pipe or a device).")
        data = handle.read(saves.MAX_SAVE_BYTES + 1)
    if len(data) > saves.MAX_SAVE_BYTES:
        raise LoadError("This file is too large to be a save.")
    return data


def read_problem(exc: OSError) -> str:
    """Why a save could not be read, in words (an OS error may carry no words of its own)."""
    if isinstance(exc, FileNotFoundError):
        return "There is no save there (it may have been moved or deleted)."
    if isinstance(exc, IsADirectoryError):
        return "This is a folder, not a save."
    return f"This save cannot be read ({exc.strerror or type(exc).__name__})."


def load_file(path: Path) -> Loaded:
    """A game from a file; raises LoadError for a missing, unreadable or bad file."""
    path = Path(path)
    try:
        data = read_regular(path)
    except OSError as exc:
        raise LoadError(read_problem(exc)) from None
    loaded = loads(data)
    from tabletop.ui import journal  # then the actions its journal holds beyond it

    loaded.state, loaded.journaled = journal.replay(path, loaded.state, loaded.journal)
    return loaded


def read_autosave(game_id: str) -> Loaded:
    return load_file(autosave_path(game_id))
