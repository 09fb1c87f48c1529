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
"""

from __future__ import annotations

import json
import os
import re
import stat
import tempfile
import threading
import time
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


# write_atomic's temp files: "." + the file's name + "." + mkstemp's 8 characters + ".tmp"
TEMP_PATTERN = re.compile(r"^\..+\.[a-z0-9_]{8}\.tmp$")
TEMP_STALE_SECONDS = 30.0  # younger: perhaps another running app's write in progress


def remove_stale_temps(
    folders: list[Path] | None = None, older_than: float = TEMP_STALE_SECONDS
) -> list[Path]:
    """Delete the temp files an interrupted ``write_atomic`` left in the data, saves and config
    folders: only names of exactly that pattern, only regular files, only ones older than
    ``older_than`` seconds. Never raises (a folder that is not there, a file in use)."""
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


def seat_to_json(seat: Seat) -> dict[str, Any]:
    if seat.is_human:
        return {"kind": "human", "same": True} if seat.same_person else {"kind": "human"}
    return {"kind": "bot", "bot": seat.bot}


def dumps(state: State, seats: list[Seat]) -> str:
    """The text of a save file for this game and these seats."""
    from tabletop.ui.saveinfo import about

    wrapper = {
        "app": APP_FORMAT,
        "game": state.game.id,
        "seats": [seat_to_json(s) for s in seats],
        "about": about(state, seats),
        "save": json.loads(state.to_json()),
    }
    return json.dumps(wrapper, separators=(",", ":"))


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
    remove_file(autosave_path(game_id))
    remove_file(picture_path(autosave_path(game_id)))


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


class BackgroundWriter:
    """Writes autosaves off the main thread, so a slow disk never stalls a frame.

    Each file has its own queue of one (a game's autosave, a campaign's file): only the
    newest request for a file matters, so a write submitted while another for the same file is
    queued replaces it, and ``clear`` (the game ended) replaces a queued write. Requests for
    different files never replace each other. Each write is atomic, so a kill at any moment
    leaves the previous file or the new one. ``flush`` waits for every queue to empty (before
    reading a file back, and when the app closes).
    """

    def __init__(self) -> None:
        self._cond = threading.Condition()
        self._jobs: dict[Path, str | None] = {}  # file -> its text, or None: delete it
        self._working = False
        self._thread: threading.Thread | None = None
        self._error: OSError | None = None

    def submit(self, text: str, path: Path) -> None:
        self._post(Path(path), text)

    def clear(self, path: Path) -> None:
        """Delete ``path`` (and the picture beside it) once queued writes are done."""
        self._post(Path(path), None)

    def _post(self, path: Path, text: str | None) -> None:
        with self._cond:
            self._jobs.pop(path, None)
            self._jobs[path] = text  # newest last
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> bool:
        """Wait until every request is on disk; False if that took longer than ``timeout``."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._jobs and not self._working, timeout)

    def take_error(self) -> OSError | None:
        """The last write error (once), for the app to show."""
        with self._cond:
            error, self._error = self._error, None
        return error

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: bool(self._jobs), timeout=30.0):
                    self._thread = None  # idle for a while: let the thread end
                    return
                path = next(iter(self._jobs))
                text = self._jobs.pop(path)
                self._working = True
            try:
                if text is not None:
                    write_atomic(path, text)
                else:
                    remove_file(path)
                    remove_file(picture_path(path))
            except OSError as exc:
                with self._cond:
                    self._error = exc
            finally:
                with self._cond:
                    self._working = False
                    self._cond.notify_all()


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
    return Loaded(state, seats)


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


def load_file(path: Path) -> Loaded:
    """A game from a file; raises LoadError for a missing, unreadable or bad file."""
    path = Path(path)
    try:
        data = read_regular(path)
    except FileNotFoundError:
        raise LoadError("This save is not there any more.") from None
    except IsADirectoryError:
        raise LoadError("This is a folder, not a save.") from None
    except OSError as exc:
        raise LoadError(f"This save cannot be read ({exc.strerror}).") from None
    return loads(data)


def read_autosave(game_id: str) -> Loaded:
    return load_file(autosave_path(game_id))
