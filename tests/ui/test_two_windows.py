"""Two windows on one data folder never play the same game in progress: a helper's test opened
one Bellum game in two windows; both wrote its save and the last one closed won, the other's
moves lost without a word. The window playing a game holds its save's lock (slotlock.py); a
second window is told so, and never moves that save aside. The other window is a real second
process here."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from tabletop.ui import slotlock, storage
from tabletop.ui.app import App
from tests.ui import test_saves as saves
from tests.ui.test_app_shell import StandInTable, toasts
from tests.ui.test_saves import YOU, a_game_in_progress

app = saves.app  # the saves tests' fixtures: an app of the test loop, a data folder of its own
data_dir = saves.data_dir
ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def other_window():
    """A second process holding the lock of a save, as a second window playing it does."""
    procs: list[subprocess.Popen[str]] = []

    def hold(save: Path) -> subprocess.Popen[str]:
        code = textwrap.dedent(
            f"""
            import sys, time
            from pathlib import Path
            from tabletop.ui import slotlock
            slotlock.HELD.take(Path({str(save)!r}))
            print("held" if slotlock.HELD.path else "free", flush=True)
            sys.stdin.read()
            """
        )
        proc = subprocess.Popen(
            [sys.executable, "-c", code],
            cwd=ROOT,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        procs.append(proc)
        assert proc.stdout is not None and proc.stdout.readline().strip() == "held"
        return proc

    yield hold
    for proc in procs:
        proc.kill()
        proc.wait()


def test_a_game_open_in_another_window_is_not_opened_twice(app: App, data_dir, other_window):
    a_game_in_progress(app, "bellum")
    path = storage.autosave_path("bellum")
    assert slotlock.HELD.path == path  # its own
    app.game, app.save_path = None, None  # this window moves on (as at a fresh start)
    assert slotlock.HELD.path is None
    app.open_launcher()
    app.run_frames(2)
    before = path.read_bytes()
    window = other_window(path)
    assert not slotlock.HELD.take(path)
    assert app.continue_game("bellum") is False
    assert "Your Bellum game is open in another Tabletop window" in toasts(app)
    state = app.start_game("bellum", YOU, seed=5)  # a new game: the other window's stays put
    assert isinstance(app.scene, StandInTable) and app.save_path is None
    assert "This game is not saved." in toasts(app)
    app.autosave(state, YOU)
    app.flush_saves()
    assert path.read_bytes() == before and not any(storage.saves_dir().glob("*.json"))
    window.kill()  # that window closes (or crashes): its lock goes with it
    window.wait()
    app.open_launcher()
    app.run_frames(2)
    assert app.continue_game("bellum") is True
    assert slotlock.HELD.path == path  # now this window holds it


def test_a_finished_game_lets_go_of_its_save(app: App, data_dir) -> None:
    """The game over clears the save; its lock goes with it, so that the next game in that
    slot is locked anew (a window at its game-over screen kept holding it)."""
    state = a_game_in_progress(app, "bellum")
    assert slotlock.HELD.path == storage.autosave_path("bellum")
    app.game_over(state, YOU)
    app.run_frames(2)
    assert slotlock.HELD.path is None and app.save_path is None


def test_the_lock_files_stay_out_of_the_data_folder(app: App, data_dir) -> None:
    a_game_in_progress(app, "bellum")
    assert slotlock.HELD.path == storage.autosave_path("bellum")
    assert not [p for p in data_dir.rglob("*") if p.suffix == ".lock"]
    assert slotlock.lock_path(slotlock.HELD.path).is_file()


@pytest.mark.skipif(sys.platform == "win32", reason="flock is the POSIX lock")
def test_a_system_that_cannot_lock_plays_on_unprotected(tmp_path: Path, monkeypatch) -> None:
    """A file system without locks (some network folders) must not make every save read as
    open elsewhere: only "another holds it" refuses; any other error plays on unprotected."""
    import errno
    import fcntl

    def no_locks(fd: int, how: int) -> None:
        raise OSError(errno.ENOLCK, "No locks available")

    lock = slotlock.SlotLock()
    monkeypatch.setattr(fcntl, "flock", no_locks)
    assert lock.take(tmp_path / "autosave-bellum.json")
    lock.release()

    def held(fd: int, how: int) -> None:
        raise BlockingIOError(errno.EWOULDBLOCK, "Resource temporarily unavailable")

    monkeypatch.setattr(fcntl, "flock", held)
    assert not lock.take(tmp_path / "autosave-bellum.json")


def test_start_asks_nothing_of_a_game_open_in_another_window(app: App, data_dir, other_window):
    """Window B asked "Abandon your Bellum game in turn 2?" of the game window A was playing,
    then could not abandon it. It now says at once where the game is, and asks nothing."""
    from tests.ui.test_app_shell import click

    a_game_in_progress(app, "bellum")
    path = storage.autosave_path("bellum")
    app.game, app.save_path = None, None
    other_window(path)
    scene = saves.to_launcher(app)
    click(app, scene.game_buttons["bellum"].rect.center)
    scene = app.scene
    click(app, scene.start.rect.center)
    assert scene.abandon is None and app.scene is scene
    assert "Your Bellum game is open in another Tabletop window" in toasts(app)
    assert slotlock.HELD.path is None  # the look took nothing to keep
