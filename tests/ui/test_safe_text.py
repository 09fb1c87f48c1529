"""Any text from outside is safe to draw: messages with a NUL, a lone surrogate, an
undecodable file name, a million words or 10 MB, through the real loop (headless); a FIFO or a
device is refused at once; a save with an impossibly long history is refused; stale temp files
of an interrupted write are removed at start and fresh ones kept."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pygame
import pytest

import tabletop.games
from tabletop.rules import LoadError, saves
from tabletop.ui import storage
from tabletop.ui.app import App
from tabletop.ui.safetext import ELLIPSIS, safe_text
from tabletop.ui.saves_screen import LoadOverlay
from tests.ui.test_app_shell import toasts

BAD_TEXTS = {
    "nul": "a\x00b",
    "surrogate": "lone \ud800 surrogate",
    "file name": os.fsdecode(b"\xff\xfe.json"),
    "million words": "word " * 1_000_000,
    "ten megabytes": "x" * 10_000_000,
    "controls": "bell\x07 escape\x1b[31m tab\t return\r",
}


@pytest.fixture
def data_dir(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("TABLETOP_DATA_DIR", str(folder))
    monkeypatch.delenv("TABLETOP_CONFIG_DIR", raising=False)
    return folder


@pytest.fixture
def app(data_dir: Path):
    app = App((1280, 720), realtime=False, raise_errors=True)
    pygame.event.clear()
    app.open_launcher()
    app.run_frames(2)
    yield app
    app.close()


def drawable(text: str) -> bool:
    """True when pygame can render ``text`` (it raises on a NUL or a surrogate)."""
    pygame.font.init()
    pygame.font.Font(None, 12).render(text, True, (0, 0, 0))
    return True


@pytest.mark.parametrize("name", list(BAD_TEXTS))
def test_safe_text_makes_any_text_drawable_and_short(name: str) -> None:
    shown = safe_text(BAD_TEXTS[name], limit=200)
    assert len(shown) <= 200
    assert "\x00" not in shown and "\ud800" not in shown and "\x1b" not in shown
    assert all(drawable(line) for line in shown.split("\n"))
    if len(BAD_TEXTS[name]) > 200:
        assert shown.endswith(ELLIPSIS)


def test_safe_text_keeps_plain_words_and_takes_any_object() -> None:
    assert safe_text("Plain words.\nTwo lines.") == "Plain words.\nTwo lines."
    assert safe_text("a\nb\nc\nd", max_lines=2) == "a\nb" + ELLIPSIS
    assert safe_text("a\nb", newlines=False) == "a b"

    class Broken:
        def __str__(self) -> str:
            raise RuntimeError("no words")

    assert safe_text(Broken()) and safe_text(b"\xff bytes") == "\ufffd bytes"
    assert safe_text(None) == "None"


@pytest.mark.parametrize("name", list(BAD_TEXTS))
def test_a_bad_toast_is_drawn_cut_and_never_crashes(app: App, name: str) -> None:
    before = app.draws
    app.toast(f"This save could not be loaded: {BAD_TEXTS[name]}")
    app.run_frames(3)
    assert app.draws > before  # drawn (raise_errors: any failure would have raised here)
    shown = toasts(app)
    assert shown.startswith("This save could not be loaded")
    assert len(shown) <= 400 and "\x00" not in shown and "\ud800" not in shown
    if len(BAD_TEXTS[name]) > 400:
        assert shown.endswith(ELLIPSIS)


def test_the_resources_guard_draws_bad_text_given_straight_to_it(app: App) -> None:
    for text in BAD_TEXTS.values():
        lines = app.res.wrap(text, 16, 600)
        assert lines and all(app.res.font(16).size(line)[0] <= 600 for line in lines[:50])
        image = app.res.text(text, 16)
        assert 0 < image.get_width() < 20_000


def test_a_failing_message_is_caught_by_the_frame_guard(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    app = App((1280, 720), realtime=False, raise_errors=False)
    try:
        pygame.event.clear()
        app.open_launcher()
        app.run_frames(2)
        calls = []

        def broken(self, *args) -> None:
            calls.append(self.text)
            if len(calls) == 1:
                raise ValueError("a message that cannot be drawn")

        monkeypatch.setattr("tabletop.ui.widgets.Toast.draw", broken)
        app.toast("first")
        app.run_frames(3)  # no exception escapes the loop
        assert "Something went wrong" in toasts(app)
        assert len(calls) >= 2  # the replacement message is drawn on the next frame
    finally:
        app.close()


def test_a_load_error_naming_an_undecodable_file_is_shown(app: App, data_dir: Path) -> None:
    folder = storage.saves_dir()
    folder.mkdir(parents=True)
    bad = folder / os.fsdecode(b"\xff\xfe\x01name.json")
    try:
        bad.write_bytes(b"\x00\x00 not a save")
    except (OSError, UnicodeEncodeError):
        pytest.skip("this file system refuses such a name")
    assert app.load_file(bad) is False
    app.run_frames(3)
    shown = toasts(app)
    assert "could not be loaded" in shown and "\udcff" not in shown and "\x01" not in shown
    app.push_overlay(LoadOverlay(app))  # the Load list shows that file's row
    app.run_frames(3)
    assert isinstance(app.overlays[-1], LoadOverlay)


# ----- files that are not saves ---------------------------------------------------------------


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_loading_a_pipe_returns_at_once_with_a_sentence(app: App, tmp_path: Path) -> None:
    pipe = tmp_path / "pipe.json"
    os.mkfifo(pipe)
    started = time.perf_counter()
    with pytest.raises(LoadError, match="not an ordinary file"):
        storage.load_file(pipe)
    assert app.load_file(pipe) is False  # through the app: a message, nothing else
    assert time.perf_counter() - started < 2.0  # never waits for a writer
    assert "could not be loaded" in toasts(app) and "not an ordinary file" in toasts(app)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no named pipes here")
def test_a_pipe_in_the_saves_folder_is_listed_as_unreadable(app: App) -> None:
    folder = storage.saves_dir()
    folder.mkdir(parents=True)
    os.mkfifo(folder / "stuck.json")
    started = time.perf_counter()
    app.push_overlay(LoadOverlay(app))
    app.run_frames(3)
    assert time.perf_counter() - started < 5.0
    problems = [e.problem for e in app.overlays[-1].entries if e.path.name == "stuck.json"]
    assert problems and "not an ordinary file" in problems[0]


@pytest.mark.skipif(not Path("/dev/null").exists(), reason="no /dev/null here")
def test_a_device_is_refused() -> None:
    with pytest.raises(LoadError, match="not an ordinary file"):
        storage.load_file(Path("/dev/null"))


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(LoadError, match="folder"):
        storage.load_file(tmp_path)


def test_a_history_longer_than_any_game_is_refused_before_its_replay() -> None:
    game = tabletop.games.get("bahamut-dispute")
    raw = json.loads(game.setup(3, 2).to_json())
    raw["history"] = [{"bogus": n} for n in range(saves.MAX_HISTORY + 1)]
    with pytest.raises(LoadError, match="longer than any real game"):
        game.load(json.dumps(raw))
    with pytest.raises(LoadError, match="longer than any real game"):
        storage.loads(json.dumps(raw))
    raw["history"] = [{"bogus": 1}]  # a short list goes on to the replay (and its own words)
    with pytest.raises(LoadError, match="Move 1"):
        game.load(json.dumps(raw))


# ----- temp files of an interrupted write --------------------------------------------------------


def test_stale_temp_files_are_removed_at_start_and_fresh_ones_kept(
    data_dir: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    config = tmp_path / "config"
    monkeypatch.setenv("TABLETOP_CONFIG_DIR", str(config))
    saves_folder = storage.saves_dir()
    for folder in (data_dir, saves_folder, config):
        folder.mkdir(parents=True, exist_ok=True)
    old = time.time() - 3600
    stale = [
        data_dir / ".autosave-bellum.json.ab12cd34.tmp",
        saves_folder / ".Before the raid.json.x_9y8z7w.tmp",
        config / ".settings.json.qwertyui.tmp",
    ]
    fresh = data_dir / ".autosave-bellwake.json.zzzzzzzz.tmp"  # another app's write, now
    others = [
        data_dir / "notes.tmp",  # not write_atomic's pattern
        data_dir / ".autosave-bellum.json.tmp",  # no random part
        saves_folder / "Before the raid.json",
    ]
    for path in [*stale, fresh, *others]:
        path.write_text("{}")
    for path in [*stale, *others]:
        os.utime(path, (old, old))
    (data_dir / ".a folder.abcdefgh.tmp").mkdir()  # a folder of that name is not a temp file
    app = App((1280, 720), realtime=False, raise_errors=True)
    try:
        app.open_launcher()
        app.run_frames(2)
        assert not any(p.exists() for p in stale)
        assert fresh.exists() and all(p.exists() for p in others)
        assert (data_dir / ".a folder.abcdefgh.tmp").is_dir()
    finally:
        app.close()


def test_a_real_interrupted_write_leaves_a_temp_file_that_the_next_start_removes(
    data_dir: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    target = storage.autosave_path("bellum")

    def killed(*args) -> None:
        raise KeyboardInterrupt  # as if the app were killed before the rename

    with monkeypatch.context() as patch, pytest.raises(KeyboardInterrupt):
        patch.setattr(storage.os, "unlink", killed)
        patch.setattr(storage.os, "replace", killed)
        storage.write_atomic(target, "{}")
    assert storage.data_dir() == data_dir  # only the test's folders are cleaned
    left = [p for p in data_dir.iterdir() if storage.TEMP_PATTERN.match(p.name)]
    assert len(left) == 1
    assert storage.remove_stale_temps(older_than=60) == []  # too fresh: perhaps in progress
    assert storage.remove_stale_temps(older_than=-1) == left
    assert not left[0].exists()


def test_a_save_with_bad_words_and_name_is_drawn_in_the_load_list(app: App) -> None:
    from tabletop.ui.scene import Seat

    state = tabletop.games.get("bellum").setup(3, 2)
    folder = storage.saves_dir()
    name = os.fsdecode(b"raid \xff\x00") if os.name == "posix" else "raid"
    try:
        path = storage.save_to(folder / f"{name.replace(chr(0), '')}x", state, [Seat("human")] * 2)
    except (OSError, UnicodeEncodeError):
        pytest.skip("this file system refuses such a name")
    raw = json.loads(path.read_text("utf-8"))
    raw["about"]["progress"] = "Round \x00 \ud800" + " word" * 200_000
    raw["about"]["seats"] = "\x1b[31mYou\x07, " + "x" * 5_000_000
    path.write_text(json.dumps(raw), "utf-8")
    started = time.perf_counter()
    overlay = LoadOverlay(app)
    app.push_overlay(overlay)
    app.run_frames(3)  # raise_errors: any failure to draw a row raises here
    assert app.overlays[-1] is overlay and app.draws > 0
    assert any(e.path == path for e in overlay.entries)
    assert time.perf_counter() - started < 10.0
